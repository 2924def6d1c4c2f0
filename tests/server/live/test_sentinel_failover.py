"""Redis Sentinel: the live table carries on through a failover of its Redis master.

Real processes only: a master, a replica and three sentinels (redis-server, tests/server/live/sentinels.py);
two `chronicle serve` processes on one database, both configured with the Sentinel URL only (the live
fan-out and the rate limits go through it); a WebSocket and an SSE subscriber on each process; dice rolls
sent at a steady rate to both processes, each retried with its Idempotency-Key after a 503 or a broken
connection. Mid-load either the master's node is lost — the master and a sentinel SIGKILLed together, as
when a node of Bitnami's chart (a Redis and a sentinel in each pod) goes; the processes were listening to
that sentinel for news of a new master — or the master is failed over on purpose (`SENTINEL FAILOVER`: the
old master lives on and is demoted later); either way the sentinels promote the replica.

Required: every subscriber gets every committed event exactly once, in order, without reconnecting (its
feed fills from the store whatever pub/sub lost); no command is answered 500 and every one is finally
acknowledged; and both processes are on the promoted master afterwards — told of it by the sentinels, both
subscribed to the table's channel there, and publishes and rate-limit counts arriving there — without a
restart. The figures are
printed (`-s` shows them).
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import itertools
import json
import time
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from server.live.fanout import channel_for
from tests.server.live.sentinels import MASTER_NAME, RedisNode, SentinelGroup, redis_binary
from tests.server.processes import ServerProcess

pytestmark = pytest.mark.skipif(
    redis_binary() is None, reason="needs redis-server (the master, the replica and, as --sentinel, the sentinels)"
)

RATE = 20.0
"""Rolls per second, sent open loop (each at its time, answered or not), alternating the two processes."""
BEFORE_SECONDS = 2.0
AFTER_SECONDS = 2.0
"""Load before the failover, and after both processes are back on the new master."""
WAIT_SECONDS = 40.0
"""The most any one wait may take (a bound for a hung run, not a measurement)."""


@dataclass
class Follower:
    """One live subscriber: the version of every event frame it got, in arrival order."""

    name: str
    versions: list[int] = field(default_factory=list)
    ready: asyncio.Event = field(default_factory=asyncio.Event)
    ended: str | None = None
    """Why its connection ended before the test ended it (it must not)."""

    def take(self, frame: dict[str, Any]) -> None:
        if frame["kind"] == "event":
            self.versions.append(frame["version"])
        elif frame["kind"] == "ready":
            self.ready.set()


async def follow_ws(follower: Follower, server: ServerProcess, campaign_id: str, token: str, after: int) -> None:
    url = f"ws://127.0.0.1:{server.port}/campaigns/{campaign_id}/live/ws?after={after}&token={token}"
    try:
        async with connect(url, open_timeout=10, ping_interval=None) as conn:
            async for message in conn:
                follower.take(json.loads(message))
        follower.ended = "closed by the server"
    except ConnectionClosed as closed:
        follower.ended = f"closed {closed.rcvd.code if closed.rcvd else None}"


async def follow_sse(follower: Follower, server: ServerProcess, campaign_id: str, token: str, after: int) -> None:
    url = f"{server.url}/campaigns/{campaign_id}/live/sse?after={after}"
    async with (
        httpx.AsyncClient(timeout=httpx.Timeout(10, read=None)) as client,
        client.stream("GET", url, headers={"Authorization": f"Bearer {token}"}) as response,
    ):
        assert response.status_code == 200
        async for line in response.aiter_lines():
            if line.startswith("data:"):
                frame = json.loads(line.removeprefix("data:"))
                follower.take(frame)
                if frame["kind"] == "dropped":
                    follower.ended = f"dropped: {frame['reason']}"
                    return
    follower.ended = "stream ended"


@dataclass
class Roll:
    key: str
    statuses: list[int] = field(default_factory=list)
    """Every answer's status, retries included (a transport error is 0)."""
    version: int | None = None
    answered_at: float | None = None


async def roll(client: httpx.AsyncClient, path: str, body: dict[str, Any], token: str, record: Roll) -> None:
    headers = {"Authorization": f"Bearer {token}", "Idempotency-Key": record.key}
    for _ in range(200):
        try:
            r = await client.post(path, json=body, headers=headers)
        except httpx.TransportError:
            record.statuses.append(0)
            await asyncio.sleep(0.1)
            continue
        record.statuses.append(r.status_code)
        if r.status_code in (409, 503):  # in progress, or Redis/the database away: retry with the key
            await asyncio.sleep(0.1)
            continue
        if r.status_code == 200:
            record.version = r.json()["version"]
            record.answered_at = time.monotonic()
        return


async def send_rolls(
    servers: list[ServerProcess], campaign_id: str, table_id: str, token: str, stop: asyncio.Event
) -> list[Roll]:
    rolls: list[Roll] = []
    tasks: list[asyncio.Task[None]] = []
    loop = asyncio.get_running_loop()
    clients = [httpx.AsyncClient(base_url=s.url, timeout=10) for s in servers]
    path = f"/campaigns/{campaign_id}/commands/campaign.roll"
    try:
        start = loop.time()
        while not stop.is_set():
            record = Roll(key=f"sentinel-roll-{len(rolls)}")
            client = clients[len(rolls) % len(clients)]
            body = {"table_id": table_id, "expression": "2d6", "label": f"roll {len(rolls)}"}
            tasks.append(asyncio.create_task(roll(client, path, body, token, record)))
            rolls.append(record)
            await asyncio.sleep(max(0.0, start + len(rolls) / RATE - loop.time()))
        await asyncio.gather(*tasks)
    finally:
        for c in clients:
            await c.aclose()
    return rolls


async def watch_readiness(servers: list[ServerProcess], seen: dict[str, list[tuple[float, str]]]) -> None:
    """Each process's `redis` readiness check over time, for the figures (a PING, and the listener connected)."""
    async with httpx.AsyncClient(timeout=2) as client:
        while True:
            for s in servers:
                with contextlib.suppress(httpx.HTTPError, ValueError):
                    r = await client.get(s.url + "/health/ready")
                    state = r.json()["checks"].get("redis", "none")
                    runs = seen.setdefault(s.url, [])
                    if not runs or runs[-1][1] != state:
                        runs.append((time.monotonic(), state))
            await asyncio.sleep(0.1)


def commandstats(node: RedisNode) -> dict[str, int]:
    """Calls per command on `node` since its last CONFIG RESETSTAT."""
    calls = {}
    for line in node.command("INFO", "commandstats").splitlines():
        if line.startswith("cmdstat_"):
            name, _, rest = line.partition(":")
            calls[name.removeprefix("cmdstat_")] = int(rest.split(",")[0].removeprefix("calls="))
    return calls


async def wait_until(check: Any, what: str) -> None:
    deadline = time.monotonic() + WAIT_SECONDS
    while not await check():
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {WAIT_SECONDS} s for {what}")
        await asyncio.sleep(0.05)


async def read_log(client: httpx.AsyncClient, campaign_id: str, token: str, after: int) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    cursor = str(after)
    while True:
        r = await client.get(
            f"/campaigns/{campaign_id}/events",
            params={"cursor": cursor, "limit": 1000},
            headers={"Authorization": f"Bearer {token}"},
        )
        assert r.status_code == 200, r.text
        page = r.json()
        events += page["events"]
        if not page["more"]:
            return events
        cursor = page["next_cursor"]


def out_of_order(versions: list[int]) -> int:
    return sum(1 for a, b in itertools.pairwise(versions) if b <= a)


@pytest.fixture
def sentinel_group() -> Iterator[SentinelGroup]:
    binary = redis_binary()
    assert binary is not None
    group = SentinelGroup(binary)
    try:
        group.start()
        yield group
    finally:
        group.stop()


@pytest.fixture
async def servers(database_url: str, sentinel_group: SentinelGroup) -> AsyncIterator[list[ServerProcess]]:
    env = {"CHRONICLE_RATE_LIMIT": "100000/minute", "CHRONICLE_LIVE_HEARTBEAT": "1"}
    procs = [ServerProcess(database_url, sentinel_group.url, **env) for _ in range(2)]
    try:
        for p in procs:  # one after the other: the first migrates
            await p.start()
        yield procs
    finally:
        for p in procs:
            p.stop()


@pytest.mark.parametrize("failure", ["node-lost", "sentinel-failover"])
async def test_every_subscriber_gets_every_event_once_in_order_through_a_sentinel_failover(
    sentinel_group: SentinelGroup, servers: list[ServerProcess], failure: str
) -> None:
    group = sentinel_group
    async with httpx.AsyncClient(base_url=servers[0].url, timeout=10) as api:
        created = await api.post(
            "/campaigns", json={"name": "Failover", "ruleset": "robots-and-rapiers", "gm_name": "Gemma"}
        )
        assert created.status_code == 201, created.text
        campaign_id, token = created.json()["campaign_id"], created.json()["issued"]["token"]
        opened = await api.post(
            f"/campaigns/{campaign_id}/commands/campaign.open_table",
            json={"name": "Session", "dice_mode": "server"},
            headers={"Authorization": f"Bearer {token}"},
        )
        assert opened.status_code == 200, opened.text
        table_id, start_version = opened.json()["events"][0]["data"]["table_id"], opened.json()["version"]

        followers: list[Follower] = []
        tasks: list[asyncio.Task[None]] = []
        for s, server in enumerate(servers):
            for kind, follow in (("ws", follow_ws), ("sse", follow_sse)):
                follower = Follower(f"{kind}@process{s + 1}")
                followers.append(follower)
                tasks.append(asyncio.create_task(follow(follower, server, campaign_id, token, start_version)))
        await asyncio.wait_for(asyncio.gather(*(f.ready.wait() for f in followers)), WAIT_SECONDS)

        readiness: dict[str, list[tuple[float, str]]] = {}
        watcher = asyncio.create_task(watch_readiness(servers, readiness))
        stop = asyncio.Event()
        sender = asyncio.create_task(send_rolls(servers, campaign_id, table_id, token, stop))
        try:
            await asyncio.sleep(BEFORE_SECONDS)
            old_port = group.master_port()
            assert old_port == group.master.port
            failed_at = time.monotonic()
            if failure == "node-lost":
                group.master.kill()
                group.sentinels[0].kill()  # the first listed: the one each client asks first and listens to
            else:
                assert group.sentinels[0].command("SENTINEL", "FAILOVER", MASTER_NAME) == "OK"
            new_master = await asyncio.to_thread(group.wait_for_new_master, old_port, WAIT_SECONDS)
            promoted_at = time.monotonic()
            assert new_master is group.replica
            new_master.command("CONFIG", "RESETSTAT")  # from here on, what it counts came from clients

            async def both_subscribed_there() -> bool:
                reply = new_master.command("PUBSUB", "NUMSUB", channel_for(campaign_id)).split(" ")
                return reply[1] == "2"

            await wait_until(both_subscribed_there, "both processes to subscribe on the new master")
            back_at = time.monotonic()
            await asyncio.sleep(AFTER_SECONDS)
        finally:
            stop.set()
            rolls = await sender
            watcher.cancel()

        switched = f"to 127.0.0.1:{new_master.port} (Sentinel): reconnecting"

        async def both_told_of_the_switch() -> bool:  # by a sentinel's +switch-master (server/adapters/redis_client.py)
            return all(switched in s.stderr() for s in servers)

        await wait_until(both_told_of_the_switch, "both processes to log the new master")
        head = (await api.get(f"/campaigns/{campaign_id}", headers={"Authorization": f"Bearer {token}"})).json()
        head_version = head["version"]

        async def all_caught_up() -> bool:
            return all(f.ended is not None or (f.versions and f.versions[-1] >= head_version) for f in followers)

        await wait_until(all_caught_up, f"every subscriber to reach version {head_version}")
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        log = [e["version"] for e in await read_log(api, campaign_id, token, start_version)]

    stats = commandstats(new_master)
    statuses = collections.Counter(s for r in rolls for s in r.statuses)
    during = [r for r in rolls if r.answered_at is not None and failed_at <= r.answered_at <= back_at]
    outages = {
        url: sum(
            (runs[i + 1][0] if i + 1 < len(runs) else back_at) - at
            for i, (at, state) in enumerate(runs)
            if state != "ok" and at >= failed_at - 1
        )
        for url, runs in readiness.items()
    }
    print(
        f"\nRedis Sentinel failover ({failure}): {len(rolls)} rolls at {RATE:.0f}/s over two processes, "
        f"{len(followers)} subscribers (WebSocket and SSE on each)\n"
        f"  promoted after        {promoted_at - failed_at:.2f} s (sentinels name the replica)\n"
        f"  both back on Redis    {back_at - failed_at:.2f} s (both subscribed on the new master)\n"
        f"  redis check failing   {', '.join(f'{v:.2f} s' for v in outages.values())} (per process, /health/ready)\n"
        f"  events committed      {len(log)} ({len(during)} answered while failing over)\n"
        f"  answers               {dict(sorted(statuses.items()))} (0: a broken connection)\n"
        f"  new master since      publish {stats.get('publish', 0)}, "
        f"incr {stats.get('incr', 0) + stats.get('incrby', 0)}, "
        f"subscribe {stats.get('subscribe', 0)}"
    )
    for f in followers:
        got = set(f.versions)
        print(
            f"  {f.name:<14} received {len(f.versions)}, lost {len(set(log) - got)}, "
            f"duplicated {len(f.versions) - len(got)}, out of order {out_of_order(f.versions)}"
        )

    assert log == list(range(start_version + 1, head_version + 1))
    assert 500 not in statuses and not [s for s in statuses if s >= 500 and s != 503], statuses
    assert all(r.version is not None for r in rolls), [r for r in rolls if r.version is None][:3]
    assert {r.version for r in rolls} <= set(log)
    assert len(log) == len(rolls)
    for f in followers:
        assert f.ended is None, (f.name, f.ended)
        assert f.versions == log, (f.name, f.versions[:5], f.versions[-5:])
    # both processes followed the promotion without a restart: publishes and rate-limit counts go there
    assert stats.get("publish", 0) > 0 and stats.get("incr", 0) + stats.get("incrby", 0) > 0, stats
    for s in servers:
        assert s.proc is not None and s.proc.poll() is None
        assert "Traceback" not in s.stderr(), s.stderr()[-3000:]
