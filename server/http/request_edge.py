"""The request edge: the one ASGI middleware every HTTP request and live connection passes through first.

It keeps, in one layer (one coroutine and one `send` wrapper per request, where they were three):

- **the request's log context** (server/ops/logs.py): its id — the client's `X-Request-ID`, or a new one —
  bound to every line logged while it runs and echoed as `X-Request-ID`; one access line when it is
  answered (a live connection: when it ends); each command's outcome counted in `chronicle_commands_total`;
- **the response conventions** (server/http/response_conventions.py): a `GET` or `HEAD` whose `If-None-Match`
  names the response's `ETag` is answered `304`, and every 429 and 503 carries `Retry-After`;
- **the HTTP metrics** (server/ops/metrics.py) by route and status, `/metrics` excluded.

All three see the status the client receives: a `304` made of a `200`, a rate limiter's `429` (the rate limit
runs inside this layer), and an error raised by a middleware inside it (the input checks' `400`), which the
app's exception handler answers after this layer has seen the exception go by.
"""

from __future__ import annotations

import time
from typing import Any

from litestar.exceptions import HTTPException
from litestar.types import ASGIApp, Receive, Send

from server.http.response_conventions import convene, if_none_match
from server.ops import logs, metrics

_REPLAYED = b"idempotent-replayed"


class RequestEdge:
    def __init__(self, app: ASGIApp, access_log: bool = True) -> None:
        self.app = app
        self.access_log = access_log

    async def __call__(self, scope: Any, receive: Receive, send: Send) -> None:
        kind = scope["type"]
        if kind != "http" and kind != "websocket":
            await self.app(scope, receive, send)
            return
        request_id = logs.open_request(scope)
        echoed = (b"x-request-id", request_id.encode())
        http = kind == "http"
        method = scope["method"] if http else "websocket"
        tags = if_none_match(scope) if http and (method == "GET" or method == "HEAD") else None
        status = 0
        replayed = False
        not_modified = False
        started = time.perf_counter()
        answered = 0.0

        async def send_edge(message: Any) -> None:
            nonlocal status, replayed, not_modified, answered
            if not_modified:
                return  # the body of a response turned into a 304
            if message["type"] == "http.response.start":
                headers = message.get("headers") or ()
                replayed = any(name.lower() == _REPLAYED for name, _ in headers)
                message, not_modified = convene(message, tags)
                status = message["status"]
                message["headers"] = [*message["headers"], echoed]
                await send(message)
                if not_modified:
                    answered = time.perf_counter()
                    await send({"type": "http.response.body", "body": b"", "more_body": False})
                return
            if message["type"] == "http.response.body":
                answered = time.perf_counter()
            await send(message)

        path: str = scope["path"]
        measured = "/metrics" not in path
        if measured:
            route = scope.get("path_template") or path
            running: Any = metrics.in_progress(method, route)
            running.inc()
        try:
            await self.app(scope, receive, send_edge)
        except Exception as exc:
            if not status:  # answered by the app's exception handler, outside this layer
                status = exc.status_code if isinstance(exc, HTTPException) else 500
            raise
        finally:
            ended = time.perf_counter()
            if measured:
                running.dec()
                metrics.count_answer(method, route, status or 200, (answered or ended) - started)
            logs.close_request(scope, status, replayed, ended - started, self.access_log)
