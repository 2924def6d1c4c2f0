"""The saving throw: always 3d10 against a target number built from parts. Pure; no state, no events.

Every save in the game (attribute, Durability, Memory, Role, Self Awareness, Perception, Action Point)
uses this one mechanic, so the extended-conflict rules reuse it for Action Point and Perception saves:

    parts = [TnPart(source="perception", value=6), TnPart(source="ambush successes", value=-2)]
    roll, result = roll_save(ctx.dice, parts)
    loss = result.failed * 1   # Action Point saves lose 1 per failed die, others 2

A TN of 0 or less is an automatic Total Failure and a TN of 10 or more an automatic Total Success: no dice
are rolled then (`roll` is None and `result.automatic` is True), matching the seed's "Total Failure is
guaranteed" / "Total Success is guaranteed".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

import msgspec

from domain.dice import DiceRoll, DiceSource
from domain.rr.state import TnPart

SAVE_DICE = 3
"""There is never an occasion where any Saving Throw is made with anything other than 3d10."""

Outcome = Literal["no_effect", "partial", "total_failure"]
"""No Effect (all three dice succeed), Partial Failure (1 or 2 failed), Total Failure (all three failed)."""


class SaveResult(msgspec.Struct, frozen=True, kw_only=True):
    """The facts of one saving throw: how its TN was built, the faces, and the outcome."""

    tn: int
    tn_parts: tuple[TnPart, ...]
    faces: tuple[int, ...]
    successes: int
    failed: int
    outcome: Outcome
    automatic: bool = False


def total(parts: Sequence[TnPart]) -> int:
    """The TN the parts add up to."""
    return sum(p.value for p in parts)


def outcome_of(failed: int) -> Outcome:
    if failed == 0:
        return "no_effect"
    if failed >= SAVE_DICE:
        return "total_failure"
    return "partial"


def evaluate(parts: Sequence[TnPart], faces: Sequence[int] | None) -> SaveResult:
    """Judge a save from its TN parts and faces (None when the TN made it automatic)."""
    tn = total(parts)
    if tn <= 0 or tn >= 10:
        failed = SAVE_DICE if tn <= 0 else 0
        return SaveResult(
            tn=tn,
            tn_parts=tuple(parts),
            faces=(),
            successes=SAVE_DICE - failed,
            failed=failed,
            outcome=outcome_of(failed),
            automatic=True,
        )
    if faces is None or len(faces) != SAVE_DICE:
        raise ValueError("a saving throw needs exactly three d10 faces")
    successes = sum(1 for f in faces if f <= tn)
    failed = SAVE_DICE - successes
    return SaveResult(
        tn=tn,
        tn_parts=tuple(parts),
        faces=tuple(faces),
        successes=successes,
        failed=failed,
        outcome=outcome_of(failed),
    )


def is_automatic(parts: Sequence[TnPart]) -> bool:
    tn = total(parts)
    return tn <= 0 or tn >= 10


def roll_save(dice: DiceSource, parts: Sequence[TnPart]) -> tuple[DiceRoll | None, SaveResult]:
    """Roll 3d10 against the TN built from `parts` (no roll when the TN makes the outcome automatic)."""
    if is_automatic(parts):
        return None, evaluate(parts, None)
    roll = dice.roll(SAVE_DICE, 10)
    return roll, evaluate(parts, roll.faces)


def attribute_loss(result: SaveResult, per_die: int = 2) -> int:
    """Temporary loss of a save: `per_die` points per failed die (2 normally; 1 for Action Point saves,
    persistent x1/2 losses; a firearm's Durability Loss for EMP weapons). Total Failure loses 3 x per_die."""
    return result.failed * per_die
