"""Reads: the campaign, its state (now or as of any past version), entities, the audit log, fairness.
The hash chain's check is `GET …/integrity` (routes/audit.py).

Every read needs a token of the campaign (any role) and shows what that member may see
(`application/visible.py`). Each carries `ETag` = the stream version it reflects.
"""

from __future__ import annotations

import inspect
import logging
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Annotated, Any

import msgspec
from litestar import MediaType, Request, Response, get
from litestar.di import NamedDependency
from litestar.handlers import HTTPRouteHandler
from litestar.params import FromPath, PathParameter, QueryParameter

from application.held import HeldRolls, Holding
from application.hidden_rolls import HiddenRolls
from application.principal import Principal, acting_member
from application.repository import CampaignRepository
from application.streams import stream_name, stream_pages
from application.visible import (
    CampaignOut,
    EntityMissing,
    EntityOut,
    EventOut,
    EventsPage,
    campaign_out,
    entity_state,
    is_character_field,
    mentions,
    visible_events,
)
from domain.campaign import Actor, CampaignState
from domain.fairness import FairnessReport, check_table
from domain.game import Game
from domain.messages import Event
from domain.narration import Names
from domain.visibility import FOLLOWS, HIDDEN_ROLL_TYPE, may_see
from eventstore.events import RecordedEvent
from server.access.auth import campaign_member
from server.http.cursors import LogCursor, next_link
from server.http.plumbing import with_etag
from server.http.problems import READ_ERRORS, ApiError, FieldError, responses
from server.http.read_limits import ReadGate, check_size, heavy_read, offload, with_read_limits
from server.http.routes.commands import SECURITY
from server.live.narration import told

log = logging.getLogger("chronicle.server")

BASE = "/campaigns/{campaign_id:uuid}"
ENTITY_PATTERN = r"^(campaign|(character|table|conflict|member):[^\s]+)$"
MAX_SCAN = 10_000
"""How many events one page of /events may scan looking for matches (filters may match few)."""

READ_ROUTE: dict[str, Any] = {
    "guards": [campaign_member],
    "security": SECURITY,
    "responses": responses(READ_ERRORS),
    "tags": ["reads"],
}
"""What every read route takes: a token of the campaign, any role; read errors documented."""

HEAVY_READ_ROUTE: dict[str, Any] = {
    **READ_ROUTE,
    "middleware": [ReadGate],
    "responses": responses(with_read_limits(READ_ERRORS)),
}
"""A read route that walks much of a stream: held to the heavy-read limits (server/http/read_limits.py)."""


def _entity_missing(entity: str, version: int) -> ApiError:
    return ApiError(404, "entity_not_found", f"no {entity} at version {version}", entity=entity, version=version)


@get(BASE, operation_id="get_campaign", summary="The campaign: members, tables, characters", **READ_ROUTE)
async def get_campaign(
    campaign_id: FromPath[uuid.UUID],
    hidden_rolls: NamedDependency[HiddenRolls],
    principal: NamedDependency[Principal],
) -> Response[CampaignOut]:
    """Who plays, which tables exist (with their dice mode and seed commitments), who owns which character,
    and which rolls are still hidden. `you` is the caller's own membership."""

    def render(game: Game, state: CampaignState, viewer: Actor, unseen: list[Event]) -> tuple[CampaignOut, int]:
        return campaign_out(game, state, viewer), state.version

    out, version = await hidden_rolls.render_for(campaign_id, principal, render)
    return Response(out, headers=with_etag(version))


@dataclass(frozen=True)
class _Readers:
    """What an entity read uses, as its route received it."""

    repository: CampaignRepository
    hidden_rolls: HiddenRolls
    held_rolls: HeldRolls
    principal: Principal


async def _entity(
    request: Request[Any, Any, Any], readers: _Readers, campaign_id: uuid.UUID, entity: str, at: int | None
) -> Response[EntityOut]:
    principal = readers.principal

    def render(game: Game, state: CampaignState, viewer: Actor, unseen: list[Event], held: Holding) -> Any:
        if at is None or at == state.version:
            try:
                return EntityOut(
                    campaign_id=str(campaign_id),
                    version=state.version,
                    current_version=state.version,
                    entity=entity,
                    state=entity_state(game, state, viewer, entity, unseen, held.at(state.version)),
                )
            except EntityMissing:
                raise _entity_missing(entity, state.version) from None
        return (game, viewer, dict(state.hidden_rolls), state.version, held)

    result = await readers.held_rolls.render_for(readers.hidden_rolls, campaign_id, principal, render)
    if isinstance(result, EntityOut):
        return Response(result, headers=with_etag(result.version))
    game, viewer, current_hidden, current, held = result
    assert at is not None
    if at > current:
        raise ApiError(
            422,
            "version_out_of_range",
            f"the campaign is at version {current}; `at` cannot be later",
            at=at,
            version=current,
            errors=[FieldError(message=f"at most {current}", field="at", source="query")],
        )
    async with heavy_read(request):  # a fold of the log up to `at`: held to the heavy-read limits
        _, past = await readers.repository.state_at(campaign_id, at)
        unseen = await readers.hidden_rolls.unseen_at(campaign_id, game, viewer, current_hidden, at)
        try:
            shown = await offload(entity_state, game, past, viewer, entity, unseen, held.at(at))
        except EntityMissing:
            raise _entity_missing(entity, at) from None
    out = EntityOut(campaign_id=str(campaign_id), version=at, current_version=current, entity=entity, state=shown)
    return Response(out, headers=with_etag(at))


@get(
    BASE + "/state",
    operation_id="get_state",
    summary="State of the campaign or one entity, now or at a past version",
    **{
        **READ_ROUTE,
        "responses": responses(
            with_read_limits(
                {
                    **READ_ERRORS,
                    422: "`at` is later than the campaign's version (`version_out_of_range`); `errors` names it.",
                }
            )
        ),
    },
)
async def get_state(
    request: Request[Any, Any, Any],
    campaign_id: FromPath[uuid.UUID],
    repository: NamedDependency[CampaignRepository],
    hidden_rolls: NamedDependency[HiddenRolls],
    held_rolls: NamedDependency[HeldRolls],
    principal: NamedDependency[Principal],
    at: Annotated[
        int | None,
        QueryParameter(
            name="at", ge=0, required=False, description="A past stream version (default: the current one)."
        ),
    ] = None,
    entity: Annotated[
        str,
        QueryParameter(
            name="entity",
            pattern=ENTITY_PATTERN,
            max_length=200,
            required=False,
            description="`campaign` (default), `character:<id>`, `table:<id>`, `conflict:<id>` or `member:<id>`.",
        ),
    ] = "campaign",
) -> Response[EntityOut]:
    """The fold of the log up to `at`: any entity's state as of any past version, for audits and replays.
    Rolls hidden from the caller (now) are left out of what it shows, and every entity such a roll or what
    followed from it touched is shown as it was before the roll, marked `held_until_reveal` (the roll's
    version), until the reveal. A past version is a heavy read (its concurrency, time and size are limited:
    413/503 below)."""
    return await _entity(request, _Readers(repository, hidden_rolls, held_rolls, principal), campaign_id, entity, at)


def _entity_read(kind: str, summary: str, description: str) -> HTTPRouteHandler:
    """`GET …/<kind>s/{<kind>_id}`: the entity as it stands now, the read `GET …/state?entity=<kind>:<id>` makes.

    One handler for every kind; each route names its path parameter for its kind (`character_id`, …), so the
    handler's signature is written here per kind (Litestar passes parameters by those names)."""
    parameter = f"{kind}_id"

    async def read(
        request: Request[Any, Any, Any],
        campaign_id: uuid.UUID,
        repository: CampaignRepository,
        hidden_rolls: HiddenRolls,
        held_rolls: HeldRolls,
        principal: Principal,
        **path: str,
    ) -> Response[EntityOut]:
        readers = _Readers(repository, hidden_rolls, held_rolls, principal)
        return await _entity(request, readers, campaign_id, f"{kind}:{path[parameter]}", None)

    annotations: dict[str, Any] = {
        "request": Request,
        "campaign_id": FromPath[uuid.UUID],
        "repository": NamedDependency[CampaignRepository],
        "hidden_rolls": NamedDependency[HiddenRolls],
        "held_rolls": NamedDependency[HeldRolls],
        "principal": NamedDependency[Principal],
        parameter: Annotated[str, PathParameter(max_length=200)],
    }
    read.__annotations__ = {**annotations, "return": Response[EntityOut]}
    setattr(  # noqa: B010 - a function's signature is set this way
        read,
        "__signature__",
        inspect.Signature(
            [inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY) for name in annotations],
            return_annotation=Response[EntityOut],
        ),
    )
    read.__name__ = read.__qualname__ = f"get_{kind}"
    read.__doc__ = description
    return get(f"{BASE}/{kind}s/{{{parameter}:str}}", operation_id=f"get_{kind}", summary=summary, **READ_ROUTE)(read)


get_character = _entity_read("character", "A character", "The character's owner, name and sheet as it stands now.")
get_table = _entity_read(
    "table",
    "A table (play session)",
    "Open or closed, dice mode, the seed commitment and revealed seeds of a verifiable table, next nonce.",
)
get_conflict = _entity_read(
    "conflict", "A conflict", "A conflict inside a table: turn order, action points, whose turn it is."
)


@dataclass
class _Scan:
    """Where a page of /events is: the encoded matches so far, the cursor, and their size."""

    limit: int
    cursor: int
    found: list[msgspec.Raw] = field(default_factory=list)
    scanned: int = 0
    size: int = 0
    to_tell: list[tuple[EventOut, Event, dict[str, Any] | None]] | None = None
    """With `?text=1`: each match with its decoded event and the hidden roll it follows, to be told."""


_encode = msgspec.json.Encoder().encode


def _scan_batch(
    scan: _Scan,
    game: Game,
    records: Sequence[RecordedEvent],
    viewer: Actor,
    hidden: frozenset[int],
    wanted: set[str] | None,
    table_id: str | None,
    character_id: str | None,
) -> None:
    """Filter and encode one batch of records (on a read thread: decoding and encoding are the CPU here)."""
    by_version = {r.version: r for r in records} if scan.to_tell is not None else {}
    for out in visible_events(game, records, viewer, hidden):
        scan.cursor = out.version
        scan.scanned += 1
        if wanted is not None and out.type not in wanted:
            continue
        if table_id is not None and out.data.get("table_id") != table_id:
            continue
        if character_id is not None and not mentions(out.data, character_id, is_character_field):
            continue
        encoded = _encode(out)
        scan.found.append(msgspec.Raw(encoded))
        if scan.to_tell is not None:
            record = by_version[out.version]
            follows = record.metadata.get(FOLLOWS)
            scan.to_tell.append((out, game.decode(record.type, record.data), follows))
        scan.size += len(encoded) + 1
        if len(scan.found) >= scan.limit or scan.scanned >= MAX_SCAN:
            return


def _lines(
    game: Game, state: CampaignState, outs: Sequence[tuple[EventOut, Event, dict[str, Any] | None]]
) -> list[str | None]:
    """Each event's line as its viewer was shown it (under the campaign's lock: names as they are now)."""
    names = Names(state)
    lines: list[str | None] = []
    for out, event, follows in outs:
        try:
            lines.append(told(game, names, event, follows, hidden=out.type == HIDDEN_ROLL_TYPE))
        except Exception:  # a line is a courtesy: the page goes without it
            log.exception("no line for event %d", out.version)
            lines.append(None)
    return lines


def _with_lines(
    outs: Sequence[tuple[EventOut, Event, dict[str, Any] | None]], lines: Sequence[str | None]
) -> list[msgspec.Raw]:
    found = []
    for (out, _, _), line in zip(outs, lines, strict=True):
        out.text = line
        found.append(msgspec.Raw(_encode(out)))
    return found


@get(
    BASE + "/events",
    operation_id="list_events",
    summary="The campaign's event log, page by page",
    **HEAVY_READ_ROUTE,
)
async def list_events(
    campaign_id: FromPath[uuid.UUID],
    repository: NamedDependency[CampaignRepository],
    principal: NamedDependency[Principal],
    request: Request[Any, Any, Any],
    cursor: LogCursor = None,
    after: Annotated[
        int,
        QueryParameter(
            name="after",
            ge=-1,
            description="Deprecated (use `cursor`): return events after this version.",
        ),
    ] = -1,
    limit: Annotated[int, QueryParameter(name="limit", ge=1, le=1000, description="Most events to return.")] = 100,
    table_id: Annotated[
        str | None,
        QueryParameter(name="table_id", required=False, max_length=200, description="Only this table's events."),
    ] = None,
    character_id: Annotated[
        str | None,
        QueryParameter(name="character_id", required=False, max_length=200, description="Only events naming it."),
    ] = None,
    types: Annotated[
        list[str] | None,
        QueryParameter(name="type", required=False, description="Only these event types (repeat the parameter)."),
    ] = None,
    text: Annotated[
        bool,
        QueryParameter(
            name="text",
            required=False,
            description="Each event also carries its line of plain English (`text`), as the caller may see it.",
        ),
    ] = False,
) -> Response[EventsPage]:
    """Every stored event in order with its hash (the tamper-evidence chain), as the caller may see it: a roll
    hidden from the caller appears as `roll.hidden` without data or hash. Filters apply to what is shown.
    A page is a heavy read: it scans at most 10,000 events, and a page larger than the server's read limit
    is refused (413 `read_too_large`: ask for a smaller `limit`)."""
    if cursor is not None:
        after = int(cursor)
    game, viewer, hidden, version = await repository.view(
        campaign_id,
        lambda g, s: (g, acting_member(s, principal), frozenset(s.hidden_rolls), s.version),
    )
    wanted = set(types) if types else None
    scan = _Scan(limit=limit, cursor=after, to_tell=[] if text else None)
    batch = max(limit, 200)
    while scan.cursor < version and len(scan.found) < limit and scan.scanned < MAX_SCAN:
        records = await repository.read_events(campaign_id, scan.cursor + 1, min(batch, version - scan.cursor))
        if not records:
            break
        await offload(_scan_batch, scan, game, records, viewer, hidden, wanted, table_id, character_id)
        check_size(scan.size)
    if scan.to_tell:
        told_now = scan.to_tell
        lines = await repository.view(campaign_id, lambda g, s: _lines(g, s, told_now))
        scan.found = await offload(_with_lines, told_now, lines)
        check_size(sum(len(raw) + 1 for raw in scan.found))
    reached = max(scan.cursor, after)
    page = EventsPage(
        campaign_id=str(campaign_id),
        events=scan.found,  # type: ignore[arg-type]  # each already encoded on a read thread
        next_cursor=str(reached),
        version=version,
        more=scan.cursor < version,
        next_after=reached,
    )
    headers = next_link(request, page.next_cursor, ("after",)) if page.more else {}
    # the annotation gives OpenAPI the page's schema; the body is that page, encoded here
    return Response(_encode(page), media_type=MediaType.JSON, headers=with_etag(version, headers))  # type: ignore[arg-type]


@get(
    BASE + "/tables/{table_id:str}/fairness",
    operation_id="check_table_fairness",
    summary="Re-derive a verifiable table's rolls from its revealed seeds",
    **HEAVY_READ_ROUTE,
)
async def table_fairness(
    campaign_id: FromPath[uuid.UUID],
    repository: NamedDependency[CampaignRepository],
    principal: NamedDependency[Principal],
    table_id: Annotated[str, PathParameter(max_length=200)],
) -> Response[FairnessReport]:
    """Checks every roll of the table against the seed revealed for its epoch (commit–reveal): faces must be
    the ones the algorithm in domain/dice.py gives and nonces must run without gaps. Rolls still hidden from
    the caller are checked but their faces are not shown."""
    game, viewer, hidden, version, exists = await repository.view(
        campaign_id,
        lambda g, s: (
            g,
            acting_member(s, principal),
            dict(s.hidden_rolls),
            s.version,
            table_id in s.tables,
        ),
    )
    if not exists:
        raise _entity_missing(f"table:{table_id}", version)
    log: list[tuple[int, Event]] = []
    needle = table_id.encode()
    async for records in stream_pages(repository.store, stream_name(campaign_id), version, page=FAIRNESS_PAGE):
        log.extend(await offload(_table_events, game, records, needle))  # only this table's events are kept
    body = await offload(_fairness_body, table_id, log, viewer, hidden)
    # the annotation gives OpenAPI the report's schema; the body is that report, checked and encoded off the loop
    return Response(body, media_type=MediaType.JSON, headers=with_etag(version))  # type: ignore[arg-type]


FAIRNESS_PAGE = 1000


def _fairness_body(table_id: str, log: list[tuple[int, Event]], viewer: Actor, hidden: dict[int, str]) -> bytes:
    """The table's fairness report as the viewer may see it (rolls still hidden from them without faces),
    encoded: on a read thread, as a long table's report is large (its encoding held the loop up to ~100 ms
    for 20,000 rolls)."""
    report = check_table(table_id, log)
    if viewer.role != "gm":
        unseen = {v for v, e in log if v in hidden and not may_see(e, v, viewer, hidden)}
        for check in report.rolls:
            if check.version in unseen:
                check.recorded = ()
                check.expected = None
    return _encode(report)


def _table_events(game: Game, records: Sequence[RecordedEvent], needle: bytes) -> list[tuple[int, Event]]:
    """The events of a page that may be about the table (its id appears in them): all `check_table` needs."""
    return [(r.version, game.decode(r.type, r.data)) for r in records if needle in r.data]


route_handlers = [
    get_campaign,
    get_state,
    get_character,
    get_table,
    get_conflict,
    list_events,
    table_fairness,
]
