"""One client's live view of one campaign: catch-up, then live events, in order, each exactly once.

The subscription keeps a cursor — the last stream version it has handed to its client (or skipped for
a table filter). Everything it sends is the event numbered ``cursor + 1``:

- **catch-up**: it reads the store from the cursor on, page by page, until it reaches the newest event,
  while its feed only notes how far live events have gone; it reads again while the feed announces more.
- **live**: records its feed offers are queued (bounded). A version at or below the cursor is a
  duplicate and is dropped; a version beyond ``cursor + 1`` reveals a hole (a lost Redis message, a
  Redis outage, a process that joined late), which is filled from the store before going on.

So the store is the truth and Redis only makes it fast: losing any publish delays an event until the
next live message or the feed's poll, but never loses or reorders one.

Each event is filtered by what the viewer may see at delivery (`domain.visibility`): a non-public roll
is hidden from everyone but the GM (and a GM-only roll's roller) when it happens, so it goes out
redacted and its version joins the subscription's hidden set; when the ``campaign.roll_revealed`` that
opens it passes, the full original is sent first (kind ``revealed``), then the reveal event itself.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
from collections import OrderedDict, deque
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from domain.campaign import (
    Actor,
    CampaignCreated,
    MemberAdded,
    MemberForgotten,
    MemberRemoved,
    MemberRoleChanged,
    RollRevealed,
)
from domain.game import Game
from domain.messages import Event, RollEvent
from domain.visibility import may_see, may_see_follower
from server.live.settings import LiveSettings
from server.live.table_filter import TableFilter
from server.live.wire import Kind, LiveRecord, Recorded, marker
from server.ops import metrics

log = logging.getLogger("chronicle.live")

TOO_SLOW = 4008
"""WebSocket close code for a client that could not keep up (the table does not wait for it)."""
TOKEN_REVOKED = 4401
"""WebSocket close code when the token the connection was opened with stops being valid."""
REVOKED_REASON = "token_revoked: this token was revoked"
MEMBERSHIP_ENDED = 4403
"""WebSocket close code when the viewer is removed from the campaign while watching."""
GOING_AWAY = 1001
"""WebSocket close code (and the SSE `dropped` frame's occasion) when the server shuts down."""
SHUTDOWN_REASON = "server shutting down; reconnect"
_DROP_REASONS = {TOO_SLOW: "too_slow", GOING_AWAY: "shutdown"}
"""The closes the server decides on its own, counted in `chronicle_live_dropped_total`."""
_MAX_HIDDEN_KEPT = 4096


class StreamReader(Protocol):
    """The part of `eventstore.EventStore` the live feed reads."""

    def read_stream(self, stream: str, from_version: int = 0, limit: int | None = None) -> Any: ...

    async def stream_version(self, stream: str) -> int: ...


async def read_page(store: StreamReader, stream: str, from_version: int, limit: int) -> list[Recorded]:
    """`read_stream` whether the store returns a list (awaited) or an async iterator."""
    result = store.read_stream(stream, from_version=from_version, limit=limit)
    if inspect.isawaitable(result):
        result = await result
    if hasattr(result, "__aiter__"):
        return [r async for r in result]
    return list(result)


@dataclass(frozen=True, slots=True)
class Frame:
    """A frame for the client: its JSON text, and the SSE id (the stream version; None leaves the id alone)."""

    kind: Kind
    text: str
    sse_id: int | None = None


class Closed(Exception):
    """The server ends this subscription; `code` and `reason` say why (WebSocket close code and text)."""

    def __init__(self, code: int, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason


class Feed(Protocol):
    """What a subscription needs of the feed that offers it records (server/live/feed.py::CampaignFeed)."""

    campaign_id: str
    stream: str
    store: StreamReader
    settings: LiveSettings
    game: Game

    def remove(self, subscriber: Subscription) -> None: ...

    def caught_up(self, version: int) -> None: ...


class Subscription:
    def __init__(
        self,
        feed: Feed,
        viewer: Actor,
        after: int,
        table_id: str | None = None,
        places: Mapping[str, str] | None = None,
        token_id: str | None = None,
        viewer_as_of: int = -1,
        narrate: Callable[[Sequence[LiveRecord]], Awaitable[None]] | None = None,
    ) -> None:
        self.feed = feed
        self._narrate = narrate
        """Sets the records' plain-English lines (server/live/narration.py) when the client asked for them."""
        self._told = narrate is not None
        self.token_id = token_id
        self._viewer_as_of = viewer_as_of
        """The version the viewer's role was read at: membership events up to it are already reflected."""
        self.viewer = Actor(viewer.member_id, viewer.role)
        self.cursor = after
        self.table_id = table_id
        self._table = TableFilter(table_id, places) if table_id is not None else None
        self._inbox: deque[LiveRecord] = deque()
        self._wake = asyncio.Event()
        self._catching_up = True
        self._announced = after
        """While catching up: the newest version the feed has seen go by."""
        self._hidden: OrderedDict[int, LiveRecord] = OrderedDict()
        """Versions this viewer got redacted and that no reveal has opened yet (oldest first)."""
        self._followers: OrderedDict[int, list[LiveRecord]] = OrderedDict()
        """Events that follow from a roll hidden from this viewer, redacted, by the roll's version."""
        self.closed: Closed | None = None
        self.closed_event = asyncio.Event()
        self.stats_filled = 0
        """Events this subscription had to read from the store after going live (holes it repaired)."""

    @property
    def campaign_id(self) -> str:
        return self.feed.campaign_id

    # -- called by the feed; never blocks, never awaits --------------------------------------------------

    def offer(self, records: Sequence[LiveRecord]) -> None:
        if self.closed is not None or not records:
            return
        if self._catching_up:
            self._announced = max(self._announced, records[-1].version)
            return
        if len(self._inbox) >= self.feed.settings.max_backlog:  # one commit, however large, always fits
            self.close(TOO_SLOW, f"too slow; reconnect with after={self.cursor}")
            return
        self._inbox.extend(records)
        self._wake.set()

    def close(self, code: int, reason: str) -> None:
        """End the subscription: it leaves its feed at once, so nothing more piles up for it."""
        if self.closed is not None:
            return
        self.closed = Closed(code, reason)
        if code in _DROP_REASONS:
            metrics.LIVE_DROPPED.labels(_DROP_REASONS[code]).inc()
        self._inbox.clear()
        self.feed.remove(self)
        self.closed_event.set()
        self._wake.set()

    # -- called by the connection ----------------------------------------------------------------------

    async def frames(self) -> AsyncIterator[Frame]:
        """Every frame for the client, in order, until the subscription is closed.

        Ends (returns) when the subscription is closed by the server; raises nothing for that — the
        caller reads `closed` for the code and reason. Each record's frames are yielded before the cursor
        moves past it, so a connection cut mid-send resumes at or before that event, never after it.
        """
        heartbeat = self.feed.settings.heartbeat_seconds
        try:
            async for frame in self._catch_up():
                yield frame
            if self.closed is not None:  # closed while catching up (the server is shutting down …)
                return
            yield Frame("ready", marker("ready", self.campaign_id, self.cursor))
            while self.closed is None:
                if not self._inbox:
                    self._wake.clear()
                    try:
                        async with asyncio.timeout(heartbeat):  # a timer, not a task: this runs per event
                            await self._wake.wait()
                    except TimeoutError:
                        yield Frame("heartbeat", marker("heartbeat", self.campaign_id, self.cursor))
                    continue
                record = self._inbox.popleft()
                if record.version <= self.cursor:
                    continue  # a duplicate (a poll or a hole repair got there first)
                if record.version > self.cursor + 1:
                    async for frame in self._fill(record.version - 1):
                        yield frame
                    if record.version != self.cursor + 1:
                        log.error(
                            "campaign %s: the store lacks events %d..%d although %d was published",
                            self.campaign_id, self.cursor + 1, record.version - 1, record.version,
                        )  # fmt: skip
                        continue
                await self._tell([record, *self._inbox])
                for frame in await self._view(record):
                    yield frame
                self._passed(record)
        except Closed as closed:
            self.close(closed.code, closed.reason)

    # -- the ordering machinery ------------------------------------------------------------------------

    async def _catch_up(self) -> AsyncIterator[Frame]:
        page_size = self.feed.settings.page_size
        while True:
            if self.closed is not None:
                return
            page = await read_page(self.feed.store, self.feed.stream, self.cursor + 1, page_size)
            records = [LiveRecord.from_recorded(self.campaign_id, r, self.feed.game) for r in page]
            await self._tell(records)
            for record in records:
                if record.version == self.cursor + 1:
                    async for frame in self._deliver(record):
                        yield frame
            if not page or (len(page) < page_size and self._announced <= self.cursor):
                break
        # No await between the check above and this switch, so no offer can slip between them.
        self._catching_up = False
        self.feed.caught_up(self.cursor)

    async def _fill(self, until: int) -> AsyncIterator[Frame]:
        """Read the hole ``cursor+1 .. until`` from the store and deliver it."""
        page_size = self.feed.settings.page_size
        while self.cursor < until:
            want = min(page_size, until - self.cursor)
            page = await read_page(self.feed.store, self.feed.stream, self.cursor + 1, want)
            if not page:
                return
            records = [LiveRecord.from_recorded(self.campaign_id, r, self.feed.game) for r in page]
            await self._tell(records)
            for record in records:
                if record.version == self.cursor + 1 and record.version <= until:
                    self.stats_filled += 1
                    async for frame in self._deliver(record):
                        yield frame

    async def _tell(self, records: Sequence[LiveRecord]) -> None:
        """Narrate the records not narrated yet, in one go, if this client asked for lines."""
        if self._narrate is None:
            return
        untold = [r for r in records if r.texts is None]
        if not untold:
            return
        try:
            await self._narrate(untold)
        except Exception:  # the store away for a moment: frames go without their lines
            log.warning("campaign %s: live lines unavailable", self.campaign_id, exc_info=True)

    async def _deliver(self, record: LiveRecord) -> AsyncIterator[Frame]:
        for frame in await self._view(record):
            yield frame
        self._passed(record)

    def _passed(self, record: LiveRecord) -> None:
        """The client has this record's frames (or it was filtered out): move the cursor past it."""
        self.cursor = record.version
        self._follow_membership(record.event, record.version)

    async def frames_for(self, record: LiveRecord) -> list[Frame]:
        """`record`'s frames for this viewer, moving the cursor past it: for a consumer that takes the log a
        record at a time under the same rules as a live connection (webhooks, server/webhooks/payloads.py).
        When the record ends the viewer's membership, `closed` is set: the consumer delivers these frames,
        then stops."""
        frames = await self._view(record)
        try:
            self._passed(record)
        except Closed as closed:  # the viewer left with this record: it still gets the record's frames
            self.closed = closed
        return frames

    # -- what this viewer sees of one event --------------------------------------------------------------

    async def _view(self, record: LiveRecord) -> list[Frame]:
        """The frames `record` makes for this viewer: none (another table), the event, or it redacted."""
        version = record.version
        event = record.event
        if isinstance(event, RollRevealed):
            return await self._reveal(record, event)
        if self._table is not None and not self._table.admits(record):
            return []
        follows = record.follows
        if follows is not None and not may_see_follower(follows, self.viewer, (follows.get("version"),)):
            # it follows from a roll still hidden when it was appended (a reveal comes later in the log)
            self._remember_follower(int(follows["version"]), record)
            return [Frame("event", record.hidden(self._told), version)]
        if isinstance(event, RollEvent) and not may_see(event, version, self.viewer, self._hidden_at(event, version)):
            self._remember_hidden(record)
            return [Frame("event", record.hidden(self._told), version)]
        return [Frame("event", record.full(self._told), version)]

    @staticmethod
    def _hidden_at(event: RollEvent, version: int) -> frozenset[int]:
        """The campaign's hidden set as the roll happens: a reveal always comes later in the log, so a
        non-public roll is hidden at its own delivery."""
        return frozenset() if event.visibility == "public" else frozenset((version,))

    def _remember_hidden(self, record: LiveRecord) -> None:
        self._hidden[record.version] = record
        while len(self._hidden) > _MAX_HIDDEN_KEPT:
            self._hidden.popitem(last=False)  # forgotten ones are re-read from the store when revealed

    def _remember_follower(self, roll_version: int, record: LiveRecord) -> None:
        self._followers.setdefault(roll_version, []).append(record)
        while len(self._followers) > _MAX_HIDDEN_KEPT:
            self._followers.popitem(last=False)

    async def _followers_of(self, roll_version: int, reveal_version: int, remembered: bool) -> list[LiveRecord]:
        """The events that followed from a roll now revealed, which this viewer got redacted: those this
        subscription sent (when it also sent the roll), else read from the store between roll and reveal."""
        kept = self._followers.pop(roll_version, [])
        if remembered:
            return kept
        out: list[LiveRecord] = []
        cursor = roll_version + 1
        while cursor < reveal_version:
            page = await read_page(self.feed.store, self.feed.stream, cursor, min(500, reveal_version - cursor))
            if not page:
                break
            for recorded in page:
                if recorded.version >= reveal_version:
                    break
                live = LiveRecord.from_recorded(self.campaign_id, recorded, self.feed.game)
                follows = live.follows
                if (
                    follows is not None
                    and follows.get("version") == roll_version
                    and not may_see_follower(follows, self.viewer, (roll_version,))
                ):
                    out.append(live)
            cursor = page[-1].version + 1
        return out

    async def _reveal(self, record: LiveRecord, reveal: RollRevealed) -> list[Frame]:
        original = self._hidden.pop(reveal.version, None)
        was_hidden = original is not None
        remembered = was_hidden
        if original is None:
            page = await read_page(self.feed.store, self.feed.stream, reveal.version, 1)
            if page and page[0].version == reveal.version:
                original = LiveRecord.from_recorded(self.campaign_id, page[0], self.feed.game)
                roll = original.event
                # Sent before this subscription started: it was hidden from this viewer if may_see says so.
                was_hidden = isinstance(roll, RollEvent) and not may_see(
                    roll, reveal.version, self.viewer, self._hidden_at(roll, reveal.version)
                )
        if self._table is not None and not (original is not None and self._table.admits(original)):
            return []  # a reveal belongs where its roll happened
        frames = []
        if original is not None and was_hidden:
            followers = await self._followers_of(reveal.version, record.version, remembered)
            await self._tell([original, *followers, record])
            frames.append(Frame("revealed", original.revealed(record.version, self._told)))
            for follower in followers:
                if self._table is None or self._table.admits(follower):
                    frames.append(Frame("revealed", follower.revealed(record.version, self._told)))
        frames.append(Frame("event", record.full(self._told), record.version))
        return frames

    def _follow_membership(self, event: Event, version: int) -> None:
        """A viewer's role change applies from the next event on; a removed viewer stops watching. (A viewer
        who joins later in the log — a webhook backfilling as a member — sees with their role from then on.)"""
        if version <= self._viewer_as_of:
            return  # catch-up passing a change the viewer's current role already reflects
        if isinstance(event, MemberRoleChanged | MemberAdded) and event.member_id == self.viewer.member_id:
            self.viewer = Actor(self.viewer.member_id, event.role)
        elif isinstance(event, CampaignCreated) and event.gm_id == self.viewer.member_id:
            self.viewer = Actor(self.viewer.member_id, "gm")
        elif isinstance(event, MemberRemoved) and event.member_id == self.viewer.member_id:
            raise Closed(MEMBERSHIP_ENDED, "member_removed: you are no longer a member of this campaign")
        elif isinstance(event, MemberForgotten):
            # what this viewer was sent redacted is kept to reveal later: it holds values erased now; a reveal
            # reads the roll and its followers from the store instead (as for one sent before it subscribed)
            self._hidden.clear()
            self._followers.clear()
