"""Typed failures of the event store, carrying what a caller needs to decide its next move."""

from __future__ import annotations

import asyncio
import uuid

import asyncpg

from eventstore.expected_version import ExpectedVersion

_SESSION_GONE_STATES = frozenset({"57P01", "57P02", "57P03", "57P04", "57P05"})
"""admin_shutdown (pg_terminate_backend), crash_shutdown, cannot_connect_now, database_dropped,
idle_session_timeout: PostgreSQL ends the session after these."""


def session_lost(exc: BaseException) -> bool:
    """Whether `exc` means the database session is gone or cannot be trusted (the connection must be
    terminated, and the request answered 503), as opposed to a statement the server refused.

    Covers a terminated backend (57P01, delivered as an error or as `ConnectionDoesNotExistError`), a broken
    socket (OSError), a connection that cannot be made (class 08, 53300 too many connections), an operation
    that timed out mid-protocol, and asyncpg's own protocol-state errors (`InternalClientError`,
    `InterfaceError`) that follow a session lost in the middle of an operation.
    """
    if isinstance(exc, (OSError, TimeoutError, asyncio.TimeoutError, asyncpg.InterfaceError)):
        return True
    if isinstance(exc, asyncpg.exceptions.InternalClientError):
        return True
    if isinstance(exc, (asyncpg.PostgresConnectionError, asyncpg.exceptions.TooManyConnectionsError)):
        return True
    if isinstance(exc, asyncpg.PostgresError):
        if getattr(exc, "sqlstate", None) in _SESSION_GONE_STATES:
            return True
        return str(getattr(exc, "severity_en", None) or getattr(exc, "severity", "")) in ("FATAL", "PANIC")
    return False


class EventStoreError(Exception):
    """Base class for everything the store raises on purpose."""


class DatabaseUrlInvalid(EventStoreError):
    """The database URL cannot be used as written (an unknown scheme or option, a port that is not a number).
    The message shows it without its password."""

    def __init__(self, where: str, cause: BaseException) -> None:
        reason = " ".join(str(cause).split()) or type(cause).__name__
        super().__init__(f"the database URL {where} cannot be used: {reason}")


def connection_failure(dsn: str, exc: BaseException) -> EventStoreError | None:
    """What a failure to connect to `dsn` means to a command line: the URL cannot be used (`DatabaseUrlInvalid`),
    the database cannot be reached (`DatabaseUnreachable`), or neither (None: a bug to show as it is)."""
    from eventstore.dsn import display

    if isinstance(exc, ValueError):  # asyncpg's ClientConfigurationError is one, and so is a port's int()
        return DatabaseUrlInvalid(display(dsn), exc)
    if session_lost(exc):
        return DatabaseUnreachable(display(dsn), exc)
    return None


class DatabaseUnreachable(EventStoreError):
    """The database could not be reached or read (refused, unknown host, wrong password, no such database,
    gone mid-way). The message names the database without its password, and says why in one line."""

    def __init__(self, where: str, cause: BaseException, doing: str = "reach") -> None:
        reason = " ".join(str(cause).split()) or type(cause).__name__
        super().__init__(f"cannot {doing} the database {where}: {reason}")


class WrongExpectedVersion(EventStoreError):
    """The stream moved on since the caller read it: reload, decide again, retry.

    `actual` is the stream's current version (-1 when the stream does not exist).
    """

    def __init__(self, stream: str, expected: ExpectedVersion, actual: int) -> None:
        super().__init__(f"wrong expected version for stream {stream!r}: expected {expected!r}, actual {actual}")
        self.stream = stream
        self.expected = expected
        self.actual = actual

    def __reduce__(self) -> tuple[type, tuple[str, ExpectedVersion, int]]:
        return (type(self), (self.stream, self.expected, self.actual))


class DuplicateEventConflict(EventStoreError):
    """An event id is already stored, but not as a retry of this very append would have stored it.

    A retry that matches (same ids, same stream, same versions, same content) is not an error; this is
    raised when the same id carries different content or sits elsewhere, which means a caller reused an id.
    """

    def __init__(self, stream: str, event_id: uuid.UUID, reason: str) -> None:
        super().__init__(f"event {event_id} conflicts with a stored event (appending to {stream!r}): {reason}")
        self.stream = stream
        self.event_id = event_id
        self.reason = reason

    def __reduce__(self) -> tuple[type, tuple[str, uuid.UUID, str]]:
        return (type(self), (self.stream, self.event_id, self.reason))


class UnknownPosition(EventStoreError, ValueError):
    """A global-log cursor names a position that holds no event, so where to resume is ambiguous."""

    def __init__(self, position: int) -> None:
        super().__init__(f"no event at global position {position}; resume from a position the log delivered")
        self.position = position


class MigrationError(EventStoreError):
    """A migration cannot be applied safely (for instance, an applied file was edited afterwards)."""
