"""Where a no-op's CPU goes: `python -m benchmarks.layers [--rounds N] [--requests N]`.

The floor's app (benchmarks/bare.py) is built again with Chronicle's layers added one at a time — Litestar's
gzip compression as Chronicle configures it, the request edge (server/http/request_edge.py), the input checks
(server/http/input_checks.py) — and measured beside Chronicle's own benchmark app (benchmarks/app.py, rate limiting
off) in this process: direct ASGI calls (no socket, no uvicorn), 8 concurrent callers, the process's CPU
time per `POST /_bench/noop`, the best of `--rounds` alternated rounds. Each line is printed as a multiple of
the bare app's, the ratio `bench http`'s targets are in. Needs DATABASE_URL (Chronicle's app runs on a scratch
database of it) and REDIS_URL.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import os
import secrets
import tempfile
import time
from typing import Any

from litestar import Litestar
from litestar.config.compression import CompressionConfig
from litestar.middleware import DefineMiddleware

from benchmarks.bare import bare_health, bare_noop
from benchmarks.postgres import scratch_database
from benchmarks.profile_roll import AsgiClient


def _bare(**options: Any) -> Litestar:
    return Litestar(
        route_handlers=[bare_noop, bare_health], openapi_config=None, logging_config=None, debug=False, **options
    )


async def _per_noop(app: Any, requests: int, callers: int = 8) -> float:
    client = AsgiClient(app)

    async def one() -> None:
        for _ in range(requests // callers):
            status, data = await client.request("POST", "/_bench/noop")
            assert status == 200, data[:200]

    started = time.process_time()
    await asyncio.gather(*(one() for _ in range(callers)))
    return (time.process_time() - started) / requests


async def measure(rounds: int, requests: int, server_url: str, redis_url: str) -> dict[str, float]:
    from benchmarks.app import bench_app
    from server.config import from_env
    from server.http.input_checks import InputCheckMiddleware
    from server.http.request_edge import RequestEdge

    async with scratch_database(server_url) as database_url:
        environment = {
            **os.environ,
            "DATABASE_URL": database_url,
            "REDIS_URL": redis_url,
            "CHRONICLE_RATE_LIMIT": "0",
            "CHRONICLE_DATA_DIR": tempfile.mkdtemp(prefix="chronicle-layers-"),
            "CHRONICLE_SEED_KEY": base64.urlsafe_b64encode(secrets.token_bytes(32)).decode(),
            "CHRONICLE_LOG_LEVEL": "WARNING",
        }
        chronicle = bench_app(from_env(environment))
        gzip = CompressionConfig(backend="gzip", minimum_size=1024, exclude=[r"^/campaigns/[^/]+/(commands|live)/"])
        edge = DefineMiddleware(RequestEdge, access_log=True)
        apps = {
            "bare": _bare(),
            "bare + gzip compression": _bare(compression_config=gzip),
            "bare + request edge": _bare(middleware=[edge]),
            "bare + input checks": _bare(middleware=[InputCheckMiddleware]),
            "bare + all three": _bare(compression_config=gzip, middleware=[edge, InputCheckMiddleware]),
            "Chronicle's app": chronicle,
        }
        best = dict.fromkeys(apps, float("inf"))
        async with chronicle.lifespan():
            for _ in range(1200):  # its services start (migrations of the scratch database) before any round
                if getattr(chronicle.state, "services", None) is not None:
                    break
                await asyncio.sleep(0.05)
            for _ in range(rounds):
                for name, app in apps.items():
                    await _per_noop(app, requests // 5)  # warm
                    best[name] = min(best[name], await _per_noop(app, requests))
        return best


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--requests", type=int, default=4000)
    args = p.parse_args()
    best = asyncio.run(measure(args.rounds, args.requests, os.environ["DATABASE_URL"], os.environ["REDIS_URL"]))
    print(f"{'app':28s} {'CPU µs/no-op':>13s} {'× bare':>7s}")
    for name, seconds in best.items():
        print(f"{name:28s} {seconds * 1e6:13.1f} {seconds / best['bare']:7.2f}")


if __name__ == "__main__":
    main()
