"""Route each Rotate Bird command to the decision that owns it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.campaign import CampaignState, Context
from domain.errors import InvalidCommand
from domain.messages import Command, Event
from domain.rotatebird import commands as c
from domain.rotatebird.decide import advancement, characters, edges, fallout, tests, world

Decision = Callable[[CampaignState, Any, Context], list[Event]]

DECISIONS: dict[type[Command], Decision] = {
    c.RollCharacter: characters.roll_character,
    c.CreateCharacter: characters.create_character,
    c.RollOnTable: characters.roll_on_table,
    c.SpendAdvance: advancement.spend_advance,
    c.NameDoingEdge: advancement.name_doing_edge,
    c.Rest: characters.rest,
    c.RecoverUndoing: characters.recover_undoing,
    c.EndSession: characters.end_session,
    c.CallTest: tests.call_test,
    c.PayEpicCost: tests.pay_epic_cost,
    c.WithdrawTest: tests.withdraw_test,
    c.OfferTraits: tests.offer_traits,
    c.SetTestTraits: tests.set_test_traits,
    c.RollTest: tests.roll_test,
    c.PickDie: tests.pick_die,
    c.RollFallout: fallout.roll_fallout,
    c.OffsetFallout: fallout.offset_fallout,
    c.ResolveFallout: fallout.resolve_fallout,
    c.GrantEdge: edges.grant_edge,
    c.TransferEdge: edges.transfer_edge,
    c.RemoveEdge: edges.remove_edge,
    c.NpcShrugOff: tests.npc_shrug_off,
    c.CreateTrack: world.create_track,
    c.RemoveTrack: world.remove_track,
    c.DefineFalloutTable: world.define_fallout_table,
    c.CreateNpc: world.create_npc,
    c.GenerateNpc: world.generate_npc,
    c.RollScenarioFactors: world.roll_scenario_factors,
    c.RollScenarioSymbol: world.roll_scenario_symbol,
    c.PlaceScenarioSymbol: world.place_scenario_symbol,
    c.AddScenarioFact: world.add_scenario_fact,
    c.RollIncitingIncident: world.roll_inciting_incident,
}


def decide(state: CampaignState, command: Command, ctx: Context) -> list[Event]:
    """Apply the command's own rules (`Game.decide` has refused GM-only commands from anyone else)."""
    decision = DECISIONS.get(type(command))
    if decision is None:
        raise InvalidCommand("unknown_command", f"Rotate Bird has no command {type(command).__name__}")
    return decision(state, command, ctx)
