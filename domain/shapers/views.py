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
from domain.errors import DomainError
from domain.shapers.features import FEATURE_TITLES, strength
from domain.shapers.lookups import rating_of
from domain.shapers.skills import COMMON_SKILLS, MASTER_SKILLS
from domain.shapers.state import Character, Combatant, Fight, SbState
from domain.shapers.words import rating_title, weapon_title
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
        characters[ch_id] = view = {"owner_id": owner, **character_view(state.game, ch, combatant)}
        w.shown[ch_id] = (sheet, view)
    return {"table": table_of(state, w.table_id), "conflicts": conflicts, "characters": characters}


def character_view(game: SbState, ch: Character, combatant: Combatant | None = None) -> dict[str, Any]:
    """The character as a card shows it. At the top, the sheet (features, skills, health points, weapons, what
    it wields) with what the rules derive from it — armor, Strength, conditions (knocked out, dead, berserk);
    under `card`, the same in the rulebook's words and the rest of the sheet: health points out of the maximum
    (and whether hurt), status, features and the skills worth knowing (the rulebook's bold ones, those of its
    weapons and any beyond the master list), what it wields and its weapons with their classes. In a fight,
    `fight` holds its actions left."""
    status = "dead" if not ch.alive else "unconscious" if not ch.conscious else "awake"
    conditions = [status] if status != "awake" else []
    if combatant is not None and combatant.berserk:
        conditions.append("berserk")
    armor = "worn armor" if ch.worn_armor else "natural armor" if ch.natural_armor else "none"
    view: dict[str, Any] = {
        "name": ch.name,
        "kind": ch.kind,
        "features": dict(ch.features),
        "skills": dict(ch.skills),
        "hp": ch.hp,
        "strength": strength(ch.features),
        "conditions": conditions,
        "wielding": ch.wielding,
        "weapons": msgspec.to_builtins(ch.weapons),
        "armor": armor,
        "card": {
            "health": f"{ch.hp} / {ch.max_hp}",
            "hurt": ch.hp < ch.max_hp,
            "status": status,
            "species": ch.species,
            "extra": ch.extra,
            "shaping": ch.shaping,
            "max_hp": ch.max_hp,
            "conscious": ch.conscious,
            "alive": ch.alive,
            "features": [f"{FEATURE_TITLES[f]} {_rated(v)}" for f, v in ch.features.items() if f in FEATURE_TITLES],
            "skills": [f"{rating_title(name)} {_rated(value)}" for name, value in _skills_worth_knowing(game, ch)],
            "wielding": weapon_title(ch, ch.wielding) if ch.wielding else "nothing",
            "weapons": [weapon_title(ch, name) for name in (*ch.weapons, *ch.natural_weapons)],
            "natural_weapons": dict(ch.natural_weapons),
            "punch": weapon_title(ch, "punch"),
            "worn_armor": ch.worn_armor,
            "natural_armor": ch.natural_armor,
            "armored": ch.armored,
            "bot": msgspec.to_builtins(ch.bot) if ch.bot is not None else None,
        },
    }
    if combatant is not None:
        view["fight"] = {
            "actions": combatant.actions,
            "borrowed": combatant.borrowed,
            "berserk": combatant.berserk,
            "berserk_actions": combatant.berserk_actions,
        }
    return view


def _rated(value: int | None) -> str:
    return "none" if value is None else f"{value:+d}"


def _skills_worth_knowing(game: SbState, ch: Character) -> list[tuple[str, int | None]]:
    """The skills the rulebook prints in bold, those of the character's weapons, and any skill on the sheet
    beyond the master list (species skills, specialties, shaping), each with its rating."""
    names = list(COMMON_SKILLS)
    names += [w.skill for w in ch.weapons.values()]
    names += sorted(name for name in ch.skills if name not in MASTER_SKILLS)
    shown: list[tuple[str, int | None]] = []
    for name in dict.fromkeys(names):
        try:
            shown.append(rating_of(game, ch, name))
        except DomainError:
            continue
    return shown
