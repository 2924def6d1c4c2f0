"""NDJSON export and chain-checked import (eventstore/transfer.py) between two real databases."""

from __future__ import annotations

import asyncio
import io
import json
import uuid
from collections.abc import AsyncIterator, Iterator

import asyncpg
import pytest

from eventstore.events import NewEvent
from eventstore.store import EventStore
from eventstore.transfer import ImportRefused, Unexportable, export_streams, import_lines
from tests.scratch_databases import scratch_database


@pytest.fixture
async def source(server_url: str) -> AsyncIterator[EventStore]:
    async with scratch_database(server_url) as url:
        store = await EventStore.connect(url, min_size=1, max_size=4)
        yield store
        await store.close()


@pytest.fixture
async def target(server_url: str) -> AsyncIterator[EventStore]:
    async with scratch_database(server_url) as url:
        store = await EventStore.connect(url, min_size=1, max_size=4)
        yield store
        await store.close()


def _event(i: int, **extra: object) -> NewEvent:
    body = {"type": "t.happened", "n": i, "text": 'ünïcödé "quoted" \\ back\\slash \u2028 tab\t', **extra}
    return NewEvent(
        id=uuid.uuid4(),
        type="t.happened",
        data=json.dumps(body, ensure_ascii=False).encode(),
        metadata={"actor": f"m{i % 3}", "table_id": "t-1", "time": "2024-05-01T20:00:00+00:00"},
    )


async def _fill(store: EventStore, streams: dict[str, int]) -> None:
    for stream, count in streams.items():
        done = 0
        while done < count:
            batch = [_event(done + i) for i in range(min(7, count - done))]
            await store.append(stream, batch)
            done += len(batch)


async def _export(store: EventStore, streams: list[str]) -> bytes:
    out = io.BytesIO()
    await export_streams(store.pool, streams, out)
    return out.getvalue()


def _lines(blob: bytes) -> list[bytes]:
    return blob.splitlines(keepends=True)


async def _count(store: EventStore) -> int:
    return int(await store.pool.fetchval("SELECT count(*) FROM events"))


async def test_export_then_import_copies_every_event_byte_for_byte(source: EventStore, target: EventStore) -> None:
    await _fill(source, {"campaign-a": 40, "campaign-b": 9, "other": 3})
    exported: list[int] = []
    out = io.BytesIO()
    written = await export_streams(source.pool, ["campaign-a", "campaign-b"], out, progress=exported.append)
    blob = out.getvalue()
    assert written.events == 49 == sum(exported) == len(_lines(blob)) - 1
    last = (await source.read_stream_backward("campaign-a", limit=1))[0]
    assert written.heads["campaign-a"] == (39, last.hash) and written.heads["campaign-b"][0] == 8
    header = json.loads(_lines(blob)[0])
    assert header == {
        "format": "chronicle-events",
        "format_version": 1,
        "streams": {
            "campaign-a": {"events": 40, "head_hash": last.hash.hex()},
            "campaign-b": {"events": 9, "head_hash": written.heads["campaign-b"][1].hex()},
        },
    }
    first = json.loads(_lines(blob)[1])
    assert set(first) >= {"position", "stream", "version", "id", "type", "hash", "data", "metadata", "recorded_at"}

    imported: list[int] = []
    counts = await import_lines(target.pool, _lines(blob), progress=imported.append, batch_size=10)
    assert counts == {"campaign-a": 40, "campaign-b": 9}
    assert sum(imported) == 49
    for stream in ("campaign-a", "campaign-b"):
        before = await source.read_stream(stream, upcast=False)
        after = await target.read_stream(stream, upcast=False)
        strip = [(e.version, e.id, e.type, e.schema_version, e.data, e.metadata, e.recorded_at, e.hash) for e in before]
        assert strip == [
            (e.version, e.id, e.type, e.schema_version, e.data, e.metadata, e.recorded_at, e.hash) for e in after
        ]
        verified = await target.verify(stream)
        assert verified.ok and verified.checked == len(before)
        assert verified.head_hash == before[-1].hash
    assert await target.list_streams() == ["campaign-a", "campaign-b"]
    # the copy exports identically again (positions aside: the target numbers its own global log)
    again = [json.loads(line) for line in _lines(await _export(target, ["campaign-a", "campaign-b"]))]
    original = [json.loads(line) for line in _lines(blob)]
    assert again[0] == original[0]  # the same header
    for row in (*again[1:], *original[1:]):
        row.pop("position")
        row.pop("recorded_at")  # rendered in the session's time zone; recorded_at_us is the exact value
    assert again == original


async def test_a_broken_chain_is_refused_and_nothing_is_written(source: EventStore, target: EventStore) -> None:
    await _fill(source, {"campaign-a": 12, "campaign-b": 5})
    lines = _lines(await _export(source, ["campaign-a", "campaign-b"]))
    row = json.loads(lines[7])
    row["data"]["n"] = 999  # an edited event keeps its old hash
    lines[7] = json.dumps(row, ensure_ascii=False).encode() + b"\n"
    with pytest.raises(ImportRefused) as refused:
        await import_lines(target.pool, lines, batch_size=2)
    assert (refused.value.line, refused.value.stream, refused.value.version) == (8, "campaign-a", 6)
    assert await _count(target) == 0


async def test_a_missing_or_reordered_event_is_refused(source: EventStore, target: EventStore) -> None:
    await _fill(source, {"campaign-a": 6})
    lines = _lines(await _export(source, ["campaign-a"]))
    with pytest.raises(ImportRefused, match="version 3 where 2 was due") as refused:
        await import_lines(target.pool, lines[:3] + lines[4:])  # the header, versions 0, 1, then 3
    assert refused.value.version == 2
    with pytest.raises(ImportRefused, match="version 1 where 0 was due"):
        await import_lines(target.pool, [lines[0], *lines[2:]])
    assert await _count(target) == 0


async def test_a_file_cut_off_at_a_line_break_is_refused(source: EventStore, target: EventStore) -> None:
    await _fill(source, {"campaign-a": 6, "campaign-b": 4})
    lines = _lines(await _export(source, ["campaign-a", "campaign-b"]))
    with pytest.raises(ImportRefused, match="holds 2 of the 4 events of campaign-b its header announces"):
        await import_lines(target.pool, lines[:-2])  # every line left still chains
    with pytest.raises(ImportRefused, match="holds 0 of the 4 events of campaign-b"):
        await import_lines(target.pool, lines[:7])
    header = json.loads(lines[0])
    header["streams"]["campaign-a"]["head_hash"] = "00" * 32
    with pytest.raises(ImportRefused, match="campaign-a does not end with the head hash its header announces"):
        await import_lines(target.pool, [json.dumps(header).encode() + b"\n", *lines[1:]])
    del header["streams"]["campaign-a"]
    with pytest.raises(ImportRefused, match="events of campaign-a, which its header does not announce"):
        await import_lines(target.pool, [json.dumps(header).encode() + b"\n", *lines[1:]])
    header["format"] = "someone-elses-events"
    with pytest.raises(ImportRefused, match="this is a 'someone-elses-events' file"):
        await import_lines(target.pool, [json.dumps(header).encode() + b"\n", *lines[1:]])
    assert await _count(target) == 0
    # without a header (a file put together by hand) the chains are all there is to check
    assert await import_lines(target.pool, lines[1:]) == {"campaign-a": 6, "campaign-b": 4}


async def test_a_line_that_is_not_an_event_is_refused(source: EventStore, target: EventStore) -> None:
    await _fill(source, {"campaign-a": 3})
    lines = _lines(await _export(source, ["campaign-a"]))
    with pytest.raises(ImportRefused, match="line 3 is not an exported event") as refused:
        await import_lines(target.pool, [*lines[:2], b'{"stream": "campaign-a"}\n'])
    assert refused.value.line == 3
    assert await _count(target) == 0


async def test_a_stream_that_already_exists_is_refused(source: EventStore, target: EventStore) -> None:
    await _fill(source, {"campaign-a": 4, "campaign-b": 3})
    lines = _lines(await _export(source, ["campaign-a", "campaign-b"]))
    await _fill(target, {"campaign-b": 1})
    with pytest.raises(ImportRefused, match="campaign-b already exists"):
        await import_lines(target.pool, lines)
    assert await _count(target) == 1
    # importing the same file twice: the second run finds the streams there
    assert await import_lines(source.pool, []) == {}
    with pytest.raises(ImportRefused, match="already exists"):
        await import_lines(source.pool, lines)
    assert await _count(source) == 7


async def test_an_interrupted_import_leaves_nothing(source: EventStore, target: EventStore) -> None:
    await _fill(source, {"campaign-a": 30})
    lines = _lines(await _export(source, ["campaign-a"]))

    def interrupted() -> Iterator[bytes]:
        for i, line in enumerate(lines):
            if i == 20:
                raise KeyboardInterrupt
            yield line

    with pytest.raises(KeyboardInterrupt):
        await import_lines(target.pool, interrupted(), batch_size=5)
    assert await _count(target) == 0
    # the pool is still usable and the same file then imports in full
    assert await import_lines(target.pool, lines) == {"campaign-a": 30}
    assert (await target.verify("campaign-a")).ok


async def test_a_cancelled_import_leaves_nothing(source: EventStore, target: EventStore) -> None:
    """Ctrl-C under asyncio.run cancels the main task; wherever the cancellation lands, nothing is kept."""
    await _fill(source, {"campaign-a": 30})
    lines = _lines(await _export(source, ["campaign-a"]))
    for cancel_at in (0, 10, len(lines) - 1):

        def cancelled(at: int = cancel_at) -> Iterator[bytes]:
            for i, line in enumerate(lines):
                if i == at:
                    # the import's own task: cancelled at its next await, mid-COPY or waiting for its end
                    current = asyncio.current_task()
                    assert current is not None
                    current.cancel()
                yield line

        task = asyncio.create_task(import_lines(target.pool, cancelled()))
        with pytest.raises(asyncio.CancelledError):
            await task
        assert await _count(target) == 0
    conn: asyncpg.Connection
    async with target.pool.acquire() as conn:
        assert await conn.fetchval("SELECT 1") == 1
    assert await import_lines(target.pool, lines) == {"campaign-a": 30}


async def test_an_event_stored_with_a_raw_line_break_is_not_exported_half_way(source: EventStore) -> None:
    await _fill(source, {"campaign-a": 2})
    await source.append("campaign-a", [NewEvent(uuid.uuid4(), "t.pretty", b'{\n  "n": 1\n}')])
    with pytest.raises(Unexportable, match="raw line break"):
        await _export(source, ["campaign-a"])
