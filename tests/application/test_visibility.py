"""What a viewer may see of hidden rolls, decided by the application on the in-memory store."""

from __future__ import annotations

import uuid

from application.principal import Principal
from application.streams import stream_name
from domain.campaign import Actor, AddMember, CampaignState, RevealRoll
from domain.game import Game
from domain.messages import Event
from domain.visibility import FOLLOWS
from tests.application.conftest import Campaign, Process
from tests.server.dice_ruleset import Claim, Roll


def _unseen(_game: Game, state: CampaignState, viewer: Actor, unseen: list[Event]) -> tuple[str, list[Event]]:
    return viewer.role, unseen


async def test_a_gm_only_roll_is_hidden_from_others_until_revealed(campaign: Campaign, process: Process) -> None:
    """Seen by the GM and its roller; another player sees it only once the GM reveals it."""
    bob = Principal(campaign.id, str(uuid.uuid4()), "bob-token")
    await campaign.run(process, campaign.gm, AddMember(name="Bob"), first_id=bob.member_id)
    roll = Roll(table_id=campaign.table_id, character_id=campaign.character_id, visibility="gm")
    rolled = await campaign.run(process, campaign.ann, roll)
    assert rolled.hidden == frozenset({rolled.version}) and rolled.viewer.member_id == campaign.ann.member_id
    assert (await process.hidden_rolls.render_for(campaign.id, bob, _unseen)) == ("player", rolled.events)
    assert (await process.hidden_rolls.render_for(campaign.id, campaign.ann, _unseen)) == ("player", [])
    assert (await process.hidden_rolls.render_for(campaign.id, campaign.gm, _unseen)) == ("gm", [])
    await campaign.run(process, campaign.gm, RevealRoll(version=rolled.version))
    assert (await process.hidden_rolls.render_for(campaign.id, bob, _unseen)) == ("player", [])


async def test_a_blind_roll_is_hidden_from_its_roller_and_what_follows_from_it_is_tied_to_it(
    campaign: Campaign, process: Process, other: Process
) -> None:
    roll = Roll(table_id=campaign.table_id, character_id=campaign.character_id, visibility="blind")
    rolled = await campaign.run(process, campaign.ann, roll)
    _, unseen = await other.hidden_rolls.render_for(campaign.id, campaign.ann, _unseen)
    assert unseen == rolled.events, "another process fetches the hidden roll from the store"
    game = await other.repository.game_of(campaign.id)
    viewer = Actor(member_id=campaign.ann.member_id, role="player")
    hidden_now = {rolled.version: campaign.ann.member_id}
    assert await other.hidden_rolls.unseen_at(campaign.id, game, viewer, hidden_now, rolled.version - 1) == []
    assert await other.hidden_rolls.unseen_at(campaign.id, game, viewer, hidden_now, rolled.version) == unseen
    claimed = await campaign.run(other, campaign.gm, Claim(roll_id=rolled.events[0].roll_id))  # type: ignore[attr-defined]
    stored = process.store.streams[stream_name(campaign.id)][claimed.version]
    assert stored.metadata[FOLLOWS]["version"] == rolled.version
