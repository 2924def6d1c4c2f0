"""A session's log told as the server tells it, without a server: each event's sentence, whether it is a key
moment and which recap sections it is a beat of — through the ruleset's hooks on `Game`, folding as it goes
(so names are those of the moment, as in a replay)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from domain.game import Game
from domain.messages import Event
from domain.narration import Names


@dataclass
class Told:
    event: Event
    text: str
    key: bool
    sections: list[str]
    phrased: bool
    """The ruleset phrased it itself (not the common events' phrasing nor the generic sentence)."""


def tell(game: Game, log: Sequence[Event]) -> list[Told]:
    """The whole log (from the campaign's creation) told event by event."""
    state = game.new_state()
    names = Names(state)
    out = []
    for version, event in enumerate(log):
        game.apply(state, event, version)
        beats = [beat.section for beat in game.ruleset.recap.beats(event)]
        try:
            phrased = game.ruleset.narrate(event, names) is not None
        except (AttributeError, LookupError, TypeError, ValueError):
            phrased = False  # `describe` falls back on the generic sentence
        out.append(Told(event, game.describe(event, names), game.is_key_moment(event), beats, phrased))
    return out


def section(told: Sequence[Told], key: str) -> list[str]:
    """The lines a recap's section would hold."""
    return [t.text for t in told if key in t.sections]


def unphrased(game: Game, told: Sequence[Told]) -> list[str]:
    """The ruleset's own events it left to the generic sentence (a well-told game leaves none)."""
    return [t.text for t in told if type(t.event) in game.ruleset.events and not t.phrased]
