"""Random conflict play decided three ways: live, from the live state's snapshot, and from the full history.

`ConflictMachine`'s random conflicts (ambushes, turns, Action Points, tests opposed and spent in the
conflict, conflicts ended and started again), with every command decided with the same dice and ids
against the live state (which `domain.rr.lifecycle` keeps small: ended conflicts shrink to a marker, a
robot's old tests lapse), against that state encoded and decoded (the very same decision, always), and
against the fold of the log without any lapse rule (the same decision, except that a command naming a
record that has lapsed is refused as not found).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import msgspec
from hypothesis import HealthCheck, settings

from domain.campaign import Actor, CampaignState, Context
from domain.dice import SeededDice
from domain.errors import DomainError, NotFound
from domain.game import Game
from domain.rr.apply import HANDLERS
from domain.rr.conflict.apply import CONFLICT_HANDLERS
from tests.domain.rr.conflict.support import NOW, RULESET, RobotPlaced, RollNoted, _noted, _placed

from .test_stateful import ConflictMachine

FULL = Game(replace(RULESET, handlers={**HANDLERS, **CONFLICT_HANDLERS, RobotPlaced: _placed, RollNoted: _noted}))
"""The conflict test ruleset folding without any lapse rule."""

LAPSED = frozenset({"test_not_found", "save_not_found", "conflict_not_found"})


def _decide(game: Game, state: CampaignState, command: Any, actor: Actor, dice: SeededDice, n: int) -> Any:
    ids = (f"k{n}-{i}" for i in range(1000))
    try:
        events = game.decide(state, command, Context(actor=actor, dice=dice, now=NOW, ids=ids))
    except DomainError as err:
        return ("refused", type(err).__name__, err.code, msgspec.to_builtins(err.data))
    return ("decided", msgspec.to_builtins(events))


class ConflictLifecycleMachine(ConflictMachine):
    def __init__(self) -> None:
        super().__init__()
        self.decisions = 0

    def attempt(self, command: object, actor: Actor | None = None) -> None:
        who = actor or self.t.gm
        self.decisions += 1
        game = self.t.game
        live = _decide(game, self.t.state, command, who, self.dice(), self.decisions)
        snapshot = game.decode_state(game.encode_state(self.t.state))
        assert _decide(game, snapshot, command, who, self.dice(), self.decisions) == live
        full = _decide(FULL, FULL.fold(self.t.log), command, who, self.dice(), self.decisions)
        if full != live:
            assert live[:2] == ("refused", NotFound.__name__) and live[2] in LAPSED, (live, full)
        super().attempt(command, actor)


ConflictLifecycleMachine.TestCase.settings = settings(
    max_examples=25,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TestConflictLifecycleMachine = ConflictLifecycleMachine.TestCase
