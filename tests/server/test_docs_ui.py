"""The docs UIs (/schema: Swagger UI, /schema/redoc: Redoc) load only files Chronicle serves itself, so they
render offline; the vendored files are the ones server/static/vendor/VERSIONS.md names."""

from __future__ import annotations

import asyncio
import hashlib
import re
import shutil
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest

from server.static_assets import STATIC_DIR

VENDOR = STATIC_DIR / "vendor"
REFERENCES = re.compile(r"""\b(?:src|href)\s*=\s*["']([^"']+)["']""")
CONTENT_TYPES = {".js": "javascript", ".css": "text/css", ".png": "image/png"}


@pytest.mark.parametrize("page", ["/schema", "/schema/redoc"])
async def test_a_docs_page_references_only_files_the_server_serves(api: httpx.AsyncClient, page: str) -> None:
    response = await api.get(page)
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/html")
    urls = REFERENCES.findall(response.text)
    assert any(u.endswith(".js") for u in urls), urls
    for url in urls:
        parts = urlsplit(url)
        assert not parts.scheme and not parts.netloc and url.startswith("/static/vendor/"), url
        asset = await api.get(url)
        assert asset.status_code == 200, url
        assert CONTENT_TYPES[url[url.rindex(".") :]] in asset.headers["content-type"], (url, asset.headers)
        assert asset.content == (STATIC_DIR / url.removeprefix("/static/")).read_bytes()
        assert "max-age=" in asset.headers["cache-control"]
    assert "fonts.googleapis" not in response.text and "cdn." not in response.text


async def test_a_missing_static_file_is_a_404(api: httpx.AsyncClient) -> None:
    assert (await api.get("/static/vendor/no-such-file.js")).status_code == 404
    assert (await api.get("/static/../server/app.py")).status_code == 404


def test_every_vendored_file_is_listed_with_its_sha256() -> None:
    listed = dict(
        (path, digest)
        for digest, path in re.findall(r"^([0-9a-f]{64})  (\S+)$", (VENDOR / "VERSIONS.md").read_text(), re.M)
    )
    present = {str(p.relative_to(VENDOR)) for p in VENDOR.rglob("*") if p.is_file() and p.name != "VERSIONS.md"}
    assert present == set(listed)
    for path, digest in listed.items():
        assert hashlib.sha256((VENDOR / path).read_bytes()).hexdigest() == digest, path


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


CHROMIUM = shutil.which("chromium")


@pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed (.ci/run installs it)")
@pytest.mark.parametrize(
    ("page", "rendered"),
    [("/schema", 'class="opblock-summary-path"'), ("/schema/redoc", "operation-type post")],
)
async def test_a_docs_page_renders_in_a_browser_with_no_request_leaving_loopback(
    api: httpx.AsyncClient, page: str, rendered: str, tmp_path: Path
) -> None:
    """Headless Chromium with every non-loopback request sent to a proxy that records it and forwards
    nothing: the page renders its operations, and the proxy saw no request of the page's."""
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
            f"--user-data-dir={tmp_path}",
            "--virtual-time-budget=15000",
            "--dump-dom",
            f"{api.base_url}{page}".replace("//schema", "/schema"),
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        dom, errors = await asyncio.wait_for(chromium.communicate(), 120)
    assert chromium.returncode == 0, errors.decode(errors="replace")[-2000:]
    assert rendered in dom.decode(), dom.decode()[-2000:]
    assert "Create a campaign" in dom.decode()  # the first operation's summary, from the document
    assert [line for line in seen if not _chromiums_own(_host(line))] == []


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
