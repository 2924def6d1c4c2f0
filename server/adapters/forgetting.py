"""Forgetting a member, beyond the event log: what the server keeps that may hold their values.

`campaign.forget_member` erases the member's personal values from the events and drops the campaign's
snapshots in one transaction (EventStore.forget). What the server derived from the events is erased right
after, by the after-commit hook below, and again by `chronicle forget` (which an operator runs after
restoring a backup, docs/operations.md#forgetting-and-backups):

- recap checkpoints of the campaign (they carry names and labels as they were);
- stored answers of its commands (idempotency records: a retry then rebuilds its answer from the events);
- its webhooks' delivery logs and last errors (a receiver's answer may quote what it was sent);
- the labels of the member's tokens (an invitation is labelled with the member's name);
- this process's caches of replay pages, hidden roll events and what hidden rolls hold. Other processes'
  replay pages are keyed by the campaign's version, which the forgetting moved on; their webhook dispatchers
  drop their cached reads of the campaign when the log shows the forgetting (server/webhooks/dispatcher.py);
  their hidden roll events (used to redact, never shown) stay until evicted or the process restarts.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Protocol

import msgspec

from application.hooks import AfterCommit, Commit
from application.streams import campaign_of, stream_name
from domain.campaign import ForgetMember, MemberForgotten
from domain.messages import tag_of
from domain.personal import FORGOTTEN
from eventstore.connections import ConnectionCache
from eventstore.events import NewEvent, RecordedEvent
from eventstore.store import EventStore

log = logging.getLogger("chronicle.forgetting")

_CHECKPOINTS = "DELETE FROM recap_checkpoints WHERE stream = $1"
_ANSWERS = "DELETE FROM chronicle_idempotency WHERE starts_with(scope, $1::uuid::text || ':') AND state = 'done'"
_DELIVERIES = """DELETE FROM chronicle_webhook_deliveries
 WHERE webhook_id IN (SELECT id FROM chronicle_webhooks WHERE campaign_id = $1)"""
_ERRORS = "UPDATE chronicle_webhooks SET last_error = NULL WHERE campaign_id = $1 AND last_error IS NOT NULL"
_RELABEL = "UPDATE chronicle_tokens SET label = $3 WHERE campaign_id = $1 AND member_id = ANY($2::text[])"


class Cache(Protocol):
    """A per-process cache that may hold values of events: forgetting empties it."""

    def clear(self) -> None: ...


async def erase_derived(
    connections: ConnectionCache, campaign_id: uuid.UUID, members: Sequence[str], caches: Sequence[Cache] = ()
) -> None:
    """Erase what the server derived from a campaign's events and may hold the members' values (above), and
    empty this process's `caches`."""
    async with connections.lease() as conn, conn.transaction():
        await conn.execute(_CHECKPOINTS, stream_name(campaign_id))
        for statement in (_ANSWERS, _DELIVERIES, _ERRORS):
            await conn.execute(statement, campaign_id)
        await conn.execute(_RELABEL, campaign_id, list(members), FORGOTTEN)
    for cache in caches:
        cache.clear()


def erase_derived_after(connections: ConnectionCache, caches: Sequence[Cache] = ()) -> AfterCommit:
    """The after-commit hook: `erase_derived` once a command forgot someone."""

    async def forget_derived(commit: Commit) -> None:
        members = [e.member_id for e in commit.events if isinstance(e, MemberForgotten)]
        if members:
            await erase_derived(connections, commit.campaign_id, members, caches)
            log.info("campaign %s: member(s) %s forgotten", commit.campaign_id, ", ".join(members))

    return forget_derived


# -- forgetting by an operator: the admin API and `chronicle forget` ------------------------------------------

_IS_MEMBER = """
SELECT EXISTS (
    SELECT 1 FROM events
     WHERE stream = $1
       AND ((type = 'campaign.member_added' AND data->>'member_id' = $2)
            OR (type = 'campaign.created' AND data->>'gm_id' = $2)))
"""
_FORGOTTEN = """
SELECT stream, version, data->>'member_id' AS member_id, recorded_at
  FROM events WHERE type = 'campaign.member_forgotten' ORDER BY position
"""


class Forgotten(msgspec.Struct, frozen=True, kw_only=True):
    """One forgetting in a campaign's log: what an operator re-applies after restoring a backup."""

    campaign_id: str
    member_id: str
    version: int
    recorded_at: str


async def forget_as_operator(
    store: EventStore, campaign_id: uuid.UUID, member_id: str, operator: str, caches: Sequence[Cache] = ()
) -> tuple[list[RecordedEvent], int]:
    """Forget `member_id` as an operator (`operator` is recorded as the actor): erase their values and append
    `campaign.member_forgotten`, then erase what the server derived. Returns the appended events (with the
    values' erasure) and how many events lost values. Raises LookupError when they never were a member."""
    stream = stream_name(campaign_id)
    if not await store.connections.fetchval(_IS_MEMBER, stream, member_id):
        raise LookupError(f"{member_id} is not a member of campaign {campaign_id}")
    event = MemberForgotten(member_id=member_id)
    metadata = {"actor": operator, "command": tag_of(ForgetMember), "time": datetime.now(UTC).isoformat()}
    new = NewEvent(id=uuid.uuid4(), type=tag_of(event), data=msgspec.json.encode(event), metadata=metadata)
    erased, result = await store.forget(stream, member_id, [new])
    await erase_derived(store.connections, campaign_id, [member_id], caches)
    log.info("campaign %s: member %s forgotten by %s", campaign_id, member_id, operator)
    return (result.recorded or []) if result is not None else [], erased


async def forgotten_in(store: EventStore) -> list[Forgotten]:
    """Every forgetting in the database's logs, oldest first (keep the list apart from the backups)."""
    rows = await store.connections.fetch(_FORGOTTEN)
    return [
        Forgotten(
            campaign_id=campaign_of(r["stream"]),
            member_id=r["member_id"],
            version=r["version"],
            recorded_at=r["recorded_at"].isoformat(),
        )
        for r in rows
    ]
