"""Decisions about robots as a whole: the campaign's growth dials, Design Points, creation, Sparking."""

from __future__ import annotations

from domain.campaign import CampaignState, Context, require_gm, require_open_table
from domain.errors import Forbidden, InvalidCommand, NotFound, RuleViolation
from domain.messages import Event
from domain.rr import commands as c
from domain.rr import events as e
from domain.rr.common import character, game
from domain.rr.sheet import DESIGN_DICE_X, check_sheet


def set_growth_rate(state: CampaignState, cmd: c.SetGrowthRate, ctx: Context) -> list[Event]:
    return [e.GrowthRateSet(sa_cost_per_level=cmd.sa_cost_per_level, inspiration_faces=cmd.inspiration_faces)]


def roll_design_points(state: CampaignState, cmd: c.RollDesignPoints, ctx: Context) -> list[Event]:
    """X + Anthropoid Class d10s, the X highest summed (X from the Size table)."""
    require_open_table(state, cmd.table_id)
    x = DESIGN_DICE_X[cmd.size]
    roll = ctx.dice.roll(x + cmd.anthropoid_class, 10)
    kept = tuple(sorted(roll.faces, reverse=True)[:x])
    return [
        e.DesignPointsRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,),
            visibility=cmd.visibility,
            roll_id=ctx.new_id(),
            member_id=ctx.actor.member_id,
            size=cmd.size,
            anthropoid_class=cmd.anthropoid_class,
            x=x,
            kept=kept,
            design_points=sum(kept),
        )
    ]


def create_character(state: CampaignState, cmd: c.CreateCharacter, ctx: Context) -> list[Event]:
    actor = ctx.actor
    gm_inputs = cmd.design_points is not None or cmd.sparked or cmd.inspiration or cmd.sheet.self_awareness
    if gm_inputs and not actor.is_gm:
        raise Forbidden(
            "gm_only",
            "only the GM sets a Design Point budget or creates Sparked / experienced robots",
            role=actor.role,
        )
    owner = cmd.owner_id or actor.member_id
    if cmd.owner_id is not None and cmd.owner_id != actor.member_id:
        require_gm(actor, "create a robot for someone else")
        member = state.members.get(cmd.owner_id)
        if member is None or not member.active:
            raise NotFound("member_not_found", "no such member", member_id=cmd.owner_id)
    design_roll_id = cmd.design_roll_id
    if cmd.design_points is not None:
        budget = cmd.design_points
        design_roll_id = None
    elif cmd.design_roll_id is not None:
        roll = game(state).design_rolls.get(cmd.design_roll_id)
        if roll is None:
            raise NotFound("design_roll_not_found", "no such Design Point roll", design_roll_id=cmd.design_roll_id)
        if roll.used:
            raise RuleViolation(
                "design_roll_used", "those Design Points already built a robot", design_roll_id=roll.roll_id
            )
        if roll.member_id != actor.member_id and not actor.is_gm:
            raise Forbidden(
                "not_your_design_roll", "that Design Point roll was someone else's", design_roll_id=roll.roll_id
            )
        if roll.size != cmd.sheet.size or roll.anthropoid_class != cmd.sheet.body_type + cmd.sheet.vocalization:
            raise RuleViolation(
                "design_roll_mismatch",
                "the Design Points were rolled for another Size or Anthropoid Class",
                rolled_size=roll.size,
                rolled_class=roll.anthropoid_class,
                size=cmd.sheet.size,
                anthropoid_class=cmd.sheet.body_type + cmd.sheet.vocalization,
            )
        budget = roll.design_points
    else:
        raise InvalidCommand("design_points_required", "give a design_roll_id (or, as GM, design_points)")
    checked = check_sheet(cmd.sheet, budget)
    return [
        e.RRCharacterCreated(
            character_id=ctx.new_id(),
            owner_id=owner,
            name=cmd.sheet.name,
            sheet=cmd.sheet,
            design_points=budget,
            design_roll_id=design_roll_id,
            spent=checked.spent,
            spaces=checked.spaces,
            anthropoid_class=checked.anthropoid_class,
            power=checked.power,
            sparked=cmd.sparked or cmd.sheet.self_awareness > 0,
            inspiration=cmd.inspiration,
        )
    ]


def spark_character(state: CampaignState, cmd: c.SparkCharacter, ctx: Context) -> list[Event]:
    ch = character(state, cmd.character_id)
    if ch.sparked:
        raise RuleViolation("already_sparked", "the robot has already Sparked", character_id=ch.character_id)
    return [e.CharacterSparked(character_id=ch.character_id)]
