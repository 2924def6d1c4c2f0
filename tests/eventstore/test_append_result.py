"""An append says what it stored: each event as a read returns it, with its hash and time, without a read."""

from __future__ import annotations

import uuid

import asyncpg
import msgspec

from eventstore import EventStore, NewEvent
from eventstore.expected_version import NO_STREAM
from eventstore.hashing import canonical_bytes_of, chain_hashes
from eventstore.upcasting import UpcasterRegistry
from tests.eventstore.factories import event, events


async def test_single_and_batched_appends_return_their_events_as_stored(store: EventStore, stream: str) -> None:
    one = await store.append(stream, [event(n=1)], NO_STREAM)  # the one-statement path
    batch = await store.append(stream, events(3), 0)  # append_events
    read = await store.read_stream(stream)
    assert one.recorded == read[:1]
    assert batch.recorded == read[1:]
    assert one.hashes == [read[0].hash] and batch.hashes == [r.hash for r in read[1:]]
    assert one.recorded_at == read[0].recorded_at and batch.recorded_at == read[1].recorded_at
    # and they chain as the tamper evidence requires
    assert [r.hash for r in read] == chain_hashes(None, [canonical_bytes_of(r) for r in read])


async def test_metadata_comes_back_as_stored_not_as_sent(store: EventStore, stream: str) -> None:
    sent = NewEvent(uuid.uuid4(), "test.happened", b'{"n":1}', metadata={"z": 1, "a": (1, 2)})
    result = await store.append(stream, [sent])
    assert result.recorded is not None
    [recorded] = result.recorded
    assert recorded.metadata == {"a": [1, 2], "z": 1}
    assert list(recorded.metadata) == ["a", "z"]
    assert result.recorded == await store.read_stream(stream)


async def test_a_retry_returns_what_the_original_stored(store: EventStore, stream: str) -> None:
    """A retry's metadata is not compared with the original's: what it returns must be the stored events."""
    batch = events(2)
    original = await store.append(stream, batch, NO_STREAM)
    retry = [msgspec.structs.replace(e, metadata={"actor": "someone else"}) for e in batch]
    again = await store.append(stream, retry, NO_STREAM)
    assert again == original
    assert again.recorded == await store.read_stream(stream)
    single = [event()]
    first = await store.append(stream, single)
    assert await store.append(stream, [msgspec.structs.replace(single[0], metadata={})]) == first


async def test_append_many_returns_each_streams_events(store: EventStore, stream: str) -> None:
    a, b = stream + "-a", stream + "-b"
    results = await store.append_many({a: (events(2), NO_STREAM), b: (events(1), NO_STREAM)})
    assert results[a].recorded == await store.read_stream(a)
    assert results[b].recorded == await store.read_stream(b)


async def test_returned_events_are_upcast_like_reads(store_url: str, stream: str) -> None:
    upcasters = UpcasterRegistry()
    upcasters.register("test.old", 1, lambda data: {**data, "upcast": True})
    async with await EventStore.connect(store_url, upcasters, min_size=1, max_size=2) as store:
        result = await store.append(stream, [event("test.old", n=1)])
        assert result.recorded == await store.read_stream(stream)
        assert result.recorded is not None and b'"upcast":true' in result.recorded[0].data


async def test_older_callers_of_append_events_still_work(store_url: str, stream: str) -> None:
    """Migration 0002 added OUT parameters: a caller selecting only the original two (an older server during
    a rolling upgrade) is unaffected."""
    e = event()
    conn = await asyncpg.connect(store_url)
    try:
        row = await conn.fetchrow(
            "SELECT first_version, positions FROM append_events($1, -1, $2, $3, $4, $5, $6)",
            stream,
            [e.id],
            [e.type],
            [1],
            [e.data],
            [b"{}"],
        )
    finally:
        await conn.close()
    assert row is not None and row["first_version"] == 0 and len(row["positions"]) == 1
