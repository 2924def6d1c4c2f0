"""Campaign snapshots, written beside the request path rather than on it.

A snapshot is an optimisation (a long campaign loads from it instead of replaying from zero), so the command
that crosses a snapshot boundary should not wait for it to be written. The state is encoded under the
campaign's lock, by the caller, so the snapshot describes exactly that version; writing it (a few hundred KB
for a long campaign, through TOAST and the WAL) is left to one background task that writes the queued
snapshots one at a time, the newest per stream. Commands used to wait for those writes, and when many
campaigns crossed a boundary together every one of them waited (`chronicle bench http`: 64 tables crossing
version 200 at once, rolls of up to 90 ms).

A snapshot that is never written costs only a longer replay, so failures are logged, not raised, and a
newer snapshot of a stream replaces a queued older one.

Some snapshots are also *kept* (`keep`): written beside the latest one into the store's history, for
reads of the past (a table's replay or recap starts from the state kept at its opening, a state at a
past version from the newest kept state before it). Those are queued in order and each is written.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import NamedTuple

from eventstore.errors import session_lost
from eventstore.store import EventStore
from server.ops import metrics

log = logging.getLogger("chronicle.server")

CLOSE_TIMEOUT = 5.0
"""Seconds a shutting-down server waits for queued snapshots to be written."""


class _Snapshot(NamedTuple):
    version: int
    type: str
    data: bytes


class SnapshotWriter:
    def __init__(self, store: EventStore) -> None:
        self._store = store
        self._queued: dict[str, _Snapshot] = {}
        self._kept: list[tuple[str, _Snapshot]] = []
        self._writer: asyncio.Task[None] | None = None
        self._closed = False
        self.on_kept: Callable[[str, int], None] | None = None
        """Told of each snapshot kept (the recap checkpoints follow them: server/recap/refresh.py)."""

    def save(self, stream: str, version: int, type: str, data: bytes) -> None:
        """Queue the state of `stream` at `version` (encoded by the caller) to be written soon."""
        if self._closed:
            return  # shutting down: the store is closing; the next start replays a little more
        queued = self._queued.get(stream)
        if queued is None or queued.version < version:
            self._queued[stream] = _Snapshot(version, type, data)
        if self._writer is None:
            self._writer = asyncio.get_running_loop().create_task(self._write_queued(), name="snapshots")

    def keep(self, stream: str, version: int, type: str, data: bytes) -> None:
        """Queue the state of `stream` at `version` to be kept for reads of the past (`store.keep_snapshot`)."""
        if self._closed:
            return
        self._kept.append((stream, _Snapshot(version, type, data)))
        if self._writer is None:
            self._writer = asyncio.get_running_loop().create_task(self._write_queued(), name="snapshots")

    async def _write_queued(self) -> None:
        try:
            while self._queued or self._kept:
                if self._kept:
                    stream, snap = self._kept.pop(0)
                    try:
                        await self._store.keep_snapshot(stream, snap.version, snap.type, snap.data)
                        metrics.SNAPSHOT_WRITES.labels("kept").inc()
                        if self.on_kept is not None:
                            self.on_kept(stream, snap.version)
                    except Exception as exc:
                        metrics.SNAPSHOT_WRITES.labels("failed").inc()
                        _failed("keeping", stream, snap.version, exc)
                    continue
                stream = next(iter(self._queued))
                snap = self._queued.pop(stream)
                try:
                    stored = await self._store.save_snapshot(stream, snap.version, snap.type, snap.data)
                    metrics.SNAPSHOT_WRITES.labels("written" if stored else "skipped").inc()
                except Exception as exc:
                    metrics.SNAPSHOT_WRITES.labels("failed").inc()
                    _failed("saving", stream, snap.version, exc)
        finally:
            self._writer = None

    async def flush(self) -> None:
        """Wait until every queued snapshot is written (tests)."""
        while self._writer is not None:
            await asyncio.shield(self._writer)

    async def close(self, timeout: float = CLOSE_TIMEOUT) -> None:
        """At shutdown: write what is queued, but give up after `timeout` seconds (a database that does not
        answer must not keep the server from stopping; a lost snapshot only makes a later load replay more)."""
        self._closed = True
        try:
            async with asyncio.timeout(timeout):
                await self.flush()
        except TimeoutError:
            log.warning("gave up %d snapshot(s) still unwritten at shutdown", len(self._queued) + len(self._kept) + 1)
            self._queued.clear()
            self._kept.clear()
            writer = self._writer
            if writer is not None:
                writer.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await writer


def _failed(what: str, stream: str, version: int, exc: Exception) -> None:
    """A snapshot is an optimisation: the database being away is worth a line, a bug a traceback."""
    if session_lost(exc):
        log.warning("%s a snapshot of %s at %d failed: the database is unavailable (%r)", what, stream, version, exc)
    else:
        log.error("%s a snapshot of %s at %d failed", what, stream, version, exc_info=exc)
