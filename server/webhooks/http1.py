"""A lean HTTP/1.1 client for webhook POSTs: keep-alive connections per address, nothing else.

Why not httpx (which Chronicle used first): a delivery cost about 2.6 ms of CPU through it, so 50
subscriptions at 50 events/s (2,500 requests/s) needed more CPU than a 2-core machine has; this costs a
small fraction of that. It does only what a webhook needs: one POST with a Content-Length body on a
connection it opens itself (to an address already checked, with TLS verified against the host name),
the status and headers of the answer, and at most `max_body` bytes of its body (Content-Length, chunked or
until the connection closes; its first 4 KiB kept for the caller); a connection is kept for the next
request only when the answer was read to its end and did not ask to close. Redirects are not followed:
the caller sees the 3xx. Timeouts are the caller's (`asyncio.timeout` around `post`).
"""

from __future__ import annotations

import asyncio
import ssl
from collections import defaultdict
from dataclasses import dataclass

Key = tuple[str, int, str | None]
"""(address, port, TLS host name or None)."""

_MAX_IDLE = 64
"""Idle connections kept per address and port, by default: as many as a process runs deliveries at once
(`WebhookSettings.concurrency`), so subscriptions sharing a receiver each keep their connection. With 16,
50 subscriptions of one receiver delivering the same event closed and reopened 34 connections per event."""


KEPT_BODY = 4096
"""Bytes of an answer's body kept for the caller."""


@dataclass(frozen=True, slots=True)
class Answer:
    status: int
    headers: dict[str, str]
    """Lower-case names."""
    body: bytes
    """The body's first `KEPT_BODY` bytes."""


class ProtocolError(Exception):
    """The answer is not HTTP/1.1 as this client reads it."""


class _Conn:
    __slots__ = ("reader", "writer")

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer

    def usable(self) -> bool:
        return not self.writer.is_closing() and not self.reader.at_eof()

    def close(self) -> None:
        self.writer.close()


class Client:
    def __init__(self, max_idle: int = _MAX_IDLE) -> None:
        self._max_idle = max_idle
        self._idle: defaultdict[Key, list[_Conn]] = defaultdict(list)
        self._tls = ssl.create_default_context()

    async def close(self) -> None:
        for conns in self._idle.values():
            for conn in conns:
                conn.close()
        self._idle.clear()

    async def post(
        self,
        key: Key,
        path: str,
        headers: dict[str, str],
        body: bytes,
        *,
        connect_timeout: float,
        max_body: int,
    ) -> Answer:
        """POST `body` to `path` over a connection to `key`: the answer."""
        head = [f"POST {path} HTTP/1.1", f"content-length: {len(body)}"]
        head += [f"{name}: {value}" for name, value in headers.items()]
        request = ("\r\n".join(head) + "\r\n\r\n").encode("latin-1") + body
        conn, reused = await self._connection(key, connect_timeout)
        try:
            conn.writer.write(request)
            status_line = await conn.reader.readline()
            if not status_line and reused:  # the receiver closed the idle connection first: once more, afresh
                conn.close()
                conn, reused = await self._open(key, connect_timeout), False
                conn.writer.write(request)
                status_line = await conn.reader.readline()
            answer, keep = await self._answer(conn.reader, status_line, max_body)
        except BaseException:
            conn.close()
            raise
        idle = self._idle[key]
        if keep and len(idle) < self._max_idle:
            idle.append(conn)
        else:
            conn.close()
        return answer

    async def _connection(self, key: Key, connect_timeout: float) -> tuple[_Conn, bool]:
        idle = self._idle.get(key)
        while idle:
            conn = idle.pop()
            if conn.usable():
                return conn, True
            conn.close()
        return await self._open(key, connect_timeout), False

    async def _open(self, key: Key, connect_timeout: float) -> _Conn:
        address, port, tls_host = key
        async with asyncio.timeout(connect_timeout):
            reader, writer = await asyncio.open_connection(
                address,
                port,
                ssl=self._tls if tls_host is not None else None,
                server_hostname=tls_host,
                limit=64 * 1024,
            )
        return _Conn(reader, writer)

    @staticmethod
    async def _answer(reader: asyncio.StreamReader, status_line: bytes, max_body: int) -> tuple[Answer, bool]:
        """Read one answer (skipping 1xx ones); whether the connection may carry another request."""
        while True:
            parts = status_line.split(None, 2)
            if len(parts) < 2 or not parts[0].startswith(b"HTTP/1.") or not parts[1].isdigit():
                raise ProtocolError(f"not an HTTP/1.x status line: {status_line[:80]!r}")
            status = int(parts[1])
            headers: dict[str, str] = {}
            while True:
                line = await reader.readline()
                if not line:
                    raise ProtocolError("the connection closed inside the answer's headers")
                if line in (b"\r\n", b"\n"):
                    break
                name, _, value = line.decode("latin-1").partition(":")
                headers[name.strip().lower()] = value.strip()
                if len(headers) > 100:
                    raise ProtocolError("more than 100 header lines")
            if 100 <= status < 200:
                status_line = await reader.readline()
                continue
            keep = headers.get("connection", "").lower() != "close" and parts[0] == b"HTTP/1.1"
            if status in (204, 304):
                return Answer(status, headers, b""), keep
            complete, body = await _read_body(reader, headers, max_body)
            return Answer(status, headers, body), keep and complete


async def _read_body(reader: asyncio.StreamReader, headers: dict[str, str], max_body: int) -> tuple[bool, bytes]:
    """Read the body, at most `max_body` bytes: whether it was read to its end, and its first `KEPT_BODY`
    bytes (what a caller may look into, say a rate limit's JSON; the rest is dropped)."""
    kept = bytearray()
    if "chunked" in headers.get("transfer-encoding", "").lower():
        taken = 0
        while True:
            size_line = await reader.readline()
            try:
                size = int(size_line.split(b";", 1)[0].strip(), 16)
            except ValueError:
                raise ProtocolError(f"bad chunk size line {size_line[:40]!r}") from None
            if size == 0:
                while (await reader.readline()) not in (b"\r\n", b"\n", b""):
                    pass  # trailers
                return True, bytes(kept)
            taken += size
            if taken > max_body:
                return False, bytes(kept)
            chunk = await reader.readexactly(size + 2)
            if len(kept) < KEPT_BODY:
                kept += chunk[: min(size, KEPT_BODY - len(kept))]
    length = headers.get("content-length")
    if length is not None:
        if not length.isdigit():
            raise ProtocolError(f"bad content-length {length[:40]!r}")
        if int(length) > max_body:
            return False, (await reader.read(max_body))[:KEPT_BODY]
        return True, (await reader.readexactly(int(length)))[:KEPT_BODY]
    taken = 0
    while taken < max_body:  # no length: the body ends when the receiver closes the connection
        chunk = await reader.read(min(65536, max_body - taken))
        if not chunk:
            break
        taken += len(chunk)
        if len(kept) < KEPT_BODY:
            kept += chunk[: KEPT_BODY - len(kept)]
    return False, bytes(kept)
