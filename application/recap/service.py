"""The recap use-case: walk one table as a viewer sees it, verify the campaign's chain, build the recap.

Shared by `GET …/tables/{table_id}/recap` and `chronicle recap`, so both print the same recap for the
same viewer. The walk covers the table's own events only — from the state kept just before the table
opened to its closing (application/replay/start.py) — and the recap is gathered in the same pass
(`RecapBuilder`), off the event loop, so the fiftieth session's recap costs what the first's did. A long
table's walk starts at the newest checkpoint of what an earlier recap had gathered (application/recap/
checkpoint.py), so a recap folds only the events since. It reads through a `RecapSource`: the stream, the
checkpoints and the chain check of one database (server/recap/sources.py: the primary or a read standby).

A recap of a range that can no longer change is cached (in the read facade's `PageCache`, keyed by the
head it was built from and what the viewer may see); the chain check is cached per campaign head, and goes
on from the part of the range this process already recomputed (application/past_cache.py).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

import msgspec

from application.errors import NotFound
from application.past import PAGE
from application.past_cache import PastCache
from application.ports import ChainCheck, RecapCheckpoints, StreamStore
from application.recap import checkpoint
from application.recap.build import Integrity, Recap, RecapBuilder
from application.replay.service import PageCache, TableWalk, Viewpoint, range_key, replay_range, table_walk, walk_table
from application.replay.start import REVEALED
from application.replay.steps import Step, Walk
from application.streams import stream_name, stream_pages
from domain.campaign import RollRevealed
from domain.messages import RollEvent
from eventstore.events import VerifyResult

CACHE_EVENTS = 10_000
"""Recaps of larger tables are not cached: the cache's memory stays bounded (64 entries of at most ~1 MB)."""


@dataclass(frozen=True)
class RecapSource:
    """Where a recap reads: the stream, the recap checkpoints and the chain check, all of one database (the
    primary, or a read standby that holds the campaign's version: server/recap/sources.py)."""

    store: StreamStore
    checkpoints: RecapCheckpoints
    verify: ChainCheck


def no_size_limit(size: int) -> None:
    """The `check_size` of a recap nobody limits (the command line, the background refresh)."""


async def integrity_of(
    source: RecapSource, campaign_id: str, first: int, last: int, head: int, cache: PastCache | None = None
) -> Integrity:
    """The hash chain recomputed across versions `first`–`last` (the recapped table's events, chained from
    the stored hash before them: server/eventstore verify_range) and the campaign's head hash to publish.

    Only the table's events are hashed, so a recap costs what its table holds; and only those after the part
    of the range this process already recomputed (`cache.verified`, application/past_cache.py: what was not
    recomputed in this process is never trusted), so it costs what the table gained since. `GET …/integrity`
    and `chronicle verify` recompute the whole chain (and check a published head)."""
    key = (campaign_id, first, last, head)
    found = cache.chains.get(key) if cache is not None else None
    if found is not None:
        return found
    store = source.store
    stream = stream_name(campaign_id)
    start, done, anchor = first, 0, None
    prefix = cache.verified.get((campaign_id, first)) if cache is not None else None
    if prefix is not None and prefix[0] <= last:
        at = await store.read_stream(stream, from_version=prefix[0], limit=1, upcast=False)
        if at and at[0].version == prefix[0] and at[0].hash == prefix[1]:
            start, done, anchor = prefix[0] + 1, prefix[2], prefix[1]
    if start <= last:
        result = await source.verify(stream, start, last)
    else:
        result = VerifyResult(stream, True, 0, head_hash=anchor)
    if result.ok and result.head_hash is not None and cache is not None:
        cache.verified.put((campaign_id, first), (last, result.head_hash, done + result.checked))
    # The head to publish: the campaign's last event, or, on a broken chain, the last one before the break.
    top = head if result.ok or result.first_bad_version is None else result.first_bad_version - 1
    # (none when the break is at the log's first event: nothing before it can be vouched for)
    tail = await store.read_stream_backward(stream, from_version=top, limit=1, upcast=False) if top >= 0 else []
    newest = tail[0] if tail else None
    checked = Integrity(
        ok=result.ok,
        checked=done + result.checked,
        head_version=newest.version if newest is not None else None,
        head_hash=newest.hash.hex() if newest is not None else None,
        first_bad_version=result.first_bad_version,
        reason=result.reason,
        checked_from=first,
        checked_to=last,
    )
    if result.ok and cache is not None:
        cache.chains.put(key, checked)
    return checked


async def recap_for(
    source: RecapSource,
    vp: Viewpoint,
    table_id: str,
    *,
    until_version: int | None = None,
    until_time: datetime | None = None,
    writer: RecapCheckpoints | None = None,
    check_size: Callable[[int], None] = no_size_limit,
    pages: PageCache | None = None,
) -> Recap:
    """The recap of `table_id` up to a version or time (default: now), as `vp` may see it, from `source`. A
    checkpoint it keeps is written to `writer` (the primary's, when `source` is a read-only standby);
    `check_size` refuses a recap grown too large (the server's read limits) while it is gathered; `pages`
    caches the recap of a range that can no longer change (none: nothing cached)."""
    store = source.store
    if table_id not in vp.tables:
        raise NotFound("no such table", code="table_not_found", table_id=table_id)
    _, hi = await replay_range(
        store, vp, from_version=None, to_version=until_version, from_time=None, to_time=until_time
    )
    span = await table_walk(store, vp, table_id, 0, hi, exact=True)
    if span.lo > span.hi:
        raise NotFound(f"the table did not exist yet at version {hi}", code="table_not_found", table_id=table_id)
    key = range_key(vp, "recap", table_id, span.lo, span.hi)
    # The chain check of the range runs beside the recap's walk: its reads and the walk's overlap.
    chain = asyncio.ensure_future(integrity_of(source, vp.campaign_id, span.lo, span.hi, vp.version, vp.cache))
    try:
        recap = pages.get(key) if pages is not None else None
        if not isinstance(recap, Recap):
            # A checkpoint may end the walk only where a command's events end: at the head, or where the
            # table closed (a recap up to an earlier version may stop inside a command's events).
            whole = span.hi == vp.version or (until_version is None and until_time is None)
            recap = await _build(
                source, vp, table_id, span, keep_checkpoint=whole, writer=writer, check_size=check_size
            )
            done = span.hi < vp.version or not vp.table_states[table_id].open
            if pages is not None and done and recap.events <= CACHE_EVENTS:
                pages.put(key, recap)
        checked = await chain
        if recap.to_version != span.hi:  # (the walk ends where the range does; should it not, check its end)
            checked = await integrity_of(source, vp.campaign_id, span.lo, recap.to_version, vp.version, vp.cache)
    finally:
        if not chain.done():
            chain.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await chain
    return msgspec.structs.replace(recap, integrity=checked)


async def gather(
    source: RecapSource,
    vp: Viewpoint,
    table_id: str,
    span: TableWalk,
    *,
    keep_checkpoint: bool,
    writer: RecapCheckpoints | None = None,
    check_size: Callable[[int], None] = no_size_limit,
) -> tuple[RecapBuilder, Walk]:
    """Walk the table's range `span` from its newest usable checkpoint (else from its opening), gathering
    its recap; keep a new checkpoint (in the background) when `keep_checkpoint` and the walk went far."""
    store = source.store
    found = await checkpoint.load(store, source.checkpoints, vp, table_id, span.lo, span.hi)
    if found is not None:
        start, builder = found
        span = TableWalk(span.lo, span.hi, start)
    else:
        builder = RecapBuilder(vp.game.ruleset.recap)
    secret = builder.secret

    def take(_walk: Walk, batch: list[Step], last: bool) -> bool:
        for step in batch:
            event = step.event
            if isinstance(event, RollRevealed):
                secret.discard(event.version)
            if step.table_id == table_id and span.lo <= step.version <= span.hi:
                builder.add(step)
                if isinstance(event, RollEvent) and event.visibility != "public":
                    secret.add(step.version)
        check_size(builder.size)  # 413 while gathering: the recap is streamed, no whole body is measured
        return False

    walk = await walk_table(store, vp, table_id, span, take, conflicts_only=True)
    if keep_checkpoint and span.hi - span.start >= checkpoint.EVERY:
        made = await vp.offload(checkpoint.made, vp, table_id, span.hi, builder)
        checkpoint.keep(store, writer or source.checkpoints, made)
    return builder, walk


async def _build(
    source: RecapSource,
    vp: Viewpoint,
    table_id: str,
    span: TableWalk,
    *,
    keep_checkpoint: bool,
    writer: RecapCheckpoints | None,
    check_size: Callable[[int], None],
) -> Recap:
    builder, walk = await gather(
        source, vp, table_id, span, keep_checkpoint=keep_checkpoint, writer=writer, check_size=check_size
    )
    store = source.store
    revealed = {v for v in builder.secret if v not in vp.hidden_now}  # (a roll still hidden has no reveal)
    if revealed and span.hi < vp.version:
        await _late_reveals(store, vp, walk, table_id, span.hi, revealed, builder)
    state = walk.state
    if table_id not in state.tables:
        raise NotFound(f"the table did not exist yet at version {span.hi}", code="table_not_found", table_id=table_id)
    pending = Integrity(ok=True, checked=0, head_version=None, head_hash=None)
    return await vp.offload(
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
    store: StreamStore, vp: Viewpoint, walk: Walk, table_id: str, after: int, versions: set[int], builder: RecapBuilder
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


async def refresh(source: RecapSource, vp: Viewpoint) -> int:
    """Bring the checkpoint of each open table of `vp`'s campaign up to the head where it is
    `checkpoint.EVERY` or more events behind, and recompute the chain across its range (this process's
    verified prefix, application/past_cache.py): off the request path (server/recap/refresh.py). `vp` is a GM's: their
    checkpoint serves every viewer from whom no roll before it is hidden. Returns how many were kept."""
    store = source.store
    kept = 0
    for table_id, table in vp.table_states.items():
        if not table.open:
            continue
        span = await table_walk(store, vp, table_id, 0, vp.version, exact=True)
        if span.lo > span.hi:
            continue
        newest = await checkpoint.newest(source.checkpoints, vp, table_id)
        base = newest if newest is not None and newest >= span.lo else span.start
        if span.hi - base < checkpoint.EVERY:
            continue
        await gather(source, vp, table_id, span, keep_checkpoint=True)
        # The chain across the range too, so that the next recap's check hashes only what came after.
        await integrity_of(source, vp.campaign_id, span.lo, span.hi, vp.version, vp.cache)
        kept += 1
    return kept
