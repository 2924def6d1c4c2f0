"""Rulings: where a rulebook contradicts itself, the table decides, and the log remembers which reading it chose.

A ruleset declares each known contradiction of its book as a `Ruling` (`Ruleset.rulings`): a name, and the
book's readings with its own words for each, the first being the reading Chronicle follows unless told
otherwise (the rule as stated). The GM sets a ruling with `campaign.set_ruling`, which records a
`campaign.ruling_set` event; the state keeps the readings set (`CampaignState.rulings`), and the ruleset's
deciders read the reading in force from the state (`in_force`), so a replay or a recap at any version applies
the ruling that was in force there.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from domain.campaign import CampaignState, RulingSet, SetRuling
from domain.errors import InvalidCommand, RuleViolation


@dataclass(frozen=True)
class Reading:
    """One way to read a contradiction: what Chronicle then does, and the book's words for it."""

    name: str
    rule: str
    """What the rules do under this reading, in a sentence."""
    book: str
    """The book's own words for this reading, quoted."""
    where: str
    """Where in the book those words are."""


@dataclass(frozen=True)
class Ruling:
    """A known contradiction of a rulebook and its readings; the first reading is the default."""

    name: str
    title: str
    readings: tuple[Reading, ...]

    @property
    def default(self) -> str:
        return self.readings[0].name


def in_force(state: CampaignState, ruling: Ruling) -> str:
    """The name of the reading of `ruling` in force in `state`: the GM's, or the default."""
    return state.rulings.get(ruling.name, ruling.default)


def decide_ruling(rulings: Sequence[Ruling], state: CampaignState, command: SetRuling) -> list[RulingSet]:
    """The GM sets a ruling of the campaign's ruleset to one of its readings."""
    ruling = next((r for r in rulings if r.name == command.ruling), None)
    if ruling is None:
        raise InvalidCommand(
            "unknown_ruling",
            f"this game system has no ruling named {command.ruling!r}",
            ruling=command.ruling,
            known=[r.name for r in rulings],
        )
    readings = [r.name for r in ruling.readings]
    if command.reading not in readings:
        raise InvalidCommand(
            "unknown_reading",
            f"the ruling {ruling.name!r} has no reading named {command.reading!r}",
            ruling=ruling.name,
            reading=command.reading,
            known=readings,
        )
    if in_force(state, ruling) == command.reading:
        raise RuleViolation(
            "ruling_in_force", "that reading is already in force", ruling=ruling.name, reading=command.reading
        )
    return [RulingSet(ruling=ruling.name, reading=command.reading)]
