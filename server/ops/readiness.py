"""What `/health/ready` answers, and how the services come to exist at all.

**Readiness** says whether this process can serve requests correctly now, so that a load balancer sends it
traffic. It is *unready* (503) when requests would fail: the database does not answer, lacks the schema this
code needs (re-checked at every probe, one cheap round trip: a database recreated under the process is
noticed), the services have not started yet (the database was away at start), or the seed key does not open
the stored seeds. It is *degraded* but ready (200) when something is missing that requests work without:
Redis (live feeds poll the store, rate limits count per process, publishing falls back) or the token-change
listener (every request looks its token up). Taking replicas out for those would turn a Redis outage into an
outage of every replica that serves players.

**Liveness** (`/health/live`) only says the event loop answers; nothing outside the process can make a
restart the remedy.

Each probe sets `chronicle_ready` and `chronicle_ready_check{check}` (1 ok, 0 not) and logs every change of
a check, so a degraded replica shows in metrics and logs as well as in the probe's body.

**Starting while the database is away.** `Startup` starts the services; when the database cannot be reached
(or refuses connections), the server does not exit (which made every replica started during an outage
crash-loop) but serves unready — every request that needs the services is a `503 store_unavailable` — and
retries in the background until it can start them.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

from prometheus_client import Gauge

from server.http.problems import unavailable

if TYPE_CHECKING:
    from litestar.datastructures import State

    from server.services import Services

log = logging.getLogger("chronicle.server")

READY_TIMEOUT = 2.0
"""Seconds the readiness probe waits for the database before calling it unavailable."""
REDIS_TIMEOUT = 1.0
"""Seconds it waits for Redis to answer a PING."""
DEGRADING = frozenset({"redis", "token_listener"})
"""Checks whose failure leaves the process serving (ready, `degraded`) rather than unready."""
FIRST_WAIT = 5.0
"""Seconds the start waits for its first attempt before serving (unready) while it goes on."""
RETRY_MAX_SECONDS = 5.0
"""The longest wait between two attempts to start the services while the database is away."""

READY = Gauge("chronicle_ready", "1 while /health/ready answers 200 (ready or degraded), 0 while it answers 503")
READY_CHECK = Gauge("chronicle_ready_check", "Each readiness check at the last probe: 1 ok, 0 not", ["check"])

STATE_KEY = "startup"


async def readiness(services: Services | None, previous: dict[str, str]) -> tuple[str, dict[str, str]]:
    """(`ready` | `degraded` | `unready`, each check's finding); `previous` holds the last findings, for
    logging changes (and is updated)."""
    if services is None:
        checks = {"database": "unavailable", "services": "not started: waiting for the database"}
    else:
        checks = {"database": await services.database_check(READY_TIMEOUT)}
        seeds = services.seeds
        if not seeds.key_checked and checks["database"] == "ok":
            with contextlib.suppress(Exception):  # the database went away again: the next probe looks
                await seeds.check_key(services.settings.seed_key_check)
        checks["seed_key"] = seeds.key_check
        fanout = services.fanout
        if fanout.transport == "redis":
            checks["redis"] = "ok" if await fanout.broker_answers(REDIS_TIMEOUT) else "unavailable"
        if services.tokens.cache is not None:
            checks["token_listener"] = "ok" if services.tokens.cache.listening else "disconnected"
    failing = {name for name, found in checks.items() if found != "ok"}
    status = "unready" if failing - DEGRADING else "degraded" if failing else "ready"
    READY.set(0 if status == "unready" else 1)
    for name, found in checks.items():
        READY_CHECK.labels(name).set(1 if found == "ok" else 0)
        before = previous.get(name)
        if found != before:
            previous[name] = found
            if found == "ok":
                if before is not None:
                    log.info("readiness: %s ok again", name)
            elif name in DEGRADING:
                log.warning("readiness: %s %s; serving degraded (%s)", name, found, _DEGRADED_MEANS[name])
            else:
                log.error("readiness: %s: %s; this replica is unready", name, found)
    return status, checks


_DEGRADED_MEANS = {
    "redis": "live feeds poll the store, rate limits count per process",
    "token_listener": "every request looks its token up",
}


class Startup:
    """Starts the services now or, while the database is away, as soon as it is back (see the module).
    Lives in `app.state` under STATE_KEY; the services appear in `app.state.services` once started."""

    def __init__(self, state: State, start: Callable[[], Coroutine[Any, Any, Services]]) -> None:
        self._state = state
        self._start = start
        self._task: asyncio.Task[None] | None = None
        self.findings: dict[str, str] = {}
        """The readiness checks' last findings (to log their changes)."""

    async def begin(self) -> None:
        """Start the services; if the database is unavailable, keep trying in the background instead of
        failing the start. Any other failure fails the start (a configuration the server cannot use). An
        attempt still running after FIRST_WAIT seconds (a database host that drops packets: connecting waits
        out its timeout) goes on in the background too, so the server answers its probes meanwhile."""
        attempt = asyncio.create_task(self._start(), name="start-services")
        await asyncio.wait({attempt}, timeout=FIRST_WAIT)
        if not attempt.done():
            log.error("the database does not answer at start: serving unready while the start goes on")
            self._task = asyncio.create_task(self._retry(attempt), name="start-services-retry")
            return
        exc = attempt.exception()
        if exc is None:
            self._state.services = attempt.result()
            return
        if not unavailable(exc):
            raise exc
        log.error("the database is unavailable at start (%s): serving unready and retrying", exc)
        self._task = asyncio.create_task(self._retry(), name="start-services-retry")

    async def _retry(self, attempt: asyncio.Task[Services] | None = None) -> None:
        delay = 0.25
        while True:
            try:
                if attempt is None:
                    await asyncio.sleep(delay)
                    delay = min(delay * 2, RETRY_MAX_SECONDS)
                    attempt = asyncio.create_task(self._start(), name="start-services")
                services = await attempt
            except asyncio.CancelledError:
                if attempt is not None:
                    attempt.cancel()
                raise
            except Exception as exc:
                if unavailable(exc):
                    log.warning("the database is still unavailable (%s); retrying in %.1f s", exc, delay)
                else:
                    log.exception("starting the services failed; retrying in %.1f s", delay)
                attempt = None
                continue
            self._state.services = services
            log.info("the database answers: services started")
            return

    async def stop(self) -> None:
        """Stop trying, and stop the services if they started."""
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        services: Any = self._state.get("services")
        if services is not None:
            await services.stop()
