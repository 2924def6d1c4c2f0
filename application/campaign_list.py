"""The campaigns a caller may list: every campaign, a page at a time in the order of their ids (the admin
token's listing), or the one campaign a member token belongs to, as that member sees it."""

from __future__ import annotations

import uuid

import msgspec

from application.ports import StreamStore
from application.principal import Principal, member_actor
from application.repository import CampaignRepository
from application.streams import STREAM_PREFIX, campaign_of, stream_name
from domain.campaign import CampaignCreated, CampaignState
from domain.game import Game
from domain.messages import Role, tag_of


class CampaignSummary(msgspec.Struct, kw_only=True, omit_defaults=True):
    campaign_id: str
    name: str
    ruleset: str
    version: int
    """The campaign's version now (its reads' ETag)."""
    member_id: str | None = None
    """The caller's member (absent for the admin token)."""
    role: Role | None = None


class _Created(msgspec.Struct):
    name: str
    ruleset: str


_decode_created = msgspec.json.Decoder(_Created).decode
_CREATED = tag_of(CampaignCreated)


async def every_campaign(store: StreamStore, *, after: str | None, limit: int) -> tuple[list[CampaignSummary], bool]:
    """Up to `limit` campaigns whose ids sort after `after` (None: from the first), and whether more follow."""
    heads = await store.stream_heads(STREAM_PREFIX, after=stream_name(after) if after else "", limit=limit + 1)
    found = []
    for head in heads:
        if head.first.type != _CREATED:
            continue
        created = _decode_created(head.first.data)
        found.append(
            CampaignSummary(
                campaign_id=campaign_of(head.stream), name=created.name, ruleset=created.ruleset, version=head.version
            )
        )
    return found[:limit], len(found) > limit


async def own_campaign(
    repository: CampaignRepository, campaign_id: uuid.UUID, principal: Principal
) -> list[CampaignSummary]:
    """The campaign with the caller's member and role; none once they are no longer in it."""

    def summary(_game: Game, state: CampaignState) -> list[CampaignSummary]:
        actor = member_actor(state, principal)
        if actor is None:
            return []
        return [
            CampaignSummary(
                campaign_id=str(campaign_id),
                name=state.name,
                ruleset=state.ruleset,
                version=state.version,
                member_id=actor.member_id,
                role=actor.role,
            )
        ]

    return await repository.view(campaign_id, summary)
