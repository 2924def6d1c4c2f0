"""A short Chronicle session through a client generated with openapi-python-client (see README.md beside it).

Creates a Scratch RPS campaign, opens a table, creates a character, rolls an ability, reads the log back and
gets the roll as a typed event, then provokes a problem response. Run it against a server:

    python play_session.py http://127.0.0.1:8000
"""

from __future__ import annotations

import asyncio
import sys
import uuid

import httpx
from chronicle_client import AuthenticatedClient, Client
from chronicle_client.api.campaigns import create_campaign
from chronicle_client.api.commands_campaign import command_campaign_open_table
from chronicle_client.api.commands_scratch_rps import command_scratch_create_character, command_scratch_roll_ability
from chronicle_client.api.reads import list_events
from chronicle_client.models import (
    Abilities,
    CampaignOpenTableRequest,
    CommandResult,
    CreateCampaignRequest,
    CreateCampaignRequestRuleset,
    EventsPage,
    Problem,
    ScratchAbilityRolled,
    ScratchCharacterCreated,
    ScratchCreateCharacterRequest,
    ScratchRollAbilityRequest,
    ScratchRollAbilityRequestAbility,
    ScratchSheet,
)


def ok(answer: CommandResult | EventsPage | Problem | None) -> CommandResult | EventsPage:
    if not isinstance(answer, (CommandResult, EventsPage)):
        raise RuntimeError(f"refused: {answer}")
    return answer


async def play(base_url: str) -> ScratchAbilityRolled:
    """Play the session; return the roll as read back from the log."""
    anonymous = Client(base_url=base_url, timeout=httpx.Timeout(30))
    created = ok(
        await create_campaign.asyncio(
            client=anonymous,
            body=CreateCampaignRequest(name="Arena night", ruleset=CreateCampaignRequestRuleset.SCRATCH_RPS),
        )
    )
    assert isinstance(created, CommandResult) and created.issued is not None
    campaign_id = uuid.UUID(created.campaign_id)
    gm = AuthenticatedClient(base_url=base_url, token=created.issued.token, timeout=httpx.Timeout(30))

    opened = ok(
        await command_campaign_open_table.asyncio(campaign_id, client=gm, body=CampaignOpenTableRequest(name="Pit"))
    )
    table_id = opened.events[0].data.table_id

    sheet = ScratchSheet(
        name="Chokestar", abilities=Abilities.from_dict({"wrestling": 3, "stalking": 3, "toughness": 2})
    )
    made = ok(
        await command_scratch_create_character.asyncio(
            campaign_id, client=gm, body=ScratchCreateCharacterRequest(sheet=sheet)
        )
    )
    character = made.events[0].data
    assert isinstance(character, ScratchCharacterCreated)
    print(f"created {character.name} ({character.character_id})")

    roll = ScratchRollAbilityRequest(
        table_id=table_id,
        character_id=character.character_id,
        ability=ScratchRollAbilityRequestAbility.WRESTLING,
        difficulty=12,
        reason="a grapple",
    )
    ok(await command_scratch_roll_ability.asyncio(campaign_id, client=gm, body=roll))

    page = ok(await list_events.asyncio(campaign_id, client=gm, type_=["scratch.ability_rolled"]))
    assert isinstance(page, EventsPage)
    rolled = page.events[0].data  # typed by its `type`: a ScratchAbilityRolled, not a dict
    assert isinstance(rolled, ScratchAbilityRolled)
    print(f"{rolled.type_}: faces {[r.faces for r in rolled.rolls]}")

    refused = await command_scratch_roll_ability.asyncio(
        campaign_id, client=gm, body=ScratchRollAbilityRequest(table_id="no-such-table", character_id="x", difficulty=1)
    )
    assert isinstance(refused, Problem)
    print(f"refused: {refused.status} {refused.code}: {refused.title}")
    return rolled


if __name__ == "__main__":
    asyncio.run(play(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8000"))
