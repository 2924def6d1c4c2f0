"""`chronicle bench store`: the event store against raw asyncpg on the same PostgreSQL, in one run.

Raw single-row INSERTs (autocommit, so one commit each) are the floor an append cannot beat. The store's
appends run right after them in every round, so both see the same machine, and each ratio is the median of
the per-round ratios. Batched appends and reading + decoding a long stream have absolute targets.

The 16 writers run twice: through the store's `append` as every caller gets it, whose group commit lets
appends to different streams that arrive together share a round trip and a commit (the figure the target is
for), and with the group commit off, each append with a commit of its own like each raw INSERT (a figure
for information: what PostgreSQL's per-append work costs beside the raw INSERT's).

Everything runs in a scratch database created for the run and dropped after it, on the server of
DATABASE_URL or, when that is unset, on an embedded PostgreSQL in a temporary folder.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import statistics
import time
import uuid
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Any, NamedTuple

import asyncpg
import msgspec

from benchmarks.postgres import postgres_server, scratch_database
from eventstore.events import NewEvent
from eventstore.store import EventStore

TARGETS = {"sequential_ratio": 0.7, "concurrent_ratio": 0.7, "batched_per_s": 50_000, "read_per_s": 300_000}

RAW_TABLE = """
CREATE TABLE bench_raw_events (
    position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    stream   text NOT NULL,
    type     text NOT NULL,
    data     json NOT NULL,
    metadata json NOT NULL
)
"""
RAW_INSERT = "INSERT INTO bench_raw_events (stream, type, data, metadata) VALUES ($1, $2, $3, $4)"


class Sizes(NamedTuple):
    events: int  # single-event commits per side per round, sequential and concurrent alike
    batched_events: int  # events appended in batches of `batch`
    read_events: int  # length of the stream read back
    writers: int
    batch: int
    rounds: int


DEFAULT = Sizes(events=2000, batched_events=20_000, read_events=100_000, writers=16, batch=100, rounds=5)
QUICK = Sizes(events=300, batched_events=3000, read_events=20_000, writers=16, batch=100, rounds=3)


class Payload(msgspec.Struct):
    """A typical event body (a dice test with its parts): what the payload-decoding figure decodes into."""

    actor: str
    skill: str
    pool: list[int]
    faces: list[int]
    target: int
    successes: int


def new_event(i: int) -> NewEvent:
    payload = Payload("char-7f3a", "athletics", [3, 1, 1], [2, 6, 9, 4, 10], 7, i % 4)
    metadata = {
        "actor": "user-2c1d",
        "causation_id": str(uuid.uuid4()),
        "correlation_id": str(uuid.uuid4()),
        "time": datetime.now(UTC).isoformat(),
        "table_id": "table-1",
    }
    return NewEvent(uuid.uuid4(), "rr.test_rolled", msgspec.json.encode(payload), 1, metadata)


async def _rate(n: int, run: Awaitable[object]) -> float:
    start = time.perf_counter()
    await run
    return n / (time.perf_counter() - start)


async def raw_writer(conn: asyncpg.Connection, stream: str, events: list[NewEvent]) -> None:
    """The floor: one INSERT, one commit, per event."""
    for e in events:
        await conn.execute(RAW_INSERT, stream, e.type, e.data.decode(), json.dumps(e.metadata))


async def store_writer(store: EventStore, stream: str, events: list[NewEvent]) -> None:
    """What a server does: append each event with the exact version it expects."""
    version = -1
    for e in events:
        version = (await store.append(stream, [e], version)).last_version


class _Paired(NamedTuple):
    raw: float
    store: float
    ratio: float


async def _paired(
    sizes: Sizes, run_raw: Callable[[], Awaitable[float]], run_store: Callable[[], Awaitable[float]]
) -> _Paired:
    raws, stores, ratios = [], [], []
    for _ in range(sizes.rounds):
        raw = await run_raw()
        store = await run_store()
        raws.append(raw)
        stores.append(store)
        ratios.append(store / raw)
    return _Paired(statistics.median(raws), statistics.median(stores), statistics.median(ratios))


async def sequential(raw: asyncpg.Connection, store: EventStore, sizes: Sizes) -> _Paired:
    n = sizes.events

    async def run_raw() -> float:
        return await _rate(n, raw_writer(raw, "sequential", [new_event(i) for i in range(n)]))

    async def run_store() -> float:
        return await _rate(n, store_writer(store, f"sequential-{uuid.uuid4()}", [new_event(i) for i in range(n)]))

    return await _paired(sizes, run_raw, run_store)


async def concurrent(raws: list[asyncpg.Connection], store: EventStore, sizes: Sizes) -> _Paired:
    per_writer = max(1, sizes.events // sizes.writers)
    total = per_writer * sizes.writers

    def work() -> list[list[NewEvent]]:
        return [[new_event(i) for i in range(per_writer)] for _ in range(sizes.writers)]

    async def run_raw() -> float:
        writers = [raw_writer(c, f"concurrent-{i}", w) for i, (c, w) in enumerate(zip(raws, work(), strict=True))]
        return await _rate(total, asyncio.gather(*writers))

    async def run_store() -> float:
        writers = [store_writer(store, f"concurrent-{uuid.uuid4()}", w) for w in work()]
        return await _rate(total, asyncio.gather(*writers))

    return await _paired(sizes, run_raw, run_store)


async def append_in_batches(store: EventStore, stream: str, batches: list[list[NewEvent]]) -> None:
    version = -1
    for events in batches:
        version = (await store.append(stream, events, version)).last_version


async def batched(store: EventStore, sizes: Sizes) -> float:
    rates = []
    for _ in range(sizes.rounds):
        # Building the events is the caller's work, not the store's: it happens before the clock starts.
        batches = [[new_event(i) for i in range(sizes.batch)] for _ in range(sizes.batched_events // sizes.batch)]
        n = len(batches) * sizes.batch
        rates.append(await _rate(n, append_in_batches(store, f"batched-{uuid.uuid4()}", batches)))
    return statistics.median(rates)


async def _fill(store: EventStore, stream: str, events: int) -> int:
    """Append `events` events to `stream` in batches of 1000; the caller keeps none of them alive."""
    batches = [[new_event(i) for i in range(1000)] for _ in range(events // 1000)]
    await append_in_batches(store, stream, batches)
    return len(batches) * 1000


async def read(store: EventStore, sizes: Sizes) -> tuple[float, float]:
    """Events/s reading the whole stream into RecordedEvents; and also decoding every payload.

    Each round's events are dropped before the next read starts, as a server drops a replay once it has
    folded it: the collector should not walk last round's 100,000 events while timing this one.
    """
    stream = f"read-{uuid.uuid4()}"
    n = await _fill(store, stream, sizes.read_events)
    async with store.connections.lease() as conn:
        # Statistics as autovacuum keeps them on any server that has run for a minute. Without them, a young
        # table's first plans sort the stream instead of walking its (stream, version) index in order.
        await conn.execute("ANALYZE events")
    decode = msgspec.json.Decoder(Payload).decode
    read_rates, payload_rates = [], []
    for _ in range(max(3, sizes.rounds)):
        start = time.perf_counter()
        events = await store.read_stream(stream)
        read_rates.append(n / (time.perf_counter() - start))
        assert len(events) == n
        del events
        start = time.perf_counter()
        for e in await store.read_stream(stream):
            decode(e.data)
        payload_rates.append(n / (time.perf_counter() - start))
    return statistics.median(read_rates), statistics.median(payload_rates)


async def _describe_server(conn: asyncpg.Connection) -> str:
    version = await conn.fetchval("SHOW server_version")
    settings = {
        r["name"]: r["setting"]
        for r in await conn.fetch("SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit')")
    }
    return f"PostgreSQL {version} (fsync={settings['fsync']}, synchronous_commit={settings['synchronous_commit']})"


def _describe_collector() -> str:
    """The client process's garbage collector settings, which weigh on reads of 100,000 fresh objects."""
    if not gc.isenabled():
        return "collector off"
    frozen = f", {gc.get_freeze_count():,} start-up objects frozen" if gc.get_freeze_count() else ""
    return "collector thresholds " + "/".join(map(str, gc.get_threshold())) + frozen


async def run(server_dsn: str, sizes: Sizes = DEFAULT) -> dict[str, Any]:
    """Measure everything in a scratch database on `server_dsn`'s server; return the figures."""
    async with scratch_database(server_dsn, migrated=True) as dsn:
        raws = [await asyncpg.connect(dsn) for _ in range(sizes.writers)]
        store = await EventStore.connect(dsn, min_size=sizes.writers + 4, max_size=sizes.writers + 4)
        # The same pool, every append with a commit of its own.
        alone = EventStore(store.pool, group_commit=False)
        try:
            await raws[0].execute(RAW_TABLE)
            server = await _describe_server(raws[0])
            # Warm both paths (prepared statements, plan caches, connections) before any clock starts.
            await raw_writer(raws[0], "warm-up", [new_event(i) for i in range(50)])
            await store_writer(store, "warm-up", [new_event(i) for i in range(50)])
            seq = await sequential(raws[0], store, sizes)
            conc = await concurrent(raws, store, sizes)
            alone_conc = await concurrent(raws, alone, sizes)
            batched_rate = await batched(store, sizes)
            read_rate, payload_rate = await read(store, sizes)
        finally:
            await alone.close()
            await store.close()
            for conn in raws:
                await conn.close()
    return {
        "server": server,
        "client": _describe_collector(),
        "rounds": sizes.rounds,
        "events_per_round": sizes.events,
        "writers": sizes.writers,
        "sequential_raw_per_s": round(seq.raw),
        "sequential_store_per_s": round(seq.store),
        "sequential_ratio": round(seq.ratio, 3),
        "concurrent_raw_per_s": round(conc.raw),
        "concurrent_store_per_s": round(conc.store),
        "concurrent_ratio": round(conc.ratio, 3),
        "own_commit_raw_per_s": round(alone_conc.raw),
        "own_commit_store_per_s": round(alone_conc.store),
        "own_commit_ratio": round(alone_conc.ratio, 3),
        "batch_size": sizes.batch,
        "batched_events": sizes.batched_events,
        "batched_per_s": round(batched_rate),
        "read_events": sizes.read_events,
        "read_per_s": round(read_rate),
        "read_payload_per_s": round(payload_rate),
    }


def format_table(f: dict[str, Any]) -> str:
    """The human half of the report (the JSON line is the machine half)."""

    def verdict(key: str) -> str:
        return "ok" if f[key] >= TARGETS[key] else "MISSED"

    rows = [
        ("", "raw asyncpg", "chronicle", "ratio", "target", ""),
        (
            "sequential single-event commits/s",
            f"{f['sequential_raw_per_s']:,}",
            f"{f['sequential_store_per_s']:,}",
            f"{f['sequential_ratio']:.2f}",
            "≥ 0.70",
            verdict("sequential_ratio"),
        ),
        (
            f"{f['writers']} concurrent writers, commits/s",
            f"{f['concurrent_raw_per_s']:,}",
            f"{f['concurrent_store_per_s']:,}",
            f"{f['concurrent_ratio']:.2f}",
            "≥ 0.70",
            verdict("concurrent_ratio"),
        ),
        (
            "  … with the group commit off (a commit per append)",
            f"{f['own_commit_raw_per_s']:,}",
            f"{f['own_commit_store_per_s']:,}",
            f"{f['own_commit_ratio']:.2f}",
            "",
            "",
        ),
        (
            f"{f['batch_size']}-event batched appends, events/s",
            "",
            f"{f['batched_per_s']:,}",
            "",
            "≥ 50,000",
            verdict("batched_per_s"),
        ),
        (
            f"read + decode a {f['read_events']:,}-event stream, events/s",
            "",
            f"{f['read_per_s']:,}",
            "",
            "≥ 300,000",
            verdict("read_per_s"),
        ),
        ("  … and decode every payload into a Struct, events/s", "", f"{f['read_payload_per_s']:,}", "", "", ""),
    ]
    widths = [max(len(r[i]) for r in rows) for i in range(6)]
    lines = [
        f"chronicle bench store: {f['server']}; client {f['client']}; {f['events_per_round']:,} single-event "
        f"commits per side per round, medians of {f['rounds']} rounds"
    ]
    for r in rows:
        cells = [r[0].ljust(widths[0]), *(c.rjust(w) for c, w in zip(r[1:5], widths[1:5], strict=True)), r[5]]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def main(database_url: str | None, sizes: Sizes = DEFAULT) -> dict[str, Any]:
    """Run on DATABASE_URL's server (or an embedded one), print the table and the JSON line."""
    with postgres_server(database_url) as server_url:
        figures = asyncio.run(run(server_url, sizes))
    print(format_table(figures))
    print(json.dumps(figures, separators=(",", ":")))
    return figures


def register(
    bench: argparse._SubParsersAction[argparse.ArgumentParser],
    prepare_process: Callable[[], None] | None = None,
) -> None:
    """`chronicle bench store [--quick] [--events N] ...`

    `prepare_process` runs first: the caller's process settings (server/cli/chronicle.py passes the garbage collector
    tuning of a server process, so the store is measured as a server runs it).
    """
    p = bench.add_parser(
        "store",
        help="event store against raw asyncpg: single-event appends (sequential, concurrent), batches, reads",
        description="Runs on DATABASE_URL's server (in a scratch database) or, when unset, an embedded PostgreSQL.",
    )
    p.add_argument("--quick", action="store_true", help="small sizes, for a look in seconds rather than minutes")
    p.add_argument("--events", type=int, help=f"single-event commits per side per round (default {DEFAULT.events})")
    p.add_argument("--batched-events", type=int, help=f"events appended in batches (default {DEFAULT.batched_events})")
    p.add_argument("--batch", type=int, help=f"events per batched append (default {DEFAULT.batch})")
    p.add_argument("--read-events", type=int, help=f"length of the stream read back (default {DEFAULT.read_events})")
    p.add_argument("--writers", type=int, help=f"concurrent writers (default {DEFAULT.writers})")
    p.add_argument("--rounds", type=int, help=f"rounds whose median is reported (default {DEFAULT.rounds})")
    p.set_defaults(handler=_run, prepare_process=prepare_process)


def _run(args: argparse.Namespace) -> int:
    if args.prepare_process is not None:
        args.prepare_process()
    sizes = QUICK if args.quick else DEFAULT
    given = {k: getattr(args, k) for k in sizes._fields if getattr(args, k, None) is not None}
    main(os.environ.get("DATABASE_URL") or None, sizes._replace(**given))
    return 0
