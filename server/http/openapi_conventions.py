"""The HTTP conventions of docs/api.md, declared in the OpenAPI document (`finish` in server/http/schemas.py applies
`declare` to the document served and committed).

Most of these headers are set by middleware or shared helpers rather than by a route's signature, so Litestar
cannot see them; this declares each on the responses that send it:

- `ETag` (the campaign's version) on every command's answer, a created campaign, and the reads that carry it
  (`ETAG_READS`); those reads also take `If-None-Match` and list `304 Not Modified`;
- `Link: <…>; rel="next"` on the paged reads (`PAGED_READS`);
- `Retry-After` on every 429 and 503, and on the 409 `idempotency_in_progress` of a route that takes an
  `Idempotency-Key`;
- `RateLimit-Limit`, `-Remaining`, `-Reset`, `-Policy` on every response of a rate-limited route (all but the
  probes) but a 304, when the operator has rate limits on;
- `Idempotent-Replayed: true` on the answers an `Idempotency-Key` stores and replays;
- `Location` on the 201s that name what they created;
- `deprecated: true` on the deprecated names (`after`, `next_after`, `next_from`), with their sunset;
- `format: date-time` on every `…_at` timestamp that lacked it.

`tests/server/http/test_contract_headers.py` checks the declarations against a real server's answers.
"""

from __future__ import annotations

from typing import Any

SUNSET = "2027-03-01"
"""The earliest day the deprecated names may be removed (docs/api.md#versions-and-deprecations)."""

ETAG_READS = frozenset(
    {
        "get_campaign",
        "get_state",
        "get_character",
        "get_table",
        "get_conflict",
        "list_events",
        "check_table_fairness",
        "get_luck",
        "get_offers",
        "replay_table",
        "get_past_state",
        "recap_table",
    }
)
PAGED_READS = frozenset({"list_events", "replay_table", "list_campaigns"})
CREATED_AT = frozenset({"create_campaign", "create_webhook"})
"""201s with a `Location` header."""
REPLAYED_STATUSES = frozenset({"403", "404", "409", "412", "422"})
"""Refusals an `Idempotency-Key` stores (with every success) and replays (server/http/idempotency.py)."""
UNLIMITED = ("/health", "/schema", "/metrics")
"""Paths the rate limit does not count (server/app.py)."""

HEADERS: dict[str, dict[str, Any]] = {
    "ETag": {
        "description": 'The campaign\'s version this answer reflects, a strong entity tag (`"12"`): send it back as '
        "`If-Match` with a command, or `If-None-Match` with a read.",
        "schema": {"type": "string", "pattern": '^"[0-9]+"$'},
    },
    "Link": {
        "description": 'While `more` is true: `<the next page\'s URL>; rel="next"` (RFC 8288), the same URL as '
        "`next_cursor` passed back as `cursor`.",
        "schema": {"type": "string"},
    },
    "Retry-After": {
        "description": "Seconds to wait before retrying (the rate limit's window reset, a heavy read's estimate, "
        "or 1).",
        "schema": {"type": "integer", "minimum": 1},
    },
    "RateLimit-Limit": {
        "description": "Requests allowed per window (when the server has rate limits on).",
        "schema": {"type": "integer", "minimum": 0},
    },
    "RateLimit-Remaining": {
        "description": "Requests left in this window (when the server has rate limits on).",
        "schema": {"type": "integer", "minimum": 0},
    },
    "RateLimit-Reset": {
        "description": "Seconds until the window resets (when the server has rate limits on).",
        "schema": {"type": "integer", "minimum": 0},
    },
    "RateLimit-Policy": {
        "description": "The limit and its window, `<requests>; w=<seconds>` (when the server has rate limits on).",
        "schema": {"type": "string"},
    },
    "Idempotent-Replayed": {
        "description": "`true` when this is the stored answer to an earlier request with the same "
        "`Idempotency-Key` and body: nothing was done again.",
        "schema": {"type": "string", "enum": ["true"]},
    },
    "Location": {
        "description": "The path of what was created.",
        "schema": {"type": "string"},
    },
}

IF_NONE_MATCH = {
    "name": "If-None-Match",
    "in": "header",
    "required": False,
    "description": "ETags the client holds (a list, `W/` tags and `*` too): when the read's `ETag` is among them "
    "the answer is `304 Not Modified`, with no body and the same `ETag`.",
    "schema": {"type": "string"},
}
NOT_MODIFIED = {
    "description": "Not Modified: the campaign is still at the version `If-None-Match` names; no body.",
    "headers": {"ETag": {"$ref": "#/components/headers/ETag"}},
}

DEPRECATED_PARAMETERS = {("list_events", "after"): "use `cursor`"}
DEPRECATED_FIELDS = {
    ("EventsPage", "next_after"): "use `next_cursor`",
    ("TableReplay", "next_from"): "use `next_cursor`",
}


def declare(doc: dict[str, Any]) -> dict[str, Any]:
    """Declare the conventions in `doc` (in place); returns it."""
    paths: dict[str, Any] = doc.get("paths", {})
    if not paths:
        return doc
    doc.setdefault("components", {})["headers"] = HEADERS
    for path, item in paths.items():
        for method, op in item.items():
            if isinstance(op, dict) and "responses" in op:
                _operation(path, method, op)
    schemas: dict[str, Any] = doc["components"].get("schemas", {})
    for (component, name), instead in DEPRECATED_FIELDS.items():
        schema = schemas.get(component)
        if schema is not None and name in schema.get("properties", {}):
            schema["properties"][name] = _deprecated(schema["properties"][name], instead)
            if name in schema.get("required", []):
                schema["required"].remove(name)
    for schema in schemas.values():
        for name, prop in (schema.get("properties") or {}).items():
            if name.endswith("_at"):
                _date_time(prop)
    return doc


def _operation(path: str, method: str, op: dict[str, Any]) -> None:
    responses: dict[str, Any] = op["responses"]
    op_id = op.get("operationId", "")
    params = op.get("parameters", [])
    idempotent = any(p.get("name") == "Idempotency-Key" for p in params)
    for (deprecated_op, name), instead in DEPRECATED_PARAMETERS.items():
        if op_id == deprecated_op:
            for param in params:
                if param.get("name") == name and param.get("in") == "query":
                    param.update(_deprecated(param, instead))
    if op_id in ETAG_READS:
        op["parameters"] = [*params, IF_NONE_MATCH]
        responses["304"] = NOT_MODIFIED
        responses = op["responses"] = dict(sorted(responses.items()))
    for status, response in responses.items():
        names: list[str] = []
        success = status.startswith("2")
        if success and (op_id in ETAG_READS or "/commands/" in path or op_id == "create_campaign"):
            names.append("ETag")
        if status == "200" and op_id in PAGED_READS:
            names.append("Link")
        if status == "201" and op_id in CREATED_AT:
            names.append("Location")
        if idempotent and (success or status in REPLAYED_STATUSES):
            names.append("Idempotent-Replayed")
        if status in ("429", "503") or (status == "409" and idempotent):
            names.append("Retry-After")
        if not path.startswith(UNLIMITED) and status != "304":  # a 304 keeps its ETag only
            names += ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "RateLimit-Policy"]
        if names and "$ref" not in response:
            headers = response.setdefault("headers", {})
            for name in names:
                headers.setdefault(name, {"$ref": f"#/components/headers/{name}"})


def _deprecated(schema: dict[str, Any], instead: str) -> dict[str, Any]:
    description = schema.get("description")
    use = "" if description and instead in description else f" ({instead})"
    note = f"Deprecated since 2026-11-25{use}; removed no sooner than {SUNSET}."
    return {**schema, "deprecated": True, "description": f"{description} {note}" if description else note}


def _date_time(prop: dict[str, Any]) -> None:
    """`format: date-time` on a string (or a nullable string's string) that has no format."""
    for choice in [prop, *prop.get("oneOf", []), *prop.get("anyOf", [])]:
        if choice.get("type") == "string" and "format" not in choice and "enum" not in choice:
            choice["format"] = "date-time"
