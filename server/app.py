"""The Litestar application: `create_app(settings)`.

Wiring only — routes, Litestar's own facilities and the start-up of the shared services:

- OpenAPI 3.1 document at /schema/openapi.json, Swagger UI at /schema (Redoc at /schema/redoc), their
  vendored bundles served from /static (server/http/static_assets.py): no CDN, they render offline;
- RFC 9457 problem details for every error (ProblemDetailsPlugin, see problems.py), plus a catch-all;
- rate limits per token (RateLimitConfig with server/access/rate_limit.py's counting middleware; Redis-backed when
  REDIS_URL is set, so all processes share them),
  a request body size limit, input checks at the edge (input_checks.py: text the store cannot hold, bytes
  that are not UTF-8, absurd nesting are 400s naming the field), CORS (when origins are configured),
  logging, Prometheus metrics (/metrics);
- limits on heavy reads (server/http/read_limits.py): bounded concurrency per process and per token, a bounded
  wait, a time and a size limit, CPU-heavy work on a few threads off the event loop;
- live tables: routes from `server.http.routes.live.route_handlers()` and the fan-out from
  `server.live.fanout.Fanout`, which the application layer calls after each commit.

Command routes are generated from `domain.rulesets.RULESETS`: a new ruleset needs no change here.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from typing import Any

from litestar import Litestar
from litestar.config.compression import CompressionConfig
from litestar.config.cors import CORSConfig
from litestar.datastructures import State
from litestar.middleware import DefineMiddleware
from litestar.middleware.rate_limit import RateLimitConfig
from litestar.openapi.config import OpenAPIConfig
from litestar.openapi.spec import Components, SecurityScheme, Tag
from litestar.stores.registry import StoreRegistry

from domain.game import Game
from domain.messages import tag_of
from server.access.rate_limit import CountingRateLimitMiddleware, rate_limit_key
from server.config import Settings, resolve_seed_key
from server.dependencies import DEPENDENCIES
from server.http import problems, read_limits
from server.http.input_checks import ChronicleRequest, InputCheckMiddleware
from server.http.request_edge import RequestEdge
from server.http.routes import access, audit, campaigns, luck, offers, reads, replay, system, web, webhooks
from server.http.routes.commands import command_route_handlers
from server.http.routes.live import route_handlers as live_route_handlers
from server.http.schemas import FinishedJson, openapi_plugins
from server.http.static_assets import docs_render_plugins, static_router
from server.live.fanout import Fanout, LiveFanout
from server.live.settings import LiveSettings
from server.live.subscription import StreamReader
from server.ops import faults, tracing
from server.ops.readiness import STATE_KEY as STARTUP
from server.ops.readiness import Startup
from server.services import FanoutFactory, Services

log = logging.getLogger("chronicle.server")

API_VERSION = "1.0.0"
DESCRIPTION = """\
Chronicle is an event-sourced campaign server for tabletop role-playing games.

* **Auth** — `Authorization: Bearer <token>`. Creating a campaign returns the GM's token; adding a member
  returns that member's. The GM issues, lists and revokes tokens. No token reads only /health and this document.
* **Commands** — `POST /campaigns/{campaign_id}/commands/{tag}`, one route per command of each ruleset.
  Each returns the events it appended and the campaign's new version (also the `ETag`).
* **Idempotency** — send `Idempotency-Key` on any POST: a retry with the same body returns the first response
  and changes nothing; the same key with another body is a 422. Keys are kept at least 24 hours.
* **Concurrency** — `If-Match: "<version>"` makes a command fail with 412 if the campaign moved on; without it
  the server re-decides on the newer state a few times, then answers 409.
* **Errors** — `application/problem+json` (RFC 9457) with a stable `code` and the `data` needed to fix the call.
* **Visibility** — GM-only and blind rolls are shown only to those who may see them until revealed.
"""


def live_fanout(store: StreamReader, settings: Settings, rulesets: Mapping[str, Game]) -> LiveFanout:
    """The live fan-out: through Redis when REDIS_URL is set, in-process otherwise."""
    return Fanout.from_url(store, settings.redis_url, rulesets=rulesets, settings=LiveSettings.from_env())


async def shut_down_live(app: Litestar, wait: float = 2.0) -> None:
    """End every live connection of `app` now (WebSocket close 1001, SSE `dropped` frame) and wait (up to
    `wait` seconds) until each has sent its close: called when the server is told to stop, before it asks
    its connections to finish (server/main.py), which would otherwise wait out its graceful timeout."""
    services: Services | None = getattr(app.state, "services", None)  # None: the app never started
    if services is None:
        return
    fanout = services.fanout
    try:
        fanout.shut_down_connections()
        await fanout.connections_closed(wait)
    except Exception:  # shutting down goes on regardless
        log.exception("closing live connections at shutdown failed")


def openapi_config(rulesets: Mapping[str, Game]) -> OpenAPIConfig:
    tags = [
        Tag(name="campaigns", description="Creating campaigns."),
        Tag(name="commands: campaign", description="Commands every campaign has: members, tables, reveals."),
    ]
    for name in sorted(rulesets):
        r = rulesets[name].ruleset
        tags.append(Tag(name=f"commands: {name}", description=f"{r.title}. {r.summary}".strip()))
    tags += [
        Tag(name="reads", description="State, entities, the audit log; filtered by what the caller may see."),
        Tag(name="access", description="Access tokens (GM only)."),
        Tag(name="webhooks", description="Signed pushes of the campaign's events to a URL (GM only)."),
        Tag(name="system", description="Health."),
    ]
    return OpenAPIConfig(
        title="Chronicle",
        version=API_VERSION,
        description=DESCRIPTION,
        path="/schema",
        render_plugins=[*docs_render_plugins(), FinishedJson()],  # docs UIs from /static: no CDN, offline
        components=Components(
            security_schemes={
                "bearer": SecurityScheme(
                    type="http", scheme="bearer", description="A Chronicle access token (`chr_…`)."
                )
            }
        ),
        tags=tags,
        use_handler_docstrings=True,
    )


def create_app(
    settings: Settings,
    *,
    rulesets: Mapping[str, Game] | None = None,
    fanout_factory: FanoutFactory | None = None,
    run_migrations: bool = True,
) -> Litestar:
    """The application. `settings.database_url` must be set (serve() resolves the embedded default)."""
    if rulesets is None:
        from domain.rulesets import RULESETS

        rulesets = RULESETS
    factory = fanout_factory or live_fanout
    limits = read_limits.ReadLimits.from_settings(settings)
    faults.configure()  # TEST-ONLY fault point, off unless CHRONICLE_TEST_FAULT is set (server/ops/faults.py)

    @asynccontextmanager
    async def lifespan(app: Litestar) -> AsyncIterator[None]:
        resolved = resolve_seed_key(settings)
        migrate = run_migrations and settings.migrate
        # the services start now, or — the database away — in the background while the server answers
        # unready (server/ops/readiness.py): a replica started during an outage must not crash-loop
        startup = Startup(app.state, lambda: Services.start(resolved, rulesets, factory, run_migrations=migrate))
        app.state[STARTUP] = startup
        await startup.begin()
        app.state[read_limits.STATE_KEY] = limits
        await limits.start_processes()
        purge = asyncio.create_task(_purge_idempotency_keys(app), name="idempotency-purge")
        try:
            yield
        finally:
            purge.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await purge
            await startup.stop()
            # the read processes end before this one does (server/http/read_limits.py); not waited for past 5 s
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(asyncio.to_thread(limits.close, wait=True), 5)

    middleware: list[Any] = [
        # outermost: the request id and access line, 304s and Retry-After, the HTTP metrics — in one layer,
        # seeing the status the client gets (server/http/request_edge.py)
        DefineMiddleware(RequestEdge, access_log=settings.access_log),
    ]
    if settings.rate_limit is not None:
        middleware.append(
            RateLimitConfig(
                rate_limit=settings.rate_limit,
                identifier_for_request=rate_limit_key,
                exclude=["/health", "/schema", "/metrics", "/static", "/app/", "/play"],
                middleware_class=CountingRateLimitMiddleware,  # counts instead of a history per key (rate_limit.py)
            ).middleware
        )
    middleware.append(InputCheckMiddleware)  # innermost: refused input is still rate-limited and counted

    handlers: list[Any] = [
        *command_route_handlers(rulesets),
        *reads.route_handlers,
        *luck.route_handlers,
        *offers.route_handlers,
        *campaigns.route_handlers,
        *replay.route_handlers,
        *audit.route_handlers,
        *access.route_handlers,
        *webhooks.route_handlers,
        system.health,
        system.health_live,
        system.health_ready,
        system.MetricsController,
        *live_route_handlers(),
        static_router(),
        *web.route_handlers,  # the web client (docs/web-client.md)
    ]

    prefixes = {
        name: tag_of(game.ruleset.commands[0]).split(".")[0] for name, game in rulesets.items() if game.ruleset.commands
    }
    app = Litestar(
        route_handlers=handlers,
        state=State({"command_prefixes": prefixes}),  # the web client's per-game command schemas (routes/web.py)
        compression_config=CompressionConfig(
            backend="gzip",
            minimum_size=1024,
            gzip_compress_level=6,
            # commands stay on the hot path as they are; live streams are not buffered
            exclude=[r"^/campaigns/[^/]+/(commands|live)/"],
        ),
        lifespan=[lifespan],
        plugins=[problems.plugin(), *openapi_plugins(rulesets), *_tracing_plugins(settings)],
        dependencies=DEPENDENCIES,
        exception_handlers={Exception: problems.internal_error_handler},
        middleware=middleware,
        cors_config=CORSConfig(
            allow_origins=list(settings.cors_origins),
            allow_methods=["GET", "POST", "PATCH", "DELETE", "OPTIONS"],
            allow_headers=[
                "Authorization",
                "Content-Type",
                "If-Match",
                "If-None-Match",
                "Idempotency-Key",
                "X-Request-ID",
                "Last-Event-ID",
            ],
            expose_headers=[
                "ETag",
                "Location",
                "Idempotent-Replayed",
                "RateLimit-Limit",
                "RateLimit-Remaining",
                "RateLimit-Reset",
                "RateLimit-Policy",
                "Retry-After",
                "Link",
                "Chronicle-Open-Verifiable-Tables",
            ],
        )
        if settings.cors_origins
        else None,
        logging_config=None,  # the process configures logging once (server/ops/logs.py), not each app
        openapi_config=openapi_config(rulesets),
        request_max_body_size=settings.max_body_bytes,
        request_class=ChronicleRequest,
        stores=_stores(settings),
        debug=False,
    )
    app.state.settings = settings  # for what must work before the services start (guards, probes)
    return app


def _tracing_plugins(settings: Settings) -> list[Any]:
    """OpenTelemetry's plugin when tracing is switched on and its extra installed (server/ops/tracing.py)."""
    if not settings.tracing:
        return []
    found = tracing.plugin()
    return [] if found is None else [found]


def _stores(settings: Settings) -> StoreRegistry | None:
    """With Redis, rate-limit counters live there so every server process enforces one limit per token (the
    counting middleware uses this store's client; see server/access/rate_limit.py)."""
    if settings.redis_url is None or settings.rate_limit is None:
        return None
    from litestar.stores.redis import RedisStore

    from server.adapters.redis_client import redis_client

    # not RedisStore.with_client: it passes `port`, which a unix:// URL refuses (every request was a 500);
    # redis_client follows a Sentinel promotion for a redis+sentinel:// URL
    client = redis_client(settings.redis_url)
    return StoreRegistry({"rate_limit": RedisStore(client, namespace="chronicle_rl", handle_client_shutdown=True)})


async def _purge_idempotency_keys(app: Litestar) -> None:
    """Delete expired idempotency keys hourly (expired keys are ignored anyway; this only reclaims space)."""
    while True:
        services: Services | None = app.state.get("services")  # None until they start
        try:
            removed = await services.idempotency.purge() if services is not None else 0
            if removed:
                log.info("purged %d expired idempotency keys", removed)
        except Exception as exc:  # the database may be briefly away; try again next time
            log.warning("purging idempotency keys failed: %s", exc)
        await asyncio.sleep(3600 if services is not None else 5)
