"""Free-form dice expressions: parsing within bounds, the canonical text, rolling, and the campaign.roll command."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.campaign import Actor, Context, CreateCampaign, DiceRolled, OpenTable, Roll
from domain.dice import MAX_POOL, MAX_SIDES, ScriptedDice
from domain.dice_expression import (
    MAX_CONSTANT,
    MAX_LENGTH,
    MAX_TERMS,
    Constant,
    DiceTerm,
    Term,
    canonical,
    parse,
    roll,
)
from domain.errors import Malformed, NotFound
from domain.narration import Names
from domain.rulesets import RULESETS

signs = st.sampled_from([1, -1])


@st.composite
def dice_terms(draw: st.DrawFn) -> DiceTerm:
    count = draw(st.integers(1, MAX_POOL))
    keep = draw(st.sampled_from([None, "kh", "kl"]))
    return DiceTerm(
        sign=draw(signs),
        count=count,
        sides=draw(st.integers(2, MAX_SIDES)),
        keep=keep,
        keep_count=draw(st.integers(1, count)) if keep else None,
    )


constants = st.builds(Constant, sign=signs, value=st.integers(0, MAX_CONSTANT))


@st.composite
def expressions(draw: st.DrawFn) -> list[Term]:
    terms: list[Term] = draw(st.lists(st.one_of(dice_terms(), constants), min_size=0, max_size=MAX_TERMS - 1))
    terms.insert(draw(st.integers(0, len(terms))), draw(dice_terms()))
    return terms


@given(expressions())
def test_the_canonical_text_parses_back_to_the_same_terms(terms: list[Term]) -> None:
    text = canonical(terms)
    if len(text) <= MAX_LENGTH:
        assert parse(text) == terms
        assert canonical(parse(text)) == text


@given(expressions(), st.data())
def test_spacing_case_and_a_leading_plus_do_not_change_the_terms(terms: list[Term], data: st.DataObject) -> None:
    text = canonical(terms)
    spaced = text.replace("+", " + ").replace("-", " - ").replace("d", " d ")
    if data.draw(st.booleans()):
        spaced = spaced.upper()
    if terms[0].sign > 0:
        spaced = "+" + spaced
    if len(spaced) <= MAX_LENGTH:
        assert parse(spaced) == terms


@given(st.text(alphabet="0123456789dDkhl+- x()*", max_size=MAX_LENGTH + 5))
def test_any_text_parses_or_is_refused_naming_a_position_inside_it(text: str) -> None:
    try:
        terms = parse(text)
    except Malformed as refused:
        assert refused.code == "dice_expression_malformed"
        assert refused.data["field"] == "expression"
        assert 0 <= refused.data["position"] <= len(text)
        return
    assert 1 <= len(terms) <= MAX_TERMS
    for term in terms:
        if isinstance(term, DiceTerm):
            assert 1 <= term.count <= MAX_POOL and 2 <= term.sides <= MAX_SIDES
            assert term.keep_count is None or 1 <= term.keep_count <= term.count
        else:
            assert 0 <= term.value <= MAX_CONSTANT


@pytest.mark.parametrize(
    ("text", "position"),
    [
        ("", 0),
        ("2d", 2),
        ("2d6+", 4),
        ("2d1", 2),
        (f"2d{MAX_SIDES + 1}", 2),
        (f"{MAX_POOL + 1}d6", 0),
        ("0d6", 0),
        ("3d6kh4", 5),
        ("3d6kx1", 3),
        ("2d6 * 2", 4),
        ("1+2", 0),
        (f"1d6+{MAX_CONSTANT + 1}", 4),
        ("+".join(["1d6"] * (MAX_TERMS + 1)), 40),
        ("1d6+" * 30, MAX_LENGTH),
    ],
)
def test_malformed_expressions_name_where_reading_stopped(text: str, position: int) -> None:
    with pytest.raises(Malformed) as refused:
        parse(text)
    assert refused.value.data["position"] == position


@given(dice_terms(), st.data())
def test_a_term_keeps_its_highest_or_lowest_faces_and_drops_the_rest(term: DiceTerm, data: st.DataObject) -> None:
    faces = data.draw(st.lists(st.integers(1, term.sides), min_size=term.count, max_size=term.count))
    rolls, (rolled,), total = roll([term], ScriptedDice(faces))
    assert rolls[0].faces == rolled.faces == tuple(faces)
    assert sorted(rolled.kept + rolled.dropped) == sorted(faces)
    ordered = sorted(faces, reverse=term.keep != "kl")
    assert sorted(rolled.kept) == sorted(ordered[: term.keep_count or term.count])
    assert total == rolled.value == term.sign * sum(rolled.kept)


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_campaign_roll_works_in_every_ruleset_and_narrates_each_face(ruleset: str) -> None:
    game = RULESETS[ruleset]
    ctx = Context(actor=Actor(member_id="gm", role="gm"), dice=ScriptedDice([]), now=datetime(2026, 1, 1, tzinfo=UTC))
    log = game.decide(game.new_state(), CreateCampaign(name="C", ruleset=ruleset, gm_name="Ann"), ctx)
    log += game.decide(game.fold(log), OpenTable(name="T"), ctx)
    state = game.fold(log)
    table_id = log[-1].table_id  # type: ignore[attr-defined]
    ctx.dice = ScriptedDice([4, 3])
    (event,) = game.decide(state, Roll(table_id=table_id, expression="2d6 + 1", label="Perception"), ctx)
    assert isinstance(event, DiceRolled)
    assert (event.expression, event.total, event.rolls[0].faces) == ("2d6+1", 8, (4, 3))
    game.apply(state, event, state.version + 1)
    assert game.describe(event, Names(state)) == "Ann rolls 2d6+1 for 'Perception': 4, 3 + 1 = 8"
    ctx.dice = ScriptedDice([1, 6, 5, 4, 2])
    (kept,) = game.decide(state, Roll(table_id=table_id, expression="4d6kh3-d4", visibility="gm"), ctx)
    game.apply(state, kept, state.version + 1)
    assert game.describe(kept, Names(state)) == "Ann rolls 4d6kh3-1d4: 6, 5, 4 [dropped 1] - 2 = 13"
    assert state.hidden_rolls == {state.version: "gm"}
    with pytest.raises(NotFound):
        game.decide(state, Roll(table_id="nowhere", expression="1d20"), ctx)
    with pytest.raises(Malformed):
        game.decide(state, Roll(table_id=table_id, expression="1d20+"), ctx)
