"""Recomputing a stream's hash chain to find the first event that is not what was appended.

The check runs in Python with hashing.py rather than in SQL, so it trusts nothing the database computes:
a tampered `event_canonical_bytes` function could not vouch for tampered rows. What it catches:
- altered content (or hash): the recomputed hash differs from the stored one;
- deleted events: a hole in the versions;
- inserted events: versions were renumbered (hashes cover versions) or a row was written after a later
  version (positions only grow, and an identity column cannot be set back).
What no chain can catch on its own: the newest events removed or rewritten wholesale with fresh hashes.
Compare `head_hash` with one recorded elsewhere (an export, an audit log) for that.
"""

from __future__ import annotations

import asyncio
import hashlib
import itertools
import struct
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import BrokenExecutor, Executor
from typing import ParamSpec, Protocol, TypeVar

import asyncpg
import msgspec

from eventstore.connections import Statements
from eventstore.events import VerifyResult
from eventstore.hashing import GENESIS_HASH
from eventstore.personal import problems as personal_problems
from eventstore.rows import STREAM_COLUMNS

READ_RAW = f"""
SELECT {STREAM_COLUMNS}
  FROM events
 WHERE stream = $1 AND version >= $2
 ORDER BY version
 LIMIT $3
"""
SNAPSHOT_VERSION = "SELECT version FROM snapshots WHERE stream = $1"
LAST_VERSION = "SELECT max(version) FROM events WHERE stream = $1"

PERSONAL_ALTERED = "personal values altered at version"
"""How a failure of a kept personal value (not of the chain) starts its reason."""

BATCH = 1000
"""Rows per round trip: decoding a batch of 1,000 rows holds the event loop ~4 ms (5,000 held it ~20 ms),
and at 100,000 events the walk is as fast as with larger batches when the hashing is offloaded."""

P = ParamSpec("P")
T = TypeVar("T")

_U32 = struct.Struct(">I").pack
_FIXED = struct.Struct(">q16s").pack  # version, id
_MIDDLE = struct.Struct(">iqI").pack  # schema_version, recorded_at, len(data)


class Offload(Protocol):
    """How CPU-heavy work leaves the event loop: `await offload(fn, *args)` (e.g. `asyncio.to_thread`)."""

    def __call__(self, fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> Awaitable[T]: ...


async def _inline(fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> T:
    return fn(*args, **kwargs)


class _Chain:
    """Where the walk is: the hash and (version, position) of the last event that verified."""

    def __init__(self, stream: str) -> None:
        self.stream = stream
        encoded = stream.encode()
        self.stream_part = _U32(len(encoded)) + encoded
        self.types: dict[str, bytes] = {}
        self.prev_hash = GENESIS_HASH
        self.expected_version = 0
        self.checked = 0
        self.previous: tuple[int, int] | None = None
        self.head: bytes | None = None

    def bad(self, version: int, reason: str) -> VerifyResult:
        return VerifyResult(self.stream, False, self.checked, version, reason, self.head)

    def check(self, rows: Sequence[asyncpg.Record]) -> VerifyResult | None:
        """Recompute the hashes of one batch of rows; the failure, or None when all of them chain.

        The canonical bytes are `hashing.canonical_bytes`, built inline (the stream's part once, each type's
        once): this loop is most of an integrity check's CPU."""
        stream_part = self.stream_part
        types = self.types
        sha256 = hashlib.sha256
        fixed, middle, u32 = _FIXED, _MIDDLE, _U32
        prev_hash = self.prev_hash
        previous = self.previous
        expected = self.expected_version
        try:
            for position, version, id, type, schema_version, data, metadata, us, stored_hash, personal in rows:
                self.checked += 1
                if version != expected:
                    return self.bad(
                        expected, f"version {expected} is missing (deleted?); the next stored version is {version}"
                    )
                if previous is not None and position < previous[1]:
                    return self.bad(
                        previous[0],
                        f"version {previous[0]} was written after version {version} "
                        f"(position {previous[1]} > {position}): inserted?",
                    )
                type_part = types.get(type)
                if type_part is None:
                    encoded = type.encode()
                    type_part = types[type] = u32(len(encoded)) + encoded
                canonical = b"".join(
                    (
                        prev_hash,
                        stream_part,
                        fixed(version, id.bytes),
                        type_part,
                        middle(schema_version, us, len(data)),
                        data,
                        u32(len(metadata)),
                        metadata,
                    )
                )
                if sha256(canonical).digest() != stored_hash:
                    return self.bad(version, "hash mismatch: the event or its hash was altered")
                if personal is not None and (wrong := personal_problems(data, personal)):
                    return self.bad(version, f"{PERSONAL_ALTERED} {version}: {wrong[0]}")
                prev_hash = self.head = stored_hash
                previous = (version, position)
                expected += 1
            return None
        finally:
            self.prev_hash, self.previous, self.expected_version = prev_hash, previous, expected


async def _walk(
    pool: Statements, chain: _Chain, last: int | None, batch_size: int, offload: Offload | None
) -> VerifyResult | None:
    """Check the rows from `chain.expected_version` on (up to version `last`, else the stream's end)."""
    run = offload or _inline
    stream = chain.stream
    fetch = pool.fetch

    def size(start: int) -> int:
        return batch_size if last is None else max(0, min(batch_size, last - start + 1))

    rows = await fetch(READ_RAW, stream, chain.expected_version, size(chain.expected_version))
    while rows:
        more = len(rows) == size(rows[0][1])
        following: asyncio.Task[list[asyncpg.Record]] | None = None
        nxt = rows[-1][1] + 1
        if more and size(nxt) and offload is not None:
            # rows are read ahead by version: the next batch starts after this one's last version
            following = asyncio.ensure_future(fetch(READ_RAW, stream, nxt, size(nxt)))
        try:
            failure = await run(chain.check, rows)
        except BaseException:
            if following is not None:
                following.cancel()
            raise
        if failure is not None:
            if following is not None:
                following.cancel()
            return failure
        if not more or not size(nxt):
            break
        rows = (
            await following
            if following is not None
            else await fetch(READ_RAW, stream, chain.expected_version, size(chain.expected_version))
        )
    return None


async def verify_range(
    pool: Statements, stream: str, first: int, last: int, *, batch_size: int = BATCH, offload: Offload | None = None
) -> VerifyResult:
    """Recompute the hashes of versions `first` to `last` only, chained from the stored hash of the event
    before `first` (taken as stored: only a whole-stream check vouches for what precedes the range).

    What a read about part of a stream can afford (a table's recap checks its own events): the events of
    the range are as appended, in order, none missing, and linked to the stored chain at both ends."""
    chain = _Chain(stream)
    chain.expected_version = first
    if first > 0:
        anchor = await pool.fetch(READ_RAW, stream, first - 1, 1)
        if not anchor or anchor[0][1] != first - 1:
            return chain.bad(first - 1, f"version {first - 1} is missing (deleted?)")
        chain.prev_hash = anchor[0][8]
        chain.previous = (anchor[0][1], anchor[0][0])
    failure = await _walk(pool, chain, last, batch_size, offload)
    if failure is not None:
        return failure
    if chain.expected_version <= last:
        return chain.bad(chain.expected_version, f"version {chain.expected_version} is missing (deleted?)")
    return VerifyResult(stream, True, chain.checked, None, None, chain.head)


async def verify_stream(
    pool: Statements, stream: str, *, batch_size: int = BATCH, offload: Offload | None = None
) -> VerifyResult:
    """Walk the stream in version order, recomputing each hash from the stored bytes.

    With `offload`, each batch is hashed off the event loop while the next one is read: the loop only
    decodes rows (a few milliseconds a batch) and the database and the hashing work side by side. `pool`
    must then take two queries at once (a pool, or a ConnectionCache), not a single connection."""
    chain = _Chain(stream)
    failure = await _walk(pool, chain, None, batch_size, offload)
    if failure is not None:
        return failure
    snapshot_version = await pool.fetchval(SNAPSHOT_VERSION, stream)
    if snapshot_version is not None and snapshot_version >= chain.expected_version:
        return chain.bad(
            chain.expected_version,
            f"a snapshot at version {snapshot_version} is ahead of the stream's last event "
            f"({chain.expected_version - 1}): events deleted?",
        )
    return VerifyResult(stream, True, chain.checked, None, None, chain.head)


# -- the chain checked by worker processes ----------------------------------------------------------------

PARALLEL_CHUNK = 25_000
"""Versions a worker process checks at a time; a stream shorter than two of them is walked in this process."""


class Checked(msgspec.Struct, frozen=True):
    """What a worker made of one range: whether it chained, from which stored hash, to which."""

    ok: bool
    anchor: bytes
    """The stored hash of the event before the range (the chain's start), as the worker read it."""
    head: bytes | None
    checked: int
    next_version: int
    """The version after the last one that verified."""


_worker_loop: asyncio.AbstractEventLoop | None = None
_worker_connections: dict[str, asyncpg.Connection] = {}


def check_range(dsn: str, stream: str, first: int, last: int | None) -> Checked:
    """In a worker process: read versions `first` to `last` (None: the stream's end) on a connection of
    its own and recompute their chain from the stored hash before `first`. Rows never cross processes."""
    global _worker_loop
    if _worker_loop is None:
        _worker_loop = asyncio.new_event_loop()
    return _worker_loop.run_until_complete(_check_range(dsn, stream, first, last))


async def _check_range(dsn: str, stream: str, first: int, last: int | None) -> Checked:
    conn = _worker_connections.get(dsn)
    if conn is not None and not conn.is_closed():
        try:
            return await _check_range_on(conn, stream, first, last)
        except (asyncpg.PostgresConnectionError, asyncpg.InterfaceError, OSError):
            # The connection kept since the last check was closed under it (a database restart, an idle
            # session timeout, an operator): check the range again on a new one.
            conn.terminate()
    conn = await asyncpg.connect(dsn, server_settings={"application_name": "chronicle-verify"})
    _worker_connections[dsn] = conn
    return await _check_range_on(conn, stream, first, last)


async def _check_range_on(conn: asyncpg.Connection, stream: str, first: int, last: int | None) -> Checked:
    chain = _Chain(stream)
    chain.expected_version = first
    if first > 0:
        anchor = await conn.fetch(READ_RAW, stream, first - 1, 1)
        if not anchor or anchor[0][1] != first - 1:
            return Checked(False, b"", None, 0, first)
        chain.prev_hash = anchor[0][8]
        chain.previous = (anchor[0][1], anchor[0][0])
    start = chain.prev_hash
    failure = await _walk(conn, chain, last, BATCH, None)
    complete = failure is None and (last is None or chain.expected_version > last)
    return Checked(complete, start, chain.head, chain.checked, chain.expected_version)


async def check_ranges(
    processes: Executor, dsn: str, stream: str, bounds: Sequence[tuple[int, int | None]]
) -> list[Checked] | None:
    """Consecutive ranges `(first, last)` (last None: to the end) checked side by side by worker processes,
    each chained from the stored hash before its range; the results, when every range verified and each
    joins the one before it where that hash is the one the previous range ended on. None when a worker died
    (killed, out of memory) or anything is amiss: the caller then walks the range in order, which names the
    first bad event."""
    loop = asyncio.get_running_loop()
    parts = [loop.run_in_executor(processes, check_range, dsn, stream, a, b) for a, b in bounds]
    try:
        results = await asyncio.gather(*parts)
    except BrokenExecutor:
        return None
    except BaseException:
        for part in parts:
            part.cancel()
        raise
    joined = all(r.ok for r in results) and all(r.anchor == p.head for p, r in itertools.pairwise(results))
    return results if joined else None


async def verify_stream_parallel(
    pool: Statements,
    stream: str,
    *,
    dsn: str,
    processes: Executor,
    offload: Offload | None = None,
    chunk: int = PARALLEL_CHUNK,
) -> VerifyResult:
    """`verify_stream`, its ranges checked side by side by worker processes (`processes`, each reading the
    rows itself from `dsn`): this process decodes and hashes nothing, so its event loop stays free, and the
    hashing is not held to one core by the GIL.

    Each range is chained from the stored hash of the event before it; the ranges then join where that
    hash is the one the previous range ended on (its recomputed chain vouched for it). When anything
    fails, the stream is walked again here (`verify_stream`), which names the first bad event."""
    last = await pool.fetchval(LAST_VERSION, stream)
    if last is None or last + 1 < 2 * chunk:
        return await verify_stream(pool, stream, offload=offload)
    starts = list(range(0, last + 1, chunk))
    # Each range ends at a version, the last one included: a worker whose server holds fewer events (a
    # standby behind the one this process read `last` from) reports its range incomplete, and the stream is
    # walked here instead, rather than vouching for a shorter chain.
    bounds = [(a, min(a + chunk - 1, last)) for a in starts]
    results = await check_ranges(processes, dsn, stream, bounds)
    if results is None:
        return await verify_stream(pool, stream, offload=offload)
    end = results[-1].next_version
    snapshot_version = await pool.fetchval(SNAPSHOT_VERSION, stream)
    if snapshot_version is not None and snapshot_version >= end:
        return await verify_stream(pool, stream, offload=offload)
    return VerifyResult(stream, True, sum(r.checked for r in results), None, None, results[-1].head)
