"""Turn Order: the initial order, roll-offs, inserting a newcomer, and the narrative start.

The seed ("Turn Order", "Initial Turn Order", "Adding Additional Combatants"):

- combat orders by Perception, highest first; ties go to the higher Locomotion, then the higher current
  Inspiration, then a die roll (d10);
- after an ambush, ties are first broken by the degree of success on the surprise save;
- social conflicts order by Processor; ties go to Perception, then Inspiration, then a d6;
- a newcomer is compared with the robot at the top of the order as it currently is, then the next, and is
  inserted immediately in front of the first one he beats (tie-breakers as above);
- a narrative start cycles robots from the top to the bottom until the initiator is at the top.

Functions here take plain numbers (`OrderKey`) and a dice source, so they can be tested without any
character sheet; `decide` builds the keys from the sheets.
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from domain.dice import DiceRoll, DiceSource


class OrderKey(msgspec.Struct, frozen=True, kw_only=True):
    """What one robot brings to the Turn Order comparison, in the order the tie-breakers apply.

    `score` is Perception in combat (after surprise losses) or Processor in a social conflict;
    `save_successes` is the surprise save's successes (None when no surprise save was rolled);
    `tiebreak` is Locomotion in combat and Perception in a social conflict; `inspiration` is current.
    """

    character_id: str
    score: int
    tiebreak: int
    inspiration: int
    save_successes: int | None = None

    def compared(self, surprise: bool) -> tuple[int, ...]:
        """The comparison tuple; higher sorts first. Without surprise the save does not count."""
        if surprise:
            return (self.score, _save_rank(self.save_successes), self.tiebreak, self.inspiration)
        return (self.score, self.tiebreak, self.inspiration)


def _save_rank(successes: int | None) -> int:
    """Degree of success on the surprise save for tie-breaking.

    Judgement: a robot that rolled no surprise save (an ambusher, or anyone the ambush did not reach)
    was fully aware, so it ranks as a total success (3).
    """
    return 3 if successes is None else successes


class RollOff(msgspec.Struct, frozen=True, kw_only=True):
    """One die roll that broke a tie: which robots rolled (face i belongs to character_ids[i])."""

    character_ids: tuple[str, ...]
    sides: int
    faces: tuple[int, ...]


def roll_off(ids: Sequence[str], sides: int, dice: DiceSource) -> tuple[list[str], list[DiceRoll], list[RollOff]]:
    """Order tied robots by a die each, highest first, re-rolling among those still tied."""
    rolls: list[DiceRoll] = []
    records: list[RollOff] = []
    ordered = _roll_off(list(ids), sides, dice, rolls, records)
    return ordered, rolls, records


def _roll_off(ids: list[str], sides: int, dice: DiceSource, rolls: list[DiceRoll], records: list[RollOff]) -> list[str]:
    if len(ids) <= 1:
        return ids
    roll = dice.roll(len(ids), sides)
    rolls.append(roll)
    records.append(RollOff(character_ids=tuple(ids), sides=sides, faces=roll.faces))
    by_face: dict[int, list[str]] = {}
    for cid, face in zip(ids, roll.faces, strict=True):
        by_face.setdefault(face, []).append(cid)
    result: list[str] = []
    for face in sorted(by_face, reverse=True):
        result.extend(_roll_off(by_face[face], sides, dice, rolls, records))
    return result


def initial_order(
    keys: Sequence[OrderKey], die_sides: int, dice: DiceSource, surprise: bool = False
) -> tuple[list[str], list[DiceRoll], list[RollOff]]:
    """The initial Turn Order (top first), the roll-off dice it needed, and what each roll-off decided.

    Robots tied on every attribute tie-breaker roll off; tied groups are resolved from the top of the
    order down, so the dice are rolled in a stable, documented order.
    """
    groups: dict[tuple[int, ...], list[str]] = {}
    for key in keys:
        groups.setdefault(key.compared(surprise), []).append(key.character_id)
    order: list[str] = []
    rolls: list[DiceRoll] = []
    records: list[RollOff] = []
    for value in sorted(groups, reverse=True):
        order.extend(_roll_off(groups[value], die_sides, dice, rolls, records))
    return order, rolls, records


class Comparison(msgspec.Struct, frozen=True, kw_only=True):
    """One step of inserting a newcomer: whom he was compared with, on what, and whether he won."""

    against: str
    decided_by: str
    """"score", "tiebreak", "inspiration" or "roll_off"."""
    beats: bool


def insertion(
    newcomer: OrderKey, current: Sequence[OrderKey], die_sides: int, dice: DiceSource
) -> tuple[int, list[Comparison], list[DiceRoll], list[RollOff]]:
    """Where a newcomer enters the current order: the index of the first robot he beats (or the end).

    Each comparison is recorded; a full tie with a robot is settled by a roll-off between the two
    (re-rolled while the faces match) before moving down the list.
    """
    comparisons: list[Comparison] = []
    rolls: list[DiceRoll] = []
    records: list[RollOff] = []
    names = ("score", "tiebreak", "inspiration")
    new = newcomer.compared(False)
    for index, other in enumerate(current):
        old = other.compared(False)
        decided_by = next((names[i] for i in range(len(new)) if new[i] != old[i]), None)
        if decided_by is not None:
            beats = new > old
        else:
            decided_by = "roll_off"
            ordered = _roll_off([newcomer.character_id, other.character_id], die_sides, dice, rolls, records)
            beats = ordered[0] == newcomer.character_id
        comparisons.append(Comparison(against=other.character_id, decided_by=decided_by, beats=beats))
        if beats:
            return index, comparisons, rolls, records
    return len(current), comparisons, rolls, records


def narrative_rotation(order: Sequence[str], initiator: str) -> list[str]:
    """Cycle robots from the top to the bottom until the initiator is at the top."""
    i = list(order).index(initiator)
    return [*order[i:], *order[:i]]


def move_to_bottom(order: Sequence[str], character_id: str) -> list[str]:
    """The order after a robot finished its turn (it goes to the end of the list)."""
    rest = [c for c in order if c != character_id]
    return [*rest, character_id]


def move_to_top(order: Sequence[str], character_id: str) -> list[str]:
    """The order after a robot bought the next turn (it jumps to the top; the others keep their places)."""
    rest = [c for c in order if c != character_id]
    return [character_id, *rest]
