"""Session recaps over HTTP: sections, every roll's faces, saves, damage, Inspiration, turns bought, the head
hash, SVG charts that parse and count what was rolled, content negotiation, and hidden rolls.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter
from typing import Any

import pytest

from domain.rr.narration import RECAP
from server.recap.render import SECTIONS
from tests.server.api import create_campaign, problem
from tests.server.rr_session import Session, play

RR_SECTIONS = [(section.key, section.title) for section in RECAP.sections]

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
async def session(api: Any) -> Session:
    return await play(api, name="Recap duel")


async def _recap(api: Any, s: Session, who: Any = None, **params: Any) -> Any:
    headers = (who or s.campaign.gm).headers
    r = await api.get(f"{s.campaign.base}/tables/{s.table}/recap", params=params, headers=headers)
    assert r.status_code == 200, r.text
    return r


def _charts(text: str) -> list[ET.Element]:
    return [ET.fromstring(svg) for svg in re.findall(r"<svg\b.*?</svg>", text, re.S)]


def _title(svg: ET.Element) -> str:
    found = svg.find(f"{SVG}title")
    assert found is not None and found.text
    return found.text


def _table_rolls(log: list[dict[str, Any]], table: str) -> list[dict[str, Any]]:
    return [e for e in log if "rolls" in e["data"] and e["data"].get("table_id") == table and e["data"]["rolls"]]


def _faces_text(roll: dict[str, Any]) -> str:
    return f"{len(roll['faces'])}d{roll['sides']} [{' '.join(map(str, roll['faces']))}]"


async def test_html_recap_has_every_section_roll_and_the_head_hash(api: Any, session: Session) -> None:
    s = session
    r = await _recap(api, s)
    assert r.headers["content-type"].startswith("text/html")
    assert r.headers["x-content-type-options"] == "nosniff" and r.headers["referrer-policy"] == "no-referrer"
    policy = r.headers["content-security-policy"]
    assert policy.startswith("default-src 'none'") and "script-src" not in policy and "unsafe" not in policy
    page = r.text
    assert '<link rel="icon" href="data:,">' in page  # no /favicon.ico asked for
    for anchor, title in (*SECTIONS, *RR_SECTIONS):
        assert f'<section id="{anchor}"><h2>{title}</h2>' in page

    log = await s.campaign.events()
    rolls = _table_rolls(log, s.table)
    assert len(rolls) == 8  # two Base Action Point rolls, attack, blind parry, two saves, two Malfunctions
    for event in rolls:
        for roll in event["data"]["rolls"]:
            assert _faces_text(roll) in page, roll

    integrity = (await api.get(f"{s.campaign.base}/integrity", headers=s.campaign.gm.headers)).json()
    assert integrity["ok"] and integrity["head_hash"] == log[-1]["hash"]
    assert integrity["head_hash"] in page and f"at version {len(log) - 1}" in page

    for who in ("Gemma", "Ann", "Bob"):
        assert f"<strong>{who}</strong>" in page
    assert "Wendy" not in page  # the observer played no part
    assert "Charles saves against Durability" in page and "partial failure" in page
    assert "Charles suffers a Malfunction" in page and "Alfredo loses 4 Locomotion" in page
    assert "<td>Charles</td><td>1</td><td>1</td><td>0</td>" in page  # Inspiration earned, spent, lost
    assert "Alfredo pays for the next turn" in page


async def test_charts_parse_and_count_what_was_rolled(api: Any, session: Session) -> None:
    s = session
    page = (await _recap(api, s)).text
    charts = _charts(page)
    assert [_title(c).split(":")[0] for c in charts] == [
        "d10",
        "Successes rolled per character",
        "Action Points over the conflict",
    ]
    dice, successes, action_points = charts

    log = await s.campaign.events()
    faces = Counter(f for e in _table_rolls(log, s.table) for roll in e["data"]["rolls"] for f in roll["faces"])
    bars = dice.findall(f".//{SVG}rect[@class='bar']")
    assert len(bars) == 10
    assert {int(b.get("data-label", "")): int(b.get("data-value", "")) for b in bars} == {
        face: faces.get(face, 0) for face in range(1, 11)
    }
    (expected,) = dice.findall(f".//{SVG}line[@class='expected']")
    assert f"fair {sum(faces.values()) / 10:g}" in "".join(dice.itertext())
    assert expected.get("stroke-dasharray")

    # Successes on tests and Base Action Point rolls (not saves): Alfredo 2 + 5, Charles 3 + 0.
    bars = successes.findall(f".//{SVG}rect[@class='bar']")
    assert {b.get("data-label"): int(b.get("data-value", "")) for b in bars} == {"Alfredo": 7, "Charles": 3}

    lines = action_points.findall(f".//{SVG}path[@class='series']")
    assert sorted(line.get("data-name") for line in lines) == ["Alfredo", "Charles"]
    alfredo = next(line for line in lines if line.get("data-name") == "Alfredo")
    points = alfredo.get("d", "").split()
    # A point after every event from the conflict's start to the event before its end.
    started = next(e["version"] for e in log if e["type"] == "rr.conflict_started")
    ended = next(e["version"] for e in log if e["type"] == "rr.conflict_ended")
    assert len(points) == ended - started


async def test_markdown_by_accept_header_or_format(api: Any, session: Session) -> None:
    s = session
    by_header = await api.get(
        f"{s.campaign.base}/tables/{s.table}/recap", headers={**s.campaign.gm.headers, "Accept": "text/markdown"}
    )
    assert by_header.status_code == 200 and by_header.headers["content-type"].startswith("text/markdown")
    by_param = await _recap(api, s, format="md")
    assert by_param.text == by_header.text
    md = by_param.text
    assert md.startswith("# Session recap: The duel at the bridge")
    for _, title in (*SECTIONS, *RR_SECTIONS):
        assert f"\n## {title}\n" in md
    assert "| 13 | " in md and "8d10 [1 2 3 4 5 8 9 9]" in md
    assert len(_charts(md)) == 3

    data = (await _recap(api, s, format="json")).json()
    assert data["table_name"] == "The duel at the bridge" and data["viewer_role"] == "gm"
    assert [f["sides"] for f in data["faces"]] == [10]
    sections = {section["key"]: section for section in data["sections"]}
    assert list(sections) == ["saves", "damage", "inspiration", "turns"]
    inspiration = sections["inspiration"]
    assert inspiration["columns"] == ["earned", "spent", "lost"]
    assert inspiration["totals"] == [{"character": "Charles", "counts": [1, 1, 0]}]
    assert [len(sections[k]["lines"]) for k in ("turns", "saves", "damage")] == [1, 2, 3]
    assert {line["outcome"] for line in sections["saves"]["lines"]} <= {"partial", "no_effect", "total_failure"}


async def test_recap_up_to_a_version(api: Any, session: Session) -> None:
    s = session
    data = (await _recap(api, s, format="json", until=13)).json()
    saves = next(section for section in data["sections"] if section["key"] == "saves")
    assert data["to_version"] == 13 and saves["lines"] == [] and data["closed_at"] is None
    assert [r["version"] for r in data["rolls"]] == [9, 10, 13]


async def test_players_recap_lacks_another_players_blind_roll(api: Any, session: Session) -> None:
    s = session
    blind = "11d10 [8 8 8 8 8 8 8 8 8 8 8]"
    gm_md = (await _recap(api, s, format="md")).text
    assert blind in gm_md
    gm_dice = (await _recap(api, s, format="json")).json()["faces"][0]["dice"]
    for who in (s.ann, s.bob):
        md = (await _recap(api, s, who, format="md")).text
        assert blind not in md and "8 8 8 8 8 8 8 8 8 8 8" not in md
        assert "Bob makes a hidden roll (blind) | hidden |" in md
        data = (await _recap(api, s, who, format="json")).json()
        assert data["faces"][0]["dice"] == gm_dice - 11  # the hidden dice count in no chart
        assert data["viewer_role"] == "player"
        (hidden,) = [r for r in data["rolls"] if r["hidden"]]
        assert hidden["dice"] == [] and hidden["version"] == s.blind_version


async def test_a_revealed_roll_shows_in_every_recap(api: Any) -> None:
    s = await play(api, name="Recap reveal")
    await s.campaign.ok("campaign.reveal_roll", {"version": s.blind_version})
    md = (await _recap(api, s, s.ann, format="md")).text
    assert "11d10 [8 8 8 8 8 8 8 8 8 8 8]" in md and "makes a hidden roll" not in md
    assert f"The GM reveals the hidden roll at version {s.blind_version}" in md


async def test_recap_refusals(api: Any, session: Session) -> None:
    s = session
    base = f"{s.campaign.base}/tables"
    problem(await api.get(f"{base}/nope/recap", headers=s.campaign.gm.headers), 404, "table_not_found")
    problem(await api.get(f"{base}/{s.table}/recap", params={"format": "pdf"}, headers=s.campaign.gm.headers), 400)
    problem(await api.get(f"{base}/{s.table}/recap"), 401)
    problem(await api.get(f"{base}/{s.table}/recap", params={"until": 2}, headers=s.campaign.gm.headers), 404)


async def test_any_ruleset_gets_a_generic_replay_and_recap(api: Any) -> None:
    """A ruleset with no table view of its own (the tests' `test-dice`) still replays and recaps."""
    c = await create_campaign(api, ruleset="test-dice", name="Generic")
    ann = await c.add_member("Ann")
    bob = await c.add_member("Bob")
    table = await c.open_table("physical")
    robin = (await c.ok("td.create_character", {"name": "Robin"}, ann))["events"][0]["data"]["character_id"]
    await c.ok("td.roll", {"table_id": table, "character_id": robin, "count": 3, "dice": [[1, 6, 6]]}, ann)
    blind = await c.ok(
        "td.roll",
        {"table_id": table, "character_id": robin, "count": 2, "dice": [[4, 5]], "visibility": "blind"},
        ann,
    )
    await c.ok(
        "td.roll",
        {"table_id": table, "character_id": robin, "count": 1, "dice": [[3]], "visibility": "gm"},
        ann,
    )
    await c.ok("td.spend_luck", {"character_id": robin}, ann)

    r = await api.get(f"{c.base}/tables/{table}/replay", headers=c.gm.headers)
    steps = r.json()["steps"]
    texts = [st["text"] for st in steps]
    assert "Robin rolls 3d6 [1 6 6] for a total of 13" in texts
    assert "Robin spends a point of luck (2 points left)" in texts
    assert steps[-1]["changes"]["characters"][robin]["luck"] == 2  # what the spend changed

    gm = (await api.get(f"{c.base}/tables/{table}/recap", params={"format": "md"}, headers=c.gm.headers)).text
    (d6,) = _charts(gm)
    assert len(d6.findall(f".//{SVG}rect[@class='bar']")) == 6
    assert "2d6 [4 5]" in gm
    assert "1d6 [3]" in gm
    bobs = (await api.get(f"{c.base}/tables/{table}/recap", params={"format": "md"}, headers=bob.headers)).text
    assert "2d6 [4 5]" not in bobs and f"| {blind['version']} |" in bobs and "Ann makes a hidden roll (blind)" in bobs
    assert "1d6 [3]" not in bobs and "Ann makes a hidden roll (GM-only)" in bobs
    # Ann sees her own GM-only roll, not her blind one.
    anns = (await api.get(f"{c.base}/tables/{table}/recap", params={"format": "md"}, headers=ann.headers)).text
    assert "1d6 [3]" in anns and "2d6 [4 5]" not in anns
