"""Movement: evading with a movement ability, catching an evader, escaping the conflict."""

from __future__ import annotations

from domain.campaign import Context
from domain.errors import NotFound, RuleViolation
from domain.parts import Part, total
from domain.scratch import rolls
from domain.scratch.abilities import MovementAbility
from domain.scratch.commands import Catch, Escape, Evade
from domain.scratch.decide import checks
from domain.scratch.decide.combat import attack_parts, begin_action, in_water, take_action
from domain.scratch.decide.sim import Sim
from domain.scratch.decide.turns import end_turn_of
from domain.scratch.events import AttackRolled, Caught, Escaped, Evaded
from domain.scratch.state import Conflict, ScratchCharacter


def _movement_usable(conflict: Conflict, ch: ScratchCharacter, ability: MovementAbility) -> None:
    env = conflict.environment
    needs = {
        "acrobatics": (env.structures, "acrobatics needs structures to climb: ropes, ledges, trees, cliffs"),
        "quickness": (env.level_ground, "quickness needs relatively level ground"),
        "flying": (env.room_to_fly, "flying needs room to fly"),
        "swimming": (in_water(conflict, ch), "swimming needs the character to be in the water"),
    }
    ok, why = needs[ability]
    if not ok:
        raise RuleViolation("ability_unusable_here", why, ability=ability)


def evade(sim: Sim, cmd: Evade, ctx: Context) -> None:
    conflict, _, ch = begin_action(sim, ctx, cmd)
    bonus = 0
    if cmd.ability is not None:
        bonus = checks.ability(ch, cmd.ability)
        _movement_usable(conflict, ch, cmd.ability)
    take_action(sim, conflict, ch, "evade", aloft=cmd.ability == "flying")
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
    conflict, combatant, ch = begin_action(sim, ctx, cmd)
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
    take_action(sim, conflict, ch, "catch", (cmd.target_id,))
    roll = ctx.dice.roll(1, 20)
    face = roll.faces[0]
    parts = attack_parts(conflict, combatant, ch, face, cmd.ability, "close")
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
    conflict, combatant, ch = begin_action(sim, ctx, cmd)
    if not combatant.escape_ready:
        raise RuleViolation("cannot_escape", "escape needs an evade on your last turn, uncaught and unhit since")
    take_action(sim, conflict, ch, "escape")
    sim.emit(Escaped(conflict_id=conflict.conflict_id, character_id=ch.character_id))
    end_turn_of(sim, conflict, ch.character_id)
