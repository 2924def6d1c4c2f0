"""Waking subscribers when the log grows: LISTEN/NOTIFY as a hint, never as the source of truth.

Subscribers always read the log itself, and poll it when no hint arrives, so a lost notification costs
latency, never an event. That lets the hint be cheap:
- NOTIFY is sent *after* the append commits, on a connection the store keeps between operations (no pool
  acquire/release and reset query each time), and coalesced: the first append after a quiet spell notifies
  at once, later ones at most every `notify_interval` (a NOTIFY is a commit of its own). Sending it inside
  the append's transaction would instead take PostgreSQL's global notify-queue lock across the commit,
  serialising every appending transaction in the cluster.
- Subscribers of the same store are woken directly, without a round trip.
- One LISTEN connection per store serves all its subscriptions, held only while there are some. If it
  dies, subscriptions fall back to polling and the store listens again on their next wait.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

import asyncpg
from asyncpg.pool import PoolConnectionProxy

from eventstore.connections import ConnectionCache

log = logging.getLogger(__name__)

CHANNEL = "chronicle_events"
_RELISTEN_AFTER = 5.0  # seconds between attempts to re-establish a lost LISTEN connection
NOTIFY_INTERVAL = 0.01  # seconds: at most ~100 NOTIFY per second per store, however many appends


class WakeUps:
    """Who to wake when events are appended, here or in another process."""

    def __init__(
        self,
        pool: asyncpg.Pool,
        connections: ConnectionCache,
        *,
        notify: bool = True,
        notify_interval: float = NOTIFY_INTERVAL,
    ) -> None:
        self._pool = pool
        self._connections = connections
        self._notify = notify
        self._notify_interval = notify_interval
        self._waiters: set[asyncio.Event] = set()
        self._sending = False
        self._again = False
        self._tasks: set[asyncio.Task[Any]] = set()
        self._listener: PoolConnectionProxy | None = None  # a pool connection holding LISTEN, while one is healthy
        self._listen_lock = asyncio.Lock()
        self._last_listen_attempt = float("-inf")
        self._closed = False

    # -- subscribers ------------------------------------------------------------------------------------

    def add_waiter(self) -> asyncio.Event:
        """A flag set whenever the log may have grown (the subscriber clears it before each read)."""
        flag = asyncio.Event()
        self._waiters.add(flag)
        return flag

    async def remove_waiter(self, flag: asyncio.Event) -> None:
        """Forget a subscriber; the LISTEN connection goes back to the pool with the last one."""
        self._waiters.discard(flag)
        if not self._waiters:
            await self._stop_listening()

    def _wake_all(self, *_: object) -> None:
        for flag in self._waiters:
            flag.set()

    @property
    def listening(self) -> bool:
        return self._listener is not None

    async def listen(self) -> bool:
        """Make sure a LISTEN connection is up; False (and polling only) when it cannot be."""
        if self._listener is not None or self._closed:
            return self._listener is not None
        if time.monotonic() - self._last_listen_attempt < _RELISTEN_AFTER:
            return False
        async with self._listen_lock:
            if self._listener is not None:
                return True
            self._last_listen_attempt = time.monotonic()
            conn = None
            try:
                conn = await self._pool.acquire()
                conn.add_termination_listener(self._on_listener_lost)
                await conn.add_listener(CHANNEL, self._wake_all)
            except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
                log.warning("cannot LISTEN for new events, polling instead: %s", exc)
                if conn is not None:
                    await self._pool.release(conn)
                return False
            self._listener = conn
            return True

    def _on_listener_lost(self, conn: object) -> None:
        log.warning("LISTEN connection lost; subscriptions poll until it is re-established")
        listener = self._listener
        if listener is not None and listener is conn:
            self._listener = None
            # Hand the dead connection back so the pool can replace it (a held one would block pool.close()).
            task = asyncio.get_running_loop().create_task(self._pool.release(listener))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        self._last_listen_attempt = float("-inf")
        self._wake_all()  # whatever happened meanwhile, go and look

    # -- writers ----------------------------------------------------------------------------------------

    def appended(self) -> None:
        """Called after an append committed: wake local subscribers now, other processes soon."""
        self._wake_all()
        if not self._notify or self._closed:
            return
        if self._sending:
            self._again = True
            return
        self._sending = True
        task = asyncio.get_running_loop().create_task(self._send_notifications())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _send_notifications(self) -> None:
        try:
            while True:
                self._again = False
                async with self._connections.lease() as conn:
                    await conn.execute("SELECT pg_notify($1, '')", CHANNEL)
                await asyncio.sleep(self._notify_interval)
                if not self._again or self._closed:
                    return
        except Exception as exc:  # a lost hint only delays subscribers until their next poll
            log.debug("NOTIFY failed: %s", exc)
        finally:
            self._sending = False

    # -- lifecycle --------------------------------------------------------------------------------------

    async def _stop_listening(self) -> None:
        async with self._listen_lock:
            conn, self._listener = self._listener, None
            if conn is None:
                return
            conn.remove_termination_listener(self._on_listener_lost)
            try:
                await conn.remove_listener(CHANNEL, self._wake_all)
            except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
                log.debug("UNLISTEN failed: %s", exc)
            finally:
                await self._pool.release(conn)

    async def close(self) -> None:
        self._closed = True
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
        await self._stop_listening()
        self._wake_all()
