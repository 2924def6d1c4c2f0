"""The event store: append-only streams in PostgreSQL, behind a small async API.

Every append is one round trip: a single event goes through one INSERT statement (APPEND_ONE below), a
batch through the SQL function `append_events` (migrations/0001_events.sql), which checks the expected
version under a per-stream lock, recognises retries, chains the hashes and inserts, all in one transaction;
anything the one-statement path cannot decide it hands to `append_events` too. Reads are plain indexed
SELECTs decoded by rows.py. The store knows bytes and streams, never rules: callers encode payloads and
decide what events mean.
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from typing import Any

import asyncpg
from asyncpg.pool import PoolConnectionProxy

from eventstore import global_log
from eventstore.connections import ConnectionCache, PgConnection
from eventstore.errors import DuplicateEventConflict, WrongExpectedVersion
from eventstore.events import AppendResult, NewEvent, RecordedEvent, Snapshot, StreamHead, VerifyResult
from eventstore.expected_version import ANY, ExpectedVersion, to_sql
from eventstore.group_commit import GroupCommit
from eventstore.hashing import encode_metadata
from eventstore.personal import encode_parts
from eventstore.rows import STREAM_COLUMNS, appended_events, decode_stream_rows, timestamp
from eventstore.subscription import LogSubscription, load_checkpoint, save_checkpoint
from eventstore.upcasting import UpcasterRegistry
from eventstore.verification import verify_stream
from eventstore.wakeups import WakeUps

APPEND = (
    "SELECT first_version, positions, hashes, recorded_at_us, replayed"
    " FROM append_events($1, $2, $3, $4, $5, $6, $7, $8)"
)

# The commonest append, one event, as one statement: read the stream's head, check the expectation, chain the
# hash, insert. It takes no lock: two writers racing for the same version collide on the (stream, version)
# unique key. The loser, like every unusual case (a failed expectation, a stored id), gets no row back or a
# unique violation and takes the careful path, append_events, which locks the stream and says exactly what
# happened. A plpgsql function costs about a third more server time per append than this statement.
# Both return the hash and time they stored, so the caller learns its recorded events without reading them.
APPEND_ONE = """
WITH head AS (
    SELECT coalesce(last.version, -1) AS version, coalesce(last.hash, '') AS hash
      FROM (SELECT) AS always
      LEFT JOIN LATERAL (
          SELECT e.version, e.hash FROM events e WHERE e.stream = $1 ORDER BY e.version DESC LIMIT 1
      ) AS last ON true
)
INSERT INTO events (stream, version, id, type, schema_version, data, metadata, recorded_at, hash, personal)
SELECT $1, head.version + 1, $3, $4, $5, convert_from($6, 'UTF8')::json, convert_from($7, 'UTF8')::json, now(),
       sha256(head.hash || event_canonical_bytes($1, head.version + 1, $3, $4, $5, now(), $6, $7)), $8::jsonb
  FROM head
 WHERE $2 = -2 OR ($2 = -3 AND head.version >= 0) OR head.version = $2
RETURNING version, position, hash, (extract(epoch FROM recorded_at) * 1000000)::bigint
"""

# APPEND_ONE for single-event appends to several streams at once (`append_each`): each row checks and chains
# against its own stream's head. A row whose expectation fails is simply not inserted (its append then takes the
# careful path); anything that fails the statement (a unique violation: a racing writer or a stored id; a bad
# payload) writes nothing, and every append of it takes its own path. With one row its plan is far worse than
# APPEND_ONE's, so it is used for two or more.
APPEND_EACH = """
WITH n AS (
    SELECT * FROM unnest($1::text[], $2::bigint[], $3::uuid[], $4::text[], $5::integer[], $6::bytea[], $7::bytea[],
                         $8::text[])
        WITH ORDINALITY AS n(stream, expected, id, type, schema_version, data, metadata, personal, i)
), head AS (
    SELECT n.*, coalesce(last.version, -1) AS head_version, coalesce(last.hash, '') AS head_hash
      FROM n
      LEFT JOIN LATERAL (
          SELECT e.version, e.hash FROM events e WHERE e.stream = n.stream ORDER BY e.version DESC LIMIT 1
      ) AS last ON true
)
INSERT INTO events (stream, version, id, type, schema_version, data, metadata, recorded_at, hash, personal)
SELECT stream, head_version + 1, id, type, schema_version, convert_from(data, 'UTF8')::json,
       convert_from(metadata, 'UTF8')::json, now(),
       sha256(head_hash || event_canonical_bytes(stream, head_version + 1, id, type, schema_version, now(), data,
                                                 metadata)),
       personal::jsonb
  FROM head
 WHERE expected = -2 OR (expected = -3 AND head_version >= 0) OR head_version = expected
 ORDER BY i
RETURNING stream, version, position, hash, (extract(epoch FROM recorded_at) * 1000000)::bigint
"""

READ_STREAM = f"""
SELECT {STREAM_COLUMNS}
  FROM events
 WHERE stream = $1 AND version >= $2
 ORDER BY version
 LIMIT $3
"""

READ_STREAM_BACKWARD = f"""
SELECT {STREAM_COLUMNS}
  FROM events
 WHERE stream = $1 AND version <= $2
 ORDER BY version DESC
 LIMIT $3
"""

ERASING = "SET LOCAL chronicle.erasing = 'personal'"
ERASE = "UPDATE events SET personal = personal - $2::text WHERE stream = $1 AND personal ? $2::text"
DROP_SNAPSHOTS = "DELETE FROM snapshots WHERE stream = $1"
DROP_KEPT_SNAPSHOTS = "DELETE FROM snapshot_history WHERE stream = $1"
ERASED_THROUGH = """
INSERT INTO erasures (stream, through_version)
SELECT $1, coalesce(max(version), -1) FROM events WHERE stream = $1
ON CONFLICT (stream) DO UPDATE SET through_version = greatest(erasures.through_version, excluded.through_version)
"""

STREAM_VERSION = "SELECT coalesce(max(version), -1) FROM events WHERE stream = $1"

# A loose index scan: one index probe per distinct stream instead of reading every event.
LIST_STREAMS = """
WITH RECURSIVE streams(stream) AS (
    (SELECT stream FROM events WHERE stream >= $1 ORDER BY stream LIMIT 1)
    UNION ALL
    SELECT (SELECT e.stream FROM events e WHERE e.stream > s.stream ORDER BY e.stream LIMIT 1)
      FROM streams s
     WHERE s.stream IS NOT NULL AND starts_with(s.stream, $1)
)
SELECT stream FROM streams WHERE stream IS NOT NULL AND starts_with(stream, $1)
"""

# The same scan from after `$2`, `$3` streams at most, each with its first event and its version.
STREAM_HEADS = f"""
WITH RECURSIVE streams(stream, n) AS (
    (SELECT stream, 1 FROM events WHERE stream > $2 AND stream >= $1 ORDER BY stream LIMIT 1)
    UNION ALL
    SELECT (SELECT e.stream FROM events e WHERE e.stream > s.stream ORDER BY e.stream LIMIT 1), s.n + 1
      FROM streams s
     WHERE s.stream IS NOT NULL AND starts_with(s.stream, $1) AND s.n < $3
)
SELECT s.stream, (SELECT max(x.version) FROM events x WHERE x.stream = s.stream) AS head, first.*
  FROM streams s,
       LATERAL (SELECT {STREAM_COLUMNS} FROM events WHERE stream = s.stream AND version = 0) AS first
 WHERE starts_with(s.stream, $1)
 ORDER BY s.stream
"""

SAVE_SNAPSHOT = """
INSERT INTO snapshots AS s (stream, version, type, data)
SELECT $1, $2, $3, $4
 WHERE EXISTS (SELECT 1 FROM events WHERE stream = $1 AND version = $2)
   AND NOT EXISTS (SELECT 1 FROM erasures x WHERE x.stream = $1 AND x.through_version >= $2)
ON CONFLICT (stream) DO UPDATE
   SET version = excluded.version, type = excluded.type, data = excluded.data, recorded_at = now()
 WHERE excluded.version >= s.version OR excluded.type <> s.type
RETURNING true
"""

LOAD_SNAPSHOT = """
SELECT version, type, data, (extract(epoch FROM recorded_at) * 1000000)::bigint
  FROM snapshots WHERE stream = $1
"""

# The newest snapshot at or before a version, from the latest (`snapshots`) or the kept ones
# (`snapshot_history`, migrations/0004), optionally only of one type: a reader that expects a shape skips
# older shapes in the query, so an older snapshot of its shape still serves it.
LOAD_SNAPSHOT_AT = """
SELECT version, type, data, us FROM (
    (SELECT version, type, data, (extract(epoch FROM recorded_at) * 1000000)::bigint AS us
       FROM snapshots
      WHERE stream = $1 AND version <= $2 AND ($3::text IS NULL OR type = $3))
    UNION ALL
    (SELECT version, type, data, (extract(epoch FROM recorded_at) * 1000000)::bigint AS us
       FROM snapshot_history
      WHERE stream = $1 AND version <= $2 AND ($3::text IS NULL OR type = $3)
      ORDER BY version DESC
      LIMIT 1)
) AS found
ORDER BY version DESC
LIMIT 1
"""

KEEP_SNAPSHOT = """
INSERT INTO snapshot_history (stream, version, type, data)
SELECT $1, $2, $3, $4
 WHERE EXISTS (SELECT 1 FROM events WHERE stream = $1 AND version = $2)
   AND NOT EXISTS (SELECT 1 FROM erasures x WHERE x.stream = $1 AND x.through_version >= $2)
ON CONFLICT (stream, version, type) DO UPDATE SET data = excluded.data, recorded_at = now()
RETURNING true
"""

EVENT_EXISTS = "SELECT EXISTS (SELECT 1 FROM events WHERE stream = $1 AND version = $2)"

_MAX_VERSION = 2**63 - 1


class _AppendArgs:
    """An append's parameters, encoded once."""

    __slots__ = ("count", "events", "expected", "ids", "metadata", "one", "personal", "stream")

    def __init__(self, stream: str, events: Sequence[NewEvent], expected: ExpectedVersion) -> None:
        if not events:
            raise ValueError("nothing to append: events is empty")
        self.stream = stream
        self.expected = expected
        self.events = events
        self.count = len(events)
        self.ids = [e.id for e in events]
        if self.count > 1 and len(set(self.ids)) != self.count:
            raise ValueError("the same event id appears twice in one append")
        self.metadata = [_metadata(e) for e in events]
        self.personal = [_personal(e) for e in events]
        # The fast path's parameters: scalars are cheaper to encode here and to read there.
        self.one: tuple[Any, ...] | None = None
        if self.count == 1:
            e = events[0]
            self.one = (
                stream,
                to_sql(expected),
                e.id,
                e.type,
                e.schema_version,
                e.data,
                self.metadata[0],
                self.personal[0],
            )
        else:
            to_sql(expected)  # refuse a bad expectation before any round trip

    @property
    def arrays(self) -> tuple[Any, ...]:
        """Parameters of append_events."""
        events = self.events
        return (
            self.stream,
            to_sql(self.expected),
            self.ids,
            [e.type for e in events],
            [e.schema_version for e in events],
            [e.data for e in events],
            self.metadata,
            self.personal,
        )


def _metadata(event: NewEvent) -> bytes:
    return encode_metadata(event.metadata) if event.metadata else b"{}"


def _personal(event: NewEvent) -> str | None:
    """The `personal` column's JSON text for an event's parts (None: it has none)."""
    if not event.personal:
        return None
    encoded = encode_parts(event.personal)
    return None if encoded is None else encoded.decode()


async def _append_on(conn: PgConnection, args: _AppendArgs, *, fast: bool = True) -> AppendResult:
    """Append through the one-statement fast path when it applies, else (or when it declines) append_events.

    `fast=False` inside a transaction: a unique violation there would abort the caller's whole transaction.
    """
    if fast and args.one is not None:
        try:
            row = await conn.fetchrow(APPEND_ONE, *args.one)
        except asyncpg.UniqueViolationError:
            row = None  # a racing writer took the version, or the id is stored: let append_events tell which
        except asyncpg.PostgresError as exc:
            raise _translate(exc, args) from None
        if row is not None:
            version, position, hash, recorded_at_us = row
            return _result(args, version, [position], [hash], recorded_at_us)
    try:
        row = await conn.fetchrow(APPEND, *args.arrays)
    except asyncpg.PostgresError as exc:
        raise _translate(exc, args) from None
    assert row is not None, "append_events returns a row or raises"
    first_version, positions, hashes, recorded_at_us, replayed = row
    if not replayed:
        return _result(args, first_version, positions, hashes, recorded_at_us)
    # A retry wrote nothing: what it returns is what the original stored (its metadata may differ from the
    # retry's, which the retry check does not compare), so read it back — a rare path.
    rows = await conn.fetch(READ_STREAM, args.stream, first_version, args.count)
    recorded = decode_stream_rows(args.stream, rows)
    return AppendResult(
        args.stream,
        first_version,
        first_version + args.count - 1,
        positions,
        hashes,
        timestamp(recorded_at_us),
        recorded,
    )


async def _append_each_on(conn: PgConnection, batch: Sequence[_AppendArgs]) -> list[AppendResult | Exception]:
    """Each append's outcome, in order; single-event appends to distinct streams share one statement."""
    results: list[AppendResult | Exception | None] = [None] * len(batch)
    shared: list[int] = []
    streams: set[str] = set()
    for i, args in enumerate(batch):
        if args.one is not None and args.stream not in streams:  # a stream's later append waits for its first
            streams.add(args.stream)
            shared.append(i)
    if len(shared) > 1:
        rows: list[asyncpg.Record] = []
        ones = [one for i in shared if (one := batch[i].one) is not None]  # all of them: see above
        try:
            rows = await conn.fetch(APPEND_EACH, *_columns(ones))
        except asyncpg.PostgresError:
            pass  # refused as a whole, nothing written: each append takes its own path below
        except Exception as exc:  # the connection failed: whether the statement committed is unknown
            return [exc] * len(batch)
        landed = {row[0]: row for row in rows}
        for i in shared:
            row = landed.get(batch[i].stream)
            if row is not None:
                _, version, position, hash, recorded_at_us = row
                results[i] = _result(batch[i], version, [position], [hash], recorded_at_us)
    for i, args in enumerate(batch):  # in order, so a stream's second append follows its first
        if results[i] is None:
            try:
                results[i] = await _append_on(conn, args)
            except Exception as exc:
                results[i] = exc
    return [r for r in results if r is not None]  # every slot was filled just above


def _columns(ones: list[tuple[Any, ...]]) -> tuple[list[Any], ...]:
    """APPEND_ONE's parameters of several appends as APPEND_EACH's arrays."""
    return tuple(list(column) for column in zip(*ones, strict=True))


def _result(
    args: _AppendArgs, first_version: int, positions: list[int], hashes: list[bytes], recorded_at_us: int
) -> AppendResult:
    """The result of an append that wrote `args.events`, with those events as a read would return them."""
    at = timestamp(recorded_at_us)
    recorded = appended_events(args.stream, first_version, positions, args.events, args.metadata, hashes, at)
    return AppendResult(args.stream, first_version, first_version + args.count - 1, positions, hashes, at, recorded)


def _translate(exc: asyncpg.PostgresError, args: _AppendArgs) -> Exception:
    state = getattr(exc, "sqlstate", None)
    if isinstance(exc, asyncpg.DataError):
        # Invalid UTF-8 or JSON in data or metadata: the caller's bug, refused before anything was written.
        return ValueError(f"an event for {args.stream!r} is not valid UTF-8 JSON: {exc}")
    if state == "CE001":
        return WrongExpectedVersion(args.stream, args.expected, int(exc.detail or "-1"))
    if state == "CE002":
        return DuplicateEventConflict(args.stream, uuid.UUID(exc.detail), exc.hint or "already stored")
    if isinstance(exc, asyncpg.UniqueViolationError) and exc.constraint_name == "events_id_key":
        # Two appends raced to store the same id in different streams; the other one won.
        return DuplicateEventConflict(args.stream, _id_in(exc, args.ids), "stored concurrently by another append")
    return exc


def _id_in(exc: asyncpg.PostgresError, ids: list[uuid.UUID]) -> uuid.UUID:
    detail = getattr(exc, "detail", "") or ""
    return next((i for i in ids if str(i) in detail), ids[0])


class EventStore:
    """Append-only streams of events in PostgreSQL. Safe to share between tasks; one per process is enough."""

    def __init__(
        self,
        pool: asyncpg.Pool,
        upcasters: UpcasterRegistry | None = None,
        *,
        notify: bool = True,
        group_commit: bool = True,
        on_reuse: Callable[[PoolConnectionProxy], Awaitable[None]] | None = None,
    ) -> None:
        """Wrap an existing pool. `notify=False` sends no wake-ups to other processes (they still poll).
        `group_commit=False` gives every append a commit of its own, even under load (see `append`).
        `on_reuse` checks a kept connection before an operation takes it again (ConnectionCache)."""
        self._pool = pool
        self._owns_pool = False
        self.connections = ConnectionCache(pool, on_reuse=on_reuse)
        self.upcasters = upcasters if upcasters is not None else UpcasterRegistry()
        self.wakeups = WakeUps(pool, self.connections, notify=notify)
        self._group: GroupCommit[_AppendArgs, AppendResult] | None = (
            GroupCommit(self._append, self._append_each) if group_commit else None
        )

    def observe_group_commit(self, on_batch: Callable[[int], None]) -> None:
        """Call `on_batch` with the size of every group of appends that shares a commit (1 for one alone)."""
        if self._group is not None:
            self._group.on_batch = on_batch

    @classmethod
    async def connect(
        cls,
        dsn: str,
        upcasters: UpcasterRegistry | None = None,
        *,
        min_size: int = 2,
        max_size: int = 10,
        notify: bool = True,
        group_commit: bool = True,
        on_reuse: Callable[[PoolConnectionProxy], Awaitable[None]] | None = None,
        **pool_options: Any,
    ) -> EventStore:
        """Open a pool of its own (closed by `close()`); pool_options go to asyncpg.create_pool."""
        pool = await asyncpg.create_pool(dsn, min_size=min_size, max_size=max_size, **pool_options)
        store = cls(pool, upcasters, notify=notify, group_commit=group_commit, on_reuse=on_reuse)
        store._owns_pool = True
        return store

    @property
    def pool(self) -> asyncpg.Pool:
        return self._pool

    async def close(self) -> None:
        if self._group is not None:
            await self._group.close()
        await self.wakeups.close()
        await self.connections.close()
        if self._owns_pool:
            await self._pool.close()

    async def __aenter__(self) -> EventStore:
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.close()

    # -- writing --------------------------------------------------------------------------------------

    async def append(
        self, stream: str, events: Sequence[NewEvent], expected_version: ExpectedVersion = ANY
    ) -> AppendResult:
        """Append events to one stream atomically, if it is at `expected_version`.

        An exact version is the version of the stream's last event (-1: empty). Raises WrongExpectedVersion
        (carrying the actual version) when the stream is elsewhere. Appending events whose ids are already
        stored by this very append (a retry after a lost reply) writes nothing and returns the original
        result; an id stored with other content or elsewhere raises DuplicateEventConflict.

        A single-event append that arrives while another single-event append is on its way shares the next
        round trip and commit with every other one that arrived meanwhile (a group commit, group_commit.py);
        its outcome is its own all the same. One that finds none in flight, and every multi-event append,
        leaves at once on its own.
        """
        args = _AppendArgs(stream, events, expected_version)
        if self._group is not None and args.one is not None:
            return self._upcast(await self._group.run(args))
        return self._upcast(await self._append(args))

    async def _append(self, args: _AppendArgs) -> AppendResult:
        async with self.connections.lease() as conn:
            result = await _append_on(conn, args)
        self.wakeups.appended()
        return result

    async def append_each(
        self, appends: Sequence[tuple[str, Sequence[NewEvent], ExpectedVersion]]
    ) -> list[AppendResult | Exception]:
        """Independent appends in as few round trips as possible: each outcome (in order) is what `append`
        would have returned, or the exception it would have raised.

        Single-event appends to distinct streams go in one statement, and so in one transaction: they
        commit together (a group commit), yet each is checked against its own stream's expectation, and one
        that fails changes nothing for the others. Everything else goes one append at a time.
        """
        prepared: list[_AppendArgs | Exception] = []
        for stream, events, expected in appends:
            try:
                prepared.append(_AppendArgs(stream, events, expected))
            except ValueError as exc:
                prepared.append(exc)
        valid = [a for a in prepared if isinstance(a, _AppendArgs)]
        outcomes = iter(await self._append_each(valid) if valid else [])
        results = [next(outcomes) if isinstance(a, _AppendArgs) else a for a in prepared]
        return [self._upcast(r) if isinstance(r, AppendResult) else r for r in results]

    async def _append_each(self, batch: Sequence[_AppendArgs]) -> list[AppendResult | Exception]:
        async with self.connections.lease() as conn:
            results = await _append_each_on(conn, batch)
        if any(isinstance(r, AppendResult) for r in results):
            self.wakeups.appended()
        return results

    async def append_many(
        self, appends: Mapping[str, tuple[Sequence[NewEvent], ExpectedVersion]]
    ) -> dict[str, AppendResult]:
        """Append to several streams in one transaction: all land or none do.

        Streams are locked in name order, so two multi-stream appends cannot deadlock each other.
        """
        prepared = [_AppendArgs(stream, events, expected) for stream, (events, expected) in sorted(appends.items())]
        results: dict[str, AppendResult] = {}
        async with self.connections.lease() as conn, conn.transaction():
            for args in prepared:
                results[args.stream] = await _append_on(conn, args, fast=False)
        if results:
            self.wakeups.appended()
        return {stream: self._upcast(result) for stream, result in results.items()}

    def _upcast(self, result: AppendResult) -> AppendResult:
        """The appended events in their current shapes, as a read of the stream returns them."""
        if self.upcasters and result.recorded is not None:
            result.recorded = self.upcasters.upcast_all(result.recorded)
        return result

    async def forget(
        self,
        stream: str,
        subject: str,
        events: Sequence[NewEvent] = (),
        expected_version: ExpectedVersion = ANY,
    ) -> tuple[int, AppendResult | None]:
        """Erase `subject`'s personal parts from every event of `stream` (eventstore/personal.py) and drop the
        stream's snapshots, which may hold the values; then append `events` (the record of the erasure). One
        transaction: all of it happens or none. Returns how many events lost values, and the append's result.

        No hashed byte changes: the events keep the tokens, so the chain verifies as before."""
        args = _AppendArgs(stream, events, expected_version) if events else None
        async with self.connections.lease() as conn, conn.transaction():
            await conn.execute(ERASING)
            status = await conn.execute(ERASE, stream, subject)
            await conn.execute(ERASED_THROUGH, stream)  # no snapshot folded before this may be written again
            await conn.execute(DROP_SNAPSHOTS, stream)
            await conn.execute(DROP_KEPT_SNAPSHOTS, stream)
            result = None if args is None else await _append_on(conn, args, fast=False)
        if result is not None:
            self.wakeups.appended()
        erased = int(status.split()[-1])
        return erased, None if result is None else self._upcast(result)

    # -- reading a stream -----------------------------------------------------------------------------

    async def read_stream(
        self, stream: str, from_version: int = 0, limit: int | None = None, *, upcast: bool = True
    ) -> list[RecordedEvent]:
        """Events of `stream` from `from_version` on, oldest first.

        `upcast=False` returns the stored shapes, whose hashes can be recomputed (exports, audits): personal
        values stay tokens (eventstore/personal.py), as the hash covers them.
        """
        async with self.connections.lease() as conn:
            rows = await conn.fetch(READ_STREAM, stream, max(from_version, 0), limit)
        events = decode_stream_rows(stream, rows, stored=not upcast)
        return self.upcasters.upcast_all(events) if upcast else events

    async def read_stream_backward(
        self, stream: str, from_version: int | None = None, limit: int | None = None, *, upcast: bool = True
    ) -> list[RecordedEvent]:
        """Events of `stream` from `from_version` (default: the last) back to the first, newest first."""
        top = _MAX_VERSION if from_version is None else from_version
        async with self.connections.lease() as conn:
            rows = await conn.fetch(READ_STREAM_BACKWARD, stream, top, limit)
        events = decode_stream_rows(stream, rows, stored=not upcast)
        return self.upcasters.upcast_all(events) if upcast else events

    async def version_of(self, stream: str, event_id: uuid.UUID) -> int | None:
        """The version at which the event with this id sits in `stream`; None when it is not there (one
        look-up on the unique index of event ids, however long the stream)."""
        async with self.connections.lease() as conn:
            version: int | None = await conn.fetchval(
                "SELECT version FROM events WHERE id = $1 AND stream = $2", event_id, stream
            )
        return version

    async def stream_version(self, stream: str) -> int:
        """The version of the stream's last event, -1 if it has none."""
        async with self.connections.lease() as conn:
            version: int = await conn.fetchval(STREAM_VERSION, stream)
        return version

    async def list_streams(self, prefix: str | None = None) -> list[str]:
        """Names of streams holding events, in byte order, optionally only those starting with `prefix`."""
        async with self.connections.lease() as conn:
            rows = await conn.fetch(LIST_STREAMS, prefix or "")
        return [r[0] for r in rows]

    async def stream_heads(self, prefix: str, *, after: str = "", limit: int) -> list[StreamHead]:
        """Streams whose names start with `prefix` and sort after `after`, in byte order, `limit` at most: each
        with its first event and its version. One index probe per stream, however long the streams."""
        async with self.connections.lease() as conn:
            rows = await conn.fetch(STREAM_HEADS, prefix, after, limit)
        heads = []
        for row in rows:
            [first] = decode_stream_rows(row[0], [tuple(row)[2:]])
            heads.append(StreamHead(stream=row[0], version=row[1], first=self.upcasters.upcast(first)))
        return heads

    # -- the global log -------------------------------------------------------------------------------

    async def read_all(
        self, after_position: int = 0, batch_size: int = 1000, *, upcast: bool = True
    ) -> AsyncIterator[list[RecordedEvent]]:
        """Every event after `after_position` (an event position the log delivered, or 0), in batches.

        Order is commit-safe rather than by position (see global_log.py): no event can later appear behind
        what was read. Stops once caught up; use `subscribe` to keep following.
        """
        async with self.connections.lease() as conn:
            cursor = await global_log.cursor_after(conn, after_position)
        while True:
            async with self.connections.lease() as conn:
                events, cursor = await global_log.read_batch(conn, cursor, batch_size)
            if events:
                yield self.upcasters.upcast_all(events) if upcast else events
            if len(events) < batch_size:
                return

    async def head_position(self) -> int:
        """Position of the last event a reader can see now (0 if none): subscribe from here for 'live only'."""
        async with self.connections.lease() as conn:
            return (await global_log.head(conn)).position

    def subscribe(
        self,
        after_position: int = 0,
        *,
        checkpoint_name: str | None = None,
        poll_interval: float = 1.0,
        batch_size: int = 500,
        listen: bool = True,
    ) -> LogSubscription:
        """Follow the log: catch up after `after_position`, then deliver new events as they commit.

        With `checkpoint_name`, resume from that stored checkpoint (when there is one) and keep it up to date.
        Woken by LISTEN/NOTIFY; polls every `poll_interval` seconds regardless, so nothing depends on a
        notification arriving (`listen=False`: polling only).
        """
        return LogSubscription(
            self,
            after_position,
            checkpoint_name=checkpoint_name,
            poll_interval=poll_interval,
            batch_size=batch_size,
            listen=listen,
        )

    async def save_checkpoint(self, name: str, position: int) -> None:
        """Record that consumer `name` has processed the log up to the event at `position`."""
        async with self.connections.lease() as conn:
            cursor = await global_log.cursor_after(conn, position)
            await save_checkpoint(conn, name, cursor)

    async def load_checkpoint(self, name: str) -> int | None:
        """The position stored for consumer `name`, None if it never saved one."""
        async with self.connections.lease() as conn:
            cursor = await load_checkpoint(conn, name)
        return None if cursor is None else cursor.position

    # -- snapshots ------------------------------------------------------------------------------------

    async def save_snapshot(self, stream: str, version: int, type: str, data: bytes) -> bool:
        """Keep `data` as the state of `stream` at `version`, unless a newer snapshot of this type exists.

        Returns whether it was stored (never at or below the stream's last erasure of personal values,
        `forget`). A snapshot must describe an event that exists (ValueError otherwise).
        """
        async with self.connections.lease() as conn:
            stored = await conn.fetchval(SAVE_SNAPSHOT, stream, version, type, data)
        if stored:
            return True
        async with self.connections.lease() as conn:
            exists = await conn.fetchval(EVENT_EXISTS, stream, version)
        if not exists:
            raise ValueError(f"stream {stream!r} has no version {version} to snapshot")
        return False

    async def keep_snapshot(self, stream: str, version: int, type: str, data: bytes) -> None:
        """Keep `data` as the state of `stream` at `version` for reads of the past, beside the latest one.

        Unlike `save_snapshot` this never replaces another version: every kept snapshot stays until deleted,
        and `load_snapshot(stream, at_or_before=…)` finds it. Keeping the same version and type again
        replaces its data. A snapshot must describe an event that exists (ValueError otherwise). A snapshot at or
        below the stream's last erasure of personal values (`forget`) is not kept.
        """
        async with self.connections.lease() as conn:
            stored = await conn.fetchval(KEEP_SNAPSHOT, stream, version, type, data)
            exists = stored or await conn.fetchval(EVENT_EXISTS, stream, version)
        if not exists:
            raise ValueError(f"stream {stream!r} has no version {version} to snapshot")

    async def load_snapshot(
        self, stream: str, *, at_or_before: int | None = None, type: str | None = None
    ) -> Snapshot | None:
        """The latest snapshot of `stream`, None if there is none.

        With `at_or_before`, the newest snapshot — the latest or a kept one (`keep_snapshot`) — whose version
        is at most that, for reads of the past; with `type` too, only snapshots of that type count.
        """
        async with self.connections.lease() as conn:
            if at_or_before is None and type is None:
                row = await conn.fetchrow(LOAD_SNAPSHOT, stream)
            else:
                top = _MAX_VERSION if at_or_before is None else at_or_before
                row = await conn.fetchrow(LOAD_SNAPSHOT_AT, stream, top, type)
        if row is None:
            return None
        version, type, data, us = row
        return Snapshot(stream, version, type, data, timestamp(us))

    # -- tamper evidence ------------------------------------------------------------------------------

    async def verify(self, stream: str) -> VerifyResult:
        """Recompute the stream's hash chain; report the first version that is not as appended."""
        async with self.connections.lease() as conn:
            return await verify_stream(conn, stream)
