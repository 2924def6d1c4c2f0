"""When a Robots & Rapiers record leaves the state: the state holds what is live, the log holds everything.

The record handlers (`domain.rr.apply`, `domain.rr.conflict.apply`) add and update tests, saves, conflicts and
Dramatic Controls; the handlers here, run after them on the same events (`PRUNING`), drop the records the
rules can no longer act on, so a snapshot's size follows the campaign's present (its cast and open business)
and not its age. Reads of the past (replay, recap, the state at a version) fold the log again, so they still
see every record at the versions where it was live.

What leaves, and when:

- **Tests.** A test stays while it may still be rolled, opposed, have 1s taken, be resolved, have successes
  spent or trigger saves from its accomplished action; a resolved test's record is also the marker that
  refuses a second roll or resolution with the rules' own codes. The seed leaves open how long unspent
  successes may be saved ("The GM should use good judgment when deciding how long successes can be
  'saved'"); Chronicle makes that judgment concrete in two ways:

  - *superseded*: a robot keeps the records of its `TESTS_KEPT_PER_ROBOT` most recently rolled tests. When
    it rolls one more, its earliest rolled test lapses with whatever successes it had left (unspent
    successes that should last longer are rolled over into a bonus, which stays on the robot's sheet until
    used or discarded). A lapsing test still unresolved takes its whole chain of opposing rolls with it,
    which cannot be resolved without it. A test called and not rolled yet is the GM's open call, like a
    pending save: it stays until rolled or until the session is over.
  - *session over*: when a table opens, the tests, pending saves and ended conflicts of tables already closed
    leave. Between a table's close and the next opening, players may still spend leftover successes (the
    end-of-session bookkeeping) and late commands are refused with the codes they always had.

- **Saves.** A pending save leaves when it is rolled (`rr.save_rolled`), or when a later table opens after
  its table closed (a save at a closed table can no longer be rolled).
- **Conflicts.** An ended conflict keeps only a marker (its id, table, kind and `phase="ended"`, which
  refuses late commands with `conflict_ended`); the marker leaves when a later table opens after its table
  closed. Conflicts in progress stay whatever their table.
- **Dramatic Controls.** A robot keeps its `CONTROLS_KEPT_PER_ROBOT` most recent proposals (an edit names a
  recent, taken one); older ones lapse.

Everything else in `RRState` is the cast itself (sheets, bonuses, prepared save modifiers, memory losses
waiting for repair) or the campaign's dials.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable
from typing import Any

from domain.campaign import CampaignState, TableOpened
from domain.messages import Event
from domain.rr import events as e
from domain.rr.conflict.events import ConflictEnded
from domain.rr.state import RRState, TestRecord

TESTS_KEPT_PER_ROBOT = 8
"""How many of a robot's most recently rolled tests the state keeps (leftover successes of earlier ones
lapse). Eight covers the seed's patterns — parallel rolls feeding a fourth, two defense rolls with an
off-hand weapon, a duel's chain of roll-overs — with room to spare."""

CONTROLS_KEPT_PER_ROBOT = 8
"""How many of a robot's most recent Dramatic Control proposals the state keeps."""


def chain_of(tests: dict[str, TestRecord], test_id: str) -> list[str]:
    """The unresolved chain `test_id` belongs to: its root acting test and every opposing roll under it."""
    rec = tests[test_id]
    while rec.opposes is not None and rec.opposes in tests:
        rec = tests[rec.opposes]
    out: list[str] = []
    todo = [rec.test_id]
    while todo:
        tid = todo.pop()
        if tid in tests and tid not in out:
            out.append(tid)
            todo.extend(tests[tid].opposed_by)
    return out


def drop_tests(g: RRState, test_ids: Iterable[str]) -> None:
    """Remove tests; an unresolved one takes its whole chain with it (a chain resolves as a whole)."""
    tests = g.tests
    for tid in list(test_ids):
        rec = tests.get(tid)
        if rec is None:
            continue
        if rec.resolved:
            del tests[tid]
        else:
            for member in chain_of(tests, tid):
                del tests[member]


def lapse_old_tests(state: CampaignState, ev: e.TestRolled) -> None:
    """The robot just rolled a test: its rolled tests beyond the latest `TESTS_KEPT_PER_ROBOT` lapse.

    `RRState.tests` is kept in the order tests were called, except that a test moves to the end when it is
    rolled; so the robot's rolled tests are found in the order they were rolled, and the one just rolled
    is last (it lapses only with the chain of an earlier one). They are found through `_rolled_order`, so a
    roll costs in proportion to the robot's own recent tests, not to every test the state holds."""
    g: RRState = state.game
    rec = g.tests.pop(ev.test_id, None)
    if rec is None:
        return
    g.tests[ev.test_id] = rec
    order = _rolled_order(state)
    robot = ev.character_id
    mine = order.setdefault(rec.character_id, {})
    mine.pop(ev.test_id, None)
    mine[ev.test_id] = None  # last, as in `g.tests`
    mine = order.setdefault(robot, {})
    tests = g.tests
    while True:
        for tid in list(mine):  # what left the state, or is no longer this robot's rolled test, leaves here
            t = tests.get(tid)
            if t is None or not t.rolled or t.character_id != robot:
                del mine[tid]
        if len(mine) <= TESTS_KEPT_PER_ROBOT:
            return
        drop_tests(g, [next(iter(mine))])


_ROLLED: dict[int, tuple[weakref.ref[CampaignState], RRState, dict[str, dict[str, None]]]] = {}
"""id of a campaign state → (the state, its game, robot → its rolled tests in `g.tests` order): an index kept
beside the state, never in it (snapshots and reads do not see it)."""


def _rolled_order(state: CampaignState) -> dict[str, dict[str, None]]:
    """Each robot's rolled tests in the order `RRState.tests` holds them, oldest first.

    Built once per state by a scan (a state fresh from a snapshot, a copy) and kept up to date by
    `lapse_old_tests`, the one place a test moves in that order: a test enters the index when it is rolled,
    moving to the end as it does in `g.tests`. Tests that leave the state by any other way (a session's end,
    a lapsed chain) are dropped from the index when it is next read, so each leaves it once."""
    key = id(state)
    entry = _ROLLED.get(key)
    if entry is not None and entry[0]() is state and entry[1] is state.game:
        return entry[2]
    order: dict[str, dict[str, None]] = {}
    for tid, t in state.game.tests.items():
        if t.rolled:
            order.setdefault(t.character_id, {})[tid] = None

    def forget(_: object, key: int = key) -> None:
        _ROLLED.pop(key, None)

    _ROLLED[key] = (weakref.ref(state, forget), state.game, order)
    return order


def lapse_old_controls(state: CampaignState, ev: e.DramaticControlProposed) -> None:
    g: RRState = state.game
    mine = [cid for cid, dc in g.controls.items() if dc.character_id == ev.character_id]
    for cid in mine[: max(0, len(mine) - CONTROLS_KEPT_PER_ROBOT)]:
        del g.controls[cid]


def end_of_sessions(state: CampaignState, ev: TableOpened) -> None:
    """A table opened: the records of tables closed before it leave (their session is over)."""
    closed = {tid for tid, table in state.tables.items() if not table.open}
    if not closed:
        return
    g: RRState = state.game
    drop_tests(g, [tid for tid, t in g.tests.items() if t.table_id in closed])
    for sid in [sid for sid, s in g.saves.items() if s.table_id in closed]:
        del g.saves[sid]
    for cid in [cid for cid, k in g.conflicts.items() if k.phase == "ended" and k.table_id in closed]:
        del g.conflicts[cid]


def conflict_over(state: CampaignState, ev: ConflictEnded) -> None:
    """An ended conflict keeps only what refuses late commands: id, table, kind, lighting, noise, phase."""
    conflict = state.game.conflicts.get(ev.conflict_id)
    if conflict is None:
        return
    conflict.combatants = {}
    conflict.order = []
    conflict.side_sizes = {}
    conflict.class_mean = None
    conflict.ambush = None
    table = state.tables.get(conflict.table_id)
    if table is not None and not table.open:
        del state.game.conflicts[ev.conflict_id]  # ended after its session: nothing left to refuse there


PRUNING: dict[type[Event], Callable[[CampaignState, Any], None]] = {
    e.TestRolled: lapse_old_tests,
    e.DramaticControlProposed: lapse_old_controls,
    TableOpened: end_of_sessions,
    ConflictEnded: conflict_over,
}
"""Event type → what leaves the state after the event's own handler ran."""


def with_pruning(
    handlers: dict[type[Event], Callable[[CampaignState, Any], None]],
    pruning: dict[type[Event], Callable[[CampaignState, Any], None]] = PRUNING,
) -> dict[type[Event], Callable[[CampaignState, Any], None]]:
    """Each event's record handler, then what leaves the state after it (`PRUNING`)."""
    out = dict(handlers)
    for cls, prune in pruning.items():
        record = out.get(cls)
        out[cls] = prune if record is None else _then(record, prune)
    return out


def _then(
    first: Callable[[CampaignState, Any], None], second: Callable[[CampaignState, Any], None]
) -> Callable[[CampaignState, Any], None]:
    def both(state: CampaignState, event: Any) -> None:
        first(state, event)
        second(state, event)

    return both
