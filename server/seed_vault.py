"""Secret seeds of verifiable tables, encrypted at rest until the domain reveals them.

A verifiable table commits to SHA-256(seed) when it opens (or rotates); the seed itself must stay secret
until the `campaign.seed_revealed` event publishes it, or players could predict every roll. The server
draws each seed from `secrets`, stores it AES-256-GCM encrypted under CHRONICLE_SEED_KEY (the commitment
is the associated data, so a ciphertext cannot be swapped onto another table), and hands it to the domain
only through `Context.secret_seed` / `Context.fresh_seed`. Nothing here logs a seed.

Seeds are looked up by their commitment, which the campaign state already holds for each open table; the
mapping never changes, so decrypted seeds are cached in memory for the rolls that follow.
"""

from __future__ import annotations

import secrets
import uuid

import asyncpg
from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from domain.dice import seed_commitment
from domain.errors import InvalidCommand
from eventstore.connections import ConnectionCache, statements

SEED_BYTES = 32


class SeedVault:
    def __init__(self, pool: asyncpg.Pool | ConnectionCache, key: bytes) -> None:
        self._pool = statements(pool)  # one statement per lease: a lost session is never reused
        self._aead = AESGCM(key)
        self._cache: dict[str, bytes] = {}

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
            raise InvalidCommand(
                "seed_unreadable", "the seed cannot be decrypted with this server's CHRONICLE_SEED_KEY"
            ) from None
        self._cache[commitment] = seed
        return seed
