"""`chronicle serve`: configuration from the environment, the embedded database when none is given,
migrations, then uvicorn."""

from __future__ import annotations

import logging
import signal
import sys
from typing import Any

from server.config import Settings, from_env, resolve_seed_key

log = logging.getLogger("chronicle.server")

UVICORN_OPTIONS: dict[str, Any] = {
    # Browsers offer permessage-deflate on every WebSocket; accepted, each small live frame would be compressed
    # once per subscriber (~30 µs each, a third more CPU for a table's fan-out; see server/live/bench.py).
    "ws_per_message_deflate": False,
    # Live WebSocket/SSE connections never finish by themselves: without a bound, a graceful shutdown would
    # wait for every watcher to leave. After this many seconds uvicorn closes them (clients reconnect and
    # resume from their position) and the app's shutdown runs.
    "timeout_graceful_shutdown": 5,
}
"""How every Chronicle server runs uvicorn (`chronicle serve` and `chronicle bench http`)."""


def resolve_database(settings: Settings) -> Settings:
    """Settings whose database URL is set: DATABASE_URL, or an embedded PostgreSQL in the data folder."""
    if settings.database_url:
        return settings
    from eventstore.embedded import embedded_dsn

    folder = (settings.data_dir / "postgres").resolve()
    dsn = embedded_dsn(folder)
    log.warning("DATABASE_URL is unset: using an embedded PostgreSQL with its data in %s", folder)
    return settings.with_(database_url=dsn)


def serve(host: str | None = None, port: int | None = None, settings: Settings | None = None) -> int:
    """Run the server until interrupted (migrations are applied by the app at start-up)."""
    import uvicorn

    from server.app import create_app

    settings = settings or from_env()
    if host:
        settings = settings.with_(host=host)
    if port:
        settings = settings.with_(port=port)
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    embedded = not settings.database_url
    settings = resolve_seed_key(resolve_database(settings))
    app = create_app(settings)
    log.info("Chronicle listening on http://%s:%d (API docs at /schema)", settings.host, settings.port)
    # uvicorn re-raises SIGTERM after its graceful shutdown; make that an exit that runs `finally` (below),
    # rather than the default instant death that would leave the embedded PostgreSQL running
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    try:
        uvicorn.run(
            app,
            host=settings.host,
            port=settings.port,
            log_level=settings.log_level.lower(),
            access_log=False,
            **UVICORN_OPTIONS,
        )
    finally:
        if embedded:
            from eventstore.embedded import stop_embedded

            stop_embedded((settings.data_dir / "postgres").resolve())  # its data stays for the next start
    return 0
