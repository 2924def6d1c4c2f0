from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.campaign_character_transferred import CampaignCharacterTransferred
    from ..models.campaign_created import CampaignCreated
    from ..models.campaign_member_added import CampaignMemberAdded
    from ..models.campaign_member_forgotten import CampaignMemberForgotten
    from ..models.campaign_member_removed import CampaignMemberRemoved
    from ..models.campaign_member_role_changed import CampaignMemberRoleChanged
    from ..models.campaign_roll_proven import CampaignRollProven
    from ..models.campaign_roll_revealed import CampaignRollRevealed
    from ..models.campaign_rolled import CampaignRolled
    from ..models.campaign_ruling_set import CampaignRulingSet
    from ..models.campaign_seed_revealed import CampaignSeedRevealed
    from ..models.campaign_table_closed import CampaignTableClosed
    from ..models.campaign_table_opened import CampaignTableOpened
    from ..models.d100_aimed import D100Aimed
    from ..models.d100_attack_resolved import D100AttackResolved
    from ..models.d100_attack_rolled import D100AttackRolled
    from ..models.d100_character_created import D100CharacterCreated
    from ..models.d100_combatant_removed import D100CombatantRemoved
    from ..models.d100_conflict_ended import D100ConflictEnded
    from ..models.d100_conflict_started import D100ConflictStarted
    from ..models.d100_damage_dealt import D100DamageDealt
    from ..models.d100_defence_rolled import D100DefenceRolled
    from ..models.d100_free_action_taken import D100FreeActionTaken
    from ..models.d100_health_changed import D100HealthChanged
    from ..models.d100_hit_location_rolled import D100HitLocationRolled
    from ..models.d100_initiative_rolled import D100InitiativeRolled
    from ..models.d100_moved import D100Moved
    from ..models.d100_round_started import D100RoundStarted
    from ..models.d100_task_rolled import D100TaskRolled
    from ..models.d100_turn_ended import D100TurnEnded
    from ..models.d100_turn_started import D100TurnStarted
    from ..models.event_out_metadata import EventOutMetadata
    from ..models.rb_advance_granted import RbAdvanceGranted
    from ..models.rb_advance_spent import RbAdvanceSpent
    from ..models.rb_character_created import RbCharacterCreated
    from ..models.rb_character_rolled import RbCharacterRolled
    from ..models.rb_die_picked import RbDiePicked
    from ..models.rb_doing_edge_named import RbDoingEdgeNamed
    from ..models.rb_edge_earned import RbEdgeEarned
    from ..models.rb_edge_gained import RbEdgeGained
    from ..models.rb_edge_lost import RbEdgeLost
    from ..models.rb_edge_sacrificed import RbEdgeSacrificed
    from ..models.rb_edge_transferred import RbEdgeTransferred
    from ..models.rb_fallout_rolled import RbFalloutRolled
    from ..models.rb_fallout_suffered import RbFalloutSuffered
    from ..models.rb_fallout_table_defined import RbFalloutTableDefined
    from ..models.rb_inciting_incident_rolled import RbIncitingIncidentRolled
    from ..models.rb_npc_created import RbNpcCreated
    from ..models.rb_npc_generated import RbNpcGenerated
    from ..models.rb_npc_removed import RbNpcRemoved
    from ..models.rb_npc_unbeing_suffered import RbNpcUnbeingSuffered
    from ..models.rb_scenario_fact_added import RbScenarioFactAdded
    from ..models.rb_scenario_factors_rolled import RbScenarioFactorsRolled
    from ..models.rb_scenario_symbol_placed import RbScenarioSymbolPlaced
    from ..models.rb_scenario_symbol_rolled import RbScenarioSymbolRolled
    from ..models.rb_session_ended import RbSessionEnded
    from ..models.rb_table_rolled import RbTableRolled
    from ..models.rb_test_called import RbTestCalled
    from ..models.rb_test_rolled import RbTestRolled
    from ..models.rb_test_traits_offered import RbTestTraitsOffered
    from ..models.rb_test_traits_set import RbTestTraitsSet
    from ..models.rb_test_withdrawn import RbTestWithdrawn
    from ..models.rb_track_completed import RbTrackCompleted
    from ..models.rb_track_created import RbTrackCreated
    from ..models.rb_track_marked import RbTrackMarked
    from ..models.rb_track_removed import RbTrackRemoved
    from ..models.rb_unbeing_recovered import RbUnbeingRecovered
    from ..models.rb_unbeing_suffered import RbUnbeingSuffered
    from ..models.rb_undoing_recovered import RbUndoingRecovered
    from ..models.rb_undoing_suffered import RbUndoingSuffered
    from ..models.roll_hidden import RollHidden
    from ..models.roll_sealed import RollSealed
    from ..models.rr_action_accomplished import RrActionAccomplished
    from ..models.rr_action_hastened import RrActionHastened
    from ..models.rr_action_point_save_rolled import RrActionPointSaveRolled
    from ..models.rr_action_points_regained import RrActionPointsRegained
    from ..models.rr_action_points_spent import RrActionPointsSpent
    from ..models.rr_ambush_ones_taken import RrAmbushOnesTaken
    from ..models.rr_ambush_rolled import RrAmbushRolled
    from ..models.rr_base_action_points_rolled import RrBaseActionPointsRolled
    from ..models.rr_bonus_discarded import RrBonusDiscarded
    from ..models.rr_bonus_used import RrBonusUsed
    from ..models.rr_character_created import RrCharacterCreated
    from ..models.rr_character_sparked import RrCharacterSparked
    from ..models.rr_combatant_joined import RrCombatantJoined
    from ..models.rr_combatant_left import RrCombatantLeft
    from ..models.rr_conflict_ended import RrConflictEnded
    from ..models.rr_conflict_started import RrConflictStarted
    from ..models.rr_cosmetic_damage_repaired import RrCosmeticDamageRepaired
    from ..models.rr_cosmetic_damage_spent import RrCosmeticDamageSpent
    from ..models.rr_design_points_rolled import RrDesignPointsRolled
    from ..models.rr_dramatic_control_priced import RrDramaticControlPriced
    from ..models.rr_dramatic_control_proposed import RrDramaticControlProposed
    from ..models.rr_dramatic_control_settled import RrDramaticControlSettled
    from ..models.rr_engagement_changed import RrEngagementChanged
    from ..models.rr_first_right_declined import RrFirstRightDeclined
    from ..models.rr_growth_rate_set import RrGrowthRateSet
    from ..models.rr_hard_break_taken import RrHardBreakTaken
    from ..models.rr_inspiration_gained import RrInspirationGained
    from ..models.rr_inspiration_lost import RrInspirationLost
    from ..models.rr_inspiration_spent import RrInspirationSpent
    from ..models.rr_inspiration_taken_from_ones import RrInspirationTakenFromOnes
    from ..models.rr_loss_restored import RrLossRestored
    from ..models.rr_malfunction_repaired import RrMalfunctionRepaired
    from ..models.rr_malfunction_suffered import RrMalfunctionSuffered
    from ..models.rr_memory_malfunction_save_rolled import RrMemoryMalfunctionSaveRolled
    from ..models.rr_memory_restore_save_rolled import RrMemoryRestoreSaveRolled
    from ..models.rr_override_penalty_reduced import RrOverridePenaltyReduced
    from ..models.rr_persistent_loss_ended import RrPersistentLossEnded
    from ..models.rr_power_recharged import RrPowerRecharged
    from ..models.rr_power_spent import RrPowerSpent
    from ..models.rr_power_transferred import RrPowerTransferred
    from ..models.rr_program_increase_rolled import RrProgramIncreaseRolled
    from ..models.rr_program_learn_rolled import RrProgramLearnRolled
    from ..models.rr_reaction_save_rolled import RrReactionSaveRolled
    from ..models.rr_reactivated import RrReactivated
    from ..models.rr_reactivation_rolled import RrReactivationRolled
    from ..models.rr_roll_over_bonus_granted import RrRollOverBonusGranted
    from ..models.rr_save_modifiers_prepared import RrSaveModifiersPrepared
    from ..models.rr_save_rolled import RrSaveRolled
    from ..models.rr_save_tn_lowered import RrSaveTnLowered
    from ..models.rr_save_tn_raised import RrSaveTnRaised
    from ..models.rr_save_triggered import RrSaveTriggered
    from ..models.rr_self_awareness_increased import RrSelfAwarenessIncreased
    from ..models.rr_shut_down import RrShutDown
    from ..models.rr_shutdown_memory_save_rolled import RrShutdownMemorySaveRolled
    from ..models.rr_shutdown_override_rolled import RrShutdownOverrideRolled
    from ..models.rr_special_effect_bought import RrSpecialEffectBought
    from ..models.rr_successes_spent_on_action_points import (
        RrSuccessesSpentOnActionPoints,
    )
    from ..models.rr_surprise_bought_off import RrSurpriseBoughtOff
    from ..models.rr_surprise_recovered import RrSurpriseRecovered
    from ..models.rr_surprise_save_rolled import RrSurpriseSaveRolled
    from ..models.rr_tapestry_save_rolled import RrTapestrySaveRolled
    from ..models.rr_temporary_loss_suffered import RrTemporaryLossSuffered
    from ..models.rr_test_called import RrTestCalled
    from ..models.rr_test_resolved import RrTestResolved
    from ..models.rr_test_rolled import RrTestRolled
    from ..models.rr_trait_benefit_taken import RrTraitBenefitTaken
    from ..models.rr_trait_changed import RrTraitChanged
    from ..models.rr_turn_ended import RrTurnEnded
    from ..models.rr_turn_order_established import RrTurnOrderEstablished
    from ..models.rr_turn_order_rotated import RrTurnOrderRotated
    from ..models.rr_turn_purchased import RrTurnPurchased
    from ..models.rr_turn_started import RrTurnStarted
    from ..models.sb_action_taken import SbActionTaken
    from ..models.sb_actions_granted import SbActionsGranted
    from ..models.sb_adventure_ended import SbAdventureEnded
    from ..models.sb_adventure_started import SbAdventureStarted
    from ..models.sb_armor_changed import SbArmorChanged
    from ..models.sb_attack_declared import SbAttackDeclared
    from ..models.sb_attack_resolved import SbAttackResolved
    from ..models.sb_berserk_rolled import SbBerserkRolled
    from ..models.sb_challenge_called import SbChallengeCalled
    from ..models.sb_challenge_cancelled import SbChallengeCancelled
    from ..models.sb_challenge_rolled import SbChallengeRolled
    from ..models.sb_challenge_succeeded_automatically import (
        SbChallengeSucceededAutomatically,
    )
    from ..models.sb_character_created import SbCharacterCreated
    from ..models.sb_contest_called import SbContestCalled
    from ..models.sb_contest_resolved import SbContestResolved
    from ..models.sb_contest_rolled import SbContestRolled
    from ..models.sb_contest_tie_ruled import SbContestTieRuled
    from ..models.sb_damage_rolled import SbDamageRolled
    from ..models.sb_fight_ended import SbFightEnded
    from ..models.sb_fight_started import SbFightStarted
    from ..models.sb_healed import SbHealed
    from ..models.sb_health_restored import SbHealthRestored
    from ..models.sb_hp_lost import SbHpLost
    from ..models.sb_injury_rolled import SbInjuryRolled
    from ..models.sb_killed import SbKilled
    from ..models.sb_knocked_out import SbKnockedOut
    from ..models.sb_order_contest_rolled import SbOrderContestRolled
    from ..models.sb_regained_consciousness import SbRegainedConsciousness
    from ..models.sb_round_started import SbRoundStarted
    from ..models.sb_skill_added import SbSkillAdded
    from ..models.sb_skill_raised import SbSkillRaised
    from ..models.sb_turn_ended import SbTurnEnded
    from ..models.sb_turn_order_set import SbTurnOrderSet
    from ..models.sb_turn_started import SbTurnStarted
    from ..models.sb_wake_rolled import SbWakeRolled
    from ..models.sb_weapon_dropped import SbWeaponDropped
    from ..models.sb_weapon_readied import SbWeaponReadied
    from ..models.sb_weapon_removed import SbWeaponRemoved
    from ..models.sb_weapon_set import SbWeaponSet
    from ..models.scratch_ability_rolled import ScratchAbilityRolled
    from ..models.scratch_action_taken import ScratchActionTaken
    from ..models.scratch_attack_rolled import ScratchAttackRolled
    from ..models.scratch_bonus_blocked import ScratchBonusBlocked
    from ..models.scratch_bonus_granted import ScratchBonusGranted
    from ..models.scratch_bonus_removed import ScratchBonusRemoved
    from ..models.scratch_caught import ScratchCaught
    from ..models.scratch_character_created import ScratchCharacterCreated
    from ..models.scratch_conflict_ended import ScratchConflictEnded
    from ..models.scratch_conflict_started import ScratchConflictStarted
    from ..models.scratch_craft_rolled import ScratchCraftRolled
    from ..models.scratch_creation_limits_set import ScratchCreationLimitsSet
    from ..models.scratch_damage_dealt import ScratchDamageDealt
    from ..models.scratch_delayed import ScratchDelayed
    from ..models.scratch_environment_set import ScratchEnvironmentSet
    from ..models.scratch_escaped import ScratchEscaped
    from ..models.scratch_evaded import ScratchEvaded
    from ..models.scratch_heal_rolled import ScratchHealRolled
    from ..models.scratch_hit_points_changed import ScratchHitPointsChanged
    from ..models.scratch_hurry_set import ScratchHurrySet
    from ..models.scratch_initiative_rolled import ScratchInitiativeRolled
    from ..models.scratch_round_started import ScratchRoundStarted
    from ..models.scratch_turn_ended import ScratchTurnEnded
    from ..models.scratch_turn_skipped import ScratchTurnSkipped
    from ..models.scratch_turn_started import ScratchTurnStarted
    from ..models.unknown_event import UnknownEvent


T = TypeVar("T", bound="EventOut")


@_attrs_define
class EventOut:
    """
    Attributes:
        version (int):
        position (int):
        type_ (str):
        data (CampaignCharacterTransferred | CampaignCreated | CampaignMemberAdded | CampaignMemberForgotten |
            CampaignMemberRemoved | CampaignMemberRoleChanged | CampaignRolled | CampaignRollProven | CampaignRollRevealed |
            CampaignRulingSet | CampaignSeedRevealed | CampaignTableClosed | CampaignTableOpened | D100Aimed |
            D100AttackResolved | D100AttackRolled | D100CharacterCreated | D100CombatantRemoved | D100ConflictEnded |
            D100ConflictStarted | D100DamageDealt | D100DefenceRolled | D100FreeActionTaken | D100HealthChanged |
            D100HitLocationRolled | D100InitiativeRolled | D100Moved | D100RoundStarted | D100TaskRolled | D100TurnEnded |
            D100TurnStarted | RbAdvanceGranted | RbAdvanceSpent | RbCharacterCreated | RbCharacterRolled | RbDiePicked |
            RbDoingEdgeNamed | RbEdgeEarned | RbEdgeGained | RbEdgeLost | RbEdgeSacrificed | RbEdgeTransferred |
            RbFalloutRolled | RbFalloutSuffered | RbFalloutTableDefined | RbIncitingIncidentRolled | RbNpcCreated |
            RbNpcGenerated | RbNpcRemoved | RbNpcUnbeingSuffered | RbScenarioFactAdded | RbScenarioFactorsRolled |
            RbScenarioSymbolPlaced | RbScenarioSymbolRolled | RbSessionEnded | RbTableRolled | RbTestCalled | RbTestRolled |
            RbTestTraitsOffered | RbTestTraitsSet | RbTestWithdrawn | RbTrackCompleted | RbTrackCreated | RbTrackMarked |
            RbTrackRemoved | RbUnbeingRecovered | RbUnbeingSuffered | RbUndoingRecovered | RbUndoingSuffered | RollHidden |
            RollSealed | RrActionAccomplished | RrActionHastened | RrActionPointSaveRolled | RrActionPointsRegained |
            RrActionPointsSpent | RrAmbushOnesTaken | RrAmbushRolled | RrBaseActionPointsRolled | RrBonusDiscarded |
            RrBonusUsed | RrCharacterCreated | RrCharacterSparked | RrCombatantJoined | RrCombatantLeft | RrConflictEnded |
            RrConflictStarted | RrCosmeticDamageRepaired | RrCosmeticDamageSpent | RrDesignPointsRolled |
            RrDramaticControlPriced | RrDramaticControlProposed | RrDramaticControlSettled | RrEngagementChanged |
            RrFirstRightDeclined | RrGrowthRateSet | RrHardBreakTaken | RrInspirationGained | RrInspirationLost |
            RrInspirationSpent | RrInspirationTakenFromOnes | RrLossRestored | RrMalfunctionRepaired | RrMalfunctionSuffered
            | RrMemoryMalfunctionSaveRolled | RrMemoryRestoreSaveRolled | RrOverridePenaltyReduced | RrPersistentLossEnded |
            RrPowerRecharged | RrPowerSpent | RrPowerTransferred | RrProgramIncreaseRolled | RrProgramLearnRolled |
            RrReactionSaveRolled | RrReactivated | RrReactivationRolled | RrRollOverBonusGranted | RrSaveModifiersPrepared |
            RrSaveRolled | RrSaveTnLowered | RrSaveTnRaised | RrSaveTriggered | RrSelfAwarenessIncreased | RrShutDown |
            RrShutdownMemorySaveRolled | RrShutdownOverrideRolled | RrSpecialEffectBought | RrSuccessesSpentOnActionPoints |
            RrSurpriseBoughtOff | RrSurpriseRecovered | RrSurpriseSaveRolled | RrTapestrySaveRolled |
            RrTemporaryLossSuffered | RrTestCalled | RrTestResolved | RrTestRolled | RrTraitBenefitTaken | RrTraitChanged |
            RrTurnEnded | RrTurnOrderEstablished | RrTurnOrderRotated | RrTurnPurchased | RrTurnStarted | SbActionsGranted |
            SbActionTaken | SbAdventureEnded | SbAdventureStarted | SbArmorChanged | SbAttackDeclared | SbAttackResolved |
            SbBerserkRolled | SbChallengeCalled | SbChallengeCancelled | SbChallengeRolled |
            SbChallengeSucceededAutomatically | SbCharacterCreated | SbContestCalled | SbContestResolved | SbContestRolled |
            SbContestTieRuled | SbDamageRolled | SbFightEnded | SbFightStarted | SbHealed | SbHealthRestored | SbHpLost |
            SbInjuryRolled | SbKilled | SbKnockedOut | SbOrderContestRolled | SbRegainedConsciousness | SbRoundStarted |
            SbSkillAdded | SbSkillRaised | SbTurnEnded | SbTurnOrderSet | SbTurnStarted | SbWakeRolled | SbWeaponDropped |
            SbWeaponReadied | SbWeaponRemoved | SbWeaponSet | ScratchAbilityRolled | ScratchActionTaken |
            ScratchAttackRolled | ScratchBonusBlocked | ScratchBonusGranted | ScratchBonusRemoved | ScratchCaught |
            ScratchCharacterCreated | ScratchConflictEnded | ScratchConflictStarted | ScratchCraftRolled |
            ScratchCreationLimitsSet | ScratchDamageDealt | ScratchDelayed | ScratchEnvironmentSet | ScratchEscaped |
            ScratchEvaded | ScratchHealRolled | ScratchHitPointsChanged | ScratchHurrySet | ScratchInitiativeRolled |
            ScratchRoundStarted | ScratchTurnEnded | ScratchTurnSkipped | ScratchTurnStarted | UnknownEvent): The event's
            facts, its `type` included: one of the event types, discriminated on `type`; an event of a type this document
            does not name is an `UnknownEvent` (skip it or keep it whole).
        recorded_at (datetime.datetime):
        schema_version (int | Unset):  Default: 1.
        id (None | str | Unset):
        hash_ (None | str | Unset):
        metadata (EventOutMetadata | Unset):
        text (None | str | Unset):
    """

    version: int
    position: int
    type_: str
    data: (
        CampaignCharacterTransferred
        | CampaignCreated
        | CampaignMemberAdded
        | CampaignMemberForgotten
        | CampaignMemberRemoved
        | CampaignMemberRoleChanged
        | CampaignRolled
        | CampaignRollProven
        | CampaignRollRevealed
        | CampaignRulingSet
        | CampaignSeedRevealed
        | CampaignTableClosed
        | CampaignTableOpened
        | D100Aimed
        | D100AttackResolved
        | D100AttackRolled
        | D100CharacterCreated
        | D100CombatantRemoved
        | D100ConflictEnded
        | D100ConflictStarted
        | D100DamageDealt
        | D100DefenceRolled
        | D100FreeActionTaken
        | D100HealthChanged
        | D100HitLocationRolled
        | D100InitiativeRolled
        | D100Moved
        | D100RoundStarted
        | D100TaskRolled
        | D100TurnEnded
        | D100TurnStarted
        | RbAdvanceGranted
        | RbAdvanceSpent
        | RbCharacterCreated
        | RbCharacterRolled
        | RbDiePicked
        | RbDoingEdgeNamed
        | RbEdgeEarned
        | RbEdgeGained
        | RbEdgeLost
        | RbEdgeSacrificed
        | RbEdgeTransferred
        | RbFalloutRolled
        | RbFalloutSuffered
        | RbFalloutTableDefined
        | RbIncitingIncidentRolled
        | RbNpcCreated
        | RbNpcGenerated
        | RbNpcRemoved
        | RbNpcUnbeingSuffered
        | RbScenarioFactAdded
        | RbScenarioFactorsRolled
        | RbScenarioSymbolPlaced
        | RbScenarioSymbolRolled
        | RbSessionEnded
        | RbTableRolled
        | RbTestCalled
        | RbTestRolled
        | RbTestTraitsOffered
        | RbTestTraitsSet
        | RbTestWithdrawn
        | RbTrackCompleted
        | RbTrackCreated
        | RbTrackMarked
        | RbTrackRemoved
        | RbUnbeingRecovered
        | RbUnbeingSuffered
        | RbUndoingRecovered
        | RbUndoingSuffered
        | RollHidden
        | RollSealed
        | RrActionAccomplished
        | RrActionHastened
        | RrActionPointSaveRolled
        | RrActionPointsRegained
        | RrActionPointsSpent
        | RrAmbushOnesTaken
        | RrAmbushRolled
        | RrBaseActionPointsRolled
        | RrBonusDiscarded
        | RrBonusUsed
        | RrCharacterCreated
        | RrCharacterSparked
        | RrCombatantJoined
        | RrCombatantLeft
        | RrConflictEnded
        | RrConflictStarted
        | RrCosmeticDamageRepaired
        | RrCosmeticDamageSpent
        | RrDesignPointsRolled
        | RrDramaticControlPriced
        | RrDramaticControlProposed
        | RrDramaticControlSettled
        | RrEngagementChanged
        | RrFirstRightDeclined
        | RrGrowthRateSet
        | RrHardBreakTaken
        | RrInspirationGained
        | RrInspirationLost
        | RrInspirationSpent
        | RrInspirationTakenFromOnes
        | RrLossRestored
        | RrMalfunctionRepaired
        | RrMalfunctionSuffered
        | RrMemoryMalfunctionSaveRolled
        | RrMemoryRestoreSaveRolled
        | RrOverridePenaltyReduced
        | RrPersistentLossEnded
        | RrPowerRecharged
        | RrPowerSpent
        | RrPowerTransferred
        | RrProgramIncreaseRolled
        | RrProgramLearnRolled
        | RrReactionSaveRolled
        | RrReactivated
        | RrReactivationRolled
        | RrRollOverBonusGranted
        | RrSaveModifiersPrepared
        | RrSaveRolled
        | RrSaveTnLowered
        | RrSaveTnRaised
        | RrSaveTriggered
        | RrSelfAwarenessIncreased
        | RrShutDown
        | RrShutdownMemorySaveRolled
        | RrShutdownOverrideRolled
        | RrSpecialEffectBought
        | RrSuccessesSpentOnActionPoints
        | RrSurpriseBoughtOff
        | RrSurpriseRecovered
        | RrSurpriseSaveRolled
        | RrTapestrySaveRolled
        | RrTemporaryLossSuffered
        | RrTestCalled
        | RrTestResolved
        | RrTestRolled
        | RrTraitBenefitTaken
        | RrTraitChanged
        | RrTurnEnded
        | RrTurnOrderEstablished
        | RrTurnOrderRotated
        | RrTurnPurchased
        | RrTurnStarted
        | SbActionsGranted
        | SbActionTaken
        | SbAdventureEnded
        | SbAdventureStarted
        | SbArmorChanged
        | SbAttackDeclared
        | SbAttackResolved
        | SbBerserkRolled
        | SbChallengeCalled
        | SbChallengeCancelled
        | SbChallengeRolled
        | SbChallengeSucceededAutomatically
        | SbCharacterCreated
        | SbContestCalled
        | SbContestResolved
        | SbContestRolled
        | SbContestTieRuled
        | SbDamageRolled
        | SbFightEnded
        | SbFightStarted
        | SbHealed
        | SbHealthRestored
        | SbHpLost
        | SbInjuryRolled
        | SbKilled
        | SbKnockedOut
        | SbOrderContestRolled
        | SbRegainedConsciousness
        | SbRoundStarted
        | SbSkillAdded
        | SbSkillRaised
        | SbTurnEnded
        | SbTurnOrderSet
        | SbTurnStarted
        | SbWakeRolled
        | SbWeaponDropped
        | SbWeaponReadied
        | SbWeaponRemoved
        | SbWeaponSet
        | ScratchAbilityRolled
        | ScratchActionTaken
        | ScratchAttackRolled
        | ScratchBonusBlocked
        | ScratchBonusGranted
        | ScratchBonusRemoved
        | ScratchCaught
        | ScratchCharacterCreated
        | ScratchConflictEnded
        | ScratchConflictStarted
        | ScratchCraftRolled
        | ScratchCreationLimitsSet
        | ScratchDamageDealt
        | ScratchDelayed
        | ScratchEnvironmentSet
        | ScratchEscaped
        | ScratchEvaded
        | ScratchHealRolled
        | ScratchHitPointsChanged
        | ScratchHurrySet
        | ScratchInitiativeRolled
        | ScratchRoundStarted
        | ScratchTurnEnded
        | ScratchTurnSkipped
        | ScratchTurnStarted
        | UnknownEvent
    )
    recorded_at: datetime.datetime
    schema_version: int | Unset = 1
    id: None | str | Unset = UNSET
    hash_: None | str | Unset = UNSET
    metadata: EventOutMetadata | Unset = UNSET
    text: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.campaign_character_transferred import CampaignCharacterTransferred
        from ..models.campaign_created import CampaignCreated
        from ..models.campaign_member_added import CampaignMemberAdded
        from ..models.campaign_member_forgotten import CampaignMemberForgotten
        from ..models.campaign_member_removed import CampaignMemberRemoved
        from ..models.campaign_member_role_changed import CampaignMemberRoleChanged
        from ..models.campaign_roll_proven import CampaignRollProven
        from ..models.campaign_roll_revealed import CampaignRollRevealed
        from ..models.campaign_rolled import CampaignRolled
        from ..models.campaign_ruling_set import CampaignRulingSet
        from ..models.campaign_seed_revealed import CampaignSeedRevealed
        from ..models.campaign_table_closed import CampaignTableClosed
        from ..models.campaign_table_opened import CampaignTableOpened
        from ..models.d100_aimed import D100Aimed
        from ..models.d100_attack_resolved import D100AttackResolved
        from ..models.d100_attack_rolled import D100AttackRolled
        from ..models.d100_character_created import D100CharacterCreated
        from ..models.d100_combatant_removed import D100CombatantRemoved
        from ..models.d100_conflict_ended import D100ConflictEnded
        from ..models.d100_conflict_started import D100ConflictStarted
        from ..models.d100_damage_dealt import D100DamageDealt
        from ..models.d100_defence_rolled import D100DefenceRolled
        from ..models.d100_free_action_taken import D100FreeActionTaken
        from ..models.d100_health_changed import D100HealthChanged
        from ..models.d100_hit_location_rolled import D100HitLocationRolled
        from ..models.d100_initiative_rolled import D100InitiativeRolled
        from ..models.d100_moved import D100Moved
        from ..models.d100_round_started import D100RoundStarted
        from ..models.d100_task_rolled import D100TaskRolled
        from ..models.d100_turn_ended import D100TurnEnded
        from ..models.d100_turn_started import D100TurnStarted
        from ..models.rb_advance_granted import RbAdvanceGranted
        from ..models.rb_advance_spent import RbAdvanceSpent
        from ..models.rb_character_created import RbCharacterCreated
        from ..models.rb_character_rolled import RbCharacterRolled
        from ..models.rb_die_picked import RbDiePicked
        from ..models.rb_doing_edge_named import RbDoingEdgeNamed
        from ..models.rb_edge_earned import RbEdgeEarned
        from ..models.rb_edge_gained import RbEdgeGained
        from ..models.rb_edge_lost import RbEdgeLost
        from ..models.rb_edge_sacrificed import RbEdgeSacrificed
        from ..models.rb_edge_transferred import RbEdgeTransferred
        from ..models.rb_fallout_rolled import RbFalloutRolled
        from ..models.rb_fallout_suffered import RbFalloutSuffered
        from ..models.rb_fallout_table_defined import RbFalloutTableDefined
        from ..models.rb_inciting_incident_rolled import RbIncitingIncidentRolled
        from ..models.rb_npc_created import RbNpcCreated
        from ..models.rb_npc_generated import RbNpcGenerated
        from ..models.rb_npc_removed import RbNpcRemoved
        from ..models.rb_npc_unbeing_suffered import RbNpcUnbeingSuffered
        from ..models.rb_scenario_fact_added import RbScenarioFactAdded
        from ..models.rb_scenario_factors_rolled import RbScenarioFactorsRolled
        from ..models.rb_scenario_symbol_placed import RbScenarioSymbolPlaced
        from ..models.rb_scenario_symbol_rolled import RbScenarioSymbolRolled
        from ..models.rb_session_ended import RbSessionEnded
        from ..models.rb_table_rolled import RbTableRolled
        from ..models.rb_test_called import RbTestCalled
        from ..models.rb_test_rolled import RbTestRolled
        from ..models.rb_test_traits_offered import RbTestTraitsOffered
        from ..models.rb_test_traits_set import RbTestTraitsSet
        from ..models.rb_test_withdrawn import RbTestWithdrawn
        from ..models.rb_track_completed import RbTrackCompleted
        from ..models.rb_track_created import RbTrackCreated
        from ..models.rb_track_marked import RbTrackMarked
        from ..models.rb_track_removed import RbTrackRemoved
        from ..models.rb_unbeing_recovered import RbUnbeingRecovered
        from ..models.rb_unbeing_suffered import RbUnbeingSuffered
        from ..models.rb_undoing_recovered import RbUndoingRecovered
        from ..models.rb_undoing_suffered import RbUndoingSuffered
        from ..models.roll_hidden import RollHidden
        from ..models.roll_sealed import RollSealed
        from ..models.rr_action_accomplished import RrActionAccomplished
        from ..models.rr_action_hastened import RrActionHastened
        from ..models.rr_action_point_save_rolled import RrActionPointSaveRolled
        from ..models.rr_action_points_regained import RrActionPointsRegained
        from ..models.rr_action_points_spent import RrActionPointsSpent
        from ..models.rr_ambush_ones_taken import RrAmbushOnesTaken
        from ..models.rr_ambush_rolled import RrAmbushRolled
        from ..models.rr_base_action_points_rolled import RrBaseActionPointsRolled
        from ..models.rr_bonus_discarded import RrBonusDiscarded
        from ..models.rr_bonus_used import RrBonusUsed
        from ..models.rr_character_created import RrCharacterCreated
        from ..models.rr_character_sparked import RrCharacterSparked
        from ..models.rr_combatant_joined import RrCombatantJoined
        from ..models.rr_combatant_left import RrCombatantLeft
        from ..models.rr_conflict_ended import RrConflictEnded
        from ..models.rr_conflict_started import RrConflictStarted
        from ..models.rr_cosmetic_damage_repaired import RrCosmeticDamageRepaired
        from ..models.rr_cosmetic_damage_spent import RrCosmeticDamageSpent
        from ..models.rr_design_points_rolled import RrDesignPointsRolled
        from ..models.rr_dramatic_control_priced import RrDramaticControlPriced
        from ..models.rr_dramatic_control_proposed import RrDramaticControlProposed
        from ..models.rr_dramatic_control_settled import RrDramaticControlSettled
        from ..models.rr_engagement_changed import RrEngagementChanged
        from ..models.rr_first_right_declined import RrFirstRightDeclined
        from ..models.rr_growth_rate_set import RrGrowthRateSet
        from ..models.rr_hard_break_taken import RrHardBreakTaken
        from ..models.rr_inspiration_gained import RrInspirationGained
        from ..models.rr_inspiration_lost import RrInspirationLost
        from ..models.rr_inspiration_spent import RrInspirationSpent
        from ..models.rr_inspiration_taken_from_ones import RrInspirationTakenFromOnes
        from ..models.rr_loss_restored import RrLossRestored
        from ..models.rr_malfunction_repaired import RrMalfunctionRepaired
        from ..models.rr_malfunction_suffered import RrMalfunctionSuffered
        from ..models.rr_memory_malfunction_save_rolled import (
            RrMemoryMalfunctionSaveRolled,
        )
        from ..models.rr_memory_restore_save_rolled import RrMemoryRestoreSaveRolled
        from ..models.rr_override_penalty_reduced import RrOverridePenaltyReduced
        from ..models.rr_persistent_loss_ended import RrPersistentLossEnded
        from ..models.rr_power_recharged import RrPowerRecharged
        from ..models.rr_power_spent import RrPowerSpent
        from ..models.rr_power_transferred import RrPowerTransferred
        from ..models.rr_program_increase_rolled import RrProgramIncreaseRolled
        from ..models.rr_program_learn_rolled import RrProgramLearnRolled
        from ..models.rr_reaction_save_rolled import RrReactionSaveRolled
        from ..models.rr_reactivated import RrReactivated
        from ..models.rr_reactivation_rolled import RrReactivationRolled
        from ..models.rr_roll_over_bonus_granted import RrRollOverBonusGranted
        from ..models.rr_save_modifiers_prepared import RrSaveModifiersPrepared
        from ..models.rr_save_rolled import RrSaveRolled
        from ..models.rr_save_tn_lowered import RrSaveTnLowered
        from ..models.rr_save_tn_raised import RrSaveTnRaised
        from ..models.rr_save_triggered import RrSaveTriggered
        from ..models.rr_self_awareness_increased import RrSelfAwarenessIncreased
        from ..models.rr_shut_down import RrShutDown
        from ..models.rr_shutdown_memory_save_rolled import RrShutdownMemorySaveRolled
        from ..models.rr_shutdown_override_rolled import RrShutdownOverrideRolled
        from ..models.rr_special_effect_bought import RrSpecialEffectBought
        from ..models.rr_successes_spent_on_action_points import (
            RrSuccessesSpentOnActionPoints,
        )
        from ..models.rr_surprise_bought_off import RrSurpriseBoughtOff
        from ..models.rr_surprise_recovered import RrSurpriseRecovered
        from ..models.rr_surprise_save_rolled import RrSurpriseSaveRolled
        from ..models.rr_tapestry_save_rolled import RrTapestrySaveRolled
        from ..models.rr_temporary_loss_suffered import RrTemporaryLossSuffered
        from ..models.rr_test_called import RrTestCalled
        from ..models.rr_test_resolved import RrTestResolved
        from ..models.rr_test_rolled import RrTestRolled
        from ..models.rr_trait_benefit_taken import RrTraitBenefitTaken
        from ..models.rr_trait_changed import RrTraitChanged
        from ..models.rr_turn_ended import RrTurnEnded
        from ..models.rr_turn_order_established import RrTurnOrderEstablished
        from ..models.rr_turn_order_rotated import RrTurnOrderRotated
        from ..models.rr_turn_purchased import RrTurnPurchased
        from ..models.rr_turn_started import RrTurnStarted
        from ..models.sb_action_taken import SbActionTaken
        from ..models.sb_actions_granted import SbActionsGranted
        from ..models.sb_adventure_ended import SbAdventureEnded
        from ..models.sb_adventure_started import SbAdventureStarted
        from ..models.sb_armor_changed import SbArmorChanged
        from ..models.sb_attack_declared import SbAttackDeclared
        from ..models.sb_attack_resolved import SbAttackResolved
        from ..models.sb_berserk_rolled import SbBerserkRolled
        from ..models.sb_challenge_called import SbChallengeCalled
        from ..models.sb_challenge_cancelled import SbChallengeCancelled
        from ..models.sb_challenge_rolled import SbChallengeRolled
        from ..models.sb_challenge_succeeded_automatically import (
            SbChallengeSucceededAutomatically,
        )
        from ..models.sb_character_created import SbCharacterCreated
        from ..models.sb_contest_called import SbContestCalled
        from ..models.sb_contest_resolved import SbContestResolved
        from ..models.sb_contest_rolled import SbContestRolled
        from ..models.sb_contest_tie_ruled import SbContestTieRuled
        from ..models.sb_damage_rolled import SbDamageRolled
        from ..models.sb_fight_ended import SbFightEnded
        from ..models.sb_fight_started import SbFightStarted
        from ..models.sb_healed import SbHealed
        from ..models.sb_health_restored import SbHealthRestored
        from ..models.sb_hp_lost import SbHpLost
        from ..models.sb_injury_rolled import SbInjuryRolled
        from ..models.sb_killed import SbKilled
        from ..models.sb_knocked_out import SbKnockedOut
        from ..models.sb_order_contest_rolled import SbOrderContestRolled
        from ..models.sb_regained_consciousness import SbRegainedConsciousness
        from ..models.sb_round_started import SbRoundStarted
        from ..models.sb_skill_added import SbSkillAdded
        from ..models.sb_skill_raised import SbSkillRaised
        from ..models.sb_turn_ended import SbTurnEnded
        from ..models.sb_turn_order_set import SbTurnOrderSet
        from ..models.sb_turn_started import SbTurnStarted
        from ..models.sb_wake_rolled import SbWakeRolled
        from ..models.sb_weapon_dropped import SbWeaponDropped
        from ..models.sb_weapon_readied import SbWeaponReadied
        from ..models.sb_weapon_removed import SbWeaponRemoved
        from ..models.sb_weapon_set import SbWeaponSet
        from ..models.scratch_ability_rolled import ScratchAbilityRolled
        from ..models.scratch_action_taken import ScratchActionTaken
        from ..models.scratch_attack_rolled import ScratchAttackRolled
        from ..models.scratch_bonus_blocked import ScratchBonusBlocked
        from ..models.scratch_bonus_granted import ScratchBonusGranted
        from ..models.scratch_bonus_removed import ScratchBonusRemoved
        from ..models.scratch_caught import ScratchCaught
        from ..models.scratch_character_created import ScratchCharacterCreated
        from ..models.scratch_conflict_ended import ScratchConflictEnded
        from ..models.scratch_conflict_started import ScratchConflictStarted
        from ..models.scratch_craft_rolled import ScratchCraftRolled
        from ..models.scratch_creation_limits_set import ScratchCreationLimitsSet
        from ..models.scratch_damage_dealt import ScratchDamageDealt
        from ..models.scratch_delayed import ScratchDelayed
        from ..models.scratch_environment_set import ScratchEnvironmentSet
        from ..models.scratch_escaped import ScratchEscaped
        from ..models.scratch_evaded import ScratchEvaded
        from ..models.scratch_heal_rolled import ScratchHealRolled
        from ..models.scratch_hit_points_changed import ScratchHitPointsChanged
        from ..models.scratch_hurry_set import ScratchHurrySet
        from ..models.scratch_initiative_rolled import ScratchInitiativeRolled
        from ..models.scratch_round_started import ScratchRoundStarted
        from ..models.scratch_turn_ended import ScratchTurnEnded
        from ..models.scratch_turn_skipped import ScratchTurnSkipped
        from ..models.scratch_turn_started import ScratchTurnStarted

        version = self.version

        position = self.position

        type_ = self.type_

        data: dict[str, Any]
        if (
            isinstance(self.data, CampaignCreated)
            or isinstance(self.data, CampaignMemberAdded)
            or isinstance(self.data, CampaignMemberRoleChanged)
            or isinstance(self.data, CampaignMemberRemoved)
            or isinstance(self.data, CampaignMemberForgotten)
            or isinstance(self.data, CampaignCharacterTransferred)
            or isinstance(self.data, CampaignTableOpened)
            or isinstance(self.data, CampaignSeedRevealed)
            or isinstance(self.data, CampaignTableClosed)
            or isinstance(self.data, CampaignRollRevealed)
            or isinstance(self.data, CampaignRollProven)
            or isinstance(self.data, CampaignRulingSet)
            or isinstance(self.data, CampaignRolled)
            or isinstance(self.data, RollSealed)
            or isinstance(self.data, RrGrowthRateSet)
            or isinstance(self.data, RrDesignPointsRolled)
            or isinstance(self.data, RrCharacterCreated)
            or isinstance(self.data, RrCharacterSparked)
            or isinstance(self.data, RrTestCalled)
            or isinstance(self.data, RrTestRolled)
            or isinstance(self.data, RrInspirationTakenFromOnes)
            or isinstance(self.data, RrTestResolved)
            or isinstance(self.data, RrSurpriseBoughtOff)
            or isinstance(self.data, RrActionAccomplished)
            or isinstance(self.data, RrActionHastened)
            or isinstance(self.data, RrRollOverBonusGranted)
            or isinstance(self.data, RrLossRestored)
            or isinstance(self.data, RrMalfunctionRepaired)
            or isinstance(self.data, RrCosmeticDamageRepaired)
            or isinstance(self.data, RrOverridePenaltyReduced)
            or isinstance(self.data, RrSaveTnLowered)
            or isinstance(self.data, RrSaveTnRaised)
            or isinstance(self.data, RrSaveModifiersPrepared)
            or isinstance(self.data, RrSuccessesSpentOnActionPoints)
            or isinstance(self.data, RrSpecialEffectBought)
            or isinstance(self.data, RrSaveTriggered)
            or isinstance(self.data, RrSaveRolled)
            or isinstance(self.data, RrTemporaryLossSuffered)
            or isinstance(self.data, RrPersistentLossEnded)
            or isinstance(self.data, RrMalfunctionSuffered)
            or isinstance(self.data, RrMemoryMalfunctionSaveRolled)
            or isinstance(self.data, RrShutDown)
            or isinstance(self.data, RrShutdownOverrideRolled)
            or isinstance(self.data, RrReactivationRolled)
            or isinstance(self.data, RrReactivated)
            or isinstance(self.data, RrShutdownMemorySaveRolled)
            or isinstance(self.data, RrMemoryRestoreSaveRolled)
            or isinstance(self.data, RrTapestrySaveRolled)
            or isinstance(self.data, RrPowerSpent)
            or isinstance(self.data, RrPowerRecharged)
            or isinstance(self.data, RrPowerTransferred)
            or isinstance(self.data, RrInspirationGained)
            or isinstance(self.data, RrInspirationSpent)
            or isinstance(self.data, RrInspirationLost)
            or isinstance(self.data, RrTraitBenefitTaken)
            or isinstance(self.data, RrDramaticControlProposed)
            or isinstance(self.data, RrDramaticControlPriced)
            or isinstance(self.data, RrDramaticControlSettled)
            or isinstance(self.data, RrProgramIncreaseRolled)
            or isinstance(self.data, RrProgramLearnRolled)
            or isinstance(self.data, RrTraitChanged)
            or isinstance(self.data, RrSelfAwarenessIncreased)
            or isinstance(self.data, RrBonusUsed)
            or isinstance(self.data, RrBonusDiscarded)
            or isinstance(self.data, RrCosmeticDamageSpent)
            or isinstance(self.data, RrConflictStarted)
            or isinstance(self.data, RrAmbushRolled)
            or isinstance(self.data, RrAmbushOnesTaken)
            or isinstance(self.data, RrSurpriseSaveRolled)
            or isinstance(self.data, RrTurnOrderEstablished)
            or isinstance(self.data, RrTurnOrderRotated)
            or isinstance(self.data, RrBaseActionPointsRolled)
            or isinstance(self.data, RrCombatantJoined)
            or isinstance(self.data, RrCombatantLeft)
            or isinstance(self.data, RrTurnStarted)
            or isinstance(self.data, RrTurnEnded)
            or isinstance(self.data, RrFirstRightDeclined)
            or isinstance(self.data, RrActionPointsSpent)
            or isinstance(self.data, RrTurnPurchased)
            or isinstance(self.data, RrActionPointsRegained)
            or isinstance(self.data, RrReactionSaveRolled)
            or isinstance(self.data, RrActionPointSaveRolled)
            or isinstance(self.data, RrSurpriseRecovered)
            or isinstance(self.data, RrEngagementChanged)
            or isinstance(self.data, RrHardBreakTaken)
            or isinstance(self.data, RrConflictEnded)
            or isinstance(self.data, RbCharacterRolled)
            or isinstance(self.data, RbCharacterCreated)
            or isinstance(self.data, RbTableRolled)
            or isinstance(self.data, RbAdvanceGranted)
            or isinstance(self.data, RbAdvanceSpent)
            or isinstance(self.data, RbDoingEdgeNamed)
            or isinstance(self.data, RbUnbeingRecovered)
            or isinstance(self.data, RbUndoingRecovered)
            or isinstance(self.data, RbSessionEnded)
            or isinstance(self.data, RbTestCalled)
            or isinstance(self.data, RbTestWithdrawn)
            or isinstance(self.data, RbUnbeingSuffered)
            or isinstance(self.data, RbUndoingSuffered)
            or isinstance(self.data, RbTestTraitsOffered)
            or isinstance(self.data, RbTestTraitsSet)
            or isinstance(self.data, RbTestRolled)
            or isinstance(self.data, RbDiePicked)
            or isinstance(self.data, RbEdgeEarned)
            or isinstance(self.data, RbEdgeGained)
            or isinstance(self.data, RbEdgeTransferred)
            or isinstance(self.data, RbEdgeSacrificed)
            or isinstance(self.data, RbEdgeLost)
            or isinstance(self.data, RbFalloutRolled)
            or isinstance(self.data, RbFalloutSuffered)
            or isinstance(self.data, RbTrackMarked)
            or isinstance(self.data, RbTrackCompleted)
            or isinstance(self.data, RbNpcUnbeingSuffered)
            or isinstance(self.data, RbNpcRemoved)
            or isinstance(self.data, RbTrackCreated)
            or isinstance(self.data, RbTrackRemoved)
            or isinstance(self.data, RbFalloutTableDefined)
            or isinstance(self.data, RbNpcCreated)
            or isinstance(self.data, RbNpcGenerated)
            or isinstance(self.data, RbScenarioFactorsRolled)
            or isinstance(self.data, RbScenarioSymbolRolled)
            or isinstance(self.data, RbScenarioSymbolPlaced)
            or isinstance(self.data, RbScenarioFactAdded)
            or isinstance(self.data, RbIncitingIncidentRolled)
            or isinstance(self.data, ScratchCharacterCreated)
            or isinstance(self.data, ScratchCreationLimitsSet)
            or isinstance(self.data, ScratchConflictStarted)
            or isinstance(self.data, ScratchInitiativeRolled)
            or isinstance(self.data, ScratchEnvironmentSet)
            or isinstance(self.data, ScratchRoundStarted)
            or isinstance(self.data, ScratchTurnStarted)
            or isinstance(self.data, ScratchTurnSkipped)
            or isinstance(self.data, ScratchTurnEnded)
            or isinstance(self.data, ScratchActionTaken)
            or isinstance(self.data, ScratchAttackRolled)
            or isinstance(self.data, ScratchDamageDealt)
            or isinstance(self.data, ScratchHitPointsChanged)
            or isinstance(self.data, ScratchDelayed)
            or isinstance(self.data, ScratchEvaded)
            or isinstance(self.data, ScratchCaught)
            or isinstance(self.data, ScratchEscaped)
            or isinstance(self.data, ScratchHealRolled)
            or isinstance(self.data, ScratchAbilityRolled)
            or isinstance(self.data, ScratchHurrySet)
            or isinstance(self.data, ScratchCraftRolled)
            or isinstance(self.data, ScratchBonusGranted)
            or isinstance(self.data, ScratchBonusBlocked)
            or isinstance(self.data, ScratchBonusRemoved)
            or isinstance(self.data, ScratchConflictEnded)
            or isinstance(self.data, SbCharacterCreated)
            or isinstance(self.data, SbSkillAdded)
            or isinstance(self.data, SbWeaponSet)
            or isinstance(self.data, SbWeaponRemoved)
            or isinstance(self.data, SbWeaponReadied)
            or isinstance(self.data, SbWeaponDropped)
            or isinstance(self.data, SbArmorChanged)
            or isinstance(self.data, SbChallengeCalled)
            or isinstance(self.data, SbChallengeSucceededAutomatically)
            or isinstance(self.data, SbChallengeRolled)
            or isinstance(self.data, SbChallengeCancelled)
            or isinstance(self.data, SbContestCalled)
            or isinstance(self.data, SbContestRolled)
            or isinstance(self.data, SbContestResolved)
            or isinstance(self.data, SbContestTieRuled)
            or isinstance(self.data, SbFightStarted)
            or isinstance(self.data, SbOrderContestRolled)
            or isinstance(self.data, SbTurnOrderSet)
            or isinstance(self.data, SbRoundStarted)
            or isinstance(self.data, SbTurnStarted)
            or isinstance(self.data, SbActionTaken)
            or isinstance(self.data, SbActionsGranted)
            or isinstance(self.data, SbTurnEnded)
            or isinstance(self.data, SbAttackDeclared)
            or isinstance(self.data, SbAttackResolved)
            or isinstance(self.data, SbFightEnded)
            or isinstance(self.data, SbDamageRolled)
            or isinstance(self.data, SbInjuryRolled)
            or isinstance(self.data, SbHpLost)
            or isinstance(self.data, SbKnockedOut)
            or isinstance(self.data, SbKilled)
            or isinstance(self.data, SbBerserkRolled)
            or isinstance(self.data, SbWakeRolled)
            or isinstance(self.data, SbRegainedConsciousness)
            or isinstance(self.data, SbHealed)
            or isinstance(self.data, SbHealthRestored)
            or isinstance(self.data, SbAdventureStarted)
            or isinstance(self.data, SbAdventureEnded)
            or isinstance(self.data, SbSkillRaised)
            or isinstance(self.data, D100CharacterCreated)
            or isinstance(self.data, D100ConflictStarted)
            or isinstance(self.data, D100InitiativeRolled)
            or isinstance(self.data, D100RoundStarted)
            or isinstance(self.data, D100TurnStarted)
            or isinstance(self.data, D100TurnEnded)
            or isinstance(self.data, D100Moved)
            or isinstance(self.data, D100FreeActionTaken)
            or isinstance(self.data, D100Aimed)
            or isinstance(self.data, D100AttackRolled)
            or isinstance(self.data, D100DefenceRolled)
            or isinstance(self.data, D100AttackResolved)
            or isinstance(self.data, D100HitLocationRolled)
            or isinstance(self.data, D100DamageDealt)
            or isinstance(self.data, D100HealthChanged)
            or isinstance(self.data, D100TaskRolled)
            or isinstance(self.data, D100CombatantRemoved)
            or isinstance(self.data, D100ConflictEnded)
            or isinstance(self.data, RollHidden)
        ):
            data = self.data.to_dict()
        else:
            data = self.data.to_dict()

        recorded_at = self.recorded_at.isoformat()

        schema_version = self.schema_version

        id: None | str | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        hash_: None | str | Unset
        if isinstance(self.hash_, Unset):
            hash_ = UNSET
        else:
            hash_ = self.hash_

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        text: None | str | Unset
        if isinstance(self.text, Unset):
            text = UNSET
        else:
            text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "position": position,
                "type": type_,
                "data": data,
                "recorded_at": recorded_at,
            }
        )
        if schema_version is not UNSET:
            field_dict["schema_version"] = schema_version
        if id is not UNSET:
            field_dict["id"] = id
        if hash_ is not UNSET:
            field_dict["hash"] = hash_
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.campaign_character_transferred import CampaignCharacterTransferred
        from ..models.campaign_created import CampaignCreated
        from ..models.campaign_member_added import CampaignMemberAdded
        from ..models.campaign_member_forgotten import CampaignMemberForgotten
        from ..models.campaign_member_removed import CampaignMemberRemoved
        from ..models.campaign_member_role_changed import CampaignMemberRoleChanged
        from ..models.campaign_roll_proven import CampaignRollProven
        from ..models.campaign_roll_revealed import CampaignRollRevealed
        from ..models.campaign_rolled import CampaignRolled
        from ..models.campaign_ruling_set import CampaignRulingSet
        from ..models.campaign_seed_revealed import CampaignSeedRevealed
        from ..models.campaign_table_closed import CampaignTableClosed
        from ..models.campaign_table_opened import CampaignTableOpened
        from ..models.d100_aimed import D100Aimed
        from ..models.d100_attack_resolved import D100AttackResolved
        from ..models.d100_attack_rolled import D100AttackRolled
        from ..models.d100_character_created import D100CharacterCreated
        from ..models.d100_combatant_removed import D100CombatantRemoved
        from ..models.d100_conflict_ended import D100ConflictEnded
        from ..models.d100_conflict_started import D100ConflictStarted
        from ..models.d100_damage_dealt import D100DamageDealt
        from ..models.d100_defence_rolled import D100DefenceRolled
        from ..models.d100_free_action_taken import D100FreeActionTaken
        from ..models.d100_health_changed import D100HealthChanged
        from ..models.d100_hit_location_rolled import D100HitLocationRolled
        from ..models.d100_initiative_rolled import D100InitiativeRolled
        from ..models.d100_moved import D100Moved
        from ..models.d100_round_started import D100RoundStarted
        from ..models.d100_task_rolled import D100TaskRolled
        from ..models.d100_turn_ended import D100TurnEnded
        from ..models.d100_turn_started import D100TurnStarted
        from ..models.event_out_metadata import EventOutMetadata
        from ..models.rb_advance_granted import RbAdvanceGranted
        from ..models.rb_advance_spent import RbAdvanceSpent
        from ..models.rb_character_created import RbCharacterCreated
        from ..models.rb_character_rolled import RbCharacterRolled
        from ..models.rb_die_picked import RbDiePicked
        from ..models.rb_doing_edge_named import RbDoingEdgeNamed
        from ..models.rb_edge_earned import RbEdgeEarned
        from ..models.rb_edge_gained import RbEdgeGained
        from ..models.rb_edge_lost import RbEdgeLost
        from ..models.rb_edge_sacrificed import RbEdgeSacrificed
        from ..models.rb_edge_transferred import RbEdgeTransferred
        from ..models.rb_fallout_rolled import RbFalloutRolled
        from ..models.rb_fallout_suffered import RbFalloutSuffered
        from ..models.rb_fallout_table_defined import RbFalloutTableDefined
        from ..models.rb_inciting_incident_rolled import RbIncitingIncidentRolled
        from ..models.rb_npc_created import RbNpcCreated
        from ..models.rb_npc_generated import RbNpcGenerated
        from ..models.rb_npc_removed import RbNpcRemoved
        from ..models.rb_npc_unbeing_suffered import RbNpcUnbeingSuffered
        from ..models.rb_scenario_fact_added import RbScenarioFactAdded
        from ..models.rb_scenario_factors_rolled import RbScenarioFactorsRolled
        from ..models.rb_scenario_symbol_placed import RbScenarioSymbolPlaced
        from ..models.rb_scenario_symbol_rolled import RbScenarioSymbolRolled
        from ..models.rb_session_ended import RbSessionEnded
        from ..models.rb_table_rolled import RbTableRolled
        from ..models.rb_test_called import RbTestCalled
        from ..models.rb_test_rolled import RbTestRolled
        from ..models.rb_test_traits_offered import RbTestTraitsOffered
        from ..models.rb_test_traits_set import RbTestTraitsSet
        from ..models.rb_test_withdrawn import RbTestWithdrawn
        from ..models.rb_track_completed import RbTrackCompleted
        from ..models.rb_track_created import RbTrackCreated
        from ..models.rb_track_marked import RbTrackMarked
        from ..models.rb_track_removed import RbTrackRemoved
        from ..models.rb_unbeing_recovered import RbUnbeingRecovered
        from ..models.rb_unbeing_suffered import RbUnbeingSuffered
        from ..models.rb_undoing_recovered import RbUndoingRecovered
        from ..models.rb_undoing_suffered import RbUndoingSuffered
        from ..models.roll_hidden import RollHidden
        from ..models.roll_sealed import RollSealed
        from ..models.rr_action_accomplished import RrActionAccomplished
        from ..models.rr_action_hastened import RrActionHastened
        from ..models.rr_action_point_save_rolled import RrActionPointSaveRolled
        from ..models.rr_action_points_regained import RrActionPointsRegained
        from ..models.rr_action_points_spent import RrActionPointsSpent
        from ..models.rr_ambush_ones_taken import RrAmbushOnesTaken
        from ..models.rr_ambush_rolled import RrAmbushRolled
        from ..models.rr_base_action_points_rolled import RrBaseActionPointsRolled
        from ..models.rr_bonus_discarded import RrBonusDiscarded
        from ..models.rr_bonus_used import RrBonusUsed
        from ..models.rr_character_created import RrCharacterCreated
        from ..models.rr_character_sparked import RrCharacterSparked
        from ..models.rr_combatant_joined import RrCombatantJoined
        from ..models.rr_combatant_left import RrCombatantLeft
        from ..models.rr_conflict_ended import RrConflictEnded
        from ..models.rr_conflict_started import RrConflictStarted
        from ..models.rr_cosmetic_damage_repaired import RrCosmeticDamageRepaired
        from ..models.rr_cosmetic_damage_spent import RrCosmeticDamageSpent
        from ..models.rr_design_points_rolled import RrDesignPointsRolled
        from ..models.rr_dramatic_control_priced import RrDramaticControlPriced
        from ..models.rr_dramatic_control_proposed import RrDramaticControlProposed
        from ..models.rr_dramatic_control_settled import RrDramaticControlSettled
        from ..models.rr_engagement_changed import RrEngagementChanged
        from ..models.rr_first_right_declined import RrFirstRightDeclined
        from ..models.rr_growth_rate_set import RrGrowthRateSet
        from ..models.rr_hard_break_taken import RrHardBreakTaken
        from ..models.rr_inspiration_gained import RrInspirationGained
        from ..models.rr_inspiration_lost import RrInspirationLost
        from ..models.rr_inspiration_spent import RrInspirationSpent
        from ..models.rr_inspiration_taken_from_ones import RrInspirationTakenFromOnes
        from ..models.rr_loss_restored import RrLossRestored
        from ..models.rr_malfunction_repaired import RrMalfunctionRepaired
        from ..models.rr_malfunction_suffered import RrMalfunctionSuffered
        from ..models.rr_memory_malfunction_save_rolled import (
            RrMemoryMalfunctionSaveRolled,
        )
        from ..models.rr_memory_restore_save_rolled import RrMemoryRestoreSaveRolled
        from ..models.rr_override_penalty_reduced import RrOverridePenaltyReduced
        from ..models.rr_persistent_loss_ended import RrPersistentLossEnded
        from ..models.rr_power_recharged import RrPowerRecharged
        from ..models.rr_power_spent import RrPowerSpent
        from ..models.rr_power_transferred import RrPowerTransferred
        from ..models.rr_program_increase_rolled import RrProgramIncreaseRolled
        from ..models.rr_program_learn_rolled import RrProgramLearnRolled
        from ..models.rr_reaction_save_rolled import RrReactionSaveRolled
        from ..models.rr_reactivated import RrReactivated
        from ..models.rr_reactivation_rolled import RrReactivationRolled
        from ..models.rr_roll_over_bonus_granted import RrRollOverBonusGranted
        from ..models.rr_save_modifiers_prepared import RrSaveModifiersPrepared
        from ..models.rr_save_rolled import RrSaveRolled
        from ..models.rr_save_tn_lowered import RrSaveTnLowered
        from ..models.rr_save_tn_raised import RrSaveTnRaised
        from ..models.rr_save_triggered import RrSaveTriggered
        from ..models.rr_self_awareness_increased import RrSelfAwarenessIncreased
        from ..models.rr_shut_down import RrShutDown
        from ..models.rr_shutdown_memory_save_rolled import RrShutdownMemorySaveRolled
        from ..models.rr_shutdown_override_rolled import RrShutdownOverrideRolled
        from ..models.rr_special_effect_bought import RrSpecialEffectBought
        from ..models.rr_successes_spent_on_action_points import (
            RrSuccessesSpentOnActionPoints,
        )
        from ..models.rr_surprise_bought_off import RrSurpriseBoughtOff
        from ..models.rr_surprise_recovered import RrSurpriseRecovered
        from ..models.rr_surprise_save_rolled import RrSurpriseSaveRolled
        from ..models.rr_tapestry_save_rolled import RrTapestrySaveRolled
        from ..models.rr_temporary_loss_suffered import RrTemporaryLossSuffered
        from ..models.rr_test_called import RrTestCalled
        from ..models.rr_test_resolved import RrTestResolved
        from ..models.rr_test_rolled import RrTestRolled
        from ..models.rr_trait_benefit_taken import RrTraitBenefitTaken
        from ..models.rr_trait_changed import RrTraitChanged
        from ..models.rr_turn_ended import RrTurnEnded
        from ..models.rr_turn_order_established import RrTurnOrderEstablished
        from ..models.rr_turn_order_rotated import RrTurnOrderRotated
        from ..models.rr_turn_purchased import RrTurnPurchased
        from ..models.rr_turn_started import RrTurnStarted
        from ..models.sb_action_taken import SbActionTaken
        from ..models.sb_actions_granted import SbActionsGranted
        from ..models.sb_adventure_ended import SbAdventureEnded
        from ..models.sb_adventure_started import SbAdventureStarted
        from ..models.sb_armor_changed import SbArmorChanged
        from ..models.sb_attack_declared import SbAttackDeclared
        from ..models.sb_attack_resolved import SbAttackResolved
        from ..models.sb_berserk_rolled import SbBerserkRolled
        from ..models.sb_challenge_called import SbChallengeCalled
        from ..models.sb_challenge_cancelled import SbChallengeCancelled
        from ..models.sb_challenge_rolled import SbChallengeRolled
        from ..models.sb_challenge_succeeded_automatically import (
            SbChallengeSucceededAutomatically,
        )
        from ..models.sb_character_created import SbCharacterCreated
        from ..models.sb_contest_called import SbContestCalled
        from ..models.sb_contest_resolved import SbContestResolved
        from ..models.sb_contest_rolled import SbContestRolled
        from ..models.sb_contest_tie_ruled import SbContestTieRuled
        from ..models.sb_damage_rolled import SbDamageRolled
        from ..models.sb_fight_ended import SbFightEnded
        from ..models.sb_fight_started import SbFightStarted
        from ..models.sb_healed import SbHealed
        from ..models.sb_health_restored import SbHealthRestored
        from ..models.sb_hp_lost import SbHpLost
        from ..models.sb_injury_rolled import SbInjuryRolled
        from ..models.sb_killed import SbKilled
        from ..models.sb_knocked_out import SbKnockedOut
        from ..models.sb_order_contest_rolled import SbOrderContestRolled
        from ..models.sb_regained_consciousness import SbRegainedConsciousness
        from ..models.sb_round_started import SbRoundStarted
        from ..models.sb_skill_added import SbSkillAdded
        from ..models.sb_skill_raised import SbSkillRaised
        from ..models.sb_turn_ended import SbTurnEnded
        from ..models.sb_turn_order_set import SbTurnOrderSet
        from ..models.sb_turn_started import SbTurnStarted
        from ..models.sb_wake_rolled import SbWakeRolled
        from ..models.sb_weapon_dropped import SbWeaponDropped
        from ..models.sb_weapon_readied import SbWeaponReadied
        from ..models.sb_weapon_removed import SbWeaponRemoved
        from ..models.sb_weapon_set import SbWeaponSet
        from ..models.scratch_ability_rolled import ScratchAbilityRolled
        from ..models.scratch_action_taken import ScratchActionTaken
        from ..models.scratch_attack_rolled import ScratchAttackRolled
        from ..models.scratch_bonus_blocked import ScratchBonusBlocked
        from ..models.scratch_bonus_granted import ScratchBonusGranted
        from ..models.scratch_bonus_removed import ScratchBonusRemoved
        from ..models.scratch_caught import ScratchCaught
        from ..models.scratch_character_created import ScratchCharacterCreated
        from ..models.scratch_conflict_ended import ScratchConflictEnded
        from ..models.scratch_conflict_started import ScratchConflictStarted
        from ..models.scratch_craft_rolled import ScratchCraftRolled
        from ..models.scratch_creation_limits_set import ScratchCreationLimitsSet
        from ..models.scratch_damage_dealt import ScratchDamageDealt
        from ..models.scratch_delayed import ScratchDelayed
        from ..models.scratch_environment_set import ScratchEnvironmentSet
        from ..models.scratch_escaped import ScratchEscaped
        from ..models.scratch_evaded import ScratchEvaded
        from ..models.scratch_heal_rolled import ScratchHealRolled
        from ..models.scratch_hit_points_changed import ScratchHitPointsChanged
        from ..models.scratch_hurry_set import ScratchHurrySet
        from ..models.scratch_initiative_rolled import ScratchInitiativeRolled
        from ..models.scratch_round_started import ScratchRoundStarted
        from ..models.scratch_turn_ended import ScratchTurnEnded
        from ..models.scratch_turn_skipped import ScratchTurnSkipped
        from ..models.scratch_turn_started import ScratchTurnStarted
        from ..models.unknown_event import UnknownEvent

        d = dict(src_dict)
        version = d.pop("version")

        position = d.pop("position")

        type_ = d.pop("type")

        def _parse_data(
            data: object,
        ) -> (
            CampaignCharacterTransferred
            | CampaignCreated
            | CampaignMemberAdded
            | CampaignMemberForgotten
            | CampaignMemberRemoved
            | CampaignMemberRoleChanged
            | CampaignRolled
            | CampaignRollProven
            | CampaignRollRevealed
            | CampaignRulingSet
            | CampaignSeedRevealed
            | CampaignTableClosed
            | CampaignTableOpened
            | D100Aimed
            | D100AttackResolved
            | D100AttackRolled
            | D100CharacterCreated
            | D100CombatantRemoved
            | D100ConflictEnded
            | D100ConflictStarted
            | D100DamageDealt
            | D100DefenceRolled
            | D100FreeActionTaken
            | D100HealthChanged
            | D100HitLocationRolled
            | D100InitiativeRolled
            | D100Moved
            | D100RoundStarted
            | D100TaskRolled
            | D100TurnEnded
            | D100TurnStarted
            | RbAdvanceGranted
            | RbAdvanceSpent
            | RbCharacterCreated
            | RbCharacterRolled
            | RbDiePicked
            | RbDoingEdgeNamed
            | RbEdgeEarned
            | RbEdgeGained
            | RbEdgeLost
            | RbEdgeSacrificed
            | RbEdgeTransferred
            | RbFalloutRolled
            | RbFalloutSuffered
            | RbFalloutTableDefined
            | RbIncitingIncidentRolled
            | RbNpcCreated
            | RbNpcGenerated
            | RbNpcRemoved
            | RbNpcUnbeingSuffered
            | RbScenarioFactAdded
            | RbScenarioFactorsRolled
            | RbScenarioSymbolPlaced
            | RbScenarioSymbolRolled
            | RbSessionEnded
            | RbTableRolled
            | RbTestCalled
            | RbTestRolled
            | RbTestTraitsOffered
            | RbTestTraitsSet
            | RbTestWithdrawn
            | RbTrackCompleted
            | RbTrackCreated
            | RbTrackMarked
            | RbTrackRemoved
            | RbUnbeingRecovered
            | RbUnbeingSuffered
            | RbUndoingRecovered
            | RbUndoingSuffered
            | RollHidden
            | RollSealed
            | RrActionAccomplished
            | RrActionHastened
            | RrActionPointSaveRolled
            | RrActionPointsRegained
            | RrActionPointsSpent
            | RrAmbushOnesTaken
            | RrAmbushRolled
            | RrBaseActionPointsRolled
            | RrBonusDiscarded
            | RrBonusUsed
            | RrCharacterCreated
            | RrCharacterSparked
            | RrCombatantJoined
            | RrCombatantLeft
            | RrConflictEnded
            | RrConflictStarted
            | RrCosmeticDamageRepaired
            | RrCosmeticDamageSpent
            | RrDesignPointsRolled
            | RrDramaticControlPriced
            | RrDramaticControlProposed
            | RrDramaticControlSettled
            | RrEngagementChanged
            | RrFirstRightDeclined
            | RrGrowthRateSet
            | RrHardBreakTaken
            | RrInspirationGained
            | RrInspirationLost
            | RrInspirationSpent
            | RrInspirationTakenFromOnes
            | RrLossRestored
            | RrMalfunctionRepaired
            | RrMalfunctionSuffered
            | RrMemoryMalfunctionSaveRolled
            | RrMemoryRestoreSaveRolled
            | RrOverridePenaltyReduced
            | RrPersistentLossEnded
            | RrPowerRecharged
            | RrPowerSpent
            | RrPowerTransferred
            | RrProgramIncreaseRolled
            | RrProgramLearnRolled
            | RrReactionSaveRolled
            | RrReactivated
            | RrReactivationRolled
            | RrRollOverBonusGranted
            | RrSaveModifiersPrepared
            | RrSaveRolled
            | RrSaveTnLowered
            | RrSaveTnRaised
            | RrSaveTriggered
            | RrSelfAwarenessIncreased
            | RrShutDown
            | RrShutdownMemorySaveRolled
            | RrShutdownOverrideRolled
            | RrSpecialEffectBought
            | RrSuccessesSpentOnActionPoints
            | RrSurpriseBoughtOff
            | RrSurpriseRecovered
            | RrSurpriseSaveRolled
            | RrTapestrySaveRolled
            | RrTemporaryLossSuffered
            | RrTestCalled
            | RrTestResolved
            | RrTestRolled
            | RrTraitBenefitTaken
            | RrTraitChanged
            | RrTurnEnded
            | RrTurnOrderEstablished
            | RrTurnOrderRotated
            | RrTurnPurchased
            | RrTurnStarted
            | SbActionsGranted
            | SbActionTaken
            | SbAdventureEnded
            | SbAdventureStarted
            | SbArmorChanged
            | SbAttackDeclared
            | SbAttackResolved
            | SbBerserkRolled
            | SbChallengeCalled
            | SbChallengeCancelled
            | SbChallengeRolled
            | SbChallengeSucceededAutomatically
            | SbCharacterCreated
            | SbContestCalled
            | SbContestResolved
            | SbContestRolled
            | SbContestTieRuled
            | SbDamageRolled
            | SbFightEnded
            | SbFightStarted
            | SbHealed
            | SbHealthRestored
            | SbHpLost
            | SbInjuryRolled
            | SbKilled
            | SbKnockedOut
            | SbOrderContestRolled
            | SbRegainedConsciousness
            | SbRoundStarted
            | SbSkillAdded
            | SbSkillRaised
            | SbTurnEnded
            | SbTurnOrderSet
            | SbTurnStarted
            | SbWakeRolled
            | SbWeaponDropped
            | SbWeaponReadied
            | SbWeaponRemoved
            | SbWeaponSet
            | ScratchAbilityRolled
            | ScratchActionTaken
            | ScratchAttackRolled
            | ScratchBonusBlocked
            | ScratchBonusGranted
            | ScratchBonusRemoved
            | ScratchCaught
            | ScratchCharacterCreated
            | ScratchConflictEnded
            | ScratchConflictStarted
            | ScratchCraftRolled
            | ScratchCreationLimitsSet
            | ScratchDamageDealt
            | ScratchDelayed
            | ScratchEnvironmentSet
            | ScratchEscaped
            | ScratchEvaded
            | ScratchHealRolled
            | ScratchHitPointsChanged
            | ScratchHurrySet
            | ScratchInitiativeRolled
            | ScratchRoundStarted
            | ScratchTurnEnded
            | ScratchTurnSkipped
            | ScratchTurnStarted
            | UnknownEvent
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_0 = CampaignCreated.from_dict(data)

                return data_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_1 = CampaignMemberAdded.from_dict(data)

                return data_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_2 = CampaignMemberRoleChanged.from_dict(data)

                return data_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_3 = CampaignMemberRemoved.from_dict(data)

                return data_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_4 = CampaignMemberForgotten.from_dict(data)

                return data_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_5 = CampaignCharacterTransferred.from_dict(data)

                return data_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_6 = CampaignTableOpened.from_dict(data)

                return data_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_7 = CampaignSeedRevealed.from_dict(data)

                return data_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_8 = CampaignTableClosed.from_dict(data)

                return data_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_9 = CampaignRollRevealed.from_dict(data)

                return data_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_10 = CampaignRollProven.from_dict(data)

                return data_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_11 = CampaignRulingSet.from_dict(data)

                return data_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_12 = CampaignRolled.from_dict(data)

                return data_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_13 = RollSealed.from_dict(data)

                return data_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_14 = RrGrowthRateSet.from_dict(data)

                return data_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_15 = RrDesignPointsRolled.from_dict(data)

                return data_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_16 = RrCharacterCreated.from_dict(data)

                return data_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_17 = RrCharacterSparked.from_dict(data)

                return data_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_18 = RrTestCalled.from_dict(data)

                return data_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_19 = RrTestRolled.from_dict(data)

                return data_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_20 = RrInspirationTakenFromOnes.from_dict(data)

                return data_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_21 = RrTestResolved.from_dict(data)

                return data_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_22 = RrSurpriseBoughtOff.from_dict(data)

                return data_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_23 = RrActionAccomplished.from_dict(data)

                return data_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_24 = RrActionHastened.from_dict(data)

                return data_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_25 = RrRollOverBonusGranted.from_dict(data)

                return data_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_26 = RrLossRestored.from_dict(data)

                return data_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_27 = RrMalfunctionRepaired.from_dict(data)

                return data_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_28 = RrCosmeticDamageRepaired.from_dict(data)

                return data_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_29 = RrOverridePenaltyReduced.from_dict(data)

                return data_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_30 = RrSaveTnLowered.from_dict(data)

                return data_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_31 = RrSaveTnRaised.from_dict(data)

                return data_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_32 = RrSaveModifiersPrepared.from_dict(data)

                return data_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_33 = RrSuccessesSpentOnActionPoints.from_dict(data)

                return data_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_34 = RrSpecialEffectBought.from_dict(data)

                return data_type_34
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_35 = RrSaveTriggered.from_dict(data)

                return data_type_35
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_36 = RrSaveRolled.from_dict(data)

                return data_type_36
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_37 = RrTemporaryLossSuffered.from_dict(data)

                return data_type_37
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_38 = RrPersistentLossEnded.from_dict(data)

                return data_type_38
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_39 = RrMalfunctionSuffered.from_dict(data)

                return data_type_39
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_40 = RrMemoryMalfunctionSaveRolled.from_dict(data)

                return data_type_40
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_41 = RrShutDown.from_dict(data)

                return data_type_41
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_42 = RrShutdownOverrideRolled.from_dict(data)

                return data_type_42
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_43 = RrReactivationRolled.from_dict(data)

                return data_type_43
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_44 = RrReactivated.from_dict(data)

                return data_type_44
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_45 = RrShutdownMemorySaveRolled.from_dict(data)

                return data_type_45
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_46 = RrMemoryRestoreSaveRolled.from_dict(data)

                return data_type_46
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_47 = RrTapestrySaveRolled.from_dict(data)

                return data_type_47
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_48 = RrPowerSpent.from_dict(data)

                return data_type_48
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_49 = RrPowerRecharged.from_dict(data)

                return data_type_49
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_50 = RrPowerTransferred.from_dict(data)

                return data_type_50
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_51 = RrInspirationGained.from_dict(data)

                return data_type_51
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_52 = RrInspirationSpent.from_dict(data)

                return data_type_52
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_53 = RrInspirationLost.from_dict(data)

                return data_type_53
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_54 = RrTraitBenefitTaken.from_dict(data)

                return data_type_54
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_55 = RrDramaticControlProposed.from_dict(data)

                return data_type_55
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_56 = RrDramaticControlPriced.from_dict(data)

                return data_type_56
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_57 = RrDramaticControlSettled.from_dict(data)

                return data_type_57
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_58 = RrProgramIncreaseRolled.from_dict(data)

                return data_type_58
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_59 = RrProgramLearnRolled.from_dict(data)

                return data_type_59
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_60 = RrTraitChanged.from_dict(data)

                return data_type_60
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_61 = RrSelfAwarenessIncreased.from_dict(data)

                return data_type_61
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_62 = RrBonusUsed.from_dict(data)

                return data_type_62
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_63 = RrBonusDiscarded.from_dict(data)

                return data_type_63
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_64 = RrCosmeticDamageSpent.from_dict(data)

                return data_type_64
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_65 = RrConflictStarted.from_dict(data)

                return data_type_65
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_66 = RrAmbushRolled.from_dict(data)

                return data_type_66
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_67 = RrAmbushOnesTaken.from_dict(data)

                return data_type_67
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_68 = RrSurpriseSaveRolled.from_dict(data)

                return data_type_68
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_69 = RrTurnOrderEstablished.from_dict(data)

                return data_type_69
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_70 = RrTurnOrderRotated.from_dict(data)

                return data_type_70
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_71 = RrBaseActionPointsRolled.from_dict(data)

                return data_type_71
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_72 = RrCombatantJoined.from_dict(data)

                return data_type_72
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_73 = RrCombatantLeft.from_dict(data)

                return data_type_73
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_74 = RrTurnStarted.from_dict(data)

                return data_type_74
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_75 = RrTurnEnded.from_dict(data)

                return data_type_75
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_76 = RrFirstRightDeclined.from_dict(data)

                return data_type_76
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_77 = RrActionPointsSpent.from_dict(data)

                return data_type_77
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_78 = RrTurnPurchased.from_dict(data)

                return data_type_78
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_79 = RrActionPointsRegained.from_dict(data)

                return data_type_79
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_80 = RrReactionSaveRolled.from_dict(data)

                return data_type_80
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_81 = RrActionPointSaveRolled.from_dict(data)

                return data_type_81
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_82 = RrSurpriseRecovered.from_dict(data)

                return data_type_82
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_83 = RrEngagementChanged.from_dict(data)

                return data_type_83
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_84 = RrHardBreakTaken.from_dict(data)

                return data_type_84
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_85 = RrConflictEnded.from_dict(data)

                return data_type_85
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_86 = RbCharacterRolled.from_dict(data)

                return data_type_86
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_87 = RbCharacterCreated.from_dict(data)

                return data_type_87
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_88 = RbTableRolled.from_dict(data)

                return data_type_88
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_89 = RbAdvanceGranted.from_dict(data)

                return data_type_89
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_90 = RbAdvanceSpent.from_dict(data)

                return data_type_90
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_91 = RbDoingEdgeNamed.from_dict(data)

                return data_type_91
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_92 = RbUnbeingRecovered.from_dict(data)

                return data_type_92
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_93 = RbUndoingRecovered.from_dict(data)

                return data_type_93
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_94 = RbSessionEnded.from_dict(data)

                return data_type_94
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_95 = RbTestCalled.from_dict(data)

                return data_type_95
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_96 = RbTestWithdrawn.from_dict(data)

                return data_type_96
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_97 = RbUnbeingSuffered.from_dict(data)

                return data_type_97
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_98 = RbUndoingSuffered.from_dict(data)

                return data_type_98
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_99 = RbTestTraitsOffered.from_dict(data)

                return data_type_99
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_100 = RbTestTraitsSet.from_dict(data)

                return data_type_100
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_101 = RbTestRolled.from_dict(data)

                return data_type_101
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_102 = RbDiePicked.from_dict(data)

                return data_type_102
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_103 = RbEdgeEarned.from_dict(data)

                return data_type_103
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_104 = RbEdgeGained.from_dict(data)

                return data_type_104
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_105 = RbEdgeTransferred.from_dict(data)

                return data_type_105
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_106 = RbEdgeSacrificed.from_dict(data)

                return data_type_106
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_107 = RbEdgeLost.from_dict(data)

                return data_type_107
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_108 = RbFalloutRolled.from_dict(data)

                return data_type_108
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_109 = RbFalloutSuffered.from_dict(data)

                return data_type_109
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_110 = RbTrackMarked.from_dict(data)

                return data_type_110
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_111 = RbTrackCompleted.from_dict(data)

                return data_type_111
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_112 = RbNpcUnbeingSuffered.from_dict(data)

                return data_type_112
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_113 = RbNpcRemoved.from_dict(data)

                return data_type_113
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_114 = RbTrackCreated.from_dict(data)

                return data_type_114
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_115 = RbTrackRemoved.from_dict(data)

                return data_type_115
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_116 = RbFalloutTableDefined.from_dict(data)

                return data_type_116
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_117 = RbNpcCreated.from_dict(data)

                return data_type_117
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_118 = RbNpcGenerated.from_dict(data)

                return data_type_118
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_119 = RbScenarioFactorsRolled.from_dict(data)

                return data_type_119
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_120 = RbScenarioSymbolRolled.from_dict(data)

                return data_type_120
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_121 = RbScenarioSymbolPlaced.from_dict(data)

                return data_type_121
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_122 = RbScenarioFactAdded.from_dict(data)

                return data_type_122
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_123 = RbIncitingIncidentRolled.from_dict(data)

                return data_type_123
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_124 = ScratchCharacterCreated.from_dict(data)

                return data_type_124
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_125 = ScratchCreationLimitsSet.from_dict(data)

                return data_type_125
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_126 = ScratchConflictStarted.from_dict(data)

                return data_type_126
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_127 = ScratchInitiativeRolled.from_dict(data)

                return data_type_127
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_128 = ScratchEnvironmentSet.from_dict(data)

                return data_type_128
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_129 = ScratchRoundStarted.from_dict(data)

                return data_type_129
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_130 = ScratchTurnStarted.from_dict(data)

                return data_type_130
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_131 = ScratchTurnSkipped.from_dict(data)

                return data_type_131
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_132 = ScratchTurnEnded.from_dict(data)

                return data_type_132
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_133 = ScratchActionTaken.from_dict(data)

                return data_type_133
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_134 = ScratchAttackRolled.from_dict(data)

                return data_type_134
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_135 = ScratchDamageDealt.from_dict(data)

                return data_type_135
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_136 = ScratchHitPointsChanged.from_dict(data)

                return data_type_136
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_137 = ScratchDelayed.from_dict(data)

                return data_type_137
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_138 = ScratchEvaded.from_dict(data)

                return data_type_138
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_139 = ScratchCaught.from_dict(data)

                return data_type_139
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_140 = ScratchEscaped.from_dict(data)

                return data_type_140
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_141 = ScratchHealRolled.from_dict(data)

                return data_type_141
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_142 = ScratchAbilityRolled.from_dict(data)

                return data_type_142
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_143 = ScratchHurrySet.from_dict(data)

                return data_type_143
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_144 = ScratchCraftRolled.from_dict(data)

                return data_type_144
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_145 = ScratchBonusGranted.from_dict(data)

                return data_type_145
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_146 = ScratchBonusBlocked.from_dict(data)

                return data_type_146
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_147 = ScratchBonusRemoved.from_dict(data)

                return data_type_147
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_148 = ScratchConflictEnded.from_dict(data)

                return data_type_148
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_149 = SbCharacterCreated.from_dict(data)

                return data_type_149
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_150 = SbSkillAdded.from_dict(data)

                return data_type_150
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_151 = SbWeaponSet.from_dict(data)

                return data_type_151
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_152 = SbWeaponRemoved.from_dict(data)

                return data_type_152
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_153 = SbWeaponReadied.from_dict(data)

                return data_type_153
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_154 = SbWeaponDropped.from_dict(data)

                return data_type_154
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_155 = SbArmorChanged.from_dict(data)

                return data_type_155
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_156 = SbChallengeCalled.from_dict(data)

                return data_type_156
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_157 = SbChallengeSucceededAutomatically.from_dict(data)

                return data_type_157
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_158 = SbChallengeRolled.from_dict(data)

                return data_type_158
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_159 = SbChallengeCancelled.from_dict(data)

                return data_type_159
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_160 = SbContestCalled.from_dict(data)

                return data_type_160
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_161 = SbContestRolled.from_dict(data)

                return data_type_161
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_162 = SbContestResolved.from_dict(data)

                return data_type_162
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_163 = SbContestTieRuled.from_dict(data)

                return data_type_163
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_164 = SbFightStarted.from_dict(data)

                return data_type_164
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_165 = SbOrderContestRolled.from_dict(data)

                return data_type_165
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_166 = SbTurnOrderSet.from_dict(data)

                return data_type_166
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_167 = SbRoundStarted.from_dict(data)

                return data_type_167
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_168 = SbTurnStarted.from_dict(data)

                return data_type_168
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_169 = SbActionTaken.from_dict(data)

                return data_type_169
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_170 = SbActionsGranted.from_dict(data)

                return data_type_170
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_171 = SbTurnEnded.from_dict(data)

                return data_type_171
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_172 = SbAttackDeclared.from_dict(data)

                return data_type_172
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_173 = SbAttackResolved.from_dict(data)

                return data_type_173
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_174 = SbFightEnded.from_dict(data)

                return data_type_174
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_175 = SbDamageRolled.from_dict(data)

                return data_type_175
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_176 = SbInjuryRolled.from_dict(data)

                return data_type_176
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_177 = SbHpLost.from_dict(data)

                return data_type_177
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_178 = SbKnockedOut.from_dict(data)

                return data_type_178
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_179 = SbKilled.from_dict(data)

                return data_type_179
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_180 = SbBerserkRolled.from_dict(data)

                return data_type_180
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_181 = SbWakeRolled.from_dict(data)

                return data_type_181
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_182 = SbRegainedConsciousness.from_dict(data)

                return data_type_182
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_183 = SbHealed.from_dict(data)

                return data_type_183
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_184 = SbHealthRestored.from_dict(data)

                return data_type_184
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_185 = SbAdventureStarted.from_dict(data)

                return data_type_185
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_186 = SbAdventureEnded.from_dict(data)

                return data_type_186
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_187 = SbSkillRaised.from_dict(data)

                return data_type_187
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_188 = D100CharacterCreated.from_dict(data)

                return data_type_188
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_189 = D100ConflictStarted.from_dict(data)

                return data_type_189
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_190 = D100InitiativeRolled.from_dict(data)

                return data_type_190
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_191 = D100RoundStarted.from_dict(data)

                return data_type_191
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_192 = D100TurnStarted.from_dict(data)

                return data_type_192
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_193 = D100TurnEnded.from_dict(data)

                return data_type_193
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_194 = D100Moved.from_dict(data)

                return data_type_194
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_195 = D100FreeActionTaken.from_dict(data)

                return data_type_195
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_196 = D100Aimed.from_dict(data)

                return data_type_196
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_197 = D100AttackRolled.from_dict(data)

                return data_type_197
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_198 = D100DefenceRolled.from_dict(data)

                return data_type_198
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_199 = D100AttackResolved.from_dict(data)

                return data_type_199
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_200 = D100HitLocationRolled.from_dict(data)

                return data_type_200
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_201 = D100DamageDealt.from_dict(data)

                return data_type_201
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_202 = D100HealthChanged.from_dict(data)

                return data_type_202
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_203 = D100TaskRolled.from_dict(data)

                return data_type_203
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_204 = D100CombatantRemoved.from_dict(data)

                return data_type_204
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_205 = D100ConflictEnded.from_dict(data)

                return data_type_205
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_206 = RollHidden.from_dict(data)

                return data_type_206
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            data_type_207 = UnknownEvent.from_dict(data)

            return data_type_207

        data = _parse_data(d.pop("data"))

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        schema_version = d.pop("schema_version", UNSET)

        def _parse_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        id = _parse_id(d.pop("id", UNSET))

        def _parse_hash_(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        hash_ = _parse_hash_(d.pop("hash", UNSET))

        _metadata = d.pop("metadata", UNSET)
        metadata: EventOutMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = EventOutMetadata.from_dict(_metadata)

        def _parse_text(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        text = _parse_text(d.pop("text", UNSET))

        event_out = cls(
            version=version,
            position=position,
            type_=type_,
            data=data,
            recorded_at=recorded_at,
            schema_version=schema_version,
            id=id,
            hash_=hash_,
            metadata=metadata,
            text=text,
        )

        event_out.additional_properties = d
        return event_out

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
