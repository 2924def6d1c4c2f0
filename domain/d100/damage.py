"""Damage: weapon + Physical Strength (Melee, Ranged (Throwing)) or Physical Agility (other ranged)
+ 1 per 10 points of success (+ the outnumbering bonus), less armour at the hit location against the
damage type, less the Fortitude of the attack's kind — unless the optional Lethal Damage rule ignores it.

Damage never goes below 0: armour and Fortitude reduce damage, they do not heal.
"""

from __future__ import annotations

import msgspec

from domain.d100 import dreamscape
from domain.d100.dreamscape import DreamState
from domain.d100.sheet import AttributeName, D100Sheet, Location, Realm, Weapon
from domain.parts import Part, total


class DamageBreakdown(msgspec.Struct, frozen=True, kw_only=True):
    dealt: tuple[Part, ...]
    """What the attack brings: weapon, attribute, success, outnumbering."""
    armour: tuple[Part, ...]
    """Each armour piece that counted, as a positive protection value."""
    fortitude: Part | None
    """The Fortitude subtracted, or None when Lethal Damage ignores it."""
    damage: int


def damage_attribute(weapon: Weapon) -> AttributeName:
    return "physical_agility" if weapon.kind == "ranged" else "physical_strength"


def armour_parts(sheet: D100Sheet, location: Location, damage_type: str | None) -> tuple[Part, ...]:
    """Armour pieces covering the location that stop this damage type (untyped damage: only pieces that
    stop every type)."""
    parts = []
    for piece in sheet.armour:
        if location not in piece.locations:
            continue
        if piece.damage_types and (damage_type is None or damage_type not in piece.damage_types):
            continue
        parts.append(Part(label=f"armour: {piece.name}", value=piece.protection))
    return tuple(parts)


def compute(
    *,
    attacker: D100Sheet,
    attacker_dream: DreamState | None,
    weapon: Weapon,
    success_bonus: int,
    outnumbering_bonus: int,
    target: D100Sheet,
    target_dream: DreamState | None,
    location: Location,
    lethal: bool,
) -> DamageBreakdown:
    label, value = dreamscape.attribute(attacker.attributes, damage_attribute(weapon), attacker_dream)
    dealt = [Part(label=f"weapon: {weapon.name}", value=weapon.damage), Part(label=label, value=value)]
    if success_bonus:
        dealt.append(Part(label="points of success", value=success_bonus))
    if outnumbering_bonus:
        dealt.append(Part(label="outnumbering", value=outnumbering_bonus))
    armour = armour_parts(target, location, weapon.damage_type)
    fortitude: Part | None = None
    if not lethal:
        f_label, f_value = dreamscape.attribute(target.attributes, fortitude_of(weapon.realm), target_dream)
        fortitude = Part(label=f_label, value=f_value)
    net = total(dealt) - total(armour) - (fortitude.value if fortitude else 0)
    return DamageBreakdown(dealt=tuple(dealt), armour=armour, fortitude=fortitude, damage=max(0, net))


_FORTITUDE: dict[Realm, AttributeName] = {
    "physical": "physical_fortitude",
    "social": "social_fortitude",
    "mental": "mental_fortitude",
}


def fortitude_of(realm: Realm) -> AttributeName:
    return _FORTITUDE[realm]
