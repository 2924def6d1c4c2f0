"""Webhooks end to end on one app: the GM's API, and deliveries to a real HTTP receiver on 127.0.0.1.

The receiver (benchmarks/receiver.py) is a real HTTP server; signatures are checked with the
`standardwebhooks` package. Multi-process guarantees are in test_webhook_processes.py.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from typing import Any

import httpx
import pytest
from standardwebhooks import Webhook
from standardwebhooks.webhooks import WebhookVerificationError

from benchmarks.receiver import HANG, Receiver
from server.config import Settings
from server.webhooks import addresses
from server.webhooks.client import Sender
from server.webhooks.payloads import discord_body
from server.webhooks.settings import WebhookSettings
from tests.server.api import Campaign, create_campaign, problem
from tests.server.servers import make_app, serving
from tests.server.webhooks_support import (
    body,
    checkpointed,
    deliveries,
    first_arrivals,
    subscribe,
    unsubscribe,
    verified,
    versions,
    wait_for,
    wait_until_delivered,
    webhook,
)


async def _members(c: Campaign, n: int) -> int:
    """Append `n` events (members joining); the campaign's version after them."""
    for i in range(n):
        await c.add_member(f"Member {i}")
    return await c.version()


async def test_the_gm_manages_webhooks_and_sees_the_secret_once(api: httpx.AsyncClient) -> None:
    c = await create_campaign(api)
    player = await c.add_member("Pat")
    created = await subscribe(c, "http://127.0.0.1:9/hook", format="discord")
    assert created["secret"].startswith("whsec_") and created["viewer"] == "observer"
    assert created["delivered_version"] == await c.version()  # only what comes after creation
    wid = created["id"]

    listed = (await api.get(f"{c.base}/webhooks", headers=c.gm.headers)).json()
    assert [w["id"] for w in listed] == [wid] and listed[0]["secret"] is None
    assert (await webhook(api, c, wid))["secret"] is None

    r = await api.patch(
        f"{c.base}/webhooks/{wid}", json={"rotate_secret": True, "enabled": False}, headers=c.gm.headers
    )
    assert r.status_code == 200, r.text
    rotated = r.json()
    assert rotated["secret"].startswith("whsec_") and rotated["secret"] != created["secret"]
    assert rotated["enabled"] is False and rotated["format"] == "discord"

    problem(await api.get(f"{c.base}/webhooks", headers=player.headers), 403, "gm_only")
    problem(await api.post(f"{c.base}/webhooks", json={"url": "http://127.0.0.1:9/"}, headers=player.headers), 403)
    problem(await api.post(f"{c.base}/webhooks", json={"url": "ftp://x/"}, headers=c.gm.headers), 422, "invalid_url")
    problem(
        await api.post(
            f"{c.base}/webhooks", json={"url": "http://127.0.0.1:9/", "from_version": 99}, headers=c.gm.headers
        ),
        422,
        "version_ahead",
    )
    problem(
        await api.post(
            f"{c.base}/webhooks", json={"url": "http://127.0.0.1:9/", "table_id": "nope"}, headers=c.gm.headers
        ),
        404,
        "table_not_found",
    )
    problem(
        await api.post(f"{c.base}/webhooks", json={"url": "http://127.0.0.1:9/", "colour": 1}, headers=c.gm.headers),
        400,
    )

    assert (await api.delete(f"{c.base}/webhooks/{wid}", headers=c.gm.headers)).status_code == 204
    problem(await api.get(f"{c.base}/webhooks/{wid}", headers=c.gm.headers), 404, "webhook_not_found")


async def test_deliveries_are_signed_in_order_and_carry_their_version(api: httpx.AsyncClient) -> None:
    async with Receiver() as receiver:
        c = await create_campaign(api)
        hook = await subscribe(c, receiver.url(), from_version=0)
        try:
            newest = await _members(c, 8)
            await wait_until_delivered(receiver, newest)
            assert versions(receiver) == list(range(newest + 1))  # once each, in campaign order, from 0
            for got in receiver.received:
                payload = verified(hook["secret"], got)
                assert got.headers["webhook-id"] == f"msg_{hook['id'].replace('-', '')}_{payload['data']['version']}"
                assert payload["type"] == "chronicle.event"
                assert payload["data"]["campaign_id"] == c.id
                (frame,) = payload["data"]["frames"]
                assert frame["kind"] == "event" and frame["version"] == payload["data"]["version"]
            with pytest.raises(WebhookVerificationError):
                Webhook(hook["secret"]).verify(receiver.received[0].body + b" ", receiver.received[0].headers)
            assert (await checkpointed(api, c, hook["id"], newest))["delivered_version"] == newest
            log = await deliveries(api, c, hook["id"])  # saved with the checkpoint
            assert sorted(d["version"] for d in log) == list(range(newest + 1))
            assert {(d["outcome"], d["attempt"], d["status_code"]) for d in log} == {("delivered", 1, 200)}
            metrics = (await api.get("/metrics")).text
            wid = hook["id"]
            delivered = f'chronicle_webhook_deliveries_total{{outcome="delivered",webhook_id="{wid}"}} {newest + 1}.0'
            assert delivered in metrics, [m for m in metrics.splitlines() if wid in m]
            assert "chronicle_webhook_commit_to_delivery_seconds_count" in metrics
        finally:
            await unsubscribe(c, hook["id"])


async def test_events_arrive_in_order_while_the_receiver_fails_hangs_and_recovers(api: httpx.AsyncClient) -> None:
    answers = itertools.chain([500, 500, 503, HANG, 500], itertools.repeat(200))
    async with Receiver(lambda _p, _h, _b: next(answers)) as receiver:
        c = await create_campaign(api)
        hook = await subscribe(c, receiver.url())
        try:
            newest = await _members(c, 6)
            await wait_until_delivered(receiver, newest, timeout=60)
            state = await checkpointed(api, c, hook["id"], newest)  # the log is saved with the checkpoint
            first = hook["delivered_version"] + 1
            assert first_arrivals(receiver) == list(range(first, newest + 1))
            assert [r.status for r in receiver.received[:6]] == [500, 500, 503, HANG, 500, 200]
            assert {int(r.headers["chronicle-version"]) for r in receiver.received[:6]} == {first}
            log = await deliveries(api, c, hook["id"])
            failed = sorted((d for d in log if d["outcome"] == "failed"), key=lambda d: d["attempt"])
            assert [d["attempt"] for d in failed] == [1, 2, 3, 4, 5]
            assert [d["status_code"] for d in failed] == [500, 500, 503, None, 500]
            assert failed[3]["error"].startswith("timeout")
            assert state["failed_attempts"] == 0 and state["enabled"] and state["last_error"] is None
        finally:
            await unsubscribe(c, hook["id"])


async def test_a_hidden_roll_reaches_an_observer_hidden_then_revealed(api: httpx.AsyncClient) -> None:
    async with Receiver() as receiver:
        c = await create_campaign(api)
        table = await c.open_table()
        char = (await c.ok("td.create_character", {"name": "Robin"}))["events"][0]["data"]["character_id"]
        hook = await subscribe(c, receiver.url())
        try:
            rolled = (await c.ok("td.roll", {"table_id": table, "character_id": char, "visibility": "gm"}))["version"]
            revealed = (await c.ok("campaign.reveal_roll", {"version": rolled}))["version"]
            await wait_until_delivered(receiver, revealed)
            by_version = {p["data"]["version"]: p["data"]["frames"] for p in map(body, receiver.received)}
            (hidden,) = by_version[rolled]
            assert hidden["kind"] == "event" and hidden["type"] == "roll.hidden" and "faces" not in str(hidden)
            assert "id" not in hidden and "hash" not in hidden
            opened, reveal = by_version[revealed]
            assert opened["kind"] == "revealed" and opened["type"] == "td.rolled" and opened["version"] == rolled
            assert opened["data"]["rolls"][0]["faces"]
            assert reveal["type"] == "campaign.roll_revealed"
        finally:
            await unsubscribe(c, hook["id"])


async def test_the_discord_format_is_an_execute_webhook_body(api: httpx.AsyncClient) -> None:
    async with Receiver() as receiver:
        c = await create_campaign(api)
        table = await c.open_table()
        hook = await subscribe(c, receiver.url(), format="discord", event_types=["td.character_created", "td.rolled"])
        try:
            char = (await c.ok("td.create_character", {"name": "Robin @everyone"}))["events"][0]
            char_id = char["data"]["character_id"]
            rolled = await c.ok("td.roll", {"table_id": table, "character_id": char_id, "visibility": "blind"})
            await c.add_member("Not wanted")  # another event type: not sent
            await c.ok("campaign.reveal_roll", {"version": rolled["version"]})
            await wait_for(lambda: len(receiver.received) >= 3, what="three Discord messages")
            messages = [body(r) for r in receiver.received]
            for message in messages:
                # https://discord.com/developers/docs/resources/webhook#execute-webhook: content ≤ 2000 characters
                assert set(message) <= {"content", "username", "avatar_url", "embeds", "allowed_mentions"}
                assert isinstance(message["content"], str) and 0 < len(message["content"]) <= 2000
                assert message["allowed_mentions"] == {"parse": []}
            assert "Robin @everyone" in messages[0]["content"]  # allowed_mentions: it pings nobody
            assert "hidden roll" in messages[1]["content"] and "blind" in messages[1]["content"]
            assert messages[2]["content"].startswith("Revealed: ")
            assert [int(r.headers["chronicle-version"]) for r in receiver.received][1:] == [
                rolled["version"],
                rolled["version"] + 2,
            ]
        finally:
            await unsubscribe(c, hook["id"])


def test_a_long_discord_message_is_cut_to_2000_characters() -> None:
    content = json.loads(discord_body(["a line " * 200, "another " * 200]))["content"]
    assert len(content) == 2000 and content.endswith("…") and content.startswith("a line")


async def test_redeliver_from_a_version_and_the_server_disables_nothing_healthy(api: httpx.AsyncClient) -> None:
    async with Receiver() as receiver:
        c = await create_campaign(api)
        hook = await subscribe(c, receiver.url())
        try:
            newest = await _members(c, 3)
            await wait_until_delivered(receiver, newest)
            r = await api.post(
                f"{c.base}/webhooks/{hook['id']}/redeliver", json={"from_version": 0}, headers=c.gm.headers
            )
            assert r.status_code == 200 and r.json()["delivered_version"] == -1, r.text
            await wait_for(lambda: versions(receiver).count(newest) == 2, what="the backfill")
            assert versions(receiver)[-(newest + 1) :] == list(range(newest + 1))
            problem(
                await api.post(
                    f"{c.base}/webhooks/{hook['id']}/redeliver", json={"from_version": 99}, headers=c.gm.headers
                ),
                422,
                "version_ahead",
            )
        finally:
            await unsubscribe(c, hook["id"])


async def test_private_addresses_are_refused_by_default(api_settings: Settings, monkeypatch: Any) -> None:
    monkeypatch.setenv("CHRONICLE_WEBHOOK_ALLOW_PRIVATE", "0")
    async with serving(make_app(api_settings)) as client:
        c = await create_campaign(client)
        for url in (
            "http://127.0.0.1:8000/",
            "http://localhost/",
            "http://10.1.2.3/",
            "http://192.168.0.1/",
            "http://169.254.169.254/latest/meta-data/",
            "http://[::1]/",
            "http://[::ffff:127.0.0.1]/",
            "http://metadata.google.internal/",
        ):
            r = await client.post(f"{c.base}/webhooks", json={"url": url}, headers=c.gm.headers)
            problem(r, 422, "private_address")


async def test_a_private_address_is_refused_at_delivery_time_too() -> None:
    """A name may resolve to a public address at creation and a private one later: each attempt checks the
    addresses it is about to call."""
    async with Receiver() as receiver:
        sender = Sender(WebhookSettings())
        try:
            result = await sender.send(f"http://localhost:{receiver.port}/hook", "msg_1", b"k" * 32, b"{}", 0)
        finally:
            await sender.close()
        assert not result.ok and result.error is not None and result.error.startswith("private_address")
        assert receiver.received == []
        allowed = Sender(WebhookSettings(allow_private=True))
        try:
            assert (await allowed.send(receiver.url(), "msg_1", b"k" * 32, b"{}", 0)).ok
        finally:
            await allowed.close()


async def test_redirects_are_not_followed() -> None:
    async with Receiver(lambda _p, _h, _b: 302) as receiver:
        sender = Sender(WebhookSettings(allow_private=True))
        try:
            result = await sender.send(receiver.url(), "msg_1", b"k" * 32, b"{}", 0)
        finally:
            await sender.close()
    assert not result.ok and result.status_code == 302 and "not followed" in str(result.error)
    assert len(receiver.received) == 1


async def test_a_url_beyond_ascii_is_sent_percent_encoded() -> None:
    """A request line is ASCII: such a URL was accepted, then every attempt failed before it was made (uncounted,
    so the subscription was claimed again at once, forever)."""
    assert addresses.parse("https://bücher.example/café").host == "xn--bcher-kva.example"
    async with Receiver() as receiver:
        sender = Sender(WebhookSettings(allow_private=True))
        try:
            result = await sender.send(receiver.url("/caf\u00e9\u20ac?q=\u00e9&r=%20"), "msg_1", b"k" * 32, b"{}", 0)
        finally:
            await sender.close()
    assert result.ok, result.error
    assert [got.path for got in receiver.received] == ["/caf%C3%A9%E2%82%AC?q=%C3%A9&r=%20"]


async def test_public_addresses_pass_the_check() -> None:
    target = addresses.parse("https://93.184.215.14:8443/path?q=1")
    assert (target.host, target.port, target.path) == ("93.184.215.14", 8443, "/path?q=1")
    assert await addresses.resolve(target, allow_private=False)


async def test_the_client_reads_chunked_empty_and_oversized_answers_and_keeps_what_it_can() -> None:
    """Answers as receivers send them: chunked, 204 without a length, a body over the cap (the connection
    is dropped rather than read on), a close after the answer; each request names its answer by path."""
    answers = {
        "/chunked": b"HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n",
        "/empty": b"HTTP/1.1 204 No Content\r\n\r\n",
        "/huge": b"HTTP/1.1 200 OK\r\ncontent-length: 10000000\r\n\r\n" + b"x" * 70000,
        "/close": b"HTTP/1.1 503 Busy\r\nconnection: close\r\ncontent-length: 0\r\n\r\n",
    }
    connections = 0

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        nonlocal connections
        connections += 1
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                path = head.split(b" ", 2)[1].decode()
                length = int(
                    next(v for k, v in (h.split(b":", 1) for h in head.split(b"\r\n")[1:-2]) if k == b"content-length")
                )
                await reader.readexactly(length)
                writer.write(answers[path])
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            writer.close()

    server = await asyncio.start_server(serve, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    sender = Sender(WebhookSettings(allow_private=True))
    try:
        outcomes = []
        for path in ("/chunked", "/empty", "/chunked", "/huge", "/empty", "/close", "/empty"):
            r = await sender.send(f"http://127.0.0.1:{port}{path}", "msg_1", b"k" * 32, b"{}", 0)
            outcomes.append((r.ok, r.status_code))
    finally:
        await sender.close()
        server.close()
    assert outcomes == [(True, 200), (True, 204), (True, 200), (True, 200), (True, 204), (False, 503), (True, 204)]
    assert connections == 3  # one kept through /chunked, /empty, /chunked, /huge; one until /close; one after
