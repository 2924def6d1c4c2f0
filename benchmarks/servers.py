"""Server processes under test: each on a port and a data folder of its own, on a database the caller made."""

from __future__ import annotations

import asyncio
import base64
import contextlib
import os
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping, Sequence
from typing import IO

from benchmarks.client import Connection


def run_under_uvicorn(app: object, port: int) -> None:
    """Serve `app` as every benchmark server is served (Chronicle's and the bare floor alike, so their figures
    compare): the garbage-collector and thread settings of `chronicle serve`, uvicorn's options, no access log."""
    import uvicorn

    from server.main import UVICORN_OPTIONS, tune_gc, tune_threads

    tune_gc()
    tune_threads()
    uvicorn.run(
        app,  # type: ignore[arg-type]
        host="127.0.0.1",
        port=port,
        log_level="warning",
        access_log=False,
        timeout_keep_alive=600,
        **UVICORN_OPTIONS,
    )


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def server_process(
    database_url: str,
    port: int,
    redis_url: str | None,
    *,
    command: Sequence[str] | None = None,
    env: Mapping[str, str] | None = None,
    stderr: int | IO[bytes] = subprocess.PIPE,
    cwd: str | None = None,
) -> Iterator[subprocess.Popen[bytes]]:
    """A server process on `port` with a data folder of its own (removed afterwards), rate limiting off.

    By default the benchmark's app (benchmarks/app.py: Chronicle's app and the benchmark's own endpoints);
    `command` runs another (`chronicle serve`),
    `env` adds or overrides variables (say, a seed key kept across restarts), `stderr` is where its log goes
    (a pipe is only read when it exits early: give a file to a server that may log much), `cwd` the folder it
    runs in (another checkout's: `python -m` imports that checkout's code first)."""
    data_dir = tempfile.mkdtemp(prefix="chronicle-bench-")
    full_env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "CHRONICLE_RATE_LIMIT": "0",
        "CHRONICLE_DATA_DIR": data_dir,
        "CHRONICLE_SEED_KEY": base64.urlsafe_b64encode(secrets.token_bytes(32)).decode(),
        "CHRONICLE_LOG_LEVEL": "WARNING",
    }
    full_env.pop("REDIS_URL", None)
    if redis_url:
        full_env["REDIS_URL"] = redis_url
    full_env.update(env or {})
    proc = subprocess.Popen(
        list(command or [sys.executable, "-m", "benchmarks.app", str(port)]),
        env=full_env,
        stdout=subprocess.DEVNULL,
        stderr=stderr,
        cwd=cwd,
    )
    try:
        yield proc
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
        shutil.rmtree(data_dir, ignore_errors=True)


async def wait_ready(proc: subprocess.Popen[bytes], port: int, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
            raise RuntimeError(f"the server exited ({proc.returncode}):\n{err[-3000:]}")
        try:
            conn = await Connection("127.0.0.1", port).open()
            try:
                status, _ = await conn.request("GET", "/health")
                if status == 200:
                    return
            finally:
                await conn.close()
        except OSError:
            pass
        await asyncio.sleep(0.1)
    raise RuntimeError("the server did not become ready in time")
