"""The pure arithmetic of a test: the 1–6 result table, doubles, perilous upgrades, fallout dice.

Kept apart from `decide` so every row of the rulebook's tables can be unit-tested on its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

import msgspec

FalloutLevel = Literal["none", "minor", "major"]

MAX_TEST_DICE = 5
"""'you'll pick up a variable number of dice – potentially up to five' (Rolling Dice); the GM is told to
make players work 'for a fourth or fifth', so five is the ceiling of a test's pool."""


class TestResult(msgspec.Struct, frozen=True, kw_only=True):
    """What a picked die means (Test Results table, after the perilous upgrade)."""

    face: int
    success: bool
    fallout: FalloutLevel
    table_fallout: FalloutLevel
    """The table's own fallout before a perilous test upgraded it."""
    doubles: bool
    """The picked number showed on two or more dice: an edge."""


_TABLE: dict[int, tuple[bool, FalloutLevel]] = {
    1: (False, "major"),  # Everything that can go wrong does; fail and suffer major fallout.
    2: (True, "major"),  # Sometimes it's better to fail. You do it, but suffer major fallout.
    3: (False, "minor"),  # Whoops! You fail and suffer minor fallout.
    4: (True, "minor"),  # You pull it off, but suffer minor fallout for your trouble.
    5: (False, "none"),  # You meant to do that. You fail, but suffer no fallout.
    6: (True, "none"),  # You make it look easy, succeeding without fallout.
}

RESULT_TEXT: dict[int, str] = {
    1: "Everything that can go wrong does; fail and suffer major fallout.",
    2: "Sometimes it's better to fail. You do it, but suffer major fallout.",
    3: "Whoops! You fail and suffer minor fallout.",
    4: "You pull it off, but suffer minor fallout for your trouble.",
    5: "You meant to do that. You fail, but suffer no fallout.",
    6: "You make it look easy, succeeding without fallout.",
}


def read_result(faces: Sequence[int], index: int, *, perilous: bool = False) -> TestResult:
    """Read the die the player picked. Doubles count only for the picked number ('just having doubles
    showing on your roll isn't enough'); a perilous test turns minor fallout (3 or 4) into major."""
    face = faces[index]
    success, fallout = _TABLE[face]
    final: FalloutLevel = "major" if perilous and fallout == "minor" else fallout
    return TestResult(
        face=face,
        success=success,
        fallout=final,
        table_fallout=fallout,
        doubles=sum(1 for f in faces if f == face) >= 2,
    )


def fallout_dice(level: FalloutLevel) -> int:
    """Minor fallout rolls one die; major rolls two and combines the results."""
    return {"none": 0, "minor": 1, "major": 2}[level]
