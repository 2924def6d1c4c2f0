"""The floor `chronicle bench http` measures Chronicle against: a bare Litestar + msgspec app, not the product.

It answers `POST /_bench/noop` as benchmarks/app.py's no-op does (a msgspec struct, status 200) and
`GET /health` for the benchmark's readiness wait, and nothing else: no middleware, no plugins, no OpenAPI
document, no database. What Chronicle's no-op costs beyond it is Chronicle's own overhead per request; what a
roll costs beyond it is everything a roll does.

`python -m benchmarks.bare PORT` serves it on 127.0.0.1 exactly as benchmarks/app.py serves Chronicle's app
(uvicorn with `chronicle serve`'s options, its garbage collector and thread settings), so the two differ
only in the app.
"""

from __future__ import annotations

import sys

import msgspec
from litestar import Litestar, get, post

from benchmarks.servers import run_under_uvicorn


class Noop(msgspec.Struct):
    ok: bool = True


@post("/_bench/noop", status_code=200)
async def bare_noop() -> Noop:
    return Noop()


@get("/health")
async def bare_health() -> Noop:
    return Noop()


def bare_app() -> Litestar:
    return Litestar(route_handlers=[bare_noop, bare_health], openapi_config=None, logging_config=None, debug=False)


def serve(port: int) -> None:
    run_under_uvicorn(bare_app(), port)


if __name__ == "__main__":
    serve(int(sys.argv[1]))
