"""Commands of Robots & Rapiers extended conflicts.

GM-only commands are the ones whose inputs the GM judges: who is in the fight and on which side, light
and noise, head counts of unnamed extras, the mean Class at a ball, who started it (narrative start),
which attribute a save uses and its difficulty, who is still engaged, when a hard break happens. Players
act for their own robots: taking and ending turns, paying for turns, opposing, off-hand actions,
re-rolling Action Points at a soft break, rolling a surprise save the ambush triggered.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar

import msgspec

from domain.messages import Command, RollCommand
from domain.rr.conflict.state import ConflictKind, Lighting, Noise
from domain.rr.state import LossAttribute, TargetAttribute

Id = Annotated[str, msgspec.Meta(min_length=1, max_length=120)]
Side = Annotated[str, msgspec.Meta(min_length=1, max_length=60)]
Modifier = Annotated[int, msgspec.Meta(ge=-20, le=20)]
Difficulty = Annotated[int, msgspec.Meta(ge=0, le=30)]
ModifierIds = Annotated[list[Id], msgspec.Meta(max_length=20)]
"""Prepared save bonuses (`rr.spend_successes` `prepare_save` with direction raise) the saver uses."""


class CombatantEntry(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    character_id: Id
    side: Side


class StartConflict(RollCommand, frozen=True, kw_only=True, tag="rr.start_conflict"):
    """Start an extended conflict (combat, or social with `kind: social`) at a table.

    Without `ambush` the initial Turn Order (Perception, ties Locomotion, Inspiration, d10; social:
    Processor, ties Perception, Inspiration, d6) and every robot's Base Action Points are rolled at once
    and the top robot takes the first (free) turn. With `ambush` the conflict waits while the ambush and
    surprise saves are rolled; `rr.begin_conflict` then sets the order. `initiator_id` starts the fight
    narratively with that robot. `side_sizes` counts unnamed extras; `class_mean` sets a social mean.
    """

    gm_only = True
    example: ClassVar[dict[str, Any]] = {
        "table_id": "table-1",
        "kind": "physical",
        "combatants": [
            {"character_id": "alfredo", "side": "friends"},
            {"character_id": "thug-1", "side": "thugs"},
        ],
        "lighting": "dark",
    }

    kind: ConflictKind = "physical"
    combatants: Annotated[list[CombatantEntry], msgspec.Meta(min_length=1, max_length=60)]
    lighting: Lighting = "normal"
    noise: Noise = "normal"
    side_sizes: dict[Side, Annotated[int, msgspec.Meta(ge=1, le=10000)]] = msgspec.field(default_factory=dict)
    class_mean: Annotated[float, msgspec.Meta(gt=0, le=20)] | None = None
    ambush: bool = False
    initiator_id: Id | None = None


class RollAmbush(RollCommand, frozen=True, kw_only=True, tag="rr.roll_ambush"):
    """The ambushers' Test (e.g. Stealth vs. Locomotion): best program and worst attribute among them.

    Success makes every target roll a Perception Save, harder by the extra successes (halved, rounded
    down, for several targets); failure makes the ambushers save instead. `opposition`: the targets'
    opposing successes or a GM difficulty. `bonus_ids`: the ambushers' roll-over bonuses to add.
    """

    gm_only = True
    example: ClassVar[dict[str, Any]] = {
        "table_id": "table-1",
        "conflict_id": "conflict-1",
        "ambusher_ids": ["thug-1", "thug-2"],
        "target_ids": ["alfredo", "devon"],
        "program": "stealth",
        "attribute": "locomotion",
    }

    conflict_id: Id
    ambusher_ids: Annotated[list[Id], msgspec.Meta(min_length=1, max_length=60)]
    target_ids: Annotated[list[Id], msgspec.Meta(min_length=1, max_length=60)]
    program: Annotated[str, msgspec.Meta(min_length=1, max_length=80)]
    attribute: TargetAttribute
    bonus_ids: Annotated[list[Id], msgspec.Meta(max_length=20)] = msgspec.field(default_factory=list)
    opposition: Difficulty = 0


class RollSurpriseSave(RollCommand, frozen=True, kw_only=True, tag="rr.roll_surprise_save"):
    """Roll a surprise save: Perception in combat (TN lowered by the ambush), the GM's chosen attribute in
    a social conflict. Each failed die: -2 to that attribute (initial Turn Order) and -1 Action Point.

    The robot's owner may roll a save the ambush triggered; calling one without an ambush, choosing the
    attribute or adding a modifier is the GM's. `modifier_ids`: the saver's prepared save bonuses to use
    (successes set aside earlier to raise its own saves)."""

    example: ClassVar[dict[str, Any]] = {"table_id": "table-1", "conflict_id": "conflict-1", "character_id": "alfredo"}

    conflict_id: Id
    character_id: Id
    attribute: LossAttribute | None = None
    modifier: Modifier = 0
    modifier_ids: ModifierIds = msgspec.field(default_factory=list)


class TakeAmbushOnes(Command, frozen=True, kw_only=True, tag="rr.take_ambush_ones_as_inspiration"):
    """The Spark whose program led an ambush takes rolled 1s as Inspiration instead of successes (any
    Test's 1s may be), before the first surprise save it triggered is rolled: the ambush is re-judged on
    the successes left."""

    example: ClassVar[dict[str, Any]] = {"conflict_id": "conflict-1", "count": 1}

    conflict_id: Id
    count: Annotated[int, msgspec.Meta(ge=1, le=60)]


class BeginConflict(RollCommand, frozen=True, kw_only=True, tag="rr.begin_conflict"):
    """After an ambush: set the initial Turn Order (surprise losses count, ties first by save successes),
    roll Base Action Points (less surprise losses) and start the first turn."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {"table_id": "table-1", "conflict_id": "conflict-1"}

    conflict_id: Id
    initiator_id: Id | None = None


class AddCombatant(RollCommand, frozen=True, kw_only=True, tag="rr.add_combatant"):
    """A robot joins (reinforcements, or re-entering): compared from the top of the current order down and
    inserted in front of the first robot it beats; rolls its Base Action Points on the current numbers."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {
        "table_id": "table-1",
        "conflict_id": "conflict-1",
        "character_id": "edward",
        "side": "friends",
    }

    conflict_id: Id
    character_id: Id
    side: Side


class RemoveCombatant(Command, frozen=True, kw_only=True, tag="rr.remove_combatant"):
    """A robot leaves the conflict (fled, shut down, driven off); if it was acting, its turn ends."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {"conflict_id": "conflict-1", "character_id": "edward"}

    conflict_id: Id
    character_id: Id


class StartTurn(Command, frozen=True, kw_only=True, tag="rr.start_turn"):
    """Nobody paid: the robot at the top of the order takes its free turn (closes the window to pay)."""

    example: ClassVar[dict[str, Any]] = {"conflict_id": "conflict-1"}

    conflict_id: Id


class EndTurn(Command, frozen=True, kw_only=True, tag="rr.end_turn"):
    """The acting robot's turn is over: it goes to the bottom and the window to Pay for Turn opens, the
    winner of the roll just made holding the first right."""

    example: ClassVar[dict[str, Any]] = {"conflict_id": "conflict-1"}

    conflict_id: Id


class PayForTurn(Command, frozen=True, kw_only=True, tag="rr.pay_for_turn"):
    """Spend 1 Action Point to take the next turn (only after a turn). `contenders`: every robot whose
    intention to pay was announced; the one with precedence pays (the first-right holder, else the highest
    in the order) and the others keep their points. Players may name only their own robots."""

    example: ClassVar[dict[str, Any]] = {"conflict_id": "conflict-1", "contenders": ["burgiss", "alfredo"]}

    conflict_id: Id
    contenders: Annotated[list[Id], msgspec.Meta(min_length=1, max_length=60)]


class DeclineFirstRight(Command, frozen=True, kw_only=True, tag="rr.decline_first_right"):
    """The holder of the first right to Pay for Turn passes; anyone may now announce."""

    example: ClassVar[dict[str, Any]] = {"conflict_id": "conflict-1", "character_id": "charles"}

    conflict_id: Id
    character_id: Id


class OpposeRoll(Command, frozen=True, kw_only=True, tag="rr.oppose_roll"):
    """Spend 1 Action Point (2 with an off-hand weapon, plus any Perception Save penalty) to oppose the
    acting robot's Test. The Turn Order does not change. `test_id` names the roll opposed (a rolled, unresolved
    test of this conflict made by another robot); the GM then calls the opposing roll against it."""

    example: ClassVar[dict[str, Any]] = {"conflict_id": "conflict-1", "character_id": "charles", "test_id": "id-7"}

    conflict_id: Id
    character_id: Id
    test_id: Id | None = None
    off_hand: bool = False


class UseOffHand(Command, frozen=True, kw_only=True, tag="rr.use_off_hand"):
    """The acting robot spends 1 Action Point for an off-hand action this turn, rolled first; that roll
    does not decide the right to Pay for Turn."""

    example: ClassVar[dict[str, Any]] = {"conflict_id": "conflict-1", "character_id": "alfredo"}

    conflict_id: Id
    character_id: Id


class RollReactionSave(RollCommand, frozen=True, kw_only=True, tag="rr.roll_reaction_save"):
    """The GM calls for a Perception Save (or Processor / Locomotion) to see whether a robot reacts in time:
    total success reacts freely, partial failure must pay 1 Action Point per failed die to react, total
    failure cannot react."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {
        "table_id": "table-1",
        "conflict_id": "conflict-1",
        "character_id": "requin",
        "difficulty": 1,
    }

    conflict_id: Id
    character_id: Id
    attribute: TargetAttribute = "perception"
    difficulty: Difficulty = 0
    bonus: Difficulty = 0
    """TN raised by successes kept for this (e.g. an earlier Observation or Strategy roll)."""
    modifier_ids: ModifierIds = msgspec.field(default_factory=list)
    """The robot's prepared save bonuses to use (successes it set aside with `prepare_save`)."""


class RollActionPointSave(RollCommand, frozen=True, kw_only=True, tag="rr.roll_action_point_save"):
    """An Action Point Save: 3d10 against the attribute the GM picks (Locomotion, Perception, Processor,
    Anthropoid Class...), lowered by `damage` (the attacker's spent successes) and `difficulty`; each
    failed die costs 1 Action Point."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {
        "table_id": "table-1",
        "conflict_id": "conflict-1",
        "character_id": "charles",
        "attribute": "locomotion",
        "damage": 2,
    }

    conflict_id: Id
    character_id: Id
    attribute: TargetAttribute
    damage: Difficulty = 0
    difficulty: Difficulty = 0
    bonus: Difficulty = 0
    effect: Annotated[str, msgspec.Meta(max_length=500)] = ""
    modifier_ids: ModifierIds = msgspec.field(default_factory=list)
    """The saver's prepared save bonuses to use (successes it set aside with `prepare_save`)."""
    source_character_id: Id | None = None
    """The robot whose action calls for the save: successes it prepared against the saver's next save
    (`prepare_save` with direction lower) lower the TN, as for any save it triggers."""


class SetEngagement(Command, frozen=True, kw_only=True, tag="rr.set_engagement"):
    """The GM rules a robot engaged or disengaged (a disengaged robot may re-roll at a soft break)."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {"conflict_id": "conflict-1", "character_id": "devon", "engaged": False}

    conflict_id: Id
    character_id: Id
    engaged: bool


class RerollActionPoints(RollCommand, frozen=True, kw_only=True, tag="rr.reroll_action_points"):
    """Soft break: a disengaged robot uses its turn to re-roll Base Action Points on the current numbers;
    the roll replaces its current points and its place in the order stays."""

    example: ClassVar[dict[str, Any]] = {"table_id": "table-1", "conflict_id": "conflict-1", "character_id": "devon"}

    conflict_id: Id
    character_id: Id


class TakeHardBreak(RollCommand, frozen=True, kw_only=True, tag="rr.take_hard_break"):
    """Hard break: one fight is over and a new one begins. A new initial Turn Order is set and every robot
    not listed in `engaged` re-rolls Base Action Points on the current numbers."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {"table_id": "table-1", "conflict_id": "conflict-1"}

    conflict_id: Id
    engaged: Annotated[list[Id], msgspec.Meta(max_length=60)] = msgspec.field(default_factory=list)
    initiator_id: Id | None = None


class EndConflict(Command, frozen=True, kw_only=True, tag="rr.end_conflict"):
    """The conflict is over; Action Points lapse with it."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {"conflict_id": "conflict-1"}

    conflict_id: Id


CONFLICT_COMMANDS: tuple[type[Command], ...] = (
    StartConflict,
    RollAmbush,
    TakeAmbushOnes,
    RollSurpriseSave,
    BeginConflict,
    AddCombatant,
    RemoveCombatant,
    StartTurn,
    EndTurn,
    PayForTurn,
    DeclineFirstRight,
    OpposeRoll,
    UseOffHand,
    RollReactionSave,
    RollActionPointSave,
    SetEngagement,
    RerollActionPoints,
    TakeHardBreak,
    EndConflict,
)
