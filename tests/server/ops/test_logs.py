"""Structured logs as an operator reads them: `chronicle serve` with CHRONICLE_LOG_FORMAT=json writes one JSON
object per line, and each access line carries the request's id, campaign, member and command."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx

from tests.server.servers import SEED_KEY, free_port


def serve(database_url: str, folder: Path) -> tuple[subprocess.Popen[bytes], str, Path]:
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("CHRONICLE_")}
    env.update(
        DATABASE_URL=database_url,
        CHRONICLE_SEED_KEY=SEED_KEY.hex(),
        CHRONICLE_PORT=str(port),
        CHRONICLE_DATA_DIR=str(folder),
        CHRONICLE_LOG_FORMAT="json",
        CHRONICLE_RATE_LIMIT="0",
    )
    env.pop("REDIS_URL", None)
    log = folder / "server.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "server.cli.chronicle", "serve"], env=env, stdout=out, stderr=out
        )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            if httpx.get(f"{url}/health/live", timeout=2).status_code == 200:
                return proc, url, log
        except httpx.HTTPError:
            pass
        assert proc.poll() is None and time.monotonic() < deadline, log.read_text()[-3000:]
        time.sleep(0.1)


def test_every_line_is_json_and_each_request_line_says_whose_it_was(database_url: str, tmp_path: Path) -> None:
    proc, url, log = serve(database_url, tmp_path)
    try:
        created = httpx.post(
            f"{url}/campaigns",
            json={"name": "Logged", "ruleset": "scratch-rps", "gm_name": "Gemma"},
            headers={"X-Request-ID": "create-1"},
        )
        assert created.status_code == 201 and created.headers["x-request-id"] == "create-1"
        campaign = created.json()["campaign_id"]
        gm = created.json()["issued"]
        headers = {"Authorization": f"Bearer {gm['token']}", "X-Request-ID": "add-1"}
        added = httpx.post(
            f"{url}/campaigns/{campaign}/commands/campaign.add_member", json={"name": "Ann"}, headers=headers
        )
        assert added.status_code == 200
        refused = httpx.post(
            f"{url}/campaigns/{campaign}/commands/campaign.close_table",
            json={"table_id": "nope"},
            headers={"Authorization": f"Bearer {gm['token']}", "X-Request-ID": "bad id with spaces"},
        )
        assert refused.status_code in (404, 422)
        generated = refused.headers["x-request-id"]
        assert generated != "bad id with spaces" and len(generated) == 32
    finally:
        proc.terminate()
        proc.wait(15)

    lines = [line for line in log.read_text().splitlines() if line.strip()]
    records: list[dict[str, Any]] = [json.loads(line) for line in lines]  # every line is one JSON object
    assert all({"event", "level", "logger", "timestamp"} <= set(r) for r in records)
    requests = {r["request_id"]: r for r in records if r["logger"] == "chronicle.access"}
    assert requests["create-1"]["command"] == "campaign.create" and requests["create-1"]["status"] == 201
    add = requests["add-1"]
    assert (add["method"], add["status"], add["campaign_id"], add["member_id"], add["command"]) == (
        "POST",
        200,
        campaign,
        gm["member_id"],
        "campaign.add_member",
    )
    assert (
        requests[generated]["command"] == "campaign.close_table"
        and requests[generated]["status"] == refused.status_code
    )
    assert any(r["logger"] == "chronicle.server" and "listening" in r["event"] for r in records)


async def test_a_task_started_during_a_request_does_not_log_as_that_request() -> None:
    """The snapshot writer or a live feed may start inside a request and inherit its context variables; what
    they log later is not that request's."""
    from server.ops.logs import _REQUEST_TASK, _within_request

    async def request() -> tuple[dict[str, Any], dict[str, Any]]:
        _REQUEST_TASK.set(asyncio.current_task())
        line = {"event": "x", "request_id": "r-1", "campaign_id": "c", "member_id": "m", "command": "k"}

        async def background() -> dict[str, Any]:
            return _within_request(None, "info", dict(line))

        return _within_request(None, "info", dict(line)), await asyncio.create_task(background())

    own, other = await asyncio.create_task(request())
    assert own["request_id"] == "r-1" and own["command"] == "k"
    assert other == {"event": "x"}


LOG_AN_EXCEPTION = """
import logging, sys
from server.ops import logs
logs.configure("DEBUG", sys.argv[1])
def fail(key: bytes, body: str) -> None:
    raise RuntimeError("the request failed")
try:
    fail(bytes(range(200, 232)), "a body with local-only-text")
except RuntimeError:
    logging.getLogger("chronicle.server").exception("unhandled error during POST /x")
"""


def test_a_traceback_is_logged_without_its_frames_local_variables() -> None:
    """A frame's locals (a key as bytes, a request body) are beyond any redaction: they are not written."""
    for fmt in ("json", "console"):
        done = subprocess.run(
            [sys.executable, "-c", LOG_AN_EXCEPTION, fmt], capture_output=True, text=True, timeout=60, check=True
        )
        assert "RuntimeError: the request failed" in done.stderr or '"exc_value": "the request failed"' in done.stderr
        assert "local-only-text" not in done.stderr and "\\xc8\\xc9" not in done.stderr, (fmt, done.stderr)
