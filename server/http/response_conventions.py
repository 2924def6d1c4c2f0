"""Two promises every response keeps, whatever route made it (kept by the request edge, server/http/request_edge.py,
so streams keep them too):

- **conditional reads**: a `GET` answered `200` with an `ETag` that the request's `If-None-Match` names
  (or `*`; weak `W/` tags compare by their value) becomes `304 Not Modified` with no body, keeping its
  `ETag` and `Cache-Control`. A read's ETag is the campaign version it reflects, and what a member may see
  changes only with a new event, so the same URL at the same version shows the same thing.
- **`Retry-After` on every 429 and 503**: the routes that know how long to wait set it; any other 429 or 503
  (a probe's `503`, a refusal from a library) gets `Retry-After: 1`.
"""

from __future__ import annotations

from typing import Any

from litestar.types import Scope

DEFAULT_RETRY_AFTER = b"1"
_KEPT_ON_304 = frozenset({b"etag", b"cache-control", b"vary", b"x-request-id", b"date"})


def if_none_match(scope: Scope) -> set[str] | None:
    """The entity tags a request's `If-None-Match` names (values without `W/`), None without the header."""
    for name, value in scope.get("headers") or ():
        if name == b"if-none-match":
            return {tag.strip().removeprefix("W/") for tag in value.decode("latin-1").split(",") if tag.strip()}
    return None


def convene(start: Any, tags: set[str] | None) -> tuple[Any, bool]:
    """A response's start message as the conventions want it, and whether it became a `304` (whose body is
    then empty: the response's own body messages are not to be sent). `tags`: the request's `If-None-Match`
    on a `GET` or `HEAD`, else None."""
    status = start["status"]
    headers = start.get("headers") or ()
    if status in (429, 503):
        if not any(name.lower() == b"retry-after" for name, _ in headers):
            return {**start, "headers": [*headers, (b"retry-after", DEFAULT_RETRY_AFTER)]}, False
    elif status == 200 and tags:
        etag = next((v.decode("latin-1") for n, v in headers if n.lower() == b"etag"), None)
        if etag is not None and ("*" in tags or etag.removeprefix("W/") in tags):
            kept = [(n, v) for n, v in headers if n.lower() in _KEPT_ON_304]
            return {"type": "http.response.start", "status": 304, "headers": kept}, True
    return start, False
