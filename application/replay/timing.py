"""From a moment in time to a stream version, using the time the store recorded each event.

"The state at 21:30" is the fold of the longest prefix of the stream recorded at or before 21:30 — a
prefix, so that it is a state the campaign really was in. Within one stream `recorded_at` grows with the
version except for appends racing each other within microseconds (each append takes its time when its
statement starts, then waits for the stream's lock), so a binary search finds the spot and a short window
before it settles those races exactly.
"""

from __future__ import annotations

from datetime import UTC, datetime

from application.ports import StreamStore

RACE_WINDOW = 64
"""How many events before the binary search's answer are re-checked one by one."""


def as_utc(moment: datetime) -> datetime:
    """A time without a zone is read as UTC (what the server records and shows)."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment


async def version_at_time(store: StreamStore, stream: str, moment: datetime, head: int | None = None) -> int:
    """The last version `v` such that every event up to `v` was recorded at or before `moment` (-1: none)."""
    moment = as_utc(moment)
    if head is None:
        head = await store.stream_version(stream)
    lo, hi = 0, head + 1  # the first version recorded after `moment` lies in [lo, hi]
    while lo < hi:
        mid = (lo + hi) // 2
        (record,) = await store.read_stream(stream, from_version=mid, limit=1)
        if record.recorded_at > moment:
            hi = mid
        else:
            lo = mid + 1
    start = max(0, lo - RACE_WINDOW)
    if lo > start:
        for record in await store.read_stream(stream, from_version=start, limit=lo - start):
            if record.recorded_at > moment:
                return record.version - 1
    return lo - 1
