"""A small webhook receiver on 127.0.0.1: a real HTTP/1.1 server (keep-alive, Content-Length bodies) that
records every request and answers as a test or benchmark tells it (fail, hang, succeed).

Used by `chronicle bench webhooks` and by the webhook tests, where it stands in for Discord or a
customer's endpoint: the server's deliveries cross a real TCP connection and a real HTTP parser.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

HANG = -1
"""An answer that never comes: the receiver holds the connection open until the sender gives up."""


@dataclass(frozen=True)
class Received:
    path: str
    headers: dict[str, str]
    """Lower-case names."""
    body: bytes
    at: float
    """time.time() when the body had arrived."""
    status: int
    """What the receiver answered (HANG: nothing)."""


@dataclass(frozen=True)
class Reply:
    """An answer with headers or a body of its own (a rate limit's `Retry-After` and JSON, say)."""

    status: int
    headers: dict[str, str] = field(default_factory=dict)
    body: bytes = b""


Behaviour = Callable[[str, dict[str, str], bytes], int | Reply | Awaitable[int | Reply]]
"""(path, headers, body) → the status to answer (or HANG), or a whole Reply."""

_REASONS = {
    200: "OK",
    204: "No Content",
    302: "Found",
    429: "Too Many Requests",
    500: "Internal Server Error",
    503: "Service Unavailable",
}


class Receiver:
    def __init__(self, behaviour: Behaviour | None = None, *, on_request: Callable[[Received], None] | None = None):
        self.behaviour = behaviour
        self.on_request = on_request
        self.received: list[Received] = []
        self._server: asyncio.Server | None = None
        self._writers: set[asyncio.StreamWriter] = set()
        self.port = 0

    def url(self, path: str = "/hook") -> str:
        return f"http://127.0.0.1:{self.port}{path}"

    async def start(self) -> Receiver:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0, backlog=1024)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            for writer in list(self._writers):
                writer.close()
            with contextlib.suppress(Exception):
                await self._server.wait_closed()

    async def __aenter__(self) -> Receiver:
        return await self.start()

    async def __aexit__(self, *_: object) -> None:
        await self.close()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self._writers.add(writer)
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                lines = head.decode("latin-1").split("\r\n")
                path = lines[0].split(" ")[1]
                headers = {}
                for line in lines[1:]:
                    if ":" in line:
                        name, value = line.split(":", 1)
                        headers[name.strip().lower()] = value.strip()
                body = await reader.readexactly(int(headers.get("content-length", "0")))
                at = time.time()
                reply = Reply(200)
                if self.behaviour is not None:
                    answer = self.behaviour(path, headers, body)
                    if not isinstance(answer, int | Reply):
                        answer = await answer
                    reply = answer if isinstance(answer, Reply) else Reply(answer)
                status = reply.status
                got = Received(path, headers, body, at, status)
                self.received.append(got)
                if self.on_request is not None:
                    self.on_request(got)
                if status == HANG:
                    await reader.read()  # nothing, until the sender hangs up (or the receiver closes)
                    return
                extra = "location: http://127.0.0.1:1/elsewhere\r\n" if 300 <= status < 400 else ""
                extra += "".join(f"{name}: {value}\r\n" for name, value in reply.headers.items())
                reason = _REASONS.get(status, "Status")
                head_out = f"HTTP/1.1 {status} {reason}\r\n{extra}content-length: {len(reply.body)}\r\n\r\n"
                writer.write(head_out.encode() + reply.body)
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError, asyncio.CancelledError, asyncio.LimitOverrunError):
            pass
        finally:
            self._writers.discard(writer)
            writer.close()
