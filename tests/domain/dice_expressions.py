"""Hypothesis strategies for free-form dice expressions in the grammar both Chronicle and d20 read (lower case,
no leading spaces, dice of 2..20 sides, small pools), shared by the expression tests."""

from __future__ import annotations

from hypothesis import strategies as st

SIDES = st.sampled_from([2, 3, 4, 6, 8, 10, 12, 20])
SPACE = st.sampled_from(["", "", " "])


@st.composite
def selectors(draw: st.DrawFn, sides: int) -> str:
    kind = draw(st.sampled_from(["", "h", "l", "<", ">"]))
    return kind + str(draw(st.integers(0, sides + 1)))


D20_OPS = ("k", "p", "rr", "ro", "ra", "e", "mi", "ma")
"""Every operator d20 has; `DRAWN_IN_ORDER` leaves out those after which d20 draws dice in the order of a
Python set (so its draws cannot be lined up with Chronicle's)."""
DRAWN_IN_ORDER = ("k", "p", "mi", "ma")


@st.composite
def dice(draw: st.DrawFn, success_counting: bool = False, operators: tuple[str, ...] = D20_OPS) -> str:
    percentile = draw(st.integers(0, 9)) == 0  # d20's d%: a d10 read as 0, 10, … 90
    sides = 100 if percentile else draw(SIDES)
    count = draw(st.integers(0, 6))
    text = ("" if count == 1 and draw(st.booleans()) else str(count)) + f"d{'%' if percentile else sides}"
    ops = list(operators) + (["s", "f"] if success_counting else [])
    for _ in range(draw(st.integers(0, 3))):
        op = draw(st.sampled_from(ops))
        text += op + (str(draw(st.integers(1, sides))) if op in ("mi", "ma") else draw(selectors(sides)))
    return text


def annotated(atom: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.tuples(atom, SPACE, st.sampled_from(["", "", "[fire]", "[a b]", "[x][y]"])).map(lambda t: "".join(t))


def expressions(
    success_counting: bool = False, max_leaves: int = 6, operators: tuple[str, ...] = D20_OPS
) -> st.SearchStrategy[str]:
    number = st.one_of(st.integers(0, 20).map(str), st.sampled_from(["1.5", "0.5", "2."]))
    leaf = annotated(st.one_of(dice(success_counting, operators), number))

    def extend(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
        binary = st.tuples(
            inner,
            SPACE,
            st.sampled_from(["+", "-", "*", "/", "//", "%", "<", ">", "==", ">=", "<=", "!="]),
            SPACE,
            inner,
        ).map(lambda t: "".join(t))
        unary = st.tuples(st.sampled_from(["-", "+"]), inner).map(lambda t: "".join(t))
        group_ops = st.lists(st.tuples(st.sampled_from(["k", "p"]), selectors(6)).map("".join), max_size=2).map("".join)
        group = st.tuples(st.just("("), inner, st.just(")"), group_ops).map(lambda t: "".join(t))
        a_set = st.tuples(
            st.lists(inner, max_size=3).map(
                lambda items: "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"
            ),
            group_ops,
        ).map(lambda t: "".join(t))
        return st.one_of(binary, unary, annotated(group), annotated(a_set))

    return st.recursive(leaf, extend, max_leaves=max_leaves).filter(lambda t: len(t) <= 200)
