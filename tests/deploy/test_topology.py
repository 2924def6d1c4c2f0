"""The Compose topology without Docker: PostgreSQL, Redis, a one-shot migration, three `chronicle serve`
processes that do not migrate, and nginx in front of them (Debian's package; `.ci/run` installs it). A
session is played through nginx by four clients at once, each command with an Idempotency-Key and retried
until answered, while a live SSE client follows the campaign through nginx, resuming with Last-Event-ID
whenever its connection drops; one replica is SIGKILLed mid-session. Afterwards every command is in the log
exactly once, at the version its answer gave, and the live client saw every version once, in order.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.scratch_databases import scratch_database
from tests.server.servers import SEED_KEY, free_port

NGINX = shutil.which("nginx") or next((p for p in ("/usr/sbin/nginx",) if os.path.exists(p)), None)
pytestmark = pytest.mark.skipif(NGINX is None, reason="nginx is not installed (.ci/run installs Debian's package)")

CLIENTS = 4
COMMANDS_PER_CLIENT = 15
KILL_AFTER = 20
"""Acknowledged commands before one replica is killed."""

NGINX_CONF = """
daemon off;
pid {dir}/nginx.pid;
error_log {dir}/error.log warn;
events {{ worker_connections 256; }}
http {{
    access_log off;
    client_body_temp_path {dir}/body;
    proxy_temp_path {dir}/proxy;
    fastcgi_temp_path {dir}/fastcgi;
    uwsgi_temp_path {dir}/uwsgi;
    scgi_temp_path {dir}/scgi;
    map $http_upgrade $connection_upgrade {{ default upgrade; '' close; }}
    upstream chronicle {{
{servers}
    }}
    server {{
        listen 127.0.0.1:{port};
        location / {{
            proxy_pass http://chronicle;
            proxy_next_upstream error timeout;
            proxy_connect_timeout 2s;
        }}
        location ~ ^/campaigns/[^/]+/live/ {{
            proxy_pass http://chronicle;
            proxy_http_version 1.1;
            proxy_set_header Upgrade $http_upgrade;
            proxy_set_header Connection $connection_upgrade;
            proxy_buffering off;
            proxy_read_timeout 1h;
        }}
    }}
}}
"""


def _wait_ready(url: str, proc: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + 60
    while True:
        with contextlib.suppress(httpx.HTTPError):
            if httpx.get(f"{url}/health/ready", timeout=2).status_code == 200:
                return
        assert proc.poll() is None, log.read_text()[-3000:]
        assert time.monotonic() < deadline, f"{url} never became ready:\n{log.read_text()[-3000:]}"
        time.sleep(0.1)


@contextlib.contextmanager
def topology(database_url: str, redis_url: str, folder: Path) -> Iterator[tuple[str, list[subprocess.Popen[bytes]]]]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CHRONICLE_")}
    env.update(
        DATABASE_URL=database_url,
        REDIS_URL=redis_url,
        CHRONICLE_SEED_KEY=SEED_KEY.hex(),
        CHRONICLE_RATE_LIMIT="0",
        CHRONICLE_LOG_LEVEL="WARNING",
    )
    migrated = subprocess.run(
        [sys.executable, "-m", "server.cli.chronicle", "migrate"], env=env, capture_output=True, timeout=120
    )
    assert migrated.returncode == 0, migrated.stderr.decode()
    replicas: list[subprocess.Popen[bytes]] = []
    ports = [free_port() for _ in range(3)]
    nginx: subprocess.Popen[bytes] | None = None
    try:
        for i, port in enumerate(ports):
            log = folder / f"replica-{i}.log"
            replica_env = {
                **env,
                "CHRONICLE_PORT": str(port),
                "CHRONICLE_MIGRATE": "off",
                "CHRONICLE_DATA_DIR": str(folder / f"data-{i}"),
            }
            with open(log, "wb") as out:
                replicas.append(
                    subprocess.Popen(
                        [sys.executable, "-m", "server.cli.chronicle", "serve"], env=replica_env, stdout=out, stderr=out
                    )
                )
        for i, (port, proc) in enumerate(zip(ports, replicas, strict=True)):
            _wait_ready(f"http://127.0.0.1:{port}", proc, folder / f"replica-{i}.log")
        lb_port = free_port()
        nginx_dir = folder / "nginx"
        nginx_dir.mkdir()
        servers = "\n".join(f"        server 127.0.0.1:{p} max_fails=1 fail_timeout=5s;" for p in ports)
        conf = nginx_dir / "nginx.conf"
        conf.write_text(NGINX_CONF.format(dir=nginx_dir, servers=servers, port=lb_port))
        assert NGINX is not None
        nginx = subprocess.Popen(
            [NGINX, "-c", str(conf), "-p", str(nginx_dir), "-e", str(nginx_dir / "error.log")],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        url = f"http://127.0.0.1:{lb_port}"
        deadline = time.monotonic() + 20
        while True:
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(f"{url}/health/ready", timeout=2).status_code == 200:
                    break
            assert nginx.poll() is None, nginx.stderr.read().decode() if nginx.stderr else ""
            assert time.monotonic() < deadline, "nginx never answered"
            time.sleep(0.1)
        yield url, replicas
    finally:
        for proc in [*replicas, *([nginx] if nginx is not None else [])]:
            if proc.poll() is None:
                proc.terminate()
        for proc in [*replicas, *([nginx] if nginx is not None else [])]:
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()


RETRYABLE = {502, 503, 504}


async def send(client: httpx.AsyncClient, path: str, body: dict[str, Any], headers: dict[str, str]) -> Any:
    """POST with an Idempotency-Key, retried (same key) through connection failures and 502/503/504 until a
    final answer."""
    key = str(uuid.uuid4())
    for _ in range(200):
        try:
            r = await client.post(path, json=body, headers={**headers, "Idempotency-Key": key})
        except httpx.TransportError:
            await asyncio.sleep(0.1)
            continue
        if r.status_code in RETRYABLE or (r.status_code == 409 and r.json().get("code") == "idempotency_in_progress"):
            await asyncio.sleep(0.1)
            continue
        assert r.status_code in (200, 201), (path, r.status_code, r.text)
        return r.json()
    raise AssertionError(f"{path} was never answered")


class Follower:
    """A live client: follows the campaign's SSE feed through nginx, reconnecting with Last-Event-ID after
    every drop, and keeps the versions of the events it got."""

    def __init__(self) -> None:
        self.seen: list[int] = []
        self.connections = 0
        self.connected = asyncio.Event()

    async def follow(self, url: str, path: str, token: str, stop: asyncio.Event) -> None:
        async with httpx.AsyncClient(base_url=url, timeout=httpx.Timeout(5, read=None)) as client:
            while not stop.is_set():
                await self._once(client, path, token, stop)

    async def _once(self, client: httpx.AsyncClient, path: str, token: str, stop: asyncio.Event) -> None:
        last = self.seen[-1] if self.seen else -1
        headers = {"Authorization": f"Bearer {token}", "Last-Event-ID": str(last)}
        try:
            async with client.stream("GET", path, headers=headers) as r:
                if r.status_code != 200:
                    await asyncio.sleep(0.1)
                    return
                self.connections += 1
                self.connected.set()
                async for line in r.aiter_lines():
                    if line.startswith("data:"):
                        frame = json.loads(line[5:])
                        if frame["kind"] == "event":
                            self.seen.append(frame["version"])
                    if stop.is_set():
                        return
        except httpx.TransportError:
            await asyncio.sleep(0.1)


async def test_a_session_through_nginx_survives_a_replica_killed_mid_session(
    server_url: str, redis_url: str, tmp_path: Path
) -> None:
    async with scratch_database(server_url, migrated=False) as database_url:
        with topology(database_url, redis_url, tmp_path) as (url, replicas):
            await play(url, replicas)


async def play(url: str, replicas: list[subprocess.Popen[bytes]]) -> None:
    async with httpx.AsyncClient(base_url=url, timeout=10) as client:
        created = await send(client, "/campaigns", {"name": "Topology", "ruleset": "scratch-rps", "gm_name": "G"}, {})
        campaign = created["campaign_id"]
        gm = {"Authorization": f"Bearer {created['issued']['token']}"}
        stop = asyncio.Event()
        # three live clients opened one after another: nginx's round robin puts one on each replica, so the
        # replica that is killed has one of them
        followers = [Follower() for _ in range(3)]
        tasks = []
        for follower in followers:
            path = f"/campaigns/{campaign}/live/sse"
            tasks.append(asyncio.create_task(follower.follow(url, path, created["issued"]["token"], stop)))
            await asyncio.wait_for(follower.connected.wait(), 10)

        acknowledged: dict[int, str] = {0: created["events"][0]["id"]}
        answered = 0
        killed = asyncio.Event()

        async def player(n: int) -> None:
            nonlocal answered
            for i in range(COMMANDS_PER_CLIENT):
                body = await send(
                    client, f"/campaigns/{campaign}/commands/campaign.add_member", {"name": f"P{n}-{i}"}, gm
                )
                (event,) = body["events"]
                assert event["version"] not in acknowledged, "two answers claim one version"
                acknowledged[event["version"]] = event["id"]
                answered += 1
                if answered == KILL_AFTER:
                    replicas[0].send_signal(signal.SIGKILL)  # mid-session: other clients' commands are in flight
                    killed.set()

        await asyncio.gather(*(player(n) for n in range(CLIENTS)))
        assert killed.is_set() and replicas[0].wait(5) == -signal.SIGKILL

        final = max(acknowledged)
        deadline = time.monotonic() + 30
        while any(not f.seen or f.seen[-1] < final for f in followers) and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        stop.set()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

        r = await client.get(f"/campaigns/{campaign}/events", params={"limit": 1000}, headers=gm)
        assert r.status_code == 200, r.text
        log = {e["version"]: e for e in r.json()["events"]}

    # every acknowledged command is stored once, where its answer said; nothing else was stored
    assert sorted(log) == list(range(final + 1))
    assert {v: e["id"] for v, e in log.items()} == acknowledged
    members = [e for e in log.values() if e["type"] == "campaign.member_added"]
    assert len(members) == CLIENTS * COMMANDS_PER_CLIENT == len({e["data"]["name"] for e in members})
    # every live client saw every version once, in order, the one on the killed replica across its reconnect
    for follower in followers:
        assert follower.seen == list(range(final + 1)), follower.seen
    assert sorted(f.connections for f in followers) == [1, 1, 2], [f.connections for f in followers]
