"""A webhook viewing as a member of the campaign: it gets what that member sees, follows their role as it
changes, and stops (disabled, `member_removed`) once they are removed. Real receivers on 127.0.0.1."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx

from benchmarks.receiver import Receiver
from tests.server.api import create_campaign, problem
from tests.server.webhooks_support import body, subscribe, unsubscribe, wait_until_delivered, webhook


def _frames(receiver: Receiver) -> dict[int, list[tuple[str, str]]]:
    """(kind, type) of each frame, by delivered version."""
    return {
        p["data"]["version"]: [(f["kind"], f["type"]) for f in p["data"]["frames"]]
        for p in map(body, receiver.received)
    }


async def test_a_member_viewer_must_be_a_member(api: httpx.AsyncClient) -> None:
    c = await create_campaign(api)
    pat = await c.add_member("Pat")
    gone = await c.add_member("Gone")
    await c.ok("campaign.remove_member", {"member_id": gone.member_id})
    url = "http://127.0.0.1:9/hook"
    for viewer in ("nobody", gone.member_id):
        r = await api.post(f"{c.base}/webhooks", json={"url": url, "viewer": viewer}, headers=c.gm.headers)
        problem(r, 404, "member_not_found")
    hook = await subscribe(c, url, viewer=pat.member_id, enabled=False)
    assert hook["viewer"] == pat.member_id
    r = await api.patch(f"{c.base}/webhooks/{hook['id']}", json={"viewer": "nobody"}, headers=c.gm.headers)
    problem(r, 404, "member_not_found")
    r = await api.patch(f"{c.base}/webhooks/{hook['id']}", json={"viewer": "gm"}, headers=c.gm.headers)
    assert r.status_code == 200 and r.json()["viewer"] == "gm"
    await unsubscribe(c, hook["id"])


async def test_a_member_viewer_sees_what_the_member_sees_until_removed(api: httpx.AsyncClient) -> None:
    async with Receiver() as live, Receiver() as backfill:
        c = await create_campaign(api)
        table = await c.open_table()
        pat = await c.add_member("Pat")
        sam = await c.add_member("Sam")

        async def character(who: Any, name: str) -> str:
            created = await c.ok("td.create_character", {"name": name}, who=who)
            return str(created["events"][0]["data"]["character_id"])

        pats, sams = await character(pat, "Robin"), await character(sam, "Wren")
        hook = await subscribe(c, live.url(), viewer=pat.member_id)
        # the same viewer from version 0: Pat is not a member yet there, and becomes one as the log adds them
        old = await subscribe(c, backfill.url(), viewer=pat.member_id, from_version=0)
        try:

            async def gm_roll(who: Any, char: str) -> int:
                rolled = await c.ok("td.roll", {"table_id": table, "character_id": char, "visibility": "gm"}, who=who)
                return int(rolled["version"])

            own = await gm_roll(pat, pats)  # a GM-only roll of Pat's own: Pat sees it
            others = await gm_roll(sam, sams)  # Sam's: hidden from Pat
            promoted = (await c.ok("campaign.change_member_role", {"member_id": pat.member_id, "role": "gm"}))[
                "version"
            ]
            as_gm = await gm_roll(sam, sams)  # Pat is a GM now: sees it
            removed = (await c.ok("campaign.remove_member", {"member_id": pat.member_id}))["version"]
            after = (await c.ok("campaign.add_member", {"name": "Later"}))["version"]

            for receiver, subscription in ((live, hook), (backfill, old)):
                await wait_until_delivered(receiver, removed)
                frames = _frames(receiver)
                assert frames[own] == [("event", "td.rolled")]
                assert frames[others] == [("event", "roll.hidden")]
                assert frames[promoted] == [("event", "campaign.member_role_changed")]
                assert frames[as_gm] == [("event", "td.rolled")]
                assert frames[removed] == [("event", "campaign.member_removed")]

                while (state := await webhook(api, c, subscription["id"]))["enabled"]:
                    await asyncio.sleep(0.05)
                assert state["disabled_reason"].startswith(f"member_removed: {pat.member_id}")
                assert state["delivered_version"] == removed
                assert after not in frames and max(frames) == removed
            assert _frames(backfill)[own] == _frames(live)[own]
        finally:
            await unsubscribe(c, hook["id"])
            await unsubscribe(c, old["id"])
