"""What a replay step, a GM screen and a player's phone show of Rotate Bird, in the rulebook's words.

`table_view` (the hook): each test at the table (who leads it, epic or perilous, the dice gathered from which
traits and edges, the faces, the die picked, success and fallout), and every character that took part.
`redact` (the hook for state reads): the state as the viewer may see it, each character, test, NPC and track
carrying a `card` — what a page shows of it, computed here: symbols as the rulebook describes them, Unbeing
and Undoing marks counted, the Test Results line of the picked die. A page draws a card; it computes nothing.
Each card sits inside its entity, so an entity a hidden roll holds is shown with the card it had before.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from domain.campaign import Actor, CampaignState
from domain.messages import Event
from domain.rotatebird.offers import FALLOUT_WORDS, TIERS
from domain.rotatebird.results import RESULT_TEXT, read_result
from domain.rotatebird.state import AnyTest, Character, DoingTrait, Edge, Npc, RotateBirdState, Test, Track
from domain.rotatebird.symbols import words
from domain.table_view import Watch, redact_records, secret_ids, table_sections

SOURCES = {"doubles": "from doubles", "setup": "from a setup", "award": "awarded"}
PHASES = {
    "awaiting_cost": "Waiting for the epic test's price",
    "gathering": "Gathering dice",
    "rolled": "Rolled: one die to pick",
    "fallout": "Fallout to settle",
    "resolved": "Resolved",
    "withdrawn": "Withdrawn",
}
FALLOUT_STATES = {
    "pending": "to be rolled by the GM",
    "rolled": "rolled: offset it or the GM describes it",
    "offset": "offset",
    "suffered": "suffered",
}


def table_view(state: CampaignState[RotateBirdState], w: Watch) -> dict[str, Any]:
    hidden = w.hidden()
    conflicts: dict[str, Any] = {}
    for cid, test in state.game.conflicts.items():
        if test.table_id != w.table_id or cid in hidden:
            continue
        card = test_card(state.game, test)
        shown: dict[str, Any] = {
            "conflict_id": cid,
            "character_id": test.character_id,
            "phase": test.phase,
            "target_id": test.target_id,
            "picked": test.picked,
            "success": test.success,
            "fallout": test.fallout,
            "fallout_state": test.fallout_state,
            "name": card["title"],
            # who takes part: the leader, then each helper (the generic conflict views list them by name)
            "combatants": {
                cid: {"leads": True} if cid == test.character_id else {"helps": True} for cid in test.contributors
            },
        }
        if isinstance(test, Test):
            shown.update(
                epic=test.epic,
                perilous=test.perilous,
                description=test.description,
                pool=[
                    {"character_id": d.character_id, "symbol": d.symbol, "edge": d.edge_id is not None}
                    for d in test.pool
                ],
                faces=list(test.faces),
                fallout_symbols=list(test.fallout_symbols),
            )
        shown["card"] = card
        conflicts[cid] = shown
    return table_sections(state, w, hidden, conflicts, _character)


def _character(ch: Character) -> dict[str, Any]:
    return {
        "name": ch.name,
        "title": ch.title,
        "being": [{"symbol": t.symbol, "marked": t.marked} for t in ch.being],
        "doing": [{"name": t.name, "marked": t.marked} for t in ch.doing],
        "edges": {
            edge_id: edge.symbol or (edge.doing.name if edge.doing else None) for edge_id, edge in ch.edges.items()
        },
        "advances": list(ch.advances),
        "card": character_card(ch),
    }


def redact(state: CampaignState[RotateBirdState], viewer: Actor, unseen: Sequence[Event]) -> dict[str, Any]:
    """The state as the viewer may see it (`redact_records`), with a `card` in each entity it shows."""
    shown = redact_records(state, viewer, unseen)
    hidden = secret_ids(unseen) if viewer.role != "gm" else set()
    g = state.game
    for section, cards in (
        ("characters", {k: character_card(v) for k, v in g.characters.items()}),
        ("npcs", {k: npc_card(v) for k, v in g.npcs.items()}),
        ("tracks", {k: track_card(v) for k, v in g.tracks.items()}),
        ("conflicts", {k: test_card(g, v) for k, v in g.conflicts.items() if k not in hidden}),
    ):
        entities = shown.get(section)
        if not isinstance(entities, dict):
            continue
        for key, card in cards.items():
            entity = entities.get(key)
            if isinstance(entity, dict) and not entity.get("hidden"):
                entity["card"] = card
    return shown


# --- cards ------------------------------------------------------------------------------------------------


def _doing(d: DoingTrait) -> dict[str, Any]:
    return {
        "label": d.name or "(not named yet)",
        "symbols": " + ".join(words(s.symbol) for s in d.symbols),
        "marked": d.marked,
    }


def _edge(e: Edge) -> dict[str, Any]:
    if e.kind == "doing" and e.doing is not None:
        return {
            "label": e.doing.name or "Doing-trait edge (not named yet)",
            "symbols": " + ".join(words(s.symbol) for s in e.doing.symbols),
            "kind": "Doing-trait edge",
            "source": SOURCES.get(e.source, ""),
        }
    return {
        "label": words(e.symbol or ""),
        "symbols": words(e.symbol or ""),
        "kind": "Edge",
        "source": SOURCES.get(e.source, ""),
    }


def character_card(ch: Character) -> dict[str, Any]:
    unbeing = sum(1 for t in ch.being if t.marked)
    undoing = sum(1 for t in ch.doing if t.marked)
    return {
        "name": ch.name,
        "title": ch.title,
        "theme": ch.theme or "",
        "being": [{"label": words(t.symbol), "marked": t.marked} for t in ch.being],
        "doing": [_doing(d) for d in ch.doing],
        "edges": [_edge(e) for e in ch.edges.values()],
        "unbeing": f"{unbeing} / {len(ch.being)}",
        "undoing": f"{undoing} / {len(ch.doing)}",
        "unbeing_tone": "ok" if not unbeing else ("bad" if unbeing == len(ch.being) else "warn"),
        "undoing_tone": "ok" if not undoing else ("bad" if undoing == len(ch.doing) else "warn"),
        "advances": ", ".join(f"{a} advance" for a in ch.advances),
    }


def npc_card(n: Npc) -> dict[str, Any]:
    left = sum(1 for t in n.being if not t.marked)
    return {
        "name": n.name,
        "tier": TIERS.get(n.tier, n.tier) + (" (a mob: each copy marked off separately)" if n.mob else ""),
        "being": [{"label": words(t.symbol), "marked": t.marked} for t in n.being],
        "doing": [
            {
                "label": d.name or "Doing trait",
                "symbols": " + ".join(words(s.symbol) for s in d.symbols),
                "challenge": d.challenge or "",
            }
            for d in n.doing
        ],
        "left": f"{left} of {len(n.being)} Being traits unmarked",
        "removed": n.removed,
        "status": "Removed from play" if n.removed else "In play",
    }


def track_card(t: Track) -> dict[str, Any]:
    return {
        "name": t.name,
        "kind": "Progress track" if t.kind == "progress" else "Disaster track",
        "boxes": t.boxes,
        "marked": min(t.marked, t.boxes),
        "status": "Complete" if t.complete else f"{t.marked} of {t.boxes} boxes",
        "removed": t.removed,
    }


def test_card(g: RotateBirdState, t: AnyTest) -> dict[str, Any]:
    leader = g.characters.get(t.character_id)
    who = leader.name if leader is not None else "someone"
    card: dict[str, Any] = {
        "leader": who,
        "phase": PHASES.get(t.phase, t.phase),
        "open": isinstance(t, Test),
    }
    if t.target_id is not None and t.target_id in g.npcs:
        card["against"] = g.npcs[t.target_id].name
    if t.success is not None:
        card["verdict"] = "Success" if t.success else "Failure"
    if t.picked is not None or t.fallout != "none":
        card["fallout"] = FALLOUT_WORDS.get(t.fallout, t.fallout)
    if t.fallout_state in FALLOUT_STATES:
        card["fallout_state"] = FALLOUT_STATES[t.fallout_state]
    if not isinstance(t, Test):
        card["title"] = f"{who}'s test"
        return card
    kinds = [k for k, on in (("epic", t.epic), ("perilous", t.perilous)) if on]
    card["title"] = f"{who}'s {' and '.join(kinds)} test" if kinds else f"{who}'s test"
    card["stakes"] = t.description

    def name(cid: str) -> str:
        c = g.characters.get(cid)
        return c.name if c is not None else "someone"

    card["dice"] = [
        {"label": words(d.symbol) + (" (edge)" if d.edge_id else ""), "by": name(d.character_id)} for d in t.pool
    ]
    card["offered"] = [
        {"label": words(d.symbol) + (" (edge)" if d.edge_id else ""), "by": name(d.character_id)} for d in t.offered
    ]
    if t.epic_cost is not None:
        card["epic_cost"] = f"{words(t.epic_cost)} marked with Unbeing"
    for track_id in (t.progress_track_id, t.disaster_track_id):
        if track_id is not None and track_id in g.tracks:
            card["track"] = f"{g.tracks[track_id].name} ({track_card(g.tracks[track_id])['kind']})"
    if t.setup_for is not None:
        card["setup_for"] = name(t.setup_for)
    card["faces"] = list(t.faces)
    if t.picked is not None and t.faces:
        r = read_result(t.faces, t.picked, perilous=t.perilous)
        card["picked"] = t.picked
        card["result"] = RESULT_TEXT[r.face] + (" Doubles: an edge." if r.doubles else "")
    card["fallout_symbols"] = [words(s) for s in t.fallout_symbols]
    return card
