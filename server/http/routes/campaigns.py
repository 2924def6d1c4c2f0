"""`GET /campaigns`: the campaigns the caller's token opens.

A member token belongs to one campaign, so a member sees that one (with their member id and role); the
admin token (CHRONICLE_ADMIN_TOKEN) sees every campaign, paged by campaign id with the paging convention of
every paged read (`cursor`, `next_cursor`, `Link: rel="next"`; server/http/cursors.py).
"""

from __future__ import annotations

import uuid
from typing import Annotated, Any

import msgspec
from litestar import Request, Response, get, post
from litestar.di import NamedDependency
from litestar.params import FromPath, QueryParameter

from application.campaign_list import CampaignSummary, every_campaign, own_campaign
from application.repository import CampaignRepository
from server.access.auth import CHALLENGE, bearer, is_admin, principal_for, token_info
from server.access.token_scope import check_request
from server.access.tokens import TokenStore
from server.adapters.forgetting import forget_as_operator
from server.config import Settings
from server.http.cursors import next_link
from server.http.problems import READ_ERRORS, ApiError, responses
from server.http.routes.commands import SECURITY
from server.services import Services

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


class CampaignList(msgspec.Struct, kw_only=True):
    campaigns: list[CampaignSummary]
    more: bool
    next_cursor: str | None = None
    """Pass as `cursor` to read on while `more` is true."""


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
    tokens: NamedDependency[TokenStore],
    server_settings: NamedDependency[Settings],
    cursor: CampaignCursor = None,
    limit: Annotated[int, QueryParameter(ge=1, le=500, description="Most campaigns to return.")] = 100,
) -> Response[CampaignList]:
    """A member token lists its own campaign, with the caller's `member_id` and `role`; the admin token lists
    every campaign, `limit` at a time in the order of their ids."""
    token = bearer(request)
    if is_admin(server_settings, token):
        found, more = await every_campaign(repository.store, after=cursor, limit=limit)
        out = CampaignList(campaigns=found, more=more, next_cursor=found[-1].campaign_id if more else None)
        headers = next_link(request, out.next_cursor, ()) if out.next_cursor else {}
        return Response(out, headers=headers)
    info = await token_info(tokens, token, request)
    check_request(info, method="GET", table_id=None, recap=False)  # a one-table token reads no campaign list
    # a read-only token lists it as an observer of its own
    own = await own_campaign(repository, uuid.UUID(info.campaign_id), principal_for(info))
    return Response(CampaignList(campaigns=own, more=False))


class MemberForgottenByAdmin(msgspec.Struct, kw_only=True):
    campaign_id: str
    member_id: str
    version: int
    """The version of the `campaign.member_forgotten` event appended."""
    events_erased: int
    """How many events of the campaign lost values of the member."""


@post(
    "/campaigns/{campaign_id:uuid}/members/{member_id:str}/forget",
    operation_id="forget_member_as_admin",
    summary="Forget a member of any campaign (admin token)",
    security=SECURITY,
    responses=responses(READ_ERRORS),
    tags=["campaigns"],
    status_code=200,
)
async def forget_member_as_admin(
    request: Request[Any, Any, Any],
    services: NamedDependency[Services],
    campaign_id: FromPath[uuid.UUID],
    member_id: FromPath[str],
) -> MemberForgottenByAdmin:
    """What `campaign.forget_member` does, for the server's operator (CHRONICLE_ADMIN_TOKEN): the member's
    name, their characters' names and every free text they wrote are erased for good and read "forgotten",
    while the log and its hash chain stay verifiable (docs/privacy.md). Forgetting a member again erases
    again (after a backup was restored, docs/operations.md#forgetting-and-backups)."""
    token = bearer(request)
    if token is None:
        raise ApiError(
            401, "token_missing", "forgetting through this endpoint needs the admin token", headers=CHALLENGE
        )
    if not is_admin(services.settings, token):
        raise ApiError(403, "admin_only", "forgetting through this endpoint needs the admin token")
    if len(member_id) > 200 or "\x00" in member_id:  # no member has such an id (and PostgreSQL takes no NUL)
        raise ApiError(404, "member_not_found", "no such member in this campaign", member_id=member_id[:200])
    caches = (services.reads.pages, services.held_rolls, services.hidden_rolls)
    try:
        recorded, erased = await forget_as_operator(services.store, campaign_id, member_id, "admin", caches)
    except LookupError:
        raise ApiError(404, "member_not_found", "no such member in this campaign", member_id=member_id) from None
    await services.fanout.publish(str(campaign_id), recorded)
    return MemberForgottenByAdmin(
        campaign_id=str(campaign_id), member_id=member_id, version=recorded[-1].version, events_erased=erased
    )


route_handlers = [list_campaigns, forget_member_as_admin]
