"""Building events for tests."""

from __future__ import annotations

import uuid
from typing import Any

import msgspec

from eventstore import NewEvent


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
