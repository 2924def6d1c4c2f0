"""`chronicle bench long`: what a campaign's length costs the reads a GM or an auditor makes, end to end.

One Robots & Rapiers campaign is grown to each of `--sizes` versions (default 1,000, 10,000 and 100,000),
twice: the **worst** case keeps one table for the whole campaign; the **realistic** one opens a new table
every `--table-every` versions (default 2,000: a session) and the reads are about the newest table.

Filling: the campaign and its player are created over HTTP (their tokens are real); the rest is played in
this process by the rules themselves (`benchmarks/campaign.py`: duels of two robots, every event decided and
applied by `Game`) and appended to the store in batches, with the state snapshots and the recap checkpoints
the server would have written (server/recap/refresh.py). Everything measured goes through the HTTP API of a
real server process (`chronicle serve`, on a scratch database of DATABASE_URL's PostgreSQL or of an embedded
one, dropped afterwards). The server is stopped while a size is filled and started again afterwards, so that:

- **cold first command**: the first command after the restart (a GM's test call), which loads the campaign;
- **commands**: `--tests` tests called by the GM, rolled by the player, resolved, successes spent, each a
  command over HTTP; p50 / p99 of all of them;
- **reads**, one at a time, each on a connection of its own while a second connection sends `GET /health`
  every 20 ms (the slowest answer is reported: how long the read held the process up) and the server's RSS
  (the process and its children, from /proc) is sampled every 20 ms; then, with no read running, the same
  pings for as long again (at least 1 s, at most 10 s): the **baseline**, what the machine's load alone
  costs a ping, printed beside the read's figure so the two can be told apart: `recap?format=json`, a `replay` page
  near the head and one in the middle of the table, `state?at=` the campaign's middle, `integrity`, one
  page of `events` from the middle. Time, bytes and status of each; a refusal (`413`/`503` of a read
  limit) is reported with its code, not retried.
- **newest snapshot** bytes (as stored) and the server's RSS after the commands and at its peak.

A read slower than `--read-timeout`, or during which the server's RSS passes `--rss-cap-mb`, is abandoned:
the server is killed and restarted, the read reported as `timeout` / `rss cap`, and skipped at the larger
sizes of that case. The address space of the server is also capped (twice the RSS cap plus 2 GB), so no
read can take the machine down.

It prints a table, each target of issue 12 (at the largest size; they are set for 100,000 versions) as met
or NOT met, the growth of each figure's per-version cost between the two largest sizes (linear growth is
within 1.5×), and a last line of JSON. The benchmark is not a test: tests/benchmarks/test_bench_long.py runs a tiny one.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import json
import os
import resource
import secrets
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import IO, Any

from application.held import HeldRolls
from application.past_cache import PastCache
from application.recap import checkpoint
from application.recap.service import refresh as refresh_checkpoints
from application.snapshot_policy import snapshot_type
from application.streams import stream_name
from benchmarks.campaign import LongSession
from benchmarks.client import Connection
from benchmarks.figures import percentile
from benchmarks.postgres import postgres_server, scratch_database
from benchmarks.rr_table import RULESET
from benchmarks.servers import free_port, server_process, wait_ready
from domain.messages import tag_of
from eventstore.events import NewEvent
from eventstore.store import EventStore
from server.http.read_limits import offload
from server.recap.refresh import gm_view
from server.recap.sources import recap_source

SIZES = (1_000, 10_000, 100_000)
TABLE_EVERY = 2_000
CASES: dict[str, str] = {"worst": "one table", "realistic": "a table per session"}
READS = ("recap", "replay_head", "replay_middle", "state_at", "integrity", "events")
READ_LABELS = {
    "recap": "recap?format=json",
    "replay_head": "replay, page near the head",
    "replay_middle": "replay, page in the middle",
    "state_at": "state?at= the middle",
    "integrity": "integrity",
    "events": "events, one page",
}
APPEND_BATCH = 500
KEEP_EVERY = 1000
"""Versions between the snapshots kept for reads of the past (the server's CHRONICLE_SNAPSHOT_KEEP_EVERY)."""
PING_EVERY = 0.020
BASELINE_SECONDS = (1.0, 10.0)
"""The baseline pings after a read run as long as the read did, within these bounds (seconds)."""
MB = 1024 * 1024

TARGETS: dict[str, tuple[str, float, str]] = {
    "recap_s": ("recap", 2.0, "s"),
    "replay_page_bytes": ("replay page size", 1 * MB, "bytes"),
    "replay_page_s": ("replay page time", 0.2, "s"),
    "integrity_s": ("integrity", 3.0, "s"),
    "snapshot_bytes": ("newest snapshot", 200 * 1024, "bytes"),
    "cold_command_s": ("cold first command", 0.1, "s"),
    "rss_peak_bytes": ("server RSS through all reads", 400 * MB, "bytes"),
    "health_max_s": ("slowest /health during any read", 0.05, "s"),
}
"""Issue 12's targets on the 2-core machine at 100,000 versions: figure → (label, most allowed, unit)."""
TARGET_VERSIONS = 100_000
GROWTH = (
    "cold_command_s",
    "command_p50_s",
    "command_p99_s",
    "snapshot_bytes",
    "rss_peak_bytes",
    "recap_s",
    "recap_bytes",
    "replay_head_s",
    "replay_head_bytes",
    "replay_middle_s",
    "replay_middle_bytes",
    "state_at_s",
    "state_at_bytes",
    "integrity_s",
    "events_s",
)
"""The figures whose growth with the campaign's length is reported (costs; not the health pings)."""
LINEAR = 1.5
"""Per-version cost at the largest size at most this many times the one at the size before: linear growth."""


# -- the server under test ------------------------------------------------------------------------------


def _kb_field(path: Path, name: str) -> int:
    try:
        for line in path.read_text().splitlines():
            if line.startswith(name + ":"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return 0


def _descendants(pid: int) -> list[int]:
    out: list[int] = []
    todo = [pid]
    while todo:
        p = todo.pop()
        try:
            for task in Path(f"/proc/{p}/task").iterdir():
                children = (task / "children").read_text().split()
                out.extend(int(c) for c in children)
                todo.extend(int(c) for c in children)
        except OSError:
            continue
    return out


def rss_bytes(pid: int) -> int:
    """Resident memory of a process and of every process it started (a pool of workers counts too)."""
    return sum(_kb_field(Path(f"/proc/{p}/status"), "VmRSS") for p in [pid, *_descendants(pid)])


class Server:
    """`chronicle serve` in a process of its own on the scratch database; restartable (the seed key stays)."""

    def __init__(self, database_url: str, rss_cap: int, log: IO[bytes]) -> None:
        self.database_url = database_url
        self.rss_cap = rss_cap
        self.log = log
        self.seed_key = base64.urlsafe_b64encode(secrets.token_bytes(32)).decode()
        self.port = 0
        self.proc: subprocess.Popen[bytes] | None = None
        self._stack: contextlib.ExitStack | None = None
        self.starts = 0

    async def start(self) -> None:
        self.port = free_port()
        stack = contextlib.ExitStack()
        self.proc = stack.enter_context(
            server_process(
                self.database_url,
                self.port,
                None,
                command=[sys.executable, "-m", "server.cli.chronicle", "serve", "--port", str(self.port)],
                env={"CHRONICLE_SEED_KEY": self.seed_key},
                stderr=self.log,
            )
        )
        self._stack = stack
        limit = 2 * self.rss_cap + 2 * 1024 * MB
        with contextlib.suppress(OSError, ValueError):
            resource.prlimit(self.proc.pid, resource.RLIMIT_AS, (limit, limit))
        self.starts += 1
        try:
            await wait_ready(self.proc, self.port, timeout=120)
        except Exception:
            self.stop()
            raise

    def stop(self) -> None:
        if self._stack is not None:
            self._stack.close()
        self._stack = self.proc = None

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()

    async def restart(self) -> None:
        self.stop()
        await self.start()

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid

    def rss(self) -> int:
        return rss_bytes(self.pid) if self.proc is not None and self.proc.poll() is None else 0

    async def connect(self) -> Connection:
        return await Connection("127.0.0.1", self.port).open()


# -- measurements ----------------------------------------------------------------------------------------


@dataclass
class Read:
    """One read through HTTP. `note` says why a figure is missing (timeout, rss cap, a refusal)."""

    status: int | None = None
    seconds: float | None = None
    bytes: int | None = None
    health_max_s: float | None = None
    health_pings: int = 0
    health_baseline_s: float | None = None
    """The slowest /health of as many seconds of pings just after the read, with no read running."""
    rss_peak: int = 0
    note: str = ""

    @property
    def ok(self) -> bool:
        return self.status == 200


@dataclass
class Measured:
    """Everything measured at one size of one case."""

    case: str
    size: int
    versions: int = 0
    tables: int = 0
    characters: int = 0
    table_versions: int = 0
    """Versions since the table the reads are about was opened."""
    fill_s: float = 0.0
    cold_command_s: float | None = None
    command_p50_s: float | None = None
    command_p99_s: float | None = None
    commands: int = 0
    command_errors: int = 0
    snapshot_bytes: int | None = None
    snapshot_version: int | None = None
    rss_after_commands: int = 0
    rss_peak: int = 0
    reads: dict[str, Read] = field(default_factory=dict)


async def timed_read(
    server: Server, path: str, token: str, timeout: float, baseline: tuple[float, float] = BASELINE_SECONDS
) -> Read:
    """GET `path` on a connection of its own while another pings /health every 20 ms and RSS is sampled;
    then the pings alone for as long as the read took (within `baseline`'s bounds)."""
    out = Read()
    done = asyncio.Event()
    pings: list[float] = []
    capped = False

    async def ping() -> None:
        await ping_health(server, done, pings)

    async def watch() -> None:
        nonlocal capped
        while not done.is_set():
            rss = server.rss()
            out.rss_peak = max(out.rss_peak, rss)
            if rss > server.rss_cap:
                capped = True
                server.kill()
                return
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(done.wait(), PING_EVERY)

    pinger = asyncio.create_task(ping())
    watcher = asyncio.create_task(watch())
    conn = await server.connect()
    t0 = time.perf_counter()
    try:
        status, body = await asyncio.wait_for(
            conn.request("GET", path, headers={"Authorization": f"Bearer {token}"}), timeout
        )
        out.seconds = time.perf_counter() - t0
        out.status, out.bytes = status, len(body)
        if status != 200:
            out.note = _problem_code(status, body)
    except TimeoutError:
        out.note = f"timeout > {timeout:g} s"
    except (OSError, asyncio.IncompleteReadError, ValueError) as exc:
        out.note = "rss cap" if capped else f"failed: {type(exc).__name__}"
    finally:
        done.set()
        await conn.close()
    with contextlib.suppress(Exception):
        await asyncio.wait_for(asyncio.gather(pinger, return_exceptions=True), 10)
    pinger.cancel()
    await asyncio.gather(watcher, return_exceptions=True)
    if capped:
        out.note = f"rss cap {server.rss_cap // MB} MB passed"
        out.seconds = out.status = out.bytes = None
    out.rss_peak = max(out.rss_peak, server.rss())
    out.health_pings = len(pings)
    out.health_max_s = max(pings) if pings else None
    if out.note.startswith(("timeout", "rss cap", "failed")):
        await server.restart()  # the process may still be stuck in the read, or gone
    low, high = baseline
    out.health_baseline_s = await baseline_health(server, min(high, max(low, out.seconds or 0.0)))
    return out


async def ping_health(server: Server, done: asyncio.Event, pings: list[float]) -> None:
    """`GET /health` every 20 ms on a connection of its own until `done`; each answer's time into `pings`."""
    conn = await server.connect()
    try:
        while True:  # at least one ping, however short the wait
            t0 = time.perf_counter()
            status, _ = await conn.request("GET", "/health")
            if status == 200:
                pings.append(time.perf_counter() - t0)
            if done.is_set():
                return
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(done.wait(), PING_EVERY)
    finally:
        await conn.close()


async def baseline_health(server: Server, seconds: float) -> float | None:
    """The slowest `/health` of `seconds` of pings with no read running: what the machine's load costs."""
    done = asyncio.Event()
    pings: list[float] = []
    pinger = asyncio.create_task(ping_health(server, done, pings))
    await asyncio.sleep(seconds)
    done.set()
    with contextlib.suppress(Exception):
        await asyncio.wait_for(pinger, 10)
    return max(pings) if pings else None


def _problem_code(status: int, body: bytes) -> str:
    try:
        code = json.loads(body).get("code")
    except (ValueError, AttributeError):
        code = None
    return f"{status} {code}" if code else str(status)


# -- the campaign ---------------------------------------------------------------------------------------


class Campaign:
    """One campaign of the run: its tokens over HTTP, its log played forward here."""

    def __init__(self, case: str, table_every: int | None) -> None:
        self.case = case
        self.table_every = table_every
        self.campaign_id = ""
        self.gm_token = ""
        self.player_token = ""
        self.session: LongSession | None = None
        self.robot = ""

    async def create(self, server: Server, store: EventStore) -> None:
        from domain.rulesets import RULESETS

        conn = await server.connect()
        try:
            made = await conn.json(
                "POST", "/campaigns", {"name": f"Long campaign ({self.case})", "ruleset": RULESET}, expect=201
            )
            self.campaign_id, self.gm_token = made["campaign_id"], made["issued"]["token"]
            added = await conn.json(
                "POST",
                f"/campaigns/{self.campaign_id}/commands/campaign.add_member",
                {"name": "Ann", "role": "player"},
                self.gm_token,
            )
            self.player_token = added["issued"]["token"]
        finally:
            await conn.close()
        game = RULESETS[RULESET]
        state = game.fold(game.decode(r.type, r.data) for r in await store.read_stream(self.stream))
        self.session = LongSession(game, state, made["issued"]["member_id"], added["issued"]["member_id"])
        self.robot = self.session.hero  # the player's robot the measured commands are about
        await self.flush(store)

    @property
    def stream(self) -> str:
        return stream_name(self.campaign_id)

    async def flush(self, store: EventStore) -> None:
        """Append what the session decided, in batches, each expecting the version before it."""
        s = self.session
        assert s is not None
        version = s.state.version - len(s.pending)
        game = s.game
        for i in range(0, len(s.pending), APPEND_BATCH):
            batch = s.pending[i : i + APPEND_BATCH]
            new = [
                NewEvent(
                    id=uuid.uuid4(),
                    type=tag_of(ev),
                    data=game.encode(ev),
                    schema_version=type(ev).schema_version,
                    metadata=meta,
                )
                for ev, meta in batch
            ]
            await store.append(self.stream, new, version)
            version += len(new)
        s.pending.clear()

    async def grow(self, store: EventStore, size: int) -> None:
        """Catch up with what was sent over HTTP, play on to `size` versions, store the newest snapshot and,
        as the server does, keep one every `KEEP_EVERY` versions for reads of the past, with the recap
        checkpoints the server keeps beside them (server/recap/refresh.py)."""
        s = self.session
        assert s is not None
        game = s.game
        records = await store.read_stream(self.stream, from_version=s.state.version + 1)
        s.catch_up([game.decode(r.type, r.data) for r in records])
        held, found = HeldRolls(store), PastCache()  # (what the server keeps between refreshes)
        while s.state.version < size - 1:
            before = s.state.version
            s.grow(min(size - 1, s.state.version + 2 * APPEND_BATCH), self.table_every)
            await self.flush(store)
            if s.state.version // KEEP_EVERY > before // KEEP_EVERY:
                data = game.encode_state(s.state)
                await store.keep_snapshot(self.stream, s.state.version, snapshot_type(game), data)
                # ... and, as its recap checkpoint refresher does after keeping one, brings the checkpoint
                # of the open table up to date once it is `checkpoint.EVERY` events behind.
                vp = gm_view(self.campaign_id, game, s.state, held, offload, found)
                if vp is not None:
                    await refresh_checkpoints(recap_source(store), vp)
                    await checkpoint.flush()
        await store.save_snapshot(self.stream, s.state.version, snapshot_type(game), game.encode_state(s.state))

    async def commands(self, conn: Connection, tests: int, first: Callable[[float], None] | None = None) -> Commands:
        """`tests` tests over HTTP: the GM calls, the player rolls, the GM resolves and spends the successes."""
        s = self.session
        assert s is not None
        base = f"/campaigns/{self.campaign_id}/commands"
        out = Commands()

        async def send(tag: str, body: dict[str, Any], token: str) -> dict[str, Any] | None:
            t0 = time.perf_counter()
            status, data = await conn.request(
                "POST", f"{base}/{tag}", json.dumps(body).encode(), {"Authorization": f"Bearer {token}"}
            )
            took = time.perf_counter() - t0
            if out.cold is None and first is not None:
                out.cold = took
                first(took)
            else:
                out.latencies.append(took)
            if status != 200:
                out.errors += 1
                if not out.first_error:
                    out.first_error = f"{tag}: {_problem_code(status, data)}"
                return None
            return json.loads(data)  # type: ignore[no-any-return]

        for _ in range(tests):
            call = {
                "character_id": self.robot,
                "table_id": s.table_id,
                "program": "fencing",
                "attribute": "articulation",
            }
            called = await send("rr.call_for_test", call, self.gm_token)
            if called is None:
                continue
            test_id = called["events"][0]["data"]["test_id"]
            if await send("rr.roll_test", {"table_id": s.table_id, "test_id": test_id}, self.player_token) is None:
                continue
            resolved = await send("rr.resolve_test", {"test_id": test_id}, self.gm_token)
            net = next((e["data"].get("net", 0) for e in (resolved or {}).get("events", [])), 0)
            if net >= 1:
                spends = [{"kind": "accomplish"}] * net
                await send("rr.spend_successes", {"test_id": test_id, "spends": spends}, self.gm_token)
        return out


@dataclass
class Commands:
    latencies: list[float] = field(default_factory=list)
    cold: float | None = None
    errors: int = 0
    first_error: str = ""


# -- the run --------------------------------------------------------------------------------------------


@dataclass
class Options:
    sizes: tuple[int, ...] = SIZES
    cases: tuple[str, ...] = tuple(CASES)
    table_every: int = TABLE_EVERY
    tests: int = 12
    read_timeout: float = 60.0
    rss_cap_mb: int = 2048
    baseline_seconds: tuple[float, float] = BASELINE_SECONDS


async def measure_size(
    server: Server, store: EventStore, campaign: Campaign, size: int, opts: Options, skipped: dict[str, str]
) -> Measured:
    s = campaign.session
    assert s is not None
    m = Measured(case=campaign.case, size=size)
    server.stop()  # filled with the server down: the next start is a cold one
    t0 = time.perf_counter()
    await campaign.grow(store, size)
    m.fill_s = time.perf_counter() - t0
    async with store.connections.lease() as db:
        # Statistics as autovacuum keeps them on any server that has run for a minute (a server with
        # autovacuum off, as some test setups have, never gathers them). Without them, the planner
        # takes a young table for a small one and sorts all of a stream's later events to read a page of
        # them (35-80 ms a page at 100,000 versions, instead of ~1 ms walking the (stream, version) index).
        await db.execute("ANALYZE")
    await server.start()
    conn = await server.connect()
    try:
        done = await campaign.commands(conn, opts.tests, first=lambda _: None)
    finally:
        await conn.close()
    m.cold_command_s = done.cold
    lat = sorted(done.latencies)
    m.commands, m.command_errors = len(lat) + (done.cold is not None), done.errors
    m.command_p50_s = percentile(lat, 0.50) if lat else None
    m.command_p99_s = percentile(lat, 0.99) if lat else None
    if done.first_error:
        print(f"  {campaign.case} {size:,}: command refused: {done.first_error}", file=sys.stderr)
    m.rss_after_commands = server.rss()
    records = await store.read_stream(campaign.stream, from_version=s.state.version + 1)
    s.catch_up([s.game.decode(r.type, r.data) for r in records])
    head = s.state.version
    m.versions = head + 1
    m.tables = s.tables
    m.characters = len(s.state.game.characters)
    first = s.table_first_version
    m.table_versions = head - first + 1
    cid, t = campaign.campaign_id, s.table_id
    paths = {
        "recap": f"/campaigns/{cid}/tables/{t}/recap?format=json",
        "replay_head": f"/campaigns/{cid}/tables/{t}/replay?from={max(first, head - 100)}",
        "replay_middle": f"/campaigns/{cid}/tables/{t}/replay?from={(first + head) // 2}",
        "state_at": f"/campaigns/{cid}/state?at={head // 2}",
        "integrity": f"/campaigns/{cid}/integrity",
        "events": f"/campaigns/{cid}/events?after={head // 2}&limit=100",
    }
    for name in READS:
        if name in skipped:
            m.reads[name] = Read(note=skipped[name])
            continue
        read = await timed_read(server, paths[name], campaign.gm_token, opts.read_timeout, opts.baseline_seconds)
        m.reads[name] = read
        if read.note.startswith(("timeout", "rss cap", "failed")):
            skipped[name] = f"skipped ({read.note.split(' ')[0]} at {size:,})"
    m.rss_peak = max([m.rss_after_commands, *(r.rss_peak for r in m.reads.values())])
    snap = await store.load_snapshot(campaign.stream)
    if snap is not None:
        m.snapshot_bytes, m.snapshot_version = len(snap.data), snap.version
    return m


async def run(opts: Options, server_url: str, log: IO[bytes]) -> list[Measured]:
    results: list[Measured] = []
    async with scratch_database(server_url) as database_url:
        server = Server(database_url, opts.rss_cap_mb * MB, log)
        await server.start()  # migrates the scratch database
        store = await EventStore.connect(database_url, min_size=1, max_size=2, notify=False)
        try:
            for case in opts.cases:
                campaign = Campaign(case, opts.table_every if case == "realistic" else None)
                if server.proc is None:
                    await server.start()
                await campaign.create(server, store)
                skipped: dict[str, str] = {}
                for size in opts.sizes:
                    m = await measure_size(server, store, campaign, size, opts, skipped)
                    results.append(m)
                    print(f"  measured {case} at {m.versions:,} versions", file=sys.stderr, flush=True)
        finally:
            server.stop()
            await store.close()
    return results


# -- the report -----------------------------------------------------------------------------------------


def figures(m: Measured) -> dict[str, float | None]:
    """The figures compared against targets and across sizes."""
    pages = [m.reads.get(k) for k in ("replay_head", "replay_middle")]
    read_list = list(m.reads.values())

    def worst(values: list[float | None]) -> float | None:
        if not values or any(v is None for v in values):
            return None
        return max(v for v in values if v is not None)

    out: dict[str, float | None] = {
        "recap_s": m.reads["recap"].seconds if "recap" in m.reads else None,
        "replay_page_bytes": worst([p.bytes if p else None for p in pages]),
        "replay_page_s": worst([p.seconds if p else None for p in pages]),
        "integrity_s": m.reads["integrity"].seconds if "integrity" in m.reads else None,
        "snapshot_bytes": m.snapshot_bytes,
        "cold_command_s": m.cold_command_s,
        "rss_peak_bytes": m.rss_peak or None,
        "health_max_s": worst([r.health_max_s for r in read_list if r.status is not None or r.note]),
        "health_baseline_s": worst([r.health_baseline_s for r in read_list if r.health_baseline_s is not None]),
    }
    for name in READS:
        r = m.reads.get(name)
        out[f"{name}_s"] = r.seconds if r else None
        out[f"{name}_bytes"] = r.bytes if r else None
    out["command_p50_s"] = m.command_p50_s
    out["command_p99_s"] = m.command_p99_s
    return out


def evaluate(results: list[Measured]) -> dict[str, Any]:
    """Targets at each case's largest size, and per-version growth between its two largest sizes."""
    out: dict[str, Any] = {}
    for case in dict.fromkeys(m.case for m in results):
        ms = sorted((m for m in results if m.case == case), key=lambda m: m.size)
        last = ms[-1]
        figs = figures(last)
        targets = {}
        for key, (_label, limit, _unit) in TARGETS.items():
            value = figs[key]
            targets[key] = {"value": value, "limit": limit, "met": value is not None and value <= limit}
        growth: dict[str, Any] = {}
        if len(ms) >= 2:
            a, b = ms[-2], ms[-1]
            fa, fb = figures(a), figures(b)
            for key in GROWTH:
                va, vb = fa[key], fb[key]
                if va is None or vb is None or va <= 0:
                    growth[key] = {"ratio": None, "met": False}
                    continue
                ratio = (vb / b.versions) / (va / a.versions)
                growth[key] = {"ratio": round(ratio, 3), "met": ratio <= LINEAR}
        out[case] = {
            "at_versions": last.versions,
            "health_baseline_s": figs["health_baseline_s"],
            "targets": targets,
            "growth_from": ms[-2].versions if len(ms) >= 2 else None,
            "growth": growth,
        }
    return out


def _seconds(v: float | None) -> str:
    if v is None:
        return "—"
    return f"{v * 1000:.1f} ms" if v < 1 else f"{v:.2f} s"


def _size(v: float | None) -> str:
    if v is None:
        return "—"
    if v >= MB:
        return f"{v / MB:.1f} MB"
    return f"{v / 1024:.1f} KB"


def _read_column(name: str) -> Callable[[Measured], str]:
    """The table cell of read `name` in a run's measurements."""
    return lambda m: _read_cell(m.reads[name])


def _read_cell(r: Read) -> str:
    health = "" if r.health_max_s is None else f" h{r.health_max_s * 1000:.0f}"
    if r.health_baseline_s is not None:
        health += f" b{r.health_baseline_s * 1000:.0f}"
    if r.seconds is None:
        return (r.note or "—") + health
    cell = f"{_seconds(r.seconds)} {_size(r.bytes)}{health}"
    return cell if r.status == 200 else f"{r.note}: {cell}"


def report(results: list[Measured], opts: Options) -> dict[str, Any]:
    verdicts = evaluate(results)
    cases = {
        case: [
            {
                **{k: v for k, v in asdict(m).items() if k != "reads"},
                "reads": {name: asdict(r) for name, r in m.reads.items()},
            }
            for m in results
            if m.case == case
        ]
        for case in dict.fromkeys(m.case for m in results)
    }
    all_met = all(t["met"] for v in verdicts.values() for t in v["targets"].values()) and all(
        g["met"] for v in verdicts.values() for g in v["growth"].values()
    )
    return {
        "benchmark": "long",
        "sizes": list(opts.sizes),
        "table_every": opts.table_every,
        "cpus": os.cpu_count(),
        "read_timeout_s": opts.read_timeout,
        "rss_cap_mb": opts.rss_cap_mb,
        "cases": cases,
        "verdicts": verdicts,
        "all_met": all_met,
    }


def print_report(results: list[Measured], result: dict[str, Any]) -> None:
    print(
        f"chronicle bench long — sizes {', '.join(f'{s:,}' for s in result['sizes'])}; {result['cpus']} CPUs; "
        f"reads time out after {result['read_timeout_s']:g} s or at {result['rss_cap_mb']:,} MB server RSS"
    )
    print(
        "read cells: time, response size, slowest GET /health answered meanwhile (h, ms) and in as long "
        "just after, no read running (b, ms: the machine's load alone)"
    )
    label_w = 32
    for case, verdict in result["verdicts"].items():
        ms = [m for m in results if m.case == case]
        col = max(26, *(len(_read_cell(r)) + 2 for m in ms for r in m.reads.values()))
        print()
        print(f"{case} case ({CASES.get(case, case)})".ljust(label_w) + "".join(f"{m.size:>{col},}" for m in ms))
        rows: list[tuple[str, Callable[[Measured], str]]] = [
            ("versions", lambda m: f"{m.versions:,}"),
            ("tables / characters", lambda m: f"{m.tables} / {m.characters}"),
            ("versions of the read table", lambda m: f"{m.table_versions:,}"),
            ("fill (this process)", lambda m: f"{m.fill_s:.1f} s"),
            ("cold first command", lambda m: _seconds(m.cold_command_s)),
            (
                "command p50 / p99",
                lambda m: (
                    f"{_seconds(m.command_p50_s)} / {_seconds(m.command_p99_s)}"
                    + (f" ({m.command_errors} err)" if m.command_errors else "")
                ),
            ),
            ("newest snapshot", lambda m: _size(m.snapshot_bytes)),
            ("server RSS after commands", lambda m: _size(m.rss_after_commands)),
            ("server RSS peak", lambda m: _size(m.rss_peak)),
        ]
        rows += [(READ_LABELS[name], _read_column(name)) for name in READS]
        for label, cell in rows:
            print(label.ljust(label_w) + "".join(f"{cell(m):>{col}}" for m in ms))
        at = verdict["at_versions"]
        note = "" if at >= TARGET_VERSIONS else f" (the targets are set for {TARGET_VERSIONS:,})"
        print(f"targets at {at:,} versions{note}:")
        for key, t in verdict["targets"].items():
            label, limit, unit = TARGETS[key]
            fmt = _size if unit == "bytes" else _seconds
            print(f"  {label:<34} {fmt(t['value']):>12}  ≤ {fmt(limit):<9} {'met' if t['met'] else 'NOT met'}")
            if key == "health_max_s":
                baseline = _seconds(verdict.get("health_baseline_s"))
                print(f"  {'slowest /health, no read running':<34} {baseline:>12}  (the machine's load alone)")
        if verdict["growth"]:
            print(f"per-version cost growth {verdict['growth_from']:,} → {at:,} (linear: ≤ {LINEAR}×):")
            for key, g in verdict["growth"].items():
                ratio = "—" if g["ratio"] is None else f"{g['ratio']:.2f}×"
                print(f"  {key:<34} {ratio:>12}  {'met' if g['met'] else 'NOT met'}")
    print()
    print(f"all targets met: {'yes' if result['all_met'] else 'no'}")
    print(json.dumps(result, separators=(",", ":"), default=lambda o: None))


async def bench(opts: Options, server_url: str, log: IO[bytes]) -> tuple[list[Measured], dict[str, Any]]:
    results = await run(opts, server_url, log)
    return results, report(results, opts)


def _sizes(text: str) -> tuple[int, ...]:
    sizes = tuple(sorted({int(s.replace("_", "")) for s in text.split(",") if s.strip()}))
    if not sizes or sizes[0] < 100:
        raise argparse.ArgumentTypeError("sizes are versions, at least 100 each: e.g. 1000,10000")
    return sizes


def _main(args: argparse.Namespace) -> int:
    opts = Options(
        sizes=args.sizes,
        cases=tuple(args.cases.split(",")),
        table_every=args.table_every,
        tests=args.tests,
        read_timeout=args.read_timeout,
        rss_cap_mb=args.rss_cap_mb,
    )
    unknown = set(opts.cases) - set(CASES)
    if unknown:
        print(f"unknown case(s): {', '.join(sorted(unknown))}; known: {', '.join(CASES)}", file=sys.stderr)
        return 2
    with tempfile.NamedTemporaryFile(prefix="chronicle-bench-long-", suffix=".log", delete=False) as log:
        with postgres_server(os.environ.get("DATABASE_URL")) as server_url:
            results, result = asyncio.run(bench(opts, server_url, log))
        print_report(results, result)
        print(f"(server log: {log.name})", file=sys.stderr)
    return 0


def register(bench_parsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = bench_parsers.add_parser(
        "long", help="one campaign at 1k/10k/100k versions: commands, snapshot, RSS and every read over HTTP"
    )
    p.add_argument(
        "--sizes", type=_sizes, default=SIZES, help="campaign lengths in versions (default 1000,10000,100000)"
    )
    p.add_argument("--cases", default=",".join(CASES), help="worst, realistic or both (default both)")
    p.add_argument("--table-every", type=int, default=TABLE_EVERY, help="realistic case: versions per table (2000)")
    p.add_argument("--tests", type=int, default=12, help="tests sent over HTTP at each size (~3.5 commands each)")
    p.add_argument("--read-timeout", type=float, default=60.0, help="seconds before a read is abandoned (60)")
    p.add_argument("--rss-cap-mb", type=int, default=2048, help="server RSS at which a read is abandoned (2048)")
    p.set_defaults(handler=_main)


__all__ = ["CASES", "READS", "TARGETS", "Measured", "Options", "bench", "print_report", "register", "rss_bytes"]
