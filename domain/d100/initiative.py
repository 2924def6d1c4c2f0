"""Turn order: Initiative = d10 + PA + MA, highest first; ties are broken by d10 roll-offs among the tied,
repeated ("just roll again until you have a winner") while faces still tie."""

from __future__ import annotations

from collections.abc import Sequence

from domain.d100.events import TieBreak
from domain.dice import DiceRoll, DiceSource
from domain.errors import RuleViolation

ROLL_OFF_LIMIT = 100
"""Physical or scripted dice could tie forever; past this many roll-offs the command is refused."""


def break_ties(
    scores: dict[str, int], dice: DiceSource, sides: int, rolls: list[DiceRoll]
) -> tuple[list[str], list[TieBreak]]:
    """Order ids by score (highest first), rolling one die per tied id for each roll-off.

    Each roll-off is one roll of ``len(tied)`` dice (faces in the order of `TieBreak.character_ids`); it is
    appended to `rolls` so the event keeps every die in the order rolled.
    """
    tie_breaks: list[TieBreak] = []
    order: list[str] = []
    by_score: dict[int, list[str]] = {}
    for cid, score in scores.items():
        by_score.setdefault(score, []).append(cid)
    for score in sorted(by_score, reverse=True):
        order.extend(_roll_off(by_score[score], score, dice, sides, rolls, tie_breaks))
    return order, tie_breaks


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
    by_face: dict[int, list[str]] = {}
    for cid, face in zip(tied, roll.faces, strict=True):
        by_face.setdefault(face, []).append(cid)
    order: list[str] = []
    for face in sorted(by_face, reverse=True):
        order.extend(_roll_off(by_face[face], score, dice, sides, rolls, out))
    return order
