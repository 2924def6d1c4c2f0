"""Fixtures for the event store tests: a migrated database of this session and a store on it."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from urllib.parse import urlsplit, urlunsplit

import asyncpg
import pytest

from eventstore import EventStore, migrate


@pytest.fixture(scope="session")
async def store_url(database_url: str) -> str:
    """The session's database, with the event store's schema applied."""
    await migrate(database_url)
    return database_url


@pytest.fixture(scope="session")
async def store(store_url: str) -> AsyncIterator[EventStore]:
    s = await EventStore.connect(store_url, min_size=2, max_size=12)
    yield s
    await s.close()


@pytest.fixture
def stream() -> str:
    """A stream no other test writes to."""
    return f"test-{uuid.uuid4()}"


@pytest.fixture
async def scratch_url(server_url: str) -> AsyncIterator[str]:
    """An empty database of the test's own (for migrations), dropped afterwards."""
    name = f"chronicle_es_{uuid.uuid4().hex[:12]}"
    parts = urlsplit(server_url)
    admin = await asyncpg.connect(server_url)
    try:
        await admin.execute(f'CREATE DATABASE "{name}"')
        yield urlunsplit((parts.scheme, parts.netloc, "/" + name, parts.query, parts.fragment))
    finally:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await admin.close()
