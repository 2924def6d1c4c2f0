"""Tamper evidence for audits: what is wrong with a stream's chain, where, and whether it is the log that
was published.

`verify_stream` (verification.py) finds the first version that is not as appended. An auditor also wants
to know *what* happened there, and whether the whole log still ends where a published head hash says it
did. This module reads the few rows around the first bad version and tells apart:

- ``altered``: the event at that version (or its stored hash) no longer matches what was appended;
- ``inserted``: a row was slipped in at that version, the later events shifted up by one (their hashes,
  which cover their original versions, then chain only if read one version lower), or a row was written
  after a later version (positions only grow);
- ``deleted``: a version is missing (a hole, or a snapshot ahead of the last event), or the later events
  were shifted down by one to close the hole (they then chain only if read one version higher);
- ``truncated`` / ``rewritten``: the chain is intact but disagrees with a published head — events after it
  were removed, or the log up to it was rewritten wholesale with fresh hashes, which no chain can reveal
  on its own.

An event altered *and* re-hashed shows as the next event breaking (its hash covers the original hash of
the one before): the report then names the first version whose stored bytes no longer fit the chain.
"""

from __future__ import annotations

import hashlib
from concurrent.futures import Executor
from typing import Literal

import asyncpg
import msgspec

from eventstore.connections import Statements
from eventstore.hashing import GENESIS_HASH, canonical_bytes
from eventstore.rows import STREAM_COLUMNS
from eventstore.verification import PERSONAL_ALTERED, Offload, verify_stream, verify_stream_parallel

Problem = Literal["altered", "inserted", "deleted", "truncated", "rewritten"]

_AROUND = f"""
SELECT {STREAM_COLUMNS}
  FROM events
 WHERE stream = $1 AND version BETWEEN $2 AND $3
 ORDER BY version, position
"""
_HASH_AT = "SELECT hash FROM events WHERE stream = $1 AND version = $2"


class Published(msgspec.Struct, frozen=True):
    """A head hash shared earlier (a recap, an export, an audit note): the hash of the event at `version`."""

    version: int
    hash: bytes


class IntegrityReport(msgspec.Struct, kw_only=True):
    """The outcome of an audit of one stream's hash chain."""

    stream: str
    ok: bool
    events: int
    """Events checked (every event of the stream when `ok`)."""
    head_version: int | None = None
    """Version of the last event that verified (the stream's last event when `ok`)."""
    head_hash: str | None = None
    """Hex hash of that event: publish it, and a later audit can prove the log up to it is unchanged."""
    first_bad_version: int | None = None
    problem: Problem | None = None
    reason: str | None = None
    published_version: int | None = None
    published_matches: bool | None = None
    """Set when a published head was given: whether the stored log still leads to it."""


async def audit_stream(
    pool: Statements,
    stream: str,
    published: Published | None = None,
    *,
    offload: Offload | None = None,
    processes: tuple[Executor, str] | None = None,
) -> IntegrityReport:
    """Recompute `stream`'s chain (in Python, trusting nothing the database computes) and explain any break.

    `offload` hashes each batch off the event loop (see `verify_stream`); `pool` must then take concurrent
    queries (a pool or a ConnectionCache). `processes` (worker processes and the database's DSN) checks a
    long stream range by range in those processes (`verify_stream_parallel`)."""
    if processes is not None:
        executor, dsn = processes
        result = await verify_stream_parallel(pool, stream, dsn=dsn, processes=executor, offload=offload)
    else:
        result = await verify_stream(pool, stream, offload=offload)
    bad_at = None if result.ok else result.first_bad_version
    head_version = result.checked - 1 if bad_at is None else bad_at - 1
    report = IntegrityReport(
        stream=stream,
        ok=result.ok,
        events=result.checked,
        head_version=head_version if head_version >= 0 else None,
        head_hash=result.head_hash.hex() if result.head_hash else None,
        first_bad_version=result.first_bad_version,
        reason=result.reason,
    )
    if not result.ok and result.reason is not None and result.reason.startswith(PERSONAL_ALTERED):
        report.problem = "altered"  # the chain holds; a value kept beside it does not match its digest
        return report
    if not result.ok:
        assert result.first_bad_version is not None
        bad, report.problem, report.reason, head = await _diagnose(
            pool, stream, result.first_bad_version, result.reason
        )
        report.first_bad_version, report.events = bad, bad + 1
        report.head_version = bad - 1 if bad > 0 else None
        report.head_hash = head.hex() if head else None
        return report
    if published is not None:
        await _check_published(pool, report, published)
    return report


async def _check_published(pool: Statements, report: IntegrityReport, published: Published) -> None:
    report.published_version = published.version
    last = report.head_version if report.head_version is not None else -1
    if published.version > last:
        report.ok = report.published_matches = False
        report.problem = "truncated"
        report.first_bad_version = last + 1
        report.reason = (
            f"the published head is version {published.version} but the log ends at version {last}: "
            "events after it were deleted"
        )
        return
    stored: bytes | None = await pool.fetchval(_HASH_AT, report.stream, published.version)
    report.published_matches = stored == published.hash
    if not report.published_matches:
        report.ok = False
        report.problem = "rewritten"
        report.reason = (
            f"the chain is intact but its hash at version {published.version} is not the published one: "
            f"the log up to version {published.version} was rewritten with fresh hashes"
        )


def _chains(prev_hash: bytes, row: asyncpg.Record, version: int, stream: str) -> bool:
    """Whether `row`'s stored hash is what it would be after `prev_hash`, read at `version`."""
    _position, _version, id, type, schema_version, data, metadata, us, stored, _personal = row
    canonical = canonical_bytes(
        stream=stream,
        version=version,
        id=id,
        type=type,
        schema_version=schema_version,
        recorded_at=us,
        data=data,
        metadata=metadata,
    )
    stored_hash: bytes = stored
    return hashlib.sha256(prev_hash + canonical).digest() == stored_hash


async def _diagnose(
    pool: Statements, stream: str, bad: int, reason: str | None
) -> tuple[int, Problem, str, bytes | None]:
    """What happened at (or just after) version `bad`, the first that `verify_stream` rejected.

    Returns the version to blame, the kind of problem, an explanation, and the hash of the event before it.
    """
    rows = await pool.fetch(_AROUND, stream, bad - 1, bad + 3)
    at: dict[int, asyncpg.Record] = {}
    for row in rows:
        at.setdefault(row[1], row)
    before = at.get(bad - 1)
    prev_hash = before[8] if before is not None else GENESIS_HASH
    if bad not in at:
        if reason and "snapshot" in reason:
            return bad, "deleted", f"events from version {bad} on were deleted ({reason})", prev_hash or None
        return bad, "deleted", f"version {bad} is missing: the event was deleted", prev_hash or None
    # verify_stream blames the earlier of two rows whose positions are out of order; the hashes say which
    # of the two does not belong.
    point = bad
    if _chains(prev_hash, at[bad], bad, stream) and bad + 1 in at:
        if _chains(at[bad][8], at[bad + 1], bad + 1, stream):
            return (
                bad,
                "inserted",
                (
                    f"version {bad} was written after version {bad + 1} (positions only grow): the event was "
                    "deleted and written again"
                ),
                prev_hash or None,
            )
        point, prev_hash = bad + 1, at[bad][8]
    row, following = at[point], at.get(point + 1)
    if following is not None and _chains(prev_hash, following, point, stream):
        return (
            point,
            "inserted",
            (
                f"an event was inserted at version {point}: the events after it were moved up one version "
                "(they chain only when read one version lower)"
            ),
            prev_hash or None,
        )
    if following is not None and _chains(row[8], following, point + 2, stream):
        return (
            point,
            "deleted",
            (
                f"the event at version {point} was deleted and the events after it moved down one version "
                "(they chain only when read one version higher)"
            ),
            prev_hash or None,
        )
    if following is None or _chains(row[8], following, point + 1, stream):
        return (
            point,
            "altered",
            (f"the event at version {point} was altered: its content no longer matches its hash"),
            prev_hash or None,
        )
    return point, "altered", f"the event at version {point} or its stored hash was altered", prev_hash or None
