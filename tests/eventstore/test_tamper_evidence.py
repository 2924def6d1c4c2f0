"""Tamper evidence: the table refuses edits, and verify finds the first version that was altered,
deleted or inserted behind the store's back."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator

import asyncpg
import pytest

from eventstore import EventStore, RecordedEvent
from eventstore.hashing import GENESIS_HASH, canonical_bytes, canonical_bytes_of, encode_metadata, event_hash
from tests.eventstore.factories import events


@pytest.fixture
async def admin(store_url: str) -> AsyncIterator[asyncpg.Connection]:
    conn = await asyncpg.connect(store_url)
    yield conn
    await conn.close()


async def tamper(admin: asyncpg.Connection, sql: str, *args: object) -> None:
    """Do what the trigger forbids, as someone with the table owner's rights would: disable it first."""
    async with admin.transaction():
        await admin.execute("ALTER TABLE events DISABLE TRIGGER events_append_only")
        await admin.execute(sql, *args)
        await admin.execute("ALTER TABLE events ENABLE TRIGGER events_append_only")


@pytest.mark.parametrize(
    "statement",
    [
        "UPDATE events SET data = '{}' WHERE stream = $1",
        "DELETE FROM events WHERE stream = $1",
        "TRUNCATE events",
    ],
)
async def test_updates_deletes_and_truncates_are_refused(
    store: EventStore, admin: asyncpg.Connection, stream: str, statement: str
) -> None:
    await store.append(stream, events(2))
    with pytest.raises(asyncpg.PostgresError, match="append-only") as caught:
        await admin.execute(statement, *([stream] if "$1" in statement else []))
    assert caught.value.sqlstate == "CE003"
    assert len(await store.read_stream(stream)) == 2


async def test_python_recomputes_the_hashes_sql_wrote(store: EventStore) -> None:
    stream = f"tëst/ünïcode-{uuid.uuid4()}-🎲"
    await store.append(stream, events(3))
    await store.append(stream, events(2, type="tëst.wrïtten"))
    prev = GENESIS_HASH
    for e in await store.read_stream(stream, upcast=False):
        assert e.hash == event_hash(prev, canonical_bytes_of(e))
        prev = e.hash


async def test_clean_stream_verifies(store: EventStore, stream: str) -> None:
    await store.append(stream, events(4))
    await store.append(stream, events(3))
    result = await store.verify(stream)
    last = (await store.read_stream_backward(stream, limit=1))[0]
    assert (result.ok, result.checked, result.first_bad_version, result.reason) == (True, 7, None, None)
    assert result.head_hash == last.hash
    empty = await store.verify(stream + "-none")
    assert empty.ok and empty.checked == 0 and empty.head_hash is None


@pytest.mark.parametrize(
    ("column", "value"),
    [
        ("data", '{"n": 999}'),
        ("metadata", '{"actor": "someone else"}'),
        ("type", "test.rewritten"),
        ("hash", b"\x00" * 32),
    ],
)
async def test_altered_row_is_the_first_bad_version(
    store: EventStore, admin: asyncpg.Connection, stream: str, column: str, value: object
) -> None:
    await store.append(stream, events(6))
    await tamper(admin, f"UPDATE events SET {column} = $2 WHERE stream = $1 AND version = 3", stream, value)
    result = await store.verify(stream)
    assert not result.ok
    assert result.first_bad_version == 3
    assert result.reason is not None and "altered" in result.reason
    assert result.checked == 4


async def test_deleted_row_is_detected(store: EventStore, admin: asyncpg.Connection, stream: str) -> None:
    await store.append(stream, events(6))
    await tamper(admin, "DELETE FROM events WHERE stream = $1 AND version = 2", stream)
    result = await store.verify(stream)
    assert (result.ok, result.first_bad_version) == (False, 2)
    assert result.reason is not None and "missing" in result.reason


async def test_inserted_row_is_detected_even_with_a_well_forged_hash(
    store: EventStore, admin: asyncpg.Connection, stream: str
) -> None:
    """Shift versions 3.. up by one and slip in an event at 3 whose hash chains correctly from version 2."""
    await store.append(stream, events(6))
    (v2,) = await store.read_stream(stream, from_version=2, limit=1, upcast=False)
    forged = RecordedEvent(0, stream, 3, uuid.uuid4(), "test.happened", 1, b'{"n": 42}', b"{}", v2.recorded_at, b"")
    forged_hash = event_hash(v2.hash, canonical_bytes_of(forged))
    await tamper(
        admin,
        """
        UPDATE events SET version = version + 100 WHERE stream = $1 AND version >= 3;
        UPDATE events SET version = version - 99 WHERE stream = $1 AND version >= 100;
        """.replace("$1", "'" + stream + "'"),
    )
    await admin.execute(
        """INSERT INTO events (stream, version, id, type, schema_version, data, metadata, recorded_at, hash)
           VALUES ($1, 3, $2, $3, 1, $4, $5, $6, $7)""",
        stream,
        forged.id,
        forged.type,
        forged.data.decode(),
        encode_metadata({}).decode(),
        forged.recorded_at,
        forged_hash,
    )
    result = await store.verify(stream)
    assert (result.ok, result.first_bad_version) == (False, 3)
    assert result.reason is not None and "inserted" in result.reason


async def test_cut_tail_is_caught_by_a_recorded_head_hash_or_a_snapshot(
    store: EventStore, admin: asyncpg.Connection, stream: str
) -> None:
    await store.append(stream, events(5))
    recorded = (await store.verify(stream)).head_hash
    await store.save_snapshot(stream, 4, "test.state", b"state")
    await tamper(admin, "DELETE FROM events WHERE stream = $1 AND version = 4", stream)

    result = await store.verify(stream)
    assert (result.ok, result.first_bad_version) == (False, 4)
    assert result.reason is not None and "snapshot" in result.reason

    await tamper(admin, "DELETE FROM snapshots WHERE stream = $1", stream)
    result = await store.verify(stream)
    assert result.ok, "a chain alone cannot see its newest events removed..."
    assert result.head_hash != recorded, "...which is why the head hash is worth recording elsewhere"


def test_canonical_bytes_accept_epoch_microseconds_or_datetimes() -> None:
    from datetime import UTC, datetime

    at = datetime(2024, 5, 1, 19, 30, 0, 123456, tzinfo=UTC)
    fields = dict(stream="s", version=1, id=uuid.UUID(int=7), type="t", schema_version=1, data=b"{}", metadata=b"{}")
    assert canonical_bytes(recorded_at=at, **fields) == canonical_bytes(recorded_at=1714591800123456, **fields)
    with pytest.raises(ValueError):
        canonical_bytes(recorded_at=datetime(2024, 5, 1), **fields)


async def test_a_range_verifies_on_its_own(store: EventStore, admin: asyncpg.Connection, stream: str) -> None:
    """What a table's recap checks: its versions, chained from the stored hash before them."""
    from eventstore.verification import verify_range

    await store.append(stream, events(20))
    stored = {e.version: e.hash for e in await store.read_stream(stream, upcast=False)}
    whole = await verify_range(store.pool, stream, 0, 19)
    assert (whole.ok, whole.checked, whole.head_hash) == (True, 20, stored[19])
    part = await verify_range(store.pool, stream, 5, 12, batch_size=3)
    assert (part.ok, part.checked, part.head_hash) == (True, 8, stored[12])

    await tamper(admin, "UPDATE events SET data = '{\"altered\": true}' WHERE stream = $1 AND version = 8", stream)
    broken = await verify_range(store.pool, stream, 5, 12, batch_size=3)
    assert (broken.ok, broken.first_bad_version) == (False, 8)
    after = await verify_range(store.pool, stream, 10, 15)
    assert after.ok and after.checked == 6, "the range after the altered event still chains from its stored hash"
    await tamper(admin, "DELETE FROM events WHERE stream = $1 AND version = 14", stream)
    gap = await verify_range(store.pool, stream, 10, 15)
    assert (gap.ok, gap.first_bad_version) == (False, 14)
    ends = await verify_range(store.pool, stream, 16, 25)
    assert (ends.ok, ends.first_bad_version) == (False, 20), "versions past the stream's end are missing"
