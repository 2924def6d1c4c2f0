"""Free-form dice expressions in the grammar of Avrae's `d20` library, plus success counting for dice pools.

    4d6kh3            roll 4d6, keep the highest 3          1d20+5 >= 15    1 when true, else 0
    8d6e6             explode sixes                          2d20kl1         disadvantage
    1d10rr1           reroll ones until none                 3d6ro<3         reroll below 3 once
    1d6ra6            one extra die for the first six        4d4mi2ma3       faces raised to 2 / lowered to 3
    (1d4, 2d6, 3)kh1  a set, keep its highest item           (4d6)p1         drop the lowest die
    2d8[fire] + 3     an annotation                          7d10e10s>7f1    successes (8+), minus ones

Grammar (after d20's `grammar.lark`; precedence from loosest to tightest):

    expression := comparison
    comparison := sum (("==" | "!=" | ">=" | "<=" | ">" | "<") sum)*
    sum        := product (("+" | "-") product)*
    product    := unary (("*" | "//" | "/" | "%") unary)*
    unary      := ("+" | "-") unary | atom annotation*
    atom       := dice | set | number
    dice       := [integer] "d" (integer | "%") (dice_op selector)*
    set        := "(" [expression ("," expression)* [","]] ")" (("k" | "p") selector)*
    selector   := ["h" | "l" | "<" | ">"] integer
    dice_op    := "k" | "p" | "rr" | "ro" | "ra" | "e" | "mi" | "ma" | "s" | "f"
    annotation := "[" any text but "]" "]"

`(x)` with one item and no comma is a group (its value is `x`'s; `k`/`p` after it act on what `x` is made
of, so `(4d6)kh3` is `4d6kh3`); with a comma or several items it is a set whose value is the sum of its
kept items. Consecutive uses of one operator merge (`k1k2` keeps ones and twos). `s` (successes) and `f`
(failures) are Chronicle's: a dice term with either is worth the number of its kept dice matching an `s`
selector minus those matching an `f` selector. Spaces go between tokens (after an operator, a complete
term, `(` and `,`), never inside a term, as in d20; unlike d20, letters may be upper case and leading spaces
are allowed.

The rolling mirrors d20's evaluation (`d20.expression.SetOperator`): `rr` rerolls every selected die, then
selects again among all the term's dice until none is selected; `ro` rerolls once; `e` rolls one more die per
selected die, then selects among the new dice until none is selected; `ra` explodes the first selected die
once; `mi`/`ma` take a bare number; `d%` is d20's tens die, rolled as a d10 whose face f counts (f - 1) × 10.
Each pass is one roll of the table's dice source, so a verifiable table commits to, and a physical table
enters, every reroll and explosion. As in d20, values are checked once every die is rolled.

Bounds: at most `MAX_LENGTH` characters and `MAX_DEPTH` nested parentheses or signs; dice of 2..`MAX_SIDES`
sides; at most `MAX_DICE` dice rolled by one expression, explosions and rerolls included
(`too_many_dice`); values within ±`MAX_VALUE`. A syntax error is `dice_expression_malformed` naming the
0-based `position` in the text as given; a value the operators cannot take is `dice_expression_invalid`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Protocol, TypeVar

from domain.dice import MAX_POOL, MAX_SIDES, DiceRoll, DiceSource
from domain.dice_tree import (
    BinaryNode,
    DiceNode,
    Die,
    Face,
    GroupNode,
    NumberNode,
    RolledNode,
    SetNode,
    UnaryNode,
    Value,
)
from domain.errors import InvalidCommand

MAX_LENGTH = 200
MAX_DEPTH = 20
MAX_DICE = 200
MAX_VALUE = 10**15

COMPARISONS = ("==", "!=", ">=", "<=", ">", "<")
DICE_OPS = ("rr", "ro", "ra", "mi", "ma", "e", "k", "p", "s", "f")
"""Longest first, so `rr` is read before `r` could be tried."""
SET_OPS = ("k", "p")
IMMEDIATE = frozenset({"mi", "ma"})
"""Operators applied one at a time even when repeated (d20's `SetOperator.IMMEDIATE`)."""


# --- the parsed expression --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Selector:
    """Which items an operator acts on: the `h`ighest/`l`owest n, those `<`/`>` n, or those equal to n."""

    kind: str | None
    number: int

    def text(self) -> str:
        return f"{self.kind or ''}{self.number}"


@dataclass(frozen=True, slots=True)
class Operator:
    op: str
    selectors: tuple[Selector, ...]
    position: int = field(compare=False)

    def text(self) -> str:
        return "".join(f"{self.op}{s.text()}" for s in self.selectors)


@dataclass(frozen=True, slots=True)
class Number:
    value: Value
    annotation: str | None = None
    written: str = field(default="", compare=False)
    """A decimal as written (`1.50`, `.5`), so the canonical text never becomes `1e-07`."""

    def text(self) -> str:
        return f"{self.written or self.value}{self.annotation or ''}"


@dataclass(frozen=True, slots=True)
class Dice:
    """`count` dice of `sides` sides; `percentile` is d20's `d%`: a d10 read as 0, 10, … 90."""

    count: int
    sides: int
    ops: tuple[Operator, ...]
    position: int = field(compare=False)
    annotation: str | None = None
    percentile: bool = False

    def text(self) -> str:
        size = "%" if self.percentile else str(self.sides)
        return f"{self.count}d{size}{_ops_text(self.ops)}{self.annotation or ''}"


@dataclass(frozen=True, slots=True)
class NumberSet:
    items: tuple[Node, ...]
    ops: tuple[Operator, ...]
    annotation: str | None = None

    def text(self) -> str:
        inner = ",".join(i.text() for i in self.items) + ("," if len(self.items) == 1 else "")
        return f"({inner}){_ops_text(self.ops)}{self.annotation or ''}"


@dataclass(frozen=True, slots=True)
class Group:
    inner: Node
    ops: tuple[Operator, ...]
    annotation: str | None = None

    def text(self) -> str:
        return f"({self.inner.text()}){_ops_text(self.ops)}{self.annotation or ''}"


@dataclass(frozen=True, slots=True)
class Unary:
    op: str
    operand: Node

    def text(self) -> str:
        return f"{self.op}{self.operand.text()}"


@dataclass(frozen=True, slots=True)
class Binary:
    op: str
    left: Node
    right: Node
    position: int = field(compare=False)

    def text(self) -> str:
        return f"{self.left.text()}{self.op}{self.right.text()}"


Atom = Number | Dice | NumberSet | Group
Node = Atom | Unary | Binary


def _ops_text(ops: tuple[Operator, ...]) -> str:
    return "".join(o.text() for o in ops)


def canonical(node: Node) -> str:
    """The expression's canonical text: no spaces, lower case, every dice count written (`d20` → `1d20`);
    parsing it gives the same expression back."""
    return node.text()


# --- parsing ---------------------------------------------------------------------------------------


def malformed(text: str, position: int, reason: str) -> InvalidCommand:
    return InvalidCommand(
        "dice_expression_malformed",
        f"dice expression: {reason} at position {position}",
        field="expression",
        position=position,
        reason=reason,
        expression=text,
    )


def invalid(text: str, position: int, reason: str) -> InvalidCommand:
    return InvalidCommand(
        "dice_expression_invalid",
        f"dice expression: {reason} (at position {position})",
        field="expression",
        position=position,
        reason=reason,
        expression=text,
    )


_SPACE = " \t\f\r\n"
_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
_DIGITS = "0123456789"


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.lower = text.translate(_LOWER)  # ASCII only: the positions stay those of `text`
        self.pos = 0
        self.depth = 0
        self.problems: list[InvalidCommand] = []
        """Values out of bounds, raised once the whole text has been read (a syntax error comes first, as in
        d20, which reads the whole expression before rolling it)."""

    # low level

    def at(self, token: str) -> bool:
        return self.lower.startswith(token, self.pos)

    def char(self) -> str:
        return self.lower[self.pos] if self.pos < len(self.text) else ""

    def spaces(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos] in _SPACE:
            self.pos += 1

    def fail(self, expected: str) -> InvalidCommand:
        if self.pos >= len(self.text):
            return malformed(self.text, self.pos, f"expected {expected}, the expression ended")
        return malformed(self.text, self.pos, f"expected {expected}, not {self.text[self.pos]!r}")

    def integer(self, what: str) -> int:
        start = self.pos
        while self.char() and self.char() in _DIGITS:
            self.pos += 1
        if start == self.pos:
            raise self.fail(what)
        value = int(self.text[start : self.pos])
        if value > MAX_VALUE:
            self.problems.append(invalid(self.text, start, f"a number beyond {MAX_VALUE}"))
        return value

    def nest(self) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise malformed(self.text, self.pos, f"at most {MAX_DEPTH} nested parentheses or signs")

    # grammar

    def expression(self) -> Node:
        left = self.sum()
        while (op := next((c for c in COMPARISONS if self.at(c)), None)) is not None:
            at = self.pos
            self.pos += len(op)
            self.spaces()
            left = Binary(op, left, self.sum(), at)
        return left

    def sum(self) -> Node:
        left = self.product()
        while (op := self.char()) in ("+", "-"):
            at = self.pos
            self.pos += 1
            self.spaces()
            left = Binary(op, left, self.product(), at)
        return left

    def product(self) -> Node:
        left = self.unary()
        while (op := next((c for c in ("*", "//", "/", "%") if self.at(c)), None)) is not None:
            at = self.pos
            self.pos += len(op)
            self.spaces()
            left = Binary(op, left, self.unary(), at)
        return left

    def unary(self) -> Node:
        op = self.char()
        if op in ("+", "-"):
            self.nest()
            self.pos += 1
            self.spaces()
            node: Node = Unary(op, self.unary())
            self.depth -= 1
            return node
        atom = self.atom()
        self.spaces()
        annotations = []
        while self.char() == "[":
            end = self.text.find("]", self.pos)
            newline = self.text.find("\n", self.pos)
            if end < 0 or 0 <= newline < end:
                raise malformed(self.text, self.pos, "an annotation `[` without its `]`")
            annotations.append(self.text[self.pos : end + 1])
            self.pos = end + 1
            self.spaces()
        return replace(atom, annotation="".join(annotations)) if annotations else atom

    def atom(self) -> Atom:
        c = self.char()
        if c == "(":
            return self.parenthesised()
        if c == "d":
            return self.dice(1, self.pos)
        if c and (c in _DIGITS or c == "."):
            start = self.pos
            whole = self.integer_or_none()
            if self.char() == ".":
                self.pos += 1
                fraction = self.integer_or_none()
                if whole is None and fraction is None:
                    self.pos = start
                    raise self.fail("a number, a die or `(`")
                written = self.text[start : self.pos]
                if abs(float(written)) > MAX_VALUE:
                    self.problems.append(invalid(self.text, start, f"a number beyond {MAX_VALUE}"))
                return Number(float(written), written=written)
            assert whole is not None
            if self.char() == "d":
                return self.dice(whole, start)
            if abs(whole) > MAX_VALUE:
                self.problems.append(invalid(self.text, start, f"a number beyond {MAX_VALUE}"))
            return Number(whole)
        raise self.fail("a number, a die or `(`")

    def integer_or_none(self) -> int | None:
        start = self.pos
        while self.char() and self.char() in _DIGITS:
            self.pos += 1
        return int(self.text[start : self.pos]) if self.pos > start else None

    def dice(self, count: int, start: int) -> Dice:
        self.pos += 1  # the "d"
        percentile = self.char() == "%"
        if percentile:
            self.pos += 1
            return Dice(count, 10, self.dice_operators(), start, percentile=True)
        sides_at = self.pos
        sides = self.integer("the number of sides")
        if not 2 <= sides <= MAX_SIDES:
            self.problems.append(
                InvalidCommand(
                    "unsupported_die",
                    f"a d{sides} is not a die Chronicle rolls (d2 to d{MAX_SIDES}) (at position {sides_at})",
                    field="expression",
                    position=sides_at,
                    sides=sides,
                    expression=self.text,
                )
            )
        return Dice(count, sides, self.dice_operators(), start)

    def dice_operators(self) -> tuple[Operator, ...]:
        ops = self.operators(DICE_OPS)
        for op in ops:
            if op.op in IMMEDIATE and op.selectors[-1].kind is not None:
                self.problems.append(
                    invalid(self.text, op.position, f"{op.op} takes a number, not {op.selectors[-1].text()}")
                )
        return ops

    def operators(self, allowed: tuple[str, ...]) -> tuple[Operator, ...]:
        ops: list[Operator] = []
        while (op := next((o for o in allowed if self.at(o)), None)) is not None:
            at = self.pos
            self.pos += len(op)
            kind = self.char() if self.char() in ("h", "l", "<", ">") else None
            if kind is not None:
                self.pos += 1
            selector = Selector(kind, self.integer("a number"))
            last = ops[-1] if ops else None
            if last is not None and last.op == op and op not in IMMEDIATE:
                ops[-1] = Operator(op, (*last.selectors, selector), last.position)
            else:
                ops.append(Operator(op, (selector,), at))
        return tuple(ops)

    def parenthesised(self) -> Group | NumberSet:
        self.nest()
        self.pos += 1  # the "("
        self.spaces()
        items: list[Node] = []
        comma = False
        while self.char() != ")":
            if items and not comma:
                raise self.fail("`,` or `)`")
            items.append(self.expression())
            comma = self.char() == ","
            if comma:
                self.pos += 1
                self.spaces()
        self.pos += 1  # the ")"
        self.depth -= 1
        if len(items) == 1 and not comma:
            return Group(items[0], self.operators(SET_OPS))
        return NumberSet(tuple(items), self.operators(SET_OPS))


def parse(text: str) -> Node:
    """The expression in `text`, or `dice_expression_malformed` naming the position of the first problem."""
    if len(text) > MAX_LENGTH:
        raise malformed(text, MAX_LENGTH, f"an expression has at most {MAX_LENGTH} characters")
    parser = _Parser(text)
    parser.spaces()
    node = parser.expression()
    if parser.pos < len(text):
        raise parser.fail("an operator or the end")
    if parser.problems:
        raise parser.problems[0]
    return node


# --- rolling ---------------------------------------------------------------------------------------


class _Face:
    __slots__ = ("exploded", "face", "rerolled", "roll", "set_to", "value")

    def __init__(self, face: int, roll: int, percentile: bool = False) -> None:
        self.face = face
        self.value = (face - 1) * 10 if percentile else face
        self.roll = roll
        self.rerolled = False
        self.exploded = False
        self.set_to: int | None = None


class _Die:
    __slots__ = ("faces", "failure", "from_explosion", "kept", "success")

    def __init__(self, face: _Face, from_explosion: bool = False) -> None:
        self.faces = [face]
        self.kept = True
        self.from_explosion = from_explosion
        self.success = False
        self.failure = False

    def number(self) -> Value:
        last = self.faces[-1]
        return last.value if last.set_to is None else last.set_to

    def total(self) -> Value:
        return self.number() if self.kept else 0


class _Node:
    """A node as it is being rolled; `members` are what set operators after it select among."""

    kept = True
    annotation: str | None = None

    def number(self) -> Value:
        raise NotImplementedError

    def total(self) -> Value:
        return self.number() if self.kept else 0

    def members(self) -> Sequence[_Member]:
        return [self]

    def frozen(self) -> RolledNode:
        raise NotImplementedError


class _Number(_Node):
    def __init__(self, value: Value) -> None:
        self.value = value

    def number(self) -> Value:
        return self.value

    def frozen(self) -> RolledNode:
        return NumberNode(value=self.value, kept=self.kept, annotation=self.annotation)


class _Dice(_Node):
    def __init__(self, term: Dice, dice: list[_Die]) -> None:
        self.term = term
        self.dice = dice
        self.counting = any(o.op in ("s", "f") for o in term.ops)

    def number(self) -> Value:
        kept = [d for d in self.dice if d.kept]
        if self.counting:
            return sum(1 for d in kept if d.success) - sum(1 for d in kept if d.failure)
        return sum(d.number() for d in kept)

    def members(self) -> list[_Die]:
        return self.dice

    def frozen(self) -> RolledNode:
        dice = tuple(
            Die(
                faces=tuple(
                    Face(face=f.face, roll=f.roll, rerolled=f.rerolled, exploded=f.exploded, set_to=f.set_to)
                    for f in d.faces
                ),
                kept=d.kept,
                from_explosion=d.from_explosion,
                success=d.success,
                failure=d.failure,
            )
            for d in self.dice
        )
        return DiceNode(
            count=self.term.count,
            sides=self.term.sides,
            percentile=self.term.percentile,
            ops=_ops_text(self.term.ops),
            dice=dice,
            value=self.number(),
            kept=self.kept,
            annotation=self.annotation,
        )


class _Set(_Node):
    def __init__(self, items: list[_Node], ops: str) -> None:
        self.items = items
        self.ops = ops

    def number(self) -> Value:
        return sum(i.number() for i in self.items if i.kept)

    def members(self) -> list[_Node]:
        return self.items

    def frozen(self) -> RolledNode:
        items = tuple(i.frozen() for i in self.items)
        return SetNode(items=items, ops=self.ops, value=self.number(), kept=self.kept, annotation=self.annotation)


class _Group(_Node):
    def __init__(self, inner: _Node, ops: str) -> None:
        self.inner = inner
        self.ops = ops

    def number(self) -> Value:
        return self.inner.total()

    def members(self) -> Sequence[_Member]:
        return self.inner.members()

    def frozen(self) -> RolledNode:
        inner = self.inner.frozen()
        return GroupNode(inner=inner, ops=self.ops, value=self.number(), kept=self.kept, annotation=self.annotation)


class _Unary(_Node):
    def __init__(self, op: str, operand: _Node) -> None:
        self.op = op
        self.operand = operand
        value = operand.total()
        self.value = -value if op == "-" else value

    def number(self) -> Value:
        return self.value

    def frozen(self) -> RolledNode:
        return UnaryNode(op=self.op, operand=self.operand.frozen(), value=self.value, kept=self.kept)


_ARITHMETIC: dict[str, Callable[[Value, Value], Value]] = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": lambda a, b: a / b,
    "//": lambda a, b: a // b,
    "%": lambda a, b: a % b,
    "==": lambda a, b: int(a == b),
    "!=": lambda a, b: int(a != b),
    ">=": lambda a, b: int(a >= b),
    "<=": lambda a, b: int(a <= b),
    ">": lambda a, b: int(a > b),
    "<": lambda a, b: int(a < b),
}


class _Binary(_Node):
    def __init__(self, op: str, left: _Node, right: _Node, value: Value) -> None:
        self.op = op
        self.left = left
        self.right = right
        self.value = value

    def number(self) -> Value:
        return self.value

    def frozen(self) -> RolledNode:
        return BinaryNode(
            op=self.op, left=self.left.frozen(), right=self.right.frozen(), value=self.value, kept=self.kept
        )


class _Member(Protocol):
    kept: bool

    def total(self) -> Value: ...


M = TypeVar("M", bound=_Member)


def _select(members: Sequence[M], selectors: tuple[Selector, ...], most: int | None = None) -> list[M]:
    """d20's `SetOperator.select`: the kept members each selector picks, up to `most`, in member order."""
    chosen: dict[int, M] = {}
    kept = [m for m in members if m.kept]
    for selector in selectors:
        room = None if most is None else most - len(chosen)
        if room == 0:
            break
        n = selector.number
        if selector.kind == "l":
            picked = sorted(kept, key=lambda m: m.total())[:n]
        elif selector.kind == "h":
            picked = sorted(kept, key=lambda m: m.total(), reverse=True)[:n]
        elif selector.kind == "<":
            picked = [m for m in kept if m.total() < n]
        elif selector.kind == ">":
            picked = [m for m in kept if m.total() > n]
        else:
            picked = [m for m in kept if m.total() == n]
        for m in picked if room is None else picked[:room]:
            chosen[id(m)] = m
    return [m for m in members if id(m) in chosen]


class _Roller:
    def __init__(self, text: str, dice: DiceSource) -> None:
        self.text = text
        self.source = dice
        self.rolls: list[DiceRoll] = []
        self.rolled = 0
        self.problems: list[InvalidCommand] = []
        """Values the operators cannot take, raised once every die is rolled: d20 computes values after
        rolling, so an expression that also rolls too many dice is refused for that."""

    def draw(self, count: int, term: Dice, why: str) -> list[_Face]:
        """`count` new faces of `term`'s dice, drawn as one roll (or several of at most `MAX_POOL` dice)."""
        if self.rolled + count > MAX_DICE:
            raise InvalidCommand(
                "too_many_dice",
                f"an expression rolls at most {MAX_DICE} dice, explosions and rerolls included "
                f"({term.text()} at position {term.position} would roll die {self.rolled + count})",
                field="expression",
                maximum=MAX_DICE,
                position=term.position,
                expression=self.text,
            )
        drawn: list[_Face] = []
        while len(drawn) < count:
            pool = min(count - len(drawn), MAX_POOL)
            try:
                result = self.source.roll(pool, term.sides)
            except InvalidCommand as refused:
                if refused.code != "physical_dice_missing":
                    raise
                reason = {"roll": "dice of", "reroll": "dice to reroll in", "explode": "dice exploded in"}[why]
                raise InvalidCommand(
                    "physical_dice_missing",
                    f"roll {len(self.rolls) + 1} needs {pool}d{term.sides} ({reason} {term.text()}); "
                    "enter its faces in `dice`",
                    roll_index=len(self.rolls),
                    count=pool,
                    sides=term.sides,
                    term=term.text(),
                    why=why,
                ) from refused
            drawn += [_Face(face, len(self.rolls), term.percentile) for face in result.faces]
            self.rolls.append(result)
        self.rolled += count
        return drawn

    def value(self, value: Value, at: int) -> Value:
        if abs(value) > MAX_VALUE:
            self.problems.append(invalid(self.text, at, f"a value beyond ±{MAX_VALUE}"))
            return 0
        return value

    def node(self, node: Node) -> _Node:
        out: _Node
        if isinstance(node, Number):
            out = _Number(node.value)
        elif isinstance(node, Dice):
            out = self.dice(node)
        elif isinstance(node, NumberSet):
            the_set = _Set([self.node(i) for i in node.items], _ops_text(node.ops))
            for op in node.ops:
                _keep_or_drop(op, the_set.members())
            out = the_set
        elif isinstance(node, Group):
            group = _Group(self.node(node.inner), _ops_text(node.ops))
            for op in node.ops:
                _keep_or_drop(op, group.members())
            out = group
        elif isinstance(node, Unary):
            return _Unary(node.op, self.node(node.operand))
        else:
            left, right = self.node(node.left), self.node(node.right)
            a, b = left.total(), right.total()
            if node.op in ("/", "//", "%") and b == 0:
                self.problems.append(invalid(self.text, node.position, "division by zero"))
                return _Binary(node.op, left, right, 0)
            return _Binary(node.op, left, right, self.value(_ARITHMETIC[node.op](a, b), node.position))
        out.annotation = node.annotation
        return out

    def dice(self, term: Dice) -> _Dice:
        dice: list[_Die] = []
        if term.count:
            dice = [_Die(face) for face in self.draw(term.count, term, "roll")]
        rolled = _Dice(term, dice)
        members = rolled.dice
        for op in term.ops:
            if op.op in ("k", "p"):
                _keep_or_drop(op, members)
            elif op.op in ("rr", "ro"):
                chosen = _select(members, op.selectors)
                while chosen:
                    for die, face in zip(chosen, self.draw(len(chosen), term, "reroll"), strict=True):
                        die.faces[-1].rerolled = True
                        die.faces.append(face)
                    chosen = _select(members, op.selectors) if op.op == "rr" else []
            elif op.op in ("e", "ra"):
                done: set[int] = set()
                chosen = _select(members, op.selectors, 1 if op.op == "ra" else None)
                while chosen:
                    faces = self.draw(len(chosen), term, "explode")
                    for die in chosen:
                        die.faces[-1].exploded = True
                        done.add(id(die))
                    members.extend(_Die(face, from_explosion=True) for face in faces)
                    chosen = [m for m in _select(members, op.selectors) if id(m) not in done] if op.op == "e" else []
            elif op.op in ("mi", "ma"):
                bound = op.selectors[-1].number
                for die in members:
                    if die.kept and (die.number() < bound if op.op == "mi" else die.number() > bound):
                        die.faces[-1].set_to = bound
            else:  # "s" / "f"
                for die in _select(members, op.selectors):
                    if op.op == "s":
                        die.success = True
                    else:
                        die.failure = True
        return rolled


def _keep_or_drop(op: Operator, members: Sequence[_Member]) -> None:
    chosen = {id(m) for m in _select(members, op.selectors)}
    for m in members:
        if m.kept and ((id(m) not in chosen) if op.op == "k" else (id(m) in chosen)):
            m.kept = False


def roll(expression: Node, dice: DiceSource, text: str = "") -> tuple[list[DiceRoll], RolledNode, int]:
    """Roll the expression with `dice`: every roll drawn (in order), the rolled tree and the total (its
    value truncated towards zero, as d20's `RollResult.total`)."""
    roller = _Roller(text or canonical(expression), dice)
    rolled = roller.node(expression)
    if roller.problems:
        raise roller.problems[0]
    return roller.rolls, rolled.frozen(), int(rolled.total())
