"""One delivery attempt over HTTP: signed, bounded in time and size, never redirected, never private.

Before each attempt the URL's host is resolved and every address checked (server/webhooks/addresses.py);
the request then goes to the first checked address, with the host name in `Host` and in TLS SNI (so the
certificate is verified against the name). A redirect is a failed attempt, like any status outside 2xx;
at most `max_response_bytes` of the answer is read (server/webhooks/http1.py).
"""

from __future__ import annotations

import asyncio
import email.utils
import math
import ssl
import time
from dataclasses import dataclass

import msgspec

from server.webhooks import addresses, secrets
from server.webhooks.http1 import Answer, Client, ProtocolError
from server.webhooks.settings import WebhookSettings

USER_AGENT = "Chronicle-Webhooks/1"


@dataclass(frozen=True)
class Result:
    ok: bool
    status_code: int | None
    latency_ms: float
    error: str | None
    """Why the attempt failed (None when it succeeded)."""
    retry_after: float | None = None
    """Seconds the receiver asked to wait before the next attempt (a 429 with `Retry-After` or Discord's
    JSON `retry_after`)."""


class Sender:
    def __init__(self, settings: WebhookSettings) -> None:
        self.settings = settings
        self._client = Client(max_idle=max(16, settings.concurrency))

    async def close(self) -> None:
        await self._client.close()

    async def send(self, url: str, message_id: str, key: bytes, body: bytes, version: int) -> Result:
        """POST `body` (the delivery of campaign version `version`) to `url`, signed with `key`."""
        started = time.perf_counter()

        def result(ok: bool, status: int | None, error: str | None) -> Result:
            return Result(ok, status, round((time.perf_counter() - started) * 1000, 3), error)

        try:
            target = addresses.parse(url)
            address = (await addresses.resolve(target, self.settings.allow_private))[0]
        except addresses.RefusedURL as exc:
            return result(False, None, f"{exc.code}: {exc.detail}")
        timestamp = int(time.time())
        default_port = 443 if target.scheme == "https" else 80
        headers = {
            "host": target.host if target.port == default_port else f"{target.host}:{target.port}",
            "content-type": "application/json",
            "user-agent": USER_AGENT,
            "webhook-id": message_id,
            "webhook-timestamp": str(timestamp),
            "webhook-signature": secrets.signature(key, message_id, timestamp, body),
            "chronicle-version": str(version),
        }
        tls_host = target.host if target.scheme == "https" else None
        try:
            async with asyncio.timeout(self.settings.timeout_seconds):
                answer = await self._client.post(
                    (str(address), target.port, tls_host),
                    target.path,
                    headers,
                    body,
                    connect_timeout=self.settings.connect_timeout_seconds,
                    max_body=self.settings.max_response_bytes,
                )
        except TimeoutError:
            return result(False, None, f"timeout: no complete answer within {self.settings.timeout_seconds:g} s")
        except (OSError, ssl.SSLError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, ProtocolError) as exc:
            return result(False, None, f"{type(exc).__name__}: {exc}"[:500])
        except Exception as exc:  # anything else is this attempt's failure too: counted, retried, never a tight loop
            return result(False, None, f"{type(exc).__name__}: {exc}"[:500])
        status = answer.status
        if 200 <= status < 300:
            return result(True, status, None)
        if 300 <= status < 400:
            return result(False, status, f"redirect to {answer.headers.get('location', '?')!r} not followed"[:500])
        if status == 429:
            wait = retry_after(answer)
            if wait is not None:
                return Result(
                    False,
                    status,
                    round((time.perf_counter() - started) * 1000, 3),
                    f"HTTP 429: retry after {wait:g} s",
                    wait,
                )
        return result(False, status, f"HTTP {status}")


def retry_after(answer: Answer, now: float | None = None) -> float | None:
    """Seconds a 429 answer asks to wait: Discord's JSON `retry_after` (seconds, fractional), else the
    `Retry-After` header (seconds, or an HTTP date); None when it names no usable wait."""
    if answer.body[:1] == b"{":
        try:
            wait = msgspec.json.decode(answer.body, type=_RateLimit).retry_after
        except (msgspec.DecodeError, msgspec.ValidationError):
            wait = None
        if wait is not None and math.isfinite(wait) and wait >= 0:
            return float(wait)
    header = answer.headers.get("retry-after", "").strip()
    if not header:
        return None
    try:
        seconds = float(header)
    except ValueError:
        try:
            when = email.utils.parsedate_to_datetime(header)
        except (TypeError, ValueError, IndexError):
            return None
        if when.tzinfo is None:
            return None
        seconds = when.timestamp() - (time.time() if now is None else now)
    if not math.isfinite(seconds):
        return None
    return max(0.0, seconds)


class _RateLimit(msgspec.Struct):
    retry_after: float | None = None
