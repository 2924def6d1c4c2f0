"""The read side's one door: who looks at a campaign, a table's replay and recap, an entity at a past
version or time.

Routes and tools call a `Reads` (the server builds one with its other services, server/services.py); it
holds what reads share in a process — the campaign repository, which hidden rolls a viewer may not see,
what those rolls hold back (application/held.py) and where CPU-heavy work runs — and hands the walks of
the log (application/replay/, application/recap/) a `Viewpoint` that carries them. A read of the past may
run on another store than the primary (a read standby that holds the campaign's version): `store` (for a
recap, `source`) says which; what a recap keeps is written to the primary's `checkpoints`.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from datetime import datetime

from application.errors import NotFound, OutOfRange
from application.held import HeldRolls
from application.hidden_rolls import HiddenRolls
from application.past import on_the_loop
from application.past_cache import PastCache
from application.ports import Offload, RecapCheckpoints, StreamStore
from application.principal import Principal, acting_member
from application.recap.build import Recap
from application.recap.service import RecapSource, no_size_limit, recap_for
from application.replay.service import (
    PageCache,
    PastState,
    StateMode,
    TableReplay,
    Viewpoint,
    replay_table,
    viewpoint_of,
)
from application.replay.timing import as_utc, version_at_time
from application.repository import CampaignRepository
from application.streams import stream_name
from application.visible import EntityMissing, entity_state


class Reads:
    def __init__(
        self,
        repository: CampaignRepository,
        hidden_rolls: HiddenRolls,
        held: HeldRolls,
        *,
        checkpoints: RecapCheckpoints | None = None,
        offload: Offload = on_the_loop,
        check_size: Callable[[int], None] = no_size_limit,
    ) -> None:
        self.repository = repository
        self.hidden_rolls = hidden_rolls
        self.held = held
        self.checkpoints = checkpoints
        """Where recaps write the checkpoints they keep (the primary's)."""
        self.offload = offload
        self.check_size = check_size
        """Refuses an answer grown past the current read's size limit (the server's read limits)."""
        self.pages = PageCache()
        """Replay pages and recaps of ranges that can no longer change (this process's, bounded)."""
        self.cache = PastCache()
        """What this process's reads of the past found and keep (application/past_cache.py)."""

    @property
    def store(self) -> StreamStore:
        return self.repository.store

    async def viewpoint(self, campaign_id: uuid.UUID, principal: Principal) -> Viewpoint:
        """The caller's viewpoint on the campaign's current (cached, caught-up) state."""
        return await self.repository.view(
            campaign_id,
            lambda game, state: viewpoint_of(
                str(campaign_id), game, state, acting_member(state, principal), self.held, self.offload, self.cache
            ),
        )

    async def replay(
        self,
        vp: Viewpoint,
        table_id: str,
        *,
        store: StreamStore | None = None,
        from_version: int | None = None,
        to_version: int | None = None,
        from_time: datetime | None = None,
        to_time: datetime | None = None,
        limit: int = 200,
        state: StateMode = "changes",
    ) -> TableReplay:
        """A page of the table's steps as `vp` sees them (application/replay/service.py)."""
        return await replay_table(
            store if store is not None else self.store,
            vp,
            table_id,
            from_version=from_version,
            to_version=to_version,
            from_time=from_time,
            to_time=to_time,
            limit=limit,
            state=state,
            pages=self.pages,
        )

    async def recap(
        self,
        source: RecapSource,
        vp: Viewpoint,
        table_id: str,
        *,
        until_version: int | None = None,
        until_time: datetime | None = None,
    ) -> Recap:
        """The table's recap up to a version or time (default: now) as `vp` sees it, read from `source`
        (application/recap/service.py)."""
        return await recap_for(
            source,
            vp,
            table_id,
            until_version=until_version,
            until_time=until_time,
            writer=self.checkpoints,
            check_size=self.check_size,
            pages=self.pages,
        )

    async def past_state(
        self,
        campaign_id: uuid.UUID,
        principal: Principal,
        entity: str,
        at: int | None,
        at_time: datetime | None,
    ) -> PastState:
        """`entity` as of version `at`, or as of the last event recorded by `at_time` (default: now); rolls
        hidden from the caller now are left out, and what they hold is shown as it was before them."""
        vp = await self.viewpoint(campaign_id, principal)
        stream = stream_name(campaign_id)
        version = vp.version if at is None else at
        if at_time is not None:
            version = await version_at_time(self.store, stream, at_time, vp.version)
            if version < 0:
                message = "the campaign did not exist yet at that time"
                raise OutOfRange(
                    "time_out_of_range", message, parameter="at_time", hint=message, at_time=at_time.isoformat()
                )
        if version > vp.version:
            raise OutOfRange(
                "version_out_of_range",
                f"the campaign is at version {vp.version}; `at` cannot be later",
                parameter="at",
                hint=f"at most {vp.version}",
                at=version,
                version=vp.version,
            )
        game, past = await self.repository.state_at(campaign_id, version)
        unseen = await self.hidden_rolls.unseen_at(campaign_id, game, vp.viewer, vp.hidden_now, version)
        held = await self.held.holding_now(campaign_id, game, vp.viewer, vp.hidden_now, vp.version) if unseen else None
        try:
            shown = await self.offload(
                entity_state, game, past, vp.viewer, entity, unseen, held.at(version) if held else None
            )
        except EntityMissing:
            raise NotFound(
                f"no {entity} at version {version}", code="entity_not_found", entity=entity, version=version
            ) from None
        (record,) = await self.store.read_stream(stream, from_version=version, limit=1)
        return PastState(
            campaign_id=str(campaign_id),
            entity=entity,
            version=version,
            recorded_at=record.recorded_at,
            at_time=as_utc(at_time) if at_time is not None else None,
            current_version=vp.version,
            state=shown,
        )
