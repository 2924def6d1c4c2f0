"""The event store's `chronicle` sub-command: `chronicle migrate`.

server/cli/chronicle.py wires it to argparse (it knows the configuration: where the database is, which other
migration folders exist); what it does lives here.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path


def migrate_command(
    database_url: str | None, *, embedded_dir: Path | None = None, extra_dirs: Sequence[Path] = ()
) -> int:
    """Apply pending migrations to `database_url`, or to the embedded PostgreSQL in `embedded_dir` when None.

    A database that cannot be reached raises `DatabaseUnreachable`, a URL that cannot be used
    `DatabaseUrlInvalid` (one line each, without the password: the command line prints it and exits 3 or 2)."""
    from eventstore.dsn import display
    from eventstore.embedded import embedded_dsn, stop_embedded
    from eventstore.errors import connection_failure
    from eventstore.migrator import migrate

    if database_url is not None:
        try:
            applied = asyncio.run(migrate(database_url, extra_dirs=extra_dirs))
        except Exception as exc:
            failure = connection_failure(database_url, exc)
            if failure is not None:
                raise failure from None
            raise
    elif embedded_dir is not None:
        try:
            applied = asyncio.run(migrate(embedded_dsn(embedded_dir), extra_dirs=extra_dirs))
        finally:
            stop_embedded(embedded_dir)
    else:
        raise ValueError("either a database URL or an embedded data folder")
    where = display(database_url) if database_url else f"the embedded PostgreSQL in {embedded_dir}"
    for name in applied:
        print(f"applied {name}")
    print(f"{where}: {len(applied)} migration(s) applied, schema up to date")
    return 0
