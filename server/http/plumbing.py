"""Shared HTTP plumbing of the routes: header parameters, ETag/If-Match, idempotent execution."""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Annotated, Any

import msgspec
from litestar import HttpMethod, MediaType, Request, Response
from litestar.connection import ASGIConnection
from litestar.handlers import HTTPRouteHandler
from litestar.params import HeaderParameter

from application.errors import ApplicationError
from domain.errors import DomainError
from server.access.auth import services_of
from server.http.idempotency import RETRY_ELSEWHERE, IdempotencyStore, check_key, request_hash
from server.http.problems import PROBLEM_MEDIA_TYPE, ApiError, FieldError, from_application, from_domain
from server.ops import faults, tracing

log = logging.getLogger("chronicle.server")
_encoder = msgspec.json.Encoder()
_IF_MATCH = re.compile(r'^\s*(W/)?"?(-?\d+)"?\s*$')

IfMatch = Annotated[
    str | None,
    HeaderParameter(
        name="If-Match",
        required=False,
        max_length=64,
        description='Apply the command only if the campaign is still at this version (its ETag, `"12"`); else 412. '
        'Compared strongly (RFC 9110): a weak tag (`W/"12"`) never matches, a 412 `weak_if_match`.',
    ),
]
IdempotencyKey = Annotated[
    str | None,
    HeaderParameter(
        name="Idempotency-Key",
        required=False,
        min_length=1,
        max_length=255,
        description="Retry-safe key: the same key and body return the first response without acting again "
        "(kept at least 24 hours); the same key with another body is a 422.",
    ),
]
RequestId = Annotated[
    str | None,
    HeaderParameter(
        name="X-Request-ID",
        required=False,
        max_length=128,
        description="Recorded as the events' correlation_id.",
    ),
]


class GuardedPostHandler(HTTPRouteHandler):
    """A POST route handler whose guards are handed the route handler itself instead of a copy of it.

    Litestar's `authorize_connection` gives every guard `copy(handler)`, so that a guard cannot change the
    handler; copying one (some seventy attributes) took 3% of the server's CPU per command in
    `chronicle bench http`. Chronicle's guards (server/access/auth.py) read the connection and never touch the
    handler, so there is nothing to protect. The guards themselves run exactly as Litestar runs them.
    (A subclass of HTTPRouteHandler, not of `litestar.post`: subclassing the decorators is deprecated.)
    """

    async def authorize_connection(self, connection: ASGIConnection[Any, Any, Any, Any]) -> None:
        for guard in self.resolve_guards():
            pending = guard(connection, self)  # resolve_guards made each guard async: this is its awaitable
            if pending is not None:
                await pending


def guarded_post(path: str, **options: Any) -> GuardedPostHandler:
    """`litestar.post(path, **options)`, with guards called as GuardedPostHandler calls them."""
    return GuardedPostHandler(path, http_method=HttpMethod.POST, **options)


def parse_if_match(value: str | None) -> int | None:
    """`"5"` or `5` → 5; `*` → None (any version); a weak `W/"5"` is a 412 `weak_if_match`; anything else is a
    400 naming the header.

    RFC 9110 §13.1.1: an origin server compares If-Match's tags with the strong comparison, under which a weak
    tag matches nothing; a condition that is false is answered 412 (Precondition Failed), the method not
    performed. Chronicle's ETags are strong (the campaign's version), so a weak one was not taken from them."""
    if value is None or value.strip() == "*":
        return None
    match = _IF_MATCH.match(value)
    if match is None:
        raise ApiError(
            400,
            "validation_failed",
            'If-Match must be a campaign version (an ETag such as "12")',
            errors=[FieldError(message='expected an ETag such as "12"', field="If-Match", source="header")],
        )
    if match.group(1):
        raise ApiError(
            412,
            "weak_if_match",
            f"If-Match compares entity tags strongly (RFC 9110): the weak {value.strip()} matches no version; "
            f'send "{match.group(2)}"',
            if_match=value.strip(),
        )
    return int(match.group(2))


def correlation(request_id: str | None) -> dict[str, Any]:
    """What a command's events carry in their metadata to tie them to the request: the client's X-Request-ID
    (`correlation_id`) and, when tracing is on, the request's trace id (`trace_id`)."""
    found: dict[str, Any] = {}
    if request_id and request_id.isprintable():
        found["correlation_id"] = request_id
    trace_id = tracing.current_trace_id()
    if trace_id is not None:
        found["trace_id"] = trace_id
    return found


@dataclass
class Reply:
    """A response the routes build before it is stored for idempotent replays."""

    status: int
    body: msgspec.Struct
    headers: dict[str, str] = field(default_factory=dict)
    sensitive: bool = False


def problem_body(exc: ApiError) -> bytes:
    """The bytes Litestar's ProblemDetailsPlugin renders for `exc` (so a replay is byte-identical)."""
    body: dict[str, Any] = {"status": exc.status_code}
    if exc.type_ is not None:
        body["type"] = exc.type_
    if exc.title is not None:
        body["title"] = exc.title
    if exc.detail is not None:
        body["detail"] = exc.detail
    if isinstance(exc.extra, dict):
        body.update(exc.extra)
    return _encoder.encode(body)


def respond(reply: Reply) -> Response[Any]:
    return Response(
        content=_encoder.encode(reply.body), status_code=reply.status, headers=reply.headers, media_type=MediaType.JSON
    )


async def idempotent(
    request: Request[Any, Any, Any],
    scope: str,
    key: str | None,
    body: Any,
    run: Callable[[str | None, bool], Awaitable[Reply]],
) -> Response[Any]:
    """Run `run(key_scope, resumed)` once per Idempotency-Key (see server/http/idempotency.py); without a key,
    just run it. `resumed` tells `run` that an earlier attempt with this key is gone without an answer and
    may have committed: it must answer from that attempt's events if they are stored.

    `body` is the request's content (a Struct); it is encoded into the canonical bytes a key is checked
    against only when there is a key, as most commands come without one."""
    if key is None:
        return respond(await run(None, False))
    check_key(key)
    store = services_of(request).idempotency
    digest = request_hash(request.method, request.url.path, _encoder.encode(body))
    claim = await store.begin(scope, key, digest)
    if claim.stored is not None:
        stored = claim.stored
        headers = {**stored.headers, "Idempotent-Replayed": "true"}
        media = PROBLEM_MEDIA_TYPE if stored.status >= 400 else MediaType.JSON
        return Response(content=stored.body, status_code=stored.status, headers=headers, media_type=media)
    try:
        reply = await run(f"{scope}\0{key}", claim.resumed)
        await faults.after_commit(key)
        encoded = _encoder.encode(reply.body)
        await store.finish(scope, key, reply.status, encoded, reply.headers, sensitive=reply.sensitive)
    except (DomainError, ApplicationError) as exc:
        problem = from_domain(exc) if isinstance(exc, DomainError) else from_application(exc)
        await _finish_or_release(store, scope, key, problem, {})
        raise problem from None
    except ApiError as exc:
        await _finish_or_release(store, scope, key, exc, dict(exc.headers or {}))
        raise
    except BaseException:
        # Failed, cancelled, or the answer could not be stored: whether the command committed is for the
        # next attempt with this key to find out (release never raises).
        await store.release(scope, key)
        raise
    return Response(content=encoded, status_code=reply.status, headers=reply.headers, media_type=MediaType.JSON)


async def _finish_or_release(
    store: IdempotencyStore, scope: str, key: str, problem: ApiError, headers: dict[str, str]
) -> None:
    """Store a refusal as the key's answer (409 and 412 too: the same key and body get the same refusal
    again); a refusal that says this server cannot answer now (`RETRY_ELSEWHERE`, 5xx) gives the claim up
    instead, as does a failure to store it (the refusal is still sent)."""
    if problem.code in RETRY_ELSEWHERE:
        await store.release(scope, key)
        return
    try:
        await store.finish(scope, key, problem.status_code, problem_body(problem), headers, sensitive=False)
    except Exception as exc:
        log.warning("storing the answer to an Idempotency-Key failed (%r); released instead", exc)
        await store.release(scope, key)


def etag(version: int) -> str:
    """The ETag of a stream version: a strong tag, `"<version>"`."""
    return f'"{version}"'


def with_etag(version: int, headers: dict[str, str] | None = None) -> dict[str, str]:
    out = dict(headers or {})
    out["ETag"] = etag(version)
    return out
