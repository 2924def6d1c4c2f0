"""Versioned, idempotent SQL migrations: `migrate()` applies each pending `NNNN_name.sql` file once.

Used for the event store's own schema (eventstore/migrations/) and, through `extra_dirs`, for any other
package's folder (server/migrations/), so there is one runner and one `schema_migrations` table. Each
folder is a *scope* (its package name), so two folders may both start at 0001.

Several processes may start at once (server replicas, a `chronicle migrate` beside them): a session
advisory lock makes them take turns, and each file is applied in its own transaction together with the
row that records it, so a crash never leaves a file half-applied or applied-but-unrecorded.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import asyncpg

from eventstore.errors import MigrationError

log = logging.getLogger(__name__)

MIGRATIONS_DIR = Path(__file__).with_name("migrations")
_LOCK_KEY = 0x63687240_6D696772  # arbitrary constant: "chr@migr"

_CREATE_LEDGER = """
CREATE TABLE IF NOT EXISTS schema_migrations (
    scope      text        NOT NULL,
    name       text        NOT NULL,
    checksum   text        NOT NULL,  -- sha256 of the file as applied; an edited applied file is an error
    applied_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (scope, name)
)
"""


class Migration:
    """One SQL file of one scope."""

    def __init__(self, scope: str, path: Path) -> None:
        self.scope = scope
        self.path = path
        self.name = path.name
        self.sql = path.read_text(encoding="utf-8")
        self.checksum = hashlib.sha256(self.sql.encode()).hexdigest()

    def __repr__(self) -> str:
        return f"{self.scope}/{self.name}"


def scope_of(folder: Path) -> str:
    """`server/migrations` is scope "server"; any other folder is named for itself."""
    return folder.parent.name if folder.name == "migrations" else folder.name


def discover(extra_dirs: Iterable[str | Path] = ()) -> list[Migration]:
    """The event store's migrations first, then each extra folder's, each folder in file-name order."""
    folders = [("eventstore", MIGRATIONS_DIR)] + [(scope_of(Path(d)), Path(d)) for d in extra_dirs]
    scopes = [scope for scope, _ in folders]
    if len(set(scopes)) != len(scopes):
        raise MigrationError(f"two migration folders share a scope name: {scopes}")
    found: list[Migration] = []
    for scope, folder in folders:
        if not folder.is_dir():
            raise MigrationError(f"migrations folder {folder} does not exist")
        found.extend(Migration(scope, path) for path in sorted(folder.glob("*.sql")))
    return found


@asynccontextmanager
async def _connection(target: str | asyncpg.Connection | asyncpg.Pool) -> AsyncIterator[Any]:
    if isinstance(target, str):
        conn = await asyncpg.connect(target)
        try:
            yield conn
        finally:
            await conn.close()
    elif isinstance(target, asyncpg.Pool):
        async with target.acquire() as pooled:
            yield pooled
    else:
        yield target


async def pending(
    dsn_or_connection: str | asyncpg.Connection | asyncpg.Pool, extra_dirs: Iterable[str | Path] = ()
) -> list[str]:
    """The migrations not yet applied ("scope/file.sql"), or applied from a different file; empty when the
    database is up to date. Reads only: a replica that does not migrate asks this before it says it is ready."""
    migrations = discover(extra_dirs)
    async with _connection(dsn_or_connection) as conn:
        if await conn.fetchval("SELECT to_regclass('schema_migrations')") is None:
            return [repr(m) for m in migrations]
        done = {(r["scope"], r["name"]): r["checksum"] for r in await conn.fetch(_APPLIED)}
    return [repr(m) for m in migrations if done.get((m.scope, m.name)) != m.checksum]


_APPLIED = "SELECT scope, name, checksum FROM schema_migrations"


async def migrate(
    dsn_or_connection: str | asyncpg.Connection | asyncpg.Pool, extra_dirs: Iterable[str | Path] = ()
) -> list[str]:
    """Apply every pending migration; return the names applied ("scope/file.sql"), empty if none."""
    migrations = discover(extra_dirs)
    applied: list[str] = []
    async with _connection(dsn_or_connection) as conn:
        await conn.execute("SELECT pg_advisory_lock($1)", _LOCK_KEY)
        try:
            await conn.execute(_CREATE_LEDGER)
            done = {(r["scope"], r["name"]): r["checksum"] for r in await conn.fetch(_APPLIED)}
            for m in migrations:
                checksum = done.get((m.scope, m.name))
                if checksum == m.checksum:
                    continue
                if checksum is not None:
                    raise MigrationError(
                        f"migration {m!r} was applied from a different file (checksum {checksum[:12]}…, "
                        f"now {m.checksum[:12]}…); add a new migration instead of editing an applied one"
                    )
                async with conn.transaction():
                    await conn.execute(m.sql)
                    await conn.execute(
                        "INSERT INTO schema_migrations (scope, name, checksum) VALUES ($1, $2, $3)",
                        m.scope,
                        m.name,
                        m.checksum,
                    )
                log.info("applied migration %r", m)
                applied.append(repr(m))
        finally:
            await conn.execute("SELECT pg_advisory_unlock($1)", _LOCK_KEY)
    return applied
