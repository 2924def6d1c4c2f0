"""The append queue (group commit): appends handed in together share a round trip and a commit, each with its
own outcome."""

from __future__ import annotations

import asyncio
import uuid

import msgspec

from eventstore import EventStore, NewEvent
from eventstore.append_queue import AppendQueue
from eventstore.errors import WrongExpectedVersion
from eventstore.expected_version import NO_STREAM


def _event(n: int) -> NewEvent:
    return NewEvent(uuid.uuid4(), "test.happened", msgspec.json.encode({"n": n}))


async def test_appends_handed_in_together_share_one_commit(store: EventStore) -> None:
    queue = AppendQueue(store)
    streams = [f"queue-{uuid.uuid4()}" for _ in range(6)]
    results = await asyncio.gather(*(queue.append(s, [_event(i)], NO_STREAM) for i, s in enumerate(streams)))
    assert [r.stream for r in results] == streams and all(r.first_version == 0 for r in results)
    assert len({r.recorded_at for r in results}) == 1, "one statement, one commit"
    for r in results:
        assert r.recorded == await store.read_stream(r.stream)


async def test_a_refused_append_fails_only_its_own_command(store: EventStore) -> None:
    queue = AppendQueue(store)
    taken = f"queue-{uuid.uuid4()}"
    await store.append(taken, [_event(0)])
    fresh = [f"queue-{uuid.uuid4()}" for _ in range(3)]
    outcomes = await asyncio.gather(
        queue.append(taken, [_event(1)], NO_STREAM),
        *(queue.append(s, [_event(2)], NO_STREAM) for s in fresh),
        return_exceptions=True,
    )
    assert isinstance(outcomes[0], WrongExpectedVersion) and outcomes[0].actual == 0
    assert all(not isinstance(o, BaseException) and o.first_version == 0 for o in outcomes[1:])
    assert await store.stream_version(taken) == 0


async def test_a_command_cancelled_while_its_batch_is_in_flight_does_not_disturb_the_others(
    store: EventStore,
) -> None:
    queue = AppendQueue(store)
    streams = [f"queue-{uuid.uuid4()}" for _ in range(3)]
    tasks = [asyncio.create_task(queue.append(s, [_event(i)], NO_STREAM)) for i, s in enumerate(streams)]
    await asyncio.sleep(0)  # every command has handed its append in
    tasks[0].cancel()
    done = await asyncio.gather(*tasks, return_exceptions=True)
    assert isinstance(done[0], asyncio.CancelledError)
    assert all(not isinstance(d, BaseException) and d.first_version == 0 for d in done[1:])
    # Handed in before the cancel, the append may still land, as a single append cut off mid-flight may.
    assert await store.stream_version(streams[0]) in (-1, 0)
