"""A Redis Sentinel group of real processes for the failover tests: a master, a replica and three sentinels
(`redis-server --sentinel`), each on a port of its own in a temporary folder.

The sentinels are quick to act (the master is called down after `down_after_ms` of silence, quorum 2), so a
failover takes a few seconds: the time a test needs, not what a deployment should use (docs/operations.md).
"""

from __future__ import annotations

import contextlib
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

from tests.server.servers import free_port

MASTER_NAME = "mymaster"


def redis_binary() -> str | None:
    return shutil.which("redis-server")


def _command(port: int, *args: str, timeout: float = 2.0) -> str:
    """One command over RESP on a plain socket; the reply as text (bulk and array replies flattened)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        parts = [f"${len(a.encode())}\r\n{a}\r\n" for a in args]
        sock.sendall(f"*{len(args)}\r\n{''.join(parts)}".encode())
        reader = sock.makefile("rb")
        return _read_reply(reader)


def _read_reply(reader: object) -> str:
    line = reader.readline().decode().rstrip("\r\n")  # type: ignore[attr-defined]
    kind, rest = line[:1], line[1:]
    if kind in "+:":
        return rest
    if kind == "-":
        raise RuntimeError(rest)
    if kind == "$":
        if rest == "-1":
            return ""
        data: bytes = reader.read(int(rest) + 2)  # type: ignore[attr-defined]
        return data[:-2].decode()
    if kind == "*":
        return " ".join(_read_reply(reader) for _ in range(max(int(rest), 0)))
    raise RuntimeError(f"unexpected reply {line!r}")


class RedisNode:
    """One redis-server (or sentinel) process on a port of its own."""

    def __init__(self, folder: Path, name: str, args: list[str]) -> None:
        self.port = free_port()
        self.folder = folder / name
        self.folder.mkdir()
        self.name = name
        self.args = args
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self, binary: str, config: str = "") -> None:
        conf = self.folder / "redis.conf"
        conf.write_text(f"port {self.port}\nbind 127.0.0.1\ndir {self.folder}\n{config}")
        with open(self.folder / "log", "ab") as log:
            self.proc = subprocess.Popen([binary, str(conf), *self.args], stdout=log, stderr=log)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            with contextlib.suppress(OSError, RuntimeError):
                if _command(self.port, "PING", timeout=0.5) == "PONG":
                    return
            time.sleep(0.05)
        raise RuntimeError(f"{self.name} did not start:\n{self.log()}")

    def command(self, *args: str) -> str:
        return _command(self.port, *args)

    @property
    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def kill(self) -> None:
        """SIGKILL: gone at once, its connections reset."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)

    def log(self) -> str:
        with contextlib.suppress(OSError):
            return (self.folder / "log").read_text(errors="replace")
        return ""


class SentinelGroup:
    """A master, a replica of it and three sentinels watching them as MASTER_NAME."""

    def __init__(self, binary: str, down_after_ms: int = 1000, failover_timeout_ms: int = 4000) -> None:
        self.binary = binary
        self.folder = Path(tempfile.mkdtemp(prefix="chronicle-sentinel-"))
        self.master = RedisNode(self.folder, "master", [])
        self.replica = RedisNode(self.folder, "replica", [])
        self.sentinels = [RedisNode(self.folder, f"sentinel-{i}", ["--sentinel"]) for i in range(3)]
        self.down_after_ms = down_after_ms
        self.failover_timeout_ms = failover_timeout_ms

    @property
    def url(self) -> str:
        """The Sentinel URL Chronicle is configured with."""
        hosts = ",".join(f"127.0.0.1:{s.port}" for s in self.sentinels)
        return f"redis+sentinel://{hosts}/{MASTER_NAME}/0"

    @property
    def nodes(self) -> list[RedisNode]:
        return [self.master, self.replica]

    def start(self) -> None:
        self.master.start(self.binary, 'save ""\nappendonly no\n')
        self.replica.start(self.binary, f'save ""\nappendonly no\nreplicaof 127.0.0.1 {self.master.port}\n')
        for sentinel in self.sentinels:
            sentinel.start(
                self.binary,
                f"sentinel monitor {MASTER_NAME} 127.0.0.1 {self.master.port} 2\n"
                f"sentinel down-after-milliseconds {MASTER_NAME} {self.down_after_ms}\n"
                f"sentinel failover-timeout {MASTER_NAME} {self.failover_timeout_ms}\n"
                f"sentinel parallel-syncs {MASTER_NAME} 1\n",
            )
        self.wait_until_watched()

    def wait_until_watched(self, timeout: float = 20.0) -> None:
        """Until every sentinel knows the replica and the two other sentinels, and the replica is in sync:
        only then can the group fail over."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with contextlib.suppress(OSError, RuntimeError):
                synced = "master_link_status:up" in self.replica.command("INFO", "replication")
                if synced and all(self._watching(s) for s in self.sentinels):
                    return
            time.sleep(0.1)
        raise RuntimeError("the sentinels never saw the whole group:\n" + "\n".join(s.log() for s in self.sentinels))

    def _watching(self, sentinel: RedisNode) -> bool:
        fields = sentinel.command("SENTINEL", "MASTER", MASTER_NAME).split(" ")
        info = dict(zip(fields[::2], fields[1::2], strict=False))
        return info.get("num-slaves") == "1" and info.get("num-other-sentinels") == "2"

    def master_port(self) -> int | None:
        """The master's port as the first sentinel that answers names it."""
        for sentinel in self.sentinels:
            with contextlib.suppress(OSError, RuntimeError):
                return int(sentinel.command("SENTINEL", "GET-MASTER-ADDR-BY-NAME", MASTER_NAME).split(" ")[1])
        return None

    def node_on(self, port: int) -> RedisNode:
        (node,) = [n for n in self.nodes if n.port == port]
        return node

    def wait_for_new_master(self, old_port: int, timeout: float = 30.0) -> RedisNode:
        """Until every live sentinel names another master than `old_port`, and that node says it is master."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with contextlib.suppress(OSError, RuntimeError, ValueError, IndexError):
                named = {
                    int(s.command("SENTINEL", "GET-MASTER-ADDR-BY-NAME", MASTER_NAME).split(" ")[1])
                    for s in self.sentinels
                    if s.alive
                }
                if len(named) == 1 and old_port not in named:
                    node = self.node_on(named.pop())
                    if "role:master" in node.command("INFO", "replication"):
                        return node
            time.sleep(0.05)
        raise RuntimeError("no new master:\n" + "\n".join(s.log()[-3000:] for s in self.sentinels))

    def stop(self) -> None:
        for node in [*self.sentinels, *self.nodes]:
            node.stop()
        shutil.rmtree(self.folder, ignore_errors=True)
