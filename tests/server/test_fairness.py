"""Provably fair dice end to end: commitment on open, nonce and client seed on every roll, reveals on rotate
and close, the fairness check over HTTP and `chronicle verify-dice`, a forged roll caught, and the
stranger's script (openapi/examples/verify_table.py) run against a real server."""

from __future__ import annotations

import asyncio
import hashlib
import io
import json
import sys
from pathlib import Path
from typing import Any

from domain.dice import verifiable_faces
from domain.roll_proofs import roll_secret
from server.cli import audit as audit_cli
from server.config import Settings
from tests.server.api import create_campaign
from tests.server.audit_support import PlayedTable, own_server, play_verifiable_table, tamper

SCRIPT = Path(__file__).resolve().parents[2] / "openapi" / "examples" / "verify_table.py"


def _table_events(events: list[dict[str, Any]], table_id: str) -> list[dict[str, Any]]:
    return [e for e in events if e["data"].get("table_id") == table_id]


async def test_a_verifiable_table_commits_rolls_with_nonces_and_reveals(api) -> None:
    played = await play_verifiable_table(api)
    c, table = played.campaign, played.table_id
    events = _table_events(await c.events(), table)
    opened = events[0]
    assert opened["type"] == "campaign.table_opened" and opened["data"]["dice_mode"] == "verifiable"
    first_commitment = opened["data"]["seed_commitment"]
    assert len(first_commitment) == 64 and "seed" not in opened["data"]
    # the commitment is visible to everyone at once, players and observers alike
    watcher = await c.add_member("Wendy", role="observer")
    assert _table_events(await c.events(watcher), table)[0]["data"]["seed_commitment"] == first_commitment

    rolls = [e for e in events if e["type"] == "td.rolled"]
    assert [e["version"] for e in rolls] == played.roll_versions
    recorded = [e["data"]["rolls"][0] for e in rolls]
    assert [r["nonce"] for r in recorded] == [0, 1, 2, 3, 4]
    assert [r["client_seed"] for r in recorded] == [None, "ann's lucky socks", None, "🎲 ünïcode", None]
    assert {r["source"] for r in recorded} == {"verifiable"}

    rotated, revealed = [e for e in events if e["type"] == "campaign.seed_revealed"]
    first_seed, second_seed = bytes.fromhex(rotated["data"]["seed"]), bytes.fromhex(revealed["data"]["seed"])
    assert hashlib.sha256(first_seed).hexdigest() == first_commitment == rotated["data"]["commitment"]
    assert hashlib.sha256(second_seed).hexdigest() == rotated["data"]["next_commitment"]
    assert revealed["data"]["commitment"] == rotated["data"]["next_commitment"]
    assert revealed["data"]["next_commitment"] is None and events[-1]["type"] == "campaign.table_closed"
    # each roll's faces are the documented algorithm applied to the seed of its epoch
    for roll, seed in zip(recorded, [first_seed] * 3 + [second_seed] * 2, strict=True):
        expected = verifiable_faces(
            roll_secret(seed, table, roll["nonce"]), table, roll["nonce"], roll["client_seed"], len(roll["faces"]), 6
        )
        assert list(expected) == roll["faces"]

    report = (await api.get(f"{c.base}/tables/{table}/fairness", headers=c.gm.headers)).json()
    assert report["ok"] and report["verifiable"] and report["problems"] == []
    assert (report["rolls_checked"], report["rolls_pending"]) == (5, 0)
    assert report["commitments"] == [first_commitment, rotated["data"]["next_commitment"]]
    assert report["revealed_seeds"] == [first_seed.hex(), second_seed.hex()]
    # a player may check too; the blind roll's faces stay hidden from them
    theirs = (await api.get(f"{c.base}/tables/{table}/fairness", headers=played.player.headers)).json()
    assert theirs["ok"] and theirs["rolls_checked"] == 5
    blind = next(r for r in theirs["rolls"] if r["version"] == played.roll_versions[3])
    assert blind["recorded"] == [] and blind["expected"] is None


async def test_rolls_wait_for_their_seed_while_the_table_is_open(api) -> None:
    played = await play_verifiable_table(api, close=False)
    c = played.campaign
    report = (await api.get(f"{c.base}/tables/{played.table_id}/fairness", headers=c.gm.headers)).json()
    # the three rolls before the rotation are checked; the two after wait for the close
    assert report["ok"] and (report["rolls_checked"], report["rolls_pending"]) == (3, 2)
    assert len(report["commitments"]) == 2 and len(report["revealed_seeds"]) == 1


async def test_verify_dice_on_the_command_line(api, database_url: str) -> None:
    played = await play_verifiable_table(api)
    c = played.campaign
    rulesets = api.app.state.services.rulesets
    out = io.StringIO()
    status = await audit_cli.verify_dice(database_url, c.id, rulesets=rulesets, out=out)
    assert status == 0, out.getvalue()
    assert out.getvalue() == (
        f"table {played.table_id}: fair — 5 roll(s) recomputed from 2 revealed seed(s), 0 waiting for their "
        "seed's reveal\n"
    )
    out = io.StringIO()
    status = await audit_cli.verify_dice(database_url, c.id, played.table_id, rulesets=rulesets, as_json=True, out=out)
    (table,) = json.loads(out.getvalue())["tables"]
    assert status == 0 and table["rolls_checked"] == 5 and [r["nonce"] for r in table["rolls"]] == [0, 1, 2, 3, 4]

    server_dice = await c.open_table(mode="server")
    out = io.StringIO()
    assert await audit_cli.verify_dice(database_url, c.id, server_dice, rulesets=rulesets, out=out) == 1
    assert "not a verifiable table" in out.getvalue()


async def _fairness(client: Any, played: PlayedTable) -> dict[str, Any]:
    c = played.campaign
    r = await client.get(f"{c.base}/tables/{played.table_id}/fairness", headers=c.gm.headers)
    assert r.status_code == 200, r.text
    return r.json()  # type: ignore[no-any-return]


async def test_a_forged_roll_fails_the_fairness_check(server_url: str, api_settings: Settings) -> None:
    async with own_server(server_url, api_settings) as own:
        played = await play_verifiable_table(own.client)
        forged_version = played.roll_versions[1]
        stream = f"campaign-{played.campaign.id}"
        row = next(e for e in await played.campaign.events() if e["version"] == forged_version)
        faces = row["data"]["rolls"][0]["faces"]
        better = [6] * len(faces) if faces != [6] * len(faces) else [5] * len(faces)
        forged = json.dumps({**row["data"], "rolls": [{**row["data"]["rolls"][0], "faces": better}]})
        await tamper(
            own.database_url,
            ("UPDATE events SET data = $1::json WHERE stream = $2 AND version = $3", forged, stream, forged_version),
        )

        report = await _fairness(own.client, played)
        assert not report["ok"] and report["rolls_checked"] == 5
        (bad,) = [r for r in report["rolls"] if not r["ok"]]
        assert (bad["version"], bad["recorded"], bad["expected"]) == (forged_version, better, faces)
        assert report["problems"] == [f"version {forged_version} roll 0: faces differ from the ones the seed gives"]

        rulesets = own.client.app.state.services.rulesets  # type: ignore[attr-defined]
        out = io.StringIO()
        status = await audit_cli.verify_dice(own.database_url, played.campaign.id, rulesets=rulesets, out=out)
        assert status == 1
        assert f"version {forged_version} roll 0: faces differ" in out.getvalue()
        assert f"the seed gives {faces}" in out.getvalue()
        # the log's own chain also gives the edit away, at the same version
        integrity = await own.client.get(f"{played.campaign.base}/integrity", headers=played.campaign.gm.headers)
        assert (integrity.json()["problem"], integrity.json()["first_bad_version"]) == ("altered", forged_version)

        # the stranger's script sees the forgery too
        code, output = await _run_script(own.base_url, played)
        assert code == 1 and output.endswith("1 problems\n"), output


async def _run_script(base_url: str, played: PlayedTable, token: str | None = None) -> tuple[int, str]:
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        str(SCRIPT),
        base_url,
        played.campaign.id,
        played.table_id,
        token or played.campaign.gm.token,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    stdout, _ = await asyncio.wait_for(proc.communicate(), 60)
    assert proc.returncode is not None
    return proc.returncode, stdout.decode()


async def test_the_strangers_script_checks_a_real_table(api) -> None:
    played = await play_verifiable_table(api)
    code, output = await _run_script(str(api.base_url).rstrip("/"), played)
    assert (code, output) == (0, "5 rolls checked, 0 proven alone, 0 awaiting a reveal, 0 problems\n")

    # an open table: rolls after the last reveal wait for it
    still_open = await play_verifiable_table(api, close=False)
    code, output = await _run_script(str(api.base_url).rstrip("/"), still_open)
    assert (code, output) == (0, "3 rolls checked, 0 proven alone, 2 awaiting a reveal, 0 problems\n")


async def test_the_strangers_script_pages_through_a_long_table(api) -> None:
    c = await create_campaign(api, name="Marathon")
    char = (await c.ok("td.create_character", {"name": "Robin"}))["events"][0]["data"]["character_id"]
    table = await c.open_table(mode="verifiable")
    for i in range(12):
        await c.ok("td.roll", {"table_id": table, "character_id": char, "count": 1 + i % 10, "client_seed": str(i)})
    await c.ok("campaign.close_table", {"table_id": table})
    played = PlayedTable(c, c.gm, char, table, [])
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-c",
        # the same script, reading pages of 5 events instead of 1000
        SCRIPT.read_text().replace("limit=1000", "limit=5"),
        str(api.base_url).rstrip("/"),
        c.id,
        table,
        c.gm.token,
        stdout=asyncio.subprocess.PIPE,
    )
    stdout, _ = await asyncio.wait_for(proc.communicate(), 60)
    assert (proc.returncode, stdout.decode()) == (
        0,
        "12 rolls checked, 0 proven alone, 0 awaiting a reveal, 0 problems\n",
    )
    assert played.table_id == table
