"""What a replay step and a GM screen show of a Shapers and Bots table (the `table_view` hook): each fight's
round, turn order, whose turn it is, the attack waiting for its answer and each fighter's actions left, and
every character of the campaign (a table's cards show them all, fighting or not) with its sheet — features,
skills, weapons — and what the rules derive from it: Strength, health points out of the maximum, whether
it is awake, knocked out or dead, its armor, its weapons and what it wields in the rulebook's words, and in a
fight its actions left and whether it has gone berserk."""

from __future__ import annotations

from typing import Any

import msgspec

from domain.campaign import CampaignState
from domain.shapers.features import strength
from domain.shapers.state import Character, Combatant, Fight, SbState
from domain.shapers.words import weapon_title
from domain.table_view import Watch, table_of

_SHEET = msgspec.msgpack.Encoder()


def table_view(state: CampaignState[SbState], w: Watch) -> dict[str, Any]:
    hidden = w.hidden()
    conflicts: dict[str, Any] = {}
    fighting: dict[str, Combatant] = {}
    for cid, conflict in state.game.conflicts.items():
        if not isinstance(conflict, Fight) or conflict.table_id != w.table_id or cid in hidden:
            continue
        fighting.update(conflict.combatants)
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
    if w.conflicts_only:
        return {"conflicts": conflicts}
    characters: dict[str, Any] = {}
    for ch_id in sorted(state.game.characters):
        if ch_id in hidden:
            characters[ch_id] = {"hidden": True}
            continue
        ch = state.game.characters[ch_id]
        ref = state.characters.get(ch_id)
        owner = ref.owner_id if ref else None
        combatant = fighting.get(ch_id)
        sheet = _SHEET.encode((ch, owner, combatant))
        last = w.shown.get(ch_id)
        if last is not None and last[0] == sheet:
            characters[ch_id] = last[1]
            continue
        characters[ch_id] = view = {"owner_id": owner, **character_view(ch, combatant)}
        w.shown[ch_id] = (sheet, view)
    return {"table": table_of(state, w.table_id), "conflicts": conflicts, "characters": characters}


def character_view(ch: Character, combatant: Combatant | None = None) -> dict[str, Any]:
    """The character's sheet and what the rules derive from it, as a card shows them."""
    status = "dead" if not ch.alive else "unconscious" if not ch.conscious else "awake"
    conditions = [status] if status != "awake" else []
    if combatant is not None and combatant.berserk:
        conditions.append("berserk")
    view: dict[str, Any] = {
        "name": ch.name,
        "kind": ch.kind,
        "species": ch.species,
        "extra": ch.extra,
        "features": dict(ch.features),
        "strength": strength(ch.features),
        "skills": dict(ch.skills),
        "shaping": ch.shaping,
        "hp": ch.hp,
        "max_hp": ch.max_hp,
        "hurt": ch.hp < ch.max_hp,
        "conscious": ch.conscious,
        "alive": ch.alive,
        "status": status,
        "conditions": conditions,
        "wielding": ch.wielding,
        "wielding_label": weapon_title(ch, ch.wielding) if ch.wielding else "nothing",
        "weapons": msgspec.to_builtins(ch.weapons),
        "natural_weapons": dict(ch.natural_weapons),
        "weapon_labels": [weapon_title(ch, name) for name in (*ch.weapons, *ch.natural_weapons)],
        "punch": weapon_title(ch, "punch"),
        "armored": ch.armored,
        "armor": "worn armor" if ch.worn_armor else "natural armor" if ch.natural_armor else "none",
        "bot": msgspec.to_builtins(ch.bot) if ch.bot is not None else None,
    }
    if combatant is not None:
        view["fight"] = {
            "actions": combatant.actions,
            "borrowed": combatant.borrowed,
            "berserk": combatant.berserk,
            "berserk_actions": combatant.berserk_actions,
        }
    return view
