"""Files Chronicle serves itself under /static: the docs UIs' vendored bundles (server/static/vendor/, see
its VERSIONS.md), so /schema (Swagger UI) and /schema/redoc (Redoc) render with no request leaving the
server — offline, and with nothing loaded from a CDN.

A vendored bundle lives in a folder named for its package and exact version, so its URL changes with the
version and the files can be cached for a long time.
"""

from __future__ import annotations

from pathlib import Path

from litestar import Router
from litestar.datastructures import CacheControlHeader
from litestar.openapi.plugins import OpenAPIRenderPlugin, RedocRenderPlugin, SwaggerRenderPlugin
from litestar.static_files import create_static_files_router

STATIC_DIR = Path(__file__).parents[1] / "static"
PREFIX = "/static"
SWAGGER_UI = f"{PREFIX}/vendor/swagger-ui-dist-5.35.0"
REDOC = f"{PREFIX}/vendor/redoc-2.5.4"
SAME_ORIGIN_ONLY = (
    "<meta http-equiv='Content-Security-Policy' content=\"default-src 'self'; "
    "script-src 'self' 'unsafe-inline' blob:; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; font-src 'self' data:; connect-src 'self'\">"
)
"""The docs pages' policy: nothing from another origin. Redoc's sidebar footer always asks a CDN for a logo
image; this keeps that request from being made (the footer's text stays)."""
HEAD = f"{SAME_ORIGIN_ONLY}<link rel='icon' type='image/png' href='{SWAGGER_UI}/favicon-32x32.png'>"
"""Put where Litestar's pages take their favicon tag: first in <head>, before any script or style."""


def static_router() -> Router:
    """GET /static/…: the files under server/static, cached for a day (their paths carry their versions)."""
    return create_static_files_router(
        path=PREFIX,
        directories=[STATIC_DIR],
        cache_control=CacheControlHeader(public=True, max_age=86_400),
        include_in_schema=False,
    )


def docs_render_plugins() -> list[OpenAPIRenderPlugin]:
    """Swagger UI at /schema and Redoc at /schema/redoc, each loading only the vendored files (no web
    fonts: Redoc falls back to the system's), under a same-origin-only content security policy."""
    return [
        SwaggerRenderPlugin(
            path="/",
            js_url=f"{SWAGGER_UI}/swagger-ui-bundle.js",
            css_url=f"{SWAGGER_UI}/swagger-ui.css",
            standalone_preset_js_url=f"{SWAGGER_UI}/swagger-ui-standalone-preset.js",
            favicon=HEAD,
        ),
        RedocRenderPlugin(path="/redoc", js_url=f"{REDOC}/redoc.standalone.js", google_fonts=False, favicon=HEAD),
    ]
