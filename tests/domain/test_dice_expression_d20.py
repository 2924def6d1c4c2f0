"""Chronicle's dice expressions against Avrae's `d20` library, on the same expressions.

d20 draws each die with `random.randrange`; here it draws from the same faces as Chronicle: every die of
one size shows the face hypothesis chose for that size (all ones and all maximums give the bounds of the
total), or, for expressions without rerolls and explosions (after which d20 draws in a Python set's order),
any faces at all drawn one by one. Both engines must then agree on the total, on the structure
(dice rolled, dice kept, faces rerolled, faces exploded), on refusing (d20's `TooManyRolls` and
`RollValueError`, Chronicle's `too_many_dice` and `dice_expression_invalid`), and on which texts are
malformed and where.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any
from unittest.mock import patch

import d20
import d20.expression
import pytest
from hypothesis import assume, example, given, settings
from hypothesis import strategies as st

from domain.dice import DiceRoll
from domain.dice_expression import MAX_DEPTH, MAX_LENGTH, parse, roll
from domain.dice_tree import DiceNode, GroupNode, RolledNode, SetNode, UnaryNode
from domain.errors import InvalidCommand
from tests.domain.dice_expressions import DRAWN_IN_ORDER, SIDES, expressions

SIZES = (2, 3, 4, 6, 8, 10, 12, 20)


class FacePerSize:
    """A die of each size always shows one face: Chronicle's dice source, and d20's `random` stand-in."""

    def __init__(self, faces: Mapping[int, int]) -> None:
        self.faces = faces

    def roll(self, count: int, sides: int) -> DiceRoll:
        return DiceRoll(sides=sides, faces=(self.faces[sides],) * count, source="scripted")

    def randrange(self, *bounds: int) -> int:
        """d20 asks `randrange(size)` for a die, `randrange(0, 100, 10)` for its tens die `d%` (our d10)."""
        return (self.faces[10] - 1) * 10 if len(bounds) == 3 else self.faces[bounds[0]] - 1


@contextmanager
def d20_rolling(faces: FacePerSize | Drawn) -> Iterator[d20.Roller]:
    with patch.object(d20.expression, "random", faces):
        yield d20.Roller()


def face_per_size() -> st.SearchStrategy[FacePerSize]:
    return st.fixed_dictionaries({s: st.integers(1, s) for s in SIZES}).map(FacePerSize)


def d20_shape(node: Any) -> tuple[int, int, int, int]:
    """(dice, kept dice, rerolled faces, exploded faces) in d20's rolled expression."""
    if isinstance(node, d20.Dice):
        dice = node.values
        return (
            len(dice),
            sum(1 for d in dice if d.kept),
            sum(1 for d in dice for v in d.values if not v.kept),
            sum(1 for d in dice for v in d.values if v.exploded),
        )
    return _add(d20_shape(child) for child in node.children)


def shape(node: RolledNode) -> tuple[int, int, int, int]:
    """The same counts in Chronicle's rolled tree."""
    if isinstance(node, DiceNode):
        return (
            len(node.dice),
            sum(1 for d in node.dice if d.kept),
            sum(1 for d in node.dice for f in d.faces if f.rerolled),
            sum(1 for d in node.dice for f in d.faces if f.exploded),
        )
    if isinstance(node, SetNode):
        return _add(shape(i) for i in node.items)
    if isinstance(node, GroupNode):
        return shape(node.inner)
    if isinstance(node, UnaryNode):
        return shape(node.operand)
    if hasattr(node, "left"):
        return _add([shape(node.left), shape(node.right)])
    return (0, 0, 0, 0)


def _add(parts: Any) -> tuple[int, int, int, int]:
    out = [0, 0, 0, 0]
    for part in parts:
        out = [a + b for a, b in zip(out, part, strict=True)]
    return (out[0], out[1], out[2], out[3])


def both(text: str, faces: FacePerSize) -> tuple[Any, Any]:
    """Each engine's outcome: (total, shape), or the kind of refusal."""
    try:
        rolls, tree, total = roll(parse(text), faces, text)
        ours: Any = (total, shape(tree), sum(len(r.faces) for r in rolls))
    except InvalidCommand as refused:
        ours = {"too_many_dice": "too many", "dice_expression_invalid": "bad value"}[refused.code]
    with d20_rolling(faces) as roller:
        try:
            result = roller.roll(text)
            theirs: Any = (result.total, d20_shape(result.expr), roller.context.rolls)
        except d20.TooManyRolls:
            theirs = "too many"
        except d20.RollValueError:
            theirs = "bad value"
    return ours, theirs


@settings(max_examples=300, deadline=None)
@given(expressions(), face_per_size())
@example("4d6kh3+2", FacePerSize(dict.fromkeys(SIZES, 1)))
@example("1d20e20", FacePerSize({s: s for s in SIZES}))
@example("(1d4, 2d6, 3)kh1 >= 4 * -2", FacePerSize({s: s // 2 for s in SIZES}))
@example("()/0d%+1d2rr>0", FacePerSize(dict.fromkeys(SIZES, 1)))  # too many rolls is found before ÷0, as in d20
@example("3d%kh1e90", FacePerSize({s: s for s in SIZES}))
def test_totals_structure_and_refusals_match_d20(text: str, faces: FacePerSize) -> None:
    ours, theirs = both(text, faces)
    assert ours == theirs, text


class Drawn:
    """Faces drawn in order from one list of numbers, for both engines (a die of size s shows n % s + 1)."""

    def __init__(self, numbers: list[int]) -> None:
        self.numbers = numbers

    def next(self, size: int) -> int:
        return self.numbers.pop(0) % size if self.numbers else 0

    def roll(self, count: int, sides: int) -> DiceRoll:
        return DiceRoll(sides=sides, faces=tuple(self.next(sides) + 1 for _ in range(count)), source="scripted")

    def randrange(self, *bounds: int) -> int:
        return self.next(10) * 10 if len(bounds) == 3 else self.next(bounds[0])


@settings(max_examples=300, deadline=None)
@given(expressions(operators=DRAWN_IN_ORDER, max_leaves=8), st.lists(st.integers(0, 2**16), max_size=60))
def test_dice_drawn_one_by_one_give_d20s_total_and_structure(text: str, numbers: list[int]) -> None:
    """Without rerolls and explosions both engines draw every die left to right, so any faces at all can be
    lined up: keeping and dropping by every selector (ties included), minimums and maximums, sets, groups and
    arithmetic must then agree die for die."""
    try:
        rolls, tree, total = roll(parse(text), Drawn(list(numbers)), text)
        ours: Any = (total, shape(tree), sum(len(r.faces) for r in rolls))
    except InvalidCommand as refused:
        ours = refused.code
    with d20_rolling(Drawn(list(numbers))) as roller:
        try:
            result = roller.roll(text)
            theirs: Any = (result.total, d20_shape(result.expr), roller.context.rolls)
        except d20.RollValueError:
            theirs = "dice_expression_invalid"
    assert ours == theirs, text


@settings(max_examples=150, deadline=None)
@given(expressions())
def test_the_lowest_and_highest_totals_match_d20(text: str) -> None:
    for faces in (FacePerSize(dict.fromkeys(SIZES, 1)), FacePerSize({s: s for s in SIZES})):
        ours, theirs = both(text, faces)
        assert ours == theirs, text


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_a_random_roll_stays_within_the_bounds_d20_gives(data: st.DataObject) -> None:
    """Dice drawn at random per die (not one face per size) land between the all-ones and all-maximums totals
    d20 gives, for expressions whose total grows with every face (sums of plain and kept dice)."""
    sides = data.draw(SIDES)
    count = data.draw(st.integers(1, 6))
    keep = data.draw(st.sampled_from(["", f"kh{count // 2 + 1}", f"kl{count // 2 + 1}", "mi2", "ma3", "ro1"]))
    text = f"{count}d{sides}{keep}+{data.draw(st.integers(0, 9))}"
    low, _ = both(text, FacePerSize(dict.fromkeys(SIZES, 1)))
    high, _ = both(text, FacePerSize({s: s for s in SIZES}))
    faces = data.draw(st.lists(st.integers(1, sides), min_size=2 * count, max_size=2 * count))

    class Drawn:
        def roll(self, n: int, s: int) -> DiceRoll:
            out = tuple(faces[:n])
            del faces[:n]
            return DiceRoll(sides=s, faces=out, source="scripted")

    _, _, total = roll(parse(text), Drawn(), text)
    with d20_rolling(FacePerSize(dict.fromkeys(SIZES, 1))) as roller:
        assert roller.roll(text).total == low[0]
    assert low[0] <= total <= high[0]


def d20_refusal(text: str) -> int | None:
    """d20's verdict on the text: None when it parses, else the 0-based position of its syntax error (the
    text's length when the text ended too soon: d20 then names its last token's column instead)."""
    try:
        d20.Roller().parse(text)
    except d20.RollSyntaxError as refused:
        return len(text) if getattr(refused.got, "type", None) == "$END" else int(refused.col) - 1
    return None


def our_refusal(text: str) -> int | None:
    try:
        parse(text)
    except InvalidCommand as refused:
        if refused.code == "dice_expression_malformed":
            return int(refused.data["position"])
    return None


ALPHABET = "0123456789d+-*/%()<>=!,.khlrpoaemi[] "


@settings(max_examples=600, deadline=None)
@given(st.one_of(st.text(alphabet=ALPHABET, max_size=14), expressions().map(lambda t: t[:-1]), expressions()))
@example("2d6 + 3x")
@example("1d6 kh3")
@example("4 d6")
@example("(1, 2")
@example("1d20 >")
def test_the_same_texts_are_malformed_and_refused_at_the_same_position(text: str) -> None:
    assume(not text.startswith(" ") and len(text) <= MAX_LENGTH)
    assume(text.count("(") + text.count("-") + text.count("+") <= MAX_DEPTH)
    theirs, ours = d20_refusal(text), our_refusal(text)
    assert ours == theirs, (text, theirs, ours)


@pytest.mark.parametrize("text", ["1D6", " 1d6", "4d6s>3", "4d6f1"])
def test_where_chronicle_reads_what_d20_refuses(text: str) -> None:
    """The differences docs/dice.md lists: upper case, leading spaces and the success operators `s`/`f` are read
    (d20 refuses them as syntax errors)."""
    assert our_refusal(text) is None and d20_refusal(text) is not None
