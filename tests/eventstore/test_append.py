"""Appending: expected versions, typed conflicts, idempotent retries, reads of a stream."""

from __future__ import annotations

import uuid

import msgspec
import pytest

from eventstore import (
    ANY,
    NO_STREAM,
    STREAM_EXISTS,
    AppendResult,
    DuplicateEventConflict,
    EventStore,
    NewEvent,
    WrongExpectedVersion,
)
from tests.eventstore.factories import event, events


async def test_append_then_read_forward_and_backward(store: EventStore, stream: str) -> None:
    batch = events(5)
    result = await store.append(stream, batch, NO_STREAM)

    assert result.stream == stream
    assert (result.first_version, result.last_version) == (0, 4)
    assert len(result.positions) == 5 and result.positions == sorted(result.positions)

    read = await store.read_stream(stream)
    assert [e.version for e in read] == [0, 1, 2, 3, 4]
    assert [e.id for e in read] == [e.id for e in batch]
    assert [e.position for e in read] == result.positions
    assert [e.data for e in read] == [e.data for e in batch]
    assert read[0].metadata == batch[0].metadata
    assert read[0].recorded_at.tzinfo is not None
    assert all(len(e.hash) == 32 for e in read)

    assert [e.version for e in await store.read_stream(stream, from_version=3)] == [3, 4]
    assert [e.version for e in await store.read_stream(stream, from_version=1, limit=2)] == [1, 2]
    assert [e.version for e in await store.read_stream_backward(stream)] == [4, 3, 2, 1, 0]
    assert [e.version for e in await store.read_stream_backward(stream, from_version=2, limit=2)] == [2, 1]
    assert await store.stream_version(stream) == 4


async def test_empty_stream_reads(store: EventStore, stream: str) -> None:
    assert await store.stream_version(stream) == -1
    assert await store.read_stream(stream) == []
    assert await store.read_stream_backward(stream) == []


async def test_exact_expected_versions_chain(store: EventStore, stream: str) -> None:
    first = await store.append(stream, [event()], -1)
    second = await store.append(stream, events(2), first.last_version)
    assert (second.first_version, second.last_version) == (1, 2)
    assert await store.stream_version(stream) == 2


async def test_wrong_exact_version_carries_the_actual_one(store: EventStore, stream: str) -> None:
    await store.append(stream, events(3))
    with pytest.raises(WrongExpectedVersion) as caught:
        await store.append(stream, [event()], 1)
    error = caught.value
    assert (error.stream, error.expected, error.actual) == (stream, 1, 2)
    assert "actual 2" in str(error)
    assert await store.stream_version(stream) == 2, "a refused append writes nothing"


async def test_no_stream_and_stream_exists(store: EventStore, stream: str) -> None:
    with pytest.raises(WrongExpectedVersion) as caught:
        await store.append(stream, [event()], STREAM_EXISTS)
    assert caught.value.actual == -1 and caught.value.expected is STREAM_EXISTS

    await store.append(stream, [event()], NO_STREAM)
    with pytest.raises(WrongExpectedVersion) as caught:
        await store.append(stream, [event()], NO_STREAM)
    assert caught.value.actual == 0 and caught.value.expected is NO_STREAM

    result = await store.append(stream, [event()], STREAM_EXISTS)
    assert result.first_version == 1
    result = await store.append(stream, [event()], ANY)
    assert result.first_version == 2


async def test_retry_of_a_landed_append_returns_the_original_result(store: EventStore, stream: str) -> None:
    await store.append(stream, events(2))
    batch = events(3)
    original = await store.append(stream, batch, 1)

    # A client that lost the reply sends the very same request again.
    retried = await store.append(stream, batch, 1)

    assert retried == original
    assert await store.stream_version(stream) == 4, "the retry wrote nothing"
    assert len(await store.read_stream(stream)) == 5


async def test_retry_is_recognised_with_any_no_stream_and_after_later_appends(store: EventStore, stream: str) -> None:
    batch = events(2)
    original = await store.append(stream, batch, NO_STREAM)
    await store.append(stream, events(3))  # the stream moved on since

    assert await store.append(stream, batch, NO_STREAM) == original
    assert await store.append(stream, batch, ANY) == original
    assert await store.append(stream, batch, STREAM_EXISTS) == original
    assert await store.stream_version(stream) == 4


async def test_retry_with_an_expectation_the_original_could_not_have_had(store: EventStore, stream: str) -> None:
    await store.append(stream, events(2))
    batch = events(1)
    await store.append(stream, batch, 1)
    with pytest.raises(WrongExpectedVersion) as caught:
        await store.append(stream, batch, 0)
    assert caught.value.actual == 2


async def test_same_id_with_different_content_is_a_conflict(store: EventStore, stream: str) -> None:
    original = event(n=1)
    await store.append(stream, [original])
    forged = msgspec.structs.replace(original, data=b'{"n":2}')

    with pytest.raises(DuplicateEventConflict) as caught:
        await store.append(stream, [forged])
    assert caught.value.event_id == original.id
    assert caught.value.stream == stream
    assert "different content" in caught.value.reason

    other_type = msgspec.structs.replace(original, type="test.other")
    with pytest.raises(DuplicateEventConflict):
        await store.append(stream, [other_type])
    assert await store.stream_version(stream) == 0


async def test_same_id_in_another_stream_is_a_conflict(store: EventStore, stream: str) -> None:
    e = event()
    await store.append(stream, [e])
    with pytest.raises(DuplicateEventConflict) as caught:
        await store.append(stream + "-elsewhere", [e])
    assert caught.value.event_id == e.id
    assert stream in caught.value.reason


async def test_partly_overlapping_batch_is_a_conflict(store: EventStore, stream: str) -> None:
    batch = events(2)
    await store.append(stream, batch)
    with pytest.raises(DuplicateEventConflict) as caught:
        await store.append(stream, [*batch, event()])
    assert "partly" in caught.value.reason
    with pytest.raises(DuplicateEventConflict):
        await store.append(stream, list(reversed(batch)))  # same ids, other versions
    assert await store.stream_version(stream) == 1


async def test_metadata_survives_only_through_the_envelope(store: EventStore, stream: str) -> None:
    meta = {"causation_id": str(uuid.uuid4()), "actor": "gm", "time": "2024-05-01T19:30:00+00:00", "table_id": 7}
    e = NewEvent(uuid.uuid4(), "test.meta", b'{"z": 1, "a": [1, 2]}', 3, meta)
    await store.append(stream, [e])
    (read,) = await store.read_stream(stream)
    assert read.metadata == meta
    assert read.data == b'{"z": 1, "a": [1, 2]}', "data bytes are kept exactly, whitespace and key order included"
    assert read.schema_version == 3


async def test_invalid_appends_are_refused_before_reaching_the_database(store: EventStore, stream: str) -> None:
    with pytest.raises(ValueError, match="empty"):
        await store.append(stream, [])
    e = event()
    with pytest.raises(ValueError, match="twice"):
        await store.append(stream, [e, e])
    with pytest.raises(ValueError):
        await store.append(stream, [event()], -2)
    with pytest.raises(TypeError):
        await store.append(stream, [event()], "0")  # type: ignore[arg-type]


async def test_append_many_is_all_or_nothing(store: EventStore, stream: str) -> None:
    a, b = stream + "-a", stream + "-b"
    results = await store.append_many({a: (events(2), NO_STREAM), b: (events(1), NO_STREAM)})
    assert results[a] == AppendResult(a, 0, 1, results[a].positions, **_stored(results[a]))
    assert results[b].first_version == 0

    with pytest.raises(WrongExpectedVersion) as caught:
        await store.append_many({a: (events(1), 1), b: (events(1), 5)})
    assert caught.value.stream == b and caught.value.actual == 0
    assert await store.stream_version(a) == 1, "the append to a rolled back with b's conflict"


async def test_list_streams_by_prefix(store: EventStore, stream: str) -> None:
    names = [f"{stream}/x", f"{stream}/y", f"{stream}/z"]
    for name in names:
        await store.append(name, [event()])
    assert await store.list_streams(prefix=f"{stream}/") == names
    assert set(names) <= set(await store.list_streams())
    assert await store.list_streams(prefix=f"{stream}/nothing") == []


async def test_single_event_retry_after_the_stream_moved_on(store: EventStore, stream: str) -> None:
    e = event()
    original = await store.append(stream, [e], NO_STREAM)
    await store.append(stream, events(2))
    assert await store.append(stream, [e], NO_STREAM) == original
    assert await store.append(stream, [e], ANY) == original
    assert await store.stream_version(stream) == 2


async def test_data_must_be_json(store: EventStore, stream: str) -> None:
    for data in (b"not json", b"\xff\xfe", b'{"a": 1'):
        with pytest.raises(ValueError, match="UTF-8 JSON"):
            await store.append(stream, [NewEvent(uuid.uuid4(), "test.bad", data)])
        with pytest.raises(ValueError, match="UTF-8 JSON"):
            await store.append(stream, [event(), NewEvent(uuid.uuid4(), "test.bad", data)])
    assert await store.stream_version(stream) == -1


def _stored(result: AppendResult) -> dict[str, object]:
    """What an append reports of the stored events besides where they landed (see test_append_result.py)."""
    return {"hashes": result.hashes, "recorded_at": result.recorded_at, "recorded": result.recorded}
