"""Two promises every response keeps, whatever route made it (an ASGI middleware, so streams keep them too):

- **conditional reads**: a `GET` answered `200` with an `ETag` that the request's `If-None-Match` names
  (or `*`; weak `W/` tags compare by their value) becomes `304 Not Modified` with no body, keeping its
  `ETag` and `Cache-Control`. A read's ETag is the campaign version it reflects, and what a member may see
  changes only with a new event, so the same URL at the same version shows the same thing.
- **`Retry-After` on every 429 and 503**: the routes that know how long to wait set it; any other 429 or 503
  (a probe's `503`, a refusal from a library) gets `Retry-After: 1`.
"""

from __future__ import annotations

from litestar.enums import ScopeType
from litestar.types import ASGIApp, Message, Receive, Scope, Send

DEFAULT_RETRY_AFTER = b"1"
_KEPT_ON_304 = frozenset({b"etag", b"cache-control", b"vary", b"x-request-id", b"date"})


def if_none_match(scope: Scope) -> set[str] | None:
    """The entity tags a request's `If-None-Match` names (values without `W/`), None without the header."""
    for name, value in scope.get("headers") or ():
        if name == b"if-none-match":
            return {tag.strip().removeprefix("W/") for tag in value.decode("latin-1").split(",") if tag.strip()}
    return None


class ResponseConventions:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP:
            await self.app(scope, receive, send)
            return
        tags = if_none_match(scope) if scope.get("method") in ("GET", "HEAD") else None
        swallowing = False

        async def send_wrapper(message: Message) -> None:
            nonlocal swallowing
            if swallowing:
                return  # the body of a response turned into a 304
            if message["type"] == "http.response.start":
                status = message["status"]
                headers = list(message.get("headers") or ())
                if status in (429, 503) and not any(name.lower() == b"retry-after" for name, _ in headers):
                    message = {**message, "headers": [*headers, (b"retry-after", DEFAULT_RETRY_AFTER)]}
                elif status == 200 and tags:
                    etag = next((v.decode("latin-1") for n, v in headers if n.lower() == b"etag"), None)
                    if etag is not None and ("*" in tags or etag.removeprefix("W/") in tags):
                        kept = [(n, v) for n, v in headers if n.lower() in _KEPT_ON_304]
                        await send({"type": "http.response.start", "status": 304, "headers": kept})
                        await send({"type": "http.response.body", "body": b"", "more_body": False})
                        swallowing = True
                        return
            await send(message)

        await self.app(scope, receive, send_wrapper)
