"""PostgreSQL servers of the tests' own, from Debian's server binaries: a primary and a streaming standby on
ports of their own in temporary folders, for what only a real replication pair shows — a standby promoted
after its primary was SIGKILLed (tests/deploy/test_failover.py), a hot standby that serves reads and lags
when its replay is paused (tests/deploy/test_read_replica.py).

PostgreSQL refuses to run as root: under root every server binary runs as the `postgres` user (`runuser`),
which owns the folders. Each server runs in a process group of its own, so `kill()` takes the postmaster and
every backend at once, as a crash of its machine would.
"""

from __future__ import annotations

import asyncio
import contextlib
import glob
import os
import pwd
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

import asyncpg

from tests.server.servers import free_port


def _bin_dir() -> Path | None:
    given = os.environ.get("CHRONICLE_PG_BIN")
    candidates = [given] if given else sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True)
    for folder in candidates:
        if folder and (Path(folder) / "initdb").exists() and (Path(folder) / "pg_basebackup").exists():
            return Path(folder)
    return None


def _missing() -> tuple[str | None, list[str]]:
    """Why no server can be run here (None: one can), and the command prefix that runs the binaries."""
    if PG_BIN is None:
        return "PostgreSQL's server binaries (initdb, pg_basebackup) are not installed: apt-get install postgresql", []
    if os.geteuid() != 0:
        return None, []
    try:
        pwd.getpwnam("postgres")
    except KeyError:
        return "running as root without a `postgres` user to run PostgreSQL as (initdb refuses root)", []
    if shutil.which("runuser") is None:
        return "running as root without runuser to run PostgreSQL as the `postgres` user", []
    return None, ["runuser", "-u", "postgres", "--"]


PG_BIN = _bin_dir()
MISSING, RUN_AS = _missing()


def _chown(path: Path) -> None:
    if RUN_AS:
        user = pwd.getpwnam("postgres")
        os.chown(path, user.pw_uid, user.pw_gid)


def _run(*args: str, timeout: float = 60) -> None:
    assert PG_BIN is not None, MISSING
    done = subprocess.run(
        [*RUN_AS, str(PG_BIN / args[0]), *args[1:]], capture_output=True, timeout=timeout, cwd="/", check=False
    )
    if done.returncode != 0:
        raise RuntimeError(f"{args[0]} failed ({done.returncode}):\n{done.stdout.decode()}\n{done.stderr.decode()}")


class PgNode:
    """One PostgreSQL server: its data folder, its port, its process."""

    def __init__(self, root: Path, name: str) -> None:
        self.name = name
        self.folder = root / name
        self.port = free_port()
        self.log_path = root / f"{name}.log"
        self.proc: subprocess.Popen[bytes] | None = None

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def initdb(self) -> None:
        _run("initdb", "-D", str(self.folder), "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8")

    def base_backup_of(self, primary: PgNode) -> None:
        """A copy of `primary` that starts as its streaming standby (`-R`: standby.signal, primary_conninfo)."""
        _run("pg_basebackup", "-D", str(self.folder), "-h", "127.0.0.1", "-p", str(primary.port), "-U", "postgres",
             "-R", "-X", "stream", "--checkpoint=fast", "--no-sync", timeout=120)  # fmt: skip

    async def start(self, **settings: str) -> PgNode:
        """Start the server; `settings` are `-c` options of this start only (a base backup does not copy them)."""
        assert PG_BIN is not None, MISSING
        options = {
            "port": str(self.port),
            "listen_addresses": "127.0.0.1",
            "unix_socket_directories": str(self.folder.parent),
            "cluster_name": self.name,  # the standby's application_name towards its primary
            "fsync": "off",  # a SIGKILL of the server is not a power loss: the kernel keeps what was written
            "shared_buffers": "32MB",
            "max_connections": "100",
            "wal_level": "replica",
            "max_wal_senders": "5",
            "hot_standby": "on",
            "hot_standby_feedback": "on",
            "max_standby_streaming_delay": "-1",  # never cancel a standby's read for replay (paused replay included)
            "wal_receiver_status_interval": "1s",
            **settings,
        }
        args = [*RUN_AS, str(PG_BIN / "postgres"), "-D", str(self.folder)]
        for key, value in options.items():
            args += ["-c", f"{key}={value}"]
        with open(self.log_path, "ab") as log:
            self.proc = subprocess.Popen(
                args, stdout=log, stderr=subprocess.STDOUT, start_new_session=True, cwd="/"
            )  # a process group of its own: kill() takes every backend with the postmaster
        deadline = time.monotonic() + 60
        while True:
            if self.proc.poll() is not None:
                raise RuntimeError(f"{self.name} exited with {self.proc.returncode}:\n{self.log()}")
            try:
                conn = await asyncpg.connect(self.url(), timeout=2)
            except (TimeoutError, OSError, asyncpg.PostgresError):
                if time.monotonic() > deadline:
                    raise RuntimeError(f"{self.name} did not start:\n{self.log()}") from None
                await asyncio.sleep(0.1)
                continue
            await conn.close()
            return self

    def kill(self) -> None:
        """SIGKILL the postmaster and every backend at once (a crash of the machine, for the clients)."""
        if self.proc is not None and self.proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(10)

    def promote(self) -> None:
        """`pg_ctl promote -w`: the standby ends recovery and accepts writes (returns once it does)."""
        _run("pg_ctl", "promote", "-w", "-t", "60", "-D", str(self.folder), timeout=70)

    def stop(self) -> None:
        if self.proc is None or self.proc.poll() is not None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, signal.SIGINT)  # fast shutdown
        try:
            self.proc.wait(20)
        except subprocess.TimeoutExpired:
            self.kill()

    def log(self) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-4000:]
        except FileNotFoundError:
            return ""


class ReplicationPair:
    """A primary and its streaming standby, made with pg_basebackup -R; synchronous when asked (the
    primary's commits then wait for the standby's flush: `synchronous_standby_names` is a start option of the
    primary only, so a promoted standby does not wait for a standby it does not have)."""

    def __init__(self, *, synchronous: bool) -> None:
        self.root = Path(tempfile.mkdtemp(prefix="chronicle-pg-pair-"))
        _chown(self.root)
        self.primary = PgNode(self.root, "primary")
        self.standby = PgNode(self.root, "standby")
        self.synchronous = synchronous
        self.extra: list[PgNode] = []

    async def start(self) -> ReplicationPair:
        await asyncio.to_thread(self.primary.initdb)
        primary_settings = {"synchronous_standby_names": "standby"} if self.synchronous else {}
        await self.primary.start(**primary_settings)
        await asyncio.to_thread(self.standby.base_backup_of, self.primary)
        await self.standby.start()
        await self.wait_streaming()
        return self

    async def add_standby(self, name: str) -> PgNode:
        """Another asynchronous streaming standby of the primary (cluster_name `name`)."""
        node = PgNode(self.root, name)
        await asyncio.to_thread(node.base_backup_of, self.primary)
        await node.start()
        self.extra.append(node)
        await self.wait_streaming(name, want="async")
        return node

    async def wait_streaming(self, name: str = "standby", timeout: float = 30, want: str | None = None) -> None:
        """Until the primary sees the standby `name` streaming (and, when synchronous, as its synchronous one)."""
        want = want or ("sync" if self.synchronous else "async")
        conn = await asyncpg.connect(self.primary.url())
        try:
            deadline = time.monotonic() + timeout
            while True:
                state = await conn.fetchval(
                    "SELECT sync_state FROM pg_stat_replication WHERE application_name = $1 AND state = 'streaming'",
                    name,
                )
                if state == want:
                    return
                if time.monotonic() > deadline:
                    raise RuntimeError(f"{name} is not streaming ({state})")
                await asyncio.sleep(0.1)
        finally:
            await conn.close()

    async def create_database(self, name: str) -> None:
        conn = await asyncpg.connect(self.primary.url())
        try:
            await conn.execute(f'CREATE DATABASE "{name}"')
        finally:
            await conn.close()

    def stop(self) -> None:
        for node in (*self.extra, self.standby, self.primary):
            node.stop()
        shutil.rmtree(self.root, ignore_errors=True)


class RoundRobinProxy:
    """A TCP balancer in front of several servers, each new connection to the next one in turn — as a
    Kubernetes Service (kube-proxy) spreads connections over a CloudNativePG cluster's standbys."""

    def __init__(self, backends: list[int]) -> None:
        self.backends = backends
        self.port = 0
        self.connections = [0] * len(backends)
        self._next = 0
        self._server: asyncio.Server | None = None
        self._pipes: set[asyncio.Task[None]] = set()

    async def start(self) -> RoundRobinProxy:
        self._server = await asyncio.start_server(self._accept, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        i, self._next = self._next % len(self.backends), self._next + 1
        self.connections[i] += 1
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.backends[i])
        except OSError:
            writer.close()
            return
        for a, b in ((reader, up_writer), (up_reader, writer)):
            task = asyncio.create_task(self._pipe(a, b))
            self._pipes.add(task)
            task.add_done_callback(self._pipes.discard)

    @staticmethod
    async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while data := await reader.read(65536):
                writer.write(data)
                await writer.drain()
        except (OSError, asyncio.CancelledError):
            pass
        finally:
            writer.close()

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
        for task in list(self._pipes):
            task.cancel()
        await asyncio.gather(*self._pipes, return_exceptions=True)
