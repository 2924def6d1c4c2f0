"""Database sessions terminated under a real server process (`pg_terminate_backend`, as an operator or a
failover does): every request is answered 2xx or `503 store_unavailable` with `Retry-After`, never 500; a
connection whose session was lost is not reused, so the process serves normally right afterwards."""

from __future__ import annotations

import asyncio
import collections
from collections.abc import AsyncIterator

import asyncpg
import httpx
import pytest

from tests.server.api import create_campaign
from tests.server.processes import APPLICATION_NAME, ServerProcess

TERMINATE = (
    "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
    " WHERE datname = current_database() AND application_name = $1"
)


@pytest.fixture
async def server(database_url: str, redis_url: str) -> AsyncIterator[ServerProcess]:
    proc = ServerProcess(database_url, redis_url)
    await proc.start()
    try:
        yield proc
    finally:
        proc.stop()


async def test_terminated_backends_give_503s_not_500s_and_the_process_recovers(
    server: ServerProcess, database_url: str
) -> None:
    async with httpx.AsyncClient(base_url=server.url, timeout=30) as client:
        campaign = await create_campaign(client, ruleset="robots-and-rapiers")
        answers: collections.Counter[tuple[int, str]] = collections.Counter()
        unavailable: list[httpx.Response] = []
        stop = asyncio.Event()

        async def commands(worker: int) -> None:
            n = 0
            while not stop.is_set():
                n += 1
                headers = {"Idempotency-Key": f"w{worker}-{n}"}
                r = await campaign.command(
                    "campaign.add_member", {"name": f"m{worker}-{n}", "role": "observer"}, headers=headers
                )
                answers[(r.status_code, r.json().get("code", ""))] += 1
                if r.status_code == 503:
                    unavailable.append(r)

        async def reads() -> None:
            while not stop.is_set():
                r = await client.get(campaign.base, headers=campaign.gm.headers)
                answers[(r.status_code, r.json().get("code", "") if r.status_code != 200 else "")] += 1

        tasks = [asyncio.create_task(commands(i)) for i in range(6)] + [asyncio.create_task(reads())]
        admin = await asyncpg.connect(database_url)
        terminated = 0
        try:
            for _ in range(8):
                await asyncio.sleep(0.3)
                terminated += await admin.fetchval(TERMINATE, APPLICATION_NAME)
        finally:
            await admin.close()
            stop.set()
            await asyncio.gather(*tasks)

        statuses = {status for status, _ in answers}
        assert terminated > 0
        assert statuses <= {200, 503}, answers
        assert all(code == "store_unavailable" for status, code in answers if status == 503), answers
        assert all(r.headers.get("Retry-After") == "1" for r in unavailable)
        # the process serves again: a command and a read right after the last termination
        await campaign.ok("campaign.add_member", {"name": "after", "role": "observer"})
        assert (await client.get(campaign.base, headers=campaign.gm.headers)).status_code == 200
    assert "unhandled error" not in server.stderr()
    assert "Traceback" not in server.stderr()
