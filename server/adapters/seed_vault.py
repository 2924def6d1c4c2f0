"""Secret seeds of verifiable tables, encrypted at rest until the domain reveals them.

A verifiable table commits to SHA-256(seed) when it opens (or rotates); the seed itself must stay secret
until the `campaign.seed_revealed` event publishes it, or players could predict every roll. The server
draws each seed from `secrets`, stores it AES-256-GCM encrypted under CHRONICLE_SEED_KEY (the commitment
is the associated data, so a ciphertext cannot be swapped onto another table), and hands it to the domain
only through `Context.secret_seed` / `Context.fresh_seed`. Nothing here logs a seed.

Seeds are looked up by their commitment, which the campaign state already holds for each open table; the
mapping never changes, so decrypted seeds are cached in memory for the rolls that follow.

A server started with another key than the one that sealed the stored seeds could serve everything but
verifiable tables, and would find out only when one rolls or closes. So the key is checked at start against
the newest stored seed (`check_key`): one it cannot open makes the replica unready, naming the reason
(server/http/routes/system.py), and a seed it cannot open during a command is a `503 seed_key_mismatch` — the
server's fault, logged as an error and never stored as an Idempotency-Key's answer — not a refusal by the
rules.
"""

from __future__ import annotations

import logging
import secrets
import uuid

import asyncpg
from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from domain.dice import seed_commitment
from domain.errors import InvalidCommand
from eventstore.connections import ConnectionCache, statements
from server.http.problems import ApiError

log = logging.getLogger("chronicle.server")

SEED_BYTES = 32
KEY_OK = "ok"


class SeedVault:
    def __init__(self, pool: asyncpg.Pool | ConnectionCache, key: bytes) -> None:
        self._pool = statements(pool)  # one statement per lease: a lost session is never reused
        self._aead = AESGCM(key)
        self._cache: dict[str, bytes] = {}
        self.key_check = KEY_OK
        """`ok`, or why this server's key does not open the stored seeds (readiness reports it)."""
        self.key_checked = False
        """Whether `check_key` could look (the database was migrated); readiness runs it until it could."""

    async def check_key(self, enabled: bool = True) -> str:
        """Open the newest stored seed with this server's key (one row, at start): `key_check` says whether it
        could. Off (CHRONICLE_SEED_KEY_CHECK=off) only after a key was lost and replaced on purpose, while
        seeds sealed with the lost one remain."""
        if not enabled:
            self.key_check = KEY_OK
            self.key_checked = True
            return self.key_check
        try:
            row = await self._pool.fetchrow(
                "SELECT commitment, nonce, ciphertext, created_at FROM chronicle_seeds ORDER BY created_at DESC LIMIT 1"
            )
        except asyncpg.UndefinedTableError:  # not migrated yet: readiness checks again once it is
            self.key_check = "not checked yet: the database is not migrated"
            return self.key_check
        self.key_checked = True
        if row is None:
            self.key_check = KEY_OK  # nothing sealed yet: any key is the first
            return self.key_check
        try:
            self._aead.decrypt(row["nonce"], row["ciphertext"], row["commitment"].encode())
        except InvalidTag:
            self.key_check = (
                "CHRONICLE_SEED_KEY does not open the newest stored seed (sealed "
                f"{row['created_at'].isoformat()}): this server has another key than the one that sealed the seeds"
            )
            log.error("seed key check failed: %s; verifiable tables cannot roll or close here", self.key_check)
        else:
            self.key_check = KEY_OK
        return self.key_check

    @staticmethod
    def draw() -> bytes:
        return secrets.token_bytes(SEED_BYTES)

    async def keep(self, campaign_id: uuid.UUID, seed: bytes) -> str:
        """Store a freshly drawn seed (before the event committing to it is appended); returns the commitment."""
        commitment = seed_commitment(seed)
        nonce = secrets.token_bytes(12)
        ciphertext = self._aead.encrypt(nonce, seed, commitment.encode())
        await self._pool.execute(
            """
            INSERT INTO chronicle_seeds (commitment, campaign_id, nonce, ciphertext) VALUES ($1, $2, $3, $4)
            ON CONFLICT (commitment) DO NOTHING
            """,
            commitment,
            campaign_id,
            nonce,
            ciphertext,
        )
        self._cache[commitment] = seed
        return commitment

    async def seed_for(self, commitment: str | None) -> bytes:
        """The secret behind a table's current commitment."""
        if commitment is None:
            raise InvalidCommand("seed_unavailable", "the table has no committed seed")
        seed = self._cache.get(commitment)
        if seed is not None:
            return seed
        row = await self._pool.fetchrow(
            "SELECT nonce, ciphertext FROM chronicle_seeds WHERE commitment = $1", commitment
        )
        if row is None:
            raise InvalidCommand(
                "seed_unavailable", "the server holds no seed for this commitment", commitment=commitment
            )
        try:
            seed = self._aead.decrypt(row["nonce"], row["ciphertext"], commitment.encode())
        except InvalidTag:
            self.key_check = "CHRONICLE_SEED_KEY does not open a stored seed (a command needed it)"
            log.error(
                "a stored seed cannot be opened with this server's CHRONICLE_SEED_KEY (commitment %s)", commitment
            )
            raise ApiError(
                503,
                "seed_key_mismatch",
                "this server's seed key does not open the table's seed: the server is misconfigured; retry later",
                headers={"Retry-After": "30"},
            ) from None
        self._cache[commitment] = seed
        return seed
