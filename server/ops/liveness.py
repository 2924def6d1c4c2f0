"""Whether the server process that claimed an Idempotency-Key is still alive, as PostgreSQL sees it.

Each process holds one session-level advisory lock, `(LOCK_SPACE, number)`, on a connection of its own for
as long as it runs; its pending idempotency claims carry that number (`chronicle_idempotency.owner`). When a
process dies (SIGKILL, OOM, a lost machine) the kernel closes its sockets, PostgreSQL ends its sessions and
releases the lock within moments: another process that sees a pending claim whose owner's lock is no longer
held knows nobody is running that request and takes it over at once (server/http/idempotency.py).

If the lock's connection is lost while the process lives (a terminated backend, a PostgreSQL restart), it is
re-taken in the background under the same number; meanwhile this process's claims look abandoned, and a
retry elsewhere may take one over while it still runs. That is safe, only wasteful: a keyed command's event
ids are derived from its key, so at most one of the two appends commits, and the other answers from it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from typing import Any

import asyncpg

log = logging.getLogger("chronicle.server")

LOCK_SPACE = 0x43485250
"""The first key of every liveness lock ('CHRP'), so they do not collide with other advisory locks."""
RECONNECT_MAX_SECONDS = 2.0

OWNER_ALIVE_SQL = """EXISTS (
    SELECT 1 FROM pg_locks l
     WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
       AND l.classid = {space}::oid AND l.objid = ({owner})::oid
       AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database()))"""
"""SQL that is true while the process whose number is the SQL expression `owner` holds its lock."""


def owner_alive_sql(owner: str) -> str:
    return OWNER_ALIVE_SQL.format(space=LOCK_SPACE, owner=owner)


class ProcessLiveness:
    """This process's advisory lock, kept on a dedicated connection and re-taken when that is lost."""

    def __init__(self, dsn: str, *, application_name: str = "chronicle-server") -> None:
        self._dsn = dsn
        self._application_name = application_name
        self.number = 0
        """The number this process's claims carry (0 until the first lock was taken)."""
        self._held = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    @property
    def held(self) -> bool:
        return self._held.is_set()

    async def start(self, wait: float = 5.0) -> None:
        """Take the lock (in the background, retrying); wait up to `wait` seconds for the first time."""
        if self._task is None:
            self._task = asyncio.create_task(self._keep(), name="process-liveness")
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._held.wait(), wait)

    async def stop(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _lock(self, conn: Any) -> None:
        """Take the lock under this process's number; draw a number on the first time (or should another
        process hold ours)."""
        for _ in range(100):
            number = self.number or 1 + secrets.randbelow(2**31 - 2)
            if await conn.fetchval("SELECT pg_try_advisory_lock($1, $2)", LOCK_SPACE, number):
                self.number = number
                return
            self.number = 0
        raise RuntimeError("no free liveness lock number")  # pragma: no cover - 2^31 numbers

    async def _keep(self) -> None:
        delay = 0.05
        while True:
            conn = None
            try:
                conn = await asyncpg.connect(
                    self._dsn, timeout=10, server_settings={"application_name": self._application_name}
                )
                lost = asyncio.Event()
                conn.add_termination_listener(lambda _conn, lost=lost: lost.set())
                await self._lock(conn)
                self._held.set()
                delay = 0.05
                await lost.wait()
                log.warning("liveness lock: its connection was lost; taking it again")
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                log.warning("liveness lock: cannot take it (%s); retrying", exc)
            finally:
                self._held.clear()
                if conn is not None:
                    conn.terminate()
            await asyncio.sleep(delay)
            delay = min(delay * 2, RECONNECT_MAX_SECONDS)
