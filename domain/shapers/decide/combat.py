"""Fights: order by Fitness, rounds and turns, two actions a turn (attacks and their defence are `attacks.py`).

Terms: a *round* is the rulebook's 5-second "turn" in which everyone acts once; a combatant's *turn* is
their place in it. Each round a combatant has two actions. Defending is an action too: before one's turn
it comes out of this round's two; with none left it is borrowed from the next round (at most the two the
next round has — our bound). Actions left unused when a turn ends stay available for defence until the
round is over (our reading of "if the target has already used all of their actions"). The third and
later attacks on someone in a round can only be defended by a fluke (a natural 18); defending against
them still takes an action.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping

from domain.campaign import CampaignState, Context, require_controls
from domain.dice import DiceRoll, DiceSource
from domain.errors import InvalidCommand, RuleViolation
from domain.messages import Event
from domain.shapers.checks import Fluke, contest_rank, roll_check
from domain.shapers.commands import (
    EndFight,
    EndTurn,
    GrantActions,
    StartFight,
    TakeAction,
)
from domain.shapers.events import (
    ActionsGranted,
    ActionTaken,
    Allowance,
    FightEnded,
    FightEntry,
    FightStarted,
    OrderContestRolled,
    OrderRoll,
    RoundStarted,
    TurnEnded,
    TurnOrderSet,
    TurnStarted,
)
from domain.shapers.lookups import (
    RollAt,
    character,
    conflict,
    fight_of,
    game_of,
    require_alive,
    require_awake,
    roll_at,
)
from domain.shapers.rulings import flukes
from domain.shapers.state import Combatant, Fight, SbState

ACTIONS_PER_ROUND = 2


MAX_ORDER_ATTEMPTS = 50


def decide_start_fight(state: CampaignState, cmd: StartFight, ctx: Context) -> list[Event]:
    game = game_of(state)
    ids = list(cmd.character_ids)
    if len(set(ids)) != len(ids):
        raise InvalidCommand("duplicate_combatant", "each character joins a fight once", character_ids=ids)
    fitness: dict[str, int] = {}
    for cid in ids:
        ch = character(state, cid)
        require_alive(ch)
        if fight_of(game, cid) is not None:
            raise RuleViolation("already_fighting", "the character is already in a fight", character_id=cid)
        fitness[cid] = int(ch.features["FIT"] or 0)
    at = roll_at(state, cmd, ctx.actor)
    conflict_id = ctx.new_id()
    events: list[Event] = [
        FightStarted(
            conflict_id=conflict_id,
            table_id=cmd.table_id,
            combatants=tuple(FightEntry(character_id=c, fitness=fitness[c]) for c in ids),
        )
    ]
    order: list[str] = []
    for fit in sorted(set(fitness.values()), reverse=True):
        group = [c for c in ids if fitness[c] == fit]
        attempts = [0]
        order.extend(_settle(group, fit, ctx.dice, at, conflict_id, events, attempts, flukes(state)))
    events.append(TurnOrderSet(conflict_id=conflict_id, order=tuple(order)))
    fight = Fight(
        conflict_id=conflict_id,
        table_id=cmd.table_id,
        combatants={c: Combatant(character_id=c, fitness=fitness[c]) for c in ids},
        order=order,
    )
    events.extend(_new_round(game, fight, 1))
    return events


def _settle(
    group: list[str],
    fitness: int,
    dice: DiceSource,
    at: RollAt,
    conflict_id: str,
    events: list[Event],
    attempts: list[int],
    fluke_totals: Mapping[int, Fluke],
) -> list[str]:
    """Order a group tied on Fitness by a contest roll; still-tied members roll again among themselves."""
    if len(group) == 1:
        return group
    attempts[0] += 1
    if attempts[0] > MAX_ORDER_ATTEMPTS:
        raise InvalidCommand("order_contest_unsettled", "the order contest kept tying", character_ids=group)
    rolls: list[DiceRoll] = []
    entries = [
        OrderRoll(character_id=c, check=roll_check(dice, rolls, "FIT", fitness, contest=True, flukes=fluke_totals))
        for c in group
    ]
    events.append(
        OrderContestRolled(
            **at.fields(),
            rolls=tuple(rolls),
            conflict_id=conflict_id,
            fitness=fitness,
            attempt=attempts[0],
            entries=tuple(entries),
        )
    )
    ranked = sorted(entries, key=lambda e: contest_rank(e.check), reverse=True)
    order: list[str] = []
    for _, tied in itertools.groupby(ranked, key=lambda e: contest_rank(e.check)):
        tied_ids = [e.character_id for e in tied]
        order.extend(_settle(tied_ids, fitness, dice, at, conflict_id, events, attempts, fluke_totals))
    return order


def _can_act(game: SbState, character_id: str) -> bool:
    ch = game.characters[character_id]
    return ch.alive and ch.conscious


def _new_round(game: SbState, fight: Fight, number: int) -> list[Event]:
    allowances = tuple(
        Allowance(
            character_id=c.character_id,
            base=ACTIONS_PER_ROUND,
            borrowed=c.borrowed,
            actions=max(0, ACTIONS_PER_ROUND - c.borrowed),
            berserk_actions=1 if c.berserk else 0,
        )
        for c in (fight.combatants[cid] for cid in fight.order)
    )
    events: list[Event] = [RoundStarted(conflict_id=fight.conflict_id, round=number, allowances=allowances)]
    first = next((cid for cid in fight.order if _can_act(game, cid)), None)
    if first is not None:
        events.append(TurnStarted(conflict_id=fight.conflict_id, round=number, character_id=first))
    return events


def decide_end_turn(state: CampaignState, cmd: EndTurn, ctx: Context) -> list[Event]:
    game = game_of(state)
    fight = conflict(state, cmd.conflict_id, Fight)
    _no_pending(fight)
    events: list[Event] = []
    if fight.current is None:
        if not ctx.actor.is_gm:
            raise RuleViolation("no_current_turn", "nobody is taking a turn; the GM moves the fight on")
        start = 0
    else:
        require_controls(state, ctx.actor, fight.current)
        current = fight.combatants[fight.current]
        events.append(
            TurnEnded(
                conflict_id=fight.conflict_id,
                round=fight.round,
                character_id=fight.current,
                actions_unused=current.actions,
            )
        )
        start = fight.order.index(fight.current) + 1
    following = next(
        (cid for cid in fight.order[start:] if not fight.combatants[cid].acted and _can_act(game, cid)),
        None,
    )
    if following is not None:
        events.append(TurnStarted(conflict_id=fight.conflict_id, round=fight.round, character_id=following))
    else:
        events.extend(_new_round(game, fight, fight.round + 1))
    return events


def _no_pending(fight: Fight) -> None:
    if fight.pending is not None:
        raise RuleViolation(
            "attack_pending",
            "the target of the declared attack must first say whether they defend",
            target_id=fight.pending.target_id,
        )


def on_turn(state: CampaignState, ctx: Context, fight: Fight, character_id: str | None) -> Combatant:
    """The acting combatant: it must be their turn and the actor must control them."""
    _no_pending(fight)
    if fight.current is None or (character_id is not None and character_id != fight.current):
        raise RuleViolation(
            "not_your_turn", "combatants act on their own turn", current=fight.current, character_id=character_id
        )
    require_controls(state, ctx.actor, fight.current)
    require_awake(character(state, fight.current))
    return fight.combatants[fight.current]


def decide_take_action(state: CampaignState, cmd: TakeAction, ctx: Context) -> list[Event]:
    fight = conflict(state, cmd.conflict_id, Fight)
    c = on_turn(state, ctx, fight, None)
    ch = character(state, c.character_id)
    if c.actions <= 0:
        raise RuleViolation(
            "no_actions_left",
            "no actions left this turn"
            + (" (a berserk rabbit's extra action is for attacking)" if c.berserk_actions else ""),
            needed=1,
            available=c.actions,
        )
    weapon = cmd.weapon
    if cmd.action == "draw":
        if weapon is None or weapon not in ch.weapons:
            raise InvalidCommand("unknown_weapon", "draw one of the character's weapons", weapon=weapon)
        if ch.wielding == weapon:
            raise RuleViolation("already_drawn", "that weapon is already in hand", weapon=weapon)
    elif cmd.action == "reload":
        weapon = weapon or ch.wielding
        if weapon is None or weapon not in ch.weapons:
            raise InvalidCommand("unknown_weapon", "reload one of the character's weapons", weapon=weapon)
        if ch.wielding != weapon:
            raise RuleViolation("weapon_not_drawn", "draw the weapon before reloading it", weapon=weapon)
        w = ch.weapons[weapon]
        if w.reload_actions == 0 or w.loaded:
            raise RuleViolation("nothing_to_reload", "the weapon is ready to use", weapon=weapon)
    return [
        ActionTaken(
            conflict_id=fight.conflict_id,
            character_id=c.character_id,
            round=fight.round,
            action=cmd.action,
            source="turn",
            actions_left=c.actions - 1,
            borrowed=c.borrowed,
            weapon=weapon,
            note=cmd.note,
        )
    ]


def decide_grant_actions(state: CampaignState, cmd: GrantActions, ctx: Context) -> list[Event]:
    fight = conflict(state, cmd.conflict_id, Fight)
    if cmd.character_id not in fight.combatants:
        raise InvalidCommand("not_in_fight", "the character is not in this fight", character_id=cmd.character_id)
    require_awake(character(state, cmd.character_id))
    return [
        ActionsGranted(
            conflict_id=fight.conflict_id,
            character_id=cmd.character_id,
            round=fight.round,
            count=cmd.count,
            reason=cmd.reason,
        )
    ]


def decide_end_fight(state: CampaignState, cmd: EndFight, ctx: Context) -> list[Event]:
    fight = conflict(state, cmd.conflict_id, Fight)
    return [FightEnded(conflict_id=fight.conflict_id, round=fight.round)]
