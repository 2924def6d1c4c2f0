"""What a replay step and a GM screen show of a Shapers d100 table (the `table_view` hook): each fight's
round, initiative order, whose turn it is and the attack waiting for its defence, each fighter's movement
and aim this turn, and every character that took part with its Health in each realm out of its sheet's."""

from __future__ import annotations

from typing import Any

from domain.campaign import CampaignState
from domain.d100.state import D100Character, D100State
from domain.table_view import Watch, table_sections

REALMS = ("physical", "social", "mental")


def table_view(state: CampaignState[D100State], w: Watch) -> dict[str, Any]:
    hidden = w.hidden()
    conflicts: dict[str, Any] = {}
    for cid, conflict in state.game.conflicts.items():
        if conflict.table_id != w.table_id or cid in hidden:
            continue
        pending = conflict.pending
        conflicts[cid] = {
            "conflict_id": cid,
            "round": conflict.round,
            "order": list(conflict.order),
            "current": conflict.current,
            "awaiting_defence": None
            if pending is None
            else {"attacker_id": pending.attacker_id, "target_id": pending.target_id, "weapon": pending.weapon},
            "combatants": {
                ch_id: {"initiative": c.initiative, "moved": c.moved, "acted": c.acted, "aimed": c.aimed}
                for ch_id, c in conflict.combatants.items()
            },
        }
    return table_sections(state, w, hidden, conflicts, _character)


def _character(ch: D100Character) -> dict[str, Any]:
    return {
        "name": ch.sheet.name,
        "health": {realm: getattr(ch.health, realm) for realm in REALMS},
        "max_health": {realm: getattr(ch.sheet.health, realm) for realm in REALMS},
    }
