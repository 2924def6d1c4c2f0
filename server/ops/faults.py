"""A fault point for crash tests — TEST-ONLY, never set in a deployment.

`CHRONICLE_TEST_FAULT=after_commit:<seconds>` makes the server pause for that long after a keyed command
has committed and before its answer is stored or sent, so a test can SIGKILL the process in exactly that
window (tests/server/test_crash_recovery.py, tests/faults/fault_run.py). Two conditions must both hold, so
no ordinary configuration can trigger it by accident:

- the variable is set (the server logs a warning at start-up whenever it is), and
- the request's Idempotency-Key starts with `FAULT_KEY_PREFIX`; every other request is untouched.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys

log = logging.getLogger("chronicle.server")

ENV = "CHRONICLE_TEST_FAULT"
FAULT_KEY_PREFIX = "chronicle-test-fault-"
REACHED = "chronicle test fault point reached: after_commit"
"""Written to stderr when a request stops at the fault point (tests wait for it)."""

_pause: float | None = None


def configure(env: dict[str, str] | None = None) -> None:
    """Read CHRONICLE_TEST_FAULT (at application start-up)."""
    global _pause
    raw = (os.environ if env is None else env).get(ENV, "")
    _pause = None
    if not raw:
        return
    point, _, seconds = raw.partition(":")
    if point != "after_commit":
        raise ValueError(f"{ENV}: unknown fault point {point!r} (only after_commit)")
    _pause = float(seconds or "3600")
    log.warning("%s is set: TEST-ONLY fault point active for Idempotency-Keys starting %r", ENV, FAULT_KEY_PREFIX)


async def after_commit(key: str) -> None:
    """The fault point between a keyed command's commit and its answer (a no-op unless configured)."""
    if _pause is None or not key.startswith(FAULT_KEY_PREFIX):
        return
    print(REACHED, file=sys.stderr, flush=True)
    await asyncio.sleep(_pause)
