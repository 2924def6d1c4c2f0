"""Rotate Bird's events: each roll, pick, edge, fallout, mark and track step is its own fact.

Events that contain dice subclass `RollEvent` and keep every `DiceRoll` in order (re-rolled duplicates
included); `record` fields say how each roll was read on its table, so a recap needs no table look-ups.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from domain.messages import CharacterCreated, Event, RollEvent
from domain.personal import personal
from domain.rotatebird.results import FalloutLevel
from domain.rotatebird.state import (
    AdvanceKind,
    DoingPair,
    DoingRef,
    EdgeSource,
    NpcTier,
    PoolDie,
    Sym,
)
from domain.rotatebird.symbols import SymbolKind, SymbolRoll


class DoingSpec(msgspec.Struct, frozen=True, kw_only=True):
    trait_id: str
    name: str
    symbols: tuple[Sym, ...]


class NpcDoingFact(msgspec.Struct, frozen=True, kw_only=True):
    name: str
    symbols: tuple[Sym, ...]
    challenge: Literal["epic", "perilous"] | None = None


# --- characters -----------------------------------------------------------------------------------------


class CharacterRolled(RollEvent, frozen=True, kw_only=True, tag="rb.character_rolled"):
    draft_id: str
    owner_id: str
    being: tuple[str, ...]
    doing: tuple[DoingPair, ...]
    theme: str | None = None
    record: tuple[SymbolRoll, ...]


class RbCharacterCreated(CharacterCreated, frozen=True, kw_only=True, tag="rb.character_created"):
    draft_id: str
    title: Annotated[str, personal("owner_id")]
    theme: str | None = None
    being: tuple[str, ...]
    doing: tuple[DoingSpec, ...]


class TableRolled(RollEvent, frozen=True, kw_only=True, tag="rb.table_rolled"):
    table: str
    result: str
    record: tuple[SymbolRoll, ...]
    scenario_id: str | None = None
    factor: str | None = None


class AdvanceGranted(Event, frozen=True, kw_only=True, tag="rb.advance_granted"):
    character_id: str
    advance: AdvanceKind
    session: int


class AdvanceSpent(Event, frozen=True, kw_only=True, tag="rb.advance_spent"):
    character_id: str
    advance: AdvanceKind
    change: Literal["swap_being", "swap_doing", "extend_doing"]
    trait_id: str | None = None
    index: int | None = None
    """Being trait slot (swap_being) or symbol position in the Doing trait."""
    old: Sym | None = None
    new: Sym
    custom: bool = False
    """The new symbol is not on the regular tables (major advance); it joins the vocabulary of its type."""
    name: str | None = None
    """The renamed Doing trait (extend_doing)."""


class DoingEdgeNamed(Event, frozen=True, kw_only=True, tag="rb.doing_edge_named"):
    character_id: str
    edge_id: str
    name: Annotated[str, personal()]


class UnbeingRecovered(Event, frozen=True, kw_only=True, tag="rb.unbeing_recovered"):
    character_id: str
    symbols: tuple[str, ...]


class UndoingRecovered(Event, frozen=True, kw_only=True, tag="rb.undoing_recovered"):
    character_id: str
    trait_ids: tuple[str, ...]
    reason: Literal["measures", "session_end"]
    measure: str = ""


class SessionEnded(Event, frozen=True, kw_only=True, tag="rb.session_ended"):
    session: int
    advance: AdvanceKind


# --- tests -------------------------------------------------------------------------------------------


class TestCalled(Event, frozen=True, kw_only=True, tag="rb.test_called"):
    conflict_id: str
    character_id: str
    description: Annotated[str, personal()] = ""
    epic: bool = False
    perilous: bool = False
    target_id: str | None = None
    progress_track_id: str | None = None
    disaster_track_id: str | None = None
    setup_for: str | None = None
    called_by: str


class TestWithdrawn(Event, frozen=True, kw_only=True, tag="rb.test_withdrawn"):
    conflict_id: str
    character_id: str
    withdrawn_by: str


class UnbeingSuffered(Event, frozen=True, kw_only=True, tag="rb.unbeing_suffered"):
    """A Being trait marked off: to pay an epic test's price, or to offset minor fallout."""

    character_id: str
    symbol: str
    reason: Literal["epic_cost", "fallout"]
    conflict_id: str
    actor_id: str


class UndoingSuffered(Event, frozen=True, kw_only=True, tag="rb.undoing_suffered"):
    """A Doing trait marked off to offset major fallout."""

    character_id: str
    trait_id: str
    name: str
    conflict_id: str
    actor_id: str


class TestTraitsOffered(Event, frozen=True, kw_only=True, tag="rb.test_traits_offered"):
    """A player's offer of the traits that relate to a test (replacing that character's earlier offer)."""

    conflict_id: str
    character_id: str
    pool: tuple[PoolDie, ...]
    doing: tuple[DoingRef, ...] = ()
    offered_by: str


class TestTraitsSet(Event, frozen=True, kw_only=True, tag="rb.test_traits_set"):
    conflict_id: str
    pool: tuple[PoolDie, ...]
    doing: tuple[DoingRef, ...]
    combination: tuple[str, ...]
    """The combination of Being traits, as sorted ``character_id:symbol`` keys (the progress-track rule)."""


class TestRolled(RollEvent, frozen=True, kw_only=True, tag="rb.test_rolled"):
    conflict_id: str
    character_id: str
    pool: tuple[PoolDie, ...]
    """One entry per die, in the order of `rolls[0].faces`."""
    epic: bool = False
    perilous: bool = False


class DiePicked(Event, frozen=True, kw_only=True, tag="rb.die_picked"):
    conflict_id: str
    character_id: str
    die: int
    face: int
    faces: tuple[int, ...]
    success: bool
    table_fallout: FalloutLevel
    fallout: FalloutLevel
    perilous: bool
    doubles: bool
    mandatory_edges: tuple[str, ...] = ()
    """Edges of which one must now be sacrificed to offset the fallout (tapped Being edges on minor
    fallout, Doing-trait edges in play on major fallout)."""
    picked_by: str


class EdgeEarned(Event, frozen=True, kw_only=True, tag="rb.edge_earned"):
    """A test earned an edge (doubles on the picked die, or a successful setup); the GM picks its symbol."""

    owed_id: str
    character_id: str
    conflict_id: str
    source: EdgeSource


class EdgeGained(Event, frozen=True, kw_only=True, tag="rb.edge_gained"):
    character_id: str
    edge_id: str
    kind: SymbolKind
    symbol: str
    doing_symbol: str | None = None
    source: EdgeSource
    owed_id: str | None = None
    conflict_id: str | None = None


class EdgeTransferred(Event, frozen=True, kw_only=True, tag="rb.edge_transferred"):
    character_id: str
    edge_id: str
    recipient_id: str
    actor_id: str


class EdgeSacrificed(Event, frozen=True, kw_only=True, tag="rb.edge_sacrificed"):
    """An edge crossed off to offset a test's fallout; `mandatory` when the rules forced it (the edge was
    tapped on a test with minor fallout, or a Doing-trait edge was in play on one with major fallout)."""

    character_id: str
    edge_id: str
    kind: SymbolKind
    symbol: str
    conflict_id: str
    fallout: FalloutLevel
    mandatory: bool
    actor_id: str


class EdgeLost(Event, frozen=True, kw_only=True, tag="rb.edge_lost"):
    character_id: str
    edge_id: str
    reason: str = ""


class FalloutRolled(RollEvent, frozen=True, kw_only=True, tag="rb.fallout_rolled"):
    conflict_id: str
    fallout: FalloutLevel
    fallout_table: str
    """``generic`` or the name of the GM's table."""
    table_symbols: tuple[str, ...]
    symbols: tuple[str, ...]
    doubles: bool


class FalloutSuffered(Event, frozen=True, kw_only=True, tag="rb.fallout_suffered"):
    conflict_id: str
    fallout: FalloutLevel
    symbols: tuple[str, ...]
    character_ids: tuple[str, ...]
    """Every contributor: fallout strikes the leader and each helper."""


class TrackMarked(Event, frozen=True, kw_only=True, tag="rb.track_marked"):
    track_id: str
    kind: Literal["progress", "disaster"]
    conflict_id: str
    marked: int
    boxes: int


class TrackCompleted(Event, frozen=True, kw_only=True, tag="rb.track_completed"):
    track_id: str
    kind: Literal["progress", "disaster"]


class NpcUnbeingSuffered(Event, frozen=True, kw_only=True, tag="rb.npc_unbeing_suffered"):
    npc_id: str
    index: int
    symbol: str
    conflict_id: str
    cancelled_owed_id: str | None = None
    """A setup's edge not yet granted: with the success shrugged off, it is no longer earned."""


class NpcRemoved(Event, frozen=True, kw_only=True, tag="rb.npc_removed"):
    npc_id: str
    reason: Annotated[str, personal()]


# --- world ----------------------------------------------------------------------------------------


class TrackCreated(Event, frozen=True, kw_only=True, tag="rb.track_created"):
    track_id: str
    kind: Literal["progress", "disaster"]
    name: Annotated[str, personal()]
    boxes: int


class TrackRemoved(Event, frozen=True, kw_only=True, tag="rb.track_removed"):
    track_id: str


class FalloutTableDefined(Event, frozen=True, kw_only=True, tag="rb.fallout_table_defined"):
    name: str
    symbols: tuple[str, ...]


class NpcCreated(Event, frozen=True, kw_only=True, tag="rb.npc_created"):
    npc_id: str
    name: Annotated[str, personal()]
    tier: NpcTier
    being: tuple[str, ...]
    doing: tuple[NpcDoingFact, ...] = ()
    mob: bool = False


class NpcGenerated(RollEvent, frozen=True, kw_only=True, tag="rb.npc_generated"):
    npc_id: str
    name: str
    tier: NpcTier
    being: tuple[str, ...]
    doing: tuple[NpcDoingFact, ...] = ()
    factor: str | None = None
    scenario_id: str | None = None
    record: tuple[SymbolRoll, ...]


class ScenarioFactorsRolled(RollEvent, frozen=True, kw_only=True, tag="rb.scenario_factors_rolled"):
    scenario_id: str
    factors: tuple[str, str, str]
    solo: bool = False
    record: tuple[SymbolRoll, ...]


class ScenarioSymbolRolled(RollEvent, frozen=True, kw_only=True, tag="rb.scenario_symbol_rolled"):
    scenario_id: str
    member_id: str
    kind: SymbolKind
    symbol: str
    record: tuple[SymbolRoll, ...]


class ScenarioSymbolPlaced(Event, frozen=True, kw_only=True, tag="rb.scenario_symbol_placed"):
    scenario_id: str
    member_id: str
    kind: SymbolKind
    slot: int
    symbol: str
    fact: Annotated[str, personal()]


class ScenarioFactAdded(Event, frozen=True, kw_only=True, tag="rb.scenario_fact_added"):
    scenario_id: str
    member_id: str
    link: int
    fact: Annotated[str, personal()]


class IncitingIncidentRolled(RollEvent, frozen=True, kw_only=True, tag="rb.inciting_incident_rolled"):
    scenario_id: str
    symbol: str
    record: tuple[SymbolRoll, ...]


EVENTS: tuple[type[Event], ...] = (
    CharacterRolled,
    RbCharacterCreated,
    TableRolled,
    AdvanceGranted,
    AdvanceSpent,
    DoingEdgeNamed,
    UnbeingRecovered,
    UndoingRecovered,
    SessionEnded,
    TestCalled,
    TestWithdrawn,
    UnbeingSuffered,
    UndoingSuffered,
    TestTraitsOffered,
    TestTraitsSet,
    TestRolled,
    DiePicked,
    EdgeEarned,
    EdgeGained,
    EdgeTransferred,
    EdgeSacrificed,
    EdgeLost,
    FalloutRolled,
    FalloutSuffered,
    TrackMarked,
    TrackCompleted,
    NpcUnbeingSuffered,
    NpcRemoved,
    TrackCreated,
    TrackRemoved,
    FalloutTableDefined,
    NpcCreated,
    NpcGenerated,
    ScenarioFactorsRolled,
    ScenarioSymbolRolled,
    ScenarioSymbolPlaced,
    ScenarioFactAdded,
    IncitingIncidentRolled,
)
