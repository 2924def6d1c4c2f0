"""Audit routes: the tamper evidence of a campaign's log.

`GET /campaigns/{id}/integrity` recomputes the campaign stream's hash chain from the stored bytes and names
the first altered, inserted or deleted event; its `head_hash` can be published (a recap, a forum post) and
passed back later as `published_version` + `published_hash` to prove the log still leads to it. It is a
heavy read (server/http/read_limits.py): bounded per process and per token, its hashing off the event loop. The
fairness of verifiable dice is `GET /campaigns/{id}/tables/{table_id}/fairness` (routes/reads.py).
"""

from __future__ import annotations

import uuid
from typing import Annotated, Any

import msgspec
from litestar import Response, get
from litestar.di import NamedDependency
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import FromPath, QueryParameter
from litestar.response import Stream

from application.principal import Principal, acting_member
from application.repository import CampaignRepository
from domain.campaign import CampaignState
from eventstore.integrity import Problem, Published
from server.adapters.audit import export_stream, integrity
from server.http.problems import READ_ERRORS, ApiError, FieldError, responses
from server.http.read_limits import with_read_limits
from server.http.routes.reads import HEAVY_READ_ROUTE
from server.services import Services

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
    campaign_id: FromPath[uuid.UUID],
    repository: NamedDependency[CampaignRepository],
    services: NamedDependency[Services],
    principal: NamedDependency[Principal],
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
    version = await repository.view(campaign_id, lambda _game, state: _member_at(state, principal))
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
    report = await services.audit_read(
        campaign_id, version, lambda store, dsn: integrity(store, campaign_id, published, offload=True, dsn=dsn)
    )
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


def _member_at(state: CampaignState[Any], principal: Principal) -> int:
    """The campaign's version, once the caller is known to be its member (`Forbidden` otherwise)."""
    acting_member(state, principal)
    return state.version


NDJSON = "application/x-ndjson"


@get(
    BASE + "/export",
    operation_id="export_campaign",
    summary="The campaign's events as NDJSON, as `chronicle export` writes them (GM only)",
    media_type=NDJSON,
    **{
        **HEAVY_READ_ROUTE,
        "responses": {
            200: ResponseSpec(
                data_container=str,
                media_type=NDJSON,
                generate_examples=False,
                description="A header line (each stream's event count and head hash), then one line per event "
                "with its position, version, hash, data and metadata; `chronicle import` loads it.",
            ),
            **responses(
                with_read_limits(
                    {**READ_ERRORS, 403: "Only the GM exports (the file holds every roll, hidden ones included)."}
                )
            ),
        },
    },
)
async def export_campaign(
    campaign_id: FromPath[uuid.UUID],
    repository: NamedDependency[CampaignRepository],
    services: NamedDependency[Services],
    principal: NamedDependency[Principal],
) -> Stream:
    """The campaign's whole log, streamed as it is read from the database (one consistent snapshot): a file
    `chronicle import` loads into another server, and that an auditor can re-hash line by line. Only the GM
    may export, since it holds every roll, hidden ones included, and every event's metadata. Seeds of
    verifiable tables still open are not in it (they never leave this server): such tables cannot roll or
    close after an import elsewhere — `Chronicle-Open-Verifiable-Tables` counts them; close them first.
    The export is a heavy read: its time limit covers the whole transfer, and a transfer cut short shows,
    as the header line says how many events follow."""
    actor, still_open, version = await repository.view(
        campaign_id,
        lambda _game, state: (
            acting_member(state, principal),
            sum(1 for t in state.tables.values() if t.open and t.dice_mode == "verifiable"),
            state.version,
        ),
    )
    if actor.role != "gm":
        raise ApiError(403, "gm_only", "only the GM exports the campaign", role=actor.role)
    return Stream(
        await services.audit_stream(campaign_id, version, lambda store: export_stream(store, campaign_id)),
        media_type=NDJSON,
        headers={
            "Content-Disposition": f'attachment; filename="campaign-{campaign_id}.ndjson"',
            "Chronicle-Open-Verifiable-Tables": str(still_open),
        },
    )


route_handlers = [campaign_integrity, export_campaign]
