"""The tamper-evidence chain: which bytes an event's hash covers, and how hashes link.

`hash = SHA-256(previous event's hash in the stream ‖ canonical bytes of this event)`; the first event of
a stream chains from the empty string. SQL (`event_canonical_bytes` in migrations/0001_events.sql) builds
the hashes on append; this module rebuilds the same bytes in Python, so `verify` and audit import/export can
check a chain without trusting the database. The two must stay byte-for-byte identical; a test holds them
to it.

Canonical bytes, every integer big-endian, every variable-length field prefixed with its length (u32) so
no two different events can produce the same bytes:

    len(stream) stream | version (i64) | id (16 bytes) | len(type) type | schema_version (i32)
    | recorded_at (i64 microseconds since the Unix epoch) | len(data) data | len(metadata) metadata
"""

from __future__ import annotations

import hashlib
import struct
import uuid
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

import msgspec

if TYPE_CHECKING:
    from eventstore.events import RecordedEvent

GENESIS_HASH = b""
"""What the first event of a stream chains from."""

EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_MICROSECOND = timedelta(microseconds=1)
_metadata_encoder = msgspec.json.Encoder(order="sorted")
_u32 = struct.Struct(">I").pack
_i32 = struct.Struct(">i").pack
_i64 = struct.Struct(">q").pack


def encode_metadata(metadata: dict[str, Any]) -> bytes:
    """The stored form of an event's metadata: compact JSON with sorted keys.

    Deterministic, so the bytes the hash covers can be rebuilt from the decoded dict a reader holds.
    """
    return _metadata_encoder.encode(metadata)


def epoch_microseconds(moment: datetime) -> int:
    """A timezone-aware datetime as whole microseconds since the Unix epoch (exact, no float rounding)."""
    if moment.tzinfo is None:
        raise ValueError("recorded_at must be timezone-aware")
    return (moment - EPOCH) // _MICROSECOND


def canonical_bytes(
    *,
    stream: str,
    version: int,
    id: uuid.UUID,
    type: str,
    schema_version: int,
    recorded_at: datetime | int,
    data: bytes,
    metadata: bytes,
) -> bytes:
    """The bytes an event's hash covers. `recorded_at` may be given as epoch microseconds."""
    stream_b = stream.encode()
    type_b = type.encode()
    at = recorded_at if isinstance(recorded_at, int) else epoch_microseconds(recorded_at)
    return b"".join(
        (
            _u32(len(stream_b)),
            stream_b,
            _i64(version),
            id.bytes,
            _u32(len(type_b)),
            type_b,
            _i32(schema_version),
            _i64(at),
            _u32(len(data)),
            data,
            _u32(len(metadata)),
            metadata,
        )
    )


def event_hash(prev_hash: bytes | None, canonical: bytes) -> bytes:
    """SHA-256 of the previous hash (empty for a stream's first event) followed by the canonical bytes."""
    return hashlib.sha256((prev_hash or GENESIS_HASH) + canonical).digest()


def canonical_bytes_of(event: RecordedEvent) -> bytes:
    """Canonical bytes of an event as read with `upcast=False` (upcasting rewrites `data`, breaking the hash)."""
    return canonical_bytes(
        stream=event.stream,
        version=event.version,
        id=event.id,
        type=event.type,
        schema_version=event.schema_version,
        recorded_at=event.recorded_at,
        data=event.data,
        metadata=event.metadata_json,
    )


def chain_hashes(prev_hash: bytes | None, canonicals: list[bytes]) -> list[bytes]:
    """The hashes of consecutive events, each chained to the one before (for exports and imports)."""
    hashes: list[bytes] = []
    prev = prev_hash or GENESIS_HASH
    for canonical in canonicals:
        prev = event_hash(prev, canonical)
        hashes.append(prev)
    return hashes
