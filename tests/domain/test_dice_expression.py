"""Free-form dice expressions: parsing, the canonical text, rolling every operator with scripted faces, the
bounds, the old event shape read as the new one, and the campaign.roll command in every ruleset."""

from __future__ import annotations

from datetime import UTC, datetime

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.campaign import Actor, CloseTable, Context, CreateCampaign, DiceRolled, OpenTable, Roll
from domain.dice import PhysicalDice, ScriptedDice
from domain.dice_expression import MAX_DEPTH, MAX_DICE, MAX_LENGTH, canonical, parse, roll
from domain.dice_tree import RolledNode, describe, faces, upcast_rolled_v1
from domain.errors import InvalidCommand, NotFound
from domain.fairness import check_table
from domain.narration import Names
from domain.roll_proofs import CommittedDice
from domain.rulesets import RULESETS
from tests.domain.dice_expressions import expressions


def rolled(text: str, *faces_: int) -> tuple[RolledNode, int, list[tuple[int, ...]]]:
    dice = ScriptedDice(faces_)
    rolls, tree, total = roll(parse(text), dice, text)
    assert dice.remaining == [], "every scripted face is used"
    return tree, total, [r.faces for r in rolls]


@given(expressions())
def test_the_canonical_text_parses_back_to_the_same_expression(text: str) -> None:
    expression = parse(text)
    assert parse(canonical(expression)) == expression
    assert canonical(parse(canonical(expression))) == canonical(expression)


@given(st.one_of(st.text(max_size=60), st.text(alphabet="0123456789dDkhlKHL+-*/%()<>=!,.[]ersmiaopf İ\n", max_size=60)))
def test_any_text_rolls_or_is_refused_with_a_position_inside_it(text: str) -> None:
    try:
        rolls, tree, total = roll(parse(text), ScriptedDice([1] * MAX_DICE), text)
    except InvalidCommand as refused:
        assert refused.code in (
            "dice_expression_malformed",
            "dice_expression_invalid",
            "unsupported_die",
            "too_many_dice",
        )
        assert 0 <= refused.data["position"] <= len(text)
        return
    assert isinstance(total, int) and sum(len(r.faces) for r in rolls) == len(faces(tree)) <= MAX_DICE


@pytest.mark.parametrize(
    ("text", "total", "rolls", "shown"),
    [
        ("4d6kh3 + 2", 15, [(1, 6, 5, 2)], "4d6kh3 (1 dropped, 6, 5, 2) + 2"),
        ("2d20kl1", 3, [(3, 17)], "2d20kl1 (3, 17 dropped)"),
        ("4d6p1", 11, [(1, 6, 5, 1)], "4d6p1 (1 dropped, 6, 5, 1 dropped)"),
        ("4d6k<3", 3, [(1, 6, 2, 4)], "4d6k<3 (1, 6 dropped, 2, 4 dropped)"),
        ("1d10rr1", 7, [(1,), (1,), (7,)], "1d10rr1 (1 rerolled 1 rerolled 7)"),
        ("3d6ro<3", 10, [(2, 5, 1), (4, 1)], "3d6ro<3 (2 rerolled 4, 5, 1 rerolled 1)"),
        ("3d6e6", 24, [(6, 2, 6), (6, 1), (3,)], "3d6e6 (6!, 2, 6!, 6!, 1, 3)"),
        ("2d6ra6", 18, [(6, 6), (6,)], "2d6ra6 (6!, 6, 6)"),
        ("4d4mi2ma3", 10, [(1, 2, 3, 4)], "4d4mi2ma3 (1 as 2, 2, 3, 4 as 3)"),
        ("4d6k1k2", 3, [(1, 2, 3, 4)], "4d6k1k2 (1, 2, 3 dropped, 4 dropped)"),
        ("(1d4, 2d6, 3)kh1", 9, [(2,), (4, 5)], "(1d4 (2) dropped, 2d6 (4, 5), 3 dropped)kh1"),
        ("(4d6)p1", 10, [(1, 6, 4, 1)], "(4d6 (1 dropped, 6, 4, 1 dropped))p1"),
        ("2d8[fire] + 3", 12, [(4, 5)], "2d8 (4, 5) [fire] + 3"),
        ("1d20 + 5 >= 15", 1, [(10,)], "1d20 (10) + 5 >= 15"),
        ("1d20 < 5 == 0", 1, [(10,)], "1d20 (10) < 5 == 0"),
        ("-1d4 * (2 + 1)", -9, [(3,)], "-1d4 (3) * (2 + 1)"),
        ("7 / 2 + 1d4 // 2 - 5 % 3", 2, [(3,)], "7 / 2 + 1d4 (3) // 2 - 5 % 3"),
        ("5d10s>7", 2, [(8, 10, 7, 1, 3)], "5d10s>7 (8 success, 10 success, 7, 1, 3)"),
        ("5d10s>7f1", 1, [(8, 10, 7, 1, 3)], "5d10s>7f1 (8 success, 10 success, 7, 1 failure, 3)"),
        ("3d10e10s>7", 2, [(10, 2, 4), (8,)], "3d10e10s>7 (10! success, 2, 4, 8 success)"),
        ("6d6s5s6", 3, [(5, 6, 1, 2, 6, 4)], "6d6s5s6 (5 success, 6 success, 1, 2, 6 success, 4)"),
        ("0d6 + 2", 2, [], "0d6 () + 2"),
        ("()", 0, [], "()"),
        ("3d%kh1 + 5", 95, [(1, 10, 3)], "3d%kh1 (0 dropped, 90, 20 dropped) + 5"),
        ("2d%mi20", 60, [(1, 5)], "2d%mi20 (0 as 20, 40)"),
    ],
)
def test_each_operator_rolls_as_d20_does(text: str, total: int, rolls: list[tuple[int, ...]], shown: str) -> None:
    flat = [f for r in rolls for f in r]
    tree, got_total, got_rolls = rolled(text, *flat)
    assert (got_total, got_rolls, describe(tree)) == (total, rolls, shown)
    assert sorted((f.roll, f.face) for f in faces(tree)) == sorted((i, f) for i, r in enumerate(rolls) for f in r)


def test_every_face_of_a_roll_sits_in_the_tree_in_the_order_the_roll_drew_it() -> None:
    tree, _, rolls = rolled("4d6e6rr1 + (2d4ro1, 1d8)kh1", 6, 1, 6, 2, 6, 3, 5, 1, 4, 2, 1, 3, 7)
    assert len(rolls) == 8
    for index, drawn in enumerate(rolls):
        assert tuple(f.face for f in faces(tree) if f.roll == index) == drawn


@pytest.mark.parametrize(
    ("text", "code", "position"),
    [
        ("", "dice_expression_malformed", 0),
        ("2d", "dice_expression_malformed", 2),
        ("2d6+", "dice_expression_malformed", 4),
        ("2d6 + 3x", "dice_expression_malformed", 7),
        ("4d6 kh3", "dice_expression_malformed", 4),
        ("4 d6", "dice_expression_malformed", 2),
        ("4d6kh", "dice_expression_malformed", 5),
        ("4d6kx1", "dice_expression_malformed", 4),
        ("(1, 2", "dice_expression_malformed", 5),
        ("1d6[fire", "dice_expression_malformed", 3),
        ("1d6+" * 51, "dice_expression_malformed", MAX_LENGTH),
        ("(" * (MAX_DEPTH + 1) + "1" + ")" * (MAX_DEPTH + 1), "dice_expression_malformed", MAX_DEPTH),
        ("-" * (MAX_DEPTH + 1) + "1", "dice_expression_malformed", MAX_DEPTH),
        ("2d1", "unsupported_die", 2),
        ("2d101", "unsupported_die", 2),
        ("2d6mih1", "dice_expression_invalid", 3),
    ],
)
def test_bad_expressions_are_refused_naming_the_position(text: str, code: str, position: int) -> None:
    with pytest.raises(InvalidCommand) as refused:
        parse(text)
    assert (refused.value.code, refused.value.data["position"]) == (code, position)
    assert refused.value.data["field"] == "expression"


def test_huge_numbers_are_refused_and_decimals_keep_their_written_form() -> None:
    big = "1" + "0" * 16
    for text, position in [(big, 0), (big + ".5", 0), (f"1d6mi{big}", 5), (f"2d{big}", 2), (f"4d6k{big}", 4)]:
        with pytest.raises(InvalidCommand) as refused:
            parse(text)
        assert (refused.value.code, refused.value.data["position"]) == ("dice_expression_invalid", position)
    assert canonical(parse("0.0000001 + .5 + 2.")) == "0.0000001+.5+2."


def test_division_by_zero_and_huge_values_are_refused_when_rolled() -> None:
    for text, position in [("1d6 / (1d6 - 1d6)", 4), ("1000000000 * 1000000000", 11)]:
        with pytest.raises(InvalidCommand) as refused:
            roll(parse(text), ScriptedDice([3, 3, 3]), text)
        assert (refused.value.code, refused.value.data["position"]) == ("dice_expression_invalid", position)


def test_an_expression_rolls_at_most_max_dice_explosions_and_rerolls_included() -> None:
    roll(parse(f"{MAX_DICE}d6"), ScriptedDice([3] * MAX_DICE))
    for text, scripted in [(f"{MAX_DICE + 1}d6", []), ("1d6e6", [6] * (MAX_DICE + 1)), ("1d6rr<7", [2] * MAX_DICE)]:
        with pytest.raises(InvalidCommand) as refused:
            roll(parse(text), ScriptedDice(scripted), text)
        assert refused.value.code == "too_many_dice" and refused.value.data["maximum"] == MAX_DICE


def test_physical_dice_are_asked_for_one_roll_at_a_time_as_explosions_and_rerolls_need_them() -> None:
    expression = parse("3d6e6 + 1d4rr1")
    entered: list[list[int]] = [[6, 2, 6]]
    asked = []
    answers = iter([[5, 6], [1], [1], [4]])
    while True:
        try:
            rolls, tree, total = roll(expression, PhysicalDice(entered))
            break
        except InvalidCommand as refused:
            assert refused.code == "physical_dice_missing" and refused.data["roll_index"] == len(entered)
            asked.append((refused.data["count"], refused.data["sides"], refused.data["why"]))
            entered.append(next(answers))
    assert asked == [(2, 6, "explode"), (1, 6, "explode"), (1, 4, "roll"), (1, 4, "reroll")]
    assert [list(r.faces) for r in rolls] == entered and total == 6 + 2 + 6 + 5 + 6 + 1 + 4
    assert describe(tree) == "3d6e6 (6!, 2, 6!, 5, 6!, 1) + 1d4rr1 (1 rerolled 4)"


def test_an_old_rolled_event_reads_as_the_tree_of_its_terms() -> None:
    old = {
        "table_id": "t",
        "roller_id": "m",
        "rolls": [
            {"sides": 6, "faces": [1, 6, 5, 2], "source": "server"},
            {"sides": 4, "faces": [3], "source": "server"},
        ],
        "expression": "-4d6kh3+2-1d4",
        "terms": [
            {"term": "4d6kh3", "sign": -1, "faces": [1, 6, 5, 2], "kept": [6, 5, 2], "dropped": [1], "value": -13},
            {"term": "2", "sign": 1, "value": 2},
            {"term": "1d4", "sign": -1, "faces": [3], "kept": [3], "value": -3},
        ],
        "total": -14,
    }
    event = msgspec.convert(upcast_rolled_v1(old), DiceRolled)
    assert describe(event.result) == "-4d6kh3 (1 dropped, 6, 5, 2) + 2 - 1d4 (3)"
    assert event.result.value == event.total == -14 and event.expression == "-4d6kh3+2-1d4"
    assert [(f.roll, f.face) for f in faces(event.result)] == [(0, 1), (0, 6), (0, 5), (0, 2), (1, 3)]


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
    assert game.describe(event, Names(state)) == "Ann rolls 2d6+1 for 'Perception': 2d6 (4, 3) + 1 = 8"
    assert game.decode("campaign.rolled", game.encode(event)) == event
    ctx.dice = ScriptedDice([1, 6, 5, 4, 2, 2])
    (kept,) = game.decide(state, Roll(table_id=table_id, expression="4D6e6kh3-d4", visibility="gm"), ctx)
    game.apply(state, kept, state.version + 1)
    shown = "4d6e6kh3 (1 dropped, 6!, 5, 4, 2 dropped) - 1d4 (2)"
    assert game.describe(kept, Names(state)) == f"Ann rolls 4d6e6kh3-1d4: {shown} = 13"
    assert state.hidden_rolls == {state.version: "gm"}
    with pytest.raises(NotFound):
        game.decide(state, Roll(table_id="nowhere", expression="1d20"), ctx)
    with pytest.raises(InvalidCommand):
        game.decide(state, Roll(table_id=table_id, expression="1d20+"), ctx)


def test_the_fairness_check_covers_every_die_of_the_tree_rerolls_and_explosions_included() -> None:
    game = RULESETS["scratch-rps"]
    seed = bytes(range(32))
    ctx = Context(actor=Actor(member_id="gm", role="gm"), dice=ScriptedDice([]), now=datetime(2026, 1, 1, tzinfo=UTC))
    log = game.decide(game.new_state(), CreateCampaign(name="C", ruleset="scratch-rps", gm_name="Ann"), ctx)
    ctx.fresh_seed = seed
    log += game.decide(game.fold(log), OpenTable(name="T", dice_mode="verifiable"), ctx)
    table_id = log[-1].table_id  # type: ignore[attr-defined]
    ctx.dice = CommittedDice(seed, table_id, 0, 0)
    (rolled,) = game.decide(game.fold(log), Roll(table_id=table_id, expression="12d6e6rr1 + 4d4ro<3"), ctx)
    assert isinstance(rolled, DiceRolled) and len(rolled.rolls) > 2
    ctx.secret_seed = seed
    closed = game.decide(game.fold([*log, rolled]), CloseTable(table_id=table_id), ctx)
    report = check_table(table_id, enumerate([*log, rolled, *closed]))
    assert report.ok and report.rolls_checked == len(rolled.rolls), report.problems

    first = faces(rolled.result)[0]  # a tree showing a face its roll did not give fails the check
    forged_face = msgspec.structs.replace(first, face=first.face % 6 + 1)
    forged = msgspec.json.decode(
        msgspec.json.encode(rolled).replace(msgspec.json.encode(first), msgspec.json.encode(forged_face), 1),
        type=DiceRolled,
    )
    report = check_table(table_id, enumerate([*log, forged, *closed]))
    assert not report.ok and report.problems == [
        f"version {len(log)}: the dice of its result are not the faces of its rolls"
    ]
