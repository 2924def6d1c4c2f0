"""The docs UIs (/schema: Swagger UI, /schema/redoc: Redoc) load only files Chronicle serves itself, so they
render offline; the vendored files are the ones server/static/vendor/VERSIONS.md names."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest

from server.http.static_assets import STATIC_DIR
from tests.server.offline_browser import CHROMIUM, dump_dom, outside

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
    dom, seen = await dump_dom(f"{api.base_url}{page}".replace("//schema", "/schema"), tmp_path, budget_ms=15000)
    assert rendered in dom, dom[-2000:]
    assert "Create a campaign" in dom  # the first operation's summary, from the document
    assert outside(seen) == []
