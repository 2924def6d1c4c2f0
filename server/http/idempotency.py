"""Idempotency-Key: a retried POST returns its first response and changes nothing.

The first request with a key claims it (a `pending` row naming its process, see below); when it finishes,
its status and body are stored with the hash of the request (method, path and the decoded body in canonical
form, so formatting does not matter). A later request with the same key and scope then gets:

- the stored response, when its request hash is the same (nothing is decided or appended again);
- 422 `idempotency_key_reused`, when the body or endpoint differs;
- 409 `idempotency_in_progress` (Retry-After: 1), while the first is still running in a live process.

Keys are scoped per token and campaign (the same key from two clients never collides) and kept at least
`idempotency_ttl_hours` (≥ 24). Responses that carry a new token are stored encrypted, so this table never
holds a usable credential. Every answer is stored, refusals too — `409 concurrency_conflict` and
`412 version_mismatch` included: the same key and body return the same refusal again (to try again on newer
state, send a new key). Not stored, so that a retry with the same key runs again: server errors (5xx) and
`409 ruleset_unavailable` (this server does not run the campaign's ruleset; another may).

Crashes. A pending claim records its process's liveness number (server/ops/liveness.py). A retry takes the claim
over — a `resumed` claim — when nobody can be running it any more: its process is dead (its advisory lock is
gone, which PostgreSQL notices within moments of the process's death), the first attempt gave up on it
(an error, or its answer could not be stored: `release` sets the owner to NULL), or it is older than
`STALE_AFTER` (a backstop). A resumed claim must not simply run the command again: the first attempt may have
committed before it died. Its events carry ids derived from the key, so the command service first looks for
them and, when they are there, answers as that attempt would have (application/command_handler.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import secrets
from dataclasses import dataclass
from datetime import timedelta

import asyncpg
import msgspec
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from eventstore.connections import ConnectionCache, statements
from server.http.problems import ApiError, FieldError
from server.ops.liveness import ProcessLiveness, owner_alive_sql

log = logging.getLogger("chronicle.server")

STALE_AFTER = 30.0
KEY_MAX = 255
RETRY_ELSEWHERE = frozenset({"ruleset_unavailable"})
"""Refusals that say this server cannot answer the request now, not what the answer is: never stored."""


@dataclass(frozen=True)
class StoredResponse:
    status: int
    body: bytes
    headers: dict[str, str]


@dataclass(frozen=True)
class Claim:
    """The outcome of `begin`: a stored first response to return, or the key is ours to run."""

    stored: StoredResponse | None = None
    resumed: bool = False
    """True when an earlier attempt held this claim and is gone: it may have committed before it died."""


def request_hash(method: str, path: str, canonical_body: bytes) -> bytes:
    h = hashlib.sha256()
    h.update(method.encode())
    h.update(b"\0")
    h.update(path.encode())
    h.update(b"\0")
    h.update(canonical_body)
    return h.digest()


def check_key(key: str) -> str:
    if not 1 <= len(key) <= KEY_MAX or not key.isprintable():
        raise ApiError(
            400,
            "invalid_idempotency_key",
            f"Idempotency-Key must be 1 to {KEY_MAX} printable characters",
            errors=[FieldError(message="1 to 255 printable characters", field="Idempotency-Key", source="header")],
        )
    return key


class IdempotencyStore:
    def __init__(
        self,
        pool: asyncpg.Pool | ConnectionCache,
        ttl_hours: int,
        seal_key: bytes,
        liveness: ProcessLiveness | None = None,
    ) -> None:
        self._pool = statements(pool)  # one statement per lease: a lost session is never reused
        self._ttl = timedelta(hours=ttl_hours)
        self._aead = AESGCM(hashlib.sha256(b"chronicle idempotency seal\0" + seal_key).digest())
        self._liveness = liveness
        self._unreleased: set[tuple[str, str]] = set()
        self._releaser: asyncio.Task[None] | None = None

    async def begin(self, scope: str, key: str, req_hash: bytes) -> Claim:
        """Claim the key, or return the stored first response; raises 409/422 problems."""
        owner = self._liveness.number if self._liveness is not None and self._liveness.number else None
        resumed = await self._pool.fetchval(
            f"""
            INSERT INTO chronicle_idempotency (scope, key, request_hash, state, expires_at, owner)
            VALUES ($1, $2, $3, 'pending', now() + $4, $6)
            ON CONFLICT (scope, key) DO UPDATE
               SET request_hash = EXCLUDED.request_hash, state = 'pending', status = NULL, body = NULL,
                   headers = NULL, sealed = false, created_at = now(), expires_at = EXCLUDED.expires_at,
                   owner = EXCLUDED.owner
             WHERE chronicle_idempotency.expires_at < now()
                OR (chronicle_idempotency.state = 'pending'
                    AND chronicle_idempotency.request_hash = EXCLUDED.request_hash
                    AND (chronicle_idempotency.owner IS NULL
                         OR chronicle_idempotency.created_at < now() - make_interval(secs => $5)
                         OR NOT {owner_alive_sql("chronicle_idempotency.owner")}))
            RETURNING xmax::text <> '0'
            """,
            scope,
            key,
            req_hash,
            self._ttl,
            STALE_AFTER,
            owner,
        )
        if resumed is not None:
            return Claim(resumed=bool(resumed))
        row = await self._pool.fetchrow(
            "SELECT request_hash, state, status, body, headers, sealed FROM chronicle_idempotency"
            " WHERE scope = $1 AND key = $2",
            scope,
            key,
        )
        if row is None:  # expired and purged between the two statements: claim again
            return await self.begin(scope, key, req_hash)
        if bytes(row["request_hash"]) != req_hash:
            raise ApiError(
                422,
                "idempotency_key_reused",
                "this Idempotency-Key was used with another request body or endpoint",
                idempotency_key=key,
            )
        if row["state"] != "done":
            raise ApiError(
                409,
                "idempotency_in_progress",
                "a request with this Idempotency-Key is still being processed; retry shortly",
                idempotency_key=key,
                headers={"Retry-After": "1"},
            )
        body = bytes(row["body"])
        if row["sealed"]:
            body = self._aead.decrypt(body[:12], body[12:], (scope + "\0" + key).encode())
        headers = msgspec.json.decode(row["headers"], type=dict[str, str]) if row["headers"] else {}
        return Claim(stored=StoredResponse(status=row["status"], body=body, headers=headers))

    async def finish(
        self, scope: str, key: str, status: int, body: bytes, headers: dict[str, str], *, sensitive: bool
    ) -> None:
        """Store the response; a server error (5xx), which a retry should re-run, releases the key instead."""
        if status >= 500:
            await self.release(scope, key)
            return
        if sensitive:
            nonce = secrets.token_bytes(12)
            body = nonce + self._aead.encrypt(nonce, body, (scope + "\0" + key).encode())
        await self._pool.execute(
            """
            UPDATE chronicle_idempotency SET state = 'done', status = $3, body = $4, headers = $5, sealed = $6
            WHERE scope = $1 AND key = $2
            """,
            scope,
            key,
            status,
            body,
            msgspec.json.encode(headers),
            sensitive,
        )

    async def release(self, scope: str, key: str) -> None:
        """Give up a pending claim without an answer: the next request with the key takes it over (and first
        looks for what this attempt may have committed). Never raises: when the database cannot be reached it
        keeps trying in the background, since until then retries are told the request is still in progress."""
        try:
            await self._release(scope, key)
        except Exception as exc:
            log.warning("idempotency key could not be released (%r); retrying in the background", exc)
            self._unreleased.add((scope, key))
            if self._releaser is None or self._releaser.done():
                self._releaser = asyncio.get_running_loop().create_task(self._release_later(), name="key-release")

    async def _release(self, scope: str, key: str) -> None:
        await self._pool.execute(
            "UPDATE chronicle_idempotency SET owner = NULL WHERE scope = $1 AND key = $2 AND state = 'pending'",
            scope,
            key,
        )

    async def _release_later(self) -> None:
        deadline = asyncio.get_running_loop().time() + STALE_AFTER
        while self._unreleased and asyncio.get_running_loop().time() < deadline:
            await asyncio.sleep(0.25)
            for scope, key in list(self._unreleased):
                with contextlib.suppress(Exception):
                    await self._release(scope, key)
                    self._unreleased.discard((scope, key))
        self._unreleased.clear()  # past STALE_AFTER every retry takes the claim over anyway

    async def close(self) -> None:
        task, self._releaser = self._releaser, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def purge(self) -> int:
        """Delete expired keys; returns how many."""
        result = await self._pool.execute("DELETE FROM chronicle_idempotency WHERE expires_at < now()")
        return int(result.split()[-1])
