"""The webhook API of a campaign (GM only): subscriptions, their delivery log, redelivery.

POST   /campaigns/{id}/webhooks                      create (the signing secret is in this answer only)
GET    /campaigns/{id}/webhooks                      list
GET    /campaigns/{id}/webhooks/{wid}                one
PATCH  /campaigns/{id}/webhooks/{wid}                change, enable/disable, rotate the secret
DELETE /campaigns/{id}/webhooks/{wid}                delete (its log with it)
POST   /campaigns/{id}/webhooks/{wid}/redeliver      deliver again from a version
GET    /campaigns/{id}/webhooks/{wid}/deliveries     the delivery log, newest first
"""

from __future__ import annotations

import uuid
from typing import Annotated, Any

from litestar import Request, Response, delete, get, patch, post
from litestar.openapi.spec import Example
from litestar.params import Body, FromPath, QueryParameter

from domain.campaign import CampaignState
from domain.game import Game
from server.access.auth import campaign_member, principal_of, services_of
from server.http.plumbing import IdempotencyKey, Reply, idempotent
from server.http.problems import READ_ERRORS, WRITE_ERRORS, ApiError, responses
from server.http.routes.commands import SECURITY
from server.webhooks import addresses
from server.webhooks.model import VIEWER_ROLES, DeliveryLog, Redeliver, WebhookIn, WebhookOut, WebhookPatch
from server.webhooks.service import Webhooks

BASE = "/campaigns/{campaign_id:uuid}/webhooks"
ONE = BASE + "/{webhook_id:uuid}"
DISCORD_EXAMPLE = "https://discord.com/api/webhooks/<id>/<token>"
_ERRORS = responses({**READ_ERRORS, 422: "The URL is refused (`invalid_url`, `private_address`, `unresolvable_host`) "
                     "or a version is beyond the campaign's newest (`version_ahead`)."})  # fmt: skip
_gm: dict[str, Any] = {"guards": [campaign_member], "security": SECURITY, "tags": ["webhooks"]}


async def _gm_webhooks(request: Request[Any, Any, Any], campaign_id: uuid.UUID) -> Webhooks:
    services = services_of(request)
    actor = await services.repository.actor_for(campaign_id, principal_of(request))
    if actor.role != "gm":
        raise ApiError(403, "gm_only", "only the GM manages webhooks", role=actor.role)
    assert services.webhooks is not None, "the webhooks start with the services"
    return services.webhooks


async def _checked_url(hooks: Webhooks, url: str) -> None:
    try:
        await addresses.check(url, hooks.settings.allow_private)
    except addresses.RefusedURL as exc:
        raise ApiError(422, exc.code, exc.detail, url=url) from None


async def _campaign_version(
    request: Request[Any, Any, Any], campaign_id: uuid.UUID, table_id: str | None = None, viewer: str | None = None
) -> int:
    """The campaign's newest version (checking that `table_id`, when given, is one of its tables, and that
    `viewer` is `observer`, `gm` or a member of the campaign)."""

    def render(_game: Game, state: CampaignState) -> int:
        if table_id is not None and table_id not in state.tables:
            raise ApiError(404, "table_not_found", "no such table", table_id=table_id)
        if viewer is not None and viewer not in VIEWER_ROLES:
            member = state.members.get(viewer)
            if member is None or not member.active:
                raise ApiError(
                    404,
                    "member_not_found",
                    "the viewer must be observer, gm or the id of a member of the campaign",
                    member_id=viewer,
                )
        return state.version

    return await services_of(request).repository.view(campaign_id, render)


def _ahead(version: int, newest: int) -> ApiError:
    return ApiError(
        422, "version_ahead", f"version {version} is beyond the campaign's next one ({newest + 1})", version=version
    )


async def _found(found: WebhookOut | None, webhook_id: uuid.UUID) -> WebhookOut:
    if found is None:
        raise ApiError(404, "webhook_not_found", "no such webhook in this campaign", webhook_id=str(webhook_id))
    return found


@post(
    BASE,
    operation_id="create_webhook",
    summary="Subscribe a URL to the campaign's events",
    status_code=201,
    responses=responses({k: v for k, v in WRITE_ERRORS.items() if k != 412}) | _ERRORS,
    **_gm,
)
async def create_webhook(
    request: Request[Any, Any, Any],
    campaign_id: FromPath[uuid.UUID],
    data: Annotated[
        WebhookIn,
        Body(
            examples=[
                Example(summary="Discord", value={"url": "https://discord.com/api/webhooks/…", "format": "discord"})
            ]
        ),
    ],
    idempotency_key: IdempotencyKey = None,
) -> Response[WebhookOut]:
    """A new subscription (GM only). Its signing secret (`whsec_…`, Standard Webhooks) is in this answer
    only. Delivery starts after the campaign's current version, or at `from_version`."""
    hooks = await _gm_webhooks(request, campaign_id)

    async def run(_scope: str | None, _resumed: bool) -> Reply:
        await _checked_url(hooks, data.url)
        newest = await _campaign_version(request, campaign_id, data.table_id, data.viewer)
        start = newest + 1 if data.from_version is None else data.from_version
        if start > newest + 1:
            raise _ahead(start, newest)
        created = await hooks.store.create(campaign_id, data, start - 1)
        hooks.dispatcher.poke(campaign_id)
        return Reply(201, created, {"Location": f"/campaigns/{campaign_id}/webhooks/{created.id}"}, sensitive=True)

    scope = f"{campaign_id}:{principal_of(request).token_id}:webhooks"
    return await idempotent(request, scope, idempotency_key, data, run)


@get(BASE, operation_id="list_webhooks", summary="List the campaign's webhooks", responses=_ERRORS, **_gm)
async def list_webhooks(request: Request[Any, Any, Any], campaign_id: FromPath[uuid.UUID]) -> list[WebhookOut]:
    """Every subscription of the campaign, without secrets (GM only)."""
    hooks = await _gm_webhooks(request, campaign_id)
    return await hooks.store.of_campaign(campaign_id)


@get(ONE, operation_id="get_webhook", summary="One webhook", responses=_ERRORS, **_gm)
async def get_webhook(
    request: Request[Any, Any, Any], campaign_id: FromPath[uuid.UUID], webhook_id: FromPath[uuid.UUID]
) -> WebhookOut:
    """A subscription: where it is, whether it fails and why, how far it has delivered (GM only)."""
    hooks = await _gm_webhooks(request, campaign_id)
    return await _found(await hooks.store.get(campaign_id, webhook_id), webhook_id)


@patch(ONE, operation_id="update_webhook", summary="Change a webhook", responses=_ERRORS, **_gm)
async def update_webhook(
    request: Request[Any, Any, Any],
    campaign_id: FromPath[uuid.UUID],
    webhook_id: FromPath[uuid.UUID],
    data: Annotated[WebhookPatch, Body(examples=[Example(summary="re-enable", value={"enabled": True})])],
) -> WebhookOut:
    """Change fields, disable or re-enable (delivery resumes where it stopped), or rotate the secret with
    `rotate_secret` (the new one is in this answer only). A delivery in progress ends with the change."""
    hooks = await _gm_webhooks(request, campaign_id)
    if isinstance(data.url, str):
        await _checked_url(hooks, data.url)
    if isinstance(data.table_id, str) or isinstance(data.viewer, str):
        await _campaign_version(
            request,
            campaign_id,
            data.table_id if isinstance(data.table_id, str) else None,
            data.viewer if isinstance(data.viewer, str) else None,
        )
    changed = await _found(await hooks.store.update(campaign_id, webhook_id, data), webhook_id)
    hooks.dispatcher.poke(campaign_id)
    return changed


@delete(ONE, operation_id="delete_webhook", summary="Delete a webhook", status_code=204, responses=_ERRORS, **_gm)
async def delete_webhook(
    request: Request[Any, Any, Any], campaign_id: FromPath[uuid.UUID], webhook_id: FromPath[uuid.UUID]
) -> None:
    """Stop and forget the subscription and its delivery log (GM only)."""
    hooks = await _gm_webhooks(request, campaign_id)
    if not await hooks.store.delete(campaign_id, webhook_id):
        raise ApiError(404, "webhook_not_found", "no such webhook in this campaign", webhook_id=str(webhook_id))


@post(
    ONE + "/redeliver",
    operation_id="redeliver_webhook",
    summary="Deliver again from a version",
    status_code=200,
    responses=_ERRORS,
    **_gm,
)
async def redeliver_webhook(
    request: Request[Any, Any, Any],
    campaign_id: FromPath[uuid.UUID],
    webhook_id: FromPath[uuid.UUID],
    data: Annotated[Redeliver, Body(examples=[Example(summary="backfill", value={"from_version": 0})])],
) -> WebhookOut:
    """Move the subscription's checkpoint back (or forward) so delivery goes on from `from_version`: after
    a receiver's outage, or to backfill a new receiver from version 0. Failed attempts are forgotten."""
    hooks = await _gm_webhooks(request, campaign_id)
    newest = await _campaign_version(request, campaign_id)
    if data.from_version > newest + 1:
        raise _ahead(data.from_version, newest)
    moved = await _found(await hooks.store.redeliver(campaign_id, webhook_id, data.from_version), webhook_id)
    hooks.dispatcher.poke(campaign_id)
    return moved


@get(
    ONE + "/deliveries", operation_id="webhook_deliveries", summary="A webhook's delivery log", responses=_ERRORS, **_gm
)
async def webhook_deliveries(
    request: Request[Any, Any, Any],
    campaign_id: FromPath[uuid.UUID],
    webhook_id: FromPath[uuid.UUID],
    before: Annotated[int | None, QueryParameter(name="before", ge=1, description="From `next_before`.")] = None,
    limit: Annotated[int, QueryParameter(name="limit", ge=1, le=500, description="Rows per page.")] = 100,
) -> DeliveryLog:
    """Every attempt (version, attempt number, outcome, HTTP status, latency, error), newest first; pages
    with `before` (the previous page's `next_before`)."""
    hooks = await _gm_webhooks(request, campaign_id)
    await _found(await hooks.store.get(campaign_id, webhook_id), webhook_id)
    return await hooks.store.deliveries(webhook_id, before, limit)


route_handlers = [
    create_webhook,
    list_webhooks,
    get_webhook,
    update_webhook,
    delete_webhook,
    redeliver_webhook,
    webhook_deliveries,
]
