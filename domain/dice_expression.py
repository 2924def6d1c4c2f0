"""Free-form dice expressions (`2d6+1`, `4d6kh3`, `d20-2+1d4`): parsing, their canonical text, rolling.

Grammar (spaces are ignored, letters may be upper or lower case):

    expression := [sign] term (sign term)*          sign := "+" | "-"
    term       := [count] "d" sides [keep]  |  constant
    keep       := ("kh" | "kl") number              keep the highest / lowest `number` faces

Bounds: at most `MAX_LENGTH` characters, `MAX_TERMS` terms, at least one dice term; each dice term rolls
1..`MAX_POOL` dice of 2..`MAX_SIDES` sides and keeps 1..count of them; a constant is 0..`MAX_CONSTANT`.
Anything else raises `Malformed` naming the position (0-based, in the text as given) where reading stopped.

The canonical text (`canonical`) writes every count (`d6` → `1d6`), no spaces, lower case, no leading `+`;
parsing it gives the same terms back.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.dice import MAX_POOL, MAX_SIDES, DiceRoll, DiceSource
from domain.errors import Malformed

MAX_LENGTH = 100
MAX_TERMS = 10
MAX_CONSTANT = 1000

Keep = Literal["kh", "kl"]


class DiceTerm(msgspec.Struct, frozen=True, kw_only=True):
    """`count` dice of `sides` sides, added (`sign` 1) or subtracted (-1), all or the `keep` best/worst."""

    sign: int
    count: int
    sides: int
    keep: Keep | None = None
    keep_count: int | None = None

    def text(self) -> str:
        keep = f"{self.keep}{self.keep_count}" if self.keep else ""
        return f"{self.count}d{self.sides}{keep}"


class Constant(msgspec.Struct, frozen=True, kw_only=True):
    sign: int
    value: int

    def text(self) -> str:
        return str(self.value)


Term = DiceTerm | Constant


def canonical(terms: list[Term]) -> str:
    """The expression's canonical text: `1d6+2`, `4d6kh3-1d4`, `-1+1d20`."""
    out = []
    for i, term in enumerate(terms):
        if term.sign < 0:
            out.append("-")
        elif i:
            out.append("+")
        out.append(term.text())
    return "".join(out)


def _malformed(text: str, position: int, reason: str) -> Malformed:
    return Malformed(
        "dice_expression_malformed",
        f"dice expression: {reason} at position {position}",
        field="expression",
        position=position,
        reason=reason,
        expression=text,
    )


class _Reader:
    """A cursor over the expression that skips spaces."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def peek(self) -> str:
        while self.pos < len(self.text) and self.text[self.pos] == " ":
            self.pos += 1
        return self.text[self.pos].lower() if self.pos < len(self.text) else ""

    def number(self, what: str, low: int, high: int) -> int:
        self.peek()
        start = self.pos
        while self.pos < len(self.text) and self.text[self.pos] in "0123456789":
            self.pos += 1
        if start == self.pos:
            raise _malformed(self.text, start, f"expected {what}")
        value = int(self.text[start : self.pos])
        if not low <= value <= high:
            raise _malformed(self.text, start, f"{what} must be from {low} to {high}, not {value}")
        return value


def parse(text: str) -> list[Term]:
    """The terms of a dice expression, or `Malformed` naming the position of the first problem."""
    if len(text) > MAX_LENGTH:
        raise _malformed(text, MAX_LENGTH, f"an expression has at most {MAX_LENGTH} characters")
    reader = _Reader(text)
    terms: list[Term] = []
    sign = 1
    if reader.peek() in ("+", "-"):
        sign = -1 if reader.peek() == "-" else 1
        reader.pos += 1
    while True:
        if len(terms) == MAX_TERMS:
            raise _malformed(text, reader.pos, f"an expression has at most {MAX_TERMS} terms")
        terms.append(_term(reader, sign))
        nxt = reader.peek()
        if nxt == "":
            break
        if nxt not in ("+", "-"):
            raise _malformed(text, reader.pos, f"expected + or - or the end, not {text[reader.pos]!r}")
        sign = -1 if nxt == "-" else 1
        reader.pos += 1
    if not any(isinstance(t, DiceTerm) for t in terms):
        raise _malformed(text, 0, "an expression rolls at least one die (e.g. 1d20)")
    return terms


def _term(reader: _Reader, sign: int) -> Term:
    if reader.peek() == "d":
        count = 1
    else:
        start = reader.pos
        value = reader.number("a number or a die", 0, max(MAX_POOL, MAX_CONSTANT))
        if reader.peek() != "d":
            return Constant(sign=sign, value=value)
        if not 1 <= value <= MAX_POOL:
            raise _malformed(reader.text, start, f"a term rolls 1 to {MAX_POOL} dice, not {value}")
        count = value
    reader.pos += 1  # the "d"
    sides = reader.number("the number of sides", 2, MAX_SIDES)
    keep: Keep | None = None
    keep_count = None
    if reader.peek() == "k":
        start = reader.pos
        which = reader.text[start : start + 2].lower()
        if which not in ("kh", "kl"):
            raise _malformed(reader.text, start, "expected kh (keep highest) or kl (keep lowest)")
        reader.pos += 2
        keep = "kh" if which == "kh" else "kl"
        keep_count = reader.number("the number of dice kept", 1, count)
    return DiceTerm(sign=sign, count=count, sides=sides, keep=keep, keep_count=keep_count)


class RolledTerm(msgspec.Struct, frozen=True, kw_only=True):
    """One term as rolled: every face (in the order rolled), the kept and dropped ones, its signed value."""

    term: str
    sign: int
    faces: tuple[int, ...] = ()
    kept: tuple[int, ...] = ()
    dropped: tuple[int, ...] = ()
    value: int


def roll(terms: list[Term], dice: DiceSource) -> tuple[list[DiceRoll], list[RolledTerm], int]:
    """Roll each dice term (one roll each, in order) and add up: the rolls, the rolled terms, the total."""
    rolls: list[DiceRoll] = []
    rolled: list[RolledTerm] = []
    for term in terms:
        if isinstance(term, Constant):
            rolled.append(RolledTerm(term=term.text(), sign=term.sign, value=term.sign * term.value))
            continue
        result = dice.roll(term.count, term.sides)
        rolls.append(result)
        kept_at = _kept(result.faces, term)
        kept = tuple(f for i, f in enumerate(result.faces) if i in kept_at)
        dropped = tuple(f for i, f in enumerate(result.faces) if i not in kept_at)
        rolled.append(
            RolledTerm(
                term=term.text(),
                sign=term.sign,
                faces=result.faces,
                kept=kept,
                dropped=dropped,
                value=term.sign * sum(kept),
            )
        )
    return rolls, rolled, sum(t.value for t in rolled)


def _kept(faces: tuple[int, ...], term: DiceTerm) -> set[int]:
    """Indices of the faces kept: all, or the `keep_count` highest/lowest (the earlier die wins a tie)."""
    if term.keep is None or term.keep_count is None:
        return set(range(len(faces)))
    order = sorted(range(len(faces)), key=lambda i: (-faces[i] if term.keep == "kh" else faces[i], i))
    return set(order[: term.keep_count])
