"""Graceful shutdown of a real `chronicle serve` with live clients open: on SIGTERM or SIGINT every live
connection is ended at once with its documented close — WebSocket 1001, SSE a last `dropped` frame — so
the server does not wait out its graceful-shutdown timeout for watchers that never leave by themselves,
and cancels nothing (no CancelledError traceback in its log)."""

from __future__ import annotations

import asyncio
import json
import signal
from collections.abc import AsyncIterator

import httpx
import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from tests.server.api import create_campaign
from tests.server.processes import ServerProcess


@pytest.fixture
async def server(database_url: str, redis_url: str) -> AsyncIterator[ServerProcess]:
    proc = ServerProcess(database_url, redis_url, CHRONICLE_LOG_LEVEL="INFO")
    await proc.start()
    try:
        yield proc
    finally:
        proc.stop()


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
async def test_shutdown_closes_live_connections_at_once_with_their_documented_close(
    server: ServerProcess, signum: int
) -> None:
    async with httpx.AsyncClient(base_url=server.url, timeout=30) as client:
        campaign = await create_campaign(client, ruleset="robots-and-rapiers")
        sse_frames: list[dict] = []
        sse_events: list[str] = []
        sse_ready = asyncio.Event()

        async def follow_sse() -> None:
            async with client.stream("GET", f"{campaign.base}/live/sse", headers=campaign.gm.headers) as r:
                async for line in r.aiter_lines():
                    if line.startswith("event: "):
                        sse_events.append(line.removeprefix("event: "))
                    if line.startswith("data: "):
                        sse_frames.append(json.loads(line.removeprefix("data: ")))
                        if sse_frames[-1]["kind"] == "ready":
                            sse_ready.set()

        sse = asyncio.create_task(follow_sse())
        url = f"ws://127.0.0.1:{server.port}{campaign.base}/live/ws?token={campaign.gm.token}"
        async with connect(url) as ws:
            assert json.loads(await ws.recv())["kind"] == "event"  # campaign.created
            assert json.loads(await ws.recv())["kind"] == "ready"
            await asyncio.wait_for(sse_ready.wait(), 10)

            exited = asyncio.create_task(server.signal(signum))
            with pytest.raises(ConnectionClosed):
                while True:
                    await ws.recv()
            assert (ws.close_code, ws.close_reason) == (1001, "server shutting down; reconnect")
            await asyncio.wait_for(sse, 10)  # the stream ended: the server closed it
            assert sse_events[-1] == "dropped"
            assert sse_frames[-1] == {
                "kind": "dropped",
                "campaign_id": campaign.id,
                "version": 0,
                "reason": "server shutting down; reconnect",
            }
            assert await exited == 0

    log = server.stderr()
    assert "Traceback" not in log and "CancelledError" not in log, log
    assert "timeout graceful shutdown exceeded" not in log, log  # nothing was left for uvicorn to cancel
