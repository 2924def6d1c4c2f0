"""The registry of game systems Chronicle runs: ruleset name → `Game`."""

from __future__ import annotations

from domain.game import Game
from domain.ruleset import Ruleset

RULESETS: dict[str, Game] = {}


def register(ruleset: Ruleset) -> None:
    RULESETS[ruleset.name] = Game(ruleset)


def get(name: str) -> Game:
    return RULESETS[name]


def _load() -> None:
    """Import each ruleset package; each line is one game system."""
    from domain.d100 import RULESET as d100; register(d100)  # noqa: E702, I001
    from domain.scratch import RULESET as scratch; register(scratch)  # noqa: E702, I001
    from domain.shapers import RULESET as sb; register(sb)  # noqa: E702, I001
    from domain.rr import RULESET as rr; register(rr)  # noqa: E702, I001
    from domain.rotatebird import RULESET as rb; register(rb)  # noqa: E702, I001


_load()
