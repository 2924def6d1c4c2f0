"""`chronicle bench http`: an authenticated Robots & Rapiers test roll over HTTP, end to end.

The server runs in a process of its own (uvicorn, the real app, rate limiting off) on a fresh database.
Each of `--connections` keep-alive connections (default 64) plays its own table: a campaign with a GM, a
player and a robot, and a stock of tests the GM called during set-up. Measured, in the same run:

- **no-op**: `POST /_bench/noop`, an endpoint the benchmark adds to the app (benchmarks/app.py) that does
  nothing (the app's own overhead);
- **append + publish**: `POST /_bench/append`, another endpoint the benchmark adds, that does only the I/O a
  roll cannot do without — one event appended to a stream of the connection's own with an exact expected
  version (the store's append, group commit included), then published on the live fan-out — and nothing
  else: no token, no state, no rules. Its ratio to the no-op is the most a roll could reach on this
  machine with this store and fan-out, whatever the rest of the command path cost;
- **roll**: `POST /campaigns/{id}/commands/rr.roll_test` with the player's token — token look-up, state,
  decision with server dice, append (one PostgreSQL transaction), publish to the live fan-out, response.

It prints a table and a last line of JSON: throughput of each, the roll's ratio to the no-op (target ≥ 0.5)
and the append + publish ratio beside it, and p50/p99 latency (target p99 ≤ 25 ms for the roll). The client
(benchmarks/client.py) costs the machine as little as it can; it still shares the CPU with the server and
PostgreSQL.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import time
from dataclasses import dataclass
from typing import Any

from benchmarks.client import Connection
from benchmarks.figures import percentile, process_cpu_seconds
from benchmarks.postgres import postgres_server, scratch_database
from benchmarks.rr_table import ROLL_TAG, Table, set_up_table
from benchmarks.servers import free_port, server_process, wait_ready


@dataclass
class Phase:
    name: str
    requests: int
    seconds: float
    latencies: list[float]
    errors: int
    server_cpu: float = 0.0
    """CPU seconds the server process used during the phase."""

    @property
    def cpu_ms_per_request(self) -> float:
        return self.server_cpu / self.requests * 1000 if self.requests else 0.0

    @property
    def throughput(self) -> float:
        return self.requests / self.seconds if self.seconds else 0.0

    def p(self, q: float) -> float:
        return percentile(sorted(self.latencies), q) * 1000


async def run_phase(
    name: str, conns: list[Connection], work: list[list[tuple[str, bytes, dict[str, str]]]], server_pid: int = 0
) -> Phase:
    """Every connection sends its own list of requests back to back; all start together."""
    latencies: list[float] = []
    errors = 0
    start_gate = asyncio.Event()

    async def worker(conn: Connection, requests: list[tuple[str, bytes, dict[str, str]]]) -> None:
        nonlocal errors
        await start_gate.wait()
        for path, body, headers in requests:
            t0 = time.perf_counter()
            status, data = await conn.request("POST", path, body, headers)
            latencies.append(time.perf_counter() - t0)
            if status != 200:
                errors += 1
                if errors <= 3:
                    print(f"  {name}: {status} {data[:300].decode(errors='replace')}", file=sys.stderr)

    tasks = [asyncio.create_task(worker(c, w)) for c, w in zip(conns, work, strict=True)]
    await asyncio.sleep(0)
    cpu0 = process_cpu_seconds(server_pid) if server_pid else 0.0
    t0 = time.perf_counter()
    start_gate.set()
    await asyncio.gather(*tasks)
    seconds = time.perf_counter() - t0
    cpu = process_cpu_seconds(server_pid) - cpu0 if server_pid else 0.0
    return Phase(name, sum(len(w) for w in work), seconds, latencies, errors, cpu)


async def run_paced(
    name: str, conns: list[Connection], work: list[list[tuple[str, bytes, dict[str, str]]]], rate: float
) -> Phase:
    """Send at `rate` requests per second in all (each connection in turn, on a fixed schedule): latency
    under a load the server can carry, rather than at saturation where it is all queueing."""
    latencies: list[float] = []
    errors = 0
    interval = len(conns) / rate
    start = time.perf_counter() + 0.05

    async def worker(i: int, conn: Connection, requests: list[tuple[str, bytes, dict[str, str]]]) -> None:
        nonlocal errors
        for k, (path, body, headers) in enumerate(requests):
            delay = start + i / rate + k * interval - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            t0 = time.perf_counter()
            status, _ = await conn.request("POST", path, body, headers)
            latencies.append(time.perf_counter() - t0)
            errors += status != 200

    t0 = time.perf_counter()
    await asyncio.gather(*(worker(i, c, w) for i, (c, w) in enumerate(zip(conns, work, strict=True))))
    return Phase(name, sum(len(w) for w in work), time.perf_counter() - t0, latencies, errors)


async def bench(
    connections: int,
    rolls: int,
    warmup: int,
    server_url: str,
    redis_url: str | None,
    paced: int | None = None,
) -> dict[str, Any]:
    """Saturated no-op and roll phases, then (`paced` requests per connection) rolls at half the rate the
    saturated phase reached."""
    paced = max(2, rolls // 2) if paced is None else paced
    port = free_port()
    async with scratch_database(server_url) as database_url:
        with server_process(database_url, port, redis_url) as proc:
            await wait_ready(proc, port)
            conns = [await Connection("127.0.0.1", port).open() for _ in range(connections)]
            try:
                t0 = time.perf_counter()
                tables = await asyncio.gather(*(set_up_table(c, rolls + warmup + paced) for c in conns))
                setup_seconds = time.perf_counter() - t0

                def roll_requests(table: Table, tests: list[str]) -> list[tuple[str, bytes, dict[str, str]]]:
                    path = f"/campaigns/{table.campaign_id}/commands/{ROLL_TAG}"
                    headers = {"Authorization": f"Bearer {table.player_token}"}
                    return [
                        (path, json.dumps({"table_id": table.table_id, "test_id": t}).encode(), headers) for t in tests
                    ]

                def append_requests(i: int, first: int, count: int) -> list[tuple[str, bytes, dict[str, str]]]:
                    return [
                        ("/_bench/append", json.dumps({"stream": str(i), "expected": v - 1}).encode(), {})
                        for v in range(first, first + count)
                    ]

                noop: list[tuple[str, bytes, dict[str, str]]] = [("/_bench/noop", b"", {})]
                await run_phase("warm-up no-op", conns, [noop * warmup for _ in conns])
                await run_phase("warm-up append", conns, [append_requests(i, 0, warmup) for i in range(len(conns))])
                await run_phase("warm-up roll", conns, [roll_requests(t, t.tests[:warmup]) for t in tables])
                noop_phase = await run_phase("no-op", conns, [noop * rolls for _ in conns], proc.pid)
                append_phase = await run_phase(
                    "append", conns, [append_requests(i, warmup, rolls) for i in range(len(conns))], proc.pid
                )
                roll_phase = await run_phase(
                    "roll", conns, [roll_requests(t, t.tests[warmup : warmup + rolls]) for t in tables], proc.pid
                )
                rate = max(1.0, roll_phase.throughput / 2)
                paced_phase = await run_paced(
                    "paced roll", conns, [roll_requests(t, t.tests[warmup + rolls :]) for t in tables], rate
                )
            finally:
                for c in conns:
                    await c.close()
    result = report(connections, rolls, setup_seconds, noop_phase, roll_phase, redis_url is not None, append_phase)
    result.update(
        paced_rps=round(paced_phase.throughput, 1),
        paced_p50_ms=round(paced_phase.p(0.50), 2),
        paced_p99_ms=round(paced_phase.p(0.99), 2),
    )
    result["errors"] += paced_phase.errors
    return result


def report(
    connections: int,
    rolls: int,
    setup_seconds: float,
    noop: Phase,
    roll: Phase,
    redis: bool,
    append: Phase | None = None,
) -> dict[str, Any]:
    ratio = roll.throughput / noop.throughput if noop.throughput else 0.0
    out: dict[str, Any] = {
        "benchmark": "http",
        "connections": connections,
        "requests_per_connection": rolls,
        "fanout": "redis" if redis else "memory",
        "setup_seconds": round(setup_seconds, 2),
        "noop_rps": round(noop.throughput, 1),
        "noop_p50_ms": round(noop.p(0.50), 2),
        "noop_p99_ms": round(noop.p(0.99), 2),
        "roll_rps": round(roll.throughput, 1),
        "roll_p50_ms": round(roll.p(0.50), 2),
        "roll_p99_ms": round(roll.p(0.99), 2),
        "noop_server_cpu_ms": round(noop.cpu_ms_per_request, 3),
        "roll_server_cpu_ms": round(roll.cpu_ms_per_request, 3),
        "cpus": os.cpu_count(),
        "ratio": round(ratio, 3),
        "ratio_target": 0.5,
        "roll_p99_target_ms": 25.0,
        "ratio_met": ratio >= 0.5,
        "p99_met": roll.p(0.99) <= 25.0,
        "errors": noop.errors + roll.errors,
    }
    if append is not None:
        out.update(
            append_rps=round(append.throughput, 1),
            append_p50_ms=round(append.p(0.50), 2),
            append_p99_ms=round(append.p(0.99), 2),
            append_server_cpu_ms=round(append.cpu_ms_per_request, 3),
            append_ratio=round(append.throughput / noop.throughput if noop.throughput else 0.0, 3),
        )
        out["errors"] += append.errors
    return out


def print_report(r: dict[str, Any]) -> None:
    print(
        f"chronicle bench http — {r['connections']} connections, {r['requests_per_connection']} requests each, "
        f"fan-out {r['fanout']} (set-up {r['setup_seconds']} s)"
    )
    print(f"{'endpoint':<28}{'req/s':>10}{'p50 ms':>10}{'p99 ms':>10}{'server CPU ms/req':>20}")
    print(
        f"{'POST /_bench/noop':<28}{r['noop_rps']:>10.1f}{r['noop_p50_ms']:>10.2f}{r['noop_p99_ms']:>10.2f}"
        f"{r['noop_server_cpu_ms']:>20.3f}"
    )
    if "append_rps" in r:
        print(
            f"{'POST /_bench/append':<28}{r['append_rps']:>10.1f}{r['append_p50_ms']:>10.2f}"
            f"{r['append_p99_ms']:>10.2f}{r['append_server_cpu_ms']:>20.3f}"
        )
    print(
        f"{'POST …/rr.roll_test':<28}{r['roll_rps']:>10.1f}{r['roll_p50_ms']:>10.2f}{r['roll_p99_ms']:>10.2f}"
        f"{r['roll_server_cpu_ms']:>20.3f}"
    )
    if "paced_rps" in r:
        print(
            f"{'  same, paced at ½ that rate':<28}{r['paced_rps']:>10.1f}{r['paced_p50_ms']:>10.2f}"
            f"{r['paced_p99_ms']:>10.2f}"
        )
    print(
        f"ratio roll/no-op: {r['ratio']:.3f} (target ≥ 0.5: {'met' if r['ratio_met'] else 'NOT met'}); "
        f"roll p99 {r['roll_p99_ms']:.2f} ms (target ≤ 25 ms: {'met' if r['p99_met'] else 'NOT met'}); "
        f"errors: {r['errors']}"
    )
    if "append_ratio" in r:
        print(
            f"append + publish alone (no token, state or rules) / no-op: {r['append_ratio']:.3f}, "
            "the most a roll could reach here"
        )
    print(json.dumps(r, separators=(",", ":")))


async def _main(args: argparse.Namespace) -> dict[str, Any]:
    with postgres_server(os.environ.get("DATABASE_URL")) as server_url:
        return await bench(
            args.connections, args.requests, args.warmup, server_url, os.environ.get("REDIS_URL"), args.paced
        )


def _run(args: argparse.Namespace) -> int:
    try:
        import uvloop

        uvloop.install()
    except ImportError:
        pass
    result = asyncio.run(_main(args))
    print_report(result)
    return 0 if result["errors"] == 0 else 1


def register(bench_parsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = bench_parsers.add_parser("http", help="authenticated R&R test rolls over HTTP vs a no-op endpoint")
    p.add_argument("--connections", type=int, default=64, help="concurrent keep-alive connections (default 64)")
    p.add_argument("--requests", type=int, default=150, help="measured requests per connection and endpoint")
    p.add_argument("--warmup", type=int, default=20, help="unmeasured requests per connection first")
    p.add_argument(
        "--paced",
        type=int,
        default=None,
        help="rolls per connection at half the saturated rate (default: half of --requests)",
    )
    p.set_defaults(handler=_run)
