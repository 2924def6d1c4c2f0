"""A request's bearer token, looked up once: shared by the guards (server/access/auth.py) and the rate limiter
(server/access/rate_limit.py), which runs first and counts a valid token under its id. Knows tokens, not the rest
of the services, so that the rate limiter (below the heavy-read limits and the routes) need not import the
guards."""

from __future__ import annotations

import hashlib
import hmac
import re
from datetime import UTC, datetime
from typing import Any

from litestar.connection import ASGIConnection

from server.access.token_info import TokenInfo
from server.access.tokens import TokenStore

BEARER = re.compile(r"^\s*Bearer\s+(\S+)\s*$", re.IGNORECASE)
_LOOKED_UP = "chronicle_token_lookup"
"""Where `authenticated` keeps the token it looked up and what it found, in the request's state dict."""


def expired(info: TokenInfo) -> bool:
    return info.expires_at is not None and info.expires_at <= datetime.now(UTC)


def same_secret(given: str, expected: str) -> bool:
    """Compare two secrets in constant time (of their hashes: their lengths stay hidden too)."""
    return hmac.compare_digest(hashlib.sha256(given.encode()).digest(), hashlib.sha256(expected.encode()).digest())


async def authenticated(
    connection: ASGIConnection[Any, Any, Any, Any], tokens: TokenStore, token: str
) -> TokenInfo | None:
    """`tokens.authenticate(token)`, once per request: the rate limiter looks the token up to count the request
    under its id, and the guard after it gets the same answer from here instead of another look-up (a
    database round trip when the token is not cached, or is made up)."""
    state: dict[str, Any] = connection.scope.setdefault("state", {})
    found: tuple[str, TokenInfo | None] | None = state.get(_LOOKED_UP)
    if found is not None and found[0] == token:
        return found[1]
    info = await tokens.authenticate(token)
    state[_LOOKED_UP] = (token, info)
    return info
