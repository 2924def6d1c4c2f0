"""How spending a test's successes changes the state, and the GM's rulings on bonuses and cosmetic damage."""

from __future__ import annotations

from typing import Any

from domain.campaign import CampaignState
from domain.rr import events as e
from domain.rr.state import RollOverBonus, SaveModifier


def _spent(state: CampaignState, ev: Any) -> None:
    """Count spent successes on the test. Records are looked up with `.get` throughout: a log written before
    a record's lapse rules (`domain.rr.lifecycle`) may act on a test they would have let lapse, and folding
    it must still apply everything else the event says."""
    rec = state.game.tests.get(ev.test_id)
    if rec is not None:
        rec.spent += ev.successes


def action_accomplished(state: CampaignState, ev: e.ActionAccomplished) -> None:
    rec = state.game.tests.get(ev.test_id)
    if rec is not None:
        rec.spent += ev.successes
        rec.accomplished += 1
        if ev.target_id is not None:
            rec.targets = (*rec.targets, ev.target_id)
    if ev.target_id is not None and ev.effect == "repair_accessory" and ev.accessory is not None:
        acc = state.game.characters[ev.target_id].accessories[ev.accessory]
        acc.state = "working"
        acc.hits = 0


def spent_only(state: CampaignState, ev: Any) -> None:
    _spent(state, ev)


def roll_over_bonus_granted(state: CampaignState, ev: e.RollOverBonusGranted) -> None:
    g = state.game
    _spent(state, ev)
    chars = g.characters
    persistent = ev.mode == "persistent" or ev.mode == "multiple_persistent"
    for b in ev.bonuses:
        chars[b.recipient_id].bonuses[b.bonus_id] = RollOverBonus(
            b.bonus_id, b.dice, persistent, ev.test_id, ev.applies_to
        )


def loss_restored(state: CampaignState, ev: e.LossRestored) -> None:
    _spent(state, ev)
    losses = state.game.characters[ev.target_id].losses
    if ev.loss_after:
        losses[ev.attribute] = ev.loss_after
    else:
        losses.pop(ev.attribute, None)
    if ev.conflict_id is not None and ev.surprise_after is not None:
        _set_surprise(state, ev.conflict_id, ev.target_id, ev.surprise_after)


def _set_surprise(state: CampaignState, conflict_id: str, character_id: str, outstanding: int) -> None:
    """The conflict's record of how much of the robot's loss is surprise. Decisions that simulate on a
    scratch copy may hold no conflict, hence the look-ups that tolerate its absence."""
    conflict = state.game.conflicts.get(conflict_id)
    if conflict is not None:
        cb = conflict.combatants.get(character_id)
        if cb is not None:
            cb.surprise_loss = outstanding


def surprise_bought_off(state: CampaignState, ev: e.SurpriseBoughtOff) -> None:
    losses = state.game.characters[ev.character_id].losses
    if ev.loss_after:
        losses[ev.attribute] = ev.loss_after
    else:
        losses.pop(ev.attribute, None)
    _set_surprise(state, ev.conflict_id, ev.character_id, ev.surprise_after)


def malfunction_repaired(state: CampaignState, ev: e.MalfunctionRepaired) -> None:
    _spent(state, ev)
    ch = state.game.characters[ev.target_id]
    if ev.damage_after:
        ch.damage[ev.attribute] = ev.damage_after
    else:
        ch.damage.pop(ev.attribute, None)
    if ev.memory_losses:
        marked = set(ev.memory_losses)
        for loss in ch.memory_losses:
            if loss.loss_id in marked:
                loss.repaired = True


def cosmetic_damage_repaired(state: CampaignState, ev: e.CosmeticDamageRepaired) -> None:
    _spent(state, ev)
    state.game.characters[ev.target_id].cosmetic_damage = ev.after


def override_penalty_reduced(state: CampaignState, ev: e.OverridePenaltyReduced) -> None:
    _spent(state, ev)
    state.game.characters[ev.character_id].override_penalty = ev.after


def save_tn_lowered(state: CampaignState, ev: e.SaveTnLowered) -> None:
    _spent(state, ev)
    save = state.game.saves.get(ev.save_id)
    if save is not None:
        save.extra_damage += ev.successes


def save_tn_raised(state: CampaignState, ev: e.SaveTnRaised) -> None:
    _spent(state, ev)
    save = state.game.saves.get(ev.save_id)
    if save is not None:
        save.extra_defence += ev.successes


def save_modifiers_prepared(state: CampaignState, ev: e.SaveModifiersPrepared) -> None:
    _spent(state, ev)
    chars = state.game.characters
    for m in ev.modifiers:
        chars[m.character_id].save_modifiers[m.modifier_id] = SaveModifier(
            modifier_id=m.modifier_id,
            amount=m.amount,
            persistent=m.persistent,
            attribute=m.attribute,
            source_character_id=m.source_character_id,
            source_test_id=ev.test_id,
            note=ev.note,
        )


def bonus_used(state: CampaignState, ev: e.BonusUsed) -> None:
    if ev.consumed:
        state.game.characters[ev.character_id].bonuses.pop(ev.bonus_id, None)


def bonus_discarded(state: CampaignState, ev: e.BonusDiscarded) -> None:
    ch = state.game.characters[ev.character_id]
    ch.bonuses.pop(ev.bonus_id, None)
    ch.save_modifiers.pop(ev.bonus_id, None)


def cosmetic_damage_spent(state: CampaignState, ev: e.CosmeticDamageSpent) -> None:
    g = state.game
    g.characters[ev.character_id].cosmetic_damage = ev.after
    test = None if ev.test_id is None else g.tests.get(ev.test_id)
    if test is not None:
        test.extra_difficulty += ev.points
    save = None if ev.save_id is None else g.saves.get(ev.save_id)
    if save is not None:
        save.cosmetic += ev.points
