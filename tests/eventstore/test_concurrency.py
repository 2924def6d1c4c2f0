"""Concurrent writers and crashed writers: no event lost, none duplicated, nothing half-written."""

from __future__ import annotations

import asyncio

import asyncpg

from eventstore import EventStore, NewEvent, WrongExpectedVersion
from tests.eventstore.factories import event, events


async def test_fifty_writers_with_exact_versions_and_retries(store: EventStore, stream: str) -> None:
    """Each writer reads the version, appends with it, and on conflict reloads and retries."""
    writers = 50
    conflicts = 0

    async def writer(e: NewEvent) -> int:
        nonlocal conflicts
        while True:
            version = await store.stream_version(stream)
            try:
                return (await store.append(stream, [e], version)).first_version
            except WrongExpectedVersion as error:
                assert error.actual > version, "a conflict always means the stream moved forward"
                conflicts += 1

    mine = events(writers)
    landed = await asyncio.gather(*(writer(e) for e in mine))

    stored = await store.read_stream(stream)
    assert [e.version for e in stored] == list(range(writers)), "versions 0..N-1, no holes"
    assert sorted(e.id for e in stored) == sorted(e.id for e in mine), "every event exactly once"
    assert sorted(landed) == list(range(writers))
    assert [e.position for e in stored] == sorted(e.position for e in stored)
    assert conflicts > 0, "the writers really did race"
    assert (await store.verify(stream)).ok


async def test_concurrent_any_appends_to_one_stream_serialise(store: EventStore, stream: str) -> None:
    results = await asyncio.gather(*(store.append(stream, events(3)) for _ in range(20)))
    firsts = sorted(r.first_version for r in results)
    assert firsts == list(range(0, 60, 3))
    assert (await store.verify(stream)).ok


async def _wait_for_blocked_append(admin: asyncpg.Connection) -> int:
    for _ in range(500):
        pid = await admin.fetchval(
            """SELECT pid FROM pg_stat_activity
                WHERE datname = current_database() AND query LIKE '%append_events%'
                  AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()"""
        )
        if pid is not None:
            return int(pid)
        await asyncio.sleep(0.01)
    raise AssertionError("the append never got stuck where the test holds it")


async def test_connection_killed_mid_append_leaves_nothing(store: EventStore, store_url: str, stream: str) -> None:
    """Kill the backend while the append has inserted part of its batch but not committed."""
    await store.append(stream, events(2))
    batch = events(50)
    admin = await asyncpg.connect(store_url)
    blocker = await asyncpg.connect(store_url)
    try:
        # Another transaction holds the last event's id uncommitted (in another stream): the append inserts
        # its first 49 rows, then waits on that id's unique-index entry. That is the moment to kill it.
        blocking = blocker.transaction()
        await blocking.start()
        await blocker.fetchrow(
            "SELECT * FROM append_events($1, -2, $2, $3, $4, $5, $6)",
            stream + "-blocker",
            [batch[-1].id],
            ["test.blocker"],
            [1],
            [b"{}"],
            [b"{}"],
        )
        append = asyncio.create_task(store.append(stream, batch, 1))
        pid = await _wait_for_blocked_append(admin)
        assert await admin.fetchval("SELECT pg_terminate_backend($1)", pid)
        try:
            await append
            raise AssertionError("the killed append reported success")
        except (asyncpg.PostgresError, asyncpg.InterfaceError, ConnectionError):
            pass
        await blocking.rollback()
    finally:
        await blocker.close()
        await admin.close()

    assert await store.stream_version(stream) == 1, "nothing of the killed append is visible"
    assert len(await store.read_stream(stream)) == 2
    # The stream carries on from where it was, with no hole left behind.
    retried = await store.append(stream, batch, 1)
    assert (retried.first_version, retried.last_version) == (2, 51)
    assert (await store.verify(stream)).ok


async def test_connection_killed_before_commit_leaves_nothing(store_url: str, store: EventStore, stream: str) -> None:
    """A writer inside an explicit transaction dies after appending: the append never happened."""
    writer = await asyncpg.connect(store_url)
    admin = await asyncpg.connect(store_url)
    try:
        await writer.execute("BEGIN")
        e = event()
        await writer.fetchrow(
            "SELECT * FROM append_events($1, -1, $2, $3, $4, $5, $6)",
            stream,
            [e.id],
            [e.type],
            [1],
            [e.data],
            [b"{}"],
        )
        await admin.fetchval("SELECT pg_terminate_backend($1)", writer.get_server_pid())
    finally:
        writer.terminate()
        await admin.close()
    assert await store.stream_version(stream) == -1
    assert (await store.append(stream, [e], -1)).first_version == 0


async def test_kept_connections_go_back_to_a_pool_others_wait_on(store_url: str, stream: str) -> None:
    """The store keeps connections between operations, but never starves other users of its pool."""
    async with await EventStore.connect(store_url, min_size=1, max_size=3) as shared:
        await asyncio.gather(*(shared.append(f"{stream}-{i}", [event()]) for i in range(3)))  # keeps all three
        held = [await asyncio.wait_for(shared.pool.acquire(), 2) for _ in range(3)]  # someone else needs them
        assert len(held) == 3
        for conn in held:
            await shared.pool.release(conn)
        assert (await shared.append(stream, [event()])).first_version == 0
