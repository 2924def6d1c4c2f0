"""Weapons and armor on a character: what the GM classes a weapon as, what is in hand, armor worn."""

from __future__ import annotations

from domain.campaign import CampaignState, Context, require_controls
from domain.errors import InvalidCommand, RuleViolation
from domain.messages import Event
from domain.shapers.commands import DropWeapon, ReadyWeapon, RemoveWeapon, SetArmor, SetWeapon
from domain.shapers.decide.attacks import PUNCH
from domain.shapers.events import ArmorChanged, WeaponDropped, WeaponReadied, WeaponRemoved, WeaponSet
from domain.shapers.lookups import character, fight_of, game_of, is_skill, rating_of, require_alive
from domain.shapers.skills import canonical


def decide_set_weapon(state: CampaignState, cmd: SetWeapon, ctx: Context) -> list[Event]:
    ch = character(state, cmd.character_id)
    require_alive(ch)
    name = cmd.name.strip()
    if name == PUNCH or name in ch.natural_weapons:
        raise InvalidCommand("weapon_name_taken", "that name is the character's own punch or natural weapon", name=name)
    skill, _ = rating_of(game_of(state), ch, canonical(cmd.skill))
    if not is_skill(skill):
        raise InvalidCommand("weapon_skill_required", "a weapon is used with a skill, e.g. Weapon:Sword", skill=skill)
    return [
        WeaponSet(
            character_id=ch.character_id,
            name=name,
            weapon_class=cmd.weapon_class,
            skill=skill,
            reload_actions=cmd.reload_actions,
        )
    ]


def decide_remove_weapon(state: CampaignState, cmd: RemoveWeapon, ctx: Context) -> list[Event]:
    ch = character(state, cmd.character_id)
    if cmd.name not in ch.weapons:
        raise InvalidCommand("unknown_weapon", "the character has no such weapon", weapon=cmd.name)
    return [WeaponRemoved(character_id=ch.character_id, name=cmd.name)]


def decide_ready_weapon(state: CampaignState, cmd: ReadyWeapon, ctx: Context) -> list[Event]:
    require_controls(state, ctx.actor, cmd.character_id)
    ch = character(state, cmd.character_id)
    require_alive(ch)
    if fight_of(game_of(state), ch.character_id) is not None:
        raise RuleViolation("draw_is_an_action", "in a fight, drawing a weapon is an action (sb.take_action)")
    if cmd.weapon not in ch.weapons:
        raise InvalidCommand("unknown_weapon", "the character has no such weapon", weapon=cmd.weapon)
    if ch.wielding == cmd.weapon:
        raise RuleViolation("already_drawn", "that weapon is already in hand", weapon=cmd.weapon)
    return [WeaponReadied(character_id=ch.character_id, weapon=cmd.weapon)]


def decide_drop_weapon(state: CampaignState, cmd: DropWeapon, ctx: Context) -> list[Event]:
    require_controls(state, ctx.actor, cmd.character_id)
    ch = character(state, cmd.character_id)
    if ch.wielding is None:
        raise RuleViolation("nothing_in_hand", "the character holds no weapon", character_id=ch.character_id)
    return [WeaponDropped(character_id=ch.character_id, weapon=ch.wielding)]


def decide_set_armor(state: CampaignState, cmd: SetArmor, ctx: Context) -> list[Event]:
    require_controls(state, ctx.actor, cmd.character_id)
    ch = character(state, cmd.character_id)
    require_alive(ch)
    if ch.worn_armor == cmd.worn:
        raise RuleViolation("armor_unchanged", "the character already is as asked", worn=cmd.worn)
    return [ArmorChanged(character_id=ch.character_id, worn=cmd.worn)]
