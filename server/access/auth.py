"""Who is calling: bearer tokens → `Principal`, as Litestar guards.

- Campaign routes (`/campaigns/{campaign_id}/…`) need a token of that campaign: missing, malformed, unknown
  or revoked tokens are 401 (with `WWW-Authenticate: Bearer`), a token of another campaign is 403.
- Creating a campaign needs no token, unless CHRONICLE_ADMIN_TOKEN is set; then it needs that one.
- What a member may do once identified (GM, player for owned characters, observer reading) is decided
  from the campaign's state: roles live in the event log, so a role change takes effect at once.

`valid_token` is the one entry point for anything that authenticates outside a guard (the live
WebSocket/SSE routes read the token from a header or a query parameter, call it, then check the token's
scope with server/access/token_scope.py). An expired token is a 401 `token_expired`; a read-only token outside its
scope a 403 `token_scope`. The recap route also takes a read-only token as `?token=`, so a link can open it.
"""

from __future__ import annotations

import ipaddress
import uuid
from typing import TYPE_CHECKING, Any

from litestar.connection import ASGIConnection
from litestar.handlers.base import BaseRouteHandler

from application.principal import Principal
from server.access.token_info import TokenInfo
from server.access.token_lookup import BEARER, authenticated, expired, same_secret
from server.access.token_scope import check_request
from server.access.tokens import TokenStore, well_formed
from server.http.problems import ApiError
from server.ops import logs

if TYPE_CHECKING:
    from server.config import Settings
    from server.services import Services

CHALLENGE = {"WWW-Authenticate": 'Bearer realm="chronicle"'}
_PRINCIPAL = "principal"
"""Where the guard leaves the principal: in the connection's state dict (`scope["state"]`, which Litestar
sets up for every request). That dict is what `connection.state` wraps, but that property builds a new
`State` object at each access, twice per request."""


def services_of(connection: ASGIConnection[Any, Any, Any, Any]) -> Services:
    """The app's services, or `503 store_unavailable` while they have not started (server/ops/readiness.py)."""
    services: Services | None = connection.app.state.get("services")
    if services is None:
        from server.http.problems import store_unavailable

        raise store_unavailable()
    return services


def settings_of(connection: ASGIConnection[Any, Any, Any, Any]) -> Settings:
    """The app's settings, there from the start (the services may not be)."""
    return connection.app.state.settings  # type: ignore[no-any-return]


def bearer(connection: ASGIConnection[Any, Any, Any, Any]) -> str | None:
    """The raw bearer token of the request, None without an Authorization header; 401 if it is not Bearer."""
    header = connection.headers.get("authorization")
    if header is None:
        return None
    match = BEARER.match(header)
    if match is None:
        raise ApiError(401, "token_malformed", "use `Authorization: Bearer <token>`", headers=CHALLENGE)
    return match.group(1)


def principal_for(info: TokenInfo) -> Principal:
    return Principal(
        campaign_id=uuid.UUID(info.campaign_id),
        member_id=info.member_id,
        token_id=info.token_id,
        read_only=info.scope != "member",
    )


async def valid_token(
    tokens: TokenStore,
    token: str | None,
    campaign_id: uuid.UUID,
    connection: ASGIConnection[Any, Any, Any, Any] | None = None,
) -> TokenInfo:
    """The token's row when it is good for this campaign now, or a 401/403 problem; its scope is the
    caller's to check (server/access/token_scope.py)."""
    info = await token_info(tokens, token, connection)
    if info.campaign_id != str(campaign_id):
        raise ApiError(403, "token_wrong_campaign", "this token belongs to another campaign")
    return info


def is_admin(settings: Settings, token: str | None) -> bool:
    """Whether `token` is the server's admin token (CHRONICLE_ADMIN_TOKEN; never when none is set)."""
    admin = settings.admin_token
    return token is not None and admin is not None and same_secret(token, admin)


async def token_info(
    tokens: TokenStore, token: str | None, connection: ASGIConnection[Any, Any, Any, Any] | None = None
) -> TokenInfo:
    """What a live token is (its campaign, member and scope), or a 401 problem (expired included). With the
    request's `connection`, a look-up already made for it (by the rate limiter) is reused."""
    if token is None:
        raise ApiError(401, "token_missing", "this endpoint needs a bearer token", headers=CHALLENGE)
    if not well_formed(token):
        raise ApiError(401, "token_malformed", "that is not a Chronicle token", headers=CHALLENGE)
    if connection is not None:
        info = await authenticated(connection, tokens, token)
    else:
        info = await tokens.authenticate(token)
    if info is None:
        raise ApiError(401, "token_invalid", "unknown token", headers=CHALLENGE)
    if info.revoked_at is not None:
        raise ApiError(401, "token_revoked", "this token was revoked", headers=CHALLENGE, token_id=info.token_id)
    if expired(info):
        raise ApiError(
            401,
            "token_expired",
            "this token has expired",
            headers=CHALLENGE,
            token_id=info.token_id,
            expired_at=info.expires_at.isoformat() if info.expires_at else None,
        )
    return info


async def campaign_member(connection: ASGIConnection[Any, Any, Any, Any], _: BaseRouteHandler) -> None:
    """Guard of every `/campaigns/{campaign_id}/…` route: sets the principal (`principal_of`)."""
    campaign_id = connection.path_params.get("campaign_id")
    if not isinstance(campaign_id, uuid.UUID):
        try:
            campaign_id = uuid.UUID(str(campaign_id))
        except ValueError:
            raise ApiError(404, "campaign_not_found", "no such campaign") from None
    opt = connection.route_handler.opt
    token = bearer(connection)
    in_link = token is None and opt.get(TOKEN_IN_QUERY, False) and "token" in connection.query_params
    if in_link:
        token = connection.query_params["token"]
    info = await valid_token(services_of(connection).tokens, token, campaign_id, connection)
    if in_link and info.scope == "member":
        raise ApiError(
            403, "token_scope", "only a read-only token may travel in a link: send this one as a bearer token"
        )
    table_id = connection.path_params.get("table_id")
    check_request(
        info, method=str(connection.scope.get("method", "GET")), table_id=table_id, recap=opt.get(RECAP, False)
    )
    principal = principal_for(info)
    connection.scope["state"][_PRINCIPAL] = principal
    logs.bind(campaign_id=str(campaign_id), member_id=principal.member_id)


TOKEN_IN_QUERY = "token_in_query"
"""A route's `opt` flag: a read-only token may come as `?token=` (a link that opens it) instead of a header."""
RECAP = "recap"
"""A route's `opt` flag: this is a table's recap, which a `recap` token may read."""


def principal_of(connection: ASGIConnection[Any, Any, Any, Any]) -> Principal:
    return connection.scope["state"][_PRINCIPAL]  # type: ignore[no-any-return]


async def campaign_creator(connection: ASGIConnection[Any, Any, Any, Any], _: BaseRouteHandler) -> None:
    """Guard of `POST /campaigns`: open, unless an admin token is configured."""
    admin = settings_of(connection).admin_token
    if admin is None:
        return
    token = bearer(connection)
    if token is None:
        raise ApiError(401, "token_missing", "creating campaigns needs the admin token", headers=CHALLENGE)
    if not same_secret(token, admin):
        raise ApiError(401, "token_invalid", "creating campaigns needs the admin token", headers=CHALLENGE)


async def metrics_reader(connection: ASGIConnection[Any, Any, Any, Any], _: BaseRouteHandler) -> None:
    """Guard of `/metrics`: the metrics token (or the admin token); with neither configured, loopback only."""
    settings = settings_of(connection)
    expected = settings.metrics_token or settings.admin_token
    if expected is None:
        host = connection.client.host if connection.client else ""
        try:
            loopback = ipaddress.ip_address(host).is_loopback
        except ValueError:
            loopback = host in ("testclient", "localhost")
        if not loopback:
            raise ApiError(403, "metrics_forbidden", "set CHRONICLE_METRICS_TOKEN to scrape from elsewhere")
        return
    token = bearer(connection)
    if token is None or not same_secret(token, expected):
        raise ApiError(401, "token_invalid", "/metrics needs the metrics token", headers=CHALLENGE)
