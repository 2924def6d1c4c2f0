"""The recap use-case: walk one table as a viewer sees it, verify the campaign's chain, build the recap.

Shared by `GET …/tables/{table_id}/recap` and `chronicle recap`, so both print the same recap for the
same viewer. The walk covers the table's own events only — from the state kept just before the table
opened to its closing (server/replay/start.py) — and the recap is gathered in the same pass
(`RecapBuilder`), off the event loop, so the fiftieth session's recap costs what the first's did.

A recap of a range that can no longer change is cached (`server.replay.service.PAGES`, keyed by the head
it was built from and what the viewer may see); the chain check is cached per campaign head.
"""

from __future__ import annotations

from collections import OrderedDict
from datetime import datetime

import msgspec

from application.streams import stream_name, stream_pages
from domain.campaign import RollRevealed
from domain.messages import RollEvent
from eventstore.store import EventStore
from eventstore.verification import verify_range
from server.problems import ApiError
from server.read_limits import check_size, offload
from server.recap.build import Integrity, Recap, RecapBuilder
from server.replay.service import PAGES, TableWalk, Viewpoint, range_key, replay_range, table_walk, walk_table
from server.replay.start import PAGE, REVEALED
from server.replay.steps import Step, Walk

CACHE_EVENTS = 10_000
"""Recaps of larger tables are not cached: the cache's memory stays bounded (64 entries of at most ~1 MB)."""

_CHECKED: OrderedDict[tuple[str, int, int, int], Integrity] = OrderedDict()
"""Chain checks of a table's range at a campaign head (the same range and head: the same answer)."""
_CHECKED_SIZE = 256


async def integrity_of(store: EventStore, campaign_id: str, first: int, last: int, head: int) -> Integrity:
    """The hash chain recomputed across versions `first`–`last` (the recapped table's events, chained from
    the stored hash before them: server/eventstore verify_range) and the campaign's head hash to publish.

    Only the table's events are hashed, so a recap costs what its table holds; `GET …/integrity` and
    `chronicle verify` recompute the whole chain (and check a published head against it)."""
    key = (campaign_id, first, last, head)
    found = _CHECKED.get(key)
    if found is not None:
        return found
    stream = stream_name(campaign_id)
    result = await verify_range(store.connections, stream, first, last, offload=offload)
    # The head to publish: the campaign's last event, or, on a broken chain, the last one before the break.
    top = head if result.ok or result.first_bad_version is None else result.first_bad_version - 1
    # (none when the break is at the log's first event: nothing before it can be vouched for)
    tail = await store.read_stream_backward(stream, from_version=top, limit=1, upcast=False) if top >= 0 else []
    newest = tail[0] if tail else None
    checked = Integrity(
        ok=result.ok,
        checked=result.checked,
        head_version=newest.version if newest is not None else None,
        head_hash=newest.hash.hex() if newest is not None else None,
        first_bad_version=result.first_bad_version,
        reason=result.reason,
        checked_from=first,
        checked_to=last,
    )
    if result.ok:
        _CHECKED[key] = checked
        while len(_CHECKED) > _CHECKED_SIZE:
            _CHECKED.popitem(last=False)
    return checked


async def recap_for(
    store: EventStore,
    vp: Viewpoint,
    table_id: str,
    *,
    until_version: int | None = None,
    until_time: datetime | None = None,
) -> Recap:
    """The recap of `table_id` up to a version or time (default: now), as `vp` may see it."""
    if table_id not in vp.tables:
        raise ApiError(404, "table_not_found", "no such table", table_id=table_id)
    _, hi = await replay_range(
        store, vp, from_version=None, to_version=until_version, from_time=None, to_time=until_time
    )
    span = await table_walk(store, vp, table_id, 0, hi, exact=True)
    if span.lo > span.hi:
        raise ApiError(404, "table_not_found", f"the table did not exist yet at version {hi}", table_id=table_id)
    key = range_key(vp, "recap", table_id, span.lo, span.hi)
    recap = PAGES.get(key)
    if not isinstance(recap, Recap):
        recap = await _build(store, vp, table_id, span)
        if (span.hi < vp.version or not vp.table_states[table_id].open) and recap.events <= CACHE_EVENTS:
            PAGES.put(key, recap)
    checked = await integrity_of(store, vp.campaign_id, span.lo, recap.to_version, vp.version)
    return msgspec.structs.replace(recap, integrity=checked)


async def _build(store: EventStore, vp: Viewpoint, table_id: str, span: TableWalk) -> Recap:
    builder = RecapBuilder(vp.game.ruleset.recap)
    unrevealed: set[int] = set()
    """Versions of the table's rolls that were hidden, are not now, and whose reveal the walk has not met."""

    def take(_walk: Walk, batch: list[Step], last: bool) -> bool:
        for step in batch:
            event = step.event
            if isinstance(event, RollRevealed):
                unrevealed.discard(event.version)
            if step.table_id == table_id and span.lo <= step.version <= span.hi:
                builder.add(step)
                if isinstance(event, RollEvent) and event.visibility != "public" and step.version not in vp.hidden_now:
                    unrevealed.add(step.version)
        check_size(builder.size)  # 413 while gathering: the recap is streamed, no whole body is measured
        return False

    walk = await walk_table(store, vp, table_id, span, take, conflicts_only=True)
    if unrevealed and span.hi < vp.version:
        await _late_reveals(store, vp, walk, table_id, span.hi, unrevealed, builder)
    state = walk.state
    if table_id not in state.tables:
        raise ApiError(404, "table_not_found", f"the table did not exist yet at version {span.hi}", table_id=table_id)
    pending = Integrity(ok=True, checked=0, head_version=None, head_hash=None)
    return await offload(
        lambda: builder.finish(
            campaign_id=vp.campaign_id,
            state=state,
            ruleset_title=vp.game.ruleset.title,
            table_id=table_id,
            viewer=vp.viewer_name,
            viewer_role=vp.viewer.role,
            integrity=pending,
        )
    )


async def _late_reveals(
    store: EventStore, vp: Viewpoint, walk: Walk, table_id: str, after: int, versions: set[int], builder: RecapBuilder
) -> None:
    """The reveals, made after the table closed, of rolls it kept hidden: they belong to its recap. Only
    read for when the table has such rolls; only the reveals are decoded."""
    stream = stream_name(vp.campaign_id)
    async for page in stream_pages(store, stream, vp.version, start=after + 1, page=PAGE):
        for record in page:
            if record.type != REVEALED:
                continue
            event = vp.game.decode(record.type, record.data)
            if not isinstance(event, RollRevealed) or event.version not in versions:
                continue
            versions.discard(event.version)
            actor = record.metadata.get("actor")
            builder.add(
                Step(
                    record=record,
                    event=event,
                    seen=True,
                    table_id=table_id,
                    text=vp.game.describe(event, walk.names),
                    key=vp.game.is_key_moment(event),
                    actor=walk.names.member(actor) if isinstance(actor, str) else None,
                    actor_id=actor if isinstance(actor, str) else None,
                )
            )
        if not versions:
            return
