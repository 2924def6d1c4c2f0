"""Robots & Rapiers over HTTP: a test called, rolled with physical dice, resolved and spent; the same roll blind
(hidden from the player in the log and in the state's test record); an idempotent retry of a roll."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from domain.rulesets import RULESETS
from tests.domain.rr.harness import SHEET_JSON as SHEET
from tests.server.api import Campaign, Member, create_campaign, problem
from tests.server.servers import make_app, serving

pytestmark = pytest.mark.skipif("robots-and-rapiers" not in RULESETS, reason="Robots & Rapiers is not registered")


async def _robot(api: Any, mode: str = "physical") -> tuple[Campaign, Member, Member, str, str]:
    c = await create_campaign(api, "robots-and-rapiers")
    ann = await c.add_member("Ann")
    bob = await c.add_member("Bob")
    table = await c.open_table(mode=mode)
    made = await c.ok("rr.create_character", {"sheet": SHEET, "design_points": 60, "owner_id": ann.member_id})
    return c, ann, bob, table, made["events"][0]["data"]["character_id"]


async def _call(c: Campaign, table: str, char: str) -> str:
    called = await c.ok(
        "rr.call_for_test", {"character_id": char, "table_id": table, "program": "fencing", "attribute": "articulation"}
    )
    return called["events"][0]["data"]["test_id"]  # type: ignore[no-any-return]


async def test_call_roll_resolve_spend_with_physical_dice(api) -> None:
    c, ann, bob, table, char = await _robot(api)
    test = await _call(c, table, char)
    # fencing 3 + physical core 5 = 8 dice against Articulation 5: the server names the pool it needs
    missing = problem(
        await c.command("rr.roll_test", {"table_id": table, "test_id": test}, ann), 422, "physical_dice_missing"
    )
    assert (missing["data"]["count"], missing["data"]["sides"]) == (8, 10)
    problem(
        await c.command("rr.roll_test", {"table_id": table, "test_id": test, "dice": [[1] * 8]}, bob),
        403,
        "not_your_character",
    )
    rolled = await c.ok("rr.roll_test", {"table_id": table, "test_id": test, "dice": [[1, 2, 3, 6, 7, 8, 9, 10]]}, ann)
    event = rolled["events"][0]["data"]
    assert (event["pool"], event["tn"], event["successes"]) == (8, 5, 3)
    assert [p["value"] for p in event["pool_parts"]] and [p["value"] for p in event["tn_parts"]]
    resolved = await c.ok("rr.resolve_test", {"test_id": test}, ann)
    assert any(e["type"].startswith("rr.") for e in resolved["events"])
    spent = await c.ok("rr.spend_successes", {"test_id": test, "spends": [{"kind": "accomplish"}]}, ann)
    assert spent["events"], spent
    record = (await api.get(f"{c.base}/state", headers=ann.headers)).json()["state"]["game"]["tests"][test]
    assert record["faces"] == [1, 2, 3, 6, 7, 8, 9, 10] and record["successes"] == 3


async def test_blind_test_roll_is_hidden_from_its_player_everywhere(api) -> None:
    c, ann, bob, table, char = await _robot(api, mode="server")
    test = await _call(c, table, char)
    rolled = await c.ok("rr.roll_test", {"table_id": table, "test_id": test, "visibility": "blind"}, ann)
    (shown,) = rolled["events"]
    assert shown["type"] == "roll.hidden" and "hash" not in shown
    version = rolled["version"]
    gm_view = next(e for e in await c.events() if e["version"] == version)
    assert gm_view["type"] == "rr.test_rolled" and gm_view["data"]["rolls"][0]["faces"]
    for who in (ann, bob):
        mine = next(e for e in await c.events(who) if e["version"] == version)
        assert mine["type"] == "roll.hidden"
        state = (await api.get(f"{c.base}/state", headers=who.headers)).json()["state"]
        assert state["game"]["tests"][test] == {"hidden": True}
    gm_state = (await api.get(f"{c.base}/state", headers=c.gm.headers)).json()["state"]
    assert gm_state["game"]["tests"][test]["faces"] == gm_view["data"]["rolls"][0]["faces"]
    await c.ok("campaign.reveal_roll", {"version": version})
    state = (await api.get(f"{c.base}/state", headers=ann.headers)).json()["state"]
    assert state["game"]["tests"][test]["faces"] == gm_view["data"]["rolls"][0]["faces"]


async def test_roll_retried_with_its_key_rolls_once(api) -> None:
    c, ann, _bob, table, char = await _robot(api, mode="server")
    test = await _call(c, table, char)
    key = {"Idempotency-Key": str(uuid.uuid4())}
    first = await c.command("rr.roll_test", {"table_id": table, "test_id": test}, ann, headers=key)
    again = await c.command("rr.roll_test", {"table_id": table, "test_id": test}, ann, headers=key)
    assert first.status_code == again.status_code == 200 and first.content == again.content
    rolls = [e for e in await c.events() if e["type"] == "rr.test_rolled"]
    assert len(rolls) == 1


async def test_state_survives_snapshots(api_settings) -> None:
    """The campaign state of every registered ruleset round-trips through a snapshot: a campaign reloaded
    from its snapshot (plus newer events) reads exactly like the one folded in memory."""
    async with serving(make_app(api_settings.with_(snapshot_every=3))) as client:
        c, ann, _bob, table, char = await _robot(client, mode="server")
        for _ in range(3):
            test = await _call(c, table, char)
            await c.ok("rr.roll_test", {"table_id": table, "test_id": test}, ann)
        services = client.app.state.services  # type: ignore[attr-defined]
        await services.snapshots.flush()  # written in the background
        snap = await services.store.load_snapshot(f"campaign-{c.id}")
        newest = await services.store.stream_version(f"campaign-{c.id}")
        assert snap is not None and snap.version > newest - 3  # the last snapshot point the campaign crossed
        before = (await client.get(f"{c.base}/state", headers=c.gm.headers)).json()
        services.repository.forget(uuid.UUID(c.id))
        after = (await client.get(f"{c.base}/state", headers=c.gm.headers)).json()
        assert after == before
