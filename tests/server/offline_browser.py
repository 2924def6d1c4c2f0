"""Headless Chromium (Debian's `chromium`) rendering a page with every request that would leave 127.0.0.1 sent
to a proxy that notes it and forwards nothing: the pages Chronicle serves must render offline."""

from __future__ import annotations

import asyncio
import shutil
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from urllib.parse import urlsplit

CHROMIUM = shutil.which("chromium")


@asynccontextmanager
async def recording_proxy() -> AsyncIterator[tuple[int, list[str]]]:
    """An HTTP proxy on 127.0.0.1 that forwards nothing: it notes each request's first line, answers 502."""
    seen: list[str] = []

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        line = await reader.readline()
        if line:
            seen.append(line.decode(errors="replace").strip())
        writer.write(b"HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        await writer.drain()
        writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    async with server:
        yield server.sockets[0].getsockname()[1], seen


async def dump_dom(url: str, profile: Path, *, budget_ms: int) -> tuple[str, list[str]]:
    """The DOM of `url` once `budget_ms` of virtual time has passed, and the request lines of every request
    that tried to leave loopback (see `outside`)."""
    assert CHROMIUM is not None
    async with recording_proxy() as (port, seen):
        chromium = await asyncio.create_subprocess_exec(
            CHROMIUM,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-default-apps",
            f"--proxy-server=http://127.0.0.1:{port}",
            f"--user-data-dir={profile}",
            f"--virtual-time-budget={budget_ms}",
            "--dump-dom",
            url,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        dom, errors = await asyncio.wait_for(chromium.communicate(), 120)
    assert chromium.returncode == 0, errors.decode(errors="replace")[-2000:]
    return dom.decode(), seen


def outside(seen: list[str]) -> list[str]:
    """The noted requests a page made, Chromium's own calls home left out."""
    return [line for line in seen if not _chromiums_own(_host(line))]


def _chromiums_own(host: str) -> bool:
    """Google's service hosts, which Chromium itself calls whatever the page (network time, component
    updates, sign-in, optimization hints): the flags above do not silence them all. Web fonts, which a docs
    page could load, come from Google too, and are not ignored."""
    if host.startswith("fonts."):
        return False
    return host.endswith((".google.com", ".googleapis.com", ".gvt1.com"))


def _host(request_line: str) -> str:
    """The host a proxied request line names: `CONNECT host:443 HTTP/1.1` or `GET http://host/… HTTP/1.1`."""
    target = request_line.split(" ")[1]
    return (urlsplit(target).hostname if "://" in target else target.rsplit(":", 1)[0]) or target
