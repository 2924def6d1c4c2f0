"""The webhook tables (migration 0004): subscriptions, their checkpoints and leases, and the delivery log.

Every statement that moves a subscription forward names the run's lease token and the generation it read:
a run that lost its lease (it expired, the subscription was deleted) or whose subscription was changed
meanwhile (redeliver, a new URL, disabled) changes nothing and stops.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import asyncpg
import msgspec
from cryptography.exceptions import InvalidTag

from application.streams import STREAM_PREFIX
from eventstore.connections import ConnectionCache, statements
from server.webhooks import secrets
from server.webhooks.model import DeliveryLog, DeliveryOut, WebhookIn, WebhookOut, WebhookPatch

logger = logging.getLogger("chronicle.webhooks")

_OUT_COLUMNS = """id, campaign_id, url, table_id, event_types, viewer, format, enabled, disabled_reason,
    delivered_version, attempts, rate_limited, failing_since, last_error, next_attempt_at, created_at,
    updated_at"""


@dataclass(frozen=True)
class Claim:
    """A subscription a delivery run holds (its lease token), as it stood when claimed."""

    id: uuid.UUID
    campaign_id: uuid.UUID
    url: str
    table_id: str | None
    event_types: frozenset[str] | None
    viewer: str
    format: str
    secret: str
    delivered_version: int
    generation: int
    attempts: int
    rate_limited: int
    token: uuid.UUID


@dataclass(frozen=True)
class Attempt:
    """One row of the delivery log."""

    version: int
    attempt: int
    delivered: bool
    status_code: int | None
    latency_ms: float | None
    error: str | None
    at: datetime


def _out(row: asyncpg.Record, secret: str | None = None) -> WebhookOut:
    return WebhookOut(
        id=row["id"],
        campaign_id=row["campaign_id"],
        url=row["url"],
        table_id=row["table_id"],
        event_types=list(row["event_types"]) if row["event_types"] is not None else None,
        viewer=row["viewer"],
        format=row["format"],
        enabled=row["enabled"],
        disabled_reason=row["disabled_reason"],
        delivered_version=row["delivered_version"],
        failed_attempts=row["attempts"],
        rate_limited=row["rate_limited"],
        failing_since=row["failing_since"],
        last_error=row["last_error"],
        next_attempt_at=row["next_attempt_at"] if row["attempts"] or row["rate_limited"] else None,
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        secret=secret,
    )


CLAIM = f"""
WITH due AS (
    SELECT w.id
      FROM chronicle_webhooks w
     WHERE w.enabled
       AND w.next_attempt_at <= now()
       AND (w.lease_until IS NULL OR w.lease_until < now())
       AND ($4::uuid[] IS NULL OR w.campaign_id = ANY ($4::uuid[]))
       AND EXISTS (SELECT 1 FROM events e
                    WHERE e.stream = '{STREAM_PREFIX}' || w.campaign_id::text AND e.version > w.delivered_version)
     ORDER BY w.next_attempt_at
     LIMIT $2
       FOR UPDATE SKIP LOCKED
)
UPDATE chronicle_webhooks w
   SET lease_token = $1, lease_until = now() + make_interval(secs => $3)
  FROM due
 WHERE w.id = due.id
RETURNING w.id, w.campaign_id, w.url, w.table_id, w.event_types, w.viewer, w.format, w.secret_nonce,
          w.secret_ciphertext, w.delivered_version, w.generation, w.attempts, w.rate_limited
"""

PROGRESS = """
UPDATE chronicle_webhooks
   SET delivered_version = $4, attempts = 0, rate_limited = 0, failing_since = NULL, last_error = NULL,
       next_attempt_at = CASE WHEN attempts = 0 AND rate_limited = 0 THEN next_attempt_at ELSE now() END,  -- HOT
       lease_until = now() + make_interval(secs => $5)
 WHERE id = $1 AND lease_token = $2 AND generation = $3
"""

FAILED = """
UPDATE chronicle_webhooks
   SET delivered_version = $4, attempts = $5, failing_since = coalesce(failing_since, now()), last_error = $6,
       next_attempt_at = now() + make_interval(secs => $7),
       enabled = enabled AND $8::text IS NULL, disabled_reason = coalesce($8, disabled_reason),
       lease_until = CASE WHEN $9 THEN NULL ELSE now() + make_interval(secs => $10) END,
       lease_token = CASE WHEN $9 THEN NULL ELSE lease_token END,
       updated_at = CASE WHEN $8::text IS NULL THEN updated_at ELSE now() END,
       rate_limited = $11
 WHERE id = $1 AND lease_token = $2 AND generation = $3
"""


def _with_log(update: str, first: int) -> str:
    """`update` and the insertion of the attempts it records (arrays from parameter `first` on) as one
    statement: one round trip, no explicit transaction, and the attempts are logged only when the update
    matched (the run still held the subscription). Its result is the number of rows updated (0 or 1)."""
    arrays = ", ".join(
        f"${first + i}::{kind}[]"
        for i, kind in enumerate(("bigint", "int", "bool", "int", "float8", "text", "timestamptz"))
    )
    return f"""
WITH moved AS ({update.strip()} RETURNING id),
     logged AS (
         INSERT INTO chronicle_webhook_deliveries
                (webhook_id, version, attempt, outcome, status_code, latency_ms, error, attempted_at)
         SELECT moved.id, a.version, a.attempt, CASE WHEN a.delivered THEN 'delivered' ELSE 'failed' END,
                a.status_code, a.latency_ms, a.error, a.at
           FROM moved, unnest({arrays}) AS a(version, attempt, delivered, status_code, latency_ms, error, at)
     )
SELECT count(*) FROM moved
"""


PROGRESS_AND_LOG = _with_log(PROGRESS, 6)
FAILED_AND_LOG = _with_log(FAILED, 12)

PROGRESS_MANY = """
WITH relaxed AS (SELECT set_config('synchronous_commit', 'off', true)),
     held AS (
         UPDATE chronicle_webhooks w
            SET delivered_version = i.delivered, attempts = 0, rate_limited = 0, failing_since = NULL,
                last_error = NULL,
                next_attempt_at = CASE WHEN w.attempts = 0 AND w.rate_limited = 0 THEN w.next_attempt_at
                                       ELSE now() END,  -- indexed: keep HOT
                lease_until = now() + make_interval(secs => $5)
           FROM unnest($1::uuid[], $2::uuid[], $3::bigint[], $4::bigint[]) AS i(id, token, generation, delivered)
          WHERE w.id = i.id AND w.lease_token = i.token AND w.generation = i.generation
         RETURNING w.id
     ),
     logged AS (
         INSERT INTO chronicle_webhook_deliveries
                (webhook_id, version, attempt, outcome, status_code, latency_ms, error, attempted_at)
         SELECT a.webhook_id, a.version, a.attempt, CASE WHEN a.delivered THEN 'delivered' ELSE 'failed' END,
                a.status_code, a.latency_ms, a.error, a.at
           FROM unnest($6::uuid[], $7::bigint[], $8::int[], $9::bool[], $10::int[], $11::float8[], $12::text[],
                       $13::timestamptz[]) AS a(webhook_id, version, attempt, delivered, status_code, latency_ms,
                                                error, at)
          WHERE a.webhook_id IN (SELECT id FROM held)
     )
SELECT held.id FROM held, relaxed
"""
"""PROGRESS for many runs at once: one statement (one commit) per dispatcher tick instead of one per run.
Its commit does not wait for the WAL flush (`synchronous_commit` off for this transaction): a database
crash may lose the last fraction of a second of checkpoints and log rows, which only re-sends those events
— at least once, de-duplicated by version — and never loses one."""

DISABLE = """
UPDATE chronicle_webhooks
   SET delivered_version = $4, enabled = false, disabled_reason = $5, attempts = 0, rate_limited = 0,
       failing_since = NULL, last_error = NULL, lease_token = NULL, lease_until = NULL, updated_at = now()
 WHERE id = $1 AND lease_token = $2 AND generation = $3
"""
DISABLE_AND_LOG = _with_log(DISABLE, 6)

CURRENT = """
SELECT w.id
  FROM chronicle_webhooks w, unnest($1::uuid[], $2::uuid[], $3::bigint[]) AS i(id, token, generation)
 WHERE w.id = i.id AND w.lease_token = i.token AND w.generation = i.generation AND w.enabled
"""
"""The subscriptions still held by the runs asking, unchanged since they claimed them (no PATCH, redeliver,
delete or disable since: each bumps the generation or removes the row)."""

RELEASE = """
UPDATE chronicle_webhooks SET lease_token = NULL, lease_until = NULL WHERE id = $1 AND lease_token = $2
"""


class WebhookStore:
    def __init__(self, pool: asyncpg.Pool, box: secrets.SecretBox) -> None:
        self._pool = pool
        self._statements: ConnectionCache = statements(pool)
        self._box = box

    # -- the API's side -----------------------------------------------------------------------------------

    async def create(self, campaign_id: uuid.UUID, data: WebhookIn, delivered_version: int) -> WebhookOut:
        webhook_id = uuid.uuid4()
        secret = secrets.draw()
        nonce, ciphertext = self._box.seal(webhook_id, secret)
        row = await self._statements.fetchrow(
            f"""
            INSERT INTO chronicle_webhooks (id, campaign_id, url, table_id, event_types, viewer, format, enabled,
                                            secret_nonce, secret_ciphertext, delivered_version)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
            RETURNING {_OUT_COLUMNS}
            """,
            webhook_id,
            campaign_id,
            data.url,
            data.table_id,
            data.event_types,
            data.viewer,
            data.format,
            data.enabled,
            nonce,
            ciphertext,
            delivered_version,
        )
        assert row is not None
        return _out(row, secret)

    async def of_campaign(self, campaign_id: uuid.UUID) -> list[WebhookOut]:
        rows = await self._statements.fetch(
            f"SELECT {_OUT_COLUMNS} FROM chronicle_webhooks WHERE campaign_id = $1 ORDER BY created_at, id",
            campaign_id,
        )
        return [_out(r) for r in rows]

    async def get(self, campaign_id: uuid.UUID, webhook_id: uuid.UUID) -> WebhookOut | None:
        row = await self._statements.fetchrow(
            f"SELECT {_OUT_COLUMNS} FROM chronicle_webhooks WHERE campaign_id = $1 AND id = $2",
            campaign_id,
            webhook_id,
        )
        return None if row is None else _out(row)

    async def update(self, campaign_id: uuid.UUID, webhook_id: uuid.UUID, patch: WebhookPatch) -> WebhookOut | None:
        """Apply `patch`; every change bumps the generation, so a run in progress picks it up."""
        sets: list[str] = ["generation = generation + 1", "updated_at = now()"]
        args: list[Any] = [campaign_id, webhook_id]
        for name in ("url", "table_id", "event_types", "viewer", "format"):
            value = getattr(patch, name)
            if value is not msgspec.UNSET:
                args.append(value)
                sets.append(f"{name} = ${len(args)}")
        if patch.enabled is not msgspec.UNSET:
            args.append(patch.enabled)
            sets.append(f"enabled = ${len(args)}")
            if patch.enabled:  # (re-)enabled: try at once, with a clean slate
                sets += [
                    "disabled_reason = NULL",
                    "attempts = 0",
                    "rate_limited = 0",
                    "failing_since = NULL",
                    "next_attempt_at = now()",
                ]
        secret = None
        if patch.rotate_secret:
            secret = secrets.draw()
            nonce, ciphertext = self._box.seal(webhook_id, secret)
            args += [nonce, ciphertext]
            sets += [f"secret_nonce = ${len(args) - 1}", f"secret_ciphertext = ${len(args)}"]
        row = await self._statements.fetchrow(
            f"UPDATE chronicle_webhooks SET {', '.join(sets)} WHERE campaign_id = $1 AND id = $2 "
            f"RETURNING {_OUT_COLUMNS}",
            *args,
        )
        return None if row is None else _out(row, secret)

    async def delete(self, campaign_id: uuid.UUID, webhook_id: uuid.UUID) -> bool:
        status = await self._statements.execute(
            "DELETE FROM chronicle_webhooks WHERE campaign_id = $1 AND id = $2", campaign_id, webhook_id
        )
        return bool(status.endswith(" 1"))

    async def redeliver(self, campaign_id: uuid.UUID, webhook_id: uuid.UUID, from_version: int) -> WebhookOut | None:
        row = await self._statements.fetchrow(
            f"""
            UPDATE chronicle_webhooks
               SET delivered_version = $3 - 1, generation = generation + 1, attempts = 0, rate_limited = 0,
                   failing_since = NULL,
                   last_error = NULL, next_attempt_at = now(), updated_at = now()
             WHERE campaign_id = $1 AND id = $2
            RETURNING {_OUT_COLUMNS}
            """,
            campaign_id,
            webhook_id,
            from_version,
        )
        return None if row is None else _out(row)

    async def deliveries(self, webhook_id: uuid.UUID, before: int | None, limit: int) -> DeliveryLog:
        rows = await self._statements.fetch(
            """
            SELECT id, version, attempt, outcome, status_code, latency_ms, error, attempted_at
              FROM chronicle_webhook_deliveries
             WHERE webhook_id = $1 AND ($2::bigint IS NULL OR id < $2)
             ORDER BY id DESC
             LIMIT $3
            """,
            webhook_id,
            before,
            limit + 1,
        )
        page = rows[:limit]
        return DeliveryLog(
            deliveries=[
                DeliveryOut(
                    version=r["version"],
                    attempt=r["attempt"],
                    outcome=r["outcome"],
                    status_code=r["status_code"],
                    latency_ms=r["latency_ms"],
                    error=r["error"],
                    attempted_at=r["attempted_at"],
                )
                for r in page
            ],
            next_before=page[-1]["id"] if len(rows) > limit else None,
        )

    # -- the dispatcher's side ----------------------------------------------------------------------------

    async def claim(
        self, token: uuid.UUID, limit: int, lease_seconds: float, campaigns: Sequence[uuid.UUID] | None = None
    ) -> list[Claim]:
        """Take up to `limit` subscriptions that have events to deliver and are due, for one lease each."""
        rows = await self._statements.fetch(CLAIM, token, limit, lease_seconds, campaigns)
        claims = []
        for r in rows:
            try:
                secret = self._box.open(r["id"], r["secret_nonce"], r["secret_ciphertext"])
            except InvalidTag:
                # Another key than the one that sealed it (a process configured with another seed key):
                # leave the subscription to the processes that can sign for it.
                logger.error("webhook %s: its secret does not open with this server's key; left to others", r["id"])
                await self._statements.execute(RELEASE, r["id"], token)
                continue
            claims.append(
                Claim(
                    id=r["id"],
                    campaign_id=r["campaign_id"],
                    url=r["url"],
                    table_id=r["table_id"],
                    event_types=frozenset(r["event_types"]) if r["event_types"] is not None else None,
                    viewer=r["viewer"],
                    format=r["format"],
                    secret=secret,
                    delivered_version=r["delivered_version"],
                    generation=r["generation"],
                    attempts=r["attempts"],
                    rate_limited=r["rate_limited"],
                    token=token,
                )
            )
        return claims

    async def progress(self, claim: Claim, delivered_version: int, log: Sequence[Attempt], lease: float) -> bool:
        """Record what a run delivered and renew its lease; False when the run no longer holds it."""
        return await self._record(PROGRESS_AND_LOG, claim, log, delivered_version, lease)

    async def failed(
        self,
        claim: Claim,
        delivered_version: int,
        log: Sequence[Attempt],
        attempts: int,
        error: str,
        retry_in: float,
        disable_reason: str | None,
        release: bool,
        lease: float,
        rate_limited: int = 0,
    ) -> bool:
        """Record a failed attempt (and the deliveries before it): when to retry, whether to give up."""
        return await self._record(
            FAILED_AND_LOG,
            claim,
            log,
            delivered_version,
            attempts,
            error,
            retry_in,
            disable_reason,
            release,
            lease,
            rate_limited,
        )

    async def progress_many(
        self, saves: Sequence[tuple[Claim, int, Sequence[Attempt]]], lease: float
    ) -> set[uuid.UUID]:
        """`progress` of many runs in one statement: the ids of the subscriptions still held."""
        attempts = [(claim.id, a) for claim, _delivered, log in saves for a in log]
        rows = await self._statements.fetch(
            PROGRESS_MANY,
            [claim.id for claim, _d, _l in saves],
            [claim.token for claim, _d, _l in saves],
            [claim.generation for claim, _d, _l in saves],
            [delivered for _c, delivered, _l in saves],
            lease,
            [webhook_id for webhook_id, _a in attempts],
            [a.version for _w, a in attempts],
            [a.attempt for _w, a in attempts],
            [a.delivered for _w, a in attempts],
            [a.status_code for _w, a in attempts],
            [a.latency_ms for _w, a in attempts],
            [a.error for _w, a in attempts],
            [a.at for _w, a in attempts],
        )
        return {r["id"] for r in rows}

    async def disable(self, claim: Claim, delivered_version: int, log: Sequence[Attempt], reason: str) -> bool:
        """Disable the subscription a run holds, with the reason, saving its checkpoint and log."""
        return await self._record(DISABLE_AND_LOG, claim, log, delivered_version, reason)

    async def _record(self, statement: str, claim: Claim, log: Sequence[Attempt], *args: Any) -> bool:
        updated = await self._statements.fetchval(
            statement,
            claim.id,
            claim.token,
            claim.generation,
            *args,
            [a.version for a in log],
            [a.attempt for a in log],
            [a.delivered for a in log],
            [a.status_code for a in log],
            [a.latency_ms for a in log],
            [a.error for a in log],
            [a.at for a in log],
        )
        return bool(updated)

    async def current(self, claims: Sequence[Claim]) -> set[uuid.UUID]:
        """The ids of `claims` whose subscription is still held under them and unchanged since the claim."""
        rows = await self._statements.fetch(
            CURRENT,
            [claim.id for claim in claims],
            [claim.token for claim in claims],
            [claim.generation for claim in claims],
        )
        return {r["id"] for r in rows}

    async def release(self, claim: Claim) -> None:
        await self._statements.execute(RELEASE, claim.id, claim.token)

    async def watched_campaigns(self) -> dict[uuid.UUID, set[uuid.UUID]]:
        """The enabled subscriptions of each campaign that has any."""
        rows = await self._statements.fetch("SELECT campaign_id, id FROM chronicle_webhooks WHERE enabled")
        watched: dict[uuid.UUID, set[uuid.UUID]] = {}
        for r in rows:
            watched.setdefault(r["campaign_id"], set()).add(r["id"])
        return watched

    async def lags(self) -> list[tuple[uuid.UUID, int]]:
        """Events each enabled subscription is behind its campaign's newest."""
        rows = await self._statements.fetch(
            f"""
            SELECT w.id, greatest(0, coalesce((SELECT max(e.version) FROM events e
                                    WHERE e.stream = '{STREAM_PREFIX}' || w.campaign_id::text), -1)
                                  - w.delivered_version) AS lag
              FROM chronicle_webhooks w
             WHERE w.enabled
            """
        )
        return [(r["id"], r["lag"]) for r in rows]

    async def purge(self, keep_days: float) -> int:
        status = await self._statements.execute(
            "DELETE FROM chronicle_webhook_deliveries WHERE attempted_at < now() - make_interval(secs => $1)",
            keep_days * 86400,
        )
        return int(status.split()[-1])
