"""A total kept with how it was built: events carry every target number, pool and damage figure as named
parts, so an audit can recompute it from the event alone (the d100 and Scratch rulesets share this shape)."""

from __future__ import annotations

from collections.abc import Iterable

import msgspec


class Part(msgspec.Struct, frozen=True, kw_only=True):
    """One named addend of a total (a roll, a TN or difficulty, a damage figure), kept in events for audit."""

    label: str
    value: int


def total(parts: Iterable[Part]) -> int:
    return sum(p.value for p in parts)
