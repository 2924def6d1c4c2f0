"""A small table for d100 tests (tests/domain/table.py) with d100 sheets, characters and conflicts."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, get_args

import msgspec

from domain.campaign import Actor
from domain.d100 import RULESET
from domain.d100.commands import CreateCharacter, StartConflict
from domain.d100.sheet import AttributeName, D100Sheet
from domain.d100.state import Conflict, ConflictOptions, D100Character
from domain.game import Game
from tests.domain import table
from tests.domain.table import of_type, one

__all__ = ["GAME", "Table", "of_type", "one", "sheet"]

GAME = Game(RULESET)


def sheet(name: str = "Hero", **overrides: Any) -> D100Sheet:
    """A sheet with every Attribute at 4 unless overridden (keys of `attributes` merge)."""
    attributes = dict.fromkeys(get_args(AttributeName), 4)
    attributes.update(overrides.pop("attributes", {}))
    body: dict[str, Any] = {
        "name": name,
        "attributes": attributes,
        "health": {"physical": 20, "social": 20, "mental": 20},
        "aptitudes": {"Dodge": 10, "Melee (Armed)": 10, "Ranged (Pistol)": 10},
        "weapons": [
            {"name": "Sword", "kind": "melee", "aptitude": "Melee (Armed)", "damage": 5},
            {"name": "Pistol", "kind": "ranged", "aptitude": "Ranged (Pistol)", "damage": 6, "range_m": 20},
            {"name": "Knife", "kind": "thrown", "aptitude": "Ranged (Throwing)", "damage": 2, "range_m": 10},
        ],
    }
    body.update(overrides)
    return msgspec.convert(body, D100Sheet)


class Table(table.Table):
    """One d100 campaign: `gm`, players `alice` and `bob`, `observer`, an open server-dice table."""

    def __init__(self) -> None:
        super().__init__(GAME, campaign="Shapers", table="Session 1")

    def character(self, character_id: str) -> D100Character:
        return self.state.game.characters[character_id]  # type: ignore[no-any-return]

    def conflict(self, conflict_id: str) -> Conflict:
        return self.state.game.conflicts[conflict_id]  # type: ignore[no-any-return]

    def create(self, s: D100Sheet, owner: Actor | None = None) -> str:
        events = self.run(CreateCharacter(sheet=s), owner or self.alice)
        return events[0].character_id  # type: ignore[attr-defined]

    def start(self, ids: list[str], faces: Sequence[int], options: ConflictOptions | None = None, **kw: Any) -> str:
        events = self.run(
            StartConflict(table_id=self.table_id, character_ids=ids, options=options or ConflictOptions(), **kw),
            self.gm,
            faces,
        )
        return events[0].conflict_id  # type: ignore[attr-defined]
