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
import contextlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from benchmarks.client import Connection
from benchmarks.figures import percentile, process_cpu_seconds
from benchmarks.postgres import postgres_server, scratch_database
from benchmarks.rr_table import ROLL_TAG, Table, set_up_table
from benchmarks.servers import free_port, server_process, wait_ready

REPO = Path(__file__).resolve().parent.parent


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


@dataclass
class Server:
    """One server under test: its process, connections, tables (none for the floor) and measured phases."""

    label: str
    proc: subprocess.Popen[bytes]
    port: int
    startup_seconds: float
    startup_cpu_seconds: float
    """CPU the process used until it answered /health: steadier than the wall time on a loaded machine."""
    conns: list[Connection] = field(default_factory=list)
    tables: list[Table] = field(default_factory=list)
    phases: dict[str, Phase] = field(default_factory=dict)

    def add(self, phase: Phase) -> None:
        """Add a round's phase to the totals of its name (the rounds of a phase are measured as one)."""
        old = self.phases.get(phase.name)
        if old is None:
            self.phases[phase.name] = phase
        else:
            self.phases[phase.name] = Phase(
                phase.name,
                old.requests + phase.requests,
                old.seconds + phase.seconds,
                old.latencies + phase.latencies,
                old.errors + phase.errors,
                old.server_cpu + phase.server_cpu,
            )


Work = list[list[tuple[str, bytes, dict[str, str]]]]
NOOP: list[tuple[str, bytes, dict[str, str]]] = [("/_bench/noop", b"", {})]


def roll_requests(table: Table, tests: list[str]) -> list[tuple[str, bytes, dict[str, str]]]:
    path = f"/campaigns/{table.campaign_id}/commands/{ROLL_TAG}"
    headers = {"Authorization": f"Bearer {table.player_token}"}
    return [(path, json.dumps({"table_id": table.table_id, "test_id": t}).encode(), headers) for t in tests]


def append_requests(i: int, first: int, count: int) -> list[tuple[str, bytes, dict[str, str]]]:
    return [
        ("/_bench/append", json.dumps({"stream": str(i), "expected": v - 1}).encode(), {})
        for v in range(first, first + count)
    ]


@contextlib.contextmanager
def checkout(ref: str) -> Iterator[tuple[str, str]]:
    """`ref` of this repository checked out in a temporary `git worktree` (removed afterwards): its folder and
    its short commit id."""
    top = subprocess.run(
        ["git", "rev-parse", "--show-toplevel"], cwd=REPO, capture_output=True, text=True, check=True
    ).stdout.strip()
    sha = subprocess.run(
        ["git", "rev-parse", "--short", f"{ref}^{{commit}}"], cwd=top, capture_output=True, text=True, check=True
    ).stdout.strip()
    parent = tempfile.mkdtemp(prefix="chronicle-against-")
    folder = os.path.join(parent, "tree")
    subprocess.run(["git", "worktree", "add", "--detach", "-q", folder, sha], cwd=top, check=True)
    try:
        yield folder, sha
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", folder], cwd=top, check=False)
        shutil.rmtree(parent, ignore_errors=True)
        subprocess.run(["git", "worktree", "prune"], cwd=top, check=False)


def this_ref() -> str:
    """The short commit id of the code under test, `+` when its tree has changes not committed."""
    try:
        sha = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True, text=True, check=True
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=no"], cwd=REPO, capture_output=True, text=True
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return sha + ("+" if dirty else "")


async def start_server(
    stack: contextlib.AsyncExitStack,
    label: str,
    database_url: str,
    redis_url: str | None,
    connections: int,
    command: list[str] | None = None,
    cwd: str | None = None,
) -> Server:
    port = free_port()
    t0 = time.perf_counter()
    command = [*(command or [sys.executable, "-m", "benchmarks.app"]), str(port)]
    proc = stack.enter_context(server_process(database_url, port, redis_url, command=command, cwd=cwd))
    await wait_ready(proc, port)
    server = Server(label, proc, port, time.perf_counter() - t0, process_cpu_seconds(proc.pid))
    server.conns = [await Connection("127.0.0.1", port).open() for _ in range(connections)]

    async def close() -> None:
        for c in server.conns:
            await c.close()

    stack.push_async_callback(close)
    return server


async def bench(
    connections: int,
    rolls: int,
    warmup: int,
    server_url: str,
    redis_url: str | None,
    paced: int | None = None,
    *,
    against: str | None = None,
    rounds: int | None = None,
) -> dict[str, Any]:
    """The floor (benchmarks/bare.py), then this tree's app — and, with `against`, that git ref's app too —
    each in a process of its own. `rounds` times (default 1 alone, 3 with `against`), each phase runs on every
    server in turn, the order rotating from round to round, `rolls` requests per connection each time; the
    rounds of a phase add up. Then (`paced` requests per connection) rolls at half the rate this tree's
    saturated rolls reached, on each Chronicle server."""
    paced = max(2, rolls // 2) if paced is None else paced
    rounds = rounds or (3 if against else 1)
    async with contextlib.AsyncExitStack() as stack:
        tree: str | None = None
        against_sha = ""
        if against is not None:
            tree, against_sha = stack.enter_context(checkout(against))
        floor = await start_server(
            stack, "floor", server_url, None, connections, command=[sys.executable, "-m", "benchmarks.bare"]
        )
        apps: list[Server] = []
        for label, cwd in [("this", None), *([(against or "", tree)] if tree else [])]:
            database_url = await stack.enter_async_context(scratch_database(server_url))
            command = [sys.executable, "-m", "benchmarks.app"]
            apps.append(await start_server(stack, label, database_url, redis_url, connections, command, cwd))
        t0 = time.perf_counter()
        need = rolls * rounds + warmup + paced
        for app in apps:
            app.tables = list(await asyncio.gather(*(set_up_table(c, need) for c in app.conns)))
        setup_seconds = time.perf_counter() - t0

        for server in [floor, *apps]:
            await run_phase("warm-up no-op", server.conns, [NOOP * warmup for _ in server.conns])
        for app in apps:
            await run_phase("warm-up append", app.conns, [append_requests(i, 0, warmup) for i in range(connections)])
            await run_phase("warm-up roll", app.conns, [roll_requests(t, t.tests[:warmup]) for t in app.tables])

        def rotated(servers: list[Server], r: int) -> list[Server]:
            k = r % len(servers)
            return servers[k:] + servers[:k]

        for r in range(rounds):
            for server in rotated([floor, *apps], r):
                server.add(
                    await run_phase("no-op", server.conns, [NOOP * rolls for _ in server.conns], server.proc.pid)
                )
            first = warmup + r * rolls
            for app in rotated(apps, r):
                work = [append_requests(i, first, rolls) for i in range(connections)]
                app.add(await run_phase("append", app.conns, work, app.proc.pid))
            for app in rotated(apps, r):
                work = [roll_requests(t, t.tests[first : first + rolls]) for t in app.tables]
                app.add(await run_phase("roll", app.conns, work, app.proc.pid))
        rate = max(1.0, apps[0].phases["roll"].throughput / 2)
        for app in apps:
            work = [roll_requests(t, t.tests[warmup + rounds * rolls :]) for t in app.tables]
            app.add(await run_paced("paced roll", app.conns, work, rate))

    this = apps[0]
    result = report(
        connections,
        rolls,
        setup_seconds,
        this.phases["no-op"],
        this.phases["roll"],
        redis_url is not None,
        this.phases["append"],
    )
    result.update(rounds=rounds, ref=this_ref(), **paced_figures(this.phases["paced roll"]))
    result["errors"] += this.phases["paced roll"].errors
    result.update(floor_figures(floor, this))
    if len(apps) > 1:
        other = apps[1]
        theirs = report(
            connections,
            rolls,
            setup_seconds,
            other.phases["no-op"],
            other.phases["roll"],
            redis_url is not None,
            other.phases["append"],
        )
        theirs.update(ref=against, sha=against_sha, **paced_figures(other.phases["paced roll"]))
        theirs["errors"] += other.phases["paced roll"].errors
        theirs.update(floor_figures(floor, other))
        result["against"] = {k: v for k, v in theirs.items() if k not in _SHARED}
        result["errors"] += theirs["errors"]
        result["vs_against"] = versus(result, theirs)
    return result


_SHARED = ("benchmark", "connections", "requests_per_connection", "fanout", "setup_seconds", "cpus", "rounds")
FLOOR_TARGETS = {"noop": 1.3, "append": 2.5, "roll": 4.0}
"""Most server CPU per request each phase may cost, as a multiple of the bare no-op's (issue 25)."""
STARTUP_TARGET_SECONDS = 3.0


def paced_figures(paced: Phase) -> dict[str, Any]:
    return {
        "paced_rps": round(paced.throughput, 1),
        "paced_p50_ms": round(paced.p(0.50), 2),
        "paced_p99_ms": round(paced.p(0.99), 2),
    }


def floor_figures(floor: Server, app: Server) -> dict[str, Any]:
    """The floor's figures and each phase of `app` as a multiple of the floor's server CPU per request (the
    ratio the targets are in) and of its throughput."""
    base = floor.phases["no-op"]
    out: dict[str, Any] = {
        "floor_rps": round(base.throughput, 1),
        "floor_p50_ms": round(base.p(0.50), 2),
        "floor_p99_ms": round(base.p(0.99), 2),
        "floor_server_cpu_ms": round(base.cpu_ms_per_request, 3),
        "floor_startup_seconds": round(floor.startup_seconds, 2),
        "startup_seconds": round(app.startup_seconds, 2),
        "startup_cpu_seconds": round(app.startup_cpu_seconds, 2),
        "floor_startup_cpu_seconds": round(floor.startup_cpu_seconds, 2),
        "startup_target_seconds": STARTUP_TARGET_SECONDS,
    }
    for key, name in (("noop", "no-op"), ("append", "append"), ("roll", "roll")):
        phase = app.phases[name]
        cpu = phase.cpu_ms_per_request / base.cpu_ms_per_request if base.cpu_ms_per_request else 0.0
        out[f"{key}_floor_cpu_ratio"] = round(cpu, 2)
        out[f"{key}_floor_cpu_target"] = FLOOR_TARGETS[key]
        out[f"{key}_floor_rps_ratio"] = round(phase.throughput / base.throughput if base.throughput else 0.0, 3)
    return out


def versus(mine: dict[str, Any], theirs: dict[str, Any]) -> dict[str, float]:
    """This tree's figures as multiples of the other ref's: CPU per request and p99 (lower is better),
    throughput (higher is better), start-up."""
    out: dict[str, float] = {}
    for key in ("noop", "append", "roll"):
        for figure in ("server_cpu_ms", "rps", "p99_ms"):
            a, b = mine[f"{key}_{figure}"], theirs[f"{key}_{figure}"]
            out[f"{key}_{figure}"] = round(a / b, 3) if b else 0.0
    for figure in ("startup_seconds", "startup_cpu_seconds"):
        a, b = mine[figure], theirs[figure]
        out[figure] = round(a / b, 3) if b else 0.0
    return out


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
    other = r.get("against")
    rounds = f" × {r['rounds']} rounds, alternated" if r.get("rounds", 1) > 1 else ""
    print(
        f"chronicle bench http — {r['connections']} connections, {r['requests_per_connection']} requests each"
        f"{rounds}, fan-out {r['fanout']} (set-up {r['setup_seconds']} s); this tree {r.get('ref', '?')}"
        + (f" against {other['ref']} ({other['sha']})" if other else "")
    )
    print(
        f"{'endpoint':<26}{'server':>10}{'req/s':>9}{'p50 ms':>9}{'p99 ms':>9}{'CPU ms/req':>12}"
        f"{'× floor CPU':>13}{'× floor req/s':>15}"
    )
    if "floor_rps" in r:
        print(
            f"{'POST /_bench/noop':<26}{'bare':>10}{r['floor_rps']:>9.1f}{r['floor_p50_ms']:>9.2f}"
            f"{r['floor_p99_ms']:>9.2f}{r['floor_server_cpu_ms']:>12.3f}{1.0:>13.2f}{1.0:>15.3f}"
        )
    servers = [("this", r), *([(str(other["ref"])[:10], other)] if other else [])]
    endpoints = (("noop", "POST /_bench/noop"), ("append", "POST /_bench/append"), ("roll", "POST …/rr.roll_test"))
    for key, endpoint in endpoints:
        for label, figures in servers:
            if f"{key}_rps" not in figures:
                continue
            line = (
                f"{endpoint:<26}{label:>10}{figures[f'{key}_rps']:>9.1f}{figures[f'{key}_p50_ms']:>9.2f}"
                f"{figures[f'{key}_p99_ms']:>9.2f}{figures[f'{key}_server_cpu_ms']:>12.3f}"
            )
            if f"{key}_floor_cpu_ratio" in figures:
                line += f"{figures[f'{key}_floor_cpu_ratio']:>13.2f}{figures[f'{key}_floor_rps_ratio']:>15.3f}"
            print(line)
    for label, figures in servers:
        if "paced_rps" in figures:
            print(
                f"{'  roll paced at ½ rate':<26}{label:>10}{figures['paced_rps']:>9.1f}"
                f"{figures['paced_p50_ms']:>9.2f}{figures['paced_p99_ms']:>9.2f}"
            )
    if "floor_rps" in r:
        met = [
            f"{name} {r[f'{key}_floor_cpu_ratio']:.2f}× (≤ {r[f'{key}_floor_cpu_target']}: "
            f"{'met' if r[f'{key}_floor_cpu_ratio'] <= r[f'{key}_floor_cpu_target'] else 'NOT met'})"
            for key, name in (("noop", "no-op"), ("append", "append + publish"), ("roll", "roll"))
        ]
        print("server CPU per request over the bare no-op's: " + "; ".join(met))
        print(
            "start-up to ready: "
            + ", ".join(
                f"{label} {figures['startup_seconds']:.2f} s ({figures['startup_cpu_seconds']:.2f} s CPU)"
                for label, figures in servers
            )
            + f", bare {r['floor_startup_seconds']:.2f} s ({r['floor_startup_cpu_seconds']:.2f} s CPU)"
            + f" (target ≤ {r['startup_target_seconds']} s)"
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
    if other and "vs_against" in r:
        v = r["vs_against"]
        print(
            f"this tree / {other['ref']}: "
            + ", ".join(
                f"{name} CPU ×{v[f'{key}_server_cpu_ms']:.2f} req/s ×{v[f'{key}_rps']:.2f}"
                for key, name in (("noop", "no-op"), ("append", "append"), ("roll", "roll"))
            )
            + f", start-up ×{v['startup_seconds']:.2f} (its CPU ×{v['startup_cpu_seconds']:.2f})"
        )
    print(json.dumps(r, separators=(",", ":")))


async def _main(args: argparse.Namespace) -> dict[str, Any]:
    with postgres_server(os.environ.get("DATABASE_URL")) as server_url:
        return await bench(
            args.connections,
            args.requests,
            args.warmup,
            server_url,
            os.environ.get("REDIS_URL"),
            args.paced,
            against=args.against,
            rounds=args.rounds,
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
    p.add_argument(
        "--against",
        default=None,
        metavar="REF",
        help="also run this git ref (checked out in a temporary worktree, same venv) side by side, alternated",
    )
    p.add_argument(
        "--rounds", type=int, default=None, help="alternated rounds of every phase (default 1, 3 with --against)"
    )
    p.set_defaults(handler=_run)
