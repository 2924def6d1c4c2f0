"""Look-ups and refusals shared by the Scratch deciders."""

from __future__ import annotations

from domain.campaign import Context, require_controls, require_open_table
from domain.errors import Forbidden, InvalidCommand, NotFound, RuleViolation
from domain.messages import RollCommand
from domain.scratch import rolls
from domain.scratch.decide.sim import Sim
from domain.scratch.state import Combatant, Conflict, ScratchCharacter, ScratchState


def character(game: ScratchState, character_id: str) -> ScratchCharacter:
    ch = game.characters.get(character_id)
    if ch is None:
        raise NotFound("character_not_found", "no such character", character_id=character_id)
    return ch


def conflict(game: ScratchState, conflict_id: str) -> Conflict:
    found = game.conflicts.get(conflict_id)
    if found is None:
        if conflict_id in game.ended:
            raise RuleViolation("conflict_ended", "the conflict is over", conflict_id=conflict_id)
        raise NotFound("conflict_not_found", "no such conflict", conflict_id=conflict_id)
    return found


def active_conflict_of(game: ScratchState, character_id: str) -> Conflict | None:
    for c in game.conflicts.values():
        if character_id in c.combatants and not c.combatants[character_id].escaped:
            return c
    return None


def gm_input(ctx: Context, field: str, is_set: bool) -> None:
    if is_set and not ctx.actor.is_gm:
        raise Forbidden("gm_only", f"only the GM may set `{field}`", field=field)


def table(sim: Sim, command: RollCommand, found: Conflict | None) -> None:
    require_open_table(sim.state, command.table_id)
    if found is not None and found.table_id != command.table_id:
        raise InvalidCommand(
            "wrong_table", "roll at the conflict's table", table_id=command.table_id, conflict_table=found.table_id
        )


def able(ch: ScratchCharacter) -> None:
    """Incapacitated characters (0 hit points, or no toughness at all) cannot perform actions."""
    if ch.hit_points <= 0:
        raise RuleViolation("incapacitated", "an incapacitated character cannot act", character_id=ch.character_id)


def acting(sim: Sim, ctx: Context, conflict_id: str, character_id: str) -> tuple[Conflict, Combatant, ScratchCharacter]:
    """The conflict, combatant and character for an action on the character's own turn."""
    found = conflict(sim.game, conflict_id)
    require_controls(sim.state, ctx.actor, character_id)
    combatant = found.combatants.get(character_id)
    if combatant is None:
        raise NotFound("not_in_conflict", "the character is not in this conflict", character_id=character_id)
    if found.current != character_id:
        raise RuleViolation("not_your_turn", "it is not this character's turn", current=found.current)
    ch = character(sim.game, character_id)
    able(ch)
    return found, combatant, ch


def regular_action(combatant: Combatant) -> None:
    if combatant.regular_used:
        raise RuleViolation("regular_action_used", "one regular action per turn")


def bonus_action(combatant: Combatant) -> None:
    if combatant.bonus_used:
        raise RuleViolation("bonus_action_used", "one bonus action per turn")


def ability(ch: ScratchCharacter, name: str) -> int:
    level = ch.level(name)
    if level < 1:
        raise RuleViolation(
            "ability_missing", f"without a level of {name} the character cannot use it", ability=name, level=level
        )
    return level


def status(ch: ScratchCharacter) -> rolls.Status:
    return rolls.status(ch.hit_points, ch.toughness)
