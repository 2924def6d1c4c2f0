"""`chronicle bench export`: export a long campaign stream to NDJSON and import it into another database.

What is measured is what `chronicle export` and `chronicle import` do (eventstore/transfer.py):
- **export**: one `COPY (SELECT …) TO STDOUT` writing the NDJSON file to disk;
- **import**: reading that file, checking every line's version and hash chain in Python, and streaming the
  rows into `COPY events FROM STDIN` in one transaction, committed;
then the imported stream's chain is verified again from the target database, and its head hash compared
with the source's. Events are shaped like the server's (a roll event with its faces, pool and target
number, and the server's metadata), so the bytes per event are realistic.

Source and target are two scratch databases created for the run on DATABASE_URL's server (or an embedded
PostgreSQL in a temporary folder when it is unset) and dropped afterwards.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import tempfile
import time
import uuid
from datetime import UTC, datetime
from typing import Any

import msgspec

from benchmarks.postgres import postgres_server, scratch_database
from eventstore.events import NewEvent
from eventstore.store import EventStore
from eventstore.transfer import export_streams, import_lines

TARGET_PER_S = 50_000
DEFAULT_EVENTS = 100_000
APPEND_BATCH = 1000


def _roll(i: int, table_id: str, members: list[str], characters: list[str]) -> NewEvent:
    """A Robots & Rapiers test roll and its metadata as the server writes them (shapes and sizes, not rules)."""
    faces = [(i * 7 + k * 3) % 10 + 1 for k in range(3 + i % 4)]
    roller = members[i % len(members)]
    data = {
        "type": "rr.test_rolled",
        "table_id": table_id,
        "roller_id": roller,
        "rolls": [{"sides": 10, "faces": faces, "source": "verifiable", "nonce": i, "client_seed": None}],
        "visibility": "public",
        "test_id": str(uuid.uuid4()),
        "character_id": characters[i % len(characters)],
        "inspired": False,
        "program": "fencing",
        "pool": len(faces),
        "pool_parts": [{"source": "program fencing", "value": len(faces) - 1}, {"source": "specialty", "value": 1}],
        "tn": 6,
        "tn_parts": [{"source": "articulation", "value": 5}, {"source": "called by the GM", "value": 1}],
        "successes": sum(1 for f in faces if f <= 6),
        "ones": 0,
        "bonus_ids": [],
        "inspired_spec": None,
    }
    metadata = {
        "actor": roller,
        "role": "player",
        "command": "rr.roll_test",
        "time": datetime.now(UTC).isoformat(),
        "token_id": str(uuid.uuid4()),
        "table_id": table_id,
    }
    return NewEvent(uuid.uuid4(), "rr.test_rolled", msgspec.json.encode(data), 1, metadata)


async def fill_campaign(store: EventStore, events: int) -> str:
    """Append a campaign stream of `events` roll events in batches of APPEND_BATCH; return its name."""
    stream = f"campaign-{uuid.uuid4()}"
    table_id = str(uuid.uuid4())
    members = [str(uuid.uuid4()) for _ in range(4)]
    characters = [str(uuid.uuid4()) for _ in range(4)]
    version = -1
    for start in range(0, events, APPEND_BATCH):
        batch = [_roll(i, table_id, members, characters) for i in range(start, min(events, start + APPEND_BATCH))]
        version = (await store.append(stream, batch, version)).last_version
    return stream


async def run(server_dsn: str, events: int = DEFAULT_EVENTS, rounds: int = 3) -> dict[str, Any]:
    """Measure export and import of an `events`-long campaign (median of `rounds`); return the figures."""
    export_rates: list[float] = []
    import_rates: list[float] = []
    verify_rates: list[float] = []
    size = 0
    async with scratch_database(server_dsn, migrated=True) as source_dsn:
        source = await EventStore.connect(source_dsn, min_size=1, max_size=2)
        try:
            start = time.perf_counter()
            stream = await fill_campaign(source, events)
            fill_seconds = time.perf_counter() - start
            head = (await source.read_stream_backward(stream, limit=1))[0].hash
            version = await source.pool.fetchval("SHOW server_version")
            with tempfile.TemporaryDirectory(prefix="chronicle-bench-export-") as folder:
                path = os.path.join(folder, "campaign.ndjson")
                for _ in range(rounds):
                    with open(path, "wb") as out:
                        start = time.perf_counter()
                        written = (await export_streams(source.pool, [stream], out)).events
                        out.flush()
                        export_rates.append(written / (time.perf_counter() - start))
                    assert written == events, (written, events)
                    size = os.path.getsize(path)
                    async with scratch_database(server_dsn, migrated=True) as target_dsn:
                        target = await EventStore.connect(target_dsn, min_size=1, max_size=2)
                        try:
                            with open(path, "rb") as lines:
                                start = time.perf_counter()
                                counts = await import_lines(target.pool, lines)
                                import_rates.append(events / (time.perf_counter() - start))
                            assert counts == {stream: events}, counts
                            start = time.perf_counter()
                            verified = await target.verify(stream)
                            verify_rates.append(events / (time.perf_counter() - start))
                            assert verified.ok and verified.head_hash == head, verified
                        finally:
                            await target.close()
        finally:
            await source.close()
    return {
        "server": f"PostgreSQL {version}",
        "events": events,
        "rounds": rounds,
        "bytes_per_event": round(size / events),
        "file_mb": round(size / 1e6, 1),
        "fill_per_s": round(events / fill_seconds),
        "export_per_s": round(statistics.median(export_rates)),
        "import_per_s": round(statistics.median(import_rates)),
        "verify_per_s": round(statistics.median(verify_rates)),
        "head_hash_matches": True,
        "target_per_s": TARGET_PER_S,
    }


def format_table(f: dict[str, Any]) -> str:
    def mark(key: str) -> str:
        return "ok" if f[key] >= TARGET_PER_S else "MISSED"

    rows = [
        ("measure", "events/s", "target", ""),
        ("export: COPY TO → NDJSON file", f"{f['export_per_s']:,}", f"≥ {TARGET_PER_S:,}", mark("export_per_s")),
        (
            "import: NDJSON file → chain check → COPY FROM, committed",
            f"{f['import_per_s']:,}",
            f"≥ {TARGET_PER_S:,}",
            mark("import_per_s"),
        ),
        ("verify the imported chain from the target database", f"{f['verify_per_s']:,}", "", ""),
        ("(setting up: batched appends of the source campaign)", f"{f['fill_per_s']:,}", "", ""),
    ]
    widths = [max(len(r[i]) for r in rows) for i in range(4)]
    lines = [
        f"chronicle bench export — {f['server']}; one campaign of {f['events']:,} events "
        f"({f['bytes_per_event']} bytes each as NDJSON, {f['file_mb']} MB), median of {f['rounds']} round(s)"
    ]
    for r in rows:
        lines.append(f"{r[0].ljust(widths[0])}  {r[1].rjust(widths[1])}  {r[2].rjust(widths[2])}  {r[3]}".rstrip())
    lines.append("imported head hash equals the source's: " + ("yes" if f["head_hash_matches"] else "NO"))
    return "\n".join(lines)


def main(database_url: str | None, events: int = DEFAULT_EVENTS, rounds: int = 3) -> dict[str, Any]:
    """Run on DATABASE_URL's server (or an embedded one), print the table and the one-line JSON."""
    with postgres_server(database_url) as server_url:
        figures = asyncio.run(run(server_url, events, rounds))
    print(format_table(figures))
    print(json.dumps(figures, separators=(",", ":")))
    return figures


def _run(args: argparse.Namespace) -> int:
    main(os.environ.get("DATABASE_URL") or None, args.events, args.rounds)
    return 0


def register(bench: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = bench.add_parser("export", help="export and import of a long campaign through COPY, events/s each way")
    p.add_argument("--events", type=int, default=DEFAULT_EVENTS, help="length of the campaign (default 100,000)")
    p.add_argument("--rounds", type=int, default=3, help="rounds to take the median of (default 3)")
    p.set_defaults(handler=_run)
