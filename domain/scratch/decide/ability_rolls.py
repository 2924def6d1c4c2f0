"""Called-for rolls: d20 + an ability level against a difficulty, and operating a vehicle with its operator ability."""

from __future__ import annotations

from domain.campaign import Context
from domain.parts import Part, total
from domain.scratch import rolls
from domain.scratch.abilities import OPERATOR_ABILITIES, AbilityName
from domain.scratch.commands import OperateVehicle, RollAbility
from domain.scratch.decide import checks
from domain.scratch.decide.sim import Sim
from domain.scratch.events import AbilityRolled


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


def roll_ability(sim: Sim, cmd: RollAbility, ctx: Context) -> None:
    _ability_roll(sim, ctx, cmd, cmd.ability, cmd.reason)


def operate_vehicle(sim: Sim, cmd: OperateVehicle, ctx: Context) -> None:
    _ability_roll(
        sim,
        ctx,
        cmd,
        OPERATOR_ABILITIES[cmd.vehicle],
        f"operate a {cmd.vehicle} vehicle" + (f": {cmd.reason}" if cmd.reason else ""),
    )
