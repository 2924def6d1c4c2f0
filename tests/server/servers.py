"""Real servers for the server tests: the app under uvicorn inside the test's event loop, on a socket the
helper binds itself (port 0), so no other process can take the port between choosing it and serving on it.

Serving over a real socket (rather than Litestar's AsyncTestClient, which runs requests one at a time on a
thread of its own) lets requests really overlap, and lets tests reach `app.state.services` in their own
loop. Each served app has its own services (connection pool, caches, Fanout), so two of them on the
session's PostgreSQL and Redis behave as two server processes.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import httpx
import uvicorn
from litestar import Litestar

from domain.rulesets import RULESETS
from server.app import create_app
from server.config import Settings
from server.live.fanout import Fanout
from tests.server.dice_ruleset import GAME as DICE_GAME

SEED_KEY = bytes(range(32))


def api_rulesets() -> dict[str, Any]:
    """The registered rulesets plus the tests' own `test-dice`."""
    return {**RULESETS, DICE_GAME.ruleset.name: DICE_GAME}


def make_app(settings: Settings, **kw: Any) -> Litestar:
    return create_app(settings, rulesets=api_rulesets(), **kw)


@dataclass
class Served:
    app: Litestar
    port: int
    server: uvicorn.Server

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_url(self) -> str:
        return "ws" + self.url.removeprefix("http")

    @property
    def fanout(self) -> Fanout:
        return self.app.state.services.fanout  # type: ignore[no-any-return]


@contextlib.asynccontextmanager
async def run_server(app: Litestar, send_buffer: int | None = None) -> AsyncIterator[Served]:
    """Run `app` under uvicorn in this event loop. `send_buffer` shrinks the kernel's send buffer of every
    accepted connection (they inherit it from the listening socket), so a stalled reader blocks sends soon."""
    # IPPROTO_TCP spelled out: asyncio sets TCP_NODELAY only on sockets whose proto says TCP, and without it
    # Nagle's algorithm meets the client's delayed ACK and every keep-alive response waits ~40 ms.
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    if send_buffer is not None:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, send_buffer)
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(
        app,
        lifespan="on",
        log_level="warning",
        ws_ping_interval=None,
        timeout_keep_alive=60,  # a client idle between a test's steps keeps its connection
        timeout_graceful_shutdown=2,
    )
    server = uvicorn.Server(config)
    task = asyncio.create_task(server._serve(sockets=[sock]))  # _serve: no signal handlers inside the tests
    try:
        while not server.started:
            if task.done():
                task.result()
                raise RuntimeError("uvicorn stopped before it started")
            await asyncio.sleep(0.01)
        yield Served(app, port, server)
    finally:
        server.should_exit = True
        with contextlib.suppress(Exception):
            await asyncio.wait_for(task, 10)
        sock.close()


@contextlib.asynccontextmanager
async def serving(app: Litestar) -> AsyncIterator[httpx.AsyncClient]:
    """Serve `app` (see `run_server`); yield an HTTP client for it, with `.app` set."""
    async with run_server(app) as served, httpx.AsyncClient(base_url=served.url, timeout=30) as client:
        client.app = app  # type: ignore[attr-defined]
        yield client


def free_port() -> int:
    """A port that is free now, for a server in a process of its own (`chronicle serve`, redis-server) that
    must be told its port and binds it itself. In-process servers use `run_server`, which keeps its socket."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])
