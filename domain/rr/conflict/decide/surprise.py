"""Ambushes and surprise: the ambushers' roll, their 1s, and the Surprise Saves of those ambushed."""

from __future__ import annotations

from collections.abc import Sequence

from domain.campaign import CampaignState, Context, require_gm, require_open_table
from domain.errors import InvalidCommand, NotFound, RuleViolation
from domain.messages import Event
from domain.rr.attributes import current
from domain.rr.conflict import commands as c
from domain.rr.conflict.ambush import (
    SURPRISE_LOSS_PER_DIE,
    Candidate,
    group_roll,
    save_tn_reduction,
)
from domain.rr.conflict.decide.checks import require_acts_for, require_table
from domain.rr.conflict.events import AmbushOnesTaken, AmbushRolled, SurpriseSaveRolled
from domain.rr.conflict.lookup import require_combatant, require_conflict
from domain.rr.conflict.state import Conflict
from domain.rr.rulings import darkness_rounding, surprise_action_points_per_die
from domain.rr.save_modifiers import own_modifier_parts
from domain.rr.saving_throw import roll_save
from domain.rr.state import TnPart, get_character


def roll_ambush(state: CampaignState, cmd: c.RollAmbush, ctx: Context) -> list[Event]:
    conflict = require_ambush_phase(state, cmd.conflict_id)
    require_table(state, cmd, conflict)
    everyone = [*cmd.ambusher_ids, *cmd.target_ids]
    if len(set(everyone)) != len(everyone):
        raise InvalidCommand(
            "ambush_roles_overlap", "each robot is listed once, as an ambusher or as a target", robots=everyone
        )
    for cid in everyone:
        cb = require_combatant(conflict, cid)
        if cid in cmd.target_ids and (
            cb.surprise_save_successes is not None or cb.pending_surprise_tn_modifier is not None
        ):
            raise RuleViolation(
                "surprise_already_resolved", "this robot's surprise is already settled", character_id=cid
            )
    candidates = []
    for cid in cmd.ambusher_ids:
        ch = get_character(state, cid)
        program = ch.programs.get(cmd.program)
        pool = None if program is None else program.level + ch.cores.get(program.core, 0)
        candidates.append(
            Candidate(
                character_id=cid,
                pool=pool,
                attribute=current(ch, cmd.attribute, conflict.lighting, conflict.noise, darkness_rounding(state)),
            )
        )
    group = group_roll(candidates)
    if group is None:
        raise RuleViolation("no_ambusher_has_program", "none of the ambushers holds that program", program=cmd.program)
    holder = get_character(state, group.program_holder)
    program = holder.programs[cmd.program]
    parts = [
        TnPart(source=f"program:{cmd.program}", value=program.level),
        TnPart(source=f"core:{program.core}", value=holder.cores.get(program.core, 0)),
    ]
    if len(set(cmd.bonus_ids)) != len(cmd.bonus_ids):
        raise InvalidCommand("duplicate_bonus", "each bonus is used once", bonus_ids=cmd.bonus_ids)
    for bid in cmd.bonus_ids:
        owner = next((a for a in cmd.ambusher_ids if bid in get_character(state, a).bonuses), None)
        if owner is None:
            raise NotFound("bonus_not_found", "no ambusher has that roll-over bonus", bonus_id=bid)
        parts.append(TnPart(source=f"bonus:{bid}", value=get_character(state, owner).bonuses[bid].dice))
    pool = sum(p.value for p in parts)
    roll = ctx.dice.roll(pool, 10)
    successes = sum(1 for f in roll.faces if f <= group.tn)
    succeeded, savers, modifier = ambush_outcome(successes, cmd.opposition, cmd.ambusher_ids, cmd.target_ids)
    # The ambush roll is a Test ("Any 1s rolled during any Test is a potential point of Inspiration"): the
    # dice are the program holder's (best Program), so a Sparked holder may take its 1s (`rr.take_ambush_
    # ones_as_inspiration`) until the first surprise save is rolled. Surprise saves are Saving Throws, not
    # Tests, so their 1s are never Inspiration (the seed counts 1s only "during any Test").
    faces_limit = state.game.inspiration_faces
    ones = sum(1 for f in roll.faces if f <= faces_limit and f <= group.tn) if holder.sparked else 0
    return [
        AmbushRolled(
            table_id=conflict.table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,),
            visibility=cmd.visibility,
            conflict_id=conflict.conflict_id,
            ambusher_ids=tuple(cmd.ambusher_ids),
            target_ids=tuple(cmd.target_ids),
            program=cmd.program,
            program_holder=group.program_holder,
            pool=pool,
            pool_parts=tuple(parts),
            bonus_ids=tuple(cmd.bonus_ids),
            attribute=cmd.attribute,
            attribute_holder=group.attribute_holder,
            tn=group.tn,
            successes=successes,
            opposition=cmd.opposition,
            net=successes - cmd.opposition,
            succeeded=succeeded,
            savers=savers,
            save_tn_modifier=modifier,
            ones=ones,
        )
    ]


def ambush_outcome(
    successes: int, opposition: int, ambusher_ids: Sequence[str], target_ids: Sequence[str]
) -> tuple[bool, tuple[str, ...], int]:
    """(succeeded, who must save, that save's TN change) for an ambush roll's successes against opposition."""
    net = successes - opposition
    if net >= 1:
        return True, tuple(target_ids), -save_tn_reduction(net, len(target_ids))
    return False, tuple(ambusher_ids), 0


def take_ambush_ones(state: CampaignState, cmd: c.TakeAmbushOnes, ctx: Context) -> list[Event]:
    conflict = require_ambush_phase(state, cmd.conflict_id)
    require_open_table(state, conflict.table_id)
    record = conflict.ambush
    if record is None:
        raise RuleViolation(
            "no_ambush_rolled", "no ambush has been rolled in this conflict", conflict_id=conflict.conflict_id
        )
    holder = get_character(state, record.program_holder)
    require_acts_for(state, ctx, holder.character_id)
    if not holder.sparked:
        raise RuleViolation(
            "inspiration_requires_spark",
            "only Sparked robots may take 1s as Inspiration",
            character_id=holder.character_id,
        )
    saved = [
        cid
        for cid in record.savers
        if (cb := conflict.combatants.get(cid)) is not None and cb.pending_surprise_tn_modifier is None
    ]
    if saved:
        raise RuleViolation(
            "ones_choice_closed",
            "1s are taken as Inspiration before the first surprise save the ambush triggered is rolled",
            conflict_id=conflict.conflict_id,
            saved=saved,
        )
    available = record.ones - record.ones_taken
    if cmd.count > available:
        raise RuleViolation(
            "not_enough_ones",
            "only rolled 1s (not yet taken) can become Inspiration",
            requested=cmd.count,
            available=available,
        )
    after = record.successes - cmd.count
    succeeded, savers, modifier = ambush_outcome(after, record.opposition, record.ambusher_ids, record.target_ids)
    return [
        AmbushOnesTaken(
            conflict_id=conflict.conflict_id,
            table_id=conflict.table_id,
            character_id=holder.character_id,
            count=cmd.count,
            successes_before=record.successes,
            successes_after=after,
            opposition=record.opposition,
            net=after - record.opposition,
            succeeded=succeeded,
            savers_before=record.savers,
            savers=savers,
            save_tn_modifier=modifier,
            inspiration_before=holder.inspiration,
            inspiration_after=holder.inspiration + cmd.count,
        )
    ]


def require_ambush_phase(state: CampaignState, conflict_id: str) -> Conflict:
    conflict = require_conflict(state, conflict_id)
    if conflict.phase != "ambush":
        raise RuleViolation(
            "not_resolving_ambush",
            "surprise is resolved before the Turn Order is set (start the conflict with `ambush`)",
            conflict_id=conflict_id,
            phase=conflict.phase,
        )
    return conflict


def roll_surprise_save(state: CampaignState, cmd: c.RollSurpriseSave, ctx: Context) -> list[Event]:
    conflict = require_ambush_phase(state, cmd.conflict_id)
    require_table(state, cmd, conflict)
    cb = require_combatant(conflict, cmd.character_id)
    if cb.surprise_save_successes is not None:
        raise RuleViolation(
            "surprise_save_already_rolled", "this robot already rolled its surprise save", character_id=cb.character_id
        )
    if cb.pending_surprise_tn_modifier is None:
        require_gm(ctx.actor, "call for a surprise save no ambush triggered")
    else:
        require_acts_for(state, ctx, cb.character_id)
    if cmd.modifier:
        require_gm(ctx.actor, "modify a surprise save")
    if conflict.kind == "social":
        # The seed's "Etiquette Save" names no attribute: the GM picks the one that stands in.
        require_gm(ctx.actor, "choose the attribute of a social surprise save")
        if cmd.attribute is None:
            raise InvalidCommand("attribute_required", "a social surprise save needs the GM's attribute")
        attribute: str = cmd.attribute
    else:
        if cmd.attribute not in (None, "perception"):
            raise InvalidCommand(
                "surprise_save_is_perception",
                "in combat the surprise save is a Perception Save",
                attribute=cmd.attribute,
            )
        attribute = "perception"
    ch = get_character(state, cb.character_id)
    dark = darkness_rounding(state)
    parts = [TnPart(source=attribute, value=current(ch, attribute, conflict.lighting, conflict.noise, dark))]
    if cb.pending_surprise_tn_modifier:
        parts.append(TnPart(source="ambush_successes", value=cb.pending_surprise_tn_modifier))
    if cmd.modifier:
        parts.append(TnPart(source="gm", value=cmd.modifier))
    parts.extend(own_modifier_parts(ch, cmd.modifier_ids, attribute))
    # A Saving Throw, not a Test: its 1s are not Inspiration (see `roll_ambush`).
    roll, result = roll_save(ctx.dice, parts)
    return [
        SurpriseSaveRolled(
            table_id=conflict.table_id,
            roller_id=ctx.actor.member_id,
            rolls=() if roll is None else (roll,),
            visibility=cmd.visibility,
            conflict_id=conflict.conflict_id,
            character_id=cb.character_id,
            attribute=attribute,
            tn=result.tn,
            tn_parts=result.tn_parts,
            successes=result.successes,
            failed=result.failed,
            outcome=result.outcome,
            automatic=result.automatic,
            attribute_loss=result.failed * SURPRISE_LOSS_PER_DIE,
            action_point_loss=result.failed * surprise_action_points_per_die(state),
            modifiers_used=tuple(cmd.modifier_ids),
        )
    ]
