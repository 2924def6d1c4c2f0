"""Bonus actions (engaging, taking cover, any other) and healing."""

from __future__ import annotations

from typing import Literal

from domain.campaign import Context, require_controls
from domain.errors import RuleViolation
from domain.parts import Part, total
from domain.scratch import rolls
from domain.scratch.commands import Engage, Heal, TakeBonusAction, TakeCover
from domain.scratch.decide import checks
from domain.scratch.decide.combat import hit_points, take_action
from domain.scratch.decide.sim import Sim
from domain.scratch.events import HealRolled
from domain.scratch.state import Combatant, Conflict, ScratchCharacter


def _bonus(
    sim: Sim, ctx: Context, cmd: Engage | TakeCover | TakeBonusAction
) -> tuple[Conflict, Combatant, ScratchCharacter]:
    conflict, combatant, ch = checks.acting(sim, ctx, cmd.conflict_id, cmd.character_id)
    checks.bonus_action(combatant)
    return conflict, combatant, ch


def engage(sim: Sim, cmd: Engage, ctx: Context) -> None:
    conflict, combatant, ch = _bonus(sim, ctx, cmd)
    if combatant.regular_used:
        raise RuleViolation("bonus_must_precede_attack", "engage is used before a close range attack")
    take_action(sim, conflict, ch, "engage", kind="bonus")


def take_cover(sim: Sim, cmd: TakeCover, ctx: Context) -> None:
    conflict, combatant, ch = _bonus(sim, ctx, cmd)
    if combatant.regular_used:
        raise RuleViolation("bonus_must_precede_attack", "take cover is used before a long range attack")
    if not conflict.environment.cover:
        raise RuleViolation("no_cover", "there is nothing to take cover behind")
    take_action(sim, conflict, ch, "take_cover", kind="bonus")


def bonus_action(sim: Sim, cmd: TakeBonusAction, ctx: Context) -> None:
    conflict, _, ch = _bonus(sim, ctx, cmd)
    take_action(sim, conflict, ch, "bonus", kind="bonus", detail=cmd.detail)


def heal(sim: Sim, cmd: Heal, ctx: Context) -> None:
    require_controls(sim.state, ctx.actor, cmd.character_id)
    healer = checks.character(sim.game, cmd.character_id)
    target = checks.character(sim.game, cmd.target_id)
    checks.able(healer)
    if cmd.target_id == cmd.character_id:
        raise RuleViolation("cannot_heal_self", "a character cannot heal himself with healing")
    checks.ability(healer, "healing")
    fight = checks.active_conflict_of(sim.game, healer.character_id)
    target_fight = checks.active_conflict_of(sim.game, target.character_id)
    if target_fight is not None and fight is not target_fight:
        raise RuleViolation(
            "not_in_conflict", "heal a combatant from inside the same fight", target_id=target.character_id
        )
    if fight is not None:
        checks.acting(sim, ctx, fight.conflict_id, healer.character_id)
        checks.regular_action(fight.combatants[healer.character_id])
        if target.leader_id is not None:
            raise RuleViolation(
                "minion_not_healable_in_combat",
                "minions cannot be healed with healing in combat",
                target_id=target.character_id,
            )
    checks.table(sim, cmd, fight)
    state = checks.status(target)
    if state == "healthy":
        raise RuleViolation(
            "not_injured", "healing helps injured or incapacitated characters", hit_points=target.hit_points
        )
    if fight is not None:
        take_action(sim, fight, healer, "healing", (target.character_id,))
    roll = ctx.dice.roll(1, 20)
    face = roll.faces[0]
    parts = (Part(label="d20", value=face), Part(label="healing", value=healer.level("healing")))
    success = rolls.succeeds(face, total(parts), rolls.HEALING_DIFFICULTY)
    kind: Literal["revive", "heal"] = "revive" if state == "incapacitated" else "heal"
    sim.emit(
        HealRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,),
            visibility=cmd.visibility,
            character_id=healer.character_id,
            target_id=target.character_id,
            kind=kind,
            roll_parts=parts,
            total=total(parts),
            natural_20=face == rolls.NATURAL,
            difficulty=rolls.HEALING_DIFFICULTY,
            success=success,
            conflict_id=fight.conflict_id if fight else None,
        )
    )
    if success:
        after = rolls.REVIVED_HIT_POINTS if kind == "revive" else rolls.healed_hit_points(target.toughness)
        hit_points(
            sim,
            target,
            after,
            f"{'revived' if kind == 'revive' else 'healed'} by {healer.name}",
            fight.conflict_id if fight else None,
        )
