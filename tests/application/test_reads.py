"""The read side's facade (application/reads.py) on the in-memory store: a table's replay and an entity at a
past version, as each viewer may see them, in milliseconds."""

from __future__ import annotations

import uuid

import msgspec
import pytest

from application.errors import NotFound, OutOfRange
from application.held import HELD, HeldRolls
from application.principal import Principal
from application.reads import Reads
from domain.campaign import AddMember
from domain.visibility import HIDDEN_ROLL_TYPE
from tests.application.conftest import Campaign, Process
from tests.server.dice_ruleset import Roll


@pytest.fixture
def reads(process: Process) -> Reads:
    return Reads(process.repository, process.hidden_rolls, HeldRolls(process.store))


async def _bob(campaign: Campaign, process: Process) -> Principal:
    bob = Principal(campaign.id, str(uuid.uuid4()), "bob-token")
    await campaign.run(process, campaign.gm, AddMember(name="Bob"), first_id=bob.member_id)
    return bob


async def test_a_replay_shows_each_step_as_its_viewer_may_see_it(
    campaign: Campaign, process: Process, reads: Reads
) -> None:
    bob = await _bob(campaign, process)
    roll = Roll(table_id=campaign.table_id, character_id=campaign.character_id)
    public = await campaign.run(process, campaign.ann, roll)
    hidden = await campaign.run(process, campaign.ann, msgspec.structs.replace(roll, visibility="gm"))

    gm = await reads.replay(await reads.viewpoint(campaign.id, campaign.gm), campaign.table_id)
    steps = {s.version: s for s in gm.steps}
    assert {public.version, hidden.version} <= set(steps)
    assert steps[hidden.version].event.type == "td.rolled" and "Robin rolls" in steps[hidden.version].text
    assert steps[public.version].changes["characters"][campaign.character_id]["rolls"] == 1

    seen_by_bob = await reads.replay(await reads.viewpoint(campaign.id, bob), campaign.table_id)
    bobs = {s.version: s for s in seen_by_bob.steps}
    assert bobs[public.version].event.type == "td.rolled"
    assert bobs[hidden.version].event.type == HIDDEN_ROLL_TYPE and bobs[hidden.version].event.hash is None
    assert "Robin rolls" not in bobs[hidden.version].text

    page = await reads.replay(await reads.viewpoint(campaign.id, campaign.gm), campaign.table_id, limit=1)
    assert page.more and len(page.steps) == 1 and page.next_cursor == str(page.steps[0].version + 1)
    with pytest.raises(NotFound) as missing:
        await reads.replay(await reads.viewpoint(campaign.id, campaign.gm), "no-such-table")
    assert missing.value.code == "table_not_found"


async def test_an_entity_at_a_past_version_holds_back_what_a_hidden_roll_touched(
    campaign: Campaign, process: Process, reads: Reads
) -> None:
    bob = await _bob(campaign, process)
    roll = Roll(table_id=campaign.table_id, character_id=campaign.character_id)
    first = await campaign.run(process, campaign.ann, roll)
    hidden = await campaign.run(process, campaign.ann, msgspec.structs.replace(roll, visibility="gm"))
    character = f"character:{campaign.character_id}"

    then = await reads.past_state(campaign.id, campaign.gm, character, first.version, None)
    assert (then.version, then.current_version, then.state["sheet"]["rolls"]) == (first.version, hidden.version, 1)
    now_for_gm = await reads.past_state(campaign.id, campaign.gm, character, None, None)
    assert now_for_gm.state["sheet"]["rolls"] == 2
    now_for_bob = await reads.past_state(campaign.id, bob, character, None, None)
    assert now_for_bob.state["sheet"]["rolls"] == 1 and now_for_bob.state["sheet"][HELD] == hidden.version

    with pytest.raises(OutOfRange) as late:
        await reads.past_state(campaign.id, bob, character, hidden.version + 1, None)
    assert (late.value.code, late.value.parameter) == ("version_out_of_range", "at")
    with pytest.raises(NotFound) as missing:
        await reads.past_state(campaign.id, bob, "character:nobody", None, None)
    assert missing.value.code == "entity_not_found"
