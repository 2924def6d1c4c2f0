"""Access tokens of a campaign, managed by its GM: issue, list, revoke.

Adding a member (`campaign.add_member`) already returns that member's first token; these routes issue more
(a second device, a replacement) and revoke them. Revocation takes effect on the next request in the
process that revoked, in every other process as soon as PostgreSQL's notice arrives (milliseconds; see
server/access/token_cache.py), and live connections opened with the token are closed.
"""

from __future__ import annotations

import logging
import uuid
from datetime import UTC, datetime, timedelta
from typing import Annotated, Any, TypedDict

import msgspec
from litestar import Request, Response, delete, get, post
from litestar.di import NamedDependency
from litestar.openapi.spec import Example
from litestar.params import Body, FromPath
from litestar.types import Guard

from application.principal import Principal
from application.repository import CampaignRepository
from domain.campaign import Actor
from server.access.auth import campaign_member
from server.access.token_info import IssuedToken, Scope, TokenInfo
from server.access.tokens import TokenStore
from server.http.plumbing import IdempotencyKey, Reply, idempotent
from server.http.problems import READ_ERRORS, WRITE_ERRORS, ApiError, responses
from server.http.routes.commands import SECURITY
from server.live.fanout import LiveFanout

log = logging.getLogger("chronicle.server")
BASE = "/campaigns/{campaign_id:uuid}/tokens"


MAX_LIFETIME = 366 * 86_400


class IssueToken(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """A token for a member (`member_id`; scope `member`, the default), or a read-only one (no `member_id`):
    `observer` reads the whole campaign as an observer does, `overlay` one table's reads and live feed,
    `recap` one table's recap (it may be sent in a link as `?token=`). A label to recognise it by (e.g. the
    device), and optionally its lifetime in seconds."""

    member_id: Annotated[str, msgspec.Meta(min_length=1, max_length=200)] | None = None
    label: Annotated[str, msgspec.Meta(max_length=120)] = ""
    scope: Scope = "member"
    table_id: Annotated[str, msgspec.Meta(min_length=1, max_length=200)] | None = None
    """The table of an `overlay` or `recap` token."""
    expires_in: Annotated[int, msgspec.Meta(ge=1, le=MAX_LIFETIME)] | None = None
    """Seconds until the token stops working (at most 366 days); none: it works until revoked."""


def _check_shape(data: IssueToken) -> None:
    """422 `invalid_token_scope` when the fields do not fit the scope."""
    if (data.scope == "member") != (data.member_id is not None):
        raise ApiError(
            422, "invalid_token_scope", "a member token needs member_id; a read-only one takes none", scope=data.scope
        )
    if (data.scope in ("overlay", "recap")) != (data.table_id is not None):
        raise ApiError(
            422, "invalid_token_scope", "overlay and recap tokens need table_id; others take none", scope=data.scope
        )


async def _require_gm(repository: CampaignRepository, campaign_id: uuid.UUID, principal: Principal) -> Actor:
    actor = await repository.actor_for(campaign_id, principal)
    if actor.role != "gm":
        raise ApiError(403, "gm_only", "only the GM manages access tokens", role=actor.role)
    return actor


class _RouteOptions(TypedDict):
    guards: list[Guard]
    security: list[dict[str, list[str]]]
    tags: list[str]


_gm = _RouteOptions(guards=[campaign_member], security=SECURITY, tags=["access"])


@get(BASE, operation_id="list_tokens", summary="List the campaign's tokens", responses=responses(READ_ERRORS), **_gm)
async def list_tokens(
    campaign_id: FromPath[uuid.UUID],
    repository: NamedDependency[CampaignRepository],
    tokens: NamedDependency[TokenStore],
    principal: NamedDependency[Principal],
) -> list[TokenInfo]:
    """Every token issued in the campaign, revoked ones included, without their secrets (GM only)."""
    await _require_gm(repository, campaign_id, principal)
    return await tokens.list(campaign_id)


@post(
    BASE,
    operation_id="issue_token",
    summary="Issue a token for a member",
    status_code=201,
    responses=responses({k: v for k, v in WRITE_ERRORS.items() if k not in (412,)}),
    **_gm,
)
async def issue_token(
    request: Request[Any, Any, Any],
    campaign_id: FromPath[uuid.UUID],
    data: Annotated[
        IssueToken, Body(examples=[Example(summary="example", value={"member_id": "<member id>", "label": "phone"})])
    ],
    repository: NamedDependency[CampaignRepository],
    tokens: NamedDependency[TokenStore],
    principal: NamedDependency[Principal],
    idempotency_key: IdempotencyKey = None,
) -> Response[IssuedToken]:
    """A new bearer token (GM only): for an active member, or read-only with a scope (see the body). The
    secret is in this response only."""
    gm = await _require_gm(repository, campaign_id, principal)
    _check_shape(data)

    async def run(_scope: str | None, _resumed: bool) -> Reply:
        def missing(_game: Any, state: Any) -> ApiError | None:
            if data.member_id is not None:
                member = state.members.get(data.member_id)
                if member is None or not member.active:
                    return ApiError(404, "member_not_found", "no such active member", member_id=data.member_id)
            if data.table_id is not None and data.table_id not in state.tables:
                return ApiError(404, "table_not_found", "no such table", table_id=data.table_id)
            return None

        problem = await repository.view(campaign_id, missing)
        if problem is not None:
            raise problem
        expires_at = None if data.expires_in is None else datetime.now(UTC) + timedelta(seconds=data.expires_in)
        secret, info = await tokens.issue(
            campaign_id,
            data.member_id or gm.member_id,  # a read-only token records the GM who issued it
            data.label,
            scope=data.scope,
            table_id=data.table_id,
            expires_at=expires_at,
        )
        issued = IssuedToken(
            token_id=info.token_id,
            member_id=info.member_id,
            token=secret,
            label=info.label,
            created_at=info.created_at,
            scope=info.scope,
            table_id=info.table_id,
            expires_at=info.expires_at,
        )
        return Reply(201, issued, sensitive=True)

    scope = f"{campaign_id}:{principal.token_id}"
    return await idempotent(request, scope, idempotency_key, data, run)


@delete(
    BASE + "/{token_id:uuid}",
    operation_id="revoke_token",
    summary="Revoke a token",
    status_code=200,
    responses=responses(READ_ERRORS),
    **_gm,
)
async def revoke_token(
    campaign_id: FromPath[uuid.UUID],
    token_id: FromPath[uuid.UUID],
    repository: NamedDependency[CampaignRepository],
    tokens: NamedDependency[TokenStore],
    principal: NamedDependency[Principal],
    fanout: NamedDependency[LiveFanout],
) -> TokenInfo:
    """Revoke at once (GM only): the token fails its next request in every server process, and live
    connections opened with it are closed. Revoking again is harmless."""
    await _require_gm(repository, campaign_id, principal)
    info = await tokens.revoke(campaign_id, token_id)
    if info is None:
        raise ApiError(404, "token_not_found", "no such token in this campaign", token_id=str(token_id))
    try:
        await fanout.token_revoked(str(campaign_id), info.token_id)
    except Exception:  # the revocation itself is committed; live connections re-check their token
        log.exception("telling live connections about a revoked token failed")
    return info


route_handlers = [list_tokens, issue_token, revoke_token]
