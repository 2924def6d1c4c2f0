"""What a replay step and a GM screen show of a Shapers and Bots table (the `table_view` hook): each fight's
round, turn order, whose turn it is, the attack waiting for its answer and each fighter's actions left, and
every character that took part with its hit points, whether it is conscious and alive, and what it wields."""

from __future__ import annotations

from typing import Any

from domain.campaign import CampaignState
from domain.shapers.state import Character, Fight, SbState
from domain.table_view import Watch, table_sections


def table_view(state: CampaignState[SbState], w: Watch) -> dict[str, Any]:
    hidden = w.hidden()
    conflicts: dict[str, Any] = {}
    for cid, conflict in state.game.conflicts.items():
        if not isinstance(conflict, Fight) or conflict.table_id != w.table_id or cid in hidden:
            continue
        pending = conflict.pending
        conflicts[cid] = {
            "conflict_id": cid,
            "round": conflict.round,
            "order": list(conflict.order),
            "current": conflict.current,
            "awaiting_answer": None
            if pending is None
            else {"attacker_id": pending.character_id, "target_id": pending.target_id, "weapon": pending.weapon},
            "combatants": {
                ch_id: {
                    "fitness": c.fitness,
                    "actions": c.actions,
                    "berserk": c.berserk,
                    "attacks_received": c.attacks_received,
                }
                for ch_id, c in conflict.combatants.items()
            },
        }
    return table_sections(state, w, hidden, conflicts, _character)


def _character(ch: Character) -> dict[str, Any]:
    return {
        "name": ch.name,
        "species": ch.species,
        "hp": ch.hp,
        "max_hp": ch.max_hp,
        "conscious": ch.conscious,
        "alive": ch.alive,
        "wielding": ch.wielding,
        "armored": ch.natural_armor or ch.worn_armor,
    }
