"""Where the server's recaps read: the event store, the `recap_checkpoints` table (server/migrations) and the
chain check on PostgreSQL — the adapters of the recap's ports (application/ports.py), for the primary or a
read standby (`recap_source`).
"""

from __future__ import annotations

from dataclasses import dataclass

from application.ports import ChainCheck
from application.recap.service import RecapSource
from eventstore.connections import ConnectionCache
from eventstore.events import VerifyResult
from eventstore.store import EventStore
from eventstore.verification import PARALLEL_CHUNK, check_ranges, verify_range
from server.http.read_limits import offload, read_processes

_CANDIDATES = """
SELECT version, audience, hash
  FROM recap_checkpoints
 WHERE stream = $1 AND table_id = $2 AND shape = $3 AND version BETWEEN $4 AND $5
   AND (audience = 'gm' OR starts_with(audience, $6))
 ORDER BY version DESC
 LIMIT $7
"""
_DATA = "SELECT data FROM recap_checkpoints WHERE stream = $1 AND table_id = $2 AND audience = $3 AND version = $4"
_INSERT = """
INSERT INTO recap_checkpoints (stream, table_id, audience, version, shape, hash, data)
VALUES ($1, $2, $3, $4, $5, $6, $7)
ON CONFLICT (stream, table_id, audience, version) DO UPDATE SET shape = $5, hash = $6, data = $7
"""
_PRUNE = """
DELETE FROM recap_checkpoints
 WHERE stream = $1 AND table_id = $2 AND audience = $3
   AND (shape <> $4 OR version < ALL (
        SELECT version FROM recap_checkpoints
         WHERE stream = $1 AND table_id = $2 AND audience = $3 AND shape = $4
         ORDER BY version DESC LIMIT $5))
"""
_NEWEST = (
    "SELECT max(version) FROM recap_checkpoints WHERE stream = $1 AND table_id = $2 AND audience = $3 AND shape = $4"
)


@dataclass(frozen=True)
class PostgresRecapCheckpoints:
    """`RecapCheckpoints` on the `recap_checkpoints` table."""

    connections: ConnectionCache

    async def candidates(
        self, stream: str, table_id: str, shape: str, lo: int, hi: int, own: str, limit: int
    ) -> list[tuple[int, str, bytes]]:
        rows = await self.connections.fetch(_CANDIDATES, stream, table_id, shape, lo, hi, own, limit)
        return [(version, audience, bytes(stored_hash)) for version, audience, stored_hash in rows]

    async def data(self, stream: str, table_id: str, audience: str, version: int) -> bytes | None:
        data = await self.connections.fetchval(_DATA, stream, table_id, audience, version)
        return bytes(data) if data is not None else None

    async def write(
        self, stream: str, table_id: str, audience: str, version: int, shape: str, hash: bytes, data: bytes, kept: int
    ) -> None:
        async with self.connections.lease() as conn, conn.transaction():
            await conn.execute(_INSERT, stream, table_id, audience, version, shape, hash, data)
            await conn.execute(_PRUNE, stream, table_id, audience, shape, kept)

    async def newest(self, stream: str, table_id: str, audience: str, shape: str) -> int | None:
        found = await self.connections.fetchval(_NEWEST, stream, table_id, audience, shape)
        return int(found) if found is not None else None


def chain_check(store: EventStore, dsn: str | None) -> ChainCheck:
    """`verify_range` on `store`, a long range checked side by side by the heavy reads' worker processes when
    the server runs them and `dsn` is given (each range of `PARALLEL_CHUNK` read and hashed by a worker from
    `dsn`, chained from the stored hash before it; the ranges join where those hashes meet), else in this
    process. Anything amiss and the range is walked again here in order, which names the first bad event."""

    async def check(stream: str, first: int, last: int) -> VerifyResult:
        processes = read_processes() if dsn is not None else None
        if dsn is None or processes is None or last - first + 1 < 2 * PARALLEL_CHUNK:
            return await verify_range(store.connections, stream, first, last, offload=offload)
        bounds = [(a, min(a + PARALLEL_CHUNK - 1, last)) for a in range(first, last + 1, PARALLEL_CHUNK)]
        results = await check_ranges(processes, dsn, stream, bounds)
        if results is None:
            return await verify_range(store.connections, stream, first, last, offload=offload)
        return VerifyResult(stream, True, sum(r.checked for r in results), head_hash=results[-1].head)

    return check


def recap_source(store: EventStore, dsn: str | None = None) -> RecapSource:
    """A recap's reads on `store` (the primary, or a standby holding the campaign's version, whose `dsn`
    lets the chain check use the worker processes)."""
    return RecapSource(store, PostgresRecapCheckpoints(store.connections), chain_check(store, dsn))
