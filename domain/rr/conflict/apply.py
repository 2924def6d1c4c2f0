"""Folding extended-conflict events into state, and `note_roll` for the test rules.

Handlers mutate `state.game` in place and never decide anything: every number they write was computed
by `decide` and is in the event.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.campaign import CampaignState
from domain.messages import Event
from domain.rr.conflict import events as e
from domain.rr.conflict.state import AmbushRecord, Combatant, Conflict


def conflict_from(started: e.ConflictStarted) -> Conflict:
    """The conflict a ConflictStarted event creates (shared with `decide`, which simulates from it)."""
    return Conflict(
        conflict_id=started.conflict_id,
        table_id=started.table_id,
        kind=started.kind,
        phase="ambush" if started.ambush else "running",
        lighting=started.lighting,
        noise=started.noise,
        class_mean=started.class_mean,
        side_sizes=dict(started.side_sizes),
        combatants={p.character_id: Combatant(character_id=p.character_id, side=p.side) for p in started.combatants},
    )


def note_roll(conflict: Conflict, character_id: str | None, successes: int) -> None:
    """Tell the conflict who won the roll just made, from the test rules' apply handler.

    Call once per resolved Test made while a turn is in progress, after opposition: `character_id` is the
    winner (the acting robot if it won, or was unopposed with at least 1 success; the opposer if it won)
    and `successes` its net successes; pass None / 0 when nobody won. The latest roll decides who holds
    the first right to Pay for Turn when the turn ends. The first roll after an off-hand spend is the
    off-hand Test and decides nothing ("he does not have to succeed on this test in order to win the right
    to Pay for Turn ... [the opponent] does not earn the right to Pay for Turn").

    Each noted roll also advances the conflict's `step`: an opposing roll paid for (`opposing_step`) and a
    Perception Save to react were about the roll just resolved, and lapse with it.
    """
    if conflict.phase != "running" or conflict.acting is None:
        return
    conflict.rolls_noted += 1
    conflict.step += 1  # the moment has passed: paid oppositions and reaction verdicts were for this roll
    if conflict.off_hand_pending:
        conflict.off_hand_pending = False
        return
    if character_id is not None and successes >= 1 and character_id in conflict.combatants:
        conflict.winner = character_id
        conflict.winner_successes = successes
    else:
        conflict.winner = None
        conflict.winner_successes = 0


def _conflict(state: CampaignState, conflict_id: str) -> Conflict:
    return state.game.conflicts[conflict_id]  # type: ignore[no-any-return]


def _started(state: CampaignState, ev: e.ConflictStarted) -> None:
    state.game.conflicts[ev.conflict_id] = conflict_from(ev)


def _ambush(state: CampaignState, ev: e.AmbushRolled) -> None:
    conflict = _conflict(state, ev.conflict_id)
    for cid in ev.savers:
        conflict.combatants[cid].pending_surprise_tn_modifier = ev.save_tn_modifier
    conflict.ambush = AmbushRecord(
        program_holder=ev.program_holder,
        successes=ev.successes,
        opposition=ev.opposition,
        ones=ev.ones,
        ambusher_ids=ev.ambusher_ids,
        target_ids=ev.target_ids,
        savers=ev.savers,
    )
    for bid in ev.bonus_ids:
        for cid in ev.ambusher_ids:
            bonuses = state.game.characters[cid].bonuses
            bonus = bonuses.get(bid)
            if bonus is not None and not bonus.persistent:
                del bonuses[bid]


def _ambush_ones(state: CampaignState, ev: e.AmbushOnesTaken) -> None:
    conflict = _conflict(state, ev.conflict_id)
    combatants = conflict.combatants
    for cid in ev.savers_before:
        cb = combatants.get(cid)
        if cb is not None:
            cb.pending_surprise_tn_modifier = None
    for cid in ev.savers:
        combatants[cid].pending_surprise_tn_modifier = ev.save_tn_modifier
    record = conflict.ambush
    if record is not None:
        record.successes = ev.successes_after
        record.ones_taken += ev.count
        record.savers = ev.savers
    state.game.characters[ev.character_id].inspiration = ev.inspiration_after


def consume_save_modifiers(state: CampaignState, character_id: str, ids: tuple[str, ...]) -> None:
    """Single-use prepared save modifiers are gone once a save used them; persistent ones stay."""
    mods = state.game.characters[character_id].save_modifiers
    for mid in ids:
        m = mods.get(mid)
        if m is not None and not m.persistent:
            del mods[mid]


def _surprise_save(state: CampaignState, ev: e.SurpriseSaveRolled) -> None:
    cb = _conflict(state, ev.conflict_id).combatants[ev.character_id]
    cb.pending_surprise_tn_modifier = None
    cb.surprise_save_successes = ev.successes
    cb.surprise_attribute = ev.attribute
    cb.surprise_loss = ev.attribute_loss
    cb.surprise_action_point_loss = ev.action_point_loss
    if ev.attribute_loss:
        losses = state.game.characters[ev.character_id].losses
        losses[ev.attribute] = losses.get(ev.attribute, 0) + ev.attribute_loss
    if ev.modifiers_used:
        consume_save_modifiers(state, ev.character_id, ev.modifiers_used)


def _between_turns(conflict: Conflict, window_open: bool) -> None:
    conflict.acting = None
    conflict.turn_paid = False
    conflict.window_open = window_open
    conflict.first_right = None
    conflict.first_right_reason = None
    conflict.winner = None
    conflict.winner_successes = 0
    conflict.rolls_noted = 0
    conflict.off_hand_used = False
    conflict.off_hand_pending = False
    conflict.step += 1


def _order_established(state: CampaignState, ev: e.TurnOrderEstablished) -> None:
    conflict = _conflict(state, ev.conflict_id)
    conflict.phase = "running"
    conflict.order = list(ev.order)
    _between_turns(conflict, window_open=False)


def _rotated(state: CampaignState, ev: e.TurnOrderRotated) -> None:
    _conflict(state, ev.conflict_id).order = list(ev.after)


def _base_rolled(state: CampaignState, ev: e.BaseActionPointsRolled) -> None:
    cb = _conflict(state, ev.conflict_id).combatants[ev.character_id]
    cb.action_points = ev.action_points
    cb.max_action_points = ev.maximum


def _joined(state: CampaignState, ev: e.CombatantJoined) -> None:
    conflict = _conflict(state, ev.conflict_id)
    conflict.combatants[ev.character_id] = Combatant(character_id=ev.character_id, side=ev.side)
    if ev.position is not None:
        conflict.order = list(ev.after)


def _left(state: CampaignState, ev: e.CombatantLeft) -> None:
    conflict = _conflict(state, ev.conflict_id)
    del conflict.combatants[ev.character_id]
    conflict.order = list(ev.after)
    if ev.was_acting:
        _between_turns(conflict, window_open=True)
    elif conflict.first_right == ev.character_id:
        conflict.first_right = None
        conflict.first_right_reason = None


def _turn_started(state: CampaignState, ev: e.TurnStarted) -> None:
    conflict = _conflict(state, ev.conflict_id)
    _between_turns(conflict, window_open=False)
    conflict.acting = ev.character_id
    conflict.turn_paid = ev.paid
    conflict.turns_taken = ev.turn_number


def _turn_ended(state: CampaignState, ev: e.TurnEnded) -> None:
    conflict = _conflict(state, ev.conflict_id)
    conflict.order = list(ev.after)
    _between_turns(conflict, window_open=True)
    conflict.first_right = ev.first_right
    conflict.first_right_reason = ev.first_right_reason


def _declined(state: CampaignState, ev: e.FirstRightDeclined) -> None:
    conflict = _conflict(state, ev.conflict_id)
    conflict.first_right = None
    conflict.first_right_reason = None


def _spent(state: CampaignState, ev: e.ActionPointsSpent) -> None:
    conflict = _conflict(state, ev.conflict_id)
    cb = conflict.combatants[ev.character_id]
    cb.action_points = ev.after
    if any(p.source == "reaction_penalty" for p in ev.cost_parts):
        cb.reaction_penalty = 0
    if ev.purpose == "opposing_roll":
        cb.opposing_step = conflict.step
        cb.opposing_rolls = 2 if any(p.source == "off_hand" for p in ev.cost_parts) else 1
    if ev.purpose == "off_hand":
        conflict.off_hand_used = True
        conflict.off_hand_pending = True


def _purchased(state: CampaignState, ev: e.TurnPurchased) -> None:
    _conflict(state, ev.conflict_id).order = list(ev.after)


def _regained(state: CampaignState, ev: e.ActionPointsRegained) -> None:
    cb = _conflict(state, ev.conflict_id).combatants[ev.character_id]
    cb.action_points = ev.after
    cb.max_action_points = ev.maximum


def _reaction_save(state: CampaignState, ev: e.ReactionSaveRolled) -> None:
    conflict = _conflict(state, ev.conflict_id)
    cb = conflict.combatants[ev.character_id]
    cb.reaction_step = conflict.step
    cb.reaction_penalty = ev.penalty
    cb.reaction_blocked = ev.blocked
    if ev.modifiers_used:
        consume_save_modifiers(state, ev.character_id, ev.modifiers_used)


def _ap_save(state: CampaignState, ev: e.ActionPointSaveRolled) -> None:
    _conflict(state, ev.conflict_id).combatants[ev.character_id].action_points = ev.after
    if ev.modifiers_used:
        consume_save_modifiers(state, ev.character_id, ev.modifiers_used)
    if ev.prepared_used:
        consume_save_modifiers(state, ev.character_id, ev.prepared_used)


def _recovered(state: CampaignState, ev: e.SurpriseRecovered) -> None:
    cb = _conflict(state, ev.conflict_id).combatants[ev.character_id]
    cb.surprise_loss = ev.remaining
    losses = state.game.characters[ev.character_id].losses
    losses[ev.attribute] = max(0, losses.get(ev.attribute, 0) - ev.points)


def _engagement(state: CampaignState, ev: e.EngagementChanged) -> None:
    _conflict(state, ev.conflict_id).combatants[ev.character_id].engaged = ev.engaged


def _hard_break(state: CampaignState, ev: e.HardBreakTaken) -> None:
    for cid, cb in _conflict(state, ev.conflict_id).combatants.items():
        cb.engaged = cid in ev.engaged


def _ended(state: CampaignState, ev: e.ConflictEnded) -> None:
    conflict = _conflict(state, ev.conflict_id)
    _between_turns(conflict, window_open=False)
    conflict.phase = "ended"


CONFLICT_HANDLERS: dict[type[Event], Callable[[CampaignState, Any], None]] = {
    e.ConflictStarted: _started,
    e.AmbushRolled: _ambush,
    e.AmbushOnesTaken: _ambush_ones,
    e.SurpriseSaveRolled: _surprise_save,
    e.TurnOrderEstablished: _order_established,
    e.TurnOrderRotated: _rotated,
    e.BaseActionPointsRolled: _base_rolled,
    e.CombatantJoined: _joined,
    e.CombatantLeft: _left,
    e.TurnStarted: _turn_started,
    e.TurnEnded: _turn_ended,
    e.FirstRightDeclined: _declined,
    e.ActionPointsSpent: _spent,
    e.TurnPurchased: _purchased,
    e.ActionPointsRegained: _regained,
    e.ReactionSaveRolled: _reaction_save,
    e.ActionPointSaveRolled: _ap_save,
    e.SurpriseRecovered: _recovered,
    e.EngagementChanged: _engagement,
    e.HardBreakTaken: _hard_break,
    e.ConflictEnded: _ended,
}
