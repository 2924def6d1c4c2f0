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

import hashlib
from typing import Any

from eventstore.events import VerifyResult
from eventstore.hashing import GENESIS_HASH, canonical_bytes
from eventstore.rows import STREAM_COLUMNS

READ_RAW = f"""
SELECT {STREAM_COLUMNS}
  FROM events
 WHERE stream = $1 AND version >= $2
 ORDER BY version
 LIMIT $3
"""
SNAPSHOT_VERSION = "SELECT version FROM snapshots WHERE stream = $1"

BATCH = 5000


async def verify_stream(pool: Any, stream: str, *, batch_size: int = BATCH) -> VerifyResult:
    """Walk the stream in version order, recomputing each hash from the stored bytes."""
    prev_hash = GENESIS_HASH
    expected_version = 0
    checked = 0
    previous: tuple[int, int] | None = None  # (version, position) of the event before
    head: bytes | None = None

    def bad(version: int, reason: str) -> VerifyResult:
        return VerifyResult(stream, False, checked, version, reason, head)

    while True:
        rows = await pool.fetch(READ_RAW, stream, expected_version, batch_size)
        for position, version, id, type, schema_version, data, metadata, us, stored_hash in rows:
            checked += 1
            if version != expected_version:
                return bad(
                    expected_version,
                    f"version {expected_version} is missing (deleted?); the next stored version is {version}",
                )
            if previous is not None and position < previous[1]:
                return bad(
                    previous[0],
                    f"version {previous[0]} was written after version {version} "
                    f"(position {previous[1]} > {position}): inserted?",
                )
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
            if hashlib.sha256(prev_hash + canonical).digest() != stored_hash:
                return bad(version, "hash mismatch: the event or its hash was altered")
            prev_hash = head = stored_hash
            previous = (version, position)
            expected_version += 1
        if len(rows) < batch_size:
            break

    snapshot_version = await pool.fetchval(SNAPSHOT_VERSION, stream)
    if snapshot_version is not None and snapshot_version >= expected_version:
        return bad(
            expected_version,
            f"a snapshot at version {snapshot_version} is ahead of the stream's last event "
            f"({expected_version - 1}): events deleted?",
        )
    return VerifyResult(stream, True, checked, None, None, head)
