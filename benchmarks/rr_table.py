"""A Robots & Rapiers table set up over HTTP for the benchmarks that roll: a campaign with a GM, a player and a
robot, and a stock of tests the GM called for the player to roll."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from benchmarks.client import Connection
from domain.rr.commands import CreateCharacter

RULESET = "robots-and-rapiers"
ROLL_TAG = "rr.roll_test"

SHEET: dict[str, Any] = CreateCharacter.example["sheet"]
"""A valid Size 6, Anthropoid Class 6 guardsman with fencing 3 (the rulebook's Character Creation Summary),
as the OpenAPI document shows it."""


@dataclass
class Table:
    campaign_id: str
    table_id: str
    gm_token: str
    player_token: str
    character_id: str
    tests: list[str] = field(default_factory=list)


async def set_up_table(conn: Connection, tests: int) -> Table:
    created = await conn.json("POST", "/campaigns", {"name": "Bench", "ruleset": RULESET}, expect=201)
    cid, gm = created["campaign_id"], created["issued"]["token"]
    base = f"/campaigns/{cid}/commands"
    added = await conn.json("POST", f"{base}/campaign.add_member", {"name": "Ann", "role": "player"}, gm)
    player, player_token = added["issued"]["member_id"], added["issued"]["token"]
    opened = await conn.json("POST", f"{base}/campaign.open_table", {"name": "Bench", "dice_mode": "server"}, gm)
    table_id = opened["events"][0]["data"]["table_id"]
    made = await conn.json(
        "POST", f"{base}/rr.create_character", {"sheet": SHEET, "design_points": 60, "owner_id": player}, gm
    )
    character = made["events"][0]["data"]["character_id"]
    table = Table(cid, table_id, gm, player_token, character)
    call = {"character_id": character, "table_id": table_id, "program": "fencing", "attribute": "articulation"}
    for _ in range(tests):
        called = await conn.json("POST", f"{base}/rr.call_for_test", call, gm)
        table.tests.append(called["events"][0]["data"]["test_id"])
    return table
