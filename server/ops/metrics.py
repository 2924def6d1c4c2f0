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
    outcome = outcome_of(status, replayed)
    child = _commands.get((command, outcome))
    if child is None:  # bound once per command and outcome (a closed set: every label is a route's command)
        child = _commands[(command, outcome)] = COMMANDS.labels(command, outcome)
    child.inc()


_FANOUTS: weakref.WeakSet[Any] = weakref.WeakSet()


def watch_subscribers(fanout: Any) -> None:
    """Count `fanout`'s live connections in `chronicle_live_subscribers` for as long as it exists (a process
    serves one app; the tests run several, and the gauge is their sum)."""
    _FANOUTS.add(fanout)
    LIVE_SUBSCRIBERS.set_function(lambda: sum(f.status()["subscribers"] for f in list(_FANOUTS)))


# HTTP metrics: the names, help texts and labels Litestar's PrometheusMiddleware gave them (docs/operations.md,
# the dashboards in deploy/), kept by the request edge (server/http/request_edge.py)
# through `in_progress` and `count_answer` below.
_HTTP_LABELS = ("method", "path", "status_code", "app_name")
HTTP_REQUESTS = Counter("chronicle_requests_total", "Total requests", _HTTP_LABELS)
HTTP_DURATION = Histogram("chronicle_request_duration_seconds", "Request duration, in seconds", _HTTP_LABELS)
HTTP_IN_PROGRESS = Gauge(
    "chronicle_requests_in_progress", "Total requests currently in progress", _HTTP_LABELS, multiprocess_mode="livesum"
)
HTTP_ERRORS = Counter("chronicle_requests_error_total", "Total errors in requests", _HTTP_LABELS)
APP_NAME = "chronicle"

_answered: dict[tuple[str, str, int], tuple[Any, Any, Any]] = {}
_in_progress: dict[tuple[str, str], Any] = {}
_commands: dict[tuple[str, str], Any] = {}


def _answered_children(method: str, path: str, status: int) -> tuple[Any, Any, Any]:
    """The metric children of one (method, route, status), bound once and kept: `.labels()` takes a lock and
    builds a key each time it is called."""
    found = _answered.get((method, path, status))
    if found is None:
        values = (method, path, str(status), APP_NAME)
        found = (
            HTTP_REQUESTS.labels(*values),
            HTTP_DURATION.labels(*values),
            HTTP_ERRORS.labels(*values) if status >= 500 else None,
        )
        _answered[(method, path, status)] = found
    return found


def in_progress(method: str, path: str) -> Any:
    """The `chronicle_requests_in_progress` child of a (method, route), bound once. It keeps the `status_code`
    label of "200" that Litestar's PrometheusMiddleware gave it."""
    found = _in_progress.get((method, path))
    if found is None:
        found = _in_progress[(method, path)] = HTTP_IN_PROGRESS.labels(method, path, "200", APP_NAME)
    return found


def count_answer(method: str, path: str, status: int, seconds: float) -> None:
    """One HTTP answer of a route (its path template) in the HTTP metrics: the request count, its duration
    (to its last body message) and, at 500 and above, the error count."""
    requests, duration, errors = _answered_children(method, path, status)
    if errors is not None:
        errors.inc()
    requests.inc()
    duration.observe(seconds)
