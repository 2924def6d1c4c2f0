"""Appendix tables: every d6/d66 reading the rulebook prints, and how random picks keep their rolls."""

from __future__ import annotations

import pytest

from domain.dice import DiceRoll, ScriptedDice
from domain.errors import RuleViolation
from domain.rotatebird import symbols as s


@pytest.mark.parametrize(
    ("table", "value", "symbol"),
    [
        ("A", 11, "anchor"),
        ("A", 16, "bird"),
        ("A", 52, "earth-planet"),
        ("A", 66, "gear"),
        ("B", 11, "giftwrapped-box"),
        ("B", 15, "halloween-ghost"),
        ("B", 41, "knights-shield"),
        ("B", 64, "pair-of-six-sided-dice"),
        ("B", 66, "paper-plane"),
        ("C", 11, "parchment-scroll"),
        ("C", 56, "t-shirt"),
        ("C", 66, "wrench"),
    ],
)
def test_being_tables_read_d66_rows_as_printed(table: str, value: int, symbol: str) -> None:
    assert s.BEING_TABLES[table][s.d66_index(value)] == symbol


@pytest.mark.parametrize(("face", "table"), [(1, "A"), (2, "A"), (3, "B"), (4, "B"), (5, "C"), (6, "C")])
def test_d6_picks_the_being_table(face: int, table: str) -> None:
    assert s.being_table_for(face) == table


@pytest.mark.parametrize(
    ("value", "symbol"),
    [
        (11, "circle-with-a-diagonal-slash-through-it"),
        (23, "ellipsis-three-dots-in-a-horizontal-row"),
        (42, "plus-minus-sign"),
        (66, "upward-pointing-arrow"),
    ],
)
def test_doing_table(value: int, symbol: str) -> None:
    assert s.DOING_TABLE[s.d66_index(value)] == symbol


def test_generic_fallout_table_in_printed_order() -> None:
    assert s.FALLOUT_TABLE == (
        "broken-heart",
        "explosion",
        "human-figure-falling",
        "skull-and-crossbones",
        "stopwatch",
        "triangular-sign-with-exclamation-point",
    )


@pytest.mark.parametrize(
    ("value", "factors"),
    [
        (11, ("book-with-skull-and-crossbones-on-cover", "cloud-with-lightning-bolt", "dragon-in-profile")),
        (16, ("book-with-skull-and-crossbones-on-cover", "dragon-in-profile", "frowning-face")),
        (34, ("cloud-with-lightning-bolt", "dragon-in-profile", "frowning-face")),
        (
            51,
            ("cloud-with-lightning-bolt", "signpost-with-signs-pointing-left-and-right", "tower-with-crenelated-roof"),
        ),
        (65, ("ring-jewelry", "signpost-with-signs-pointing-left-and-right", "tower-with-crenelated-roof")),
    ],
)
def test_random_factors_rows(value: int, factors: tuple[str, str, str]) -> None:
    assert s.factors_for(value) == factors


def test_random_factors_66_rerolls() -> None:
    assert s.factors_for(66) is None
    rolls: list[DiceRoll] = []
    factors, record = s.roll_factors(ScriptedDice([6, 6, 1, 1]), rolls)
    assert factors == s.factors_for(11)
    assert [r.faces for r in rolls] == [(6, 6), (1, 1)]
    assert [r.discarded for r in record] == [True, False]


@pytest.mark.parametrize(
    ("value", "theme"),
    [
        (11, "alternate form or shapeshifting"),
        (12, "alternate form or shapeshifting"),
        (13, "cartoon physics"),
        (26, "drugs, potions, or other temporary “buffs”"),
        (44, "mutations or super powers"),
        (65, "weapons, gadgets, or magic items"),
        (66, "weapons, gadgets, or magic items"),
    ],
)
def test_doing_trait_themes_cover_two_results_each(value: int, theme: str) -> None:
    assert s.theme_for(value) == theme


def test_a_random_being_symbol_keeps_both_rolls() -> None:
    rolls: list[DiceRoll] = []
    symbol, record = s.roll_being(ScriptedDice([4, 3, 2]), rolls)  # table B, d66 32
    assert symbol == "human-hand"
    assert [r.faces for r in rolls] == [(4,), (3, 2)]
    assert record[0].table == "being-B" and record[0].value == 32


def test_duplicates_are_rerolled_and_recorded() -> None:
    rolls: list[DiceRoll] = []
    symbol, record = s.roll_distinct(s.roll_being, ScriptedDice([1, 1, 1, 1, 1, 2]), rolls, {"anchor"})
    assert symbol == "apple"
    assert [(r.result, r.discarded) for r in record] == [("anchor", True), ("apple", False)]
    assert len(rolls) == 4


def test_dice_that_never_stop_repeating_are_refused() -> None:
    with pytest.raises(RuleViolation) as err:
        s.roll_distinct(s.roll_doing, ScriptedDice([1, 1] * (s.MAX_REROLLS + 1)), [], {s.DOING_TABLE[0]})
    assert err.value.code == "too_many_rerolls"


def test_descriptions_cover_every_slug() -> None:
    assert s.DESCRIPTIONS["earth-planet"] == "Earth (planet)"
    assert len(s.BEING_SYMBOLS) == 108 and len(s.DOING_SYMBOLS) == 36
