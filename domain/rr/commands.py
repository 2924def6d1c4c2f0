"""Robots & Rapiers commands (extended conflict has its own in `domain.rr.conflict`).

GM-judged inputs (which attribute is the TN, a difficulty, whether a missing program is role-related, the
price of a special effect or a Dramatic Control, whether a trait applies) live on `gm_only` commands: the
GM calls for a test, triggers a save, prices an effect; players then roll and spend for the robots they own.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal

import msgspec

from domain.messages import Command, RollCommand
from domain.rr.sheet import RRSheet
from domain.rr.state import Core, Lighting, LossAttribute, Noise, TargetAttribute

Id = Annotated[str, msgspec.Meta(min_length=1, max_length=100)]
Text = Annotated[str, msgspec.Meta(max_length=1000)]
Count = Annotated[int, msgspec.Meta(ge=1, le=60)]
Small = Annotated[int, msgspec.Meta(ge=0, le=60)]
Modifier = Annotated[int, msgspec.Meta(ge=-20, le=20)]
BonusMode = Literal["single", "persistent", "multiple", "multiple_persistent"]
Sensitivity = Literal["balance", "fine_motor", "appearance", "voice"]

# --- campaign dials and characters ---------------------------------------------------------------------


class SetGrowthRate(Command, frozen=True, kw_only=True, tag="rr.set_growth_rate"):
    """Set the Self Awareness increase rate dial (1 fast, 2 standard, 3 slow Inspiration per level) and
    whether 1s only (standard) or 1s and 2s (the seed's 'truly rapid' variant) may become Inspiration."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {"sa_cost_per_level": 2, "inspiration_faces": 1}
    sa_cost_per_level: Annotated[int, msgspec.Meta(ge=1, le=3)] = 2
    inspiration_faces: Annotated[int, msgspec.Meta(ge=1, le=2)] = 1


class RollDesignPoints(RollCommand, frozen=True, kw_only=True, tag="rr.roll_design_points"):
    """Roll a new robot's Design Points: X (from Size) + Anthropoid Class d10s, keeping the X highest."""

    example: ClassVar[dict[str, Any]] = {"table_id": "t1", "size": 6, "anthropoid_class": 6}
    size: Annotated[int, msgspec.Meta(ge=0, le=9)]
    anthropoid_class: Annotated[int, msgspec.Meta(ge=0, le=8)]


class CreateCharacter(Command, frozen=True, kw_only=True, tag="rr.create_character"):
    """Build a robot from a sheet checked against the Character Creation Summary, spending the Design Points
    of an earlier roll (`design_roll_id`) or, for the GM only, a set budget (`design_points`)."""

    example: ClassVar[dict[str, Any]] = {
        "sheet": {
            "name": "Juliard",
            "body_type": 3,
            "vocalization": 3,
            "core_social": "genteel",
            "size": 6,
            "force": 4,
            "durability": 4,
            "articulation": 5,
            "locomotion": 5,
            "processor": 5,
            "memory": 4,
            "visual": 3,
            "audio": 3,
            "tactile": 3,
            "capacitor_levels": 4,
            "slots": 8,
            "cores": {"physical": 5, "mental": 5, "social": 6},
            "programs": [
                {"name": "fencing", "level": 3, "specialties": ["rapier"]},
                {"name": "athletics", "level": 1},
                {"name": "etiquette", "level": 1},
                {"name": "oration", "level": 1},
                {"name": "persuasion", "level": 1, "specialties": ["seduce"]},
                {"name": "observation", "level": 1},
                {"name": "intrigue", "level": 0},
                {"name": "riding", "level": 0},
                {"name": "strategy", "level": 0},
            ],
            "traits": [
                {"name": "Loyal to the Cardinal", "rating": 3},
                {"name": "Jealous Lover", "rating": 3},
                {"name": "Loves Vivienne", "rating": 2},
                {"name": "Never backs down", "rating": 2},
            ],
        },
        "design_points": 40,
    }
    """The guardsman of the Character Creation Summary: 40 Design Points, the GM's budget (a player names the
    Design Points roll they made instead)."""
    gm_fields: ClassVar[tuple[str, ...]] = ("design_points", "sparked", "inspiration")
    sheet: RRSheet
    design_roll_id: Id | None = None
    design_points: Annotated[int, msgspec.Meta(ge=0, le=200)] | None = None
    owner_id: Id | None = None
    sparked: bool = False
    inspiration: Annotated[int, msgspec.Meta(ge=0, le=500)] = 0


class SparkCharacter(Command, frozen=True, kw_only=True, tag="rr.spark_character"):
    """The robot has Sparked: it may now earn and spend Inspiration."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {"character_id": "c1"}
    character_id: Id


# --- tests ----------------------------------------------------------------------------------------------


class CallForTest(Command, frozen=True, kw_only=True, tag="rr.call_for_test"):
    """The GM calls for a test and rules on it: the program, the attribute that sets the TN, Difficulty
    (automatic opposing successes), the Rule of Diminishing Returns, whether a missing program is
    role-related (then `core` dice are rolled alone), sensitivities, an Inspiration limit for rolls not tied
    to a known program, and whether it is a proper repair roll. `opposes` makes it an opposing roll."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {
        "character_id": "c1",
        "table_id": "t1",
        "program": "fencing",
        "attribute": "articulation",
    }
    character_id: Id
    table_id: Id
    program: Annotated[str, msgspec.Meta(max_length=80)] | None = None
    core: Core | None = None
    attribute: TargetAttribute
    lighting: Lighting = "normal"
    noise: Noise = "normal"
    difficulty: Small = 0
    diminishing_returns: Small = 0
    extra_time_dice: Annotated[int, msgspec.Meta(ge=0, le=5)] = 0
    sensitivities: list[Sensitivity] = msgspec.field(default_factory=list)
    role_related: bool = False
    max_inspiration: Annotated[int, msgspec.Meta(ge=0, le=10)] | None = None
    repair: bool = False
    opposes: Id | None = None
    conflict_id: Id | None = None
    description: Text = ""


class RollTest(RollCommand, frozen=True, kw_only=True, tag="rr.roll_test"):
    """Roll a called test: program + linked core (or the core alone, or an Inspiration Roll of ⌊SA/2⌋ dice
    at TN 2 per Inspiration — 3 for artistic programs), plus roll-over bonus dice; exertion spends 1 Power
    for +1 TN."""

    example: ClassVar[dict[str, Any]] = {"table_id": "t1", "test_id": "id-7", "exertion": False}
    test_id: Id
    exertion: bool = False
    inspiration: Annotated[int, msgspec.Meta(ge=0, le=10)] = 0
    bonus_ids: list[Id] = msgspec.field(default_factory=list)


class TakeOnesAsInspiration(Command, frozen=True, kw_only=True, tag="rr.take_ones_as_inspiration"):
    """A Spark takes rolled 1s as Inspiration instead of successes (before the test is resolved)."""

    example: ClassVar[dict[str, Any]] = {"test_id": "id-7", "count": 1}
    test_id: Id
    count: Count


class ResolveTest(Command, frozen=True, kw_only=True, tag="rr.resolve_test"):
    """Cancel successes against Difficulty and opposing rolls (opposers of opposers first)."""

    example: ClassVar[dict[str, Any]] = {"test_id": "id-7"}
    test_id: Id


class Accomplish(
    msgspec.Struct, frozen=True, kw_only=True, tag="accomplish", tag_field="kind", forbid_unknown_fields=True
):
    """1 success: the action happens (each part of a compound action needs one). On a repair roll it can
    reactivate a shut-down robot (1 Power from `power_from`, or an outside source) or fix an accessory."""

    target_id: Id | None = None
    effect: Literal["none", "reactivate", "repair_accessory"] = "none"
    accessory: Annotated[int, msgspec.Meta(ge=0, le=100)] | None = None
    power_from: Id | None = None
    note: Text = ""


class Faster(msgspec.Struct, frozen=True, kw_only=True, tag="faster", tag_field="kind", forbid_unknown_fields=True):
    """1/2/4/8 extra successes: the action takes 3/4, 1/2, 1/4, 1/8 of the time."""

    successes: Literal[1, 2, 4, 8]


class RollOver(
    msgspec.Struct, frozen=True, kw_only=True, tag="roll_over", tag_field="kind", forbid_unknown_fields=True
):
    """Successes into bonus dice for later rolls: single 1:1 to one robot; persistent (one robot, many rolls)
    or multiple (many robots) x1/2; multiple persistent x1/4; rounded down. `allocation` spreads a multiple
    bonus unevenly (same total)."""

    successes: Count
    mode: BonusMode = "single"
    recipients: list[Id] = msgspec.field(default_factory=list)
    allocation: list[Small] | None = None
    applies_to: Text = ""


class Restore(msgspec.Struct, frozen=True, kw_only=True, tag="restore", tag_field="kind", forbid_unknown_fields=True):
    """Restore temporary attribute loss, 1 point per success."""

    attribute: LossAttribute
    points: Count
    target_id: Id | None = None


class Repair(msgspec.Struct, frozen=True, kw_only=True, tag="repair", tag_field="kind", forbid_unknown_fields=True):
    """On a repair roll: restore permanent Malfunction damage 1 point per success (capacitors are replaced,
    not repaired), or cosmetic damage."""

    target_id: Id
    attribute: Literal[
        "force",
        "durability",
        "articulation",
        "locomotion",
        "processor",
        "memory",
        "visual",
        "audio",
        "tactile",
        "vocalization",
        "cosmetic",
    ]
    points: Count


class ClearOverridePenalty(
    msgspec.Struct,
    frozen=True,
    kw_only=True,
    tag="clear_override_penalty",
    tag_field="kind",
    forbid_unknown_fields=True,
):
    points: Count


class LowerSave(
    msgspec.Struct, frozen=True, kw_only=True, tag="lower_save", tag_field="kind", forbid_unknown_fields=True
):
    """Make a pending save this robot caused harder: TN -1 per success (damage)."""

    save_id: Id
    points: Count


class RaiseSave(
    msgspec.Struct, frozen=True, kw_only=True, tag="raise_save", tag_field="kind", forbid_unknown_fields=True
):
    """Make the roller's own pending save easier: TN +1 per success."""

    save_id: Id
    points: Count


class PrepareSave(
    msgspec.Struct, frozen=True, kw_only=True, tag="prepare_save", tag_field="kind", forbid_unknown_fields=True
):
    """Set successes aside for future saves. `direction` raise: the recipients' own future saves get +TN
    (persistent / multiple allowed); lower: the recipients' next save triggered by this robot gets -TN
    (e.g. a Fencing vs. Force roll before the attack)."""

    successes: Count
    direction: Literal["raise", "lower"]
    mode: BonusMode = "single"
    recipients: list[Id] = msgspec.field(default_factory=list)
    attribute: TargetAttribute | None = None
    note: Text = ""


class RegainActionPoints(
    msgspec.Struct, frozen=True, kw_only=True, tag="regain_action_points", tag_field="kind", forbid_unknown_fields=True
):
    """Extended conflict: 1 Action Point per success, never above Processor + Self Awareness."""

    points: Count


class SpecialEffect(
    msgspec.Struct, frozen=True, kw_only=True, tag="special_effect", tag_field="kind", forbid_unknown_fields=True
):
    """A special effect whose price in successes the GM sets (GM only)."""

    cost: Count
    effect: Text


Spend = (
    Accomplish
    | Faster
    | RollOver
    | Restore
    | Repair
    | ClearOverridePenalty
    | LowerSave
    | RaiseSave
    | PrepareSave
    | RegainActionPoints
    | SpecialEffect
)


class SpendSuccesses(Command, frozen=True, kw_only=True, tag="rr.spend_successes"):
    """Spend a resolved test's net successes, in order; each spend becomes its own event. The first use is
    buying off a shut-down override penalty, then Accomplish Action; the rest as the player narrates."""

    example: ClassVar[dict[str, Any]] = {
        "test_id": "id-7",
        "spends": [{"kind": "accomplish", "target_id": "c2"}, {"kind": "roll_over", "successes": 2}],
    }
    test_id: Id
    spends: list[Spend]


# --- saving throws --------------------------------------------------------------------------------------


class TriggerSave(Command, frozen=True, kw_only=True, tag="rr.trigger_save"):
    """The GM calls a saving throw: the attribute that resists (its loss may land elsewhere), the weapon and
    armor for Durability saves, the attack type for knockdown, a GM modifier, a persistent (x1/2) loss."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {
        "character_id": "c2",
        "table_id": "t1",
        "attribute": "durability",
        "source_test_id": "id-7",
        "weapon": "sonic_rapier",
    }
    character_id: Id
    table_id: Id
    attribute: TargetAttribute
    loss_attribute: LossAttribute | None = None
    lighting: Lighting = "normal"
    noise: Noise = "normal"
    persistent: bool = False
    source_test_id: Id | None = None
    source_character_id: Id | None = None
    gm_modifier: Modifier = 0
    weapon: Annotated[str, msgspec.Meta(max_length=60)] | None = None
    armor: Annotated[str, msgspec.Meta(max_length=60)] | None = None
    attack: Literal["thrust", "swing"] | None = None
    effect: Text = ""


class RollSave(RollCommand, frozen=True, kw_only=True, tag="rr.roll_save"):
    """Roll a pending save (3d10): own prepared +TN modifiers may be applied, exertion spends 1 Power for +1."""

    example: ClassVar[dict[str, Any]] = {"table_id": "t1", "save_id": "id-9"}
    save_id: Id
    exertion: bool = False
    modifier_ids: list[Id] = msgspec.field(default_factory=list)


class EndPersistentLoss(Command, frozen=True, kw_only=True, tag="rr.end_persistent_loss"):
    """The cause of a persistent loss has ended: it can now be bought off with successes."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {"character_id": "c1", "attribute": "locomotion"}
    character_id: Id
    attribute: LossAttribute


class OverrideShutdown(RollCommand, frozen=True, kw_only=True, tag="rr.override_shutdown"):
    """A Spark that just totally failed a Durability Save spends 1 Power on a Self Awareness Save."""

    example: ClassVar[dict[str, Any]] = {"table_id": "t1", "character_id": "c1"}
    character_id: Id


class AttemptReactivation(RollCommand, frozen=True, kw_only=True, tag="rr.attempt_reactivation"):
    """An hour passes: a shut-down robot spends 1 Power and reactivates on 1d10 <= Durability."""

    example: ClassVar[dict[str, Any]] = {"table_id": "t1", "character_id": "c1"}
    character_id: Id


class RollShutdownMemorySave(RollCommand, frozen=True, kw_only=True, tag="rr.roll_shutdown_memory_save"):
    """A reactivated Spark's Memory Save: -2 Inspiration per failed die, total failure also -1 SA."""

    example: ClassVar[dict[str, Any]] = {"table_id": "t1", "character_id": "c1"}
    character_id: Id


class RollMemoryRestoreSave(RollCommand, frozen=True, kw_only=True, tag="rr.roll_memory_restore_save"):
    """After a lost Memory point is repaired, a second Memory Save to win the program levels back."""

    example: ClassVar[dict[str, Any]] = {"table_id": "t1", "character_id": "c1", "loss_id": "id-12"}
    character_id: Id
    loss_id: Id


class ShutDownRobot(Command, frozen=True, kw_only=True, tag="rr.shut_down_robot"):
    """The GM rules a robot shut down (ran out of Power, switched off, ...)."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {"character_id": "c1", "reason": "out of power"}
    character_id: Id
    reason: Text


class RollRoleSave(RollCommand, frozen=True, kw_only=True, tag="rr.roll_role_save"):
    """The GM enforces the robot's programming: 3d10 vs Role. With a role trait, successes cap its rating."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {"table_id": "t1", "character_id": "c1", "trait": "Jealous Lover"}
    character_id: Id
    trait: Annotated[str, msgspec.Meta(max_length=80)] | None = None


class RollSelfAwarenessSave(RollCommand, frozen=True, kw_only=True, tag="rr.roll_self_awareness_save"):
    """The player defies the robot's programming: 3d10 vs Self Awareness (failed dice cap a role trait)."""

    example: ClassVar[dict[str, Any]] = {"table_id": "t1", "character_id": "c1"}
    character_id: Id
    trait: Annotated[str, msgspec.Meta(max_length=80)] | None = None
    exertion: bool = False


# --- power ------------------------------------------------------------------------------------------------


class SpendPower(Command, frozen=True, kw_only=True, tag="rr.spend_power"):
    """Spend Power on upkeep (1 a day to 1 a week, as the GM sets) or another use."""

    example: ClassVar[dict[str, Any]] = {"character_id": "c1", "amount": 1, "reason": "upkeep"}
    character_id: Id
    amount: Count
    reason: Literal["upkeep", "other"] = "upkeep"


class RechargePower(Command, frozen=True, kw_only=True, tag="rr.recharge_power"):
    """A station (or generator) recharged the robot, up to its capacitor."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {"character_id": "c1", "amount": 3}
    character_id: Id
    amount: Count
    source: Annotated[str, msgspec.Meta(max_length=80)] = "station"


class TransferPower(Command, frozen=True, kw_only=True, tag="rr.transfer_power"):
    """Give Power to another robot; the size ratio decides how much arrives."""

    example: ClassVar[dict[str, Any]] = {"from_id": "c1", "to_id": "c2", "amount": 3}
    from_id: Id
    to_id: Id
    amount: Count


# --- inspiration and growth ------------------------------------------------------------------------------


class GainTraitInspiration(Command, frozen=True, kw_only=True, tag="rr.gain_trait_inspiration"):
    """A self-awareness trait worked against the robot (as the GM judged): +1 Inspiration, at most the
    trait's rating per session (table)."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {"character_id": "c1", "trait": "Loves the sea", "table_id": "t1"}
    character_id: Id
    trait: Annotated[str, msgspec.Meta(max_length=80)]
    table_id: Id


class AwardInspiration(Command, frozen=True, kw_only=True, tag="rr.award_inspiration"):
    """The GM awards Inspiration (drives and goals, a player handing over a fine plot hook)."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {"character_id": "c1", "amount": 1, "reason": "created more trouble"}
    character_id: Id
    amount: Count
    reason: Text = ""


class UseTraitBenefit(Command, frozen=True, kw_only=True, tag="rr.use_trait_benefit"):
    """Spend 1 Inspiration to activate a self-awareness trait for bonus dice equal to its rating."""

    example: ClassVar[dict[str, Any]] = {"character_id": "c1", "trait": "Loves the sea"}
    character_id: Id
    trait: Annotated[str, msgspec.Meta(max_length=80)]


class ProposeDramaticControl(Command, frozen=True, kw_only=True, tag="rr.propose_dramatic_control"):
    """A Spark narrates a change to the scene (or edits another Spark's narration); the GM prices it."""

    example: ClassVar[dict[str, Any]] = {"character_id": "c1", "narration": "a pile of crates stands against the wall"}
    character_id: Id
    narration: Text
    edits: Id | None = None


class PriceDramaticControl(Command, frozen=True, kw_only=True, tag="rr.price_dramatic_control"):
    """The GM prices a proposed Dramatic Control: minor 1, moderate 3, major 5, +1 stretching credibility,
    -1 for creating more trouble."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {"control_id": "id-4", "magnitude": "minor"}
    control_id: Id
    magnitude: Literal["minor", "moderate", "major"]
    stretching_credibility: bool = False
    creates_trouble: bool = False


class SettleDramaticControl(Command, frozen=True, kw_only=True, tag="rr.settle_dramatic_control"):
    """The player takes the priced Dramatic Control (paying its Inspiration) or withdraws it."""

    example: ClassVar[dict[str, Any]] = {"control_id": "id-4", "take": True}
    control_id: Id
    take: bool = True


class IncreaseProgram(RollCommand, frozen=True, kw_only=True, tag="rr.increase_program"):
    """Spend 2 Inspiration and make a Memory Save (TN Memory - new level) to raise a program one level;
    each failed die costs 2 more Inspiration (`pay_extra`: pay it if affordable)."""

    example: ClassVar[dict[str, Any]] = {"table_id": "t1", "character_id": "c1", "program": "fencing"}
    character_id: Id
    program: Annotated[str, msgspec.Meta(max_length=80)]
    pay_extra: bool = True
    modifier_ids: list[Id] = msgspec.field(default_factory=list)


class LearnProgram(RollCommand, frozen=True, kw_only=True, tag="rr.learn_program"):
    """Spend 4 Inspiration and make a Memory Save that must totally succeed to learn a program at level 0
    (the robot must have attempted it with an Inspiration Roll before)."""

    example: ClassVar[dict[str, Any]] = {"table_id": "t1", "character_id": "c1", "program": "compose"}
    character_id: Id
    program: Annotated[str, msgspec.Meta(max_length=80)]
    modifier_ids: list[Id] = msgspec.field(default_factory=list)


class ChangeTrait(Command, frozen=True, kw_only=True, tag="rr.change_trait"):
    """Buy a new self-awareness trait or raise one (1 Inspiration per existing trait), or lower one
    (3 per current rating). The GM records it after judging the in-game justification."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {"character_id": "c1", "trait": "Loves the sea", "change": "raise"}
    character_id: Id
    trait: Annotated[str, msgspec.Meta(min_length=1, max_length=80)]
    change: Literal["raise", "lower"]


class IncreaseSelfAwareness(Command, frozen=True, kw_only=True, tag="rr.increase_self_awareness"):
    """Spend Inspiration to raise Self Awareness by 1, with its consequences chosen here: which tied highest
    Core loses a level, where the free program levels (= new SA) go (1 level starts a new program at 0),
    which role trait drops 1, which self-awareness trait (existing or new) rises 1."""

    example: ClassVar[dict[str, Any]] = {
        "character_id": "c1",
        "core": "physical",
        "program_levels": {"fencing": 1},
        "role_trait": "Loyal to the Cardinal",
        "sa_trait": "Doubts the Tapestry",
    }
    character_id: Id
    core: Core | None = None
    program_levels: dict[str, Annotated[int, msgspec.Meta(ge=1, le=10)]] = msgspec.field(default_factory=dict)
    new_programs: dict[str, Core] = msgspec.field(default_factory=dict)
    role_trait: Annotated[str, msgspec.Meta(max_length=80)] | None = None
    sa_trait: Annotated[str, msgspec.Meta(min_length=1, max_length=80)]


class DiscardBonus(Command, frozen=True, kw_only=True, tag="rr.discard_bonus"):
    """The GM ends a persistent roll-over bonus or save modifier."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {"character_id": "c1", "bonus_id": "id-8"}
    character_id: Id
    bonus_id: Id


class SpendCosmeticDamage(Command, frozen=True, kw_only=True, tag="rr.spend_cosmetic_damage"):
    """The GM spends a robot's cosmetic damage like opposing successes: Difficulty on its unresolved test,
    or a lower TN on its pending save."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {"character_id": "c1", "points": 1, "test_id": "id-7"}
    character_id: Id
    points: Count
    test_id: Id | None = None
    save_id: Id | None = None


RR_COMMANDS: tuple[type[Command], ...] = (
    SetGrowthRate,
    RollDesignPoints,
    CreateCharacter,
    SparkCharacter,
    CallForTest,
    RollTest,
    TakeOnesAsInspiration,
    ResolveTest,
    SpendSuccesses,
    TriggerSave,
    RollSave,
    EndPersistentLoss,
    OverrideShutdown,
    AttemptReactivation,
    RollShutdownMemorySave,
    RollMemoryRestoreSave,
    ShutDownRobot,
    RollRoleSave,
    RollSelfAwarenessSave,
    SpendPower,
    RechargePower,
    TransferPower,
    GainTraitInspiration,
    AwardInspiration,
    UseTraitBenefit,
    ProposeDramaticControl,
    PriceDramaticControl,
    SettleDramaticControl,
    IncreaseProgram,
    LearnProgram,
    ChangeTrait,
    IncreaseSelfAwareness,
    DiscardBonus,
    SpendCosmeticDamage,
)
