"""A conflict's Turn Order from start to end: starting, beginning after an ambush, joining and leaving, the soft and
hard breaks, ending."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

import msgspec

from domain.campaign import CampaignState, Context, require_open_table
from domain.errors import InvalidCommand, NotFound, RuleViolation
from domain.messages import Event, Visibility
from domain.rr.conflict import commands as c
from domain.rr.conflict.action_points import base_action_points, class_tn, mean_class, side_size_tn
from domain.rr.conflict.apply import conflict_from
from domain.rr.conflict.decide.checks import (
    check_free,
    check_initiator,
    not_your_turn,
    require_acts_for,
    require_table,
)
from domain.rr.conflict.decide.surprise import require_ambush_phase
from domain.rr.conflict.decide.turns import turn_ended
from domain.rr.conflict.events import (
    BaseActionPointsRolled,
    BaseReason,
    CombatantJoined,
    CombatantLeft,
    ConflictEnded,
    ConflictStarted,
    HardBreakTaken,
    Participant,
    TurnOrderEstablished,
    TurnOrderRotated,
    TurnStarted,
)
from domain.rr.conflict.lookup import Stats, ap_pool_parts, require_combatant, require_conflict, require_running, stats
from domain.rr.conflict.state import Conflict
from domain.rr.conflict.turn_order import OrderKey, initial_order, insertion, narrative_rotation
from domain.rr.rulings import double_counts
from domain.rr.state import TnPart


def _order_key(conflict: Conflict, s: Stats, save_successes: int | None) -> OrderKey:
    """Combat orders by Perception (ties: Locomotion, Inspiration); social by Processor (ties: Perception)."""
    if conflict.kind == "social":
        score, tiebreak = s.processor, s.perception
    else:
        score, tiebreak = s.perception, s.locomotion
    return OrderKey(
        character_id=s.character_id,
        score=score,
        tiebreak=tiebreak,
        inspiration=s.inspiration,
        save_successes=save_successes,
    )


def _die(conflict: Conflict) -> int:
    return 6 if conflict.kind == "social" else 10


def _side_counts(conflict: Conflict, sides: dict[str, str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for side in sides.values():
        counts[side] = counts.get(side, 0) + 1
    for side, size in conflict.side_sizes.items():
        counts[side] = size
    return counts


def _base_roll(
    state: CampaignState,
    conflict: Conflict,
    character_id: str,
    sides: dict[str, str],
    reason: BaseReason,
    ctx: Context,
    surprise_loss: int,
    before: int,
    visibility: Visibility = "public",
) -> BaseActionPointsRolled:
    """Roll Base Action Points for one robot on the current numbers (`sides`: every robot's side)."""
    s = stats(state, conflict, character_id)
    parts = ap_pool_parts(conflict, s)
    pool = sum(p.value for p in parts)
    mean: Fraction | None = None
    if conflict.kind == "social":
        mean = (
            Fraction(conflict.class_mean)
            if conflict.class_mean is not None
            else mean_class([stats(state, conflict, cid).anthropoid_class for cid in sides])
        )
        tn = class_tn(s.anthropoid_class, mean)
        basis: tuple[TnPart, ...] = (TnPart(source="anthropoid_class", value=s.anthropoid_class),)
    else:
        counts = _side_counts(conflict, sides)
        own = counts[sides[character_id]]
        opponents = sum(n for side, n in counts.items() if side != sides[character_id])
        if opponents == 0:
            raise RuleViolation(
                "no_opponents",
                "a combat needs at least two sides to set the Action Point target number",
                conflict_id=conflict.conflict_id,
                side=sides[character_id],
            )
        tn = side_size_tn(own, opponents, double_counts(state))
        basis = (TnPart(source="own_side", value=own), TnPart(source="opponents", value=opponents))
    # The seed calls this roll "a special Test"; its 1s are not offered as Inspiration (judgement: it rolls no
    # Program and its successes are never "used", while the Inspiration rule trades a 1 for a success the
    # player gives up "from the task at hand"; the roll is also part of setting up the fight, not an action).
    roll = ctx.dice.roll(pool, 10)
    successes = sum(1 for f in roll.faces if f <= tn)
    total = base_action_points(successes, pool, surprise_loss)
    return BaseActionPointsRolled(
        table_id=conflict.table_id,
        roller_id=ctx.actor.member_id,
        visibility=visibility,
        rolls=(roll,),
        conflict_id=conflict.conflict_id,
        character_id=character_id,
        reason=reason,
        pool=pool,
        pool_parts=parts,
        tn=tn,
        tn_basis=basis,
        class_mean=None if mean is None else str(mean),
        successes=successes,
        rolled=total.rolled,
        maximum=total.maximum,
        capped=total.capped,
        surprise_loss=total.surprise_loss,
        before=before,
        action_points=total.action_points,
    )


def _establish(
    state: CampaignState,
    conflict: Conflict,
    reason: str,
    initiator_id: str | None,
    reroll: Sequence[str],
    ctx: Context,
    visibility: Visibility = "public",
) -> list[Event]:
    """A new initial Turn Order, the Base Action Point rolls it is followed by, and the first turn."""
    at_start = reason == "conflict_start"
    surprise = at_start and any(cb.surprise_save_successes is not None for cb in conflict.combatants.values())
    keys = [
        _order_key(conflict, stats(state, conflict, cid), cb.surprise_save_successes if at_start else None)
        for cid, cb in conflict.combatants.items()
    ]
    order, rolls, roll_offs = initial_order(keys, _die(conflict), ctx.dice, surprise)
    events: list[Event] = [
        TurnOrderEstablished(
            table_id=conflict.table_id,
            roller_id=ctx.actor.member_id,
            visibility=visibility,
            rolls=tuple(rolls),
            conflict_id=conflict.conflict_id,
            reason="conflict_start" if at_start else "hard_break",
            basis="processor" if conflict.kind == "social" else "perception",
            surprise=surprise,
            keys=tuple(keys),
            roll_offs=tuple(roll_offs),
            order=tuple(order),
        )
    ]
    if initiator_id is not None and order[0] != initiator_id:
        rotated = narrative_rotation(order, initiator_id)
        events.append(
            TurnOrderRotated(
                conflict_id=conflict.conflict_id,
                table_id=conflict.table_id,
                character_id=initiator_id,
                before=tuple(order),
                after=tuple(rotated),
            )
        )
        order = rotated
    sides = {cid: cb.side for cid, cb in conflict.combatants.items()}
    base_reason: BaseReason = "conflict_start" if at_start else "hard_break"
    for cid in order:
        if cid in reroll:
            cb = conflict.combatants[cid]
            loss = cb.surprise_action_point_loss if at_start else 0
            events.append(_base_roll(state, conflict, cid, sides, base_reason, ctx, loss, cb.action_points, visibility))
    events.append(
        TurnStarted(
            conflict_id=conflict.conflict_id,
            table_id=conflict.table_id,
            character_id=order[0],
            paid=False,
            turn_number=conflict.turns_taken + 1,
        )
    )
    return events


def start_conflict(state: CampaignState, cmd: c.StartConflict, ctx: Context) -> list[Event]:
    require_open_table(state, cmd.table_id)
    ids = [e.character_id for e in cmd.combatants]
    if len(set(ids)) != len(ids):
        raise InvalidCommand("duplicate_combatant", "each robot joins a conflict once", combatants=ids)
    for cid in ids:
        check_free(state, cid)
    named: dict[str, int] = {}
    for e in cmd.combatants:
        named[e.side] = named.get(e.side, 0) + 1
    for side, size in cmd.side_sizes.items():
        if size < named.get(side, 0):
            raise InvalidCommand(
                "side_size_below_combatants",
                "a side's head count cannot be smaller than its robots in the conflict",
                side=side,
                size=size,
                combatants=named.get(side, 0),
            )
    if cmd.kind == "physical" and len(set(named) | set(cmd.side_sizes)) < 2:
        raise RuleViolation("no_opponents", "a combat needs at least two sides", sides=sorted(named))
    if cmd.initiator_id is not None:
        if cmd.initiator_id not in ids:
            raise NotFound("not_a_combatant", "the initiator is not in the conflict", character_id=cmd.initiator_id)
        if cmd.ambush:
            raise InvalidCommand(
                "initiator_after_ambush", "after an ambush, name the initiator when the conflict begins"
            )
    mean = None if cmd.class_mean is None else str(Fraction(str(cmd.class_mean)))
    started = ConflictStarted(
        conflict_id=ctx.new_id(),
        table_id=cmd.table_id,
        kind=cmd.kind,
        lighting=cmd.lighting,
        noise=cmd.noise,
        combatants=tuple(Participant(character_id=e.character_id, side=e.side) for e in cmd.combatants),
        side_sizes=dict(cmd.side_sizes),
        class_mean=mean,
        ambush=cmd.ambush,
    )
    if cmd.ambush:
        return [started]
    conflict = conflict_from(started)
    return [started, *_establish(state, conflict, "conflict_start", cmd.initiator_id, ids, ctx, cmd.visibility)]


def begin_conflict(state: CampaignState, cmd: c.BeginConflict, ctx: Context) -> list[Event]:
    conflict = require_ambush_phase(state, cmd.conflict_id)
    require_table(state, cmd, conflict)
    pending = sorted(cid for cid, cb in conflict.combatants.items() if cb.pending_surprise_tn_modifier is not None)
    if pending:
        raise RuleViolation(
            "surprise_saves_pending",
            "every robot the ambush reached must roll its surprise save first",
            pending=pending,
        )
    if not conflict.combatants:
        raise RuleViolation("no_combatants", "a conflict needs robots", conflict_id=conflict.conflict_id)
    check_initiator(conflict, cmd.initiator_id)
    return _establish(
        state, conflict, "conflict_start", cmd.initiator_id, list(conflict.combatants), ctx, cmd.visibility
    )


def add_combatant(state: CampaignState, cmd: c.AddCombatant, ctx: Context) -> list[Event]:
    conflict = require_conflict(state, cmd.conflict_id)
    if conflict.phase == "ended":
        raise RuleViolation("conflict_ended", "the conflict is over", conflict_id=conflict.conflict_id)
    require_table(state, cmd, conflict)
    check_free(state, cmd.character_id)
    joined = CombatantJoined(
        table_id=conflict.table_id,
        roller_id=ctx.actor.member_id,
        rolls=(),
        visibility=cmd.visibility,
        conflict_id=conflict.conflict_id,
        character_id=cmd.character_id,
        side=cmd.side,
    )
    if conflict.phase == "ambush":
        return [joined]
    # Compare with the order as it stands; during a turn the acting robot (at the top, about to go to
    # the bottom) is passed over, so nobody is inserted in front of a turn in progress.
    skip = 1 if conflict.acting is not None else 0
    below = conflict.order[skip:]
    keys = [_order_key(conflict, stats(state, conflict, cid), None) for cid in below]
    newcomer = _order_key(conflict, stats(state, conflict, cmd.character_id), None)
    index, comparisons, rolls, roll_offs = insertion(newcomer, keys, _die(conflict), ctx.dice)
    position = index + skip
    after = [*conflict.order[:position], cmd.character_id, *conflict.order[position:]]
    event = msgspec.structs.replace(
        joined,
        rolls=tuple(rolls),
        key=newcomer,
        comparisons=tuple(comparisons),
        roll_offs=tuple(roll_offs),
        position=position,
        before=tuple(conflict.order),
        after=tuple(after),
    )
    sides = {cid: cb.side for cid, cb in conflict.combatants.items()}
    sides[cmd.character_id] = cmd.side
    return [event, _base_roll(state, conflict, cmd.character_id, sides, "joined", ctx, 0, 0, cmd.visibility)]


def remove_combatant(state: CampaignState, cmd: c.RemoveCombatant, ctx: Context) -> list[Event]:
    conflict = require_conflict(state, cmd.conflict_id)
    if conflict.phase == "ended":
        raise RuleViolation("conflict_ended", "the conflict is over", conflict_id=conflict.conflict_id)
    require_combatant(conflict, cmd.character_id)
    after = [cid for cid in conflict.order if cid != cmd.character_id]
    return [
        CombatantLeft(
            conflict_id=conflict.conflict_id,
            table_id=conflict.table_id,
            character_id=cmd.character_id,
            before=tuple(conflict.order),
            after=tuple(after),
            was_acting=conflict.acting == cmd.character_id,
        )
    ]


def soft_break(state: CampaignState, cmd: c.RerollActionPoints, ctx: Context) -> list[Event]:
    conflict = require_running(state, cmd.conflict_id)
    require_table(state, cmd, conflict)
    cb = require_combatant(conflict, cmd.character_id)
    require_acts_for(state, ctx, cmd.character_id)
    if conflict.acting != cmd.character_id:
        raise not_your_turn(conflict, cmd.character_id)
    if cb.engaged:
        raise RuleViolation(
            "still_engaged",
            "only a disengaged robot may use its turn to re-roll Base Action Points (soft break)",
            character_id=cmd.character_id,
        )
    sides = {cid: x.side for cid, x in conflict.combatants.items()}
    rolled = _base_roll(state, conflict, cb.character_id, sides, "soft_break", ctx, 0, cb.action_points, cmd.visibility)
    # The re-roll is the robot's action for the turn ("use his turn to start fresh"), so the turn ends.
    return [rolled, *turn_ended(state, conflict)]


def hard_break(state: CampaignState, cmd: c.TakeHardBreak, ctx: Context) -> list[Event]:
    conflict = require_running(state, cmd.conflict_id)
    require_table(state, cmd, conflict)
    for cid in cmd.engaged:
        require_combatant(conflict, cid)
    if not conflict.combatants:
        raise RuleViolation("no_combatants", "nobody is left in the conflict", conflict_id=conflict.conflict_id)
    check_initiator(conflict, cmd.initiator_id)
    reroll = [cid for cid in conflict.combatants if cid not in cmd.engaged]
    return [
        HardBreakTaken(conflict_id=conflict.conflict_id, table_id=conflict.table_id, engaged=tuple(cmd.engaged)),
        *_establish(state, conflict, "hard_break", cmd.initiator_id, reroll, ctx, cmd.visibility),
    ]


def end_conflict(state: CampaignState, cmd: c.EndConflict, ctx: Context) -> list[Event]:
    conflict = require_conflict(state, cmd.conflict_id)
    if conflict.phase == "ended":
        raise RuleViolation("conflict_ended", "the conflict is already over", conflict_id=conflict.conflict_id)
    return [ConflictEnded(conflict_id=conflict.conflict_id, table_id=conflict.table_id)]
