"""Movement and the simple actions of a turn: moving, free actions, aiming."""

from __future__ import annotations

from domain.campaign import CampaignState, Context
from domain.d100.commands import Aim, Move, TakeFreeAction
from domain.d100.decide import checks
from domain.d100.events import Aimed, FreeActionTaken, Moved
from domain.d100.state import Combatant
from domain.errors import NotFound, RuleViolation
from domain.messages import Event


def move(state: CampaignState, cmd: Move, ctx: Context) -> list[Event]:
    conflict, combatant = checks.acting(state, ctx, cmd.conflict_id, cmd.character_id)
    if combatant.moved is not None:
        raise RuleViolation("already_moved", "one movement a turn", moved=combatant.moved)
    if cmd.mode in ("run", "charge", "sprint") and combatant.acted:
        raise RuleViolation(
            "movement_excludes_actions", f"a character who acted this turn cannot {cmd.mode}", mode=cmd.mode
        )
    return [
        Moved(
            conflict_id=conflict.conflict_id,
            character_id=cmd.character_id,
            mode=cmd.mode,
            free_action=cmd.mode == "walk",
        )
    ]


def free_action(state: CampaignState, cmd: TakeFreeAction, ctx: Context) -> list[Event]:
    conflict, _ = checks.acting(state, ctx, cmd.conflict_id, cmd.character_id)
    checks.gm_input(ctx, "kind", cmd.kind == "other")
    if cmd.kind == "draw_weapon":
        checks.character(state, cmd.character_id).sheet.weapon(cmd.detail)
    return [
        FreeActionTaken(
            conflict_id=conflict.conflict_id, character_id=cmd.character_id, kind=cmd.kind, detail=cmd.detail
        )
    ]


def _check_may_act(combatant: Combatant) -> None:
    if combatant.acted:
        raise RuleViolation("already_acted", "one action a turn")
    if combatant.moved in ("run", "sprint"):
        raise RuleViolation(
            "movement_excludes_actions", f"a character who chose to {combatant.moved} cannot act", mode=combatant.moved
        )


def aim(state: CampaignState, cmd: Aim, ctx: Context) -> list[Event]:
    conflict, combatant = checks.acting(state, ctx, cmd.conflict_id, cmd.character_id)
    _check_may_act(combatant)
    if combatant.moved == "charge":
        raise RuleViolation("charge_needs_melee", "a charge ends in a melee attack")
    weapon = checks.character(state, cmd.character_id).sheet.weapon(cmd.weapon)
    if weapon.kind == "melee":
        raise RuleViolation("not_a_ranged_weapon", "aiming helps ranged attacks", weapon=weapon.name)
    if cmd.target_id is not None and cmd.target_id not in conflict.combatants:
        raise NotFound("target_not_in_conflict", "the target is not in this conflict", target_id=cmd.target_id)
    return [
        Aimed(
            conflict_id=conflict.conflict_id, character_id=cmd.character_id, weapon=weapon.name, target_id=cmd.target_id
        )
    ]
