"""`GET /campaigns/{id}/events?text=1`: each event with its line of plain English, as the caller may see it —
the same lines the live feeds give with `?text=1` (docs/live.md)."""

from __future__ import annotations

import httpx

from tests.server.api import create_campaign


async def test_the_log_with_text_tells_each_event_as_its_reader_may_see_it(api: httpx.AsyncClient) -> None:
    campaign = await create_campaign(api, "scratch-rps", name="Lantern Night")
    bea = await campaign.add_member("Bea")
    table = await campaign.open_table()
    public = await campaign.ok("campaign.roll", {"table_id": table, "expression": "2d6+1", "label": "Luck"})
    blind = await campaign.ok("campaign.roll", {"table_id": table, "expression": "1d20", "visibility": "blind"})
    url = f"/campaigns/{campaign.id}/events"

    plain = (await api.get(url, headers=bea.headers)).json()["events"]
    assert plain and all("text" not in e for e in plain), "only a reader who asks gets lines"

    gm = {
        e["version"]: e for e in (await api.get(url, params={"text": 1}, headers=campaign.gm.headers)).json()["events"]
    }
    mine = {e["version"]: e for e in (await api.get(url, params={"text": 1}, headers=bea.headers)).json()["events"]}
    assert set(gm) == set(mine) and all(isinstance(e["text"], str) and e["text"] for e in mine.values())
    assert gm[0]["text"].startswith("Gemma") and "Lantern Night" in gm[0]["text"]  # names, not ids
    luck = public["version"]
    assert gm[luck]["text"] == mine[luck]["text"] and "Luck" in mine[luck]["text"]
    secret = blind["events"][0]["version"]
    assert mine[secret]["type"] == "roll.hidden" and mine[secret]["text"] == "Gemma makes a hidden roll (blind)"
    assert gm[secret]["type"] == "campaign.rolled" and gm[secret]["text"] != mine[secret]["text"]
    assert "rolls 1d20" in gm[secret]["text"]
