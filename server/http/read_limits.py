"""Limits on heavy reads, so that no request holds the process.

A heavy read — one that walks a whole stream or folds much of it (integrity, the events log, fairness,
state at a past version, replay, recap) — costs far more than a command. Unbounded, one member reading a
long campaign again and again would take every CPU slice and every megabyte of the process, and every table
it serves would stall. The gate here bounds them:

- **concurrency** — at most `read_concurrency` heavy reads run at once in a process, and at most
  `read_concurrency_per_token` of them (running or waiting) belong to one token (one member, or one client
  address without a token); a token over its bound is refused at once, so one member cannot starve the
  others;
- **a bounded wait** — a read that finds every slot taken waits in a queue of at most `read_queue`; when the
  queue is full, or it has waited `read_queue_seconds`, it is refused: `503 reads_busy` with `Retry-After`;
- **time** — a read running longer than `read_timeout_seconds` is stopped: `503 read_timeout` with
  `Retry-After` (nothing a read does is written, so stopping one leaves nothing behind);
- **size** — a read whose answer would be larger than `read_max_bytes` is refused with `413 read_too_large`
  (narrow the range, or use a smaller `limit`) instead of being built: routes call `check_size` as they
  gather, and the gate's middleware refuses a whole (non-streamed) body over the bound before sending it;
- **the event loop** — CPU-heavy synchronous work (hashing a batch, folding, rendering) goes through
  `offload(fn, *args)`, which runs it on a small thread pool (`read_threads` threads) so that the loop keeps
  answering other requests; work is handed over in batches, so the loop is never held for more than the
  few milliseconds it takes to hand one over (and the GIL comes back to it within the switch interval,
  which `chronicle serve` sets to 1 ms: server/main.py).
  A large answer is streamed: `offload_stream(parts)` runs its producer (a generator that encodes or
  renders piece by piece) on the same threads, 64 KB at a time, and the loop only sends what it made.
  The longest CPU-bound read, a campaign's hash chain, is checked by `read_processes` worker processes
  (`processes()`, started with the server), which read the rows themselves: the loop decodes none of them,
  and the hashing is not held to one core by the GIL.

All settings are in `server/config.py` (`CHRONICLE_READ_*`); a route documents the problems in its OpenAPI
`responses` with `with_read_limits(its error table)`. Behaviour for operators: docs/operations.md.

How a route uses it — either the whole route (the slot is held until the last byte of a streamed answer
is sent):

    from server.http.read_limits import ReadGate, with_read_limits

    @get(path, middleware=[ReadGate], responses=responses(with_read_limits(READ_ERRORS)), ...)
    async def handler(...):
        rows = await offload(check_rows, rows)        # CPU-heavy work off the loop
        check_size(sum(len(r.data) for r in rows))    # 413 before building a huge answer

or only the heavy part of a route (e.g. `state?at=` but not `state` now):

    async with heavy_read(request):
        ...

Re-entering (a gated route that calls `heavy_read`) reuses the slot it already holds, and so does a task the
read starts (it inherits the context). `offload` and `check_size` outside a gated request still work:
`offload` then runs on `asyncio.to_thread`, and `check_size` applies no bound.

`ReadGate` runs before the route's guards, so a read is filed under its raw `Authorization` header (hashed,
as the rate limit files it) or, without one, its client address; a request that then fails authentication
gives its slot back at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import functools
import logging
import math
import multiprocessing
import os
import threading
import time
from collections.abc import AsyncIterator, Callable, Iterator, Mapping
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ParamSpec, TypeVar

import msgspec
from litestar.enums import ScopeType

from server.access.rate_limit import rate_limit_key
from server.http.problems import PROBLEM_MEDIA_TYPE, ApiError

if TYPE_CHECKING:
    from litestar import Litestar
    from litestar.connection import ASGIConnection
    from litestar.types import ASGIApp, Message, Receive, Scope, Send

    from server.config import Settings

P = ParamSpec("P")
T = TypeVar("T")

log = logging.getLogger("chronicle.read_limits")

STATE_KEY = "read_limits"
"""Where the app keeps its `ReadLimits` (`app.state.read_limits`)."""

READ_LIMIT_ERRORS: dict[int, str] = {
    413: "`read_too_large`: the answer would be larger than the server's read limit; narrow the range or the "
    "page (`data.limit_bytes` is the bound).",
    503: "`reads_busy`: too many heavy reads are running or waiting (in the process, or for this token); "
    "`read_timeout`: the read took longer than the server allows. Retry after `Retry-After` seconds.",
}
"""The problems a gated route can answer, for its OpenAPI `responses`: merge them with `with_read_limits`."""


def with_read_limits(table: Mapping[int, str]) -> dict[int, str]:
    """A route's table of error descriptions with the read limits' added (a status both describe, such as
    503 `store_unavailable` and `reads_busy`, keeps both descriptions)."""
    out = dict(table)
    for status, text in READ_LIMIT_ERRORS.items():
        out[status] = f"{out[status]} Or {text}" if status in out else text
    return out


@dataclass(frozen=True)
class ReadLimitSettings:
    """The gate's bounds (from `Settings`; see server/config.py for what each means)."""

    concurrency: int
    per_token: int
    queue: int
    queue_seconds: float
    timeout_seconds: float
    max_bytes: int
    threads: int
    processes: int = 0

    @classmethod
    def of(cls, settings: Settings) -> ReadLimitSettings:
        return cls(
            concurrency=settings.read_concurrency,
            per_token=settings.read_concurrency_per_token,
            queue=settings.read_queue,
            queue_seconds=settings.read_queue_seconds,
            timeout_seconds=settings.read_timeout_seconds,
            max_bytes=settings.read_max_bytes,
            threads=settings.read_threads,
            processes=settings.read_processes,
        )


@dataclass
class Slot:
    """A heavy read holding its place: what `check_size` and `offload` find through the context."""

    limits: ReadLimits
    key: str
    released: bool = field(default=False)


_current: contextvars.ContextVar[Slot | None] = contextvars.ContextVar("chronicle_read_slot", default=None)


def _retry_after(seconds: float) -> dict[str, str]:
    return {"Retry-After": str(max(1, math.ceil(seconds)))}


def busy(detail: str, retry_after: float, **data: Any) -> ApiError:
    return ApiError(503, "reads_busy", detail, headers=_retry_after(retry_after), **data)


def timed_out(seconds: float) -> ApiError:
    return ApiError(
        503,
        "read_timeout",
        f"the read took longer than {seconds:g} s and was stopped; retry later, or read a narrower range",
        headers=_retry_after(max(5.0, seconds / 2)),
        limit_seconds=seconds,
    )


def too_large(size: int, limit: int) -> ApiError:
    problem = ApiError(
        413,
        "read_too_large",
        f"the answer would be larger than the read limit of {limit} bytes; narrow the range or the page",
        limit_bytes=limit,
        at_least_bytes=size,
    )
    problem.title = "Answer too large"  # 413's usual title speaks of request bodies
    return problem


class ReadLimits:
    """One process's gate for heavy reads (see the module docstring)."""

    def __init__(self, settings: ReadLimitSettings) -> None:
        self.settings = settings
        self._running = 0
        self._waiters: list[asyncio.Future[None]] = []
        self._per_key: dict[str, int] = {}
        self._executor: ThreadPoolExecutor | None = None
        self._processes: ProcessPoolExecutor | None = None
        self._no_processes = False

    @classmethod
    def from_settings(cls, settings: Settings) -> ReadLimits:
        return cls(ReadLimitSettings.of(settings))

    # -- the slots ---------------------------------------------------------------------------------------

    @property
    def running(self) -> int:
        return self._running

    @property
    def waiting(self) -> int:
        return len(self._waiters)

    @contextlib.asynccontextmanager
    async def slot(self, key: str) -> AsyncIterator[Slot]:
        """Hold a place for a heavy read of `key` (a token, or a client address), within its time limit."""
        held = _current.get()
        if held is not None and not held.released and held.limits is self:
            yield held  # re-entered: a gated route calling `heavy_read`
            return
        s = self.settings
        mine = self._per_key.get(key, 0)
        if mine >= s.per_token:
            raise busy(
                f"this token already has {mine} heavy read(s) running or waiting (at most {s.per_token})",
                retry_after=1,
                limit=s.per_token,
                scope="token",
            )
        self._per_key[key] = mine + 1
        try:
            await self._acquire()
            slot = Slot(self, key)
            reset = _current.set(slot)
            deadline = asyncio.timeout(s.timeout_seconds if s.timeout_seconds > 0 else None)
            try:
                async with deadline:
                    yield slot
            except TimeoutError:
                if deadline.expired():  # ours, not a timeout of the read's own making
                    raise timed_out(s.timeout_seconds) from None
                raise
            finally:
                slot.released = True
                _current.reset(reset)
                self._release()
        finally:
            left = self._per_key[key] - 1
            if left:
                self._per_key[key] = left
            else:
                del self._per_key[key]

    async def _acquire(self) -> None:
        s = self.settings
        if self._running < s.concurrency and not self._waiters:
            self._running += 1
            return
        if len(self._waiters) >= s.queue:
            raise busy(
                f"{self._running} heavy reads are running and {len(self._waiters)} waiting; the queue is full",
                retry_after=max(1.0, s.queue_seconds / 2),
                limit=s.concurrency,
                queue=s.queue,
                scope="process",
            )
        waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiters.append(waiter)
        try:
            async with asyncio.timeout(s.queue_seconds):
                await waiter  # _release hands its place over by resolving this (running stays counted)
        except TimeoutError:
            if waiter.done() and not waiter.cancelled():
                return  # the place was handed over in the very turn the wait ran out: it is ours
            raise busy(
                f"waited {s.queue_seconds:g} s for one of {s.concurrency} heavy-read slots",
                retry_after=max(1.0, s.queue_seconds / 2),
                limit=s.concurrency,
                scope="process",
            ) from None
        except BaseException:
            if waiter.done() and not waiter.cancelled():
                self._release()  # handed a place at the moment we gave up: pass it on
            raise
        finally:
            if waiter in self._waiters:
                self._waiters.remove(waiter)

    def _release(self) -> None:
        while self._waiters:
            waiter = self._waiters.pop(0)
            if not waiter.done():
                waiter.set_result(None)  # the place goes straight to the first waiter
                return
        self._running -= 1

    # -- work off the loop -------------------------------------------------------------------------------

    async def offload(self, fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> T:
        """Run `fn(*args, **kwargs)` on the read threads; the loop stays free meanwhile."""
        if self._executor is None:
            self._executor = ThreadPoolExecutor(
                max(1, self.settings.threads), thread_name_prefix="chronicle-read", initializer=_yield_to_the_loop
            )
        loop = asyncio.get_running_loop()
        ctx = contextvars.copy_context()
        call = functools.partial(ctx.run, fn, *args, **kwargs)
        return await loop.run_in_executor(self._executor, call)

    def processes(self) -> Executor | None:
        """The worker processes for the heaviest CPU-bound reads (started at first use, spawned: never a
        fork of a process running threads and a loop), or None when `read_processes` is 0."""
        if self.settings.processes <= 0 or self._no_processes:
            return None
        if self._processes is not None and getattr(self._processes, "_broken", False):
            self._processes.shutdown(wait=False, cancel_futures=True)  # a worker died: start afresh
            self._processes = None
        if self._processes is None:
            # At the loop's priority, unlike the read threads: a worker holds no GIL of this process, and at
            # nice +5 a busy machine's other processes would each weigh three times as much as a worker.
            self._processes = ProcessPoolExecutor(
                self.settings.processes,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_end_with_the_server,
                initargs=(os.getpid(),),
            )
        return self._processes

    async def start_processes(self) -> None:
        """Start the worker processes and wait until each has started (at the server's start-up: starting
        one takes a new interpreter's imports, ~0.5 s of CPU, which a request running beside it would feel
        as the event loop's lag on a busy 2-core machine)."""
        workers = self.processes()
        if workers is None:
            return
        loop = asyncio.get_running_loop()
        try:
            await asyncio.gather(*(loop.run_in_executor(workers, int) for _ in range(self.settings.processes)))
        except Exception:  # a platform that cannot start them: the chain is checked on the read threads
            log.warning("read processes could not start; integrity checks run on the read threads", exc_info=True)
            workers.shutdown(wait=False, cancel_futures=True)
            self._processes = None
            self._no_processes = True

    def check_size(self, size: int) -> None:
        limit = self.settings.max_bytes
        if limit > 0 and size > limit:
            raise too_large(size, limit)

    def close(self, wait: bool = False) -> None:
        """Stop the read threads and processes; reads not yet started are cancelled. `wait`: until the worker
        processes have ended (a read running in one finishes first) — at the server's end, where a process
        pool left to end by itself races the interpreter's exit (Python 3.11's `concurrent.futures` then
        prints a traceback of a write to its closed wake-up pipe into the server's log)."""
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
        if self._processes is not None:
            self._processes.shutdown(wait=wait, cancel_futures=True)
            self._processes = None


def _end_with_the_server(server_pid: int) -> None:
    """In a read process: exit as soon as the server process is gone (killed, it shuts no pool down), instead
    of waiting forever for work while holding a database connection."""

    def watch() -> None:
        while os.getppid() == server_pid:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, name="chronicle-read-watch", daemon=True).start()


READ_NICENESS = 5
"""How much lower than the event loop's thread the read threads are scheduled (Linux: per-thread nice)."""


def _yield_to_the_loop() -> None:
    """A read thread's CPU priority below the event loop's: on a busy machine, the loop thread waiting for the
    GIL a read thread just handed over gets a core first, so the requests beside a long read are not delayed
    by the scheduler too (where threads cannot be reniced, nothing changes)."""
    with contextlib.suppress(AttributeError, OSError):
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), READ_NICENESS)


# -- what routes call ------------------------------------------------------------------------------------


def limits_of(app: Litestar) -> ReadLimits:
    limits: ReadLimits | None = app.state.get(STATE_KEY)
    if limits is None:  # an app built without create_app (tests of parts): the default settings
        from server.config import Settings

        limits = ReadLimits.from_settings(Settings())
        app.state[STATE_KEY] = limits
    return limits


def heavy_read(connection: ASGIConnection[Any, Any, Any, Any]) -> contextlib.AbstractAsyncContextManager[Slot]:
    """`async with heavy_read(request):` — hold a heavy-read slot for the token of `request` (see the module)."""
    return limits_of(connection.app).slot(rate_limit_key(connection))


def read_processes() -> Executor | None:
    """The current heavy read's worker processes (`ReadLimits.processes`); None outside a heavy read or when
    the server runs none."""
    slot = _current.get()
    if slot is not None and not slot.released:
        return slot.limits.processes()
    return None


async def offload(fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> T:
    """Run CPU-heavy synchronous `fn` off the event loop: on the read threads inside a heavy read, else on
    asyncio's default thread pool."""
    slot = _current.get()
    if slot is not None and not slot.released:
        return await slot.limits.offload(fn, *args, **kwargs)
    return await asyncio.to_thread(fn, *args, **kwargs)


STREAM_CHUNK = 64 * 1024
"""Bytes a streamed answer's producer makes per hand-over to the read threads (`offload_stream`)."""


async def offload_stream(parts: Iterator[bytes], size: int = STREAM_CHUNK) -> AsyncIterator[bytes]:
    """The pieces of a streamed answer, made by `parts` (a synchronous generator: encoding, rendering) on the
    read threads `size` bytes or more at a time: the event loop only sends them. Give it to a `Stream`."""

    def batch() -> bytes | None:
        out = bytearray()
        for part in parts:
            out += part
            if len(out) >= size:
                break
        else:
            if not out:
                return None  # nothing left
        return bytes(out)

    while (chunk := await offload(batch)) is not None:
        yield chunk


def check_size(size: int) -> None:
    """Refuse (`413 read_too_large`) an answer of `size` bytes over the read limit of the current heavy read."""
    slot = _current.get()
    if slot is not None:
        slot.limits.check_size(size)


class ReadGate:
    """Route middleware: the whole request (handler and the sending of its answer) is one heavy read.

    A whole body larger than `read_max_bytes` is refused with `413 read_too_large` instead of being sent;
    a streamed answer is not measured here (its producer keeps its own memory bounded). A time limit hit
    after the answer has started can only cut the stream short: the connection is closed mid-answer."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP:
            await self.app(scope, receive, send)
            return
        litestar_app = scope["litestar_app"]
        limits = limits_of(litestar_app)
        key = rate_limit_key(litestar_app.request_class(scope))
        started = False
        start: Message | None = None

        async def gated_send(message: Message) -> None:
            nonlocal started, start
            if message["type"] == "http.response.start":
                start = message  # held back until the body shows whether it is within bounds
                return
            if message["type"] == "http.response.body" and start is not None:
                first, start = start, None
                body = message.get("body", b"")
                if not message.get("more_body", False) and 0 < limits.settings.max_bytes < len(body):
                    # Litestar counts the answer as started already: send the problem here, not raise it
                    first, message = problem_messages(too_large(len(body), limits.settings.max_bytes))
                started = True
                await send(first)
            await send(message)

        try:
            async with limits.slot(key):
                await self.app(scope, receive, gated_send)
        except ApiError:
            if started:
                return  # too late for a problem: the answer was cut short
            raise


def problem_messages(problem: ApiError) -> tuple[Message, Message]:
    """The ASGI messages of a problem response (what the problem-details plugin would render)."""
    body: dict[str, Any] = {"status": problem.status_code, "type": problem.type_, "title": problem.title}
    body["detail"] = problem.detail
    if isinstance(problem.extra, dict):
        body.update(problem.extra)
    content = msgspec.json.encode(body)
    headers = [
        (b"content-type", PROBLEM_MEDIA_TYPE.encode()),
        (b"content-length", str(len(content)).encode()),
        *((k.lower().encode(), v.encode()) for k, v in (problem.headers or {}).items()),
    ]
    start: Message = {"type": "http.response.start", "status": problem.status_code, "headers": headers}
    return start, {"type": "http.response.body", "body": content, "more_body": False}
