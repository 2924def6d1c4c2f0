"""A minimal keep-alive HTTP/1.1 client on asyncio for the benchmarks: it costs the machine as little as
possible, so the server under test gets the CPU (the client shares the machine with it and PostgreSQL)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
from typing import Any


class HttpError(RuntimeError):
    pass


class Connection:
    """One keep-alive connection; requests on it are sequential, like one client's."""

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None

    async def open(self) -> Connection:
        self._reader, self._writer = await asyncio.open_connection(self.host, self.port)
        sock = self._writer.get_extra_info("socket")
        if sock is not None:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        return self

    async def close(self) -> None:
        if self._writer is not None:
            self._writer.close()
            with contextlib.suppress(Exception):
                await self._writer.wait_closed()

    async def request(
        self, method: str, path: str, body: bytes = b"", headers: dict[str, str] | None = None
    ) -> tuple[int, bytes]:
        assert self._reader is not None and self._writer is not None
        lines = [f"{method} {path} HTTP/1.1", f"Host: {self.host}", f"Content-Length: {len(body)}"]
        if body:
            lines.append("Content-Type: application/json")
        for k, v in (headers or {}).items():
            lines.append(f"{k}: {v}")
        self._writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + body)
        head = await self._reader.readuntil(b"\r\n\r\n")
        status = int(head[9:12])
        length = None
        chunked = False
        for line in head.split(b"\r\n")[1:]:
            name, _, value = line.partition(b":")
            name = name.strip().lower()
            if name == b"content-length":
                length = int(value)
            elif name == b"transfer-encoding" and b"chunked" in value.lower():
                chunked = True
        if chunked:
            parts = []
            while True:
                size = int((await self._reader.readuntil(b"\r\n")).strip(), 16)
                if size == 0:
                    await self._reader.readuntil(b"\r\n")
                    break
                parts.append(await self._reader.readexactly(size))
                await self._reader.readexactly(2)
            return status, b"".join(parts)
        return status, (await self._reader.readexactly(length) if length else b"")

    async def json(
        self, method: str, path: str, payload: Any = None, token: str | None = None, expect: int = 200
    ) -> Any:
        headers = {"Authorization": f"Bearer {token}"} if token else None
        body = json.dumps(payload).encode() if payload is not None else b""
        status, data = await self.request(method, path, body, headers)
        if status != expect:
            raise HttpError(f"{method} {path} → {status}: {data[:500].decode(errors='replace')}")
        return json.loads(data) if data else None
