"""Health probes and metrics.

Two probes, because an orchestrator acts differently on each: a failing *liveness* probe restarts the
process, a failing *readiness* probe only takes it out of the load balancer. A database outage must make
every replica unready (nothing to serve) but must not restart them all (a restart fixes nothing and drops
every live connection), so `/health/live` asks nothing of the database and `/health/ready` asks everything a
request needs — and only that: what requests work without (Redis, the token listener) leaves it ready but
`degraded` (server/ops/readiness.py). `/health` stays as it was, for existing monitors.
"""

from __future__ import annotations

import asyncio
from typing import Any

import msgspec
from litestar import Response, get
from litestar.datastructures import State
from litestar.openapi.datastructures import ResponseSpec
from litestar.plugins.prometheus import PrometheusController

from server.access.auth import metrics_reader
from server.ops.readiness import STATE_KEY as STARTUP
from server.ops.readiness import Startup, readiness
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
async def health(state: State) -> Response[HealthReport]:
    """Needs no token. 200 when the database answers, 503 when it does not."""
    services: Services | None = state.get("services")
    if services is None:  # not started: the database was away at start
        report = HealthReport(status="degraded", database="unavailable", rulesets=[], live={"transport": "none"})
        return Response(report, status_code=503)
    try:
        await asyncio.wait_for(services.store.connections.fetchval("SELECT 1"), 2.0)
        database = "ok"
    except Exception:
        database = "unavailable"
    body = HealthReport(
        status="ok" if database == "ok" else "degraded",
        database=database,
        rulesets=sorted(services.rulesets),
        live=services.fanout.status(),
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
    """`ready`; `degraded` (still 200: requests work, something they can do without is missing — Redis, the
    token-change listener); or `unready` (503: requests would fail)."""
    checks: dict[str, str]
    """Each dependency: `ok`, or what is wrong with it."""


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
async def health_ready(state: State) -> Response[Readiness]:
    """Needs no token. 200 when this process can serve: its services started, the database answers and is
    migrated, and the seed key opens the stored seeds — `ready`, or `degraded` when Redis or the token-change
    listener is away (requests work without them). 503 `unready` otherwise, with each check's finding. Point
    the orchestrator's readiness probe and the load balancer's check here."""
    startup: Startup | None = state.get(STARTUP)
    status, checks = await readiness(state.get("services"), startup.findings if startup is not None else {})
    return Response(Readiness(status=status, checks=checks), status_code=503 if status == "unready" else 200)


class MetricsController(PrometheusController):
    """Prometheus metrics; needs CHRONICLE_METRICS_TOKEN (or the admin token), or a loopback client."""

    path = "/metrics"
    include_in_schema = False
    guards = [metrics_reader]  # noqa: RUF012
