"""Decisions about edges outside a test's dice: the GM granting one, passing one to another character, removing
one."""

from __future__ import annotations

from domain.campaign import CampaignState, Context, require_character, require_controls
from domain.errors import Forbidden, InvalidCommand, NotFound, RuleViolation
from domain.messages import Event
from domain.rotatebird import lookups as lk
from domain.rotatebird.commands import GrantEdge, RemoveEdge, TransferEdge
from domain.rotatebird.events import EdgeGained, EdgeLost, EdgeTransferred
from domain.rotatebird.state import EdgeSource


def grant_edge(state: CampaignState, cmd: GrantEdge, ctx: Context) -> list[Event]:
    g = lk.game(state)
    lk.character(g, cmd.character_id)
    conflict_id = None
    source: EdgeSource = "award"
    if cmd.owed_id is not None:
        owed = g.owed_edges.get(cmd.owed_id)
        if owed is None:
            raise NotFound("owed_edge_not_found", "no edge is owed under that id", owed_id=cmd.owed_id)
        if owed.character_id != cmd.character_id:
            raise RuleViolation(
                "edge_owed_to_another_character",
                "that edge was earned by another character",
                owed_id=cmd.owed_id,
                character_id=owed.character_id,
            )
        conflict_id, source = owed.conflict_id, owed.source
    lk.require_symbol(g, "being", cmd.symbol)
    if cmd.kind == "doing":
        if cmd.doing_symbol is None:
            raise InvalidCommand("doing_symbol_required", "a Doing-trait edge pairs a Doing symbol with a Being symbol")
        lk.require_symbol(g, "doing", cmd.doing_symbol)
    elif cmd.doing_symbol is not None:
        raise InvalidCommand("doing_symbol_on_being_edge", "a Being edge has a single Being symbol")
    return [
        EdgeGained(
            character_id=cmd.character_id,
            edge_id=ctx.new_id(),
            kind=cmd.kind,
            symbol=cmd.symbol,
            doing_symbol=cmd.doing_symbol,
            source=source,
            owed_id=cmd.owed_id,
            conflict_id=conflict_id,
        )
    ]


def transfer_edge(state: CampaignState, cmd: TransferEdge, ctx: Context) -> list[Event]:
    g = lk.game(state)
    require_controls(state, ctx.actor, cmd.character_id)
    c = lk.character(g, cmd.character_id)
    e = lk.edge(c, cmd.edge_id)
    lk.character(g, cmd.recipient_id)
    require_character(state, cmd.recipient_id)
    if cmd.recipient_id == cmd.character_id:
        raise InvalidCommand("same_character", "the edge already belongs to that character")
    busy = lk.edge_in_use(g, e.edge_id)
    if busy is not None:
        raise RuleViolation("edge_in_use", "the edge's test is not resolved yet", conflict_id=busy)
    if not ctx.actor.is_gm:
        # The leader may freely give an edge earned on a helped test to one of its helpers; whether any
        # other edge "is the sort of thing that can be given away" is the GM's judgement.
        t = g.conflicts.get(e.conflict_id or "")
        if (
            t is None
            or e.source != "doubles"
            or t.character_id != c.character_id
            or cmd.recipient_id not in t.contributors
        ):
            raise Forbidden("gm_only", "only the GM may judge that this edge can be given away", edge_id=e.edge_id)
    return [
        EdgeTransferred(
            character_id=c.character_id, edge_id=e.edge_id, recipient_id=cmd.recipient_id, actor_id=ctx.actor.member_id
        )
    ]


def remove_edge(state: CampaignState, cmd: RemoveEdge, ctx: Context) -> list[Event]:
    g = lk.game(state)
    e = lk.edge(lk.character(g, cmd.character_id), cmd.edge_id)
    busy = lk.edge_in_use(g, e.edge_id)
    if busy is not None:
        raise RuleViolation("edge_in_use", "the edge's test is not resolved yet", conflict_id=busy)
    return [EdgeLost(character_id=cmd.character_id, edge_id=e.edge_id, reason=cmd.reason)]
