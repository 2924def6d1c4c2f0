"""How each Robots & Rapiers event changes the state (extended conflict's handlers live with it).

Handlers are the only code that mutates `RRState`. They are kept tight for fast folds: no validation (the
decision already did it), direct attribute updates, and values copied from the event rather than
recomputed. Decisions that need to look a few steps ahead run these same handlers on a scratch copy
(`domain.rr.common.scratch`), so there is one definition of every change.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.campaign import CampaignState
from domain.messages import Event
from domain.rr import events as e
from domain.rr.conflict.apply import note_roll
from domain.rr.sheet import build_character
from domain.rr.state import (
    DesignRoll,
    DramaticControl,
    MemoryLoss,
    PendingSave,
    Program,
    RollOverBonus,
    SaveModifier,
    TestRecord,
    Trait,
)


def growth_rate_set(state: CampaignState, ev: e.GrowthRateSet) -> None:
    state.game.sa_cost_per_level = ev.sa_cost_per_level
    state.game.inspiration_faces = ev.inspiration_faces


def design_points_rolled(state: CampaignState, ev: e.DesignPointsRolled) -> None:
    state.game.design_rolls[ev.roll_id] = DesignRoll(
        roll_id=ev.roll_id,
        member_id=ev.member_id,
        size=ev.size,
        anthropoid_class=ev.anthropoid_class,
        design_points=ev.design_points,
    )


def character_created(state: CampaignState, ev: e.RRCharacterCreated) -> None:
    g = state.game
    g.characters[ev.character_id] = build_character(ev.character_id, ev.sheet, ev.sparked, ev.inspiration)
    if ev.design_roll_id is not None:
        roll = g.design_rolls.get(ev.design_roll_id)
        if roll is not None:
            roll.used = True


def character_sparked(state: CampaignState, ev: e.CharacterSparked) -> None:
    state.game.characters[ev.character_id].sparked = True


# --- tests ----------------------------------------------------------------------------------------------


def test_called(state: CampaignState, ev: e.TestCalled) -> None:
    g = state.game
    g.tests[ev.test_id] = TestRecord(ev.test_id, ev.character_id, ev.table_id, ev)
    if ev.opposes is not None:
        opposed = g.tests.get(ev.opposes)
        if opposed is not None:
            opposed.opposed_by = (*opposed.opposed_by, ev.test_id)
        if ev.opposing_rolls_left is not None and ev.conflict_id is not None:
            conflict = g.conflicts.get(ev.conflict_id)
            combatant = None if conflict is None else conflict.combatants.get(ev.character_id)
            if combatant is not None:
                combatant.opposing_rolls = ev.opposing_rolls_left


def test_rolled(state: CampaignState, ev: e.TestRolled) -> None:
    g = state.game
    rec = g.tests.get(ev.test_id)
    if rec is not None:
        rec.rolled = True
        rec.inspired = ev.inspired
        rec.pool = ev.pool
        rec.tn = ev.tn
        rec.faces = ev.rolls[0].faces if ev.rolls else ()
        rec.successes = ev.successes
    if ev.inspired_spec is not None and ev.program is not None:
        g.characters[ev.character_id].inspired_programs[ev.program] = ev.inspired_spec


def inspiration_taken_from_ones(state: CampaignState, ev: e.InspirationTakenFromOnes) -> None:
    g = state.game
    rec = g.tests.get(ev.test_id)
    if rec is not None:
        rec.successes = ev.successes_after
        rec.ones_taken += ev.count
    g.characters[ev.character_id].inspiration = ev.inspiration_after


def test_resolved(state: CampaignState, ev: e.TestResolved) -> None:
    tests = state.game.tests
    for r in ev.results:
        t = tests.get(r.test_id)
        if t is not None:
            t.resolved = True
            t.net = r.net
            t.won = r.won
    root = tests.get(ev.test_id)
    conflict_id = None if root is None else root.call.conflict_id
    if conflict_id is not None:
        conflict = state.game.conflicts.get(conflict_id)
        if conflict is not None:
            winner = ev.winner_id
            successes = next((r.net for r in ev.results if r.character_id == winner and r.won), 0)
            note_roll(conflict, winner, successes)


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


# --- saves ------------------------------------------------------------------------------------------------


def _consume_modifiers(mods: dict[str, SaveModifier], ids: tuple[str, ...]) -> None:
    for mid in ids:
        m = mods.get(mid)
        if m is not None and not m.persistent:
            del mods[mid]


def save_triggered(state: CampaignState, ev: e.SaveTriggered) -> None:
    g = state.game
    g.saves[ev.save_id] = PendingSave(ev.save_id, ev.character_id, ev.table_id, ev)
    if ev.prepared_used:
        _consume_modifiers(g.characters[ev.character_id].save_modifiers, ev.prepared_used)


def save_rolled(state: CampaignState, ev: e.SaveRolled) -> None:
    g = state.game
    g.saves.pop(ev.save_id, None)
    if ev.modifiers_used:
        _consume_modifiers(g.characters[ev.character_id].save_modifiers, ev.modifiers_used)


def temporary_loss_suffered(state: CampaignState, ev: e.TemporaryLossSuffered) -> None:
    ch = state.game.characters[ev.character_id]
    if ev.persistent:
        ch.persistent_losses[ev.attribute] = ev.after
    else:
        ch.losses[ev.attribute] = ev.after


def persistent_loss_ended(state: CampaignState, ev: e.PersistentLossEnded) -> None:
    ch = state.game.characters[ev.character_id]
    ch.persistent_losses.pop(ev.attribute, None)
    ch.losses[ev.attribute] = ch.losses.get(ev.attribute, 0) + ev.points


def malfunction_suffered(state: CampaignState, ev: e.MalfunctionSuffered) -> None:
    ch = state.game.characters[ev.character_id]
    ch.malfunctions += 1
    ch.cosmetic_damage += ev.cosmetic
    if ev.result == "attribute" and ev.attribute is not None and ev.damage_after is not None:
        ch.damage[ev.attribute] = ev.damage_after
    elif ev.result == "power":
        if ev.power_after is not None:
            ch.power = ev.power_after
        if ev.capacitor_after is not None:
            ch.capacitor = ev.capacitor_after
    elif ev.result == "slot" and ev.slot is not None:
        slot = ch.slots[ev.slot]
        if ev.slot_damaged:
            slot.damaged = True
        if ev.accessory is not None and ev.accessory_state is not None:
            acc = ch.accessories[ev.accessory]
            acc.hits += 1
            acc.state = ev.accessory_state


def memory_malfunction_save_rolled(state: CampaignState, ev: e.MemoryMalfunctionSaveRolled) -> None:
    if ev.program is None or ev.loss_id is None:
        return
    ch = state.game.characters[ev.character_id]
    if ev.core:
        ch.cores[ev.program] = 0 if ev.entire else ch.cores[ev.program] - ev.levels_lost
    elif ev.entire:
        ch.programs.pop(ev.program, None)
    else:
        ch.programs[ev.program].level -= ev.levels_lost
    ch.memory_losses.append(
        MemoryLoss(
            loss_id=ev.loss_id,
            program=ev.program,
            levels=ev.levels_lost,
            entire=ev.entire,
            spec=ev.spec,
            core=ev.core,
        )
    )


def shut_down(state: CampaignState, ev: e.ShutDown) -> None:
    ch = state.game.characters[ev.character_id]
    ch.shut_down = True
    ch.override_available = ev.override_available


def shutdown_override_rolled(state: CampaignState, ev: e.ShutdownOverrideRolled) -> None:
    ch = state.game.characters[ev.character_id]
    ch.override_available = False
    ch.shut_down = ev.shut_down
    ch.override_penalty = ev.penalty


def reactivation_rolled(state: CampaignState, ev: e.ReactivationRolled) -> None:
    if ev.reactivated:
        ch = state.game.characters[ev.character_id]
        ch.shut_down = False
        ch.override_available = False
        ch.memory_save_due = ev.memory_save_due


def reactivated(state: CampaignState, ev: e.Reactivated) -> None:
    ch = state.game.characters[ev.character_id]
    ch.shut_down = False
    ch.override_available = False
    ch.memory_save_due = ev.memory_save_due


def shutdown_memory_save_rolled(state: CampaignState, ev: e.ShutdownMemorySaveRolled) -> None:
    ch = state.game.characters[ev.character_id]
    ch.memory_save_due = False
    ch.inspiration = ev.inspiration_after
    ch.self_awareness = ev.self_awareness_after
    ch.role = ev.role_after


def memory_restore_save_rolled(state: CampaignState, ev: e.MemoryRestoreSaveRolled) -> None:
    ch = state.game.characters[ev.character_id]
    loss = next(x for x in ch.memory_losses if x.loss_id == ev.loss_id)
    ch.memory_losses.remove(loss)
    if ev.regained <= 0 and not ev.restored_program:
        return
    if loss.core:
        ch.cores[loss.program] = ch.cores.get(loss.program, 0) + ev.regained
    elif ev.restored_program and loss.spec is not None:
        ch.programs[loss.program] = Program(
            level=ev.regained,
            core=loss.spec.core,
            max_inspiration=loss.spec.max_inspiration,
            artistic=loss.spec.artistic,
        )
    elif loss.program in ch.programs:
        ch.programs[loss.program].level += ev.regained


# --- power, inspiration, growth ------------------------------------------------------------------------------


def power_spent(state: CampaignState, ev: e.PowerSpent) -> None:
    state.game.characters[ev.character_id].power = ev.after


def power_recharged(state: CampaignState, ev: e.PowerRecharged) -> None:
    state.game.characters[ev.character_id].power = ev.after


def power_transferred(state: CampaignState, ev: e.PowerTransferred) -> None:
    chars = state.game.characters
    chars[ev.from_id].power = ev.from_after
    chars[ev.to_id].power = ev.to_after


def inspiration_gained(state: CampaignState, ev: e.InspirationGained) -> None:
    ch = state.game.characters[ev.character_id]
    ch.inspiration = ev.after
    if ev.trait is not None:
        trait = ch.traits[ev.trait]
        trait.session_table_id = ev.table_id
        trait.session_gained = ev.session_gained


def inspiration_changed(state: CampaignState, ev: Any) -> None:
    state.game.characters[ev.character_id].inspiration = ev.after


def trait_benefit_taken(state: CampaignState, ev: e.TraitBenefitTaken) -> None:
    state.game.characters[ev.character_id].bonuses[ev.bonus_id] = RollOverBonus(
        bonus_id=ev.bonus_id, dice=ev.dice, applies_to=f"trait: {ev.trait}"
    )


def dramatic_control_proposed(state: CampaignState, ev: e.DramaticControlProposed) -> None:
    state.game.controls[ev.control_id] = DramaticControl(
        control_id=ev.control_id, character_id=ev.character_id, narration=ev.narration, edits=ev.edits
    )


def dramatic_control_priced(state: CampaignState, ev: e.DramaticControlPriced) -> None:
    dc = state.game.controls.get(ev.control_id)
    if dc is not None:
        dc.cost = ev.cost
        dc.magnitude = ev.magnitude


def dramatic_control_settled(state: CampaignState, ev: e.DramaticControlSettled) -> None:
    dc = state.game.controls.get(ev.control_id)
    if dc is not None:
        dc.settled = True


def program_increase_rolled(state: CampaignState, ev: e.ProgramIncreaseRolled) -> None:
    ch = state.game.characters[ev.character_id]
    if ev.gained:
        ch.programs[ev.program].level = ev.new_level
    if ev.modifiers_used:
        _consume_modifiers(ch.save_modifiers, ev.modifiers_used)


def program_learn_rolled(state: CampaignState, ev: e.ProgramLearnRolled) -> None:
    ch = state.game.characters[ev.character_id]
    if ev.learned:
        ch.programs[ev.program] = Program(
            level=0, core=ev.spec.core, max_inspiration=ev.spec.max_inspiration, artistic=ev.spec.artistic
        )
        ch.inspired_programs.pop(ev.program, None)
    if ev.modifiers_used:
        _consume_modifiers(ch.save_modifiers, ev.modifiers_used)


def trait_changed(state: CampaignState, ev: e.TraitChanged) -> None:
    traits = state.game.characters[ev.character_id].traits
    if ev.rating_after <= 0:
        traits.pop(ev.trait, None)
    elif ev.trait in traits:
        traits[ev.trait].rating = ev.rating_after
    else:
        traits[ev.trait] = Trait(rating=ev.rating_after, kind=ev.kind)


def self_awareness_increased(state: CampaignState, ev: e.SelfAwarenessIncreased) -> None:
    ch = state.game.characters[ev.character_id]
    ch.self_awareness = ev.self_awareness
    ch.role = ev.role
    if ev.core_reduced is not None and ev.core_after is not None:
        ch.cores[ev.core_reduced] = ev.core_after
    for name, spec in ev.new_programs.items():
        ch.programs[name] = Program(
            level=0, core=spec.core, max_inspiration=spec.max_inspiration, artistic=spec.artistic
        )
        ch.inspired_programs.pop(name, None)
    for name, levels in ev.program_levels.items():
        ch.programs[name].level += levels
    if ev.role_trait is not None and ev.role_trait_after is not None:
        if ev.role_trait_after <= 0:
            ch.traits.pop(ev.role_trait, None)
        else:
            ch.traits[ev.role_trait].rating = ev.role_trait_after
    trait = ch.traits.get(ev.sa_trait)
    if trait is None:
        ch.traits[ev.sa_trait] = Trait(rating=ev.sa_trait_after, kind="self_awareness")
    else:
        trait.rating = ev.sa_trait_after


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


HANDLERS: dict[type[Event], Callable[[CampaignState, Any], None]] = {
    e.GrowthRateSet: growth_rate_set,
    e.DesignPointsRolled: design_points_rolled,
    e.RRCharacterCreated: character_created,
    e.CharacterSparked: character_sparked,
    e.TestCalled: test_called,
    e.TestRolled: test_rolled,
    e.InspirationTakenFromOnes: inspiration_taken_from_ones,
    e.TestResolved: test_resolved,
    e.SurpriseBoughtOff: surprise_bought_off,
    e.ActionAccomplished: action_accomplished,
    e.ActionHastened: spent_only,
    e.RollOverBonusGranted: roll_over_bonus_granted,
    e.LossRestored: loss_restored,
    e.MalfunctionRepaired: malfunction_repaired,
    e.CosmeticDamageRepaired: cosmetic_damage_repaired,
    e.OverridePenaltyReduced: override_penalty_reduced,
    e.SaveTnLowered: save_tn_lowered,
    e.SaveTnRaised: save_tn_raised,
    e.SaveModifiersPrepared: save_modifiers_prepared,
    e.SpecialEffectBought: spent_only,
    e.SuccessesSpentOnActionPoints: spent_only,
    e.SaveTriggered: save_triggered,
    e.SaveRolled: save_rolled,
    e.TemporaryLossSuffered: temporary_loss_suffered,
    e.PersistentLossEnded: persistent_loss_ended,
    e.MalfunctionSuffered: malfunction_suffered,
    e.MemoryMalfunctionSaveRolled: memory_malfunction_save_rolled,
    e.ShutDown: shut_down,
    e.ShutdownOverrideRolled: shutdown_override_rolled,
    e.ReactivationRolled: reactivation_rolled,
    e.Reactivated: reactivated,
    e.ShutdownMemorySaveRolled: shutdown_memory_save_rolled,
    e.MemoryRestoreSaveRolled: memory_restore_save_rolled,
    e.PowerSpent: power_spent,
    e.PowerRecharged: power_recharged,
    e.PowerTransferred: power_transferred,
    e.InspirationGained: inspiration_gained,
    e.InspirationSpent: inspiration_changed,
    e.InspirationLost: inspiration_changed,
    e.TraitBenefitTaken: trait_benefit_taken,
    e.DramaticControlProposed: dramatic_control_proposed,
    e.DramaticControlPriced: dramatic_control_priced,
    e.DramaticControlSettled: dramatic_control_settled,
    e.ProgramIncreaseRolled: program_increase_rolled,
    e.ProgramLearnRolled: program_learn_rolled,
    e.TraitChanged: trait_changed,
    e.SelfAwarenessIncreased: self_awareness_increased,
    e.BonusUsed: bonus_used,
    e.BonusDiscarded: bonus_discarded,
    e.CosmeticDamageSpent: cosmetic_damage_spent,
}
"""Event type → handler. TapestrySaveRolled changes nothing (the verdict binds the story, not the sheet)."""
