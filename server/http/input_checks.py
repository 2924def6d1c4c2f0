"""Input the server refuses at the edge: text PostgreSQL cannot store, bytes that are not UTF-8, absurd nesting.

PostgreSQL's `text` and `jsonb` cannot hold the NUL character (U+0000), and no UTF-8 encoder can write a lone
surrogate (U+D800–U+DFFF), so a string carrying either would fail deep inside a command — possibly after some
of its writes — as a 500. A body nested thousands of levels deep makes any recursive decoder raise
RecursionError. Rather than patch each field, every string that enters the server is checked once, where it
enters:

- request bodies, by `ChronicleRequest.json` (the one place Litestar decodes a JSON body for every route):
  a body that is not UTF-8, a lone surrogate, a NUL anywhere (keys included) or nesting deeper than
  `MAX_DEPTH` is a `400 validation_failed` whose `errors[].field` names the field (`dice.0.1`);
- path, query and header parameters, by `InputCheckMiddleware` (HTTP and WebSocket routes alike);
- command bodies are then converted strictly to their schema (`strict_body`): `0` is not `false`.

A check is one C-level regular-expression search per string, so well-formed requests pay next to nothing.
"""

from __future__ import annotations

import json
import re
from typing import Any, TypeVar
from urllib.parse import parse_qsl, unquote_to_bytes

import msgspec
from litestar import Request
from litestar.types import ASGIApp, Empty, Receive, Scope, Send

from server.http.problems import ApiError, FieldError
from server.http.problems import _field_errors as field_errors

T = TypeVar("T")

MAX_DEPTH = 32
"""Deepest nesting of arrays and objects a body may have (the deepest command body today nests 4 levels)."""

_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")
_decoder = msgspec.json.Decoder()


def problem_of(text: str) -> str | None:
    """Why `text` cannot be stored as PostgreSQL text, or None when it can."""
    found = _UNSTORABLE.search(text)
    if found is None:
        return None
    if found.group() == "\x00":
        return "must not contain the NUL character (U+0000)"
    return "must be valid Unicode text (no lone surrogate, no bytes that are not UTF-8)"


def _path(parts: tuple[str | int, ...]) -> str:
    return ".".join(str(p) for p in parts)


def invalid(field: str | None, message: str, source: str) -> ApiError:
    label = field or source
    return ApiError(
        400,
        "validation_failed",
        f"invalid {label}: {message}",
        errors=[FieldError(message=message, field=field or None, source=source)],
    )


def check_value(value: Any) -> tuple[str, str] | None:
    """The first field of a decoded JSON value that the server refuses, as (field path, reason), else None.

    Walks iteratively (no recursion), so a value of any depth is safe to walk."""
    stack: list[tuple[Any, tuple[str | int, ...]]] = [(value, ())]
    while stack:
        item, parts = stack.pop()
        if isinstance(item, str):
            reason = problem_of(item)
            if reason is not None:
                return _path(parts), reason
            continue
        if len(parts) >= MAX_DEPTH and isinstance(item, (dict, list)):
            return _path(parts), f"nests deeper than {MAX_DEPTH} levels"
        if isinstance(item, dict):
            for key, child in item.items():
                reason = problem_of(key)
                if reason is not None:
                    return _path((*parts, key)), f"field name {reason}"
                stack.append((child, (*parts, key)))
        elif isinstance(item, list):
            stack.extend((child, (*parts, i)) for i, child in enumerate(item))
    return None


def deepest_path(body: bytes, limit: int = MAX_DEPTH) -> str:
    """The path at which `body` (JSON text) first nests deeper than `limit`, found by scanning its bytes.

    Used only once a decoder gave up on the depth, so the error can still name the field."""
    parts: list[str | int] = []
    kinds: list[int] = []  # the open containers: ord("[") or ord("{")
    i, n = 0, len(body)
    expecting_key = False
    while i < n:
        c = body[i]
        if c == 0x22:  # a string: skip it, remembering it when it is an object's key
            start = i + 1
            i += 1
            while i < n and body[i] != 0x22:
                i += 2 if body[i] == 0x5C else 1
            if expecting_key:
                parts[-1] = body[start:i].decode("utf-8", "replace")
                expecting_key = False
        elif c in (0x5B, 0x7B):  # [ or {
            if len(kinds) >= limit:
                return _path(tuple(parts))
            kinds.append(c)
            parts.append(0 if c == 0x5B else "")
            expecting_key = c == 0x7B
        elif c in (0x5D, 0x7D):  # ] or }
            if kinds:
                kinds.pop()
                parts.pop()
        elif c == 0x2C and kinds:  # ,
            if kinds[-1] == 0x5B:
                parts[-1] = int(parts[-1]) + 1
            else:
                expecting_key = True
        i += 1
    return _path(tuple(parts))


def decode_body(body: bytes) -> Any:
    """The JSON body as Python values, or a `400 validation_failed` naming the field it refuses."""
    try:
        value = _decoder.decode(body)
    except RecursionError:
        raise invalid(deepest_path(body), f"nests deeper than {MAX_DEPTH} levels", "body") from None
    except (msgspec.DecodeError, UnicodeDecodeError) as exc:
        raise _locate(body, exc) from None
    found = check_value(value)
    if found is not None:
        raise invalid(found[0], found[1], "body")
    return value


def _locate(body: bytes, exc: Exception) -> ApiError:
    """msgspec refuses bad UTF-8 and lone surrogates without naming the field: decode again, leniently, to
    find it (this runs only for bodies already refused)."""
    try:
        lenient = json.loads(body.decode("utf-8", "surrogateescape"))
    except RecursionError:
        return invalid(deepest_path(body), f"nests deeper than {MAX_DEPTH} levels", "body")
    except ValueError:
        lenient = None
    else:
        found = check_value(lenient)
        if found is not None:
            return invalid(found[0], found[1], "body")
    if isinstance(exc, UnicodeDecodeError):
        return invalid(None, f"the body is not UTF-8 (byte {exc.start})", "body")
    return invalid(None, f"the body is not valid JSON: {exc}", "body")


class ChronicleRequest(Request[Any, Any, Any]):
    """Litestar's Request, whose JSON body is decoded by `decode_body` (see the module's docstring)."""

    async def json(self) -> Any:
        if self._json is Empty:
            cached = self._connection_state.json
            if cached is not Empty:
                self._json = cached
            else:
                body = await self.body()
                self._json = self._connection_state.json = decode_body(body or b"null")
        return self._json


class InputCheckMiddleware:
    """Refuses path, query and header parameters the server could not store (see the module's docstring).

    Runs after routing (Litestar applies middleware per route), so path parameters are named. A plain ASGI
    middleware: Litestar's `ASGIMiddleware` base would add its bypass checks (scope type, opt key, path
    pattern) to every request, and this one applies to every route and scope anyway."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        found = check_parameters(scope)
        if found is not None:
            raise invalid(*found)
        await self.app(scope, receive, send)


def check_parameters(scope: Scope) -> tuple[str | None, str, str] | None:
    """The first refused parameter as (name, reason, source), else None."""
    raw_path: bytes | None = scope.get("raw_path")
    if raw_path and b"%" in raw_path:
        try:
            unquote_to_bytes(raw_path).decode("utf-8")
        except UnicodeDecodeError:
            return _path_param(scope, "\ufffd"), "must be valid UTF-8 text", "path"
    for name, value in (scope.get("path_params") or {}).items():
        if isinstance(value, str):
            reason = problem_of(value)
            if reason is not None:
                return name, reason, "path"
    query: bytes = scope.get("query_string") or b""
    if query:
        for name, value in parse_qsl(query.decode("latin-1"), keep_blank_values=True, errors="surrogateescape"):
            for text in (name, value):
                reason = problem_of(text)
                if reason is not None:
                    return _printable(name), reason, "query"
    for header, header_value in scope.get("headers") or ():
        if b"\x00" in header_value:
            return header.decode("latin-1").title(), "must not contain the NUL character (U+0000)", "header"
    return None


def _printable(name: str) -> str:
    return name.encode("utf-8", "surrogateescape").decode("utf-8", "replace").replace("\x00", "\ufffd")


def _path_param(scope: Scope, char: str) -> str | None:
    for name, value in (scope.get("path_params") or {}).items():
        if isinstance(value, str) and char in value:
            return str(name)
    return None


async def strict_body(request: Request[Any, Any, Any], body_type: type[T]) -> T:
    """The JSON body as `body_type`, converted strictly: `0` is not `false`, `"1"` is not `1`.

    Litestar converts a handler's parameters laxly, as query strings need (`?limit=5`); a command body is
    JSON, whose types are exact, so the command routes convert it again strictly — the schema says
    `boolean`, and a `0` is refused as it documents."""
    try:
        return msgspec.convert(await request.json(), body_type, strict=True)
    except msgspec.ValidationError as exc:
        errors = field_errors([{"message": str(exc), "key": "data", "source": "body"}])
        names = ", ".join(e.field for e in errors if e.field)
        raise ApiError(400, "validation_failed", f"invalid {names or 'body'}", errors=errors) from None
