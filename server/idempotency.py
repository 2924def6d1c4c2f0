"""Idempotency-Key: a retried POST returns its first response and changes nothing.

The first request with a key claims it (a `pending` row); when it finishes, its status and body are
stored with the hash of the request (method, path and the decoded body in canonical form, so formatting
does not matter). A later request with the same key and scope then gets:

- the stored response, when its request hash is the same (nothing is decided or appended again);
- 422 `idempotency_key_reused`, when the body or endpoint differs;
- 409 `idempotency_in_progress`, while the first is still running.

Keys are scoped per token and campaign (the same key from two clients never collides) and kept at least
`idempotency_ttl_hours` (≥ 24). Responses that carry a new token are stored encrypted, so this table never
holds a usable credential. Server errors and concurrency refusals (409/412/5xx) are not stored: the client
may retry those with the same key. A claim left pending by a crashed process is taken over after
`STALE_AFTER` seconds; the command's event ids are derived from the key, so the store refuses to append the
same command twice even then.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import timedelta

import asyncpg
import msgspec
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from eventstore.connections import ConnectionCache, statements
from server.problems import ApiError, FieldError

STALE_AFTER = 30.0
KEY_MAX = 255
NOT_STORED = frozenset({409, 412})


@dataclass(frozen=True)
class StoredResponse:
    status: int
    body: bytes
    headers: dict[str, str]


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
    def __init__(self, pool: asyncpg.Pool | ConnectionCache, ttl_hours: int, seal_key: bytes) -> None:
        self._pool = statements(pool)  # one statement per lease: a lost session is never reused
        self._ttl = timedelta(hours=ttl_hours)
        self._aead = AESGCM(hashlib.sha256(b"chronicle idempotency seal\0" + seal_key).digest())

    async def begin(self, scope: str, key: str, req_hash: bytes) -> StoredResponse | None:
        """Claim the key (None: go ahead) or return the stored first response; raises 409/422 problems."""
        claimed = await self._pool.fetchval(
            """
            INSERT INTO chronicle_idempotency (scope, key, request_hash, state, expires_at)
            VALUES ($1, $2, $3, 'pending', now() + $4)
            ON CONFLICT (scope, key) DO UPDATE
               SET request_hash = EXCLUDED.request_hash, state = 'pending', status = NULL, body = NULL,
                   headers = NULL, sealed = false, created_at = now(), expires_at = EXCLUDED.expires_at
             WHERE chronicle_idempotency.expires_at < now()
                OR (chronicle_idempotency.state = 'pending'
                    AND chronicle_idempotency.request_hash = EXCLUDED.request_hash
                    AND chronicle_idempotency.created_at < now() - make_interval(secs => $5))
            RETURNING true
            """,
            scope,
            key,
            req_hash,
            self._ttl,
            STALE_AFTER,
        )
        if claimed:
            return None
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
        return StoredResponse(status=row["status"], body=body, headers=headers)

    async def finish(
        self, scope: str, key: str, status: int, body: bytes, headers: dict[str, str], *, sensitive: bool
    ) -> None:
        """Store the response; statuses a retry should re-run (409, 412, 5xx) release the key instead."""
        if status in NOT_STORED or status >= 500:
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
        await self._pool.execute(
            "DELETE FROM chronicle_idempotency WHERE scope = $1 AND key = $2 AND state = 'pending'", scope, key
        )

    async def purge(self) -> int:
        """Delete expired keys; returns how many."""
        result = await self._pool.execute("DELETE FROM chronicle_idempotency WHERE expires_at < now()")
        return int(result.split()[-1])
