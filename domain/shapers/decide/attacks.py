"""Attacks: an attack/defence pair of challenges.

An attack hits when the attacker's challenge (skill + difficulty, 11+) succeeds and, if the target
defends, the target's challenge fails. When the attack hits, the weapon's damage against the target's
armor is worked out and the injury roll follows (see `health.py`). Defending takes an action, borrowed from
the next round when none is left (see `combat.py`)."""

from __future__ import annotations

from collections.abc import Mapping

from domain.campaign import CampaignState, Context, require_controls
from domain.dice import DiceRoll, DiceSource
from domain.errors import InvalidCommand, RuleViolation
from domain.messages import Event
from domain.shapers.checks import Fluke, Part, roll_check
from domain.shapers.commands import DeclareAttack, RespondToAttack
from domain.shapers.decide.combat import on_turn
from domain.shapers.decide.health import injury_events
from domain.shapers.events import ActionSource, ActionTaken, AttackDeclared, AttackResolved, DefenceMode
from domain.shapers.features import WeaponClass
from domain.shapers.lookups import (
    RollAt,
    character,
    conflict,
    game_of,
    gm_field,
    rating_of,
    require_awake,
    require_same_table,
    roll_at,
)
from domain.shapers.rulings import flukes
from domain.shapers.state import Character, Combatant, Fight, PendingAttack, SbState
from domain.shapers.weapons import punch_class

MAX_BORROWED = 2


FLUKE_ONLY_FROM = 3
"""The third and later attacks on someone in a round can only be defended by a fluke."""


BERSERK_ATTACK_BONUS = 2


PUNCH = "punch"


UNARMED_SKILL = "Brawling"
"""Punches, kicks and natural weapons (claws, horns, a bot's sawblade) use Brawling (our reading)."""


def attack_weapon(ch: Character, name: str, *, check_ready: bool = True) -> tuple[WeaponClass, str]:
    """The class and skill of the weapon an attack uses; a carried weapon must be in hand and loaded (unless
    `check_ready` is false: only its class and skill are wanted)."""
    if name == PUNCH:
        return punch_class(ch.features, ch.skills), UNARMED_SKILL
    if name in ch.natural_weapons:
        return ch.natural_weapons[name], UNARMED_SKILL
    w = ch.weapons.get(name)
    if w is None:
        raise InvalidCommand(
            "unknown_weapon",
            "attack with a punch, a natural weapon or a weapon the character has",
            weapon=name,
            weapons=[PUNCH, *ch.natural_weapons, *ch.weapons],
        )
    if not check_ready:
        return w.weapon_class, w.skill
    if ch.wielding != name:
        raise RuleViolation("weapon_not_drawn", "drawing a weapon takes an action", weapon=name, wielding=ch.wielding)
    if not w.loaded:
        raise RuleViolation(
            "weapon_not_loaded", "the weapon must be reloaded first", weapon=name, reload_actions=w.reload_actions
        )
    return w.weapon_class, w.skill


def decide_declare_attack(state: CampaignState, cmd: DeclareAttack, ctx: Context) -> list[Event]:
    game = game_of(state)
    fight = conflict(state, cmd.conflict_id, Fight)
    gm_field(ctx.actor, "difficulty", cmd.difficulty, None)
    gm_field(ctx.actor, "surprise", cmd.surprise, False)
    c = on_turn(state, ctx, fight, cmd.character_id)
    attacker = character(state, cmd.character_id)
    if cmd.target_id == cmd.character_id:
        raise InvalidCommand("attack_self", "a character cannot attack themselves")
    if cmd.target_id not in fight.combatants:
        raise InvalidCommand("not_in_fight", "the target is not in this fight", target_id=cmd.target_id)
    target = character(state, cmd.target_id)
    if not target.alive:
        raise RuleViolation("target_is_dead", "the target has been killed", target_id=cmd.target_id)
    source: ActionSource
    if c.berserk_actions > 0:
        source = "berserk"
    elif c.actions > 0:
        source = "turn"
    else:
        raise RuleViolation("no_actions_left", "no actions left this turn", needed=1, available=0)
    weapon_class, skill = attack_weapon(attacker, cmd.weapon)
    rating_of(game, attacker, skill)  # the skill must be one the attacker can have
    at = roll_at(state, cmd, ctx.actor)
    require_same_table(fight, at)
    tc = fight.combatants[cmd.target_id]
    pending = PendingAttack(
        character_id=cmd.character_id,
        target_id=cmd.target_id,
        weapon=cmd.weapon,
        weapon_class=weapon_class,
        skill=skill,
        difficulty=cmd.difficulty or 0,
        attack_number=tc.attacks_received + 1,
    )
    events: list[Event] = [
        ActionTaken(
            conflict_id=fight.conflict_id,
            character_id=c.character_id,
            round=fight.round,
            action="attack",
            source=source,
            actions_left=c.actions - (1 if source == "turn" else 0),
            borrowed=c.borrowed,
            weapon=cmd.weapon,
        ),
        AttackDeclared(
            conflict_id=fight.conflict_id,
            round=fight.round,
            character_id=cmd.character_id,
            target_id=cmd.target_id,
            weapon=cmd.weapon,
            weapon_class=weapon_class,
            skill=skill,
            difficulty=pending.difficulty,
            surprise=cmd.surprise,
            attack_number=pending.attack_number,
        ),
    ]
    mode = undefended(target, tc, surprise=cmd.surprise)
    if mode is not None:
        events.extend(_resolve(game, fight, pending, ctx.dice, at, mode, None, 0, flukes(state)))
    return events


def undefended(target: Character, tc: Combatant, *, surprise: bool) -> DefenceMode | None:
    """Why the target of an attack gets no say in its defence (the attack is rolled at once), if it gets none:
    a complete surprise, knocked out, berserk, or no action left even to borrow."""
    if surprise:
        return "surprise"
    if not target.conscious:
        return "unconscious"
    if tc.berserk:
        return "berserk"
    if tc.actions <= 0 and tc.borrowed >= MAX_BORROWED:
        return "no_actions"
    return None


def _default_defence(ch: Character) -> str:
    """With no ruling from the GM, the defender parries with the skill of the weapon in hand, or
    Brawling when empty-handed (the rulebook does not say which rating defends)."""
    if ch.wielding is not None and ch.wielding in ch.weapons:
        return ch.weapons[ch.wielding].skill
    return UNARMED_SKILL


def decide_respond(state: CampaignState, cmd: RespondToAttack, ctx: Context) -> list[Event]:
    game = game_of(state)
    fight = conflict(state, cmd.conflict_id, Fight)
    pending = fight.pending
    if pending is None:
        raise RuleViolation("no_pending_attack", "no attack is waiting for a defence", conflict_id=fight.conflict_id)
    require_controls(state, ctx.actor, pending.target_id)
    gm_field(ctx.actor, "defence_rating", cmd.defence_rating, None)
    gm_field(ctx.actor, "defence_difficulty", cmd.defence_difficulty, None)
    at = roll_at(state, cmd, ctx.actor)
    require_same_table(fight, at)
    events: list[Event] = []
    defence: tuple[str, int | None] | None = None
    mode: DefenceMode = "none"
    if cmd.defend:
        target = character(state, pending.target_id)
        require_awake(target)  # knocked out (by the GM) since the attack was declared
        tc = fight.combatants[pending.target_id]
        source: ActionSource
        if tc.actions > 0:
            source = "turn"
        elif tc.borrowed < MAX_BORROWED:
            source = "borrowed"
        else:
            raise RuleViolation("no_actions_left", "no action left to defend with, even borrowed", borrowed=tc.borrowed)
        events.append(
            ActionTaken(
                conflict_id=fight.conflict_id,
                character_id=tc.character_id,
                round=fight.round,
                action="defend",
                source=source,
                actions_left=tc.actions - (1 if source == "turn" else 0),
                borrowed=tc.borrowed + (1 if source == "borrowed" else 0),
            )
        )
        name, value = rating_of(game, target, cmd.defence_rating or _default_defence(target))
        if pending.attack_number >= FLUKE_ONLY_FROM:
            mode, defence = "fluke_only", (name, None)
        else:
            mode, defence = "roll", (name, value)
    events.extend(
        _resolve(game, fight, pending, ctx.dice, at, mode, defence, cmd.defence_difficulty or 0, flukes(state))
    )
    return events


def _resolve(
    game: SbState,
    fight: Fight,
    pending: PendingAttack,
    dice: DiceSource,
    at: RollAt,
    mode: DefenceMode,
    defence_rating: tuple[str, int | None] | None,
    defence_difficulty: int,
    fluke_totals: Mapping[int, Fluke],
) -> list[Event]:
    attacker = game.characters[pending.character_id]
    target = game.characters[pending.target_id]
    modifiers = [Part(name="difficulty", value=pending.difficulty)]
    if fight.combatants[pending.character_id].berserk:
        modifiers.append(Part(name="berserk", value=BERSERK_ATTACK_BONUS))
    skill_name, skill_rating = rating_of(game, attacker, pending.skill)
    rolls: list[DiceRoll] = []
    attack = roll_check(dice, rolls, skill_name, skill_rating, modifiers, flukes=fluke_totals)
    hit = bool(attack.succeeded)
    defence = None
    # The defender rolls only when the attack succeeded: a failed attack misses whatever the defence.
    if hit and defence_rating is not None:
        defence = roll_check(
            dice,
            rolls,
            defence_rating[0],
            defence_rating[1],
            [Part(name="difficulty", value=defence_difficulty)],
            flukes=fluke_totals,
        )
        hit = not defence.succeeded
    events: list[Event] = [
        AttackResolved(
            **at.fields(),
            rolls=tuple(rolls),
            conflict_id=fight.conflict_id,
            character_id=pending.character_id,
            target_id=pending.target_id,
            attack=attack,
            defence=defence,
            defence_mode=mode,
            hit=hit,
        )
    ]
    if hit:
        events.extend(
            injury_events(
                game,
                target,
                dice,
                at,
                weapon_class=pending.weapon_class,
                damage=None,
                attacker_id=attacker.character_id,
                flukes=fluke_totals,
            )
        )
    return events
