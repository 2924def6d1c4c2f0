"""The web client (docs/web-client.md) is served by the server itself: its page at / and /play/…, under a
same-origin-only content security policy, every module and vendored file it loads served from here, and no
file of it naming another origin."""

from __future__ import annotations

import base64
import hashlib
import json
import re
from pathlib import Path

import httpx
import pytest

from server.http.routes.web import APP_DIR
from server.http.static_assets import STATIC_DIR
from tests.server.offline_browser import CHROMIUM, dump_dom, outside

IMPORT_MAP = re.compile(r'<script type="importmap">(.*?)</script>', re.S)
PAGE_REFERENCES = re.compile(r"""\b(?:src|href)\s*=\s*["']([^"']+)["']""")
MODULE_IMPORTS = re.compile(
    r"""(?:^|\n)\s*(?:import|export)\b[^"';]*?\bfrom\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']"""
)
EXTERNAL = re.compile(r"""\b(?:https?|wss?)://|["'(`=]\s*//[a-z0-9-]+\.[a-z]""", re.I)
"""A URL with a scheme, or a protocol-relative one (`"//cdn.example/…"`)."""
VERSIONS = (STATIC_DIR / "vendor" / "VERSIONS.md").read_text()


@pytest.mark.parametrize("path", ["/", "/play/5b0c", "/play/5b0c/overlay?table=t-1", "/play"])
async def test_the_page_is_served_for_home_and_play_paths(api: httpx.AsyncClient, path: str) -> None:
    response = await api.get(path)
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    assert response.text == (APP_DIR / "index.html").read_text()
    assert response.headers["cache-control"] == "no-cache"
    policy = response.headers["content-security-policy"]
    assert "default-src 'self'" in policy and "connect-src 'self'" in policy and "http" not in policy
    found = IMPORT_MAP.search(response.text)
    assert found is not None
    digest = base64.b64encode(hashlib.sha256(found.group(1).encode()).digest()).decode()
    assert f"script-src 'self' 'sha256-{digest}'" in policy  # the import map, and nothing else inline


async def test_every_file_the_page_loads_is_served_here(api: httpx.AsyncClient) -> None:
    """From index.html (its tags and import map) through every module's imports: each is a same-origin
    path the server serves with the file's bytes; vendored ones are listed in VERSIONS.md with their hash."""
    page = (await api.get("/")).text
    import_map = json.loads(IMPORT_MAP.search(page).group(1))["imports"]  # type: ignore[union-attr]
    pending = [u for u in PAGE_REFERENCES.findall(page) if not u.startswith("data:")] + list(import_map.values())
    seen: set[str] = set()
    while pending:
        url = pending.pop()
        if url in seen:
            continue
        seen.add(url)
        assert url.startswith("/") and not url.startswith("//"), url
        response = await api.get(url)
        assert response.status_code == 200, url
        if url.startswith("/static/vendor/"):
            relative = url.removeprefix("/static/vendor/")
            assert re.search(rf"^[0-9a-f]{{64}}  {re.escape(relative)}$", VERSIONS, re.M), relative
            assert response.content == (STATIC_DIR / "vendor" / relative).read_bytes()
        else:
            assert url.startswith("/app/"), url
            assert response.content == (APP_DIR / url.removeprefix("/app/")).read_bytes()
            assert response.headers["cache-control"] == "no-cache"
        if url.endswith(".js"):
            assert "javascript" in response.headers["content-type"]
            for a, b in MODULE_IMPORTS.findall(response.text):
                spec = a or b
                if spec in import_map:
                    pending.append(import_map[spec])
                else:
                    assert spec.startswith("./") or spec.startswith("../"), (url, spec)
                    base = url.rsplit("/", 1)[0]
                    while spec.startswith("../"):
                        base, spec = base.rsplit("/", 1)[0], spec[3:]
                        assert base.startswith("/app"), url
                    pending.append(f"{base}/{spec.removeprefix('./')}")
    served = {f"/app/{p.relative_to(APP_DIR)}" for p in APP_DIR.rglob("*") if p.is_file()}
    assert served - {"/app/index.html"} <= seen, served - seen  # no stray file: each is loaded
    assert {"/app/app.js", "/app/rulesets/robots-and-rapiers.js", "/app/style.css"} <= seen


def test_no_file_of_the_client_names_another_origin() -> None:
    for path in APP_DIR.rglob("*"):
        if path.is_file():
            text = path.read_text()
            found = EXTERNAL.search(text)
            assert found is None, (path, text[max(0, found.start() - 60) : found.end() + 20] if found else "")


async def test_the_client_routes_are_not_in_the_api_document(api: httpx.AsyncClient) -> None:
    paths = (await api.get("/schema/openapi.json")).json()["paths"]
    assert not [p for p in paths if p == "/" or p.startswith(("/play", "/app"))]


async def test_a_missing_client_file_is_a_404(api: httpx.AsyncClient) -> None:
    assert (await api.get("/app/no-such-module.js")).status_code == 404
    assert (await api.get("/app/../routes/web.py")).status_code == 404


@pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed (.ci/run installs it)")
async def test_the_table_page_renders_a_campaign_live_with_no_request_leaving_loopback(
    api: httpx.AsyncClient, tmp_path: Path
) -> None:
    """An invite link opened in headless Chromium: the page signs in with the fragment's token, follows the
    live feed, and shows the log in words, all from this server."""
    created = (
        await api.post("/campaigns", json={"name": "Lantern Night", "ruleset": "scratch-rps", "gm_name": "Ada"})
    ).json()
    campaign, token = created["campaign_id"], created["issued"]["token"]
    auth = {"Authorization": f"Bearer {token}"}
    opened = await api.post(
        f"/campaigns/{campaign}/commands/campaign.open_table",
        json={"name": "Cellar", "dice_mode": "server"},
        headers=auth,
    )
    table = opened.json()["events"][0]["data"]["table_id"]
    rolled = await api.post(
        f"/campaigns/{campaign}/commands/campaign.roll",
        json={"table_id": table, "expression": "2d6+1", "label": "Luck"},
        headers=auth,
    )
    assert rolled.status_code == 200
    base = str(api.base_url).rstrip("/")
    dom, seen = await dump_dom(f"{base}/play/{campaign}#token={token}", tmp_path, budget_ms=10000)
    assert 'data-testid="table-page"' in dom and "Lantern Night" in dom
    assert 'data-status="live"' in dom, dom[-3000:]
    assert "Ada rolls 2d6+1 for 'Luck'" in dom  # the server's narration, through the table replay
    assert "Table “Cellar” opens (server dice)" in dom
    assert 'data-testid="command-select"' in dom and "scratch.basic_attack" in dom  # forms from the document
    assert outside(seen) == []
    assert _unlabelled(dom) == []


def _unlabelled(dom: str) -> list[str]:
    """Form controls with neither a <label for=…> nor an aria-label (wrapping labels are not used here)."""
    labelled = set(re.findall(r'<label[^>]*\bfor="([^"]+)"', dom))
    missing = []
    for tag in re.findall(r"<(?:input|select|textarea)\b[^>]*>", dom):
        found = re.search(r'\bid="([^"]+)"', tag)
        if "aria-label=" in tag or 'type="hidden"' in tag or (found and found.group(1) in labelled):
            continue
        missing.append(tag)
    return missing
