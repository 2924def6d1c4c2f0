"""Campaign states for the application: cached in this process, loaded from the latest snapshot plus the
events after it, caught up with the store, each campaign behind its own lock.

In one process the writes of a campaign take turns on an `asyncio.Lock`: a table plays sequentially, so
this costs nothing, and it spares the in-process requests from racing each other into conflicts. Reads
catch up with the store under the same lock, so a read never shows a state older than a write it follows.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import TypeVar

import msgspec

from application.errors import NotFound, RulesetUnavailable
from application.past import fold_past, on_the_loop
from application.ports import Offload, StreamStore
from application.principal import Principal, acting_member
from application.snapshot_policy import SnapshotPolicy, snapshot_type
from application.streams import stream_name
from domain.campaign import Actor, CampaignCreated, CampaignState, MemberForgotten
from domain.game import Game
from domain.messages import tag_of
from eventstore.events import RecordedEvent

log = logging.getLogger("chronicle.application")
FORGET_TAG = tag_of(MemberForgotten)

T = TypeVar("T")


@dataclass
class Loaded:
    """A campaign's cached game and state. Handed out under the campaign's lock only (`CampaignRepository.
    locked`): the state is the cache itself, changed in place as events are applied."""

    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    game: Game | None = None
    state: CampaignState | None = None
    fresh: bool = False
    """Whether the state was read from the store while the lock has been held (a cold load or a catch-up)."""


class CampaignRepository:
    def __init__(
        self,
        store: StreamStore,
        rulesets: Mapping[str, Game],
        snapshots: SnapshotPolicy,
        *,
        offload: Offload = on_the_loop,
        cache_size: int = 1024,
    ) -> None:
        self.store = store
        self.rulesets = rulesets
        self.snapshots = snapshots
        self.cache_size = cache_size
        self._offload = offload
        self._entries: OrderedDict[uuid.UUID, Loaded] = OrderedDict()

    def _entry(self, campaign_id: uuid.UUID) -> Loaded:
        entry = self._entries.get(campaign_id)
        if entry is None:
            entry = self._entries[campaign_id] = Loaded()
            while len(self._entries) > self.cache_size:
                self._entries.popitem(last=False)
        else:
            self._entries.move_to_end(campaign_id)
        return entry

    def forget(self, campaign_id: uuid.UUID) -> None:
        """Drop a cached state (tests; an operator tool after restoring a database)."""
        self._entries.pop(campaign_id, None)

    def game_for(self, ruleset: str) -> Game:
        game = self.rulesets.get(ruleset)
        if game is None:
            raise RulesetUnavailable(ruleset)
        return game

    @asynccontextmanager
    async def locked(self, campaign_id: uuid.UUID) -> AsyncIterator[Loaded]:
        """The campaign's cached state (loaded first if need be), under its lock for the block's duration."""
        entry = self._entry(campaign_id)
        async with entry.lock:
            entry.fresh = entry.state is None
            if entry.fresh:
                await self._load(entry, campaign_id)
            yield entry

    @asynccontextmanager
    async def cached(self, campaign_id: uuid.UUID) -> AsyncIterator[Loaded]:
        """The campaign's cache entry under its lock, loaded or not (a creation fills it with `state`)."""
        entry = self._entry(campaign_id)
        async with entry.lock:
            yield entry

    async def _load(self, entry: Loaded, campaign_id: uuid.UUID) -> None:
        stream = stream_name(campaign_id)
        state: CampaignState | None = None
        game: Game | None = None
        snap = await self.store.load_snapshot(stream)
        if snap is not None:
            parts = snap.type.split("/")
            if len(parts) == 3 and parts[0] == "campaign_state":
                game = self.rulesets.get(parts[1])
                if game is not None and snap.type == snapshot_type(game):
                    try:
                        state = game.decode_state(snap.data)
                        state.version = snap.version
                    except (msgspec.DecodeError, msgspec.ValidationError, TypeError, ValueError):
                        log.warning("campaign %s: snapshot at %d unreadable; replaying", campaign_id, snap.version)
                        state = None
        if state is None or game is None:
            records = await self.store.read_stream(stream, from_version=0)
            if not records:
                raise NotFound("no such campaign", code="campaign_not_found", campaign_id=str(campaign_id))
            created = msgspec.json.decode(records[0].data, type=CampaignCreated)
            game = self.game_for(created.ruleset)
            state = game.fold(game.decode(r.type, r.data) for r in records)
        else:
            records = await self.store.read_stream(stream, from_version=state.version + 1)
            game.fold((game.decode(r.type, r.data) for r in records), state)
        if len(records) > self.snapshots.every:
            # No usable snapshot (none yet, unreadable, or of a state shape this server no longer folds to, e.g.
            # a ruleset's older `state_version`), or one far behind: take one now, so the next cold load of
            # this campaign reads a snapshot and a short tail instead of folding this much again.
            self.snapshots.take(stream, game, state)
        entry.game, entry.state = game, state

    async def catch_up(self, entry: Loaded, campaign_id: uuid.UUID) -> list[RecordedEvent]:
        """Apply events other processes appended since the cached version; returns them. Under the lock.

        When a member was forgotten meanwhile, the state is read again from the store instead: the cached one
        holds values that are erased now."""
        assert entry.game is not None and entry.state is not None
        records = await self.store.read_stream(stream_name(campaign_id), from_version=entry.state.version + 1)
        game = entry.game
        if any(r.type == FORGET_TAG for r in records):
            await self.reload(entry, campaign_id)
        else:
            game.fold((game.decode(r.type, r.data) for r in records), entry.state)
        entry.fresh = True
        return records

    async def reload(self, entry: Loaded, campaign_id: uuid.UUID) -> None:
        """Read the campaign's state from the store again, dropping the cached one. Under the lock."""
        entry.game = entry.state = None
        await self._load(entry, campaign_id)

    async def view(
        self, campaign_id: uuid.UUID, render: Callable[[Game, CampaignState], T], *, fresh: bool = True
    ) -> T:
        """Run `render` (synchronous, must not keep the state) on the campaign's current state."""
        async with self.locked(campaign_id) as entry:
            if fresh and not entry.fresh:
                await self.catch_up(entry, campaign_id)
            assert entry.game is not None and entry.state is not None
            return render(entry.game, entry.state)

    async def actor_for(self, campaign_id: uuid.UUID, principal: Principal) -> Actor:
        """The caller's member and role now; `Forbidden` when they are no longer in the campaign."""
        return await self.view(campaign_id, lambda _game, state: acting_member(state, principal))

    async def game_of(self, campaign_id: uuid.UUID) -> Game:
        return await self.view(campaign_id, lambda game, _state: game, fresh=False)

    async def state_at(self, campaign_id: uuid.UUID, version: int) -> tuple[Game, CampaignState]:
        """A private copy of the state as of `version`: the newest snapshot at or before it (the latest or a
        kept one) and the events after it."""
        game = await self.game_of(campaign_id)
        return game, await self.past_state(game, campaign_id, version)

    async def past_state(self, game: Game, campaign_id: uuid.UUID, version: int) -> CampaignState:
        """`state_at` for a caller that already knows the game (and may hold the campaign's lock)."""
        stream = stream_name(campaign_id)
        return await fold_past(self.store, game, stream, version, snapshot_type(game), offload=self._offload)

    async def read_events(self, campaign_id: uuid.UUID, from_version: int, limit: int) -> list[RecordedEvent]:
        return await self.store.read_stream(stream_name(campaign_id), from_version=from_version, limit=limit)
