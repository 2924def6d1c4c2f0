"""The live endpoints end to end: two real servers on one PostgreSQL and one Redis, real clients."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest

from domain.campaign import MemberAdded
from eventstore import NewEvent
from server.config import Settings
from tests.server.api import Campaign, Member, create_campaign
from tests.server.dice_ruleset import GAME as DICE_GAME
from tests.server.live.servers import TEST_LIVE, live_app, sse_lines, ws
from tests.server.servers import Served, run_server


@pytest.fixture(scope="module")
async def two_servers(api_settings: Settings) -> AsyncIterator[tuple[Served, Served]]:
    async with run_server(live_app(api_settings)) as one, run_server(live_app(api_settings)) as two:
        yield one, two


@pytest.fixture
async def http_one(two_servers: tuple[Served, Served]) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(base_url=two_servers[0].url, timeout=10) as client:
        yield client


@pytest.fixture
async def http_two(two_servers: tuple[Served, Served]) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(base_url=two_servers[1].url, timeout=10) as client:
        yield client


class Table:
    """A campaign of the test-dice ruleset with a table, Alice's character and Bob, driven over HTTP."""

    def __init__(self, campaign: Campaign, table_id: str, alice: Member, bob: Member, character_id: str) -> None:
        self.campaign = campaign
        self.table_id = table_id
        self.alice = alice
        self.bob = bob
        self.character_id = character_id

    @classmethod
    async def set_up(cls, client: httpx.AsyncClient) -> Table:
        campaign = await create_campaign(client)
        alice = await campaign.add_member("Alice")
        bob = await campaign.add_member("Bob")
        table_id = await campaign.open_table()
        made = await campaign.ok("td.create_character", {"name": "Robin"}, alice)
        return cls(campaign, table_id, alice, bob, made["events"][0]["data"]["character_id"])

    async def roll(self, visibility: str = "public", who: Member | None = None) -> dict[str, Any]:
        body = {"table_id": self.table_id, "character_id": self.character_id, "count": 2, "visibility": visibility}
        return await self.campaign.ok("td.roll", body, who or self.alice)


async def test_a_client_on_one_server_sees_commands_made_through_the_other_in_order(
    two_servers: tuple[Served, Served], http_one: httpx.AsyncClient
) -> None:
    _, two = two_servers
    table = await Table.set_up(http_one)
    head = await table.campaign.version()
    async with ws(two, table.campaign.id, table.campaign.gm.token, after=head) as client:
        await client.read_until(lambda: any(f["kind"] == "ready" for f in client.frames))
        results = [await table.roll() for _ in range(15)]
        expected = [e["version"] for r in results for e in r["events"]]
        await client.read_version(expected[-1])
        assert client.versions() == expected == list(range(head + 1, head + 16))
        faces = [f["data"]["rolls"][0]["faces"] for f in client.events()]
        assert faces == [r["events"][0]["data"]["rolls"][0]["faces"] for r in results]
        assert all("committed_at" in f for f in client.events()), "pushed through Redis, not found by polling"
        assert two.fanout.status()["subscribers"] == 1


async def test_sse_resumes_from_last_event_id_with_exactly_the_missed_events(
    two_servers: tuple[Served, Served], http_one: httpx.AsyncClient, http_two: httpx.AsyncClient
) -> None:
    table = await Table.set_up(http_one)
    url = f"/campaigns/{table.campaign.id}/live/sse"
    headers = table.campaign.gm.headers
    first = await sse_lines(http_two, url, headers, lambda m: any(x.get("event") == "ready" for x in m))
    assert first[0]["retry"] == "1000"
    events = [m for m in first if "id" in m]
    assert [int(m["id"]) for m in events] == list(range(len(events))) == [m["data"]["version"] for m in events]
    last_seen = int(events[-1]["id"])

    missed = [await table.roll() for _ in range(5)]  # while the client is away
    missed_versions = [e["version"] for r in missed for e in r["events"]]
    again = await sse_lines(
        http_two,
        url,
        {**headers, "Last-Event-ID": str(last_seen)},
        lambda m: any(x.get("event") == "ready" for x in m),
    )
    assert [int(m["id"]) for m in again if "id" in m] == missed_versions == list(range(last_seen + 1, last_seen + 6))
    assert again[-1]["data"] == {"kind": "ready", "campaign_id": table.campaign.id, "version": missed_versions[-1]}


async def test_sse_goes_live_and_sends_heartbeat_comments(
    two_servers: tuple[Served, Served], http_one: httpx.AsyncClient, http_two: httpx.AsyncClient
) -> None:
    table = await Table.set_up(http_one)
    head = await table.campaign.version()
    url = f"/campaigns/{table.campaign.id}/live/sse?after={head}&token={table.bob.token}"

    async def roll_soon() -> None:
        await asyncio.sleep(0.3)
        await table.roll()

    task = asyncio.create_task(roll_soon())
    messages = await sse_lines(
        http_two,
        url,
        {},
        lambda m: any("id" in x for x in m) and any("comment" in x and "heartbeat" in x["comment"] for x in m),
    )
    await task
    live = [m for m in messages if "id" in m]
    assert [int(m["id"]) for m in live] == [head + 1]
    assert live[0]["data"]["type"] == "td.rolled"
    await asyncio.sleep(0.2)
    assert two_servers[1].fanout.status()["subscribers"] == 0, "a client that left leaves nothing behind"


async def test_hidden_rolls_never_reach_players_who_may_not_see_them(
    two_servers: tuple[Served, Served], http_one: httpx.AsyncClient
) -> None:
    _, two = two_servers
    table = await Table.set_up(http_one)
    head = await table.campaign.version()
    campaign = table.campaign
    async with (
        ws(two, campaign.id, table.bob.token, after=head) as bob,
        ws(two, campaign.id, table.alice.token, after=head) as alice,
        ws(two, campaign.id, campaign.gm.token, after=head) as gm,
    ):
        for c in (bob, alice, gm):
            await c.read_until(lambda c=c: any(f["kind"] == "ready" for f in c.frames))
        gm_roll = await table.roll("gm")
        blind = await table.roll("blind")
        hidden_versions = [gm_roll["version"], blind["version"]]
        for c in (bob, alice, gm):
            await c.read_version(blind["version"])
        assert [f["type"] for f in bob.events()] == ["roll.hidden", "roll.hidden"]
        assert [f["type"] for f in alice.events()] == ["td.rolled", "roll.hidden"]  # her GM-only roll; not the blind
        assert [f["type"] for f in gm.events()] == ["td.rolled", "td.rolled"]
        for f in bob.events() + alice.events()[1:]:
            assert set(f["data"]) == {"type", "table_id", "roller_id", "visibility"} and "hash" not in f

        revealed = await campaign.ok("campaign.reveal_roll", {"version": blind["version"]})
        for c in (bob, alice, gm):
            await c.read_version(revealed["version"])
        opened = [f for f in bob.frames if f["kind"] == "revealed"]
        assert [f["version"] for f in opened] == [blind["version"]]
        assert blind["events"][0]["type"] == "roll.hidden", (
            "even the command's answer hides a blind roll from its roller"
        )
        gm_copy = next(f for f in gm.events() if f["version"] == blind["version"])
        assert opened[0]["data"] == gm_copy["data"] and opened[0]["hash"] == gm_copy["hash"]
        assert [f["version"] for f in alice.frames if f["kind"] == "revealed"] == [blind["version"]]
        assert [f for f in gm.frames if f["kind"] == "revealed"] == []
        # the GM-only roll stays hidden: no frame at its version carries its dice (its faces are not compared:
        # the blind roll, now revealed, may have rolled the very same ones)
        gm_frames = [f for f in bob.frames if f.get("version") == gm_roll["version"]]
        assert gm_frames and all("rolls" not in f.get("data", {}) for f in gm_frames), gm_frames
        assert hidden_versions[0] not in [f["version"] for f in bob.frames if f["kind"] == "revealed"]


async def test_refusals_are_close_codes_with_reasons(
    two_servers: tuple[Served, Served], http_one: httpx.AsyncClient, http_two: httpx.AsyncClient
) -> None:
    one, _ = two_servers
    table = await Table.set_up(http_one)
    other = await Table.set_up(http_one)
    campaign = table.campaign
    head = await campaign.version()
    cases = [
        ({"token": None}, 4401, "token_missing"),
        ({"token": "chr_" + "x" * 43}, 4401, "token_invalid"),
        ({"token": "nonsense"}, 4401, "token_malformed"),
        ({"token": other.campaign.gm.token}, 4403, "token_wrong_campaign"),
        ({"token": campaign.gm.token, "after": "soon"}, 4400, "invalid_after"),
        ({"token": campaign.gm.token, "after": head + 5}, 4416, "position_ahead"),
        ({"token": campaign.gm.token, "table_id": "no-such-table"}, 4404, "table_not_found"),
    ]
    for params, code, reason in cases:
        async with ws(one, campaign.id, **params) as client:  # type: ignore[arg-type]
            got = await client.read_close()
            assert got[0] == code and (got[1] or "").startswith(reason), (params, got)
            assert client.frames == []
    async with ws(one, str(uuid.uuid4()), campaign.gm.token) as client:
        code, reason = await client.read_close()
        assert (code, (reason or "").split(":")[0]) == (4403, "token_wrong_campaign"), "nothing told of others"

    sse = f"/campaigns/{campaign.id}/live/sse"
    r = await http_two.get(sse)
    assert r.status_code == 401 and r.json()["code"] == "token_missing"
    r = await http_two.get(sse, headers={**campaign.gm.headers, "Last-Event-ID": "x"})
    assert r.status_code == 400 and r.json()["code"] == "invalid_after"
    r = await http_two.get(sse, params={"after": head + 1}, headers=campaign.gm.headers)
    assert r.status_code == 416 and r.json()["code"] == "position_ahead"


async def test_revoking_a_token_closes_its_live_connections_on_every_server(
    two_servers: tuple[Served, Served], http_one: httpx.AsyncClient
) -> None:
    _, two = two_servers
    table = await Table.set_up(http_one)
    campaign = table.campaign
    async with ws(two, campaign.id, table.bob.token) as bob, ws(two, campaign.id, table.alice.token) as alice:
        for c in (bob, alice):
            await c.read_until(lambda c=c: any(f["kind"] == "ready" for f in c.frames))
        r = await http_one.delete(f"{campaign.base}/tokens/{table.bob.token_id}", headers=campaign.gm.headers)
        assert r.status_code == 200, r.text
        assert await bob.read_close() == (4401, "token_revoked: this token was revoked")
        roll = await table.roll()
        await alice.read_version(roll["version"])


async def test_a_revocation_whose_notice_is_lost_still_ends_the_connection(
    two_servers: tuple[Served, Served], http_one: httpx.AsyncClient
) -> None:
    """Revoked in the database only (as if the notice through Redis were lost): the periodic re-check finds it."""
    one, two = two_servers
    table = await Table.set_up(http_one)
    async with ws(two, table.campaign.id, table.bob.token) as bob:
        await bob.read_until(lambda: any(f["kind"] == "ready" for f in bob.frames))
        tokens = one.app.state.services.tokens
        assert await tokens.revoke(uuid.UUID(table.campaign.id), uuid.UUID(table.bob.token_id)) is not None
        code, reason = await bob.read_close(timeout=5)  # TEST_LIVE re-checks every 0.5 s
        assert (code, reason) == (4401, "token_revoked: this token was revoked")


async def test_a_removed_member_is_disconnected(
    two_servers: tuple[Served, Served], http_one: httpx.AsyncClient
) -> None:
    _, two = two_servers
    table = await Table.set_up(http_one)
    async with ws(two, table.campaign.id, table.bob.token) as bob:
        await bob.read_until(lambda: any(f["kind"] == "ready" for f in bob.frames))
        await table.campaign.ok("campaign.remove_member", {"member_id": table.bob.member_id})
        code, reason = await bob.read_close()
        assert code == 4403 and reason == "member_removed: you are no longer a member of this campaign"
        assert bob.events()[-1]["type"] == "campaign.member_removed"


async def test_a_stalled_websocket_client_is_dropped_and_catches_up_on_reconnect(api_settings: Settings) -> None:
    live = TEST_LIVE.with_(max_backlog=10, heartbeat_seconds=30.0)
    async with (
        run_server(live_app(api_settings, live), send_buffer=4096) as server,
        httpx.AsyncClient(base_url=server.url, timeout=10) as http,
    ):
        table = await Table.set_up(http)
        campaign_id = table.campaign.id
        head = await table.campaign.version()
        async with ws(server, campaign_id, table.campaign.gm.token, receive_buffer=4096, after=head) as slow:
            await slow.read_until(lambda: any(f["kind"] == "ready" for f in slow.frames))
            # The client has stopped reading. The table goes on at full speed: batches of events appended and
            # published as the application layer does (through HTTP it takes a few seconds more to fill the
            # kernel and transport buffers that sit between the server and the stalled reader).
            store = server.app.state.services.store
            newest = head
            while server.fanout.status()["subscribers"] and newest < head + 20_000:
                batch = [
                    NewEvent(
                        id=uuid.uuid4(),
                        type="campaign.member_added",
                        data=DICE_GAME.encode(
                            MemberAdded(member_id=str(uuid.uuid4()), name="x" * 120, role="observer")
                        ),
                    )
                    for _ in range(20)
                ]
                result = await store.append(f"campaign-{campaign_id}", batch)
                recorded = await store.read_stream(f"campaign-{campaign_id}", result.first_version)
                await server.fanout.publish(campaign_id, recorded)
                newest = result.last_version
            assert server.fanout.status()["subscribers"] == 0, "dropped rather than slowing the table"
            code, reason = await slow.read_close(timeout=10)  # reading again, it finds the reason at the end
            assert code == 4008
            assert reason == f"too slow; reconnect with after={slow.versions()[-1]}"
        last = slow.versions()[-1]
        assert slow.versions() == list(range(head + 1, last + 1)), "in order, no gap, up to the drop"
        assert last < newest
        async with ws(server, campaign_id, table.campaign.gm.token, after=last) as again:
            await again.read_version(newest)
            assert again.versions() == list(range(last + 1, newest + 1))


async def test_with_text_each_event_frame_carries_its_line_as_its_viewer_may_see_it(
    two_servers: tuple[Served, Served], http_one: httpx.AsyncClient, http_two: httpx.AsyncClient
) -> None:
    """`?text=1`: catch-up and live event frames carry `text`, the line a replay tells; a roll hidden from the
    viewer is told as hidden (who rolled, nothing of the dice) until its reveal re-sends it told in full.
    Without it frames are as they were."""
    _, two = two_servers
    table = await Table.set_up(http_one)
    campaign = table.campaign
    head = await campaign.version()
    async with (
        ws(two, campaign.id, table.bob.token, text=1) as bob,
        ws(two, campaign.id, campaign.gm.token, text="true") as gm,
        ws(two, campaign.id, table.alice.token, after=head) as plain,
    ):
        for c in (bob, gm, plain):
            await c.read_until(lambda c=c: any(f["kind"] == "ready" for f in c.frames))
        caught_up = bob.events()
        assert [f["version"] for f in caught_up] == list(range(head + 1))
        assert all(isinstance(f["text"], str) and f["text"] for f in caught_up), caught_up
        assert any("Alice" in f["text"] for f in caught_up)  # names, not ids
        public = await table.roll()
        blind = await table.roll("blind")
        for c in (bob, gm, plain):
            await c.read_version(blind["version"])
        told = {f["version"]: f["text"] for f in gm.events()}
        assert {f["version"]: f["text"] for f in bob.events()}[public["version"]] == told[public["version"]]
        hidden = next(f for f in bob.events() if f["version"] == blind["version"])
        assert hidden["type"] == "roll.hidden" and hidden["text"] == "Alice makes a hidden roll (blind)"
        assert told[blind["version"]] != hidden["text"]
        assert all("text" not in f for f in plain.frames), "only clients that ask get lines"

        revealed = await campaign.ok("campaign.reveal_roll", {"version": blind["version"]})
        await bob.read_version(revealed["version"])
        opened = next(f for f in bob.frames if f["kind"] == "revealed")
        assert opened["text"] == told[blind["version"]]

    url = f"/campaigns/{campaign.id}/live/sse?text=true&after={head}"
    messages = await sse_lines(http_two, url, campaign.gm.headers, lambda m: any(x.get("event") == "ready" for x in m))
    events = [m["data"] for m in messages if "id" in m]
    assert events and all(e["text"] for e in events)
    assert {e["version"]: e["text"] for e in events}[public["version"]] == told[public["version"]]
