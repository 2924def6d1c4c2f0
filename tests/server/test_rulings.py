"""Rulings over HTTP (domain/rulings.py): Robots & Rapiers' darkness rounding — half Visual rounded up as the book
states it, rounded down as its worked examples do — before and after the GM's ruling, the campaign read showing
the reading in force, a replay at a version before the ruling showing the old rounding, and a player unable to
set a ruling."""

from __future__ import annotations

from typing import Any

import pytest

from domain.rulesets import RULESETS
from tests.domain.rr.harness import SHEET_JSON as SHEET
from tests.server.api import Campaign, create_campaign, problem

pytestmark = pytest.mark.skipif("robots-and-rapiers" not in RULESETS, reason="Robots & Rapiers is not registered")


async def _perception_save(c: Campaign, table: str, robot: str) -> tuple[int, int]:
    """The Perception part of a save's TN in the dark (Visual 3, Audio 3), and the save's version."""
    body = {"character_id": robot, "table_id": table, "attribute": "perception", "lighting": "dark"}
    called = await c.ok("rr.trigger_save", body)
    (part,) = [p for p in called["events"][0]["data"]["tn_parts"] if p["source"] == "perception"]
    return part["value"], called["version"]


def _darkness(campaign: dict[str, Any]) -> dict[str, Any]:
    return next(r for r in campaign["rulings"] if r["name"] == "darkness_rounding")


async def test_the_darkness_ruling_changes_the_rounding_from_its_version_on(api: Any) -> None:
    c = await create_campaign(api, "robots-and-rapiers")
    ann = await c.add_member("Ann")
    table = await c.open_table()
    made = await c.ok("rr.create_character", {"sheet": SHEET, "design_points": 60, "owner_id": ann.member_id})
    robot = made["events"][0]["data"]["character_id"]

    # as stated: half of Visual 3 rounded up is 2, plus Audio 3
    darkness = _darkness((await api.get(c.base, headers=ann.headers)).json())
    assert (darkness["default"], darkness["in_force"]) == ("round_up", "round_up")
    assert [r["name"] for r in darkness["readings"]] == ["round_up", "round_down"]
    assert "(round up)" in darkness["readings"][0]["book"] and "halved to 1" in darkness["readings"][1]["book"]
    tn, before = await _perception_save(c, table, robot)
    assert tn == 5

    # a player cannot set a ruling; an unknown ruling or reading is refused; nothing is recorded
    body = {"ruling": "darkness_rounding", "reading": "round_down"}
    problem(await c.command("campaign.set_ruling", body, ann), 403, "gm_only")
    problem(await c.command("campaign.set_ruling", {**body, "ruling": "moonlight"}), 422, "unknown_ruling")
    problem(await c.command("campaign.set_ruling", {**body, "reading": "round_sideways"}), 422, "unknown_reading")
    problem(await c.command("campaign.set_ruling", {**body, "reading": "round_up"}), 422, "ruling_in_force")
    assert await c.version() == before

    ruled = await c.ok("campaign.set_ruling", body)
    (event,) = ruled["events"]
    assert event["type"] == "campaign.ruling_set" and event["data"] == {"type": "campaign.ruling_set", **body}
    assert _darkness((await api.get(c.base, headers=ann.headers)).json())["in_force"] == "round_down"
    # by the worked examples: half of Visual 3 rounded down is 1
    tn, after = await _perception_save(c, table, robot)
    assert tn == 4

    # the state and a replay at a version before the ruling show the reading in force there
    past = (await api.get(f"{c.base}/state", params={"at": before}, headers=ann.headers)).json()["state"]
    now = (await api.get(f"{c.base}/state", headers=ann.headers)).json()["state"]
    assert (past["rulings"], now["rulings"]) == ({}, {"darkness_rounding": "round_down"})
    replay = await api.get(f"{c.base}/tables/{table}/replay", headers=ann.headers)
    assert replay.status_code == 200, replay.text
    steps = {s["version"]: s for s in replay.json()["steps"]}

    def perception(version: int) -> int:
        (part,) = [p for p in steps[version]["event"]["data"]["tn_parts"] if p["source"] == "perception"]
        return part["value"]  # type: ignore[no-any-return]

    assert perception(before) == 5 and perception(after) == 4

    # and back to the rule as stated
    await c.ok("campaign.set_ruling", {**body, "reading": "round_up"})
    assert (await _perception_save(c, table, robot))[0] == 5
