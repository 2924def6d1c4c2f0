"""The fold of a Shapers d100 campaign: characters with their current Health, and the conflicts in progress.

Mutable Structs on purpose (folds mutate in place); only the handlers in `apply.py` change them.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.d100.dreamscape import DreamState
from domain.d100.sheet import D100Sheet, Health, Location, WeaponKind

MoveMode = Literal["walk", "jog", "run", "charge", "sprint"]
DefenceMode = Literal["opposed", "passive", "none"]


class D100Character(msgspec.Struct, kw_only=True):
    character_id: str
    sheet: D100Sheet
    health: Health
    """Current Health per kind; starts at the sheet's maxima, never below 0 nor above them."""


class ConflictOptions(msgspec.Struct, frozen=True, kw_only=True):
    """The chapter's optional rules and scene-wide facts, chosen by the GM when combat starts."""

    passive_defence: bool = False
    """Optional: Passive Defence — the defender's Attribute + Aptitude is deducted from the attack's points."""
    lethal_damage: bool = False
    """Optional: Lethal Damage — Fortitude is ignored when calculating damage taken."""
    hit_locations: bool = True
    """Roll a d100 hit location on every hit. When off, an unlocated hit counts as a hit to the Body."""
    dreamscape: bool = False
    """The fight happens in a dreamscape: Social/Mental Attributes stand in for the physical ones."""


class PendingAttack(msgspec.Struct, kw_only=True):
    """An attack rolled and waiting for the defender's opposed roll."""

    attacker_id: str
    target_id: str
    weapon: str
    kind: WeaponKind
    attack_points: int
    outnumbering_damage: int = 0
    called_location: Location | None = None
    attacker_size: int = 10
    attack_id: str | None = None


class Combatant(msgspec.Struct, kw_only=True):
    character_id: str
    initiative: int
    dream: DreamState | None = None
    moved: MoveMode | None = None
    acted: bool = False
    aimed: bool = False
    """Spent this turn aiming."""
    aim_ready: bool = False
    """Spent the previous turn aiming: +10 to this turn's ranged attack."""


class Conflict(msgspec.Struct, kw_only=True):
    conflict_id: str
    table_id: str
    options: ConflictOptions
    dream_states: dict[str, DreamState] = msgspec.field(default_factory=dict)
    combatants: dict[str, Combatant] = msgspec.field(default_factory=dict)
    order: list[str] = msgspec.field(default_factory=list)
    round: int = 0
    current: str | None = None
    pending: PendingAttack | None = None


class D100State(msgspec.Struct, kw_only=True):
    characters: dict[str, D100Character] = msgspec.field(default_factory=dict)
    conflicts: dict[str, Conflict] = msgspec.field(default_factory=dict)
    """The conflicts in progress. An ended conflict leaves (the log keeps it; a read at a version folds it
    back), so the state follows the fights at hand, not the campaign's age."""
    ended: dict[str, str] = msgspec.field(default_factory=dict)
    """Ended conflict id → its table id: the marker that still refuses a command on an ended conflict with
    `conflict_ended`. Dropped when that table closes; after that the conflict is simply unknown."""
