"""Health, metrics and the benchmark's endpoints (a no-op; an append and a publish with nothing else)."""

from __future__ import annotations

import asyncio
import uuid
from typing import Annotated, Any

import msgspec
from litestar import Request, Response, get, post
from litestar.openapi.datastructures import ResponseSpec
from litestar.plugins.prometheus import PrometheusController

from eventstore.errors import WrongExpectedVersion
from eventstore.events import NewEvent
from server.auth import metrics_reader, services_of
from server.problems import ApiError


class Health(msgspec.Struct, kw_only=True):
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
        503: ResponseSpec(data_container=Health, description="The database does not answer.", generate_examples=False)
    },
)
async def health(request: Request[Any, Any, Any]) -> Response[Health]:
    """Needs no token. 200 when the database answers, 503 when it does not."""
    services = services_of(request)
    try:
        await asyncio.wait_for(services.store.connections.fetchval("SELECT 1"), 2.0)
        database = "ok"
    except Exception:
        database = "unavailable"
    status_fn = getattr(services.fanout, "status", None)
    live = status_fn() if callable(status_fn) else {"transport": "none"}
    body = Health(
        status="ok" if database == "ok" else "degraded",
        database=database,
        rulesets=sorted(services.rulesets),
        live=live,
    )
    return Response(body, status_code=200 if database == "ok" else 503)


class Noop(msgspec.Struct):
    ok: bool = True


@post("/_bench/noop", include_in_schema=False, status_code=200)
async def bench_noop() -> Noop:
    """Does nothing: `chronicle bench http` measures the app's own overhead against it."""
    return Noop()


class BenchAppend(msgspec.Struct, forbid_unknown_fields=True):
    stream: Annotated[str, msgspec.Meta(min_length=1, max_length=64)]
    expected: Annotated[int, msgspec.Meta(ge=-1)]
    """The stream's version before this append (-1: empty); the benchmark's client counts its own appends."""


@post("/_bench/append", include_in_schema=False, status_code=200)
async def bench_append(request: Request[Any, Any, Any], data: BenchAppend) -> Noop:
    """Only the I/O a command cannot do without: append one small event to `bench-<stream>` with an exact
    expected version (the store's append, group commit included), then publish it on the live fan-out.
    No token, no campaign state, no rules, no event body worth the name: what a roll costs beyond this is
    the command's own work (`chronicle bench http`)."""
    services = services_of(request)
    event = NewEvent(id=uuid.uuid4(), type="bench.appended", data=b'{"n":1}', metadata={"actor": "bench"})
    try:
        result = await services.store.append(f"bench-{data.stream}", [event], data.expected)
    except WrongExpectedVersion as exc:
        raise ApiError(409, "version_mismatch", "the stream is elsewhere", actual=exc.actual) from None
    if result.recorded:
        await services.fanout.publish(f"bench-{data.stream}", result.recorded)
    return Noop()


class MetricsController(PrometheusController):
    """Prometheus metrics; needs CHRONICLE_METRICS_TOKEN (or the admin token), or a loopback client."""

    path = "/metrics"
    include_in_schema = False
    guards = [metrics_reader]  # noqa: RUF012
