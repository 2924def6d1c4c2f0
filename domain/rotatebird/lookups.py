"""Look-ups every Rotate Bird decision shares: entities that must exist, and the symbol vocabulary.

Each raises the typed error that names the broken rule, so decide functions stay a list of checks.
"""

from __future__ import annotations

from domain.campaign import CampaignState
from domain.errors import InvalidCommand, NotFound, RuleViolation
from domain.rotatebird.state import AnyTest, Character, Edge, Npc, RotateBirdState, Scenario, Test, Track
from domain.rotatebird.symbols import BEING_SYMBOLS, DOING_SYMBOLS, SymbolKind


def game(state: CampaignState) -> RotateBirdState:
    g = state.game
    assert isinstance(g, RotateBirdState)
    return g


def character(g: RotateBirdState, character_id: str) -> Character:
    c = g.characters.get(character_id)
    if c is None:
        raise NotFound("character_not_found", "no such character", character_id=character_id)
    return c


def edge(c: Character, edge_id: str) -> Edge:
    e = c.edges.get(edge_id)
    if e is None:
        raise NotFound("edge_not_found", "the character has no such edge", character_id=c.character_id, edge_id=edge_id)
    return e


def test(g: RotateBirdState, conflict_id: str) -> AnyTest:
    """The test, open or (while its table is open) closed; `decide.tests.in_phase` narrows it to an open one."""
    t = g.conflicts.get(conflict_id)
    if t is None:
        raise NotFound("test_not_found", "no such test", conflict_id=conflict_id)
    return t


def npc(g: RotateBirdState, npc_id: str) -> Npc:
    n = g.npcs.get(npc_id)
    if n is None:
        raise NotFound("npc_not_found", "no such NPC", npc_id=npc_id)
    if n.removed:
        raise RuleViolation("npc_removed_from_play", "the NPC has been removed from play", npc_id=npc_id)
    return n


def track(g: RotateBirdState, track_id: str) -> Track:
    t = g.tracks.get(track_id)
    if t is None or t.removed:
        raise NotFound("track_not_found", "no such track in play", track_id=track_id)
    return t


def scenario(g: RotateBirdState, scenario_id: str) -> Scenario:
    s = g.scenarios.get(scenario_id)
    if s is None:
        raise NotFound("scenario_not_found", "no such scenario worksheet", scenario_id=scenario_id)
    return s


def is_symbol(g: RotateBirdState, kind: SymbolKind, symbol: str) -> bool:
    """A symbol of that type: on the regular tables, or drawn for a major advance in this campaign."""
    if kind == "being":
        return symbol in BEING_SYMBOLS or symbol in g.custom_being
    return symbol in DOING_SYMBOLS or symbol in g.custom_doing


def require_symbol(g: RotateBirdState, kind: SymbolKind, symbol: str) -> None:
    if not is_symbol(g, kind, symbol):
        raise InvalidCommand(f"not_a_{kind}_symbol", f"{symbol!r} is not a {kind} symbol", symbol=symbol)


def being_index(c: Character, symbol: str) -> int:
    for i, trait in enumerate(c.being):
        if trait.symbol == symbol:
            return i
    raise RuleViolation(
        "not_your_being_trait", "the character has no such Being trait", character_id=c.character_id, symbol=symbol
    )


def edge_in_use(g: RotateBirdState, edge_id: str) -> str | None:
    """The rolled, unresolved test that tapped the edge or brought it into play, if any: its fate (a
    mandatory sacrifice) is still open, so it may not leave its owner."""
    for t in g.conflicts.values():
        if not isinstance(t, Test) or t.phase not in ("rolled", "fallout"):
            continue
        if any(d.edge_id == edge_id for d in t.pool) or any(d.trait_id == edge_id for d in t.doing):
            return t.conflict_id
    return None


def participants(state: CampaignState) -> list[str]:
    """The group: active GMs and players (observers only watch)."""
    return [m.member_id for m in state.members.values() if m.active and m.role in ("gm", "player")]


def require_member_can_own(state: CampaignState, member_id: str) -> None:
    m = state.members.get(member_id)
    if m is None or not m.active:
        raise NotFound("member_not_found", "no such member", member_id=member_id)
    if m.role == "observer":
        raise RuleViolation("observer_cannot_own", "observers cannot own characters", member_id=member_id)
