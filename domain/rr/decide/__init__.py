"""Route a Robots & Rapiers command to the rule that decides it.

GM-only commands are refused for anyone else before any rule runs; each rule then checks ownership
(`require_controls`) for the robots it touches. Extended-conflict commands go to the conflict rules.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.campaign import CampaignState, Context
from domain.errors import InvalidCommand
from domain.messages import Command, Event
from domain.rr import commands as c
from domain.rr.decide import (
    characters,
    durability,
    growth,
    inspiration,
    malfunctions,
    power,
    resolution,
    rulings,
    saves,
    successes,
    tests,
)

Decider = Callable[[CampaignState, Any, Context], list[Event]]

DECIDERS: dict[type[Command], Decider] = {
    c.SetGrowthRate: characters.set_growth_rate,
    c.RollDesignPoints: characters.roll_design_points,
    c.CreateCharacter: characters.create_character,
    c.SparkCharacter: characters.spark_character,
    c.CallForTest: tests.call_for_test,
    c.RollTest: tests.roll_test,
    c.TakeOnesAsInspiration: tests.take_ones,
    c.ResolveTest: resolution.resolve_test,
    c.SpendSuccesses: successes.spend_successes,
    c.TriggerSave: saves.trigger_save,
    c.RollSave: saves.roll_pending_save,
    c.EndPersistentLoss: saves.end_persistent_loss,
    c.RollRoleSave: saves.roll_role_save,
    c.RollSelfAwarenessSave: saves.roll_self_awareness_save,
    c.OverrideShutdown: durability.override_shutdown,
    c.AttemptReactivation: durability.attempt_reactivation,
    c.RollShutdownMemorySave: durability.roll_shutdown_memory_save,
    c.ShutDownRobot: durability.shut_down_robot,
    c.RollMemoryRestoreSave: malfunctions.roll_memory_restore_save,
    c.SpendPower: power.spend_power,
    c.RechargePower: power.recharge_power,
    c.TransferPower: power.transfer_power,
    c.GainTraitInspiration: inspiration.gain_trait_inspiration,
    c.AwardInspiration: inspiration.award_inspiration,
    c.UseTraitBenefit: inspiration.use_trait_benefit,
    c.ProposeDramaticControl: inspiration.propose_dramatic_control,
    c.PriceDramaticControl: inspiration.price_dramatic_control,
    c.SettleDramaticControl: inspiration.settle_dramatic_control,
    c.IncreaseProgram: growth.increase_program,
    c.LearnProgram: growth.learn_program,
    c.ChangeTrait: growth.change_trait,
    c.IncreaseSelfAwareness: growth.increase_self_awareness,
    c.DiscardBonus: rulings.discard_bonus,
    c.SpendCosmeticDamage: rulings.spend_cosmetic_damage,
}


def make_decide(
    conflict_commands: tuple[type[Command], ...], decide_conflict: Decider | None
) -> Callable[[CampaignState, Command, Context], list[Event]]:
    conflict_set = frozenset(conflict_commands)

    def decide(state: CampaignState, command: Command, ctx: Context) -> list[Event]:
        if type(command) in conflict_set and decide_conflict is not None:
            return decide_conflict(state, command, ctx)
        rule = DECIDERS.get(type(command))
        if rule is None:
            raise InvalidCommand("unknown_command", f"unknown command {type(command).__name__}")
        return rule(state, command, ctx)

    return decide
