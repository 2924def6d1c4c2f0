"""How each Robots & Rapiers event changes the state (extended conflict's handlers live with it).

Handlers are the only code that mutates `RRState`. They are kept tight for fast folds: no validation (the
decision already did it), direct attribute updates, and values copied from the event rather than
recomputed. Decisions that need to look a few steps ahead run these same handlers on a scratch copy
(`domain.rr.common.scratch`), so there is one definition of every change. This module holds the table;
each topic has its module (characters, tests, successes, saves, growth).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.campaign import CampaignState
from domain.messages import Event
from domain.rr import events as e
from domain.rr.apply import characters, growth, saves, successes, tests

HANDLERS: dict[type[Event], Callable[[CampaignState, Any], None]] = {
    e.GrowthRateSet: characters.growth_rate_set,
    e.DesignPointsRolled: characters.design_points_rolled,
    e.RRCharacterCreated: characters.character_created,
    e.CharacterSparked: characters.character_sparked,
    e.TestCalled: tests.test_called,
    e.TestRolled: tests.test_rolled,
    e.InspirationTakenFromOnes: tests.inspiration_taken_from_ones,
    e.TestResolved: tests.test_resolved,
    e.SurpriseBoughtOff: successes.surprise_bought_off,
    e.ActionAccomplished: successes.action_accomplished,
    e.ActionHastened: successes.spent_only,
    e.RollOverBonusGranted: successes.roll_over_bonus_granted,
    e.LossRestored: successes.loss_restored,
    e.MalfunctionRepaired: successes.malfunction_repaired,
    e.CosmeticDamageRepaired: successes.cosmetic_damage_repaired,
    e.OverridePenaltyReduced: successes.override_penalty_reduced,
    e.SaveTnLowered: successes.save_tn_lowered,
    e.SaveTnRaised: successes.save_tn_raised,
    e.SaveModifiersPrepared: successes.save_modifiers_prepared,
    e.SpecialEffectBought: successes.spent_only,
    e.SuccessesSpentOnActionPoints: successes.spent_only,
    e.SaveTriggered: saves.save_triggered,
    e.SaveRolled: saves.save_rolled,
    e.TemporaryLossSuffered: saves.temporary_loss_suffered,
    e.PersistentLossEnded: saves.persistent_loss_ended,
    e.MalfunctionSuffered: saves.malfunction_suffered,
    e.MemoryMalfunctionSaveRolled: saves.memory_malfunction_save_rolled,
    e.ShutDown: saves.shut_down,
    e.ShutdownOverrideRolled: saves.shutdown_override_rolled,
    e.ReactivationRolled: saves.reactivation_rolled,
    e.Reactivated: saves.reactivated,
    e.ShutdownMemorySaveRolled: saves.shutdown_memory_save_rolled,
    e.MemoryRestoreSaveRolled: saves.memory_restore_save_rolled,
    e.PowerSpent: growth.power_spent,
    e.PowerRecharged: growth.power_recharged,
    e.PowerTransferred: growth.power_transferred,
    e.InspirationGained: growth.inspiration_gained,
    e.InspirationSpent: growth.inspiration_changed,
    e.InspirationLost: growth.inspiration_changed,
    e.TraitBenefitTaken: growth.trait_benefit_taken,
    e.DramaticControlProposed: growth.dramatic_control_proposed,
    e.DramaticControlPriced: growth.dramatic_control_priced,
    e.DramaticControlSettled: growth.dramatic_control_settled,
    e.ProgramIncreaseRolled: growth.program_increase_rolled,
    e.ProgramLearnRolled: growth.program_learn_rolled,
    e.TraitChanged: growth.trait_changed,
    e.SelfAwarenessIncreased: growth.self_awareness_increased,
    e.BonusUsed: successes.bonus_used,
    e.BonusDiscarded: successes.bonus_discarded,
    e.CosmeticDamageSpent: successes.cosmetic_damage_spent,
}
"""Event type → handler. TapestrySaveRolled changes nothing (the verdict binds the story, not the sheet)."""
