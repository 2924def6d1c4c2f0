"""Hidden rolls never reach viewers who may not see them, live or in catch-up; reveals open them."""

from __future__ import annotations

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.campaign import Actor, RollRevealed
from eventstore import EventStore
from tests.server.live.support import (
    ALICE,
    BOB,
    GM,
    Campaign,
    Client,
    gm,
    note,
    observer,
    player,
    roll,
    running,
    watching,
)

VIEWERS = {"gm": gm(), "alice": player(ALICE), "bob": player(BOB), "observer": observer()}


def _sees_at_roll(viewer: Actor, roller: str, visibility: str) -> bool:
    """The rule, written out from the issue: everyone sees public rolls; the GM sees all; the roller of a
    GM-only roll sees it; nobody else (not even a blind roll's roller) until it is revealed."""
    return visibility == "public" or viewer.role == "gm" or (visibility == "gm" and roller == viewer.member_id)


def _leaks(client: Client) -> list[dict[str, object]]:
    """Event frames of a hidden type that nevertheless carry dice."""
    return [f for f in client.decoded("event") if f["type"] == "roll.hidden" and ("rolls" in f["data"])]  # type: ignore[operator]


async def test_each_viewer_sees_what_the_rule_allows_live(campaign: Campaign, redis_url: str) -> None:
    async with running(campaign.store, redis_url) as fanout:
        clients = {}
        contexts = [watching(fanout, campaign, viewer) for viewer in VIEWERS.values()]
        for name, ctx in zip(VIEWERS, contexts, strict=True):
            clients[name] = await ctx.__aenter__()
        try:
            await campaign.commit(roll(ALICE, (7, 7), "public"), fanout=fanout)  # 4
            await campaign.commit(roll(ALICE, (8, 1), "gm"), fanout=fanout)  # 5
            await campaign.commit(roll(ALICE, (9, 2), "blind"), fanout=fanout)  # 6
            await campaign.commit(note("after"), fanout=fanout)  # 7
            for client in clients.values():
                await client.wait_version(7)

            def types(name: str) -> list[object]:
                return [f["type"] for f in clients[name].decoded("event")[4:7]]

            assert types("gm") == ["lt.rolled", "lt.rolled", "lt.rolled"]
            assert types("alice") == ["lt.rolled", "lt.rolled", "roll.hidden"]
            assert types("bob") == ["lt.rolled", "roll.hidden", "roll.hidden"]
            assert types("observer") == ["lt.rolled", "roll.hidden", "roll.hidden"]

            hidden = clients["bob"].decoded("event")[5]
            assert hidden["data"] == {"type": "roll.hidden", "table_id": "t1", "roller_id": ALICE, "visibility": "gm"}
            assert {"id", "hash", "metadata", "schema_version"}.isdisjoint(hidden), "nothing to brute-force"
            hidden_frames = [f for f in clients["bob"].frames if f.sse_id in (5, 6)]
            assert len(hidden_frames) == 2
            for frame in hidden_frames:
                assert '"rolls"' not in frame.text and '"faces"' not in frame.text
                assert '"total"' not in frame.text
        finally:
            for ctx in contexts:
                await ctx.__aexit__(None, None, None)


async def test_a_reveal_sends_the_original_to_those_it_was_hidden_from(campaign: Campaign, redis_url: str) -> None:
    async with (
        running(campaign.store, redis_url) as fanout,
        watching(fanout, campaign, player(BOB)) as bob,
        watching(fanout, campaign, gm()) as master,
    ):
        await campaign.commit(roll(ALICE, (8, 1), "blind"), fanout=fanout)  # 4
        await campaign.commit(RollRevealed(version=4), fanout=fanout)  # 5
        await bob.wait_version(5)
        await master.wait_version(5)
        kinds = [(f["kind"], f.get("version"), f.get("type")) for f in bob.decoded(None)[-3:]]
        assert kinds == [
            ("event", 4, "roll.hidden"),
            ("revealed", 4, "lt.rolled"),
            ("event", 5, "campaign.roll_revealed"),
        ]
        revealed = bob.decoded("revealed")[0]
        assert revealed["revealed_by"] == 5
        assert revealed["data"]["rolls"][0]["faces"] == [8, 1]  # type: ignore[index]
        assert "hash" in revealed and "id" in revealed
        assert master.decoded("revealed") == [], "the GM saw it in full the first time"
        # The SSE id of a `revealed` frame is left alone so a cut between it and the reveal resends both.
        assert [f.sse_id for f in bob.frames if f.kind == "revealed"] == [None]


async def test_catch_up_hides_and_reveals_exactly_as_live_did(campaign: Campaign, redis_url: str) -> None:
    await campaign.commit(roll(ALICE, (3, 3), "gm"))  # 4
    await campaign.commit(roll(BOB, (4, 4), "gm"))  # 5
    await campaign.commit(RollRevealed(version=4))  # 6
    async with (
        running(campaign.store, redis_url) as fanout,
        watching(fanout, campaign, player(BOB)) as bob,
    ):
        got = [(f["kind"], f["version"], f["type"]) for f in bob.decoded(None) if f["kind"] != "ready"][4:]
        assert got == [
            ("event", 4, "roll.hidden"),
            ("event", 5, "lt.rolled"),  # Bob's own GM-only roll
            ("revealed", 4, "lt.rolled"),
            ("event", 6, "campaign.roll_revealed"),
        ]
        # Resuming after the roll but before its reveal: the reveal still opens it.
        async with watching(fanout, campaign, observer(), after=5) as late:
            assert [(f["kind"], f["version"]) for f in late.decoded(None)] == [
                ("revealed", 4),
                ("event", 6),
                ("ready", 6),
            ]
        async with watching(fanout, campaign, player(ALICE), after=5) as alice:
            assert [(f["kind"], f["version"]) for f in alice.decoded(None)] == [("event", 6), ("ready", 6)]


async def test_a_table_filter_leaves_out_other_tables_and_keeps_the_campaign(
    campaign: Campaign, redis_url: str
) -> None:
    async with running(campaign.store, redis_url) as fanout, watching(fanout, campaign, gm(), table_id="t1") as t1:
        await campaign.commit(note("t1 opens a conflict", "t1", "k1"), fanout=fanout)  # 4 in
        await campaign.commit(note("t2 opens a conflict", "t2", "k2"), fanout=fanout)  # 5 out
        await campaign.commit(note("k1 only", None, "k1"), fanout=fanout)  # 6 in: its conflict is at t1
        await campaign.commit(note("k2 only", None, "k2"), fanout=fanout)  # 7 out: at t2
        await campaign.commit(note("campaign-wide", None), fanout=fanout)  # 8 in: every table sees it
        await campaign.commit(roll(ALICE, (1, 2), "blind", table_id="t2"), fanout=fanout)  # 9 out
        await campaign.commit(RollRevealed(version=9), fanout=fanout)  # 10 out: its roll was at t2
        await campaign.commit(note("t2 calls a test", "t2", test_id="x2"), fanout=fanout)  # 11 out
        await campaign.commit(note("x2 resolved", None, test_id="x2"), fanout=fanout)  # 12 out: x2 is at t2
        await campaign.commit(note("t1 calls a test", "t1", test_id="x1"), fanout=fanout)  # 13 in
        await campaign.commit(note("x1 resolved", None, test_id="x1"), fanout=fanout)  # 14 in
        await campaign.commit(note("sent to t2", None), fanout=fanout, metadata={"table_id": "t2"})  # 15 out
        await campaign.commit(roll(ALICE, (5, 5), "public", table_id="t1"), fanout=fanout)  # 16 in
        await t1.wait_version(16)
        assert t1.versions()[4:] == [4, 6, 8, 13, 14, 16]


async def test_a_table_filter_knows_conflicts_running_before_it_started(campaign: Campaign, redis_url: str) -> None:
    await campaign.commit(note("t2 opens a conflict", "t2", "k2"))  # 4, before the subscription
    async with (
        running(campaign.store, redis_url) as fanout,
        fanout.subscribe(campaign.id, gm(), after=4, table_id="t1", places={"k2": "t2"}) as subscription,
    ):
        client = Client(subscription)
        try:
            await campaign.commit(note("k2 goes on", None, "k2"), fanout=fanout)  # 5 out
            await campaign.commit(note("t1", "t1"), fanout=fanout)  # 6 in
            await client.wait_version(6)
            assert client.versions() == [6]
        finally:
            await client.stop()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    script=st.lists(
        st.one_of(
            st.tuples(st.just("roll"), st.sampled_from([GM, ALICE, BOB]), st.sampled_from(["public", "gm", "blind"])),
            st.tuples(st.just("reveal"), st.integers(0, 30).map(str), st.just("")),
        ),
        min_size=1,
        max_size=14,
    ),
    split=st.integers(0, 14),
)
async def test_no_hidden_roll_reaches_a_viewer_by_any_path(
    live_store: EventStore, redis_url: str, script: list[tuple[str, str, str]], split: int
) -> None:
    """Random rolls and reveals; every viewer, connected from the start or resuming mid-way, gets a roll in
    full only when the rule allows it at that point, and its original exactly when a reveal opens it."""
    campaign = Campaign(live_store)
    await campaign.create()
    rolls: dict[int, tuple[str, str]] = {}
    revealed_at: dict[int, int] = {}
    async with running(live_store, redis_url) as fanout:
        resume_from = None
        contexts = [watching(fanout, campaign, viewer) for viewer in VIEWERS.values()]
        clients = [await ctx.__aenter__() for ctx in contexts]
        try:
            version = 3
            for step, (action, who, visibility) in enumerate(script):
                if step == split:
                    resume_from = version
                hidden = [v for v, (_, vis) in rolls.items() if vis != "public" and v not in revealed_at]
                if action == "roll":
                    await campaign.commit(roll(who, (step % 10 + 1,), visibility), fanout=fanout)
                    version += 1
                    rolls[version] = (who, visibility)
                elif hidden:
                    target = hidden[int(who) % len(hidden)]
                    await campaign.commit(RollRevealed(version=target), fanout=fanout)
                    version += 1
                    revealed_at[target] = version
            for client in clients:
                await client.wait_version(version)
            feeds = list(zip(VIEWERS.values(), clients, strict=True))
            if resume_from is not None:
                for viewer in VIEWERS.values():
                    ctx = watching(fanout, campaign, viewer, after=resume_from)
                    contexts.append(ctx)
                    feeds.append((viewer, await ctx.__aenter__()))
            for viewer, client in feeds:
                events = {f["version"]: f for f in client.decoded("event")}
                reveals = {f["version"]: f for f in client.decoded("revealed")}
                for v, (roller, visibility) in rolls.items():
                    if v not in events:
                        continue  # before this client's starting point
                    full = _sees_at_roll(viewer, roller, visibility)
                    assert (events[v]["type"] == "lt.rolled") == full, (viewer, v, roller, visibility)
                    if not full:
                        assert b'"rolls"' not in msgspec.json.encode(events[v])
                for v, (roller, visibility) in rolls.items():
                    opened_in_view = v in revealed_at and revealed_at[v] in events
                    expected = opened_in_view and not _sees_at_roll(viewer, roller, visibility)
                    assert (v in reveals) == expected, (viewer, v, revealed_at, reveals.keys())
                assert not _leaks(client)
        finally:
            for ctx in contexts:
                await ctx.__aexit__(None, None, None)
