"""How each Rotate Bird event changes the fold (mutating `state.game` in place).

Handlers trust their events: every check happened in `decide`, so replaying a long stream is cheap.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.campaign import CampaignState, TableClosed
from domain.messages import Event
from domain.rotatebird import events as ev
from domain.rotatebird.lookups import game
from domain.rotatebird.state import (
    AnyTest,
    BeingTrait,
    Character,
    ClosedTest,
    DoingPair,
    DoingTrait,
    Draft,
    Edge,
    FalloutState,
    Npc,
    NpcDoing,
    NpcTrait,
    OwedEdge,
    PendingSymbol,
    Scenario,
    Sym,
    Test,
    Track,
)


def _character_rolled(state: CampaignState, e: ev.CharacterRolled) -> None:
    game(state).drafts[e.draft_id] = Draft(
        draft_id=e.draft_id,
        owner_id=e.owner_id,
        being=list(e.being),
        doing=[DoingPair(doing=p.doing, being=p.being) for p in e.doing],
        theme=e.theme,
    )


def _character_created(state: CampaignState, e: ev.RbCharacterCreated) -> None:
    g = game(state)
    g.drafts[e.draft_id].used = True
    g.characters[e.character_id] = Character(
        character_id=e.character_id,
        name=e.name,
        title=e.title,
        theme=e.theme,
        being=[BeingTrait(symbol=s) for s in e.being],
        doing=[DoingTrait(trait_id=d.trait_id, name=d.name, symbols=list(d.symbols)) for d in e.doing],
    )


def _advance_granted(state: CampaignState, e: ev.AdvanceGranted) -> None:
    game(state).characters[e.character_id].advances.append(e.advance)


def _advance_spent(state: CampaignState, e: ev.AdvanceSpent) -> None:
    g = game(state)
    c = g.characters[e.character_id]
    c.advances.remove(e.advance)
    if e.custom:
        vocab = g.custom_being if e.new.kind == "being" else g.custom_doing
        if e.new.symbol not in vocab:
            vocab.append(e.new.symbol)
    if e.change == "swap_being":
        assert e.index is not None
        c.being[e.index].symbol = e.new.symbol
        return
    trait = next(t for t in c.doing if t.trait_id == e.trait_id)
    assert e.index is not None
    if e.index == len(trait.symbols):
        trait.symbols.append(e.new)
    else:
        trait.symbols[e.index] = e.new
    if e.name is not None:
        trait.name = e.name


def _doing_edge_named(state: CampaignState, e: ev.DoingEdgeNamed) -> None:
    edge = game(state).characters[e.character_id].edges[e.edge_id]
    assert edge.doing is not None
    edge.doing.name = e.name


def _unbeing_recovered(state: CampaignState, e: ev.UnbeingRecovered) -> None:
    for trait in game(state).characters[e.character_id].being:
        if trait.symbol in e.symbols:
            trait.marked = False


def _undoing_recovered(state: CampaignState, e: ev.UndoingRecovered) -> None:
    for trait in game(state).characters[e.character_id].doing:
        if trait.trait_id in e.trait_ids:
            trait.marked = False


def _session_ended(state: CampaignState, e: ev.SessionEnded) -> None:
    game(state).sessions_ended = e.session


# --- tests -------------------------------------------------------------------------------------------


def _test_called(state: CampaignState, e: ev.TestCalled) -> None:
    game(state).conflicts[e.conflict_id] = Test(
        conflict_id=e.conflict_id,
        character_id=e.character_id,
        description=e.description,
        epic=e.epic,
        perilous=e.perilous,
        target_id=e.target_id,
        progress_track_id=e.progress_track_id,
        disaster_track_id=e.disaster_track_id,
        setup_for=e.setup_for,
        phase="awaiting_cost" if e.epic else "gathering",
    )


def _open(state: CampaignState, conflict_id: str) -> Test:
    t = game(state).conflicts[conflict_id]
    assert isinstance(t, Test)
    return t


def _close(state: CampaignState, t: Test) -> None:
    """A resolved or withdrawn test shrinks to what a rule may still ask of it."""
    game(state).conflicts[t.conflict_id] = ClosedTest.of(t)


def _test_withdrawn(state: CampaignState, e: ev.TestWithdrawn) -> None:
    t = _open(state, e.conflict_id)
    t.phase = "withdrawn"
    _close(state, t)


def _settle(state: CampaignState, conflict_id: str, how: FalloutState) -> None:
    t = _open(state, conflict_id)
    t.fallout_state = how
    t.mandatory_edges = []
    t.phase = "resolved"
    _close(state, t)


def _unbeing_suffered(state: CampaignState, e: ev.UnbeingSuffered) -> None:
    g = game(state)
    for trait in g.characters[e.character_id].being:
        if trait.symbol == e.symbol:
            trait.marked = True
    if e.reason == "epic_cost":
        t = _open(state, e.conflict_id)
        t.epic_cost = e.symbol
        t.phase = "gathering"
    else:
        _settle(state, e.conflict_id, "offset")


def _undoing_suffered(state: CampaignState, e: ev.UndoingSuffered) -> None:
    g = game(state)
    for trait in g.characters[e.character_id].doing:
        if trait.trait_id == e.trait_id:
            trait.marked = True
    _settle(state, e.conflict_id, "offset")


def _test_traits_offered(state: CampaignState, e: ev.TestTraitsOffered) -> None:
    t = _open(state, e.conflict_id)
    t.offered = [d for d in t.offered if d.character_id != e.character_id] + list(e.pool)
    t.offered_doing = [d for d in t.offered_doing if d.character_id != e.character_id] + list(e.doing)


def _test_traits_set(state: CampaignState, e: ev.TestTraitsSet) -> None:
    t = _open(state, e.conflict_id)
    t.pool = list(e.pool)
    t.doing = list(e.doing)


def _test_rolled(state: CampaignState, e: ev.TestRolled) -> None:
    g = game(state)
    t = _open(state, e.conflict_id)
    t.table_id = e.table_id
    t.faces = list(e.rolls[0].faces)
    t.phase = "rolled"
    if t.progress_track_id is not None:
        g.tracks[t.progress_track_id].combinations.append(sorted(f"{d.character_id}:{d.symbol}" for d in e.pool))


def _die_picked(state: CampaignState, e: ev.DiePicked) -> None:
    t = _open(state, e.conflict_id)
    t.picked = e.die
    t.success = e.success
    t.fallout = e.fallout
    t.mandatory_edges = list(e.mandatory_edges)
    if e.fallout == "none":
        t.fallout_state = "none"
        t.phase = "resolved"
        _close(state, t)
    else:
        t.fallout_state = "pending"
        t.phase = "fallout"


def _edge_earned(state: CampaignState, e: ev.EdgeEarned) -> None:
    game(state).owed_edges[e.owed_id] = OwedEdge(
        owed_id=e.owed_id, character_id=e.character_id, conflict_id=e.conflict_id, source=e.source
    )


def _edge_gained(state: CampaignState, e: ev.EdgeGained) -> None:
    g = game(state)
    if e.owed_id is not None:
        g.owed_edges.pop(e.owed_id, None)
    doing = None
    if e.kind == "doing":
        assert e.doing_symbol is not None
        doing = DoingTrait(
            trait_id=e.edge_id,
            name="",
            symbols=[Sym(kind="doing", symbol=e.doing_symbol), Sym(kind="being", symbol=e.symbol)],
        )
    g.characters[e.character_id].edges[e.edge_id] = Edge(
        edge_id=e.edge_id,
        kind=e.kind,
        symbol=e.symbol if e.kind == "being" else None,
        doing=doing,
        source=e.source,
        conflict_id=e.conflict_id,
    )


def _edge_transferred(state: CampaignState, e: ev.EdgeTransferred) -> None:
    g = game(state)
    g.characters[e.recipient_id].edges[e.edge_id] = g.characters[e.character_id].edges.pop(e.edge_id)


def _edge_sacrificed(state: CampaignState, e: ev.EdgeSacrificed) -> None:
    g = game(state)
    g.characters[e.character_id].edges.pop(e.edge_id, None)
    _settle(state, e.conflict_id, "offset")


def _edge_lost(state: CampaignState, e: ev.EdgeLost) -> None:
    game(state).characters[e.character_id].edges.pop(e.edge_id, None)


def _fallout_rolled(state: CampaignState, e: ev.FalloutRolled) -> None:
    t = _open(state, e.conflict_id)
    t.fallout_state = "rolled"
    t.fallout_table = e.fallout_table
    t.fallout_symbols = list(e.symbols)


def _fallout_suffered(state: CampaignState, e: ev.FalloutSuffered) -> None:
    _settle(state, e.conflict_id, "suffered")


def _track_marked(state: CampaignState, e: ev.TrackMarked) -> None:
    game(state).tracks[e.track_id].marked = e.marked


def _npc_unbeing_suffered(state: CampaignState, e: ev.NpcUnbeingSuffered) -> None:
    g = game(state)
    g.npcs[e.npc_id].being[e.index].marked = True
    g.conflicts[e.conflict_id].shrugged_off = True
    if e.cancelled_owed_id is not None:
        g.owed_edges.pop(e.cancelled_owed_id, None)


def _npc_removed(state: CampaignState, e: ev.NpcRemoved) -> None:
    game(state).npcs[e.npc_id].removed = True


# --- world ----------------------------------------------------------------------------------------


def _track_created(state: CampaignState, e: ev.TrackCreated) -> None:
    game(state).tracks[e.track_id] = Track(track_id=e.track_id, kind=e.kind, name=e.name, boxes=e.boxes)


def _track_removed(state: CampaignState, e: ev.TrackRemoved) -> None:
    game(state).tracks[e.track_id].removed = True


def _fallout_table_defined(state: CampaignState, e: ev.FalloutTableDefined) -> None:
    game(state).fallout_tables[e.name] = list(e.symbols)


def _npc(e: ev.NpcCreated | ev.NpcGenerated, mob: bool, factor: str | None) -> Npc:
    return Npc(
        npc_id=e.npc_id,
        name=e.name,
        tier=e.tier,
        being=[NpcTrait(symbol=s) for s in e.being],
        doing=[NpcDoing(name=d.name, symbols=list(d.symbols), challenge=d.challenge) for d in e.doing],
        mob=mob,
        factor=factor,
    )


def _npc_created(state: CampaignState, e: ev.NpcCreated) -> None:
    game(state).npcs[e.npc_id] = _npc(e, e.mob, None)


def _npc_generated(state: CampaignState, e: ev.NpcGenerated) -> None:
    game(state).npcs[e.npc_id] = _npc(e, False, e.factor)


def _scenario_factors_rolled(state: CampaignState, e: ev.ScenarioFactorsRolled) -> None:
    game(state).scenarios[e.scenario_id] = Scenario(scenario_id=e.scenario_id, factors=list(e.factors), solo=e.solo)


def _scenario_symbol_rolled(state: CampaignState, e: ev.ScenarioSymbolRolled) -> None:
    sc = game(state).scenarios[e.scenario_id]
    sc.pending[e.member_id] = PendingSymbol(kind=e.kind, symbol=e.symbol)
    sc.contributions[e.member_id] = sc.contributions.get(e.member_id, 0) + 1


def _scenario_symbol_placed(state: CampaignState, e: ev.ScenarioSymbolPlaced) -> None:
    sc = game(state).scenarios[e.scenario_id]
    sc.pending.pop(e.member_id, None)
    if e.kind == "being":
        sc.being[e.slot - 1] = e.symbol
        sc.being_facts[e.slot - 1] = e.fact
    else:
        sc.doing[e.slot - 1] = e.symbol
        sc.doing_facts[e.slot - 1].append(e.fact)


def _scenario_fact_added(state: CampaignState, e: ev.ScenarioFactAdded) -> None:
    sc = game(state).scenarios[e.scenario_id]
    sc.doing_facts[e.link - 1].append(e.fact)
    sc.contributions[e.member_id] = sc.contributions.get(e.member_id, 0) + 1


def _inciting_incident_rolled(state: CampaignState, e: ev.IncitingIncidentRolled) -> None:
    game(state).scenarios[e.scenario_id].incident = e.symbol


def _table_closed(state: CampaignState, e: TableClosed) -> None:
    """Closed tests leave with their table: what the rules still allow on a closed test (the GM's NPC
    shrugging off a success, the leader giving a doubles edge straight to a helper) happens at the time. A
    test withdrawn before any roll (it names no table), or settled after its table closed, goes with the
    next table that closes. The log keeps them all; while the table is open they stay, so a repeat is
    refused as a repeat (`wrong_test_phase`)."""
    g = game(state)
    tables = state.tables

    def gone(t: AnyTest) -> bool:
        table = tables.get(t.table_id) if t.table_id is not None else None
        return isinstance(t, ClosedTest) and (table is None or not table.open)

    g.conflicts = {cid: t for cid, t in g.conflicts.items() if not gone(t)}


def _no_change(state: CampaignState, e: Event) -> None:
    """Facts for the record that change no state (a table roll, a die's fallout described)."""


HANDLERS: dict[type[Event], Callable[[CampaignState, Any], None]] = {
    ev.CharacterRolled: _character_rolled,
    ev.RbCharacterCreated: _character_created,
    ev.TableRolled: _no_change,
    ev.AdvanceGranted: _advance_granted,
    ev.AdvanceSpent: _advance_spent,
    ev.DoingEdgeNamed: _doing_edge_named,
    ev.UnbeingRecovered: _unbeing_recovered,
    ev.UndoingRecovered: _undoing_recovered,
    ev.SessionEnded: _session_ended,
    ev.TestCalled: _test_called,
    ev.TestWithdrawn: _test_withdrawn,
    ev.UnbeingSuffered: _unbeing_suffered,
    ev.UndoingSuffered: _undoing_suffered,
    ev.TestTraitsOffered: _test_traits_offered,
    ev.TestTraitsSet: _test_traits_set,
    ev.TestRolled: _test_rolled,
    ev.DiePicked: _die_picked,
    ev.EdgeEarned: _edge_earned,
    ev.EdgeGained: _edge_gained,
    ev.EdgeTransferred: _edge_transferred,
    ev.EdgeSacrificed: _edge_sacrificed,
    ev.EdgeLost: _edge_lost,
    ev.FalloutRolled: _fallout_rolled,
    ev.FalloutSuffered: _fallout_suffered,
    ev.TrackMarked: _track_marked,
    ev.TrackCompleted: _no_change,
    ev.NpcUnbeingSuffered: _npc_unbeing_suffered,
    ev.NpcRemoved: _npc_removed,
    ev.TrackCreated: _track_created,
    ev.TrackRemoved: _track_removed,
    ev.FalloutTableDefined: _fallout_table_defined,
    ev.NpcCreated: _npc_created,
    ev.NpcGenerated: _npc_generated,
    ev.ScenarioFactorsRolled: _scenario_factors_rolled,
    ev.ScenarioSymbolRolled: _scenario_symbol_rolled,
    ev.ScenarioSymbolPlaced: _scenario_symbol_placed,
    ev.ScenarioFactAdded: _scenario_fact_added,
    ev.IncitingIncidentRolled: _inciting_incident_rolled,
    TableClosed: _table_closed,
}
