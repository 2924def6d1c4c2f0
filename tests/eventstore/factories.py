"""Building events for tests."""

from __future__ import annotations

import asyncio
import uuid
from typing import Any

import msgspec

from eventstore import EventStore, NewEvent


def event(type: str = "test.happened", schema_version: int = 1, **data: Any) -> NewEvent:
    """A NewEvent with a fresh id and the given payload."""
    return NewEvent(
        id=uuid.uuid4(),
        type=type,
        data=msgspec.json.encode(data or {"n": 0}),
        schema_version=schema_version,
        metadata={"actor": "tester", "correlation_id": str(uuid.uuid4())},
    )


def events(n: int, type: str = "test.happened") -> list[NewEvent]:
    return [event(type, n=i) for i in range(n)]


async def wait_until_readable(store: EventStore, position: int, timeout: float = 10) -> None:
    """Wait until the global log shows the event at `position`.

    The log only shows events below the oldest transaction still running anywhere on the server, so right
    after an append a reader may have to wait for someone else's open transaction (on a shared CI server,
    another test session's).
    """
    deadline = asyncio.get_running_loop().time() + timeout
    while not await store.pool.fetchval(
        "SELECT transaction_id < pg_snapshot_xmin(pg_current_snapshot()) FROM events WHERE position = $1", position
    ):
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"position {position} never became readable in the global log")
        await asyncio.sleep(0.02)
