"""Deciding Scratch commands: characters and their creation limits, minions, called-for rolls, vehicles,
craftsmanship, and the dispatch to turns and combat. Every decider works on a `Sim` (see `sim.py`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.campaign import CampaignState, Context, require_controls
from domain.errors import InvalidCommand, NotFound, RuleViolation
from domain.messages import Command, Event
from domain.parts import Part, total
from domain.scratch import rolls
from domain.scratch.abilities import OPERATOR_ABILITIES, AbilityName
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
from domain.scratch.decide import checks, combat, turns
from domain.scratch.decide.sim import Sim
from domain.scratch.events import (
    AbilityRolled,
    BonusBlocked,
    BonusGranted,
    BonusRemoved,
    CraftRolled,
    CreationLimitsSet,
    HurrySet,
    ScratchCharacterCreated,
)

MAX_MINIONS = 2


def decide(state: CampaignState, command: Command, ctx: Context) -> list[Event]:
    handler = _DECIDERS.get(type(command))
    if handler is None:
        raise InvalidCommand("unknown_command", f"unknown command {type(command).__name__}")
    sim = Sim(state)
    handler(sim, command, ctx)
    return sim.events


# --- characters --------------------------------------------------------------------------------------------


def _create_character(sim: Sim, cmd: CreateCharacter, ctx: Context) -> None:
    checks.gm_input(ctx, "exempt", cmd.exempt)
    owner = ctx.actor.member_id
    if cmd.owner_id is not None:
        checks.gm_input(ctx, "owner_id", True)
        member = sim.state.members.get(cmd.owner_id)
        if member is None or not member.active:
            raise NotFound("member_not_found", "no such member", member_id=cmd.owner_id)
        if member.role == "observer":
            raise RuleViolation("observer_cannot_own", "observers cannot own characters", member_id=cmd.owner_id)
        owner = cmd.owner_id
    abilities = cmd.sheet.abilities
    spent = abilities.total()
    if spent < 1:
        raise InvalidCommand("no_abilities", "a character has at least one ability level")
    limits = sim.game.limits
    if not cmd.exempt:
        if spent > limits.cp:
            raise RuleViolation("cp_exceeded", "one CP per ability level", spent=spent, cp=limits.cp)
        over = {name: level for name, level in abilities.levels().items() if level > limits.max_level}
        if over:
            raise RuleViolation(
                "max_level_exceeded", "no ability above the maximum level", max_level=limits.max_level, abilities=over
            )
    sim.emit(
        ScratchCharacterCreated(
            character_id=ctx.new_id(),
            owner_id=owner,
            name=cmd.sheet.name,
            abilities=abilities,
            hit_points=abilities.toughness,
            cp_spent=spent,
            cp_budget=None if cmd.exempt else limits.cp,
            max_level=None if cmd.exempt else limits.max_level,
        )
    )


def _create_minion(sim: Sim, cmd: CreateMinion, ctx: Context) -> None:
    ref = require_controls(sim.state, ctx.actor, cmd.character_id)
    leader = checks.character(sim.game, cmd.character_id)
    command = checks.ability(leader, "command")
    if leader.leader_id is not None:
        raise RuleViolation("minion_cannot_command", "minions cannot have command ability")
    abilities = cmd.sheet.abilities
    if abilities.command:
        raise RuleViolation("minion_cannot_command", "minions cannot have command ability")
    levels = abilities.total()
    if levels < 1:
        raise InvalidCommand("no_abilities", "a minion has at least one ability level")
    if len(leader.minion_ids) >= MAX_MINIONS:
        raise RuleViolation("too_many_minions", "command provides one or two minions", minions=len(leader.minion_ids))
    used = sum(sim.game.characters[m].abilities.total() for m in leader.minion_ids)
    if used + levels > command:
        raise RuleViolation(
            "minion_levels_exceed_command",
            "the minions' total ability levels are no greater than the command level",
            command=command,
            used=used,
            requested=levels,
        )
    sim.emit(
        ScratchCharacterCreated(
            character_id=ctx.new_id(),
            owner_id=ref.owner_id,
            name=cmd.sheet.name,
            abilities=abilities,
            hit_points=abilities.toughness,
            cp_spent=levels,
            cp_budget=command - used,
            max_level=None,
            leader_id=leader.character_id,
        )
    )


def _set_limits(sim: Sim, cmd: SetCreationLimits, ctx: Context) -> None:
    sim.emit(CreationLimitsSet(cp=cmd.cp, max_level=cmd.max_level))


def _set_hit_points(sim: Sim, cmd: SetHitPoints, ctx: Context) -> None:
    ch = checks.character(sim.game, cmd.character_id)
    if cmd.hit_points > ch.toughness:
        raise InvalidCommand(
            "hit_points_above_toughness",
            "toughness is the maximum of hit points",
            hit_points=cmd.hit_points,
            toughness=ch.toughness,
        )
    fight = checks.active_conflict_of(sim.game, ch.character_id)
    combat.hit_points(sim, ch, cmd.hit_points, cmd.reason, fight.conflict_id if fight else None)


# --- called-for rolls -------------------------------------------------------------------------------------------


def _ability_roll(
    sim: Sim, ctx: Context, cmd: RollAbility | OperateVehicle, ability: AbilityName | None, reason: str
) -> None:
    ch = checks.character(sim.game, cmd.character_id)
    checks.able(ch)
    fight = checks.active_conflict_of(sim.game, ch.character_id)
    checks.table(sim, cmd, fight)
    if ability is not None:
        checks.ability(ch, ability)
    roll = ctx.dice.roll(1, 20)
    face = roll.faces[0]
    parts = [Part(label="d20", value=face)]
    if ability is not None:
        parts.append(Part(label=ability, value=ch.level(ability)))
    sim.emit(
        AbilityRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,),
            visibility=cmd.visibility,
            character_id=ch.character_id,
            ability=ability,
            roll_parts=tuple(parts),
            total=total(parts),
            natural_20=face == rolls.NATURAL,
            difficulty=cmd.difficulty,
            success=rolls.succeeds(face, total(parts), cmd.difficulty),
            reason=reason,
            conflict_id=fight.conflict_id if fight else None,
        )
    )


def _roll_ability(sim: Sim, cmd: RollAbility, ctx: Context) -> None:
    _ability_roll(sim, ctx, cmd, cmd.ability, cmd.reason)


def _operate_vehicle(sim: Sim, cmd: OperateVehicle, ctx: Context) -> None:
    _ability_roll(
        sim,
        ctx,
        cmd,
        OPERATOR_ABILITIES[cmd.vehicle],
        f"operate a {cmd.vehicle} vehicle" + (f": {cmd.reason}" if cmd.reason else ""),
    )


# --- craftsmanship ------------------------------------------------------------------------------------------------


def _not_in_combat(sim: Sim, *character_ids: str) -> None:
    for cid in character_ids:
        fight = checks.active_conflict_of(sim.game, cid)
        if fight is not None:
            raise RuleViolation(
                "no_crafting_in_combat",
                "bonuses cannot be added or removed in combat",
                character_id=cid,
                conflict_id=fight.conflict_id,
            )


def _set_hurry(sim: Sim, cmd: SetHurry, ctx: Context) -> None:
    sim.emit(HurrySet(in_hurry=cmd.in_hurry))


def _grant_bonus(sim: Sim, cmd: GrantBonus, ctx: Context) -> None:
    require_controls(sim.state, ctx.actor, cmd.character_id)
    checks.gm_input(ctx, "difficulty", cmd.difficulty != rolls.HURRIED_CRAFT_DIFFICULTY)
    crafter = checks.character(sim.game, cmd.character_id)
    target = checks.character(sim.game, cmd.target_id)
    checks.able(crafter)
    craft = checks.ability(crafter, "craftsmanship")
    if target.character_id == crafter.character_id:
        raise RuleViolation("companion_only", "craftsmanship bonuses go to a traveling companion")
    _not_in_combat(sim, crafter.character_id, target.character_id)
    if target.abilities.get(cmd.ability) < 1:
        raise RuleViolation(
            "ability_missing", "the bonus goes to an ability already at level 1 or more", ability=cmd.ability
        )
    if cmd.ability in target.bonuses:
        raise RuleViolation(
            "already_has_bonus",
            "an ability takes one temporary bonus",
            ability=cmd.ability,
            crafter_id=target.bonuses[cmd.ability],
        )
    used = len(crafter.granted) + crafter.blocked_grants
    if used >= craft:
        raise RuleViolation(
            "no_bonus_left",
            "one bonus per craftsmanship level",
            craftsmanship=craft,
            granted=len(crafter.granted),
            blocked=crafter.blocked_grants,
        )
    if sim.game.in_hurry:
        checks.table(sim, cmd, None)
        roll = ctx.dice.roll(1, 20)
        face = roll.faces[0]
        parts = (Part(label="d20", value=face), Part(label="craftsmanship", value=craft))
        success = rolls.succeeds(face, total(parts), cmd.difficulty)
        sim.emit(
            CraftRolled(
                table_id=cmd.table_id,
                roller_id=ctx.actor.member_id,
                rolls=(roll,),
                visibility=cmd.visibility,
                character_id=crafter.character_id,
                target_id=target.character_id,
                ability=cmd.ability,
                roll_parts=parts,
                total=total(parts),
                natural_20=face == rolls.NATURAL,
                difficulty=cmd.difficulty,
                success=success,
            )
        )
        if not success:
            sim.emit(
                BonusBlocked(crafter_id=crafter.character_id, character_id=target.character_id, ability=cmd.ability)
            )
            return
    sim.emit(BonusGranted(crafter_id=crafter.character_id, character_id=target.character_id, ability=cmd.ability))
    if cmd.ability == "toughness":
        # Judgement: a toughness bonus raises maximum hit points; the current ones rise with it, so the bonus
        # never turns a healthy character injured by moving tgh/2.
        combat.hit_points(sim, target, target.hit_points + 1, f"toughness bonus from {crafter.name}", None)


def _remove_bonus(sim: Sim, cmd: RemoveBonus, ctx: Context) -> None:
    require_controls(sim.state, ctx.actor, cmd.character_id)
    target = checks.character(sim.game, cmd.target_id)
    if target.bonuses.get(cmd.ability) != cmd.character_id:
        raise NotFound(
            "bonus_not_found", "this crafter gave no such bonus", ability=cmd.ability, target_id=cmd.target_id
        )
    _not_in_combat(sim, cmd.character_id, cmd.target_id)
    sim.emit(
        BonusRemoved(
            crafter_id=cmd.character_id, character_id=target.character_id, ability=cmd.ability, reason=cmd.reason
        )
    )
    if cmd.ability == "toughness" and target.hit_points > target.toughness:
        combat.hit_points(sim, target, target.toughness, "toughness bonus removed", None)


_DECIDERS: dict[type[Command], Callable[[Sim, Any, Context], None]] = {
    CreateCharacter: _create_character,
    CreateMinion: _create_minion,
    SetCreationLimits: _set_limits,
    SetHitPoints: _set_hit_points,
    StartConflict: turns.start_conflict,
    SetEnvironment: turns.set_environment,
    EndTurn: turns.end_turn,
    EndConflict: turns.end_conflict,
    BasicAttack: combat.basic_attack,
    Hold: combat.hold,
    ThrowObject: combat.throw_object,
    Shoot: combat.shoot,
    Blast: combat.blast,
    Knockout: combat.knockout,
    FightingAttacks: combat.fighting_attacks,
    WrestlingAttacks: combat.wrestling_attacks,
    Evade: combat.evade,
    Catch: combat.catch,
    Escape: combat.escape,
    Engage: combat.engage,
    TakeCover: combat.take_cover,
    TakeBonusAction: combat.bonus_action,
    Heal: combat.heal,
    SetHurry: _set_hurry,
    GrantBonus: _grant_bonus,
    RemoveBonus: _remove_bonus,
    RollAbility: _roll_ability,
    OperateVehicle: _operate_vehicle,
}
