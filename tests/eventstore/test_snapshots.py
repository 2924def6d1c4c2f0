"""Snapshots: the latest state of a stream at a version, so long streams need not be replayed."""

from __future__ import annotations

import asyncpg
import pytest

from eventstore import EventStore, Snapshot
from tests.eventstore.factories import events


async def test_snapshot_round_trip(store: EventStore, stream: str) -> None:
    await store.append(stream, events(10))
    state = bytes(range(256))  # snapshots are the caller's bytes, not necessarily JSON
    assert await store.save_snapshot(stream, 7, "test.state.v1", state)

    snapshot = await store.load_snapshot(stream)
    assert isinstance(snapshot, Snapshot)
    assert (snapshot.stream, snapshot.version, snapshot.type, snapshot.data) == (stream, 7, "test.state.v1", state)
    assert snapshot.recorded_at.tzinfo is not None
    # What a loader does next: replay only what came after.
    assert [e.version for e in await store.read_stream(stream, from_version=snapshot.version + 1)] == [8, 9]


async def test_only_the_latest_snapshot_is_kept(store: EventStore, stream: str) -> None:
    await store.append(stream, events(10))
    assert await store.save_snapshot(stream, 5, "test.state.v1", b"five")
    assert await store.save_snapshot(stream, 9, "test.state.v1", b"nine")
    assert not await store.save_snapshot(stream, 6, "test.state.v1", b"six"), "an older one never replaces"
    assert (await store.load_snapshot(stream)) is not None
    assert (await store.load_snapshot(stream)).data == b"nine"  # type: ignore[union-attr]
    # A new state shape replaces the old one even at an earlier version: the old shape is unreadable now.
    assert await store.save_snapshot(stream, 3, "test.state.v2", b"three in v2")
    loaded = await store.load_snapshot(stream)
    assert loaded is not None and (loaded.version, loaded.type) == (3, "test.state.v2")


async def test_snapshot_must_describe_an_existing_event(store: EventStore, stream: str) -> None:
    assert await store.load_snapshot(stream) is None
    await store.append(stream, events(2))
    with pytest.raises(ValueError, match="no version 2"):
        await store.save_snapshot(stream, 2, "test.state.v1", b"ahead of the stream")
    assert await store.load_snapshot(stream) is None


async def _server_has_lz4(store: EventStore) -> bool:
    """Whether this PostgreSQL accepts lz4 column compression (14+, built with lz4), asked independently."""
    async with store.pool.acquire() as conn, conn.transaction():
        try:
            await conn.execute("CREATE TEMP TABLE lz4_probe (b bytea COMPRESSION lz4) ON COMMIT DROP")
        except (asyncpg.FeatureNotSupportedError, asyncpg.PostgresSyntaxError):
            return False
    return True


async def test_large_snapshots_are_compressed_with_lz4_where_the_server_has_it(store: EventStore, stream: str) -> None:
    await store.append(stream, events(3))
    state = b'{"tests": [' + b",".join(b'{"program": "fencing", "faces": [3, 9, 1]}' for _ in range(5000)) + b"]}"
    assert await store.save_snapshot(stream, 2, "test.state.v1", state)
    snapshot = await store.load_snapshot(stream)
    assert snapshot is not None and snapshot.data == state
    # The column's own setting, which migration 0003 made ('l' lz4; '' the server's default).
    method = await store.pool.fetchval(
        "SELECT attcompression::text FROM pg_attribute WHERE attrelid = 'snapshots'::regclass AND attname = 'data'"
    )
    assert method == ("l" if await _server_has_lz4(store) else "")


async def test_kept_snapshots_serve_reads_of_the_past(store: EventStore, stream: str) -> None:
    await store.append(stream, events(30))
    await store.keep_snapshot(stream, 4, "test.state.v1", b"four")
    await store.keep_snapshot(stream, 12, "test.state.v1", b"twelve")
    await store.keep_snapshot(stream, 20, "test.state.v0", b"twenty in an older shape")
    assert await store.save_snapshot(stream, 25, "test.state.v1", b"latest")

    async def at(version: int, type: str | None = "test.state.v1") -> bytes | None:
        found = await store.load_snapshot(stream, at_or_before=version, type=type)
        return None if found is None else found.data

    assert await at(3) is None
    assert (await at(4), await at(11), await at(12), await at(24)) == (b"four", b"four", b"twelve", b"twelve")
    assert await at(25) == await at(10_000) == b"latest", "the latest snapshot counts too"
    assert await at(22) == b"twelve", "a snapshot of another shape is skipped, not returned"
    assert await at(22, type=None) == b"twenty in an older shape"
    found = await store.load_snapshot(stream, at_or_before=13)
    assert found is not None and (found.stream, found.version, found.type) == (stream, 12, "test.state.v1")
    # Keeping never replaces the latest snapshot, and keeping a version again replaces only its data.
    await store.keep_snapshot(stream, 12, "test.state.v1", b"twelve again")
    assert await at(12) == b"twelve again"
    latest = await store.load_snapshot(stream)
    assert latest is not None and latest.data == b"latest"
    with pytest.raises(ValueError, match="no version 30"):
        await store.keep_snapshot(stream, 30, "test.state.v1", b"ahead of the stream")
