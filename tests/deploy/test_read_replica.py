"""Audit reads on a hot standby (`DATABASE_READ_URL`, server/adapters/read_replica.py) against a real streaming
standby of the test's own (tests/deploy/pg_cluster.py) and one `chronicle serve`:

- caught up, the standby serves the replay, the recap, the integrity check and the export;
- its replay paused (`pg_wal_replay_pause()`) while commands go on, every such read waits the configured
  time, then reads the primary: each answer reaches the campaign's newest version, none stops short of it;
- replay resumed while a read waits, that read is served by the standby once it caught up;
- the standby stopped, every read goes to the primary and answers byte for byte what the standby answered.

Which database served each read is read from `chronicle_audit_reads_total`; no 500 anywhere.

And behind one address that spreads connections over two standbys, one of them paused (a TCP balancer in
turn, as CloudNativePG's `-ro` Service is): reads at once, each connection checked where it lands, every
answer reaches the newest version.
"""

from __future__ import annotations

import asyncio
import re
import time
from typing import Any

import asyncpg
import httpx
import pytest

from tests.deploy.pg_cluster import MISSING, ReplicationPair, RoundRobinProxy
from tests.server.processes import ServerProcess

pytestmark = pytest.mark.skipif(MISSING is not None, reason=MISSING or "")

WAIT = 1.0
"""CHRONICLE_READ_REPLICA_WAIT_SECONDS of the server under test."""


def served(metrics: str) -> dict[str, float]:
    """`chronicle_audit_reads_total` by database and reason: {"standby": n, "primary/behind": n, …}."""
    counts: dict[str, float] = {}
    for database, reason, value in re.findall(
        r'^chronicle_audit_reads_total\{database="(\w+)",reason="(\w*)"\} (\S+)$', metrics, re.M
    ):
        counts[database + (f"/{reason}" if reason else "")] = float(value)
    return counts


class Reads:
    """The four audit reads of one campaign and table, over HTTP."""

    def __init__(self, http: httpx.AsyncClient, campaign: str, table: str, token: str) -> None:
        self.http, self.base, self.table = http, f"/campaigns/{campaign}", table
        self.headers = {"Authorization": f"Bearer {token}"}

    async def all(self) -> dict[str, Any]:
        answers: dict[str, Any] = {}
        for name, path in (
            ("replay", f"{self.base}/tables/{self.table}/replay?limit=500"),
            ("recap", f"{self.base}/tables/{self.table}/recap?format=json"),
            ("integrity", f"{self.base}/integrity"),
            ("export", f"{self.base}/export"),
        ):
            r = await self.http.get(path, headers=self.headers)
            assert r.status_code == 200, (name, r.status_code, r.text[:500])
            answers[name] = r.content if name == "export" else r.json()
        return answers

    async def counts(self) -> dict[str, float]:
        return served((await self.http.get("/metrics")).text)


def newest(answers: dict[str, Any]) -> dict[str, int]:
    """The newest version each answer reaches."""
    export_lines = answers["export"].splitlines()
    return {
        "replay": answers["replay"]["to_version"],
        "recap": answers["recap"]["to_version"],
        "integrity": answers["integrity"]["head_version"],
        "export": len(export_lines) - 2,  # a header line, then one line per event from version 0
    }


def delta(after: dict[str, float], before: dict[str, float]) -> dict[str, float]:
    return {k: v - before.get(k, 0) for k, v in after.items() if v != before.get(k, 0)}


async def applied(standby_url: str, stream: str) -> int:
    conn = await asyncpg.connect(standby_url)
    try:
        return int(await conn.fetchval("SELECT coalesce(max(version), -1) FROM events WHERE stream = $1", stream))
    finally:
        await conn.close()


async def caught_up(standby_url: str, stream: str, version: int) -> None:
    deadline = time.monotonic() + 30
    while await applied(standby_url, stream) < version:
        assert time.monotonic() < deadline, "the standby did not catch up"
        await asyncio.sleep(0.05)


async def test_audit_reads_use_the_standby_up_to_date_wait_or_fall_back_when_it_lags_or_is_down() -> None:
    pair = ReplicationPair(synchronous=False)
    server: ServerProcess | None = None
    try:
        await pair.start()
        await pair.create_database("chronicle")
        primary, standby = pair.primary.url("chronicle"), pair.standby.url("chronicle")
        server = await ServerProcess(
            primary,
            None,
            DATABASE_READ_URL=standby,
            CHRONICLE_READ_REPLICA_WAIT_SECONDS=str(WAIT),
            CHRONICLE_READ_PROCESSES="0",
        ).start()
        async with httpx.AsyncClient(base_url=server.url, timeout=30) as http:
            r = await http.post(
                "/campaigns", json={"name": "Standby", "ruleset": "robots-and-rapiers", "gm_name": "Ada"}
            )
            assert r.status_code == 201, r.text
            campaign, token = r.json()["campaign_id"], r.json()["issued"]["token"]
            stream = f"campaign-{campaign}"
            headers = {"Authorization": f"Bearer {token}"}

            async def command(name: str, body: dict[str, Any]) -> dict[str, Any]:
                r = await http.post(f"/campaigns/{campaign}/commands/{name}", json=body, headers=headers)
                assert r.status_code == 200, r.text
                return r.json()  # type: ignore[no-any-return]

            opened = await command("campaign.open_table", {"name": "Night one", "dice_mode": "server"})
            table = opened["events"][0]["data"]["table_id"]
            for i in range(5):
                version = (await command("campaign.roll", {"table_id": table, "expression": f"{i + 1}d6"}))["version"]
            reads = Reads(http, campaign, table, token)

            # 1. caught up: the standby serves all four
            await caught_up(standby, stream, version)
            before = await reads.counts()
            on_standby = await reads.all()
            assert delta(await reads.counts(), before) == {"standby": 4}
            assert newest(on_standby) == dict.fromkeys(("replay", "recap", "integrity", "export"), version)

            # 2. replay paused, more commands: each read waits WAIT, then reads the primary, up to the newest
            admin = await asyncpg.connect(standby)
            try:
                await admin.execute("SELECT pg_wal_replay_pause()")
                for _ in range(3):
                    version = (await command("campaign.roll", {"table_id": table, "expression": "1d6"}))["version"]
                await asyncio.sleep(0.2)
                behind = await applied(standby, stream)
                before = await reads.counts()
                started = time.monotonic()
                lagging = await reads.all()
                took = time.monotonic() - started
                assert delta(await reads.counts(), before) == {"primary/behind": 4}
                assert newest(lagging) == dict.fromkeys(("replay", "recap", "integrity", "export"), version)
                print(
                    f"\nstandby at version {behind}, campaign at {version}: four reads in {took:.2f} s (wait {WAIT} s)"
                )

                # 3. replay resumed while a read waits: the standby serves it
                before = await reads.counts()
                resume = asyncio.get_running_loop().call_later(
                    0.1, lambda: asyncio.ensure_future(admin.execute("SELECT pg_wal_replay_resume()"))
                )
                r = await http.get(f"/campaigns/{campaign}/integrity", headers=headers)
                resume.cancel()
                assert r.status_code == 200 and r.json()["head_version"] == version, r.text
                assert delta(await reads.counts(), before) == {"standby": 1}
            finally:
                await admin.close()
            await caught_up(standby, stream, version)
            on_standby = await reads.all()

            # 4. the standby down: the primary answers, the same bytes as the standby did
            pair.standby.stop()
            before = await reads.counts()
            on_primary = await reads.all()
            after = delta(await reads.counts(), before)
            assert after.get("primary/unreachable", 0) + after.get("primary/down", 0) == 4, after
            for name in on_standby:
                assert on_primary[name] == on_standby[name], name
        stderr = server.stderr()
        assert "Traceback" not in stderr and "unhandled error" not in stderr, stderr[-3000:]
        assert "read standby (DATABASE_READ_URL) cannot be reached" in stderr
    finally:
        if server is not None:
            server.stop()
        pair.stop()


async def test_behind_one_address_over_two_standbys_a_connection_on_the_lagging_one_never_shortens_a_read() -> None:
    pair = ReplicationPair(synchronous=False)
    server: ServerProcess | None = None
    proxy: RoundRobinProxy | None = None
    try:
        await pair.start()
        lagging = await pair.add_standby("standby2")
        await pair.create_database("chronicle")
        # the first connection through the balancer lands on the standby that will lag
        proxy = await RoundRobinProxy([lagging.port, pair.standby.port]).start()
        server = await ServerProcess(
            pair.primary.url("chronicle"),
            None,
            DATABASE_READ_URL=f"postgresql://postgres@127.0.0.1:{proxy.port}/chronicle",
            CHRONICLE_READ_REPLICA_WAIT_SECONDS="0.3",
            CHRONICLE_READ_CONCURRENCY_PER_TOKEN="8",
            CHRONICLE_READ_PROCESSES="0",
        ).start()
        async with httpx.AsyncClient(base_url=server.url, timeout=30) as http:
            r = await http.post("/campaigns", json={"name": "Two", "ruleset": "robots-and-rapiers", "gm_name": "Ada"})
            assert r.status_code == 201, r.text
            campaign, token = r.json()["campaign_id"], r.json()["issued"]["token"]
            stream, headers = f"campaign-{campaign}", {"Authorization": f"Bearer {token}"}
            base = f"/campaigns/{campaign}/commands"
            r = await http.post(
                f"{base}/campaign.open_table", json={"name": "N", "dice_mode": "server"}, headers=headers
            )
            table = r.json()["events"][0]["data"]["table_id"]
            for standby in (pair.standby, lagging):
                await caught_up(standby.url("chronicle"), stream, r.json()["version"])
            admin = await asyncpg.connect(lagging.url("chronicle"))
            try:
                await admin.execute("SELECT pg_wal_replay_pause()")
                for _ in range(3):
                    r = await http.post(
                        f"{base}/campaign.roll", json={"table_id": table, "expression": "2d6"}, headers=headers
                    )
                    assert r.status_code == 200, r.text
                version = r.json()["version"]
                await caught_up(pair.standby.url("chronicle"), stream, version)
                reads = Reads(http, campaign, table, token)
                before = await reads.counts()
                answers = await asyncio.gather(*(reads.all() for _ in range(3)))
                counts = delta(await reads.counts(), before)
            finally:
                await admin.execute("SELECT pg_wal_replay_resume()")
                await admin.close()
        print(f"\n12 reads over two standbys (one paused): {counts}; connections per standby {proxy.connections}")
        for answer in answers:  # none short of the newest version, wherever its connections landed
            assert newest(answer) == dict.fromkeys(("replay", "recap", "integrity", "export"), version)
        assert sum(counts.values()) == 12 and set(counts) <= {"standby", "primary/behind"}, counts
        assert proxy.connections[0] >= 1 and counts.get("primary/behind", 0) >= 1, (counts, proxy.connections)
        assert "Traceback" not in server.stderr(), server.stderr()[-3000:]
    finally:
        if server is not None:
            server.stop()
        if proxy is not None:
            await proxy.stop()
        pair.stop()
