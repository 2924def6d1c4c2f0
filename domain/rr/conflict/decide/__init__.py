"""Deciding extended-conflict commands: check the rules against the current state, describe the change.

Pure: reads `CampaignState`, rolls only through `ctx.dice`, never mutates; a refused command raises a
`DomainError` named after the rule it breaks. This module routes each command to its topic: `order` (the
Turn Order from start to end, breaks included), `surprise` (ambushes), `turns`, `actions` (Action Points
spent and regained), `saves`; `checks` holds what they share.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.campaign import CampaignState, Context
from domain.errors import InvalidCommand
from domain.messages import Command, Event
from domain.rr.conflict import commands as c
from domain.rr.conflict.decide.actions import oppose_roll, set_engagement, use_off_hand
from domain.rr.conflict.decide.order import (
    add_combatant,
    begin_conflict,
    end_conflict,
    hard_break,
    remove_combatant,
    soft_break,
    start_conflict,
)
from domain.rr.conflict.decide.saves import roll_action_point_save, roll_reaction_save
from domain.rr.conflict.decide.surprise import roll_ambush, roll_surprise_save, take_ambush_ones
from domain.rr.conflict.decide.turns import decline_first_right, end_turn, pay_for_turn, start_turn


def decide_conflict(state: CampaignState, command: Command, ctx: Context) -> list[Event]:
    """The events an extended-conflict command produces; raises a DomainError when the rules refuse it."""
    decider = _DECIDERS.get(type(command))
    if decider is None:
        raise InvalidCommand("unknown_command", f"unknown command {type(command).__name__}")
    return decider(state, command, ctx)


_DECIDERS: dict[type[Command], Callable[[CampaignState, Any, Context], list[Event]]] = {
    c.StartConflict: start_conflict,
    c.RollAmbush: roll_ambush,
    c.TakeAmbushOnes: take_ambush_ones,
    c.RollSurpriseSave: roll_surprise_save,
    c.BeginConflict: begin_conflict,
    c.AddCombatant: add_combatant,
    c.RemoveCombatant: remove_combatant,
    c.StartTurn: start_turn,
    c.EndTurn: end_turn,
    c.PayForTurn: pay_for_turn,
    c.DeclineFirstRight: decline_first_right,
    c.OpposeRoll: oppose_roll,
    c.UseOffHand: use_off_hand,
    c.RollReactionSave: roll_reaction_save,
    c.RollActionPointSave: roll_action_point_save,
    c.SetEngagement: set_engagement,
    c.RerollActionPoints: soft_break,
    c.TakeHardBreak: hard_break,
    c.EndConflict: end_conflict,
}
