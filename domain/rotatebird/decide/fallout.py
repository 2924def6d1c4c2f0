"""Decisions of a test's fallout: rolling it on a fallout table, offsetting it with Unbeing, Undoing or edges, and
resolving it."""

from __future__ import annotations

from domain.campaign import CampaignState, Context, require_controls, require_open_table
from domain.errors import InvalidCommand, NotFound, RuleViolation
from domain.messages import Event
from domain.rotatebird import lookups as lk
from domain.rotatebird.commands import OffsetFallout, ResolveFallout, RollFallout
from domain.rotatebird.decide.characters import fallout_table
from domain.rotatebird.decide.tests import in_phase, sacrifice
from domain.rotatebird.events import FalloutRolled, FalloutSuffered, UnbeingSuffered, UndoingSuffered
from domain.rotatebird.results import fallout_dice
from domain.rotatebird.state import AnyTest, Test


def _open_fallout(t: AnyTest) -> Test:
    t = in_phase(t, "fallout")
    if t.fallout_state not in ("pending", "rolled"):
        raise RuleViolation("fallout_settled", "the test's fallout is already settled", conflict_id=t.conflict_id)
    return t


def roll_fallout(state: CampaignState, cmd: RollFallout, ctx: Context) -> list[Event]:
    g = lk.game(state)
    t = lk.test(g, cmd.conflict_id)
    require_open_table(state, cmd.table_id)
    t = _open_fallout(t)
    if t.fallout_state == "rolled":
        raise RuleViolation("fallout_already_rolled", "the fallout was already rolled", conflict_id=t.conflict_id)
    if t.mandatory_edges:
        raise RuleViolation(
            "edge_sacrifice_required",
            "a tapped edge must be sacrificed to offset this fallout; its player chooses which",
            edge_ids=list(t.mandatory_edges),
        )
    name, symbols = fallout_table(g, cmd.fallout_table)
    roll = ctx.dice.roll(fallout_dice(t.fallout), 6)
    rolled = tuple(symbols[f - 1] for f in roll.faces)
    return [
        FalloutRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,),
            visibility=cmd.visibility,
            conflict_id=t.conflict_id,
            fallout=t.fallout,
            fallout_table=name,
            table_symbols=symbols,
            symbols=rolled,
            doubles=len(roll.faces) == 2 and roll.faces[0] == roll.faces[1],
        )
    ]


def offset_fallout(state: CampaignState, cmd: OffsetFallout, ctx: Context) -> list[Event]:
    g = lk.game(state)
    t = lk.test(g, cmd.conflict_id)
    require_controls(state, ctx.actor, cmd.character_id)
    t = _open_fallout(t)
    if cmd.character_id not in t.contributors:
        raise RuleViolation(
            "not_a_contributor", "only a contributor to the test can offset its fallout", character_id=cmd.character_id
        )
    if sum(x is not None for x in (cmd.symbol, cmd.trait_id, cmd.edge_id)) != 1:
        raise InvalidCommand("offset_ambiguous", "offset with exactly one of symbol, trait_id or edge_id")
    c = lk.character(g, cmd.character_id)
    actor = ctx.actor.member_id
    if t.mandatory_edges and cmd.edge_id not in t.mandatory_edges:
        raise RuleViolation(
            "edge_sacrifice_required",
            "one of the edges brought into this test must be sacrificed",
            edge_ids=list(t.mandatory_edges),
        )
    if cmd.edge_id is not None:
        e = lk.edge(c, cmd.edge_id)
        if t.fallout == "minor" and e.kind == "doing":
            raise RuleViolation(
                "doing_edge_offsets_major_only", "a Doing-trait edge can't be sacrificed to offset minor fallout"
            )
        if t.fallout == "major" and e.kind == "being":
            raise RuleViolation(
                "unbeing_cannot_offset_major", "major fallout can't be offset with Unbeing or a Being edge"
            )
        return [sacrifice(c.character_id, e, t, t.fallout, mandatory=bool(t.mandatory_edges), actor=actor)]
    if cmd.symbol is not None:
        if t.fallout == "major":
            raise RuleViolation(
                "unbeing_cannot_offset_major", "major fallout can't be offset with Unbeing, not even one die at a time"
            )
        trait = c.being[lk.being_index(c, cmd.symbol)]
        if trait.marked:
            raise RuleViolation("being_trait_marked", "that Being trait is already marked", symbol=cmd.symbol)
        return [
            UnbeingSuffered(
                character_id=c.character_id,
                symbol=cmd.symbol,
                reason="fallout",
                conflict_id=t.conflict_id,
                actor_id=actor,
            )
        ]
    if t.fallout == "minor":
        raise RuleViolation("undoing_offsets_major_only", "Undoing offsets major fallout; minor fallout takes Unbeing")
    doing = next((d for d in c.doing if d.trait_id == cmd.trait_id), None)
    if doing is None:
        raise NotFound("doing_trait_not_found", "no such Doing trait", trait_id=cmd.trait_id)
    if doing.marked:
        raise RuleViolation("doing_trait_undone", "that Doing trait is already marked", trait_id=cmd.trait_id)
    return [
        UndoingSuffered(
            character_id=c.character_id,
            trait_id=doing.trait_id,
            name=doing.name,
            conflict_id=t.conflict_id,
            actor_id=actor,
        )
    ]


def resolve_fallout(state: CampaignState, cmd: ResolveFallout, ctx: Context) -> list[Event]:
    t = _open_fallout(lk.test(lk.game(state), cmd.conflict_id))
    if t.fallout_state != "rolled":
        raise RuleViolation("fallout_not_rolled", "roll the fallout before describing it", conflict_id=t.conflict_id)
    return [
        FalloutSuffered(
            conflict_id=t.conflict_id,
            fallout=t.fallout,
            symbols=tuple(t.fallout_symbols),
            character_ids=tuple(t.contributors),
        )
    ]
