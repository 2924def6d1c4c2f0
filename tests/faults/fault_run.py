"""A fault run: two `chronicle serve` processes on one database, clients retrying every command with its
Idempotency-Key, processes SIGKILLed under load and the servers' database backends terminated; then every
answer is checked against the log.

    DATABASE_URL=postgresql://…/postgres REDIS_URL=redis://… .venv/bin/python -m tests.faults.fault_run \\
        --seconds 120 --clients 16 --kill-every 15 --terminate-every 7

It works in a scratch database of its own (created on DATABASE_URL's server, dropped afterwards). Each client
plays tables of one of a few shared campaigns: it opens a table, then closes it — the close is the command
the rules refuse once it has happened (`table_closed`), so a retry that decided again instead of answering
from the first attempt's events shows up as a wrong answer. A client sends each command to its current
process and, on a broken connection or a 503, moves to the other one and retries with the same key (on 409,
in progress or conflict, it retries where it is). Half the keys carry the TEST-ONLY fault prefix and the
processes pause 50 ms after committing those (server/ops/faults.py), which widens the window a SIGKILL must hit to
land between a commit and its answer.

Printed at the end: commands sent; acknowledged (a 2xx final answer); stored (the log holds its event);
lost (acknowledged, not stored); duplicated (stored more than once); answered wrongly (a final answer that
differs from what the log shows: another version or event, or a refusal of a command the log holds); the
longest wait from a command's first send to its final answer, across retries.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

import asyncpg
import httpx

from eventstore.personal import reveal
from server.ops.faults import FAULT_KEY_PREFIX
from tests.scratch_databases import scratch_database
from tests.server.processes import APPLICATION_NAME, ServerProcess

RETRY_STATUSES = {409, 503}


@dataclass
class Sent:
    """One command as the client saw it."""

    kind: str  # "open" or "close"
    key: str
    campaign: str
    name: str  # the table's name (open) or id (close)
    started: float
    finished: float | None = None
    attempts: int = 0
    status: int | None = None
    answer: dict[str, Any] | None = None
    transport_errors: int = 0
    cut_at: float | None = None
    """Wall-clock time of the first broken connection (a kill or a terminated session) of this command."""


@dataclass
class Totals:
    commands: list[Sent] = field(default_factory=list)
    kills: int = 0
    terminations: int = 0
    backends_terminated: int = 0


class Cluster:
    def __init__(self, database_url: str, redis_url: str | None) -> None:
        env = {"CHRONICLE_TEST_FAULT": "after_commit:0.05"}
        self.procs = [ServerProcess(database_url, redis_url, **env), ServerProcess(database_url, redis_url, **env)]

    async def start(self) -> None:
        await self.procs[0].start()  # migrates first
        await self.procs[1].start()

    def url(self, i: int) -> str:
        return self.procs[i % 2].url

    async def restart(self, i: int) -> None:
        await self.procs[i].start()

    def stop(self) -> None:
        for p in self.procs:
            p.stop()


async def _send(client: httpx.AsyncClient, cluster: Cluster, where: list[int], sent: Sent, path: str,
                body: dict[str, Any], headers: dict[str, str]) -> None:  # fmt: skip
    """Send until a final answer: another process after a broken connection or a 503, here after a 409."""
    headers = {**headers, "Idempotency-Key": sent.key}
    while True:
        sent.attempts += 1
        try:
            r = await client.post(cluster.url(where[0]) + path, json=body, headers=headers)
        except httpx.TransportError:
            sent.transport_errors += 1
            if sent.cut_at is None:
                sent.cut_at = time.time()
            where[0] += 1
            await asyncio.sleep(0.05)
            continue
        if r.status_code in RETRY_STATUSES:
            if r.status_code == 503:
                where[0] += 1
            await asyncio.sleep(0.1)
            continue
        sent.finished = time.monotonic()
        sent.status = r.status_code
        sent.answer = r.json()
        return


async def client_loop(n: int, cluster: Cluster, campaigns: list[tuple[str, str]], totals: Totals,
                      stop: asyncio.Event) -> None:  # fmt: skip
    campaign_id, token = campaigns[n % len(campaigns)]
    headers = {"Authorization": f"Bearer {token}"}
    where = [n]
    base = f"/campaigns/{campaign_id}/commands"
    async with httpx.AsyncClient(timeout=30) as client:
        i = 0
        while not stop.is_set():
            i += 1
            prefix = FAULT_KEY_PREFIX if random.random() < 0.5 else ""
            name = f"c{n}-t{i}-{uuid.uuid4().hex[:6]}"
            opened = Sent("open", f"{prefix}open-{name}", campaign_id, name, time.monotonic())
            totals.commands.append(opened)
            await _send(client, cluster, where, opened, f"{base}/campaign.open_table", {"name": name}, headers)
            if opened.status != 200 or not opened.answer:
                continue
            table_id = opened.answer["events"][0]["data"]["table_id"]
            closed = Sent("close", f"{prefix}close-{name}", campaign_id, table_id, time.monotonic())
            totals.commands.append(closed)
            await _send(client, cluster, where, closed, f"{base}/campaign.close_table", {"table_id": table_id}, headers)


async def chaos(cluster: Cluster, database_url: str, totals: Totals, stop: asyncio.Event, kill_every: float,
                terminate_every: float) -> None:  # fmt: skip
    admin = await asyncpg.connect(database_url)
    next_kill = time.monotonic() + kill_every
    next_terminate = time.monotonic() + terminate_every
    victim = 0
    try:
        while not stop.is_set():
            await asyncio.sleep(0.1)
            now = time.monotonic()
            if now >= next_kill:
                cluster.procs[victim].kill()
                totals.kills += 1
                await asyncio.sleep(1.0)
                await cluster.restart(victim)
                victim = 1 - victim
                next_kill = time.monotonic() + kill_every * random.uniform(0.7, 1.3)
            if now >= next_terminate:
                totals.backends_terminated += await admin.fetchval(
                    "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                    " WHERE datname = current_database() AND application_name = $1",
                    APPLICATION_NAME,
                )
                totals.terminations += 1
                next_terminate = now + terminate_every * random.uniform(0.7, 1.3)
    finally:
        await admin.close()


async def check(database_url: str, totals: Totals) -> dict[str, Any]:
    conn = await asyncpg.connect(database_url)
    try:
        rows = await conn.fetch(
            "SELECT stream, version, id, type, data::text AS data, personal::text AS personal,"
            " extract(epoch FROM recorded_at) AS at FROM events"
            " WHERE type IN ('campaign.table_opened', 'campaign.table_closed')"
        )
    finally:
        await conn.close()
    import json

    by_name: dict[str, list[Any]] = {}
    by_table_closed: dict[str, list[Any]] = {}
    at: dict[tuple[str, int], Any] = {}
    for r in rows:
        raw = r["data"].encode()  # a table's name is personal: kept beside the hashed data (eventstore/personal.py)
        data = json.loads(reveal(raw, r["personal"].encode()) if r["personal"] else raw)
        at[(r["stream"], r["version"])] = r
        if r["type"] == "campaign.table_opened":
            by_name.setdefault(data["name"], []).append(r)
        else:
            by_table_closed.setdefault(data["table_id"], []).append(r)
    sent = totals.commands
    acknowledged = stored = lost = duplicated = wrong = unanswered = 0
    wrong_examples: list[str] = []
    waits = []
    for s in sent:
        stored_rows = (by_name if s.kind == "open" else by_table_closed).get(s.name, [])
        if s.status is None:
            unanswered += 1
        else:
            waits.append((s.finished or s.started) - s.started)
        ok = s.status is not None and 200 <= s.status < 300
        acknowledged += ok
        stored += bool(stored_rows)
        lost += ok and not stored_rows
        duplicated += len(stored_rows) > 1
        if s.status is None:
            continue
        bad = None
        if ok:
            answer = s.answer or {}
            events = answer.get("events") or []
            row = at.get((f"campaign-{s.campaign}", answer.get("version")))
            if (
                not events
                or row is None
                or str(row["id"]) != events[-1].get("id")
                or row["type"] != events[-1].get("type")
            ):
                bad = f"{s.kind} {s.key}: answered version {answer.get('version')}, the log differs"
        elif stored_rows:
            bad = f"{s.kind} {s.key}: answered {s.status} {(s.answer or {}).get('code')} but the log holds it"
        if bad:
            wrong += 1
            wrong_examples.append(bad)
    return {
        "sent": len(sent),
        "acknowledged": acknowledged,
        "stored": stored,
        "lost": lost,
        "duplicated": duplicated,
        "answered_wrongly": wrong,
        "unanswered": unanswered,
        "longest_wait": max(waits, default=0.0),
        "retried": sum(1 for s in sent if s.attempts > 1),
        "cut_off": sum(1 for s in sent if s.transport_errors),
        "cut_after_commit": sum(
            1
            for s in sent
            if s.cut_at is not None
            and any(
                float(r["at"]) < s.cut_at for r in (by_name if s.kind == "open" else by_table_closed).get(s.name, [])
            )
        ),
        "wrong_examples": wrong_examples[:5],
        "refused": sum(1 for s in sent if s.status is not None and s.status >= 300),
    }


async def run(args: argparse.Namespace, server_url: str, redis_url: str | None) -> dict[str, Any]:
    """The run; `server_url` is a PostgreSQL server to create the scratch database on."""
    async with scratch_database(server_url, migrated=False, prefix="chronicle_faults") as database_url:
        cluster = Cluster(database_url, redis_url)
        await cluster.start()
        totals = Totals()
        try:
            campaigns = []
            async with httpx.AsyncClient(timeout=30) as client:
                for i in range(args.campaigns):
                    r = await client.post(
                        cluster.url(i) + "/campaigns",
                        json={"name": f"faults {i}", "ruleset": "robots-and-rapiers", "gm_name": "GM"},
                    )
                    r.raise_for_status()
                    campaigns.append((r.json()["campaign_id"], r.json()["issued"]["token"]))
            stop_clients, stop_chaos = asyncio.Event(), asyncio.Event()
            clients = [
                asyncio.create_task(client_loop(n, cluster, campaigns, totals, stop_clients))
                for n in range(args.clients)
            ]
            chaos_task = asyncio.create_task(
                chaos(cluster, database_url, totals, stop_chaos, args.kill_every, args.terminate_every)
            )
            await asyncio.sleep(args.seconds)
            stop_chaos.set()
            await chaos_task
            for p in cluster.procs:  # both up for the last retries
                if p.proc is None or p.proc.poll() is not None:
                    await p.start()
            stop_clients.set()
            await asyncio.wait_for(asyncio.gather(*clients), 120)
            result = await check(database_url, totals)
            stderr = "".join(p.stderr() for p in cluster.procs)
        finally:
            cluster.stop()
    result.update(
        seconds=args.seconds,
        clients=args.clients,
        kills=totals.kills,
        terminations=totals.terminations,
        backends_terminated=totals.backends_terminated,
        server_500s=stderr.count("unhandled error"),
        tracebacks=stderr.count("Traceback"),
    )
    return result


def report(r: dict[str, Any]) -> str:
    lines = [
        f"fault run: 2 server processes, {r['clients']} clients, {r['seconds']} s, "
        f"{r['kills']} SIGKILLs, {r['terminations']} backend terminations ({r['backends_terminated']} sessions)",
        f"  commands sent      {r['sent']}",
        f"  acknowledged       {r['acknowledged']}",
        f"  stored             {r['stored']}",
        f"  lost               {r['lost']}",
        f"  duplicated         {r['duplicated']}",
        f"  answered wrongly   {r['answered_wrongly']}",
        f"  longest wait       {r['longest_wait']:.2f} s",
        f"  (retried {r['retried']}; cut off by a kill or a lost connection {r['cut_off']}, of which after their commit"
        f" {r['cut_after_commit']}; refused {r['refused']},"
        f" unanswered at the end {r['unanswered']}; server 500s {r['server_500s']}, tracebacks {r['tracebacks']})",
    ]
    lines += [f"  wrong: {w}" for w in r["wrong_examples"]]
    return "\n".join(lines)


def parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=120)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--campaigns", type=int, default=4)
    parser.add_argument("--kill-every", type=float, default=12)
    parser.add_argument("--terminate-every", type=float, default=7)
    return parser


def main() -> None:
    args = parser().parse_args()
    print(report(asyncio.run(run(args, os.environ["DATABASE_URL"], os.environ.get("REDIS_URL")))))


if __name__ == "__main__":
    main()
