"""Replays and recaps over HTTP: a table step by step, any entity at a past version or time, the recap.

Every route needs a token of the campaign (any role) and shows what that member may see: a roll hidden
from the caller is a hidden roll in the steps and in the recap, and the states leave out what it created.
The use-cases live behind the read facade, `application/reads.py`; the recap's PostgreSQL sources are
`server/recap/sources.py` and its rendering `server/recap/render.py`.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime
from typing import Annotated, Any, Literal

from litestar import MediaType, Request, Response, get
from litestar.di import NamedDependency
from litestar.openapi.datastructures import ResponseSpec
from litestar.openapi.spec import OpenAPIMediaType, OpenAPIResponse, OpenAPIType, Operation, Schema
from litestar.params import FromPath, PathParameter, QueryParameter
from litestar.response import Stream
from litestar.response.base import ASGIResponse

from application.principal import Principal
from application.reads import Reads
from application.recap.build import Recap
from application.replay.service import MAX_LIMIT, PastState, StateMode, TableReplay
from server.access.auth import RECAP, TOKEN_IN_QUERY, campaign_member
from server.http.cursors import ReplayCursor, next_link
from server.http.plumbing import with_etag
from server.http.problems import READ_ERRORS, ApiError, FieldError, responses
from server.http.read_limits import ReadGate, offload_stream, with_read_limits
from server.http.routes.commands import SECURITY
from server.recap.render import RECAP_PAGE_HEADERS, html_parts, json_parts, markdown_parts, text_bytes
from server.recap.sources import recap_source
from server.services import Services

BASE = "/campaigns/{campaign_id:uuid}"
ENTITY_PATTERN = r"^(campaign|(character|table|conflict|member):[^\s]+)$"
MARKDOWN = "text/markdown"
RANGE_ERRORS = with_read_limits(
    {**READ_ERRORS, 422: "A version or time outside the campaign's history; `errors` names the parameter."}
)

_read: dict[str, Any] = {
    "guards": [campaign_member],
    "security": SECURITY,
    "tags": ["replay"],
    "middleware": [ReadGate],  # heavy reads: bounded per process and per token, off the event loop
}

TableId = Annotated[str, PathParameter(max_length=200)]
Version = Annotated[int | None, QueryParameter(ge=0, required=False)]
Moment = Annotated[
    datetime | None,
    QueryParameter(
        required=False, description="An ISO 8601 time (`2026-11-21T20:30:00Z`; without a zone it is read as UTC)."
    ),
]


@get(
    BASE + "/tables/{table_id:str}/replay",
    operation_id="replay_table",
    summary="Step through a table: each event and what it changed at the table",
    responses=responses(RANGE_ERRORS),
    **_read,
)
async def get_replay(
    request: Request[Any, Any, Any],
    services: NamedDependency[Services],
    reads: NamedDependency[Reads],
    principal: NamedDependency[Principal],
    campaign_id: FromPath[uuid.UUID],
    table_id: TableId,
    cursor: ReplayCursor = None,
    from_: Annotated[
        int | None,
        QueryParameter(
            name="from",
            ge=0,
            required=False,
            description="First version (default 0); deprecated as a page cursor (use `cursor`).",
        ),
    ] = None,
    to: Annotated[
        int | None,
        QueryParameter(ge=0, required=False, description="Last version (default: now; later values read up to now)."),
    ] = None,
    from_time: Moment = None,
    to_time: Moment = None,
    limit: Annotated[
        int, QueryParameter(ge=1, le=MAX_LIMIT, description=f"Most steps to return (at most {MAX_LIMIT}).")
    ] = 200,
    state_mode: Annotated[
        StateMode,
        QueryParameter(
            name="state",
            required=False,
            description="`changes` (default): each step carries what it changed; `full`: the page's first step "
            "also carries the table's whole state after it.",
        ),
    ] = "changes",
) -> Response[TableReplay]:
    """Every event of the table (rolls, its conflicts' turns, the losses and spends that followed) between
    `from` and `to` (versions) or `from_time` and `to_time` (when the events were recorded), each with a line
    of plain English and `changes`: the table's entities the event changed, whole, as they stand after it
    (for Robots & Rapiers the conflict — Turn Order, whose turn it is, Action Points — and each robot's
    attributes, losses, damage and Inspiration; `null` for a test or save that closed). With `state=full`
    the page's first step also carries the table's whole state: apply the changes in order to follow it.
    Rolls hidden from the caller appear as `roll.hidden`. Page with `cursor` = `next_cursor` (also in the
    `Link: rel="next"` header) while `more` is true; a page holds at most `limit` steps, so its size does not
    grow with the campaign."""
    vp = await reads.viewpoint(campaign_id, principal)
    out = await services.audit_read(
        campaign_id,
        vp.version,
        lambda store, _dsn: reads.replay(
            vp,
            table_id,
            store=store,
            from_version=int(cursor) if cursor is not None else from_,
            to_version=to,
            from_time=from_time,
            to_time=to_time,
            limit=limit,
            state=state_mode,
        ),
    )
    headers = next_link(request, out.next_cursor, ("from",)) if out.next_cursor is not None else {}
    return Response(out, headers=with_etag(out.to_version, headers))


@get(
    BASE + "/replay/state",
    operation_id="get_past_state",
    summary="State of the campaign or one entity at a past version or time",
    responses=responses(RANGE_ERRORS),
    **_read,
)
async def get_past_state(
    request: Request[Any, Any, Any],
    reads: NamedDependency[Reads],
    principal: NamedDependency[Principal],
    campaign_id: FromPath[uuid.UUID],
    at: Annotated[int | None, QueryParameter(ge=0, required=False, description="A past stream version.")] = None,
    at_time: Moment = None,
    entity: Annotated[
        str,
        QueryParameter(
            pattern=ENTITY_PATTERN,
            max_length=200,
            required=False,
            description="`campaign` (default), `character:<id>`, `table:<id>`, `conflict:<id>` or `member:<id>`.",
        ),
    ] = "campaign",
) -> Response[PastState]:
    """The fold of the log up to version `at`, or up to the last event recorded at or before `at_time` (the
    time the store recorded each event): what the campaign, a character, a table or a conflict looked like
    then. Rolls hidden from the caller (now) are left out of what it shows, and every entity such a roll or what
    followed from it touched is shown as it was before the roll, marked `held_until_reveal`, until the reveal."""
    if at is not None and at_time is not None:
        raise ApiError(
            400,
            "validation_failed",
            "give `at` (a version) or `at_time` (a time), not both",
            errors=[FieldError(message="not together with at_time", field="at", source="query")],
        )
    out = await reads.past_state(campaign_id, principal, entity, at, at_time)
    return Response(out, headers=with_etag(out.version))


@dataclass
class _RecapOperation(Operation):
    """The recap's 200 comes as HTML, Markdown or JSON: document all three."""

    def __post_init__(self) -> None:
        ok = (self.responses or {}).get("200")
        if isinstance(ok, OpenAPIResponse):
            text = OpenAPIMediaType(schema=Schema(type=OpenAPIType.STRING))
            ok.content = {**(ok.content or {}), "text/html": text, MARKDOWN: text}  # JSON first: generators take it


Format = Literal["html", "md", "json"]


class _Stream(Stream):
    """A streamed answer of its own media type: Litestar gives a `Stream` the route's instead (the recap's
    route says HTML, its default), where it gives a `Response` its own."""

    def to_asgi_response(self, *args: Any, media_type: Any = None, **kwargs: Any) -> ASGIResponse:
        return super().to_asgi_response(*args, media_type=self.media_type or media_type, **kwargs)


def negotiate(request: Request[Any, Any, Any], fmt: Format | None) -> Format:
    """`?format=` wins; else the best of the Accept header; else HTML."""
    if fmt is not None:
        return fmt
    best = request.accept.best_match([MediaType.HTML, MARKDOWN, "text/x-markdown", MediaType.JSON], MediaType.HTML)
    if best in (MARKDOWN, "text/x-markdown"):
        return "md"
    return "json" if best == MediaType.JSON else "html"


@get(
    BASE + "/tables/{table_id:str}/recap",
    operation_id="recap_table",
    summary="The session recap of a table (HTML, Markdown or JSON)",
    media_type=MediaType.HTML,
    operation_class=_RecapOperation,
    responses={
        200: ResponseSpec(
            data_container=Recap,
            media_type=MediaType.JSON,
            generate_examples=False,  # generated examples hold random times: the committed document must be stable
            description="The recap: an HTML page, a Markdown document (`format=md` or `Accept: text/markdown`) "
            "or its data as JSON (`format=json` or `Accept: application/json`).",
        ),
        **responses(RANGE_ERRORS),
    },
    opt={TOKEN_IN_QUERY: True, RECAP: True},
    **_read,
)
async def get_recap(
    request: Request[Any, Any, Any],
    services: NamedDependency[Services],
    reads: NamedDependency[Reads],
    principal: NamedDependency[Principal],
    campaign_id: FromPath[uuid.UUID],
    table_id: TableId,
    format: Annotated[
        Format | None,
        QueryParameter(required=False, description="`html`, `md` or `json`; overrides the Accept header."),
    ] = None,
    until: Annotated[
        int | None, QueryParameter(ge=0, required=False, description="Recap up to this version (default: now).")
    ] = None,
    until_time: Moment = None,
    link_token: Annotated[
        str | None,
        QueryParameter(
            name="token",
            required=False,
            description="A read-only token (a `recap` token of this table, or an `overlay` or `observer` one) "
            "instead of the Authorization header, so that a link opens the recap. A member's token is refused.",
        ),
    ] = None,
) -> Response[Any]:
    """Who played, every roll with its faces, saves and their outcomes, damage and malfunctions, Inspiration
    earned and spent, turns bought, key moments, and the campaign's head hash (publish it: a later
    `verify` proves the log is the one recapped); with SVG charts of the dice faces against a fair die, the
    successes per character and the Action Points over each conflict. Rolls hidden from the caller appear
    only as hidden rolls, without faces, and count in no chart."""
    chosen = negotiate(request, format)
    vp = await reads.viewpoint(campaign_id, principal)
    recap = await services.audit_read(
        campaign_id,
        vp.version,
        lambda store, dsn: reads.recap(
            recap_source(store, dsn), vp, table_id, until_version=until, until_time=until_time
        ),
    )
    headers = {**with_etag(recap.to_version), "Vary": "Accept"}
    # Encoding and rendering (charts included) are CPU work proportional to the table: streamed as it is
    # made, piece by piece on the read threads, instead of built whole in memory and on the event loop.
    media: str
    if chosen == "json":
        parts, media = json_parts(recap), MediaType.JSON
    elif chosen == "md":
        parts, media = text_bytes(markdown_parts(recap)), f"{MARKDOWN}; charset=utf-8"
    else:
        parts, media = text_bytes(html_parts(recap)), MediaType.HTML
        headers.update(RECAP_PAGE_HEADERS)
    return _Stream(offload_stream(parts), media_type=media, headers=headers)


route_handlers = [get_replay, get_past_state, get_recap]
