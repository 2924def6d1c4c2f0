"""Scratch RPS: an ended conflict leaves the state (tests/domain/conflict_markers.py)."""

from __future__ import annotations

from domain.dice import ServerDice
from domain.scratch.commands import BasicAttack, EndConflict, EndTurn, RollAbility, StartConflict
from domain.scratch.state import Environment
from tests.domain.conflict_markers import ConflictMarkers
from tests.domain.scratch.support import GAME, Table, sheet


class TestConflictMarkers(ConflictMarkers):
    game = GAME
    table = Table
    start_conflict = StartConflict
    end_conflict = EndConflict
    end_turn = EndTurn

    def fighters(self, t: Table) -> list[str]:
        return [
            t.create(sheet("Ann", toughness=9, fighting=2), t.gm, exempt=True, owner_id=t.alice.member_id),
            t.create(sheet("Bo", toughness=9, fighting=2), t.gm, exempt=True, owner_id=t.bob.member_id),
        ]

    def fight_once(self, t: Table, ids: list[str], dice: ServerDice) -> str:
        """A skill roll, a conflict started, one attack, the turn ended, the conflict ended."""
        t.run(RollAbility(table_id=t.table_id, character_id=ids[0], ability="fighting", difficulty=10), t.gm, dice)
        started = t.run(StartConflict(table_id=t.table_id, character_ids=ids, environment=Environment()), t.gm, dice)
        cid: str = started[0].conflict_id  # type: ignore[attr-defined]
        current = t.conflict(cid).current
        assert current is not None
        other = next(c for c in ids if c != current)
        base = {"table_id": t.table_id, "conflict_id": cid, "character_id": current}
        t.run(BasicAttack(**base, target_id=other), t.owner(current), dice)
        t.run(EndTurn(conflict_id=cid, character_id=current), t.owner(current), dice)
        t.run(EndConflict(conflict_id=cid), t.gm)
        return cid
