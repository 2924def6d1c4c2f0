"""Opaque bearer tokens: issued per member, stored only as SHA-256 hashes, revocable at once.

A token is ``chr_`` + 43 url-safe characters (256 random bits). Only its hash is stored, so a database
dump reveals no usable credential; a plain hash is enough because the secret is random, not a password.
Requests authenticate through `authenticate`, which answers from the process's `TokenCache` when it can
(see server/access/token_cache.py for how a revocation reaches every process within milliseconds); `lookup`
always asks the database.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import uuid
from datetime import datetime

import asyncpg

from eventstore.connections import ConnectionCache, statements
from server.access.token_cache import TokenCache
from server.access.token_info import Scope, TokenInfo

TOKEN_PREFIX = "chr_"
TOKEN_PATTERN = re.compile(r"^chr_[A-Za-z0-9_-]{43}$")


def new_secret() -> str:
    return TOKEN_PREFIX + secrets.token_urlsafe(32)


def digest(token: str) -> bytes:
    return hashlib.sha256(token.encode()).digest()


def well_formed(token: str) -> bool:
    return TOKEN_PATTERN.match(token) is not None


def _info(row: asyncpg.Record) -> TokenInfo:
    return TokenInfo(
        token_id=str(row["token_id"]),
        campaign_id=str(row["campaign_id"]),
        member_id=row["member_id"],
        label=row["label"],
        created_at=row["created_at"],
        revoked_at=row["revoked_at"],
        scope=row["scope"],
        table_id=row["table_id"],
        expires_at=row["expires_at"],
    )


_COLUMNS = "token_id, campaign_id, member_id, label, created_at, revoked_at, scope, table_id, expires_at"


_LOOKUP = f"SELECT {_COLUMNS} FROM chronicle_tokens WHERE token_hash = $1"


class TokenStore:
    def __init__(self, pool: asyncpg.Pool | ConnectionCache, cache: TokenCache | None = None) -> None:
        self._pool = statements(pool)  # one statement per lease: a lost session is never reused
        self.cache = cache

    async def issue(
        self,
        campaign_id: uuid.UUID,
        member_id: str,
        label: str = "",
        *,
        scope: Scope = "member",
        table_id: str | None = None,
        expires_at: datetime | None = None,
    ) -> tuple[str, TokenInfo]:
        """A new token for a member (or, read-only, issued by that member: see TokenInfo.scope); the secret is
        returned once and never stored."""
        secret = new_secret()
        row = await self._pool.fetchrow(
            f"""
            INSERT INTO chronicle_tokens
                (token_id, token_hash, campaign_id, member_id, label, scope, table_id, expires_at)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
            RETURNING {_COLUMNS}
            """,
            uuid.uuid4(),
            digest(secret),
            campaign_id,
            member_id,
            label,
            scope,
            table_id,
            expires_at,
        )
        assert row is not None
        return secret, _info(row)

    async def lookup(self, secret: str) -> TokenInfo | None:
        """The token's row, read from the database (never from the cache)."""
        row = await self._pool.fetchrow(_LOOKUP, digest(secret))
        return _info(row) if row is not None else None

    async def authenticate(self, secret: str) -> TokenInfo | None:
        """The token's row for authenticating a request: from this process's cache while that is trustworthy,
        else from the database (and then cached). Unknown tokens are not cached."""
        cache = self.cache
        if cache is None:
            return await self.lookup(secret)
        key = digest(secret)
        info = cache.get(key)
        if info is not None:
            return info
        generation = cache.generation
        row = await self._pool.fetchrow(_LOOKUP, key)
        if row is None:
            return None
        info = _info(row)
        cache.put(key, info, generation)
        return info

    async def list(self, campaign_id: uuid.UUID) -> list[TokenInfo]:
        rows = await self._pool.fetch(
            f"SELECT {_COLUMNS} FROM chronicle_tokens WHERE campaign_id = $1 ORDER BY created_at, token_id",
            campaign_id,
        )
        return [_info(r) for r in rows]

    async def revoke(self, campaign_id: uuid.UUID, token_id: uuid.UUID) -> TokenInfo | None:
        """Revoke (idempotently: revoking twice keeps the first time); None when no such token."""
        row = await self._pool.fetchrow(
            f"""
            UPDATE chronicle_tokens SET revoked_at = coalesce(revoked_at, now())
            WHERE campaign_id = $1 AND token_id = $2
            RETURNING {_COLUMNS}
            """,
            campaign_id,
            token_id,
        )
        if self.cache is not None:
            self.cache.forget(str(token_id))  # here at once; other processes by the trigger's notice
        return _info(row) if row is not None else None

    async def delete(self, token_id: str) -> None:
        """Forget a token whose campaign was never created (the creating append failed)."""
        await self._pool.execute("DELETE FROM chronicle_tokens WHERE token_id = $1", uuid.UUID(token_id))
        if self.cache is not None:
            self.cache.forget(token_id)
