"""The orchestrator's probes: `/health/live` asks nothing outside the process, `/health/ready` asks every
dependency a request needs (a database that answers and is migrated, Redis, the token-change listener)."""

from __future__ import annotations

import asyncio

import asyncpg

from eventstore.migrator import migrate
from server.services import SERVER_MIGRATIONS
from tests.scratch_databases import scratch_database
from tests.server.servers import make_app, serving


async def test_live_and_ready_on_a_healthy_server(server_url: str, api_settings) -> None:
    # a database of its own: the seed-key check reads the newest seed stored, and other tests store seeds
    # under other keys in the session's database (a server with another key is unready there, as it should be)
    async with scratch_database(server_url) as url, serving(make_app(api_settings.with_(database_url=url))) as api:
        live = await api.get("/health/live")
        assert live.status_code == 200 and live.json() == {"status": "ok"}
        ready = await api.get("/health/ready")
        assert ready.status_code == 200
        assert ready.json() == {
            "status": "ready",
            "checks": {"database": "ok", "seed_key": "ok", "redis": "ok", "token_listener": "ok"},
        }


async def test_a_replica_that_does_not_migrate_is_unready_until_the_database_is_migrated(
    server_url: str, api_settings
) -> None:
    async with scratch_database(server_url, migrated=False) as url:
        settings = api_settings.with_(database_url=url, migrate=False)
        async with serving(make_app(settings)) as client:
            ready = await client.get("/health/ready")
            assert ready.status_code == 503
            body = ready.json()
            assert body["status"] == "unready"
            assert body["checks"]["database"].endswith("migration(s) not applied (first: eventstore/0001_events.sql)")
            assert (await client.get("/health/live")).status_code == 200

            await migrate(url, extra_dirs=(SERVER_MIGRATIONS,))  # the release step (a Job, `chronicle migrate`)
            ready = await client.get("/health/ready")
            assert ready.status_code == 200 and ready.json()["checks"]["database"] == "ok"


async def test_a_database_outage_makes_the_replica_unready_but_not_dead(server_url: str, api_settings) -> None:
    async with scratch_database(server_url, extra_dirs=(SERVER_MIGRATIONS,)) as url:
        name = url.rsplit("/", 1)[1]
        async with serving(make_app(api_settings.with_(database_url=url))) as client:
            assert (await client.get("/health/ready")).status_code == 200
            admin = await asyncpg.connect(server_url)
            try:
                await admin.execute(f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS false')
                await admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", name)
                ready = await client.get("/health/ready")
                assert ready.status_code == 503 and ready.json()["checks"]["database"] == "unavailable"
                assert (await client.get("/health/live")).status_code == 200
            finally:
                await admin.execute(f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS true')
                await admin.close()
            # the token-change listener reconnects with a backoff of its own: ready again once it has
            for _ in range(100):
                ready = await client.get("/health/ready")
                if ready.status_code == 200:
                    break
                await asyncio.sleep(0.1)
            assert ready.status_code == 200, ready.json()
