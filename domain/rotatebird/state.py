"""Rotate Bird's fold: characters (Being, Doing, Having), tests in play, NPCs, tracks, scenarios, sessions.

All mutable Structs so a fold can change them in place; `decide` only reads them.
A test is Rotate Bird's only kind of conflict, so tests live in `conflicts`, keyed by `conflict_id`.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.rotatebird.results import FalloutLevel
from domain.rotatebird.symbols import SymbolKind

EdgeSource = Literal["doubles", "setup", "award"]
AdvanceKind = Literal["minor", "major"]
TestPhase = Literal["awaiting_cost", "gathering", "rolled", "fallout", "resolved", "withdrawn"]
FalloutState = Literal["none", "pending", "rolled", "offset", "suffered"]
NpcTier = Literal["background", "minor", "major", "boss"]
Challenge = Literal["epic", "perilous"]


class Sym(msgspec.Struct, kw_only=True, frozen=True):
    """One symbol of a Doing trait, with its type (a Doing trait mixes both types)."""

    kind: SymbolKind
    symbol: str


class BeingTrait(msgspec.Struct, kw_only=True):
    symbol: str
    marked: bool = False
    """Unbeing: cannot be invoked for dice until recovered."""


class DoingTrait(msgspec.Struct, kw_only=True):
    trait_id: str
    name: str
    symbols: list[Sym]
    marked: bool = False
    """Undoing: whatever the trait allowed, the character cannot do until it recovers."""


class Edge(msgspec.Struct, kw_only=True):
    """A temporary trait in the Having section: a Being symbol, or (a Doing-trait edge) a Doing trait."""

    edge_id: str
    kind: SymbolKind
    symbol: str | None = None
    """The Being symbol of a Being edge."""
    doing: DoingTrait | None = None
    """The Doing trait of a Doing edge (trait_id == edge_id)."""
    source: EdgeSource
    conflict_id: str | None = None


class Character(msgspec.Struct, kw_only=True):
    """A player character's sheet. Its owner lives in the campaign's `characters` refs (transfers are a
    common command), so it is not copied here where it could go stale."""

    character_id: str
    name: str
    title: str
    theme: str | None = None
    being: list[BeingTrait]
    doing: list[DoingTrait]
    edges: dict[str, Edge] = msgspec.field(default_factory=dict)
    advances: list[AdvanceKind] = msgspec.field(default_factory=list)
    """Advances received and not yet spent, oldest first."""


class DoingPair(msgspec.Struct, kw_only=True, frozen=True):
    doing: str
    being: str


class Draft(msgspec.Struct, kw_only=True):
    """Rolled symbols waiting for their player to name the Doing traits and the character."""

    draft_id: str
    owner_id: str
    being: list[str]
    doing: list[DoingPair]
    theme: str | None = None
    used: bool = False


class PoolDie(msgspec.Struct, kw_only=True, frozen=True):
    """Where one die of a test's pool came from: a character's Being trait or one of their edges."""

    character_id: str
    symbol: str
    edge_id: str | None = None
    helper: bool = False


class DoingRef(msgspec.Struct, kw_only=True, frozen=True):
    """A Doing trait (or Doing-trait edge, by its edge id) brought into play on a test."""

    character_id: str
    trait_id: str


class Test(msgspec.Struct, kw_only=True, tag="open", tag_field="record"):
    """A test in play, from the GM's call until it is resolved or withdrawn (then a `ClosedTest` stands in)."""

    conflict_id: str
    table_id: str | None = None
    character_id: str
    """The leading character."""
    description: str = ""
    epic: bool = False
    perilous: bool = False
    target_id: str | None = None
    """The opposing NPC, if any."""
    progress_track_id: str | None = None
    disaster_track_id: str | None = None
    setup_for: str | None = None
    phase: TestPhase = "gathering"
    epic_cost: str | None = None
    pool: list[PoolDie] = msgspec.field(default_factory=list)
    doing: list[DoingRef] = msgspec.field(default_factory=list)
    offered: list[PoolDie] = msgspec.field(default_factory=list)
    """The dice the players offered (`rb.offer_traits`), for the GM to accept into the pool."""
    offered_doing: list[DoingRef] = msgspec.field(default_factory=list)
    faces: list[int] = msgspec.field(default_factory=list)
    picked: int | None = None
    success: bool | None = None
    fallout: FalloutLevel = "none"
    fallout_state: FalloutState = "none"
    fallout_table: str | None = None
    fallout_symbols: list[str] = msgspec.field(default_factory=list)
    mandatory_edges: list[str] = msgspec.field(default_factory=list)
    """Tapped edges of which one must be sacrificed (the player picks when there are several)."""
    shrugged_off: bool = False

    @property
    def contributors(self) -> list[str]:
        ids = [self.character_id]
        for die in self.pool:
            if die.character_id not in ids:
                ids.append(die.character_id)
        return ids


class ClosedTest(msgspec.Struct, kw_only=True, tag="closed", tag_field="record"):
    """A resolved or withdrawn test while its table is open: only what a rule may still ask of it. A repeat
    is refused by its phase (`wrong_test_phase`); the GM's NPC may shrug off its success against them; its
    leader may give a doubles edge straight to a helper. Its dice, pool and fallout table are in the log.
    It leaves the state when its table closes."""

    conflict_id: str
    table_id: str | None = None
    character_id: str
    phase: TestPhase
    target_id: str | None = None
    picked: int | None = None
    success: bool | None = None
    fallout: FalloutLevel = "none"
    fallout_state: FalloutState = "none"
    shrugged_off: bool = False
    contributors: list[str] = msgspec.field(default_factory=list)

    @classmethod
    def of(cls, t: Test) -> ClosedTest:
        return cls(
            conflict_id=t.conflict_id,
            table_id=t.table_id,
            character_id=t.character_id,
            phase=t.phase,
            target_id=t.target_id,
            picked=t.picked,
            success=t.success,
            fallout=t.fallout,
            fallout_state=t.fallout_state,
            shrugged_off=t.shrugged_off,
            contributors=t.contributors,
        )


AnyTest = Test | ClosedTest


class OwedEdge(msgspec.Struct, kw_only=True):
    """An edge a test earned whose symbol the GM has not yet chosen."""

    owed_id: str
    character_id: str
    conflict_id: str
    source: EdgeSource


class NpcTrait(msgspec.Struct, kw_only=True):
    symbol: str
    marked: bool = False


class NpcDoing(msgspec.Struct, kw_only=True):
    name: str
    symbols: list[Sym]
    challenge: Challenge | None = None
    """The special challenge this trait invokes when no PC Doing trait counters it."""


class Npc(msgspec.Struct, kw_only=True):
    npc_id: str
    name: str
    tier: NpcTier
    being: list[NpcTrait]
    doing: list[NpcDoing] = msgspec.field(default_factory=list)
    mob: bool = False
    factor: str | None = None
    """The scenario Factor a random NPC is linked to."""
    removed: bool = False


class Track(msgspec.Struct, kw_only=True):
    track_id: str
    kind: Literal["progress", "disaster"]
    name: str
    boxes: int
    marked: int = 0
    combinations: list[list[str]] = msgspec.field(default_factory=list)
    """Every combination of Being traits already used on a test toward this goal (progress tracks)."""
    removed: bool = False

    @property
    def complete(self) -> bool:
        return self.marked >= self.boxes


class PendingSymbol(msgspec.Struct, kw_only=True):
    kind: SymbolKind
    symbol: str


class Scenario(msgspec.Struct, kw_only=True):
    """A Random Scenario Worksheet: three Factors, six Being circles, three Doing circles, one incident."""

    scenario_id: str
    factors: list[str]
    solo: bool = False
    being: list[str | None] = msgspec.field(default_factory=lambda: [None] * 6)
    being_facts: list[str | None] = msgspec.field(default_factory=lambda: [None] * 6)
    doing: list[str | None] = msgspec.field(default_factory=lambda: [None] * 3)
    doing_facts: list[list[str]] = msgspec.field(default_factory=lambda: [[], [], []])
    incident: str | None = None
    contributions: dict[str, int] = msgspec.field(default_factory=dict)
    pending: dict[str, PendingSymbol] = msgspec.field(default_factory=dict)

    @property
    def filled(self) -> bool:
        return (
            all(s is not None for s in self.being)
            and all(s is not None for s in self.doing)
            and all(len(f) == 2 for f in self.doing_facts)
        )


class RotateBirdState(msgspec.Struct, kw_only=True):
    characters: dict[str, Character] = msgspec.field(default_factory=dict)
    conflicts: dict[str, AnyTest] = msgspec.field(default_factory=dict)
    """Open tests, and the closed (resolved or withdrawn) tests of tables still open, each shrunk to a
    `ClosedTest`; a closed test leaves when its table closes, so the state follows the tables in play, not
    the campaign's age."""
    drafts: dict[str, Draft] = msgspec.field(default_factory=dict)
    owed_edges: dict[str, OwedEdge] = msgspec.field(default_factory=dict)
    npcs: dict[str, Npc] = msgspec.field(default_factory=dict)
    tracks: dict[str, Track] = msgspec.field(default_factory=dict)
    fallout_tables: dict[str, list[str]] = msgspec.field(default_factory=dict)
    scenarios: dict[str, Scenario] = msgspec.field(default_factory=dict)
    custom_being: list[str] = msgspec.field(default_factory=list)
    custom_doing: list[str] = msgspec.field(default_factory=list)
    """Symbols drawn by players for major advances; they join the vocabulary of their type."""
    sessions_ended: int = 0
