"""An attack and its defence: the attack roll with the chapter's modifiers, the defender's opposed or passive
defence, the counter-attack, and the hit with its location and damage.

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

from domain.campaign import CampaignState, Context, require_controls
from domain.d100 import damage as dmg
from domain.d100 import modifiers as mods
from domain.d100.commands import Attack, Defend
from domain.d100.decide import checks
from domain.d100.decide.actions import _check_may_act
from domain.d100.events import (
    AttackResolved,
    AttackResult,
    AttackRolled,
    DamageDealt,
    DamageSource,
    DefenceRolled,
    HealthChanged,
    HitLocationRolled,
)
from domain.d100.percentile import AVERAGE_TN, COUNTER_ATTACK_MARGIN, hit_location, points, success_damage
from domain.d100.sheet import DODGE, MELEE_ARMED, MELEE_UNARMED, UNARMED, Location, Weapon
from domain.d100.state import Conflict, D100Character, DefenceMode
from domain.errors import InvalidCommand, NotFound, RuleViolation
from domain.messages import Event, RollCommand
from domain.parts import Part, total

PLAYER_DEFENCES = frozenset({DODGE, MELEE_UNARMED, MELEE_ARMED})


SIZE_DODGE_ONLY = 10
"""An attacker 10 or more sizes larger can only be Dodged."""


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
            parts.append(Part(label=f"range: {band}", value=value))
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
        parts.append(Part(label=s, value=table[s]))
    if cmd.called_location is not None:
        parts.append(Part(label=f"called location: {cmd.called_location}", value=mods.CALLED_LOCATION))
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
        _check_size_rule(melee, attacker.sheet.size, target.sheet.size, aptitude)
        defence_parts = (
            checks.attribute(target, cmd.passive_attribute or "physical_agility", target_combatant),
            checks.aptitude(target, aptitude),
        )
    outcome = attack_points - total(defence_parts)
    result: AttackResult = "hit" if outcome >= 0 else "miss"
    if mode == "passive" and melee and outcome <= -COUNTER_ATTACK_MARGIN:
        result = "counter_attack"
    events += _resolve(
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
        counter_weapon=_counter_weapon(target, None) if result == "counter_attack" else None,
        attack_id=attack_id,
    )
    return events


def _check_size_rule(melee: bool, attacker_size: int, defender_size: int, aptitude: str) -> None:
    if melee and attacker_size - defender_size >= SIZE_DODGE_ONLY and aptitude != DODGE:
        raise RuleViolation(
            "must_dodge_larger_attacker",
            "against a melee attacker 10 or more sizes larger only Dodge defends",
            attacker_size=attacker_size,
            defender_size=defender_size,
        )


def _counter_weapon(defender: D100Character, name: str | None) -> Weapon:
    if name is None:
        melee = defender.sheet.melee_weapons()
        return melee[0] if melee else defender.sheet.weapon(UNARMED)
    weapon = defender.sheet.weapon(name)
    if weapon.kind != "melee":
        raise RuleViolation("counter_weapon_not_melee", "a counter-attack is a melee blow", weapon=name)
    return weapon


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
    _check_size_rule(melee, pending.attacker_size, defender.sheet.size, cmd.aptitude)
    counter = _counter_weapon(defender, cmd.counter_weapon)
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
    events += _resolve(
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


def _resolve(
    state: CampaignState,
    cmd: RollCommand,
    ctx: Context,
    conflict: Conflict,
    *,
    attacker_id: str,
    target_id: str,
    weapon: Weapon,
    mode: DefenceMode,
    attack_points: int,
    defence_parts: tuple[Part, ...],
    outcome: int,
    result: AttackResult,
    outnumbering_damage: int,
    called_location: Location | None,
    counter_weapon: Weapon | None,
    attack_id: str | None = None,
) -> list[Event]:
    """The attack's outcome, then the hit (or the counter-attack): location, damage, Health."""
    bonus = success_damage(outcome if result == "hit" else -outcome if result == "counter_attack" else 0)
    events: list[Event] = [
        AttackResolved(
            conflict_id=conflict.conflict_id,
            character_id=attacker_id,
            target_id=target_id,
            defence=mode,
            attack_points=attack_points,
            defence_parts=defence_parts,
            outcome=outcome,
            result=result,
            success_damage=bonus,
            attack_id=attack_id,
        )
    ]
    if result == "hit":
        events += _hit(
            state,
            cmd,
            ctx,
            conflict,
            attacker_id,
            target_id,
            weapon,
            "attack",
            bonus,
            outnumbering_damage,
            called_location,
        )
    elif result == "counter_attack":
        assert counter_weapon is not None
        events += _hit(
            state, cmd, ctx, conflict, target_id, attacker_id, counter_weapon, "counter_attack", bonus, 0, None
        )
    return events


def _hit(
    state: CampaignState,
    cmd: RollCommand,
    ctx: Context,
    conflict: Conflict,
    striker_id: str,
    struck_id: str,
    weapon: Weapon,
    source: DamageSource,
    success_bonus: int,
    outnumbering_damage: int,
    called_location: Location | None,
) -> list[Event]:
    events: list[Event] = []
    located = True
    if called_location is not None:
        location: Location = called_location
    elif conflict.options.hit_locations:
        roll = ctx.dice.roll(1, 100)
        location = hit_location(roll.faces[0])
        events.append(
            HitLocationRolled(
                table_id=cmd.table_id,
                roller_id=ctx.actor.member_id,
                rolls=(roll,),
                visibility=cmd.visibility,
                conflict_id=conflict.conflict_id,
                character_id=struck_id,
                roll=roll.faces[0],
                location=location,
            )
        )
    else:
        location, located = "body", False
    striker = checks.character(state, striker_id)
    struck = checks.character(state, struck_id)
    breakdown = dmg.compute(
        attacker=striker.sheet,
        attacker_dream=conflict.combatants[striker_id].dream,
        weapon=weapon,
        success_bonus=success_bonus,
        outnumbering_bonus=outnumbering_damage,
        target=struck.sheet,
        target_dream=conflict.combatants[struck_id].dream,
        location=location,
        lethal=conflict.options.lethal_damage,
    )
    events.append(
        DamageDealt(
            conflict_id=conflict.conflict_id,
            character_id=striker_id,
            target_id=struck_id,
            source=source,
            weapon=weapon.name,
            location=location,
            located=located,
            realm=weapon.realm,
            dealt_parts=breakdown.dealt,
            armour_parts=breakdown.armour,
            fortitude=breakdown.fortitude,
            damage=breakdown.damage,
        )
    )
    if breakdown.damage:
        before = struck.health.get(weapon.realm)
        events.append(
            HealthChanged(
                character_id=struck_id,
                realm=weapon.realm,
                before=before,
                after=max(0, before - breakdown.damage),
                reason=f"{source} by {striker_id}",
                conflict_id=conflict.conflict_id,
            )
        )
    return events
