"""The global log: commit-safe order, no skipped events while slow transactions are open."""

from __future__ import annotations

import asyncio

import asyncpg
import pytest

from eventstore import EventStore, RecordedEvent, UnknownPosition
from tests.eventstore.factories import event, events, wait_until_readable


async def _read_all(store: EventStore, after: int) -> list[RecordedEvent]:
    return [e async for batch in store.read_all(after_position=after, batch_size=2) for e in batch]


async def test_read_all_in_batches_from_a_position(store: EventStore, stream: str) -> None:
    start = await store.head_position()
    results = [await store.append(f"{stream}-{i}", events(2)) for i in range(3)]
    positions = [p for r in results for p in r.positions]
    await wait_until_readable(store, positions[-1])

    batches = [b async for b in store.read_all(after_position=start, batch_size=4)]
    assert len(batches) >= 2 and all(0 < len(b) <= 4 for b in batches)
    read = [e for b in batches for e in b if e.stream.startswith(stream)]
    assert [e.position for e in read] == positions
    assert [e.stream for e in read] == [f"{stream}-{i}" for i in range(3) for _ in range(2)]

    after_third = await _read_all(store, positions[2])
    assert [e.position for e in after_third if e.stream.startswith(stream)] == positions[3:]
    assert await store.head_position() >= positions[-1]


async def test_unknown_position_is_refused(store: EventStore) -> None:
    with pytest.raises(UnknownPosition):
        await _read_all(store, 2**62)


async def test_a_slow_transaction_never_lets_a_reader_skip_its_event(
    store: EventStore, store_url: str, stream: str
) -> None:
    """The slow append takes a lower position than three fast ones but commits after them."""
    start = await store.head_position()
    slow_stream, fast_stream = f"{stream}-slow", f"{stream}-fast"
    received: list[RecordedEvent] = []

    async def follow() -> None:
        async with store.subscribe(after_position=start, poll_interval=0.05) as subscription:
            async for e in subscription:
                if e.stream.startswith(stream):
                    received.append(e)
                if len(received) == 4:
                    return

    follower = asyncio.create_task(follow())
    slow = await asyncpg.connect(store_url)
    try:
        async with slow.transaction():
            slow_event = event()
            row = await slow.fetchrow(
                "SELECT * FROM append_events($1, -2, $2, $3, $4, $5, $6)",
                slow_stream,
                [slow_event.id],
                [slow_event.type],
                [1],
                [slow_event.data],
                [b"{}"],
            )
            slow_position = row["positions"][0]
            fast = [await store.append(fast_stream, [event()]) for _ in range(3)]
            fast_positions = [r.positions[0] for r in fast]
            assert slow_position < min(fast_positions)

            # The hazard is real: a reader trusting positions now sees the fast events and would move past
            # the slow event's position before that event is visible.
            naive = await store.pool.fetch("SELECT position FROM events WHERE position > $1 ORDER BY position", start)
            assert [r[0] for r in naive if r[0] in fast_positions] == fast_positions
            assert slow_position not in [r[0] for r in naive]

            # The gap-safe log holds the fast events back while the slow transaction is open.
            early = await _read_all(store, start)
            assert not [e for e in early if e.stream.startswith(stream)]
            await asyncio.sleep(0.3)  # let the subscription poll a few times meanwhile
            assert received == []
    finally:
        await slow.close()

    await wait_until_readable(store, max(fast_positions))
    after_commit = [e for e in await _read_all(store, start) if e.stream.startswith(stream)]
    assert [e.position for e in after_commit] == [slow_position, *fast_positions]

    await asyncio.wait_for(follower, 10)
    assert [e.position for e in received] == [slow_position, *fast_positions], "all four, once each"
