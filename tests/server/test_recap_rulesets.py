"""One HTTP recap per ruleset: a real session of each game system (tests/server/sessions/) is played over
HTTP, then each of its tables is recapped through `GET …/recap` as the GM. The recap carries the game's own
sections, in the order its ruleset names them, and reads in that game's words."""

from __future__ import annotations

from typing import Any

import pytest

from domain.rulesets import RULESETS
from tests.server.sessions.play import Session
from tests.server.test_replay_rulesets import SESSIONS

SAYS = {
    "robots-and-rapiers": ("saves", "saves against"),
    "scratch-rps": ("attacks", "strikes at"),
    "shapers-d100": ("attacks", "vs TN"),
    "shapers-and-bots": ("attacks", "vs 11"),
    "rotate-bird": ("tests", "picks the"),
}
"""For each ruleset, a section and words one of its lines must hold (the generic sentence never does)."""


@pytest.mark.parametrize("ruleset", sorted(SAYS))
async def test_each_ruleset_recaps_in_its_own_words(api: Any, ruleset: str, monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[Session] = []
    start = Session.start.__func__  # type: ignore[attr-defined]

    async def recording(cls: type[Session], *args: Any) -> Session:
        session: Session = await start(cls, *args)
        started.append(session)
        return session

    monkeypatch.setattr(Session, "start", classmethod(recording))
    await SESSIONS[ruleset](api)
    (session,) = started
    campaign = session.campaign
    tables = (await api.get(campaign.base, headers=campaign.gm.headers)).json()["tables"]
    keys = [section.key for section in RULESETS[ruleset].ruleset.recap.sections]
    key, words = SAYS[ruleset]
    lines: list[str] = []
    for table in tables:
        data = (await campaign.recap(table["table_id"], format="json")).json()
        assert [section["key"] for section in data["sections"]] == keys
        lines += [line["text"] for s in data["sections"] if s["key"] == key for line in s["lines"]]
        page = (await campaign.recap(table["table_id"], format="md")).text
        for section in RULESETS[ruleset].ruleset.recap.sections:
            assert f"\n## {section.title}\n" in page
    assert any(words in line for line in lines), lines
