"""What a replay step and a GM screen show of a Scratch RPS table (the `table_view` hook): each fight's round,
turn order and whose turn it is, each fighter's standing (delayed, evading, in cover, escaped) and defense, and every
character that took part with its hit points out of its toughness, its status, its abilities and the
crafted bonuses on it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from domain.campaign import Actor, CampaignState
from domain.messages import Event
from domain.scratch.decide.combat import defense
from domain.scratch.offers import defense_of
from domain.scratch.rolls import status
from domain.scratch.state import ScratchCharacter, ScratchState
from domain.table_view import Watch, redact_records, table_sections


def table_view(state: CampaignState[ScratchState], w: Watch) -> dict[str, Any]:
    hidden = w.hidden()
    conflicts: dict[str, Any] = {}
    for cid, conflict in state.game.conflicts.items():
        if conflict.table_id != w.table_id or cid in hidden:
            continue
        conflicts[cid] = {
            "conflict_id": cid,
            "round": conflict.round,
            "order": list(conflict.order),
            "current": conflict.current,
            "combatants": {
                ch_id: {
                    "initiative": c.initiative,
                    "delayed": c.delayed,
                    "evading": c.evading,
                    "took_cover": c.took_cover,
                    "engaged": c.engaged,
                    "escaped": c.escaped,
                    "defense": defense_of(state.game, conflict, ch_id),
                }
                for ch_id, c in conflict.combatants.items()
            },
        }
    return table_sections(state, w, hidden, conflicts, _character)


def redact(state: CampaignState[ScratchState], viewer: Actor, unseen: Sequence[Event]) -> dict[str, Any]:
    """The state as the viewer may see it (`redact_records`), each character it shows with its `card`: hit
    points out of toughness, health status and defense out of a fight, as the rules reckon them."""
    shown = redact_records(state, viewer, unseen)
    characters = shown.get("characters")
    if isinstance(characters, dict):
        for key, ch in state.game.characters.items():
            entity = characters.get(key)
            if isinstance(entity, dict) and not entity.get("hidden"):
                entity["card"] = card(ch)
    return shown


def card(ch: ScratchCharacter) -> dict[str, Any]:
    """What a character's card shows at a glance."""
    return {
        "hit_points": ch.hit_points,
        "toughness": ch.toughness,
        "status": status(ch.hit_points, ch.toughness),
        "defense": defense(ch, None, None)[0],
    }


def _character(ch: ScratchCharacter) -> dict[str, Any]:
    return {
        "name": ch.name,
        "hit_points": ch.hit_points,
        "toughness": ch.toughness,
        "status": status(ch.hit_points, ch.toughness),
        "abilities": ch.abilities.levels(),
        "bonuses": dict(ch.bonuses),
        "leader_id": ch.leader_id,
    }
