"""Shapers d100: an ended conflict leaves the state (tests/domain/conflict_markers.py)."""

from __future__ import annotations

from domain.d100.commands import Attack, Defend, EndConflict, EndTurn, RollTask, StartConflict
from domain.dice import ServerDice
from tests.domain.conflict_markers import ConflictMarkers
from tests.domain.d100.support import GAME, Table, sheet


class TestConflictMarkers(ConflictMarkers):
    game = GAME
    table = Table
    start_conflict = StartConflict
    end_conflict = EndConflict
    end_turn = EndTurn

    def fighters(self, t: Table) -> list[str]:
        big = {"physical": 999, "social": 20, "mental": 20}
        return [t.create(sheet("Ann", health=big), t.alice), t.create(sheet("Bo", health=big), t.bob)]

    def fight_once(self, t: Table, ids: list[str], dice: ServerDice) -> str:
        """A task roll, a conflict started, one attack and its defence, the turn ended, the conflict ended."""
        t.run(RollTask(table_id=t.table_id, character_id=ids[0], attribute="physical_agility"), t.gm, dice)
        started = t.run(StartConflict(table_id=t.table_id, character_ids=ids), t.gm, dice)
        cid: str = started[0].conflict_id  # type: ignore[attr-defined]
        current = t.conflict(cid).current
        assert current is not None
        other = next(c for c in ids if c != current)
        attack = Attack(table_id=t.table_id, conflict_id=cid, character_id=current, target_id=other, weapon="Sword")
        t.run(attack, t.owner(current), dice)
        if t.conflict(cid).pending is not None:
            t.run(Defend(table_id=t.table_id, conflict_id=cid, character_id=other), t.owner(other), dice)
        t.run(EndTurn(conflict_id=cid, character_id=current), t.owner(current), dice)
        t.run(EndConflict(conflict_id=cid), t.gm)
        return cid
