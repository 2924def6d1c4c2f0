"""An embedded PostgreSQL (pgserver) for machines without one: `chronicle serve`, the benchmark, tests.

pgserver ships PostgreSQL binaries as a wheel and runs the server on a Unix socket in the data folder, so
nothing has to be installed. Handles are kept here for the life of the process, because pgserver stops a
server when its last handle is garbage-collected.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pgserver.postgres_server import PostgresServer

log = logging.getLogger(__name__)

DEFAULT_DATA_DIR = Path(".chronicle") / "postgres"
"""Where `chronicle serve` and `chronicle migrate` keep the embedded database when DATABASE_URL is unset."""

_servers: dict[Path, PostgresServer] = {}


def embedded_dsn(folder: str | Path = DEFAULT_DATA_DIR, *, delete_on_exit: bool = False) -> str:
    """Start (or reuse) an embedded PostgreSQL whose data lives in `folder`; return its DSN.

    The server stops when this process exits; its data stays in `folder` unless `delete_on_exit`.
    """
    # imported lazily: loading it is slow and only the embedded path needs it
    from pgserver.postgres_server import get_server

    path = Path(folder).resolve()
    if path not in _servers:
        path.parent.mkdir(parents=True, exist_ok=True)
        mode = "delete" if delete_on_exit else "stop"
        _servers[path] = get_server(path, cleanup_mode=mode)
        log.info("embedded PostgreSQL running with its data in %s", path)
    return _servers[path].get_uri()


def stop_embedded(folder: str | Path = DEFAULT_DATA_DIR) -> None:
    """Stop the embedded server of `folder` now instead of at exit (deleting it if asked to on start)."""
    server = _servers.pop(Path(folder).resolve(), None)
    if server is not None:
        server.cleanup()
