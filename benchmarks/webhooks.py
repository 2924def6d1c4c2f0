"""`chronicle bench webhooks`: commit-to-delivery latency of webhooks under steady play, with a flaky receiver.

`--processes` server processes (default 1) on a fresh database (DATABASE_URL's PostgreSQL, else an embedded
one; with more than one, commands go to the first and every process's dispatcher claims subscriptions, as a
deployment of one process per core runs); one campaign with
`--subscriptions` webhooks (default 50), all to one receiver on 127.0.0.1 (benchmarks/receiver.py, in this
process) that answers 500 to `--fail` (default 10%) of first attempts, chosen at random. Commands (members
joining) arrive at `--rate` per second (default 50) for `--seconds`; then the benchmark waits up to
`--drain` seconds for the last deliveries.

Reported: commit-to-delivery p50/p95/p99/max over every (subscription, event) — from the event's
`recorded_at` (the committing transaction's time, server clock, same machine) to the receiver accepting
it, retries included — missed (expected but never accepted), duplicates (accepted twice), attempts, and
the server processes' CPU per delivery (all processes together). The receiver and the command sender share
the machine with the server: on 2 cores they compete with it.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import time
from datetime import datetime
from typing import Any

import httpx

from benchmarks.figures import percentile, process_cpu_seconds
from benchmarks.postgres import postgres_server, scratch_database
from benchmarks.receiver import Receiver
from benchmarks.servers import free_port, server_process, wait_ready


async def _campaign(client: httpx.AsyncClient) -> tuple[str, dict[str, str]]:
    r = await client.post("/campaigns", json={"name": "Bench", "ruleset": "scratch-rps", "gm_name": "GM"})
    r.raise_for_status()
    body = r.json()
    return body["campaign_id"], {"Authorization": f"Bearer {body['issued']['token']}"}


async def _paced_commands(client: httpx.AsyncClient, base: str, gm: dict[str, str], rate: float, seconds: float) -> int:
    """Commands at `rate` per second (a few in flight at most); how many succeeded."""
    total = int(rate * seconds)
    start = time.perf_counter()
    done = 0
    slots = asyncio.Semaphore(8)

    async def one(i: int) -> None:
        nonlocal done
        async with slots:
            r = await client.post(f"{base}/commands/campaign.add_member", json={"name": f"M{i}"}, headers=gm)
            if r.status_code == 200:
                done += 1

    tasks = []
    for i in range(total):
        delay = start + i / rate - time.perf_counter()
        if delay > 0:
            await asyncio.sleep(delay)
        tasks.append(asyncio.create_task(one(i)))
    await asyncio.gather(*tasks)
    return done


async def bench(
    server_url: str, subscriptions: int, rate: float, seconds: float, fail: float, drain: float, processes: int = 1
) -> dict[str, Any]:
    rng = random.Random(17)
    tried: set[tuple[str, str]] = set()

    def answer(path: str, headers: dict[str, str], _body: bytes) -> int:
        key = (path, headers.get("chronicle-version", ""))
        if key in tried:
            return 200
        tried.add(key)
        return 500 if rng.random() < fail else 200

    async with scratch_database(server_url) as database_url, Receiver(answer) as receiver:
        env = {"CHRONICLE_WEBHOOK_ALLOW_PRIVATE": "1"}
        ports = [free_port() for _ in range(processes)]
        with contextlib.ExitStack() as servers:
            procs = [servers.enter_context(server_process(database_url, p, None, env=env)) for p in ports]
            for proc, p in zip(procs, ports, strict=True):
                await wait_ready(proc, p)
            port = ports[0]
            async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=30) as client:
                campaign_id, gm = await _campaign(client)
                base = f"/campaigns/{campaign_id}"
                first = (await client.get(base, headers=gm)).json()["version"] + 1
                for i in range(subscriptions):
                    r = await client.post(f"{base}/webhooks", json={"url": receiver.url(f"/s{i}")}, headers=gm)
                    r.raise_for_status()
                cpu_before = sum(process_cpu_seconds(proc.pid) for proc in procs)
                own_before = time.process_time()
                load_before = os.getloadavg()[0]
                started = time.perf_counter()
                done = await _paced_commands(client, base, gm, rate, seconds)
                sent_for = time.perf_counter() - started
                last = (await client.get(base, headers=gm)).json()["version"]
                expected = {(f"/s{i}", v) for i in range(subscriptions) for v in range(first, last + 1)}

                def accepted() -> set[tuple[str, int]]:
                    return {(g.path, int(g.headers["chronicle-version"])) for g in receiver.received if g.status == 200}

                deadline = time.monotonic() + drain
                while not expected <= accepted() and time.monotonic() < deadline:
                    await asyncio.sleep(0.1)
                cpu = sum(process_cpu_seconds(proc.pid) for proc in procs) - cpu_before
                own_cpu = time.process_time() - own_before
                load_after = os.getloadavg()[0]

    latencies: list[float] = []
    counts: dict[tuple[str, int], int] = {}
    for got in receiver.received:
        if got.status != 200:
            continue
        key = (got.path, int(got.headers["chronicle-version"]))
        counts[key] = counts.get(key, 0) + 1
        if counts[key] == 1:
            frame = json.loads(got.body)["data"]["frames"][0]
            latencies.append(got.at - datetime.fromisoformat(frame["recorded_at"]).timestamp())
    latencies.sort()
    delivered = len(counts)
    return {
        "processes": processes,
        "subscriptions": subscriptions,
        "rate": rate,
        "seconds": seconds,
        "commands_ok": done,
        "commands_seconds": round(sent_for, 2),
        "events": last - first + 1,
        "expected_deliveries": len(expected),
        "delivered": delivered,
        "missed": len(expected - set(counts)),
        "duplicates": sum(n - 1 for n in counts.values()),
        "attempts": len(receiver.received),
        "failed_first_attempts": sum(1 for g in receiver.received if g.status == 500),
        "p50_ms": round(percentile(latencies, 0.50) * 1000, 1),
        "p95_ms": round(percentile(latencies, 0.95) * 1000, 1),
        "p99_ms": round(percentile(latencies, 0.99) * 1000, 1),
        "max_ms": round(latencies[-1] * 1000, 1) if latencies else None,
        "server_cpu_ms_per_delivery": round(cpu * 1000 / max(1, len(receiver.received)), 3),
        "server_cpu_share": round(cpu / max(sent_for, 1e-9), 2),
        "bench_process_cpu_s": round(own_cpu, 2),
        "load_average": [round(load_before, 1), round(load_after, 1)],
        "cores": os.cpu_count(),
    }


def print_report(r: dict[str, Any]) -> None:
    print(
        f"webhooks: {r['processes']} server process(es), {r['subscriptions']} subscriptions, "
        f"{r['events']} events at {r['rate']:g}/s "
        f"({r['commands_ok']} commands in {r['commands_seconds']} s), receiver failing "
        f"{r['failed_first_attempts']} first attempts; load average {r['load_average'][0]} → "
        f"{r['load_average'][1]} on {r['cores']} cores; receiver and command sender used "
        f"{r['bench_process_cpu_s']} s CPU"
    )
    print("| deliveries | missed | duplicates | attempts | p50 ms | p95 ms | p99 ms | max ms | server CPU ms/attempt |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    print(
        f"| {r['delivered']}/{r['expected_deliveries']} | {r['missed']} | {r['duplicates']} | {r['attempts']} "
        f"| {r['p50_ms']} | {r['p95_ms']} | {r['p99_ms']} | {r['max_ms']} | {r['server_cpu_ms_per_delivery']} |"
    )
    print(json.dumps(r))


def _run(args: argparse.Namespace) -> int:
    async def main() -> dict[str, Any]:
        with postgres_server(os.environ.get("DATABASE_URL")) as server_url:
            return await bench(
                server_url, args.subscriptions, args.rate, args.seconds, args.fail, args.drain, args.processes
            )

    result = asyncio.run(main())
    print_report(result)
    return 0 if result["missed"] == 0 else 1


def register(bench_parsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = bench_parsers.add_parser("webhooks", help="webhook commit-to-delivery p50/p99 and missed, flaky receiver")
    p.add_argument("--subscriptions", type=int, default=50, help="webhooks on the campaign (default 50)")
    p.add_argument("--rate", type=float, default=50.0, help="commands per second (default 50)")
    p.add_argument("--seconds", type=float, default=20.0, help="how long commands arrive (default 20)")
    p.add_argument("--fail", type=float, default=0.10, help="share of first attempts answered 500 (default 0.10)")
    p.add_argument("--drain", type=float, default=60.0, help="seconds to wait for the last deliveries (default 60)")
    p.add_argument("--processes", type=int, default=1, help="server processes sharing the database (default 1)")
    p.set_defaults(handler=_run)
