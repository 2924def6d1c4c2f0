"""Following the global log: catch up from a position, then stay live.

A subscription reads the log in batches (see global_log.py), hands events out one at a time, and when it
has caught up waits for a wake-up (wakeups.py) or its poll interval, whichever comes first. It never relies
on a notification arriving: polling alone delivers everything, only later.

With a `checkpoint_name`, the subscription resumes from the stored checkpoint and records progress itself:
an event counts as processed once the consumer asks for the next one, and progress is saved before each
read of the log and on close. Delivery is therefore at-least-once: after a crash the consumer may see again
the events it processed since the last save, never fewer.
"""

from __future__ import annotations

import asyncio
from collections import deque
from types import TracebackType
from typing import Protocol

from eventstore.connections import ConnectionCache, Statements
from eventstore.events import RecordedEvent
from eventstore.global_log import START, LogCursor, cursor_after, read_batch_with_cursors
from eventstore.upcasting import UpcasterRegistry
from eventstore.wakeups import WakeUps

SAVE_CHECKPOINT = """
INSERT INTO subscription_checkpoints AS c (name, position, transaction_id) VALUES ($1, $2, $3::xid8)
ON CONFLICT (name) DO UPDATE SET position = excluded.position, transaction_id = excluded.transaction_id,
                                 updated_at = now()
"""
LOAD_CHECKPOINT = "SELECT transaction_id, position FROM subscription_checkpoints WHERE name = $1"

_FIRST_RETRY = 0.01  # after a wake-up that found nothing yet (an older transaction still open), look again soon


async def save_checkpoint(conn: Statements, name: str, cursor: LogCursor) -> None:
    await conn.execute(SAVE_CHECKPOINT, name, cursor.position, cursor.transaction_id)


async def load_checkpoint(conn: Statements, name: str) -> LogCursor | None:
    row = await conn.fetchrow(LOAD_CHECKPOINT, name)
    return None if row is None else LogCursor(int(row["transaction_id"]), row["position"])


class LogSource(Protocol):
    """What a subscription reads the log through: the store's connections, wake-ups and upcasters
    (`eventstore.EventStore` is one; the store builds its subscriptions, so this module does not import it)."""

    connections: ConnectionCache
    wakeups: WakeUps
    upcasters: UpcasterRegistry


class LogSubscription:
    """An async iterator of RecordedEvents: the log after a position, then every new event as it commits."""

    def __init__(
        self,
        store: LogSource,
        after_position: int = 0,
        *,
        checkpoint_name: str | None = None,
        poll_interval: float = 1.0,
        batch_size: int = 500,
        listen: bool = True,
    ) -> None:
        if poll_interval <= 0 or batch_size <= 0:
            raise ValueError("poll_interval and batch_size must be positive")
        self._store = store
        self._after_position = after_position
        self.checkpoint_name = checkpoint_name
        self.poll_interval = poll_interval
        self.batch_size = batch_size
        self._listen = listen
        self._cursor: LogCursor | None = None  # where the next read starts
        self._buffer: deque[tuple[RecordedEvent, LogCursor]] = deque()
        self._handed_out: LogCursor | None = None  # the last event given to the consumer
        self._processed: LogCursor | None = None  # the last event the consumer came back from
        self._saved: LogCursor | None = None
        self._wake: asyncio.Event | None = None
        self._closed = False

    @property
    def position(self) -> int:
        """Position of the last event the consumer finished with (after_position before any)."""
        return self._processed.position if self._processed else self._after_position

    async def _start(self) -> None:
        store = self._store
        cursor = None
        if self.checkpoint_name is not None:
            async with store.connections.lease() as conn:
                cursor = await load_checkpoint(conn, self.checkpoint_name)
            self._saved = cursor
        if cursor is None:
            async with store.connections.lease() as conn:
                cursor = await cursor_after(conn, self._after_position)
        else:
            self._after_position = cursor.position
        self._cursor = cursor
        self._wake = self._store.wakeups.add_waiter()

    def __aiter__(self) -> LogSubscription:
        return self

    async def __anext__(self) -> RecordedEvent:
        if self._closed:
            raise StopAsyncIteration
        if self._cursor is None:
            await self._start()
        if self._handed_out is not None:
            self._processed = self._handed_out
        if not self._buffer:
            await self._fill()
        event, cursor = self._buffer.popleft()
        self._handed_out = cursor
        return event

    async def _fill(self) -> None:
        assert self._cursor is not None and self._wake is not None
        timeout = self.poll_interval
        while True:
            if self._closed:  # closed by another task while this one waited
                raise StopAsyncIteration
            if self._listen:
                await self._store.wakeups.listen()
            self._wake.clear()  # before reading: a wake-up during the read must not be lost
            await self._save_progress()
            async with self._store.connections.lease() as conn:
                batch = await read_batch_with_cursors(conn, self._cursor, self.batch_size)
            if batch:
                self._cursor = batch[-1][1]
                upcasters = self._store.upcasters
                for event, cursor in batch:
                    self._buffer.append((upcasters.upcast(event) if upcasters else event, cursor))
                return
            woken = True
            try:
                await asyncio.wait_for(self._wake.wait(), timeout)
            except TimeoutError:
                woken = False
            # Woken but nothing readable yet means an older transaction still holds the horizon back: look
            # again soon, backing off towards the poll interval.
            timeout = _FIRST_RETRY if woken else min(timeout * 2, self.poll_interval)

    async def _save_progress(self) -> None:
        if self.checkpoint_name is None or self._processed is None or self._processed == self._saved:
            return
        async with self._store.connections.lease() as conn:
            await save_checkpoint(conn, self.checkpoint_name, self._processed)
        self._saved = self._processed

    async def checkpoint(self) -> None:
        """Record every event handed out so far as processed, now (needs a checkpoint name).

        For a consumer that stops (`break`) after finishing an event: without this, that last event counts as
        unfinished and is delivered again next time.
        """
        if self.checkpoint_name is None:
            raise ValueError("this subscription has no checkpoint_name")
        if self._handed_out is not None:
            self._processed = self._handed_out
        await self._save_progress()

    async def aclose(self) -> None:
        """Stop; with a checkpoint name, record the events the consumer finished with."""
        if self._closed:
            return
        self._closed = True
        if self._wake is not None:
            self._wake.set()  # a task waiting in __anext__ wakes up and stops
            await self._store.wakeups.remove_waiter(self._wake)
        await self._save_progress()

    async def __aenter__(self) -> LogSubscription:
        if self._cursor is None:
            await self._start()
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()


__all__ = ["START", "LogSubscription"]
