"""Group commit: single-event appends that arrive while another is in flight share the next round trip and its
commit, each with its own outcome; an append alone, and every multi-event append, leaves at once on its own."""

from __future__ import annotations

import asyncio
import uuid

import msgspec

from eventstore import EventStore, NewEvent
from eventstore.errors import WrongExpectedVersion
from eventstore.expected_version import NO_STREAM


def _event(n: int) -> NewEvent:
    return NewEvent(uuid.uuid4(), "test.happened", msgspec.json.encode({"n": n}))


def _streams(n: int) -> list[str]:
    return [f"group-{uuid.uuid4()}" for _ in range(n)]


async def test_appends_arriving_together_share_one_commit_after_the_first(store: EventStore) -> None:
    streams = _streams(6)
    results = await asyncio.gather(*(store.append(s, [_event(i)], NO_STREAM) for i, s in enumerate(streams)))
    assert [r.stream for r in results] == streams and all(r.first_version == 0 for r in results)
    # The first finds nothing in flight and leaves alone; the five that queued behind it share one statement.
    assert len({r.recorded_at for r in results[1:]}) == 1
    assert results[0].recorded_at != results[1].recorded_at
    for r in results:
        assert r.recorded == await store.read_stream(r.stream)


async def test_without_group_commit_every_append_commits_alone(store: EventStore) -> None:
    alone = EventStore(store.pool, group_commit=False)
    try:
        results = await asyncio.gather(*(alone.append(s, [_event(0)], NO_STREAM) for s in _streams(4)))
    finally:
        await alone.close()
    assert len({r.recorded_at for r in results}) == 4


async def test_a_refused_append_fails_only_itself(store: EventStore) -> None:
    taken, *fresh = _streams(4)
    await store.append(taken, [_event(0)])
    first = asyncio.create_task(store.append(_streams(1)[0], [_event(9)], NO_STREAM))  # in flight: the rest queue
    await asyncio.sleep(0)
    outcomes = await asyncio.gather(
        store.append(taken, [_event(1)], NO_STREAM),
        *(store.append(s, [_event(2)], NO_STREAM) for s in fresh),
        return_exceptions=True,
    )
    await first
    assert isinstance(outcomes[0], WrongExpectedVersion) and outcomes[0].actual == 0
    assert all(not isinstance(o, BaseException) and o.first_version == 0 for o in outcomes[1:])
    assert len({o.recorded_at for o in outcomes[1:] if not isinstance(o, BaseException)}) == 1
    assert await store.stream_version(taken) == 0


async def test_two_appends_to_one_stream_in_one_group_keep_their_order(store: EventStore, stream: str) -> None:
    first = asyncio.create_task(store.append(_streams(1)[0], [_event(9)]))
    await asyncio.sleep(0)
    a, b = await asyncio.gather(store.append(stream, [_event(0)]), store.append(stream, [_event(1)]))
    await first
    assert (a.first_version, b.first_version) == (0, 1)
    assert [msgspec.json.decode(e.data)["n"] for e in await store.read_stream(stream)] == [0, 1]
    assert (await store.verify(stream)).ok


async def test_a_writer_cancelled_while_queued_is_dropped_and_does_not_disturb_the_others(
    store: EventStore,
) -> None:
    streams = _streams(4)
    tasks = [asyncio.create_task(store.append(s, [_event(i)], NO_STREAM)) for i, s in enumerate(streams)]
    await asyncio.sleep(0)  # every writer has handed its append in; the first is in flight, the rest queued
    tasks[1].cancel()
    done = await asyncio.gather(*tasks, return_exceptions=True)
    assert isinstance(done[1], asyncio.CancelledError)
    assert all(not isinstance(d, BaseException) and d.first_version == 0 for i, d in enumerate(done) if i != 1)
    # Cancelled while it waited for the group, it was never sent.
    assert await store.stream_version(streams[1]) == -1


async def test_closing_the_store_lets_the_appends_handed_in_finish(store_url: str) -> None:
    own = await EventStore.connect(store_url, min_size=1, max_size=2)
    streams = _streams(3)
    tasks = [asyncio.create_task(own.append(s, [_event(0)], NO_STREAM)) for s in streams]
    await asyncio.sleep(0)
    await own.close()  # lets the append in flight and its queued group finish first
    done = await asyncio.gather(*tasks, return_exceptions=True)
    assert all(not isinstance(d, BaseException) and d.first_version == 0 for d in done)
