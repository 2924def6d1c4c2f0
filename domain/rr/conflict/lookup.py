"""Reading a conflict and the robots in it: the one place that turns character sheets into the numbers
the conflict rules use (Perception, Locomotion, Processor, Self Awareness, Anthropoid Class, Inspiration).

Everything here is a pure read of `CampaignState.game` (`RRState`); nothing is mutated.
"""

from __future__ import annotations

from typing import Any

import msgspec

from domain.errors import NotFound, RuleViolation
from domain.rr.attributes import current
from domain.rr.conflict.state import Combatant, Conflict
from domain.rr.rulings import darkness_rounding
from domain.rr.state import RRCharacter, TnPart, get_character


def self_awareness(ch: RRCharacter) -> int:
    """Non-Sparked robots have no Self Awareness attribute (the seed: they roll Processor only)."""
    return ch.self_awareness if ch.sparked else 0


def require_conflict(state: Any, conflict_id: str) -> Conflict:
    conflict: Conflict | None = state.game.conflicts.get(conflict_id)
    if conflict is None:
        raise NotFound("conflict_not_found", "no such conflict", conflict_id=conflict_id)
    return conflict


def require_running(state: Any, conflict_id: str) -> Conflict:
    conflict = require_conflict(state, conflict_id)
    if conflict.phase != "running":
        raise RuleViolation(
            "conflict_not_running",
            "this needs a running conflict (Turn Order and Action Points established)",
            conflict_id=conflict_id,
            phase=conflict.phase,
        )
    return conflict


def require_combatant(conflict: Conflict, character_id: str) -> Combatant:
    combatant = conflict.combatants.get(character_id)
    if combatant is None:
        raise NotFound(
            "not_a_combatant",
            "that robot is not taking part in this conflict",
            conflict_id=conflict.conflict_id,
            character_id=character_id,
        )
    return combatant


def active_conflict(game: Any, character_id: str) -> Conflict | None:
    """The conflict (in ambush or running) the robot is taking part in, if any. A robot is in at most one."""
    for conflict in game.conflicts.values():
        if conflict.phase != "ended" and character_id in conflict.combatants:
            return conflict  # type: ignore[no-any-return]
    return None


def surprise_outstanding(game: Any, character_id: str) -> int:
    """Points of surprise loss the robot still has to buy off (0 when not surprised).

    The loss itself is an ordinary temporary loss on the sheet (`losses[attribute]`), so successes spent
    restoring it (the test rules) reduce it there; the conflict only remembers how much of that loss came
    from surprise. Hence the outstanding surprise is the smaller of the two.
    """
    conflict = active_conflict(game, character_id)
    if conflict is None:
        return 0
    return outstanding(conflict.combatants[character_id], game.characters.get(character_id))


def outstanding(combatant: Combatant, ch: RRCharacter | None) -> int:
    if combatant.surprise_loss <= 0 or combatant.surprise_attribute is None or ch is None:
        return 0
    return max(0, min(combatant.surprise_loss, ch.losses.get(combatant.surprise_attribute, 0)))


class Stats(msgspec.Struct, frozen=True, kw_only=True):
    """The numbers of one robot the conflict rules read, taken from its sheet at decision time."""

    character_id: str
    perception: int
    locomotion: int
    processor: int
    self_awareness: int
    anthropoid_class: int
    inspiration: int


def stats(state: Any, conflict: Conflict, character_id: str) -> Stats:
    ch = get_character(state, character_id)
    return Stats(
        character_id=character_id,
        perception=current(ch, "perception", conflict.lighting, conflict.noise, darkness_rounding(state)),
        locomotion=current(ch, "locomotion"),
        processor=current(ch, "processor"),
        self_awareness=self_awareness(ch),
        anthropoid_class=current(ch, "anthropoid_class"),
        inspiration=ch.inspiration,
    )


def ap_pool_parts(conflict: Conflict, s: Stats) -> tuple[TnPart, ...]:
    """The Base Action Point pool, which is also the Action Point maximum, by parts.

    Combat: Processor + Self Awareness. Social: Anthropoid Class + Self Awareness. A current value at 0 or
    below adds no dice.
    """
    first = (
        TnPart(source="anthropoid_class", value=max(0, s.anthropoid_class))
        if conflict.kind == "social"
        else TnPart(source="processor", value=max(0, s.processor))
    )
    return (first, TnPart(source="self_awareness", value=s.self_awareness))
