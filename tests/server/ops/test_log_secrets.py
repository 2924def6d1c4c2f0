"""No secret in any log line, at any level: real `chronicle migrate`, `chronicle serve` and `chronicle verify`
processes with DEBUG logs, every one of their secrets in use, and everything they wrote (stdout and stderr)
searched for each secret.

The secrets: the password of a PostgreSQL role made for the test (in DATABASE_URL), the password of a Redis
ACL user made for the test (in REDIS_URL), the seed key, the admin and metrics tokens, the members' bearer
tokens (sent as `Authorization` headers and as `?token=` on WebSocket and SSE live feeds), a token that is
refused, a webhook's signing secret (delivered to a real local receiver, whose own URL carries a secret
parameter), and the same database password once more for a database that does not answer."""

from __future__ import annotations

import asyncio
import base64
import json
import os
import secrets
import signal
import subprocess
import time
import uuid
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import asyncpg
import httpx
import pytest
import redis.asyncio as aioredis
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from benchmarks.postgres import with_database
from benchmarks.receiver import Receiver
from tests.server.api import Campaign, Member
from tests.server.processes import CHRONICLE
from tests.server.servers import free_port


def key_spellings(key: bytes) -> list[str]:
    """Every way the seed key may be written: hex in either case, base64 in either alphabet, padded or not."""
    spellings = [key.hex(), key.hex().upper()]
    for encoded in (base64.urlsafe_b64encode(key).decode(), base64.b64encode(key).decode()):
        spellings += [encoded, encoded.rstrip("=")]
    return spellings


def with_credentials(url: str, user: str, password: str) -> str:
    parts = urlsplit(url)
    host = parts.netloc.rsplit("@", 1)[-1]
    return urlunsplit((parts.scheme, f"{user}:{password}@{host}", parts.path, parts.query, parts.fragment))


@dataclass
class Secrets:
    """Every secret the processes are given or handed out, by what it is."""

    values: dict[str, str] = field(default_factory=dict)

    def add(self, what: str, value: str) -> str:
        self.values[what] = value
        return value


@dataclass
class Outputs:
    """Files holding what each process wrote."""

    folder: Path
    files: list[Path] = field(default_factory=list)

    def new(self, name: str) -> Path:
        path = self.folder / f"{len(self.files):02d}-{name}.log"
        self.files.append(path)
        return path

    def named(self, name: str) -> Path:
        (path,) = [p for p in self.files if p.stem.split("-", 1)[1] == name]
        return path


@pytest.fixture
def found() -> Secrets:
    return Secrets()


@pytest.fixture
async def database(server_url: str, found: Secrets) -> AsyncIterator[str]:
    """A database owned by a role of its own that logs in with a password: its URL, password included."""
    role = f"chronicle_logs_{uuid.uuid4().hex[:10]}"
    password = found.add("database password", "pw-" + secrets.token_urlsafe(18))
    name = f"chronicle_logs_{uuid.uuid4().hex[:10]}"
    admin = await asyncpg.connect(server_url)
    try:
        await admin.execute(f"CREATE ROLE {role} LOGIN PASSWORD '{password}'")
        await admin.execute(f'CREATE DATABASE "{name}" OWNER {role}')
    finally:
        await admin.close()
    try:
        yield with_credentials(with_database(server_url, name), role, password)
    finally:
        admin = await asyncpg.connect(server_url)
        try:
            await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
            await admin.execute(f"DROP ROLE IF EXISTS {role}")
        finally:
            await admin.close()


@pytest.fixture
async def redis_with_password(redis_url: str, found: Secrets) -> AsyncIterator[str]:
    """An ACL user of the test's Redis with a password of its own: a REDIS_URL that carries it."""
    user = f"chronicle_logs_{uuid.uuid4().hex[:10]}"
    password = found.add("redis password", "rpw-" + secrets.token_urlsafe(18))
    admin = aioredis.from_url(redis_url)
    try:
        await admin.acl_setuser(
            user, enabled=True, passwords=[f"+{password}"], keys=["*"], channels=["*"], categories=["+@all"]
        )
        yield with_credentials(redis_url, user, password)
    finally:
        await admin.acl_deluser(user)
        await admin.aclose()


def environment(found: Secrets, database_url: str, redis_url: str | None, folder: Path, **more: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CHRONICLE_", "DATABASE_URL", "REDIS_URL"))}
    env.update(
        DATABASE_URL=database_url,
        CHRONICLE_SEED_KEY=found.values["seed key"],
        CHRONICLE_ADMIN_TOKEN=found.values["admin token"],
        CHRONICLE_METRICS_TOKEN=found.values["metrics token"],
        CHRONICLE_LOG_LEVEL="DEBUG",
        CHRONICLE_LOG_FORMAT="json",
        CHRONICLE_DATA_DIR=str(folder),
        CHRONICLE_RATE_LIMIT="off",
        CHRONICLE_WEBHOOK_ALLOW_PRIVATE="1",
        **more,
    )
    if redis_url:
        env["REDIS_URL"] = redis_url
    return env


def run(outputs: Outputs, name: str, args: list[str], env: dict[str, str]) -> int:
    """Run a `chronicle` command to its end; what it wrote is kept for the search."""
    out = outputs.new(name)
    with out.open("wb") as file:
        done = subprocess.run([CHRONICLE, *args], env=env, stdout=file, stderr=subprocess.STDOUT, timeout=120)
    return done.returncode


class Serving:
    """A `chronicle serve` process whose stdout and stderr go to a file."""

    def __init__(self, env: dict[str, str], log: Path) -> None:
        self.port = free_port()
        self.env = {**env, "CHRONICLE_PORT": str(self.port)}
        self.log = log
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    async def start(self) -> None:
        with self.log.open("wb") as file:
            self.proc = subprocess.Popen(
                [CHRONICLE, "serve"], env=self.env, stdout=file, stderr=subprocess.STDOUT, start_new_session=True
            )
        deadline = time.monotonic() + 60
        async with httpx.AsyncClient(timeout=2) as client:
            while True:
                assert self.proc.poll() is None, self.log.read_text()[-3000:]
                assert time.monotonic() < deadline, self.log.read_text()[-3000:]
                try:
                    if (await client.get(f"{self.url}/health/ready")).status_code == 200:
                        return
                except httpx.TransportError:
                    pass
                await asyncio.sleep(0.1)

    def stop(self) -> int | None:
        if self.proc is None:
            return None
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        return self.proc.returncode


async def serve_without_database(outputs: Outputs, name: str, env: dict[str, str]) -> None:
    """`chronicle serve` on a database that does not answer: it gives up at start-up (today), or stays up and
    unready (a server that waits for its database); either way, what it wrote is searched."""
    server = Serving(env, outputs.new(name))
    with server.log.open("wb") as file:
        server.proc = subprocess.Popen(
            [CHRONICLE, "serve"], env=server.env, stdout=file, stderr=subprocess.STDOUT, start_new_session=True
        )
    deadline = time.monotonic() + 60
    async with httpx.AsyncClient(timeout=2) as client:
        while server.proc.poll() is None:
            assert time.monotonic() < deadline, server.log.read_text()[-3000:]
            try:
                if (await client.get(f"{server.url}/health/live")).status_code == 200:
                    assert (await client.get(f"{server.url}/health/ready")).status_code == 503
                    break
            except httpx.TransportError:
                pass
            await asyncio.sleep(0.1)
    if server.proc.poll() is not None:
        assert server.proc.returncode != 0, server.log.read_text()[-3000:]
    server.stop()


async def play(url: str, found: Secrets, receiver: Receiver) -> None:
    """A session that uses every secret: admin, members' and metrics tokens in headers, live feeds with
    `?token=`, a refused token, a verifiable table (the seed key), a webhook delivered with its secret."""
    admin = {"Authorization": f"Bearer {found.values['admin token']}"}
    async with httpx.AsyncClient(base_url=url, timeout=30) as client:
        r = await client.post(
            "/campaigns", json={"name": "Secrets", "ruleset": "robots-and-rapiers", "gm_name": "Gemma"}, headers=admin
        )
        assert r.status_code == 201, r.text
        issued = r.json()["issued"]
        gm = Member(issued["member_id"], found.add("GM token", issued["token"]), issued["token_id"], "gm")
        campaign = Campaign(client, r.json()["campaign_id"], gm, "robots-and-rapiers")
        player = await campaign.add_member("Ann")
        found.add("player token", player.token)
        table = await campaign.open_table("verifiable")

        hook = await client.post(
            f"{campaign.base}/webhooks",
            json={"url": receiver.url(f"/hook?token={found.values['receiver secret']}")},
            headers=gm.headers,
        )
        assert hook.status_code == 201, hook.text
        found.add("webhook secret", hook.json()["secret"])
        found.add("webhook key", hook.json()["secret"].removeprefix("whsec_"))

        ws_url = f"ws://127.0.0.1:{urlsplit(url).port}{campaign.base}/live/ws?token={gm.token}"
        async with connect(ws_url) as ws, client.stream("GET", f"{campaign.base}/live/sse?token={player.token}") as sse:
            assert sse.status_code == 200
            lines = sse.aiter_lines()
            async for line in lines:
                if line.startswith("data:") and json.loads(line[5:])["kind"] == "ready":
                    break
            while json.loads(await ws.recv())["kind"] != "ready":
                pass
            rolled = await campaign.ok("campaign.rotate_seed", {"table_id": table})
            async for line in lines:
                if line.startswith("data:") and json.loads(line[5:]).get("version") == rolled["version"]:
                    break
            while json.loads(await ws.recv()).get("version") != rolled["version"]:
                pass

        refused = found.add("refused token", "chr_" + secrets.token_urlsafe(32))
        bad = await campaign.command(
            "campaign.add_member", {"name": "Bo"}, headers={"Authorization": f"Bearer {refused}"}
        )
        assert bad.status_code == 401, bad.text
        with pytest.raises((InvalidStatus, ConnectionClosed)):
            async with connect(ws_url.replace(gm.token, refused)) as refused_ws:
                await refused_ws.recv()
        denied = await client.get(f"{campaign.base}/live/sse?token={refused}")
        assert denied.status_code == 401, denied.text
        malformed = await client.post(
            f"{campaign.base}/commands/campaign.add_member", content=b"{not json", headers=gm.headers
        )
        assert malformed.status_code == 400, malformed.text
        recap = await client.get(f"{campaign.base}/tables/{table}/recap?token={player.token}")
        assert recap.status_code in (200, 401, 403), recap.text
        metrics = await client.get("/metrics", headers={"Authorization": f"Bearer {found.values['metrics token']}"})
        assert metrics.status_code == 200, metrics.text

        deadline = time.monotonic() + 60
        while not any(got.status == 200 for got in receiver.received):
            assert time.monotonic() < deadline, "the webhook was never delivered"
            await asyncio.sleep(0.05)
        assert "webhook-signature" in receiver.received[0].headers


def records(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.startswith("{")]


@pytest.fixture
def outputs(tmp_path: Path) -> Iterator[Outputs]:
    folder = tmp_path / "outputs"
    folder.mkdir()
    yield Outputs(folder)


async def test_no_secret_reaches_any_line_any_process_writes(
    database: str, redis_with_password: str, found: Secrets, outputs: Outputs, tmp_path: Path
) -> None:
    key = secrets.token_bytes(32)
    found.add("seed key", key.hex())
    for n, spelling in enumerate(key_spellings(key)):
        found.add(f"seed key spelling {n}", spelling)
    found.add("admin token", "adm-" + secrets.token_urlsafe(24))
    found.add("metrics token", "met-" + secrets.token_urlsafe(24))
    found.add("receiver secret", "rcv-" + secrets.token_urlsafe(18))
    env = environment(found, database, redis_with_password, tmp_path, CHRONICLE_MIGRATE="off")

    assert run(outputs, "migrate", ["migrate"], env) == 0
    server = Serving(env, outputs.new("serve"))
    async with Receiver() as receiver:
        try:
            await server.start()
            await play(server.url, found, receiver)
        finally:
            assert server.stop() == 0
    assert run(outputs, "verify", ["verify"], env) == 0

    unreachable = with_credentials(
        f"postgresql://127.0.0.1:{free_port()}/chronicle", "chronicle", found.values["database password"]
    )
    down = environment(found, unreachable, redis_with_password, tmp_path)
    assert run(outputs, "migrate-unreachable", ["migrate"], down) == 3
    assert run(outputs, "verify-unreachable", ["verify"], down) == 3
    await serve_without_database(outputs, "serve-unreachable", down)
    await serve_without_database(outputs, "serve-unreachable-console", {**down, "CHRONICLE_LOG_FORMAT": "console"})

    # what was written is what an operator needs: the lines are there, with the secrets replaced
    served = records(outputs.named("serve"))
    assert any(r["level"] == "debug" for r in served), "no DEBUG line: the search would prove little"
    handshakes = [r["event"] for r in served if "WebSocket /campaigns/" in r["event"]]
    assert handshakes and all("?token=REDACTED" in line for line in handshakes), handshakes
    assert any(r.get("status") == 401 and r["logger"] == "chronicle.access" for r in served)
    migrated = outputs.named("migrate").read_text()
    assert ":REDACTED@" in migrated and "schema up to date" in migrated, migrated
    (failure,) = outputs.named("migrate-unreachable").read_text().splitlines()  # one line, no traceback
    assert failure.startswith("chronicle migrate: cannot reach the database postgresql://chronicle:REDACTED@")

    leaks = []
    for path in outputs.files:
        text = path.read_text(errors="replace")
        assert text.strip(), f"{path.name} wrote nothing"
        for line in text.splitlines():
            for what, value in found.values.items():
                if value in line:
                    leaks.append(f"{path.name}: the {what} in: {line[:400]}")
    lines = {path.name: len(path.read_text(errors="replace").splitlines()) for path in outputs.files}
    print(  # the scan in one line, for a person reading the run (-s)
        f"\nlog scan: {sum(lines.values())} lines from {len(lines)} processes "
        f"({', '.join(f'{name} {n}' for name, n in lines.items())}); {len(found.values)} secrets searched "
        f"({', '.join(found.values)}); found: {len(leaks)}"
    )
    assert not leaks, "\n".join(leaks)
