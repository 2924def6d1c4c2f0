"""Events of the Shapers d100 combat chapter (tag prefix ``d100.``).

Every roll is a RollEvent carrying its faces and the TN with its parts; every damage, Health change,
movement, action and turn is an event of its own.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from domain.d100.dreamscape import DreamState
from domain.d100.sheet import D100Sheet, Location, Realm, WeaponKind
from domain.d100.state import ConflictOptions, DefenceMode, MoveMode
from domain.initiative import InitiativeEntry, TieBreak
from domain.messages import CharacterCreated, Event, RollEvent
from domain.parts import Part
from domain.personal import personal


class D100CharacterCreated(CharacterCreated, frozen=True, kw_only=True, tag="d100.character_created"):
    sheet: D100Sheet


class ConflictStarted(Event, frozen=True, kw_only=True, tag="d100.conflict_started"):
    conflict_id: str
    table_id: str
    character_ids: tuple[str, ...]
    options: ConflictOptions
    dream_states: dict[str, DreamState] = msgspec.field(default_factory=dict)


class InitiativeRolled(RollEvent, frozen=True, kw_only=True, tag="d100.initiative_rolled"):
    conflict_id: str
    entries: tuple[InitiativeEntry, ...]
    """Each entry's parts: the d10 face, then the two Attributes (PA and MA, substituted in a dreamscape)."""
    tie_breaks: tuple[TieBreak, ...] = ()
    order: tuple[str, ...]


class RoundStarted(Event, frozen=True, kw_only=True, tag="d100.round_started"):
    conflict_id: str
    round: int


class TurnStarted(Event, frozen=True, kw_only=True, tag="d100.turn_started"):
    conflict_id: str
    character_id: str
    round: int


class TurnEnded(Event, frozen=True, kw_only=True, tag="d100.turn_ended"):
    conflict_id: str
    character_id: str
    round: int


class Moved(Event, frozen=True, kw_only=True, tag="d100.moved"):
    conflict_id: str
    character_id: str
    mode: MoveMode
    free_action: bool
    """Walking is a free action; jog allows other actions at a penalty; run, charge and sprint limit them."""


class FreeActionTaken(Event, frozen=True, kw_only=True, tag="d100.free_action_taken"):
    conflict_id: str
    character_id: str
    kind: Literal["draw_weapon", "shout", "other"]
    detail: Annotated[str, personal()] = ""


class Aimed(Event, frozen=True, kw_only=True, tag="d100.aimed"):
    conflict_id: str
    character_id: str
    weapon: str
    target_id: str | None = None


class AttackRolled(RollEvent, frozen=True, kw_only=True, tag="d100.attack_rolled"):
    conflict_id: str
    character_id: str
    target_id: str
    weapon: str
    kind: WeaponKind
    target_parts: tuple[Part, ...]
    target_number: int
    roll: int
    points: int
    """TN − roll: ≥ 0 succeeds by that many points, < 0 fails by that many."""
    defence: DefenceMode
    called_location: Location | None = None
    damage_parts: tuple[Part, ...] = ()
    """Damage bonuses fixed at the attack (outnumbering)."""
    attack_id: str | None = None
    """Names this attack, so the defence that resolves it names it too (None in events of older logs)."""


class DefenceRolled(RollEvent, frozen=True, kw_only=True, tag="d100.defence_rolled"):
    conflict_id: str
    character_id: str
    target_id: str
    """The attacker the defence opposes."""
    attribute: str
    aptitude: str
    target_parts: tuple[Part, ...]
    target_number: int
    roll: int
    points: int


AttackResult = Literal["hit", "miss", "counter_attack"]


class AttackResolved(Event, frozen=True, kw_only=True, tag="d100.attack_resolved"):
    conflict_id: str
    character_id: str
    target_id: str
    defence: DefenceMode
    attack_points: int
    defence_parts: tuple[Part, ...] = ()
    """Opposed: the defender's points; passive: the defender's Attribute + Aptitude deducted."""
    outcome: int
    """Attack points less the defence: > 0 wins an opposed test; ≥ 0 succeeds unopposed or passively."""
    result: AttackResult
    success_damage: int
    """+1 damage per 10 points of the outcome (for a counter-attack, per 10 points the attacker lost by)."""
    attack_id: str | None = None
    """The attack this resolves (None in events of older logs, and for attacks rolled before attacks had ids)."""


class HitLocationRolled(RollEvent, frozen=True, kw_only=True, tag="d100.hit_location_rolled"):
    conflict_id: str
    character_id: str
    """Who was hit."""
    roll: int
    location: Location


DamageSource = Literal["attack", "counter_attack"]


class DamageDealt(Event, frozen=True, kw_only=True, tag="d100.damage_dealt"):
    conflict_id: str
    character_id: str
    """Who dealt it (the defender, for a counter-attack)."""
    target_id: str
    source: DamageSource
    weapon: str
    location: Location
    located: bool
    """False when hit locations are off and the hit counted as a hit to the Body."""
    realm: Realm
    dealt_parts: tuple[Part, ...]
    armour_parts: tuple[Part, ...]
    fortitude: Part | None
    """None when the optional Lethal Damage rule ignores Fortitude."""
    damage: int


class HealthChanged(Event, frozen=True, kw_only=True, tag="d100.health_changed"):
    character_id: str
    realm: Realm
    before: int
    after: int
    reason: Annotated[str, personal()]
    conflict_id: str | None = None


class TaskRolled(RollEvent, frozen=True, kw_only=True, tag="d100.task_rolled"):
    """A GM-called Attribute + Aptitude roll (e.g. Physical Agility + Athletics after sprinting)."""

    character_id: str
    attribute: str
    aptitude: str | None
    target_parts: tuple[Part, ...]
    target_number: int
    roll: int
    points: int
    success: bool
    reason: Annotated[str, personal()]
    conflict_id: str | None = None


class CombatantRemoved(Event, frozen=True, kw_only=True, tag="d100.combatant_removed"):
    conflict_id: str
    character_id: str
    reason: Annotated[str, personal()]


class ConflictEnded(Event, frozen=True, kw_only=True, tag="d100.conflict_ended"):
    conflict_id: str


EVENTS: tuple[type[Event], ...] = (
    D100CharacterCreated,
    ConflictStarted,
    InitiativeRolled,
    RoundStarted,
    TurnStarted,
    TurnEnded,
    Moved,
    FreeActionTaken,
    Aimed,
    AttackRolled,
    DefenceRolled,
    AttackResolved,
    HitLocationRolled,
    DamageDealt,
    HealthChanged,
    TaskRolled,
    CombatantRemoved,
    ConflictEnded,
)
