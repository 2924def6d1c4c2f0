"""The Test Results table, doubles and perilous tests, row by row."""

from __future__ import annotations

import pytest

from domain.rotatebird.results import RESULT_TEXT, fallout_dice, read_result


@pytest.mark.parametrize(
    ("face", "success", "fallout"),
    [
        (1, False, "major"),  # Everything that can go wrong does
        (2, True, "major"),  # Sometimes it's better to fail
        (3, False, "minor"),  # Whoops!
        (4, True, "minor"),  # You pull it off, but...
        (5, False, "none"),  # You meant to do that
        (6, True, "none"),  # You make it look easy
    ],
)
def test_result_table(face: int, success: bool, fallout: str) -> None:
    r = read_result([face], 0)
    assert (r.success, r.fallout, r.doubles) == (success, fallout, False)
    assert RESULT_TEXT[face]


@pytest.mark.parametrize(
    ("face", "fallout"), [(1, "major"), (2, "major"), (3, "major"), (4, "major"), (5, "none"), (6, "none")]
)
def test_perilous_upgrades_only_minor_fallout(face: int, fallout: str) -> None:
    r = read_result([face], 0, perilous=True)
    assert r.fallout == fallout
    assert r.success == read_result([face], 0).success


def test_even_double_ones_give_an_edge() -> None:
    r = read_result([1, 1, 5], 0)
    assert r.doubles and not r.success and r.fallout == "major"


def test_doubles_count_only_when_the_doubled_number_is_picked() -> None:
    assert read_result([6, 3, 3], 1).doubles
    assert not read_result([6, 3, 3], 0).doubles


def test_fallout_dice() -> None:
    assert [fallout_dice(x) for x in ("none", "minor", "major")] == [0, 1, 2]  # type: ignore[arg-type]
