"""`chronicle bench http`: an authenticated Robots & Rapiers test roll over HTTP, end to end.

The server runs in a process of its own (uvicorn, the real app, rate limiting off) on a fresh database.
Each of `--connections` keep-alive connections (default 64) plays its own table: a campaign with a GM, a
player and a robot, and a stock of tests the GM called during set-up. Measured, in the same run:

- **no-op**: `POST /_bench/noop`, an endpoint of the same app that does nothing (the app's own overhead);
- **append + publish**: `POST /_bench/append`, an endpoint of the same app that does only the I/O a roll
  cannot do without — one event appended to a stream of the connection's own with an exact expected
  version (the store's append, group commit included), then published on the live fan-out — and nothing
  else: no token, no state, no rules. Its ratio to the no-op is the most a roll could reach on this
  machine with this store and fan-out, whatever the rest of the command path cost;
- **roll**: `POST /campaigns/{id}/commands/rr.roll_test` with the player's token — token look-up, state,
  decision with server dice, append (one PostgreSQL transaction), publish to the live fan-out, response.

It prints a table and a last line of JSON: throughput of each, the roll's ratio to the no-op (target ≥ 0.5)
and the append + publish ratio beside it, and p50/p99 latency (target p99 ≤ 25 ms for the roll). The client
is a minimal HTTP/1.1 client on asyncio so that it costs the machine as little as possible; it still shares
the CPU with the server and PostgreSQL.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any
from urllib.parse import urlsplit, urlunsplit

RULESET = "robots-and-rapiers"
ROLL_TAG = "rr.roll_test"

SHEET: dict[str, Any] = {
    "name": "Juliard",
    "body_type": 3,
    "vocalization": 3,
    "core_social": "genteel",
    "size": 6,
    "force": 4,
    "durability": 4,
    "articulation": 5,
    "locomotion": 5,
    "processor": 5,
    "memory": 4,
    "visual": 3,
    "audio": 3,
    "tactile": 3,
    "capacitor_levels": 4,
    "slots": 8,
    "cores": {"physical": 5, "mental": 5, "social": 6},
    "programs": [
        {"name": "fencing", "level": 3, "specialties": ["rapier"]},
        {"name": "athletics", "level": 1},
        {"name": "etiquette", "level": 1},
        {"name": "oration", "level": 1},
        {"name": "persuasion", "level": 1, "specialties": ["seduce"]},
        {"name": "observation", "level": 1},
        {"name": "intrigue", "level": 0},
        {"name": "riding", "level": 0},
        {"name": "strategy", "level": 0},
    ],
    "traits": [
        {"name": "Loyal to the Cardinal", "rating": 3},
        {"name": "Jealous Lover", "rating": 3},
        {"name": "Loves Vivienne", "rating": 2},
        {"name": "Never backs down", "rating": 2},
    ],
}
"""A valid Size 6, Anthropoid Class 6 guardsman with fencing 3 (the rulebook's Character Creation Summary)."""


# -- a minimal keep-alive HTTP/1.1 client ---------------------------------------------------------------


class HttpError(RuntimeError):
    pass


class Connection:
    """One keep-alive connection; requests on it are sequential, like one client's."""

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None

    async def open(self) -> Connection:
        self._reader, self._writer = await asyncio.open_connection(self.host, self.port)
        sock = self._writer.get_extra_info("socket")
        if sock is not None:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        return self

    async def close(self) -> None:
        if self._writer is not None:
            self._writer.close()
            with contextlib.suppress(Exception):
                await self._writer.wait_closed()

    async def request(
        self, method: str, path: str, body: bytes = b"", headers: dict[str, str] | None = None
    ) -> tuple[int, bytes]:
        assert self._reader is not None and self._writer is not None
        lines = [f"{method} {path} HTTP/1.1", f"Host: {self.host}", f"Content-Length: {len(body)}"]
        if body:
            lines.append("Content-Type: application/json")
        for k, v in (headers or {}).items():
            lines.append(f"{k}: {v}")
        self._writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + body)
        head = await self._reader.readuntil(b"\r\n\r\n")
        status = int(head[9:12])
        length = None
        chunked = False
        for line in head.split(b"\r\n")[1:]:
            name, _, value = line.partition(b":")
            name = name.strip().lower()
            if name == b"content-length":
                length = int(value)
            elif name == b"transfer-encoding" and b"chunked" in value.lower():
                chunked = True
        if chunked:
            parts = []
            while True:
                size = int((await self._reader.readuntil(b"\r\n")).strip(), 16)
                if size == 0:
                    await self._reader.readuntil(b"\r\n")
                    break
                parts.append(await self._reader.readexactly(size))
                await self._reader.readexactly(2)
            return status, b"".join(parts)
        return status, (await self._reader.readexactly(length) if length else b"")

    async def json(
        self, method: str, path: str, payload: Any = None, token: str | None = None, expect: int = 200
    ) -> Any:
        headers = {"Authorization": f"Bearer {token}"} if token else None
        body = json.dumps(payload).encode() if payload is not None else b""
        status, data = await self.request(method, path, body, headers)
        if status != expect:
            raise HttpError(f"{method} {path} → {status}: {data[:500].decode(errors='replace')}")
        return json.loads(data) if data else None


# -- the server under test ------------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _with_database(url: str, name: str) -> str:
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, "/" + name, parts.query, parts.fragment))


@contextlib.asynccontextmanager
async def fresh_database(server_url: str) -> AsyncIterator[str]:
    """A database of its own on `server_url`'s server, dropped afterwards."""
    import asyncpg

    name = f"chronicle_bench_{uuid.uuid4().hex[:10]}"
    admin = await asyncpg.connect(server_url)
    try:
        await admin.execute(f'CREATE DATABASE "{name}"')
    finally:
        await admin.close()
    try:
        yield _with_database(server_url, name)
    finally:
        admin = await asyncpg.connect(server_url)
        try:
            await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        finally:
            await admin.close()


@contextlib.contextmanager
def server_process(
    database_url: str,
    port: int,
    redis_url: str | None,
    *,
    command: Sequence[str] | None = None,
    env: Mapping[str, str] | None = None,
    stderr: int | IO[bytes] = subprocess.PIPE,
) -> Iterator[subprocess.Popen[bytes]]:
    """A server process on `port` with a data folder of its own (removed afterwards), rate limiting off.

    By default the app this module serves (bench endpoints on); `command` runs another (`chronicle serve`),
    `env` adds or overrides variables (say, a seed key kept across restarts), `stderr` is where its log goes
    (a pipe is only read when it exits early: give a file to a server that may log much)."""
    data_dir = tempfile.mkdtemp(prefix="chronicle-bench-")
    full_env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "CHRONICLE_RATE_LIMIT": "0",
        "CHRONICLE_BENCH_ENDPOINTS": "1",
        "CHRONICLE_DATA_DIR": data_dir,
        "CHRONICLE_SEED_KEY": base64.urlsafe_b64encode(secrets.token_bytes(32)).decode(),
        "CHRONICLE_LOG_LEVEL": "WARNING",
    }
    full_env.pop("REDIS_URL", None)
    if redis_url:
        full_env["REDIS_URL"] = redis_url
    full_env.update(env or {})
    proc = subprocess.Popen(
        list(command or [sys.executable, "-m", "server.bench_http", "--serve", str(port)]),
        env=full_env,
        stdout=subprocess.DEVNULL,
        stderr=stderr,
    )
    try:
        yield proc
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
        shutil.rmtree(data_dir, ignore_errors=True)


async def wait_ready(proc: subprocess.Popen[bytes], port: int, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
            raise RuntimeError(f"the server exited ({proc.returncode}):\n{err[-3000:]}")
        try:
            conn = await Connection("127.0.0.1", port).open()
            try:
                status, _ = await conn.request("GET", "/health")
                if status == 200:
                    return
            finally:
                await conn.close()
        except OSError:
            pass
        await asyncio.sleep(0.1)
    raise RuntimeError("the server did not become ready in time")


def _serve(port: int) -> None:
    """The server side (run in its own process by the benchmark)."""
    import uvicorn

    from server.app import create_app
    from server.config import from_env
    from server.main import UVICORN_OPTIONS, tune_gc, tune_threads

    settings = from_env().with_(bench_endpoints=True, port=port)
    app = create_app(settings)
    tune_gc()  # as `chronicle serve` does
    tune_threads()
    uvicorn.run(
        app,
        host="127.0.0.1",
        port=port,
        log_level="warning",
        access_log=False,
        timeout_keep_alive=600,
        **UVICORN_OPTIONS,
    )


# -- set-up and measurement -----------------------------------------------------------------------------


@dataclass
class Table:
    campaign_id: str
    table_id: str
    player_token: str
    tests: list[str] = field(default_factory=list)


async def set_up_table(conn: Connection, tests: int) -> Table:
    created = await conn.json("POST", "/campaigns", {"name": "Bench", "ruleset": RULESET}, expect=201)
    cid, gm = created["campaign_id"], created["issued"]["token"]
    base = f"/campaigns/{cid}/commands"
    added = await conn.json("POST", f"{base}/campaign.add_member", {"name": "Ann", "role": "player"}, gm)
    player, player_token = added["issued"]["member_id"], added["issued"]["token"]
    opened = await conn.json("POST", f"{base}/campaign.open_table", {"name": "Bench", "dice_mode": "server"}, gm)
    table_id = opened["events"][0]["data"]["table_id"]
    made = await conn.json(
        "POST", f"{base}/rr.create_character", {"sheet": SHEET, "design_points": 60, "owner_id": player}, gm
    )
    character = made["events"][0]["data"]["character_id"]
    table = Table(cid, table_id, player_token)
    call = {"character_id": character, "table_id": table_id, "program": "fencing", "attribute": "articulation"}
    for _ in range(tests):
        called = await conn.json("POST", f"{base}/rr.call_for_test", call, gm)
        table.tests.append(called["events"][0]["data"]["test_id"])
    return table


def percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return float("nan")
    index = min(len(sorted_values) - 1, max(0, round(q * (len(sorted_values) - 1))))
    return sorted_values[index]


def process_cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (Linux /proc), 0 where unavailable."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


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
    async with fresh_database(server_url) as database_url:
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

                noop = [("/_bench/noop", b"", {})]
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


@contextlib.contextmanager
def postgres_server() -> Iterator[str]:
    """The PostgreSQL a benchmark makes its scratch databases on: DATABASE_URL's server, else an embedded
    one in a temporary folder (stopped and removed afterwards)."""
    server_url = os.environ.get("DATABASE_URL")
    if server_url:
        yield server_url
        return
    from eventstore.embedded import embedded_dsn, stop_embedded

    folder = tempfile.mkdtemp(prefix="chronicle-bench-pg-")
    try:
        yield embedded_dsn(folder, delete_on_exit=True)
    finally:
        stop_embedded(folder)


async def _main(args: argparse.Namespace) -> dict[str, Any]:
    with postgres_server() as server_url:
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


def register(bench_parsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
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


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--serve":
        _serve(int(sys.argv[2]))
    else:
        parser = argparse.ArgumentParser(prog="chronicle bench http")
        sub = parser.add_subparsers()
        register(sub)
        ns = parser.parse_args(["http", *sys.argv[1:]])
        sys.exit(ns.handler(ns))
