"""The per-process token cache: a revocation fails the very next request in the process that made it, and in
every other process as soon as PostgreSQL's notice arrives (milliseconds); the cache is never trusted
while its LISTEN connection is down. Two app instances stand for two server processes."""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import AsyncIterator
from typing import Any

import asyncpg
import httpx
import pytest

from server.access.token_cache import TokenCache
from server.access.tokens import TokenStore, digest
from server.config import Settings
from tests.server.api import Member, create_campaign, problem
from tests.server.servers import make_app, serving

NOTICE_DEADLINE = 1.0
"""Seconds another process may take to hear of a revocation here (it takes milliseconds; CI machines are slow)."""

REVOKE_BY_HAND = "UPDATE chronicle_tokens SET revoked_at = now() WHERE token_id = $1"


def cache_of(client: httpx.AsyncClient) -> TokenCache:
    cache = client.app.state.services.tokens.cache  # type: ignore[attr-defined]
    assert isinstance(cache, TokenCache)
    return cache


async def until_refused(client: httpx.AsyncClient, path: str, who: Member) -> float:
    """Seconds until `who` is refused as revoked on `client` (requests back to back)."""
    start = time.perf_counter()
    while True:
        r = await client.get(path, headers=who.headers)
        if r.status_code == 401:
            problem(r, 401, "token_revoked")
            return time.perf_counter() - start
        assert r.status_code == 200, r.text
        assert time.perf_counter() - start < NOTICE_DEADLINE, "the other process still accepts the revoked token"


@pytest.fixture
async def other(api_settings: Settings) -> AsyncIterator[httpx.AsyncClient]:
    """A second server process on the same PostgreSQL."""
    async with serving(make_app(api_settings)) as client:
        yield client


async def test_revocation_fails_the_next_request_here_and_within_milliseconds_elsewhere(api, other) -> None:
    c = await create_campaign(api)
    ann = await c.add_member("Ann")
    for client in (api, other):
        assert (await client.get(c.base, headers=ann.headers)).status_code == 200
        assert cache_of(client).get(digest(ann.token)) is not None, "served from memory from now on"

    r = await api.delete(f"{c.base}/tokens/{ann.token_id}", headers=c.gm.headers)
    assert r.status_code == 200
    # the revoking process: the very next request
    problem(await api.get(c.base, headers=ann.headers), 401, "token_revoked")
    # the other process: as soon as the notice arrives
    elapsed = await until_refused(other, c.base, ann)
    print(f"\nanother process refused the revoked token after {elapsed * 1000:.1f} ms")
    cached = cache_of(other).get(digest(ann.token))
    assert cached is None or cached.revoked_at is not None, "only the revoked row may be remembered"
    assert (await other.get(c.base, headers=c.gm.headers)).status_code == 200, "other tokens stay valid"


async def test_a_change_made_by_hand_reaches_every_process(api, other, database_url: str) -> None:
    """The notice comes from a trigger, so an operator's UPDATE or DELETE in psql counts too."""
    c = await create_campaign(api)
    ann = await c.add_member("Ann")
    bea = await c.add_member("Bea")
    for client in (api, other):
        for who in (ann, bea):
            assert (await client.get(c.base, headers=who.headers)).status_code == 200
    conn = await asyncpg.connect(database_url)
    try:
        await conn.execute(REVOKE_BY_HAND, uuid.UUID(ann.token_id))
        await conn.execute("DELETE FROM chronicle_tokens WHERE token_id = $1", uuid.UUID(bea.token_id))
    finally:
        await conn.close()
    for client in (api, other):
        await until_refused(client, c.base, ann)
        start = time.perf_counter()
        while (r := await client.get(c.base, headers=bea.headers)).status_code != 401:
            assert time.perf_counter() - start < NOTICE_DEADLINE
        problem(r, 401, "token_invalid")


async def test_while_the_listen_connection_is_down_nothing_is_served_from_memory(api, other, database_url) -> None:
    c = await create_campaign(api)
    ann = await c.add_member("Ann")
    assert (await other.get(c.base, headers=ann.headers)).status_code == 200
    cache = cache_of(other)
    assert cache.listening and len(cache) > 0
    generation = cache.generation

    admin = await asyncpg.connect(database_url)
    try:
        listener = cache._conn.get_server_pid()
        assert await admin.fetchval("SELECT pg_terminate_backend($1)", listener)
        start = time.perf_counter()
        while cache.listening and cache._conn is not None and cache._conn.get_server_pid() == listener:
            await asyncio.sleep(0.001)
            assert time.perf_counter() - start < 5, "the lost connection was not noticed"
        assert len(cache) == 0 and cache.generation > generation, "a lost connection empties the cache"
        # a revocation now sends its notice to nobody in that process: it must still be refused there
        await admin.execute(REVOKE_BY_HAND, uuid.UUID(ann.token_id))
    finally:
        await admin.close()
    problem(await other.get(c.base, headers=ann.headers), 401, "token_revoked")

    # and it listens again by itself
    start = time.perf_counter()
    while not cache.listening:
        await asyncio.sleep(0.01)
        assert time.perf_counter() - start < 10, "the cache did not listen again"
    assert (await other.get(c.base, headers=c.gm.headers)).status_code == 200
    assert cache.get(digest(c.gm.token)) is not None


async def test_a_lookup_that_raced_a_change_does_not_store_what_it_read(database_url: str) -> None:
    cache = TokenCache(database_url, ttl=60)
    await cache.start()
    try:
        assert cache.listening
        pool = await asyncpg.create_pool(database_url, min_size=1, max_size=1)
        try:
            tokens = TokenStore(pool, cache)
            secret, info = await tokens.issue(uuid.uuid4(), "m1")
            started = cache.generation  # a look-up reads the row...
            cache.forget(info.token_id)  # ...a notice arrives before its answer is stored...
            cache.put(digest(secret), info, started)  # ...so what it read may be stale: not stored
            assert cache.get(digest(secret)) is None
            assert await tokens.authenticate(secret) == info
            assert cache.get(digest(secret)) == info, "a look-up with no change meanwhile is stored"
            await tokens.revoke(uuid.UUID(info.campaign_id), uuid.UUID(info.token_id))
            assert cache.get(digest(secret)) is None, "revoking forgets at once, before any notice"
            revoked = await tokens.authenticate(secret)
            assert revoked is not None and revoked.revoked_at is not None
        finally:
            await pool.close()
    finally:
        await cache.stop()
    assert not cache.listening and len(cache) == 0


async def test_entries_expire_after_the_ttl(database_url: str) -> None:
    cache = TokenCache(database_url, ttl=0.05)
    await cache.start()
    pool = await asyncpg.create_pool(database_url, min_size=1, max_size=1)
    try:
        tokens = TokenStore(pool, cache)
        secret, info = await tokens.issue(uuid.uuid4(), "m1")
        assert await tokens.authenticate(secret) == info
        assert cache.get(digest(secret)) == info
        await asyncio.sleep(0.1)
        assert cache.get(digest(secret)) is None
        assert await tokens.authenticate("chr_" + "x" * 43) is None
        assert len(cache) == 0, "unknown tokens are not cached"
    finally:
        await pool.close()
        await cache.stop()


async def test_no_cache_without_listen(api_settings: Settings) -> None:
    """A database that refuses LISTEN (or CHRONICLE_TOKEN_CACHE_SECONDS=0) means every request looks up."""

    async def refuse(_dsn: str) -> Any:
        raise OSError("no LISTEN here")

    cache = TokenCache("postgresql://nowhere", connect=refuse)
    await cache.start(wait=0.2)
    try:
        assert not cache.listening
        cache.put(b"k", None, cache.generation)  # type: ignore[arg-type]
        assert cache.get(b"k") is None and len(cache) == 0
    finally:
        await cache.stop()
    async with serving(make_app(api_settings.with_(token_cache_seconds=0))) as client:
        assert client.app.state.services.tokens.cache is None  # type: ignore[attr-defined]
        c = await create_campaign(client)
        assert (await client.get(c.base, headers=c.gm.headers)).status_code == 200
