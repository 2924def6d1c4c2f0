"""The saves of a running conflict: the Reaction Save and the Action Point Save."""

from __future__ import annotations

from collections.abc import Sequence

from domain.campaign import CampaignState, Context
from domain.errors import InvalidCommand, RuleViolation
from domain.messages import Event
from domain.rr.attributes import current
from domain.rr.conflict import commands as c
from domain.rr.conflict.decide.checks import require_table
from domain.rr.conflict.events import ActionPointSaveRolled, ReactionSaveRolled
from domain.rr.conflict.lookup import require_combatant, require_running
from domain.rr.conflict.state import Conflict
from domain.rr.rulings import darkness_rounding
from domain.rr.save_modifiers import own_modifier_parts, prepared_against
from domain.rr.saving_throw import roll_save
from domain.rr.state import TnPart, get_character

REACTION_ATTRIBUTES = frozenset(
    {"perception", "visual", "audio", "tactile", "audio_tactile", "processor", "locomotion"}
)
"""A Perception Save (or one sensor) to notice in time; Processor or Locomotion when the question is quickness."""


def _save_parts(
    state: CampaignState,
    conflict: Conflict,
    character_id: str,
    attribute: str,
    modifier_ids: Sequence[str],
    **mods: int,
) -> list[TnPart]:
    """The TN of a save in the conflict: the attribute as lit and heard here, the GM's numbers, then the
    robot's own prepared save bonuses it chose (`save bonus <id>` parts, as part A's saves label them)."""
    ch = get_character(state, character_id)
    dark = darkness_rounding(state)
    parts = [TnPart(source=attribute, value=current(ch, attribute, conflict.lighting, conflict.noise, dark))]
    for source, value in mods.items():
        if value:
            parts.append(TnPart(source=source, value=value))
    parts.extend(own_modifier_parts(ch, list(modifier_ids), attribute))
    return parts


def roll_reaction_save(state: CampaignState, cmd: c.RollReactionSave, ctx: Context) -> list[Event]:
    conflict = require_running(state, cmd.conflict_id)
    require_table(state, cmd, conflict)
    cb = require_combatant(conflict, cmd.character_id)
    if cmd.attribute not in REACTION_ATTRIBUTES:
        raise InvalidCommand(
            "reaction_save_attribute",
            "a save to react is a Perception (or sensor) Save, or Processor / Locomotion for quickness",
            attribute=cmd.attribute,
        )
    if cb.reaction_step == conflict.step:
        raise RuleViolation(
            "reaction_save_already_rolled", "this robot already saved to react to this", character_id=cb.character_id
        )
    parts = _save_parts(
        state, conflict, cb.character_id, cmd.attribute, cmd.modifier_ids, difficulty=-cmd.difficulty, bonus=cmd.bonus
    )
    roll, result = roll_save(ctx.dice, parts)
    return [
        ReactionSaveRolled(
            table_id=conflict.table_id,
            roller_id=ctx.actor.member_id,
            rolls=() if roll is None else (roll,),
            visibility=cmd.visibility,
            conflict_id=conflict.conflict_id,
            character_id=cb.character_id,
            attribute=cmd.attribute,
            tn=result.tn,
            tn_parts=result.tn_parts,
            successes=result.successes,
            failed=result.failed,
            outcome=result.outcome,
            automatic=result.automatic,
            penalty=result.failed if result.outcome == "partial" else 0,
            blocked=result.outcome == "total_failure",
            modifiers_used=tuple(cmd.modifier_ids),
        )
    ]


def roll_action_point_save(state: CampaignState, cmd: c.RollActionPointSave, ctx: Context) -> list[Event]:
    conflict = require_running(state, cmd.conflict_id)
    require_table(state, cmd, conflict)
    cb = require_combatant(conflict, cmd.character_id)
    if cmd.source_character_id is not None:
        get_character(state, cmd.source_character_id)
    parts = _save_parts(
        state,
        conflict,
        cb.character_id,
        cmd.attribute,
        cmd.modifier_ids,
        damage=-cmd.damage,
        difficulty=-cmd.difficulty,
        bonus=cmd.bonus,
    )
    prepared, prepared_used = prepared_against(
        get_character(state, cb.character_id), cmd.source_character_id, cmd.attribute
    )
    parts.extend(prepared)
    roll, result = roll_save(ctx.dice, parts)
    lost = min(result.failed, cb.action_points)
    return [
        ActionPointSaveRolled(
            table_id=conflict.table_id,
            roller_id=ctx.actor.member_id,
            rolls=() if roll is None else (roll,),
            visibility=cmd.visibility,
            conflict_id=conflict.conflict_id,
            character_id=cb.character_id,
            attribute=cmd.attribute,
            tn=result.tn,
            tn_parts=result.tn_parts,
            successes=result.successes,
            failed=result.failed,
            outcome=result.outcome,
            automatic=result.automatic,
            lost=lost,
            before=cb.action_points,
            after=cb.action_points - lost,
            effect=cmd.effect,
            modifiers_used=tuple(cmd.modifier_ids),
            source_character_id=cmd.source_character_id,
            prepared_used=tuple(prepared_used),
        )
    ]
