"""Sealing what a hidden command's event count would tell: as many events whatever the dice said.

Versions are public, so a viewer counts the events a command appended even when they are hidden; and the
rules append consequences only on some outcomes (a Scratch attack's damage when it hits). A command whose
events include a hidden roll, or follow one (domain/visibility.py), is therefore padded with `roll.sealed`
events — they change nothing — up to `bound`: the most events the same command appends on the same state for
each of a few fixed dice (every die on its lowest face, a quarter, half and three quarters of the way up,
its highest). That bound depends on the command and the state before it, not on the dice rolled, so a hit
and a miss append as many events. An outcome that appends more than every fixed die does (none known in the
five rulesets) is not padded down: its count still shows.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.dice import DiceRoll, DiceSource
from domain.errors import DomainError
from domain.messages import Event

FRACTIONS = (0.0, 0.25, 0.5, 0.75, 1.0)
"""Where each fixed die stands between its lowest face (0) and its highest (1)."""


class RollSealed(Event, frozen=True, kw_only=True, tag="roll.sealed"):
    """Nothing happened: one of the events that make a hidden command's event count the same whatever its
    dice said (domain/sealed.py). Hidden with the roll it follows, shown as it is after the reveal."""


FIXED_ROLLS = 64
"""How many rolls show the fixed face; after them the faces go round 1, 2, 3 … so that a rule re-rolling a face
it cannot use (choosing 1..5 with a d6 re-rolls 6s) gets one it can."""

MAX_ROLLS = 4096
"""Past this many rolls a trial is abandoned (`DiceExhausted`): no rule rolls that many for one command."""


class DiceExhausted(Exception):
    """A trial of `bound` rolled more dice than any command does: its count is left out."""


class FixedDice:
    """Dice that show the face `fraction` of the way from 1 to their number of sides (the first `FIXED_ROLLS`
    rolls; then every face in turn, so no re-roll loop waits forever for a face the fixed one never is)."""

    def __init__(self, fraction: float) -> None:
        self.fraction = fraction
        self.rolls = 0

    def roll(self, count: int, sides: int) -> DiceRoll:
        self.rolls += 1
        if self.rolls > MAX_ROLLS:
            raise DiceExhausted(f"more than {MAX_ROLLS} rolls")
        if self.rolls <= FIXED_ROLLS:
            face = 1 + round(self.fraction * (sides - 1))
        else:
            face = 1 + (self.rolls - FIXED_ROLLS - 1) % sides
        return DiceRoll(sides=sides, faces=(face,) * count, source="scripted")


def bound(decide: Callable[[DiceSource], list[Event]]) -> int:
    """The most events `decide` (the command on its state) appends for any of the fixed dice."""
    counts = []
    for fraction in FRACTIONS:
        try:
            counts.append(len(decide(FixedDice(fraction))))
        except (DomainError, DiceExhausted):
            continue  # the rules refuse those dice (a face they do not accept): another die tells
    return max(counts, default=0)


def sealing(count: int, bound: int) -> list[Event]:
    """The `roll.sealed` events that pad `count` events up to `bound`."""
    return [RollSealed() for _ in range(bound - count)]
