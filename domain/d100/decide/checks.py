"""The checks and lookups every d100 decider shares: the character, the conflict, the acting combatant, the
table, GM-only inputs, and an Attribute or Aptitude as a roll part."""

from __future__ import annotations

from domain.campaign import CampaignState, Context, require_controls, require_open_table
from domain.d100 import dreamscape
from domain.d100.sheet import AttributeName
from domain.d100.state import Combatant, Conflict, D100Character, D100State
from domain.errors import Forbidden, InvalidCommand, NotFound, RuleViolation
from domain.messages import RollCommand
from domain.parts import Part


def game(state: CampaignState) -> D100State:
    d100: D100State = state.game
    return d100


def character(state: CampaignState, character_id: str) -> D100Character:
    ch = game(state).characters.get(character_id)
    if ch is None:
        raise NotFound("character_not_found", "no such character", character_id=character_id)
    return ch


def conflict(state: CampaignState, conflict_id: str) -> Conflict:
    d100 = game(state)
    found = d100.conflicts.get(conflict_id)
    if found is None:
        if conflict_id in d100.ended:
            raise RuleViolation("conflict_ended", "the conflict is over", conflict_id=conflict_id)
        raise NotFound("conflict_not_found", "no such conflict", conflict_id=conflict_id)
    return found


def gm_input(ctx: Context, field: str, is_set: bool) -> None:
    if is_set and not ctx.actor.is_gm:
        raise Forbidden("gm_only", f"only the GM may set `{field}`", field=field)


def table(state: CampaignState, command: RollCommand, conflict: Conflict | None) -> None:
    require_open_table(state, command.table_id)
    if conflict is not None and conflict.table_id != command.table_id:
        raise InvalidCommand(
            "wrong_table", "roll at the conflict's table", table_id=command.table_id, conflict_table=conflict.table_id
        )


def acting(state: CampaignState, ctx: Context, conflict_id: str, character_id: str) -> tuple[Conflict, Combatant]:
    """The conflict and combatant for an action on the character's own turn."""
    fight = conflict(state, conflict_id)
    require_controls(state, ctx.actor, character_id)
    combatant = fight.combatants.get(character_id)
    if combatant is None:
        raise NotFound("not_in_conflict", "the character is not in this conflict", character_id=character_id)
    if fight.pending is not None:
        raise RuleViolation(
            "defence_pending",
            "the pending attack must be defended first",
            attacker_id=fight.pending.attacker_id,
            target_id=fight.pending.target_id,
        )
    if fight.current != character_id:
        raise RuleViolation("not_your_turn", "it is not this character's turn", current=fight.current)
    return fight, combatant


def attribute(ch: D100Character, name: AttributeName, combatant: Combatant | None) -> Part:
    label, value = dreamscape.attribute(ch.sheet.attributes, name, combatant.dream if combatant else None)
    return Part(label=label, value=value)


def aptitude(ch: D100Character, aptitude: str) -> Part:
    return Part(label=f"aptitude: {aptitude}", value=ch.sheet.aptitude(aptitude))
