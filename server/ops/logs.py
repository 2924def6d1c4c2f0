"""Structured logs: one line per log event, with the request, campaign, member and command it belongs to.

Every logger of the process (Chronicle's `logging.getLogger(...)` ones, uvicorn's, asyncpg's) goes through
one stdlib handler whose formatter is structlog's, so each record becomes one line: JSON for machines
(`CHRONICLE_LOG_FORMAT=json`, the default off a terminal) or aligned text for a person at a terminal
(`console`). A traceback is a field of its line (`exception`), never lines of its own.

What a line belongs to is kept in context variables, which asyncio copies into each task: the request
middleware binds `request_id` (the client's `X-Request-ID`, or a new one, echoed in the response), the
campaign guard binds `campaign_id` and `member_id`, the command route binds `command`; every line logged
while that request runs carries them, and so does its access line (`request`: method, path, status, ms).

No secret reaches a line: the last step of the formatter passes each finished line through `REDACTOR`
(server/ops/redaction.py: tokens, passwords and keys by shape, and the process's own configured secrets by
value, which `chronicle serve` hands it with `keep_secret`). The access line holds the path, never the
query string.
"""

from __future__ import annotations

import asyncio
import contextvars
import itertools
import logging
import os
import re
import secrets
import sys
from typing import Any

import structlog
import structlog.tracebacks
from litestar.types import Scope
from structlog.typing import EventDict, WrappedLogger

from server.config import LogFormat
from server.ops import metrics
from server.ops.redaction import Redactor

access = logging.getLogger("chronicle.access")

_REQUEST_ID = re.compile(r"^[A-Za-z0-9._:/+=-]{1,128}$")
"""A client's X-Request-ID is kept when it is a plain token of at most 128 characters; anything else (which a
log reader could be fooled by) is replaced by a new id."""


REDACTOR = Redactor()
"""What every line passes through last (server/ops/redaction.py)."""


def keep_secret(*values: str) -> None:
    """Never write these values (the process's configured passwords, keys and tokens) in a log line."""
    REDACTOR.add(*values)


def _redact_line(_logger: WrappedLogger, _name: str, line: Any) -> str:
    """The formatter's last step: it is handed the rendered line (a str), not an event dict."""
    return REDACTOR(line if isinstance(line, str) else str(line))


_TRACEBACKS = structlog.processors.ExceptionRenderer(structlog.tracebacks.ExceptionDictTransformer(show_locals=False))
"""structlog's `dict_tracebacks`, without the frames' local variables: it writes each frame's locals by default
(passwords in asyncpg's connect frames, keys as bytes, request bodies), which no redaction could recognise."""


def configure(level: str, fmt: LogFormat) -> None:
    """Route every logger of the process through one structlog formatter on stderr."""
    shared: list[Any] = [
        _merge_request_context,
        _within_request,
        structlog.stdlib.add_log_level,
        structlog.stdlib.add_logger_name,
        structlog.processors.TimeStamper(fmt="iso", utc=True),
    ]
    renderer: list[Any] = (
        [_TRACEBACKS, structlog.processors.JSONRenderer()]
        if fmt == "json"
        # a traceback without the frames' local variables (rich's, the default when it is installed, shows
        # them: request bodies, keys as bytes, which no redaction could recognise)
        else [structlog.dev.ConsoleRenderer(colors=False, exception_formatter=structlog.dev.plain_traceback)]
    )
    structlog.configure(
        processors=[*shared, structlog.stdlib.ProcessorFormatter.wrap_for_formatter],
        logger_factory=structlog.stdlib.LoggerFactory(),
        wrapper_class=structlog.stdlib.BoundLogger,
        cache_logger_on_first_use=True,
    )
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(
        structlog.stdlib.ProcessorFormatter(
            foreign_pre_chain=[*shared, structlog.stdlib.ExtraAdder(), _drop_color_message],
            processors=[structlog.stdlib.ProcessorFormatter.remove_processors_meta, *renderer, _redact_line],
        )
    )
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    for name in ("uvicorn", "uvicorn.error", "uvicorn.access"):  # uvicorn's own handlers would print twice
        logging.getLogger(name).handlers.clear()
        logging.getLogger(name).propagate = True


_REQUEST_TASK: contextvars.ContextVar[asyncio.Task[Any] | None] = contextvars.ContextVar("request_task", default=None)
"""The task serving the request whose context is bound. A task started during a request (the snapshot writer,
a live feed, a key's release) inherits the request's context variables but does other work, for other
campaigns, long after: its lines must not claim the request (`_within_request`)."""

_REQUEST_KEYS = ("request_id", "campaign_id", "member_id", "command")

_CONTEXT: contextvars.ContextVar[dict[str, Any] | None] = contextvars.ContextVar("chronicle_log_context", default=None)
"""What the lines of the current request carry (`bind`): one context variable holding a small dict, replaced
(never changed in place) on each bind, so a task started during the request keeps what it inherited. Not
structlog's contextvars, whose every bind, read and clear scans all the context variables of the context."""


def _merge_request_context(_logger: Any, _name: str, event: dict[str, Any]) -> dict[str, Any]:
    """The bound values into the line (the line's own fields win)."""
    bound = _CONTEXT.get()
    if bound:
        for key, value in bound.items():
            event.setdefault(key, value)
    return event


def bound() -> dict[str, Any]:
    """What `bind` attached in the current context (empty outside a request)."""
    return _CONTEXT.get() or {}


def _within_request(_logger: Any, _name: str, event: dict[str, Any]) -> dict[str, Any]:
    owner = _REQUEST_TASK.get()
    if owner is not None:
        try:
            current = asyncio.current_task()
        except RuntimeError:  # no running loop: a thread's line
            current = None
        if current is not owner:
            for key in _REQUEST_KEYS:
                event.pop(key, None)
    return event


def _drop_color_message(_logger: WrappedLogger, _name: str, event: EventDict) -> EventDict:
    """uvicorn attaches a copy of each message with terminal colour codes; the plain one is enough."""
    event.pop("color_message", None)
    return event


def bind(**values: Any) -> None:
    """Attach `values` to every line logged from here to the end of the current request."""
    current = _CONTEXT.get()
    _CONTEXT.set({**current, **values} if current else values)


def request_id_of(scope: Scope) -> str:
    for name, value in scope.get("headers", ()):
        if name == b"x-request-id":
            text = value.decode("latin-1")
            if _REQUEST_ID.match(text):
                return text
            break
    return f"{_id_prefix}{next(_id_count):016x}"


# A request without a usable `X-Request-ID` gets 32 hex digits: the process's random prefix and a count.
# Unique (a forked child draws a prefix of its own) and nearly free, where `uuid.uuid4()` reads the kernel's
# random source for every request (a system call: 16 µs measured on the two-core machine under load). The
# id names a request in the logs; it is no secret.


def _new_id_prefix() -> None:
    global _id_prefix, _id_count
    _id_prefix, _id_count = secrets.token_hex(8), itertools.count()


_id_prefix = ""
_id_count = itertools.count()
_new_id_prefix()
os.register_at_fork(after_in_child=_new_id_prefix)


def command_of_route(scope: Scope) -> str | None:
    """The command a route runs (its handler's `opt["command"]`, server/http/routes/commands.py), known from the
    route alone: a request refused before its handler binds `command` — a body that does not parse (400), a
    missing or unknown token (401), one too large — is still counted as that command's answer. A path that
    matches no route has no command, so an unknown tag never becomes a label."""
    handler = scope.get("route_handler")
    command = getattr(handler, "opt", {}).get("command") if handler is not None else None
    return command if isinstance(command, str) else None


def open_request(scope: Scope) -> str:
    """Bind a new request's context (its id, from `X-Request-ID` or new) to the lines logged while it runs."""
    request_id = request_id_of(scope)
    _REQUEST_TASK.set(asyncio.current_task())
    _CONTEXT.set({"request_id": request_id})
    return request_id


def close_request(scope: Scope, status: int, replayed: bool, seconds: float, access_log: bool) -> None:
    """A request answered (a live connection: ended): count its command's outcome
    (`chronicle_commands_total`, by the `command` the route bound or names), write its access line, and
    unbind its context."""
    command = bound().get("command") or command_of_route(scope)
    if command is not None:
        metrics.count_command(command, status, replayed)
    if access_log and access.isEnabledFor(logging.INFO):
        access.info(
            "request",
            extra={
                "method": scope.get("method", "WEBSOCKET"),
                "path": scope["path"],
                "status": status,
                "ms": round(seconds * 1000, 2),
            },
        )
    _CONTEXT.set(None)
