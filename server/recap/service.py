"""The recap use-case: replay one table as a viewer sees it, verify the campaign's chain, build the recap.

Shared by `GET …/tables/{table_id}/recap` and `chronicle recap`, so both print the same recap for the
same viewer.
"""

from __future__ import annotations

from datetime import datetime

from eventstore.store import EventStore
from server.campaigns import stream_name
from server.problems import ApiError
from server.recap.build import Integrity, Recap, build_recap
from server.replay.service import Viewpoint, replay_range, table_steps


async def integrity_of(store: EventStore, campaign_id: str) -> Integrity:
    """The campaign's hash chain recomputed (eventstore verify) and its head: the hash to publish."""
    result = await store.verify(stream_name(campaign_id))
    if result.ok:
        head_version = result.checked - 1 if result.checked else None
    else:
        head_version = (result.first_bad_version or 0) - 1 if result.head_hash is not None else None
    return Integrity(
        ok=result.ok,
        checked=result.checked,
        head_version=head_version,
        head_hash=result.head_hash.hex() if result.head_hash is not None else None,
        first_bad_version=result.first_bad_version,
        reason=result.reason,
    )


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
    steps, state, _ = await table_steps(store, vp, table_id, 0, hi)
    if table_id not in state.tables:
        raise ApiError(404, "table_not_found", f"the table did not exist yet at version {hi}", table_id=table_id)
    return build_recap(
        campaign_id=vp.campaign_id,
        steps=steps,
        state=state,
        ruleset_title=vp.game.ruleset.title,
        table_id=table_id,
        viewer=vp.viewer_name,
        viewer_role=vp.viewer.role,
        integrity=await integrity_of(store, vp.campaign_id),
    )
