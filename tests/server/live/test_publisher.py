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
