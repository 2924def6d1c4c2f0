"""Audit reads on a hot standby (`DATABASE_READ_URL`): replays, recaps, exports and integrity checks read
the log from a streaming standby instead of the primary, so that auditors scale off the database that takes
the commands — and never read less than the campaign's version they were asked about.

A read needs the campaign's stream up to the version the caller's view was taken at (the primary's, from
the process's caught-up state). Every connection the read takes from the standby's pool — a new one from
the pool (`setup`) or one kept from an operation just before (`on_reuse`) — is first checked to hold that
version of the stream (one index lookup). A standby behind it is waited for, polling, up to
`CHRONICLE_READ_REPLICA_WAIT_SECONDS` from the read's start; then the read runs again on the primary. So a
read is never answered from a log shorter than the one it was asked about, even when `DATABASE_READ_URL` is
a service spreading connections over several standbys that lag differently (CloudNativePG's `-ro`). The
check is per stream version, not per WAL position: what else a read looks at on the standby (snapshots,
recap checkpoints) only spares it work, and a missing one is recomputed from the events.

A standby that cannot be reached (refused, timed out, its session lost mid-read) sends the read to the
primary, and every read for `DOWN_FOR` seconds after it, without trying the standby again; it is logged
once; so does one that refuses reads (a wrong password or database, migrations missing there: a
misconfigured standby costs the primary's load, never an error). A read the standby cancels for its replay
(a conflict with recovery) runs again on the primary.
Writes a read would make (a recap's checkpoint) go to the primary: the standby is read-only.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TypeVar

import asyncpg
from asyncpg.pool import PoolConnectionProxy

from eventstore.errors import session_lost
from eventstore.store import EventStore
from server.adapters.upcasters import UPCASTERS
from server.ops import metrics

log = logging.getLogger("chronicle.server")

T = TypeVar("T")

APPLICATION_NAME = "chronicle-reads"
"""The application_name of the standby sessions (what its `pg_stat_activity` shows)."""
DOWN_FOR = 5.0
"""Seconds the standby is left alone after it could not be reached."""
CONNECT_TIMEOUT = 2.0
POLL_SECONDS = 0.02
POOL_SIZE = 8

_APPLIED = "SELECT coalesce(max(version), -1) FROM events WHERE stream = $1"


class ReplicaBehind(Exception):
    """The standby had not applied the version a read needs within the wait."""


@dataclass(frozen=True)
class _Need:
    stream: str
    version: int
    deadline: float


_NEED: ContextVar[_Need | None] = ContextVar("chronicle_read_replica_need", default=None)


async def _check(conn: PoolConnectionProxy) -> None:
    """Before a read uses `conn`: its server holds the stream up to the version the read needs (waiting up to
    the read's deadline), else ReplicaBehind."""
    need = _NEED.get()
    if need is None:  # (a read that named no need: nothing to hold it to)
        return
    while True:
        applied = await conn.fetchval(_APPLIED, need.stream)
        if applied >= need.version:
            return
        if time.monotonic() >= need.deadline:
            raise ReplicaBehind(
                f"{need.stream}: the standby has applied version {applied}, the read needs {need.version}"
            )
        await asyncio.sleep(POLL_SECONDS)


class ReadReplica:
    """The standby's pool (opened at its first read, so a standby down at start-up delays nothing) and the
    choice, read by read, between it and the primary."""

    def __init__(self, primary: EventStore, primary_dsn: str, dsn: str, *, wait: float) -> None:
        self._primary = primary
        self._primary_dsn = primary_dsn
        self._dsn = dsn
        self._wait = wait
        self._store: EventStore | None = None
        self._opening = asyncio.Lock()
        self._down_until = 0.0

    async def read(self, stream: str, version: int, run: Callable[[EventStore, str], Awaitable[T]]) -> T:
        """`run(store, dsn)` on the standby when it holds `stream` up to `version` (waiting for it up to the
        configured wait), else on the primary. `dsn` is the database's, for worker processes that read it."""
        reason = "down"
        replica = await self._replica()
        if replica is not None:
            token = _NEED.set(_Need(stream, version, time.monotonic() + self._wait))
            try:
                result = await run(replica, self._dsn)
            except ReplicaBehind:
                reason = "behind"
            except _DATABASE_ERRORS as exc:
                if _cancelled_by_replay(exc):
                    reason = "conflict"
                elif session_lost(exc):
                    reason = "unreachable"
                    self._went_down(exc)
                else:  # the standby refused the read: a wrong password or database, migrations missing there …
                    reason = "error"
                    self._went_down(exc)
            else:
                metrics.AUDIT_READS.labels("standby", "").inc()
                return result
            finally:
                _NEED.reset(token)
        metrics.AUDIT_READS.labels("primary", reason).inc()
        return await run(self._primary, self._primary_dsn)

    async def streamed(
        self, stream: str, version: int, chunks: Callable[[EventStore], AsyncIterator[bytes]]
    ) -> AsyncIterator[bytes]:
        """A streamed read (the export) whose first chunk is taken here, under the same checks and fallback
        (the one connection such a read holds is taken with its first chunk); the whole stream to send."""
        first, rest = await self.read(stream, version, lambda store, _dsn: _first_chunk(chunks(store)))
        return _chained(first, rest)

    async def _replica(self) -> EventStore | None:
        if time.monotonic() < self._down_until:
            return None
        if self._store is None:
            async with self._opening:
                if self._store is None:
                    self._store = await EventStore.connect(
                        self._dsn,
                        UPCASTERS,
                        min_size=0,  # no connection before the first read: a standby down at start delays nothing
                        max_size=POOL_SIZE,
                        notify=False,
                        group_commit=False,
                        on_reuse=_check,
                        setup=_check,
                        timeout=CONNECT_TIMEOUT,
                        server_settings={"application_name": APPLICATION_NAME},
                    )
        return self._store

    def _went_down(self, exc: BaseException) -> None:
        if time.monotonic() >= self._down_until:
            log.warning(
                "the read standby (DATABASE_READ_URL) cannot be reached or refused a read (%s: %s): audit reads "
                "go to the primary for %.0f s",
                type(exc).__name__,
                exc,
                DOWN_FOR,
            )
        self._down_until = time.monotonic() + DOWN_FOR

    async def close(self) -> None:
        if self._store is not None:
            await self._store.close()


_DATABASE_ERRORS = (asyncpg.PostgresError, asyncpg.InterfaceError, OSError, TimeoutError)
"""What the standby may answer a read with, instead of its rows; the read's own refusals (a 404 …) are not."""


def _cancelled_by_replay(exc: BaseException) -> bool:
    """A standby cancels a query whose rows its replay must remove (`40001`, "conflict with recovery") once
    `max_standby_streaming_delay` has passed: the read runs again on the primary."""
    return isinstance(exc, asyncpg.PostgresError) and getattr(exc, "sqlstate", None) == "40001"


async def _first_chunk(chunks: AsyncIterator[bytes]) -> tuple[bytes | None, AsyncIterator[bytes]]:
    try:
        return await anext(chunks), chunks
    except StopAsyncIteration:
        return None, chunks
    except BaseException:
        close = getattr(chunks, "aclose", None)
        if close is not None:
            await close()
        raise


async def _chained(first: bytes | None, rest: AsyncIterator[bytes]) -> AsyncIterator[bytes]:
    if first is None:
        return
    yield first
    async for chunk in rest:
        yield chunk
