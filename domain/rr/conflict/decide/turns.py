"""Turns: starting and ending one, paying Action Points for a turn out of order, declining the first right."""

from __future__ import annotations

from typing import Literal

from domain.campaign import CampaignState, Context
from domain.errors import InvalidCommand, RuleViolation
from domain.messages import Event
from domain.rr.conflict import commands as c
from domain.rr.conflict.action_points import PAY_FOR_TURN_COST
from domain.rr.conflict.decide.actions import reaction, require_points, spend, spend_parts
from domain.rr.conflict.decide.checks import controls, not_your_turn, require_acts_for
from domain.rr.conflict.events import FirstRightDeclined, SurpriseRecovered, TurnEnded, TurnPurchased, TurnStarted
from domain.rr.conflict.lookup import outstanding, require_combatant, require_running
from domain.rr.conflict.state import Conflict
from domain.rr.conflict.turn_order import move_to_bottom, move_to_top
from domain.rr.state import TnPart


def start_turn(state: CampaignState, cmd: c.StartTurn, ctx: Context) -> list[Event]:
    conflict = require_running(state, cmd.conflict_id)
    if conflict.acting is not None:
        raise RuleViolation(
            "turn_in_progress",
            "a turn is in progress; end it first",
            conflict_id=conflict.conflict_id,
            acting=conflict.acting,
        )
    if not conflict.order:
        raise RuleViolation("no_combatants", "nobody is left in the Turn Order", conflict_id=conflict.conflict_id)
    top = conflict.order[0]
    if not controls(state, ctx, top):
        raise not_your_turn(conflict, top)
    return [
        TurnStarted(
            conflict_id=conflict.conflict_id,
            table_id=conflict.table_id,
            character_id=top,
            paid=False,
            turn_number=conflict.turns_taken + 1,
        )
    ]


def end_turn(state: CampaignState, cmd: c.EndTurn, ctx: Context) -> list[Event]:
    conflict = require_running(state, cmd.conflict_id)
    acting = conflict.acting
    if acting is None:
        raise RuleViolation("no_turn_in_progress", "no turn is in progress", conflict_id=conflict.conflict_id)
    if not controls(state, ctx, acting):
        raise not_your_turn(conflict, acting)
    return turn_ended(state, conflict)


def turn_ended(state: CampaignState, conflict: Conflict) -> list[Event]:
    """The acting robot goes to the bottom; the winner of the roll just made gets the first right; a bought
    turn's end lets every surprised robot recover 1 point (Special Surprise Recovery)."""
    acting = conflict.acting
    assert acting is not None
    winner = conflict.winner if conflict.winner in conflict.combatants else None
    reason: Literal["won_roll", "defender_won"] | None = (
        None if winner is None else ("won_roll" if winner == acting else "defender_won")
    )
    events: list[Event] = [
        TurnEnded(
            conflict_id=conflict.conflict_id,
            table_id=conflict.table_id,
            character_id=acting,
            paid=conflict.turn_paid,
            before=tuple(conflict.order),
            after=tuple(move_to_bottom(conflict.order, acting)),
            winner=winner,
            winner_successes=conflict.winner_successes if winner else 0,
            first_right=winner,
            first_right_reason=reason,
        )
    ]
    if conflict.turn_paid:
        for cid, cb in conflict.combatants.items():
            left = outstanding(cb, state.game.characters.get(cid))
            if left > 0 and cb.surprise_attribute is not None:
                events.append(
                    SurpriseRecovered(
                        conflict_id=conflict.conflict_id,
                        table_id=conflict.table_id,
                        character_id=cid,
                        attribute=cb.surprise_attribute,
                        points=1,
                        remaining=left - 1,
                        paid_turn_by=acting,
                    )
                )
    return events


def pay_for_turn(state: CampaignState, cmd: c.PayForTurn, ctx: Context) -> list[Event]:
    conflict = require_running(state, cmd.conflict_id)
    if not conflict.window_open:
        raise RuleViolation(
            "pay_for_turn_only_after_a_turn",
            "a turn can be bought only after a turn is over and before the next begins",
            conflict_id=conflict.conflict_id,
            acting=conflict.acting,
        )
    if len(set(cmd.contenders)) != len(cmd.contenders):
        raise InvalidCommand("duplicate_contender", "each robot announces once", contenders=cmd.contenders)
    combatants = [require_combatant(conflict, cid) for cid in cmd.contenders]
    if not ctx.actor.is_gm:
        for cb in combatants:
            require_acts_for(state, ctx, cb.character_id)
    costs: dict[str, tuple[TnPart, ...]] = {}
    for cb in combatants:
        if outstanding(cb, state.game.characters.get(cb.character_id)) > 0:
            raise RuleViolation(
                "cannot_buy_turn_while_surprised",
                "a surprised robot may not Pay for Turn until its surprise loss is bought off",
                conflict_id=conflict.conflict_id,
                character_id=cb.character_id,
                surprise_loss=outstanding(cb, state.game.characters.get(cb.character_id)),
            )
        parts = spend_parts(conflict, cb, (TnPart(source="pay_for_turn", value=PAY_FOR_TURN_COST),))
        require_points(conflict, cb, sum(p.value for p in parts))
        costs[cb.character_id] = parts
    holder = conflict.first_right
    precedence: Literal["first_right", "highest_in_order"]
    if holder is not None and holder in cmd.contenders:
        payer, precedence = holder, "first_right"
    else:
        if holder is not None and not ctx.actor.is_gm and _may_pay(state, conflict, holder):
            raise RuleViolation(
                "first_right_pending",
                "the winner of the last roll has the first right to Pay for Turn; wait until it pays or passes",
                conflict_id=conflict.conflict_id,
                first_right=holder,
            )
        payer = min(cmd.contenders, key=conflict.order.index)
        precedence = "highest_in_order"
    cb = conflict.combatants[payer]
    spent = spend(conflict, cb, "pay_for_turn", costs[payer])
    after = move_to_top(conflict.order, payer)
    return [
        spent,
        TurnPurchased(
            conflict_id=conflict.conflict_id,
            table_id=conflict.table_id,
            character_id=payer,
            contenders=tuple(cmd.contenders),
            precedence=precedence,
            first_right=holder,
            before=tuple(conflict.order),
            after=tuple(after),
        ),
        TurnStarted(
            conflict_id=conflict.conflict_id,
            table_id=conflict.table_id,
            character_id=payer,
            paid=True,
            turn_number=conflict.turns_taken + 1,
        ),
    ]


def _may_pay(state: CampaignState, conflict: Conflict, character_id: str) -> bool:
    """Whether the first-right holder could pay at all (if not, its right does not hold others back)."""
    cb = conflict.combatants.get(character_id)
    if cb is None or outstanding(cb, state.game.characters.get(character_id)) > 0:
        return False
    blocked, penalty = reaction(conflict, cb)
    return not blocked and cb.action_points >= PAY_FOR_TURN_COST + penalty


def decline_first_right(state: CampaignState, cmd: c.DeclineFirstRight, ctx: Context) -> list[Event]:
    conflict = require_running(state, cmd.conflict_id)
    if not conflict.window_open or conflict.first_right != cmd.character_id:
        raise RuleViolation(
            "no_first_right",
            "this robot holds no first right to Pay for Turn now",
            conflict_id=conflict.conflict_id,
            character_id=cmd.character_id,
            first_right=conflict.first_right if conflict.window_open else None,
        )
    require_acts_for(state, ctx, cmd.character_id)
    return [
        FirstRightDeclined(conflict_id=conflict.conflict_id, table_id=conflict.table_id, character_id=cmd.character_id)
    ]
