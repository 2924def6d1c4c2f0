"""Webhooks across real server processes (`chronicle serve`): one deliverer at a time, nothing lost when one
is SIGKILLed mid-delivery, a receiver that keeps failing gets its subscription disabled with the reason.

The receiver is a real HTTP server on 127.0.0.1 (benchmarks/receiver.py). Other apps of the test session
may run dispatchers too: they only add deliverers, which is what the properties are about.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import AsyncIterator

import httpx
import pytest

from benchmarks.receiver import Receiver
from tests.server.api import Campaign, create_campaign
from tests.server.processes import ServerProcess
from tests.server.servers import SEED_KEY
from tests.server.webhooks_support import subscribe, unsubscribe, wait_for, webhook

SUBSCRIPTIONS = 4


def _by_path(receiver: Receiver) -> dict[str, list[int]]:
    """Per subscription (its URL path), the versions the receiver accepted, in arrival order."""
    out: dict[str, list[int]] = {}
    for got in receiver.received:
        if 200 <= got.status < 300:
            out.setdefault(got.path, []).append(int(got.headers["chronicle-version"]))
    return out


def _complete(receiver: Receiver, paths: list[str], upto: int) -> bool:
    seen = _by_path(receiver)
    return all(upto in seen.get(p, []) for p in paths)


async def _subscribe_all(c: Campaign, receiver: Receiver) -> tuple[list[str], list[str]]:
    paths = [f"/h{i}" for i in range(SUBSCRIPTIONS)]
    hooks = [(await subscribe(c, receiver.url(p), from_version=0))["id"] for p in paths]
    return paths, hooks


@pytest.fixture
async def servers(database_url: str, redis_url: str) -> AsyncIterator[list[ServerProcess]]:
    # A short lease, so the test does not wait 30 s for a killed process's subscriptions.
    # The test session's own apps deliver too: the same key opens the secrets for all of them.
    env = {"CHRONICLE_WEBHOOK_LEASE": "4", "CHRONICLE_SEED_KEY": SEED_KEY.hex()}
    procs = [ServerProcess(database_url, redis_url, **env) for _ in range(2)]
    try:
        yield procs
    finally:
        for p in procs:
            p.kill()


async def test_two_processes_never_deliver_an_event_twice_to_a_healthy_receiver(servers: list[ServerProcess]) -> None:
    a, b = servers
    await a.start()
    await b.start()
    async with (
        Receiver() as receiver,
        httpx.AsyncClient(base_url=a.url, timeout=30) as ca,
        httpx.AsyncClient(base_url=b.url, timeout=30) as cb,
    ):
        c = await create_campaign(ca, ruleset="scratch-rps")
        paths, hooks = await _subscribe_all(c, receiver)
        for i in range(40):  # commands through both processes, so both are woken and both claim
            c.client = ca if i % 2 else cb
            await c.add_member(f"M{i}")
        c.client = ca
        newest = await c.version()
        await wait_for(lambda: _complete(receiver, paths, newest), 60, "every subscription to get every event")
        await asyncio.sleep(1.0)  # anything sent twice would arrive by now
        for path, got in _by_path(receiver).items():
            twice = [v for v, n in Counter(got).items() if n > 1]
            assert twice == [], (path, twice)
            assert got == list(range(newest + 1)), path
        for h in hooks:
            await unsubscribe(c, h)


async def test_a_sigkilled_dispatcher_loses_nothing(servers: list[ServerProcess]) -> None:
    a, b = servers
    await a.start()

    async def slow(_path: str, _headers: dict[str, str], _body: bytes) -> int:
        await asyncio.sleep(0.03)  # deliveries are in flight when the process dies
        return 200

    async with Receiver(slow) as receiver, httpx.AsyncClient(base_url=a.url, timeout=30) as client:
        c = await create_campaign(client, ruleset="scratch-rps")
        paths, hooks = await _subscribe_all(c, receiver)
        for i in range(30):
            await c.add_member(f"M{i}")
        newest = await c.version()
        await wait_for(lambda: len(receiver.received) >= 20, 60, "deliveries to start")
        a.kill()
        assert not _complete(receiver, paths, newest), "the killed process had finished already"
        await b.start()
        async with httpx.AsyncClient(base_url=b.url, timeout=30) as other:
            c.client = other
            await wait_for(lambda: _complete(receiver, paths, newest), 90, "the survivor to deliver everything")
            for path, got in _by_path(receiver).items():
                assert list(dict.fromkeys(got)) == list(range(newest + 1)), path  # in order, nothing missing
            for h in hooks:
                await unsubscribe(c, h)


async def test_a_receiver_that_keeps_failing_gets_its_subscription_disabled_with_the_reason(
    servers: list[ServerProcess],
) -> None:
    a, _ = servers
    await a.start()
    failing = True

    def answer(_path: str, _headers: dict[str, str], _body: bytes) -> int:
        return 500 if failing else 200

    async with Receiver(answer) as receiver, httpx.AsyncClient(base_url=a.url, timeout=30) as client:
        c = await create_campaign(client, ruleset="scratch-rps")
        hook = await subscribe(c, receiver.url(), from_version=0)

        async def disabled() -> bool:
            return not (await webhook(client, c, hook["id"]))["enabled"]

        for _ in range(600):
            if await disabled():
                break
            await asyncio.sleep(0.05)
        state = await webhook(client, c, hook["id"])
        assert state["enabled"] is False, state
        assert "failed attempts in a row at version 0" in state["disabled_reason"]
        assert "HTTP 500" in state["disabled_reason"] and state["failed_attempts"] >= 3
        tried = len(receiver.received)
        await asyncio.sleep(1.0)
        assert len(receiver.received) == tried  # disabled: no more attempts

        failing = False
        r = await client.patch(f"{c.base}/webhooks/{hook['id']}", json={"enabled": True}, headers=c.gm.headers)
        assert r.status_code == 200 and r.json()["disabled_reason"] is None, r.text
        await wait_for(lambda: any(g.status == 200 for g in receiver.received), 30, "delivery after re-enabling")
        await unsubscribe(c, hook["id"])
