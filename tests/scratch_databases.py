"""Empty databases on the test PostgreSQL server: the session's own (tests/conftest.py), and extra ones for
tests that need a database to themselves (tampering with it, export from one Chronicle, import into another)."""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import AsyncIterator, Iterable
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from eventstore.migrator import migrate


def with_database(url: str, name: str) -> str:
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, "/" + name, parts.query, parts.fragment))


@contextlib.asynccontextmanager
async def scratch_database(
    server_url: str, extra_dirs: Iterable[Path] = (), *, migrated: bool = True, prefix: str = "chronicle_scratch"
) -> AsyncIterator[str]:
    """A fresh database on `server_url`'s server, migrated (event store + `extra_dirs`) unless told not to,
    dropped afterwards."""
    name = f"{prefix}_{uuid.uuid4().hex[:12]}"
    admin = await asyncpg.connect(server_url)
    try:
        await admin.execute(f'CREATE DATABASE "{name}"')
    finally:
        await admin.close()
    url = with_database(server_url, name)
    try:
        if migrated:
            await migrate(url, extra_dirs=tuple(extra_dirs))
        yield url
    finally:
        admin = await asyncpg.connect(server_url)
        try:
            await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        finally:
            await admin.close()
