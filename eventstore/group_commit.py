"""Group commit: while one single-event append is on its way to PostgreSQL, the single-event appends handed in
meanwhile wait and then leave together, in one round trip and one commit.

Writers of different streams (the server's commands, one campaign each) run concurrently, and an append with a
commit of its own costs PostgreSQL more than the work of the append itself. So an append that finds nothing
in flight leaves at once, on its own; the appends that arrive while it (or a group) is in flight queue up, and
the next round trip carries all of them, through `EventStore.append_each`: each is still checked against its
own stream's expectation and gets its own outcome, so one that fails changes nothing for the others. A lone
writer never waits; under load there is one commit for many appends.

Two appends to one stream in one group go one after the other (append_each keeps their order), but a writer
that needs the first one's result to build the second (an exact expected version) waits for it anyway. An
append whose expectation fails is left out of the shared statement and then told why on its own; when
PostgreSQL refuses the statement as a whole (a racing writer in another process took a version, or an id is
already stored), nothing of it is written and its appends go one by one on the same connection, so one such
append costs the others of its group a round trip each. A writer cancelled while its append waits in the queue is
dropped from the group (nothing is written); one cancelled in flight may or may not have landed, as with
any append.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from typing import Generic, TypeVar

A = TypeVar("A")
R = TypeVar("R")


class GroupCommit(Generic[A, R]):
    """Runs `one(item)` at once when nothing is in flight; otherwise hands the item to the next `many(items)`,
    which returns each item's result or exception, in order."""

    def __init__(
        self,
        one: Callable[[A], Awaitable[R]],
        many: Callable[[Sequence[A]], Awaitable[Sequence[R | Exception]]],
    ) -> None:
        self._one, self._many = one, many
        self._idle = asyncio.Event()  # nothing in flight, nothing queued
        self._idle.set()
        self._queued: list[tuple[A, asyncio.Future[R]]] = []
        self._sender: asyncio.Task[None] | None = None
        self.on_batch: Callable[[int], None] | None = None
        """Told the size of each batch that leaves (1 for an append alone): a metrics hook."""

    async def run(self, item: A) -> R:
        if not self._idle.is_set():
            done: asyncio.Future[R] = asyncio.get_running_loop().create_future()
            self._queued.append((item, done))
            return await done
        self._idle.clear()
        if self.on_batch is not None:
            self.on_batch(1)
        try:
            return await self._one(item)
        finally:
            if self._queued:
                self._sender = asyncio.get_running_loop().create_task(self._send(), name="group-commit")
            else:
                self._idle.set()

    async def _send(self) -> None:
        batch: list[tuple[A, asyncio.Future[R]]] = []
        try:
            while self._queued:
                # A writer cancelled while its append waited here has been told it did not happen: drop it.
                batch = [(item, done) for item, done in self._queued if not done.done()]
                self._queued = []
                if not batch:
                    continue
                if self.on_batch is not None:
                    self.on_batch(len(batch))
                try:
                    results = await self._many([item for item, _ in batch])
                except Exception as exc:  # (`many` reports each item's own failure in its results)
                    results = [exc] * len(batch)
                for (_, done), result in zip(batch, results, strict=True):
                    if done.done():  # its writer was cancelled in flight (the append may have landed)
                        continue
                    if isinstance(result, Exception):
                        done.set_exception(result)
                    else:
                        done.set_result(result)
                batch = []
        finally:  # cancelled: nobody will send these
            self._sender = None
            for items, why in (
                (batch, "was cut off in flight: it may or may not have landed"),
                (self._queued, "was never sent"),
            ):
                for _, done in items:
                    if not done.done():
                        done.set_exception(ConnectionError(f"the append {why}"))
            self._queued = []
            self._idle.set()

    async def close(self) -> None:
        """Wait until the appends that went through here (in flight and queued) are done: their writers get
        their outcomes before the store's connections close."""
        await self._idle.wait()
