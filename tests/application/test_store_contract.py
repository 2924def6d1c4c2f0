"""The store port's contract, run against both of its implementations: the in-memory store the application's
fast tests use (application/memory.py) and the PostgreSQL event store the server runs on. What the
application relies on — versions and expected versions, conflicts, retries of an append that landed, reads by
range either way, global positions, the hash chain, snapshots latest and kept — behaves the same in both, so a
test that passes on the memory store says something about the server. The recap checkpoints' port likewise:
a dict (application/memory.py) and the server's table (server/recap/sources.py)."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from typing import Any

import msgspec
import pytest

from application.memory import InMemoryRecapCheckpoints, InMemoryStore
from application.ports import RecapCheckpoints, StreamStore
from eventstore import EventStore, migrate
from eventstore.errors import DuplicateEventConflict, WrongExpectedVersion
from eventstore.events import NewEvent
from eventstore.expected_version import ANY, NO_STREAM, STREAM_EXISTS
from eventstore.hashing import canonical_bytes_of, event_hash
from server.recap.sources import PostgresRecapCheckpoints
from server.services import SERVER_MIGRATIONS


@pytest.fixture(scope="session")
async def postgresql_store(database_url: str) -> AsyncIterator[EventStore]:
    await migrate(database_url)
    store = await EventStore.connect(database_url, min_size=1, max_size=4)
    yield store
    await store.close()


@pytest.fixture(params=["memory", "postgresql"])
def store(request: pytest.FixtureRequest) -> StreamStore:
    if request.param == "memory":
        return InMemoryStore()
    found: EventStore = request.getfixturevalue("postgresql_store")
    return found


@pytest.fixture
def stream() -> str:
    return f"contract-{uuid.uuid4()}"


def event(n: int = 0, type: str = "test.happened") -> NewEvent:
    return NewEvent(id=uuid.uuid4(), type=type, data=msgspec.json.encode({"n": n}), metadata={"actor": "tester"})


def events(count: int) -> list[NewEvent]:
    return [event(i) for i in range(count)]


def numbers(records: Any) -> list[int]:
    return [msgspec.json.decode(r.data)["n"] for r in records]


async def test_appends_number_versions_from_zero_and_answer_what_they_recorded(store: StreamStore, stream: str) -> None:
    first = await store.append(stream, events(3), NO_STREAM)
    assert (first.first_version, first.last_version) == (0, 2)
    second = await store.append(stream, [event(3)], 2)
    assert (second.first_version, second.last_version) == (3, 3)
    assert await store.stream_version(stream) == 3
    assert await store.stream_version(f"{stream}-none") == -1
    records = await store.read_stream(stream)
    assert [r.version for r in records] == [0, 1, 2, 3]
    assert numbers(records) == [0, 1, 2, 3]
    assert first.recorded is not None and [r.id for r in first.recorded] == [r.id for r in records[:3]]
    assert [r.position for r in records[:3]] == first.positions
    assert [r.hash for r in records] == [*first.hashes, *second.hashes]
    assert records[0].metadata.get("actor") == "tester"


@pytest.mark.parametrize(
    ("expected", "head"),
    [(NO_STREAM, 0), (STREAM_EXISTS, -1), (5, 1), (0, 1), (-1, 1)],
)
async def test_an_unmet_expected_version_is_refused_with_the_actual_one(
    store: StreamStore, stream: str, expected: Any, head: int
) -> None:
    if head >= 0:
        await store.append(stream, events(head + 1))
    with pytest.raises(WrongExpectedVersion) as refused:
        await store.append(stream, [event()], expected)
    assert refused.value.actual == head
    assert await store.stream_version(stream) == head


async def test_met_expectations_append(store: StreamStore, stream: str) -> None:
    await store.append(stream, [event(0)], NO_STREAM)
    await store.append(stream, [event(1)], STREAM_EXISTS)
    await store.append(stream, [event(2)], 1)
    await store.append(stream, [event(3)], ANY)
    assert numbers(await store.read_stream(stream)) == [0, 1, 2, 3]


async def test_a_retry_of_an_append_that_landed_gets_its_original_answer(store: StreamStore, stream: str) -> None:
    batch = events(2)
    first = await store.append(stream, batch, NO_STREAM)
    await store.append(stream, [event(9)])
    again = await store.append(stream, batch, NO_STREAM)
    assert (again.first_version, again.last_version, again.positions, again.hashes) == (
        first.first_version,
        first.last_version,
        first.positions,
        first.hashes,
    )
    assert await store.stream_version(stream) == 2, "the retry wrote nothing"


async def test_an_id_stored_otherwise_is_a_conflict(store: StreamStore, stream: str) -> None:
    stored = event(1)
    await store.append(stream, [stored])
    changed = NewEvent(id=stored.id, type=stored.type, data=b'{"n":2}', metadata={"actor": "tester"})
    with pytest.raises(DuplicateEventConflict):
        await store.append(stream, [changed])
    with pytest.raises(DuplicateEventConflict):
        await store.append(f"{stream}-other", [stored])


async def test_an_empty_or_self_repeating_append_is_refused(store: StreamStore, stream: str) -> None:
    with pytest.raises(ValueError, match="empty"):
        await store.append(stream, [])
    twice = event()
    with pytest.raises(ValueError, match="twice"):
        await store.append(stream, [twice, twice])
    assert await store.stream_version(stream) == -1


async def test_reads_by_range_forward_and_backward(store: StreamStore, stream: str) -> None:
    await store.append(stream, events(10))
    assert numbers(await store.read_stream(stream, 4, 3)) == [4, 5, 6]
    assert numbers(await store.read_stream(stream, 8)) == [8, 9]
    assert numbers(await store.read_stream(stream, -5, 2)) == [0, 1]
    assert await store.read_stream(stream, 10) == []
    assert await store.read_stream(stream, 0, 0) == []
    assert numbers(await store.read_stream_backward(stream, limit=3)) == [9, 8, 7]
    assert numbers(await store.read_stream_backward(stream, 4, 2)) == [4, 3]
    assert numbers(await store.read_stream_backward(stream, 1)) == [1, 0]
    assert numbers(await store.read_stream_backward(stream, 50, 1)) == [9]
    assert await store.read_stream_backward(stream, -1) == []
    assert await store.read_stream(f"{stream}-none") == []
    assert await store.read_stream_backward(f"{stream}-none") == []


async def test_global_positions_grow_across_streams(store: StreamStore, stream: str) -> None:
    a = await store.append(f"{stream}-a", events(2))
    b = await store.append(f"{stream}-b", [event()])
    c = await store.append(f"{stream}-a", [event()])
    positions = [*a.positions, *b.positions, *c.positions]
    assert positions == sorted(positions) and len(set(positions)) == 4
    assert [r.position for r in await store.read_stream(f"{stream}-a")] == [*a.positions, *c.positions]


async def test_the_hash_chain_covers_each_event_and_its_predecessor(store: StreamStore, stream: str) -> None:
    await store.append(stream, events(2))
    await store.append(stream, [event(2)])
    previous: bytes | None = None
    for record in await store.read_stream(stream, upcast=False):
        assert record.hash == event_hash(previous, canonical_bytes_of(record))
        previous = record.hash


async def test_version_of_finds_an_event_in_its_own_stream_only(store: StreamStore, stream: str) -> None:
    stored = events(3)
    await store.append(stream, stored)
    assert await store.version_of(stream, stored[2].id) == 2
    assert await store.version_of(f"{stream}-other", stored[2].id) is None
    assert await store.version_of(stream, uuid.uuid4()) is None


async def test_the_latest_snapshot_is_replaced_by_newer_ones_and_by_a_new_shape(
    store: StreamStore, stream: str
) -> None:
    assert await store.load_snapshot(stream) is None
    await store.append(stream, events(10))
    assert await store.save_snapshot(stream, 5, "state/v1", b"five")
    assert await store.save_snapshot(stream, 9, "state/v1", b"nine")
    assert not await store.save_snapshot(stream, 6, "state/v1", b"six"), "an older one never replaces"
    latest = await store.load_snapshot(stream)
    assert latest is not None and (latest.stream, latest.version, latest.type, latest.data) == (
        stream,
        9,
        "state/v1",
        b"nine",
    )
    assert await store.save_snapshot(stream, 3, "state/v2", b"three")
    latest = await store.load_snapshot(stream)
    assert latest is not None and (latest.version, latest.type) == (3, "state/v2")


async def test_a_snapshot_must_describe_a_stored_event(store: StreamStore, stream: str) -> None:
    await store.append(stream, events(2))
    with pytest.raises(ValueError, match="no version 2"):
        await store.save_snapshot(stream, 2, "state/v1", b"ahead")
    with pytest.raises(ValueError, match="no version 7"):
        await store.keep_snapshot(stream, 7, "state/v1", b"ahead")
    assert await store.load_snapshot(stream) is None
    assert await store.load_snapshot(stream, at_or_before=10) is None


async def test_the_newest_snapshot_at_or_before_a_version_of_a_type(store: StreamStore, stream: str) -> None:
    await store.append(stream, events(30))
    await store.keep_snapshot(stream, 5, "state/v1", b"five")
    await store.keep_snapshot(stream, 12, "state/v1", b"twelve")
    await store.keep_snapshot(stream, 15, "state/v0", b"fifteen, older shape")
    await store.save_snapshot(stream, 25, "state/v1", b"latest")

    async def found(at: int | None, type: str | None = "state/v1") -> tuple[int, bytes] | None:
        snap = await store.load_snapshot(stream, at_or_before=at, type=type)
        return None if snap is None else (snap.version, snap.data)

    assert await found(4) is None
    assert await found(5) == (5, b"five")
    assert await found(14) == (12, b"twelve")
    assert await found(20) == (12, b"twelve"), "another shape is skipped by its type"
    assert await found(20, None) == (15, b"fifteen, older shape")
    assert await found(29) == (25, b"latest")
    assert await found(None) == (25, b"latest")
    assert await found(None, "state/v0") == (15, b"fifteen, older shape")
    await store.keep_snapshot(stream, 12, "state/v1", b"twelve again")
    assert await found(14) == (12, b"twelve again"), "keeping a version and type again replaces its data"
    latest = await store.load_snapshot(stream)
    assert latest is not None and latest.data == b"latest", "kept snapshots are not the latest"


# --- recap checkpoints: the in-memory dict and the server's table ----------------------------------------


@pytest.fixture(params=["memory", "postgresql"])
def checkpoints(request: pytest.FixtureRequest) -> RecapCheckpoints:
    if request.param == "memory":
        return InMemoryRecapCheckpoints()
    found: EventStore = request.getfixturevalue("postgresql_store")
    request.getfixturevalue("server_tables")
    return PostgresRecapCheckpoints(found.connections)


@pytest.fixture(scope="session")
async def server_tables(database_url: str) -> None:
    await migrate(database_url, extra_dirs=(SERVER_MIGRATIONS,))


async def test_recap_checkpoints_are_found_newest_first_by_shape_range_and_audience(
    checkpoints: RecapCheckpoints, stream: str
) -> None:
    await checkpoints.write(stream, "t1", "player:ann:abc", 11, "s0", b"h11", b"older shape", 5)
    for version in (3, 7, 12):
        await checkpoints.write(stream, "t1", "gm", version, "s1", b"h%d" % version, b"gm %d" % version, 5)
    await checkpoints.write(stream, "t1", "player:ann:abc", 9, "s1", b"h9", b"ann 9", 5)
    await checkpoints.write(stream, "t1", "player:bob:abc", 10, "s1", b"h10", b"bob 10", 5)
    await checkpoints.write(stream, "t2", "gm", 8, "s1", b"h8", b"other table", 5)

    found = await checkpoints.candidates(stream, "t1", "s1", 0, 100, "player:ann:", 10)
    assert found == [(12, "gm", b"h12"), (9, "player:ann:abc", b"h9"), (7, "gm", b"h7"), (3, "gm", b"h3")]
    assert await checkpoints.candidates(stream, "t1", "s1", 4, 11, "player:ann:", 1) == [(9, "player:ann:abc", b"h9")]
    assert await checkpoints.data(stream, "t1", "gm", 7) == b"gm 7"
    assert await checkpoints.data(stream, "t1", "gm", 8) is None
    assert await checkpoints.newest(stream, "t1", "gm", "s1") == 12
    assert await checkpoints.newest(stream, "t1", "player:ann:abc", "s0") is None


async def test_writing_a_recap_checkpoint_keeps_only_the_newest_of_its_audience(
    checkpoints: RecapCheckpoints, stream: str
) -> None:
    await checkpoints.write(stream, "t1", "gm", 1, "s0", b"h1", b"older shape", 2)
    await checkpoints.write(stream, "t1", "player:ann:x", 2, "s1", b"h2", b"ann", 2)
    for version in (3, 5, 4):
        await checkpoints.write(stream, "t1", "gm", version, "s1", b"h", b"gm %d" % version, 2)
    await checkpoints.write(stream, "t1", "gm", 5, "s1", b"h5", b"gm 5 again", 2)
    assert await checkpoints.candidates(stream, "t1", "s1", 0, 10, "player:ann:", 10) == [
        (5, "gm", b"h5"),
        (4, "gm", b"h"),
        (2, "player:ann:x", b"h2"),
    ]
    assert await checkpoints.data(stream, "t1", "gm", 5) == b"gm 5 again"
    assert await checkpoints.data(stream, "t1", "gm", 1) is None, "another shape's is dropped"


async def test_stream_heads_list_streams_of_a_prefix_a_page_at_a_time(store: StreamStore) -> None:
    prefix = f"heads{uuid.uuid4().hex[:8]}-"
    names = sorted(f"{prefix}{uuid.uuid4().hex}" for _ in range(3))
    for count, name in enumerate(names, start=1):
        await store.append(name, events(count), NO_STREAM)
    await store.append(f"{prefix[:-1]}+other", events(1), NO_STREAM)  # another prefix
    heads = await store.stream_heads(prefix, limit=10)
    assert [h.stream for h in heads] == names
    assert [h.version for h in heads] == [0, 1, 2]
    assert [(h.first.stream, h.first.version, numbers([h.first])) for h in heads] == [(n, 0, [0]) for n in names]
    first_two = await store.stream_heads(prefix, limit=2)
    assert [h.stream for h in first_two] == names[:2]
    assert [h.stream for h in await store.stream_heads(prefix, after=names[1], limit=2)] == names[2:]
    assert await store.stream_heads(prefix, after=names[2], limit=2) == []
