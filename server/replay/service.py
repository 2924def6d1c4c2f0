"""Replays as use-cases: a table's step-through and any entity's state at a past version or time.

Both the HTTP routes (`server/routes/replay.py`) and the command line (`chronicle replay`, `chronicle
recap`) come through here, so a viewer sees the same replay wherever they ask for it. A `Viewpoint` fixes
who looks and what is hidden from them *now*; `table_steps` then walks the stream from its first event
(see `server/replay/steps.py` for why from the start) and keeps the watched table's steps.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import msgspec

from domain.campaign import Actor, CampaignCreated, CampaignState
from domain.game import Game
from eventstore.events import RecordedEvent
from eventstore.store import EventStore
from server.campaigns import Principal
from server.problems import ApiError, FieldError
from server.replay.steps import Step, Walk
from server.replay.timing import as_utc, version_at_time
from server.streams import stream_name, stream_pages
from server.views import EntityMissing, EventOut, entity_state, event_out, hidden_out

PAGE = 2000
"""Events read from the store per query while walking a stream."""


@dataclass
class Viewpoint:
    """Who looks at a campaign and what is hidden from them, as of the campaign's current version."""

    campaign_id: str
    game: Game
    viewer: Actor
    viewer_name: str
    hidden_now: dict[int, str]
    version: int
    campaign_name: str
    tables: dict[str, str]
    """Table id → name, as of now."""


def viewpoint_of(campaign_id: str, game: Game, state: CampaignState, viewer: Actor) -> Viewpoint:
    member = state.members.get(viewer.member_id)
    return Viewpoint(
        campaign_id=campaign_id,
        game=game,
        viewer=viewer,
        viewer_name=member.name if member is not None else viewer.member_id,
        hidden_now=dict(state.hidden_rolls),
        version=state.version,
        campaign_name=state.name,
        tables={t.table_id: t.name for t in state.tables.values()},
    )


async def viewpoint(services: Any, campaign_id: uuid.UUID, principal: Principal) -> Viewpoint:
    """The caller's viewpoint on the campaign's current (cached, caught-up) state."""
    campaigns = services.campaigns
    return await campaigns.view(  # type: ignore[no-any-return]
        campaign_id,
        lambda game, state: viewpoint_of(str(campaign_id), game, state, campaigns.actor(state, principal)),
    )


async def table_steps(
    store: EventStore, vp: Viewpoint, table_id: str, lo: int, hi: int, limit: int | None = None
) -> tuple[list[Step], CampaignState, bool]:
    """The table's steps with versions in [lo, hi] (at most `limit`, then `more` is True), with states."""
    walk = Walk(vp.game, vp.viewer, vp.hidden_now, watch=table_id, lo=lo, hi=hi)
    steps: list[Step] = []

    def keep(batch: list[Step]) -> None:
        steps.extend(s for s in batch if s.table_id == table_id and lo <= s.version <= hi)

    async for page in stream_pages(store, stream_name(vp.campaign_id), hi, page=PAGE):
        keep(walk.feed(page))
        if limit is not None and len(steps) > limit:
            break
    else:
        keep(walk.finish())
    more = limit is not None and len(steps) > limit
    return (steps[:limit] if limit is not None else steps), walk.state, more


# --- shapes ---------------------------------------------------------------------------------------------------


class ReplayStep(msgspec.Struct, kw_only=True):
    """One event of the table and the table's state right after it, as the caller may see them."""

    version: int
    recorded_at: datetime
    actor: str | None
    """Display name of the member whose command appended the event."""
    text: str
    """The event in plain English (a roll hidden from the caller: only that it happened)."""
    key_moment: bool
    event: EventOut
    state: dict[str, Any]


class TableReplay(msgspec.Struct, kw_only=True):
    campaign_id: str
    table_id: str
    table_name: str
    ruleset: str
    viewer: str
    from_version: int
    to_version: int
    """The last version this replay covers (the campaign may have moved on: `current_version`)."""
    current_version: int
    steps: list[ReplayStep]
    more: bool
    """More steps of the table follow within the range: ask again with `from` = `next_from`."""
    next_from: int | None = None


class PastState(msgspec.Struct, kw_only=True):
    """An entity (or the whole campaign) as it stood at `version`, the last one recorded by `at_time`."""

    campaign_id: str
    entity: str
    version: int
    recorded_at: datetime | None
    """When the event at `version` was recorded."""
    at_time: datetime | None
    current_version: int
    state: dict[str, Any]


def step_out(step: Step) -> ReplayStep:
    record = step.record
    event = event_out(record) if step.seen else hidden_out(record, step.event)  # type: ignore[arg-type]
    return ReplayStep(
        version=record.version,
        recorded_at=record.recorded_at,
        actor=step.actor,
        text=step.text,
        key_moment=step.key,
        event=event,
        state=step.state or {},
    )


# --- use-cases -------------------------------------------------------------------------------------------------


def _time_error(name: str, message: str, **data: Any) -> ApiError:
    errors = [FieldError(message=message, field=name, source="query")]
    return ApiError(422, "time_out_of_range", message, errors=errors, **data)


async def replay_range(
    store: EventStore,
    vp: Viewpoint,
    *,
    from_version: int | None,
    to_version: int | None,
    from_time: datetime | None,
    to_time: datetime | None,
) -> tuple[int, int]:
    """The versions [lo, hi] a replay covers: the tighter of the version and time bounds, capped at now."""
    stream = stream_name(vp.campaign_id)
    lo = from_version or 0
    hi = vp.version if to_version is None else min(to_version, vp.version)
    if from_time is not None:
        before = as_utc(from_time) - timedelta(microseconds=1)
        lo = max(lo, await version_at_time(store, stream, before, vp.version) + 1)
    if to_time is not None:
        hi = min(hi, await version_at_time(store, stream, to_time, vp.version))
    return lo, hi


async def replay_table(
    store: EventStore,
    vp: Viewpoint,
    table_id: str,
    *,
    from_version: int | None = None,
    to_version: int | None = None,
    from_time: datetime | None = None,
    to_time: datetime | None = None,
    limit: int = 200,
) -> TableReplay:
    if table_id not in vp.tables:
        raise ApiError(404, "table_not_found", "no such table", table_id=table_id)
    lo, hi = await replay_range(
        store, vp, from_version=from_version, to_version=to_version, from_time=from_time, to_time=to_time
    )
    steps, _, more = await table_steps(store, vp, table_id, lo, hi, limit) if lo <= hi else ([], None, False)
    shown = [step_out(s) for s in steps[:limit]]
    next_from = None
    if more:
        next_from = steps[-1].version + 1
    return TableReplay(
        campaign_id=vp.campaign_id,
        table_id=table_id,
        table_name=vp.tables[table_id],
        ruleset=vp.game.ruleset.name,
        viewer=vp.viewer_name,
        from_version=lo,
        to_version=hi,
        current_version=vp.version,
        steps=shown,
        more=more,
        next_from=next_from,
    )


async def past_state(
    services: Any,
    campaign_id: uuid.UUID,
    principal: Principal,
    entity: str,
    at: int | None,
    at_time: datetime | None,
) -> PastState:
    """`entity` as of version `at`, or as of the last event recorded by `at_time` (default: now)."""
    if at is not None and at_time is not None:
        raise ApiError(
            400,
            "validation_failed",
            "give `at` (a version) or `at_time` (a time), not both",
            errors=[FieldError(message="not together with at_time", field="at", source="query")],
        )
    vp = await viewpoint(services, campaign_id, principal)
    stream = stream_name(campaign_id)
    version = vp.version if at is None else at
    if at_time is not None:
        version = await version_at_time(services.store, stream, at_time, vp.version)
        if version < 0:
            raise _time_error("at_time", "the campaign did not exist yet at that time", at_time=at_time.isoformat())
    if version > vp.version:
        raise ApiError(
            422,
            "version_out_of_range",
            f"the campaign is at version {vp.version}; `at` cannot be later",
            at=version,
            version=vp.version,
            errors=[FieldError(message=f"at most {vp.version}", field="at", source="query")],
        )
    game, past = await services.campaigns.state_at(campaign_id, version)
    unseen = await services.campaigns.unseen_at(campaign_id, game, vp.viewer, vp.hidden_now, version)
    try:
        shown = entity_state(game, past, vp.viewer, entity, unseen)
    except EntityMissing:
        raise ApiError(
            404, "entity_not_found", f"no {entity} at version {version}", entity=entity, version=version
        ) from None
    (record,) = await services.store.read_stream(stream, from_version=version, limit=1)
    return PastState(
        campaign_id=str(campaign_id),
        entity=entity,
        version=version,
        recorded_at=record.recorded_at,
        at_time=as_utc(at_time) if at_time is not None else None,
        current_version=vp.version,
        state=shown,
    )


async def load_offline(
    store: EventStore, campaign_id: str, rulesets: Any
) -> tuple[Game, list[RecordedEvent], CampaignState]:
    """For the command line: every record of a campaign and its current state, straight from the store."""
    stream = stream_name(campaign_id)
    records: list[RecordedEvent] = []
    async for page in stream_pages(store, stream, page=PAGE):
        records.extend(page)
    if not records:
        raise LookupError(f"no campaign {campaign_id}")
    created = msgspec.json.decode(records[0].data, type=CampaignCreated)
    game = rulesets.get(created.ruleset)
    if game is None:
        raise LookupError(f"this installation does not run the ruleset {created.ruleset!r}")
    state = game.fold(game.decode(r.type, r.data) for r in records)
    return game, records, state
