"""Knobs of webhook delivery, read from the environment (``CHRONICLE_WEBHOOK_*``).

The defaults retry a failing receiver for about four to six hours (the first retry after 25–50 ms, so one
failed attempt holds up the events behind it only briefly; then doubling up to an hour apart) before
disabling the subscription, and refuse receivers on private addresses.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, fields, replace
from typing import Any

from server.config import ConfigError

_TRUE = {"1", "true", "yes", "on"}


@dataclass(frozen=True)
class WebhookSettings:
    allow_private: bool = False
    """Deliver to loopback, private, link-local and metadata addresses (CHRONICLE_WEBHOOK_ALLOW_PRIVATE):
    for tests and receivers on the operator's own network. Off, such URLs are refused at creation and at
    each delivery (after resolving the name)."""
    retry_base_seconds: float = 0.05
    """The first retry comes after 0.5–1× this; each later one waits twice as long as the one before."""
    retry_cap_seconds: float = 3600.0
    """Retries are never further apart than this."""
    max_attempts: int = 22
    """Failed attempts in a row at one event after which the subscription is disabled (4–6 hours with the
    defaults)."""
    max_rate_limited: int = 100
    """Rate-limited answers (HTTP 429 naming a wait) in a row that are waited out without counting as failed
    attempts; past that, each counts like any failure (so a receiver that only ever answers 429 is disabled
    in the end too)."""
    connect_timeout_seconds: float = 5.0
    timeout_seconds: float = 10.0
    """The whole request, from connecting to the last byte of the answer that is read."""
    max_response_bytes: int = 64 * 1024
    """Of the receiver's answer, at most this much is read (the rest is dropped with the connection)."""
    poll_seconds: float = 1.0
    """How often each process looks for subscriptions with work when nothing woke it."""
    lease_seconds: float = 30.0
    """How long a delivery run holds its subscription without renewing; must exceed `timeout_seconds`."""
    idle_hold_seconds: float = 2.0
    """A run that has delivered everything waits this long for more before handing the subscription back."""
    concurrency: int = 64
    """Subscriptions one process delivers to at the same time."""
    keep_log_days: float = 7.0
    """Delivery log rows older than this are purged."""

    def with_(self, **changes: Any) -> WebhookSettings:
        return replace(self, **changes)

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None) -> WebhookSettings:
        env = dict(os.environ if env is None else env)
        changes: dict[str, Any] = {}
        for f in fields(cls):
            var = "CHRONICLE_WEBHOOK_" + f.name.upper().removesuffix("_SECONDS")
            raw = env.get(var)
            if not raw:
                continue
            if f.type == "bool":
                changes[f.name] = raw.strip().lower() in _TRUE
                continue
            kind = int if f.type == "int" else float
            try:
                value = kind(raw)
            except ValueError:
                raise ConfigError(f"{var} must be a number, not {raw!r}") from None
            if value <= 0:
                raise ConfigError(f"{var} must be positive, not {raw!r}")
            changes[f.name] = value
        settings = replace(cls(), **changes)
        if settings.lease_seconds <= settings.timeout_seconds:
            raise ConfigError("CHRONICLE_WEBHOOK_LEASE must exceed CHRONICLE_WEBHOOK_TIMEOUT")
        return settings
