"""The Shapers and Bots part of a campaign's state: characters, and the open challenges, contests and
fights (all three live in `conflicts`, told apart by their `kind` tag).

These Structs are mutable on purpose: handlers change them in place so a long fold stays fast.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.shapers.bots import BotDesign
from domain.shapers.checks import Check
from domain.shapers.features import WeaponClass

Kind = Literal["animal", "bot"]


class Weapon(msgspec.Struct, kw_only=True):
    """A carried weapon as the GM classed it; ranged weapons need `reload_actions` actions per shot."""

    name: str
    weapon_class: WeaponClass
    skill: str
    reload_actions: int = 0
    loaded: bool = True
    reload_progress: int = 0


class Character(msgspec.Struct, kw_only=True):
    character_id: str
    name: str
    kind: Kind
    species: str | None
    extra: bool
    """Built freely by the GM (an extra), not by the creation rules."""
    features: dict[str, int | None]
    skills: dict[str, int | None]
    shaping: str | None = None
    natural_armor: bool = False
    worn_armor: bool = False
    natural_weapons: dict[str, WeaponClass] = msgspec.field(default_factory=dict)
    weapons: dict[str, Weapon] = msgspec.field(default_factory=dict)
    wielding: str | None = None
    max_hp: int
    hp: int
    conscious: bool = True
    alive: bool = True
    skills_used: list[str] = msgspec.field(default_factory=list)
    """Skills rolled during the current adventure (the ones a level-up may raise)."""
    level_up_skills: list[str] = msgspec.field(default_factory=list)
    """Skills the GM may raise one level after the last adventure; emptied by the level-up."""
    bot: BotDesign | None = None

    @property
    def armored(self) -> bool:
        return self.natural_armor or self.worn_armor


class Challenge(msgspec.Struct, kw_only=True, tag="challenge", tag_field="kind"):
    """A challenge the GM called and the character has not rolled yet."""

    conflict_id: str
    character_id: str
    rating_name: str
    rating: int | None
    difficulty: int


class Contest(msgspec.Struct, kw_only=True, tag="contest", tag_field="kind"):
    conflict_id: str
    character_id: str
    target_id: str
    rating_name: str
    rating: int | None
    target_rating_name: str
    target_rating: int | None
    modifier: int = 0
    target_modifier: int = 0
    round: int = 1
    scores: dict[str, Check] = msgspec.field(default_factory=dict)
    """This round's score of each side that has rolled."""
    tied: bool = False


class Combatant(msgspec.Struct, kw_only=True):
    character_id: str
    fitness: int
    actions: int = 0
    """Regular actions left this round (two a round, less what was borrowed last round)."""
    borrowed: int = 0
    """Actions already borrowed from next round for defence."""
    berserk: bool = False
    berserk_actions: int = 0
    """A berserk rabbit's extra action this round, usable only to attack."""
    attacks_received: int = 0
    acted: bool = False
    """Has had (or is having) their turn this round."""
    wake_round: int | None = None
    """First round in which an unconscious combatant may try to wake (once a minute = every 12 rounds)."""


class PendingAttack(msgspec.Struct, kw_only=True):
    """An attack declared and waiting for the target to say whether they defend."""

    character_id: str
    target_id: str
    weapon: str
    weapon_class: WeaponClass
    skill: str
    difficulty: int
    attack_number: int


class Fight(msgspec.Struct, kw_only=True, tag="fight", tag_field="kind"):
    conflict_id: str
    table_id: str
    combatants: dict[str, Combatant]
    order: list[str] = msgspec.field(default_factory=list)
    round: int = 0
    current: str | None = None
    pending: PendingAttack | None = None


Conflict = Challenge | Contest | Fight


class SbState(msgspec.Struct, kw_only=True):
    characters: dict[str, Character] = msgspec.field(default_factory=dict)
    conflicts: dict[str, Conflict] = msgspec.field(default_factory=dict)
    custom_skills: list[str] = msgspec.field(default_factory=list)
    """Skills the GM added to the master list for this campaign."""
    adventure: int = 1


def new_state() -> SbState:
    return SbState()
