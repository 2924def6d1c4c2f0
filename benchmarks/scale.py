"""`chronicle bench scale`: how Robots & Rapiers rolls scale with the number of server processes, for sizing.

For each N in `--processes` (default 1, 2, 4, … up to the machine's cores), N `chronicle serve` processes
share one fresh database (DATABASE_URL's PostgreSQL, else an embedded one) and Redis (REDIS_URL, when set;
without it each process fans out only to its own clients, which a roll does not need). `--connections`
keep-alive clients, spread round-robin over the processes as a load balancer would, each roll their own
table's tests back to back (`bench http`'s roll phase). Per N: rolls/s, the speed-up over N = 1, latency
p50/p99, errors, and the CPU per roll of the server processes and of PostgreSQL (the backends serving the
benchmark's database, from /proc), so an operator can tell which one runs out first.

The load generator runs on the same machine: once N processes and PostgreSQL take every core, adding
processes only moves CPU between them. Run it where the clients are elsewhere to size a real deployment.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import time
from typing import Any

import asyncpg

from benchmarks.client import Connection
from benchmarks.figures import process_cpu_seconds
from benchmarks.http import run_phase
from benchmarks.postgres import postgres_server, scratch_database
from benchmarks.rr_table import ROLL_TAG, set_up_table
from benchmarks.servers import free_port, server_process, wait_ready


def default_processes() -> list[int]:
    cores = os.cpu_count() or 1
    counts = [1]
    while counts[-1] * 2 <= cores:
        counts.append(counts[-1] * 2)
    if counts[-1] != cores:
        counts.append(cores)
    return counts


async def backend_cpu(database_url: str) -> dict[int, float]:
    """CPU seconds so far of each PostgreSQL backend connected to the benchmark's database (from /proc: the
    server must run on this machine). Other databases' work on a shared server is left out, and so are the
    server-wide processes (WAL writer, checkpointer): the figure is the backends' work per roll."""
    conn = await asyncpg.connect(database_url)
    try:
        rows = await conn.fetch(
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )
    finally:
        await conn.close()
    return {row["pid"]: process_cpu_seconds(row["pid"]) for row in rows}


async def measure(
    n: int, connections: int, rolls: int, warmup: int, server_url: str, redis_url: str | None
) -> dict[str, Any]:
    ports = [free_port() for _ in range(n)]
    async with scratch_database(server_url) as database_url:
        with contextlib.ExitStack() as stack:
            procs = [stack.enter_context(server_process(database_url, port, redis_url)) for port in ports]
            for proc, port in zip(procs, ports, strict=True):
                await wait_ready(proc, port)
            conns = [await Connection("127.0.0.1", ports[i % n]).open() for i in range(connections)]
            try:
                tables = await asyncio.gather(*(set_up_table(c, warmup + rolls) for c in conns))

                def rolls_of(table: Any, tests: list[str]) -> list[tuple[str, bytes, dict[str, str]]]:
                    path = f"/campaigns/{table.campaign_id}/commands/{ROLL_TAG}"
                    headers = {"Authorization": f"Bearer {table.player_token}"}
                    return [
                        (path, json.dumps({"table_id": table.table_id, "test_id": t}).encode(), headers) for t in tests
                    ]

                await run_phase("warm-up roll", conns, [rolls_of(t, t.tests[:warmup]) for t in tables])
                server0 = sum(process_cpu_seconds(p.pid) for p in procs)
                pg0 = await backend_cpu(database_url)
                phase = await run_phase("roll", conns, [rolls_of(t, t.tests[warmup:]) for t in tables])
                server_cpu = sum(process_cpu_seconds(p.pid) for p in procs) - server0
                pg1 = await backend_cpu(database_url)
                pg_cpu = sum(cpu - pg0.get(pid, 0.0) for pid, cpu in pg1.items())
            finally:
                for c in conns:
                    await c.close()
    return {
        "processes": n,
        "rolls": phase.requests,
        "rolls_per_s": round(phase.throughput, 1),
        "p50_ms": round(phase.p(0.50), 2),
        "p99_ms": round(phase.p(0.99), 2),
        "errors": phase.errors,
        "server_cpu_ms_per_roll": round(server_cpu / phase.requests * 1000, 3),
        "postgres_cpu_ms_per_roll": round(pg_cpu / phase.requests * 1000, 3),
    }


async def bench(processes: list[int], connections: int, rolls: int, warmup: int) -> dict[str, Any]:
    redis_url = os.environ.get("REDIS_URL")
    rows = []
    with postgres_server(os.environ.get("DATABASE_URL")) as server_url:
        for n in processes:
            t0 = time.perf_counter()
            rows.append(await measure(n, connections, rolls, warmup, server_url, redis_url))
            rows[-1]["seconds"] = round(time.perf_counter() - t0, 1)
    base = rows[0]["rolls_per_s"] or 1.0
    for row in rows:
        row["speedup"] = round(row["rolls_per_s"] / base, 2)
    return {
        "benchmark": "scale",
        "cores": os.cpu_count(),
        "connections": connections,
        "redis": redis_url is not None,
        "rows": rows,
        "errors": sum(r["errors"] for r in rows),
    }


def print_report(result: dict[str, Any]) -> None:
    print(
        f"bench scale: R&R rolls, {result['connections']} connections spread over N processes, "
        f"{result['cores']} cores, Redis {'on' if result['redis'] else 'off'}"
    )
    head = ("N", "rolls/s", "speed-up", "p50 ms", "p99 ms", "srv CPU/roll", "pg CPU/roll", "errors")
    print("".join(f"{h:>{w}}" for h, w in zip(head, (3, 10, 10, 9, 9, 14, 13, 8), strict=True)))
    for r in result["rows"]:
        print(
            f"{r['processes']:>3} {r['rolls_per_s']:>9.1f} {r['speedup']:>8.2f}x {r['p50_ms']:>8.2f}"
            f" {r['p99_ms']:>8.2f} {r['server_cpu_ms_per_roll']:>10.3f} ms {r['postgres_cpu_ms_per_roll']:>9.3f} ms"
            f" {r['errors']:>7}"
        )
    print(json.dumps(result, separators=(",", ":")))


def _run(args: argparse.Namespace) -> int:
    processes = [int(p) for p in args.processes.split(",")] if args.processes else default_processes()
    result = asyncio.run(bench(processes, args.connections, args.requests, args.warmup))
    print_report(result)
    return 0 if result["errors"] == 0 else 1


def register(bench_parsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = bench_parsers.add_parser("scale", help="R&R rolls/s and p99 with 1, 2, 4, … server processes on one database")
    p.add_argument("--processes", default=None, help="comma-separated process counts (default: 1, 2, 4, … cores)")
    p.add_argument("--connections", type=int, default=32, help="concurrent keep-alive clients in all (default 32)")
    p.add_argument("--requests", type=int, default=100, help="measured rolls per connection (default 100)")
    p.add_argument("--warmup", type=int, default=10, help="unmeasured rolls per connection first (default 10)")
    p.set_defaults(handler=_run)
