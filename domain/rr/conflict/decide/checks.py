"""The checks the conflict deciders share: the table, who acts for a robot, whose turn it is, who may start a
conflict or join one."""

from __future__ import annotations

from domain.campaign import CampaignState, Context, require_controls, require_open_table
from domain.errors import InvalidCommand, RuleViolation
from domain.messages import RollCommand
from domain.rr.conflict.lookup import active_conflict, require_combatant
from domain.rr.conflict.state import Conflict
from domain.rr.state import get_character


def require_table(state: CampaignState, command: RollCommand, conflict: Conflict) -> None:
    require_open_table(state, conflict.table_id)
    if command.table_id != conflict.table_id:
        raise InvalidCommand(
            "wrong_table",
            "a conflict's dice are rolled at its own table",
            table_id=command.table_id,
            conflict_table_id=conflict.table_id,
        )


def require_acts_for(state: CampaignState, ctx: Context, character_id: str) -> None:
    require_controls(state, ctx.actor, character_id)


def not_your_turn(conflict: Conflict, character_id: str | None) -> RuleViolation:
    return RuleViolation(
        "not_your_turn",
        "only the robot whose turn it is may do this",
        conflict_id=conflict.conflict_id,
        acting=conflict.acting,
        top=conflict.order[0] if conflict.order else None,
        character_id=character_id,
    )


def controls(state: CampaignState, ctx: Context, character_id: str) -> bool:
    if ctx.actor.is_gm:
        return True
    ref = state.characters.get(character_id)
    return ref is not None and ctx.actor.role == "player" and ref.owner_id == ctx.actor.member_id


def check_initiator(conflict: Conflict, initiator_id: str | None) -> None:
    if initiator_id is not None:
        require_combatant(conflict, initiator_id)


def check_free(state: CampaignState, character_id: str) -> None:
    get_character(state, character_id)
    other = active_conflict(state.game, character_id)
    if other is not None:
        raise RuleViolation(
            "already_in_conflict",
            "a robot takes part in one conflict at a time",
            character_id=character_id,
            conflict_id=other.conflict_id,
        )
