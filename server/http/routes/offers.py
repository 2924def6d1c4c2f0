"""What the table waits for and what the caller may do now: `GET /campaigns/{id}/offers`.

The ruleset proposes (its `offers` hook, domain/offers.py); `Game.offers` keeps only what its `decide`
accepts from this caller on the current state, and nothing about a roll hidden from them. A table page
shows these as its buttons and prompts, so what the page offers is what the rules allow.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Annotated

import msgspec
from litestar import Response, get
from litestar.di import NamedDependency
from litestar.params import FromPath, QueryParameter

from application.hidden_rolls import HiddenRolls
from application.principal import Principal
from domain.campaign import Actor, CampaignState
from domain.game import Game
from domain.messages import Event
from domain.offers import Action, Waiting, hidden_records
from server.http.plumbing import with_etag
from server.http.routes.reads import BASE, READ_ROUTE


class OffersOut(msgspec.Struct, kw_only=True):
    """What the caller is offered at one table now."""

    campaign_id: str
    version: int
    """The campaign version the offers were made on (also the ETag)."""
    table_id: str | None
    turn: str
    """Whose turn it is and where the table stands, in words; empty when nothing is under way."""
    waiting: list[Waiting]
    """What the rules wait for, and on whom (member ids)."""
    actions: list[Action]
    """What the caller may do now, each one accepted by the rules on this version: send `command` with `body`
    and an answer for each of `asks`."""


@get(
    BASE + "/offers",
    operation_id="get_offers",
    summary="What the table waits for and what you may do now",
    **READ_ROUTE,
)
async def get_offers(
    campaign_id: FromPath[uuid.UUID],
    hidden_rolls: NamedDependency[HiddenRolls],
    principal: NamedDependency[Principal],
    table_id: Annotated[str | None, QueryParameter(max_length=200)] = None,
) -> Response[OffersOut]:
    """The game's loop as buttons and prompts, in the rulebook's words: whose turn it is, what the rules are
    waiting for and from whom, and each action the caller may take now (a command, its body as far as the
    rules fix it, and the choices left — targets, dice to pick, numbers). Every action offered was tried
    against the rules on this version; an observer is offered none."""
    now = datetime.now(UTC)

    def render(game: Game, state: CampaignState, viewer: Actor, unseen: list[Event]) -> OffersOut:
        offers = game.offers(state, viewer, table_id, hidden_records(unseen), now)
        return OffersOut(
            campaign_id=str(campaign_id),
            version=state.version,
            table_id=table_id,
            turn=offers.turn,
            waiting=list(offers.waiting),
            actions=list(offers.actions),
        )

    out = await hidden_rolls.render_for(campaign_id, principal, render)
    return Response(out, headers=with_etag(out.version))


route_handlers = [get_offers]
