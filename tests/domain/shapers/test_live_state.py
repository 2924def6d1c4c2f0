"""The state holds what is live: a challenge leaves the state once rolled, a fight once ended, and nothing of
either is kept, so the state's size follows the cast and the open business, not the campaign's age."""

from __future__ import annotations

import random

import msgspec

from domain.dice import DiceRoll, ScriptedDice
from domain.shapers import commands as sb

from .support import Session


class _Endless(ScriptedDice):
    """Random faces without end, reproducible from a seed (the session's `do` takes a ScriptedDice as is)."""

    def __init__(self, seed: int) -> None:
        super().__init__([])
        self._rng = random.Random(seed)

    def roll(self, count: int, sides: int) -> DiceRoll:
        return DiceRoll(sides=sides, faces=tuple(self._rng.randint(1, sides) for _ in range(count)), source="scripted")


def _play(cycles: int) -> Session:
    """The common loop: a challenge called and rolled, a fight started and ended."""
    s = Session()
    dice = _Endless(3)
    roo = s.extra("Roo", species="kangaroo", skills={"Brawling": 4})
    wolf = s.extra("Wolf", species="wolf")
    for _ in range(cycles):
        [called] = s.do(s.gm, sb.CallChallenge(character_id=roo, rating="DEX", difficulty=0))
        s.do(s.gm, sb.RollChallenge(table_id=s.table, conflict_id=called.conflict_id), dice)  # type: ignore[attr-defined]
        started = s.do(s.gm, sb.StartFight(table_id=s.table, character_ids=[roo, wolf]), dice)
        s.do(s.gm, sb.EndFight(conflict_id=started[0].conflict_id))  # type: ignore[attr-defined]
    assert s.sb.conflicts == {}
    return s


def test_state_size_does_not_grow_with_challenges_and_fights_played() -> None:
    """50 and 500 rounds of the loop at one table leave states of the same size."""
    small, large = (len(msgspec.json.encode(_play(n).state.game)) for n in (50, 500))
    assert small == large, (small, large)
