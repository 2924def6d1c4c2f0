"""Subscriptions: catch up, then live; woken by NOTIFY, but never dependent on it; checkpoints."""

from __future__ import annotations

import asyncio
import time

from eventstore import EventStore, LogSubscription, RecordedEvent
from tests.eventstore.factories import events


async def _take(subscription: LogSubscription, stream: str, n: int, timeout: float = 10) -> list[RecordedEvent]:
    """The next n events of `stream` from the subscription (others' events are skipped)."""

    async def take() -> list[RecordedEvent]:
        got: list[RecordedEvent] = []
        while len(got) < n:
            e = await subscription.__anext__()
            if e.stream == stream:
                got.append(e)
        return got

    return await asyncio.wait_for(take(), timeout)


async def test_catch_up_then_live(store: EventStore, stream: str) -> None:
    start = await store.head_position()
    old = await store.append(stream, events(5))
    async with store.subscribe(after_position=start, poll_interval=30) as subscription:
        caught_up = await _take(subscription, stream, 5)
        assert [e.position for e in caught_up] == old.positions

        pending = asyncio.create_task(_take(subscription, stream, 3))
        await asyncio.sleep(0.05)
        new = await store.append(stream, events(3))
        began = time.monotonic()
        live = await pending
        assert [e.position for e in live] == new.positions
        assert time.monotonic() - began < 5, "woken at once, not at the 30 s poll"


async def test_notify_from_another_process_wakes_the_subscriber(store_url: str, stream: str) -> None:
    """Two stores with pools of their own stand for two server processes."""
    async with (
        await EventStore.connect(store_url, min_size=1, max_size=3) as reader,
        await EventStore.connect(store_url, min_size=1, max_size=3) as writer,
    ):
        start = await reader.head_position()
        async with reader.subscribe(after_position=start, poll_interval=30) as subscription:
            pending = asyncio.create_task(_take(subscription, stream, 2))
            await asyncio.sleep(0.2)  # the subscription is caught up and waiting
            assert reader.wakeups.listening
            began = time.monotonic()
            result = await writer.append(stream, events(2))
            got = await pending
            assert [e.position for e in got] == result.positions
            assert time.monotonic() - began < 5, "NOTIFY woke the other process long before its 30 s poll"


async def test_lost_notifications_still_deliver_everything(store_url: str, stream: str) -> None:
    """The writer never notifies (as if the hint were lost): the subscriber's polling delivers anyway."""
    async with (
        await EventStore.connect(store_url, min_size=1, max_size=3) as reader,
        await EventStore.connect(store_url, min_size=1, max_size=3, notify=False) as silent_writer,
    ):
        start = await reader.head_position()
        async with reader.subscribe(after_position=start, poll_interval=0.1) as subscription:
            pending = asyncio.create_task(_take(subscription, stream, 6))
            await asyncio.sleep(0.2)
            first = await silent_writer.append(stream, events(3))
            second = await silent_writer.append(stream, events(3))
            got = await pending
            assert [e.position for e in got] == first.positions + second.positions


async def test_polling_only_subscription(store: EventStore, stream: str) -> None:
    start = await store.head_position()
    async with store.subscribe(after_position=start, poll_interval=0.1, listen=False, batch_size=2) as subscription:
        pending = asyncio.create_task(_take(subscription, stream, 5))
        await asyncio.sleep(0.15)
        result = await store.append(stream, events(5))
        assert [e.position for e in await pending] == result.positions


async def test_checkpoints_resume_at_least_once(store: EventStore, stream: str) -> None:
    name = f"projection-{stream}"
    start = await store.head_position()
    result = await store.append(stream, events(6))
    p = result.positions

    async with store.subscribe(start, checkpoint_name=name, poll_interval=0.1) as subscription:
        got = await _take(subscription, stream, 3)
    assert [e.position for e in got] == p[:3]
    # The third event was handed out but the consumer never came back for more: it is not counted as done.
    assert await store.load_checkpoint(name) == p[1]

    async with store.subscribe(start, checkpoint_name=name, poll_interval=0.1) as subscription:
        assert subscription.position == p[1]
        got = await _take(subscription, stream, 2)
        assert [e.position for e in got] == p[2:4], "resumed from the checkpoint, not from `start`"
        await subscription.checkpoint()
    assert await store.load_checkpoint(name) == p[3]

    async with store.subscribe(start, checkpoint_name=name, poll_interval=0.1) as subscription:
        assert [e.position for e in await _take(subscription, stream, 2)] == p[4:]


async def test_checkpoint_api(store: EventStore, stream: str) -> None:
    result = await store.append(stream, events(2))
    name = f"consumer-{stream}"
    assert await store.load_checkpoint(name) is None
    await store.save_checkpoint(name, result.positions[0])
    assert await store.load_checkpoint(name) == result.positions[0]
    async with store.subscribe(checkpoint_name=name, poll_interval=0.1) as subscription:
        (e,) = await _take(subscription, stream, 1)
        assert e.position == result.positions[1]


async def test_subscription_survives_losing_its_listen_connection(store_url: str, stream: str) -> None:
    async with await EventStore.connect(store_url, min_size=1, max_size=4) as reader:
        start = await reader.head_position()
        async with reader.subscribe(after_position=start, poll_interval=0.1) as subscription:
            pending = asyncio.create_task(_take(subscription, stream, 4))
            await asyncio.sleep(0.2)
            assert reader.wakeups.listening
            killed = await reader.pool.fetchval(
                """SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                    WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()"""
            )
            assert killed
            first = await reader.append(stream, events(2))
            await asyncio.sleep(0.3)
            second = await reader.append(stream, events(2))
            assert [e.position for e in await pending] == first.positions + second.positions


async def test_closing_stops_a_waiting_consumer(store: EventStore) -> None:
    subscription = store.subscribe(await store.head_position(), poll_interval=30)
    consumer = asyncio.create_task(anext(subscription))  # caught up: waits for news
    await asyncio.sleep(0.1)
    await subscription.aclose()
    try:
        await asyncio.wait_for(consumer, 5)
        raise AssertionError("a closed subscription delivered an event")
    except StopAsyncIteration:
        pass
