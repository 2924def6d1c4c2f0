"""GM housekeeping on the successes economy: ending persistent bonuses, spending cosmetic damage."""

from __future__ import annotations

from domain.campaign import CampaignState, Context
from domain.errors import InvalidCommand, NotFound, RuleViolation
from domain.messages import Event
from domain.rr import commands as c
from domain.rr import events as e
from domain.rr.common import character, pending_save, test_record


def discard_bonus(state: CampaignState, cmd: c.DiscardBonus, ctx: Context) -> list[Event]:
    ch = character(state, cmd.character_id)
    if cmd.bonus_id not in ch.bonuses and cmd.bonus_id not in ch.save_modifiers:
        raise NotFound("bonus_not_found", "the robot holds no such bonus", bonus_id=cmd.bonus_id)
    return [e.BonusDiscarded(character_id=ch.character_id, bonus_id=cmd.bonus_id)]


def spend_cosmetic_damage(state: CampaignState, cmd: c.SpendCosmeticDamage, ctx: Context) -> list[Event]:
    """Cosmetic damage is spent like opposing successes: Difficulty on the robot's test, or -TN on its save."""
    ch = character(state, cmd.character_id)
    if (cmd.test_id is None) == (cmd.save_id is None):
        raise InvalidCommand("one_target", "spend cosmetic damage on one test or one save")
    if cmd.points > ch.cosmetic_damage:
        raise RuleViolation(
            "not_enough_cosmetic_damage",
            "the robot has less cosmetic damage than that",
            needed=cmd.points,
            available=ch.cosmetic_damage,
        )
    table_id = None
    if cmd.test_id is not None:
        rec = test_record(state, cmd.test_id)
        if rec.character_id != ch.character_id or rec.resolved:
            raise RuleViolation(
                "cosmetic_test", "cosmetic damage opposes that robot's own unresolved test", test_id=cmd.test_id
            )
        table_id = rec.table_id
    if cmd.save_id is not None:
        save = pending_save(state, cmd.save_id)
        if save.character_id != ch.character_id:
            raise RuleViolation("cosmetic_save", "cosmetic damage lowers that robot's own save", save_id=cmd.save_id)
        table_id = save.table_id
    return [
        e.CosmeticDamageSpent(
            character_id=ch.character_id,
            points=cmd.points,
            test_id=cmd.test_id,
            save_id=cmd.save_id,
            table_id=table_id,
            before=ch.cosmetic_damage,
            after=ch.cosmetic_damage - cmd.points,
        )
    ]
