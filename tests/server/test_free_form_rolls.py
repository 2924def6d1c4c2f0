"""`campaign.roll` over HTTP: a d20-grammar dice expression at a table in each dice mode, hidden or not; its
tree of dice in the log, the replay and the recap; physical tables asked for each further roll that
explosions and rerolls need; verifiable tables whose proofs cover every reroll and explosion (fairness over
HTTP, `chronicle verify-dice`, `chronicle verify`, the stranger's script); bad expressions refused with a
422 naming the position and changing nothing; a schema-1 event written before the tree still replayed."""

from __future__ import annotations

import asyncio
import io
import sys
import uuid
from pathlib import Path
from typing import Any

import msgspec

from domain.dice import verifiable_faces
from domain.roll_proofs import roll_secret
from eventstore.events import NewEvent
from server.cli import audit as audit_cli
from tests.server.api import Campaign, create_campaign, problem

SCRIPT = Path(__file__).resolve().parents[2] / "openapi" / "examples" / "verify_table.py"


async def _roll(c: Campaign, table: str, expression: str, who: Any = None, **body: Any) -> dict[str, Any]:
    r = await c.ok("campaign.roll", {"table_id": table, "expression": expression, **body}, who)
    assert r["events"][0]["type"] in ("campaign.rolled", "roll.hidden")
    return r["events"][0]  # type: ignore[no-any-return]


def _dice(node: dict[str, Any]) -> list[dict[str, Any]]:
    """Every dice node of a rolled tree, left to right."""
    if node["kind"] == "dice":
        return [node]
    children = [node.get(k) for k in ("left", "right", "operand", "inner")] + node.get("items", [])
    return [d for child in children if child for d in _dice(child)]


def _faces_by_roll(result: dict[str, Any]) -> dict[int, list[int]]:
    out: dict[int, list[int]] = {}
    for node in _dice(result):
        for die in node["dice"]:
            for face in die["faces"]:
                out.setdefault(face["roll"], []).append(face["face"])
    return out


async def test_a_server_dice_roll_keeps_its_tree_and_is_told_in_replay_and_recap(api) -> None:
    c = await create_campaign(api, ruleset="robots-and-rapiers")
    table = await c.open_table()
    event = await _roll(c, table, "4d6kh3 + 2", label="Strength")
    data = event["data"]
    assert data["expression"] == "4d6kh3+2" and data["label"] == "Strength"
    result = data["result"]
    assert result["kind"] == "binary" and result["op"] == "+" and result["right"] == {"kind": "number", "value": 2}
    dice = result["left"]
    assert (dice["kind"], dice["count"], dice["sides"], dice["ops"]) == ("dice", 4, 6, "kh3")
    faces = [d["faces"][0]["face"] for d in dice["dice"]]
    kept = [d["faces"][0]["face"] for d in dice["dice"] if d.get("kept", True)]
    assert len(kept) == 3 and sorted(faces)[1:] == sorted(kept)
    assert data["rolls"][0]["faces"] == faces and data["rolls"][0]["source"] == "server"
    assert data["total"] == sum(kept) + 2 == result["value"]

    (logged,) = await c.events(type="campaign.rolled")
    assert logged["data"] == data and logged["schema_version"] == 2
    shown = ", ".join(
        f"{f}" if d.get("kept", True) else f"{f} dropped" for f, d in zip(faces, dice["dice"], strict=True)
    )
    line = f"Gemma rolls 4d6kh3+2 for 'Strength': 4d6kh3 ({shown}) + 2 = {data['total']}"
    replay = await api.get(f"{c.base}/tables/{table}/replay", headers=c.gm.headers)
    assert replay.status_code == 200, replay.text
    assert line in [step["text"] for step in replay.json()["steps"]]
    assert line in (await c.recap(table, format="md")).text


async def test_a_physical_table_is_asked_for_each_roll_explosions_and_rerolls_need(api) -> None:
    c = await create_campaign(api)
    table = await c.open_table(mode="physical")
    body = {"table_id": table, "expression": "3d6e6 + 1d4rr1"}
    entered: list[list[int]] = [[6, 2, 3]]
    answers = iter([[6], [1], [1], [4]])
    asked = []
    before = await c.version()
    while True:
        r = await c.command("campaign.roll", {**body, "dice": entered})
        if r.status_code != 422:
            break
        refused = problem(r, 422, "physical_dice_missing")
        asked.append({k: refused["data"][k] for k in ("roll_index", "count", "sides", "why", "term")})
        assert await c.version() == before, "a refused roll records nothing"
        entered.append(next(answers))
    assert r.status_code == 200, r.text
    assert asked == [
        {"roll_index": 1, "count": 1, "sides": 6, "why": "explode", "term": "3d6e6"},
        {"roll_index": 2, "count": 1, "sides": 6, "why": "explode", "term": "3d6e6"},
        {"roll_index": 3, "count": 1, "sides": 4, "why": "roll", "term": "1d4rr1"},
        {"roll_index": 4, "count": 1, "sides": 4, "why": "reroll", "term": "1d4rr1"},
    ]
    data = r.json()["events"][0]["data"]
    assert [x["faces"] for x in data["rolls"]] == entered and {x["source"] for x in data["rolls"]} == {"physical"}
    assert data["total"] == 6 + 2 + 3 + 6 + 1 + 4
    # faces for a roll the expression does not make are refused too
    extra = await c.command("campaign.roll", {**body, "dice": [*entered, [3]]})
    problem(extra, 422, "physical_dice_unused")
    wrong = await c.command("campaign.roll", {"table_id": table, "expression": "1d7", "dice": [[8]]})
    assert problem(wrong, 422, "physical_dice_range")["data"]["faces"] == [8]


async def test_verifiable_proofs_cover_every_reroll_and_explosion(api, database_url: str) -> None:
    c = await create_campaign(api)
    ann = await c.add_member("Ann")
    table = await c.open_table(mode="verifiable")
    rolled = []
    for expression in ["20d6e6", "10d4rr<3", "8d10e10s>7f1 + 6d6ro1", "3d20kl1"]:
        rolled.append((await _roll(c, table, expression, ann, client_seed="ann"))["data"])
    rolls = [r for data in rolled for r in data["rolls"]]
    assert len(rolls) > 5, "explosions and rerolls are rolls of their own"
    assert [r["nonce"] for r in rolls] == list(range(len(rolls)))
    for data in rolled:  # each face of the tree is a face of the roll it names, in the order drawn
        assert _faces_by_roll(data["result"]) == {i: r["faces"] for i, r in enumerate(data["rolls"])}
    closed = await c.ok("campaign.close_table", {"table_id": table})
    seed = bytes.fromhex(closed["events"][0]["data"]["seed"])
    for r in rolls:
        secret = roll_secret(seed, table, r["nonce"])
        assert tuple(r["faces"]) == verifiable_faces(secret, table, r["nonce"], "ann", len(r["faces"]), r["sides"])

    report = (await api.get(f"{c.base}/tables/{table}/fairness", headers=ann.headers)).json()
    assert report["ok"] is True and report["rolls_checked"] == len(rolls), report
    rulesets = api.app.state.services.rulesets
    out = io.StringIO()
    assert await audit_cli.verify_dice(database_url, c.id, table, rulesets=rulesets, out=out) == 0, out.getvalue()
    assert f"fair — {len(rolls)} roll(s) recomputed" in out.getvalue()
    out = io.StringIO()
    assert await audit_cli.verify(database_url, c.id, out=out) == 0, out.getvalue()
    proc = await asyncio.create_subprocess_exec(
        sys.executable, str(SCRIPT), str(api.base_url).rstrip("/"), c.id, table, c.gm.token,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
    )  # fmt: skip
    stdout, _ = await asyncio.wait_for(proc.communicate(), 60)
    assert (proc.returncode, stdout.decode()) == (
        0,
        f"{len(rolls)} rolls checked, 0 proven alone, 0 awaiting a reveal, 0 problems\n",
    )


async def test_a_blind_roll_is_hidden_from_its_roller_until_the_gm_reveals_it(api) -> None:
    c = await create_campaign(api)
    ann = await c.add_member("Ann")
    table = await c.open_table()
    mine = await _roll(c, table, "1d20+3", ann, label="Notice", visibility="blind")
    assert mine["type"] == "roll.hidden" and "total" not in mine["data"] and "result" not in mine["data"]
    assert [e["type"] for e in await c.events(ann, type="campaign.rolled")] == []
    (seen,) = await c.events(type="campaign.rolled")
    assert seen["data"]["visibility"] == "blind" and seen["data"]["label"] == "Notice"
    await c.ok("campaign.reveal_roll", {"version": seen["version"]})
    (shown,) = await c.events(ann, type="campaign.rolled")
    assert shown["data"]["total"] == seen["data"]["total"] and shown["data"]["result"] == seen["data"]["result"]


async def test_bad_expressions_are_422s_naming_the_position_and_change_nothing(api) -> None:
    c = await create_campaign(api)
    table = await c.open_table()
    before = await c.version()

    async def refused(expression: str, code: str) -> dict[str, Any]:
        return problem(await c.command("campaign.roll", {"table_id": table, "expression": expression}), 422, code)

    body = await refused("2d6 + 3x", "dice_expression_malformed")
    assert body["data"]["position"] == 7 and body["data"]["field"] == "expression" and "position 7" in body["detail"]
    assert (await refused("4d6 kh3", "dice_expression_malformed"))["data"]["position"] == 4
    assert (await refused("(1d6, 2", "dice_expression_malformed"))["data"]["position"] == 7
    assert (await refused("1d6 / (2 - 2)", "dice_expression_invalid"))["data"]["position"] == 4
    assert (await refused("1d1000", "unsupported_die"))["data"]["position"] == 2
    for expression in ["201d6", "100d6+100d6+1d6", "1d2rr<3"]:
        body = await refused(expression, "too_many_dice")
        assert body["data"]["maximum"] == 200 and "200 dice" in body["detail"]
    problem(await c.command("campaign.roll", {"table_id": table, "expression": "1d6" * 70}), 400, "validation_failed")
    problem(await c.command("campaign.roll", {"table_id": "nope", "expression": "1d6"}), 404, "table_not_found")
    assert await c.version() == before


async def test_a_roll_recorded_before_the_tree_still_replays(api) -> None:
    """A schema-1 `campaign.rolled` (signed terms) in the log reads, replays and recaps as the tree."""
    c = await create_campaign(api)
    table = await c.open_table()
    old = {
        "table_id": table,
        "roller_id": c.gm.member_id,
        "rolls": [{"sides": 6, "faces": [1, 6, 5, 2], "source": "server"}],
        "visibility": "public",
        "expression": "4d6kh3+2",
        "terms": [
            {"term": "4d6kh3", "sign": 1, "faces": [1, 6, 5, 2], "kept": [6, 5, 2], "dropped": [1], "value": 13},
            {"term": "2", "sign": 1, "faces": [], "kept": [], "dropped": [], "value": 2},
        ],
        "total": 15,
    }
    store = api.app.state.services.store
    stream = f"campaign-{c.id}"
    metadata = {"actor": c.gm.member_id, "command": "campaign.roll", "table_id": table}
    event = NewEvent(uuid.uuid4(), "campaign.rolled", msgspec.json.encode(old), 1, metadata)
    await store.append(stream, [event], await c.version())

    (read,) = await c.events(type="campaign.rolled")
    assert read["schema_version"] == 2 and "terms" not in read["data"] and read["data"]["total"] == 15
    assert read["data"]["result"]["left"]["dice"][0] == {"faces": [{"face": 1, "roll": 0}], "kept": False}
    line = "Gemma rolls 4d6kh3+2: 4d6kh3 (1 dropped, 6, 5, 2) + 2 = 15"
    replay = await api.get(f"{c.base}/tables/{table}/replay", headers=c.gm.headers)
    assert line in [step["text"] for step in replay.json()["steps"]], replay.text
    assert line in (await c.recap(table, format="md")).text
    await _roll(c, table, "1d20")  # the campaign goes on after it
    out = io.StringIO()
    assert await audit_cli.verify(api.app.state.services.settings.database_url, c.id, out=out) == 0, out.getvalue()
