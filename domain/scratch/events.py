"""Events of Scratch RPS (tag prefix ``scratch.``). Every d20 is in a RollEvent with its parts and the
difficulty's parts; every action, damage, hit point change, delay and turn is its own event."""

from __future__ import annotations

from typing import Annotated, Literal

from domain.initiative import InitiativeEntry, TieBreak
from domain.messages import CharacterCreated, Event, RollEvent
from domain.parts import Part
from domain.personal import personal
from domain.scratch.abilities import Abilities, AbilityName, MovementAbility
from domain.scratch.rolls import Status
from domain.scratch.state import Environment

Action = Literal[
    "basic_attack",
    "hold",
    "throw_object",
    "shooting",
    "blasting",
    "knockout",
    "fighting",
    "wrestling",
    "evade",
    "catch",
    "escape",
    "healing",
    "engage",
    "take_cover",
    "bonus",
]
Range = Literal["close", "long"]
AttackAction = Literal["basic_attack", "hold", "throw_object", "shooting", "blasting", "knockout", "catch"]
"""The actions that roll to hit."""


class ScratchCharacterCreated(CharacterCreated, frozen=True, kw_only=True, tag="scratch.character_created"):
    abilities: Abilities
    hit_points: int
    cp_spent: int
    cp_budget: int | None
    """None when the GM created the character outside the creation limits (an NPC such as a villain)."""
    max_level: int | None
    leader_id: str | None = None


class CreationLimitsSet(Event, frozen=True, kw_only=True, tag="scratch.creation_limits_set"):
    cp: int
    max_level: int


class ConflictStarted(Event, frozen=True, kw_only=True, tag="scratch.conflict_started"):
    conflict_id: str
    table_id: str
    character_ids: tuple[str, ...]
    environment: Environment


class InitiativeRolled(RollEvent, frozen=True, kw_only=True, tag="scratch.initiative_rolled"):
    conflict_id: str
    entries: tuple[InitiativeEntry, ...]
    """Each entry's parts: the d20 face and 10 × stalking."""
    tie_breaks: tuple[TieBreak, ...] = ()
    order: tuple[str, ...]


class EnvironmentSet(Event, frozen=True, kw_only=True, tag="scratch.environment_set"):
    conflict_id: str
    environment: Environment


class RoundStarted(Event, frozen=True, kw_only=True, tag="scratch.round_started"):
    conflict_id: str
    round: int


class TurnStarted(Event, frozen=True, kw_only=True, tag="scratch.turn_started"):
    conflict_id: str
    character_id: str
    round: int
    may_escape: bool = False


class TurnSkipped(Event, frozen=True, kw_only=True, tag="scratch.turn_skipped"):
    """A turn that passes without actions: the character is delayed (which then ends) or incapacitated."""

    conflict_id: str
    character_id: str
    round: int
    reason: Literal["delayed", "incapacitated"]


class TurnEnded(Event, frozen=True, kw_only=True, tag="scratch.turn_ended"):
    conflict_id: str
    character_id: str
    round: int


class ActionTaken(Event, frozen=True, kw_only=True, tag="scratch.action_taken"):
    """A regular or bonus action begins; its rolls and effects follow as their own events."""

    conflict_id: str
    character_id: str
    action: Action
    kind: Literal["regular", "bonus"]
    target_ids: tuple[str, ...] = ()
    aloft: bool = False
    """The character flies while doing it (flying evade, or a long range attack from the air)."""
    detail: Annotated[str, personal()] = ""


class AttackRolled(RollEvent, frozen=True, kw_only=True, tag="scratch.attack_rolled"):
    conflict_id: str
    character_id: str
    target_id: str
    action: AttackAction
    range: Range
    ability: AbilityName | None
    """None for a non-ability roll."""
    roll_parts: tuple[Part, ...]
    total: int
    natural_20: bool
    difficulty: int
    difficulty_parts: tuple[Part, ...]
    success: bool


class DamageDealt(Event, frozen=True, kw_only=True, tag="scratch.damage_dealt"):
    conflict_id: str
    character_id: str
    target_id: str
    action: str
    parts: tuple[Part, ...]
    damage: int


class HitPointsChanged(Event, frozen=True, kw_only=True, tag="scratch.hit_points_changed"):
    character_id: str
    before: int
    after: int
    maximum: int
    status: Status
    reason: str
    conflict_id: str | None = None


class Delayed(Event, frozen=True, kw_only=True, tag="scratch.delayed"):
    """The character loses his next turn: delayed until the end of it."""

    conflict_id: str
    character_id: str
    by_id: str
    reason: Annotated[str, personal()]


class Evaded(Event, frozen=True, kw_only=True, tag="scratch.evaded"):
    conflict_id: str
    character_id: str
    ability: MovementAbility | None
    bonus: int


class Caught(Event, frozen=True, kw_only=True, tag="scratch.caught"):
    conflict_id: str
    character_id: str
    target_id: str


class Escaped(Event, frozen=True, kw_only=True, tag="scratch.escaped"):
    conflict_id: str
    character_id: str


class HealRolled(RollEvent, frozen=True, kw_only=True, tag="scratch.heal_rolled"):
    character_id: str
    target_id: str
    kind: Literal["revive", "heal"]
    roll_parts: tuple[Part, ...]
    total: int
    natural_20: bool
    difficulty: int
    success: bool
    conflict_id: str | None = None


class AbilityRolled(RollEvent, frozen=True, kw_only=True, tag="scratch.ability_rolled"):
    """A roll the GM calls for ("make a command roll (difficulty 25)"), including operating a vehicle."""

    character_id: str
    ability: AbilityName | None
    roll_parts: tuple[Part, ...]
    total: int
    natural_20: bool
    difficulty: int
    success: bool
    reason: Annotated[str, personal()]
    conflict_id: str | None = None


class HurrySet(Event, frozen=True, kw_only=True, tag="scratch.hurry_set"):
    """The GM says whether the party is in a hurry; when it ends, blocked craftsmanship bonuses free up."""

    in_hurry: bool


class CraftRolled(RollEvent, frozen=True, kw_only=True, tag="scratch.craft_rolled"):
    character_id: str
    target_id: str
    ability: AbilityName
    roll_parts: tuple[Part, ...]
    total: int
    natural_20: bool
    difficulty: int
    success: bool


class BonusGranted(Event, frozen=True, kw_only=True, tag="scratch.bonus_granted"):
    crafter_id: str
    character_id: str
    ability: AbilityName


class BonusBlocked(Event, frozen=True, kw_only=True, tag="scratch.bonus_blocked"):
    """A hurried bonus failed: the crafter cannot use that bonus until the hurry is over."""

    crafter_id: str
    character_id: str
    ability: AbilityName


class BonusRemoved(Event, frozen=True, kw_only=True, tag="scratch.bonus_removed"):
    crafter_id: str
    character_id: str
    ability: AbilityName
    reason: Literal["removed", "parted"]


class ConflictEnded(Event, frozen=True, kw_only=True, tag="scratch.conflict_ended"):
    conflict_id: str


EVENTS: tuple[type[Event], ...] = (
    ScratchCharacterCreated,
    CreationLimitsSet,
    ConflictStarted,
    InitiativeRolled,
    EnvironmentSet,
    RoundStarted,
    TurnStarted,
    TurnSkipped,
    TurnEnded,
    ActionTaken,
    AttackRolled,
    DamageDealt,
    HitPointsChanged,
    Delayed,
    Evaded,
    Caught,
    Escaped,
    HealRolled,
    AbilityRolled,
    HurrySet,
    CraftRolled,
    BonusGranted,
    BonusBlocked,
    BonusRemoved,
    ConflictEnded,
)
