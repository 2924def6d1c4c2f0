"""The state holds what is live, for the rulesets whose ended conflicts leave a marker (domain/ended.py):
an ended conflict leaves the state, its marker refuses it until its table closes, and the state's size follows
the fights at hand, not the number played before. Each such ruleset runs these tests through a subclass that
says how its fighters are made and how one fight goes (tests/domain/<ruleset>/test_live_state.py)."""

from __future__ import annotations

import random
from typing import Any

import msgspec

from domain.campaign import CloseTable, OpenTable
from domain.dice import ServerDice
from domain.errors import DomainError
from domain.game import Game


class ConflictMarkers:
    game: Game
    table: Any
    """The ruleset's test table (tests/domain/<ruleset>/support.py: `Table`)."""
    start_conflict: Any
    end_conflict: Any
    end_turn: Any

    def fighters(self, t: Any) -> list[str]:
        raise NotImplementedError

    def fight_once(self, t: Any, ids: list[str], dice: ServerDice) -> str:
        """The ruleset's common loop, ending with the conflict ended; returns the conflict's id."""
        raise NotImplementedError

    def _size(self, t: Any) -> int:
        return len(msgspec.json.encode(t.state.game))

    def _play(self, cycles: int, per_table: int) -> Any:
        t = self.table()
        ids = self.fighters(t)
        dice = ServerDice(random.Random(7).randbytes)
        for n in range(cycles):
            self.fight_once(t, ids, dice)
            if (n + 1) % per_table == 0:
                t.run(CloseTable(table_id=t.table_id))
                t.table_id = t.run(OpenTable(name=f"Session {n}"))[0].table_id
        return t

    def test_an_ended_conflict_leaves_the_state_and_a_marker_refuses_it_until_its_table_closes(self) -> None:
        t = self.table()
        ids = self.fighters(t)
        cid = self.fight_once(t, ids, ServerDice(random.Random(1).randbytes))
        assert cid not in t.state.game.conflicts
        assert t.state.game.ended == {cid: t.table_id}
        for command in (self.end_conflict(conflict_id=cid), self.end_turn(conflict_id=cid, character_id=ids[0])):
            try:
                t.decide(command, t.gm)
            except DomainError as err:
                assert err.code == "conflict_ended"
            else:
                raise AssertionError("an ended conflict was acted on")
        # The fighters are free for the next conflict.
        start = self.start_conflict(table_id=t.table_id, character_ids=ids)
        t.run(start, t.gm, ServerDice(random.Random(2).randbytes))
        t.run(CloseTable(table_id=t.table_id))
        assert t.state.game.ended == {}
        try:
            t.decide(self.end_conflict(conflict_id=cid), t.gm)
        except DomainError as err:
            assert err.code == "conflict_not_found"
        else:
            raise AssertionError("an ended conflict was acted on")

    def test_a_conflict_that_ends_after_its_table_closed_leaves_its_marker_with_the_next_table(self) -> None:
        t = self.table()
        ids = self.fighters(t)
        first = t.table_id
        start = self.start_conflict(table_id=first, character_ids=ids)
        cid: str = t.run(start, t.gm, ServerDice(random.Random(3).randbytes))[0].conflict_id
        t.run(CloseTable(table_id=first))
        t.run(self.end_conflict(conflict_id=cid), t.gm)
        assert t.state.game.ended == {cid: first}
        second = t.run(OpenTable(name="Next"))[0].table_id
        t.run(CloseTable(table_id=second))
        assert t.state.game.ended == {}

    def test_a_pruned_state_survives_encode_decode_and_refolds_to_itself(self) -> None:
        t = self._play(12, per_table=5)
        again = self.game.decode_state(self.game.encode_state(t.state))
        assert msgspec.to_builtins(again) == msgspec.to_builtins(t.state)
        assert msgspec.to_builtins(self.game.fold(t.events)) == msgspec.to_builtins(t.state)

    def test_state_size_does_not_grow_with_the_conflicts_played_at_closed_tables(self) -> None:
        """A new table every 10 conflicts: 50 and 500 conflicts leave states of the same size (a few bytes for
        the longer ids of a longer campaign)."""
        small, large = self._size(self._play(50, per_table=10)), self._size(self._play(500, per_table=10))
        assert large - small <= 16, (small, large)

    def test_state_size_at_one_open_table_grows_only_by_the_ended_conflicts_markers(self) -> None:
        """One table holding every conflict: what grows is one marker per ended conflict, nothing else."""
        short, long = self._play(50, per_table=10**6), self._play(500, per_table=10**6)
        markers = len(msgspec.json.encode(long.state.game.ended)) - len(msgspec.json.encode(short.state.game.ended))
        assert self._size(long) - self._size(short) - markers <= 16
        assert markers <= 450 * 32
