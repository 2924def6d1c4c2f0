"""Who is in the cast: characters within the creation limits, minions within their leader's command, and hit
points the GM sets."""

from __future__ import annotations

from domain.campaign import Context, require_controls
from domain.errors import InvalidCommand, NotFound, RuleViolation
from domain.scratch.commands import CreateCharacter, CreateMinion, SetCreationLimits, SetHitPoints
from domain.scratch.decide import checks, combat
from domain.scratch.decide.sim import Sim
from domain.scratch.events import CreationLimitsSet, ScratchCharacterCreated

MAX_MINIONS = 2


def create_character(sim: Sim, cmd: CreateCharacter, ctx: Context) -> None:
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


def create_minion(sim: Sim, cmd: CreateMinion, ctx: Context) -> None:
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


def set_limits(sim: Sim, cmd: SetCreationLimits, ctx: Context) -> None:
    sim.emit(CreationLimitsSet(cp=cmd.cp, max_level=cmd.max_level))


def set_hit_points(sim: Sim, cmd: SetHitPoints, ctx: Context) -> None:
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
