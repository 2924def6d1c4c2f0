"""Route each Shapers and Bots command to the rule that decides it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.campaign import CampaignState, Context
from domain.errors import InvalidCommand
from domain.messages import Command, Event
from domain.shapers import commands as cmd
from domain.shapers.decide.advancement import (
    decide_end_adventure,
    decide_level_up,
    decide_start_adventure,
    decide_teach_skill,
)
from domain.shapers.decide.attacks import decide_declare_attack, decide_respond
from domain.shapers.decide.challenges import (
    decide_add_skill,
    decide_call_challenge,
    decide_call_contest,
    decide_cancel_challenge,
    decide_roll_challenge,
    decide_roll_contest,
    decide_rule_tie,
)
from domain.shapers.decide.combat import (
    decide_end_fight,
    decide_end_turn,
    decide_grant_actions,
    decide_start_fight,
    decide_take_action,
)
from domain.shapers.decide.creation import decide_create
from domain.shapers.decide.equipment import (
    decide_drop_weapon,
    decide_ready_weapon,
    decide_remove_weapon,
    decide_set_armor,
    decide_set_weapon,
)
from domain.shapers.decide.health import decide_heal, decide_injure, decide_try_to_wake

Decider = Callable[[CampaignState, Any, Context], list[Event]]

DECIDERS: dict[type[Command], Decider] = {
    cmd.CreateCharacter: decide_create,
    cmd.AddSkill: decide_add_skill,
    cmd.CallChallenge: decide_call_challenge,
    cmd.RollChallenge: decide_roll_challenge,
    cmd.CancelChallenge: decide_cancel_challenge,
    cmd.CallContest: decide_call_contest,
    cmd.RollContest: decide_roll_contest,
    cmd.RuleTie: decide_rule_tie,
    cmd.StartFight: decide_start_fight,
    cmd.EndTurn: decide_end_turn,
    cmd.TakeAction: decide_take_action,
    cmd.DeclareAttack: decide_declare_attack,
    cmd.RespondToAttack: decide_respond,
    cmd.GrantActions: decide_grant_actions,
    cmd.EndFight: decide_end_fight,
    cmd.Injure: decide_injure,
    cmd.TryToWake: decide_try_to_wake,
    cmd.Heal: decide_heal,
    cmd.SetWeapon: decide_set_weapon,
    cmd.RemoveWeapon: decide_remove_weapon,
    cmd.ReadyWeapon: decide_ready_weapon,
    cmd.DropWeapon: decide_drop_weapon,
    cmd.SetArmor: decide_set_armor,
    cmd.StartAdventure: decide_start_adventure,
    cmd.EndAdventure: decide_end_adventure,
    cmd.LevelUp: decide_level_up,
    cmd.TeachSkill: decide_teach_skill,
}
assert set(DECIDERS) == set(cmd.COMMANDS)


def decide(state: CampaignState, command: Command, ctx: Context) -> list[Event]:
    """Decide a Shapers and Bots command (`Game.decide` has refused GM-only commands to anyone else)."""
    decider = DECIDERS.get(type(command))
    if decider is None:
        raise InvalidCommand("unknown_command", f"unknown command {type(command).__name__}")
    return decider(state, command, ctx)
