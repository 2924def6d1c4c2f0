"""Deciding extended-conflict commands: check the rules against the current state, describe the change.

Pure: reads `CampaignState`, rolls only through `ctx.dice`, never mutates; a refused command raises a
`DomainError` named after the rule it breaks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any

from domain.campaign import CampaignState, Context, require_controls, require_gm, require_open_table
from domain.errors import InvalidCommand, NotFound, RuleViolation
from domain.messages import Command, Event, RollCommand, Visibility
from domain.rr.conflict import commands as c
from domain.rr.conflict.action_points import (
    OFF_HAND_COST,
    OPPOSING_ROLL_COST,
    PAY_FOR_TURN_COST,
    base_action_points,
    class_tn,
    mean_class,
    side_size_tn,
)
from domain.rr.conflict.ambush import (
    SURPRISE_AP_LOSS_PER_DIE,
    SURPRISE_LOSS_PER_DIE,
    Candidate,
    group_roll,
    save_tn_reduction,
)
from domain.rr.conflict.apply import conflict_from
from domain.rr.conflict.events import (
    ActionPointSaveRolled,
    ActionPointsRegained,
    ActionPointsSpent,
    AmbushOnesTaken,
    AmbushRolled,
    BaseActionPointsRolled,
    BaseReason,
    CombatantJoined,
    CombatantLeft,
    ConflictEnded,
    ConflictStarted,
    EngagementChanged,
    FirstRightDeclined,
    HardBreakTaken,
    Participant,
    ReactionSaveRolled,
    SurpriseRecovered,
    SurpriseSaveRolled,
    TurnEnded,
    TurnOrderEstablished,
    TurnOrderRotated,
    TurnPurchased,
    TurnStarted,
)
from domain.rr.conflict.lookup import (
    Stats,
    active_conflict,
    ap_pool_parts,
    outstanding,
    require_combatant,
    require_conflict,
    require_running,
    stats,
)
from domain.rr.conflict.state import Combatant, Conflict
from domain.rr.conflict.turn_order import (
    OrderKey,
    initial_order,
    insertion,
    move_to_bottom,
    move_to_top,
    narrative_rotation,
)
from domain.rr.decide.saves import own_modifier_parts, prepared_against
from domain.rr.saving_throw import roll_save
from domain.rr.state import TnPart, current, get_character

REACTION_ATTRIBUTES = frozenset(
    {"perception", "visual", "audio", "tactile", "audio_tactile", "processor", "locomotion"}
)
"""A Perception Save (or one sensor) to notice in time; Processor or Locomotion when the question is quickness."""


def decide_conflict(state: CampaignState, command: Command, ctx: Context) -> list[Event]:
    """The events an extended-conflict command produces; raises a DomainError when the rules refuse it."""
    decider = _DECIDERS.get(type(command))
    if decider is None:
        raise InvalidCommand("unknown_command", f"unknown command {type(command).__name__}")
    if command.gm_only:
        require_gm(ctx.actor, "do this in a conflict")
    return decider(state, command, ctx)


# --- shared helpers -------------------------------------------------------------------------------------


def _require_table(state: CampaignState, command: RollCommand, conflict: Conflict) -> None:
    require_open_table(state, conflict.table_id)
    if command.table_id != conflict.table_id:
        raise InvalidCommand(
            "wrong_table",
            "a conflict's dice are rolled at its own table",
            table_id=command.table_id,
            conflict_table_id=conflict.table_id,
        )


def _require_acts_for(state: CampaignState, ctx: Context, character_id: str) -> None:
    require_controls(state, ctx.actor, character_id)


def _not_your_turn(conflict: Conflict, character_id: str | None) -> RuleViolation:
    return RuleViolation(
        "not_your_turn",
        "only the robot whose turn it is may do this",
        conflict_id=conflict.conflict_id,
        acting=conflict.acting,
        top=conflict.order[0] if conflict.order else None,
        character_id=character_id,
    )


def _controls(state: CampaignState, ctx: Context, character_id: str) -> bool:
    if ctx.actor.is_gm:
        return True
    ref = state.characters.get(character_id)
    return ref is not None and ctx.actor.role == "player" and ref.owner_id == ctx.actor.member_id


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
        tn = side_size_tn(own, opponents)
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


def _check_initiator(conflict: Conflict, initiator_id: str | None) -> None:
    if initiator_id is not None:
        require_combatant(conflict, initiator_id)


def _check_free(state: CampaignState, character_id: str) -> None:
    get_character(state, character_id)
    other = active_conflict(state.game, character_id)
    if other is not None:
        raise RuleViolation(
            "already_in_conflict",
            "a robot takes part in one conflict at a time",
            character_id=character_id,
            conflict_id=other.conflict_id,
        )


def _reaction(conflict: Conflict, cb: Combatant) -> tuple[bool, int]:
    """The Perception Save verdict that holds right now: (blocked, extra Action Point penalty)."""
    if cb.reaction_step != conflict.step:
        return False, 0
    return cb.reaction_blocked, cb.reaction_penalty


def _spend_parts(conflict: Conflict, cb: Combatant, base: tuple[TnPart, ...]) -> tuple[TnPart, ...]:
    blocked, penalty = _reaction(conflict, cb)
    if blocked:
        raise RuleViolation(
            "cannot_react_in_time",
            "the robot totally failed its Perception Save and cannot react to this",
            conflict_id=conflict.conflict_id,
            character_id=cb.character_id,
        )
    return (*base, TnPart(source="reaction_penalty", value=penalty)) if penalty else base


def _require_points(conflict: Conflict, cb: Combatant, cost: int) -> None:
    if cb.action_points < cost:
        raise RuleViolation(
            "not_enough_action_points",
            "the robot does not have the Action Points this costs",
            conflict_id=conflict.conflict_id,
            character_id=cb.character_id,
            needed=cost,
            available=cb.action_points,
        )


def _spend(conflict: Conflict, cb: Combatant, purpose: Any, parts: tuple[TnPart, ...]) -> ActionPointsSpent:
    cost = sum(p.value for p in parts)
    _require_points(conflict, cb, cost)
    return ActionPointsSpent(
        conflict_id=conflict.conflict_id,
        table_id=conflict.table_id,
        character_id=cb.character_id,
        purpose=purpose,
        cost=cost,
        cost_parts=parts,
        before=cb.action_points,
        after=cb.action_points - cost,
    )


# --- deciders -------------------------------------------------------------------------------------------


def _start(state: CampaignState, cmd: c.StartConflict, ctx: Context) -> list[Event]:
    require_open_table(state, cmd.table_id)
    ids = [e.character_id for e in cmd.combatants]
    if len(set(ids)) != len(ids):
        raise InvalidCommand("duplicate_combatant", "each robot joins a conflict once", combatants=ids)
    for cid in ids:
        _check_free(state, cid)
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


def _ambush(state: CampaignState, cmd: c.RollAmbush, ctx: Context) -> list[Event]:
    conflict = _require_ambush_phase(state, cmd.conflict_id)
    _require_table(state, cmd, conflict)
    everyone = [*cmd.ambusher_ids, *cmd.target_ids]
    if len(set(everyone)) != len(everyone):
        raise InvalidCommand(
            "ambush_roles_overlap", "each robot is listed once, as an ambusher or as a target", robots=everyone
        )
    for cid in everyone:
        cb = require_combatant(conflict, cid)
        if cid in cmd.target_ids and (
            cb.surprise_save_successes is not None or cb.pending_surprise_tn_modifier is not None
        ):
            raise RuleViolation(
                "surprise_already_resolved", "this robot's surprise is already settled", character_id=cid
            )
    candidates = []
    for cid in cmd.ambusher_ids:
        ch = get_character(state, cid)
        program = ch.programs.get(cmd.program)
        pool = None if program is None else program.level + ch.cores.get(program.core, 0)
        candidates.append(
            Candidate(
                character_id=cid, pool=pool, attribute=current(ch, cmd.attribute, conflict.lighting, conflict.noise)
            )
        )
    group = group_roll(candidates)
    if group is None:
        raise RuleViolation("no_ambusher_has_program", "none of the ambushers holds that program", program=cmd.program)
    holder = get_character(state, group.program_holder)
    program = holder.programs[cmd.program]
    parts = [
        TnPart(source=f"program:{cmd.program}", value=program.level),
        TnPart(source=f"core:{program.core}", value=holder.cores.get(program.core, 0)),
    ]
    if len(set(cmd.bonus_ids)) != len(cmd.bonus_ids):
        raise InvalidCommand("duplicate_bonus", "each bonus is used once", bonus_ids=cmd.bonus_ids)
    for bid in cmd.bonus_ids:
        owner = next((a for a in cmd.ambusher_ids if bid in get_character(state, a).bonuses), None)
        if owner is None:
            raise NotFound("bonus_not_found", "no ambusher has that roll-over bonus", bonus_id=bid)
        parts.append(TnPart(source=f"bonus:{bid}", value=get_character(state, owner).bonuses[bid].dice))
    pool = sum(p.value for p in parts)
    roll = ctx.dice.roll(pool, 10)
    successes = sum(1 for f in roll.faces if f <= group.tn)
    succeeded, savers, modifier = ambush_outcome(successes, cmd.opposition, cmd.ambusher_ids, cmd.target_ids)
    # The ambush roll is a Test ("Any 1s rolled during any Test is a potential point of Inspiration"): the
    # dice are the program holder's (best Program), so a Sparked holder may take its 1s (`rr.take_ambush_
    # ones_as_inspiration`) until the first surprise save is rolled. Surprise saves are Saving Throws, not
    # Tests, so their 1s are never Inspiration (the seed counts 1s only "during any Test").
    faces_limit = state.game.inspiration_faces
    ones = sum(1 for f in roll.faces if f <= faces_limit and f <= group.tn) if holder.sparked else 0
    return [
        AmbushRolled(
            table_id=conflict.table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,),
            visibility=cmd.visibility,
            conflict_id=conflict.conflict_id,
            ambusher_ids=tuple(cmd.ambusher_ids),
            target_ids=tuple(cmd.target_ids),
            program=cmd.program,
            program_holder=group.program_holder,
            pool=pool,
            pool_parts=tuple(parts),
            bonus_ids=tuple(cmd.bonus_ids),
            attribute=cmd.attribute,
            attribute_holder=group.attribute_holder,
            tn=group.tn,
            successes=successes,
            opposition=cmd.opposition,
            net=successes - cmd.opposition,
            succeeded=succeeded,
            savers=savers,
            save_tn_modifier=modifier,
            ones=ones,
        )
    ]


def ambush_outcome(
    successes: int, opposition: int, ambusher_ids: Sequence[str], target_ids: Sequence[str]
) -> tuple[bool, tuple[str, ...], int]:
    """(succeeded, who must save, that save's TN change) for an ambush roll's successes against opposition."""
    net = successes - opposition
    if net >= 1:
        return True, tuple(target_ids), -save_tn_reduction(net, len(target_ids))
    return False, tuple(ambusher_ids), 0


def _ambush_ones(state: CampaignState, cmd: c.TakeAmbushOnes, ctx: Context) -> list[Event]:
    conflict = _require_ambush_phase(state, cmd.conflict_id)
    require_open_table(state, conflict.table_id)
    record = conflict.ambush
    if record is None:
        raise RuleViolation(
            "no_ambush_rolled", "no ambush has been rolled in this conflict", conflict_id=conflict.conflict_id
        )
    holder = get_character(state, record.program_holder)
    _require_acts_for(state, ctx, holder.character_id)
    if not holder.sparked:
        raise RuleViolation(
            "inspiration_requires_spark",
            "only Sparked robots may take 1s as Inspiration",
            character_id=holder.character_id,
        )
    saved = [
        cid
        for cid in record.savers
        if (cb := conflict.combatants.get(cid)) is not None and cb.pending_surprise_tn_modifier is None
    ]
    if saved:
        raise RuleViolation(
            "ones_choice_closed",
            "1s are taken as Inspiration before the first surprise save the ambush triggered is rolled",
            conflict_id=conflict.conflict_id,
            saved=saved,
        )
    available = record.ones - record.ones_taken
    if cmd.count > available:
        raise RuleViolation(
            "not_enough_ones",
            "only rolled 1s (not yet taken) can become Inspiration",
            requested=cmd.count,
            available=available,
        )
    after = record.successes - cmd.count
    succeeded, savers, modifier = ambush_outcome(after, record.opposition, record.ambusher_ids, record.target_ids)
    return [
        AmbushOnesTaken(
            conflict_id=conflict.conflict_id,
            table_id=conflict.table_id,
            character_id=holder.character_id,
            count=cmd.count,
            successes_before=record.successes,
            successes_after=after,
            opposition=record.opposition,
            net=after - record.opposition,
            succeeded=succeeded,
            savers_before=record.savers,
            savers=savers,
            save_tn_modifier=modifier,
            inspiration_before=holder.inspiration,
            inspiration_after=holder.inspiration + cmd.count,
        )
    ]


def _require_ambush_phase(state: CampaignState, conflict_id: str) -> Conflict:
    conflict = require_conflict(state, conflict_id)
    if conflict.phase != "ambush":
        raise RuleViolation(
            "not_resolving_ambush",
            "surprise is resolved before the Turn Order is set (start the conflict with `ambush`)",
            conflict_id=conflict_id,
            phase=conflict.phase,
        )
    return conflict


def _surprise_save(state: CampaignState, cmd: c.RollSurpriseSave, ctx: Context) -> list[Event]:
    conflict = _require_ambush_phase(state, cmd.conflict_id)
    _require_table(state, cmd, conflict)
    cb = require_combatant(conflict, cmd.character_id)
    if cb.surprise_save_successes is not None:
        raise RuleViolation(
            "surprise_save_already_rolled", "this robot already rolled its surprise save", character_id=cb.character_id
        )
    if cb.pending_surprise_tn_modifier is None:
        require_gm(ctx.actor, "call for a surprise save no ambush triggered")
    else:
        _require_acts_for(state, ctx, cb.character_id)
    if cmd.modifier:
        require_gm(ctx.actor, "modify a surprise save")
    if conflict.kind == "social":
        # The seed's "Etiquette Save" names no attribute: the GM picks the one that stands in.
        require_gm(ctx.actor, "choose the attribute of a social surprise save")
        if cmd.attribute is None:
            raise InvalidCommand("attribute_required", "a social surprise save needs the GM's attribute")
        attribute: str = cmd.attribute
    else:
        if cmd.attribute not in (None, "perception"):
            raise InvalidCommand(
                "surprise_save_is_perception",
                "in combat the surprise save is a Perception Save",
                attribute=cmd.attribute,
            )
        attribute = "perception"
    ch = get_character(state, cb.character_id)
    parts = [TnPart(source=attribute, value=current(ch, attribute, conflict.lighting, conflict.noise))]
    if cb.pending_surprise_tn_modifier:
        parts.append(TnPart(source="ambush_successes", value=cb.pending_surprise_tn_modifier))
    if cmd.modifier:
        parts.append(TnPart(source="gm", value=cmd.modifier))
    parts.extend(own_modifier_parts(ch, cmd.modifier_ids, attribute))
    # A Saving Throw, not a Test: its 1s are not Inspiration (see `_ambush`).
    roll, result = roll_save(ctx.dice, parts)
    return [
        SurpriseSaveRolled(
            table_id=conflict.table_id,
            roller_id=ctx.actor.member_id,
            rolls=() if roll is None else (roll,),
            visibility=cmd.visibility,
            conflict_id=conflict.conflict_id,
            character_id=cb.character_id,
            attribute=attribute,
            tn=result.tn,
            tn_parts=result.tn_parts,
            successes=result.successes,
            failed=result.failed,
            outcome=result.outcome,
            automatic=result.automatic,
            attribute_loss=result.failed * SURPRISE_LOSS_PER_DIE,
            action_point_loss=result.failed * SURPRISE_AP_LOSS_PER_DIE,
            modifiers_used=tuple(cmd.modifier_ids),
        )
    ]


def _begin(state: CampaignState, cmd: c.BeginConflict, ctx: Context) -> list[Event]:
    conflict = _require_ambush_phase(state, cmd.conflict_id)
    _require_table(state, cmd, conflict)
    pending = sorted(cid for cid, cb in conflict.combatants.items() if cb.pending_surprise_tn_modifier is not None)
    if pending:
        raise RuleViolation(
            "surprise_saves_pending",
            "every robot the ambush reached must roll its surprise save first",
            pending=pending,
        )
    if not conflict.combatants:
        raise RuleViolation("no_combatants", "a conflict needs robots", conflict_id=conflict.conflict_id)
    _check_initiator(conflict, cmd.initiator_id)
    return _establish(
        state, conflict, "conflict_start", cmd.initiator_id, list(conflict.combatants), ctx, cmd.visibility
    )


def _add(state: CampaignState, cmd: c.AddCombatant, ctx: Context) -> list[Event]:
    conflict = require_conflict(state, cmd.conflict_id)
    if conflict.phase == "ended":
        raise RuleViolation("conflict_ended", "the conflict is over", conflict_id=conflict.conflict_id)
    _require_table(state, cmd, conflict)
    _check_free(state, cmd.character_id)
    joined = dict(
        table_id=conflict.table_id,
        roller_id=ctx.actor.member_id,
        visibility=cmd.visibility,
        conflict_id=conflict.conflict_id,
        character_id=cmd.character_id,
        side=cmd.side,
    )
    if conflict.phase == "ambush":
        return [CombatantJoined(rolls=(), **joined)]  # type: ignore[arg-type]
    # Compare with the order as it stands; during a turn the acting robot (at the top, about to go to
    # the bottom) is passed over, so nobody is inserted in front of a turn in progress.
    skip = 1 if conflict.acting is not None else 0
    below = conflict.order[skip:]
    keys = [_order_key(conflict, stats(state, conflict, cid), None) for cid in below]
    newcomer = _order_key(conflict, stats(state, conflict, cmd.character_id), None)
    index, comparisons, rolls, roll_offs = insertion(newcomer, keys, _die(conflict), ctx.dice)
    position = index + skip
    after = [*conflict.order[:position], cmd.character_id, *conflict.order[position:]]
    event = CombatantJoined(
        rolls=tuple(rolls),
        key=newcomer,
        comparisons=tuple(comparisons),
        roll_offs=tuple(roll_offs),
        position=position,
        before=tuple(conflict.order),
        after=tuple(after),
        **joined,  # type: ignore[arg-type]
    )
    sides = {cid: cb.side for cid, cb in conflict.combatants.items()}
    sides[cmd.character_id] = cmd.side
    return [event, _base_roll(state, conflict, cmd.character_id, sides, "joined", ctx, 0, 0, cmd.visibility)]


def _remove(state: CampaignState, cmd: c.RemoveCombatant, ctx: Context) -> list[Event]:
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


def _start_turn(state: CampaignState, cmd: c.StartTurn, ctx: Context) -> list[Event]:
    conflict = require_running(state, cmd.conflict_id)
    if conflict.acting is not None:
        raise RuleViolation(
            "turn_in_progress",
            "a turn is in progress; end it first",
            conflict_id=conflict.conflict_id,
            acting=conflict.acting,
        )
    if not conflict.order:
        raise RuleViolation("no_combatants", "nobody is left in the Turn Order", conflict_id=conflict.conflict_id)
    top = conflict.order[0]
    if not _controls(state, ctx, top):
        raise _not_your_turn(conflict, top)
    return [
        TurnStarted(
            conflict_id=conflict.conflict_id,
            table_id=conflict.table_id,
            character_id=top,
            paid=False,
            turn_number=conflict.turns_taken + 1,
        )
    ]


def _end_turn(state: CampaignState, cmd: c.EndTurn, ctx: Context) -> list[Event]:
    conflict = require_running(state, cmd.conflict_id)
    acting = conflict.acting
    if acting is None:
        raise RuleViolation("no_turn_in_progress", "no turn is in progress", conflict_id=conflict.conflict_id)
    if not _controls(state, ctx, acting):
        raise _not_your_turn(conflict, acting)
    return _turn_ended(state, conflict)


def _turn_ended(state: CampaignState, conflict: Conflict) -> list[Event]:
    """The acting robot goes to the bottom; the winner of the roll just made gets the first right; a bought
    turn's end lets every surprised robot recover 1 point (Special Surprise Recovery)."""
    acting = conflict.acting
    assert acting is not None
    winner = conflict.winner if conflict.winner in conflict.combatants else None
    reason = None if winner is None else ("won_roll" if winner == acting else "defender_won")
    events: list[Event] = [
        TurnEnded(
            conflict_id=conflict.conflict_id,
            table_id=conflict.table_id,
            character_id=acting,
            paid=conflict.turn_paid,
            before=tuple(conflict.order),
            after=tuple(move_to_bottom(conflict.order, acting)),
            winner=winner,
            winner_successes=conflict.winner_successes if winner else 0,
            first_right=winner,
            first_right_reason=reason,  # type: ignore[arg-type]
        )
    ]
    if conflict.turn_paid:
        for cid, cb in conflict.combatants.items():
            left = outstanding(cb, state.game.characters.get(cid))
            if left > 0 and cb.surprise_attribute is not None:
                events.append(
                    SurpriseRecovered(
                        conflict_id=conflict.conflict_id,
                        table_id=conflict.table_id,
                        character_id=cid,
                        attribute=cb.surprise_attribute,
                        points=1,
                        remaining=left - 1,
                        paid_turn_by=acting,
                    )
                )
    return events


def _pay(state: CampaignState, cmd: c.PayForTurn, ctx: Context) -> list[Event]:
    conflict = require_running(state, cmd.conflict_id)
    if not conflict.window_open:
        raise RuleViolation(
            "pay_for_turn_only_after_a_turn",
            "a turn can be bought only after a turn is over and before the next begins",
            conflict_id=conflict.conflict_id,
            acting=conflict.acting,
        )
    if len(set(cmd.contenders)) != len(cmd.contenders):
        raise InvalidCommand("duplicate_contender", "each robot announces once", contenders=cmd.contenders)
    combatants = [require_combatant(conflict, cid) for cid in cmd.contenders]
    if not ctx.actor.is_gm:
        for cb in combatants:
            _require_acts_for(state, ctx, cb.character_id)
    costs: dict[str, tuple[TnPart, ...]] = {}
    for cb in combatants:
        if outstanding(cb, state.game.characters.get(cb.character_id)) > 0:
            raise RuleViolation(
                "cannot_buy_turn_while_surprised",
                "a surprised robot may not Pay for Turn until its surprise loss is bought off",
                conflict_id=conflict.conflict_id,
                character_id=cb.character_id,
                surprise_loss=outstanding(cb, state.game.characters.get(cb.character_id)),
            )
        parts = _spend_parts(conflict, cb, (TnPart(source="pay_for_turn", value=PAY_FOR_TURN_COST),))
        _require_points(conflict, cb, sum(p.value for p in parts))
        costs[cb.character_id] = parts
    holder = conflict.first_right
    if holder is not None and holder in cmd.contenders:
        payer, precedence = holder, "first_right"
    else:
        if holder is not None and not ctx.actor.is_gm and _may_pay(state, conflict, holder):
            raise RuleViolation(
                "first_right_pending",
                "the winner of the last roll has the first right to Pay for Turn; wait until it pays or passes",
                conflict_id=conflict.conflict_id,
                first_right=holder,
            )
        payer = min(cmd.contenders, key=conflict.order.index)
        precedence = "highest_in_order"
    cb = conflict.combatants[payer]
    spent = _spend(conflict, cb, "pay_for_turn", costs[payer])
    after = move_to_top(conflict.order, payer)
    return [
        spent,
        TurnPurchased(
            conflict_id=conflict.conflict_id,
            table_id=conflict.table_id,
            character_id=payer,
            contenders=tuple(cmd.contenders),
            precedence=precedence,  # type: ignore[arg-type]
            first_right=holder,
            before=tuple(conflict.order),
            after=tuple(after),
        ),
        TurnStarted(
            conflict_id=conflict.conflict_id,
            table_id=conflict.table_id,
            character_id=payer,
            paid=True,
            turn_number=conflict.turns_taken + 1,
        ),
    ]


def _may_pay(state: CampaignState, conflict: Conflict, character_id: str) -> bool:
    """Whether the first-right holder could pay at all (if not, its right does not hold others back)."""
    cb = conflict.combatants.get(character_id)
    if cb is None or outstanding(cb, state.game.characters.get(character_id)) > 0:
        return False
    blocked, penalty = _reaction(conflict, cb)
    return not blocked and cb.action_points >= PAY_FOR_TURN_COST + penalty


def _decline(state: CampaignState, cmd: c.DeclineFirstRight, ctx: Context) -> list[Event]:
    conflict = require_running(state, cmd.conflict_id)
    if not conflict.window_open or conflict.first_right != cmd.character_id:
        raise RuleViolation(
            "no_first_right",
            "this robot holds no first right to Pay for Turn now",
            conflict_id=conflict.conflict_id,
            character_id=cmd.character_id,
            first_right=conflict.first_right if conflict.window_open else None,
        )
    _require_acts_for(state, ctx, cmd.character_id)
    return [
        FirstRightDeclined(conflict_id=conflict.conflict_id, table_id=conflict.table_id, character_id=cmd.character_id)
    ]


def _oppose(state: CampaignState, cmd: c.OpposeRoll, ctx: Context) -> list[Event]:
    conflict = require_running(state, cmd.conflict_id)
    cb = require_combatant(conflict, cmd.character_id)
    _require_acts_for(state, ctx, cmd.character_id)
    if conflict.acting is None:
        raise RuleViolation(
            "no_turn_in_progress",
            "an opposing roll answers a Test made during a turn",
            conflict_id=conflict.conflict_id,
        )
    if conflict.acting == cmd.character_id:
        raise RuleViolation(
            "cannot_oppose_own_action", "a robot does not oppose its own action", character_id=cmd.character_id
        )
    if cb.opposing_step == conflict.step:
        raise RuleViolation(
            "already_paid_to_oppose",
            "the robot already paid to oppose this roll",
            conflict_id=conflict.conflict_id,
            character_id=cmd.character_id,
        )
    base = [TnPart(source="opposing_roll", value=OPPOSING_ROLL_COST)]
    if cmd.off_hand:
        base.append(TnPart(source="off_hand", value=OFF_HAND_COST))
    return [_spend(conflict, cb, "opposing_roll", _spend_parts(conflict, cb, tuple(base)))]


def _off_hand(state: CampaignState, cmd: c.UseOffHand, ctx: Context) -> list[Event]:
    conflict = require_running(state, cmd.conflict_id)
    cb = require_combatant(conflict, cmd.character_id)
    _require_acts_for(state, ctx, cmd.character_id)
    if conflict.acting != cmd.character_id:
        raise _not_your_turn(conflict, cmd.character_id)
    if conflict.off_hand_used:
        raise RuleViolation("off_hand_already_used", "one off-hand action per turn", character_id=cmd.character_id)
    if conflict.rolls_noted:
        raise RuleViolation(
            "off_hand_rolls_first",
            "the off-hand Test is rolled before the turn's own roll",
            character_id=cmd.character_id,
        )
    return [_spend(conflict, cb, "off_hand", (TnPart(source="off_hand", value=OFF_HAND_COST),))]


def _save_parts(
    state: CampaignState,
    conflict: Conflict,
    character_id: str,
    attribute: str,
    modifier_ids: Sequence[str],
    **mods: int,
) -> list[TnPart]:
    """The TN of a save in the conflict: the attribute as lit and heard here, the GM's numbers, then the
    robot's own prepared save bonuses it chose (`save bonus <id>` parts, as part A's saves label them)."""
    ch = get_character(state, character_id)
    parts = [TnPart(source=attribute, value=current(ch, attribute, conflict.lighting, conflict.noise))]
    for source, value in mods.items():
        if value:
            parts.append(TnPart(source=source, value=value))
    parts.extend(own_modifier_parts(ch, list(modifier_ids), attribute))
    return parts


def _reaction_save(state: CampaignState, cmd: c.RollReactionSave, ctx: Context) -> list[Event]:
    conflict = require_running(state, cmd.conflict_id)
    _require_table(state, cmd, conflict)
    cb = require_combatant(conflict, cmd.character_id)
    if cmd.attribute not in REACTION_ATTRIBUTES:
        raise InvalidCommand(
            "reaction_save_attribute",
            "a save to react is a Perception (or sensor) Save, or Processor / Locomotion for quickness",
            attribute=cmd.attribute,
        )
    if cb.reaction_step == conflict.step:
        raise RuleViolation(
            "reaction_save_already_rolled", "this robot already saved to react to this", character_id=cb.character_id
        )
    parts = _save_parts(
        state, conflict, cb.character_id, cmd.attribute, cmd.modifier_ids, difficulty=-cmd.difficulty, bonus=cmd.bonus
    )
    roll, result = roll_save(ctx.dice, parts)
    return [
        ReactionSaveRolled(
            table_id=conflict.table_id,
            roller_id=ctx.actor.member_id,
            rolls=() if roll is None else (roll,),
            visibility=cmd.visibility,
            conflict_id=conflict.conflict_id,
            character_id=cb.character_id,
            attribute=cmd.attribute,
            tn=result.tn,
            tn_parts=result.tn_parts,
            successes=result.successes,
            failed=result.failed,
            outcome=result.outcome,
            automatic=result.automatic,
            penalty=result.failed if result.outcome == "partial" else 0,
            blocked=result.outcome == "total_failure",
            modifiers_used=tuple(cmd.modifier_ids),
        )
    ]


def _ap_save(state: CampaignState, cmd: c.RollActionPointSave, ctx: Context) -> list[Event]:
    conflict = require_running(state, cmd.conflict_id)
    _require_table(state, cmd, conflict)
    cb = require_combatant(conflict, cmd.character_id)
    if cmd.source_character_id is not None:
        get_character(state, cmd.source_character_id)
    parts = _save_parts(
        state,
        conflict,
        cb.character_id,
        cmd.attribute,
        cmd.modifier_ids,
        damage=-cmd.damage,
        difficulty=-cmd.difficulty,
        bonus=cmd.bonus,
    )
    prepared, prepared_used = prepared_against(
        get_character(state, cb.character_id), cmd.source_character_id, cmd.attribute
    )
    parts.extend(prepared)
    roll, result = roll_save(ctx.dice, parts)
    lost = min(result.failed, cb.action_points)
    return [
        ActionPointSaveRolled(
            table_id=conflict.table_id,
            roller_id=ctx.actor.member_id,
            rolls=() if roll is None else (roll,),
            visibility=cmd.visibility,
            conflict_id=conflict.conflict_id,
            character_id=cb.character_id,
            attribute=cmd.attribute,
            tn=result.tn,
            tn_parts=result.tn_parts,
            successes=result.successes,
            failed=result.failed,
            outcome=result.outcome,
            automatic=result.automatic,
            lost=lost,
            before=cb.action_points,
            after=cb.action_points - lost,
            effect=cmd.effect,
            modifiers_used=tuple(cmd.modifier_ids),
            source_character_id=cmd.source_character_id,
            prepared_used=tuple(prepared_used),
        )
    ]


def _engagement(state: CampaignState, cmd: c.SetEngagement, ctx: Context) -> list[Event]:
    conflict = require_running(state, cmd.conflict_id)
    require_combatant(conflict, cmd.character_id)
    return [
        EngagementChanged(
            conflict_id=conflict.conflict_id,
            table_id=conflict.table_id,
            character_id=cmd.character_id,
            engaged=cmd.engaged,
        )
    ]


def _soft_break(state: CampaignState, cmd: c.RerollActionPoints, ctx: Context) -> list[Event]:
    conflict = require_running(state, cmd.conflict_id)
    _require_table(state, cmd, conflict)
    cb = require_combatant(conflict, cmd.character_id)
    _require_acts_for(state, ctx, cmd.character_id)
    if conflict.acting != cmd.character_id:
        raise _not_your_turn(conflict, cmd.character_id)
    if cb.engaged:
        raise RuleViolation(
            "still_engaged",
            "only a disengaged robot may use its turn to re-roll Base Action Points (soft break)",
            character_id=cmd.character_id,
        )
    sides = {cid: x.side for cid, x in conflict.combatants.items()}
    rolled = _base_roll(state, conflict, cb.character_id, sides, "soft_break", ctx, 0, cb.action_points, cmd.visibility)
    # The re-roll is the robot's action for the turn ("use his turn to start fresh"), so the turn ends.
    return [rolled, *_turn_ended(state, conflict)]


def _hard_break(state: CampaignState, cmd: c.TakeHardBreak, ctx: Context) -> list[Event]:
    conflict = require_running(state, cmd.conflict_id)
    _require_table(state, cmd, conflict)
    for cid in cmd.engaged:
        require_combatant(conflict, cid)
    if not conflict.combatants:
        raise RuleViolation("no_combatants", "nobody is left in the conflict", conflict_id=conflict.conflict_id)
    _check_initiator(conflict, cmd.initiator_id)
    reroll = [cid for cid in conflict.combatants if cid not in cmd.engaged]
    return [
        HardBreakTaken(conflict_id=conflict.conflict_id, table_id=conflict.table_id, engaged=tuple(cmd.engaged)),
        *_establish(state, conflict, "hard_break", cmd.initiator_id, reroll, ctx, cmd.visibility),
    ]


def _end(state: CampaignState, cmd: c.EndConflict, ctx: Context) -> list[Event]:
    conflict = require_conflict(state, cmd.conflict_id)
    if conflict.phase == "ended":
        raise RuleViolation("conflict_ended", "the conflict is already over", conflict_id=conflict.conflict_id)
    return [ConflictEnded(conflict_id=conflict.conflict_id, table_id=conflict.table_id)]


_DECIDERS: dict[type[Command], Callable[[CampaignState, Any, Context], list[Event]]] = {
    c.StartConflict: _start,
    c.RollAmbush: _ambush,
    c.TakeAmbushOnes: _ambush_ones,
    c.RollSurpriseSave: _surprise_save,
    c.BeginConflict: _begin,
    c.AddCombatant: _add,
    c.RemoveCombatant: _remove,
    c.StartTurn: _start_turn,
    c.EndTurn: _end_turn,
    c.PayForTurn: _pay,
    c.DeclineFirstRight: _decline,
    c.OpposeRoll: _oppose,
    c.UseOffHand: _off_hand,
    c.RollReactionSave: _reaction_save,
    c.RollActionPointSave: _ap_save,
    c.SetEngagement: _engagement,
    c.RerollActionPoints: _soft_break,
    c.TakeHardBreak: _hard_break,
    c.EndConflict: _end,
}


# --- for the success-spending rules ---------------------------------------------------------------------


def regain_action_points(
    state: CampaignState, character_id: str, amount: int, source_test_id: str | None = None
) -> ActionPointsRegained:
    """The event for `amount` successes spent on Action Points (1 each) by a robot in a running conflict.

    Refused with `not_in_conflict` outside one and `action_points_above_maximum` when the total would pass
    Processor + Self Awareness (Anthropoid Class + SA in a social conflict); never clamped.
    """
    conflict = active_conflict(state.game, character_id)
    if conflict is None or conflict.phase != "running":
        raise RuleViolation(
            "not_in_conflict", "Action Points exist only in a running extended conflict", character_id=character_id
        )
    if amount < 1:
        raise InvalidCommand("amount_must_be_positive", "spend at least one success", amount=amount)
    cb = conflict.combatants[character_id]
    parts = ap_pool_parts(conflict, stats(state, conflict, character_id))
    maximum = sum(p.value for p in parts)
    if cb.action_points + amount > maximum:
        raise RuleViolation(
            "action_points_above_maximum",
            "Action Points cannot be increased beyond Processor + Self Awareness",
            character_id=character_id,
            maximum=maximum,
            available=cb.action_points,
            requested=amount,
            room=max(0, maximum - cb.action_points),
        )
    return ActionPointsRegained(
        conflict_id=conflict.conflict_id,
        table_id=conflict.table_id,
        character_id=character_id,
        amount=amount,
        before=cb.action_points,
        after=cb.action_points + amount,
        maximum=maximum,
        maximum_parts=parts,
        source_test_id=source_test_id,
    )
