"""Robots & Rapiers events (everything except extended conflict, which lives in `domain.rr.conflict`).

Each event is one fact with what an audit needs to check it without re-running a rule: the dice faces
(in `rolls`, for RollEvents), the target number and its parts, the pool and its parts, who acted, what it
targeted, and the resource totals before/after where a resource changed.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from domain.messages import CharacterCreated, Event, RollEvent
from domain.personal import personal
from domain.rr.calls import SaveTriggered as SaveTriggered  # re-exported: every R&R event is named here
from domain.rr.calls import TestCalled as TestCalled
from domain.rr.saving_throw import Outcome
from domain.rr.sheet import RRSheet
from domain.rr.state import LossAttribute, ProgramSpec, TargetAttribute, TnPart

# --- campaign dials and characters ---------------------------------------------------------------------


class GrowthRateSet(Event, frozen=True, kw_only=True, gc=False, tag="rr.growth_rate_set"):
    """The GM set the Self Awareness increase rate dial and which faces may be taken as Inspiration."""

    sa_cost_per_level: int
    inspiration_faces: int


class DesignPointsRolled(RollEvent, frozen=True, kw_only=True, gc=False, tag="rr.design_points_rolled"):
    """X + Anthropoid Class d10s rolled; Design Points are the sum of the X highest."""

    roll_id: str
    member_id: str
    size: int
    anthropoid_class: int
    x: int
    kept: tuple[int, ...]
    design_points: int


class RRCharacterCreated(CharacterCreated, frozen=True, kw_only=True, gc=False, tag="rr.character_created"):
    """A robot built from a sheet that passed the Character Creation Summary checks."""

    sheet: RRSheet
    design_points: int
    design_roll_id: str | None = None
    spent: dict[str, int] = msgspec.field(default_factory=dict)
    """Design Points spent per heading (attributes, sensors, capacitor, program levels, accessories)."""
    spaces: int = 0
    anthropoid_class: int = 0
    power: int = 0
    sparked: bool = False
    inspiration: int = 0


class CharacterSparked(Event, frozen=True, kw_only=True, gc=False, tag="rr.character_sparked"):
    character_id: str


# --- tests ----------------------------------------------------------------------------------------------


class TestRolled(RollEvent, frozen=True, kw_only=True, gc=False, tag="rr.test_rolled"):
    """A test's dice: pool and TN by parts, successes (faces <= TN) and the 1s that could be Inspiration."""

    __test__ = False
    test_id: str
    character_id: str
    inspired: bool
    program: str | None
    pool: int
    pool_parts: tuple[TnPart, ...]
    tn: int
    tn_parts: tuple[TnPart, ...]
    successes: int
    ones: int
    """Faces eligible to be taken as Inspiration (Sparks only; 0 otherwise)."""
    bonus_ids: tuple[str, ...] = ()
    inspired_spec: ProgramSpec | None = None
    """Inspiration Roll on a program the robot does not hold: its definition, remembered for learning it."""


class InspirationTakenFromOnes(Event, frozen=True, kw_only=True, gc=False, tag="rr.inspiration_taken_from_ones"):
    """The player took `count` rolled 1s as Inspiration instead of successes."""

    test_id: str
    character_id: str
    table_id: str
    count: int
    successes_before: int
    successes_after: int
    inspiration_before: int
    inspiration_after: int


class TestNet(msgspec.Struct, frozen=True, kw_only=True, gc=False):
    test_id: str
    character_id: str
    successes: int
    difficulty: int
    net: int
    won: bool
    bought_off: int = 0
    """Successes that went to buying off the roller's surprise loss before Difficulty and opposition
    cancelled anything (the seed: the loss "must be bought off immediately with the robot's first roll",
    "wasting ... successes needed to defend"): net = max(0, successes - bought_off - difficulty) - opposition."""


class TestResolved(Event, frozen=True, kw_only=True, gc=False, tag="rr.test_resolved"):
    """Difficulty and opposition cancelled successes; each roll in the chain keeps its net successes."""

    __test__ = False
    test_id: str
    character_id: str
    net: int
    won: bool
    results: tuple[TestNet, ...]
    winner_id: str | None
    table_id: str | None = None
    """The table the test was called at (None in events stored before tables were named here)."""


class SurpriseBoughtOff(Event, frozen=True, kw_only=True, gc=False, tag="rr.surprise_bought_off"):
    """A surprised robot's roll bought off its surprise loss first, 1 success per point, before its
    successes did anything else (cancel Difficulty or opposition included); the rest stays outstanding
    until its next roll or the Special Surprise Recovery. `surprise_before`/`surprise_after`: the surprise
    loss outstanding (`domain.rr.conflict.surprise_outstanding`)."""

    test_id: str
    character_id: str
    table_id: str
    conflict_id: str
    attribute: str
    points: int
    successes: int
    """The roll's successes (after any 1s taken as Inspiration) the points came out of."""
    loss_before: int
    loss_after: int
    surprise_before: int
    surprise_after: int


# --- spending successes -----------------------------------------------------------------------------------


class _Spend(Event, frozen=True, kw_only=True, gc=False):
    test_id: str
    character_id: str
    """Who spends: the roller of the test."""
    successes: int
    remaining: int
    table_id: str | None = None
    """The table of the test the successes come from (None in events stored before it was named)."""


class ActionAccomplished(_Spend, frozen=True, kw_only=True, gc=False, tag="rr.action_accomplished"):
    """One success spent to make the action happen (each part of a compound action needs its own)."""

    target_id: str | None = None
    effect: Literal["none", "reactivate", "repair_accessory"] = "none"
    accessory: int | None = None
    note: Annotated[str, personal()] = ""


class ActionHastened(_Spend, frozen=True, kw_only=True, gc=False, tag="rr.action_hastened"):
    """Extra successes spent to finish sooner: 1 → 3/4, 2 → 1/2, 4 → 1/4, 8 → 1/8 of the time."""

    time_fraction: str


class GrantedBonus(msgspec.Struct, frozen=True, kw_only=True, gc=False):
    bonus_id: str
    recipient_id: str
    dice: int


class RollOverBonusGranted(_Spend, frozen=True, kw_only=True, gc=False, tag="rr.roll_over_bonus_granted"):
    """Successes rolled over into bonus dice: single 1:1, persistent or multiple x1/2, both x1/4 (down)."""

    mode: Literal["single", "persistent", "multiple", "multiple_persistent"]
    factor: str
    bonuses: tuple[GrantedBonus, ...]
    applies_to: str = ""


class LossRestored(_Spend, frozen=True, kw_only=True, gc=False, tag="rr.loss_restored"):
    """Successes restored temporary attribute loss, 1 point each."""

    target_id: str
    attribute: LossAttribute
    loss_before: int
    loss_after: int
    conflict_id: str | None = None
    """Set when the restored points bought off the target's surprise loss (surprise counts first)."""
    surprise_after: int | None = None
    """The target's surprise loss still outstanding after this restore (with `conflict_id`)."""


class MalfunctionRepaired(_Spend, frozen=True, kw_only=True, gc=False, tag="rr.malfunction_repaired"):
    """Repair-roll successes restored permanent Malfunction damage, 1 point each."""

    target_id: str
    attribute: str
    damage_before: int
    damage_after: int
    memory_losses: tuple[str, ...] = ()
    """Memory repaired: the program losses that may now be won back with a restoring Memory Save."""


class CosmeticDamageRepaired(_Spend, frozen=True, kw_only=True, gc=False, tag="rr.cosmetic_damage_repaired"):
    target_id: str
    before: int
    after: int


class OverridePenaltyReduced(_Spend, frozen=True, kw_only=True, gc=False, tag="rr.override_penalty_reduced"):
    """Successes bought off the shut-down override penalty (always the first use of successes)."""

    before: int
    after: int


class SaveTnLowered(_Spend, frozen=True, kw_only=True, gc=False, tag="rr.save_tn_lowered"):
    """Successes made a pending save harder (damage, for Durability saves): TN -1 each."""

    save_id: str
    target_id: str


class SaveTnRaised(_Spend, frozen=True, kw_only=True, gc=False, tag="rr.save_tn_raised"):
    """Successes made the roller's own pending save easier: TN +1 each."""

    save_id: str


class PreparedModifier(msgspec.Struct, frozen=True, kw_only=True, gc=False):
    modifier_id: str
    character_id: str
    amount: int
    persistent: bool
    attribute: str | None
    source_character_id: str | None


class SaveModifiersPrepared(_Spend, frozen=True, kw_only=True, gc=False, tag="rr.save_modifiers_prepared"):
    """Successes set aside for future saves: raising the roller's (or allies') own TN, or lowering a
    target's next save triggered by the roller. Persistent / multiple use the x1/2 and x1/4 rules."""

    mode: Literal["single", "persistent", "multiple", "multiple_persistent"]
    factor: str
    modifiers: tuple[PreparedModifier, ...]
    note: Annotated[str, personal()] = ""


class SuccessesSpentOnActionPoints(
    _Spend, frozen=True, kw_only=True, gc=False, tag="rr.successes_spent_on_action_points"
):
    """Successes spent regaining Action Points (the conflict's `rr.action_points_regained` follows)."""

    conflict_id: str


class SpecialEffectBought(_Spend, frozen=True, kw_only=True, gc=False, tag="rr.special_effect_bought"):
    """A special effect whose price in successes the GM set."""

    effect: str
    priced_by: str


# --- saving throws --------------------------------------------------------------------------------------


class SaveRolled(RollEvent, frozen=True, kw_only=True, gc=False, tag="rr.save_rolled"):
    """A saving throw: TN by parts, faces, outcome, and what it costs the robot (losses follow as events)."""

    save_id: str
    character_id: str
    attribute: TargetAttribute
    kind: Literal["attribute", "durability"]
    tn: int
    tn_parts: tuple[TnPart, ...]
    successes: int
    failed: int
    outcome: Outcome
    automatic: bool
    full_effect: bool
    """Total failure, or the attribute fell to 0 or below: the declared effect happens in full."""
    modifiers_used: tuple[str, ...] = ()
    effect: str = ""


class TemporaryLossSuffered(Event, frozen=True, kw_only=True, gc=False, tag="rr.temporary_loss_suffered"):
    """Points of temporary loss from a failed save (2 per failed die, 1 when persistent, EMP per weapon)."""

    character_id: str
    attribute: LossAttribute
    points: int
    per_die: int
    failed: int
    persistent: bool = False
    save_id: str | None = None
    table_id: str | None = None
    before: int
    after: int
    value_after: int
    """The attribute's current value after the loss (0 or below: unusable)."""


class PersistentLossEnded(Event, frozen=True, kw_only=True, gc=False, tag="rr.persistent_loss_ended"):
    """The GM ruled the cause of a persistent loss over: it can now be bought off like any loss."""

    character_id: str
    attribute: LossAttribute
    points: int


class MalfunctionSuffered(RollEvent, frozen=True, kw_only=True, gc=False, tag="rr.malfunction_suffered"):
    """One roll on the Malfunction table (and the sub-system table, a slot, the cosmetic die).

    `result`: attribute (primary attribute, sensor or vocalization -1), power (current point or
    capacitor), slot (empty slot damaged, accessory damaged / destroyed / its slot damaged, or a damaged
    slot hit again: re-roll two), none (no slots to hit). `extra` counts further malfunctions it causes."""

    character_id: str
    save_id: str | None
    index: int
    table_roll: int
    result: Literal["attribute", "power", "slot", "none"]
    attribute: str | None = None
    damage_after: int | None = None
    subsystem_roll: int | None = None
    energy_roll: int | None = None
    power_loss: int = 0
    capacitor_loss: int = 0
    power_after: int | None = None
    capacitor_after: int | None = None
    slot: int | None = None
    accessory: int | None = None
    accessory_state: str | None = None
    slot_damaged: bool = False
    extra: int = 0
    cosmetic_roll: int
    cosmetic: int
    anthropoid_class: int
    memory_save: bool = False


class MemoryMalfunctionSaveRolled(
    RollEvent, frozen=True, kw_only=True, gc=False, tag="rr.memory_malfunction_save_rolled"
):
    """The immediate Memory Save after losing a point of Memory; on failure a random program loses a level
    per failed die (all of it on total failure). `rolls`: the save's 3d10, then the program-picking die."""

    character_id: str
    tn: int
    tn_parts: tuple[TnPart, ...]
    successes: int
    failed: int
    outcome: Outcome
    automatic: bool
    candidates: tuple[str, ...] = ()
    """All programs, Core Programs first, in the order the picking die counts them."""
    program: str | None = None
    core: bool = False
    levels_lost: int = 0
    entire: bool = False
    loss_id: str | None = None
    spec: ProgramSpec | None = None


class ShutDown(Event, frozen=True, kw_only=True, gc=False, tag="rr.shut_down"):
    """The robot shut down (Durability total failure, out of Power, ...)."""

    character_id: str
    reason: Annotated[str, personal()]
    override_available: bool = False
    save_id: str | None = None
    table_id: str | None = None
    """The table of the save that shut the robot down (None for a GM ruling away from play)."""


class ShutdownOverrideRolled(RollEvent, frozen=True, kw_only=True, gc=False, tag="rr.shutdown_override_rolled"):
    """A Spark fought its programmed shut-down: a Self Awareness Save whose TN cannot be modified. Total
    failure: shut down; partial: active with -2 per failed die on all tests; no effect: active."""

    character_id: str
    tn: int
    tn_parts: tuple[TnPart, ...]
    successes: int
    failed: int
    outcome: Outcome
    automatic: bool
    shut_down: bool
    penalty: int


class ReactivationRolled(RollEvent, frozen=True, kw_only=True, gc=False, tag="rr.reactivation_rolled"):
    """An hour of self-repair: 1 Power spent, 1d10 <= Durability reactivates."""

    character_id: str
    durability: int
    face: int
    reactivated: bool
    memory_save_due: bool


class Reactivated(Event, frozen=True, kw_only=True, gc=False, tag="rr.reactivated"):
    """Another robot's repair roll reactivated a shut-down robot."""

    character_id: str
    test_id: str
    repaired_by: str
    power_from: str | None
    memory_save_due: bool
    table_id: str | None = None


class ShutdownMemorySaveRolled(RollEvent, frozen=True, kw_only=True, gc=False, tag="rr.shutdown_memory_save_rolled"):
    """A reactivated Spark's Memory Save: -2 Inspiration per failed die; total failure also -1 SA."""

    character_id: str
    tn: int
    tn_parts: tuple[TnPart, ...]
    successes: int
    failed: int
    outcome: Outcome
    automatic: bool
    inspiration_lost: int
    inspiration_after: int
    self_awareness_lost: int
    self_awareness_after: int
    role_after: int


class MemoryRestoreSaveRolled(RollEvent, frozen=True, kw_only=True, gc=False, tag="rr.memory_restore_save_rolled"):
    """After a lost Memory point was repaired: total success regains the program levels; partial keeps
    1 level lost per failed die (at most what was lost) and regains the rest; total failure regains none."""

    character_id: str
    loss_id: str
    program: str
    tn: int
    tn_parts: tuple[TnPart, ...]
    successes: int
    failed: int
    outcome: Outcome
    automatic: bool
    regained: int
    restored_program: bool


SaveVerdict = Literal["compelled", "compelled_player_stipulation", "free_gm_stipulation", "free"]


class TapestrySaveRolled(RollEvent, frozen=True, kw_only=True, gc=False, tag="rr.tapestry_save_rolled"):
    """A Role Save (the GM, TN Role; successes favour the programming) or a Self Awareness Save (the
    player, TN Self Awareness; successes favour the robot) with its verdict and the trait-rating cap."""

    character_id: str
    save: Literal["role", "self_awareness"]
    tn: int
    tn_parts: tuple[TnPart, ...]
    successes: int
    failed: int
    outcome: Outcome
    automatic: bool
    verdict: SaveVerdict
    trait: str | None = None
    trait_cap: int | None = None
    """The most of the trait's rating that applies this time (Role Save: successes; SA Save: failed dice)."""


# --- power ------------------------------------------------------------------------------------------------


class PowerSpent(Event, frozen=True, kw_only=True, gc=False, tag="rr.power_spent"):
    character_id: str
    amount: int
    reason: Literal["exertion", "upkeep", "reactivation", "repair_reactivation", "shutdown_override", "other"]
    ref: str | None = None
    before: int
    after: int
    table_id: str | None = None
    """The table of the roll the Power was spent on (None for upkeep and other uses away from play)."""


class PowerRecharged(Event, frozen=True, kw_only=True, gc=False, tag="rr.power_recharged"):
    character_id: str
    amount: int
    before: int
    after: int
    source: str = "station"


class PowerTransferred(Event, frozen=True, kw_only=True, gc=False, tag="rr.power_transferred"):
    """Power passed between robots at the size ratio (2 for 3 / 3 for 2 at half again, 1:2 / 2:1 at double)."""

    from_id: str
    to_id: str
    given: int
    received: int
    from_after: int
    to_after: int


# --- inspiration --------------------------------------------------------------------------------------------


class InspirationGained(Event, frozen=True, kw_only=True, gc=False, tag="rr.inspiration_gained"):
    """Inspiration from a self-awareness trait activated to the robot's disadvantage (at most its rating per
    session), or awarded by the GM (a plot hook handed to him, drives and goals)."""

    character_id: str
    amount: int
    source: Literal["trait", "award"]
    trait: str | None = None
    table_id: str | None = None
    session_gained: int = 0
    before: int
    after: int
    reason: Annotated[str, personal()] = ""


class InspirationSpent(Event, frozen=True, kw_only=True, gc=False, tag="rr.inspiration_spent"):
    character_id: str
    amount: int
    purpose: Literal[
        "inspiration_roll",
        "dramatic_control",
        "program_increase",
        "program_increase_extra",
        "learn_program",
        "trait",
        "trait_benefit",
        "self_awareness",
    ]
    ref: str | None = None
    before: int
    after: int
    table_id: str | None = None
    """The table of the roll the Inspiration was spent on (None when spent away from a roll)."""


class InspirationLost(Event, frozen=True, kw_only=True, gc=False, tag="rr.inspiration_lost"):
    character_id: str
    amount: int
    reason: Annotated[str, personal()]
    before: int
    after: int
    table_id: str | None = None


class TraitBenefitTaken(Event, frozen=True, kw_only=True, gc=False, tag="rr.trait_benefit_taken"):
    """A self-awareness trait activated for a mechanical benefit (bonus dice equal to its rating)."""

    character_id: str
    trait: str
    bonus_id: str
    dice: int


class DramaticControlProposed(Event, frozen=True, kw_only=True, gc=False, tag="rr.dramatic_control_proposed"):
    control_id: str
    character_id: str
    narration: Annotated[str, personal()]
    edits: str | None = None


class DramaticControlPriced(Event, frozen=True, kw_only=True, gc=False, tag="rr.dramatic_control_priced"):
    """The GM priced a Dramatic Control: minor 1, moderate 3, major 5; +1 stretching credibility, -1 when it
    creates more trouble."""

    control_id: str
    magnitude: Literal["minor", "moderate", "major"]
    stretching_credibility: bool
    creates_trouble: bool
    cost_parts: tuple[TnPart, ...]
    cost: int
    priced_by: str


class DramaticControlSettled(Event, frozen=True, kw_only=True, gc=False, tag="rr.dramatic_control_settled"):
    control_id: str
    character_id: str
    taken: bool


class ProgramIncreaseRolled(RollEvent, frozen=True, kw_only=True, gc=False, tag="rr.program_increase_rolled"):
    """2 Inspiration spent, then a Memory Save at TN Memory - the new level: at least one success qualifies;
    each failed die costs 2 more Inspiration, and unpaid the level is not gained."""

    character_id: str
    program: str
    new_level: int
    tn: int
    tn_parts: tuple[TnPart, ...]
    successes: int
    failed: int
    outcome: Outcome
    automatic: bool
    qualified: bool
    extra_cost: int
    paid: bool
    gained: bool
    modifiers_used: tuple[str, ...] = ()


class ProgramLearnRolled(RollEvent, frozen=True, kw_only=True, gc=False, tag="rr.program_learn_rolled"):
    """4 Inspiration spent, then a Memory Save at TN Memory; only a Total Success learns it at level 0."""

    character_id: str
    program: str
    spec: ProgramSpec
    tn: int
    tn_parts: tuple[TnPart, ...]
    successes: int
    failed: int
    outcome: Outcome
    automatic: bool
    learned: bool
    modifiers_used: tuple[str, ...] = ()


class TraitChanged(Event, frozen=True, kw_only=True, gc=False, tag="rr.trait_changed"):
    """A self-awareness trait bought, raised or lowered with Inspiration (the GM judged the justification)."""

    character_id: str
    trait: str
    kind: Literal["role", "self_awareness"]
    rating_before: int
    rating_after: int
    cost: int
    cost_parts: tuple[TnPart, ...]


class SelfAwarenessIncreased(Event, frozen=True, kw_only=True, gc=False, tag="rr.self_awareness_increased"):
    """Self Awareness +1 with all six consequences (the Inspiration is spent by an InspirationSpent)."""

    character_id: str
    self_awareness: int
    role: int
    cost: int
    cost_parts: tuple[TnPart, ...]
    core_reduced: str | None
    core_after: int | None
    program_levels: dict[str, int]
    new_programs: dict[str, ProgramSpec]
    role_trait: str | None
    role_trait_after: int | None
    sa_trait: str
    sa_trait_after: int


class BonusUsed(Event, frozen=True, kw_only=True, gc=False, tag="rr.bonus_used"):
    """A roll-over bonus added dice to a roll (single-use bonuses are consumed)."""

    character_id: str
    bonus_id: str
    test_id: str
    dice: int
    consumed: bool
    table_id: str | None = None


class BonusDiscarded(Event, frozen=True, kw_only=True, gc=False, tag="rr.bonus_discarded"):
    """The GM ended a persistent bonus or save modifier (it no longer makes sense in the story)."""

    character_id: str
    bonus_id: str


class CosmeticDamageSpent(Event, frozen=True, kw_only=True, gc=False, tag="rr.cosmetic_damage_spent"):
    """The GM spent cosmetic damage as opposition: Difficulty on a test or a lower save TN."""

    character_id: str
    points: int
    test_id: str | None = None
    save_id: str | None = None
    table_id: str | None = None
    before: int
    after: int


RR_EVENTS: tuple[type[Event], ...] = (
    GrowthRateSet,
    DesignPointsRolled,
    RRCharacterCreated,
    CharacterSparked,
    TestCalled,
    TestRolled,
    InspirationTakenFromOnes,
    TestResolved,
    SurpriseBoughtOff,
    ActionAccomplished,
    ActionHastened,
    RollOverBonusGranted,
    LossRestored,
    MalfunctionRepaired,
    CosmeticDamageRepaired,
    OverridePenaltyReduced,
    SaveTnLowered,
    SaveTnRaised,
    SaveModifiersPrepared,
    SuccessesSpentOnActionPoints,
    SpecialEffectBought,
    SaveTriggered,
    SaveRolled,
    TemporaryLossSuffered,
    PersistentLossEnded,
    MalfunctionSuffered,
    MemoryMalfunctionSaveRolled,
    ShutDown,
    ShutdownOverrideRolled,
    ReactivationRolled,
    Reactivated,
    ShutdownMemorySaveRolled,
    MemoryRestoreSaveRolled,
    TapestrySaveRolled,
    PowerSpent,
    PowerRecharged,
    PowerTransferred,
    InspirationGained,
    InspirationSpent,
    InspirationLost,
    TraitBenefitTaken,
    DramaticControlProposed,
    DramaticControlPriced,
    DramaticControlSettled,
    ProgramIncreaseRolled,
    ProgramLearnRolled,
    TraitChanged,
    SelfAwarenessIncreased,
    BonusUsed,
    BonusDiscarded,
    CosmeticDamageSpent,
)
