"""Inspiration: earning it from self-awareness traits, spending it on trait benefits and Dramatic Control.

(1s taken as Inspiration are in `domain.rr.decide.tests`, Inspiration Rolls there too; program and Self
Awareness purchases in `domain.rr.decide.growth`.) Only Sparked robots earn or spend Inspiration.

Dramatic Control costs, from the rule's own section: minor 1, moderate 3, major 5; +1 when it stretches
credibility, -1 when it creates more trouble (never below 0). The seed's combat-chapter example prices a
minor effect at 2 and a moderate one at 4; we follow the Dramatic Control section's 1/3/5, as the issue asks.
A Spark affected by another Spark's Dramatic Control may edit it with its own (priced the same way).
"""

from __future__ import annotations

from domain.campaign import CampaignState, Context
from domain.errors import NotFound, RuleViolation
from domain.messages import Event
from domain.rr import commands as c
from domain.rr import events as e
from domain.rr.common import acts_for, character, game, open_table, require_active, require_inspiration, require_spark
from domain.rr.state import TnPart

DRAMATIC_CONTROL_COST = {"minor": 1, "moderate": 3, "major": 5}


def dramatic_control_cost(magnitude: str, stretching: bool, trouble: bool) -> tuple[int, tuple[TnPart, ...]]:
    parts = [TnPart(source=f"{magnitude} effect", value=DRAMATIC_CONTROL_COST[magnitude])]
    if stretching:
        parts.append(TnPart(source="stretching credibility", value=1))
    if trouble:
        parts.append(TnPart(source="creates more trouble", value=-1))
    return max(0, sum(p.value for p in parts)), tuple(parts)


def gain_trait_inspiration(state: CampaignState, cmd: c.GainTraitInspiration, ctx: Context) -> list[Event]:
    open_table(state, cmd.table_id)
    ch = character(state, cmd.character_id)
    require_spark(ch, "earn Inspiration")
    trait = ch.traits.get(cmd.trait)
    if trait is None or trait.kind != "self_awareness":
        raise NotFound(
            "self_awareness_trait_not_found", "Inspiration comes from self-awareness traits", trait=cmd.trait
        )
    gained = trait.session_gained if trait.session_table_id == cmd.table_id else 0
    if gained >= trait.rating:
        raise RuleViolation(
            "trait_inspiration_cap",
            "a trait yields at most its rating in Inspiration per session",
            trait=cmd.trait,
            rating=trait.rating,
            gained=gained,
        )
    return [
        e.InspirationGained(
            character_id=ch.character_id,
            amount=1,
            source="trait",
            trait=cmd.trait,
            table_id=cmd.table_id,
            session_gained=gained + 1,
            before=ch.inspiration,
            after=ch.inspiration + 1,
        )
    ]


def award_inspiration(state: CampaignState, cmd: c.AwardInspiration, ctx: Context) -> list[Event]:
    ch = character(state, cmd.character_id)
    require_spark(ch, "earn Inspiration")
    return [
        e.InspirationGained(
            character_id=ch.character_id,
            amount=cmd.amount,
            source="award",
            before=ch.inspiration,
            after=ch.inspiration + cmd.amount,
            reason=cmd.reason,
        )
    ]


def use_trait_benefit(state: CampaignState, cmd: c.UseTraitBenefit, ctx: Context) -> list[Event]:
    ch = acts_for(state, ctx, cmd.character_id)
    require_spark(ch, "spend Inspiration")
    require_active(ch)
    trait = ch.traits.get(cmd.trait)
    if trait is None or trait.kind != "self_awareness":
        raise NotFound(
            "self_awareness_trait_not_found", "only self-awareness traits are bought into play", trait=cmd.trait
        )
    require_inspiration(ch, 1)
    bonus_id = ctx.new_id()
    return [
        e.InspirationSpent(
            character_id=ch.character_id,
            amount=1,
            purpose="trait_benefit",
            ref=bonus_id,
            before=ch.inspiration,
            after=ch.inspiration - 1,
        ),
        e.TraitBenefitTaken(character_id=ch.character_id, trait=cmd.trait, bonus_id=bonus_id, dice=trait.rating),
    ]


def propose_dramatic_control(state: CampaignState, cmd: c.ProposeDramaticControl, ctx: Context) -> list[Event]:
    ch = acts_for(state, ctx, cmd.character_id)
    require_spark(ch, "take Dramatic Control")
    if cmd.edits is not None:
        original = game(state).controls.get(cmd.edits)
        if original is None:
            raise NotFound("dramatic_control_not_found", "no such Dramatic Control to edit", control_id=cmd.edits)
        if original.character_id == ch.character_id:
            raise RuleViolation(
                "edit_own_control", "a Spark edits another Spark's narration, not its own", control_id=cmd.edits
            )
        if not original.settled or original.cost is None:
            raise RuleViolation(
                "control_not_taken", "only a Dramatic Control that was taken can be edited", control_id=cmd.edits
            )
    return [
        e.DramaticControlProposed(
            control_id=ctx.new_id(), character_id=ch.character_id, narration=cmd.narration, edits=cmd.edits
        )
    ]


def price_dramatic_control(state: CampaignState, cmd: c.PriceDramaticControl, ctx: Context) -> list[Event]:
    dc = game(state).controls.get(cmd.control_id)
    if dc is None:
        raise NotFound("dramatic_control_not_found", "no such Dramatic Control", control_id=cmd.control_id)
    if dc.settled:
        raise RuleViolation("control_settled", "that Dramatic Control was already settled", control_id=dc.control_id)
    cost, parts = dramatic_control_cost(cmd.magnitude, cmd.stretching_credibility, cmd.creates_trouble)
    return [
        e.DramaticControlPriced(
            control_id=dc.control_id,
            magnitude=cmd.magnitude,
            stretching_credibility=cmd.stretching_credibility,
            creates_trouble=cmd.creates_trouble,
            cost_parts=parts,
            cost=cost,
            priced_by=ctx.actor.member_id,
        )
    ]


def settle_dramatic_control(state: CampaignState, cmd: c.SettleDramaticControl, ctx: Context) -> list[Event]:
    dc = game(state).controls.get(cmd.control_id)
    if dc is None:
        raise NotFound("dramatic_control_not_found", "no such Dramatic Control", control_id=cmd.control_id)
    ch = acts_for(state, ctx, dc.character_id)
    if dc.settled:
        raise RuleViolation("control_settled", "that Dramatic Control was already settled", control_id=dc.control_id)
    if not cmd.take:
        return [e.DramaticControlSettled(control_id=dc.control_id, character_id=ch.character_id, taken=False)]
    if dc.cost is None:
        raise RuleViolation(
            "control_not_priced", "the GM prices a Dramatic Control before it is taken", control_id=dc.control_id
        )
    require_inspiration(ch, dc.cost)
    return [
        e.InspirationSpent(
            character_id=ch.character_id,
            amount=dc.cost,
            purpose="dramatic_control",
            ref=dc.control_id,
            before=ch.inspiration,
            after=ch.inspiration - dc.cost,
        ),
        e.DramaticControlSettled(control_id=dc.control_id, character_id=ch.character_id, taken=True),
    ]
