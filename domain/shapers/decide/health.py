"""Health and injury: damage by weapon and armor, the injury roll, knock-outs, deaths, waking, berserk
rabbits.

HP start at 3 + Strength (at least 1). Each injury is a challenge with the HP *before* it as a bonus and
the damage as a penalty; failing knocks the character out, and the HP are lost whatever the roll. A
character dies when HP go below zero or the injury roll fails by 4 or more.
"""

from __future__ import annotations

from collections.abc import Mapping

from domain.campaign import CampaignState, Context, require_controls, require_gm
from domain.dice import DiceRoll, DiceSource
from domain.errors import InvalidCommand, RuleViolation
from domain.messages import Event
from domain.shapers.checks import DICE, SIDES, Fluke, Part, roll_check
from domain.shapers.commands import Heal, Injure, TryToWake
from domain.shapers.events import (
    BerserkRolled,
    DamageRolled,
    Healed,
    HpLost,
    InjuryRolled,
    Killed,
    KnockedOut,
    RegainedConsciousness,
    WakeRolled,
)
from domain.shapers.features import SPECIES, WeaponClass, strength
from domain.shapers.lookups import RollAt, character, fight_of, game_of, require_alive, roll_at
from domain.shapers.rulings import flukes
from domain.shapers.state import Character, SbState
from domain.shapers.weapons import damage_for

DEADLY_MARGIN = -4
"""Failing the injury roll by 4 points or more kills."""
ROUNDS_PER_MINUTE = 12
"""A fight's turns are 5 seconds long: an unconscious combatant may try to wake every 12 rounds."""
BERSERK_FROM = 4
"""A wounded rabbit loses control on 4, 5 or 6 on one die."""


def injury_events(
    game: SbState,
    ch: Character,
    dice: DiceSource,
    at: RollAt,
    *,
    weapon_class: WeaponClass | None,
    damage: int | None,
    attacker_id: str | None = None,
    note: str = "",
    flukes: Mapping[int, Fluke],
) -> list[Event]:
    """Everything that follows a hit on `ch`: the damage (rolled for "beat N" weapons), the injury roll,
    HP lost, knock-out or death, and a wounded rabbit's berserk roll."""
    events: list[Event] = []
    armored = ch.armored
    if weapon_class is not None:
        table = damage_for(weapon_class, armored)
        damage = table.points
        if table.beat is not None:
            roll = dice.roll(DICE, SIDES)
            dice_total = sum(roll.faces)
            damage = table.points if dice_total >= table.beat else 0
            events.append(
                DamageRolled(
                    **at.fields(),
                    rolls=(roll,),
                    character_id=ch.character_id,
                    attacker_id=attacker_id,
                    weapon_class=weapon_class,
                    armored=armored,
                    beat=table.beat,
                    dice_total=dice_total,
                    damage=damage,
                )
            )
    assert damage is not None
    if damage == 0:
        return events

    fight = fight_of(game, ch.character_id)
    rolls: list[DiceRoll] = []
    check = roll_check(dice, rolls, "HP", ch.hp, [Part(name="damage", value=-damage)], flukes=flukes)
    hp_after = ch.hp - damage
    events.append(
        InjuryRolled(
            **at.fields(),
            rolls=tuple(rolls),
            character_id=ch.character_id,
            conflict_id=fight.conflict_id if fight else None,
            attacker_id=attacker_id,
            weapon_class=weapon_class,
            armored=armored,
            damage=damage,
            hp_before=ch.hp,
            check=check,
            note=note,
        )
    )
    events.append(HpLost(character_id=ch.character_id, amount=damage, hp_before=ch.hp, hp_after=hp_after))
    assert check.margin is not None
    if hp_after < 0 or check.margin <= DEADLY_MARGIN:
        events.append(
            Killed(
                character_id=ch.character_id,
                reason="hp_negative" if hp_after < 0 else "failed_injury_roll_by_4",
                hp=hp_after,
                margin=check.margin,
            )
        )
        return events
    if not check.succeeded and ch.conscious:
        events.append(
            KnockedOut(
                character_id=ch.character_id,
                conflict_id=fight.conflict_id if fight else None,
                wake_round=fight.round + ROUNDS_PER_MINUTE if fight else None,
            )
        )
        return events
    # A rabbit that is still on its feet may go berserk; the effects (an extra attack each round, +2 to
    # attack, no defence) only exist in a fight, so outside one there is nothing to roll (our reading).
    species = SPECIES.get(ch.species or "")
    if ch.conscious and fight is not None and species is not None and species.berserk:
        combatant = fight.combatants[ch.character_id]
        if not combatant.berserk:
            roll = dice.roll(1, SIDES)
            events.append(
                BerserkRolled(
                    **at.fields(),
                    rolls=(roll,),
                    conflict_id=fight.conflict_id,
                    character_id=ch.character_id,
                    face=roll.faces[0],
                    lost_control=roll.faces[0] >= BERSERK_FROM,
                )
            )
    return events


def decide_injure(state: CampaignState, cmd: Injure, ctx: Context) -> list[Event]:
    ch = character(state, cmd.character_id)
    require_alive(ch)
    if (cmd.damage is None) == (cmd.weapon is None):
        raise InvalidCommand("damage_or_weapon", "give either the damage in points or the weapon class")
    at = roll_at(state, cmd, ctx.actor)
    return injury_events(
        game_of(state),
        ch,
        ctx.dice,
        at,
        weapon_class=cmd.weapon,
        damage=cmd.damage,
        note=cmd.note,
        flukes=flukes(state),
    )


def decide_try_to_wake(state: CampaignState, cmd: TryToWake, ctx: Context) -> list[Event]:
    ch = character(state, cmd.character_id)
    require_controls(state, ctx.actor, ch.character_id)
    require_alive(ch)
    if ch.conscious:
        raise RuleViolation("already_conscious", "the character is awake", character_id=ch.character_id)
    fight = fight_of(game_of(state), ch.character_id)
    next_round: int | None = None
    if fight is None:
        require_gm(ctx.actor, "say that a minute has passed outside a fight")
    else:
        ready = fight.combatants[ch.character_id].wake_round or 0
        if fight.round < ready:
            raise RuleViolation(
                "too_soon_to_wake",
                "an unconscious character may try to wake once a minute (12 rounds)",
                round=fight.round,
                ready_round=ready,
            )
        next_round = fight.round + ROUNDS_PER_MINUTE
    at = roll_at(state, cmd, ctx.actor)
    rolls: list[DiceRoll] = []
    check = roll_check(ctx.dice, rolls, "STR", strength(ch.features))
    events: list[Event] = [
        WakeRolled(
            **at.fields(),
            rolls=tuple(rolls),
            character_id=ch.character_id,
            conflict_id=fight.conflict_id if fight else None,
            next_wake_round=next_round,
            check=check,
        )
    ]
    if check.succeeded:
        events.append(RegainedConsciousness(character_id=ch.character_id))
    return events


def decide_heal(state: CampaignState, cmd: Heal, ctx: Context) -> list[Event]:
    ch = character(state, cmd.character_id)
    require_alive(ch)
    if ch.hp + cmd.amount > ch.max_hp:
        raise RuleViolation(
            "above_max_hp",
            "healing cannot raise HP above 3 + Strength",
            hp=ch.hp,
            amount=cmd.amount,
            max_hp=ch.max_hp,
        )
    return [
        Healed(
            character_id=ch.character_id,
            amount=cmd.amount,
            hp_before=ch.hp,
            hp_after=ch.hp + cmd.amount,
            note=cmd.note,
        )
    ]
