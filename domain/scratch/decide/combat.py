"""Combat actions: attacks, evading, catching, escaping, engaging, taking cover, bonus actions, healing.

Rulings the text leaves open, made here:
- Non-ability rolls add no ability level, but situational modifiers (engage +2, take cover −2) and the
  swimming rule ("add his swimming ability to ... close range attack rolls") still apply: the swimming
  section's own rule is specific to water and names every close range attack roll.
- Flying counts as a defensive ability only where there is room to fly ("Flying can only be used where
  there is room to fly"); acrobatics needs structures and quickness level ground to evade with.
- A flier evading (with flying) or attacking at long range "from the air" cannot be attacked at close range
  until his next turn — except by a catch using flying, which the flying rule allows against fliers.
- Combined actions (fighting's two basic attacks, wrestling's attack and hold) check "healthy" once, when
  the action begins; each attack may pick its own target.
"""

from __future__ import annotations

from domain.campaign import Context, require_controls
from domain.errors import NotFound, RuleViolation
from domain.parts import Part, total
from domain.scratch import rolls
from domain.scratch.abilities import DEFENSIVE_ABILITIES, AbilityName, MovementAbility
from domain.scratch.commands import (
    BasicAttack,
    Blast,
    Catch,
    Engage,
    Escape,
    Evade,
    FightingAttacks,
    Heal,
    Hold,
    Knockout,
    Shoot,
    TakeBonusAction,
    TakeCover,
    ThrowObject,
    WrestlingAttacks,
)
from domain.scratch.decide import checks
from domain.scratch.decide.sim import Sim
from domain.scratch.decide.turns import end_turn_of
from domain.scratch.events import (
    ActionTaken,
    AttackRolled,
    Caught,
    DamageDealt,
    Delayed,
    Escaped,
    Evaded,
    HealRolled,
    HitPointsChanged,
    Range,
)
from domain.scratch.state import Combatant, Conflict, Environment, ScratchCharacter

ENGAGE = 2
COVER = 2


def defense(ch: ScratchCharacter, combatant: Combatant | None, env: Environment | None) -> tuple[int, tuple[Part, ...]]:
    """10 + the greater of the best defensive ability and tgh/2, then what this moment adds or takes."""
    candidates = [(a, ch.level(a)) for a in DEFENSIVE_ABILITIES if a != "flying" or env is None or env.room_to_fly]
    best_name, best = max(candidates, key=lambda item: item[1])
    half = rolls.tgh_half(ch.toughness)
    parts = [Part(label="base", value=rolls.BASE_DEFENSE)]
    parts.append(Part(label=best_name, value=best) if best > half else Part(label="tgh/2", value=half))
    if combatant is not None:
        if combatant.evading and combatant.evade_bonus:
            parts.append(Part(label=f"evading ({combatant.evade_ability})", value=combatant.evade_bonus))
        if combatant.engaged:
            parts.append(Part(label="engaged", value=-ENGAGE))
        if combatant.took_cover:
            parts.append(Part(label="took cover", value=COVER))
    if env is not None and ch.character_id in env.in_water and ch.level("swimming"):
        parts.append(Part(label="swimming in water", value=ch.level("swimming")))
    return total(parts), tuple(parts)


def _in_water(conflict: Conflict, ch: ScratchCharacter) -> bool:
    return ch.character_id in conflict.environment.in_water


def _attack_parts(
    conflict: Conflict, combatant: Combatant, ch: ScratchCharacter, face: int, ability: str | None, range_: Range
) -> list[Part]:
    parts = [Part(label="d20", value=face)]
    if ability is not None:
        parts.append(Part(label=ability, value=ch.level(ability)))
    if range_ == "close":
        if combatant.engaged:
            parts.append(Part(label="engaged", value=ENGAGE))
        if _in_water(conflict, ch) and ch.level("swimming"):
            parts.append(Part(label="swimming in water", value=ch.level("swimming")))
    elif combatant.took_cover:
        parts.append(Part(label="took cover", value=-COVER))
    return parts


def _target(sim: Sim, conflict: Conflict, attacker: str, target_id: str, range_: Range) -> Combatant:
    if target_id == attacker:
        raise RuleViolation("cannot_attack_self", "a character cannot attack himself")
    target = conflict.combatants.get(target_id)
    if target is None:
        raise NotFound("target_not_in_conflict", "the target is not in this conflict", target_id=target_id)
    if target.escaped:
        raise RuleViolation("target_escaped", "an escaped character cannot be attacked", target_id=target_id)
    if range_ == "close" and target.aloft:
        raise RuleViolation(
            "target_aloft",
            "a flier who evaded or attacked from the air cannot be attacked at close range",
            target_id=target_id,
        )
    return target


def _strike(
    sim: Sim,
    ctx: Context,
    cmd: BasicAttack | Hold | ThrowObject | Shoot | Blast | Knockout | FightingAttacks | WrestlingAttacks,
    conflict: Conflict,
    attacker: ScratchCharacter,
    action: str,
    target_id: str,
    ability: AbilityName | None,
    range_: Range,
    damage: int,
    delays: bool = False,
) -> None:
    """One attack roll against the target's defense; damage, hit points and a delay on success."""
    _target(sim, conflict, attacker.character_id, target_id, range_)
    combatant = conflict.combatants[attacker.character_id]
    target = checks.character(sim.game, target_id)
    roll = ctx.dice.roll(1, 20)
    face = roll.faces[0]
    parts = _attack_parts(conflict, combatant, attacker, face, ability, range_)
    difficulty, difficulty_parts = defense(target, conflict.combatants[target_id], conflict.environment)
    natural = face == rolls.NATURAL
    success = rolls.succeeds(face, total(parts), difficulty)
    sim.emit(
        AttackRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,),
            visibility=cmd.visibility,
            conflict_id=conflict.conflict_id,
            character_id=attacker.character_id,
            target_id=target_id,
            action=action,  # type: ignore[arg-type]
            range=range_,
            ability=ability,
            roll_parts=tuple(parts),
            total=total(parts),
            natural_20=natural,
            difficulty=difficulty,
            difficulty_parts=difficulty_parts,
            success=success,
        )
    )
    if not success:
        return
    if damage:
        damage_parts = rolls.damage_on_success(damage, natural, shooting=action == "shooting")
        dealt = total(damage_parts)
        sim.emit(
            DamageDealt(
                conflict_id=conflict.conflict_id,
                character_id=attacker.character_id,
                target_id=target_id,
                action=action,
                parts=tuple(damage_parts),
                damage=dealt,
            )
        )
        hit_points(sim, target, max(0, target.hit_points - dealt), f"{action} by {attacker.name}", conflict.conflict_id)
    if delays:
        sim.emit(
            Delayed(
                conflict_id=conflict.conflict_id, character_id=target_id, by_id=attacker.character_id, reason=action
            )
        )


def hit_points(sim: Sim, ch: ScratchCharacter, after: int, reason: str, conflict_id: str | None) -> None:
    toughness = ch.toughness
    sim.emit(
        HitPointsChanged(
            character_id=ch.character_id,
            before=ch.hit_points,
            after=after,
            maximum=toughness,
            status=rolls.status(after, toughness),
            reason=reason,
            conflict_id=conflict_id,
        )
    )


def _begin(sim: Sim, ctx: Context, cmd: object) -> tuple[Conflict, Combatant, ScratchCharacter]:
    """Checks every regular action shares: the actor's own turn, an unused regular action, the table."""
    conflict, combatant, ch = checks.acting(sim, ctx, cmd.conflict_id, cmd.character_id)  # type: ignore[attr-defined]
    checks.regular_action(combatant)
    if hasattr(cmd, "table_id"):
        checks.table(sim, cmd, conflict)  # type: ignore[arg-type]
    return conflict, combatant, ch


def _take(
    sim: Sim,
    conflict: Conflict,
    ch: ScratchCharacter,
    action: str,
    targets: tuple[str, ...] = (),
    aloft: bool = False,
    kind: str = "regular",
    detail: str = "",
) -> None:
    sim.emit(
        ActionTaken(
            conflict_id=conflict.conflict_id,
            character_id=ch.character_id,
            action=action,
            kind=kind,
            target_ids=targets,
            aloft=aloft,
            detail=detail,
        )
    )  # type: ignore[arg-type]


def _from_the_air(conflict: Conflict, ch: ScratchCharacter, wanted: bool) -> bool:
    if wanted:
        checks.ability(ch, "flying")
        if not conflict.environment.room_to_fly:
            raise RuleViolation("no_room_to_fly", "there is no room to fly here")
    return wanted


def _self_delay(sim: Sim, conflict: Conflict, ch: ScratchCharacter, reason: str) -> None:
    sim.emit(
        Delayed(conflict_id=conflict.conflict_id, character_id=ch.character_id, by_id=ch.character_id, reason=reason)
    )


# --- attacks ------------------------------------------------------------------------------------------------


def basic_attack(sim: Sim, cmd: BasicAttack, ctx: Context) -> None:
    conflict, _, ch = _begin(sim, ctx, cmd)
    if cmd.ability is not None:
        checks.ability(ch, cmd.ability)
    _target(sim, conflict, ch.character_id, cmd.target_id, "close")
    _take(sim, conflict, ch, "basic_attack", (cmd.target_id,))
    _strike(sim, ctx, cmd, conflict, ch, "basic_attack", cmd.target_id, cmd.ability, "close", 1)


def hold(sim: Sim, cmd: Hold, ctx: Context) -> None:
    conflict, _, ch = _begin(sim, ctx, cmd)
    if cmd.ability is not None:
        checks.ability(ch, cmd.ability)
    _target(sim, conflict, ch.character_id, cmd.target_id, "close")
    _take(sim, conflict, ch, "hold", (cmd.target_id,))
    _strike(sim, ctx, cmd, conflict, ch, "hold", cmd.target_id, cmd.ability, "close", 0, delays=True)


def throw_object(sim: Sim, cmd: ThrowObject, ctx: Context) -> None:
    conflict, _, ch = _begin(sim, ctx, cmd)
    if not conflict.environment.throwables:
        raise RuleViolation("no_throwable_object", "there is no dangerous throwable object at hand")
    aloft = _from_the_air(conflict, ch, cmd.from_the_air)
    _target(sim, conflict, ch.character_id, cmd.target_id, "long")
    _take(sim, conflict, ch, "throw_object", (cmd.target_id,), aloft)
    _strike(sim, ctx, cmd, conflict, ch, "throw_object", cmd.target_id, None, "long", 1)


def shoot(sim: Sim, cmd: Shoot, ctx: Context) -> None:
    conflict, _, ch = _begin(sim, ctx, cmd)
    checks.ability(ch, "shooting")
    aloft = _from_the_air(conflict, ch, cmd.from_the_air)
    _target(sim, conflict, ch.character_id, cmd.target_id, "long")
    injured = checks.status(ch) == "injured"
    _take(sim, conflict, ch, "shooting", (cmd.target_id,), aloft)
    _strike(sim, ctx, cmd, conflict, ch, "shooting", cmd.target_id, "shooting", "long", 2)
    if injured:
        _self_delay(sim, conflict, ch, "shooting while injured")


def blast(sim: Sim, cmd: Blast, ctx: Context) -> None:
    conflict, _, ch = _begin(sim, ctx, cmd)
    checks.ability(ch, "blasting")
    if len(set(cmd.target_ids)) != len(cmd.target_ids):
        raise RuleViolation(
            "blast_target_twice",
            "blasting cannot attack any single target more than once a turn",
            target_ids=list(cmd.target_ids),
        )
    aloft = _from_the_air(conflict, ch, cmd.from_the_air)
    for target_id in cmd.target_ids:
        _target(sim, conflict, ch.character_id, target_id, "long")
    injured = checks.status(ch) == "injured"
    _take(sim, conflict, ch, "blasting", tuple(cmd.target_ids), aloft)
    for target_id in cmd.target_ids:
        _strike(sim, ctx, cmd, conflict, ch, "blasting", target_id, "blasting", "long", 1)
    if injured:
        _self_delay(sim, conflict, ch, "blasting while injured")


def knockout(sim: Sim, cmd: Knockout, ctx: Context) -> None:
    conflict, _, ch = _begin(sim, ctx, cmd)
    checks.ability(ch, "knockout")
    _target(sim, conflict, ch.character_id, cmd.target_id, "close")
    damage = 4 if checks.status(ch) == "healthy" else 2
    _take(sim, conflict, ch, "knockout", (cmd.target_id,))
    _strike(sim, ctx, cmd, conflict, ch, "knockout", cmd.target_id, "knockout", "close", damage)
    _self_delay(sim, conflict, ch, "knockout")


def _healthy(ch: ScratchCharacter, action: str) -> None:
    if checks.status(ch) != "healthy":
        raise RuleViolation(
            "not_healthy",
            f"only a healthy character can use {action} for two attacks as one action",
            hit_points=ch.hit_points,
            tgh_half=rolls.tgh_half(ch.toughness),
        )


def fighting_attacks(sim: Sim, cmd: FightingAttacks, ctx: Context) -> None:
    conflict, _, ch = _begin(sim, ctx, cmd)
    checks.ability(ch, "fighting")
    _healthy(ch, "fighting")
    for target_id in cmd.target_ids:
        _target(sim, conflict, ch.character_id, target_id, "close")
    _take(sim, conflict, ch, "fighting", tuple(cmd.target_ids))
    for target_id in cmd.target_ids:
        _strike(sim, ctx, cmd, conflict, ch, "basic_attack", target_id, "fighting", "close", 1)


def wrestling_attacks(sim: Sim, cmd: WrestlingAttacks, ctx: Context) -> None:
    conflict, _, ch = _begin(sim, ctx, cmd)
    checks.ability(ch, "wrestling")
    _healthy(ch, "wrestling")
    if sorted(s.kind for s in cmd.strikes) != ["basic_attack", "hold"]:
        raise RuleViolation(
            "wrestling_needs_attack_and_hold",
            "wrestling gives one basic attack and one hold",
            kinds=[s.kind for s in cmd.strikes],
        )
    for strike in cmd.strikes:
        _target(sim, conflict, ch.character_id, strike.target_id, "close")
    _take(sim, conflict, ch, "wrestling", tuple(s.target_id for s in cmd.strikes))
    for strike in cmd.strikes:
        if strike.kind == "hold":
            _strike(sim, ctx, cmd, conflict, ch, "hold", strike.target_id, "wrestling", "close", 0, delays=True)
        else:
            _strike(sim, ctx, cmd, conflict, ch, "basic_attack", strike.target_id, "wrestling", "close", 1)


# --- movement -------------------------------------------------------------------------------------------------


def _movement_usable(conflict: Conflict, ch: ScratchCharacter, ability: MovementAbility) -> None:
    env = conflict.environment
    needs = {
        "acrobatics": (env.structures, "acrobatics needs structures to climb: ropes, ledges, trees, cliffs"),
        "quickness": (env.level_ground, "quickness needs relatively level ground"),
        "flying": (env.room_to_fly, "flying needs room to fly"),
        "swimming": (_in_water(conflict, ch), "swimming needs the character to be in the water"),
    }
    ok, why = needs[ability]
    if not ok:
        raise RuleViolation("ability_unusable_here", why, ability=ability)


def evade(sim: Sim, cmd: Evade, ctx: Context) -> None:
    conflict, _, ch = _begin(sim, ctx, cmd)
    bonus = 0
    if cmd.ability is not None:
        bonus = checks.ability(ch, cmd.ability)
        _movement_usable(conflict, ch, cmd.ability)
    _take(sim, conflict, ch, "evade", aloft=cmd.ability == "flying")
    sim.emit(Evaded(conflict_id=conflict.conflict_id, character_id=ch.character_id, ability=cmd.ability, bonus=bonus))


def _can_reach(conflict: Conflict, catcher: MovementAbility | None, evader: MovementAbility | None) -> bool:
    """Which movement ability can catch which (the abilities' own descriptions)."""
    env = conflict.environment
    if evader == "swimming" and env.water == "deep":
        return catcher == "swimming"  # deep water: fliers, the quick and acrobats cannot reach swimmers
    if catcher is None:
        return evader != "flying"  # an airborne evader is out of close range reach
    if catcher == "acrobatics":
        return env.structures and evader in ("acrobatics", "quickness", "flying")
    if catcher == "quickness":
        return evader in ("quickness", None) or (env.near_ground and evader in ("acrobatics", "swimming", "flying"))
    if catcher == "flying":
        if not env.room_to_fly:
            return False
        return (
            evader in ("flying", "quickness")
            or (evader == "acrobatics" and not env.climbers_protected)
            or (evader == "swimming" and env.water == "shallow")
        )
    return evader == "swimming"  # swimming catches those trying to escape in water


def catch(sim: Sim, cmd: Catch, ctx: Context) -> None:
    conflict, combatant, ch = _begin(sim, ctx, cmd)
    if cmd.target_id == ch.character_id:
        raise RuleViolation("cannot_attack_self", "a character cannot catch himself")
    target = conflict.combatants.get(cmd.target_id)
    if target is None:
        raise NotFound("target_not_in_conflict", "the target is not in this conflict", target_id=cmd.target_id)
    if target.escaped:
        raise RuleViolation("target_escaped", "an escaped character cannot be attacked", target_id=cmd.target_id)
    if not target.evading:
        raise RuleViolation("target_not_evading", "catch is used against an evading character", target_id=cmd.target_id)
    if cmd.ability is not None:
        checks.ability(ch, cmd.ability)
        _movement_usable(conflict, ch, cmd.ability)
    if target.aloft and cmd.ability != "flying":
        raise RuleViolation(
            "target_aloft", "only a flier can catch a character evading in the air", target_id=cmd.target_id
        )
    if not _can_reach(conflict, cmd.ability, target.evade_ability):
        raise RuleViolation(
            "cannot_reach",
            "that movement ability cannot catch this evader here",
            ability=cmd.ability,
            evading_with=target.evade_ability,
        )
    _take(sim, conflict, ch, "catch", (cmd.target_id,))
    roll = ctx.dice.roll(1, 20)
    face = roll.faces[0]
    parts = _attack_parts(conflict, combatant, ch, face, cmd.ability, "close")
    difficulty_parts = (
        Part(label="base", value=rolls.BASE_DEFENSE),
        Part(label=f"evading ({target.evade_ability})", value=target.evade_bonus),
    )
    difficulty = total(difficulty_parts)
    success = rolls.succeeds(face, total(parts), difficulty)
    sim.emit(
        AttackRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,),
            visibility=cmd.visibility,
            conflict_id=conflict.conflict_id,
            character_id=ch.character_id,
            target_id=cmd.target_id,
            action="catch",
            range="close",
            ability=cmd.ability,
            roll_parts=tuple(parts),
            total=total(parts),
            natural_20=face == rolls.NATURAL,
            difficulty=difficulty,
            difficulty_parts=difficulty_parts,
            success=success,
        )
    )
    if success:
        sim.emit(Caught(conflict_id=conflict.conflict_id, character_id=ch.character_id, target_id=cmd.target_id))


def escape(sim: Sim, cmd: Escape, ctx: Context) -> None:
    conflict, combatant, ch = _begin(sim, ctx, cmd)
    if not combatant.escape_ready:
        raise RuleViolation("cannot_escape", "escape needs an evade on your last turn, uncaught and unhit since")
    _take(sim, conflict, ch, "escape")
    sim.emit(Escaped(conflict_id=conflict.conflict_id, character_id=ch.character_id))
    end_turn_of(sim, conflict, ch.character_id)


# --- bonus actions -----------------------------------------------------------------------------------------------


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
    _take(sim, conflict, ch, "engage", kind="bonus")


def take_cover(sim: Sim, cmd: TakeCover, ctx: Context) -> None:
    conflict, combatant, ch = _bonus(sim, ctx, cmd)
    if combatant.regular_used:
        raise RuleViolation("bonus_must_precede_attack", "take cover is used before a long range attack")
    if not conflict.environment.cover:
        raise RuleViolation("no_cover", "there is nothing to take cover behind")
    _take(sim, conflict, ch, "take_cover", kind="bonus")


def bonus_action(sim: Sim, cmd: TakeBonusAction, ctx: Context) -> None:
    conflict, _, ch = _bonus(sim, ctx, cmd)
    _take(sim, conflict, ch, "bonus", kind="bonus", detail=cmd.detail)


# --- healing --------------------------------------------------------------------------------------------------------


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
        _take(sim, fight, healer, "healing", (target.character_id,))
    roll = ctx.dice.roll(1, 20)
    face = roll.faces[0]
    parts = (Part(label="d20", value=face), Part(label="healing", value=healer.level("healing")))
    success = rolls.succeeds(face, total(parts), rolls.HEALING_DIFFICULTY)
    kind = "revive" if state == "incapacitated" else "heal"
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
