"""Initiative where the highest score acts first and ties are broken by roll-offs among the tied, repeated
while faces still tie ("just roll again until you have a winner"): d100 rolls d10s for it, Scratch d20s.

The rolls stay auditable: each roll-off is one roll of one die per tied combatant, recorded as a TieBreak and
appended to the event's `rolls` in the order rolled.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import msgspec

from domain.dice import DiceRoll, DiceSource
from domain.errors import RuleViolation
from domain.parts import Part

ROLL_OFF_LIMIT = 100
"""Physical or scripted dice could tie forever; past this many roll-offs the command is refused."""


class InitiativeEntry(msgspec.Struct, frozen=True, kw_only=True):
    """One combatant's initiative and how it was built (the die face first, then what the ruleset adds)."""

    character_id: str
    parts: tuple[Part, ...]
    initiative: int


class TieBreak(msgspec.Struct, frozen=True, kw_only=True):
    """One roll-off among combatants tied on `initiative`; `faces` follow `character_ids`."""

    initiative: int
    character_ids: tuple[str, ...]
    faces: tuple[int, ...]


def break_ties(
    scores: dict[str, int], dice: DiceSource, sides: int, rolls: list[DiceRoll]
) -> tuple[list[str], list[TieBreak]]:
    """Order ids by score (highest first), rolling one `sides`-sided die per tied id for each roll-off.

    Each roll-off is one roll of ``len(tied)`` dice (faces in the order of `TieBreak.character_ids`); it is
    appended to `rolls` so the event keeps every die in the order rolled.
    """
    tie_breaks: list[TieBreak] = []
    order: list[str] = []
    for score, tied in _grouped_by(scores.items()):
        order.extend(_roll_off(tied, score, dice, sides, rolls, tie_breaks))
    return order, tie_breaks


def _grouped_by(pairs: Iterable[tuple[str, int]]) -> list[tuple[int, list[str]]]:
    """Ids grouped by their number, highest number first, ids in their given order."""
    groups: dict[int, list[str]] = {}
    for cid, number in pairs:
        groups.setdefault(number, []).append(cid)
    return sorted(groups.items(), key=lambda group: group[0], reverse=True)


def _roll_off(
    tied: Sequence[str], score: int, dice: DiceSource, sides: int, rolls: list[DiceRoll], out: list[TieBreak]
) -> list[str]:
    if len(tied) == 1:
        return list(tied)
    if len(out) >= ROLL_OFF_LIMIT:
        raise RuleViolation("endless_roll_off", "initiative roll-offs kept tying", roll_offs=len(out))
    roll = dice.roll(len(tied), sides)
    rolls.append(roll)
    out.append(TieBreak(initiative=score, character_ids=tuple(tied), faces=roll.faces))
    order: list[str] = []
    for _, still_tied in _grouped_by(zip(tied, roll.faces, strict=True)):
        order.extend(_roll_off(still_tied, score, dice, sides, rolls, out))
    return order
