"""Connections the store keeps between operations instead of handing each back to the pool at once.

asyncpg's `Pool.acquire()`/`release()` costs several event-loop turns and a task per release: about as
much client time as the single-event append itself. A store doing thousands of small operations a second
keeps the connections it just used and takes one back without awaiting anything.

A connection an operation failed on because the session itself is gone (`session_lost`: the backend was
terminated, the socket broke, PostgreSQL shut down, or asyncpg's protocol was left mid-operation) is
terminated at once, never handed to the next operation: asyncpg marks such a connection closed only once
it has read the end of the socket, and until then a pool would hand it out again, answering the next
statement with `InternalClientError: cannot switch to state 12; another operation is in progress`.

It stays a good citizen of a pool shared with other code (the server borrows `store.pool` too): kept
connections go back to the pool whenever someone is waiting there (checked on every give-back and every
`CHECK_EVERY` seconds), connections idle for `idle_timeout` go back anyway, and so does any connection an
operation failed on (the pool knows how to clean up or replace it).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from types import TracebackType
from typing import Any, Protocol, TypeAlias

import asyncpg
from asyncpg.pool import PoolConnectionProxy

from eventstore.errors import EventStoreError, session_lost

PgConnection: TypeAlias = asyncpg.Connection | PoolConnectionProxy
"""A database session: one opened on its own, or one borrowed from a pool."""


class Statements(Protocol):
    """What runs single statements: a connection, a pool, or a ConnectionCache."""

    async def fetch(self, query: str, *args: Any) -> list[asyncpg.Record]: ...
    async def fetchrow(self, query: str, *args: Any) -> asyncpg.Record | None: ...
    async def fetchval(self, query: str, *args: Any) -> Any: ...
    async def execute(self, query: str, *args: Any) -> str: ...


IDLE_TIMEOUT = 0.5  # seconds a kept connection may sit unused before it returns to the pool
CHECK_EVERY = 0.05  # seconds between looks at the pool's queue while connections are kept


class ConnectionCache:
    """A stack of idle connections borrowed from `pool`."""

    def __init__(
        self,
        pool: asyncpg.Pool,
        idle_timeout: float = IDLE_TIMEOUT,
        on_reuse: Callable[[PoolConnectionProxy], Awaitable[None]] | None = None,
    ) -> None:
        """`on_reuse` runs on a kept connection before it is handed out again (a pool's `setup` runs on the
        ones it hands out); what it raises is raised by the lease, the connection given back."""
        self._pool = pool
        self._on_reuse = on_reuse
        self._idle: list[tuple[PoolConnectionProxy, float]] = []  # (connection, when it was last given back)
        self._idle_timeout = idle_timeout
        self._sweep: asyncio.TimerHandle | None = None
        self._releases: set[asyncio.Task[None]] = set()
        self._closed = False

    def lease(self) -> _Lease:
        """`async with cache.lease() as conn:` — a connection for one operation."""
        return _Lease(self)

    # One statement on a leased connection, for code that would otherwise borrow the pool directly
    # (`pool.fetchrow` …): the pool's own methods hand a connection whose session was lost back for reuse.

    async def fetch(self, query: str, *args: Any) -> list[asyncpg.Record]:
        async with self.lease() as conn:
            return await conn.fetch(query, *args)

    async def fetchrow(self, query: str, *args: Any) -> asyncpg.Record | None:
        async with self.lease() as conn:
            return await conn.fetchrow(query, *args)

    async def fetchval(self, query: str, *args: Any) -> Any:
        async with self.lease() as conn:
            return await conn.fetchval(query, *args)

    async def execute(self, query: str, *args: Any) -> str:
        async with self.lease() as conn:
            return await conn.execute(query, *args)

    async def take(self) -> PoolConnectionProxy:
        while self._idle:
            conn = self._idle.pop()[0]
            if not _usable(conn):
                self.discard(conn, broken=True)  # closed while it sat here (its backend was terminated)
                continue
            if self._on_reuse is not None:
                try:
                    await self._on_reuse(conn)
                except BaseException as exc:
                    self.discard(conn, broken=session_lost(exc))
                    raise
            return conn  # closed while it sat here (its backend was terminated)
        return await self._pool.acquire()

    def give_back(self, conn: PoolConnectionProxy) -> None:
        if not _usable(conn):
            self.discard(conn, broken=True)
            return
        if self._closed or self._others_waiting() or conn.is_in_transaction():
            self._release(conn)
            return
        self._idle.append((conn, time.monotonic()))
        if self._sweep is None:
            self._sweep = asyncio.get_running_loop().call_later(CHECK_EVERY, self._sweep_idle)

    def discard(self, conn: PoolConnectionProxy, *, broken: bool = False) -> None:
        """Return a connection an operation failed on (or was cancelled on) to the pool; a `broken` one
        (its session is gone) is terminated first, so the pool opens a new one instead of reusing it."""
        if broken:
            try:
                conn.terminate()  # also hands the pool's holder back (asyncpg's cleanup on close)
            except asyncpg.InterfaceError:  # already released by asyncpg's own cleanup
                return
        self._release(conn)

    def _others_waiting(self) -> bool:
        # asyncpg queues acquirers on Pool._queue (an asyncio.Queue); if that ever changes, assume someone
        # waits, which only costs speed.
        getters = getattr(getattr(self._pool, "_queue", None), "_getters", None)
        return getters is None or any(not g.done() for g in getters)

    def _release(self, conn: PoolConnectionProxy) -> None:
        task = asyncio.get_running_loop().create_task(self._pool.release(conn))
        self._releases.add(task)
        task.add_done_callback(self._releases.discard)

    def _sweep_idle(self) -> None:
        self._sweep = None
        cutoff = float("inf") if self._others_waiting() else time.monotonic() - self._idle_timeout
        keep = []
        for conn, since in self._idle:
            if since <= cutoff:
                self._release(conn)
            else:
                keep.append((conn, since))
        self._idle = keep
        if keep:
            self._sweep = asyncio.get_running_loop().call_later(CHECK_EVERY, self._sweep_idle)

    async def close(self) -> None:
        """Give every kept connection back (the pool can then close)."""
        self._closed = True
        if self._sweep is not None:
            self._sweep.cancel()
            self._sweep = None
        idle, self._idle = self._idle, []
        for conn, _ in idle:
            self._release(conn)
        if self._releases:
            await asyncio.gather(*self._releases, return_exceptions=True)


# Errors after which the connection is as good as before: the server refused a statement (unless the
# refusal ended the session, see `session_lost`).
_HEALTHY_AFTER = (asyncpg.PostgresError, EventStoreError)


def statements(pool_or_cache: asyncpg.Pool | ConnectionCache) -> ConnectionCache:
    """The connection cache to run single statements on: the given one, or a new one over a pool."""
    return pool_or_cache if isinstance(pool_or_cache, ConnectionCache) else ConnectionCache(pool_or_cache)


def _usable(conn: PoolConnectionProxy) -> bool:
    """Open, and not released behind our back (asyncpg releases a terminated pool connection itself)."""
    try:
        return not conn.is_closed()
    except asyncpg.InterfaceError:
        return False


class _Lease:
    __slots__ = ("_cache", "_conn")

    def __init__(self, cache: ConnectionCache) -> None:
        self._cache = cache
        self._conn: PoolConnectionProxy | None = None

    async def __aenter__(self) -> PoolConnectionProxy:
        self._conn = await self._cache.take()
        return self._conn

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        conn, self._conn = self._conn, None
        if conn is None:  # take() failed: nothing was leased
            return
        if exc is not None and session_lost(exc):
            self._cache.discard(conn, broken=True)
        elif exc_type is None or issubclass(exc_type, _HEALTHY_AFTER):
            self._cache.give_back(conn)  # (give_back still checks the connection is open)
        else:
            self._cache.discard(conn)
