"""Snapshots are written in the background: the newest per stream, one write at a time, failures logged, and
shutdown bounded."""

from __future__ import annotations

import asyncio
import itertools
import logging
import uuid
from collections.abc import AsyncIterator

import pytest

from eventstore import EventStore, NewEvent, migrate
from server.adapters.snapshots import SnapshotWriter


@pytest.fixture
async def store(database_url: str) -> AsyncIterator[EventStore]:
    await migrate(database_url)
    s = await EventStore.connect(database_url, min_size=1, max_size=4)
    yield s
    await s.close()


async def _stream_of(store: EventStore, events: int) -> str:
    stream = f"snapshots-{uuid.uuid4()}"
    await store.append(stream, [NewEvent(uuid.uuid4(), "test.happened", b"{}") for _ in range(events)])
    return stream


async def test_the_newest_queued_snapshot_of_each_stream_is_written(store: EventStore) -> None:
    a, b = await _stream_of(store, 5), await _stream_of(store, 3)
    writer = SnapshotWriter(store)
    writer.save(a, 1, "state/1", b"one")
    writer.save(a, 4, "state/1", b"four")
    writer.save(a, 2, "state/1", b"two")  # older than the one queued for `a`: dropped
    writer.save(b, 2, "state/1", b"b-two")
    await writer.flush()
    snap_a, snap_b = await store.load_snapshot(a), await store.load_snapshot(b)
    assert snap_a is not None and (snap_a.version, snap_a.data) == (4, b"four")
    assert snap_b is not None and (snap_b.version, snap_b.data) == (2, b"b-two")


async def test_a_failed_write_is_logged_and_the_rest_still_written(
    store: EventStore, caplog: pytest.LogCaptureFixture
) -> None:
    stream = await _stream_of(store, 2)
    missing = f"snapshots-{uuid.uuid4()}"  # no events: the store refuses a snapshot of it
    writer = SnapshotWriter(store)
    writer.save(missing, 7, "state/1", b"nothing to describe")
    writer.save(stream, 1, "state/1", b"kept")
    with caplog.at_level(logging.ERROR, logger="chronicle.server"):
        await writer.flush()
    assert any(missing in r.getMessage() for r in caplog.records)
    snap = await store.load_snapshot(stream)
    assert snap is not None and snap.data == b"kept"
    assert await store.load_snapshot(missing) is None


class _StuckStore:
    """A store whose snapshot writes never finish (a database that stopped answering)."""

    async def save_snapshot(self, stream: str, version: int, type: str, data: bytes) -> bool:
        await asyncio.Event().wait()
        return True


async def test_close_gives_up_on_writes_that_do_not_finish(caplog: pytest.LogCaptureFixture) -> None:
    writer = SnapshotWriter(_StuckStore())  # type: ignore[arg-type]
    writer.save("campaign-a", 3, "state/1", b"a")
    writer.save("campaign-b", 5, "state/1", b"b")
    with caplog.at_level(logging.WARNING, logger="chronicle.server"):
        await writer.close(timeout=0.05)  # returns: save() never waited, and close() does not wait forever
    assert any("2 snapshot(s)" in r.getMessage() for r in caplog.records)
    await writer.flush()  # nothing left running
    writer.save("campaign-c", 1, "state/1", b"c")  # after close: ignored, no writer started
    await writer.flush()


def test_each_campaign_snapshots_once_per_interval_at_an_offset_of_its_own() -> None:
    """Campaigns moving in step (set up together, played by one bot) do not all take their snapshots at once."""
    from application.snapshot_policy import SnapshotPolicy

    policy = SnapshotPolicy(SnapshotWriter(_StuckStore()), every=200)  # type: ignore[arg-type]  # (no I/O here)
    campaigns = [uuid.uuid4() for _ in range(64)]
    due_at: dict[uuid.UUID, list[int]] = {c: [] for c in campaigns}
    for version in range(1, 1000):  # one event per command, every campaign in step
        for c in campaigns:
            if policy.due(c, version - 1, version):
                due_at[c].append(version)
    for versions in due_at.values():
        assert len(versions) in (4, 5) and all(b - a == 200 for a, b in itertools.pairwise(versions))
    first_points = [versions[0] for versions in due_at.values()]
    assert len(set(first_points)) > 48, "spread over the interval, not all at the same version"
    # A command of many events that jumps over a point takes the snapshot too.
    c = campaigns[0]
    assert policy.due(c, due_at[c][0] - 3, due_at[c][0] + 3)
    assert not policy.due(c, due_at[c][0], due_at[c][0] + 199)
