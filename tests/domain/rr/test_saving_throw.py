"""The pure 3d10 saving throw: TN parts, automatic outcomes, counting failed dice."""

from __future__ import annotations

import pytest

from domain.dice import ScriptedDice
from domain.rr.saving_throw import attribute_loss, evaluate, roll_save
from domain.rr.state import TnPart


def parts(*values: int) -> list[TnPart]:
    return [TnPart(source=f"p{i}", value=v) for i, v in enumerate(values)]


@pytest.mark.parametrize(
    ("faces", "successes", "outcome"),
    [
        ((1, 5, 6), 2, "partial"),
        ((6, 6, 6), 0, "total_failure"),
        ((5, 5, 5), 3, "no_effect"),
        ((4, 9, 9), 1, "partial"),
    ],
)
def test_counts_dice_at_or_under_the_tn(faces: tuple[int, ...], successes: int, outcome: str) -> None:
    result = evaluate(parts(5), faces)
    assert (result.successes, result.failed, result.outcome) == (successes, 3 - successes, outcome)
    assert result.tn == 5 and not result.automatic


def test_tn_is_built_from_its_parts() -> None:
    dice = ScriptedDice([3, 4, 8])
    roll, result = roll_save(dice, parts(6, -3, 1))
    assert roll is not None and roll.faces == (3, 4, 8)
    assert result.tn == 4 and result.successes == 2
    assert [p.value for p in result.tn_parts] == [6, -3, 1]


@pytest.mark.parametrize("tn", [0, -2])
def test_tn_at_or_below_zero_is_an_automatic_total_failure(tn: int) -> None:
    roll, result = roll_save(ScriptedDice([]), parts(tn))
    assert roll is None and result.automatic
    assert result.outcome == "total_failure" and result.failed == 3


@pytest.mark.parametrize("tn", [10, 13])
def test_tn_of_ten_or_more_is_an_automatic_total_success(tn: int) -> None:
    roll, result = roll_save(ScriptedDice([]), parts(tn))
    assert roll is None and result.automatic and result.outcome == "no_effect" and result.failed == 0


def test_losses_per_failed_die() -> None:
    result = evaluate(parts(3), (2, 7, 9))
    assert attribute_loss(result) == 4
    assert attribute_loss(result, per_die=1) == 2
    total = evaluate(parts(1), (5, 7, 9))
    assert attribute_loss(total) == 6


def test_a_save_needs_three_faces() -> None:
    with pytest.raises(ValueError):
        evaluate(parts(5), (1, 2))
