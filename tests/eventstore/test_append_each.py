"""`append_each`: independent appends sharing a round trip, each with the outcome `append` would have had."""

from __future__ import annotations

import uuid

from eventstore import EventStore, NewEvent
from eventstore.errors import DuplicateEventConflict, WrongExpectedVersion
from eventstore.events import AppendResult
from eventstore.expected_version import ANY, NO_STREAM
from tests.eventstore.factories import event, events


def _streams(n: int) -> list[str]:
    return [f"each-{uuid.uuid4()}" for _ in range(n)]


async def _assert_as_read(store: EventStore, result: AppendResult) -> None:
    """The result describes exactly what a read of the stream returns, and the stream's chain holds."""
    read = await store.read_stream(result.stream, result.first_version, result.last_version - result.first_version + 1)
    assert result.recorded == read
    assert (await store.verify(result.stream)).ok


async def test_appends_to_several_streams_all_land_with_their_own_versions(store: EventStore) -> None:
    streams = _streams(5)
    for s in streams[:2]:
        await store.append(s, events(3))  # two streams already at version 2, three new ones
    results = await store.append_each([(s, [event(n=i)], 2 if i < 2 else NO_STREAM) for i, s in enumerate(streams)])
    assert [r.first_version for r in results if isinstance(r, AppendResult)] == [3, 3, 0, 0, 0]
    assert len({r.recorded_at for r in results if isinstance(r, AppendResult)}) == 1, "one statement, one commit"
    for r in results:
        assert isinstance(r, AppendResult)
        await _assert_as_read(store, r)


async def test_a_wrong_expectation_fails_only_its_own_append(store: EventStore) -> None:
    a, b, c = _streams(3)
    await store.append(b, events(2))
    results = await store.append_each([(a, [event()], NO_STREAM), (b, [event()], 0), (c, [event()], ANY)])
    assert isinstance(results[0], AppendResult) and isinstance(results[2], AppendResult)
    assert results[0].recorded_at == results[2].recorded_at, "the others still shared their statement"
    assert isinstance(results[1], WrongExpectedVersion) and results[1].actual == 1
    assert await store.stream_version(b) == 1, "nothing was written to the refused stream"
    await _assert_as_read(store, results[0])


async def test_a_retried_append_returns_its_original_result_beside_new_ones(store: EventStore) -> None:
    a, b = _streams(2)
    retried = event(n=7)
    original = await store.append(a, [retried])
    results = await store.append_each([(a, [retried], NO_STREAM), (b, [event()], NO_STREAM)])
    assert isinstance(results[0], AppendResult) and results[0].positions == original.positions
    assert isinstance(results[1], AppendResult)
    assert await store.stream_version(a) == 0, "the retry wrote nothing"
    await _assert_as_read(store, results[1])


async def test_an_id_stored_elsewhere_is_a_conflict_for_that_append_only(store: EventStore) -> None:
    a, b, c = _streams(3)
    taken = event()
    await store.append(a, [taken])
    results = await store.append_each([(b, [taken], ANY), (c, [event()], ANY)])
    assert isinstance(results[0], DuplicateEventConflict)
    assert isinstance(results[1], AppendResult)


async def test_invalid_payloads_and_arguments_fail_alone(store: EventStore) -> None:
    a, b, c = _streams(3)
    not_json = NewEvent(uuid.uuid4(), "test.happened", b"{not json")
    results = await store.append_each([(a, [not_json], ANY), (b, [], ANY), (c, [event()], ANY)])
    assert isinstance(results[0], ValueError) and isinstance(results[1], ValueError)
    assert isinstance(results[2], AppendResult)
    assert await store.stream_version(a) == -1


async def test_two_appends_to_one_stream_land_in_order_and_multi_event_appends_too(store: EventStore) -> None:
    a, b = _streams(2)
    first, second = event(n=1), event(n=2)
    results = await store.append_each([(a, [first], NO_STREAM), (b, events(3), NO_STREAM), (a, [second], 0)])
    assert [r.first_version for r in results if isinstance(r, AppendResult)] == [0, 0, 1]
    assert [e.id for e in await store.read_stream(a)] == [first.id, second.id]
    assert (await store.verify(a)).ok and (await store.verify(b)).ok
