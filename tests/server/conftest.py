"""Fixtures of the API tests: the real app served by uvicorn on a free port, inside the test session's event
loop, on the session's PostgreSQL and Redis, with the registered rulesets plus the tests' own `test-dice`.

Serving over a real socket (rather than Litestar's AsyncTestClient, which runs requests one at a time on a
thread of its own) lets requests really overlap, and lets tests reach `client.app.state.services` in their
own loop. Two servers in one loop stand for two server processes: each has its own caches.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import socket
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import uvicorn
from litestar import Litestar

from domain.rulesets import RULESETS
from server.app import create_app
from server.config import Settings
from tests.server.dice_ruleset import GAME as DICE_GAME

SEED_KEY = bytes(range(32))


def api_rulesets() -> dict[str, Any]:
    return {**RULESETS, DICE_GAME.ruleset.name: DICE_GAME}


def make_app(settings: Settings, **kw: Any) -> Litestar:
    return create_app(settings, rulesets=api_rulesets(), **kw)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.asynccontextmanager
async def serving(app: Litestar) -> AsyncIterator[httpx.AsyncClient]:
    """Serve `app` with uvicorn in this event loop; yield a client for it (with `.app` set)."""
    port = free_port()
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on", timeout_keep_alive=60)
    )
    server.capture_signals = contextlib.nullcontext  # type: ignore[method-assign]  # Ctrl-C stays pytest's
    task = asyncio.create_task(server.serve())
    while not server.started:
        if task.done():
            task.result()
            raise RuntimeError("uvicorn stopped before it started")
        await asyncio.sleep(0.02)
    client = httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=30)
    client.app = app  # type: ignore[attr-defined]
    try:
        yield client
    finally:
        await client.aclose()
        server.should_exit = True
        await task


@pytest.fixture(scope="session")
def api_settings(database_url: str, redis_url: str, tmp_path_factory: pytest.TempPathFactory) -> Settings:
    return Settings(
        database_url=database_url,
        redis_url=redis_url,
        data_dir=Path(tmp_path_factory.mktemp("chronicle-data")),
        seed_key=SEED_KEY,
        rate_limit=None,
        log_level=os.environ.get("CHRONICLE_LOG_LEVEL", "WARNING"),
    )


@pytest.fixture(scope="session")
async def api(api_settings: Settings) -> AsyncIterator[httpx.AsyncClient]:
    """One server for the session (tests create campaigns of their own)."""
    async with serving(make_app(api_settings)) as client:
        yield client
