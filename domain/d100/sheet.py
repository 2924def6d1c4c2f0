"""The minimal character sheet the Shapers combat chapter needs.

The chapter (`shapers-d100-combat.txt`) is one chapter of a larger book and defines no character sheet. It
names only what combat reads, so this sheet holds exactly that and nothing more:

- nine Attributes on a Physical / Social / Mental × Strength / Agility / Fortitude grid. The chapter names
  Physical Strength, Physical Agility and Physical Fortitude, says the Fortitude used is "either Physical,
  Social or Mental", and (dreamscapes) substitutes "the Social or Mental Attributes" for the physical ones,
  which implies the grid. Initiative's "PA and MA" are read as Physical Agility and Mental Agility.
- Aptitudes as name → points (``"Dodge"``, ``"Melee (Armed)"``, ``"Ranged (Pistol)"``, ``"Athletics"``…),
  and which aptitude names are *Learned* (the ranged table's −20 for a Learned Aptitude with no points).
- Size (the melee "difference in Size" and the ranged "Creature Size −10", so a human-sized creature is 10).
- Health: one maximum per kind (physical, social, mental), because the chapter deducts damage from Health
  after the Fortitude "depending on the type of attack"; the chapter gives no formula, so the sheet states them.
- Armour pieces (protection, the hit locations they cover, the damage types they stop) and weapons (damage,
  damage type, which Fortitude/Health they strike, melee / thrown / other ranged, listed range).

Numeric bounds below are sanity limits for input validation, not rules of the chapter.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from domain.errors import InvalidCommand
from domain.personal import personal

Name = Annotated[str, msgspec.Meta(min_length=1, max_length=120)]
AttributeValue = Annotated[int, msgspec.Meta(ge=0, le=30)]
AptitudePoints = Annotated[int, msgspec.Meta(ge=0, le=100)]

Realm = Literal["physical", "social", "mental"]
"""Which Fortitude reduces an attack's damage and which Health it is deducted from."""

AttributeName = Literal[
    "physical_strength",
    "physical_agility",
    "physical_fortitude",
    "social_strength",
    "social_agility",
    "social_fortitude",
    "mental_strength",
    "mental_agility",
    "mental_fortitude",
]
Location = Literal["head", "left_arm", "right_arm", "body", "left_leg", "right_leg"]
LOCATIONS: tuple[Location, ...] = ("head", "left_arm", "right_arm", "body", "left_leg", "right_leg")
LOCATION_WORDS: dict[str, str] = {
    "head": "Head",
    "left_arm": "Left Arm",
    "right_arm": "Right Arm",
    "body": "Body",
    "left_leg": "Left Leg",
    "right_leg": "Right Leg",
}
"""The Hit Location chart's words."""
WeaponKind = Literal["melee", "thrown", "ranged"]
"""melee: a Melee Aptitude; thrown: Ranged (Throwing); ranged: any other Ranged Aptitude."""

DODGE = "Dodge"
MELEE_UNARMED = "Melee (Unarmed)"
MELEE_ARMED = "Melee (Armed)"
THROWING = "Ranged (Throwing)"
UNARMED = "Unarmed"


class Attributes(msgspec.Struct, kw_only=True):
    physical_strength: AttributeValue
    physical_agility: AttributeValue
    physical_fortitude: AttributeValue
    social_strength: AttributeValue
    social_agility: AttributeValue
    social_fortitude: AttributeValue
    mental_strength: AttributeValue
    mental_agility: AttributeValue
    mental_fortitude: AttributeValue

    def get(self, name: AttributeName) -> int:
        return int(getattr(self, name))


class Health(msgspec.Struct, kw_only=True):
    physical: Annotated[int, msgspec.Meta(ge=0, le=999)]
    social: Annotated[int, msgspec.Meta(ge=0, le=999)]
    mental: Annotated[int, msgspec.Meta(ge=0, le=999)]

    def get(self, realm: Realm) -> int:
        return int(getattr(self, realm))


class Weapon(msgspec.Struct, kw_only=True):
    """A weapon as combat reads it. The chapter refers to "Weapons and Armour" for values, so they are
    sheet inputs; damage is a fixed number because the chapter adds to it but never rolls it."""

    name: Name
    kind: WeaponKind
    aptitude: Name
    damage: Annotated[int, msgspec.Meta(ge=0, le=100)]
    damage_type: Name | None = None
    """What armour must stop to count (None: untyped; only armour stopping every type applies)."""
    realm: Realm = "physical"
    range_m: Annotated[int, msgspec.Meta(ge=1, le=100_000)] | None = None
    """Listed range in metres (ranged and thrown weapons); range bands are fractions of it."""


class ArmourPiece(msgspec.Struct, kw_only=True):
    name: Name
    protection: Annotated[int, msgspec.Meta(ge=0, le=100)]
    locations: list[Location] = msgspec.field(default_factory=lambda: list(LOCATIONS))
    damage_types: list[Name] = msgspec.field(default_factory=list)
    """Damage types this piece reduces; empty means every type."""


class D100Sheet(msgspec.Struct, kw_only=True):
    """What a player submits to create a Shapers character (see the module docstring for why)."""

    name: Annotated[Name, personal("owner_id")]
    attributes: Attributes
    health: Health
    aptitudes: dict[Name, AptitudePoints] = msgspec.field(default_factory=dict)
    learned_aptitudes: list[Name] = msgspec.field(default_factory=list)
    size: Annotated[int, msgspec.Meta(ge=1, le=200)] = 10
    armour: list[ArmourPiece] = msgspec.field(default_factory=list)
    weapons: list[Weapon] = msgspec.field(default_factory=list)

    def aptitude(self, name: str) -> int:
        return self.aptitudes.get(name, 0)

    def weapon(self, name: str) -> Weapon:
        """The named weapon; every character can fight unarmed (damage 0 — the chapter gives none)."""
        for w in self.weapons:
            if w.name == name:
                return w
        if name == UNARMED:
            return Weapon(name=UNARMED, kind="melee", aptitude=MELEE_UNARMED, damage=0)
        raise InvalidCommand("unknown_weapon", "the character has no such weapon", weapon=name)

    def melee_weapons(self) -> list[Weapon]:
        return [w for w in self.weapons if w.kind == "melee"]


def validate_sheet(sheet: D100Sheet) -> None:
    """Checks a schema cannot express: unique names and weapon kinds that match their aptitude."""
    names = [w.name for w in sheet.weapons]
    if len(set(names)) != len(names):
        raise InvalidCommand("duplicate_weapon", "weapon names must be unique", weapons=names)
    for w in sheet.weapons:
        if w.kind == "melee" and not w.aptitude.startswith("Melee"):
            raise InvalidCommand("weapon_aptitude_mismatch", "melee weapons use a Melee Aptitude", weapon=w.name)
        if w.kind == "thrown" and w.aptitude != THROWING:
            raise InvalidCommand("weapon_aptitude_mismatch", f"thrown weapons use {THROWING}", weapon=w.name)
        if w.kind == "ranged" and (not w.aptitude.startswith("Ranged") or w.aptitude == THROWING):
            raise InvalidCommand(
                "weapon_aptitude_mismatch", "ranged weapons use a Ranged Aptitude other than Throwing", weapon=w.name
            )
    pieces = [a.name for a in sheet.armour]
    if len(set(pieces)) != len(pieces):
        raise InvalidCommand("duplicate_armour", "armour piece names must be unique", armour=pieces)
    for a in sheet.armour:
        if not a.locations:
            raise InvalidCommand("armour_covers_nothing", "an armour piece covers at least one location", armour=a.name)
