"""Events of Robots & Rapiers extended conflicts: past-tense facts, each carrying what an audit needs.

Every roll is a `RollEvent` with its dice in `rolls`; every Action Point change says who, how much, the
balance before and after, and why; every Turn Order change carries the order before and after.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.messages import Event, RollEvent
from domain.rr.conflict.state import ConflictKind, Lighting, Noise
from domain.rr.conflict.turn_order import Comparison, OrderKey, RollOff
from domain.rr.saving_throw import Outcome
from domain.rr.state import TnPart

BaseReason = Literal["conflict_start", "joined", "soft_break", "hard_break"]
SpendPurpose = Literal["pay_for_turn", "opposing_roll", "off_hand"]


class Participant(msgspec.Struct, frozen=True, kw_only=True):
    character_id: str
    side: str


class ConflictStarted(Event, frozen=True, kw_only=True, tag="rr.conflict_started"):
    """The GM opened an extended conflict. `ambush`: surprise is resolved before the Turn Order."""

    conflict_id: str
    table_id: str
    kind: ConflictKind
    lighting: Lighting
    noise: Noise
    combatants: tuple[Participant, ...]
    side_sizes: dict[str, int] = msgspec.field(default_factory=dict)
    class_mean: str | None = None
    ambush: bool = False


class AmbushRolled(RollEvent, frozen=True, kw_only=True, tag="rr.ambush_rolled"):
    """The ambushers' group Test: best program, worst attribute, and who must now save.

    `pool_parts`: the program and core levels of `program_holder` plus roll-over bonus dice.
    `save_tn_modifier`: the change to each saver's Perception Save TN (negative = harder).
    """

    conflict_id: str
    ambusher_ids: tuple[str, ...]
    target_ids: tuple[str, ...]
    program: str
    program_holder: str
    pool: int
    pool_parts: tuple[TnPart, ...]
    bonus_ids: tuple[str, ...] = ()
    attribute: str
    attribute_holder: str
    tn: int
    successes: int
    opposition: int
    net: int
    succeeded: bool
    savers: tuple[str, ...]
    save_tn_modifier: int
    ones: int = 0
    """1s among the successes that `program_holder` may take as Inspiration instead (a Spark only): the
    ambush roll is a Test, and "any 1s rolled during any Test" are potential Inspiration."""


class AmbushOnesTaken(Event, frozen=True, kw_only=True, tag="rr.ambush_ones_taken"):
    """The Spark whose program led the ambush took rolled 1s as Inspiration instead of successes, before
    any surprise save was rolled; the ambush's outcome is re-judged on the successes left (`savers_before`
    no longer owe the save they owed, `savers` now owe one at `save_tn_modifier`)."""

    conflict_id: str
    table_id: str
    character_id: str
    count: int
    successes_before: int
    successes_after: int
    opposition: int
    net: int
    succeeded: bool
    savers_before: tuple[str, ...]
    savers: tuple[str, ...]
    save_tn_modifier: int
    inspiration_before: int
    inspiration_after: int


class SurpriseSaveRolled(RollEvent, frozen=True, kw_only=True, tag="rr.surprise_save_rolled"):
    """A surprise save (Perception, or the GM's stand-in for an Etiquette Save in a social conflict).

    Each failed die costs `SURPRISE_LOSS_PER_DIE` points of `attribute` and 1 Action Point (2 under the
    `surprise_action_points` ruling): `action_point_loss`."""

    conflict_id: str
    character_id: str
    attribute: str
    tn: int
    tn_parts: tuple[TnPart, ...]
    successes: int
    failed: int
    outcome: Outcome
    automatic: bool
    attribute_loss: int
    action_point_loss: int
    modifiers_used: tuple[str, ...] = ()
    """The saver's prepared save bonuses (successes set aside to raise its own save) that this save used;
    each is also a `save bonus <id>` TN part. Single-use ones are consumed."""


class TurnOrderEstablished(RollEvent, frozen=True, kw_only=True, tag="rr.turn_order_established"):
    """A new initial Turn Order (conflict start or hard break): each robot's key, the roll-offs, the result.

    `basis`: "perception" (combat: ties by Locomotion, Inspiration, d10) or "processor" (social: ties by
    Perception, Inspiration, d6). `surprise`: surprise-save successes were the first tie-breaker."""

    conflict_id: str
    reason: Literal["conflict_start", "hard_break"]
    basis: Literal["perception", "processor"]
    surprise: bool
    keys: tuple[OrderKey, ...]
    roll_offs: tuple[RollOff, ...] = ()
    order: tuple[str, ...]


class TurnOrderRotated(Event, frozen=True, kw_only=True, tag="rr.turn_order_rotated"):
    """Narrative start: robots cycled from the top to the bottom until the initiator was at the top."""

    conflict_id: str
    table_id: str | None = None
    """The conflict's table (None in events stored before conflict events named it)."""
    character_id: str
    before: tuple[str, ...]
    after: tuple[str, ...]


class BaseActionPointsRolled(RollEvent, frozen=True, kw_only=True, tag="rr.base_action_points_rolled"):
    """A Base Action Point roll; the new total replaces whatever the robot had (`before`)."""

    conflict_id: str
    character_id: str
    reason: BaseReason
    pool: int
    pool_parts: tuple[TnPart, ...]
    tn: int
    tn_basis: tuple[TnPart, ...]
    """Combat: the own_side and opponents head counts. Social: the robot's anthropoid_class."""
    class_mean: str | None = None
    """Social: the mean Anthropoid Class compared against, as an exact fraction ("11/2")."""
    successes: int
    rolled: int
    maximum: int
    capped: int
    surprise_loss: int
    before: int
    action_points: int


class CombatantJoined(RollEvent, frozen=True, kw_only=True, tag="rr.combatant_joined"):
    """A robot joined: compared down the current order and inserted in front of the first it beats.

    `position` is None while the conflict is still resolving an ambush (no order yet)."""

    conflict_id: str
    character_id: str
    side: str
    key: OrderKey | None = None
    comparisons: tuple[Comparison, ...] = ()
    roll_offs: tuple[RollOff, ...] = ()
    position: int | None = None
    before: tuple[str, ...] = ()
    after: tuple[str, ...] = ()


class CombatantLeft(Event, frozen=True, kw_only=True, tag="rr.combatant_left"):
    conflict_id: str
    table_id: str | None = None
    """The conflict's table (None in events stored before conflict events named it)."""
    character_id: str
    before: tuple[str, ...]
    after: tuple[str, ...]
    was_acting: bool


class TurnStarted(Event, frozen=True, kw_only=True, tag="rr.turn_started"):
    """The robot at the top of the order takes its turn: free (its place came up) or paid (bought)."""

    conflict_id: str
    table_id: str | None = None
    """The conflict's table (None in events stored before conflict events named it)."""
    character_id: str
    paid: bool
    turn_number: int


class TurnEnded(Event, frozen=True, kw_only=True, tag="rr.turn_ended"):
    """The acting robot finished and went to the bottom; the window to Pay for Turn opened.

    `first_right`: who may buy the next turn first — the acting robot if it won its roll (or rolled at
    least one success unopposed), the defender if the defender won; None when nobody won."""

    conflict_id: str
    table_id: str | None = None
    """The conflict's table (None in events stored before conflict events named it)."""
    character_id: str
    paid: bool
    before: tuple[str, ...]
    after: tuple[str, ...]
    winner: str | None
    winner_successes: int
    first_right: str | None
    first_right_reason: Literal["won_roll", "defender_won"] | None


class FirstRightDeclined(Event, frozen=True, kw_only=True, tag="rr.first_right_declined"):
    conflict_id: str
    table_id: str | None = None
    """The conflict's table (None in events stored before conflict events named it)."""
    character_id: str


class ActionPointsSpent(Event, frozen=True, kw_only=True, tag="rr.action_points_spent"):
    """Action Points spent: on a turn, an opposing roll, or an off-hand action; `cost_parts` says why
    the cost is what it is (base cost, off-hand extra, the Perception Save penalty to react in time)."""

    conflict_id: str
    table_id: str | None = None
    """The conflict's table (None in events stored before conflict events named it)."""
    character_id: str
    purpose: SpendPurpose
    cost: int
    cost_parts: tuple[TnPart, ...]
    before: int
    after: int
    test_id: str | None = None
    """An opposing roll: the test it opposes, when named."""
    opposed_id: str | None = None
    """An opposing roll: the robot whose test it opposes, when named."""
    program: str | None = None
    """An opposing roll: the program of the test it opposes, when named."""


class TurnPurchased(Event, frozen=True, kw_only=True, tag="rr.turn_purchased"):
    """A robot paid for the next turn and jumped to the top; the other contenders kept their points.

    `precedence`: "first_right" (it held the first right) or "highest_in_order" (highest of the
    contenders in the order as it stood after the last turn ended)."""

    conflict_id: str
    table_id: str | None = None
    """The conflict's table (None in events stored before conflict events named it)."""
    character_id: str
    contenders: tuple[str, ...]
    precedence: Literal["first_right", "highest_in_order"]
    first_right: str | None
    before: tuple[str, ...]
    after: tuple[str, ...]


class ActionPointsRegained(Event, frozen=True, kw_only=True, tag="rr.action_points_regained"):
    """Successes spent on Action Points, 1 each, never above the maximum (`maximum_parts` shows it)."""

    conflict_id: str
    table_id: str | None = None
    """The conflict's table (None in events stored before conflict events named it)."""
    character_id: str
    amount: int
    before: int
    after: int
    maximum: int
    maximum_parts: tuple[TnPart, ...]
    source_test_id: str | None = None


class ReactionSaveRolled(RollEvent, frozen=True, kw_only=True, tag="rr.reaction_save_rolled"):
    """A Perception (or Processor / Locomotion) Save to react in time.

    No effect: reacts freely. Partial: may react by paying `penalty` extra Action Points. Total failure:
    cannot react (`blocked`). The verdict holds until the current turn starts or ends."""

    conflict_id: str
    character_id: str
    attribute: str
    tn: int
    tn_parts: tuple[TnPart, ...]
    successes: int
    failed: int
    outcome: Outcome
    automatic: bool
    penalty: int
    blocked: bool
    modifiers_used: tuple[str, ...] = ()
    """Prepared save bonuses used (TN parts `save bonus <id>`); single-use ones are consumed."""


class ActionPointSaveRolled(RollEvent, frozen=True, kw_only=True, tag="rr.action_point_save_rolled"):
    """An Action Point Save: rolled against an attribute, losses (1 per failed die) taken from Action
    Points, never below 0 (`failed` is the dice, `lost` what came off)."""

    conflict_id: str
    character_id: str
    attribute: str
    tn: int
    tn_parts: tuple[TnPart, ...]
    successes: int
    failed: int
    outcome: Outcome
    automatic: bool
    lost: int
    before: int
    after: int
    effect: str = ""
    modifiers_used: tuple[str, ...] = ()
    """The saver's own prepared save bonuses used (TN parts `save bonus <id>`); single-use ones consumed."""
    source_character_id: str | None = None
    """Whose action called for the save: its prepared successes against the saver (TN parts `prepared
    successes <id>`) are used too and listed in `prepared_used`."""
    prepared_used: tuple[str, ...] = ()


class SurpriseRecovered(Event, frozen=True, kw_only=True, tag="rr.surprise_recovered"):
    """Special Surprise Recovery: a bought turn ended, so a surprised robot regained 1 point."""

    conflict_id: str
    table_id: str | None = None
    """The conflict's table (None in events stored before conflict events named it)."""
    character_id: str
    attribute: str
    points: int
    remaining: int
    paid_turn_by: str


class EngagementChanged(Event, frozen=True, kw_only=True, tag="rr.engagement_changed"):
    conflict_id: str
    table_id: str | None = None
    """The conflict's table (None in events stored before conflict events named it)."""
    character_id: str
    engaged: bool


class HardBreakTaken(Event, frozen=True, kw_only=True, tag="rr.hard_break_taken"):
    """The GM ruled a hard break: a new initial Turn Order follows, and every disengaged robot re-rolls."""

    conflict_id: str
    table_id: str | None = None
    """The conflict's table (None in events stored before conflict events named it)."""
    engaged: tuple[str, ...]


class ConflictEnded(Event, frozen=True, kw_only=True, tag="rr.conflict_ended"):
    conflict_id: str
    table_id: str | None = None
    """The conflict's table (None in events stored before conflict events named it)."""


CONFLICT_EVENTS: tuple[type[Event], ...] = (
    ConflictStarted,
    AmbushRolled,
    AmbushOnesTaken,
    SurpriseSaveRolled,
    TurnOrderEstablished,
    TurnOrderRotated,
    BaseActionPointsRolled,
    CombatantJoined,
    CombatantLeft,
    TurnStarted,
    TurnEnded,
    FirstRightDeclined,
    ActionPointsSpent,
    TurnPurchased,
    ActionPointsRegained,
    ReactionSaveRolled,
    ActionPointSaveRolled,
    SurpriseRecovered,
    EngagementChanged,
    HardBreakTaken,
    ConflictEnded,
)
