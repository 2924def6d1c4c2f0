"""Features (the seven ratings every character has), Strength, health points and the species table.

A rating is a plain number: 0 is average, positive a bonus, negative a penalty. The rulebook also speaks
of "Very Low … Very High" in a few older passages; the numeric tables are the rule we implement.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

FeatureName = Literal["SIZ", "FIT", "DEX", "INT", "SGT", "HER", "SML"]
ExtraFeatureName = Literal["CRG", "HON"]
AnyFeatureName = Literal["SIZ", "FIT", "DEX", "INT", "SGT", "HER", "SML", "CRG", "HON"]

BASE_FEATURES: tuple[FeatureName, ...] = ("SIZ", "FIT", "DEX", "INT", "SGT", "HER", "SML")
EXTRA_FEATURES: tuple[ExtraFeatureName, ...] = ("CRG", "HON")
"""Courage and Honesty: only important extras have them (players role-play bravery and honesty)."""
SENSES: frozenset[str] = frozenset({"SGT", "HER", "SML"})
"""The only features a character may lack entirely (a bot without Smell, a blind or deaf bot)."""
FEATURE_TITLES: dict[str, str] = {
    "SIZ": "Size",
    "FIT": "Fitness",
    "DEX": "Dexterity",
    "INT": "Intellect",
    "SGT": "Sight",
    "HER": "Hearing",
    "SML": "Smell",
    "CRG": "Courage",
    "HON": "Honesty",
    "STR": "Strength",
}

Species = Literal[
    "bear",
    "bison",
    "crocodile",
    "crow",
    "eagle",
    "elephant",
    "fox",
    "goat",
    "kangaroo",
    "lion",
    "monkey",
    "parrot",
    "rabbit",
    "raccoon",
    "rhino",
    "sloth",
    "tiger",
    "turtle",
    "wolf",
    "zebra",
]
WeaponClass = Literal["punch", "small", "medium", "large"]

Features = Mapping[str, int | None]


def strength(features: Features) -> int:
    """Strength = Size + Fitness: big characters tend to be strong, unfit ones less so."""
    return int(features["SIZ"] or 0) + int(features["FIT"] or 0)


def max_hp(features: Features) -> int:
    """Health points at the start of an adventure: 3 + Strength, but never below 1."""
    return max(1, 3 + strength(features))


@dataclass(frozen=True)
class SpeciesInfo:
    """One row of the species chapter: default ratings and the species' special rules."""

    name: str
    defaults: tuple[int, int, int, int, int, int, int]
    """SIZ, FIT, DEX, INT, SGT, HER, SML in the rulebook's column order."""
    natural_armor: bool = False
    armor_attack_penalty: bool = False
    """Crocodile hide is natural armor *with* the (unquantified) attack penalty of worn armor; the
    rulebook never gives its size, so the GM applies it through an attack's difficulty."""
    natural_weapons: Mapping[str, WeaponClass] = field(default_factory=dict)
    carnivorous: bool = False
    holds_breath_minutes: int = 0
    shaping_start: int = -5
    """A shaper's starting rating ("Very Low", -5 as Larrapin's example shows); Low (-3) for sloths and
    turtles, one rung up the skills table's -5/-3 ladder (our reading of "Low")."""
    skill_overrides: Mapping[str, int | None] = field(default_factory=dict)
    """Species skills: initial ratings that replace (or add to) the master skill list."""
    skill_bonuses: Mapping[str, int] = field(default_factory=dict)
    """Free bonuses on an initial skill rating (kangaroo Brawling, zebra Hiding)."""
    berserk: bool = False
    notes: tuple[str, ...] = ()

    def feature_defaults(self) -> dict[str, int | None]:
        return dict(zip(BASE_FEATURES, self.defaults, strict=True))


SPECIES: dict[str, SpeciesInfo] = {
    s.name: s
    for s in (
        SpeciesInfo(
            "bear",
            (3, 0, -2, 0, -2, 0, 0),
            natural_armor=True,
            natural_weapons={"claws and bite": "small"},
            notes=("Fur counts as natural armor (without any attack penalty).",),
        ),
        SpeciesInfo(
            "bison",
            (3, 0, -4, 0, -2, 0, 0),
            natural_armor=True,
            natural_weapons={"horns": "small"},
            notes=("Thick hide counts as natural armor (without any attack penalty).",),
        ),
        SpeciesInfo(
            "crocodile",
            (0, 0, -2, -1, -2, -2, 0),
            natural_armor=True,
            armor_attack_penalty=True,
            carnivorous=True,
            holds_breath_minutes=15,
            skill_overrides={"Swimming": 0},
        ),
        SpeciesInfo("crow", (-4, 2, -2, 2, 0, 0, -2), skill_overrides={"Flying": None}),
        SpeciesInfo("eagle", (-2, 4, -2, 0, 4, 2, -2), carnivorous=True, skill_overrides={"Flying": None}),
        SpeciesInfo("elephant", (4, 0, 0, 2, 0, 2, 0), notes=("The trunk is a clumsy extra hand.",)),
        SpeciesInfo("fox", (-2, 0, 2, 2, 0, 0, 2), carnivorous=True),
        SpeciesInfo("goat", (0, 0, 0, 0, 0, 0, 0)),
        SpeciesInfo(
            "kangaroo",
            (0, 2, 0, -1, 0, 0, 0),
            skill_overrides={"Jumping": 0},
            skill_bonuses={"Brawling": 1},
        ),
        SpeciesInfo("lion", (0, 2, 0, 0, 0, 0, 0), carnivorous=True),
        SpeciesInfo("monkey", (-2, 0, 4, 2, 0, 0, 0), notes=("The tail is a clumsy third hand.",)),
        SpeciesInfo(
            "parrot",
            (-4, 4, -2, 0, 0, 0, 0),
            skill_overrides={"Flying": 0, "Ventriloquism": -3},
            notes=("The only birds still capable of actually flying.",),
        ),
        SpeciesInfo("rabbit", (-3, 0, 0, 0, -2, 0, 0), berserk=True),
        SpeciesInfo("raccoon", (-3, 0, 4, 2, 0, 0, 0)),
        SpeciesInfo(
            "rhino",
            (3, 2, -4, 0, -2, 0, 2),
            natural_weapons={"horn charge": "small"},
            notes=("They can charge their enemies (the horn is a small weapon).",),
        ),
        SpeciesInfo("sloth", (0, 0, -2, 4, 0, 0, 0), shaping_start=-3, skill_overrides={"Sixth Sense": -3}),
        SpeciesInfo("tiger", (0, 2, 0, 0, 0, 0, 0), carnivorous=True),
        SpeciesInfo(
            "turtle",
            (-2, -2, 2, 2, -4, -2, -2),
            natural_armor=True,
            holds_breath_minutes=15,
            shaping_start=-3,
            skill_overrides={"Swimming": 0},
            notes=("Shell counts as natural armor (with no attack penalty).",),
        ),
        SpeciesInfo("wolf", (0, 2, 0, 0, 0, 0, 2), carnivorous=True),
        SpeciesInfo(
            "zebra",
            (-1, 0, -2, 0, 0, 0, 0),
            skill_bonuses={"Hiding": 2},
            notes=("Standing still, a zebra changes colour: +2 Hiding at no cost.",),
        ),
    )
}

BOT_DEFAULTS: dict[str, int | None] = {f: 0 for f in BASE_FEATURES} | {"SML": None}
"""Bots are Average in everything and (nearly all) have no sense of Smell at all."""
