"""What a replay step and a GM screen show of a Rotate Bird table (the `table_view` hook): each test at the
table (who leads it, epic or perilous, the dice gathered from which traits and edges, the faces, the die
picked, success and fallout), and every character that took part with its Being and Doing traits (marked
off or not) and its edges."""

from __future__ import annotations

from typing import Any

from domain.campaign import CampaignState
from domain.rotatebird.state import Character, RotateBirdState, Test
from domain.table_view import Watch, table_sections


def table_view(state: CampaignState[RotateBirdState], w: Watch) -> dict[str, Any]:
    hidden = w.hidden()
    conflicts: dict[str, Any] = {}
    for cid, test in state.game.conflicts.items():
        if test.table_id != w.table_id or cid in hidden:
            continue
        shown: dict[str, Any] = {
            "conflict_id": cid,
            "character_id": test.character_id,
            "phase": test.phase,
            "target_id": test.target_id,
            "picked": test.picked,
            "success": test.success,
            "fallout": test.fallout,
            "fallout_state": test.fallout_state,
            "combatants": list(test.contributors),
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
    }
