"""Tasks: a percentile roll against TN 50 + Attribute + Aptitude outside the attack exchange."""

from __future__ import annotations

from domain.campaign import CampaignState, Context
from domain.d100.commands import RollTask
from domain.d100.decide import checks
from domain.d100.events import TaskRolled
from domain.d100.percentile import AVERAGE_TN, points
from domain.messages import Event
from domain.parts import Part, total


def roll_task(state: CampaignState, cmd: RollTask, ctx: Context) -> list[Event]:
    conflict = checks.conflict(state, cmd.conflict_id) if cmd.conflict_id is not None else None
    checks.table(state, cmd, conflict)
    ch = checks.character(state, cmd.character_id)
    combatant = conflict.combatants.get(cmd.character_id) if conflict else None
    parts = [Part(label="average", value=AVERAGE_TN), checks.attribute(ch, cmd.attribute, combatant)]
    if cmd.aptitude is not None:
        parts.append(checks.aptitude(ch, cmd.aptitude))
    if cmd.modifier:
        parts.append(Part(label="GM modifier", value=cmd.modifier))
    tn = total(parts)
    roll = ctx.dice.roll(1, 100)
    p = points(tn, roll.faces[0])
    return [
        TaskRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,),
            visibility=cmd.visibility,
            character_id=cmd.character_id,
            attribute=parts[1].label,
            aptitude=cmd.aptitude,
            target_parts=tuple(parts),
            target_number=tn,
            roll=roll.faces[0],
            points=p,
            success=p >= 0,
            reason=cmd.reason,
            conflict_id=cmd.conflict_id,
        )
    ]
