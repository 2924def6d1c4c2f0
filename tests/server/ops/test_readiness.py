"""What makes a replica unready, and what only degrades it (docs/operations.md, *Health*):

- Redis down degrades it (live feeds poll the store, rate limits count per process) but leaves it ready,
  whether or not anyone follows a live feed;
- a replica started while the database is away starts unready, answers 503, and becomes ready when the
  database comes back (it used to exit 3 and crash-loop);
- a database recreated under a running replica (the schema gone) makes it unready, and commands answer a
  503 problem instead of a 500;
- a seed key that does not open the stored seeds makes it unready at start, and a verifiable table it cannot
  close answers a 5xx problem (it was a 422, stored as the Idempotency-Key's answer).

Real PostgreSQL and a real redis-server of the test's own; nothing is mocked."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator

import asyncpg
import httpx
import pytest

from server.services import SERVER_MIGRATIONS
from tests.scratch_databases import scratch_database
from tests.server.api import create_campaign, problem
from tests.server.live.support import RedisProcess
from tests.server.processes import ServerProcess
from tests.server.servers import make_app, serving


@pytest.fixture
def own_redis() -> Iterator[RedisProcess]:
    server = RedisProcess()
    server.start()
    try:
        yield server
    finally:
        server.stop()


async def _until(client: httpx.AsyncClient, path: str, status: int, tries: int = 200) -> httpx.Response:
    """Ask `path` until it answers `status` (a background reconnection has its own backoff); the last answer."""
    for _ in range(tries):
        r = await client.get(path)
        if r.status_code == status:
            return r
        await asyncio.sleep(0.05)
    return r


async def test_redis_down_degrades_the_replica_but_leaves_it_ready(api_settings, own_redis: RedisProcess) -> None:
    async with serving(make_app(api_settings.with_(redis_url=own_redis.url))) as client:
        c = await create_campaign(client)
        ready = await client.get("/health/ready")
        assert ready.status_code == 200 and ready.json()["checks"]["redis"] == "ok"
        async with client.stream("GET", f"{c.base}/live/sse", headers=c.gm.headers) as feed:
            assert feed.status_code == 200
            fanout = client.app.state.services.fanout  # type: ignore[attr-defined]
            for _ in range(200):
                if fanout.status()["subscribers"] == 1:
                    break
                await asyncio.sleep(0.02)
            assert fanout.status()["subscribers"] == 1

            own_redis.stop()
            ready = await client.get("/health/ready")
            assert ready.status_code == 200, ready.json()
            body = ready.json()
            assert body["status"] == "degraded" and body["checks"]["redis"] == "unavailable", body
            assert body["checks"]["database"] == "ok"
            # and the replica serves: commands work, the feed falls back to the store
            table = await c.open_table()
            assert table
        ready = await client.get("/health/ready")
        assert ready.status_code == 200 and ready.json()["status"] == "degraded", "no subscriber: the same answer"
        metrics = await client.get("/metrics")
        assert 'chronicle_ready_check{check="redis"} 0.0' in metrics.text
        assert "chronicle_ready 1.0" in metrics.text

        own_redis.start()
        ready = await _until(client, "/health/ready", 200)
        for _ in range(200):
            ready = await client.get("/health/ready")
            if ready.json()["status"] == "ready":
                break
            await asyncio.sleep(0.05)
        assert ready.json() == {"status": "ready", "checks": {**ready.json()["checks"], "redis": "ok"}}


async def test_a_replica_started_while_the_database_is_away_starts_unready_and_becomes_ready(
    server_url: str, api_settings
) -> None:
    async with scratch_database(server_url, migrated=False) as url:
        name = url.rsplit("/", 1)[1]
        admin = await asyncpg.connect(server_url)
        try:
            await admin.execute(f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS false')
            async with serving(make_app(api_settings.with_(database_url=url))) as client:
                assert (await client.get("/health/live")).status_code == 200
                ready = await client.get("/health/ready")
                assert ready.status_code == 503, ready.text
                assert ready.json()["status"] == "unready" and ready.json()["checks"]["database"] == "unavailable"
                created = await client.post(
                    "/campaigns", json={"name": "Early", "ruleset": "test-dice", "gm_name": "Ada"}
                )
                problem(created, 503, "store_unavailable")
                assert created.headers["Retry-After"]
                r = await client.get(f"/campaigns/{uuid.uuid4()}", headers={"Authorization": "Bearer chr_" + "a" * 43})
                problem(r, 503, "store_unavailable")
                assert (await client.get("/health")).status_code == 503

                await admin.execute(f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS true')
                ready = await _until(client, "/health/ready", 200)
                assert ready.status_code == 200, ready.json()
                c = await create_campaign(client)  # migrated at start, once it could
                assert (await client.get(c.base, headers=c.gm.headers)).status_code == 200
        finally:
            await admin.execute(f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS true')
            await admin.close()


async def test_chronicle_serve_started_while_the_database_is_away_waits_for_it_instead_of_exiting(
    server_url: str,
) -> None:
    async with scratch_database(server_url, migrated=False) as url:
        name = url.rsplit("/", 1)[1]
        admin = await asyncpg.connect(server_url)
        server = ServerProcess(url, None)
        try:
            await admin.execute(f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS false')
            await server.start(probe="/health/live")  # it used to exit 3 here, before it ever answered
            async with httpx.AsyncClient(base_url=server.url, timeout=10) as client:
                ready = await client.get("/health/ready")
                assert ready.status_code == 503 and ready.json()["status"] == "unready"
                await admin.execute(f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS true')
                ready = await _until(client, "/health/ready", 200)
                assert ready.status_code == 200, ready.json()
                assert server.proc is not None and server.proc.poll() is None
                c = await create_campaign(client, ruleset="scratch-rps")  # migrated at start, once it could
                assert (await client.get(c.base, headers=c.gm.headers)).status_code == 200
            assert await server.signal() == 0
        finally:
            server.stop()
            await admin.execute(f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS true')
            await admin.close()


async def test_a_database_host_that_never_answers_does_not_hold_the_start(api_settings) -> None:
    """Connecting to a host that drops packets waits out the driver's timeout (a minute); the start goes on in
    the background after a few seconds instead, so the probes answer (a startup probe would restart it)."""

    async def silent(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.read()  # accepts, never answers, until the client gives up
        writer.close()

    black_hole = await asyncio.start_server(silent, "127.0.0.1", 0)
    port = black_hole.sockets[0].getsockname()[1]
    try:
        settings = api_settings.with_(database_url=f"postgresql://postgres@127.0.0.1:{port}/chronicle")
        async with serving(make_app(settings)) as client:
            assert (await client.get("/health/live")).status_code == 200
            ready = await client.get("/health/ready")
            assert ready.status_code == 503 and ready.json()["checks"]["database"] == "unavailable"
            body = {"name": "Early", "ruleset": "test-dice", "gm_name": "Ada"}
            problem(await client.post("/campaigns", json=body), 503, "store_unavailable")
    finally:
        black_hole.close()


async def test_a_recreated_database_makes_the_replica_unready_and_commands_answer_503(
    server_url: str, api_settings
) -> None:
    async with scratch_database(server_url, extra_dirs=(SERVER_MIGRATIONS,)) as url:
        name = url.rsplit("/", 1)[1]
        async with serving(make_app(api_settings.with_(database_url=url, migrate=False))) as client:
            c = await create_campaign(client)
            assert (await client.get("/health/ready")).status_code == 200
            admin = await asyncpg.connect(server_url)
            try:
                await admin.execute(f'DROP DATABASE "{name}" WITH (FORCE)')
                await admin.execute(f'CREATE DATABASE "{name}"')
            finally:
                await admin.close()

            checks = []
            for _ in range(5):  # the first look may meet a connection the drop ended: unavailable, then found
                ready = await client.get("/health/ready")
                assert ready.status_code == 503, ready.json()
                checks.append(ready.json()["checks"]["database"])
                if checks[-1] != "unavailable":
                    break
            assert "migration(s) not applied" in checks[-1], checks

            body = {"name": "Lost", "ruleset": "test-dice", "gm_name": "Ada"}
            for _ in range(5):
                created = await client.post("/campaigns", json=body)
                if created.json().get("code") != "store_unavailable":
                    break
            problem(created, 503, "store_not_migrated")
            assert created.headers["Retry-After"]
            for _ in range(5):
                read = await client.get(c.base, headers=c.gm.headers)
                if read.json().get("code") != "store_unavailable":
                    break
            problem(read, 503, "store_not_migrated")

            from eventstore.migrator import migrate

            await migrate(url, extra_dirs=(SERVER_MIGRATIONS,))
            ready = await _until(client, "/health/ready", 200)
            assert ready.status_code == 200, ready.json()
            assert (await client.post("/campaigns", json=body)).status_code == 201


async def test_a_wrong_seed_key_makes_the_replica_unready_and_a_close_a_5xx(server_url: str, api_settings) -> None:
    async with scratch_database(server_url, extra_dirs=(SERVER_MIGRATIONS,)) as url:
        right = api_settings.with_(database_url=url, migrate=False)
        async with serving(make_app(right)) as client:
            c = await create_campaign(client)
            table = await c.open_table(mode="verifiable")
            ready = await client.get("/health/ready")
            assert ready.status_code == 200 and ready.json()["checks"]["seed_key"] == "ok"

        wrong = right.with_(seed_key=bytes(range(1, 33)))
        async with serving(make_app(wrong)) as client:
            ready = await client.get("/health/ready")
            assert ready.status_code == 503, ready.json()
            assert "CHRONICLE_SEED_KEY" in ready.json()["checks"]["seed_key"]
            key = {"Idempotency-Key": f"close-{uuid.uuid4()}"}
            closed = await client.post(
                f"{c.base}/commands/campaign.close_table",
                json={"table_id": table},
                headers={**c.gm.headers, **key},
            )
            problem(closed, 503, "seed_key_mismatch")

        async with serving(make_app(right)) as client:  # the right key: the same key's retry closes it
            closed = await client.post(
                f"{c.base}/commands/campaign.close_table",
                json={"table_id": table},
                headers={**c.gm.headers, **key},
            )
            assert closed.status_code == 200, closed.text
