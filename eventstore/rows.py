"""Turning result rows into RecordedEvents, the hot path of every read.

Reads are measured in hundreds of thousands of events per second, so this module is written for speed:
- `data` and `metadata` are fetched as bytea (`convert_to(...)`), the exact stored bytes, with no codec to
  register on the caller's pool;
- `recorded_at` is fetched as epoch microseconds: asyncpg's timestamptz decoder costs over a microsecond
  per value, a third of the read budget, while events of one append share a timestamp we can build once;
- metadata stays bytes (RecordedEvent decodes it when asked);
- one tight loop, no per-row function call but the Struct itself.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta
from typing import Any

import asyncpg

from eventstore.events import NewEvent, RecordedEvent
from eventstore.hashing import EPOCH
from eventstore.personal import encode_parts, reveal

# Column order is relied on by the decoders below.
STREAM_COLUMNS = """position, version, id, type, schema_version,
    convert_to(data::text, 'UTF8') AS data, convert_to(metadata::text, 'UTF8') AS metadata,
    (extract(epoch FROM recorded_at) * 1000000)::bigint AS recorded_at_us, hash,
    convert_to(personal::text, 'UTF8') AS personal"""
LOG_COLUMNS = "stream, " + STREAM_COLUMNS + ", transaction_id"


def timestamp(us: int) -> datetime:
    """Epoch microseconds as an aware UTC datetime (exact: no float on the way)."""
    return EPOCH + timedelta(microseconds=us)


def decode_stream_rows(
    stream: str, rows: Iterable[asyncpg.Record] | Iterable[tuple[Any, ...]], *, stored: bool = False
) -> list[RecordedEvent]:
    """Rows selected with STREAM_COLUMNS from one stream (or those columns of rows that hold more); personal
    values put back in place of their tokens unless `stored` (the bytes the hash covers)."""
    out: list[RecordedEvent] = []
    append = out.append
    last_us = None
    at = EPOCH
    for position, version, id, type, schema_version, data, metadata, us, hash, personal in rows:
        if us != last_us:
            last_us = us
            at = EPOCH + timedelta(microseconds=us)
        if personal is not None and not stored:
            data = reveal(data, personal)
        append(
            RecordedEvent(
                position,
                stream,
                version,
                id,
                type,
                schema_version,
                data,
                metadata,
                at,
                hash,
                personal,
            )
        )
    return out


def appended_events(
    stream: str,
    first_version: int,
    positions: Sequence[int],
    events: Sequence[NewEvent],
    metadata: Sequence[bytes],
    hashes: Sequence[bytes],
    recorded_at: datetime,
) -> list[RecordedEvent]:
    """The events an append just wrote (`events`: its NewEvents; `metadata`: their stored metadata bytes), as
    a read would return them."""
    out: list[RecordedEvent] = []
    for i, (position, e, meta, hash) in enumerate(zip(positions, events, metadata, hashes, strict=True)):
        data, personal = e.data, None
        if e.personal:
            personal = encode_parts(e.personal)
            assert personal is not None
            data = reveal(data, personal)
        out.append(
            RecordedEvent(
                position,
                stream,
                first_version + i,
                e.id,
                e.type,
                e.schema_version,
                data,
                meta,
                recorded_at,
                hash,
                personal,
            )
        )
    return out


def decode_log_rows(rows: Iterable[asyncpg.Record]) -> list[RecordedEvent]:
    """Rows selected with LOG_COLUMNS from the global log (the trailing transaction id is the caller's)."""
    out: list[RecordedEvent] = []
    append = out.append
    last_us = None
    at = EPOCH
    for stream, position, version, id, type, schema_version, data, metadata, us, hash, personal, _xid in rows:
        if us != last_us:
            last_us = us
            at = EPOCH + timedelta(microseconds=us)
        if personal is not None:
            data = reveal(data, personal)
        append(
            RecordedEvent(
                position,
                stream,
                version,
                id,
                type,
                schema_version,
                data,
                metadata,
                at,
                hash,
                personal,
            )
        )
    return out
