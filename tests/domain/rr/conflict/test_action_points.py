"""Base Action Point target numbers, totals and caps, and the ambush arithmetic, as pure functions."""

from __future__ import annotations

from fractions import Fraction

import pytest

from domain.rr.conflict.action_points import base_action_points, class_tn, mean_class, side_size_tn
from domain.rr.conflict.ambush import Candidate, group_roll, save_tn_reduction


@pytest.mark.parametrize(
    ("own", "opponents", "tn"),
    [
        (4, 4, 5),  # equal numbers
        (1, 1, 5),
        (6, 4, 4),  # the alley: the six thugs
        (4, 6, 6),  # the alley: the four comrades
        (8, 4, 4),  # exactly double is not "more than 2x"
        (9, 4, 3),  # more than double
        (2, 4, 6),  # exactly half is not "less than ½"
        (1, 3, 7),  # less than half
        (3, 1, 3),
    ],
)
def test_side_size_target_numbers(own: int, opponents: int, tn: int) -> None:
    assert side_size_tn(own, opponents) == tn


def test_side_size_needs_both_sides() -> None:
    with pytest.raises(ValueError):
        side_size_tn(3, 0)


@pytest.mark.parametrize(
    ("klass", "mean", "tn"),
    [
        (6, Fraction(6), 5),
        (7, Fraction(6), 6),
        (12, Fraction(6), 7),  # 2x greater
        (11, Fraction(6), 6),
        (5, Fraction(6), 4),
        (3, Fraction(6), 3),  # 2x less
        (4, Fraction(7), 4),
        (3, Fraction(11, 2), 4),  # 3 is more than half of 5.5
        (2, Fraction(11, 2), 3),
    ],
)
def test_social_class_target_numbers(klass: int, mean: Fraction, tn: int) -> None:
    assert class_tn(klass, mean) == tn


def test_mean_class_is_exact() -> None:
    assert mean_class([5, 6]) == Fraction(11, 2)


def test_base_total_is_one_plus_successes() -> None:
    total = base_action_points(successes=3, maximum=8, surprise_loss=0)
    assert (total.rolled, total.capped, total.action_points) == (4, 4, 4)


def test_base_total_is_capped_at_the_maximum_before_surprise() -> None:
    total = base_action_points(successes=6, maximum=6, surprise_loss=2)
    assert (total.rolled, total.capped, total.action_points) == (7, 6, 4)


def test_surprise_never_takes_base_below_zero() -> None:
    assert base_action_points(successes=1, maximum=6, surprise_loss=3).action_points == 0


def test_worst_attribute_and_best_program_among_ambushers() -> None:
    group = group_roll(
        [
            Candidate(character_id="leader", pool=7, attribute=6),
            Candidate(character_id="thug", pool=None, attribute=4),
            Candidate(character_id="other", pool=5, attribute=5),
        ]
    )
    assert group is not None
    assert (group.program_holder, group.pool, group.attribute_holder, group.tn) == ("leader", 7, "thug", 4)


def test_nobody_holding_the_program_is_no_group_roll() -> None:
    assert group_roll([Candidate(character_id="a", pool=None, attribute=4)]) is None


@pytest.mark.parametrize(
    ("net", "targets", "reduction"),
    [(5, 4, 2), (5, 1, 4), (1, 3, 0), (4, 2, 1), (0, 2, 0)],
)
def test_extra_ambush_successes_lower_the_saves_halved_for_several_targets(
    net: int, targets: int, reduction: int
) -> None:
    assert save_tn_reduction(net, targets) == reduction
