"""Where a read of the past starts, so that it costs what it reads and not the campaign's whole history.

A table's replay and recap need the campaign's state just before the table's first event they show. They
get it from the fold of the past (application/past.py::fold_past): a snapshot the store keeps (the state
kept at the table's opening, or every `keep_every` versions, or the latest one) and only the few events
between it and where they start — never from the stream's first event when a kept snapshot is near.

The table's own events are found without reading the others: tables are sequential, so a table's events
lie between its `campaign.table_opened` and its `campaign.table_closed`, which are found by the times the
table records (`opened_at`, `closed_at`) with a binary search over the recorded times (application/replay/
timing.py) and a short scan from there. (Events placed at the table after it closed — a reveal of a roll
it kept hidden — are the recap's to find: application/recap/service.py.)

Starting mid-stream loses what a walk from zero would have learnt on the way; what matters is fetched:
- the rolls hidden from the viewer before the start (their records are redacted from what is shown);
- for a reveal, the table of the roll it reveals (its own `table_id`), when that roll precedes the start.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from datetime import datetime, timedelta
from typing import TypeVar

import msgspec

from application.past import PAGE
from application.past_cache import PastCache
from application.ports import StreamStore
from application.replay.timing import version_at_time
from domain.campaign import Actor, Table
from domain.game import Game
from domain.messages import Event, RollEvent
from domain.visibility import may_see
from eventstore.events import RecordedEvent

log = logging.getLogger("chronicle.server")

T = TypeVar("T")

CLOCK_MARGIN = timedelta(seconds=2)
"""How far from a table's `opened_at` (`closed_at`) its opening (closing) event is looked for: the time a
command took on the server and the time the database recorded may come from different clocks."""

OPENED = "campaign.table_opened"
CLOSED = "campaign.table_closed"
REVEALED = "campaign.roll_revealed"


class _AtTable(msgspec.Struct):
    table_id: str | None = None


class _Revealed(msgspec.Struct):
    version: int


# --- finding a table's events -----------------------------------------------------------------------------


async def table_event(
    store: StreamStore, stream: str, tag: str, table_id: str, at: str | None, head: int, cache: PastCache | None
) -> int | None:
    """The version of the table's `tag` event (its opening or closing), which the server recorded about the
    time `at` the command took; None if not found.

    The event is looked for just after the last event recorded by `at` (the store records an event after
    its command took its time), then — should the two clocks disagree — just before, within
    `CLOCK_MARGIN` either way: a few reads, whatever the campaign's length. `cache` keeps what was found
    (application/past_cache.py)."""
    if at is None:
        return None
    key = (stream, tag, table_id, at)
    known = cache.table_events.get(key) if cache is not None else None
    if known is not None and known <= head:
        return known
    found = await _find_table_event(store, stream, tag, table_id, at, head)
    if found is not None and cache is not None:
        cache.table_events.put(key, found)
    return found


async def _find_table_event(store: StreamStore, stream: str, tag: str, table_id: str, at: str, head: int) -> int | None:
    moment = datetime.fromisoformat(at)
    found = await version_at_time(store, stream, moment, head)
    version, size = found + 1, 16
    while version <= head:  # forward, in growing pages
        page = await store.read_stream(stream, from_version=version, limit=size)
        for record in page:
            if _is(record, tag, table_id):
                return record.version
            if record.recorded_at > moment + CLOCK_MARGIN:
                version = head + 1
                break
        else:
            if len(page) < size:
                break
            version, size = page[-1].version + 1, min(size * 4, PAGE)
    version, size = found, 16
    while version >= 0:  # backward
        page = await store.read_stream_backward(stream, from_version=version, limit=size)
        for record in page:
            if _is(record, tag, table_id):
                return record.version
            if record.recorded_at < moment - CLOCK_MARGIN:
                version = -1
                break
        else:
            if len(page) < size:
                break
            version, size = page[-1].version - 1, min(size * 4, PAGE)
    log.warning("%s: no %s of table %s recorded about %s; reading from the start", stream, tag, table_id, at)
    return None


def _is(record: RecordedEvent, tag: str, table_id: str) -> bool:
    return record.type == tag and msgspec.json.decode(record.data, type=_AtTable).table_id == table_id


async def table_span(
    store: StreamStore, stream: str, table: Table, head: int, cache: PastCache | None = None
) -> tuple[int, int]:
    """The versions of the table's opening and closing events (0 and `head` when unknown or still open)."""
    opened = await table_event(store, stream, OPENED, table.table_id, table.opened_at, head, cache)
    closed = None
    if not table.open and table.closed_at is not None:
        closed = await table_event(store, stream, CLOSED, table.table_id, table.closed_at, head, cache)
    return (opened if opened is not None else 0), (closed if closed is not None else head)


async def unseen_before(
    store: StreamStore, game: Game, stream: str, viewer: Actor, hidden_now: Mapping[int, str], version: int
) -> list[Event]:
    """The roll events up to `version` that `viewer` may not see now (a walk starting after them needs them)."""
    if viewer.role == "gm":
        return []
    out: list[Event] = []
    for v in sorted(hidden_now):
        if v > version:
            break
        records = await store.read_stream(stream, from_version=v, limit=1)
        if not records:
            continue
        event = game.decode(records[0].type, records[0].data)
        if isinstance(event, RollEvent) and not may_see(event, v, viewer, hidden_now):
            out.append(event)
    return out


async def reveal_tables(
    store: StreamStore, stream: str, records: Sequence[RecordedEvent], before: int, known: dict[int, str | None]
) -> None:
    """Fill `known` with the table of each roll that a reveal among `records` reveals, for rolls at or
    before `before` (the walk did not see them): the roll's own `table_id`."""
    for record in records:
        if record.type != REVEALED:
            continue
        version = msgspec.json.decode(record.data, type=_Revealed).version
        if version > before or version in known:
            continue
        rolled = await store.read_stream(stream, from_version=version, limit=1)
        known[version] = msgspec.json.decode(rolled[0].data, type=_AtTable).table_id if rolled else None
