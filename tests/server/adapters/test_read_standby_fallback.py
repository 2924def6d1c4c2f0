"""A misconfigured read standby (`DATABASE_READ_URL` naming a database that does not exist, or one Chronicle's
migrations never ran on) costs the primary its audit reads, never an error: a real `chronicle serve` answers
replays, recaps, integrity checks and exports from the primary, counts them under
`chronicle_audit_reads_total{database="primary"}`, logs the standby's refusal once, and answers no 500. (A
real streaming standby, lagging and down: tests/deploy/test_read_replica.py.)"""

from __future__ import annotations

import contextlib
import re
from collections.abc import AsyncIterator
from urllib.parse import urlsplit, urlunsplit

import httpx
import pytest

from tests.scratch_databases import scratch_database
from tests.server.processes import ServerProcess


@contextlib.asynccontextmanager
async def misconfigured(kind: str, server_url: str, database_url: str) -> AsyncIterator[str]:
    if kind == "no such database":
        yield urlunsplit(urlsplit(database_url)._replace(path="/chronicle_no_such_database"))
    else:
        async with scratch_database(server_url, migrated=False, prefix="chronicle_unmigrated") as url:
            yield url


@pytest.mark.parametrize(
    ("kind", "reason", "error"),
    [
        ("no such database", "unreachable", "InvalidCatalogNameError"),  # refused at connection: FATAL
        ("not migrated", "error", "UndefinedTableError"),  # refused at the first statement
    ],
)
async def test_a_standby_that_refuses_reads_sends_them_to_the_primary(
    kind: str, reason: str, error: str, server_url: str, database_url: str
) -> None:
    async with misconfigured(kind, server_url, database_url) as read_url:
        await _reads_go_to_the_primary(database_url, read_url, reason, error)


async def _reads_go_to_the_primary(database_url: str, read_url: str, reason: str, error: str) -> None:
    server = ServerProcess(database_url, None, DATABASE_READ_URL=read_url, CHRONICLE_READ_PROCESSES="0")
    await server.start()
    try:
        async with httpx.AsyncClient(base_url=server.url, timeout=30) as http:
            r = await http.post("/campaigns", json={"name": "Misread", "ruleset": "robots-and-rapiers", "gm_name": "A"})
            assert r.status_code == 201, r.text
            campaign, token = r.json()["campaign_id"], r.json()["issued"]["token"]
            headers = {"Authorization": f"Bearer {token}"}
            r = await http.post(
                f"/campaigns/{campaign}/commands/campaign.open_table", json={"name": "T"}, headers=headers
            )
            table, version = r.json()["events"][0]["data"]["table_id"], r.json()["version"]
            base = f"/campaigns/{campaign}"
            paths = [f"{base}/tables/{table}/replay", f"{base}/tables/{table}/recap?format=json", f"{base}/integrity"]
            for path in [*paths, f"{base}/export"]:
                r = await http.get(path, headers=headers)
                assert r.status_code == 200, (path, r.status_code, r.text[:300])
            assert (await http.get(f"{base}/integrity", headers=headers)).json()["head_version"] == version
            metrics = (await http.get("/metrics")).text
        served = dict(
            re.findall(r'^chronicle_audit_reads_total\{database="primary",reason="(\w+)"\} (\S+)$', metrics, re.M)
        )
        assert {k: float(v) for k, v in served.items()} == {reason: 1, "down": 4}, served
        assert 'database="standby"' not in metrics
        stderr = server.stderr()
        assert stderr.count("cannot be reached or refused a read") == 1, stderr[-2000:]
        assert error in stderr and "Traceback" not in stderr, stderr[-2000:]
    finally:
        server.stop()
