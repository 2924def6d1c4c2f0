"""A small table for Scratch tests (tests/domain/table.py) with Scratch sheets, characters and conflicts."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from domain.campaign import Actor, DiceMode
from domain.game import Game
from domain.scratch import RULESET
from domain.scratch.abilities import Abilities, ScratchSheet
from domain.scratch.commands import CreateCharacter, StartConflict
from domain.scratch.state import Combatant, Conflict, Environment, ScratchCharacter
from tests.domain import table
from tests.domain.table import of_type, one

__all__ = ["GAME", "Table", "of_type", "one", "sheet"]

GAME = Game(RULESET)


def sheet(name: str, **levels: int) -> ScratchSheet:
    return ScratchSheet(name=name, abilities=Abilities(**levels))


class Table(table.Table):
    """One Scratch campaign: `gm`, players `alice` and `bob`, `observer`, an open table."""

    def __init__(self, dice_mode: DiceMode = "server") -> None:
        super().__init__(GAME, campaign="Scratch", table="Session", dice_mode=dice_mode)

    def character(self, character_id: str) -> ScratchCharacter:
        return self.state.game.characters[character_id]  # type: ignore[no-any-return]

    def conflict(self, conflict_id: str) -> Conflict:
        return self.state.game.conflicts[conflict_id]  # type: ignore[no-any-return]

    def combatant(self, conflict_id: str, character_id: str) -> Combatant:
        return self.conflict(conflict_id).combatants[character_id]

    def create(self, s: ScratchSheet, owner: Actor | None = None, **kw: Any) -> str:
        events = self.run(CreateCharacter(sheet=s, **kw), owner or self.alice)
        return events[0].character_id  # type: ignore[attr-defined]

    def set_hit_points(self, character_id: str, hit_points: int) -> None:
        """The GM sets hit points (SetHitPoints), e.g. to stage an injured character."""
        from domain.scratch.commands import SetHitPoints

        self.run(SetHitPoints(character_id=character_id, hit_points=hit_points, reason="staged"), self.gm)

    def start(self, ids: list[str], faces: Sequence[int], environment: Environment | None = None, **kw: Any) -> str:
        events = self.run(
            StartConflict(table_id=self.table_id, character_ids=ids, environment=environment or Environment(), **kw),
            self.gm,
            faces,
        )
        return events[0].conflict_id  # type: ignore[attr-defined]
