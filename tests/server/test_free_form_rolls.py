"""`campaign.roll` over HTTP: a free-form dice expression at a table in each dice mode, hidden or not, in
the log, the replay, the recap and the fairness check; a malformed expression is a 400 naming the position."""

from __future__ import annotations

from typing import Any

from domain.dice import verifiable_faces
from domain.roll_proofs import roll_secret
from tests.server.api import Campaign, create_campaign, problem


async def _roll(c: Campaign, table: str, expression: str, who: Any = None, **body: Any) -> dict[str, Any]:
    r = await c.ok("campaign.roll", {"table_id": table, "expression": expression, **body}, who)
    assert r["events"][0]["type"] in ("campaign.rolled", "roll.hidden")
    return r["events"][0]  # type: ignore[no-any-return]


async def test_a_server_dice_roll_keeps_every_face_and_is_told_in_replay_and_recap(api) -> None:
    c = await create_campaign(api, ruleset="robots-and-rapiers")
    table = await c.open_table()
    event = await _roll(c, table, "4d6kh3 + 2", label="Strength")
    data = event["data"]
    assert data["expression"] == "4d6kh3+2" and data["label"] == "Strength"
    (dice, constant) = data["terms"]
    assert len(dice["faces"]) == 4 and len(dice["kept"]) == 3 and len(dice["dropped"]) == 1
    assert min(dice["kept"]) >= max(dice["dropped"])
    assert data["rolls"][0]["faces"] == dice["faces"] and data["rolls"][0]["source"] == "server"
    assert constant == {"term": "2", "sign": 1, "faces": [], "kept": [], "dropped": [], "value": 2}
    assert data["total"] == sum(dice["kept"]) + 2

    (logged,) = await c.events(type="campaign.rolled")
    assert logged["data"] == data
    kept = ", ".join(map(str, dice["kept"]))
    line = f"Gemma rolls 4d6kh3+2 for 'Strength': {kept} [dropped {dice['dropped'][0]}] + 2 = {data['total']}"
    replay = await api.get(f"{c.base}/tables/{table}/replay", headers=c.gm.headers)
    assert replay.status_code == 200, replay.text
    assert line in [step["text"] for step in replay.json()["steps"]]
    assert line in (await c.recap(table, format="md")).text


async def test_physical_dice_take_one_list_of_faces_per_dice_term(api) -> None:
    c = await create_campaign(api)
    table = await c.open_table(mode="physical")
    data = (await _roll(c, table, "2d6+1d4-1", dice=[[4, 3], [2]]))["data"]
    assert [r["faces"] for r in data["rolls"]] == [[4, 3], [2]] and data["total"] == 8
    assert {r["source"] for r in data["rolls"]} == {"physical"}
    problem(await c.command("campaign.roll", {"table_id": table, "expression": "2d6"}), 422, "physical_dice_missing")
    body = problem(
        await c.command("campaign.roll", {"table_id": table, "expression": "1d7", "dice": [[8]]}),
        422,
        "physical_dice_range",
    )
    assert body["data"]["faces"] == [8]


async def test_verifiable_rolls_pass_the_fairness_check_after_the_reveal(api) -> None:
    c = await create_campaign(api)
    ann = await c.add_member("Ann")
    table = await c.open_table(mode="verifiable")
    first = (await _roll(c, table, "3d20kl1", ann, client_seed="ann"))["data"]
    second = (await _roll(c, table, "d100 + 2d8", ann))["data"]
    assert [r["nonce"] for r in first["rolls"] + second["rolls"]] == [0, 1, 2]
    closed = await c.ok("campaign.close_table", {"table_id": table})
    seed = bytes.fromhex(closed["events"][0]["data"]["seed"])
    assert tuple(first["rolls"][0]["faces"]) == verifiable_faces(roll_secret(seed, table, 0), table, 0, "ann", 3, 20)
    report = (await api.get(f"{c.base}/tables/{table}/fairness", headers=ann.headers)).json()
    assert report["ok"] is True and report["rolls_checked"] == 3, report


async def test_a_blind_roll_is_hidden_from_its_roller_until_the_gm_reveals_it(api) -> None:
    c = await create_campaign(api)
    ann = await c.add_member("Ann")
    table = await c.open_table()
    mine = await _roll(c, table, "1d20+3", ann, label="Notice", visibility="blind")
    assert mine["type"] == "roll.hidden" and "total" not in mine["data"]
    assert [e["type"] for e in await c.events(ann, type="campaign.rolled")] == []
    (seen,) = await c.events(type="campaign.rolled")
    assert seen["data"]["visibility"] == "blind" and seen["data"]["label"] == "Notice"
    await c.ok("campaign.reveal_roll", {"version": seen["version"]})
    (shown,) = await c.events(ann, type="campaign.rolled")
    assert shown["data"]["total"] == seen["data"]["total"]


async def test_a_malformed_expression_is_a_validation_failure_naming_the_position(api) -> None:
    c = await create_campaign(api)
    table = await c.open_table()
    body = problem(
        await c.command("campaign.roll", {"table_id": table, "expression": "2d6 + 3x"}), 400, "validation_failed"
    )
    assert body["data"]["position"] == 7 and body["data"]["field"] == "expression"
    assert body["errors"][0]["field"] == "expression" and "position 7" in body["errors"][0]["message"]
    problem(await c.command("campaign.roll", {"table_id": table, "expression": "1d6" * 40}), 400, "validation_failed")
    problem(await c.command("campaign.roll", {"table_id": "nope", "expression": "1d6"}), 404, "table_not_found")
