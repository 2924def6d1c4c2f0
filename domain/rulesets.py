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
    """Register each game system: adding one is adding its package here."""
    from domain import d100, rotatebird, rr, scratch, shapers

    for package in (rr, shapers, d100, rotatebird, scratch):
        register(package.RULESET)


_load()
