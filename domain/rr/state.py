"""The fold of a Robots & Rapiers campaign: every robot's sheet as it stands now, open tests and saves.

`RRState` is the ruleset state (`CampaignState.game`). Its Structs are mutable on purpose: apply handlers
update fields in place so a long stream folds without copying. Decisions read this state and never change
it; they describe changes as events.

The current value of an attribute, a sensor or Perception, with its losses and accessories, is
`domain.rr.attributes`.
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec

from domain.rr.calls import SaveTriggered, TestCalled
from domain.rr.conflict.state import Conflict
from domain.rr.vocabulary import CORES as CORES  # re-exported: rules and the conflict package import these here
from domain.rr.vocabulary import PRIMARY_ATTRIBUTES as PRIMARY_ATTRIBUTES
from domain.rr.vocabulary import SENSORS as SENSORS
from domain.rr.vocabulary import Core as Core
from domain.rr.vocabulary import Lighting as Lighting
from domain.rr.vocabulary import LossAttribute as LossAttribute
from domain.rr.vocabulary import Noise as Noise
from domain.rr.vocabulary import PrimaryAttribute as PrimaryAttribute
from domain.rr.vocabulary import Sensor as Sensor
from domain.rr.vocabulary import TargetAttribute as TargetAttribute
from domain.rr.vocabulary import TnPart as TnPart

TraitKind = Literal["role", "self_awareness"]


AccessoryState = Literal["working", "damaged", "destroyed"]


class Program(msgspec.Struct, kw_only=True, gc=False):
    """A Role Program: its level, the one Core it is linked to, and what Inspiration may do with it."""

    level: int
    core: Core
    max_inspiration: int | None = 3
    """Most Inspiration one Inspiration Roll on this program may spend; None: no Inspiration Roll possible."""
    artistic: bool = False
    """Artistry and Compose: each Inspiration spent raises the TN by 3 instead of 2."""
    specialties: list[str] = msgspec.field(default_factory=list)
    improvable: bool = True
    """False for programs held on a Memory Chip or Program Pack: not improved by Inspiration or SA."""


class ProgramSpec(msgspec.Struct, frozen=True, kw_only=True, gc=False):
    """The definition of a program a robot does not (yet) hold: link and Inspiration limits."""

    core: Core
    max_inspiration: int | None = 3
    artistic: bool = False


class Trait(msgspec.Struct, kw_only=True, gc=False):
    """A Personality Trait rated 1-3 (0 = gone). Role traits were programmed; SA traits were chosen."""

    rating: int
    kind: TraitKind = "role"
    session_table_id: str | None = None
    """The table (play session) in which `session_gained` Inspiration was earned from this trait."""
    session_gained: int = 0


class Accessory(msgspec.Struct, kw_only=True, gc=False):
    """An installed accessory; a damaged one works as if absent, a destroyed one can only be replaced."""

    name: str
    slots: list[int]
    state: AccessoryState = "working"
    hits: int = 0
    program: str | None = None
    """Memory Chip: the program it holds."""


class Slot(msgspec.Struct, kw_only=True, gc=False):
    accessory: int | None = None
    """Index into `RRCharacter.accessories` of the accessory mounted here, if any."""
    damaged: bool = False


class RollOverBonus(msgspec.Struct, gc=False):
    """Bonus dice earned by a test for a later roll of `character_id` (single, persistent, or from a
    multiple bonus). Single-use bonuses are consumed by the roll that uses them."""

    bonus_id: str
    dice: int
    persistent: bool = False
    source_test_id: str | None = None
    applies_to: str = ""


class SaveModifier(msgspec.Struct, kw_only=True, gc=False):
    """A prepared change to a future saving throw's TN.

    Positive `amount`: the robot raised its own future save (successes spent defensively, training for a
    Memory Save, cover). Negative: successes from another roll spent in advance to make this robot's next
    save triggered by `source_character_id` harder (e.g. a Fencing vs. Force roll before the attack)."""

    modifier_id: str
    amount: int
    persistent: bool = False
    attribute: str | None = None
    """Only saves against this attribute (None: any save)."""
    source_character_id: str | None = None
    source_test_id: str | None = None
    note: str = ""


class MemoryLoss(msgspec.Struct, kw_only=True, gc=False):
    """Program levels lost to a Memory malfunction, kept so a repaired Memory point can try to win them back."""

    loss_id: str
    program: str
    levels: int
    entire: bool
    spec: ProgramSpec | None = None
    """For a role program lost entirely: its definition, to restore it."""
    core: bool = False
    repaired: bool = False
    """The Memory point was repaired: a restoring Memory Save is owed."""


class RRCharacter(msgspec.Struct, kw_only=True, gc=False):
    """One robot's sheet in play."""

    character_id: str
    name: str
    concept: str = ""

    # social attributes
    body_type: int
    vocalization: int
    anthropoid_modifier: int = 0
    """Accessory effects on Anthropoid Class (Armor Plating and Wings: -2 each)."""
    core_social_variant: Literal["common", "genteel"] = "common"

    # Tapestry attributes: role + self_awareness == 10 always
    role: int = 10
    self_awareness: int = 0

    size: int
    ratings: dict[str, int] = msgspec.field(default_factory=dict)
    """Bought levels: the six primary attributes and the three sensors."""
    damage: dict[str, int] = msgspec.field(default_factory=dict)
    """Malfunction damage (permanent until repaired): primary attributes, sensors, vocalization."""
    losses: dict[str, int] = msgspec.field(default_factory=dict)
    """Temporary losses from failed saves, by `LossAttribute`."""
    persistent_losses: dict[str, int] = msgspec.field(default_factory=dict)
    """x1/2 persistent losses: not bought off until the GM ends their cause (then they become `losses`)."""

    power: int = 0
    capacitor: int = 0
    """Maximum Power (capacitor levels x (10 - Size) / 2, plus reserve capacitors, less capacitor damage)."""

    cores: dict[str, int] = msgspec.field(default_factory=dict)
    programs: dict[str, Program] = msgspec.field(default_factory=dict)
    inspired_programs: dict[str, ProgramSpec] = msgspec.field(default_factory=dict)
    """Programs the robot does not hold but has attempted with an Inspiration Roll (needed to learn one)."""
    traits: dict[str, Trait] = msgspec.field(default_factory=dict)

    accessories: list[Accessory] = msgspec.field(default_factory=list)
    slots: list[Slot] = msgspec.field(default_factory=list)
    cosmetic_damage: int = 0

    sparked: bool = False
    inspiration: int = 0

    shut_down: bool = False
    override_available: bool = False
    """A Spark that just totally failed a Durability Save may try the shut-down override (1 Power + SA save)."""
    override_penalty: int = 0
    """-TN on every test after a partly failed override, until bought off with successes (first thing)."""
    memory_save_due: bool = False
    """A Spark was reactivated and owes its shut-down Memory Save before it acts again."""

    bonuses: dict[str, RollOverBonus] = msgspec.field(default_factory=dict)
    save_modifiers: dict[str, SaveModifier] = msgspec.field(default_factory=dict)
    memory_losses: list[MemoryLoss] = msgspec.field(default_factory=list)
    malfunctions: int = 0
    """How many Malfunctions the robot has suffered (a running count for the sheet)."""


class TestRecord(msgspec.Struct, gc=False):
    """A test from the GM's call through its roll, opposition, resolution and spent successes.

    `call` is the GM's `rr.test_called` event itself (its rulings are read through the properties below), so
    folding a call costs one small allocation."""

    test_id: str
    character_id: str
    table_id: str
    call: TestCalled
    extra_difficulty: int = 0
    """Difficulty added after the call (the GM spending the robot's cosmetic damage)."""

    rolled: bool = False
    inspired: bool = False
    pool: int = 0
    tn: int = 0
    faces: tuple[int, ...] = ()
    successes: int = 0
    ones_taken: int = 0
    """1s the player took as Inspiration instead of successes."""
    opposed_by: tuple[str, ...] = ()

    resolved: bool = False
    net: int = 0
    """Net successes this test's roller may spend (after difficulty and opposition)."""
    won: bool = False
    spent: int = 0
    accomplished: int = 0
    targets: tuple[str, ...] = ()
    """Characters the accomplished action affects (each may then be called to save)."""

    @property
    def called_by(self) -> str:
        return self.call.called_by

    @property
    def program(self) -> str | None:
        return self.call.program

    @property
    def specialty(self) -> str | None:
        return self.call.specialty

    @property
    def core(self) -> Core | None:
        """The Core whose dice are rolled alone when the GM rules a missing program role-related."""
        return self.call.core

    @property
    def attribute(self) -> TargetAttribute:
        return self.call.attribute

    @property
    def lighting(self) -> Lighting:
        return self.call.lighting

    @property
    def noise(self) -> Noise:
        return self.call.noise

    @property
    def difficulty(self) -> int:
        return self.call.difficulty + self.extra_difficulty

    @property
    def diminishing_returns(self) -> int:
        return self.call.diminishing_returns

    @property
    def extra_time_dice(self) -> int:
        return self.call.extra_time_dice

    @property
    def sensitivities(self) -> tuple[str, ...]:
        return self.call.sensitivities

    @property
    def role_related(self) -> bool:
        return self.call.role_related

    @property
    def max_inspiration(self) -> int | None:
        """GM limit for an Inspiration Roll not tied to a program (or a program the catalog does not know)."""
        return self.call.max_inspiration

    @property
    def repair(self) -> bool:
        """GM ruling: a repair roll with proper parts and tools (may restore malfunction damage, reactivate)."""
        return self.call.repair

    @property
    def opposes(self) -> str | None:
        return self.call.opposes

    @property
    def conflict_id(self) -> str | None:
        return self.call.conflict_id


class PendingSave(msgspec.Struct, gc=False):
    """A saving throw the GM has called for and the saver has not rolled yet.

    `trigger` is the GM's `rr.save_triggered` event itself; successes spent on the save since then are
    counted in `extra_damage` (lowering it), `extra_defence` (raising it) and `cosmetic` (the GM's cosmetic
    damage); each spend's own event names the test it came from."""

    save_id: str
    character_id: str
    table_id: str
    trigger: SaveTriggered
    extra_damage: int = 0
    extra_defence: int = 0
    cosmetic: int = 0

    @property
    def attribute(self) -> TargetAttribute:
        return self.trigger.attribute

    @property
    def loss_attribute(self) -> LossAttribute | None:
        return self.trigger.loss_attribute

    @property
    def kind(self) -> Literal["attribute", "durability"]:
        return self.trigger.kind

    @property
    def persistent(self) -> bool:
        return self.trigger.persistent

    @property
    def tn_parts(self) -> tuple[TnPart, ...]:
        parts = self.trigger.tn_parts
        if self.extra_damage:
            parts += (TnPart(source="successes spent making it harder", value=-self.extra_damage),)
        if self.extra_defence:
            parts += (TnPart(source="successes spent making it easier", value=self.extra_defence),)
        if self.cosmetic:
            parts += (TnPart(source="cosmetic damage", value=-self.cosmetic),)
        return parts

    @property
    def source_test_id(self) -> str | None:
        return self.trigger.source_test_id

    @property
    def source_character_id(self) -> str | None:
        return self.trigger.source_character_id

    @property
    def weapon(self) -> str | None:
        return self.trigger.weapon

    @property
    def armor(self) -> str | None:
        return self.trigger.armor

    @property
    def attack(self) -> Literal["thrust", "swing"] | None:
        return self.trigger.attack

    @property
    def damage_successes(self) -> int:
        """Successes (from the triggering test and other rolls) spent lowering this save's TN: the 'damage'."""
        return self.trigger.damage_successes + self.extra_damage

    @property
    def effect(self) -> str:
        return self.trigger.effect


class DesignRoll(msgspec.Struct, kw_only=True, gc=False):
    """Design Points rolled for a robot still to be created."""

    roll_id: str
    member_id: str
    size: int
    anthropoid_class: int
    design_points: int
    used: bool = False


class DramaticControl(msgspec.Struct, kw_only=True, gc=False):
    control_id: str
    character_id: str
    narration: str
    edits: str | None = None
    cost: int | None = None
    magnitude: str | None = None
    settled: bool = False


class RRState(msgspec.Struct, kw_only=True, gc=False):
    """The Robots & Rapiers state of one campaign."""

    characters: dict[str, RRCharacter] = msgspec.field(default_factory=dict)
    conflicts: dict[str, Conflict] = msgspec.field(default_factory=dict)
    tests: dict[str, TestRecord] = msgspec.field(default_factory=dict)
    saves: dict[str, PendingSave] = msgspec.field(default_factory=dict)
    design_rolls: dict[str, DesignRoll] = msgspec.field(default_factory=dict)
    controls: dict[str, DramaticControl] = msgspec.field(default_factory=dict)
    sa_cost_per_level: int = 2
    """The Self Awareness increase rate dial: 1 (fast), 2 (standard), 3 (slow) Inspiration per level."""
    inspiration_faces: int = 1
    """Faces that may be taken as Inspiration: 1 (standard) or 2 (the seed's 'truly rapid' variant)."""


def new_state() -> RRState:
    return RRState()


def get_character(state: Any, character_id: str) -> RRCharacter:
    """The robot's sheet; raises NotFound when the campaign has no such robot."""
    from domain.errors import NotFound

    ch = state.game.characters.get(character_id)
    if ch is None:
        raise NotFound("character_not_found", "no such robot", character_id=character_id)
    return ch  # type: ignore[no-any-return]
