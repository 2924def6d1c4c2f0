"""Scratch RPS abilities: their names, what kind each is, and a character's levels.

A character without at least one level of an ability "does not have that ability and cannot use that
ability" — so commands that need an ability are refused outright instead of rolling a sure failure.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

Level = Annotated[int, msgspec.Meta(ge=0, le=99)]

AbilityName = Literal[
    "toughness",
    "shooting",
    "blasting",
    "knockout",
    "fighting",
    "wrestling",
    "stalking",
    "acrobatics",
    "quickness",
    "flying",
    "swimming",
    "healing",
    "craftsmanship",
    "command",
    "driving",
    "navigation",
    "piloting",
]
MovementAbility = Literal["acrobatics", "quickness", "flying", "swimming"]

DEFENSIVE_ABILITIES: tuple[AbilityName, ...] = ("stalking", "acrobatics", "quickness", "flying")
"""Stalking, acrobatics, quickness and flying are "defensive abilities"; swimming is a movement ability only
(it adds to defense in water by its own rule)."""
MOVEMENT_ABILITIES: tuple[MovementAbility, ...] = ("acrobatics", "quickness", "flying", "swimming")
OPERATOR_ABILITIES: dict[str, AbilityName] = {
    "ground": "driving",
    "water": "navigation",
    "air": "piloting",
    "space": "piloting",
}


class Abilities(msgspec.Struct, kw_only=True):
    """Ability levels; 0 means the character does not have the ability."""

    toughness: Level = 0
    shooting: Level = 0
    blasting: Level = 0
    knockout: Level = 0
    fighting: Level = 0
    wrestling: Level = 0
    stalking: Level = 0
    acrobatics: Level = 0
    quickness: Level = 0
    flying: Level = 0
    swimming: Level = 0
    healing: Level = 0
    craftsmanship: Level = 0
    command: Level = 0
    driving: Level = 0
    navigation: Level = 0
    piloting: Level = 0

    def get(self, name: str) -> int:
        return int(getattr(self, name))

    def total(self) -> int:
        """Total ability levels (= character points spent at creation, one CP per level)."""
        return sum(self.get(f) for f in self.__struct_fields__)

    def levels(self) -> dict[str, int]:
        return {f: self.get(f) for f in self.__struct_fields__ if self.get(f)}


class ScratchSheet(msgspec.Struct, kw_only=True):
    """A Scratch RPS character as a player writes it: a name and ability levels, e.g.
    "Chokestar (2 piloting, 2 wrestling, 3 stalking, 3 toughness)". Hit points, tgh/2 and defense follow."""

    name: Annotated[str, msgspec.Meta(min_length=1, max_length=120)]
    abilities: Abilities
