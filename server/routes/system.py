"""Health probes and metrics.

Two probes, because an orchestrator acts differently on each: a failing *liveness* probe restarts the
process, a failing *readiness* probe only takes it out of the load balancer. A database outage must make
every replica unready (nothing to serve) but must not restart them all (a restart fixes nothing and drops
every live connection), so `/health/live` asks nothing of the database and `/health/ready` asks everything a
request needs. `/health` stays as it was, for existing monitors.
"""

from __future__ import annotations

import asyncio
from typing import Any

import msgspec
from litestar import Response, get
from litestar.di import NamedDependency
from litestar.openapi.datastructures import ResponseSpec
from litestar.plugins.prometheus import PrometheusController

from server.auth import metrics_reader
from server.services import Services


class HealthReport(msgspec.Struct, kw_only=True):
    status: str
    """`ok`, or `degraded` when the database does not answer (then the status code is 503)."""
    database: str
    rulesets: list[str]
    live: dict[str, Any] = msgspec.field(default_factory=dict)


@get(
    "/health",
    operation_id="health",
    summary="Liveness and readiness",
    tags=["system"],
    responses={
        503: ResponseSpec(
            data_container=HealthReport, description="The database does not answer.", generate_examples=False
        )
    },
)
async def health(services: NamedDependency[Services]) -> Response[HealthReport]:
    """Needs no token. 200 when the database answers, 503 when it does not."""
    try:
        await asyncio.wait_for(services.store.connections.fetchval("SELECT 1"), 2.0)
        database = "ok"
    except Exception:
        database = "unavailable"
    status_fn = getattr(services.fanout, "status", None)
    live = status_fn() if callable(status_fn) else {"transport": "none"}
    body = HealthReport(
        status="ok" if database == "ok" else "degraded",
        database=database,
        rulesets=sorted(services.rulesets),
        live=live,
    )
    return Response(body, status_code=200 if database == "ok" else 503)


class Live(msgspec.Struct, kw_only=True):
    status: str
    """Always `ok`: the process's event loop answered."""


@get("/health/live", operation_id="health_live", summary="Liveness probe", tags=["system"])
async def health_live() -> Live:
    """Needs no token and touches nothing outside the process: 200 while the event loop answers. Point the
    orchestrator's liveness probe here (a restart is the remedy only for a process that no longer answers)."""
    return Live(status="ok")


class Readiness(msgspec.Struct, kw_only=True):
    status: str
    """`ready`, or `unready` (then the status code is 503 and `checks` says what failed)."""
    checks: dict[str, str]
    """Each dependency a request needs: `ok`, or what is wrong with it."""


READY_TIMEOUT = 2.0
"""Seconds the readiness probe waits for the database before calling it unavailable."""


@get(
    "/health/ready",
    operation_id="health_ready",
    summary="Readiness probe",
    tags=["system"],
    responses={
        503: ResponseSpec(
            data_container=Readiness,
            description="A dependency is missing; `checks` says which.",
            generate_examples=False,
        )
    },
)
async def health_ready(services: NamedDependency[Services]) -> Response[Readiness]:
    """Needs no token. 200 when this process can serve: the database answers and is migrated, Redis answers
    (when configured), and the token-change listener is connected (when the token cache is on). 503 otherwise,
    with each check's finding. Point the orchestrator's readiness probe and the load balancer's check here."""
    checks = {"database": await services.database_check(READY_TIMEOUT)}
    status_fn = getattr(services.fanout, "status", None)
    live = status_fn() if callable(status_fn) else {"transport": "none"}
    if live.get("transport") == "redis":
        checks["redis"] = "ok" if live.get("healthy") else "unavailable"
    if services.tokens.cache is not None:
        checks["token_listener"] = "ok" if services.tokens.cache.listening else "disconnected"
    ready = all(v == "ok" for v in checks.values())
    return Response(Readiness(status="ready" if ready else "unready", checks=checks), status_code=200 if ready else 503)


class MetricsController(PrometheusController):
    """Prometheus metrics; needs CHRONICLE_METRICS_TOKEN (or the admin token), or a loopback client."""

    path = "/metrics"
    include_in_schema = False
    guards = [metrics_reader]  # noqa: RUF012
