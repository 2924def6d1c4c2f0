"""Audit routes: the tamper evidence of a campaign's log.

`GET /campaigns/{id}/integrity` recomputes the campaign stream's hash chain from the stored bytes and names
the first altered, inserted or deleted event; its `head_hash` can be published (a recap, a forum post) and
passed back later as `published_version` + `published_hash` to prove the log still leads to it. It is a
heavy read (server/read_limits.py): bounded per process and per token, its hashing off the event loop. The
fairness of verifiable dice is `GET /campaigns/{id}/tables/{table_id}/fairness` (routes/reads.py).
"""

from __future__ import annotations

import uuid
from typing import Annotated, Any

import msgspec
from litestar import Request, Response, get
from litestar.params import FromPath, QueryParameter

from eventstore.integrity import Problem, Published
from server.audit import integrity
from server.auth import principal_of, services_of
from server.problems import ApiError, FieldError
from server.routes.reads import HEAVY_READ_ROUTE

BASE = "/campaigns/{campaign_id:uuid}"


class IntegrityOut(msgspec.Struct, kw_only=True):
    """The campaign's hash chain, recomputed from the stored events."""

    campaign_id: str
    ok: bool
    events: int
    """Events checked: all of them when `ok`, else up to the first bad one."""
    head_version: int | None
    """The last event that verified (the campaign's last event when `ok`)."""
    head_hash: str | None
    """Hex SHA-256 of that event, chaining every event before it: publish it with `head_version`."""
    first_bad_version: int | None = None
    problem: Problem | None = None
    """`altered`, `inserted`, `deleted`; against a published head also `truncated` or `rewritten`."""
    reason: str | None = None
    published_version: int | None = None
    published_matches: bool | None = None
    """With `published_version`/`published_hash`: whether the stored log still leads to that head."""


@get(
    BASE + "/integrity",
    operation_id="check_campaign_integrity",
    summary="Recompute the campaign's hash chain and name the first altered, inserted or deleted event",
    **HEAVY_READ_ROUTE,
)
async def campaign_integrity(
    request: Request[Any, Any, Any],
    campaign_id: FromPath[uuid.UUID],
    published_version: Annotated[
        int | None,
        QueryParameter(
            name="published_version", ge=0, required=False, description="Version of a head published earlier."
        ),
    ] = None,
    published_hash: Annotated[
        str | None,
        QueryParameter(
            name="published_hash",
            pattern="^[0-9a-fA-F]{64}$",
            required=False,
            description="The `head_hash` published with `published_version` (64 hex digits).",
        ),
    ] = None,
) -> Response[IntegrityOut]:
    """Every event's hash covers the previous one's, so an edited, inserted or removed row shows as the first
    bad version (`problem` says which). Events removed from the end, or a log rewritten with fresh hashes,
    show only against a head published earlier: pass it back as `published_version` and `published_hash`.
    Any member of the campaign may check; hidden rolls stay hidden (only versions and hashes are shown).
    A heavy read: the hashing runs off the event loop, and its concurrency and time are limited (503 below)."""
    services = services_of(request)
    await services.campaigns.actor_for(campaign_id, principal_of(request))
    if (published_version is None) != (published_hash is None):
        missing = "published_hash" if published_hash is None else "published_version"
        raise ApiError(
            400,
            "validation_failed",
            "a published head is a version and a hash: give both",
            errors=[FieldError(message="required with the other published_* parameter", field=missing, source="query")],
        )
    published = None
    if published_version is not None and published_hash is not None:
        published = Published(published_version, bytes.fromhex(published_hash))
    report = await integrity(services.store, campaign_id, published, offload=True)
    out = IntegrityOut(
        campaign_id=str(campaign_id),
        ok=report.ok,
        events=report.events,
        head_version=report.head_version,
        head_hash=report.head_hash,
        first_bad_version=report.first_bad_version,
        problem=report.problem,
        reason=report.reason,
        published_version=report.published_version,
        published_matches=report.published_matches,
    )
    return Response(out)


route_handlers = [campaign_integrity]
