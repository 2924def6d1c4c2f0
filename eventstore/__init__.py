"""Chronicle's event store: append-only streams in PostgreSQL, with versions, a gap-safe global log,
subscriptions, snapshots, hash-chained tamper evidence and upcasting.

It knows PostgreSQL and bytes, not rules: it never imports `domain` or `server`.
"""

from eventstore.errors import (
    DuplicateEventConflict,
    EventStoreError,
    MigrationError,
    UnknownPosition,
    WrongExpectedVersion,
)
from eventstore.events import AppendResult, NewEvent, RecordedEvent, Snapshot, StreamHead, VerifyResult
from eventstore.expected_version import ANY, NO_STREAM, STREAM_EXISTS, ExpectedVersion, StreamState
from eventstore.migrator import migrate
from eventstore.store import EventStore
from eventstore.subscription import LogSubscription
from eventstore.upcasting import UpcasterRegistry

__all__ = [
    "ANY",
    "NO_STREAM",
    "STREAM_EXISTS",
    "AppendResult",
    "DuplicateEventConflict",
    "EventStore",
    "EventStoreError",
    "ExpectedVersion",
    "LogSubscription",
    "MigrationError",
    "NewEvent",
    "RecordedEvent",
    "Snapshot",
    "StreamHead",
    "StreamState",
    "UnknownPosition",
    "UpcasterRegistry",
    "VerifyResult",
    "WrongExpectedVersion",
    "migrate",
]
