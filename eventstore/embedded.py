"""An embedded PostgreSQL (pgserver) for machines without one: `chronicle serve`, the benchmark, tests.

pgserver ships PostgreSQL binaries as a wheel and runs the server on a Unix socket in the data folder, so
nothing has to be installed. Handles are kept here for the life of the process, because pgserver stops a
server when its last handle is garbage-collected.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

DEFAULT_DATA_DIR = Path(".chronicle") / "postgres"
"""Where `chronicle serve` and `chronicle migrate` keep the embedded database when DATABASE_URL is unset."""

_servers: dict[Path, Any] = {}


def embedded_dsn(folder: str | Path = DEFAULT_DATA_DIR, *, delete_on_exit: bool = False) -> str:
    """Start (or reuse) an embedded PostgreSQL whose data lives in `folder`; return its DSN.

    The server stops when this process exits; its data stays in `folder` unless `delete_on_exit`.
    """
    import pgserver  # imported lazily: loading it is slow and only the embedded path needs it

    path = Path(folder).resolve()
    if path not in _servers:
        path.parent.mkdir(parents=True, exist_ok=True)
        mode = "delete" if delete_on_exit else "stop"
        _servers[path] = pgserver.get_server(path, cleanup_mode=mode)  # type: ignore[attr-defined]
        log.info("embedded PostgreSQL running with its data in %s", path)
    uri: str = _servers[path].get_uri()
    return uri


def stop_embedded(folder: str | Path = DEFAULT_DATA_DIR) -> None:
    """Stop the embedded server of `folder` now instead of at exit (deleting it if asked to on start)."""
    server = _servers.pop(Path(folder).resolve(), None)
    if server is not None:
        server.cleanup()
