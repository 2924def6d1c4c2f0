"""What a replay step and a GM screen show of a Shapers d100 table (the `table_view` hook): each fight's
round, initiative order, whose turn it is and the attack waiting for its defence, each fighter's movement
and aim this turn, and every character that took part with its Health in each realm out of its sheet's.

The table page draws these values as they are: each realm's Health with its state ("unhurt", "hurt",
"down" at 0), the character's conditions, the armour covering each hit location, the weapons, and each
fighter's turn so far — in the chapter's words, so no rule is computed in a browser.
"""

from __future__ import annotations

from typing import Any

from domain.campaign import CampaignState
from domain.d100.sheet import LOCATIONS, Realm
from domain.d100.state import Combatant, Conflict, D100Character, D100State
from domain.narration import title
from domain.table_view import Watch, table_sections

REALMS: tuple[Realm, ...] = ("physical", "social", "mental")

MOVED_WORDS = {"walk": "walked", "jog": "jogging", "run": "running", "charge": "charging", "sprint": "sprinting"}


def table_view(state: CampaignState[D100State], w: Watch) -> dict[str, Any]:
    hidden = w.hidden()
    conflicts: dict[str, Any] = {}
    fighting: dict[str, tuple[Conflict, Combatant]] = {}
    for cid, conflict in state.game.conflicts.items():
        if conflict.table_id != w.table_id or cid in hidden:
            continue
        for ch_id, c in conflict.combatants.items():
            fighting[ch_id] = (conflict, c)
        conflicts[cid] = _conflict(state, conflict)

    def character(ch: D100Character) -> dict[str, Any]:
        return _character(ch, fighting.get(ch.character_id))

    return table_sections(state, w, hidden, conflicts, character)


def _conflict(state: CampaignState[D100State], conflict: Conflict) -> dict[str, Any]:
    pending = conflict.pending
    names = {cid: ch.sheet.name for cid, ch in state.game.characters.items()}
    awaiting = None
    if pending is not None:
        awaiting = {
            "attacker_id": pending.attacker_id,
            "target_id": pending.target_id,
            "weapon": pending.weapon,
            "words": f"{names.get(pending.target_id, 'someone')} to defend against "
            f"{names.get(pending.attacker_id, 'someone')}'s {pending.weapon} attack",
        }
    return {
        "conflict_id": conflict.conflict_id,
        "round": conflict.round,
        "order": list(conflict.order),
        "current": conflict.current,
        "awaiting_defence": awaiting,
        "rules": _rules(conflict),
        "combatants": {
            ch_id: {
                "initiative": c.initiative,
                "moved": c.moved,
                "acted": c.acted,
                "aimed": c.aimed,
                "this_turn": _this_turn(c, ch_id == conflict.current),
            }
            for ch_id, c in conflict.combatants.items()
        },
    }


def _rules(conflict: Conflict) -> list[str]:
    o = conflict.options
    rules = ["Hit Location rolled on every hit" if o.hit_locations else "No Hit Location: hits count to the Body"]
    if o.passive_defence:
        rules.append("Optional: Passive Defence")
    if o.lethal_damage:
        rules.append("Optional: Lethal Damage")
    if o.dreamscape:
        rules.append("In a dreamscape")
    return rules


def _this_turn(c: Combatant, acting: bool) -> str | None:
    said: list[str] = []
    if acting:
        if c.moved:
            said.append(MOVED_WORDS[c.moved])
        if c.acted:
            said.append("has acted")
    if c.aimed or c.aim_ready:
        said.append("aiming (+10 to the next shot)" if c.aimed else "aimed last round (+10)")
    return ", ".join(said) or None


def _character(ch: D100Character, fight: tuple[Conflict, Combatant] | None) -> dict[str, Any]:
    sheet = ch.sheet
    realms = []
    for realm in REALMS:
        current, maximum = ch.health.get(realm), sheet.health.get(realm)
        status = "down" if current <= 0 else "hurt" if current < maximum else "unhurt"
        realms.append(
            {
                "realm": realm,
                "label": f"{title(realm)} Health",
                "current": current,
                "maximum": maximum,
                "status": status,
            }
        )
    conditions = [f"down ({r['label']} 0)" for r in realms if r["status"] == "down"]
    if fight is not None:
        conflict, combatant = fight
        if combatant.dream is not None:
            conditions.append(f"in a dreamscape ({combatant.dream})")
        if combatant.aimed or combatant.aim_ready:
            conditions.append("aiming")
        if conflict.pending is not None and conflict.pending.target_id == ch.character_id:
            conditions.append("attacked: to defend")
    armour = []
    for location in LOCATIONS:
        pieces = [a for a in sheet.armour if location in a.locations]
        armour.append(
            {
                "location": title(location),
                "pieces": ", ".join(
                    f"{a.name} {a.protection}" + (f" against {', '.join(a.damage_types)}" if a.damage_types else "")
                    for a in pieces
                )
                or "none",
            }
        )
    weapons = [
        f"{w.name}: {w.aptitude}, damage {w.damage}"
        + (f" ({w.damage_type})" if w.damage_type else "")
        + (f", range {w.range_m} m" if w.range_m else "")
        + (f", strikes {title(w.realm)} Health" if w.realm != "physical" else "")
        for w in sheet.weapons
    ]
    return {
        "name": sheet.name,
        "realms": realms,
        "conditions": conditions,
        "armour": armour,
        "weapons": weapons,
        "size": sheet.size,
    }
