"""The Redis publisher: publishes handed in while a round trip is under way leave together, in order."""

from __future__ import annotations

import asyncio
import uuid

import pytest
from redis.asyncio import Redis

from server.live.fanout import RedisPublisher


async def test_concurrent_publishes_arrive_in_the_order_handed_in(redis_url: str) -> None:
    channel = f"chronicle.test.{uuid.uuid4().hex}"
    listener = Redis.from_url(redis_url)
    publisher_client = Redis.from_url(redis_url)
    pubsub = listener.pubsub()
    try:
        await pubsub.subscribe(channel)
        publisher = RedisPublisher(publisher_client, timeout=5)
        sent = [f"message {i}".encode() for i in range(300)]
        # handed in back to back, as many requests reaching their publish in one event-loop turn would
        done = [publisher.publish(channel, payload) for payload in sent[:150]]
        await asyncio.sleep(0)
        done += [publisher.publish(channel, payload) for payload in sent[150:]]
        await asyncio.gather(*done)
        received: list[bytes] = []
        deadline = asyncio.get_running_loop().time() + 10
        while len(received) < len(sent):
            assert asyncio.get_running_loop().time() < deadline, f"only {len(received)} of {len(sent)} arrived"
            message = await pubsub.get_message(ignore_subscribe_messages=True, timeout=1)
            if message is not None:  # (None also stands for the ignored subscribe confirmation)
                received.append(message["data"])
        assert received == sent
    finally:
        await pubsub.aclose()
        await listener.aclose()
        await publisher_client.aclose()


async def test_an_unreachable_redis_fails_every_waiter_quickly() -> None:
    client = Redis.from_url("redis://127.0.0.1:1/0", socket_connect_timeout=0.5)
    publisher = RedisPublisher(client, timeout=1)
    try:
        waiters = [publisher.publish("chronicle.test", b"x") for _ in range(5)]
        results = await asyncio.wait_for(asyncio.gather(*waiters, return_exceptions=True), 5)
        assert all(isinstance(r, Exception) for r in results)
        with pytest.raises(Exception):  # noqa: B017 — whichever connection error redis-py raises
            await asyncio.wait_for(publisher.publish("chronicle.test", b"again"), 5)
    finally:
        await publisher.close()
        await client.aclose()


async def test_a_redis_that_never_answers_fails_each_message_by_its_own_deadline() -> None:
    async def swallow(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.read(-1)  # reads everything, answers nothing

    server = await asyncio.start_server(swallow, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    client = Redis.from_url(f"redis://127.0.0.1:{port}/0")
    publisher = RedisPublisher(client, timeout=0.3)
    loop = asyncio.get_running_loop()
    try:
        start = loop.time()
        first = publisher.publish("chronicle.test", b"1")
        await asyncio.sleep(0.1)
        second = publisher.publish("chronicle.test", b"2")  # queued behind the stuck round trip
        with pytest.raises(TimeoutError):
            await first
        assert 0.25 < loop.time() - start < 0.6
        with pytest.raises(TimeoutError):
            await second
        assert loop.time() - start < 0.9, "the second message's deadline counts from when it was handed in"
    finally:
        await publisher.close()
        await client.aclose()
        server.close()


async def test_a_batch_for_several_campaigns_reaches_each_channel_in_order(redis_url: str) -> None:
    """One round trip carries messages for many campaigns' channels; each channel gets its own, in order."""
    channels = [f"chronicle.test.{uuid.uuid4().hex}" for _ in range(3)]
    listener = Redis.from_url(redis_url)
    publisher_client = Redis.from_url(redis_url)
    pubsub = listener.pubsub()
    try:
        await pubsub.subscribe(*channels)
        publisher = RedisPublisher(publisher_client, timeout=5)
        sent = [(channels[i % 3], f"message {i}".encode()) for i in range(60)]
        await asyncio.gather(*(publisher.publish(channel, payload) for channel, payload in sent))
        received: list[tuple[str, bytes]] = []
        deadline = asyncio.get_running_loop().time() + 10
        while len(received) < len(sent):
            assert asyncio.get_running_loop().time() < deadline, f"only {len(received)} of {len(sent)} arrived"
            message = await pubsub.get_message(ignore_subscribe_messages=True, timeout=1)
            if message is not None:
                received.append((message["channel"].decode(), message["data"]))
        assert received == sent
        await publisher.close()
    finally:
        await pubsub.aclose()
        await listener.aclose()
        await publisher_client.aclose()
