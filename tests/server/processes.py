"""Chronicle servers in processes of their own (`chronicle serve`), for what only a real process shows:
SIGKILL between a commit and its answer, a graceful shutdown on SIGTERM/SIGINT, database backends terminated
under a process. Used by the crash tests and by tests/faults/fault_run.py.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

from tests.server.servers import free_port

CHRONICLE = str(Path(sys.executable).with_name("chronicle"))
APPLICATION_NAME = "chronicle-server"
"""The application_name every server process's pool connections carry (server/services.py)."""


class ServerProcess:
    """One `chronicle serve` on a port of its own; stderr goes to a file the test can read."""

    def __init__(self, database_url: str, redis_url: str | None, **env: str) -> None:
        self.port = free_port()
        self.folder = tempfile.mkdtemp(prefix="chronicle-proc-")
        self.stderr_path = Path(self.folder) / "stderr.log"
        self.env = {
            **os.environ,
            "DATABASE_URL": database_url,
            "CHRONICLE_PORT": str(self.port),
            "CHRONICLE_SEED_KEY": "00" * 32,
            "CHRONICLE_RATE_LIMIT": "off",
            "CHRONICLE_LOG_LEVEL": "WARNING",
            "CHRONICLE_DATA_DIR": self.folder,
            **env,
        }
        if redis_url:
            self.env["REDIS_URL"] = redis_url
        else:
            self.env.pop("REDIS_URL", None)
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    async def start(self, timeout: float = 30.0, probe: str = "/health") -> ServerProcess:
        """Start it and wait until `probe` answers 200 (`/health/live` for a server that is to start unready)."""
        with open(self.stderr_path, "ab") as err:
            self.proc = subprocess.Popen(
                [CHRONICLE, "serve"], env=self.env, stdout=subprocess.DEVNULL, stderr=err, start_new_session=True
            )
        deadline = time.monotonic() + timeout
        async with httpx.AsyncClient(timeout=2) as client:
            while time.monotonic() < deadline:
                if self.proc.poll() is not None:
                    raise RuntimeError(f"chronicle serve exited with {self.proc.returncode}:\n{self.stderr()}")
                try:
                    if (await client.get(self.url + probe)).status_code == 200:
                        return self
                except httpx.TransportError:
                    pass
                await asyncio.sleep(0.1)
        raise RuntimeError(f"chronicle serve did not start:\n{self.stderr()}")

    def kill(self) -> None:
        """SIGKILL: the process dies at once, with whatever it had in flight."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)

    async def signal(self, signum: int = signal.SIGTERM, timeout: float = 20.0) -> int:
        """Send `signum` and wait for the process to exit; its exit code."""
        assert self.proc is not None
        self.proc.send_signal(signum)
        deadline = time.monotonic() + timeout
        while self.proc.poll() is None:
            if time.monotonic() > deadline:
                self.proc.kill()
                raise RuntimeError("chronicle serve did not exit")
            await asyncio.sleep(0.02)
        return self.proc.returncode

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)

    def stderr(self) -> str:
        try:
            return self.stderr_path.read_text(errors="replace")
        except FileNotFoundError:
            return ""
