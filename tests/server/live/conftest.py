"""Fixtures of the live-feed tests: a migrated event store on the session database, a Redis of our own."""

from __future__ import annotations

import shutil
from collections.abc import AsyncIterator, Iterator

import pytest

from eventstore import EventStore, migrate
from tests.server.live.support import Campaign, RedisProcess


@pytest.fixture(scope="session")
async def live_store(database_url: str) -> AsyncIterator[EventStore]:
    await migrate(database_url)
    store = await EventStore.connect(database_url, min_size=1, max_size=10)
    yield store
    await store.close()


@pytest.fixture
async def campaign(live_store: EventStore) -> Campaign:
    c = Campaign(live_store)
    await c.create()
    return c


@pytest.fixture
def own_redis() -> Iterator[RedisProcess]:
    server = RedisProcess()
    server.start()
    yield server
    server.stop()
    shutil.rmtree(server.folder, ignore_errors=True)
