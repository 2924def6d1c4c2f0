"""Keeping recap checkpoints up to date beside the request path.

When the server keeps a snapshot of a campaign (every `snapshot_keep_every` versions: server/adapters/snapshots.py),
the campaign is queued here; one background task takes the queue in turn and brings the GM's checkpoint
of each open table up to the head where it is `checkpoint.EVERY` or more events behind
(`application.recap.service.refresh`). So the recap of a long table folds at most about that many events, however
long the table, even when nobody asked for its recap for a while. Failures are logged: a checkpoint only
spares later recaps some folding.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid
from functools import partial

from application.held import HeldRolls
from application.past import on_the_loop
from application.past_cache import PastCache
from application.ports import Offload
from application.recap import checkpoint
from application.recap.service import refresh
from application.replay.service import Viewpoint, viewpoint_of
from application.repository import CampaignRepository
from application.streams import campaign_of
from domain.campaign import Actor, CampaignState
from domain.game import Game
from eventstore.store import EventStore
from server.http.read_limits import offload
from server.recap.sources import recap_source

log = logging.getLogger("chronicle.server")


def gm_view(
    campaign_id: str,
    game: Game,
    state: CampaignState,
    held: HeldRolls,
    offload: Offload = on_the_loop,
    cache: PastCache | None = None,
) -> Viewpoint | None:
    """A GM's viewpoint on the campaign (None without a GM)."""
    gm = next((m for m in state.members.values() if m.role == "gm" and m.active), None)
    if gm is None:
        return None
    return viewpoint_of(campaign_id, game, state, Actor(gm.member_id, "gm"), held, offload, cache)


class CheckpointRefresher:
    def __init__(
        self, store: EventStore, repository: CampaignRepository, held: HeldRolls, cache: PastCache | None = None
    ) -> None:
        self._store = store
        self._repository = repository
        self._held = held
        self._cache = cache
        """The read facade's (Services.reads.cache): a chain the refresh recomputed spares the next recap."""
        self._queued: dict[str, None] = {}
        self._task: asyncio.Task[None] | None = None
        self._closed = False

    def kept(self, stream: str, version: int) -> None:
        """A snapshot of `stream` was kept at `version`: bring its tables' checkpoints up to date soon."""
        if self._closed:
            return
        self._queued[campaign_of(stream)] = None
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run(), name="recap-checkpoints")

    async def _run(self) -> None:
        try:
            while self._queued:
                campaign_id = next(iter(self._queued))
                del self._queued[campaign_id]
                try:
                    vp = await self._repository.view(
                        uuid.UUID(campaign_id),
                        partial(gm_view, campaign_id, held=self._held, offload=offload, cache=self._cache),
                    )
                    if vp is not None:
                        await refresh(recap_source(self._store), vp)
                        await checkpoint.flush()
                except Exception:
                    log.exception("campaign %s: bringing its recap checkpoints up to date failed", campaign_id)
        finally:
            self._task = None

    async def flush(self) -> None:
        """Wait until the queued campaigns are done (tests)."""
        while self._task is not None:
            await asyncio.shield(self._task)

    async def close(self) -> None:
        self._closed = True
        self._queued.clear()
        task = self._task
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
