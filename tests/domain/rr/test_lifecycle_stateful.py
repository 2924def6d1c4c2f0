"""Random play: the pruned state decides exactly as the full history would, and as its own snapshot would.

The random play of `test_stateful.RRMachine` (tests, opposition, spends, saves, shut-downs, Inspiration,
growth, Power), plus sessions that close and open and repeats of rolls already made. Every command is decided
three times, with the same dice and ids, against:

- the live state, which the lapse rules of `domain.rr.lifecycle` keep small;
- that state encoded and decoded (the snapshot a cold load starts from): the very same decision, always;
- the state the log folds to without any lapse rule (what state version 1 held): the same decision, except
  that a command naming a record that has lapsed is refused as not found.

A fourth state follows the log with the lapse of tests written as the plain scan of every test it replaced
(`scanned_lapse`); the live state, which finds a robot's rolled tests through an index, stays equal to it,
tests in the same order, after every command: the same state, so the same decisions.

The live state's events are the log; the other two follow it. So the property is "pruning changes no
decision but to forget what the rules no longer act on", and a repeat (a second roll, a resolution of a
resolved test) is refused whichever state decides it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import msgspec
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import invariant, rule

from domain.campaign import Actor, CampaignState, CloseTable, Context, OpenTable
from domain.dice import SeededDice
from domain.errors import DomainError, NotFound
from domain.game import Game
from domain.rr import RULESET
from domain.rr import commands as c
from domain.rr import events as e
from domain.rr.apply import HANDLERS
from domain.rr.conflict.apply import CONFLICT_HANDLERS
from domain.rr.lifecycle import PRUNING, TESTS_KEPT_PER_ROBOT, drop_tests, with_pruning
from domain.rr.state import RRState

from .harness import NOW
from .test_stateful import RRMachine

FULL = Game(replace(RULESET, handlers={**HANDLERS, **CONFLICT_HANDLERS}))


def scanned_lapse(state: CampaignState, ev: e.TestRolled) -> None:
    """`lapse_old_tests` as a scan of every test on every roll (what the index must decide alike)."""
    g: RRState = state.game
    rec = g.tests.pop(ev.test_id, None)
    if rec is None:
        return
    g.tests[ev.test_id] = rec
    while True:
        rolled = [tid for tid, t in g.tests.items() if t.character_id == ev.character_id and t.rolled]
        if len(rolled) <= TESTS_KEPT_PER_ROBOT:
            return
        drop_tests(g, rolled[:1])


SCANNED = Game(
    replace(
        RULESET,
        handlers=with_pruning({**HANDLERS, **CONFLICT_HANDLERS}, {**PRUNING, e.TestRolled: scanned_lapse}),
    )
)

LAPSED = frozenset({"test_not_found", "save_not_found", "dramatic_control_not_found", "conflict_not_found"})
"""How a command naming a record that has left the state is refused."""


def _outcome(
    game: Game, state: CampaignState, command: Any, actor: Actor, seed: bytes, table: str, nonce: int, step: int
) -> tuple[Any, ...]:
    ids = (f"s{step}-{n}" for n in range(1000))
    dice = SeededDice(seed, table, nonce)
    try:
        events = game.decide(state, command, Context(actor=actor, dice=dice, now=NOW, ids=ids))
    except DomainError as err:
        return ("refused", type(err).__name__, err.code, msgspec.to_builtins(err.data)), [], dice.next_nonce
    return ("decided", msgspec.to_builtins(events)), events, dice.next_nonce  # type: ignore[return-value]


class LifecycleMachine(RRMachine):
    def __init__(self) -> None:
        super().__init__()
        self.full = FULL.fold(self.cp.log)
        self.scanned = SCANNED.fold(self.cp.log)
        self.steps = 0
        self.rolled_ever: list[str] = []
        self.lapsed_refusals = 0

    def _follow(self, events: list[Any]) -> None:
        for ev in events:
            FULL.apply(self.full, ev, self.full.version + 1)
            SCANNED.apply(self.scanned, ev, self.scanned.version + 1)

    def attempt(self, command: Any, who: int = 0) -> list[Any]:
        if self.full.version != self.cp.state.version:  # set-up commands went through Campaign.do directly
            self._follow(self.cp.log[self.full.version + 1 :])
        actor: Actor = (self.cp.gm, self.cp.ann, self.cp.bob)[who]
        self.steps += 1
        args = (command, actor, self.seed, self.cp.table_id, self.nonce, self.steps)
        game = self.cp.game
        before = msgspec.to_builtins(self.cp.state)
        live, events, next_nonce = _outcome(game, self.cp.state, *args)  # type: ignore[misc]
        assert msgspec.to_builtins(self.cp.state) == before, "a decision changed the state"
        snapshot = game.decode_state(game.encode_state(self.cp.state))
        assert _outcome(game, snapshot, *args)[0] == live, "the decoded snapshot decided otherwise"
        full = _outcome(FULL, self.full, *args)[0]
        if full != live:
            assert live[0] == "refused" and live[1] == NotFound.__name__ and live[2] in LAPSED, (live, full)
            self.lapsed_refusals += 1
        for ev in events:
            self.cp.game.apply(self.cp.state, ev, self.cp.state.version + 1)
            self.cp.log.append(ev)
            if type(ev).__name__ == "TestRolled":
                self.rolled_ever.append(ev.test_id)
        self._follow(events)
        self.nonce = next_nonce
        live_game, scanned_game = self.cp.state.game, self.scanned.game
        assert list(live_game.tests) == list(scanned_game.tests), "the index lapsed other tests than the scan"
        assert msgspec.to_builtins(self.cp.state) == msgspec.to_builtins(self.scanned)
        return events

    # -- more rules -------------------------------------------------------------------------------------------

    @rule()
    def next_session(self) -> None:
        self.attempt(CloseTable(table_id=self.cp.table_id))
        opened = self.attempt(OpenTable(name=f"Session {self.steps}"))
        self.cp.table_id = opened[0].table_id

    @rule(data=st.data())
    def a_run_of_tests(self, data: st.DataObject) -> None:
        """Several tests of one robot in a row, some left unspent, so robots outgrow their window."""
        rid = data.draw(st.sampled_from(self.robots))
        for _ in range(data.draw(st.integers(1, TESTS_KEPT_PER_ROBOT + 2))):
            called = self.attempt(
                c.CallForTest(character_id=rid, table_id=self.cp.table_id, program="fencing", attribute="processor")
            )
            if called:
                self.attempt(c.RollTest(table_id=self.cp.table_id, test_id=called[0].test_id))

    @rule()
    def close_only(self) -> None:
        """Close the table and play on in the time before the next session (spends are still allowed)."""
        self.attempt(CloseTable(table_id=self.cp.table_id))

    @rule(data=st.data())
    def repeat(self, data: st.DataObject) -> None:
        if not self.rolled_ever:
            return
        tid = data.draw(st.sampled_from(self.rolled_ever))
        for cmd, who in ((c.RollTest(table_id=self.cp.table_id, test_id=tid), 0), (c.ResolveTest(test_id=tid), 0)):
            before = len(self.cp.log)
            self.attempt(cmd, who)
            if isinstance(cmd, c.RollTest):
                assert len(self.cp.log) == before, "a test was rolled twice"

    # -- invariants ------------------------------------------------------------------------------------------

    @invariant()
    def play_names_its_table(self) -> None:
        """Sessions change here: every event about play names a table of the campaign."""
        for ev in self.cp.log[self.named :]:
            table_id = getattr(ev, "table_id", None)
            assert table_id is None or table_id in self.cp.state.tables, ev
        self.named = len(self.cp.log)

    @invariant()
    def bounded(self) -> None:
        g = self.cp.state.game
        for robot in self.robots:
            assert sum(1 for t in g.tests.values() if t.character_id == robot and t.rolled) <= TESTS_KEPT_PER_ROBOT
        closed = {tid for tid, t in self.cp.state.tables.items() if not t.open}
        if list(self.cp.state.tables.values())[-1].open:  # a table opened after every closed one
            assert not any(t.table_id in closed for t in g.tests.values())
            assert not any(s.table_id in closed for s in g.saves.values())


LifecycleMachine.TestCase.settings = settings(
    max_examples=40,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TestLifecycleMachine = LifecycleMachine.TestCase
