"""The shapes that cross the event store's boundary.

The store deals in bytes: callers encode their own payloads (msgspec JSON) and decode what they read, so
the store never needs to know a rule or an event class. These Structs are the whole vocabulary shared
with `server/` and any projection.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

import msgspec

from eventstore.personal import PersonalPart

_EMPTY = b"{}"
_decode_metadata = msgspec.json.Decoder(dict[str, Any]).decode


class NewEvent(msgspec.Struct, frozen=True):
    """An event about to be appended.

    `id` makes retries safe: appending the same ids again is recognised as a retry, not a new fact.
    `data` is the JSON the caller produced; the store keeps those exact bytes, since the hash covers them.
    `metadata` carries the envelope (causation_id, correlation_id, actor, time, free keys such as table_id);
    the store encodes it with sorted keys so the stored bytes can be rebuilt from the decoded dict.
    `personal` holds the values whose tokens `data` carries (eventstore/personal.py): kept beside the event,
    outside what the hash covers, so they can be erased.
    """

    id: uuid.UUID
    type: str
    data: bytes
    schema_version: int = 1
    metadata: dict[str, Any] = {}
    personal: tuple[PersonalPart, ...] = ()


class RecordedEvent(msgspec.Struct, frozen=True, gc=False):
    """An event as stored: where it sits (position, stream, version), what it says, and its chain hash.

    `data` and `metadata_json` are the stored JSON bytes, exactly as the hash covers them — except that a
    read of current shapes puts personal values back in place of their tokens (eventstore/personal.py);
    `personal` is the event's kept values as stored (None when it has none). `metadata` decodes
    the latter at each access: most reads (replaying a stream into a state) never look at it, and decoding it
    for every row was a fifth of the time of reading a stream.

    `gc=False` because reads build hundreds of thousands of these at once and they never form cycles;
    skipping the garbage collector's bookkeeping is a measurable share of read time.
    """

    position: int
    stream: str
    version: int
    id: uuid.UUID
    type: str
    schema_version: int
    data: bytes
    metadata_json: bytes
    recorded_at: datetime
    hash: bytes
    personal: bytes | None = None

    @property
    def metadata(self) -> dict[str, Any]:
        """The metadata (causation/correlation id, actor, time, ...), decoded anew at each access."""
        return {} if self.metadata_json == _EMPTY else _decode_metadata(self.metadata_json)


class AppendResult(msgspec.Struct):
    """Where an append landed. A retried append returns the very same result as the original.

    `recorded` holds the appended events exactly as a read of the stream would return them (hash and
    time included), so a caller that wants to show or publish them needs no read-back; `hashes` and
    `recorded_at` are the same facts on their own. All three are None only on a result built by hand.
    """

    stream: str
    first_version: int
    last_version: int
    positions: list[int]
    hashes: list[bytes] | None = None
    recorded_at: datetime | None = None
    recorded: list[RecordedEvent] | None = None


class StreamHead(msgspec.Struct, frozen=True):
    """A stream as a listing shows it: its name, its version now, and the event it opened with."""

    stream: str
    version: int
    first: RecordedEvent


class Snapshot(msgspec.Struct, frozen=True):
    """A caller-encoded state of `stream` as of `version`, so long streams are not replayed from zero.

    `type` names the state's shape (e.g. "campaign_state.v3"): a loader that expects another shape
    ignores the snapshot and replays instead.
    """

    stream: str
    version: int
    type: str
    data: bytes
    recorded_at: datetime


class VerifyResult(msgspec.Struct, frozen=True):
    """The outcome of recomputing a stream's hash chain.

    `checked` counts the events examined (up to and including the first bad one). `head_hash` is the hash
    of the last event that verified; keep it somewhere else (an export, an audit log) to detect a later
    rewrite of the whole tail, which a chain alone cannot reveal.
    """

    stream: str
    ok: bool
    checked: int
    first_bad_version: int | None = None
    reason: str | None = None
    head_hash: bytes | None = None
