"""The campaign list on the in-memory store: every campaign a page at a time in id order, and a member's own."""

from __future__ import annotations

from application.campaign_list import every_campaign, own_campaign
from application.memory import InMemoryStore
from application.principal import Principal
from domain.campaign import RemoveMember
from tests.application.conftest import Campaign, Process


async def test_every_campaign_pages_in_id_order_with_names_rulesets_and_versions(process: Process) -> None:
    from domain.campaign import CreateCampaign

    created = []
    for n in range(3):
        outcome, _ = await process.commands.create(
            CreateCampaign(name=f"C{n}", ruleset="test-dice"), tokens=process.tokens, correlation={}
        )
        created.append(str(outcome.campaign_id))
    store: InMemoryStore = process.store
    page, more = await every_campaign(store, after=None, limit=2)
    assert more and [c.campaign_id for c in page] == sorted(created)[:2]
    rest, more = await every_campaign(store, after=page[-1].campaign_id, limit=2)
    assert not more and [c.campaign_id for c in rest] == sorted(created)[2:]
    assert {(c.name, c.ruleset, c.version, c.member_id) for c in page + rest} == {
        (f"C{n}", "test-dice", 0, None) for n in range(3)
    }


async def test_a_member_lists_their_own_campaign_until_removed(campaign: Campaign, process: Process) -> None:
    [mine] = await own_campaign(process.repository, campaign.id, campaign.ann)
    assert (mine.campaign_id, mine.member_id, mine.role) == (str(campaign.id), campaign.ann.member_id, "player")
    await campaign.run(process, campaign.gm, RemoveMember(member_id=campaign.ann.member_id))
    assert await own_campaign(process.repository, campaign.id, campaign.ann) == []
    stranger = Principal(campaign.id, "nobody", "a-token")
    assert await own_campaign(process.repository, campaign.id, stranger) == []
