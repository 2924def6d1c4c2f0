"""A conflict's life: initiative at the start, turns and rounds, combatants leaving, the end."""

from __future__ import annotations

from domain.campaign import CampaignState, Context
from domain.d100 import dreamscape
from domain.d100.commands import EndConflict, EndTurn, RemoveCombatant, StartConflict
from domain.d100.decide import checks
from domain.d100.events import (
    CombatantRemoved,
    ConflictEnded,
    ConflictStarted,
    InitiativeRolled,
    RoundStarted,
    TurnEnded,
    TurnStarted,
)
from domain.d100.state import Conflict
from domain.dice import DiceRoll
from domain.errors import InvalidCommand, NotFound, RuleViolation
from domain.initiative import InitiativeEntry, break_ties
from domain.messages import Event
from domain.parts import Part, total


def _next_turn(conflict: Conflict, after: str, order: list[str]) -> list[Event]:
    """Start the turn following `after` in `order` (a new round after the last)."""
    if not order:
        return []
    index = conflict.order.index(after)
    following = [cid for cid in conflict.order[index + 1 :] if cid in order]
    if following:
        return [TurnStarted(conflict_id=conflict.conflict_id, character_id=following[0], round=conflict.round)]
    new_round = conflict.round + 1
    return [
        RoundStarted(conflict_id=conflict.conflict_id, round=new_round),
        TurnStarted(conflict_id=conflict.conflict_id, character_id=order[0], round=new_round),
    ]


def start_conflict(state: CampaignState, cmd: StartConflict, ctx: Context) -> list[Event]:
    checks.table(state, cmd, None)
    ids = list(cmd.character_ids)
    if len(set(ids)) != len(ids):
        raise InvalidCommand("duplicate_combatant", "each character joins a conflict once", character_ids=ids)
    busy = {cid for c in checks.game(state).conflicts.values() for cid in c.combatants}
    for cid in ids:
        checks.character(state, cid)
        if cid in busy:
            raise RuleViolation("already_in_conflict", "the character is already in a conflict", character_id=cid)
    if cmd.dream_states and not cmd.options.dreamscape:
        raise InvalidCommand("not_a_dreamscape", "dream states apply only to a dreamscape conflict")
    strangers = sorted(set(cmd.dream_states) - set(ids))
    if strangers:
        raise InvalidCommand("dream_state_for_stranger", "dream states name combatants only", character_ids=strangers)
    conflict_id = ctx.new_id()
    dreams = {cid: cmd.dream_states.get(cid, "awake") for cid in ids} if cmd.options.dreamscape else {}
    rolls: list[DiceRoll] = []
    entries: list[InitiativeEntry] = []
    scores: dict[str, int] = {}
    for cid in ids:
        ch = checks.character(state, cid)
        roll = ctx.dice.roll(1, 10)
        rolls.append(roll)
        dream = dreams.get(cid)
        pa_label, pa = dreamscape.attribute(ch.sheet.attributes, "physical_agility", dream)
        ma_label, ma = dreamscape.attribute(ch.sheet.attributes, "mental_agility", dream)
        parts = (Part(label="d10", value=roll.faces[0]), Part(label=pa_label, value=pa), Part(label=ma_label, value=ma))
        scores[cid] = total(parts)
        entries.append(InitiativeEntry(character_id=cid, parts=parts, initiative=scores[cid]))
    order, tie_breaks = break_ties(scores, ctx.dice, 10, rolls)
    return [
        ConflictStarted(
            conflict_id=conflict_id,
            table_id=cmd.table_id,
            character_ids=tuple(ids),
            options=cmd.options,
            dream_states=dict(cmd.dream_states),
        ),
        InitiativeRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=tuple(rolls),
            visibility=cmd.visibility,
            conflict_id=conflict_id,
            entries=tuple(entries),
            tie_breaks=tuple(tie_breaks),
            order=tuple(order),
        ),
        RoundStarted(conflict_id=conflict_id, round=1),
        TurnStarted(conflict_id=conflict_id, character_id=order[0], round=1),
    ]


def end_turn(state: CampaignState, cmd: EndTurn, ctx: Context) -> list[Event]:
    conflict, _ = checks.acting(state, ctx, cmd.conflict_id, cmd.character_id)
    events: list[Event] = [
        TurnEnded(conflict_id=conflict.conflict_id, character_id=cmd.character_id, round=conflict.round)
    ]
    return events + _next_turn(conflict, cmd.character_id, conflict.order)


def remove_combatant(state: CampaignState, cmd: RemoveCombatant, ctx: Context) -> list[Event]:
    conflict = checks.conflict(state, cmd.conflict_id)
    if cmd.character_id not in conflict.combatants:
        raise NotFound("not_in_conflict", "the character is not in this conflict", character_id=cmd.character_id)
    events: list[Event] = []
    was_current = conflict.current == cmd.character_id
    if was_current:
        events.append(TurnEnded(conflict_id=conflict.conflict_id, character_id=cmd.character_id, round=conflict.round))
    events.append(CombatantRemoved(conflict_id=conflict.conflict_id, character_id=cmd.character_id, reason=cmd.reason))
    if was_current:
        remaining = [cid for cid in conflict.order if cid != cmd.character_id]
        events.extend(_next_turn(conflict, cmd.character_id, remaining))
    return events


def end_conflict(state: CampaignState, cmd: EndConflict, ctx: Context) -> list[Event]:
    checks.conflict(state, cmd.conflict_id)
    return [ConflictEnded(conflict_id=cmd.conflict_id)]
