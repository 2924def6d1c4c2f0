"""A sixth ruleset needs no server change: `test-dice` (tests/server/dice_ruleset.py), which no module of
`server/` names, is only handed to `create_app`, and its sentences, key moments and recap sections reach
the HTTP API through its hooks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.server.api import create_campaign

SERVER = Path(__file__).resolve().parents[2] / "server"


def test_no_server_module_names_the_test_ruleset() -> None:
    for path in SERVER.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "test-dice" not in text and "dice_ruleset" not in text and '"td.' not in text, path


async def test_its_narration_and_recap_come_through_the_api(api: Any) -> None:
    campaign = await create_campaign(api, "test-dice", name="Sixth")
    player = await campaign.add_member("Pia")
    table = await campaign.open_table(name="Night one")
    made = await campaign.ok("td.create_character", {"name": "Robin"}, who=player)
    robin = made["events"][0]["data"]["character_id"]
    await campaign.ok("td.roll", {"table_id": table, "character_id": robin, "count": 3, "judge": True}, who=player)
    await campaign.ok("td.spend_luck", {"character_id": robin}, who=player)
    await campaign.ok("td.grant_luck", {"character_id": robin, "amount": 2})
    await campaign.ok("campaign.close_table", {"table_id": table})

    data = (await campaign.recap(table, format="json")).json()
    texts = [roll["text"] for roll in data["rolls"]]
    assert len(texts) == 1 and texts[0].startswith("Robin rolls 3d6 [") and "for a total of" in texts[0]
    sections = {section["key"]: section for section in data["sections"]}
    assert list(sections) == ["judgements", "luck"]
    (judged,) = sections["judgements"]["lines"]
    assert judged["character"] == "Robin" and judged["outcome"] in ("success", "failure")
    assert judged["text"] == f"Robin's roll {'succeeds' if judged['outcome'] == 'success' else 'fails'}"
    luck = sections["luck"]
    assert [line["text"] for line in luck["lines"]] == [
        "Robin spends a point of luck (2 points left)",
        "The GM grants Robin 2 points of luck",
    ]
    assert luck["columns"] == ["spent", "granted"] and luck["totals"] == [{"character": "Robin", "counts": [1, 2]}]
    moments = [line["text"] for line in data["key_moments"]]
    assert ("Robin's roll fails" in moments) == (judged["outcome"] == "failure")

    page = (await campaign.recap(table, format="md")).text
    assert "## Judgements" in page and "## Luck" in page and "| Robin | 1 | 2 |" in page
