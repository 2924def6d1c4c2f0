"""The state holds what is live: an ended conflict leaves it, a marker refuses it until its table closes, and
the state's size follows the fights at hand, not the number played before."""

from __future__ import annotations

import random

import msgspec

from domain.campaign import CloseTable, OpenTable
from domain.d100.commands import Attack, Defend, EndConflict, EndTurn, RollTask, StartConflict
from domain.dice import ServerDice
from domain.errors import DomainError
from tests.domain.d100.support import GAME, Table, sheet


def _fighters(t: Table) -> list[str]:
    big = {"physical": 999, "social": 20, "mental": 20}
    return [t.create(sheet("Ann", health=big), t.alice), t.create(sheet("Bo", health=big), t.bob)]


def fight_once(t: Table, ids: list[str], dice: ServerDice) -> str:
    """The common loop: a task roll, a conflict started, one attack and its defence, the turn ended, the
    conflict ended."""
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


def _size(t: Table) -> int:
    return len(msgspec.json.encode(t.state.game))


def _play(cycles: int, per_table: int) -> Table:
    t = Table()
    ids = _fighters(t)
    dice = ServerDice(random.Random(7).randbytes)
    for n in range(cycles):
        fight_once(t, ids, dice)
        if (n + 1) % per_table == 0:
            t.run(CloseTable(table_id=t.table_id))
            t.table_id = t.run(OpenTable(name=f"Session {n}"))[0].table_id  # type: ignore[attr-defined]
    return t


def test_an_ended_conflict_leaves_the_state_and_a_marker_refuses_it_until_its_table_closes() -> None:
    t = Table()
    ids = _fighters(t)
    cid = fight_once(t, ids, ServerDice(random.Random(1).randbytes))
    assert cid not in t.state.game.conflicts
    assert t.state.game.ended == {cid: t.table_id}
    for command in (EndConflict(conflict_id=cid), EndTurn(conflict_id=cid, character_id=ids[0])):
        try:
            t.decide(command, t.gm)
        except DomainError as err:
            assert err.code == "conflict_ended"
        else:
            raise AssertionError("an ended conflict was acted on")
    # The fighters are free for the next conflict.
    t.run(StartConflict(table_id=t.table_id, character_ids=ids), t.gm, ServerDice(random.Random(2).randbytes))
    t.run(CloseTable(table_id=t.table_id))
    assert t.state.game.ended == {}
    try:
        t.decide(EndConflict(conflict_id=cid), t.gm)
    except DomainError as err:
        assert err.code == "conflict_not_found"
    else:
        raise AssertionError("an ended conflict was acted on")


def test_a_conflict_that_ends_after_its_table_closed_leaves_its_marker_with_the_next_table() -> None:
    t = Table()
    ids = _fighters(t)
    first = t.table_id
    started = t.run(StartConflict(table_id=first, character_ids=ids), t.gm, ServerDice(random.Random(3).randbytes))
    cid: str = started[0].conflict_id  # type: ignore[attr-defined]
    t.run(CloseTable(table_id=first))
    t.run(EndConflict(conflict_id=cid), t.gm)
    assert t.state.game.ended == {cid: first}
    second = t.run(OpenTable(name="Next"))[0].table_id  # type: ignore[attr-defined]
    t.run(CloseTable(table_id=second))
    assert t.state.game.ended == {}


def test_a_pruned_state_survives_encode_decode_and_refolds_to_itself() -> None:
    t = _play(12, per_table=5)
    again = GAME.decode_state(GAME.encode_state(t.state))
    assert msgspec.to_builtins(again) == msgspec.to_builtins(t.state)
    assert msgspec.to_builtins(GAME.fold(t.events)) == msgspec.to_builtins(t.state)


def test_state_size_does_not_grow_with_the_conflicts_played_at_closed_tables() -> None:
    """A new table every 10 conflicts: 50 and 500 conflicts leave states of the same size (a few bytes for
    the longer ids of a longer campaign)."""
    small, large = _size(_play(50, per_table=10)), _size(_play(500, per_table=10))
    assert large - small <= 16, (small, large)


def test_state_size_at_one_open_table_grows_only_by_the_ended_conflicts_markers() -> None:
    """One table holding every conflict: what grows is one marker per ended conflict, nothing else."""
    short, long = _play(50, per_table=10**6), _play(500, per_table=10**6)
    markers = len(msgspec.json.encode(long.state.game.ended)) - len(msgspec.json.encode(short.state.game.ended))
    assert _size(long) - _size(short) - markers <= 16
    assert markers <= 450 * 32
