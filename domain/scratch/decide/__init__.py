"""Deciding Scratch commands: the dispatch from each command to its topic's decider (characters, called-for
rolls, craftsmanship, turns, attacks, movement, bonus actions). Every decider works on a `Sim` (see `sim.py`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.campaign import CampaignState, Context
from domain.errors import InvalidCommand
from domain.messages import Command, Event
from domain.scratch.commands import (
    BasicAttack,
    Blast,
    Catch,
    CreateCharacter,
    CreateMinion,
    EndConflict,
    EndTurn,
    Engage,
    Escape,
    Evade,
    FightingAttacks,
    GrantBonus,
    Heal,
    Hold,
    Knockout,
    OperateVehicle,
    RemoveBonus,
    RollAbility,
    SetCreationLimits,
    SetEnvironment,
    SetHitPoints,
    SetHurry,
    Shoot,
    StartConflict,
    TakeBonusAction,
    TakeCover,
    ThrowObject,
    WrestlingAttacks,
)
from domain.scratch.decide import ability_rolls, attacks, bonus_actions, characters, craftsmanship, movement, turns
from domain.scratch.decide.sim import Sim


def decide(state: CampaignState, command: Command, ctx: Context) -> list[Event]:
    handler = _DECIDERS.get(type(command))
    if handler is None:
        raise InvalidCommand("unknown_command", f"unknown command {type(command).__name__}")
    sim = Sim(state)
    handler(sim, command, ctx)
    return sim.events


_DECIDERS: dict[type[Command], Callable[[Sim, Any, Context], None]] = {
    CreateCharacter: characters.create_character,
    CreateMinion: characters.create_minion,
    SetCreationLimits: characters.set_limits,
    SetHitPoints: characters.set_hit_points,
    StartConflict: turns.start_conflict,
    SetEnvironment: turns.set_environment,
    EndTurn: turns.end_turn,
    EndConflict: turns.end_conflict,
    BasicAttack: attacks.basic_attack,
    Hold: attacks.hold,
    ThrowObject: attacks.throw_object,
    Shoot: attacks.shoot,
    Blast: attacks.blast,
    Knockout: attacks.knockout,
    FightingAttacks: attacks.fighting_attacks,
    WrestlingAttacks: attacks.wrestling_attacks,
    Evade: movement.evade,
    Catch: movement.catch,
    Escape: movement.escape,
    Engage: bonus_actions.engage,
    TakeCover: bonus_actions.take_cover,
    TakeBonusAction: bonus_actions.bonus_action,
    Heal: bonus_actions.heal,
    SetHurry: craftsmanship.set_hurry,
    GrantBonus: craftsmanship.grant_bonus,
    RemoveBonus: craftsmanship.remove_bonus,
    RollAbility: ability_rolls.roll_ability,
    OperateVehicle: ability_rolls.operate_vehicle,
}
