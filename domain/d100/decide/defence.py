"""The defence against a pending attack: the defender's opposed roll or Passive Defence, with a counter-attack in
melee."""

from __future__ import annotations

from domain.campaign import CampaignState, Context, require_controls
from domain.d100.commands import Defend
from domain.d100.decide import checks
from domain.d100.decide.hits import check_size_rule, counter_weapon, resolve
from domain.d100.events import AttackResult, DefenceRolled
from domain.d100.percentile import AVERAGE_TN, COUNTER_ATTACK_MARGIN, points
from domain.d100.sheet import DODGE, MELEE_ARMED, MELEE_UNARMED
from domain.errors import RuleViolation
from domain.messages import Event
from domain.parts import Part, total

PLAYER_DEFENCES = frozenset({DODGE, MELEE_UNARMED, MELEE_ARMED})


def defend(state: CampaignState, cmd: Defend, ctx: Context) -> list[Event]:
    conflict = checks.conflict(state, cmd.conflict_id)
    pending = conflict.pending
    if pending is None:
        raise RuleViolation("no_pending_attack", "there is no attack to defend against")
    if cmd.character_id != pending.target_id:
        raise RuleViolation("not_the_defender", "only the target defends", target_id=pending.target_id)
    require_controls(state, ctx.actor, cmd.character_id)
    checks.table(state, cmd, conflict)
    checks.gm_input(ctx, "attribute", cmd.attribute != "physical_agility")
    checks.gm_input(ctx, "aptitude", cmd.aptitude not in PLAYER_DEFENCES)
    checks.gm_input(ctx, "modifier", cmd.modifier != 0)
    checks.gm_input(ctx, "in_melee_range", cmd.in_melee_range)
    defender = checks.character(state, cmd.character_id)
    melee = pending.kind == "melee"
    if not melee and cmd.aptitude != DODGE and not cmd.in_melee_range:
        raise RuleViolation(
            "ranged_needs_dodge",
            "against a ranged attack only Dodge defends, unless within melee range",
            aptitude=cmd.aptitude,
        )
    check_size_rule(melee, pending.attacker_size, defender.sheet.size, cmd.aptitude)
    counter = counter_weapon(defender, cmd.counter_weapon)
    combatant = conflict.combatants[cmd.character_id]
    parts = [
        Part(label="average", value=AVERAGE_TN),
        checks.attribute(defender, cmd.attribute, combatant),
        checks.aptitude(defender, cmd.aptitude),
    ]
    if cmd.modifier:
        parts.append(Part(label="GM modifier", value=cmd.modifier))
    tn = total(parts)
    roll = ctx.dice.roll(1, 100)
    defence_points = points(tn, roll.faces[0])
    outcome = pending.attack_points - defence_points
    result: AttackResult = "hit" if outcome > 0 else "miss"
    if melee and outcome <= -COUNTER_ATTACK_MARGIN:
        result = "counter_attack"
    attacker = checks.character(state, pending.attacker_id)
    events: list[Event] = [
        DefenceRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,),
            visibility=cmd.visibility,
            conflict_id=conflict.conflict_id,
            character_id=cmd.character_id,
            target_id=pending.attacker_id,
            attribute=parts[1].label,
            aptitude=cmd.aptitude,
            target_parts=tuple(parts),
            target_number=tn,
            roll=roll.faces[0],
            points=defence_points,
        )
    ]
    events += resolve(
        state,
        cmd,
        ctx,
        conflict,
        attacker_id=pending.attacker_id,
        target_id=pending.target_id,
        weapon=attacker.sheet.weapon(pending.weapon),
        mode="opposed",
        attack_points=pending.attack_points,
        defence_parts=(Part(label="defender's points", value=defence_points),),
        outcome=outcome,
        result=result,
        outnumbering_damage=pending.outnumbering_damage,
        called_location=pending.called_location,
        counter_weapon=counter,
        attack_id=pending.attack_id,
    )
    return events
