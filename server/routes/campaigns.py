"""`GET /campaigns`: the campaigns the caller's token opens.

A member token belongs to one campaign, so a member sees that one (with their member id and role); the
admin token (CHRONICLE_ADMIN_TOKEN) sees every campaign, paged by campaign id with the paging convention of
every paged read (`cursor`, `next_cursor`, `Link: rel="next"`; server/cursors.py).
"""

from __future__ import annotations

import uuid
from typing import Annotated, Any

import msgspec
from litestar import Request, Response, get
from litestar.di import NamedDependency
from litestar.params import QueryParameter

from application.principal import member_actor
from application.repository import CampaignRepository
from application.streams import STREAM_PREFIX, campaign_of, stream_name
from domain.messages import Role
from server.auth import bearer, is_admin, principal_for, token_info
from server.cursors import next_link
from server.problems import READ_ERRORS, responses
from server.routes.commands import SECURITY
from server.services import Services
from server.token_scope import check_request

CampaignCursor = Annotated[
    str | None,
    QueryParameter(
        name="cursor",
        required=False,
        max_length=40,
        pattern=r"^[0-9a-f-]{36}$",
        description="Where to read on: a previous page's `next_cursor` (opaque).",
    ),
]

_ALL_CAMPAIGNS = """
    WITH RECURSIVE streams(stream, n) AS (
        (SELECT stream, 1 FROM events WHERE stream > $1 AND stream LIKE 'campaign-%' ORDER BY stream LIMIT 1)
        UNION ALL
        SELECT (SELECT e.stream FROM events e WHERE e.stream > s.stream AND e.stream LIKE 'campaign-%'
                ORDER BY e.stream LIMIT 1), s.n + 1
        FROM streams s WHERE s.stream IS NOT NULL AND s.n < $2
    )
    SELECT e.stream, e.data::text AS data,
           (SELECT max(x.version) FROM events x WHERE x.stream = e.stream) AS version
    FROM streams s JOIN events e ON e.stream = s.stream AND e.version = 0
    WHERE e.type = 'campaign.created'
    ORDER BY e.stream
    LIMIT $2
"""
"""Campaign streams after `$1` in order, found by skipping from one stream to the next on the (stream, version)
index (a loose index scan), so a page costs one index probe per campaign, not a walk over every event."""


class CampaignSummary(msgspec.Struct, kw_only=True, omit_defaults=True):
    campaign_id: str
    name: str
    ruleset: str
    version: int
    """The campaign's version now (its reads' ETag)."""
    member_id: str | None = None
    """The caller's member (absent for the admin token)."""
    role: Role | None = None


class CampaignList(msgspec.Struct, kw_only=True):
    campaigns: list[CampaignSummary]
    more: bool
    next_cursor: str | None = None
    """Pass as `cursor` to read on while `more` is true."""


class _Created(msgspec.Struct):
    name: str
    ruleset: str


_decode_created = msgspec.json.Decoder(_Created).decode


@get(
    "/campaigns",
    operation_id="list_campaigns",
    summary="The caller's campaigns (every campaign for the admin token)",
    security=SECURITY,
    responses=responses(READ_ERRORS),
    tags=["reads"],
)
async def list_campaigns(
    request: Request[Any, Any, Any],
    repository: NamedDependency[CampaignRepository],
    services: NamedDependency[Services],
    cursor: CampaignCursor = None,
    limit: Annotated[int, QueryParameter(ge=1, le=500, description="Most campaigns to return.")] = 100,
) -> Response[CampaignList]:
    """A member token lists its own campaign, with the caller's `member_id` and `role`; the admin token lists
    every campaign, `limit` at a time in the order of their ids."""
    token = bearer(request)
    if is_admin(services, token):
        rows = await services.store.connections.fetch(
            _ALL_CAMPAIGNS, stream_name(cursor) if cursor else STREAM_PREFIX, limit + 1
        )
        found = []
        for row in rows[:limit]:
            created = _decode_created(row["data"])
            found.append(
                CampaignSummary(
                    campaign_id=campaign_of(row["stream"]),
                    name=created.name,
                    ruleset=created.ruleset,
                    version=row["version"],
                )
            )
        more = len(rows) > limit
        out = CampaignList(campaigns=found, more=more, next_cursor=found[-1].campaign_id if more else None)
        headers = next_link(request, out.next_cursor, ()) if out.next_cursor else {}
        return Response(out, headers=headers)
    info = await token_info(services, token, request)
    check_request(info, method="GET", table_id=None, recap=False)  # a one-table token reads no campaign list
    campaign_id = uuid.UUID(info.campaign_id)
    principal = principal_for(info)  # a read-only token lists it as an observer of its own

    def summary(_game: Any, state: Any) -> list[CampaignSummary]:
        actor = member_actor(state, principal)
        if actor is None:  # removed from the campaign: it is no longer theirs
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

    return Response(CampaignList(campaigns=await repository.view(campaign_id, summary), more=False))


route_handlers = [list_campaigns]
