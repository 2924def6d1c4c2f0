"""Knobs of the live feeds, with defaults that suit a table of a few dozen clients.

Read from the environment (``CHRONICLE_LIVE_*``) so an operator can tune them without code; tests pass
small values to make heartbeats, polls and slow-client drops happen within a second.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, replace


@dataclass(frozen=True)
class LiveSettings:
    heartbeat_seconds: float = 15.0
    """Idle time after which a subscriber gets a heartbeat (WebSocket JSON frame, SSE comment)."""
    poll_seconds: float = 2.0
    """How long a campaign feed waits without a message before checking the store for events whose publish
    never arrived (a lost message is otherwise noticed at once by the hole the next one leaves). Costs one
    indexed read per watched campaign and interval in each process."""
    outage_poll_seconds: float = 0.2
    """The same check while the Redis subscription is broken: the store carries the table until it is back."""
    max_backlog: int = 500
    """Events a subscriber may have waiting: once that many wait, the next commit drops the client as too slow
    (4008). A single commit is never refused for its size, so memory stays within this plus one commit."""
    send_timeout_seconds: float = 10.0
    """A single frame that takes longer than this to hand to the client's connection drops it as too slow."""
    page_size: int = 500
    """Events read from the store per query during catch-up and hole filling."""
    publish_timeout_seconds: float = 1.0
    """A publish that Redis does not accept within this time is given up (subscribers fill from the store)."""

    def with_(self, **changes: float | int) -> LiveSettings:
        return replace(self, **changes)  # type: ignore[arg-type]

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None) -> LiveSettings:
        env = dict(os.environ if env is None else env)
        base = cls()
        changes: dict[str, float | int] = {}
        for name, kind in (
            ("heartbeat_seconds", float),
            ("poll_seconds", float),
            ("outage_poll_seconds", float),
            ("max_backlog", int),
            ("send_timeout_seconds", float),
            ("page_size", int),
            ("publish_timeout_seconds", float),
        ):
            var = "CHRONICLE_LIVE_" + name.upper().removesuffix("_SECONDS")
            raw = env.get(var)
            if raw:
                try:
                    value = kind(raw)
                except ValueError:
                    raise ValueError(f"{var} must be a number, not {raw!r}") from None
                if value <= 0:
                    raise ValueError(f"{var} must be positive, not {raw!r}")
                changes[name] = value
        return base.with_(**changes)
