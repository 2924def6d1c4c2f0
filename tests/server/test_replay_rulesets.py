"""Replays and recaps of a real session of every game system: the sessions of `tests/server/sessions/` are
played over HTTP, then each of their tables is replayed and recapped (through the same use-cases as the API
and the command line) as the GM and as a player.

For every ruleset: each table event gets a step with a sentence (the generic one where the ruleset has no
phrasing of its own), every roll of the table is in the recap with its faces, the face chart counts
exactly the dice rolled, and the replay's pages — a whole state on each page's first step (`state=full`),
then each step's changes — give exactly the table's whole state after every step.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import AsyncIterator
from typing import Any

import msgspec
import pytest

from application.held import HeldRolls
from application.recap.service import recap_for
from application.replay import service as replay_service
from application.replay.changes import apply_changes
from application.replay.service import replay_table, table_steps, viewpoint_of
from domain.campaign import CampaignCreated
from domain.messages import RollEvent
from domain.rulesets import RULESETS
from eventstore.store import EventStore
from server.cli.replay import find_viewer, load_current
from server.recap.render import face_chart, markdown
from server.recap.sources import recap_source
from tests.server.sessions import (
    test_robots_and_rapiers_session,
    test_rotate_bird_session,
    test_scratch_rps_session,
    test_shapers_and_bots_session,
    test_shapers_d100_session,
)

SESSIONS = {
    "robots-and-rapiers": test_robots_and_rapiers_session.test_design_points_then_the_pay_for_turn_sequence,
    "rotate-bird": test_rotate_bird_session.test_a_helped_test_edges_fallout_and_an_npc,
    "scratch-rps": test_scratch_rps_session.test_chokestar_and_flipfire_against_breakhelm,
    "shapers-and-bots": test_shapers_and_bots_session.test_gertrude_then_doi_against_creszki_and_priti,
    "shapers-d100": test_shapers_d100_session.test_four_humans_outnumber_a_monster,
}


@pytest.fixture
async def store(database_url: str) -> AsyncIterator[EventStore]:
    store = await EventStore.connect(database_url, min_size=1, max_size=2, notify=False)
    yield store
    await store.close()


async def _campaigns_of(store: EventStore, ruleset: str) -> set[str]:
    found = set()
    for stream in await store.list_streams("campaign-"):
        (first,) = await store.read_stream(stream, from_version=0, limit=1)
        if msgspec.json.decode(first.data, type=CampaignCreated).ruleset == ruleset:
            found.add(stream.removeprefix("campaign-"))
    return found


@pytest.mark.parametrize("ruleset", sorted(SESSIONS))
async def test_every_ruleset_replays_and_recaps(api: Any, store: EventStore, ruleset: str) -> None:
    before = await _campaigns_of(store, ruleset)
    await SESSIONS[ruleset](api)
    (campaign_id,) = await _campaigns_of(store, ruleset) - before
    game, state = await load_current(store, campaign_id, RULESETS)
    assert state.tables, "the session played at a table"
    players = [m for m in state.members.values() if m.role == "player"]
    for table_id in state.tables:
        for viewer in (find_viewer(state, None), find_viewer(state, players[0].member_id)):
            vp = viewpoint_of(campaign_id, game, state, viewer, HeldRolls(store))
            steps, _, _ = await table_steps(store, vp, table_id, 0, state.version)
            assert steps and all(s.text and s.state is not None for s in steps)
            whole = {s.version: msgspec.json.decode(msgspec.json.encode(s.state)) for s in steps}
            followed: dict[int, Any] = {}
            start: int | None = 0
            while start is not None:  # pages of 5: each starts whole, then follows the changes
                page = msgspec.json.decode(
                    msgspec.json.encode(
                        await replay_table(store, vp, table_id, from_version=start, limit=5, state="full")
                    )
                )
                shown: dict[str, Any] = {}
                for n, step in enumerate(page["steps"]):
                    shown = step["state"] if n == 0 else apply_changes(shown, step["changes"])
                    followed[step["version"]] = shown
                start = page["next_from"]
            assert followed == whole
            # The same, followed with the default `state=changes` from the first page's whole state, every
            # later page starting inside the table from the state before it (as deep pages of long tables do).
            with pytest.MonkeyPatch.context() as patch:
                patch.setattr(replay_service, "REFOLD", 0)
                followed, shown, start = {}, {}, 0
                while start is not None:
                    mode = "full" if start == 0 else "changes"
                    page = msgspec.json.decode(
                        msgspec.json.encode(
                            await replay_table(store, vp, table_id, from_version=start, limit=5, state=mode)
                        )
                    )
                    for n, step in enumerate(page["steps"]):
                        shown = step["state"] if start == 0 and n == 0 else apply_changes(shown, step["changes"])
                        followed[step["version"]] = shown
                    start = page["next_from"]
            assert followed == whole
            recap = await recap_for(recap_source(store), vp, table_id)
            text = markdown(recap)
            seen_rolls = [s.event for s in steps if s.seen and isinstance(s.event, RollEvent) and s.event.rolls]
            for event in seen_rolls:
                for roll in event.rolls:
                    assert f"{len(roll.faces)}d{roll.sides} [{' '.join(map(str, roll.faces))}]" in text
            dice = Counter((r.sides, f) for e in seen_rolls for r in e.rolls for f in r.faces)
            for counts in recap.faces:
                chart = ET.fromstring(face_chart(counts))
                bars = chart.findall(".//{http://www.w3.org/2000/svg}rect[@class='bar']")
                assert len(bars) == (counts.sides if counts.sides <= 20 else 10)
                assert sum(int(b.get("data-value", "")) for b in bars) == sum(
                    n for (sides, _), n in dice.items() if sides == counts.sides
                )
