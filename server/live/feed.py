"""All subscribers of one campaign in one process: one channel subscription, one decoder, one poller.

The feed turns what arrives from the broker into `LiveRecord`s once and offers them to every subscriber
without awaiting any of them, so a slow client never slows the table or the other clients. It also
repairs holes once for everyone (reading the store) and, when no message has come for a while, polls
the store for events whose publish was lost — the fallback that makes Redis an accelerator rather than
a source of truth.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Protocol

from application.streams import stream_name
from domain.game import Game
from server.live.settings import LiveSettings
from server.live.subscription import StreamReader, Subscription, read_page
from server.live.wire import Batch, LiveRecord
from server.ops import metrics

log = logging.getLogger("chronicle.live")

_POLL_NOW = None


class FeedOwner(Protocol):
    """What a feed needs of the fan-out that owns it (server/live/fanout.py::Fanout)."""

    store: StreamReader
    settings: LiveSettings
    healthy: bool

    async def join_channel(self, campaign_id: str) -> None: ...

    def feed_emptied(self, feed: CampaignFeed) -> None: ...


class CampaignFeed:
    def __init__(self, fanout: FeedOwner, campaign_id: str) -> None:
        self.fanout = fanout
        self.campaign_id = campaign_id
        self.stream = stream_name(campaign_id)
        self.store: StreamReader = fanout.store
        self.settings: LiveSettings = fanout.settings
        self.game: Game  # set by _prepare(), which every subscriber awaits (ready()) before reading events
        self.subscribers: set[Subscription] = set()
        self.seen = -1
        """The newest version offered to subscribers (-1 until a subscriber caught up or a message came)."""
        self._queue: asyncio.Queue[Batch | None] = asyncio.Queue()
        self._task: asyncio.Task[None] | None = None
        self._prepared: asyncio.Task[None] | None = None

    # -- life cycle ------------------------------------------------------------------------------------

    def ready(self, resolve_game: Callable[[str], Awaitable[Game]]) -> Awaitable[None]:
        """Resolve the campaign's ruleset and join its channel; shared by every subscriber that waits."""
        if self._prepared is None:
            self._prepared = asyncio.ensure_future(self._prepare(resolve_game))
        return asyncio.shield(self._prepared)

    async def _prepare(self, resolve_game: Callable[[str], Awaitable[Game]]) -> None:
        self.game = await resolve_game(self.campaign_id)
        await self.fanout.join_channel(self.campaign_id)
        self._task = asyncio.create_task(self._run(), name=f"live-feed-{self.campaign_id}")

    def add(self, subscriber: Subscription) -> None:
        self.subscribers.add(subscriber)

    def remove(self, subscriber: Subscription) -> None:
        self.subscribers.discard(subscriber)
        if not self.subscribers:
            self.fanout.feed_emptied(self)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        if self._prepared is not None and not self._prepared.done():
            self._prepared.cancel()
            with contextlib.suppress(BaseException):
                await self._prepared

    # -- input -----------------------------------------------------------------------------------------

    def push(self, batch: Batch) -> None:
        """A batch from the broker (or from a publish that could not reach it). Never blocks."""
        self._queue.put_nowait(batch)

    def poll_now(self) -> None:
        self._queue.put_nowait(_POLL_NOW)

    def caught_up(self, version: int) -> None:
        """A subscriber reached `version` in the store: the feed's first bearing, so it knows what to poll
        for. Only the first: afterwards `seen` must mean "offered to the live subscribers", or a catch-up
        racing ahead of a queued message would make the feed swallow it."""
        if self.seen < 0:
            self.seen = version

    # -- the loop --------------------------------------------------------------------------------------

    async def _run(self) -> None:
        while True:
            interval = self.settings.poll_seconds if self.fanout.healthy else self.settings.outage_poll_seconds
            try:
                async with asyncio.timeout(interval):  # a timer, not a task: this runs per message
                    batch = await self._queue.get()
            except TimeoutError:
                batch = _POLL_NOW
            try:
                if batch is _POLL_NOW:
                    records = await self._poll()
                else:
                    if batch.committed_at:
                        metrics.LIVE_LAG.observe(max(0.0, time.time() - batch.committed_at))
                    records = [LiveRecord(self.campaign_id, w, self.game, batch.committed_at) for w in batch.events]
                if records:
                    await self._dispatch(records)
            except asyncio.CancelledError:
                raise
            except Exception:
                # The store being briefly unreachable must not end the feed; subscribers repair later.
                log.exception("campaign %s: live feed step failed", self.campaign_id)
                await asyncio.sleep(self.settings.outage_poll_seconds)

    async def _poll(self) -> list[LiveRecord]:
        if self.seen < 0 or not self.subscribers:
            return []
        page = await read_page(self.store, self.stream, self.seen + 1, self.settings.page_size)
        if page:
            log.info("campaign %s: %d event(s) found by polling the store", self.campaign_id, len(page))
        return [LiveRecord.from_recorded(self.campaign_id, r, self.game) for r in page]

    async def _dispatch(self, records: list[LiveRecord]) -> None:
        fresh = [r for r in records if r.version > self.seen]
        if not fresh:
            return
        first = fresh[0].version
        if 0 <= self.seen < first - 1:
            # A hole: read it once here rather than once per subscriber.
            want = min(first - 1 - self.seen, self.settings.page_size)
            page = await read_page(self.store, self.stream, self.seen + 1, want)
            fresh = [
                LiveRecord.from_recorded(self.campaign_id, r, self.game) for r in page if self.seen < r.version < first
            ] + fresh
        self.seen = fresh[-1].version
        for subscriber in list(self.subscribers):
            subscriber.offer(fresh)
