"""Attacks: basic, holding, throwing, shooting, blasting, knockouts, and the combined fighting and wrestling attacks."""

from __future__ import annotations

from domain.campaign import Context
from domain.errors import RuleViolation
from domain.scratch import rolls
from domain.scratch.commands import (
    BasicAttack,
    Blast,
    FightingAttacks,
    Hold,
    Knockout,
    Shoot,
    ThrowObject,
    WrestlingAttacks,
)
from domain.scratch.decide import checks
from domain.scratch.decide.combat import attack_roll, begin_action, from_the_air, self_delay, take_action, valid_target
from domain.scratch.decide.sim import Sim
from domain.scratch.state import ScratchCharacter


def basic_attack(sim: Sim, cmd: BasicAttack, ctx: Context) -> None:
    conflict, _, ch = begin_action(sim, ctx, cmd)
    if cmd.ability is not None:
        checks.ability(ch, cmd.ability)
    valid_target(sim, conflict, ch.character_id, cmd.target_id, "close")
    take_action(sim, conflict, ch, "basic_attack", (cmd.target_id,))
    attack_roll(sim, ctx, cmd, conflict, ch, "basic_attack", cmd.target_id, cmd.ability, "close", 1)


def hold(sim: Sim, cmd: Hold, ctx: Context) -> None:
    conflict, _, ch = begin_action(sim, ctx, cmd)
    if cmd.ability is not None:
        checks.ability(ch, cmd.ability)
    valid_target(sim, conflict, ch.character_id, cmd.target_id, "close")
    take_action(sim, conflict, ch, "hold", (cmd.target_id,))
    attack_roll(sim, ctx, cmd, conflict, ch, "hold", cmd.target_id, cmd.ability, "close", 0, delays=True)


def throw_object(sim: Sim, cmd: ThrowObject, ctx: Context) -> None:
    conflict, _, ch = begin_action(sim, ctx, cmd)
    if not conflict.environment.throwables:
        raise RuleViolation("no_throwable_object", "there is no dangerous throwable object at hand")
    aloft = from_the_air(conflict, ch, cmd.from_the_air)
    valid_target(sim, conflict, ch.character_id, cmd.target_id, "long")
    take_action(sim, conflict, ch, "throw_object", (cmd.target_id,), aloft)
    attack_roll(sim, ctx, cmd, conflict, ch, "throw_object", cmd.target_id, None, "long", 1)


def shoot(sim: Sim, cmd: Shoot, ctx: Context) -> None:
    conflict, _, ch = begin_action(sim, ctx, cmd)
    checks.ability(ch, "shooting")
    aloft = from_the_air(conflict, ch, cmd.from_the_air)
    valid_target(sim, conflict, ch.character_id, cmd.target_id, "long")
    injured = checks.status(ch) == "injured"
    take_action(sim, conflict, ch, "shooting", (cmd.target_id,), aloft)
    attack_roll(sim, ctx, cmd, conflict, ch, "shooting", cmd.target_id, "shooting", "long", 2)
    if injured:
        self_delay(sim, conflict, ch, "shooting while injured")


def blast(sim: Sim, cmd: Blast, ctx: Context) -> None:
    conflict, _, ch = begin_action(sim, ctx, cmd)
    checks.ability(ch, "blasting")
    if len(set(cmd.target_ids)) != len(cmd.target_ids):
        raise RuleViolation(
            "blast_target_twice",
            "blasting cannot attack any single target more than once a turn",
            target_ids=list(cmd.target_ids),
        )
    aloft = from_the_air(conflict, ch, cmd.from_the_air)
    for target_id in cmd.target_ids:
        valid_target(sim, conflict, ch.character_id, target_id, "long")
    injured = checks.status(ch) == "injured"
    take_action(sim, conflict, ch, "blasting", tuple(cmd.target_ids), aloft)
    for target_id in cmd.target_ids:
        attack_roll(sim, ctx, cmd, conflict, ch, "blasting", target_id, "blasting", "long", 1)
    if injured:
        self_delay(sim, conflict, ch, "blasting while injured")


def knockout(sim: Sim, cmd: Knockout, ctx: Context) -> None:
    conflict, _, ch = begin_action(sim, ctx, cmd)
    checks.ability(ch, "knockout")
    valid_target(sim, conflict, ch.character_id, cmd.target_id, "close")
    damage = 4 if checks.status(ch) == "healthy" else 2
    take_action(sim, conflict, ch, "knockout", (cmd.target_id,))
    attack_roll(sim, ctx, cmd, conflict, ch, "knockout", cmd.target_id, "knockout", "close", damage)
    self_delay(sim, conflict, ch, "knockout")


def _healthy(ch: ScratchCharacter, action: str) -> None:
    if checks.status(ch) != "healthy":
        raise RuleViolation(
            "not_healthy",
            f"only a healthy character can use {action} for two attacks as one action",
            hit_points=ch.hit_points,
            tgh_half=rolls.tgh_half(ch.toughness),
        )


def fighting_attacks(sim: Sim, cmd: FightingAttacks, ctx: Context) -> None:
    conflict, _, ch = begin_action(sim, ctx, cmd)
    checks.ability(ch, "fighting")
    _healthy(ch, "fighting")
    for target_id in cmd.target_ids:
        valid_target(sim, conflict, ch.character_id, target_id, "close")
    take_action(sim, conflict, ch, "fighting", tuple(cmd.target_ids))
    for target_id in cmd.target_ids:
        attack_roll(sim, ctx, cmd, conflict, ch, "basic_attack", target_id, "fighting", "close", 1)


def wrestling_attacks(sim: Sim, cmd: WrestlingAttacks, ctx: Context) -> None:
    conflict, _, ch = begin_action(sim, ctx, cmd)
    checks.ability(ch, "wrestling")
    _healthy(ch, "wrestling")
    if sorted(s.kind for s in cmd.strikes) != ["basic_attack", "hold"]:
        raise RuleViolation(
            "wrestling_needs_attack_and_hold",
            "wrestling gives one basic attack and one hold",
            kinds=[s.kind for s in cmd.strikes],
        )
    for strike in cmd.strikes:
        valid_target(sim, conflict, ch.character_id, strike.target_id, "close")
    take_action(sim, conflict, ch, "wrestling", tuple(s.target_id for s in cmd.strikes))
    for strike in cmd.strikes:
        if strike.kind == "hold":
            attack_roll(sim, ctx, cmd, conflict, ch, "hold", strike.target_id, "wrestling", "close", 0, delays=True)
        else:
            attack_roll(sim, ctx, cmd, conflict, ch, "basic_attack", strike.target_id, "wrestling", "close", 1)
