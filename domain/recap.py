"""What a ruleset tells a session recap: its sections, and which events are the story beats of each.

A recap always lists who played, the key moments, every roll and its charts; the rest is the game's own:
Robots & Rapiers recaps saves, damage, Inspiration and bought turns, Scratch RPS attacks, checks, healing
and defeats. A ruleset names those sections (`RecapSection`) and sorts each event into them (`beats`); the
server gathers the lines and the per-character totals without knowing any event type.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable
from typing import NamedTuple

from domain.messages import Event, RollEvent, tag_of


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


# --- the default: sections read off the words of the event tags ------------------------------------------------

_DAMAGE_WORDS = re.compile(r"damage|wound|malfunction|loss_suffered|harm|injur|shut_down|knocked|hit_location")
_TURN_WORDS = re.compile(r"turn_purchased|turn_bought|paid_for_turn")
_INSPIRATION_WORDS = (
    ("earned", re.compile(r"gained|earned|awarded|taken")),
    ("spent", re.compile(r"spent")),
    ("lost", re.compile(r"lost")),
)


def _by_tag_words(event: Event) -> list[Beat]:
    """Saves, damage, Inspiration and bought turns, by the words of the event's tag (`…_damaged`)."""
    beats = []
    for section, column in _tag_sections(type(event)):
        amount = getattr(event, "amount", getattr(event, "count", None)) if column else None
        if isinstance(amount, int):
            beats.append(Beat(section, total=column, amount=amount))
        else:
            beats.append(Beat(section))
    return beats


@functools.cache
def _tag_sections(cls: type[Event]) -> tuple[tuple[str, str | None], ...]:
    """The sections (and Inspiration column) of every event of a type: its tag's words are the same."""
    tag = tag_of(cls).split(".", 1)[-1]
    found: list[tuple[str, str | None]] = []
    if issubclass(cls, RollEvent) and "outcome" in getattr(cls, "__struct_fields__", ()) and "save" in tag:
        found.append(("saves", None))
    if _DAMAGE_WORDS.search(tag):
        found.append(("damage", None))
    if "inspiration" in tag:
        column = next((c for c, words in _INSPIRATION_WORDS if words.search(tag)), None)
        found.append(("inspiration", column))
    if _TURN_WORDS.search(tag):
        found.append(("turns", None))
    return tuple(found)


BY_TAG_WORDS = RecapSpec(
    sections=(
        RecapSection("saves", "Saves", "No saves.", table=True),
        RecapSection("damage", "Damage", "No damage."),
        RecapSection(
            "inspiration", "Inspiration", "No Inspiration earned or spent.", totals=("earned", "spent", "lost")
        ),
        RecapSection("turns", "Turns bought", "No turns bought."),
    ),
    beats=_by_tag_words,
)
"""What a ruleset without a recap of its own gets."""
