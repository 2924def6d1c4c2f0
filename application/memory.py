"""In-memory implementations of the application's ports, for tests that run in milliseconds.

`InMemoryStore` keeps the contract of `eventstore.EventStore` that the application relies on: versions
and expected versions, a retry of an append that landed answered with its original result, a reused id
refused, hash-chained records, reads either way, snapshots (latest and kept). It is ours, written to the
Protocol; tests/application/test_store_contract.py holds it and the PostgreSQL store to the same behaviour.
"""

from __future__ import annotations

import asyncio
import secrets
import uuid
from collections.abc import Awaitable, Callable, Sequence
from datetime import UTC, datetime

import msgspec

from application.ports import StreamStore
from domain.dice import seed_commitment
from domain.errors import InvalidCommand
from eventstore.errors import DuplicateEventConflict, WrongExpectedVersion
from eventstore.events import AppendResult, NewEvent, RecordedEvent, Snapshot, StreamHead, VerifyResult
from eventstore.expected_version import ANY, NO_STREAM, STREAM_EXISTS, ExpectedVersion
from eventstore.hashing import canonical_bytes, canonical_bytes_of, encode_metadata, event_hash
from eventstore.personal import encode_parts, reveal, subjects


class InMemoryStore:
    """Streams in dicts. `interleave` holds coroutine functions; each append first awaits (and drops) the first
    of them (the appends that function makes do not): a test's way to let "another process" append between a
    command's read and its append."""

    def __init__(self) -> None:
        self.streams: dict[str, list[RecordedEvent]] = {}
        self.snapshots: dict[str, Snapshot] = {}
        self.kept: dict[str, list[Snapshot]] = {}
        self.appends = 0
        """Successful appends so far (tests count them)."""
        self._ids: dict[uuid.UUID, RecordedEvent] = {}
        self._position = 0
        self.interleave: list[Callable[[], Awaitable[object]]] = []
        self._interleaving = False

    async def append(
        self, stream: str, events: Sequence[NewEvent], expected_version: ExpectedVersion = ANY
    ) -> AppendResult:
        if not events:
            raise ValueError("nothing to append: events is empty")
        if len({e.id for e in events}) != len(events):
            raise ValueError("the same event id appears twice in one append")
        if self.interleave and not self._interleaving:
            self._interleaving = True
            try:
                await self.interleave.pop(0)()
            finally:
                self._interleaving = False
        records = self.streams.setdefault(stream, [])
        head = len(records) - 1
        if any(e.id in self._ids for e in events):
            return self._retry(stream, events, expected_version, head)
        if not _meets(expected_version, head):
            raise WrongExpectedVersion(stream, expected_version, head)
        now = datetime.now(UTC)
        prev = records[-1].hash if records else None
        appended = []
        for i, event in enumerate(events):
            self._position += 1
            metadata = encode_metadata(event.metadata)
            version = head + 1 + i
            canonical = canonical_bytes(
                stream=stream,
                version=version,
                id=event.id,
                type=event.type,
                schema_version=event.schema_version,
                recorded_at=now,
                data=event.data,
                metadata=metadata,
            )
            prev = event_hash(prev, canonical)
            record = RecordedEvent(
                self._position, stream, version, event.id, event.type, event.schema_version, event.data,
                metadata, now, prev, encode_parts(event.personal),
            )  # fmt: skip
            appended.append(record)
            self._ids[event.id] = record
        records.extend(appended)
        self.appends += 1
        return _result(stream, [_revealed(r) for r in appended])

    def _retry(self, stream: str, events: Sequence[NewEvent], expected: ExpectedVersion, head: int) -> AppendResult:
        """As `replay_append` in eventstore/migrations/0001_events.sql: the same append again, or a conflict."""
        first = self._ids.get(events[0].id)
        for i, event in enumerate(events):
            stored = self._ids.get(event.id)
            if stored is None or first is None:
                reason = "the batch only partly matches events already stored"
            elif stored.stream != stream:
                reason = f"already stored in stream {stored.stream}"
            elif (stored.type, stored.schema_version, stored.data) != (event.type, event.schema_version, event.data):
                reason = "already stored with different content"
            elif stored.version != first.version + i:
                reason = f"already stored at version {stored.version} of this stream"
            else:
                continue
            raise DuplicateEventConflict(stream, event.id, reason)
        assert first is not None
        if isinstance(expected, int) and expected != first.version - 1:
            raise WrongExpectedVersion(stream, expected, head)
        return _result(
            stream, [_revealed(r) for r in self.streams[stream][first.version : first.version + len(events)]]
        )

    async def read_stream(
        self, stream: str, from_version: int = 0, limit: int | None = None, *, upcast: bool = True
    ) -> list[RecordedEvent]:
        records = self.streams.get(stream, [])[max(from_version, 0) :]
        chosen = records if limit is None else records[:limit]
        return [_revealed(r) for r in chosen] if upcast else list(chosen)

    async def forget(
        self, stream: str, subject: str, events: Sequence[NewEvent] = (), expected_version: ExpectedVersion = ANY
    ) -> tuple[int, AppendResult | None]:
        """As `EventStore.forget`: the subject's personal values erased, the snapshots dropped, then `events`."""
        records = self.streams.get(stream, [])
        if events and not _meets(expected_version, len(records) - 1):
            raise WrongExpectedVersion(stream, expected_version, len(records) - 1)
        erased = 0
        for i, record in enumerate(records):
            if record.personal is not None and subject in subjects(record.personal):
                kept = {k: v for k, v in msgspec.json.decode(record.personal).items() if k != subject}
                records[i] = msgspec.structs.replace(record, personal=msgspec.json.encode(kept))
                self._ids[record.id] = records[i]
                erased += 1
        self.snapshots.pop(stream, None)
        self.kept.pop(stream, None)
        return erased, (await self.append(stream, events, expected_version) if events else None)

    async def read_stream_backward(
        self, stream: str, from_version: int | None = None, limit: int | None = None, *, upcast: bool = True
    ) -> list[RecordedEvent]:
        records = self.streams.get(stream, [])
        top = len(records) - 1 if from_version is None else min(from_version, len(records) - 1)
        newest_first = records[top::-1] if top >= 0 else []
        chosen = newest_first if limit is None else newest_first[:limit]
        return [_revealed(r) for r in chosen] if upcast else chosen

    async def stream_version(self, stream: str) -> int:
        return len(self.streams.get(stream, [])) - 1

    async def verify_range(self, stream: str, first: int, last: int) -> VerifyResult:
        """A `ChainCheck`: the hashes of versions `first`–`last` recomputed, chained from the stored hash of
        the event before `first` (as `eventstore.verification.verify_range` does in PostgreSQL)."""
        records = self.streams.get(stream, [])
        if first > len(records):
            return VerifyResult(stream, False, 0, first - 1, f"version {first - 1} is missing (deleted?)")
        previous = records[first - 1].hash if first > 0 else None
        checked = 0
        for version in range(first, last + 1):
            if version >= len(records):
                return VerifyResult(stream, False, checked, version, f"version {version} is missing (deleted?)")
            record = records[version]
            checked += 1
            if event_hash(previous, canonical_bytes_of(record)) != record.hash:
                return VerifyResult(stream, False, checked, version, "hash mismatch")
            previous = record.hash
        return VerifyResult(stream, True, checked, head_hash=previous)

    async def stream_heads(self, prefix: str, *, after: str = "", limit: int) -> list[StreamHead]:
        names = sorted(name for name, records in self.streams.items() if records and name.startswith(prefix))
        return [
            StreamHead(stream=name, version=len(self.streams[name]) - 1, first=_revealed(self.streams[name][0]))
            for name in names
            if name > after
        ][:limit]

    async def version_of(self, stream: str, event_id: uuid.UUID) -> int | None:
        record = self._ids.get(event_id)
        return record.version if record is not None and record.stream == stream else None

    async def load_snapshot(
        self, stream: str, *, at_or_before: int | None = None, type: str | None = None
    ) -> Snapshot | None:
        found = [self.snapshots[stream]] if stream in self.snapshots else []
        if at_or_before is not None or type is not None:
            found += self.kept.get(stream, [])
        top = at_or_before if at_or_before is not None else len(self.streams.get(stream, []))
        found = [s for s in found if s.version <= top and (type is None or s.type == type)]
        return max(found, key=lambda s: s.version, default=None)

    async def save_snapshot(self, stream: str, version: int, type: str, data: bytes) -> bool:
        self._check_exists(stream, version)
        old = self.snapshots.get(stream)
        if old is not None and version < old.version and old.type == type:
            return False
        self.snapshots[stream] = Snapshot(stream, version, type, data, datetime.now(UTC))
        return True

    async def keep_snapshot(self, stream: str, version: int, type: str, data: bytes) -> None:
        self._check_exists(stream, version)
        kept = [s for s in self.kept.get(stream, []) if (s.version, s.type) != (version, type)]
        self.kept[stream] = [*kept, Snapshot(stream, version, type, data, datetime.now(UTC))]

    def _check_exists(self, stream: str, version: int) -> None:
        if not 0 <= version < len(self.streams.get(stream, [])):
            raise ValueError(f"stream {stream!r} has no version {version} to snapshot")


def _meets(expected: ExpectedVersion, head: int) -> bool:
    if expected is ANY:
        return True
    if expected is NO_STREAM:
        return head == -1
    if expected is STREAM_EXISTS:
        return head >= 0
    return expected == head


def _revealed(record: RecordedEvent) -> RecordedEvent:
    """A record as a read of current shapes returns it: personal values in place of their tokens."""
    if record.personal is None:
        return record
    return msgspec.structs.replace(record, data=reveal(record.data, record.personal))


def _result(stream: str, records: list[RecordedEvent]) -> AppendResult:
    return AppendResult(
        stream=stream,
        first_version=records[0].version,
        last_version=records[-1].version,
        positions=[r.position for r in records],
        hashes=[r.hash for r in records],
        recorded_at=records[0].recorded_at,
        recorded=records,
    )


class InMemoryRecapCheckpoints:
    """`RecapCheckpoints` in a dict, filed and pruned as the server's `recap_checkpoints` table is."""

    def __init__(self) -> None:
        self.rows: dict[tuple[str, str, str, int], tuple[str, bytes, bytes]] = {}
        """(stream, table, audience, version) → (shape, hash of the event at version, data)."""

    async def candidates(
        self, stream: str, table_id: str, shape: str, lo: int, hi: int, own: str, limit: int
    ) -> list[tuple[int, str, bytes]]:
        found = [
            (version, audience, hash)
            for (s, table, audience, version), (filed_shape, hash, _) in self.rows.items()
            if (s, table, filed_shape) == (stream, table_id, shape)
            and lo <= version <= hi
            and (audience == "gm" or audience.startswith(own))
        ]
        return sorted(found, key=lambda row: row[0], reverse=True)[:limit]

    async def data(self, stream: str, table_id: str, audience: str, version: int) -> bytes | None:
        row = self.rows.get((stream, table_id, audience, version))
        return row[2] if row is not None else None

    async def write(
        self, stream: str, table_id: str, audience: str, version: int, shape: str, hash: bytes, data: bytes, kept: int
    ) -> None:
        self.rows[(stream, table_id, audience, version)] = (shape, hash, data)
        filed = [key for key in self.rows if key[:3] == (stream, table_id, audience)]
        newest = sorted((key[3] for key in filed if self.rows[key][0] == shape), reverse=True)[:kept]
        for key in filed:
            if self.rows[key][0] != shape or key[3] not in newest:
                del self.rows[key]

    async def newest(self, stream: str, table_id: str, audience: str, shape: str) -> int | None:
        versions = [
            key[3] for key, row in self.rows.items() if key[:3] == (stream, table_id, audience) and row[0] == shape
        ]
        return max(versions, default=None)


class InMemorySnapshots:
    """A `SnapshotSink` that writes at once (the server's writes in the background: server/adapters/snapshots.py)."""

    def __init__(self, store: StreamStore) -> None:
        self._store = store
        self._pending: list[asyncio.Task[object]] = []

    def save(self, stream: str, version: int, type: str, data: bytes) -> None:
        self._pending.append(asyncio.ensure_future(self._store.save_snapshot(stream, version, type, data)))

    def keep(self, stream: str, version: int, type: str, data: bytes) -> None:
        self._pending.append(asyncio.ensure_future(self._store.keep_snapshot(stream, version, type, data)))

    async def flush(self) -> None:
        pending, self._pending = self._pending, []
        await asyncio.gather(*pending)


class InMemorySeeds:
    """A `SeedVault` without encryption at rest: seeds by commitment in a dict."""

    def __init__(self) -> None:
        self._seeds: dict[str, bytes] = {}

    def draw(self) -> bytes:
        return secrets.token_bytes(32)

    async def keep(self, campaign_id: uuid.UUID, seed: bytes) -> str:
        commitment = seed_commitment(seed)
        self._seeds[commitment] = seed
        return commitment

    async def seed_for(self, commitment: str | None) -> bytes:
        seed = self._seeds.get(commitment or "")
        if seed is None:
            raise InvalidCommand("seed_unavailable", "the server holds no seed for this commitment")
        return seed


class InMemoryTokens:
    """Member tokens as `(campaign id, member id)` pairs: those issued and not forgotten are `live`."""

    def __init__(self) -> None:
        self.live: list[tuple[uuid.UUID, str]] = []
        self.forgotten: list[tuple[uuid.UUID, str]] = []

    async def issue(self, campaign_id: uuid.UUID, member_id: str, label: str) -> tuple[uuid.UUID, str]:
        self.live.append((campaign_id, member_id))
        return campaign_id, member_id

    async def forget(self, issued: tuple[uuid.UUID, str]) -> None:
        self.live.remove(issued)
        self.forgotten.append(issued)


class RecordingPublisher:
    """A `Publisher` that remembers what it was given, in order."""

    def __init__(self) -> None:
        self.published: list[tuple[str, list[RecordedEvent]]] = []

    async def publish(self, campaign_id: str, recorded_events: Sequence[RecordedEvent]) -> None:
        self.published.append((campaign_id, list(recorded_events)))
