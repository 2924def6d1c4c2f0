"""Rate limits per token, counted: Litestar's `RateLimitConfig` with a middleware class of our own.

What a request counts under (`identify`): a valid token counts under its token id — verified, so a client
cannot mint fresh budgets by making tokens up; the look-up is the one the route's guard would make anyway
(server/access/auth.py `authenticated` keeps it for the guard), so limiting adds no database round trip. A request
without a token, or with a malformed, unknown, revoked or expired one, counts under its client address:
the peer's, or, when the peer is a proxy FORWARDED_ALLOW_IPS trusts, the client it names in
`X-Forwarded-For` (uvicorn's proxy headers rewrite the address before the app sees it; server/main.py).

Litestar's `RateLimitMiddleware` keeps, per client key, the list of the times of every request in the
window; each request reads that whole list from the store, appends to it and writes it back (two Redis round
trips), under one lock shared by every request of the route in the process. With the default 1200/minute
and Redis that cost a command 0.5 ms more server CPU — more than the command itself — and capped a process
at one request per two Redis round trips. `CountingRateLimitMiddleware` keeps Litestar's configuration
(`rate_limit`, exclusions, `identifier_for_request`, the `RateLimit-*` headers, the 429 problem) and counts
instead:

- windows are fixed and aligned to the clock (`unit`: second, minute, hour, day); each key has a counter per
  window; a request is refused once the counter is past the limit (refused requests count too, which in a
  fixed window changes nothing: the client is free again when the window ends either way);
- with Redis (the `rate_limit` store is a `RedisStore`) every process increments the same counter — `SET NX`
  with the window's expiry, then `INCR`, atomic in Redis — so the limit holds across processes exactly as
  before; the increments of all requests that arrive while a round trip is under way leave together in one
  pipelined round trip, and no request waits for another's;
- without Redis each process counts in memory; while Redis cannot be reached, too (the limit is then per
  process, and requests are never failed for it).
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import time
from typing import TYPE_CHECKING, Any

from litestar.exceptions import TooManyRequestsException
from litestar.middleware.rate_limit import DURATION_VALUES, RateLimitMiddleware, get_remote_address

from server.access.token_lookup import BEARER, authenticated, expired, same_secret
from server.access.tokens import well_formed
from server.http.problems import unavailable

if TYPE_CHECKING:
    from litestar import Litestar
    from litestar.stores.base import Store
    from litestar.types import Receive, Scope, Send

log = logging.getLogger("chronicle.server")

KEY_PREFIX = "chronicle_rl_count:"
ROUND_TRIP_TIMEOUT = 1.0
"""Seconds a round trip to Redis may take before the requests waiting on it are counted in memory instead."""
_WARN_EVERY = 30.0
_STATE_KEY = "chronicle_rate_limit_counter"


class WindowCounter:
    """Counters per key and clock-aligned window, in Redis when one is given, else (and as a fallback) here."""

    def __init__(self, redis: Any | None) -> None:
        self._redis = redis
        self._local: dict[tuple[str, int], int] = {}
        self._local_window = -1
        self._queue: list[tuple[str, int, asyncio.Future[int]]] = []
        self._sender: asyncio.Task[None] | None = None
        self._warned = float("-inf")

    async def hit(self, key: str, window: int, duration: int) -> int:
        """Count one request of `key` in `window` (of `duration` seconds); returns the count including it."""
        if self._redis is not None:
            loop = asyncio.get_running_loop()
            counted: asyncio.Future[int] = loop.create_future()
            self._queue.append((key, window, counted))
            if self._sender is None:
                self._sender = loop.create_task(self._send(duration), name="rate-limit-count")
            try:
                return await counted
            except Exception as exc:  # Redis away: this process counts on its own meanwhile
                if time.monotonic() - self._warned > _WARN_EVERY:
                    self._warned = time.monotonic()
                    log.warning("rate limits are counted per process: Redis is unavailable (%s)", exc)
        return self._count_here(key, window)

    def _count_here(self, key: str, window: int) -> int:
        if window != self._local_window:  # a new window: the older ones are over
            self._local = {k: v for k, v in self._local.items() if k[1] >= window}
            self._local_window = window
        count = self._local.get((key, window), 0) + 1
        self._local[(key, window)] = count
        return count

    async def _send(self, duration: int) -> None:
        assert self._redis is not None
        try:
            while self._queue:
                batch, self._queue = self._queue, []
                try:
                    async with asyncio.timeout(ROUND_TRIP_TIMEOUT):
                        pipe = self._redis.pipeline(transaction=False)
                        for key, window, _ in batch:
                            name = f"{KEY_PREFIX}{key}:{window}"
                            pipe.set(name, 0, ex=duration + 1, nx=True)
                            pipe.incr(name)
                        replies = await pipe.execute()
                except BaseException as exc:
                    failure = exc if isinstance(exc, Exception) else ConnectionError("the rate limiter stopped")
                    for _, _, counted in batch:
                        if not counted.done():
                            counted.set_exception(failure)
                    if not isinstance(exc, Exception):
                        raise
                else:
                    for (_, _, counted), count in zip(batch, replies[1::2], strict=True):
                        if not counted.done():
                            counted.set_result(int(count))
        finally:
            self._sender = None


def counter_for(app: Litestar, store: Store) -> WindowCounter:
    """The app's counter (one per app: Litestar builds a middleware instance per route), on the client of its
    `rate_limit` store when that is a RedisStore."""
    counter: WindowCounter | None = app.state.get(_STATE_KEY)
    if counter is None:
        counter = WindowCounter(getattr(store, "_redis", None))
        app.state[_STATE_KEY] = counter
    return counter


class CountingRateLimitMiddleware(RateLimitMiddleware):
    """Litestar's rate limit, counted per fixed window instead of a history per key (see the module)."""

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        app = scope["litestar_app"]
        request = app.request_class(scope)
        if await self.should_check_request(request=request):
            duration = DURATION_VALUES[self.unit]
            now = int(time.time())
            window = now // duration
            counter = counter_for(app, self.config.get_store_from_app(app))
            key = await identify(request)
            scope.setdefault("state", {})[IDENTITY] = key  # heavy reads are held per the same key (read_limits.py)
            count = await counter.hit(f"{type(self).__name__}::{key}", window, duration)
            headers = self._headers(count, (window + 1) * duration - now) if self.config.set_rate_limit_headers else {}
            if count > self.max_requests:
                raise TooManyRequestsException(headers=headers or None)
            if headers:
                send = self._with_headers(send, headers)
        await self.app(scope, receive, send)

    def _headers(self, count: int, reset_in: int) -> dict[str, str]:
        """The headers Litestar's `create_response_headers` sends, from a count."""
        config = self.config
        return {
            config.rate_limit_policy_header_key: f"{self.max_requests}; w={DURATION_VALUES[self.unit]}",
            config.rate_limit_limit_header_key: str(self.max_requests),
            config.rate_limit_remaining_header_key: str(max(0, self.max_requests - count)),
            config.rate_limit_reset_header_key: str(reset_in),
        }

    @staticmethod
    def _with_headers(send: Send, headers: dict[str, str]) -> Send:
        from litestar.datastructures import MutableScopeHeaders

        async def send_wrapper(message: Any) -> None:
            if message["type"] == "http.response.start":
                message.setdefault("headers", [])
                out = MutableScopeHeaders(message)
                for key, value in headers.items():
                    out[key] = value
            await send(message)

        return send_wrapper


IDENTITY = "chronicle_rate_limit_identity"
"""Where the rate limiter leaves the key it counted a request under, in the request's state dict."""


async def identify(request: Any) -> str:
    """`token:<token id>` for a valid token (bearer header, or `?token=` on a link), the admin token's own key
    for it, else `addr:<client address>` (see the module)."""
    token = None
    header = request.headers.get("authorization")
    if header is not None:
        match = BEARER.match(header)
        token = match.group(1) if match else None
    elif b"token=" in request.scope.get("query_string", b""):
        token = request.query_params.get("token")
    services = request.app.state.get("services") if token else None
    if token and services is not None:
        admin = services.settings.admin_token
        if admin is not None and same_secret(token, admin):
            return "admin"
        if well_formed(token):
            try:
                info = await authenticated(request, services.tokens, token)
            except Exception as exc:
                if not unavailable(exc):
                    raise
                info = None  # the guard meets the same outage and answers 503; count the address meanwhile
            if info is not None and info.revoked_at is None and not expired(info):
                return "token:" + info.token_id
    return "addr:" + get_remote_address(request)


def rate_limit_key(request: Any) -> str:
    """The key the rate limiter counted this request under when it ran (`identify`); else the request's
    token (hashed, never kept raw), or its client address without one."""
    scope = getattr(request, "scope", None)
    if scope is not None:
        key: str | None = scope.get("state", {}).get(IDENTITY)
        if key is not None:
            return key
    header = request.headers.get("authorization")
    if header:
        return "token:" + hashlib.sha256(header.encode()).hexdigest()[:32]
    return "addr:" + get_remote_address(request)
