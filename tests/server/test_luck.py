"""The luck ledger over HTTP (`GET /campaigns/{id}/luck`) against a real server and PostgreSQL: a loaded physical
die flagged in the physical part, long server and verifiable tables not flagged (verifiable dice only once
their seed is revealed), hidden rolls left out for those they are hidden from, the ETag, and the stranger's
script (openapi/examples/luck_ledger.py) recomputing the same ledger from the campaign's export.

A fair die is flagged with a chance of 1 in 1000 per tally (that is what the threshold means): the tests on
fair dice below hold but for that chance."""

from __future__ import annotations

import io
import json
import math
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx

from server.cli import audit as audit_cli
from tests.server.api import Campaign, Member, create_campaign

SCRIPT = Path(__file__).resolve().parents[2] / "openapi" / "examples" / "luck_ledger.py"


async def _luck(c: Campaign, who: Member | None = None, **headers: str) -> httpx.Response:
    r = await c.client.get(f"{c.base}/luck", headers={**(who or c.gm).headers, **headers})
    assert r.status_code in (200, 304), r.text
    return r


def _subject(ledger: dict[str, Any], kind: str, id_: str) -> dict[str, Any]:
    found = [s for s in ledger[f"{kind}s"] if s["id"] == id_]
    assert len(found) == 1, (kind, id_, ledger[f"{kind}s"])
    return found[0]


async def _character(c: Campaign, name: str, owner: Member) -> str:
    return (await c.ok("td.create_character", {"name": name}, owner))["events"][0]["data"]["character_id"]  # type: ignore[no-any-return]


async def test_a_loaded_physical_die_is_flagged_in_the_physical_part(api: httpx.AsyncClient) -> None:
    c = await create_campaign(api, name="Cursed dice")
    ann = await c.add_member("Ann")
    robin = await _character(c, "Robin", ann)
    table = await c.open_table(mode="physical", name="Kitchen table")
    rng = random.Random(1045)
    entered: list[int] = []
    for _ in range(15):  # Ann's die lands on 6 about half the time: 150 dice
        faces = [6 if rng.random() < 0.5 else rng.randint(1, 5) for _ in range(10)]
        entered += faces
        await c.ok("td.roll", {"table_id": table, "character_id": robin, "count": 10, "dice": [faces]}, ann)

    ledger = (await _luck(c, ann)).json()
    for subject in (_subject(ledger, "member", ann.member_id), _subject(ledger, "character", robin)):
        assert subject["proven"] == {"rolls": 0, "dice": []}  # hand-entered dice prove nothing
        (d6,) = subject["physical"]["dice"]
        assert d6["sides"] == 6 and d6["counts"] == [entered.count(f) for f in range(1, 7)]
        assert d6["enough"] and d6["p_value"] < ledger["flag_below"] and d6["verdict"] == "flagged"
    assert _subject(ledger, "member", ann.member_id)["name"] == "Ann"
    assert _subject(ledger, "character", robin)["name"] == "Robin"
    (counted,) = ledger["tables"]
    assert counted["table_id"] == table and counted["status"] == "physical" and counted["rolls_physical"] == 15


async def test_long_server_and_verifiable_tables_are_not_flagged(api: httpx.AsyncClient) -> None:
    c = await create_campaign(api, name="A long campaign")
    ann = await c.add_member("Ann")
    robin = await _character(c, "Robin", ann)
    server_table = await c.open_table(mode="server", name="Night one")
    fair_table = await c.open_table(mode="verifiable", name="Night two")
    for table in (server_table, fair_table):
        for _ in range(20):  # 1200 d6 and 100 d20 per table
            await c.ok("campaign.roll", {"table_id": table, "expression": "60d6"}, ann)
            await c.ok("campaign.roll", {"table_id": table, "expression": "5d20"}, ann)
        await c.ok("td.roll", {"table_id": table, "character_id": robin, "count": 10}, ann)

    before = (await _luck(c)).json()
    d6, d20 = _subject(before, "member", ann.member_id)["proven"]["dice"]
    assert (d6["dice"], d6["from_server"], d6["from_verifiable"]) == (1210, 1210, 0)
    assert (d20["sides"], d20["dice"]) == (20, 100)
    assert _subject(before, "member", ann.member_id)["awaiting_reveal"] == 41
    statuses = {t["table_id"]: t["status"] for t in before["tables"]}
    assert statuses == {server_table: "proven", fair_table: "awaiting_reveal"}

    await c.ok("campaign.close_table", {"table_id": fair_table})
    after = (await _luck(c)).json()
    member = _subject(after, "member", ann.member_id)
    d6, d20 = member["proven"]["dice"]
    assert (d6["dice"], d6["from_server"], d6["from_verifiable"]) == (2420, 1210, 1210)
    assert member["awaiting_reveal"] == member["failing"] == 0 and member["physical"]["dice"] == []
    for tally in (d6, d20):
        assert tally["enough"] and tally["verdict"] == "consistent" and tally["p_value"] >= after["flag_below"]
        # the statistic and p-value are the ones of the counts shown
        expected = tally["dice"] / tally["sides"]
        assert math.isclose(tally["chi_squared"], sum((n - expected) ** 2 for n in tally["counts"]) / expected)
    # the character's ledger holds only the rolls made for Robin
    (robin_d6,) = _subject(after, "character", robin)["proven"]["dice"]
    assert robin_d6["dice"] == 20 and robin_d6["verdict"] == "too_few"
    assert {t["table_id"]: t["status"] for t in after["tables"]} == {server_table: "proven", fair_table: "proven"}


async def test_hidden_rolls_count_only_for_those_who_may_see_them(api: httpx.AsyncClient) -> None:
    c = await create_campaign(api, name="Secrets")
    ann, bea = await c.add_member("Ann"), await c.add_member("Bea")
    robin = await _character(c, "Robin", ann)
    table = await c.open_table(mode="physical")

    async def roll(faces: list[int], visibility: str) -> int:
        body = {"table_id": table, "character_id": robin, "count": len(faces), "dice": [faces]}
        return (await c.ok("td.roll", {**body, "visibility": visibility}, ann))["version"]  # type: ignore[no-any-return]

    await roll([1, 2, 3], "public")
    gm_only = await roll([6, 6], "gm")
    await roll([5], "blind")

    async def dice(who: Member) -> int:
        ledger = (await _luck(c, who)).json()
        return sum(t["dice"] for t in ledger["campaign"]["physical"]["dice"])

    assert await dice(c.gm) == 6
    assert await dice(ann) == 5  # her GM-only roll, not her blind one
    assert await dice(bea) == 3
    theirs = (await _luck(c, bea)).json()
    assert (
        theirs["tables"][0]["rolls_hidden"] == 2 and _subject(theirs, "member", ann.member_id)["physical"]["rolls"] == 1
    )
    await c.ok("campaign.reveal_roll", {"version": gm_only})
    assert await dice(bea) == 5


async def test_the_ledger_carries_the_version_as_its_etag(api: httpx.AsyncClient) -> None:
    c = await create_campaign(api, name="ETags")
    ann = await c.add_member("Ann")
    robin = await _character(c, "Robin", ann)
    table = await c.open_table()
    await c.ok("td.roll", {"table_id": table, "character_id": robin, "count": 3}, ann)
    first = await _luck(c, ann)
    version = await c.version()
    assert first.status_code == 200 and first.headers["ETag"] == f'"{version}"' and first.json()["version"] == version
    assert first.json()["campaign_id"] == c.id
    again = await _luck(c, ann, **{"If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304 and again.content == b""
    await c.ok("td.roll", {"table_id": table, "character_id": robin, "count": 3}, ann)
    later = await _luck(c, ann, **{"If-None-Match": first.headers["ETag"]})
    assert later.status_code == 200 and later.headers["ETag"] == f'"{version + 1}"'
    assert later.json()["campaign"]["proven"]["dice"][0]["dice"] == 6
    # a token of another campaign reads nothing here
    other = await create_campaign(api, name="Elsewhere")
    r = await api.get(f"{c.base}/luck", headers=other.gm.headers)
    assert r.status_code in (401, 403, 404)


async def test_the_strangers_script_recomputes_the_ledger_from_the_export(
    api: httpx.AsyncClient, tmp_path: Path
) -> None:
    c = await create_campaign(api, name="Exported luck")
    ann = await c.add_member("Ann")
    robin = await _character(c, "Robin", ann)
    fair, kitchen = await c.open_table(mode="verifiable"), await c.open_table(mode="physical")
    for i in range(6):
        await c.ok("td.roll", {"table_id": fair, "character_id": robin, "count": 10, "visibility": "blind"}, ann)
        await c.ok("campaign.roll", {"table_id": fair, "expression": "3d8+1d4"}, ann)
        faces = [(i + k) % 6 + 1 for k in range(4)]
        await c.ok("td.roll", {"table_id": kitchen, "character_id": robin, "count": 4, "dice": [faces]}, ann)
        if i == 2:
            await c.ok("campaign.rotate_seed", {"table_id": fair})
    await c.ok("campaign.roll", {"table_id": fair, "expression": "2d6"}, ann)  # after the last reveal
    exported = await api.get(f"{c.base}/export", headers=c.gm.headers)
    assert exported.status_code == 200
    path = tmp_path / "campaign.ndjson"
    path.write_bytes(exported.content)
    ran = subprocess.run(
        [sys.executable, str(SCRIPT), str(path), "--json"], capture_output=True, timeout=60, check=True
    )
    script = json.loads(ran.stdout)
    # after the rotation, three rounds of three pools and the last 2d6 wait for the next reveal
    assert script["missing"] == {"awaiting_reveal": 3 * 3 + 1, "failing": 0, "unproven": 0}

    served = (await _luck(c)).json()  # the GM sees every roll, as the export does
    rows = {(s["kind"], s["id"], s["part"], s["sides"]): s for s in script["subjects"]}
    expected_rows = 0
    for kind, subjects in (
        ("campaign", [served["campaign"]]),
        ("member", served["members"]),
        ("character", served["characters"]),
    ):
        for subject in subjects:
            for part in ("proven", "physical"):
                for tally in subject[part]["dice"]:
                    expected_rows += 1
                    row = rows[kind, "campaign" if kind == "campaign" else subject["id"], part, tally["sides"]]
                    assert row["counts"] == tally["counts"] and row["enough"] == tally["enough"]
                    assert math.isclose(row["chi_squared"], tally["chi_squared"], rel_tol=1e-9, abs_tol=1e-12)
                    assert math.isclose(row["p_value"], tally["p_value"], rel_tol=1e-9, abs_tol=1e-300)
    assert expected_rows == len(rows) and expected_rows > 0
    assert script["missing"]["awaiting_reveal"] == served["campaign"]["awaiting_reveal"]
    # its plain-text form names every tally
    text = subprocess.run(
        [sys.executable, str(SCRIPT), str(path)], capture_output=True, timeout=60, check=True, text=True
    )
    assert text.stdout.count(" dice [") == len(rows)


async def test_the_recap_says_how_lucky_a_table_was_and_what_its_dice_prove(api: httpx.AsyncClient) -> None:
    c = await create_campaign(api, name="Recapped luck")
    ann = await c.add_member("Ann")
    robin = await _character(c, "Robin", ann)
    kitchen = await c.open_table(mode="physical", name="Kitchen table")
    for _ in range(6):  # a d6 that shows 6 on 7 dice of 10
        body = {"table_id": kitchen, "character_id": robin, "count": 10, "dice": [[6, 6, 1, 6, 2, 6, 6, 3, 6, 6]]}
        await c.ok("td.roll", body, ann)
    recap = (await c.recap(kitchen, format="json")).json()
    (d6,) = recap["faces"]
    ledger = _subject((await _luck(c)).json(), "character", robin)["physical"]["dice"][0]
    # the recap's chart and the ledger agree on the same dice
    assert d6["counts"] == ledger["counts"] and math.isclose(d6["p_value"], ledger["p_value"], rel_tol=1e-9)
    assert d6["verdict"] == ledger["verdict"] == "flagged"
    text = (await c.recap(kitchen, format="md")).text
    assert "Physical dice, entered by hand: these counts prove nothing" in text
    assert "flagged: a fair die rarely rolls like this" in text and f"/campaigns/{c.id}/luck" in text

    night = await c.open_table(mode="verifiable", name="Night two")
    await c.ok("td.roll", {"table_id": night, "character_id": robin, "count": 10}, ann)
    page = (await c.recap(night, format="html")).text
    assert "not proven until the table&#x27;s seed is revealed" in page and "too few dice to tell" in page
    await c.ok("campaign.close_table", {"table_id": night})
    page = (await c.recap(night, format="html")).text
    assert "re-derived from the seed revealed at the close" in page


def test_the_strangers_script_leaves_out_faces_a_die_does_not_have(tmp_path: Path) -> None:
    stream = "campaign-0c1d"

    def line(version: int, type_: str, data: dict[str, Any]) -> str:
        return json.dumps({"stream": stream, "version": version, "type": type_, "data": data})

    roll = {"table_id": "t", "roller_id": "ann"}
    lines = [
        json.dumps({"format": "chronicle-events", "format_version": 1, "streams": {stream: {"events": 3}}}),
        line(0, "campaign.table_opened", {"table_id": "t", "name": "T", "dice_mode": "server"}),
        line(1, "td.rolled", {**roll, "rolls": [{"sides": 6, "faces": [7, 1], "source": "server"}]}),
        line(2, "td.rolled", {**roll, "rolls": [{"sides": 6, "faces": [2, 5], "source": "server"}]}),
    ]
    path = tmp_path / "edited.ndjson"
    path.write_text("\n".join(lines) + "\n")
    ran = subprocess.run(
        [sys.executable, str(SCRIPT), str(path), "--json"], capture_output=True, timeout=60, check=True
    )
    script = json.loads(ran.stdout)
    assert script["missing"] == {"awaiting_reveal": 0, "failing": 0, "unproven": 1}
    counted = {(s["kind"], s["id"]): s["counts"] for s in script["subjects"]}
    assert counted == {("campaign", "campaign"): [0, 1, 0, 0, 1, 0], ("member", "ann"): [0, 1, 0, 0, 1, 0]}


async def test_chronicle_luck_on_the_command_line(api: httpx.AsyncClient, database_url: str) -> None:
    c = await create_campaign(api, name="Luck from the database")
    ann = await c.add_member("Ann")
    robin = await _character(c, "Robin", ann)
    kitchen = await c.open_table(mode="physical", name="Kitchen table")
    for _ in range(6):
        body = {"table_id": kitchen, "character_id": robin, "count": 10, "dice": [[6, 6, 1, 6, 2, 6, 6, 3, 6, 6]]}
        await c.ok("td.roll", body, ann)
    fair = await c.open_table(mode="verifiable", name="Night two")
    await c.ok("td.roll", {"table_id": fair, "character_id": robin, "count": 10, "visibility": "blind"}, ann)
    rulesets = api.app.state.services.rulesets  # type: ignore[attr-defined]
    out = io.StringIO()
    assert await audit_cli.luck(database_url, c.id, rulesets=rulesets, as_json=True, out=out) == 0
    served = (await _luck(c)).json()
    # the database's ledger is the GM's: every roll, the same counts and p-values, the same names
    assert json.loads(out.getvalue()) == served
    out = io.StringIO()
    assert await audit_cli.luck(database_url, c.id, rulesets=rulesets, out=out) == 0
    text = out.getvalue()
    assert "member Ann physical d6: 60 dice [6 6 6 0 0 42]" in text and "— flagged" in text
    assert "character Robin physical d6: 60 dice" in text
    assert "table Night two (verifiable dice): awaiting_reveal" in text
