"""Rulings (domain/rulings.py): every ruleset's declared rulings are well formed and quote the book on each side,
the GM's `campaign.set_ruling` is checked against them, and Robots & Rapiers' deciders read the reading in force."""

from __future__ import annotations

import pytest

from domain.campaign import Actor, Context, CreateCampaign, SetRuling
from domain.dice import ScriptedDice
from domain.errors import DomainError
from domain.game import Game
from domain.rr.conflict.action_points import side_size_tn
from domain.rr.rulings import darkness_rounding, double_counts, surprise_action_points_per_die
from domain.rulesets import RULESETS
from tests.domain.test_campaign import NOW

GM = Actor("gm-1", "gm")


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_each_ruling_names_its_readings_and_quotes_the_book(name: str) -> None:
    rulings = RULESETS[name].ruleset.rulings
    assert len({r.name for r in rulings}) == len(rulings)
    for ruling in rulings:
        assert len(ruling.readings) >= 2 and len({x.name for x in ruling.readings}) == len(ruling.readings)
        assert all(x.rule and x.book and x.where for x in ruling.readings)


def _campaign(game: Game) -> tuple[Game, object]:
    state = game.new_state()
    ctx = Context(actor=GM, dice=ScriptedDice([]), now=NOW)
    game.fold(game.decide(state, CreateCampaign(name="Rules", ruleset=game.ruleset.name), ctx), state)
    return game, state


def _set(game: Game, state: object, ruling: str, reading: str) -> None:
    ctx = Context(actor=GM, dice=ScriptedDice([]), now=NOW)
    events = game.decide(state, SetRuling(ruling=ruling, reading=reading), ctx)  # type: ignore[arg-type]
    game.fold(events, state)  # type: ignore[arg-type]


@pytest.mark.skipif("robots-and-rapiers" not in RULESETS, reason="Robots & Rapiers is not registered")
def test_robots_and_rapiers_reads_its_rulings_from_the_state() -> None:
    game, state = _campaign(RULESETS["robots-and-rapiers"])
    assert (darkness_rounding(state), surprise_action_points_per_die(state), double_counts(state)) == (  # type: ignore[arg-type]
        "up",
        1,
        False,
    )
    for code, ruling, reading in (
        ("unknown_ruling", "moonlight", "round_down"),
        ("unknown_reading", "darkness_rounding", "round_sideways"),
        ("ruling_in_force", "darkness_rounding", "round_up"),
    ):
        with pytest.raises(DomainError) as refused:
            _set(game, state, ruling, reading)
        assert refused.value.code == code
    player = Actor("p-1", "player")
    with pytest.raises(DomainError) as forbidden:
        game.decide(
            state,
            SetRuling(ruling="darkness_rounding", reading="round_down"),
            Context(actor=player, dice=ScriptedDice([]), now=NOW),
        )  # type: ignore[arg-type]
    assert forbidden.value.code == "gm_only"

    _set(game, state, "darkness_rounding", "round_down")
    _set(game, state, "surprise_action_points", "two_per_die")
    _set(game, state, "base_action_point_odds", "double_or_more")
    assert (darkness_rounding(state), surprise_action_points_per_die(state), double_counts(state)) == (  # type: ignore[arg-type]
        "down",
        2,
        True,
    )


def test_exactly_double_numbers_by_each_reading() -> None:
    # the chapter's table (the default): more than 2x for TN 3, less than ½ for TN 7
    assert [side_size_tn(4, 2), side_size_tn(5, 2), side_size_tn(2, 4), side_size_tn(2, 5)] == [4, 3, 6, 7]
    # the summary's "2x or more" / "1/2 or fewer"
    assert [side_size_tn(4, 2, True), side_size_tn(3, 2, True), side_size_tn(2, 4, True)] == [3, 4, 7]
