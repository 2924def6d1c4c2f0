"""The fan-out core against a real PostgreSQL store and real Redis: order, resumption, holes, outages."""

from __future__ import annotations

import asyncio

import msgspec

from domain.campaign import MemberRemoved, MemberRoleChanged
from eventstore import EventStore
from server.live.fanout import PositionAhead
from server.live.subscription import TOO_SLOW
from tests.server.live.support import (
    ALICE,
    FAST,
    Campaign,
    Client,
    RedisProcess,
    gm,
    note,
    player,
    running,
    watching,
)


async def test_catch_up_then_live_in_order_without_duplicates(campaign: Campaign, redis_url: str) -> None:
    async with running(campaign.store, redis_url) as fanout:
        await campaign.commit(note("before 1"), note("before 2"))  # versions 4, 5
        async with watching(fanout, campaign, gm()) as client:
            assert client.versions() == [0, 1, 2, 3, 4, 5]
            assert client.decoded("ready")[0]["version"] == 5
            for i in range(10):
                await campaign.commit(note(f"live {i}"), fanout=fanout)
            await client.wait_version(15)
            assert client.versions() == list(range(16))
            live = client.decoded("event")[6:]
            assert all("committed_at" in frame for frame in live), "live frames come from the publish"
            assert [msgspec.json.decode(msgspec.json.encode(f["data"]))["text"] for f in live] == [
                f"live {i}" for i in range(10)
            ]


async def test_a_client_on_one_process_sees_commands_made_through_another(
    live_store: EventStore, redis_url: str
) -> None:
    """Two Fanouts, each with its own Redis connection, as two server processes would have."""
    campaign = Campaign(live_store)
    async with running(live_store, redis_url) as writer, running(live_store, redis_url) as reader:
        await campaign.create(fanout=writer)
        async with watching(reader, campaign, gm()) as client:
            for i in range(20):
                await campaign.commit(note(f"n{i}"), note(f"m{i}"), fanout=writer)
            await client.wait_version(3 + 40)
            assert client.versions() == list(range(44))
            assert reader.status()["subscribers"] == 1 and writer.status()["subscribers"] == 0
            assert client.subscription.stats_filled == 0, "every event came through Redis, none from the store"
            assert all("committed_at" in f for f in client.decoded("event")[4:]), "none found by polling"
            assert reader.healthy and writer.healthy


async def test_a_resuming_subscriber_gets_exactly_the_missed_events(campaign: Campaign, redis_url: str) -> None:
    async with (
        running(campaign.store, redis_url) as fanout,
        watching(fanout, campaign, gm()) as first,
    ):
        await campaign.commit(note("a"), fanout=fanout)
        await first.wait_version(4)
        seen = first.versions()[-1]
        for i in range(7):  # committed while the client is away
            await campaign.commit(note(f"missed {i}"), fanout=fanout)
        async with watching(fanout, campaign, gm(), after=seen) as second:
            assert second.versions() == list(range(seen + 1, seen + 8))
            await campaign.commit(note("after"), fanout=fanout)
            await second.wait_version(seen + 8)
            assert second.versions() == list(range(seen + 1, seen + 9))


async def test_a_position_beyond_the_campaign_is_refused(campaign: Campaign) -> None:
    async with running(campaign.store, None) as fanout:
        try:
            async with fanout.subscribe(campaign.id, gm(), after=99):
                raise AssertionError("subscribed from the future")
        except PositionAhead as exc:
            assert (exc.after, exc.version) == (99, 3)
        assert fanout.status()["campaigns"] == 0


async def test_a_lost_publish_is_filled_from_the_store_when_the_next_one_arrives(
    campaign: Campaign, redis_url: str
) -> None:
    async with (
        running(campaign.store, redis_url) as fanout,
        watching(fanout, campaign, gm()) as client,
    ):  # polling is off (30 s) in FAST
        await campaign.commit(note("lost 1"), note("lost 2"))  # versions 4-5, never published
        await campaign.commit(note("published"), fanout=fanout)  # version 6
        await client.wait_version(6, timeout=2)
        assert client.versions() == list(range(7))
        frames = client.decoded("event")
        assert "committed_at" not in frames[4] and "committed_at" not in frames[5], "read from the store"
        assert "committed_at" in frames[6]


async def test_a_lost_last_publish_is_found_by_polling(campaign: Campaign, redis_url: str) -> None:
    async with (
        running(campaign.store, redis_url, FAST.with_(poll_seconds=0.2)) as fanout,
        watching(fanout, campaign, gm()) as client,
    ):
        await campaign.commit(note("never published"))
        await client.wait_version(4, timeout=3)
        assert client.versions() == list(range(5))


async def test_a_redis_outage_loses_nothing(campaign: Campaign, own_redis: RedisProcess) -> None:
    async with (
        running(campaign.store, own_redis.url) as writer,
        running(campaign.store, own_redis.url) as reader,
        watching(reader, campaign, gm()) as client,
    ):
        await campaign.commit(note("before the outage"), fanout=writer)
        await client.wait_version(4)

        own_redis.stop()
        for i in range(5):  # each publish fails; the writer logs and goes on
            await campaign.commit(note(f"during {i}"), fanout=writer)
        await client.wait_version(9, timeout=5)  # found by the reader's fast outage poll
        assert not reader.healthy

        own_redis.start()
        deadline = asyncio.get_running_loop().time() + 10
        while not reader.healthy and asyncio.get_running_loop().time() < deadline:
            await asyncio.sleep(0.05)
        assert reader.healthy, "the listener re-joined the channel after Redis came back"
        await campaign.commit(note("after the outage"), fanout=writer)
        await client.wait_version(10)
        assert client.versions() == list(range(11))
        assert "committed_at" in client.decoded("event")[10], "live through Redis again"


async def test_joining_while_redis_is_down_recovers_when_it_is_back(
    campaign: Campaign, own_redis: RedisProcess
) -> None:
    own_redis.stop()
    async with (
        running(campaign.store, own_redis.url) as writer,
        running(campaign.store, own_redis.url) as reader,
        watching(reader, campaign, gm()) as client,  # its channel cannot be joined
    ):
        assert not reader.healthy
        await campaign.commit(note("during"), fanout=writer)  # the publish fails too
        await client.wait_version(4, timeout=5)  # found by the outage poll

        own_redis.start()
        deadline = asyncio.get_running_loop().time() + 10
        while not reader.healthy and asyncio.get_running_loop().time() < deadline:
            await asyncio.sleep(0.05)
        assert reader.healthy, "the listener joined the channel it could not join at first"
        await campaign.commit(note("after"), fanout=writer)
        await client.wait_version(5)
        assert "committed_at" in client.decoded("event")[-1], "pushed through Redis again"
        assert client.versions() == list(range(6))


async def test_a_slow_client_is_dropped_and_catches_up_on_reconnect(campaign: Campaign, redis_url: str) -> None:
    settings = FAST.with_(max_backlog=5)
    async with (
        running(campaign.store, redis_url, settings) as fanout,
        fanout.subscribe(campaign.id, gm()) as subscription,
    ):
        frames = subscription.frames()
        received = [await anext(frames) for _ in range(5)]  # the catch-up and `ready`; then it stops reading
        assert msgspec.json.decode(received[-1].text)["kind"] == "ready"
        for i in range(10):
            await campaign.commit(note(f"n{i}"), fanout=fanout)
        await asyncio.wait_for(subscription.closed_event.wait(), 5)
        assert subscription.closed is not None
        assert subscription.closed.code == TOO_SLOW
        assert subscription.closed.reason == "too slow; reconnect with after=3"
        assert fanout.status()["subscribers"] == 0, "the table no longer holds anything for it"
        rest = [frame async for frame in frames]
        assert rest == [], "a dropped subscription ends"
        await frames.aclose()
        async with watching(fanout, campaign, gm(), after=3) as again:
            assert again.versions() == list(range(4, 14))


async def test_other_clients_keep_up_while_one_is_dropped(campaign: Campaign, redis_url: str) -> None:
    async with (
        running(campaign.store, redis_url, FAST.with_(max_backlog=3)) as fanout,
        fanout.subscribe(campaign.id, gm()) as stuck,
        watching(fanout, campaign, gm()) as healthy,
    ):
        frames = stuck.frames()
        while msgspec.json.decode((await anext(frames)).text)["kind"] != "ready":
            pass  # it reads its catch-up, then stops reading
        for i in range(8):
            await campaign.commit(note(f"n{i}"), fanout=fanout)
            await healthy.wait_version(4 + i)  # the healthy client reads as it goes
        assert stuck.closed is not None and stuck.closed.code == TOO_SLOW
        assert healthy.subscription.closed is None
        assert healthy.versions() == list(range(12))
        await frames.aclose()


async def test_heartbeats_carry_the_resume_position(campaign: Campaign) -> None:
    async with (
        running(campaign.store, None, FAST.with_(heartbeat_seconds=0.05)) as fanout,
        watching(fanout, campaign, gm(), after=3, table_id="t-empty") as client,
    ):
        await client.wait_for(lambda: len(client.decoded("heartbeat")) >= 2, timeout=2)
        assert client.versions() == [], "nothing at this table"
        assert {beat["version"] for beat in client.decoded("heartbeat")} == {3}


async def test_in_process_fanout_without_redis(campaign: Campaign) -> None:
    async with running(campaign.store, None) as fanout:
        assert fanout.transport == "memory"
        async with watching(fanout, campaign, player()) as client:
            await campaign.commit(note("hello"), fanout=fanout)
            await client.wait_version(4)
            assert client.versions() == [0, 1, 2, 3, 4]


async def test_a_role_change_applies_from_the_next_event_and_removal_ends_the_feed(
    campaign: Campaign, redis_url: str
) -> None:
    from tests.server.live.support import roll

    async with running(campaign.store, redis_url) as fanout, watching(fanout, campaign, player(ALICE)) as client:
        await campaign.commit(roll("member-bob", (3, 4), "gm"), fanout=fanout)  # 4: hidden from Alice
        await campaign.commit(MemberRoleChanged(member_id=ALICE, role="gm"), fanout=fanout)  # 5
        await campaign.commit(roll("member-bob", (5, 6), "gm"), fanout=fanout)  # 6: Alice is GM now
        await campaign.commit(MemberRemoved(member_id=ALICE), fanout=fanout)  # 7
        await asyncio.wait_for(client.subscription.closed_event.wait(), 5)
        types = [f["type"] for f in client.decoded("event")]
        assert types[4:] == ["roll.hidden", "campaign.member_role_changed", "lt.rolled", "campaign.member_removed"]
        assert client.subscription.closed is not None and client.subscription.closed.code == 4403


async def test_a_revoked_token_ends_its_connections_in_every_process(live_store: EventStore, redis_url: str) -> None:
    campaign = Campaign(live_store)
    await campaign.create()
    async with (
        running(live_store, redis_url) as one,
        running(live_store, redis_url) as two,
        two.subscribe(campaign.id, gm(), token_id="tok-1") as revoked,
        two.subscribe(campaign.id, gm(), token_id="tok-2") as kept,
    ):
        clients = [Client(revoked), Client(kept)]
        for c in clients:
            await c.wait_for(lambda c=c: c.decoded("ready"))
        await one.token_revoked(campaign.id, "tok-1")
        await asyncio.wait_for(revoked.closed_event.wait(), 5)
        assert revoked.closed is not None and revoked.closed.code == 4401
        assert kept.closed is None
        for c in clients:
            await c.stop()
