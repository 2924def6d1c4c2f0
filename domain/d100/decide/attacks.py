"""An attack: the attack roll with the chapter's modifiers, against a defender who then defends
(`defence.py`) or not; either way `hits.py` resolves it.

Rulings the chapter leaves open, made here and tested:
- Opposed tests compare points (TN − roll): the attack hits only when its points beat the defender's
  (a draw holds the line); the outcome is the difference. Unopposed attacks and Passive Defence hit when
  the outcome is ≥ 0, as a roll equal to the TN succeeds.
- The counter-attack applies to melee attacks under Passive Defence too: the deducted Attribute + Aptitude
  stands in for the defender's roll in the same opposed test (the chapter's own example turns −15 into −35).
- The counter-attack uses the defender's melee weapon, their Physical Strength and +1 per 10 points the
  attacker lost by; the attacker's armour and Fortitude reduce it as for any hit.
- Damage and the Health it is deducted from follow the weapon's realm (physical by default); Health does
  not go below 0 and the chapter's consequences of 0 Health are outside it.
"""

from __future__ import annotations

from domain.campaign import CampaignState, Context
from domain.d100 import modifiers as mods
from domain.d100.commands import Attack
from domain.d100.decide import checks
from domain.d100.decide.actions import _check_may_act
from domain.d100.decide.hits import check_size_rule, counter_weapon, resolve
from domain.d100.events import (
    AttackResult,
    AttackRolled,
)
from domain.d100.percentile import AVERAGE_TN, COUNTER_ATTACK_MARGIN, points
from domain.d100.sheet import DODGE
from domain.d100.state import DefenceMode
from domain.errors import InvalidCommand, NotFound, RuleViolation
from domain.messages import Event
from domain.narration import title
from domain.parts import Part, total


def attack(state: CampaignState, cmd: Attack, ctx: Context) -> list[Event]:
    conflict, combatant = checks.acting(state, ctx, cmd.conflict_id, cmd.character_id)
    checks.table(state, cmd, conflict)
    _check_may_act(combatant)
    for field, is_set in (
        ("situations", bool(cmd.situations)),
        ("distance_m", cmd.distance_m is not None),
        ("outnumbering", cmd.outnumbering is not None),
        ("modifier", cmd.modifier != 0),
        ("target_defends", not cmd.target_defends),
        ("passive_attribute", cmd.passive_attribute is not None),
        ("passive_aptitude", cmd.passive_aptitude is not None),
    ):
        checks.gm_input(ctx, field, is_set)
    attacker = checks.character(state, cmd.character_id)
    weapon = attacker.sheet.weapon(cmd.weapon)
    if cmd.target_id == cmd.character_id:
        raise RuleViolation("cannot_attack_self", "a character cannot attack themself")
    target_combatant = conflict.combatants.get(cmd.target_id)
    if target_combatant is None:
        raise NotFound("target_not_in_conflict", "the target is not in this conflict", target_id=cmd.target_id)
    target = checks.character(state, cmd.target_id)
    melee = weapon.kind == "melee"
    if combatant.moved == "charge" and not melee:
        raise RuleViolation("charge_needs_melee", "a charge ends in a melee attack", weapon=weapon.name)
    table = mods.MELEE_SITUATIONS if melee else mods.RANGED_SITUATIONS
    wrong = [s for s in cmd.situations if s not in table]
    if wrong:
        raise InvalidCommand(
            "situation_not_for_attack", f"not a {'melee' if melee else 'ranged'} modifier", situations=wrong
        )
    if len(set(cmd.situations)) != len(cmd.situations):
        raise InvalidCommand("duplicate_situation", "name each modifier once", situations=list(cmd.situations))
    if (cmd.passive_attribute or cmd.passive_aptitude) and not conflict.options.passive_defence:
        raise InvalidCommand("not_passive_defence", "this conflict does not use the Passive Defence option")

    parts = [
        Part(label="average", value=AVERAGE_TN),
        checks.attribute(attacker, "physical_agility", combatant),
        checks.aptitude(attacker, weapon.aptitude),
    ]
    damage_parts: list[Part] = []
    if melee:
        if cmd.distance_m is not None:
            raise InvalidCommand("distance_is_ranged", "range bands apply to ranged attacks")
        size = mods.melee_size(attacker.sheet.size, target.sheet.size)
        if size:
            parts.append(Part(label="size difference", value=size))
        if combatant.moved == "charge":
            parts.append(Part(label="charging", value=mods.CHARGE))
        if cmd.outnumbering is not None:
            tn_bonus, damage_bonus = mods.outnumbering(cmd.outnumbering.side, cmd.outnumbering.opposing)
            parts.append(
                Part(label=f"outnumbering {cmd.outnumbering.side} to {cmd.outnumbering.opposing}", value=tn_bonus)
            )
            damage_parts.append(Part(label="outnumbering", value=damage_bonus))
    else:
        if cmd.outnumbering is not None:
            raise InvalidCommand("outnumbering_is_melee", "outnumbering applies to melee attacks")
        if cmd.distance_m is not None:
            if weapon.range_m is None:
                raise InvalidCommand("weapon_has_no_range", "the weapon lists no range", weapon=weapon.name)
            band, value = mods.range_band(cmd.distance_m, weapon.range_m)
            parts.append(Part(label=mods.RANGE_WORDS[band], value=value))
        size = mods.ranged_size(target.sheet.size)
        if size:
            parts.append(Part(label="target size", value=size))
        if combatant.moved == "jog":
            parts.append(Part(label="jogging", value=mods.JOGGING))
        if combatant.aim_ready:
            parts.append(Part(label="aimed last round", value=mods.AIMING))
        if weapon.aptitude in attacker.sheet.learned_aptitudes and attacker.sheet.aptitude(weapon.aptitude) == 0:
            parts.append(Part(label="unskilled Learned Aptitude", value=mods.UNSKILLED_LEARNED))
    for s in cmd.situations:
        parts.append(Part(label=mods.SITUATION_WORDS[s], value=table[s]))
    if cmd.called_location is not None:
        row = "Attacking a specific hit location" if melee else "Targeting a specific hit location"
        parts.append(Part(label=f"{row}: {title(cmd.called_location)}", value=mods.CALLED_LOCATION))
    if cmd.modifier:
        parts.append(Part(label=f"GM: {cmd.modifier_reason or 'modifier'}", value=cmd.modifier))

    tn = total(parts)
    roll = ctx.dice.roll(1, 100)
    attack_points = points(tn, roll.faces[0])
    mode: DefenceMode = (
        "none" if not cmd.target_defends else "passive" if conflict.options.passive_defence else "opposed"
    )
    attack_id = ctx.new_id()
    events: list[Event] = [
        AttackRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,),
            visibility=cmd.visibility,
            conflict_id=conflict.conflict_id,
            character_id=cmd.character_id,
            target_id=cmd.target_id,
            weapon=weapon.name,
            kind=weapon.kind,
            target_parts=tuple(parts),
            target_number=tn,
            roll=roll.faces[0],
            points=attack_points,
            defence=mode,
            called_location=cmd.called_location,
            attack_id=attack_id,
            damage_parts=tuple(damage_parts),
        )
    ]
    if mode == "opposed":
        return events
    defence_parts: tuple[Part, ...] = ()
    if mode == "passive":
        aptitude = cmd.passive_aptitude or DODGE
        check_size_rule(melee, attacker.sheet.size, target.sheet.size, aptitude)
        defence_parts = (
            checks.attribute(target, cmd.passive_attribute or "physical_agility", target_combatant),
            checks.aptitude(target, aptitude),
        )
    outcome = attack_points - total(defence_parts)
    result: AttackResult = "hit" if outcome >= 0 else "miss"
    if mode == "passive" and melee and outcome <= -COUNTER_ATTACK_MARGIN:
        result = "counter_attack"
    events += resolve(
        state,
        cmd,
        ctx,
        conflict,
        attacker_id=cmd.character_id,
        target_id=cmd.target_id,
        weapon=weapon,
        mode=mode,
        attack_points=attack_points,
        defence_parts=defence_parts,
        outcome=outcome,
        result=result,
        outnumbering_damage=total(damage_parts),
        called_location=cmd.called_location,
        counter_weapon=counter_weapon(target, None) if result == "counter_attack" else None,
        attack_id=attack_id,
    )
    return events
