"""Replays as use-cases: a table's step-through and any entity's state at a past version or time.

The HTTP routes (through the read facade, application/reads.py) and the command line (`chronicle replay`,
`chronicle recap`) come through here, so a viewer sees the same replay wherever they ask for it. A `Viewpoint` fixes
who looks and what is hidden from them *now*; `table_steps` then walks the table's part of the stream:
from the state kept just before the table opened (or, deep into a long table, the newest kept state before
the page) to the page's last step — see `application/replay/start.py` — folding page by page off the event loop.

A replay page is bounded whatever the campaign's length: at most `MAX_LIMIT` steps, each carrying its event
and the table's entities that event changed (`application/replay/changes.py`), the whole table view only at the
page's first step when asked (`state=full`). Pages are linked by `next_from`.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Literal

import msgspec

from application.errors import NotFound
from application.held import HeldRolls
from application.past import PAGE, fold_past, on_the_loop
from application.past_cache import PastCache
from application.ports import Offload, StreamStore
from application.replay.changes import changes
from application.replay.start import (
    reveal_tables,
    table_span,
    unseen_before,
)
from application.replay.steps import Step, Walk
from application.replay.timing import as_utc, version_at_time
from application.snapshot_policy import snapshot_type
from application.streams import stream_name, stream_pages
from application.visible import EventOut, event_out, hidden_follower_out, hidden_out
from domain.campaign import Actor, CampaignState, Table
from domain.game import Game
from domain.visibility import FOLLOWS
from eventstore.events import RecordedEvent

MAX_LIMIT = 500
"""Most steps one replay page holds: with each step carrying only what changed, a page's size is bounded."""
REFOLD = 1000
"""A page that starts at most this many events into its table is walked from the table's opening; a deeper
one starts at the newest kept state before it (its steps' changes are the same either way). A page that
asks for the whole state (`state=full`) is always walked from the opening: that state shows every
character the table involved so far, which only a walk from there knows."""

FEED = 50
"""Events folded between two looks of the reader at the steps so far (`walk_table`'s `take`)."""

StateMode = Literal["changes", "full"]


@dataclass
class Viewpoint:
    """Who looks at a campaign and what is hidden from them, as of the campaign's current version."""

    campaign_id: str
    game: Game
    viewer: Actor
    viewer_name: str
    hidden_now: dict[int, str]
    version: int
    campaign_name: str
    tables: dict[str, str]
    """Table id → name, as of now."""
    held: HeldRolls
    """What the rolls hidden from the viewer hold (application/held.py): the process's, kept between reads."""
    table_states: dict[str, Table] = field(default_factory=dict)
    """Table id → a copy of the table as of now (its opening and closing times find its events)."""
    offload: Offload = on_the_loop
    """Where the read's CPU-heavy steps run (the server's read threads; on the loop in tests)."""
    cache: PastCache | None = None
    """What this process's reads of the past found and keep (application/past_cache.py); none: find anew."""


def _link_name(viewer: Actor) -> str:
    """Who reads through a link that is no member's (a recap or overlay link, an observer): in words, not its id."""
    return "a shared link"


def viewpoint_of(
    campaign_id: str,
    game: Game,
    state: CampaignState,
    viewer: Actor,
    held: HeldRolls,
    offload: Offload = on_the_loop,
    cache: PastCache | None = None,
) -> Viewpoint:
    member = state.members.get(viewer.member_id)
    return Viewpoint(
        campaign_id=campaign_id,
        game=game,
        viewer=viewer,
        viewer_name=member.name if member is not None else _link_name(viewer),
        hidden_now=dict(state.hidden_rolls),
        version=state.version,
        campaign_name=state.name,
        tables={t.table_id: t.name for t in state.tables.values()},
        held=held,
        offload=offload,
        cache=cache,
        table_states={t.table_id: msgspec.structs.replace(t) for t in state.tables.values()},
    )


@dataclass
class TableWalk:
    """Where a read of one table's steps starts and ends: `[lo, hi]` within the table's events."""

    lo: int
    hi: int
    start: int
    """The walk folds from the state at `start` (its events after it carry no step before `lo`)."""


async def table_walk(store: StreamStore, vp: Viewpoint, table_id: str, lo: int, hi: int, *, exact: bool) -> TableWalk:
    """The range `[lo, hi]` narrowed to the table's events, and where to start folding.

    `exact`: always from the table's opening (a recap, or a full state deep into a long table)."""
    stream = stream_name(vp.campaign_id)
    table = vp.table_states.get(table_id)
    if table is None:
        return TableWalk(lo, hi, lo - 1)
    opened, closed = await table_span(store, stream, table, vp.version, vp.cache)
    lo, hi = max(lo, opened), min(hi, closed)
    start = opened - 1 if exact or lo - opened <= REFOLD else lo - 1
    return TableWalk(lo, hi, start)


async def walk_table(
    store: StreamStore,
    vp: Viewpoint,
    table_id: str | None,
    span: TableWalk,
    take: Callable[[Walk, list[Step], bool], bool],
    *,
    conflicts_only: bool = False,
) -> Walk:
    """Walk the table's steps of `span`, handing each batch of steps to `take(walk, steps, last)` off the
    loop (it returns True to stop early); the pages are read on the loop in between. Returns the walk.
    `table_id` None: every table's steps, without states (a whole-campaign timeline). `conflicts_only`: the
    states hold only the table's conflicts (what a recap charts), and the walk does not follow which
    characters and records the table named (`Walk.follow`)."""
    stream = stream_name(vp.campaign_id)
    game = vp.game
    state = await fold_past(store, game, stream, span.start, snapshot_type(game), offload=vp.offload)
    unseen = await unseen_before(store, game, stream, vp.viewer, vp.hidden_now, span.start)
    held = None
    if table_id is not None:
        held = await vp.held.holding(
            game, stream, snapshot_type(game), vp.viewer, vp.hidden_now, vp.version, store=store
        )
    walk = Walk(
        game,
        vp.viewer,
        vp.hidden_now,
        watch=table_id,
        lo=span.lo,
        hi=span.hi,
        state=state,
        unseen=unseen,
        conflicts_only=conflicts_only,
        holding=held,
        follow=not conflicts_only,
    )
    if table_id is not None and table_id in state.tables and not conflicts_only:
        # Starting inside the table, the walk has not seen which characters the table involved so far, nor
        # which of its records are open: it watches every character of the campaign and the records the
        # state holds at the table, so that every change of what a client following along holds is a change
        # here too (a character the table never involved shows up only if the table's events change it).
        walk.involved[table_id] = set(state.characters) | set(getattr(state.game, "characters", None) or {})
        walk.live.update(await vp.offload(open_records, state, table_id))

    def feed(records: list[RecordedEvent]) -> bool:
        # A few events at a time, so a reader that has what it wants (a full replay page) stops the walk
        # before the rest of the page is folded into states it would not show.
        return any(take(walk, walk.feed(records[i : i + FEED]), False) for i in range(0, len(records), FEED))

    def finish() -> bool:
        return take(walk, walk.finish(), True)

    if span.lo <= span.hi:
        async for page in stream_pages(store, stream, span.hi, start=span.start + 1, page=PAGE):
            await reveal_tables(store, stream, page, span.start, walk.tables)
            if await vp.offload(feed, page):
                return walk
        await vp.offload(finish)
    return walk


def open_records(state: CampaignState, table_id: str) -> set[str]:
    """Ids of the ruleset state's records (tests, saves, …) that live at `table_id`."""
    found: set[str] = set()
    for name in getattr(type(state.game), "__struct_fields__", ()):
        entries = getattr(state.game, name)
        if isinstance(entries, Mapping):
            for key, entry in entries.items():
                if getattr(entry, "table_id", None) == table_id and isinstance(key, str):
                    found.add(key)
    return found


async def table_steps(
    store: StreamStore, vp: Viewpoint, table_id: str, lo: int, hi: int, limit: int | None = None
) -> tuple[list[Step], CampaignState, bool]:
    """The table's steps with versions in [lo, hi] (at most `limit`, then `more` is True), with states."""
    span = await table_walk(store, vp, table_id, lo, hi, exact=True)
    steps: list[Step] = []
    more = False

    def take(_walk: Walk, batch: list[Step], last: bool) -> bool:
        nonlocal more
        for s in batch:
            if s.table_id == table_id and span.lo <= s.version <= span.hi:
                if limit is not None and len(steps) >= limit:
                    more = True
                    return True
                steps.append(s)
        return False

    walk = await walk_table(store, vp, table_id, span, take)
    return steps, walk.state, more


# --- shapes ---------------------------------------------------------------------------------------------------


class ReplayStep(msgspec.Struct, kw_only=True, omit_defaults=True):
    """One event of the table and what it changed at the table, as the caller may see them."""

    version: int
    recorded_at: datetime
    actor: str | None
    """Display name of the member whose command appended the event."""
    text: str
    """The event in plain English (a roll hidden from the caller: only that it happened)."""
    key_moment: bool
    event: EventOut
    changes: dict[str, Any]
    """The table's entities this event changed, each whole as it stands after it (`null`: it left the
    view), by section: `table`, `conflicts`, `characters` (Robots & Rapiers: also `pending_saves`,
    `open_tests`). Applied in order to the page's `state`, they give the table's state after each step."""
    state: dict[str, Any] | None = None
    """The table's whole state after this step: only on a page's first step, and only with `state=full`."""


class TableReplay(msgspec.Struct, kw_only=True):
    campaign_id: str
    table_id: str
    table_name: str
    ruleset: str
    viewer: str
    from_version: int
    to_version: int
    """The last version this replay covers (the campaign may have moved on: `current_version`)."""
    current_version: int
    steps: list[ReplayStep]
    more: bool
    """More steps of the table follow within the range: ask again with `cursor` = `next_cursor`."""
    next_cursor: str | None = None
    """The `cursor` of the next page while `more` is true; null when the range ends with this page."""
    next_from: int | None = None
    """Deprecated: the version `next_cursor` stands for, as `from` takes it."""


class PastState(msgspec.Struct, kw_only=True):
    """An entity (or the whole campaign) as it stood at `version`, the last one recorded by `at_time`."""

    campaign_id: str
    entity: str
    version: int
    recorded_at: datetime | None
    """When the event at `version` was recorded."""
    at_time: datetime | None
    current_version: int
    state: dict[str, Any]


def step_out(step: Step, before: dict[str, Any] | None, full: bool) -> ReplayStep:
    """The step as shown: its event (redacted when hidden) and what changed since the view `before`."""
    record = step.record
    follows = record.metadata.get(FOLLOWS)
    if step.seen:
        event = event_out(record)
    elif follows is not None:
        event = hidden_follower_out(record, follows)
    else:
        event = hidden_out(record, step.event)  # type: ignore[arg-type]
    after = step.state or {}
    return ReplayStep(
        version=record.version,
        recorded_at=record.recorded_at,
        actor=step.actor,
        text=step.text,
        key_moment=step.key,
        event=event,
        changes=changes(before, after),
        state=after if full else None,
    )


# --- use-cases -------------------------------------------------------------------------------------------------


async def replay_range(
    store: StreamStore,
    vp: Viewpoint,
    *,
    from_version: int | None,
    to_version: int | None,
    from_time: datetime | None,
    to_time: datetime | None,
) -> tuple[int, int]:
    """The versions [lo, hi] a replay covers: the tighter of the version and time bounds, capped at now."""
    stream = stream_name(vp.campaign_id)
    lo = from_version or 0
    hi = vp.version if to_version is None else min(to_version, vp.version)
    if from_time is not None:
        before = as_utc(from_time) - timedelta(microseconds=1)
        lo = max(lo, await version_at_time(store, stream, before, vp.version) + 1)
    if to_time is not None:
        hi = min(hi, await version_at_time(store, stream, to_time, vp.version))
    return lo, hi


class PageCache:
    """Replay pages and recaps of ranges that can no longer change, by what they were built from.

    A range that ends below the head (or a closed table) folds to the same steps every time, except for
    what the viewer may see: the key holds the viewer, their role and the currently hidden rolls of the
    range, and the head the entry was built from, so a stale entry is never served. Bounded (LRU).
    """

    def __init__(self, size: int = 64) -> None:
        self.size = size
        self._entries: OrderedDict[tuple[Any, ...], Any] = OrderedDict()

    def get(self, key: tuple[Any, ...]) -> Any:
        found = self._entries.get(key)
        if found is not None:
            self._entries.move_to_end(key)
        return found

    def clear(self) -> None:
        self._entries.clear()

    def put(self, key: tuple[Any, ...], value: Any) -> None:
        self._entries[key] = value
        self._entries.move_to_end(key)
        while len(self._entries) > self.size:
            self._entries.popitem(last=False)


def range_key(vp: Viewpoint, kind: str, table_id: str, lo: int, hi: int, *extra: Any) -> tuple[Any, ...]:
    """The cache key of a read of `[lo, hi]` of a table as `vp` sees it (see `PageCache`)."""
    hidden = tuple(sorted(v for v in vp.hidden_now if v <= hi))
    return (kind, vp.campaign_id, table_id, vp.viewer.member_id, vp.viewer.role, hidden, lo, hi, vp.version, *extra)


async def replay_table(
    store: StreamStore,
    vp: Viewpoint,
    table_id: str,
    *,
    from_version: int | None = None,
    to_version: int | None = None,
    from_time: datetime | None = None,
    to_time: datetime | None = None,
    limit: int = 200,
    state: StateMode = "changes",
    pages: PageCache | None = None,
) -> TableReplay:
    """A page of the table's steps within the range; `pages`: the cache of ranges that can no longer change
    (the read facade's; none: nothing cached)."""
    if table_id not in vp.tables:
        raise NotFound("no such table", code="table_not_found", table_id=table_id)
    limit = max(1, min(limit, MAX_LIMIT))
    lo, hi = await replay_range(
        store, vp, from_version=from_version, to_version=to_version, from_time=from_time, to_time=to_time
    )
    full = state == "full"
    key = range_key(vp, "replay", table_id, lo, hi, limit, full)
    cached = pages.get(key) if pages is not None else None
    if isinstance(cached, TableReplay):
        return cached
    shown: list[ReplayStep] = []
    more = False
    # The whole state names every character the table involved so far: only a walk from its opening knows.
    span = await table_walk(store, vp, table_id, lo, hi, exact=full) if lo <= hi else TableWalk(lo, hi, lo - 1)
    previous: dict[str, Any] | None = None

    def take(walk: Walk, batch: list[Step], last: bool) -> bool:
        nonlocal more, previous
        for s in batch:
            if s.table_id != table_id or not span.lo <= s.version <= span.hi:
                continue
            if len(shown) >= limit:
                more = True
                return True
            shown.append(step_out(s, previous if shown else walk.baseline, full and not shown))
            previous = s.state
        return False

    if span.lo <= span.hi:
        await walk_table(store, vp, table_id, span, take)

    out = TableReplay(
        campaign_id=vp.campaign_id,
        table_id=table_id,
        table_name=vp.tables[table_id],
        ruleset=vp.game.ruleset.name,
        viewer=vp.viewer_name,
        from_version=lo,
        to_version=hi,
        current_version=vp.version,
        steps=shown,
        more=more,
        next_from=shown[-1].version + 1 if more else None,
        next_cursor=str(shown[-1].version + 1) if more else None,
    )
    if pages is not None and (span.hi < vp.version or not vp.table_states[table_id].open):
        pages.put(key, out)  # a range that can no longer change (see PageCache)
    return out
