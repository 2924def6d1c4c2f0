"""Dice modes at a table: server, physical (faces typed in), verifiable (commit–reveal with a secret seed that
is encrypted at rest and appears nowhere before its reveal)."""

from __future__ import annotations

import hashlib
import uuid
from typing import Any

import asyncpg

from domain.dice import verifiable_faces
from domain.roll_proofs import roll_secret
from tests.server.api import create_campaign, problem
from tests.server.servers import make_app, serving


async def test_physical_dice_use_the_faces_entered(api) -> None:
    c = await create_campaign(api)
    table = await c.open_table(mode="physical")
    char = (await c.ok("td.create_character", {"name": "Robin"}))["events"][0]["data"]["character_id"]
    r = await c.ok("td.roll", {"table_id": table, "character_id": char, "count": 3, "dice": [[6, 1, 4]]})
    roll = r["events"][0]["data"]["rolls"][0]
    assert roll["faces"] == [6, 1, 4] and roll["source"] == "physical"
    assert r["events"][0]["data"]["total"] == 11
    problem(
        await c.command("td.roll", {"table_id": table, "character_id": char, "count": 2}), 422, "physical_dice_missing"
    )
    body = problem(
        await c.command("td.roll", {"table_id": table, "character_id": char, "count": 2, "dice": [[7, 1]]}),
        422,
        "physical_dice_range",
    )
    assert body["data"]["faces"] == [7]
    problem(
        await c.command("td.roll", {"table_id": table, "character_id": char, "count": 2, "dice": [[1, 2], [3]]}),
        422,
        "physical_dice_unused",
    )


async def test_faces_refused_at_a_server_dice_table(api) -> None:
    c = await create_campaign(api)
    table = await c.open_table()
    char = (await c.ok("td.create_character", {"name": "Robin"}))["events"][0]["data"]["character_id"]
    body = problem(
        await c.command("td.roll", {"table_id": table, "character_id": char, "dice": [[6, 6]]}),
        422,
        "dice_not_physical",
    )
    assert body["data"]["dice_mode"] == "server"


async def test_verifiable_table_seed_is_secret_until_revealed_then_checks_out(api, database_url: str) -> None:
    c = await create_campaign(api)
    ann = await c.add_member("Ann")
    responses: list[str] = []
    opened = await c.command("campaign.open_table", {"name": "Fair play", "dice_mode": "verifiable"})
    responses.append(opened.text)
    table_event = opened.json()["events"][0]["data"]
    table, commitment = table_event["table_id"], table_event["seed_commitment"]
    made = await c.command("td.create_character", {"name": "Robin"}, ann)
    responses.append(made.text)
    char = made.json()["events"][0]["data"]["character_id"]
    rolls: list[dict[str, Any]] = []
    for i in range(3):
        r = await c.command(
            "td.roll", {"table_id": table, "character_id": char, "count": 4, "client_seed": f"ann-{i}"}, ann
        )
        responses.append(r.text)
        rolls.append(r.json()["events"][0]["data"]["rolls"][0])
    assert [roll["nonce"] for roll in rolls] == [0, 1, 2]
    for path in ("", "/state", "/events", f"/tables/{table}", f"/tables/{table}/fairness"):
        for who in (c.gm, ann):
            responses.append((await api.get(c.base + path, headers=who.headers)).text)

    conn = await asyncpg.connect(database_url)
    try:
        row = await conn.fetchrow("SELECT nonce, ciphertext FROM chronicle_seeds WHERE commitment = $1", commitment)
    finally:
        await conn.close()
    assert row is not None

    closed = await c.ok("campaign.close_table", {"table_id": table})
    revealed = closed["events"][0]["data"]
    seed_hex = revealed["seed"]
    seed = bytes.fromhex(seed_hex)
    assert hashlib.sha256(seed).hexdigest() == commitment == revealed["commitment"]
    # the secret appeared in no response, and is not stored in clear
    assert all(seed_hex not in text for text in responses)
    assert seed not in bytes(row["ciphertext"]) and seed_hex.encode() not in bytes(row["ciphertext"])
    # anyone can now re-derive every roll
    for roll in rolls:
        assert (
            list(
                verifiable_faces(
                    roll_secret(seed, table, roll["nonce"]), table, roll["nonce"], roll["client_seed"], 4, 6
                )
            )
            == roll["faces"]
        )
    report = (await api.get(f"{c.base}/tables/{table}/fairness", headers=ann.headers)).json()
    assert report["ok"] and report["rolls_checked"] == 3 and report["revealed_seeds"] == [seed_hex]


async def test_rotating_reveals_the_old_seed_and_commits_to_a_new_one(api) -> None:
    c = await create_campaign(api)
    table = await c.open_table(mode="verifiable")
    char = (await c.ok("td.create_character", {"name": "Robin"}))["events"][0]["data"]["character_id"]
    await c.ok("td.roll", {"table_id": table, "character_id": char})
    rotated = (await c.ok("campaign.rotate_seed", {"table_id": table}))["events"][0]["data"]
    after = await c.ok("td.roll", {"table_id": table, "character_id": char})
    assert after["events"][0]["data"]["rolls"][0]["nonce"] == 1
    state = (await api.get(f"{c.base}/tables/{table}", headers=c.gm.headers)).json()["state"]
    assert state["seed_commitment"] == rotated["next_commitment"] != rotated["commitment"]
    await c.ok("campaign.close_table", {"table_id": table})
    report = (await api.get(f"{c.base}/tables/{table}/fairness", headers=c.gm.headers)).json()
    assert report["ok"] and report["rolls_checked"] == 2 and len(report["revealed_seeds"]) == 2


async def test_a_seed_is_unreadable_with_another_key(api, api_settings) -> None:
    c = await create_campaign(api)
    table = await c.open_table(mode="verifiable")
    char = (await c.ok("td.create_character", {"name": "Robin"}))["events"][0]["data"]["character_id"]
    async with serving(make_app(api_settings.with_(seed_key=uuid.uuid4().bytes * 2))) as other:
        r = await other.post(
            f"{c.base}/commands/td.roll", json={"table_id": table, "character_id": char}, headers=c.gm.headers
        )
        # the server's misconfiguration, not a refusal by the rules: a 5xx, and the replica is unready
        problem(r, 503, "seed_key_mismatch")
        ready = await other.get("/health/ready")
        assert ready.status_code == 503 and "CHRONICLE_SEED_KEY" in ready.json()["checks"]["seed_key"]
