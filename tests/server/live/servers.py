"""The live endpoints under test: an app with fast live settings (served by `tests/server/servers.py`), and
WebSocket/SSE clients.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass, field
from typing import Any

import httpx
from litestar import Litestar
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from domain.game import Game
from server.config import Settings
from server.live.fanout import Fanout
from server.live.settings import LiveSettings
from tests.server.servers import Served, make_app

TEST_LIVE = LiveSettings(
    heartbeat_seconds=0.5,
    poll_seconds=1.0,
    outage_poll_seconds=0.1,
    max_backlog=200,
    send_timeout_seconds=3.0,
    page_size=100,
    publish_timeout_seconds=0.5,
)


def live_app(settings: Settings, live: LiveSettings = TEST_LIVE) -> Litestar:
    def factory(store: Any, s: Settings, rulesets: Mapping[str, Game]) -> Fanout:
        return Fanout.from_url(store, s.redis_url, rulesets=rulesets, settings=live)

    return make_app(settings, fanout_factory=factory)


@dataclass
class WsClient:
    """A WebSocket client that keeps every frame, and the close code and reason when the server closes."""

    conn: ClientConnection
    frames: list[dict[str, Any]] = field(default_factory=list)
    close_code: int | None = None
    close_reason: str | None = None

    def events(self) -> list[dict[str, Any]]:
        return [f for f in self.frames if f["kind"] == "event"]

    def versions(self) -> list[int]:
        return [f["version"] for f in self.events()]

    async def read_until(self, predicate: Any, timeout: float = 5.0) -> None:
        async def run() -> None:
            while not predicate():
                try:
                    self.frames.append(json.loads(await self.conn.recv()))
                except ConnectionClosed as closed:
                    if closed.rcvd is not None:
                        self.close_code, self.close_reason = closed.rcvd.code, closed.rcvd.reason
                    if not predicate():
                        raise AssertionError(f"closed ({self.close_code} {self.close_reason}); {self.frames}") from None
                    return

        await asyncio.wait_for(run(), timeout)

    async def read_version(self, version: int, timeout: float = 5.0) -> None:
        await self.read_until(lambda: version in self.versions(), timeout)

    async def read_close(self, timeout: float = 5.0) -> tuple[int | None, str | None]:
        async def run() -> None:
            while True:
                try:
                    self.frames.append(json.loads(await self.conn.recv()))
                except ConnectionClosed as closed:
                    if closed.rcvd is not None:
                        self.close_code, self.close_reason = closed.rcvd.code, closed.rcvd.reason
                    return

        await asyncio.wait_for(run(), timeout)
        return self.close_code, self.close_reason


@contextlib.asynccontextmanager
async def ws(
    served: Served, campaign_id: str, token: str | None, receive_buffer: int | None = None, **params: Any
) -> AsyncIterator[WsClient]:
    """Connect to the live WebSocket. `receive_buffer` plays a client that stops reading: a tiny kernel
    buffer, and the client library reading at most one frame ahead of the test."""
    query = {k: str(v) for k, v in params.items()}
    if token is not None:
        query["token"] = token
    url = f"{served.ws_url}/campaigns/{campaign_id}/live/ws?{httpx.QueryParams(query)}"
    extra: dict[str, Any] = {}
    if receive_buffer is not None:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
        sock.connect(("127.0.0.1", served.port))
        sock.setblocking(False)
        extra = {"sock": sock, "max_queue": 1}
    async with connect(url, open_timeout=5, close_timeout=2, ping_interval=None, **extra) as conn:
        yield WsClient(conn)


async def sse_lines(
    client: httpx.AsyncClient, url: str, headers: dict[str, str], stop: Any, timeout: float = 5.0
) -> list[dict[str, Any]]:
    """Read an SSE stream into messages ({"id", "event", "data", "comment"}) until `stop(messages)`."""
    messages: list[dict[str, Any]] = []

    async def run() -> None:
        async with client.stream("GET", url, headers=headers) as response:
            assert response.status_code == 200, await response.aread()
            assert response.headers["content-type"].startswith("text/event-stream")
            current: dict[str, Any] = {}
            async for line in response.aiter_lines():
                if line == "":
                    if current:
                        if "data" in current:
                            current["data"] = json.loads(current["data"])
                        messages.append(current)
                        current = {}
                        if stop(messages):
                            return
                    continue
                name, _, value = line.partition(":")
                value = value.removeprefix(" ")
                if name == "":
                    current["comment"] = value
                elif name == "data":
                    current["data"] = current.get("data", "") + value
                elif name in ("id", "event", "retry"):
                    current[name] = value

    await asyncio.wait_for(run(), timeout)
    return messages
