"""The PostgreSQL every benchmark runs on: DATABASE_URL's server, or an embedded one, and a scratch database
of the run's own on it (created for the run, dropped after it)."""

from __future__ import annotations

import contextlib
import tempfile
import uuid
from collections.abc import AsyncIterator, Iterable, Iterator
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit


def with_database(url: str, name: str) -> str:
    """`url` with its database replaced by `name`."""
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, "/" + name, parts.query, parts.fragment))


@contextlib.asynccontextmanager
async def scratch_database(
    server_url: str, extra_dirs: Iterable[Path] = (), *, migrated: bool = False, prefix: str = "chronicle_bench"
) -> AsyncIterator[str]:
    """A fresh database on `server_url`'s server, migrated (the event store's schema and `extra_dirs`' when
    `migrated`), dropped afterwards. The tests make theirs with it too (tests/scratch_databases.py)."""
    import asyncpg

    name = f"{prefix}_{uuid.uuid4().hex[:12]}"
    admin = await asyncpg.connect(server_url)
    try:
        await admin.execute(f'CREATE DATABASE "{name}"')
    finally:
        await admin.close()
    url = with_database(server_url, name)
    try:
        if migrated:
            from eventstore.migrator import migrate

            await migrate(url, extra_dirs=tuple(extra_dirs))
        yield url
    finally:
        admin = await asyncpg.connect(server_url)
        try:
            await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        finally:
            await admin.close()


@contextlib.contextmanager
def postgres_server(server_url: str | None) -> Iterator[str]:
    """`server_url` (DATABASE_URL) when given, else an embedded PostgreSQL in a temporary folder, stopped and
    removed afterwards: the server a benchmark makes its scratch databases on."""
    if server_url:
        yield server_url
        return
    from eventstore.embedded import embedded_dsn, stop_embedded

    folder = tempfile.mkdtemp(prefix="chronicle-bench-pg-")
    try:
        yield embedded_dsn(folder, delete_on_exit=True)
    finally:
        stop_embedded(folder)
