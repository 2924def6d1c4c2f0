"""An httpx transport that retries what is safe to retry, re-sending the very same request: a command keeps its
`Idempotency-Key` and its `If-Match`, so a retry after a lost answer gets the first answer back
(`Idempotent-Replayed: true`) instead of acting twice (docs/api.md, "Idempotency").

Every request through a `Chronicle` goes through it, the generated functions' too (`Chronicle.api`).
"""

from __future__ import annotations

import asyncio
import email.utils
import random
import time
from dataclasses import dataclass

import httpx

RETRY_STATUSES = frozenset({429, 502, 503, 504})
"""Statuses worth another try: the server asks for one (`Retry-After`), or a gateway lost the server."""


@dataclass(frozen=True)
class RetryPolicy:
    attempts: int = 5
    """Attempts in all, the first included (1 turns retries off)."""
    base_delay: float = 0.2
    """Seconds: the first backoff, doubled at each attempt, with full jitter."""
    max_delay: float = 10.0
    """Seconds between two attempts at most, `Retry-After` included."""


def retry_safe(request: httpx.Request) -> bool:
    """Reads, deletes, and any request carrying an `Idempotency-Key` may be sent again."""
    return request.method in ("GET", "HEAD", "DELETE") or "Idempotency-Key" in request.headers


def retry_after(response: httpx.Response) -> float | None:
    """Seconds a `Retry-After` header asks for (RFC 9110: seconds or an HTTP date)."""
    value = response.headers.get("Retry-After")
    if value is None:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        return max(0.0, email.utils.parsedate_to_datetime(value).timestamp() - time.time())
    except (TypeError, ValueError):
        return None


class RetryingTransport(httpx.AsyncBaseTransport):
    """Sends each request through `inner`; sends a retry-safe one again, unchanged, after a failed connection,
    a 429/502/503/504, or a 409 that names its wait (`idempotency_in_progress`)."""

    def __init__(self, inner: httpx.AsyncBaseTransport, policy: RetryPolicy) -> None:
        self.inner = inner
        self.policy = policy

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        again = retry_safe(request)
        await request.aread()  # the body, kept to be sent again
        for attempt in range(self.policy.attempts):
            last = attempt + 1 >= self.policy.attempts or not again
            try:
                response = await self.inner.handle_async_request(request)
            except httpx.TransportError:
                if last:
                    raise
                await asyncio.sleep(self._backoff(attempt))
                continue
            wait = None if last else self._wait(response, attempt)
            if wait is None:
                return response
            await response.aclose()
            await asyncio.sleep(wait)
        raise AssertionError("unreachable")  # pragma: no cover - the last attempt returns or raises

    async def aclose(self) -> None:
        await self.inner.aclose()

    def _backoff(self, attempt: int) -> float:
        return random.uniform(0, min(self.policy.max_delay, self.policy.base_delay * 2**attempt))

    def _wait(self, response: httpx.Response, attempt: int) -> float | None:
        hinted = retry_after(response)
        if response.status_code == 409:  # idempotency_in_progress names its wait; concurrency_conflict does not
            return None if hinted is None else min(hinted, self.policy.max_delay)
        if response.status_code not in RETRY_STATUSES:
            return None
        return min(self._backoff(attempt) if hinted is None else hinted, self.policy.max_delay)
