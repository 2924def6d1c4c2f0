"""The AsyncAPI 3 document of the live feeds (docs/live.md), written beside openapi.json by `chronicle openapi`.

Two channels, the WebSocket and the SSE feed of a campaign, with their parameters, every frame kind and the
WebSocket close codes. The frames' event `data` reuses the OpenAPI document's event schemas (each event type
under its tag-derived name), copied into this document's components; OpenAPI's discriminator objects become
AsyncAPI's discriminator property name. `tests/server/test_asyncapi.py` fails when the committed file is
stale and validates it with the AsyncAPI project's parser.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

DEFAULT_PATH = Path(__file__).resolve().parent.parent / "openapi" / "asyncapi.json"

CLOSE_CODES: list[dict[str, Any]] = [
    {"code": 4008, "reason": "too slow; reconnect with after=<v>", "action": "reconnect with `after`"},
    {"code": 4400, "reason": "invalid_after", "action": "fix the parameter"},
    {"code": 4401, "reason": "token_missing, token_malformed, token_invalid, token_revoked", "action": "new token"},
    {"code": 4403, "reason": "token_wrong_campaign, member_removed", "action": "stop"},
    {"code": 4404, "reason": "campaign_not_found, table_not_found", "action": "stop"},
    {"code": 4416, "reason": "position_ahead: `after` is beyond the newest version", "action": "start over"},
    {"code": 1001, "reason": "the server is shutting down", "action": "reconnect with `after`"},
    {"code": 1012, "reason": "the server is restarting", "action": "reconnect with `after`"},
    {"code": 1011, "reason": "an internal error", "action": "reconnect with `after`"},
]
"""Why the server closes a live WebSocket (docs/live.md, server/live/routes.py and subscription.py)."""

FRAMES: dict[str, str] = {
    "event": "One stored event, as the viewer may see it (a roll hidden from them is `roll.hidden`).",
    "revealed": "A hidden roll's full event, sent just before the `campaign.roll_revealed` that opened it; it "
    "does not move the client's position.",
    "ready": "Catch-up is over: every event up to `version` has been sent; what follows is live.",
    "heartbeat": "Nothing new; `version` is where to resume (SSE sends a comment instead).",
    "dropped": "SSE only, the last frame: the server gave up on this connection; reconnect with `after`.",
}


def _event_frame(openapi: dict[str, Any]) -> dict[str, Any]:
    out = openapi["components"]["schemas"]["EventOut"]
    props = copy.deepcopy(out["properties"])
    props["kind"] = {"type": "string", "enum": ["event", "revealed"]}
    props["campaign_id"] = {"type": "string"}
    props["committed_at"] = {"type": "number", "description": "Server clock (seconds) at publication; not on catch-up."}
    props["revealed_by"] = {"type": "integer", "description": "On `revealed`: the reveal's version."}
    props["text"] = {
        "type": "string",
        "description": "The event in one line of plain English, as this viewer may see it (with `?text=1`).",
    }
    return {
        "type": "object",
        "title": "LiveEventFrame",
        "properties": props,
        "required": sorted({*out["required"], "kind", "campaign_id"}),
    }


def _marker_frame() -> dict[str, Any]:
    return {
        "type": "object",
        "title": "LiveMarkerFrame",
        "properties": {
            "kind": {"type": "string", "enum": ["ready", "heartbeat", "dropped"]},
            "campaign_id": {"type": "string"},
            "version": {"type": "integer", "description": "The stream version to resume after."},
            "reason": {"type": "string", "description": "On `dropped`: why."},
        },
        "required": ["campaign_id", "kind", "version"],
    }


def _asyncapi_schemas(value: Any) -> Any:
    """OpenAPI 3.1 schemas as AsyncAPI schemas: a discriminator is the property's name, not an object."""
    if isinstance(value, dict):
        out = {k: _asyncapi_schemas(v) for k, v in value.items()}
        if isinstance(out.get("discriminator"), dict):
            out["discriminator"] = out["discriminator"]["propertyName"]
        return out
    if isinstance(value, list):
        return [_asyncapi_schemas(v) for v in value]
    return value


def _reachable(schemas: dict[str, Any], roots: list[str]) -> dict[str, Any]:
    """The schemas `roots` need (their `$ref`s, transitively), as AsyncAPI schemas, in the OpenAPI order."""
    found: set[str] = set()
    todo = list(roots)
    while todo:
        name = todo.pop()
        if name not in found:
            found.add(name)
            todo += _refs(schemas[name])
    return {name: _asyncapi_schemas(copy.deepcopy(s)) for name, s in schemas.items() if name in found}


def _refs(value: Any) -> list[str]:
    if isinstance(value, dict):
        ref = value.get("$ref")
        own = [ref.rsplit("/", 1)[1]] if isinstance(ref, str) else []
        return own + [r for v in value.values() for r in _refs(v)]
    if isinstance(value, list):
        return [r for v in value for r in _refs(v)]
    return []


def _query(after: str) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {
            "after": {"type": "integer", "minimum": -1, "description": after},
            "table_id": {"type": "string", "description": "Only this table's events (and campaign-wide ones)."},
            "token": {"type": "string", "description": "The bearer token, for clients that cannot set headers."},
            "text": {"type": "boolean", "description": "`1`: each event frame also carries its line (`text`)."},
        },
    }


def _message(kind: str) -> dict[str, Any]:
    schema = "LiveEventFrame" if kind in ("event", "revealed") else "LiveMarkerFrame"
    return {
        "name": kind,
        "title": f"`{kind}` frame",
        "summary": FRAMES[kind],
        "contentType": "application/json",
        "payload": {"$ref": f"#/components/schemas/{schema}"},
    }


def document(openapi: dict[str, Any]) -> dict[str, Any]:
    """The AsyncAPI document, from the OpenAPI document (`server.openapi_export.document()`)."""
    schemas = _reachable(
        {
            **openapi["components"]["schemas"],
            "LiveEventFrame": _event_frame(openapi),
            "LiveMarkerFrame": _marker_frame(),
        },
        ["LiveEventFrame", "LiveMarkerFrame"],
    )
    codes = "\n".join(f"- `{c['code']}` {c['reason']}: {c['action']}" for c in CLOSE_CODES)
    parameters = {"campaign_id": {"description": "The campaign's id (a UUID)."}}
    ws_kinds = ["event", "revealed", "ready", "heartbeat"]
    sse_kinds = [*ws_kinds, "dropped"]
    return {
        "asyncapi": "3.0.0",
        "info": {
            "title": "Chronicle live feeds",
            "version": openapi["info"]["version"],
            "description": "A campaign's events live, over a WebSocket or Server-Sent Events (docs/live.md): "
            "the log from `after` first, then live events, in order, each once, as the viewer may see them. "
            "Authenticate with the bearer token in the Authorization header or the `token` query parameter.",
        },
        "channels": {
            "liveWebSocket": {
                "address": "/campaigns/{campaign_id}/live/ws",
                "title": "WebSocket feed",
                "description": "One JSON frame per text message. The server closes the socket with these codes "
                "(the reason starts with the API's problem code):\n" + codes,
                "parameters": parameters,
                "messages": {k: {"$ref": f"#/components/messages/{k}"} for k in ws_kinds},
                "bindings": {"ws": {"method": "GET", "query": _query("The last version the client has (-1: all).")}},
                "x-close-codes": CLOSE_CODES,
            },
            "liveSse": {
                "address": "/campaigns/{campaign_id}/live/sse",
                "title": "Server-Sent Events feed",
                "description": "`text/event-stream`: each message's `id` is the event's stream version and its "
                "`data` one JSON frame. Reconnect with `Last-Event-ID` (it wins over `after`). Refusals are "
                "`application/problem+json` answers with the HTTP status (see the OpenAPI operation live_sse).",
                "parameters": parameters,
                "messages": {k: {"$ref": f"#/components/messages/{k}"} for k in sse_kinds},
                "x-query": _query("The last version seen (-1: from the start); Last-Event-ID wins."),
            },
        },
        "operations": {
            "receiveLiveWebSocket": {
                "action": "receive",
                "channel": {"$ref": "#/channels/liveWebSocket"},
                "summary": "Receive a campaign's frames over a WebSocket.",
                "messages": [{"$ref": f"#/channels/liveWebSocket/messages/{k}"} for k in ws_kinds],
            },
            "receiveLiveSse": {
                "action": "receive",
                "channel": {"$ref": "#/channels/liveSse"},
                "summary": "Receive a campaign's frames as Server-Sent Events.",
                "messages": [{"$ref": f"#/channels/liveSse/messages/{k}"} for k in sse_kinds],
            },
        },
        "components": {
            "messages": {k: _message(k) for k in sse_kinds},
            "schemas": schemas,
        },
    }
