"""The app the benchmarks' server processes run: Chronicle's own (`create_app`), rate limiting off, plus two
endpoints of the benchmark's that `chronicle bench http` compares a roll against. The product app has neither.

- `POST /_bench/noop` does nothing: the app's own overhead per request;
- `POST /_bench/append` does only the I/O a command cannot do without: it appends one small event to
  `bench-<stream>` with an exact expected version (the store's append, group commit included), then
  publishes it on the live fan-out. No token, no campaign state, no rules, no event body worth the name:
  what a roll costs beyond this is the command's own work.

`python -m benchmarks.app PORT` serves it on 127.0.0.1 as `chronicle serve` would (its garbage collector and
thread settings, its uvicorn options), with the settings of the environment (benchmarks/servers.py sets them).
"""

from __future__ import annotations

import sys
import uuid
from typing import Annotated, Any

import msgspec
from litestar import Litestar, Request, post

from benchmarks.servers import run_under_uvicorn
from eventstore.errors import WrongExpectedVersion
from eventstore.events import NewEvent
from server.access.auth import services_of
from server.app import create_app
from server.config import Settings
from server.http.problems import ApiError


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
    """Append one small event to `bench-<stream>` and publish it (see the module docstring)."""
    services = services_of(request)
    event = NewEvent(id=uuid.uuid4(), type="bench.appended", data=b'{"n":1}', metadata={"actor": "bench"})
    try:
        result = await services.store.append(f"bench-{data.stream}", [event], data.expected)
    except WrongExpectedVersion as exc:
        raise ApiError(409, "version_mismatch", "the stream is elsewhere", actual=exc.actual) from None
    if result.recorded:
        await services.fanout.publish(f"bench-{data.stream}", result.recorded)
    return Noop()


def bench_app(settings: Settings) -> Litestar:
    """Chronicle's app with the benchmark's endpoints mounted on it."""
    app = create_app(settings)
    app.register(bench_noop)
    app.register(bench_append)
    return app


def serve(port: int) -> None:
    """The server side of a benchmark (run in a process of its own by benchmarks/servers.py)."""
    from server.config import from_env

    run_under_uvicorn(bench_app(from_env().with_(port=port)), port)


if __name__ == "__main__":
    serve(int(sys.argv[1]))
