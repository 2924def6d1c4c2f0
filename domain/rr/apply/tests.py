"""How a test's events change the state: the call, the roll, 1s taken as Inspiration, the resolution."""

from __future__ import annotations

from domain.campaign import CampaignState
from domain.rr import events as e
from domain.rr.conflict.apply import note_roll
from domain.rr.state import TestRecord


def test_called(state: CampaignState, ev: e.TestCalled) -> None:
    g = state.game
    g.tests[ev.test_id] = TestRecord(ev.test_id, ev.character_id, ev.table_id, ev)
    if ev.opposes is not None:
        opposed = g.tests.get(ev.opposes)
        if opposed is not None:
            opposed.opposed_by = (*opposed.opposed_by, ev.test_id)
        if ev.opposing_rolls_left is not None and ev.conflict_id is not None:
            conflict = g.conflicts.get(ev.conflict_id)
            combatant = None if conflict is None else conflict.combatants.get(ev.character_id)
            if combatant is not None:
                combatant.opposing_rolls = ev.opposing_rolls_left


def test_rolled(state: CampaignState, ev: e.TestRolled) -> None:
    g = state.game
    rec = g.tests.get(ev.test_id)
    if rec is not None:
        rec.rolled = True
        rec.inspired = ev.inspired
        rec.pool = ev.pool
        rec.tn = ev.tn
        rec.faces = ev.rolls[0].faces if ev.rolls else ()
        rec.successes = ev.successes
    if ev.inspired_spec is not None and ev.program is not None:
        g.characters[ev.character_id].inspired_programs[ev.program] = ev.inspired_spec


def inspiration_taken_from_ones(state: CampaignState, ev: e.InspirationTakenFromOnes) -> None:
    g = state.game
    rec = g.tests.get(ev.test_id)
    if rec is not None:
        rec.successes = ev.successes_after
        rec.ones_taken += ev.count
    g.characters[ev.character_id].inspiration = ev.inspiration_after


def test_resolved(state: CampaignState, ev: e.TestResolved) -> None:
    tests = state.game.tests
    for r in ev.results:
        t = tests.get(r.test_id)
        if t is not None:
            t.resolved = True
            t.net = r.net
            t.won = r.won
    root = tests.get(ev.test_id)
    conflict_id = None if root is None else root.call.conflict_id
    if conflict_id is not None:
        conflict = state.game.conflicts.get(conflict_id)
        if conflict is not None:
            winner = ev.winner_id
            successes = next((r.net for r in ev.results if r.character_id == winner and r.won), 0)
            note_roll(conflict, winner, successes)
