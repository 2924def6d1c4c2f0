"""The state of a campaign at a past version: the one fold of the past, for commands and reads alike.

A command's retry rebuilds its answer from the state right after its events; a replay, a recap, a read at a
version and what a hidden roll holds back start from the state at some version. All of them come here: the
newest snapshot of the campaign's state type at or before the version (the latest or a kept one), then the
events after it, folded a page at a time. A snapshot that no longer decodes (written by a server whose state
shape it no longer is, or damaged) is skipped and the fold starts from the stream's first event instead.

A fold that goes far keeps a snapshot every `KEEP_GAP` versions on its way and where it ends (a campaign
written without them — imported, or appended by a tool — gets them from its first long read), so no later
read anywhere in that stretch folds more than `KEEP_GAP` events.

CPU-heavy steps (decoding a snapshot, folding a page) run through `offload`: on the event loop by default,
off it where the server passes its read threads (server/http/read_limits.py). Pages are read between them, so
the loop is never held longer than one page's handover.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import ParamSpec, TypeVar

import msgspec

from application.ports import Offload, StreamStore
from application.streams import stream_pages
from domain.campaign import CampaignState
from domain.game import Game
from eventstore.events import RecordedEvent

log = logging.getLogger("chronicle.application")

P = ParamSpec("P")
T = TypeVar("T")

PAGE = 500
"""Events read per query by reads of the past: small enough that decoding one page on the loop is quick."""
KEEP_GAP = 1000
"""A fold that went further than this from its snapshot keeps the state where it ended, so the next read
there does not (at most one such snapshot per this many versions)."""


async def on_the_loop(fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> T:
    """The `Offload` that runs `fn` where it is called (tests, and the in-memory application)."""
    return fn(*args, **kwargs)


async def fold_past(
    store: StreamStore, game: Game, stream: str, version: int, kind: str, *, offload: Offload = on_the_loop
) -> CampaignState:
    """The campaign's state at `version` (-1: before its first event), from the newest snapshot of type `kind`
    (the campaign's `snapshot_type`) at or before it and the events after it (see the module docstring)."""
    if version < 0:
        return game.new_state()
    snap = await store.load_snapshot(stream, at_or_before=version, type=kind)
    state: CampaignState | None = None
    if snap is not None:
        try:
            state = await offload(game.decode_state, snap.data)
            state.version = snap.version
        except (msgspec.DecodeError, msgspec.ValidationError, TypeError, ValueError):
            log.warning("%s: snapshot at %d unreadable; folding from the start", stream, snap.version)
            state = None
    if state is None:
        state = game.new_state()
    kept = state.version
    async for page in stream_pages(store, stream, version, start=state.version + 1, page=PAGE):
        await offload(_fold, game, page, state)
        if state.version - kept >= KEEP_GAP and state.version < version:
            await _keep(store, game, stream, state, kind, offload)
            kept = state.version
    if state.version - kept > KEEP_GAP // 2:
        await _keep(store, game, stream, state, kind, offload)
    return state


async def _keep(store: StreamStore, game: Game, stream: str, state: CampaignState, kind: str, offload: Offload) -> None:
    try:
        data = await offload(game.encode_state, state)
        await store.keep_snapshot(stream, state.version, kind, data)
    except Exception:  # a kept snapshot only spares later reads some folding
        log.exception("%s: keeping a snapshot at %d failed", stream, state.version)


def _fold(game: Game, records: Sequence[RecordedEvent], state: CampaignState) -> None:
    game.fold((game.decode(r.type, r.data) for r in records), state)
