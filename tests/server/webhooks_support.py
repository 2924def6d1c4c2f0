"""Helpers of the webhook tests: subscribing a receiver, waiting for what it gets, reading deliveries."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from typing import Any

import httpx
from standardwebhooks import Webhook

from benchmarks.receiver import Received, Receiver
from tests.server.api import Campaign


async def subscribe(c: Campaign, url: str, **fields: Any) -> dict[str, Any]:
    r = await c.client.post(f"{c.base}/webhooks", json={"url": url, **fields}, headers=c.gm.headers)
    assert r.status_code == 201, r.text
    return r.json()  # type: ignore[no-any-return]


async def unsubscribe(c: Campaign, webhook_id: str) -> None:
    r = await c.client.delete(f"{c.base}/webhooks/{webhook_id}", headers=c.gm.headers)
    assert r.status_code in (204, 404), r.text


def verified(secret: str, got: Received) -> dict[str, Any]:
    """The body of `got`, after checking its Standard Webhooks signature with the `standardwebhooks` package."""
    return Webhook(secret).verify(got.body, got.headers)  # type: ignore[no-any-return]


def versions(receiver: Receiver, ok_only: bool = True) -> list[int]:
    """The versions the receiver got (answered 2xx when `ok_only`), in arrival order."""
    return [int(r.headers["chronicle-version"]) for r in receiver.received if not ok_only or 200 <= r.status < 300]


def first_arrivals(receiver: Receiver) -> list[int]:
    """Each version once, in the order it was first accepted (what a receiver de-duplicating by version keeps)."""
    return list(dict.fromkeys(versions(receiver)))


async def wait_for(check: Callable[[], bool], timeout: float = 30.0, what: str = "condition") -> None:
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.02)


async def wait_until_delivered(receiver: Receiver, upto: int, timeout: float = 30.0) -> None:
    await wait_for(lambda: upto in versions(receiver), timeout, f"version {upto} to be delivered")


async def webhook(client: httpx.AsyncClient, c: Campaign, webhook_id: str) -> dict[str, Any]:
    r = await client.get(f"{c.base}/webhooks/{webhook_id}", headers=c.gm.headers)
    assert r.status_code == 200, r.text
    return r.json()  # type: ignore[no-any-return]


async def checkpointed(client: httpx.AsyncClient, c: Campaign, webhook_id: str, version: int) -> dict[str, Any]:
    """The subscription once its checkpoint has reached `version` (it is saved shortly after delivering)."""
    deadline = time.monotonic() + 30
    while (state := await webhook(client, c, webhook_id))["delivered_version"] < version:
        if time.monotonic() > deadline:
            raise AssertionError(f"the checkpoint stayed at {state['delivered_version']}, not {version}")
        await asyncio.sleep(0.05)
    return state


async def deliveries(client: httpx.AsyncClient, c: Campaign, webhook_id: str) -> list[dict[str, Any]]:
    r = await client.get(f"{c.base}/webhooks/{webhook_id}/deliveries", params={"limit": 500}, headers=c.gm.headers)
    assert r.status_code == 200, r.text
    return r.json()["deliveries"]  # type: ignore[no-any-return]


def body(got: Received) -> dict[str, Any]:
    return json.loads(got.body)  # type: ignore[no-any-return]
