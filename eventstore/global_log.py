"""Reading the global log without gaps and without a global write lock.

Positions come from a sequence, handed out when a row is inserted, but transactions commit in any order:
while a slow append holding position 10 is still open, a fast one can commit position 11. A reader that
trusted "everything up to the highest position I saw" would skip 10 forever.

Each row therefore records the transaction that wrote it (`pg_current_xact_id()`), and readers only take
rows whose transaction id is below `pg_snapshot_xmin(pg_current_snapshot())`: the oldest transaction still
running. Every transaction below that line has finished, and every transaction that can still write has an
id at or above it, so ordering by (transaction id, position) gives a total order in which nothing can ever
appear behind a reader's cursor. The cost is latency, not throughput: while a transaction stays open,
readers wait for it (including writing transactions of other databases on the same server).

A cursor is therefore the pair (transaction id, position). Callers speak in positions; `cursor_after`
finds the pair for the position of an event the log delivered.
"""

from __future__ import annotations

from typing import NamedTuple

from eventstore.connections import Statements
from eventstore.errors import UnknownPosition
from eventstore.events import RecordedEvent
from eventstore.rows import LOG_COLUMNS, decode_log_rows


class LogCursor(NamedTuple):
    """A place in the global log: just after the event (transaction_id, position)."""

    transaction_id: int
    position: int


START = LogCursor(0, 0)

READ_LOG = f"""
SELECT {LOG_COLUMNS}
  FROM events
 WHERE (transaction_id, position) > ($1::xid8, $2)
   AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
 ORDER BY transaction_id, position
 LIMIT $3
"""

HEAD = """
SELECT transaction_id, position
  FROM events
 WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
 ORDER BY transaction_id DESC, position DESC
 LIMIT 1
"""

TRANSACTION_OF = "SELECT transaction_id FROM events WHERE position = $1"


async def cursor_after(conn: Statements, position: int) -> LogCursor:
    """The cursor just after the event at `position` (0: the start of the log)."""
    if position <= 0:
        return START
    xid = await conn.fetchval(TRANSACTION_OF, position)
    if xid is None:
        raise UnknownPosition(position)
    return LogCursor(int(xid), position)


async def read_batch(conn: Statements, cursor: LogCursor, limit: int) -> tuple[list[RecordedEvent], LogCursor]:
    """Up to `limit` events after `cursor` that can no longer be overtaken, and the cursor after them."""
    rows = await conn.fetch(READ_LOG, cursor.transaction_id, cursor.position, limit)
    if not rows:
        return [], cursor
    last = rows[-1]
    return decode_log_rows(rows), LogCursor(int(last["transaction_id"]), last["position"])


async def read_batch_with_cursors(
    conn: Statements, cursor: LogCursor, limit: int
) -> list[tuple[RecordedEvent, LogCursor]]:
    """Like `read_batch`, with the cursor after each event (what a subscriber checkpoints)."""
    rows = await conn.fetch(READ_LOG, cursor.transaction_id, cursor.position, limit)
    events = decode_log_rows(rows)
    return [(e, LogCursor(int(r["transaction_id"]), e.position)) for e, r in zip(events, rows, strict=True)]


async def head(conn: Statements) -> LogCursor:
    """The cursor after the last event a reader can see now (START for an empty log)."""
    row = await conn.fetchrow(HEAD)
    return START if row is None else LogCursor(int(row["transaction_id"]), row["position"])
