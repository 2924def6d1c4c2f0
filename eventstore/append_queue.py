"""Group commit: one round trip at a time, carrying every append handed in meanwhile.

Writers of different streams (the server's commands, one campaign each) run concurrently, and each append
used to make its own round trip and its own commit. Through an AppendQueue the appends that are ready while
one round trip is under way leave together in the next, through `EventStore.append_each`: single-event
appends share one statement and one commit, and each is still checked against its own stream's expectation,
so one that fails changes nothing for the others. Under load that is one round trip and one commit for many
appends; alone, an append leaves at once.

Two appends to one stream handed in together go one after the other (append_each keeps their order), but a
writer that needs the first one's result to build the second (an exact expected version) waits for it
anyway, as the server's commands do under their campaign's lock.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from eventstore.events import AppendResult, NewEvent
from eventstore.expected_version import ExpectedVersion
from eventstore.store import EventStore


class AppendQueue:
    def __init__(self, store: EventStore) -> None:
        self._store = store
        self._queued: list[tuple[str, Sequence[NewEvent], ExpectedVersion, asyncio.Future[AppendResult]]] = []
        self._sender: asyncio.Task[None] | None = None

    async def append(self, stream: str, events: Sequence[NewEvent], expected: ExpectedVersion) -> AppendResult:
        """What `EventStore.append` returns or raises for this append, sharing a round trip when others wait."""
        loop = asyncio.get_running_loop()
        done: asyncio.Future[AppendResult] = loop.create_future()
        self._queued.append((stream, events, expected, done))
        if self._sender is None:
            self._sender = loop.create_task(self._send(), name="appends")
        return await done

    async def _send(self) -> None:
        try:
            while self._queued:
                batch, self._queued = self._queued, []
                try:
                    results = await self._store.append_each([(s, events, x) for s, events, x, _ in batch])
                except Exception as exc:  # (append_each reports each append's own failure in its results)
                    results = [exc] * len(batch)
                for (_, _, _, done), result in zip(batch, results, strict=True):
                    if done.done():  # its command was cancelled meanwhile
                        continue
                    if isinstance(result, Exception):
                        done.set_exception(result)
                    else:
                        done.set_result(result)
        finally:
            self._sender = None
            for _, _, _, done in self._queued:  # cancelled (shutting down): nobody will send these
                if not done.done():
                    done.set_exception(ConnectionError("the append queue stopped"))
            self._queued = []
