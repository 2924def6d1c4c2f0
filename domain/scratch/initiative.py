"""Turn order: d20 + 10 × stalking, highest first; tied characters roll another die until one rolls higher."""

from __future__ import annotations

from collections.abc import Sequence

from domain.dice import DiceRoll, DiceSource
from domain.errors import RuleViolation
from domain.scratch.events import TieBreak

ROLL_OFF_LIMIT = 100


def break_ties(scores: dict[str, int], dice: DiceSource, rolls: list[DiceRoll]) -> tuple[list[str], list[TieBreak]]:
    """Order ids by score, highest first; each roll-off is one roll of one d20 per tied id (in
    `TieBreak.character_ids` order), appended to `rolls`."""
    tie_breaks: list[TieBreak] = []
    by_score: dict[int, list[str]] = {}
    for cid, score in scores.items():
        by_score.setdefault(score, []).append(cid)
    order: list[str] = []
    for score in sorted(by_score, reverse=True):
        order.extend(_roll_off(by_score[score], score, dice, rolls, tie_breaks))
    return order, tie_breaks


def _roll_off(
    tied: Sequence[str], score: int, dice: DiceSource, rolls: list[DiceRoll], out: list[TieBreak]
) -> list[str]:
    if len(tied) == 1:
        return list(tied)
    if len(out) >= ROLL_OFF_LIMIT:
        raise RuleViolation("endless_roll_off", "initiative roll-offs kept tying", roll_offs=len(out))
    roll = dice.roll(len(tied), 20)
    rolls.append(roll)
    out.append(TieBreak(initiative=score, character_ids=tuple(tied), faces=roll.faces))
    by_face: dict[int, list[str]] = {}
    for cid, face in zip(tied, roll.faces, strict=True):
        by_face.setdefault(face, []).append(cid)
    order: list[str] = []
    for face in sorted(by_face, reverse=True):
        order.extend(_roll_off(by_face[face], score, dice, rolls, out))
    return order
