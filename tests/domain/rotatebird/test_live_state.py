"""The state holds what is live: a closed test (resolved or withdrawn) stays while its table is open, so a
repeat is refused as one, and leaves when the table closes; the state's size then follows the tables in
play, not the number of tests the campaign has rolled."""

from __future__ import annotations

import random

import msgspec

from domain.campaign import CloseTable, OpenTable
from domain.dice import ServerDice
from domain.rotatebird import commands as c
from domain.rotatebird import events as ev

from .harness import GM, Play, pc, refused, with_characters


def one_test(p: Play, dice: ServerDice) -> str:
    """The common loop: a test called, its traits gathered, rolled, a die picked, any fallout rolled and
    described, any edge it earned granted and later lost."""
    leader = pc(p, 0)
    cid = p.call(leader)
    p.gather(cid, (leader, "anchor"), (leader, "cat"))
    player = p.players[0]
    p.run(player, c.RollTest(table_id=p.table_id, conflict_id=cid), dice)
    events = p.run(player, c.PickDie(conflict_id=cid, die=0))
    if p.g.conflicts[cid].phase == "fallout":
        p.run(GM, c.RollFallout(table_id=p.table_id, conflict_id=cid), dice)
        p.run(GM, c.ResolveFallout(conflict_id=cid))
    for earned in (e for e in events if isinstance(e, ev.EdgeEarned)):
        (gained,) = p.run(GM, c.GrantEdge(character_id=earned.character_id, owed_id=earned.owed_id, symbol="cat"))
        p.run(GM, c.RemoveEdge(character_id=earned.character_id, edge_id=gained.edge_id, reason="used up"))  # type: ignore[attr-defined]
    assert p.g.conflicts[cid].phase == "resolved"
    return cid


def _play(tests: int, per_table: int) -> Play:
    p = with_characters(1)
    dice = ServerDice(random.Random(5).randbytes)
    for n in range(tests):
        one_test(p, dice)
        if (n + 1) % per_table == 0:
            p.run(GM, CloseTable(table_id=p.table_id))
            (opened,) = p.run(GM, OpenTable(name=f"session {n}"))
            p.table_id = opened.table_id  # type: ignore[attr-defined]
    return p


def _size(p: Play) -> int:
    return len(msgspec.json.encode(p.state.game))


def test_a_closed_test_is_refused_while_its_table_is_open_and_leaves_when_it_closes() -> None:
    p = with_characters(1)
    dice = ServerDice(random.Random(1).randbytes)
    done = one_test(p, dice)
    withdrawn = p.call(pc(p, 0))
    p.run(p.players[0], c.WithdrawTest(conflict_id=withdrawn))
    still_open = p.call(pc(p, 0))
    for cid in (done, withdrawn):
        assert refused(p, GM, c.PickDie(conflict_id=cid, die=0)).code == "wrong_test_phase"
    p.run(GM, CloseTable(table_id=p.table_id))
    assert set(p.g.conflicts) == {still_open}
    for cid in (done, withdrawn):
        assert refused(p, GM, c.PickDie(conflict_id=cid, die=0)).code == "test_not_found"
    assert msgspec.to_builtins(p.replay()) == msgspec.to_builtins(p.state)


def test_state_size_does_not_grow_with_the_tests_rolled_at_closed_tables() -> None:
    """A new table every 10 tests: 50 and 500 tests leave states of the same size (a few bytes for the
    longer ids of a longer campaign)."""
    small, large = _size(_play(50, per_table=10)), _size(_play(500, per_table=10))
    assert large - small <= 32, (small, large)
