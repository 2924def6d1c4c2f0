"""A short Chronicle session through the Python SDK, `chronicle-client` (clients/python; README.md beside this file).

Creates a Scratch RPS campaign, adds a player, opens a table, creates a character and rolls an ability with the
generated request models, reads the log back (the roll comes out as a `ScratchAbilityRolled`, not a dict),
re-reads the campaign (a 304, answered from what the SDK held) and gets a typed refusal. Run it against a server:

    python openapi/examples/python/play_session.py http://127.0.0.1:8000
"""

from __future__ import annotations

import asyncio
import sys

from chronicle_client import Chronicle, ChronicleError
from chronicle_client.generated.models import (
    Abilities,
    CampaignTableOpened,
    ScratchAbilityRolled,
    ScratchCharacterCreated,
    ScratchCreateCharacterRequest,
    ScratchRollAbilityRequest,
    ScratchRollAbilityRequestAbility,
    ScratchSheet,
)


async def play(base_url: str) -> ScratchAbilityRolled:
    """Play the session; return the roll as read back from the log."""
    async with Chronicle(base_url) as server:
        created = await server.create_campaign("Arena night", "scratch-rps", gm_name="Ada")
        assert created.result.issued is not None
        campaign_id = created.result.campaign_id
        gm = server.with_token(created.result.issued.token)
        await gm.command(campaign_id, "campaign.add_member", {"name": "Bea", "role": "player"})

        opened = (await gm.command(campaign_id, "campaign.open_table", {"name": "Pit"})).result.events[0].data
        assert isinstance(opened, CampaignTableOpened)

        sheet = ScratchSheet(
            name="Chokestar", abilities=Abilities.from_dict({"wrestling": 3, "stalking": 3, "toughness": 2})
        )
        made = await gm.command(campaign_id, "scratch.create_character", ScratchCreateCharacterRequest(sheet=sheet))
        character = made.result.events[0].data
        assert isinstance(character, ScratchCharacterCreated)
        print(f"created {character.name} ({character.character_id})")

        roll = ScratchRollAbilityRequest(
            table_id=opened.table_id,
            character_id=character.character_id,
            ability=ScratchRollAbilityRequestAbility.WRESTLING,
            difficulty=12,
            reason="a grapple",
        )
        # retry-safe (its Idempotency-Key is kept across retries) and only if nothing happened since we looked
        rolled_answer = await gm.command(campaign_id, "scratch.roll_ability", roll, if_match=made.version)
        print(f"rolled at version {rolled_answer.version} (key {rolled_answer.idempotency_key})")

        page = (await gm.events(campaign_id, types=["scratch.ability_rolled"])).result
        rolled = page.events[0].data  # typed by its `type`: a ScratchAbilityRolled, not a dict
        assert isinstance(rolled, ScratchAbilityRolled)
        print(f"{rolled.type_}: faces {[r.faces for r in rolled.rolls]}")

        await gm.campaign(campaign_id)
        again = await gm.campaign(campaign_id)  # sent with If-None-Match: a 304, answered from what was held
        print(f"campaign at version {again.version}, not modified: {again.not_modified}")

        try:
            await gm.command(campaign_id, "scratch.roll_ability", {"table_id": "no-such-table", "character_id": "x"})
        except ChronicleError as refused:
            print(f"refused: {refused.status} {refused.code}: {refused.detail}")
        return rolled


if __name__ == "__main__":
    asyncio.run(play(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8000"))
