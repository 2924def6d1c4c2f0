"""A receiver's rate limit (HTTP 429 with `Retry-After`, or Discord's JSON `retry_after`) sets when the next
attempt comes, and does not count toward disabling the subscription — a bounded number of times in a row.

Real receivers on 127.0.0.1 (benchmarks/receiver.py) answering as Discord does when rate limiting.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from typing import Any

import httpx

from benchmarks.receiver import Receiver, Reply
from server.config import Settings
from server.webhooks.client import Sender
from server.webhooks.settings import WebhookSettings
from tests.server.api import create_campaign
from tests.server.servers import make_app, serving
from tests.server.webhooks_support import (
    checkpointed,
    deliveries,
    first_arrivals,
    subscribe,
    unsubscribe,
    wait_for,
    wait_until_delivered,
    webhook,
)


def discord_429(retry_after: float, header: str = "1") -> Reply:
    """What Discord answers a webhook over its rate limit: the wait in the JSON body (fractional seconds)
    and, rounded up, in `Retry-After`."""
    body = {"message": "You are being rate limited.", "retry_after": retry_after, "global": False}
    return Reply(429, {"retry-after": header, "content-type": "application/json"}, json.dumps(body).encode())


async def test_the_sender_reads_the_wait_a_429_asks_for() -> None:
    in_a_minute = format_datetime(datetime.now(UTC) + timedelta(seconds=60), usegmt=True)
    answers = {
        "/discord": discord_429(0.35, header="1"),
        "/seconds": Reply(429, {"retry-after": "7"}),
        "/date": Reply(429, {"retry-after": in_a_minute}),
        "/nothing": Reply(429),
        "/garbage": Reply(429, {"retry-after": "soon"}, b"{not json"),
        "/server-error": Reply(503, {"retry-after": "5"}),
    }
    async with Receiver(lambda path, _h, _b: answers[path]) as receiver:
        sender = Sender(WebhookSettings(allow_private=True))
        try:
            got = {path: await sender.send(receiver.url(path), "msg_1", b"k" * 32, b"{}", 0) for path in answers}
        finally:
            await sender.close()
    assert all(not r.ok for r in got.values())
    assert got["/discord"].retry_after == 0.35 and got["/discord"].status_code == 429
    assert got["/seconds"].retry_after == 7
    date_wait = got["/date"].retry_after
    assert date_wait is not None and 50 < date_wait <= 60
    assert got["/nothing"].retry_after is None and got["/garbage"].retry_after is None
    assert got["/server-error"].retry_after is None  # only a rate limit sets the next attempt's time
    assert str(got["/discord"].error).startswith("HTTP 429")


async def test_rate_limits_are_waited_out_without_counting_as_failures(api: httpx.AsyncClient) -> None:
    """The test server disables a subscription after 6 failures in a row (tests/server/conftest.py): eight
    429s in a row do not, each next attempt comes no sooner than asked, and the log shows them."""
    answers = itertools.chain([discord_429(0.05)] * 8, itertools.repeat(Reply(200)))
    async with Receiver(lambda _p, _h, _b: next(answers)) as receiver:
        c = await create_campaign(api)
        hook = await subscribe(c, receiver.url(), format="discord")
        try:
            newest = await c.version() + 1
            await c.add_member("Pat")
            await wait_until_delivered(receiver, newest, timeout=60)
            state = await checkpointed(api, c, hook["id"], newest)
            assert first_arrivals(receiver) == [newest]
            statuses = [r.status for r in receiver.received]
            assert statuses == [429] * 8 + [200]
            gaps = [b.at - a.at for a, b in itertools.pairwise(receiver.received)]
            assert min(gaps) >= 0.05  # the wait asked for, every time
            assert state["enabled"] and state["failed_attempts"] == 0 and state["rate_limited"] == 0
            log = sorted(await deliveries(api, c, hook["id"]), key=lambda d: d["attempt"])
            assert [d["attempt"] for d in log] == list(range(1, 10))
            assert [d["status_code"] for d in log] == [429] * 8 + [200]
            assert log[0]["error"] == "HTTP 429: retry after 0.05 s"
        finally:
            await unsubscribe(c, hook["id"])


async def test_a_long_wait_hands_the_subscription_back_until_then_at_most_the_retry_cap(
    api: httpx.AsyncClient,
) -> None:
    async with Receiver(lambda _p, _h, _b: discord_429(7200.0, header="7200")) as receiver:
        c = await create_campaign(api)
        hook = await subscribe(c, receiver.url())
        try:
            await c.add_member("Pat")
            await wait_for(lambda: len(receiver.received) == 1, what="the first attempt")
            while (state := await webhook(api, c, hook["id"]))["rate_limited"] != 1:
                await asyncio.sleep(0.05)  # saved as the run hands the subscription back
            due = datetime.fromisoformat(state["next_attempt_at"]) - datetime.now(UTC)
            assert timedelta(minutes=55) < due <= timedelta(hours=1)  # 2 hours asked; the retry cap is an hour
            assert state["enabled"] and state["failed_attempts"] == 0
            assert state["last_error"] == "HTTP 429: retry after 7200 s"  # what the receiver asked
            assert len(receiver.received) == 1
        finally:
            await unsubscribe(c, hook["id"])


async def test_endless_rate_limits_count_as_failures_past_the_bound(api_settings: Settings, monkeypatch: Any) -> None:
    monkeypatch.setenv("CHRONICLE_WEBHOOK_MAX_RATE_LIMITED", "3")
    monkeypatch.setenv("CHRONICLE_WEBHOOK_MAX_ATTEMPTS", "2")
    async with Receiver(lambda _p, _h, _b: discord_429(0.01)) as receiver, serving(make_app(api_settings)) as client:
        c = await create_campaign(client)
        hook = await subscribe(c, receiver.url())
        await c.add_member("Pat")
        while (state := await webhook(client, c, hook["id"]))["enabled"]:
            await asyncio.sleep(0.05)
        assert len(receiver.received) == 5  # three waited out, then two counted failures
        assert state["failed_attempts"] == 2 and state["rate_limited"] == 3
        assert "2 failed attempts in a row" in state["disabled_reason"]
