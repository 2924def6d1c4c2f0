"""Conflict lifecycle: initiative, rounds and turns, including the turns that pass by themselves (a delayed
character "does nothing on his turn"; an incapacitated one cannot act; an escaped one is out of the fight)."""

from __future__ import annotations

from domain.campaign import Context, require_controls
from domain.errors import InvalidCommand, NotFound, RuleViolation
from domain.initiative import InitiativeEntry, break_ties
from domain.parts import Part, total
from domain.scratch.commands import EndConflict, EndTurn, SetEnvironment, StartConflict
from domain.scratch.decide import checks
from domain.scratch.decide.sim import Sim
from domain.scratch.events import (
    ConflictEnded,
    ConflictStarted,
    EnvironmentSet,
    HitPointsChanged,
    InitiativeRolled,
    RoundStarted,
    TurnEnded,
    TurnSkipped,
    TurnStarted,
)
from domain.scratch.rolls import status
from domain.scratch.state import Conflict, Environment

STALKING_INITIATIVE = 10


def start_conflict(sim: Sim, cmd: StartConflict, ctx: Context) -> None:
    checks.table(sim, cmd, None)
    ids = list(cmd.character_ids)
    if len(set(ids)) != len(ids):
        raise InvalidCommand("duplicate_combatant", "each character joins a conflict once", character_ids=ids)
    for cid in ids:
        checks.character(sim.game, cid)
        if checks.active_conflict_of(sim.game, cid) is not None:
            raise RuleViolation("already_in_conflict", "the character is already in a conflict", character_id=cid)
    _check_environment(cmd.environment, ids)
    conflict_id = ctx.new_id()
    sim.emit(
        ConflictStarted(
            conflict_id=conflict_id, table_id=cmd.table_id, character_ids=tuple(ids), environment=cmd.environment
        )
    )
    if cmd.full_hit_points:
        for cid in ids:
            ch = sim.game.characters[cid]
            if ch.hit_points < ch.toughness:
                sim.emit(
                    HitPointsChanged(
                        character_id=cid,
                        before=ch.hit_points,
                        after=ch.toughness,
                        maximum=ch.toughness,
                        status=status(ch.toughness, ch.toughness),
                        reason="start of combat: maximum hit points",
                        conflict_id=conflict_id,
                    )
                )
    rolls = []
    entries = []
    scores: dict[str, int] = {}
    for cid in ids:
        ch = sim.game.characters[cid]
        roll = ctx.dice.roll(1, 20)
        rolls.append(roll)
        parts = (
            Part(label="d20", value=roll.faces[0]),
            Part(label="10 × stalking", value=STALKING_INITIATIVE * ch.level("stalking")),
        )
        scores[cid] = total(parts)
        entries.append(InitiativeEntry(character_id=cid, parts=parts, initiative=scores[cid]))
    order, tie_breaks = break_ties(scores, ctx.dice, 20, rolls)
    sim.emit(
        InitiativeRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=tuple(rolls),
            visibility=cmd.visibility,
            conflict_id=conflict_id,
            entries=tuple(entries),
            tie_breaks=tuple(tie_breaks),
            order=tuple(order),
        )
    )
    sim.emit(RoundStarted(conflict_id=conflict_id, round=1))
    advance(sim, sim.game.conflicts[conflict_id], -1)


def _check_environment(env: Environment, combatants: list[str] | set[str]) -> None:
    strangers = sorted(set(env.in_water) - set(combatants))
    if strangers:
        raise InvalidCommand("in_water_stranger", "only combatants can be in the water", character_ids=strangers)
    if env.in_water and env.water == "none":
        raise InvalidCommand("no_water", "characters can only be in the water when there is water")


def set_environment(sim: Sim, cmd: SetEnvironment, ctx: Context) -> None:
    found = checks.conflict(sim.game, cmd.conflict_id)
    _check_environment(cmd.environment, set(found.combatants))
    sim.emit(EnvironmentSet(conflict_id=found.conflict_id, environment=cmd.environment))


def advance(sim: Sim, conflict: Conflict, index: int) -> None:
    """Start the next turn after position `index` of the order, passing over those who cannot act.

    Escaped characters are out of the fight; incapacitated ones' turns are skipped; a delayed character's
    turn is skipped and the delay ends with it. When nobody can ever act again, no turn starts (the GM ends
    the conflict)."""
    game = sim.game
    order = conflict.order

    def may_act_again(cid: str) -> bool:
        return not conflict.combatants[cid].escaped and game.characters[cid].hit_points > 0

    if not any(may_act_again(cid) for cid in order):
        return
    for _ in range(3 * len(order)):
        index += 1
        if index == len(order):
            index = 0
            sim.emit(RoundStarted(conflict_id=conflict.conflict_id, round=conflict.round + 1))
        cid = order[index]
        combatant = conflict.combatants[cid]
        if combatant.escaped:
            continue
        if game.characters[cid].hit_points <= 0:
            sim.emit(
                TurnSkipped(
                    conflict_id=conflict.conflict_id, character_id=cid, round=conflict.round, reason="incapacitated"
                )
            )
            continue
        if combatant.delayed:
            sim.emit(
                TurnSkipped(conflict_id=conflict.conflict_id, character_id=cid, round=conflict.round, reason="delayed")
            )
            continue
        sim.emit(
            TurnStarted(
                conflict_id=conflict.conflict_id,
                character_id=cid,
                round=conflict.round,
                may_escape=combatant.evading and not combatant.evade_broken,
            )
        )
        return
    raise AssertionError("a turn must start within three passes of the order")  # pragma: no cover


def end_turn_of(sim: Sim, conflict: Conflict, character_id: str) -> None:
    sim.emit(TurnEnded(conflict_id=conflict.conflict_id, character_id=character_id, round=conflict.round))
    advance(sim, conflict, conflict.order.index(character_id))


def end_turn(sim: Sim, cmd: EndTurn, ctx: Context) -> None:
    found = checks.conflict(sim.game, cmd.conflict_id)
    require_controls(sim.state, ctx.actor, cmd.character_id)
    if cmd.character_id not in found.combatants:
        raise NotFound("not_in_conflict", "the character is not in this conflict", character_id=cmd.character_id)
    if found.current != cmd.character_id:
        raise RuleViolation("not_your_turn", "it is not this character's turn", current=found.current)
    end_turn_of(sim, found, cmd.character_id)


def end_conflict(sim: Sim, cmd: EndConflict, ctx: Context) -> None:
    checks.conflict(sim.game, cmd.conflict_id)
    sim.emit(ConflictEnded(conflict_id=cmd.conflict_id))
