"""`domain.sealed.bound`: the padding bound of a hidden command ends whatever the rules do with fixed dice."""

from __future__ import annotations

from domain.dice import DiceSource
from domain.messages import Event
from domain.rr.common import pick
from domain.sealed import FixedDice, RollSealed, bound


def test_a_rule_re_rolling_faces_it_cannot_use_gets_one_it_can() -> None:
    """Choosing 1..5 with a d6 re-rolls 6s: the highest fixed die shows 6 every time, so after the fixed rolls
    the faces go round and the choice ends (a Robots & Rapiers malfunction on a robot with 5 slots hung here)."""

    def choose(dice: DiceSource) -> list[Event]:
        _, chosen = pick(dice, 5)
        return [RollSealed() for _ in range(chosen)]

    assert bound(choose) == 5  # the 0.75 die shows 5; the 1.0 die ends on a 1 after its fixed 6s


def test_a_trial_that_never_ends_is_left_out() -> None:
    def endless(dice: DiceSource) -> list[Event]:
        if isinstance(dice, FixedDice) and dice.fraction == 1.0:
            while True:
                dice.roll(1, 6)
        return [RollSealed()]

    assert bound(endless) == 1  # the endless trial stops at MAX_ROLLS and counts for nothing
