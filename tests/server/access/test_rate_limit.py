"""Rate limits counted per clock-aligned window: exact across processes through Redis under concurrency, the
RateLimit-* headers as Litestar sends them, and per-process counting when Redis is away."""

from __future__ import annotations

import asyncio

from redis.asyncio import Redis

from server.access.rate_limit import WindowCounter
from tests.server.api import create_campaign, problem
from tests.server.servers import make_app, serving


async def test_concurrent_requests_through_two_processes_are_admitted_exactly(api, api_settings) -> None:
    # the campaign and token come from an unlimited server: per-address counts (campaign creation) are shared
    # in Redis by every test (and every test session) within the window
    c = await create_campaign(api)
    ann = await c.add_member("Ann")
    limited = api_settings.with_(rate_limit=("hour", 20))
    async with serving(make_app(limited)) as one, serving(make_app(limited)) as two:
        # one request through each first: each process's Redis connection is made before the burst (on a
        # loaded machine, making it inside the burst can outlast the 1 s round trip, and the requests waiting
        # on it are then counted in the process, as when Redis is away)
        warm = [(await client.get(c.base, headers=ann.headers)).status_code for client in (one, two)]
        assert warm == [200, 200]
        responses = await asyncio.gather(
            *(client.get(c.base, headers=ann.headers) for _ in range(24) for client in (one, two))
        )
        statuses = sorted(r.status_code for r in responses)
        assert statuses == [200] * 18 + [429] * 30
        refused = next(r for r in responses if r.status_code == 429)
        problem(refused, 429, "rate_limited")
        assert refused.headers["RateLimit-Remaining"] == "0"


async def test_headers_count_down(api_settings) -> None:
    async with serving(make_app(api_settings.with_(rate_limit=("day", 1000), redis_url=None))) as client:
        c = await create_campaign(client)
        first = await client.get(c.base, headers=c.gm.headers)
        second = await client.get(c.base, headers=c.gm.headers)
        assert first.headers["RateLimit-Limit"] == "1000"
        assert first.headers["RateLimit-Policy"] == "1000; w=86400"
        assert int(second.headers["RateLimit-Remaining"]) == int(first.headers["RateLimit-Remaining"]) - 1
        assert 0 < int(first.headers["RateLimit-Reset"]) <= 86400


async def test_without_redis_each_process_counts_and_windows_end() -> None:
    unreachable = Redis.from_url("redis://127.0.0.1:1/0", socket_connect_timeout=0.5)
    try:
        for counter in (WindowCounter(None), WindowCounter(unreachable)):
            assert [await counter.hit("k", 7, 60) for _ in range(3)] == [1, 2, 3]
            assert await counter.hit("other", 7, 60) == 1
            assert await counter.hit("k", 8, 60) == 1, "a new window starts from zero"
    finally:
        await unreachable.aclose()


async def test_counts_in_redis_are_shared_and_expire(redis_url: str) -> None:
    client = Redis.from_url(redis_url)
    try:
        a, b = WindowCounter(client), WindowCounter(client)
        key = f"test-{asyncio.get_running_loop().time()}"
        counts = await asyncio.gather(*(counter.hit(key, 1, 60) for counter in (a, b) * 5))
        assert sorted(counts) == list(range(1, 11))
        ttl = await client.ttl(f"chronicle_rl_count:{key}:1")
        assert 0 < ttl <= 61, "a window's counter expires with it"
    finally:
        await client.aclose()
