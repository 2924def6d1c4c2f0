"""Empty databases on the test PostgreSQL server: the session's own (tests/conftest.py), and extra ones for
tests that need a database to themselves (tampering with it, export from one Chronicle, import into another)."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Iterable
from pathlib import Path

from benchmarks.postgres import scratch_database as _scratch_database


@contextlib.asynccontextmanager
async def scratch_database(
    server_url: str, extra_dirs: Iterable[Path] = (), *, migrated: bool = True, prefix: str = "chronicle_scratch"
) -> AsyncIterator[str]:
    """A fresh database on `server_url`'s server, migrated (event store + `extra_dirs`) unless told not to,
    dropped afterwards (the benchmarks' scratch database, migrated by default)."""
    async with _scratch_database(server_url, extra_dirs, migrated=migrated, prefix=prefix) as url:
        yield url
