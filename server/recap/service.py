"""The recap use-case: replay one table as a viewer sees it, verify the campaign's chain, build the recap.

Shared by `GET …/tables/{table_id}/recap` and `chronicle recap`, so both print the same recap for the
same viewer.
"""

from __future__ import annotations

from datetime import datetime

from eventstore.store import EventStore
from server.audit import integrity
from server.problems import ApiError
from server.recap.build import Integrity, Recap, build_recap
from server.replay.service import Viewpoint, replay_range, table_steps


async def integrity_of(store: EventStore, campaign_id: str) -> Integrity:
    """The campaign's hash chain recomputed and its head, the hash to publish: the same audit as
    `GET …/integrity` and `chronicle verify` (server/audit.py)."""
    report = await integrity(store, campaign_id)
    return Integrity(
        ok=report.ok,
        checked=report.events,
        head_version=report.head_version,
        head_hash=report.head_hash,
        first_bad_version=report.first_bad_version,
        reason=report.reason,
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
