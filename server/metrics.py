"""Prometheus metrics of what Chronicle does, beside the HTTP ones Litestar's middleware keeps (`/metrics`).

Each metric and its labels are described in docs/operations.md (*Metrics*).

The objects live in prometheus_client's default registry, which `/metrics` serves. A process with several
apps (the tests) shares them: the live subscribers gauge adds up their fan-outs.
"""

from __future__ import annotations

import weakref
from typing import Any

from prometheus_client import Counter, Gauge, Histogram

COMMANDS = Counter("chronicle_commands", "Commands answered, by command and outcome", ["command", "outcome"])
LIVE_SUBSCRIBERS = Gauge("chronicle_live_subscribers", "Live WebSocket/SSE connections this process serves")
LIVE_LAG = Histogram(
    "chronicle_live_commit_to_receipt_seconds",
    "From a command's commit to its events reaching this process's live feed",
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5),
)
LIVE_DROPPED = Counter("chronicle_live_dropped", "Live connections the server ended", ["reason"])
BROKER_OUTAGES = Counter("chronicle_live_broker_outages", "Times this process lost its live broker (Redis)")
GROUP_COMMIT_BATCH = Histogram(
    "chronicle_group_commit_batch_size",
    "Appends that shared one round trip and commit",
    buckets=(1, 2, 4, 8, 16, 32, 64, 128),
)
AUDIT_READS = Counter(
    "chronicle_audit_reads",
    "Replays, recaps, exports and integrity checks, by the database that served them and why not the standby",
    ["database", "reason"],
)
SNAPSHOT_WRITES = Counter("chronicle_snapshot_writes", "Campaign snapshots by outcome", ["outcome"])
WEBHOOK_DELIVERIES = Counter(
    "chronicle_webhook_deliveries", "Webhook delivery attempts, by subscription and outcome", ["webhook_id", "outcome"]
)
WEBHOOK_LAG = Gauge(
    "chronicle_webhook_lag_events", "Events a webhook subscription is behind its campaign's newest", ["webhook_id"]
)
WEBHOOK_COMMIT_TO_DELIVERY = Histogram(
    "chronicle_webhook_commit_to_delivery_seconds",
    "From an event's commit to the receiver's 2xx for it (retries included)",
    buckets=(0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0, 60.0, 600.0, 3600.0),
)


def outcome_of(status: int, replayed: bool) -> str:
    """The `outcome` label of a command's answer (docs/operations.md, *Metrics*)."""
    if status < 400:
        return "replayed" if replayed else "ok"
    if status == 400:
        return "malformed"
    if status == 401:
        return "unauthenticated"
    if status in (409, 412):
        return "conflict"
    if status == 503:
        return "unavailable"
    return "refused" if status < 500 else "error"


def count_command(command: str, status: int, replayed: bool) -> None:
    COMMANDS.labels(command, outcome_of(status, replayed)).inc()


_FANOUTS: weakref.WeakSet[Any] = weakref.WeakSet()


def watch_subscribers(fanout: Any) -> None:
    """Count `fanout`'s live connections in `chronicle_live_subscribers` for as long as it exists (a process
    serves one app; the tests run several, and the gauge is their sum)."""
    _FANOUTS.add(fanout)
    LIVE_SUBSCRIBERS.set_function(lambda: sum(f.status()["subscribers"] for f in list(_FANOUTS)))
