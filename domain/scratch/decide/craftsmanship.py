"""Craftsmanship: temporary bonuses a crafter gives a companion's abilities, rolled for when in a hurry, never
in combat."""

from __future__ import annotations

from domain.campaign import Context, require_controls
from domain.errors import NotFound, RuleViolation
from domain.parts import Part, total
from domain.scratch import rolls
from domain.scratch.commands import GrantBonus, RemoveBonus, SetHurry
from domain.scratch.decide import checks, combat
from domain.scratch.decide.sim import Sim
from domain.scratch.events import BonusBlocked, BonusGranted, BonusRemoved, CraftRolled, HurrySet


def _not_in_combat(sim: Sim, *character_ids: str) -> None:
    for cid in character_ids:
        fight = checks.active_conflict_of(sim.game, cid)
        if fight is not None:
            raise RuleViolation(
                "no_crafting_in_combat",
                "bonuses cannot be added or removed in combat",
                character_id=cid,
                conflict_id=fight.conflict_id,
            )


def set_hurry(sim: Sim, cmd: SetHurry, ctx: Context) -> None:
    sim.emit(HurrySet(in_hurry=cmd.in_hurry))


def grant_bonus(sim: Sim, cmd: GrantBonus, ctx: Context) -> None:
    require_controls(sim.state, ctx.actor, cmd.character_id)
    checks.gm_input(ctx, "difficulty", cmd.difficulty != rolls.HURRIED_CRAFT_DIFFICULTY)
    crafter = checks.character(sim.game, cmd.character_id)
    target = checks.character(sim.game, cmd.target_id)
    checks.able(crafter)
    craft = checks.ability(crafter, "craftsmanship")
    if target.character_id == crafter.character_id:
        raise RuleViolation("companion_only", "craftsmanship bonuses go to a traveling companion")
    _not_in_combat(sim, crafter.character_id, target.character_id)
    if target.abilities.get(cmd.ability) < 1:
        raise RuleViolation(
            "ability_missing", "the bonus goes to an ability already at level 1 or more", ability=cmd.ability
        )
    if cmd.ability in target.bonuses:
        raise RuleViolation(
            "already_has_bonus",
            "an ability takes one temporary bonus",
            ability=cmd.ability,
            crafter_id=target.bonuses[cmd.ability],
        )
    used = len(crafter.granted) + crafter.blocked_grants
    if used >= craft:
        raise RuleViolation(
            "no_bonus_left",
            "one bonus per craftsmanship level",
            craftsmanship=craft,
            granted=len(crafter.granted),
            blocked=crafter.blocked_grants,
        )
    if sim.game.in_hurry:
        checks.table(sim, cmd, None)
        roll = ctx.dice.roll(1, 20)
        face = roll.faces[0]
        parts = (Part(label="d20", value=face), Part(label="craftsmanship", value=craft))
        success = rolls.succeeds(face, total(parts), cmd.difficulty)
        sim.emit(
            CraftRolled(
                table_id=cmd.table_id,
                roller_id=ctx.actor.member_id,
                rolls=(roll,),
                visibility=cmd.visibility,
                character_id=crafter.character_id,
                target_id=target.character_id,
                ability=cmd.ability,
                roll_parts=parts,
                total=total(parts),
                natural_20=face == rolls.NATURAL,
                difficulty=cmd.difficulty,
                success=success,
            )
        )
        if not success:
            sim.emit(
                BonusBlocked(crafter_id=crafter.character_id, character_id=target.character_id, ability=cmd.ability)
            )
            return
    sim.emit(BonusGranted(crafter_id=crafter.character_id, character_id=target.character_id, ability=cmd.ability))
    if cmd.ability == "toughness":
        # Judgement: a toughness bonus raises maximum hit points; the current ones rise with it, so the bonus
        # never turns a healthy character injured by moving tgh/2.
        combat.hit_points(sim, target, target.hit_points + 1, f"toughness bonus from {crafter.name}", None)


def remove_bonus(sim: Sim, cmd: RemoveBonus, ctx: Context) -> None:
    require_controls(sim.state, ctx.actor, cmd.character_id)
    target = checks.character(sim.game, cmd.target_id)
    if target.bonuses.get(cmd.ability) != cmd.character_id:
        raise NotFound(
            "bonus_not_found", "this crafter gave no such bonus", ability=cmd.ability, target_id=cmd.target_id
        )
    _not_in_combat(sim, cmd.character_id, cmd.target_id)
    sim.emit(
        BonusRemoved(
            crafter_id=cmd.character_id, character_id=target.character_id, ability=cmd.ability, reason=cmd.reason
        )
    )
    if cmd.ability == "toughness" and target.hit_points > target.toughness:
        combat.hit_points(sim, target, target.toughness, "toughness bonus removed", None)
