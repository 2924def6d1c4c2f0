"""Route each Rotate Bird command to the decision that owns it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.campaign import CampaignState, Context
from domain.errors import InvalidCommand
from domain.messages import Command, Event
from domain.rotatebird import commands as c
from domain.rotatebird.decide import characters as dc
from domain.rotatebird.decide import tests as dt
from domain.rotatebird.decide import world as dw

Decision = Callable[[CampaignState, Any, Context], list[Event]]

DECISIONS: dict[type[Command], Decision] = {
    c.RollCharacter: dc.roll_character,
    c.CreateCharacter: dc.create_character,
    c.RollOnTable: dc.roll_on_table,
    c.SpendAdvance: dc.spend_advance,
    c.NameDoingEdge: dc.name_doing_edge,
    c.Rest: dc.rest,
    c.RecoverUndoing: dc.recover_undoing,
    c.EndSession: dc.end_session,
    c.CallTest: dt.call_test,
    c.PayEpicCost: dt.pay_epic_cost,
    c.WithdrawTest: dt.withdraw_test,
    c.SetTestTraits: dt.set_test_traits,
    c.RollTest: dt.roll_test,
    c.PickDie: dt.pick_die,
    c.RollFallout: dt.roll_fallout,
    c.OffsetFallout: dt.offset_fallout,
    c.ResolveFallout: dt.resolve_fallout,
    c.GrantEdge: dt.grant_edge,
    c.TransferEdge: dt.transfer_edge,
    c.RemoveEdge: dt.remove_edge,
    c.NpcShrugOff: dt.npc_shrug_off,
    c.CreateTrack: dw.create_track,
    c.RemoveTrack: dw.remove_track,
    c.DefineFalloutTable: dw.define_fallout_table,
    c.CreateNpc: dw.create_npc,
    c.GenerateNpc: dw.generate_npc,
    c.RollScenarioFactors: dw.roll_scenario_factors,
    c.RollScenarioSymbol: dw.roll_scenario_symbol,
    c.PlaceScenarioSymbol: dw.place_scenario_symbol,
    c.AddScenarioFact: dw.add_scenario_fact,
    c.RollIncitingIncident: dw.roll_inciting_incident,
}


def decide(state: CampaignState, command: Command, ctx: Context) -> list[Event]:
    """Apply the command's own rules (`Game.decide` has refused GM-only commands from anyone else)."""
    decision = DECISIONS.get(type(command))
    if decision is None:
        raise InvalidCommand("unknown_command", f"Rotate Bird has no command {type(command).__name__}")
    return decision(state, command, ctx)
