"""PostgreSQL failover under load: a primary and its synchronous standby (pg_basebackup -R, Debian's server
binaries), one `chronicle serve` on the multi-host URL

    postgresql://postgres@primary:P,standby:S/chronicle?target_session_attrs=read-write

and clients sending keyed commands, each retried with its own Idempotency-Key and body through broken
connections, 503 and 409 `idempotency_in_progress`, as docs/reliability.md asks of a client. Mid-load the
primary is SIGKILLed (postmaster and backends at once) and the standby promoted (`pg_ctl promote`).

Afterwards, against the promoted standby's log: every acknowledged command's event is there exactly once, at
the version and with the event id its answer gave; every acknowledged command sent again with its key gets
the same answer; nothing was answered 500; the server process is the one started before the kill. Printed:
acknowledged, lost, duplicated, 500s, and the outage (from the kill to the first command acknowledged that
was sent after it; and from the promotion's end to it).
"""

from __future__ import annotations

import asyncio
import json
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

import asyncpg
import httpx
import pytest

from eventstore.personal import reveal
from tests.deploy.pg_cluster import MISSING, ReplicationPair
from tests.server.processes import ServerProcess

pytestmark = pytest.mark.skipif(MISSING is not None, reason=MISSING or "")

CLIENTS = 4
LOAD_BEFORE_KILL = 3.0
"""Seconds of load on the primary before it is killed."""
LOAD_AFTER_PROMOTION = 3.0
ANSWER_DEADLINE = 40.0
"""Seconds a client keeps retrying one command before it counts it unanswered."""


@dataclass
class Sent:
    kind: str  # "open" or "close"
    key: str
    path: str
    body: dict[str, Any]
    subject: str  # the table's name (open) or id (close)
    status: int | None = None
    answer: dict[str, Any] = field(default_factory=dict)
    attempts: int = 0
    answered_at: float | None = None
    last_sent_at: float = 0.0


@dataclass
class Load:
    sent: list[Sent] = field(default_factory=list)
    statuses: dict[int, int] = field(default_factory=dict)
    retried: dict[str, int] = field(default_factory=dict)
    """Answers retried, by status and code (`409 idempotency_in_progress`, `503 store_unavailable` …)."""
    transport_errors: int = 0
    killed_at: float | None = None
    promoted_at: float | None = None


async def send(client: httpx.AsyncClient, load: Load, sent: Sent, headers: dict[str, str]) -> None:
    """Until a final answer: the same key and body again after a broken connection, a 503 or a 409."""
    headers = {**headers, "Idempotency-Key": sent.key}
    deadline = time.monotonic() + ANSWER_DEADLINE
    while time.monotonic() < deadline:
        sent.attempts += 1
        sent.last_sent_at = time.monotonic()
        try:
            r = await client.post(sent.path, json=sent.body, headers=headers)
        except httpx.TransportError:
            load.transport_errors += 1
            await asyncio.sleep(0.05)
            continue
        load.statuses[r.status_code] = load.statuses.get(r.status_code, 0) + 1
        if r.status_code in (409, 503):
            what = f"{r.status_code} {r.json().get('code')}"
            load.retried[what] = load.retried.get(what, 0) + 1
            await asyncio.sleep(0.05)
            continue
        sent.status, sent.answer, sent.answered_at = r.status_code, r.json(), time.monotonic()
        return


async def client_loop(n: int, url: str, campaign: str, token: str, load: Load, stop: asyncio.Event) -> None:
    headers = {"Authorization": f"Bearer {token}"}
    base = f"/campaigns/{campaign}/commands"
    async with httpx.AsyncClient(base_url=url, timeout=30) as client:
        i = 0
        while not stop.is_set():
            i += 1
            name = f"c{n}-t{i}-{uuid.uuid4().hex[:6]}"
            opened = Sent("open", f"open-{name}", f"{base}/campaign.open_table", {"name": name}, name)
            load.sent.append(opened)
            await send(client, load, opened, headers)
            if opened.status != 200:
                continue
            table_id = opened.answer["events"][0]["data"]["table_id"]
            closed = Sent("close", f"close-{name}", f"{base}/campaign.close_table", {"table_id": table_id}, table_id)
            load.sent.append(closed)
            await send(client, load, closed, headers)


async def stored_events(database_url: str, campaign: str) -> dict[tuple[str, str], list[asyncpg.Record]]:
    """The log's open and close events by (kind, subject)."""
    conn = await asyncpg.connect(database_url)
    try:
        rows = await conn.fetch(
            "SELECT version, id, type, data::text AS data, personal::text AS personal FROM events WHERE stream = $1"
            " AND type IN ('campaign.table_opened', 'campaign.table_closed')",
            f"campaign-{campaign}",
        )
    finally:
        await conn.close()
    found: dict[tuple[str, str], list[asyncpg.Record]] = {}
    for row in rows:
        raw = row["data"].encode()  # a table's name is personal: kept beside the hashed data (eventstore/personal.py)
        data = json.loads(reveal(raw, row["personal"].encode()) if row["personal"] else raw)
        if row["type"] == "campaign.table_opened":
            found.setdefault(("open", data["name"]), []).append(row)
        else:
            found.setdefault(("close", data["table_id"]), []).append(row)
    return found


def answered_as_stored(sent: Sent, rows: list[asyncpg.Record]) -> bool:
    events = sent.answer.get("events") or []
    return (
        len(rows) == 1
        and bool(events)
        and sent.answer.get("version") == rows[0]["version"]
        and events[-1].get("id") == str(rows[0]["id"])
    )


async def test_the_primary_killed_under_keyed_load_and_the_standby_promoted_loses_nothing() -> None:
    pair = ReplicationPair(synchronous=True)
    server: ServerProcess | None = None
    try:
        await pair.start()
        await pair.create_database("chronicle")
        p, s = pair.primary, pair.standby
        url = f"postgresql://postgres@127.0.0.1:{p.port},127.0.0.1:{s.port}/chronicle?target_session_attrs=read-write"
        server = await ServerProcess(url, None, CHRONICLE_READ_PROCESSES="0").start()
        assert server.proc is not None
        pid = server.proc.pid
        async with httpx.AsyncClient(base_url=server.url, timeout=30) as http:
            r = await http.post(
                "/campaigns", json={"name": "Failover", "ruleset": "robots-and-rapiers", "gm_name": "Ada"}
            )
            assert r.status_code == 201, r.text
            campaign, token = r.json()["campaign_id"], r.json()["issued"]["token"]

            load, stop = Load(), asyncio.Event()
            clients = [
                asyncio.create_task(client_loop(n, server.url, campaign, token, load, stop)) for n in range(CLIENTS)
            ]
            await asyncio.sleep(LOAD_BEFORE_KILL)
            acknowledged_before = sum(1 for x in load.sent if x.status == 200)
            load.killed_at = time.monotonic()
            p.kill()
            await asyncio.to_thread(s.promote)
            load.promoted_at = time.monotonic()
            await asyncio.sleep(LOAD_AFTER_PROMOTION)
            stop.set()
            await asyncio.gather(*clients)

            # every acknowledged command again, with its key and body: the same answer
            again_differs = []
            headers = {"Authorization": f"Bearer {token}"}
            for x in load.sent:
                if x.status != 200:
                    continue
                r = await http.post(x.path, json=x.body, headers={**headers, "Idempotency-Key": x.key})
                load.statuses[r.status_code] = load.statuses.get(r.status_code, 0) + 1
                if (
                    r.status_code != 200
                    or r.json().get("version") != x.answer.get("version")
                    or [e["id"] for e in r.json().get("events", [])] != [e["id"] for e in x.answer.get("events", [])]
                ):
                    again_differs.append((x.key, r.status_code, r.text[:200]))

        stored = await stored_events(s.url("chronicle"), campaign)
        acknowledged = [x for x in load.sent if x.status == 200]
        lost = [x.key for x in acknowledged if not stored.get((x.kind, x.subject))]
        duplicated = [key for key, rows in stored.items() if len(rows) > 1]
        misanswered = [
            x.key for x in acknowledged if x.key not in lost and not answered_as_stored(x, stored[(x.kind, x.subject)])
        ]
        unanswered = [x.key for x in load.sent if x.status is None]
        refused = [(x.key, x.status, x.answer.get("code")) for x in load.sent if x.status not in (None, 200)]
        served_again = min(
            (x.answered_at for x in acknowledged if x.answered_at and x.last_sent_at > load.killed_at), default=None
        )
        outage = None if served_again is None else served_again - load.killed_at
        after_promotion = None if served_again is None else served_again - load.promoted_at
        errors_500 = sum(n for status, n in load.statuses.items() if status >= 500 and status != 503)
        summary = (
            f"failover: sent {len(load.sent)}, acknowledged {len(acknowledged)} ({acknowledged_before} before the "
            f"kill), lost {len(lost)}, duplicated {len(duplicated)}, answered unlike the log {len(misanswered)}, "
            f"answered differently when sent again {len(again_differs)}, unanswered {len(unanswered)}, "
            f"500s {errors_500}, statuses {dict(sorted(load.statuses.items()))}, retried {load.retried}, "
            f"broken connections {load.transport_errors}, promotion took {load.promoted_at - load.killed_at:.2f} s, "
            f"outage {'n/a' if outage is None else f'{outage:.2f}'} s from the kill "
            f"({'n/a' if after_promotion is None else f'{after_promotion:.2f}'} s after the promotion)"
        )
        print("\n" + summary)
        assert server.proc.poll() is None and server.proc.pid == pid, summary  # served throughout, never restarted
        assert acknowledged_before > 0 and served_again is not None, summary
        assert (lost, duplicated, misanswered, unanswered, refused) == ([], [], [], [], []), summary
        assert again_differs == [], (again_differs[:5], summary)
        assert errors_500 == 0, summary
        assert "Traceback" not in server.stderr() and "unhandled error" not in server.stderr(), server.stderr()[-3000:]
    finally:
        if server is not None:
            server.stop()
        pair.stop()
