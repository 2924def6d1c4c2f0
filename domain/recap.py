"""What a ruleset tells a session recap: its sections, and which events are the story beats of each.

A recap always lists who played, the key moments, every roll and its charts; the rest is the game's own:
Robots & Rapiers recaps saves, damage, Inspiration and bought turns, Scratch RPS attacks, checks, healing
and defeats. A ruleset names those sections (`RecapSection`) and sorts each event into them (`beats`); the
server gathers the lines and the per-character totals without knowing any event type.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import NamedTuple

from domain.messages import Event


class RecapSection(NamedTuple):
    key: str
    """Stable key (also the HTML anchor), e.g. ``"saves"``."""
    title: str
    empty: str
    """What the section says when no event of the session belongs to it."""
    table: bool = False
    """Shown as a table of character, outcome and dice (saves, checks, attacks) rather than a list of lines."""
    totals: tuple[str, ...] = ()
    """Columns of per-character totals the beats add to (Inspiration: earned, spent, lost)."""


class Beat(NamedTuple):
    """An event's place in a section. The character and outcome default to the event's own fields."""

    section: str
    character_id: str | None = None
    outcome: str | None = None
    total: str | None = None
    """The column of the section's `totals` that `amount` adds to, for the beat's character."""
    amount: int = 0


def _no_beats(event: Event) -> Iterable[Beat]:
    return ()


class RecapSpec(NamedTuple):
    sections: tuple[RecapSection, ...] = ()
    beats: Callable[[Event], Iterable[Beat]] = _no_beats


def beats_by_type(table: dict[type, Callable[[Event], Iterable[Beat]]]) -> Callable[[Event], Iterable[Beat]]:
    """`beats` from a table of event type → its beats (one dict look-up per event)."""

    def beats(event: Event) -> Iterable[Beat]:
        found = table.get(type(event))
        return found(event) if found is not None else ()

    return beats


def always(*sections: str) -> Callable[[Event], Iterable[Beat]]:
    """An event type that is always a beat of these sections."""
    found = tuple(Beat(s) for s in sections)
    return lambda _event: found


NO_RECAP = RecapSpec()
"""A ruleset that names no sections of its own: its recap lists who played, key moments, rolls and charts."""
