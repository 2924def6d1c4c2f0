"""Deciding d100 commands: pure functions from (state, command, context) to events.

Each topic has its module (characters, conflicts, actions, attacks, defence, tasks); `hits` resolves an attack
and `checks` holds what they all share.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.campaign import CampaignState, Context
from domain.d100.commands import (
    AdjustHealth,
    Aim,
    Attack,
    CreateCharacter,
    Defend,
    EndConflict,
    EndTurn,
    Move,
    RemoveCombatant,
    RollTask,
    StartConflict,
    TakeFreeAction,
)
from domain.d100.decide import actions, attacks, characters, conflicts, defence, tasks
from domain.errors import InvalidCommand
from domain.messages import Command, Event


def decide(state: CampaignState, command: Command, ctx: Context) -> list[Event]:
    handler = _DECIDERS.get(type(command))
    if handler is None:
        raise InvalidCommand("unknown_command", f"unknown command {type(command).__name__}")
    return handler(state, command, ctx)


_DECIDERS: dict[type[Command], Callable[[CampaignState, Any, Context], list[Event]]] = {
    CreateCharacter: characters.create_character,
    AdjustHealth: characters.adjust_health,
    StartConflict: conflicts.start_conflict,
    EndTurn: conflicts.end_turn,
    RemoveCombatant: conflicts.remove_combatant,
    EndConflict: conflicts.end_conflict,
    Move: actions.move,
    TakeFreeAction: actions.free_action,
    Aim: actions.aim,
    Attack: attacks.attack,
    Defend: defence.defend,
    RollTask: tasks.roll_task,
}
