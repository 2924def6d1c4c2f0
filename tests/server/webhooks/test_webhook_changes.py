"""A changed subscription takes effect for every event appended after the change's response: none of them
goes out under the old settings (viewer, URL, enabled), even to a run that was delivering at that moment.
Real receivers on 127.0.0.1."""

from __future__ import annotations

import httpx

from benchmarks.receiver import Receiver
from tests.server.api import create_campaign
from tests.server.webhooks_support import body, subscribe, unsubscribe, versions, wait_until_delivered


def _frames_of(receiver: Receiver, version: int) -> list[list[tuple[str, str]]]:
    """(kind, type) of the frames of every delivery of `version` the receiver got."""
    return [
        [(f["kind"], f["type"]) for f in p["data"]["frames"]]
        for p in map(body, receiver.received)
        if p["data"]["version"] == version
    ]


async def test_an_event_after_switching_the_viewer_to_observer_goes_out_hidden(api: httpx.AsyncClient) -> None:
    async with Receiver() as receiver:
        c = await create_campaign(api)
        table = await c.open_table()
        pat = await c.add_member("Pat")
        created = await c.ok("td.create_character", {"name": "Robin"}, who=pat)
        character = str(created["events"][0]["data"]["character_id"])
        hook = await subscribe(c, receiver.url(), viewer="gm")
        try:

            async def gm_roll() -> int:
                rolled = await c.ok("td.roll", {"table_id": table, "character_id": character, "visibility": "gm"})
                return int(rolled["version"])

            before = await gm_roll()
            await wait_until_delivered(receiver, before)  # a run holds the subscription, delivering as gm
            assert _frames_of(receiver, before) == [[("event", "td.rolled")]]

            r = await api.patch(f"{c.base}/webhooks/{hook['id']}", json={"viewer": "observer"}, headers=c.gm.headers)
            assert r.status_code == 200 and r.json()["viewer"] == "observer"
            after = await gm_roll()
            await wait_until_delivered(receiver, after)
            assert _frames_of(receiver, after) == [[("event", "roll.hidden")]]
        finally:
            await unsubscribe(c, hook["id"])


async def test_nothing_goes_out_to_a_disabled_subscription(api: httpx.AsyncClient) -> None:
    async with Receiver() as old, Receiver() as new:
        c = await create_campaign(api)
        hook = await subscribe(c, old.url())
        base = f"{c.base}/webhooks/{hook['id']}"
        try:
            first = (await c.ok("campaign.add_member", {"name": "First"}))["version"]
            await wait_until_delivered(old, first)  # a run holds the subscription

            r = await api.patch(base, json={"enabled": False}, headers=c.gm.headers)
            assert r.status_code == 200 and r.json()["enabled"] is False
            while_disabled = (await c.ok("campaign.add_member", {"name": "Second"}))["version"]
            # enabled again at another URL: the event appended while disabled goes there, never to the old one
            r = await api.patch(base, json={"enabled": True, "url": new.url()}, headers=c.gm.headers)
            assert r.status_code == 200 and r.json()["enabled"] is True
            later = (await c.ok("campaign.add_member", {"name": "Third"}))["version"]
            await wait_until_delivered(new, later)
            assert while_disabled in versions(new)
            assert while_disabled not in versions(old, ok_only=False)
            assert later not in versions(old, ok_only=False)
        finally:
            await unsubscribe(c, hook["id"])
