"""Resolving an attack, opposed or not: the outcome, the counter-attack, and a hit's location and damage."""

from __future__ import annotations

from domain.campaign import CampaignState, Context
from domain.d100 import damage as dmg
from domain.d100.decide import checks
from domain.d100.events import AttackResolved, AttackResult, DamageDealt, DamageSource, HealthChanged, HitLocationRolled
from domain.d100.percentile import hit_location, success_damage
from domain.d100.sheet import DODGE, UNARMED, Location, Weapon
from domain.d100.state import Conflict, D100Character, DefenceMode
from domain.errors import RuleViolation
from domain.messages import Event, RollCommand
from domain.parts import Part

SIZE_DODGE_ONLY = 10
"""An attacker 10 or more sizes larger can only be Dodged."""


def check_size_rule(melee: bool, attacker_size: int, defender_size: int, aptitude: str) -> None:
    if melee and attacker_size - defender_size >= SIZE_DODGE_ONLY and aptitude != DODGE:
        raise RuleViolation(
            "must_dodge_larger_attacker",
            "against a melee attacker 10 or more sizes larger only Dodge defends",
            attacker_size=attacker_size,
            defender_size=defender_size,
        )


def counter_weapon(defender: D100Character, name: str | None) -> Weapon:
    if name is None:
        melee = defender.sheet.melee_weapons()
        return melee[0] if melee else defender.sheet.weapon(UNARMED)
    weapon = defender.sheet.weapon(name)
    if weapon.kind != "melee":
        raise RuleViolation("counter_weapon_not_melee", "a counter-attack is a melee blow", weapon=name)
    return weapon


def resolve(
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
        events += hit(
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
        events += hit(
            state, cmd, ctx, conflict, target_id, attacker_id, counter_weapon, "counter_attack", bonus, 0, None
        )
    return events


def hit(
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
