"""One delivery attempt over HTTP: signed, bounded in time and size, never redirected, never private.

Before each attempt the URL's host is resolved and every address checked (server/webhooks/addresses.py);
the request then goes to the first checked address, with the host name in `Host` and in TLS SNI (so the
certificate is verified against the name). A redirect is a failed attempt, like any status outside 2xx;
at most `max_response_bytes` of the answer is read.
"""

from __future__ import annotations

import asyncio
import ipaddress
import time
from dataclasses import dataclass

import httpx

from server.webhooks import addresses, secrets
from server.webhooks.settings import WebhookSettings

USER_AGENT = "Chronicle-Webhooks/1"


@dataclass(frozen=True)
class Result:
    ok: bool
    status_code: int | None
    latency_ms: float
    error: str | None
    """Why the attempt failed (None when it succeeded)."""


class Sender:
    def __init__(self, settings: WebhookSettings) -> None:
        self.settings = settings
        self._client = httpx.AsyncClient(
            follow_redirects=False,
            timeout=httpx.Timeout(settings.timeout_seconds, connect=settings.connect_timeout_seconds),
            limits=httpx.Limits(max_connections=None, max_keepalive_connections=256, keepalive_expiry=30),
            trust_env=False,  # no proxy from the environment: the checked address is the one called
        )

    async def close(self) -> None:
        await self._client.aclose()

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
        headers = {
            "host": target.host if target.port in (80, 443) else f"{target.host}:{target.port}",
            "content-type": "application/json",
            "user-agent": USER_AGENT,
            "webhook-id": message_id,
            "webhook-timestamp": str(timestamp),
            "webhook-signature": secrets.signature(key, message_id, timestamp, body),
            "chronicle-version": str(version),
        }
        host = f"[{address}]" if isinstance(address, ipaddress.IPv6Address) else str(address)
        request = self._client.build_request(
            "POST",
            f"{target.scheme}://{host}:{target.port}{target.path}",
            content=body,
            headers=headers,
            extensions={"sni_hostname": target.host} if target.scheme == "https" else {},
        )
        try:
            async with asyncio.timeout(self.settings.timeout_seconds):
                response = await self._client.send(request, stream=True)
                try:
                    await self._read_some(response)
                finally:
                    await response.aclose()
        except TimeoutError:
            return result(False, None, f"timeout: no complete answer within {self.settings.timeout_seconds:g} s")
        except httpx.HTTPError as exc:
            return result(False, None, f"{type(exc).__name__}: {exc}"[:500])
        status = response.status_code
        if 200 <= status < 300:
            return result(True, status, None)
        if 300 <= status < 400:
            return result(False, status, f"redirect to {response.headers.get('location', '?')!r} not followed"[:500])
        return result(False, status, f"HTTP {status}")

    async def _read_some(self, response: httpx.Response) -> None:
        """Read the answer up to the size cap (the connection is dropped beyond it)."""
        remaining = self.settings.max_response_bytes
        async for chunk in response.aiter_raw():
            remaining -= len(chunk)
            if remaining <= 0:
                return
