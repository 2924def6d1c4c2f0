"""A TCP proxy on 127.0.0.1 in front of a real server, to lose what a network loses: an answer cut after the
server acted on the request, every open connection dropped at once, or left open but silent (half-open)."""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass


@dataclass(eq=False)
class _Pair:
    client: asyncio.StreamWriter
    server: asyncio.StreamWriter
    cut: bool = False
    silent: bool = False


class Proxy:
    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.port = 0
        self.answers_cut = 0
        self.connections = 0
        self._cut_marker: bytes | None = None
        self._pairs: set[_Pair] = set()
        self._server: asyncio.Server | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def cut_answer_to(self, marker: bytes) -> None:
        """The next request holding `marker` reaches the server; its answer does not reach the client: the
        connection is closed instead."""
        self._cut_marker = marker

    def drop_all(self) -> None:
        """Close every connection open now, both ways."""
        for pair in list(self._pairs):
            pair.client.close()
            pair.server.close()

    def silence_all(self) -> None:
        """Every connection open now stays open and carries nothing more, either way (a half-open connection: a
        peer gone without a word). Connections opened later work."""
        for pair in self._pairs:
            pair.silent = True

    async def __aenter__(self) -> Proxy:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def __aexit__(self, *_: object) -> None:
        assert self._server is not None
        self._server.close()
        self.drop_all()
        with contextlib.suppress(Exception):
            await self._server.wait_closed()

    async def _serve(self, client_reader: asyncio.StreamReader, client_writer: asyncio.StreamWriter) -> None:
        server_reader, server_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        pair = _Pair(client_writer, server_writer)
        self._pairs.add(pair)
        self.connections += 1
        try:
            await asyncio.gather(
                self._pump(client_reader, server_writer, pair, upstream=True),
                self._pump(server_reader, client_writer, pair, upstream=False),
            )
        finally:
            self._pairs.discard(pair)
            client_writer.close()
            server_writer.close()

    async def _pump(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, pair: _Pair, *, upstream: bool
    ) -> None:
        try:
            while data := await reader.read(65536):
                if upstream and self._cut_marker is not None and self._cut_marker in data:
                    self._cut_marker, pair.cut = None, True
                elif not upstream and pair.cut:
                    self.answers_cut += 1
                    break  # the answer is lost with the connection
                if pair.silent:
                    continue
                writer.write(data)
                await writer.drain()
        except (ConnectionError, OSError):
            pass
        finally:
            pair.client.close()
            pair.server.close()
