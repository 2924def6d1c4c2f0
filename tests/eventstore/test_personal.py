"""Personal parts (eventstore/personal.py) against PostgreSQL: kept beside the hashed bytes, put back on read,
erased for good by `forget` while the chain still verifies, checked by verify, carried by export/import."""

from __future__ import annotations

import io
import uuid
from collections.abc import AsyncIterator

import asyncpg
import msgspec
import pytest

from eventstore import EventStore, NewEvent
from eventstore.personal import PersonalPart, seal
from eventstore.transfer import export_streams, import_lines
from tests.eventstore.factories import events

ANN, BEA = "member-ann", "member-bea"


def _event(**values: tuple[str, str]) -> NewEvent:
    """An event whose fields hold sealed values: field -> (subject, value)."""
    parts: list[PersonalPart] = []
    data: dict[str, str] = {"kind": "note"}
    for field, (subject, value) in values.items():
        part = seal(subject, msgspec.json.encode(value))
        parts.append(part)
        data[field] = part.token
    return NewEvent(id=uuid.uuid4(), type="noted", data=msgspec.json.encode(data), personal=tuple(parts))


@pytest.fixture
async def admin(store_url: str) -> AsyncIterator[asyncpg.Connection]:
    conn = await asyncpg.connect(store_url)
    yield conn
    await conn.close()


async def _all_bytes(admin: asyncpg.Connection, stream: str) -> bytes:
    """Every column of every row of the stream, as PostgreSQL prints them."""
    rows = await admin.fetch("SELECT e::text FROM events e WHERE stream = $1", stream)
    return "\n".join(r[0] for r in rows).encode()


async def test_values_are_read_back_kept_apart_and_forgotten_for_good(
    store: EventStore, admin: asyncpg.Connection, stream: str
) -> None:
    await store.append(stream, events(1))
    result = await store.append(
        stream, [_event(author=(ANN, "Ann Smith"), note=(ANN, 'Ann\'s "secret" plan')), _event(author=(BEA, "Bea"))]
    )
    assert result.recorded is not None
    assert msgspec.json.decode(result.recorded[0].data) == {
        "kind": "note",
        "author": "Ann Smith",
        "note": 'Ann\'s "secret" plan',
    }
    read = await store.read_stream(stream)
    assert [r.data for r in read] == [r.data for r in (await store.read_stream(stream))]
    assert msgspec.json.decode(read[2].data) == {"kind": "note", "author": "Bea"}
    stored = await store.read_stream(stream, upcast=False)
    assert b"Ann Smith" not in stored[1].data and b"personal:sha256:" in stored[1].data
    head = (await store.verify(stream)).head_hash

    erased, appended = await store.forget(stream, ANN, [NewEvent(id=uuid.uuid4(), type="forgotten", data=b"{}")])
    assert erased == 1 and appended is not None and appended.first_version == 3

    after = await store.read_stream(stream)
    assert msgspec.json.decode(after[1].data) == {"kind": "note", "author": "forgotten", "note": "forgotten"}
    assert msgspec.json.decode(after[2].data) == {"kind": "note", "author": "Bea"}
    verified = await store.verify(stream)
    assert verified.ok and verified.checked == 4
    # the hashes did not change: the head before forgetting is still the hash of version 2
    assert after[2].hash == head
    await admin.execute("VACUUM FULL events")
    everything = await _all_bytes(admin, stream)
    assert b"Ann Smith" not in everything and b"secret" not in everything
    assert b"Bea" in everything  # another subject's value is kept


async def test_the_table_refuses_any_other_update_and_any_erasure_that_adds(
    store: EventStore, admin: asyncpg.Connection, stream: str
) -> None:
    await store.append(stream, [_event(author=(ANN, "Ann"))])
    with pytest.raises(asyncpg.PostgresError, match="append-only"):
        await admin.execute("UPDATE events SET personal = '{}' WHERE stream = $1", stream)
    for change in ("data = '{}'", "personal = personal || '{\"x\": {}}'", "personal = NULL"):
        async with admin.transaction():
            await admin.execute("SET LOCAL chronicle.erasing = 'personal'")
            with pytest.raises(asyncpg.PostgresError, match="may only remove"):
                await admin.execute(f"UPDATE events SET {change} WHERE stream = $1", stream)
    assert msgspec.json.decode((await store.read_stream(stream))[0].data)["author"] == "Ann"


async def test_verify_finds_a_personal_value_changed_beside_the_chain(
    store: EventStore, admin: asyncpg.Connection, stream: str
) -> None:
    await store.append(stream, [*events(2), _event(author=(ANN, "Ann"))])
    async with admin.transaction():
        await admin.execute("ALTER TABLE events DISABLE TRIGGER events_append_only")
        kept = await admin.fetchval("SELECT personal::text FROM events WHERE stream = $1 AND version = 2", stream)
        changed = kept.replace('\\"Ann\\"', '\\"Eve\\"')
        assert changed != kept
        await admin.execute("UPDATE events SET personal = $2::jsonb WHERE stream = $1 AND version = 2", stream, changed)
        await admin.execute("ALTER TABLE events ENABLE TRIGGER events_append_only")
    assert b"Eve" in (await store.read_stream(stream))[2].data
    result = await store.verify(stream)
    assert not result.ok and result.first_bad_version == 2
    assert result.reason is not None and "does not match its digest" in result.reason


async def test_export_and_import_carry_the_values_kept_and_not_the_erased(
    store: EventStore, store_url: str, scratch_url: str, stream: str
) -> None:
    from eventstore import migrate

    await store.append(stream, [_event(author=(ANN, "Ann"), note=(BEA, "Bea's note"))])
    await store.forget(stream, ANN)
    out = io.BytesIO()
    await export_streams(store.pool, [stream], out)
    exported = out.getvalue()
    assert b"Ann" not in exported.replace(stream.encode(), b"") and b"Bea's note" in exported
    await migrate(scratch_url)
    target = await asyncpg.connect(scratch_url)
    try:
        await import_lines(target, exported.splitlines(keepends=True))
    finally:
        await target.close()
    async with await EventStore.connect(scratch_url, min_size=1, max_size=2) as imported:
        (event,) = await imported.read_stream(stream)
        assert msgspec.json.decode(event.data) == {"kind": "note", "author": "forgotten", "note": "Bea's note"}
        assert (await imported.verify(stream)).ok


async def test_snapshots_folded_before_an_erasure_are_dropped_and_refused(store: EventStore, stream: str) -> None:
    await store.append(stream, [_event(author=(ANN, "Ann")), *events(2)])
    assert await store.save_snapshot(stream, 1, "state", b"Ann was here")
    await store.keep_snapshot(stream, 0, "state", b"Ann was here")
    _, appended = await store.forget(stream, ANN, [NewEvent(id=uuid.uuid4(), type="forgotten", data=b"{}")])
    assert appended is not None and appended.first_version == 3
    assert await store.load_snapshot(stream, at_or_before=3) is None
    # a writer that folded its state before the erasure comes too late
    assert not await store.save_snapshot(stream, 2, "state", b"Ann was here")
    await store.keep_snapshot(stream, 2, "state", b"Ann was here")
    assert await store.load_snapshot(stream, at_or_before=3) is None
    assert await store.save_snapshot(stream, 3, "state", b"forgotten")
    loaded = await store.load_snapshot(stream)
    assert loaded is not None and (loaded.version, loaded.data) == (3, b"forgotten")
