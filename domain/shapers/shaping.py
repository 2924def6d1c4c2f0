"""Shaping: the six kinds and the Director's difficulty guide.

A shaper's ability is a skill named ``Shaping:<Kind>``; using it is a challenge whose difficulty the
Director decides case by case. The guide below (easy +3, hard -3, for a shaper concentrating hard and
doing nothing else) can be named in a challenge instead of a number.
"""

from __future__ import annotations

from typing import Literal

from domain.errors import InvalidCommand
from domain.shapers.skills import SHAPING_KINDS, SHAPING_PREFIX

EASY = 3
HARD = -3

SHAPING_GUIDE: dict[str, dict[str, str]] = {
    "Earth": {
        "description": "dirt and stone; very experienced earth shapers can also shape metal",
        "easy": "Slide a pebble across a table",
        "hard": "Open a hand-sized hole in a brick wall",
    },
    "Air": {
        "description": "wind and sound",
        "easy": "Puff of air to blow out a candle",
        "hard": "Gust of wind to knock someone over",
    },
    "Light": {
        "description": "create (silent) illusions and wrap themselves in shadows",
        "easy": "Dim light to read by",
        "hard": "Illusion of a tree",
    },
    "Water": {
        "description": "water in its liquid form; very experienced shapers can also shape ice; shaping a"
        " living creature is extremely difficult and a very serious crime",
        "easy": "Slosh water around in a cup",
        "hard": "Wave capable of swamping a canoe",
    },
    "Luck": {
        "description": "increase or decrease the chance of something happening",
        "easy": "Increase next roll by 1 point",
        "hard": "Lower enemy's roll by 3 points",
    },
    "Time": {
        "description": "slow things down or speed things up (nobody can stop or reverse time, or see the future)",
        "easy": "Take initiative in combat round",
        "hard": "Four actions in one combat round",
    },
}
assert tuple(SHAPING_GUIDE) == SHAPING_KINDS


def guide_difficulty(rating_name: str, guide: Literal["easy", "hard"]) -> int:
    """The guide's difficulty for a shaping challenge; only shaping skills have a guide."""
    if not rating_name.startswith(SHAPING_PREFIX):
        raise InvalidCommand("guide_only_for_shaping", "the easy/hard guide is the shaping table's", rating=rating_name)
    return EASY if guide == "easy" else HARD
