"""Action Points during a conflict: what spending them costs, opposing a roll, the off hand, engagement, and Action
Points regained from successes."""

from __future__ import annotations

from typing import Any

import msgspec

from domain.campaign import CampaignState, Context
from domain.errors import InvalidCommand, NotFound, RuleViolation
from domain.messages import Event
from domain.rr.conflict import commands as c
from domain.rr.conflict.action_points import OFF_HAND_COST, OPPOSING_ROLL_COST
from domain.rr.conflict.decide.checks import not_your_turn, require_acts_for
from domain.rr.conflict.events import ActionPointsRegained, ActionPointsSpent, EngagementChanged
from domain.rr.conflict.lookup import active_conflict, ap_pool_parts, require_combatant, require_running, stats
from domain.rr.conflict.state import Combatant, Conflict
from domain.rr.state import TestRecord, TnPart


def reaction(conflict: Conflict, cb: Combatant) -> tuple[bool, int]:
    """The Perception Save verdict that holds right now: (blocked, extra Action Point penalty)."""
    if cb.reaction_step != conflict.step:
        return False, 0
    return cb.reaction_blocked, cb.reaction_penalty


def spend_parts(conflict: Conflict, cb: Combatant, base: tuple[TnPart, ...]) -> tuple[TnPart, ...]:
    blocked, penalty = reaction(conflict, cb)
    if blocked:
        raise RuleViolation(
            "cannot_react_in_time",
            "the robot totally failed its Perception Save and cannot react to this",
            conflict_id=conflict.conflict_id,
            character_id=cb.character_id,
        )
    return (*base, TnPart(source="reaction_penalty", value=penalty)) if penalty else base


def require_points(conflict: Conflict, cb: Combatant, cost: int) -> None:
    if cb.action_points < cost:
        raise RuleViolation(
            "not_enough_action_points",
            "the robot does not have the Action Points this costs",
            conflict_id=conflict.conflict_id,
            character_id=cb.character_id,
            needed=cost,
            available=cb.action_points,
        )


def spend(conflict: Conflict, cb: Combatant, purpose: Any, parts: tuple[TnPart, ...]) -> ActionPointsSpent:
    cost = sum(p.value for p in parts)
    require_points(conflict, cb, cost)
    return ActionPointsSpent(
        conflict_id=conflict.conflict_id,
        table_id=conflict.table_id,
        character_id=cb.character_id,
        purpose=purpose,
        cost=cost,
        cost_parts=parts,
        before=cb.action_points,
        after=cb.action_points - cost,
    )


def oppose_roll(state: CampaignState, cmd: c.OpposeRoll, ctx: Context) -> list[Event]:
    conflict = require_running(state, cmd.conflict_id)
    cb = require_combatant(conflict, cmd.character_id)
    require_acts_for(state, ctx, cmd.character_id)
    if conflict.acting is None:
        raise RuleViolation(
            "no_turn_in_progress",
            "an opposing roll answers a Test made during a turn",
            conflict_id=conflict.conflict_id,
        )
    if conflict.acting == cmd.character_id:
        raise RuleViolation(
            "cannot_oppose_own_action", "a robot does not oppose its own action", character_id=cmd.character_id
        )
    if cb.opposing_step == conflict.step:
        raise RuleViolation(
            "already_paid_to_oppose",
            "the robot already paid to oppose this roll",
            conflict_id=conflict.conflict_id,
            character_id=cmd.character_id,
        )
    opposed = None if cmd.test_id is None else _opposable(state, conflict, cmd)
    base = [TnPart(source="opposing_roll", value=OPPOSING_ROLL_COST)]
    if cmd.off_hand:
        base.append(TnPart(source="off_hand", value=OFF_HAND_COST))
    spent = spend(conflict, cb, "opposing_roll", spend_parts(conflict, cb, tuple(base)))
    if opposed is None:
        return [spent]
    return [
        msgspec.structs.replace(
            spent, test_id=opposed.test_id, opposed_id=opposed.character_id, program=opposed.program
        )
    ]


def _opposable(state: CampaignState, conflict: Conflict, cmd: c.OpposeRoll) -> TestRecord:
    """The test named by an opposing roll: rolled and not yet resolved, made in this conflict by another robot."""
    test: TestRecord | None = state.game.tests.get(cmd.test_id)
    if test is None:
        raise NotFound("test_not_found", "no such test to oppose", test_id=cmd.test_id)
    if test.call.conflict_id != conflict.conflict_id or test.character_id == cmd.character_id:
        raise RuleViolation(
            "not_opposable",
            "an opposing roll answers another robot's test in this conflict",
            test_id=cmd.test_id,
            conflict_id=conflict.conflict_id,
        )
    if not test.rolled or test.resolved:
        raise RuleViolation("not_opposable", "only a rolled, unresolved test can be opposed", test_id=cmd.test_id)
    return test


def use_off_hand(state: CampaignState, cmd: c.UseOffHand, ctx: Context) -> list[Event]:
    conflict = require_running(state, cmd.conflict_id)
    cb = require_combatant(conflict, cmd.character_id)
    require_acts_for(state, ctx, cmd.character_id)
    if conflict.acting != cmd.character_id:
        raise not_your_turn(conflict, cmd.character_id)
    if conflict.off_hand_used:
        raise RuleViolation("off_hand_already_used", "one off-hand action per turn", character_id=cmd.character_id)
    if conflict.rolls_noted:
        raise RuleViolation(
            "off_hand_rolls_first",
            "the off-hand Test is rolled before the turn's own roll",
            character_id=cmd.character_id,
        )
    return [spend(conflict, cb, "off_hand", (TnPart(source="off_hand", value=OFF_HAND_COST),))]


def set_engagement(state: CampaignState, cmd: c.SetEngagement, ctx: Context) -> list[Event]:
    conflict = require_running(state, cmd.conflict_id)
    require_combatant(conflict, cmd.character_id)
    return [
        EngagementChanged(
            conflict_id=conflict.conflict_id,
            table_id=conflict.table_id,
            character_id=cmd.character_id,
            engaged=cmd.engaged,
        )
    ]


def regain_action_points(
    state: CampaignState, character_id: str, amount: int, source_test_id: str | None = None
) -> ActionPointsRegained:
    """The event for `amount` successes spent on Action Points (1 each) by a robot in a running conflict.

    Refused with `not_in_conflict` outside one and `action_points_above_maximum` when the total would pass
    Processor + Self Awareness (Anthropoid Class + SA in a social conflict); never clamped.
    """
    conflict = active_conflict(state.game, character_id)
    if conflict is None or conflict.phase != "running":
        raise RuleViolation(
            "not_in_conflict", "Action Points exist only in a running extended conflict", character_id=character_id
        )
    if amount < 1:
        raise InvalidCommand("amount_must_be_positive", "spend at least one success", amount=amount)
    cb = conflict.combatants[character_id]
    parts = ap_pool_parts(conflict, stats(state, conflict, character_id))
    maximum = sum(p.value for p in parts)
    if cb.action_points + amount > maximum:
        raise RuleViolation(
            "action_points_above_maximum",
            "Action Points cannot be increased beyond Processor + Self Awareness",
            character_id=character_id,
            maximum=maximum,
            available=cb.action_points,
            requested=amount,
            room=max(0, maximum - cb.action_points),
        )
    return ActionPointsRegained(
        conflict_id=conflict.conflict_id,
        table_id=conflict.table_id,
        character_id=character_id,
        amount=amount,
        before=cb.action_points,
        after=cb.action_points + amount,
        maximum=maximum,
        maximum_parts=parts,
        source_test_id=source_test_id,
    )
