"""Every error the API returns, as RFC 9457 problem details (`application/problem+json`).

Clients switch on `code`, a stable snake_case name: a domain error's own code (`not_enough_action_points`)
or one of the server's (`token_missing`, `version_mismatch`, `validation_failed` …). `data` carries what is
needed to fix the call (the numbers a rule compared, the version the campaign is at). Litestar's
ProblemDetailsPlugin renders them; the mapping here decides status and code, and a catch-all keeps any
unexpected exception from leaking a traceback (it is logged, and answered as a problem too).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping
from typing import Any

import msgspec
from litestar import Request, Response
from litestar.exceptions import (
    HTTPException,
    MethodNotAllowedException,
    NotFoundException,
    ValidationException,
)
from litestar.openapi.datastructures import ResponseSpec
from litestar.plugins.problem_details import ProblemDetailsConfig, ProblemDetailsException, ProblemDetailsPlugin
from litestar.status_codes import HTTP_500_INTERNAL_SERVER_ERROR

from application.errors import (
    ApplicationError,
    ConcurrencyConflict,
    Forbidden,
    NotFound,
    OutOfRange,
    RulesetUnavailable,
    Unprocessable,
    VersionMismatch,
)
from domain.errors import DomainError

log = logging.getLogger("chronicle.server")

PROBLEM_MEDIA_TYPE = "application/problem+json"
TYPE_PREFIX = "urn:chronicle:problem:"

DOMAIN_STATUS: dict[str, int] = {"rule": 422, "invalid": 422, "not_found": 404, "forbidden": 403}
"""HTTP status of each domain error category. 409 is kept for concurrent writes, 412 for If-Match."""

TITLES: dict[int, str] = {
    400: "Bad request",
    401: "Not authenticated",
    403: "Forbidden",
    404: "Not found",
    405: "Method not allowed",
    409: "Conflict",
    412: "Precondition failed",
    413: "Request body too large",
    415: "Unsupported media type",
    422: "Unprocessable request",
    429: "Too many requests",
    500: "Internal error",
    503: "Service unavailable",
}
GENERIC_CODES: dict[int, str] = {
    400: "bad_request",
    401: "not_authenticated",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    409: "conflict",
    412: "precondition_failed",
    413: "body_too_large",
    415: "unsupported_media_type",
    422: "unprocessable",
    429: "rate_limited",
    500: "internal_error",
    503: "service_unavailable",
}


class FieldError(msgspec.Struct, kw_only=True, omit_defaults=True):
    """One malformed input: where it is (`field`, e.g. `dice.0`, or a header/query name) and what is wrong."""

    message: str
    field: str | None = None
    source: str | None = None


class Problem(msgspec.Struct, kw_only=True, omit_defaults=True):
    """RFC 9457 problem details, with Chronicle's stable `code` and the `data` needed to fix the call."""

    type: str
    title: str
    status: int
    code: str
    detail: str | None = None
    data: dict[str, Any] = msgspec.field(default_factory=dict)
    errors: list[FieldError] | None = None
    """For 400/422 validation failures: each malformed field."""
    instance: str | None = None


class ApiError(ProblemDetailsException):
    """A problem the server raises itself (auth, concurrency, idempotency, look-ups)."""

    def __init__(
        self,
        status: int,
        code: str,
        detail: str,
        *,
        headers: dict[str, str] | None = None,
        errors: list[FieldError] | None = None,
        **data: Any,
    ) -> None:
        extra: dict[str, Any] = {"code": code, "data": data}
        if errors:
            extra["errors"] = [msgspec.to_builtins(e) for e in errors]
        super().__init__(
            detail=detail,
            status_code=status,
            headers=headers,
            extra=extra,
            type_=TYPE_PREFIX + code,
            title=TITLES.get(status, "Error"),
        )
        self.code = code
        self.data = data


APPLICATION_STATUS: dict[type[ApplicationError], int] = {
    NotFound: 404,
    Forbidden: 403,
    ConcurrencyConflict: 409,
    RulesetUnavailable: 409,
    VersionMismatch: 412,
    Unprocessable: 422,
}
"""HTTP status of each application error (application/errors.py): the only place they meet HTTP."""


def from_application(exc: ApplicationError) -> ApiError:
    status = next((s for cls, s in APPLICATION_STATUS.items() if isinstance(exc, cls)), 422)
    if isinstance(exc, OutOfRange):  # a query parameter out of range: named in `errors`
        errors = [FieldError(message=exc.hint, field=exc.parameter, source="query")]
        return ApiError(status, exc.code, exc.message, errors=errors, **_jsonable(exc.data))
    return ApiError(status, exc.code, exc.message, **_jsonable(exc.data))


def from_domain(exc: DomainError) -> ApiError:
    if exc.category == "malformed":  # a value that cannot be read: a validation failure naming where
        error = FieldError(message=exc.message, field=exc.data.get("field"), source="body")
        return ApiError(400, "validation_failed", exc.message, errors=[error], **_jsonable(exc.data))
    return ApiError(DOMAIN_STATUS.get(exc.category, 422), exc.code, exc.message, **_jsonable(exc.data))


def _jsonable(data: Mapping[str, Any]) -> dict[str, Any]:
    """Domain error data is meant to be plain numbers and names; anything else is shown as text."""
    try:
        return msgspec.to_builtins(dict(data))  # type: ignore[no-any-return]
    except (TypeError, ValueError):
        return {k: str(v) for k, v in data.items()}


_NAMED_FIELD = re.compile(r"(?:missing required field|unknown field) `([^`]+)`")
_AT_PATH = re.compile(r" - at `\$(.*)`$")


def _json_path(path: str) -> str:
    """msgspec's `$.dice[0][1]` → `dice.0.1`."""
    return ".".join(p for p in re.split(r"[.\[\]]+", path) if p)


def _field_of(item: Mapping[str, Any]) -> str | None:
    """The field a Litestar/msgspec message is about: a body field by its path, else the parameter name."""
    message = str(item.get("message", ""))
    key = item.get("key")
    named = _NAMED_FIELD.search(message)
    at = _AT_PATH.search(message)
    base = _json_path(at.group(1)) if at else ("" if key in (None, "data") else _json_path(str(key)))
    if named:
        return f"{base}.{named.group(1)}" if base else named.group(1)
    return base or None


def _source(source: Any) -> str | None:
    if source is None:
        return None
    return str(getattr(source, "value", source))


def _field_errors(extra: Any) -> list[FieldError]:
    errors: list[FieldError] = []
    if isinstance(extra, list):
        for item in extra:
            if isinstance(item, Mapping):
                source = _source(item.get("source"))
                name = _field_of(item)
                if source == "header" and name:
                    name = "-".join(part.capitalize() for part in name.split("_"))  # if_match → If-Match
                errors.append(
                    FieldError(
                        message=_AT_PATH.sub("", str(item.get("message", "invalid value"))),
                        field=name,
                        source=source,
                    )
                )
    return errors


def from_validation(exc: ValidationException) -> ApiError:
    """Litestar's own validation failures (body, query, path, headers) as problems naming each field."""
    errors = _field_errors(exc.extra)
    names = ", ".join(e.field for e in errors if e.field)
    detail = f"invalid {names}" if names else str(exc.detail or "the request is malformed")
    status = exc.status_code if exc.status_code in (400, 422) else 400
    return ApiError(status, "validation_failed", detail, errors=errors or [FieldError(message=str(exc.detail))])


def from_http(exc: HTTPException) -> ApiError:
    """Any other HTTPException Litestar raises (404 route, 405, 413 body size, 429 rate limit …)."""
    status = exc.status_code
    if isinstance(exc, NotFoundException):
        code = "route_not_found" if not exc.extra else "not_found"
    elif isinstance(exc, MethodNotAllowedException):
        code = "method_not_allowed"
    else:
        code = GENERIC_CODES.get(status, "http_error")
    headers = dict(exc.headers or {})
    if status in (429, 503) and not any(k.lower() == "retry-after" for k in headers):
        # a rate limit's window resets in RateLimit-Reset seconds; anything else: try again in a second
        reset = next((v for k, v in headers.items() if k.lower() == "ratelimit-reset"), "1")
        headers["Retry-After"] = str(max(1, int(reset))) if str(reset).isdigit() else "1"
    return ApiError(status, code, str(exc.detail or TITLES.get(status, "error")), headers=headers or None)


def internal_error_handler(request: Request[Any, Any, Any], exc: Exception) -> Response[Any]:
    """The catch-all: log the traceback, answer a problem without internals."""
    if isinstance(exc, ApiError):
        return exc.to_response(request)
    if isinstance(exc, HTTPException):
        return from_http(exc).to_response(request)
    if isinstance(exc, DomainError):
        return from_domain(exc).to_response(request)
    if isinstance(exc, ApplicationError):
        return from_application(exc).to_response(request)
    if unavailable(exc):
        log.error("store unavailable during %s %s: %r", request.method, request.url.path, exc)
        return store_unavailable().to_response(request)
    if schema_missing(exc):
        log.error("the database lacks Chronicle's schema during %s %s: %r", request.method, request.url.path, exc)
        return store_not_migrated().to_response(request)
    log.exception("unhandled error during %s %s", request.method, request.url.path, exc_info=exc)
    body = {
        "type": TYPE_PREFIX + "internal_error",
        "title": TITLES[500],
        "status": 500,
        "code": "internal_error",
        "detail": "an unexpected error happened; it was logged",
        "data": {},
    }
    return Response(body, status_code=HTTP_500_INTERNAL_SERVER_ERROR, media_type=PROBLEM_MEDIA_TYPE)


RETRY_AFTER_SECONDS = 1
"""What a 503 tells the client to wait before retrying (a lost connection is replaced at once)."""


def store_unavailable() -> ApiError:
    """503 `store_unavailable`: the database (or Redis, where a request needs it) did not answer, or the
    connection broke mid-request. A keyed command may be retried with its Idempotency-Key: the retry answers
    as the first attempt would have if that one committed (see docs/reliability.md)."""
    return ApiError(
        503,
        "store_unavailable",
        "the database is unavailable; retry shortly",
        headers={"Retry-After": str(RETRY_AFTER_SECONDS)},
    )


NOT_MIGRATED_RETRY_SECONDS = 5


def store_not_migrated() -> ApiError:
    """503 `store_not_migrated`: the database answers but lacks a table (or function, or column) this code
    needs — recreated or restored under the running server, or not migrated yet. Readiness says so too
    (`/health/ready`); nothing was written."""
    return ApiError(
        503,
        "store_not_migrated",
        "the database is not migrated for this server; retry once it is",
        headers={"Retry-After": str(NOT_MIGRATED_RETRY_SECONDS)},
    )


_SCHEMA_MISSING = frozenset({"42P01", "42883", "42703", "3F000"})
"""undefined_table, undefined_function, undefined_column, invalid_schema_name."""


def schema_missing(exc: BaseException) -> bool:
    """Whether `exc` is the database refusing a statement for want of the schema (see `store_not_migrated`).
    Chronicle's own SQL names only what its migrations create, so this is never the client's doing."""
    import asyncpg

    return isinstance(exc, asyncpg.PostgresError) and getattr(exc, "sqlstate", None) in _SCHEMA_MISSING


def unavailable(exc: BaseException) -> bool:
    """Whether `exc` is a failure of the database or Redis rather than of the request or the code."""
    from eventstore.errors import session_lost

    if session_lost(exc):
        return True
    import redis.exceptions

    return isinstance(exc, (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError))


def plugin() -> ProblemDetailsPlugin:
    return ProblemDetailsPlugin(
        ProblemDetailsConfig(
            enable_for_all_http_exceptions=False,
            exception_to_problem_detail_map={
                DomainError: from_domain,
                ApplicationError: from_application,
                ValidationException: from_validation,
                HTTPException: from_http,
            },
        )
    )


def spec(description: str) -> ResponseSpec:
    return ResponseSpec(
        data_container=Problem, description=description, media_type=PROBLEM_MEDIA_TYPE, generate_examples=False
    )


READ_ERRORS: dict[int, str] = {
    400: "Malformed input; `errors` names each field.",
    401: "No valid bearer token (missing, malformed, unknown or revoked).",
    403: "The token may not do this (another campaign, a removed member, a role without the right).",
    404: "No such campaign or entity.",
    409: "This server does not run the campaign's ruleset (`ruleset_unavailable`).",
    429: "Rate limit of this token exceeded.",
    503: "The database did not answer or the connection broke (`store_unavailable`, with `Retry-After`); retry, "
    "with the same Idempotency-Key for a command.",
}
WRITE_ERRORS: dict[int, str] = {
    **READ_ERRORS,
    409: "The campaign kept changing under concurrent writes, this Idempotency-Key is still being processed, or "
    "this server does not run the campaign's ruleset (`ruleset_unavailable`).",
    412: "If-Match names a version the campaign has moved on from (`version_mismatch`; `data.actual` is its "
    "version), or a weak tag, which never matches (`weak_if_match`).",
    413: "Request body larger than the configured limit.",
    422: "The rules refuse the command (`code` names the rule, `data` the numbers), or an Idempotency-Key was "
    "reused with another body.",
}


def responses(table: Mapping[int, str]) -> dict[int, ResponseSpec]:
    return {status: spec(text) for status, text in table.items()}
