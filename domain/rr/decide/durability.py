"""Durability saves and what follows them: Malfunctions, shut down, the override, reactivation, and the
Memory Save a reactivated Spark owes.

- A failed Durability die means Malfunction table rolls (2 per die; 1 for impact weapons, 3 for the Mono Great
  Sword) — for every failed die, a Total Failure included (the general rule: Total Failure is a Partial
  Failure's losses plus the full effect). EMP weapons (firearms, grenades, pikes) cause temporary Durability
  loss per failed die instead.
- Total Failure (or Durability reduced to 0 by EMP) shuts the robot down. A Spark may then try the override:
  1 Power and a Self Awareness Save whose TN cannot be modified — Total Failure: shut down; Partial: active
  with -2 per failed die on all tests until bought off; No Effect: active.
- Knockdown: damage (TN points taken off the save by successes and the weapon) of at least Size (thrust) or
  half Size rounded down (swing) calls a Locomotion Save, its TN lowered by the excess.
- Reactivation: another robot's repair roll (an Accomplish spend, 1 Power) or, each hour, 1 Power and
  1d10 <= Durability. A reactivated Spark makes a Memory Save: -2 Inspiration per failed die, Total Failure
  also -1 Self Awareness (Role +1, keeping Role + SA = 10).
"""

from __future__ import annotations

from typing import Any

from domain.campaign import CampaignState, Context
from domain.errors import RuleViolation
from domain.messages import Event
from domain.rr import commands as c
from domain.rr import events as e
from domain.rr.attributes import current
from domain.rr.common import (
    acts_for,
    attribute_parts,
    character,
    open_table,
    require_power,
    require_spark,
    run,
    scratch,
)
from domain.rr.decide.malfunctions import roll_malfunctions
from domain.rr.saving_throw import SaveResult, roll_save
from domain.rr.state import PendingSave, TnPart
from domain.rr.weapons import Weapon


def knockdown_threshold(size: int, attack: str) -> int:
    return size if attack == "thrust" else size // 2


def durability_consequences(
    state: CampaignState,
    save: PendingSave,
    result: SaveResult,
    weapon: Weapon | None,
    full_effect: bool,
    ctx: Context,
    visibility: Any,
    prior: list[Event],
) -> list[Event]:
    """Events after a Durability save's roll: Malfunctions, shut down, a knockdown save."""
    events: list[Event] = []
    ch = character(state, save.character_id)
    emp = weapon is not None and weapon.emp_loss_per_die is not None
    if result.failed and not emp:
        per_die = weapon.malfunctions_per_die if weapon is not None else 2
        sim = scratch(state, [ch.character_id])
        run(sim, prior)
        events.extend(
            roll_malfunctions(
                sim, ctx, ch.character_id, result.failed * per_die, save.save_id, save.table_id, visibility
            )
        )
    if full_effect:
        events.append(
            e.ShutDown(
                character_id=ch.character_id,
                reason="durability_save" if result.outcome == "total_failure" else "durability_zero",
                override_available=ch.sparked and result.outcome == "total_failure",
                save_id=save.save_id,
                table_id=save.table_id,
            )
        )
    if save.attack is not None:
        damage = save.damage_successes + (weapon.damage if weapon is not None else 0)
        threshold = knockdown_threshold(ch.size, save.attack)
        if damage >= threshold and damage > 0:
            parts = attribute_parts(ch, "locomotion")
            excess = damage - threshold
            if excess:
                parts.append(TnPart(source="knockdown excess damage", value=-excess))
            events.append(
                e.SaveTriggered(
                    save_id=ctx.new_id(),
                    character_id=ch.character_id,
                    table_id=save.table_id,
                    attribute="locomotion",
                    loss_attribute="locomotion",
                    kind="attribute",
                    tn_parts=tuple(parts),
                    source_test_id=save.source_test_id,
                    source_character_id=save.source_character_id,
                    effect=f"knockdown ({save.attack}, damage {damage} vs {threshold})",
                )
            )
    return events


def override_shutdown(state: CampaignState, cmd: c.OverrideShutdown, ctx: Context) -> list[Event]:
    open_table(state, cmd.table_id)
    ch = acts_for(state, ctx, cmd.character_id)
    require_spark(ch, "override a shut-down")
    if not ch.shut_down or not ch.override_available:
        raise RuleViolation(
            "override_unavailable",
            "the override answers a Durability Save's Total Failure, immediately and once",
            character_id=ch.character_id,
        )
    require_power(ch, 1)
    parts = [TnPart(source="self_awareness", value=ch.self_awareness)]
    roll, result = roll_save(ctx.dice, parts)
    down = result.outcome == "total_failure"
    return [
        e.PowerSpent(
            character_id=ch.character_id,
            amount=1,
            reason="shutdown_override",
            ref=None,
            before=ch.power,
            after=ch.power - 1,
            table_id=cmd.table_id,
        ),
        e.ShutdownOverrideRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,) if roll else (),
            visibility=cmd.visibility,
            character_id=ch.character_id,
            tn=result.tn,
            tn_parts=result.tn_parts,
            successes=result.successes,
            failed=result.failed,
            outcome=result.outcome,
            automatic=result.automatic,
            shut_down=down,
            penalty=0 if down else 2 * result.failed,
        ),
    ]


def attempt_reactivation(state: CampaignState, cmd: c.AttemptReactivation, ctx: Context) -> list[Event]:
    open_table(state, cmd.table_id)
    ch = acts_for(state, ctx, cmd.character_id)
    if not ch.shut_down:
        raise RuleViolation("not_shut_down", "the robot is running", character_id=ch.character_id)
    require_power(ch, 1)
    durability = current(ch, "durability")
    if durability <= 0:
        raise RuleViolation(
            "reactivation_impossible",
            "with Durability at 0 the robot cannot reactivate itself; it needs repair",
            character_id=ch.character_id,
            durability=durability,
        )
    roll = ctx.dice.roll(1, 10)
    ok = roll.faces[0] <= durability
    return [
        e.PowerSpent(
            character_id=ch.character_id,
            amount=1,
            reason="reactivation",
            ref=None,
            before=ch.power,
            after=ch.power - 1,
            table_id=cmd.table_id,
        ),
        e.ReactivationRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,),
            visibility=cmd.visibility,
            character_id=ch.character_id,
            durability=durability,
            face=roll.faces[0],
            reactivated=ok,
            memory_save_due=ok and ch.sparked,
        ),
    ]


def roll_shutdown_memory_save(state: CampaignState, cmd: c.RollShutdownMemorySave, ctx: Context) -> list[Event]:
    open_table(state, cmd.table_id)
    ch = acts_for(state, ctx, cmd.character_id)
    if not ch.memory_save_due:
        raise RuleViolation(
            "no_memory_save_due", "only a reactivated Spark owes this save", character_id=ch.character_id
        )
    roll, result = roll_save(ctx.dice, attribute_parts(ch, "memory"))
    lost = min(ch.inspiration, 2 * result.failed)
    sa_lost = 1 if result.outcome == "total_failure" and ch.self_awareness > 0 else 0
    return [
        e.ShutdownMemorySaveRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,) if roll else (),
            visibility=cmd.visibility,
            character_id=ch.character_id,
            tn=result.tn,
            tn_parts=result.tn_parts,
            successes=result.successes,
            failed=result.failed,
            outcome=result.outcome,
            automatic=result.automatic,
            inspiration_lost=lost,
            inspiration_after=ch.inspiration - lost,
            self_awareness_lost=sa_lost,
            self_awareness_after=ch.self_awareness - sa_lost,
            role_after=ch.role + sa_lost,
        )
    ]


def shut_down_robot(state: CampaignState, cmd: c.ShutDownRobot, ctx: Context) -> list[Event]:
    ch = character(state, cmd.character_id)
    if ch.shut_down:
        raise RuleViolation("already_shut_down", "the robot is already shut down", character_id=ch.character_id)
    return [e.ShutDown(character_id=ch.character_id, reason=cmd.reason, override_available=False)]
