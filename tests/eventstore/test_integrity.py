"""Audits of a stream's hash chain (eventstore/integrity.py) against real tampering in PostgreSQL.

Each test edits the `events` table the way an intruder with database access would: inside one
transaction that disables the append-only trigger, so nothing else in the database is affected.
"""

from __future__ import annotations

import io
import json
import multiprocessing
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from typing import Any

import pytest

from eventstore.events import NewEvent
from eventstore.integrity import Published, audit_stream
from eventstore.store import EventStore
from eventstore.transfer import export_streams, import_lines
from eventstore.verification import verify_stream, verify_stream_parallel
from tests.scratch_databases import scratch_database


@pytest.fixture
async def store(server_url: str) -> AsyncIterator[EventStore]:
    async with scratch_database(server_url) as url:
        s = await EventStore.connect(url, min_size=1, max_size=3)
        yield s
        await s.close()


async def _stream(store: EventStore, length: int = 10) -> str:
    stream = f"campaign-{uuid.uuid4()}"
    for i in range(length):
        data = json.dumps({"type": "t.rolled", "n": i, "faces": [i % 6 + 1, 3]}).encode()
        await store.append(stream, [NewEvent(uuid.uuid4(), "t.rolled", data, metadata={"actor": "m1"})])
    return stream


async def tamper(store: EventStore, *statements: str) -> None:
    async with store.pool.acquire() as conn, conn.transaction():
        await conn.execute("ALTER TABLE events DISABLE TRIGGER events_append_only")
        for sql in statements:
            await conn.execute(sql)
        await conn.execute("ALTER TABLE events ENABLE TRIGGER events_append_only")


async def test_an_intact_stream_reports_its_head(store: EventStore) -> None:
    stream = await _stream(store)
    last = (await store.read_stream_backward(stream, limit=1))[0]
    report = await audit_stream(store.pool, stream)
    assert report.ok and report.problem is None and report.events == 10
    assert (report.head_version, report.head_hash) == (9, last.hash.hex())
    # a published head the log still leads to, at the end or earlier
    assert (await audit_stream(store.pool, stream, Published(9, last.hash))).published_matches
    fifth = (await store.read_stream(stream, 5, 1))[0]
    later = await audit_stream(store.pool, stream, Published(5, fifth.hash))
    assert later.ok and later.published_matches and later.published_version == 5


async def test_an_altered_event_is_found_at_its_version(store: EventStore) -> None:
    stream = await _stream(store)
    await tamper(
        store,
        f'UPDATE events SET data = \'{{"type": "t.rolled", "n": 6, "faces": [6, 6]}}\' '
        f"WHERE stream = '{stream}' AND version = 6",
    )
    report = await audit_stream(store.pool, stream)
    assert not report.ok
    assert (report.first_bad_version, report.problem) == (6, "altered")
    assert report.head_version == 5 and report.events == 7
    assert "version 6 was altered" in (report.reason or "")


async def test_an_altered_hash_is_found_at_its_version(store: EventStore) -> None:
    stream = await _stream(store)
    await tamper(store, f"UPDATE events SET hash = sha256('x') WHERE stream = '{stream}' AND version = 3")
    report = await audit_stream(store.pool, stream)
    assert (report.ok, report.first_bad_version, report.problem) == (False, 3, "altered")


async def test_a_deleted_event_is_found(store: EventStore) -> None:
    stream = await _stream(store)
    await tamper(store, f"DELETE FROM events WHERE stream = '{stream}' AND version = 4")
    report = await audit_stream(store.pool, stream)
    assert (report.ok, report.first_bad_version, report.problem) == (False, 4, "deleted")
    assert report.head_version == 3


async def test_a_deleted_event_whose_hole_was_closed_is_found(store: EventStore) -> None:
    stream = await _stream(store)
    await tamper(
        store,
        f"DELETE FROM events WHERE stream = '{stream}' AND version = 4",
        f"UPDATE events SET version = version - 1 WHERE stream = '{stream}' AND version > 4",
    )
    report = await audit_stream(store.pool, stream)
    assert (report.ok, report.first_bad_version, report.problem) == (False, 4, "deleted")
    assert "moved down" in (report.reason or "")


async def test_an_inserted_event_is_found(store: EventStore) -> None:
    stream = await _stream(store)
    # shift versions 5.. up by one (from the top, so the unique key never clashes) and slip a row in at 5
    await tamper(
        store,
        *[f"UPDATE events SET version = {v + 1} WHERE stream = '{stream}' AND version = {v}" for v in range(9, 4, -1)],
        f"INSERT INTO events (stream, version, id, type, schema_version, data, metadata, recorded_at, hash) "
        f"SELECT stream, 5, gen_random_uuid(), type, schema_version, data, metadata, recorded_at, hash "
        f"FROM events WHERE stream = '{stream}' AND version = 4",
    )
    report = await audit_stream(store.pool, stream)
    assert (report.ok, report.first_bad_version, report.problem) == (False, 5, "inserted")


async def test_an_inserted_event_with_a_reused_position_is_found(store: EventStore) -> None:
    """An intruder may even pick a free position lower than its neighbours' (OVERRIDING SYSTEM VALUE)."""
    stream = await _stream(store)
    await tamper(
        store,
        *[f"UPDATE events SET version = {v + 1} WHERE stream = '{stream}' AND version = {v}" for v in range(9, 4, -1)],
        f"INSERT INTO events (position, stream, version, id, type, schema_version, data, metadata, recorded_at, hash) "
        f"OVERRIDING SYSTEM VALUE SELECT -1, stream, 5, gen_random_uuid(), type, schema_version, data, metadata, "
        f"recorded_at, hash FROM events WHERE stream = '{stream}' AND version = 4",
    )
    report = await audit_stream(store.pool, stream)
    assert (report.ok, report.first_bad_version, report.problem) == (False, 5, "inserted")


async def test_a_truncated_log_is_found_against_its_published_head(store: EventStore) -> None:
    stream = await _stream(store)
    head = (await store.read_stream_backward(stream, limit=1))[0]
    await tamper(store, f"DELETE FROM events WHERE stream = '{stream}' AND version >= 8")
    assert (await audit_stream(store.pool, stream)).ok  # no chain can see a shortened tail on its own
    report = await audit_stream(store.pool, stream, Published(head.version, head.hash))
    assert (report.ok, report.problem, report.first_bad_version) == (False, "truncated", 8)
    assert report.published_matches is False


async def test_a_rewritten_log_is_found_against_its_published_head(store: EventStore) -> None:
    stream = await _stream(store)
    head = (await store.read_stream_backward(stream, limit=1))[0]
    # rewrite event 2 and recompute every hash after it with the database's own function: a perfect chain
    await tamper(
        store,
        f'UPDATE events SET data = \'{{"type": "t.rolled", "n": 2, "faces": [6, 6]}}\' '
        f"WHERE stream = '{stream}' AND version = 2",
        *[
            f"UPDATE events e SET hash = sha256(coalesce((SELECT p.hash FROM events p WHERE p.stream = e.stream "
            f"AND p.version = e.version - 1), '') || event_canonical_bytes(e.stream, e.version, e.id, e.type, "
            f"e.schema_version, e.recorded_at, convert_to(e.data::text, 'UTF8'), "
            f"convert_to(e.metadata::text, 'UTF8'))) WHERE e.stream = '{stream}' AND e.version = {v}"
            for v in range(2, 10)
        ],
    )
    assert (await audit_stream(store.pool, stream)).ok
    report = await audit_stream(store.pool, stream, Published(head.version, head.hash))
    assert (report.ok, report.problem, report.published_matches) == (False, "rewritten", False)


class CountingExecutor(Executor):
    """Worker processes that count the ranges handed to them."""

    def __init__(self, inner: Executor) -> None:
        self.inner = inner
        self.submitted = 0

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        self.submitted += 1
        return self.inner.submit(fn, *args, **kwargs)


@pytest.fixture(scope="module")
def processes() -> Iterator[Executor]:
    with ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("spawn")) as pool:
        yield pool


@pytest.fixture
async def store_at(server_url: str) -> AsyncIterator[tuple[EventStore, str]]:
    async with scratch_database(server_url) as url:
        s = await EventStore.connect(url, min_size=1, max_size=3)
        yield s, url
        await s.close()


TAMPERING = {
    "intact": [],
    "altered in a later range": [
        'UPDATE events SET data = \'{"type": "t.rolled", "n": 0, "faces": [6, 6]}\' '
        "WHERE stream = '{stream}' AND version = 27"
    ],
    "hash altered where a range ends": [
        "UPDATE events SET hash = sha256('x') WHERE stream = '{stream}' AND version = 19"
    ],
    "hash altered where a range starts": [
        "UPDATE events SET hash = sha256('x') WHERE stream = '{stream}' AND version = 20"
    ],
    "deleted in the first range": ["DELETE FROM events WHERE stream = '{stream}' AND version = 4"],
    "the last event deleted, a snapshot ahead": [
        "DELETE FROM events WHERE stream = '{stream}' AND version = 44",
        "INSERT INTO snapshots (stream, version, type, data) VALUES ('{stream}', 44, 's', 'x')",
    ],
}


@pytest.mark.parametrize("case", list(TAMPERING))
async def test_ranges_checked_by_worker_processes_report_what_the_walk_reports(
    store_at: tuple[EventStore, str], processes: Executor, case: str
) -> None:
    """A chain checked range by range in worker processes (each from the stored hash before its range,
    the ranges joined where those hashes meet) reports exactly what one walk in order reports."""
    store, url = store_at
    stream = await _stream(store, 45)
    await tamper(store, *(sql.replace("{stream}", stream) for sql in TAMPERING[case]))
    workers = CountingExecutor(processes)
    parallel = await verify_stream_parallel(store.pool, stream, dsn=url, processes=workers, chunk=10)
    assert workers.submitted == 5  # versions 0-9, 10-19, 20-29, 30-39, 40 to the end
    assert parallel == await verify_stream(store.pool, stream)
    assert parallel.ok == (case == "intact")
    if parallel.ok:
        assert parallel.checked == 45


async def test_a_worker_whose_connection_was_closed_under_it_connects_again(
    store_at: tuple[EventStore, str], processes: Executor
) -> None:
    """A worker keeps its connection between checks; the database may close it meanwhile (a restart, an
    idle-session timeout, an operator). The next check still answers, and the one after uses a new one."""
    store, url = store_at
    stream = await _stream(store, 45)
    assert (await verify_stream_parallel(store.pool, stream, dsn=url, processes=processes, chunk=10)).ok
    async with store.pool.acquire() as conn:
        closed = await conn.fetchval(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
            "WHERE application_name = 'chronicle-verify' AND datname = current_database()"
        )
    assert closed > 0
    for _ in range(2):
        parallel = await verify_stream_parallel(store.pool, stream, dsn=url, processes=processes, chunk=10)
        assert parallel == await verify_stream(store.pool, stream)
        assert parallel.ok and parallel.checked == 45


async def test_workers_reading_a_database_behind_the_one_that_found_the_last_version_check_no_less(
    store_at: tuple[EventStore, str], processes: Executor, server_url: str
) -> None:
    """Workers read the rows from `dsn`, which may be a standby behind the connection that found the
    stream's last version (the server's DATABASE_READ_URL): the last range ends at that version, so a worker
    that finds fewer events reports its range incomplete and the stream is walked on the connection, instead
    of vouching for the shorter chain it saw."""
    store, _url = store_at
    stream = await _stream(store, 42)
    out = io.BytesIO()
    await export_streams(store.pool, [stream], out)
    for i in range(3):  # the stream goes on where the copy (the standby) does not
        data = json.dumps({"type": "t.rolled", "n": 42 + i, "faces": [1, 3]}).encode()
        await store.append(stream, [NewEvent(uuid.uuid4(), "t.rolled", data, metadata={"actor": "m1"})])
    async with scratch_database(server_url) as behind_url:
        behind = await EventStore.connect(behind_url, min_size=1, max_size=2)
        try:
            await import_lines(behind.pool, out.getvalue().splitlines(keepends=True))
            assert await behind.stream_version(stream) == 41
        finally:
            await behind.close()
        workers = CountingExecutor(processes)
        parallel = await verify_stream_parallel(store.pool, stream, dsn=behind_url, processes=workers, chunk=10)
    assert workers.submitted == 5
    assert parallel == await verify_stream(store.pool, stream)
    assert parallel.ok and parallel.checked == 45
