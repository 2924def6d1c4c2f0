"""`chronicle serve`: configuration from the environment, the embedded database when none is given,
migrations, then uvicorn."""

from __future__ import annotations

import gc
import logging
import signal
import sys
from collections.abc import Awaitable, Callable
from typing import Any

from server.config import Settings, from_env, require_seed_key, resolve_seed_key
from server.ops import logs
from server.ops.redaction import configured_secrets

log = logging.getLogger("chronicle.server")

UVICORN_OPTIONS: dict[str, Any] = {
    # Browsers offer permessage-deflate on every WebSocket; accepted, each small live frame would be compressed
    # once per subscriber (~30 µs each, a third more CPU for a table's fan-out; see benchmarks/live.py).
    "ws_per_message_deflate": False,
    # Live WebSocket/SSE connections never finish by themselves: without a bound, a graceful shutdown would
    # wait for every watcher to leave. After this many seconds uvicorn closes them (clients reconnect and
    # resume from their position) and the app's shutdown runs.
    "timeout_graceful_shutdown": 5,
}
"""How every Chronicle server runs uvicorn (`chronicle serve` and `chronicle bench http`)."""

GC_THRESHOLDS = (10_000, 10, 10)


def _server_class() -> type:
    import uvicorn

    class _ChronicleServer(uvicorn.Server):
        """uvicorn's server, which runs `before_shutdown()` as soon as it starts shutting down — before it
        asks its connections to finish (uvicorn's own WebSocket close is 1012) and waits for them. Live
        WebSocket/SSE connections never finish by themselves: ended there with their documented close, they
        are gone before uvicorn looks, instead of cancelled (with a traceback) when
        `timeout_graceful_shutdown` runs out."""

        def __init__(self, config: Any, before_shutdown: Callable[[], Awaitable[None]]) -> None:
            super().__init__(config)
            self._before_shutdown = before_shutdown

        async def shutdown(self, sockets: Any = None) -> None:
            for server in self.servers:  # no new connections while the live ones close
                server.close()
            await self._before_shutdown()
            await super().shutdown(sockets)

    return _ChronicleServer


def tune_gc() -> None:
    """Make the cyclic garbage collector cheap for a server process (call once the app is built).

    With Python's defaults (a young collection every 700 net allocations) a server command triggered
    several collections, and each full one walked every object the process holds — the imported rules, the
    app, the OpenAPI document, the cached campaign states: 11% of the server's CPU in `chronicle bench http`
    (perf), 2.6 s of collections in one run. `gc.freeze()` moves everything alive at start-up out of the
    collector's sight (it lives as long as the process anyway), and a young collection every 10,000
    allocations lets the short-lived objects of a request die by reference counting before any collection
    looks at them: 0.1 s of collections in the same run. Only memory held by garbage cycles waits a little
    longer; nothing else changes.
    """
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)


SWITCH_INTERVAL = 0.001
"""Seconds a thread may keep the GIL while another waits for it (CPython's default is 0.005)."""


def tune_threads() -> None:
    """Let the event loop have the GIL back within 1 ms while a heavy read works on a read thread.

    Heavy reads hand their CPU work to threads (server/http/read_limits.py). A thread running Python keeps the
    GIL until the switch interval has passed, and an HTTP request on the loop needs it back several times
    (each socket wait releases it), so every request answered during such a read waited up to 5 ms per
    crossing. With 1 ms, the slowest `/health` answered during an integrity check of 100,000 events went
    from 45-48 ms to 16-26 ms on the 2-core machine. Without threads at work nothing changes: the interval
    only matters while two threads want the GIL."""
    sys.setswitchinterval(SWITCH_INTERVAL)


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

    from server.app import create_app, shut_down_live

    settings = settings or from_env()
    if host:
        settings = settings.with_(host=host)
    if port:
        settings = settings.with_(port=port)
    logs.configure(settings.log_level, settings.log_format)
    logs.keep_secret(*configured_secrets(settings))
    embedded = not settings.database_url
    require_seed_key(settings)
    settings = resolve_seed_key(resolve_database(settings))
    logs.keep_secret(*configured_secrets(settings))
    app = create_app(settings)
    tune_gc()
    tune_threads()
    log.info("Chronicle listening on http://%s:%d (API docs at /schema)", settings.host, settings.port)
    # uvicorn re-raises SIGTERM after its graceful shutdown; make that an exit that runs `finally` (below),
    # rather than the default instant death that would leave the embedded PostgreSQL running
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    config = uvicorn.Config(
        app,
        host=settings.host,
        port=settings.port,
        log_level=settings.log_level.lower(),
        log_config=None,  # uvicorn's loggers go through Chronicle's handler (server/ops/logs.py)
        access_log=False,  # the request middleware writes the access lines, with the request's context
        proxy_headers=True,  # X-Forwarded-For/-Proto from the peers below only (rate limits per client address)
        forwarded_allow_ips=settings.forwarded_allow_ips,
        **UVICORN_OPTIONS,
    )
    try:
        _server_class()(config, before_shutdown=lambda: shut_down_live(app)).run()
    except KeyboardInterrupt:  # uvicorn re-raises the SIGINT it handled, once it has shut down
        pass
    finally:
        if embedded:
            from eventstore.embedded import stop_embedded

            stop_embedded((settings.data_dir / "postgres").resolve())  # its data stays for the next start
    return 0
