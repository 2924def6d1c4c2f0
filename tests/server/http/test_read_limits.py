"""The heavy-read limits (server/http/read_limits.py) through the real app on a real socket: each limit answers
with its problem code (and `Retry-After` where retrying helps), one token over its bound is refused while
another still gets through, a refused read writes nothing, and a long read leaves the event loop free.

Each test serves an app of its own with tiny limits. A read "already running" is a slot the test takes from
the app's own gate (`app.state.read_limits`) under the key the server derives from a token, so that the
tests need no timing to have a read in flight.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import os
import sys
import threading
import uuid
from collections.abc import AsyncIterator
from types import SimpleNamespace
from typing import Any

import httpx
import msgspec
import pytest

from application.streams import stream_name
from eventstore.events import NewEvent
from server.access.rate_limit import rate_limit_key
from server.config import Settings, from_env
from server.http.read_limits import ReadLimits, offload
from server.main import tune_gc, tune_threads
from tests.server.api import Campaign, Member, create_campaign, problem
from tests.server.servers import make_app, serving


@contextlib.asynccontextmanager
async def limited(settings: Settings, **limits: Any) -> AsyncIterator[httpx.AsyncClient]:
    async with serving(make_app(settings.with_(**limits))) as client:
        yield client


def gate(client: httpx.AsyncClient) -> ReadLimits:
    return client.app.state.read_limits  # type: ignore[attr-defined,no-any-return]


def key_of(member: Member) -> str:
    """The key the server files `member`'s reads under."""
    return rate_limit_key(SimpleNamespace(headers={"authorization": member.headers["Authorization"]}))


async def played(client: httpx.AsyncClient, rolls: int = 3) -> tuple[Campaign, Member, str]:
    """A campaign with a player who rolled `rolls` times at a server-dice table (its id is the third item)."""
    c = await create_campaign(client, name="Limits")
    player = await c.add_member("Pat", "player")
    char = (await c.ok("td.create_character", {"name": "Robin"}, who=player))["events"][0]["data"]["character_id"]
    table = await c.open_table(mode="server")
    for _ in range(rolls):
        await c.ok("td.roll", {"table_id": table, "character_id": char, "count": 3}, who=player)
    return c, player, table


async def written(client: httpx.AsyncClient) -> tuple[int, int]:
    """How much the database holds that a read could have written: events, and snapshots."""
    pool = client.app.state.services.store.pool  # type: ignore[attr-defined]
    return (await pool.fetchval("SELECT count(*) FROM events"), await pool.fetchval("SELECT count(*) FROM snapshots"))


def retry_after(r: httpx.Response) -> int:
    value = int(r.headers["retry-after"])
    assert value >= 1
    return value


async def test_a_token_over_its_bound_is_refused_while_another_token_reads(api_settings: Settings) -> None:
    async with limited(api_settings, read_concurrency=2, read_concurrency_per_token=1, read_queue=0) as client:
        c, player, _ = await played(client)
        before = await written(client)
        async with gate(client).slot(key_of(c.gm)):  # the GM's one heavy read is running
            for path in ("/integrity", "/events", f"/tables/{uuid.uuid4()}/fairness", "/state?at=1"):
                r = await client.get(c.base + path, headers=c.gm.headers)
                body = problem(r, 503, "reads_busy")
                assert body["data"]["scope"] == "token", body
                retry_after(r)
            r = await client.get(f"{c.base}/integrity", headers=player.headers)
            assert r.status_code == 200, r.text
            assert r.json()["ok"]
        # the GM's read is over: the GM reads again; reads that are not heavy were never held
        assert (await client.get(f"{c.base}/integrity", headers=c.gm.headers)).status_code == 200
        assert gate(client).running == 0
        assert await written(client) == before


async def test_a_full_process_refuses_reads_and_a_waiting_read_gets_the_freed_slot(api_settings: Settings) -> None:
    async with limited(api_settings, read_concurrency=1, read_queue=1, read_queue_seconds=30) as client:
        c, player, _ = await played(client)
        limits = gate(client)
        async with limits.slot("someone else"):
            waiting = asyncio.create_task(client.get(f"{c.base}/integrity", headers=player.headers))
            while limits.waiting == 0:
                assert not waiting.done(), waiting.result().text
                await asyncio.sleep(0.01)
            # the queue (of one) is full: the next read is refused at once
            r = await client.get(f"{c.base}/events", headers=c.gm.headers)
            body = problem(r, 503, "reads_busy")
            assert body["data"]["scope"] == "process"
            retry_after(r)
            assert not waiting.done()
            # a read that is not heavy goes through meanwhile
            assert (await client.get(c.base, headers=c.gm.headers)).status_code == 200
        r = await waiting  # the slot was handed over
        assert r.status_code == 200 and r.json()["ok"], r.text
        assert (limits.running, limits.waiting) == (0, 0)


async def test_a_read_that_waited_too_long_is_refused(api_settings: Settings) -> None:
    async with limited(api_settings, read_concurrency=1, read_queue=4, read_queue_seconds=0.05) as client:
        c, _, _ = await played(client)
        async with gate(client).slot("someone else"):
            r = await client.get(f"{c.base}/integrity", headers=c.gm.headers)
            body = problem(r, 503, "reads_busy")
            assert body["data"]["scope"] == "process"
            retry_after(r)
        assert gate(client).waiting == 0
        assert (await client.get(f"{c.base}/integrity", headers=c.gm.headers)).status_code == 200


async def test_a_read_over_its_time_is_stopped(api_settings: Settings) -> None:
    async with limited(api_settings, read_timeout_seconds=1e-6) as client:
        c, _, _ = await played(client)
        before = await written(client)
        for path in ("/integrity", "/events", "/state?at=2"):
            r = await client.get(c.base + path, headers=c.gm.headers)
            body = problem(r, 503, "read_timeout")
            assert body["data"]["limit_seconds"] == 1e-6
            retry_after(r)
        assert (await client.get(c.base, headers=c.gm.headers)).status_code == 200  # not a heavy read
        assert gate(client).running == 0
        assert await written(client) == before


async def test_a_read_larger_than_the_limit_is_refused(api_settings: Settings) -> None:
    async with limited(api_settings, read_max_bytes=2000) as client:  # a roll shows in ~800 bytes
        c, _, _ = await played(client, rolls=6)
        before = await written(client)
        # a page is measured as it is gathered
        r = await client.get(f"{c.base}/events", params={"limit": 1000}, headers=c.gm.headers)
        body = problem(r, 413, "read_too_large")
        assert body["data"]["limit_bytes"] == 2000 and body["data"]["at_least_bytes"] > 2000
        assert body["title"] == "Answer too large"
        assert "retry-after" not in r.headers  # the same read would be as large again
        # a small page is fine (the last roll)
        last = await c.version()
        r = await client.get(f"{c.base}/events", params={"after": last - 1}, headers=c.gm.headers)
        assert r.status_code == 200 and len(r.json()["events"]) == 1, r.text
        assert await written(client) == before
    async with limited(api_settings, read_max_bytes=100) as client:
        c, _, _ = await played(client, rolls=1)
        # any whole answer of a heavy read is measured before it is sent (the integrity report is ~300 bytes)
        r = await client.get(f"{c.base}/integrity", headers=c.gm.headers)
        assert problem(r, 413, "read_too_large")["data"]["limit_bytes"] == 100
        assert "etag" not in r.headers


async def test_a_recap_larger_than_the_limit_is_refused_before_it_is_streamed(api_settings: Settings) -> None:
    async with limited(api_settings, read_max_bytes=1200) as client:  # the recap of 12 rolls is ~3 KB
        c, _, table = await played(client, rolls=12)
        for fmt in ("json", "md", "html"):
            r = await client.get(f"{c.base}/tables/{table}/recap", params={"format": fmt}, headers=c.gm.headers)
            body = problem(r, 413, "read_too_large")
            assert body["data"]["limit_bytes"] == 1200 and body["data"]["at_least_bytes"] > 1200
    async with limited(api_settings, read_max_bytes=20_000) as client:
        c, _, table = await played(client, rolls=2)
        r = await client.get(f"{c.base}/tables/{table}/recap", params={"format": "json"}, headers=c.gm.headers)
        assert r.status_code == 200 and len(r.json()["rolls"]) == 2, r.text


async def test_the_events_page_is_unchanged_by_its_encoding_off_the_loop(api: httpx.AsyncClient) -> None:
    c, player, _ = await played(api, rolls=4)
    r = await api.get(f"{c.base}/events", params={"limit": 3, "type": "td.rolled"}, headers=player.headers)
    assert r.status_code == 200, r.text
    page = r.json()
    assert set(page) == {"campaign_id", "events", "next_cursor", "next_after", "version", "more"}
    assert [e["type"] for e in page["events"]] == ["td.rolled"] * 3
    assert page["more"] and page["next_after"] == page["events"][-1]["version"]
    assert r.headers["etag"] == f'"{page["version"]}"'


async def test_offload_runs_off_the_event_loop_thread(api_settings: Settings) -> None:
    limits = ReadLimits.from_settings(api_settings.with_(read_threads=1))
    try:
        async with limits.slot("k"):
            assert await offload(threading.get_ident) != threading.get_ident()
    finally:
        limits.close()


async def test_a_slot_handed_to_a_read_that_is_gone_passes_to_the_next(api_settings: Settings) -> None:
    limits = ReadLimits.from_settings(api_settings.with_(read_concurrency=1, read_queue=2))
    a_done, done = asyncio.Event(), asyncio.Event()

    async def hold(key: str, until: asyncio.Event) -> None:
        async with limits.slot(key):
            await until.wait()

    a = asyncio.create_task(hold("a", a_done))
    while limits.running == 0:
        await asyncio.sleep(0)
    b = asyncio.create_task(hold("b", done))
    c = asyncio.create_task(hold("c", done))
    while limits.waiting < 2:
        await asyncio.sleep(0)
    a_done.set()
    while not a.done():
        await asyncio.sleep(0)
    b.cancel()  # a's slot was handed to b, whose client left before b could take it up
    while limits.waiting:
        await asyncio.sleep(0)
    assert limits.running == 1  # c holds it now
    done.set()
    await c
    assert b.cancelled()
    assert (limits.running, limits.waiting) == (0, 0)


async def test_a_timeout_of_the_reads_own_is_not_the_read_limit(api_settings: Settings) -> None:
    limits = ReadLimits.from_settings(api_settings)
    with pytest.raises(TimeoutError):
        async with limits.slot("k"):
            raise TimeoutError("the database did not answer in time")
    assert limits.running == 0


async def _fill(client: httpx.AsyncClient, c: Campaign, events: int) -> None:
    """Grow the campaign by `events` copies of its last roll (new ids), appended in batches as a long
    campaign would have written them."""
    store = client.app.state.services.store  # type: ignore[attr-defined]
    stream = stream_name(c.id)
    last = (await store.read_stream(stream, await c.version(), 1))[0]
    version = last.version
    for start in range(0, events, 1000):
        batch = [
            NewEvent(uuid.uuid4(), last.type, last.data, last.schema_version, last.metadata)
            for _ in range(min(1000, events - start))
        ]
        version = (await store.append(stream, batch, version)).last_version


async def test_a_long_read_does_not_hold_the_event_loop(api_settings: Settings) -> None:
    """The server runs on this test's event loop: a ticker on it sees the longest time the loop was held
    while a heavy read walks 20,000 events — the chain, fairness, the log, the export, the recap, a replay
    page and the state at a past version (measured with the loop's own clock; the read's own duration is not
    asserted)."""
    async with limited(api_settings) as client:
        c, _, table = await played(client, rolls=1)
        await _fill(client, c, 20_000)
        assert (await client.get(c.base, headers=c.gm.headers)).status_code == 200  # the state is loaded
        loop = asyncio.get_running_loop()
        gaps: list[float] = []

        async def tick() -> None:
            last = loop.time()
            while True:
                await asyncio.sleep(0.002)
                now = loop.time()
                gaps.append(now - last)
                last = now

        async def longest_hold(path: str) -> float:
            ticker = asyncio.create_task(tick())
            await asyncio.sleep(0.01)
            gaps.clear()
            r = await client.get(c.base + path, headers=c.gm.headers, timeout=120)  # a slow machine is no failure
            ticker.cancel()
            assert r.status_code == 200, r.text
            assert len(gaps) >= 3, path  # the ticker ran while the read did
            return max(gaps)

        async def measure(path: str) -> None:
            # A read that holds the loop holds it on every run; a stall of the whole process (the machine's
            # other work) does not repeat: so the best of three runs is held to the bound.
            holds = []
            for _ in range(3):
                holds.append(await longest_hold(path))
                print(f"loop held {holds[-1] * 1000:.1f} ms during {path}")
                if holds[-1] < 0.1:
                    return
            raise AssertionError(f"{path}: the loop was held {[round(h * 1000) for h in holds]} ms")

        reads = (
            "/integrity",
            f"/tables/{table}/fairness",
            "/events?limit=1000&type=campaign.table_closed",
            "/export",
            f"/tables/{table}/recap?format=json",
            f"/tables/{table}/replay?from=19900",
            "/state?at=10000",
        )
        thresholds, interval = gc.get_threshold(), sys.getswitchinterval()
        tune_gc()  # the collector and the GIL's switch interval as `chronicle serve` sets them (server/main.py),
        tune_threads()  # not as pytest left them
        try:
            for path in reads:
                await measure(path)
        finally:
            gc.unfreeze()
            gc.set_threshold(*thresholds)
            sys.setswitchinterval(interval)
        report = (await client.get(f"{c.base}/integrity", headers=c.gm.headers)).json()
        assert report["ok"] and report["events"] > 20_000


def test_the_limits_are_read_from_the_environment() -> None:
    s = from_env({})
    assert (s.read_concurrency, s.read_concurrency_per_token, s.read_queue) == (4, 2, 32)
    assert (s.read_queue_seconds, s.read_timeout_seconds, s.read_max_bytes, s.read_threads) == (
        10.0,
        30.0,
        32 * 1024 * 1024,
        2,
    )
    s = from_env(
        {
            "CHRONICLE_READ_CONCURRENCY": "2",
            "CHRONICLE_READ_CONCURRENCY_PER_TOKEN": "1",
            "CHRONICLE_READ_QUEUE": "8",
            "CHRONICLE_READ_QUEUE_SECONDS": "2.5",
            "CHRONICLE_READ_TIMEOUT_SECONDS": "0",
            "CHRONICLE_READ_MAX_BYTES": "1048576",
            "CHRONICLE_READ_THREADS": "1",
        }
    )
    assert (s.read_concurrency, s.read_concurrency_per_token, s.read_queue, s.read_queue_seconds) == (2, 1, 8, 2.5)
    assert (s.read_timeout_seconds, s.read_max_bytes, s.read_threads) == (0.0, 1048576, 1)


def test_every_heavy_read_documents_its_limits() -> None:
    from server.cli.openapi import document

    doc = msgspec.json.decode(msgspec.json.encode(document()))
    heavy = [
        ("/campaigns/{campaign_id}/integrity", "get"),
        ("/campaigns/{campaign_id}/events", "get"),
        ("/campaigns/{campaign_id}/tables/{table_id}/fairness", "get"),
        ("/campaigns/{campaign_id}/luck", "get"),
        ("/campaigns/{campaign_id}/state", "get"),
        ("/campaigns/{campaign_id}/export", "get"),
        ("/campaigns/{campaign_id}/tables/{table_id}/replay", "get"),
        ("/campaigns/{campaign_id}/replay/state", "get"),
        ("/campaigns/{campaign_id}/tables/{table_id}/recap", "get"),
    ]
    for path, method in heavy:
        documented = doc["paths"][path][method]["responses"]
        assert {"413", "503"} <= set(documented), (path, sorted(documented))
        assert "reads_busy" in documented["503"]["description"], path
        assert "store_unavailable" in documented["503"]["description"], path  # the route's own 503 stays


async def test_a_place_handed_over_as_the_wait_runs_out_is_taken_not_lost() -> None:
    """A waiter whose queue time runs out in the same loop turn as a running read hands it its place: the
    place must be used (or passed on), never counted as running by nobody."""
    from server.http.read_limits import ReadLimits, ReadLimitSettings

    limits = ReadLimits(
        ReadLimitSettings(
            concurrency=1, per_token=5, queue=5, queue_seconds=0.2, timeout_seconds=0, max_bytes=0, threads=1
        )
    )
    await limits._acquire()  # A runs
    loop = asyncio.get_running_loop()
    waiting = asyncio.create_task(limits._acquire())  # B waits for A's place
    await asyncio.sleep(0)
    deadline = loop.time() + 0.2
    await asyncio.sleep(0.15)
    while loop.time() < deadline + 0.01:  # past B's deadline: its timeout is due in the next loop turn
        pass
    loop.call_soon(limits._release)  # and A finishes in that same turn
    await waiting  # B has the place
    assert (limits.running, limits.waiting) == (1, 0)
    limits._release()
    assert (limits.running, limits.waiting) == (0, 0)


async def test_read_processes_start_with_the_server_and_work_apart_from_it(api_settings: Settings) -> None:
    """The worker processes a long integrity check goes to are started before the server answers, and run
    in processes of their own (tests/eventstore/test_integrity.py holds what they report to the walk's)."""
    limits = ReadLimits.from_settings(api_settings.with_(read_processes=1))
    try:
        await limits.start_processes()
        workers = limits.processes()
        assert workers is not None
        worker_pid = await asyncio.get_running_loop().run_in_executor(workers, os.getpid)
        assert worker_pid != os.getpid()
        assert limits.processes() is workers  # the same pool for every read
    finally:
        limits.close()
    assert ReadLimits.from_settings(api_settings.with_(read_processes=0)).processes() is None
