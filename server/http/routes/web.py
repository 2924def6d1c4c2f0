"""The web client Chronicle ships (docs/web-client.md): the GM screen, the player view and the stream
overlay, plain ES modules under server/static/app/ with Preact and htm vendored under server/static/vendor/
(VERSIONS.md). No build step; every file comes from this server.

- `GET /` and `GET /play/{path}`: the client's one page (index.html); the browser's router (app.js) picks
  the view from the path. Sent with `Cache-Control: no-cache` and a content security policy that allows
  this origin only (the page's one inline script, its import map, is allowed by its hash).
- `GET /app/…`: the client's modules and styles, revalidated on each load (`no-cache`: their URLs carry no
  version, so a new release is picked up at once).
- `GET /app/commands/{ruleset}`: the part of the OpenAPI document the page's command forms need — the
  commands of one game system and the campaign's own, with the schemas they refer to (about a tenth of the
  whole document) — with an `ETag` of its content, revalidated on each load.

None of these is part of the API: they are left out of the OpenAPI document.
"""

from __future__ import annotations

import base64
import hashlib
import re
from pathlib import Path
from typing import Any

import msgspec
from litestar import Request, Response, Router, get
from litestar.datastructures import CacheControlHeader
from litestar.params import FromPath
from litestar.static_files import create_static_files_router

from server.http.schemas import finish
from server.http.static_assets import STATIC_DIR

APP_DIR = STATIC_DIR / "app"
APP_PREFIX = "/app"
INDEX = APP_DIR / "index.html"
_IMPORT_MAP = re.compile(r'<script type="importmap">(.*?)</script>', re.S)


def _policy(page: str) -> str:
    """This origin only; the import map (the page's only inline script) by its sha256."""
    found = _IMPORT_MAP.search(page)
    digest = base64.b64encode(hashlib.sha256(found.group(1).encode()).digest()).decode() if found else ""
    scripts = f"'self' 'sha256-{digest}'" if found else "'self'"
    return (
        f"default-src 'self'; script-src {scripts}; style-src 'self'; img-src 'self' data:; "
        "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
        "frame-ancestors 'self'"
    )


def page_headers(page: str) -> dict[str, str]:
    return {
        "Content-Security-Policy": _policy(page),
        "Cache-Control": "no-cache",
        "Referrer-Policy": "no-referrer",
        "X-Content-Type-Options": "nosniff",
    }


def _page() -> Response[bytes]:
    page = INDEX.read_text(encoding="utf-8")  # read per request: small, and a new release shows at once
    return Response(page.encode(), media_type="text/html", headers=page_headers(page))


@get("/", include_in_schema=False, sync_to_thread=False)
def home() -> Response[bytes]:
    """The GM's home: create a campaign, list mine, sign in with a token."""
    return _page()


@get("/play", include_in_schema=False, sync_to_thread=False)
def play_root() -> Response[bytes]:
    return _page()


@get("/play/{path:path}", include_in_schema=False, sync_to_thread=False)
def play(path: FromPath[Path]) -> Response[bytes]:
    """A campaign's table page, player view and overlay: the same page, routed in the browser."""
    return _page()


_COMMAND_PATH = re.compile(r"/commands/([a-z0-9_]+)\.[a-z0-9_]+$")
_FORM_KEYS = frozenset({"summary", "description", "operationId", "requestBody", "tags"})
"""What a form reads of an operation: not its responses (they name every event of every game)."""
_REF = re.compile(rb'"\$ref":"#/components/schemas/([^"]+)"')


def command_document(document: dict[str, Any], prefix: str) -> bytes:
    """The document's command operations of `prefix` (e.g. ``"scratch"``) and ``campaign`` as a form reads
    them (their request, not their responses), and every component schema they refer to, directly or through
    another: a document of the same shape, encoded."""
    paths = {
        path: {"post": {k: v for k, v in item["post"].items() if k in _FORM_KEYS}}
        for path, item in document.get("paths", {}).items()
        if (found := _COMMAND_PATH.search(path)) and found.group(1) in (prefix, "campaign") and "post" in item
    }
    schemas = document.get("components", {}).get("schemas", {})
    kept: dict[str, Any] = {}
    todo = set(_REF.findall(msgspec.json.encode(paths)))
    while todo:
        name = todo.pop().decode()
        if name in kept or name not in schemas:
            continue
        kept[name] = schemas[name]
        todo.update(_REF.findall(msgspec.json.encode(schemas[name])))
    return msgspec.json.encode({"openapi": document.get("openapi"), "paths": paths, "components": {"schemas": kept}})


@get("/app/commands/{ruleset:str}", include_in_schema=False, sync_to_thread=False)
def command_schemas(request: Request[Any, Any, Any], ruleset: FromPath[str]) -> Response[bytes]:
    """The command forms' schemas for one game system (made once per process)."""
    cache: dict[str, tuple[bytes, str]] = request.app.state.setdefault("command_documents", {})
    found = cache.get(ruleset)
    if found is None:
        prefixes: dict[str, str] = request.app.state.get("command_prefixes", {})
        if ruleset not in prefixes:
            return Response(b'{"title":"no such game system"}', status_code=404, media_type="application/problem+json")
        document = finish(request.app.openapi_schema.to_schema())  # as /schema/openapi.json serves it
        body = command_document(document, prefixes[ruleset])
        found = cache[ruleset] = (body, '"' + hashlib.sha256(body).hexdigest()[:32] + '"')
    body, tag = found
    return Response(body, media_type="application/json", headers={"ETag": tag, "Cache-Control": "no-cache"})


def app_files_router() -> Router:
    """GET /app/…: the client's modules and styles, revalidated on every load."""
    return create_static_files_router(
        path=APP_PREFIX,
        directories=[APP_DIR],
        cache_control=CacheControlHeader(no_cache=True),
        include_in_schema=False,
    )


route_handlers = [home, play_root, play, command_schemas, app_files_router()]
