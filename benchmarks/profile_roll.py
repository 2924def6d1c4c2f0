"""A profile of the roll path: `python -m benchmarks.profile_roll [--rolls N] [--concurrency C] [--out FILE]`.

The benchmark's app (benchmarks/app.py: Chronicle's app, rate limiting off) runs in this process on a scratch
database (DATABASE_URL's server) and REDIS_URL's fan-out; ASGI calls go to it directly — no sockets, no
uvicorn, no HTTP parsing — so the profile holds the app's own cost only. A table per concurrent caller is
set up first (unprofiled), then `--rolls` Robots & Rapiers test rolls are sent `--concurrency` at a time
under cProfile, whose top entries by own time and by cumulative time are printed (and the whole profile
written to `--out` for `python -m pstats` or snakeviz). The no-op is profiled the same way first, for
comparison. The profiler's clock is the process's CPU time, so waiting (for PostgreSQL, Redis, the event loop's
poll) counts as nothing. Figures under cProfile are inflated by it; read the shares, not the levels.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import cProfile
import io
import json
import os
import pstats
import secrets
import tempfile
import time
from typing import Any

from benchmarks.postgres import scratch_database


class AsgiClient:
    """One ASGI HTTP call at a time to an app in this process."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def request(
        self, method: str, path: str, body: bytes = b"", headers: dict[str, str] | None = None
    ) -> tuple[int, bytes]:
        raw = [(b"host", b"bench"), (b"content-length", str(len(body)).encode())]
        if body:
            raw.append((b"content-type", b"application/json"))
        raw += [(k.lower().encode(), v.encode()) for k, v in (headers or {}).items()]
        scope = {
            "type": "http",
            "asgi": {"version": "3.0", "spec_version": "2.3"},
            "http_version": "1.1",
            "method": method,
            "scheme": "http",
            "path": path,
            "raw_path": path.encode(),
            "query_string": b"",
            "root_path": "",
            "headers": raw,
            "client": ("127.0.0.1", 50000),
            "server": ("127.0.0.1", 8000),
            "state": {},
        }
        sent = False
        status = 0
        chunks: list[bytes] = []

        async def receive() -> dict[str, Any]:
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": body, "more_body": False}
            await asyncio.Event().wait()
            return {"type": "http.disconnect"}

        async def send(message: dict[str, Any]) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            elif message["type"] == "http.response.body":
                chunks.append(message.get("body", b""))

        await self.app(scope, receive, send)
        return status, b"".join(chunks)

    async def json(
        self, method: str, path: str, payload: Any = None, token: str | None = None, expect: int = 200
    ) -> Any:
        headers = {"Authorization": f"Bearer {token}"} if token else None
        status, data = await self.request(method, path, json.dumps(payload).encode() if payload else b"", headers)
        if status != expect:
            raise RuntimeError(f"{method} {path} → {status}: {data[:300]!r}")
        return json.loads(data) if data else None


async def profile(rolls: int, concurrency: int, out: str | None, top: int) -> None:
    from benchmarks.app import bench_app
    from benchmarks.http import roll_requests
    from benchmarks.rr_table import set_up_table
    from server.config import from_env
    from server.main import tune_gc

    server_url = os.environ["DATABASE_URL"]
    async with scratch_database(server_url) as database_url:
        os.environ.update(
            DATABASE_URL=database_url,
            CHRONICLE_RATE_LIMIT="0",
            CHRONICLE_DATA_DIR=tempfile.mkdtemp(prefix="chronicle-profile-"),
            CHRONICLE_SEED_KEY=base64.urlsafe_b64encode(secrets.token_bytes(32)).decode(),
            CHRONICLE_LOG_LEVEL="WARNING",
            CHRONICLE_ACCESS_LOG=os.environ.get("CHRONICLE_ACCESS_LOG", "1"),
        )
        app = bench_app(from_env())
        async with app.lifespan():
            tune_gc()
            client = AsgiClient(app)
            per = -(-rolls // concurrency)
            tables = [await set_up_table(client, per + 2) for _ in range(concurrency)]  # type: ignore[arg-type]

            async def run(work: list[list[tuple[str, bytes, dict[str, str]]]]) -> float:
                async def one(items: list[tuple[str, bytes, dict[str, str]]]) -> None:
                    for path, body, headers in items:
                        status, data = await client.request("POST", path, body, headers)
                        assert status == 200, data[:300]

                t0 = time.process_time()
                await asyncio.gather(*(one(w) for w in work))
                return time.process_time() - t0

            await run([roll_requests(t, t.tests[:2]) for t in tables])  # warm-up
            noop: list[tuple[str, bytes, dict[str, str]]] = [("/_bench/noop", b"", {})]
            await run([noop * per for _ in tables])
            for name, work in (
                ("no-op", [noop * per for _ in tables]),
                ("roll", [roll_requests(t, t.tests[2:]) for t in tables]),
            ):
                plain = await run(work) if name == "no-op" else None
                profiler = cProfile.Profile(time.process_time)  # CPU, not wall time: waits in epoll cost nothing
                profiler.enable()
                cpu = await run(work)
                profiler.disable()
                n = sum(len(w) for w in work)
                print(f"\n=== {name}: {n} requests, {cpu / n * 1e6:.0f} µs CPU each under cProfile", end="")
                print(f" ({plain / n * 1e6:.0f} µs without)" if plain is not None else "")
                for key in ("tottime", "cumulative"):
                    buf = io.StringIO()
                    pstats.Stats(profiler, stream=buf).sort_stats(key).print_stats(top)
                    print(buf.getvalue().split("\n", 6)[-1] if key == "tottime" else buf.getvalue()[-20000:])
                if out and name == "roll":
                    profiler.dump_stats(out)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--rolls", type=int, default=2000)
    p.add_argument("--concurrency", type=int, default=16)
    p.add_argument("--top", type=int, default=40)
    p.add_argument("--out", default=None)
    args = p.parse_args()
    asyncio.run(profile(args.rolls, args.concurrency, args.out, args.top))


if __name__ == "__main__":
    main()
