"""What every combat action shares (attacks.py, movement.py, bonus_actions.py): defense, attack rolls, hit
points, the checks an action begins with and the record it leaves.

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

from typing import Literal, Protocol

from domain.campaign import Context
from domain.errors import NotFound, RuleViolation
from domain.messages import RollCommand
from domain.parts import Part, total
from domain.scratch import rolls
from domain.scratch.abilities import DEFENSIVE_ABILITIES, AbilityName
from domain.scratch.commands import (
    BasicAttack,
    Blast,
    FightingAttacks,
    Hold,
    Knockout,
    Shoot,
    ThrowObject,
    WrestlingAttacks,
)
from domain.scratch.decide import checks
from domain.scratch.decide.sim import Sim
from domain.scratch.events import (
    Action,
    ActionTaken,
    AttackAction,
    AttackRolled,
    DamageDealt,
    Delayed,
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


def in_water(conflict: Conflict, ch: ScratchCharacter) -> bool:
    return ch.character_id in conflict.environment.in_water


def attack_parts(
    conflict: Conflict, combatant: Combatant, ch: ScratchCharacter, face: int, ability: str | None, range_: Range
) -> list[Part]:
    parts = [Part(label="d20", value=face)]
    if ability is not None:
        parts.append(Part(label=ability, value=ch.level(ability)))
    if range_ == "close":
        if combatant.engaged:
            parts.append(Part(label="engaged", value=ENGAGE))
        if in_water(conflict, ch) and ch.level("swimming"):
            parts.append(Part(label="swimming in water", value=ch.level("swimming")))
    elif combatant.took_cover:
        parts.append(Part(label="took cover", value=-COVER))
    return parts


def valid_target(sim: Sim, conflict: Conflict, attacker: str, target_id: str, range_: Range) -> Combatant:
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


def attack_roll(
    sim: Sim,
    ctx: Context,
    cmd: BasicAttack | Hold | ThrowObject | Shoot | Blast | Knockout | FightingAttacks | WrestlingAttacks,
    conflict: Conflict,
    attacker: ScratchCharacter,
    action: AttackAction,
    target_id: str,
    ability: AbilityName | None,
    range_: Range,
    damage: int,
    delays: bool = False,
) -> None:
    """One attack roll against the target's defense; damage, hit points and a delay on success."""
    valid_target(sim, conflict, attacker.character_id, target_id, range_)
    combatant = conflict.combatants[attacker.character_id]
    target = checks.character(sim.game, target_id)
    roll = ctx.dice.roll(1, 20)
    face = roll.faces[0]
    parts = attack_parts(conflict, combatant, attacker, face, ability, range_)
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
            action=action,
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


class RegularAction(Protocol):
    """A regular action's command: who acts, in which conflict (at a table, when it rolls)."""

    @property
    def conflict_id(self) -> str: ...
    @property
    def character_id(self) -> str: ...


def begin_action(sim: Sim, ctx: Context, cmd: RegularAction) -> tuple[Conflict, Combatant, ScratchCharacter]:
    """Checks every regular action shares: the actor's own turn, an unused regular action, the table."""
    conflict, combatant, ch = checks.acting(sim, ctx, cmd.conflict_id, cmd.character_id)
    checks.regular_action(combatant)
    if isinstance(cmd, RollCommand):  # the rolling actions name their table; evading and escaping do not
        checks.table(sim, cmd, conflict)
    return conflict, combatant, ch


def take_action(
    sim: Sim,
    conflict: Conflict,
    ch: ScratchCharacter,
    action: Action,
    targets: tuple[str, ...] = (),
    aloft: bool = False,
    kind: Literal["regular", "bonus"] = "regular",
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
    )


def from_the_air(conflict: Conflict, ch: ScratchCharacter, wanted: bool) -> bool:
    if wanted:
        checks.ability(ch, "flying")
        if not conflict.environment.room_to_fly:
            raise RuleViolation("no_room_to_fly", "there is no room to fly here")
    return wanted


def self_delay(sim: Sim, conflict: Conflict, ch: ScratchCharacter, reason: str) -> None:
    sim.emit(
        Delayed(conflict_id=conflict.conflict_id, character_id=ch.character_id, by_id=ch.character_id, reason=reason)
    )
