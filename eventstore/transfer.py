"""Moving streams between databases as NDJSON, through COPY in both directions.

A header line, then one line per event, streams one after the other, each in version order:

    {"format":"chronicle-events","format_version":1,"streams":{"<stream>":{"events":…,"head_hash":"<hex>"}}}
    {"position":…, "stream":"…", "version":…, "id":"…", "type":"…", "schema_version":…,
     "recorded_at":"…", "recorded_at_us":…, "hash":"<hex>", "data":{…}, "metadata":{…}, "personal":{…}}

`personal` (absent when the event keeps none) carries the personal values kept beside the event, outside what
its hash covers (eventstore/personal.py); an import checks each against the digest token its `data` holds.

`data` and `metadata` are embedded verbatim (PostgreSQL's `json` keeps the exact stored bytes), so an
importer can recompute every hash from the line alone (eventstore/hashing.py). `recorded_at_us` is the
exact time the hash covers (microseconds since the Unix epoch); `recorded_at` is the same instant as text,
for people. `position` is where the event sat in the exporting database's global log; it is not carried
over: the importing database numbers its own log. The header says how many events of each stream follow and
the hash of the last: a file cut off at a line break still chains, and only the header gives it away.

Export is a `COPY (SELECT …) TO STDOUT` per stream of lines the database builds itself, all in one
read-only repeatable-read transaction (a consistent snapshot). Import re-checks each
stream's hash chain (starting at version 0, no gaps) while it streams rows into `COPY events FROM STDIN`
inside one transaction, so a broken chain, a bad line, a stream that already exists or an interruption
(an exception, Ctrl-C, a cancelled task) leaves nothing behind.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import struct
import uuid
from collections.abc import AsyncIterator, Callable, Iterable, Iterator
from datetime import datetime
from typing import Any, BinaryIO, Protocol

import asyncpg
import msgspec

from eventstore.connections import PgConnection
from eventstore.errors import EventStoreError
from eventstore.personal import problems as personal_problems
from eventstore.rows import timestamp

# Each line is built by concatenation rather than json_build_object (4× slower): `data` and `metadata` are
# json, so their text is the stored bytes verbatim; stream and type go through to_json for escaping.
_EXPORT = """
SELECT '{"position":' || position || ',"stream":' || to_json(stream)::text || ',"version":' || version
       || ',"id":"' || id || '","type":' || to_json(type)::text || ',"schema_version":' || schema_version
       || ',"recorded_at":' || to_json(recorded_at)::text
       || ',"recorded_at_us":' || (extract(epoch FROM recorded_at) * 1000000)::bigint
       || ',"hash":"' || encode(hash, 'hex') || '","data":' || data::text || ',"metadata":' || metadata::text
       || CASE WHEN personal IS NULL THEN '' ELSE ',"personal":' || personal::text END
       || '}'
  FROM events WHERE stream = $1 ORDER BY version
"""
# CSV with a quote and a delimiter that JSON text never contains raw (JSON escapes every control character
# inside strings, and our writers never put raw newlines between tokens): COPY then writes each line
# verbatim, with none of the text format's backslash escaping.
_CSV_QUOTE, _CSV_DELIMITER = "\x01", "\x02"
# A stream is read in version order straight off its (stream, version) index. Without statistics that
# know how long a stream is, the planner may pick a bitmap scan and an on-disk sort instead, 3× slower.
_EXPORT_PLAN = "SET LOCAL enable_bitmapscan = off; SET LOCAL enable_seqscan = off; SET LOCAL enable_sort = off"

_HEAD = "SELECT version, hash FROM events WHERE stream = $1 ORDER BY version DESC LIMIT 1"

_COLUMNS = ["stream", "version", "id", "type", "schema_version", "data", "metadata", "recorded_at", "hash", "personal"]
_IMPORT_LOCK = "SELECT pg_advisory_xact_lock(hashtextextended('chronicle-import', 0))"


class ExportedEvent(msgspec.Struct, frozen=True):
    """One NDJSON line; `data` and `metadata` stay raw bytes so their hash can be checked exactly."""

    stream: str
    version: int
    id: uuid.UUID
    type: str
    schema_version: int
    recorded_at_us: int
    hash: str
    data: msgspec.Raw
    metadata: msgspec.Raw
    position: int | None = None
    recorded_at: str | None = None
    personal: msgspec.Raw = msgspec.Raw(b"")
    """The personal values kept beside the event (eventstore/personal.py), outside what its hash covers;
    absent when it keeps none."""


FORMAT = "chronicle-events"
FORMAT_VERSION = 1


class StreamHead(msgspec.Struct, frozen=True):
    events: int
    head_hash: str


class ExportHeader(msgspec.Struct, frozen=True):
    """The file's first line: what it holds, so an import can tell a complete file from a cut-off one."""

    format: str
    format_version: int
    streams: dict[str, StreamHead]


_HEADER_START = b'{"format":'


class ImportRefused(EventStoreError):
    """The file is not a faithful copy of a log (broken chain, gap, bad line) or would overwrite one."""

    def __init__(
        self, message: str, *, line: int | None = None, stream: str | None = None, version: int | None = None
    ) -> None:
        super().__init__(message)
        self.line, self.stream, self.version = line, stream, version


Progress = Callable[[int], None]
"""Called with the number of events just exported or checked (not a running total)."""


class Unexportable(EventStoreError):
    """An event whose stored JSON holds a raw line break (legal JSON whitespace) cannot sit on one line.

    Chronicle's own writers never produce one; the store accepts any JSON its callers send, so say so
    rather than write a file no importer could read."""


class _Sink(Protocol):
    """Where an export's bytes go: a binary file, or the queue of a streamed export."""

    def write(self, data: bytes, /) -> object: ...


class _CountingWriter:
    """COPY's output sink: writes the lines, counts them, reports progress.

    A problem found in the output is remembered and raised once the COPY is over, never from inside the
    sink: asyncpg aborts a COPY whose sink raises by cancelling the query, which can stall the connection
    when the rows were all received already."""

    def __init__(self, out: _Sink, progress: Progress | None) -> None:
        self.out, self.progress, self.count = out, progress, 0
        self.problem: Exception | None = None

    async def __call__(self, chunk: bytes) -> None:
        if not self.acceptable(chunk):
            return
        self.out.write(chunk)
        self.counted(chunk)

    def acceptable(self, chunk: bytes) -> bool:
        if self.problem is not None:
            return False
        if b"\x01" in chunk:  # CSV quoted a line: it contains a line break
            self.problem = Unexportable("an event's JSON contains a raw line break; it cannot be written as NDJSON")
            return False
        return True

    def counted(self, chunk: bytes) -> None:
        n = chunk.count(b"\n")
        self.count += n
        if self.progress is not None and n:
            self.progress(n)

    def check(self) -> None:
        if self.problem is not None:
            raise self.problem


class Exported(msgspec.Struct, kw_only=True):
    """What an export wrote: how many events, and each stream's head (last version and hash) in the file."""

    events: int
    heads: dict[str, tuple[int, bytes]]


async def export_streams(
    source: asyncpg.Connection | asyncpg.Pool, streams: Iterable[str], out: BinaryIO, progress: Progress | None = None
) -> Exported:
    """Write every event of `streams` to `out` as NDJSON.

    One read-only repeatable-read transaction, so the file is a consistent snapshot of all the streams
    even while others append, and the heads reported are the last lines written for each stream.
    """
    writer = _CountingWriter(out, progress)
    if isinstance(source, asyncpg.Pool):
        async with source.acquire() as conn:
            heads = await _export(conn, list(streams), writer)
    else:
        heads = await _export(source, list(streams), writer)
    return Exported(events=writer.count, heads=heads)


class _Handover:
    """The file a streamed export writes its header to: the (still empty) queue of chunks."""

    def __init__(self, queue: asyncio.Queue[bytes | Exception | None]) -> None:
        self.queue = queue

    def write(self, data: bytes) -> None:
        self.queue.put_nowait(data)


class _QueueWriter(_CountingWriter):
    """COPY's sink for a streamed export: each chunk waits in a bounded queue until the reader takes it, so
    the COPY (and the database) goes no faster than the reader."""

    def __init__(self, queue: asyncio.Queue[bytes | Exception | None]) -> None:
        super().__init__(_Handover(queue), None)
        self.queue = queue

    async def __call__(self, chunk: bytes) -> None:
        if self.acceptable(chunk):
            await self.queue.put(bytes(chunk))  # asyncpg hands COPY's output over in a bytearray
            self.counted(chunk)


async def export_chunks(pool: asyncpg.Pool, streams: Iterable[str], *, buffered: int = 8) -> AsyncIterator[bytes]:
    """What `export_streams` writes, chunk by chunk as the caller takes them (an HTTP answer streamed to a
    client): the same consistent snapshot, but at most `buffered` chunks (COPY's, ~64 KB each) wait in
    memory, however long the streams. An error after the first chunk (an event that cannot be a line)
    ends the iteration with it; leaving the iteration early aborts the COPY and its transaction."""
    queue: asyncio.Queue[bytes | Exception | None] = asyncio.Queue(max(1, buffered))
    names = list(streams)

    async def produce() -> None:
        try:
            async with pool.acquire() as conn:
                await _export(conn, names, _QueueWriter(queue))
        except Exception as exc:
            await queue.put(exc)
        else:
            await queue.put(None)

    producer = asyncio.create_task(produce(), name="export")
    try:
        while (item := await queue.get()) is not None:
            if isinstance(item, Exception):
                raise item
            yield item
        await producer
    finally:
        if not producer.done():
            producer.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await producer


async def _export(conn: PgConnection, streams: list[str], writer: _CountingWriter) -> dict[str, tuple[int, bytes]]:
    heads: dict[str, tuple[int, bytes]] = {}
    async with conn.transaction(isolation="repeatable_read", readonly=True):
        await conn.execute(_EXPORT_PLAN)
        for stream in streams:  # the snapshot's heads, known before a line is written: the header
            head = await conn.fetchrow(_HEAD, stream)
            if head is not None:
                heads[stream] = (head[0], head[1])
        header = ExportHeader(FORMAT, FORMAT_VERSION, {s: StreamHead(v + 1, h.hex()) for s, (v, h) in heads.items()})
        writer.out.write(msgspec.json.encode(header) + b"\n")
        for stream in heads:
            await conn.copy_from_query(
                _EXPORT, stream, output=writer, format="csv", quote=_CSV_QUOTE, delimiter=_CSV_DELIMITER
            )
            writer.check()
    return heads


class _SourceInterrupted(Exception):
    """Carries a BaseException (KeyboardInterrupt, SystemExit) raised by the lines' source through asyncpg.

    asyncpg aborts a COPY cleanly (CopyFail) only for an Exception or a cancellation; anything else would
    leave the connection in the middle of the COPY. We wrap, let the transaction roll back, then re-raise.
    """

    def __init__(self, original: BaseException) -> None:
        super().__init__(repr(original))
        self.original = original


class _Rows:
    """The rows to COPY, checked line by line: versions from 0 without gaps, hashes chained per stream."""

    def __init__(self, lines: Iterable[bytes], progress: Progress | None, batch_size: int) -> None:
        self.lines = lines
        self.progress = progress
        self.batch_size = batch_size
        self.counts: dict[str, int] = {}
        self.heads: dict[str, bytes] = {}
        self.reported = 0
        self.header: ExportHeader | None = None
        """The file's header, when it has one (files from `export_streams` do)."""

    def __iter__(self) -> Iterator[tuple[Any, ...]]:
        try:
            yield from self._rows()
        except (Exception, GeneratorExit):
            raise
        except BaseException as exc:  # KeyboardInterrupt from a file being read, SystemExit, ...
            raise _SourceInterrupted(exc) from exc

    def _rows(self) -> Iterator[tuple[Any, ...]]:
        # The hot loop of an import (~100,000 lines/s): canonical bytes are built as in
        # hashing.canonical_bytes, with each stream's and type's length-prefixed bytes made once and the
        # fixed-size fields packed together. A test holds the two to the same bytes.
        decode = msgspec.json.Decoder(ExportedEvent).decode
        sha256 = hashlib.sha256
        join = b"".join
        pack_version = struct.Struct(">q").pack
        pack_middle = struct.Struct(">iqI").pack  # schema_version, recorded_at (µs), len(data)
        pack_length = struct.Struct(">I").pack
        counts, heads = self.counts, self.heads
        stream_bytes: dict[str, bytes] = {}
        type_bytes: dict[str, bytes] = {}
        progress, batch_size = self.progress, self.batch_size
        last_us: int | None = None
        at: datetime | None = None
        n = 0
        for number, line in enumerate(self.lines, start=1):
            try:
                e = decode(line)
            except (msgspec.DecodeError, msgspec.ValidationError) as err:
                if not line.strip():
                    continue
                if number == 1 and line.startswith(_HEADER_START):
                    self.header = _header(line)
                    continue
                raise ImportRefused(f"line {number} is not an exported event: {err}", line=number) from None
            stream = e.stream
            version = e.version
            expected = counts.get(stream, 0)
            if version != expected:
                raise ImportRefused(
                    f"line {number}: {stream} jumps to version {version} where {expected} was due",
                    line=number,
                    stream=stream,
                    version=expected,
                )
            prefix = stream_bytes.get(stream)
            if prefix is None:
                encoded = stream.encode()
                prefix = stream_bytes[stream] = pack_length(len(encoded)) + encoded
            kind = type_bytes.get(e.type)
            if kind is None:
                encoded = e.type.encode()
                kind = type_bytes[e.type] = pack_length(len(encoded)) + encoded
            data, metadata = bytes(e.data), bytes(e.metadata)
            canonical = join(
                (
                    prefix,
                    pack_version(version),
                    e.id.bytes,
                    kind,
                    pack_middle(e.schema_version, e.recorded_at_us, len(data)),
                    data,
                    pack_length(len(metadata)),
                    metadata,
                )
            )
            digest = sha256(heads[stream] + canonical if expected else canonical).digest()
            if digest.hex() != e.hash:
                raise ImportRefused(
                    f"line {number}: the hash chain of {stream} breaks at version {version} "
                    "(the event or its hash differs from what was appended)",
                    line=number,
                    stream=stream,
                    version=version,
                )
            personal = bytes(e.personal) or None
            if personal is not None and (wrong := personal_problems(data, personal)):
                raise ImportRefused(
                    f"line {number}: {stream} version {version}: {wrong[0]}",
                    line=number,
                    stream=stream,
                    version=version,
                )
            heads[stream] = digest
            counts[stream] = expected + 1
            if e.recorded_at_us != last_us:  # events of one append share their time: build it once
                last_us, at = e.recorded_at_us, timestamp(e.recorded_at_us)
            yield (
                stream,
                version,
                e.id,
                e.type,
                e.schema_version,
                data,
                metadata,
                at,
                digest,
                None if personal is None else personal.decode(),
            )
            n += 1
            if progress is not None and n % batch_size == 0:
                progress(batch_size)
                self.reported += batch_size
        if self.header is not None:
            self._check_complete(self.header)

    def _check_complete(self, header: ExportHeader) -> None:
        """A file whose end was cut off (at a line break) still chains: its header says what it should hold."""
        for stream, announced in header.streams.items():
            held = self.counts.get(stream, 0)
            if held != announced.events:
                raise ImportRefused(
                    f"the file is incomplete: it holds {held} of the {announced.events} events of {stream} "
                    "its header announces",
                    stream=stream,
                    version=held,
                )
            if self.heads[stream].hex() != announced.head_hash:
                raise ImportRefused(
                    f"{stream} does not end with the head hash its header announces", stream=stream, version=held - 1
                )
        extra = sorted(set(self.counts) - set(header.streams))
        if extra:
            raise ImportRefused(f"the file holds events of {extra[0]}, which its header does not announce")


def _header(line: bytes) -> ExportHeader:
    try:
        header = msgspec.json.decode(line, type=ExportHeader)
    except (msgspec.DecodeError, msgspec.ValidationError) as err:
        raise ImportRefused(f"line 1 is not an export header: {err}", line=1) from None
    if header.format != FORMAT or header.format_version > FORMAT_VERSION:
        raise ImportRefused(
            f"this is a {header.format!r} file, version {header.format_version}; this Chronicle reads "
            f"{FORMAT!r} up to version {FORMAT_VERSION}",
            line=1,
        )
    return header


def _raw_json(value: bytes) -> bytes:
    return value


async def import_lines(
    target: asyncpg.Pool | asyncpg.Connection,
    lines: Iterable[bytes],
    progress: Progress | None = None,
    batch_size: int = 5000,
) -> dict[str, int]:
    """Load exported lines into this database; returns the number of events imported per stream.

    Every stream must start at version 0, have no gaps, carry an intact hash chain, and not exist here
    yet. All of it lands in one transaction or none of it does: ImportRefused says why not, and any other
    exception (or KeyboardInterrupt raised while reading `lines`, or cancelling the task) propagates after
    the rollback.
    """
    rows = _Rows(lines, progress, batch_size)
    if isinstance(target, asyncpg.Pool):
        async with target.acquire() as conn:
            await _import(conn, rows)
    else:
        await _import(target, rows)
    if progress is not None:
        progress(sum(rows.counts.values()) - rows.reported)
    return rows.counts


async def _import(conn: PgConnection, rows: _Rows) -> None:
    # json values go over the wire as the bytes we checked (json's binary format is its text): no decoding
    # to str and encoding back. The codec is this connection's alone and is reset before it is released.
    await conn.set_type_codec("json", schema="pg_catalog", encoder=_raw_json, decoder=_raw_json, format="binary")
    try:
        async with conn.transaction():
            # Imports take turns: two imports of one file must not interleave their streams.
            await conn.execute(_IMPORT_LOCK)
            await conn.copy_records_to_table("events", records=rows, columns=_COLUMNS)
    except _SourceInterrupted as interrupted:
        raise interrupted.original from None
    except asyncpg.UniqueViolationError as exc:
        raise _clash(exc) from None
    finally:
        try:
            await conn.reset_type_codec("json", schema="pg_catalog")
        except (asyncpg.InterfaceError, asyncpg.PostgresError, OSError):
            conn.terminate()  # interrupted mid-operation: never hand this connection back as it is


def _clash(exc: asyncpg.UniqueViolationError) -> ImportRefused:
    detail = getattr(exc, "detail", "") or ""
    if exc.constraint_name == "events_id_key":
        return ImportRefused(f"an event of the file is already stored here (imported before?): {detail}")
    stream = None
    if detail.startswith("Key (stream, version)=("):
        stream = detail.removeprefix("Key (stream, version)=(").rsplit(", ", 1)[0]
    return ImportRefused(f"stream {stream or '?'} already exists in this database", stream=stream)
