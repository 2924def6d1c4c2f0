"""The AsyncAPI 3 document of the live feeds (docs/live.md), written beside openapi.json by `chronicle openapi`.

Two channels, the WebSocket and the SSE feed of a campaign, with their parameters, every frame kind and the
WebSocket close codes. The frames' event `data` reuses the OpenAPI document's event schemas (each event type
under its tag-derived name), copied into this document's components; OpenAPI's discriminator objects become
AsyncAPI's discriminator property name. `tests/server/http/test_asyncapi.py` fails when the committed file is
stale and validates it with the AsyncAPI project's parser.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

DEFAULT_PATH = Path(__file__).resolve().parents[2] / "openapi" / "asyncapi.json"

CLOSE_CODES: list[dict[str, Any]] = [
    {"code": 1000, "reason": "normal closure (the client's own close, echoed)", "action": "none"},
    {"code": 1001, "reason": "the server is shutting down", "action": "reconnect with `after`"},
    {
        "code": 1006,
        "reason": "never sent: what a client library reports when the connection was lost without a close frame",
        "action": "reconnect with `after`",
    },
    {
        "code": 1011,
        "reason": "an internal error, or no answer to the server's protocol ping in time",
        "action": "reconnect with `after`",
    },
    {"code": 1012, "reason": "the server is restarting", "action": "reconnect with `after`"},
    {"code": 4008, "reason": "too slow; reconnect with after=<v>", "action": "reconnect with `after`"},
    {"code": 4400, "reason": "invalid_after", "action": "fix the parameter"},
    {
        "code": 4401,
        "reason": "token_missing, token_malformed, token_invalid, token_revoked, token_expired",
        "action": "new token",
    },
    {"code": 4403, "reason": "token_wrong_campaign, token_scope, member_removed", "action": "stop"},
    {"code": 4404, "reason": "campaign_not_found, table_not_found", "action": "stop"},
    {
        "code": 4409,
        "reason": "ruleset_unavailable: this server does not run the campaign's ruleset",
        "action": "reconnect to another server",
    },
    {"code": 4416, "reason": "position_ahead: `after` is beyond the newest version", "action": "start over"},
    {
        "code": 4500,
        "reason": "an unexpected error while opening the feed (a bug worth reporting)",
        "action": "reconnect with `after`, backing off",
    },
]
"""Why a live WebSocket closes (docs/live.md, server/http/routes/live.py and subscription.py). A refusal is 4000 + the
HTTP status the same refusal has over HTTP, its reason starting with the API's problem `code`."""

PING = (
    "The server sends WebSocket protocol pings (uvicorn: every 20 s; a client that does not answer with a pong "
    "within 20 s is closed with 1011); WebSocket client libraries answer them by themselves. Chronicle's own "
    "keep-alive is the `heartbeat` frame."
)

FRAMES: dict[str, str] = {
    "event": "One stored event, as the viewer may see it (a roll hidden from them is `roll.hidden`).",
    "revealed": "A hidden roll's full event, sent just before the `campaign.roll_revealed` that opened it; it "
    "does not move the client's position.",
    "ready": "Catch-up is over: every event up to `version` has been sent; what follows is live.",
    "heartbeat": "Nothing new for a while; `version` is where to resume (it also covers events a table filter "
    'skipped). Over SSE it is a comment line holding the same JSON (`: {"kind":"heartbeat",…}`).',
    "dropped": "SSE only, the last frame: the server gave up on this connection (too slow, token revoked, member "
    "removed, or the server shutting down: `reason`); reconnect with `after` unless the reason is a token or "
    "membership one.",
}

SECURITY_SCHEMES: dict[str, Any] = {
    "bearer": {
        "type": "http",
        "scheme": "bearer",
        "description": "A Chronicle access token (`chr_…`) in the `Authorization: Bearer` header.",
    },
    "tokenQuery": {
        "type": "httpApiKey",
        "name": "token",
        "in": "query",
        "description": "The same token in the `token` query parameter, for clients that can set no header (a "
        "browser's WebSocket or EventSource). Keep such URLs out of shared logs.",
    },
}
"""Either authenticates a live feed (server/http/routes/live.py: `?token=` first, else the header)."""

SERVER_VARIABLES = {"host": {"default": "127.0.0.1:8000", "description": "The Chronicle server's host and port."}}


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
            "reason": {
                "type": "string",
                "description": "On `dropped`: why — `too slow; reconnect with after=<v>`, `server shutting down; "
                "reconnect`, `token_revoked: …` or `member_removed: …` (the last two: do not reconnect).",
            },
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
    """The AsyncAPI document, from the OpenAPI document (`server.cli.openapi.document()`)."""
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
    security = [{"$ref": f"#/components/securitySchemes/{name}"} for name in SECURITY_SCHEMES]
    return {
        "asyncapi": "3.0.0",
        "info": {
            "title": "Chronicle live feeds",
            "version": openapi["info"]["version"],
            "description": "A campaign's events live, over a WebSocket or Server-Sent Events (docs/live.md): "
            "the log from `after` first, then live events, in order, each once, as the viewer may see them. "
            "Authenticate with the bearer token in the Authorization header or the `token` query parameter.",
        },
        "servers": {
            "websocket": {
                "host": "{host}",
                "protocol": "ws",
                "title": "Chronicle, WebSocket",
                "description": "The server's own host (`wss` behind TLS). " + PING,
                "variables": SERVER_VARIABLES,
                "security": security,
            },
            "http": {
                "host": "{host}",
                "protocol": "http",
                "title": "Chronicle, Server-Sent Events",
                "description": "The server's own host (`https` behind TLS).",
                "variables": SERVER_VARIABLES,
                "security": security,
            },
        },
        "channels": {
            "liveWebSocket": {
                "address": "/campaigns/{campaign_id}/live/ws",
                "title": "WebSocket feed",
                "description": "One JSON frame per text message; the server reads nothing the client sends. The "
                "socket is accepted first and refused with a close code, 4000 + the HTTP status the same refusal "
                "has over HTTP, its reason starting with the API's problem code. Close codes:\n" + codes,
                "servers": [{"$ref": "#/servers/websocket"}],
                "parameters": parameters,
                "messages": {k: {"$ref": f"#/components/messages/{k}"} for k in ws_kinds},
                "bindings": {"ws": {"method": "GET", "query": _query("The last version the client has (-1: all).")}},
                "x-close-codes": CLOSE_CODES,
            },
            "liveSse": {
                "address": "/campaigns/{campaign_id}/live/sse",
                "title": "Server-Sent Events feed",
                "description": "`text/event-stream`. It opens with a comment (`: chronicle live`) and `retry: "
                "1000`; then each message's `data` is one JSON frame: `event` frames are unnamed messages whose "
                "`id` is the event's stream version, `revealed`, `ready` and `dropped` are named after their kind, "
                "and a heartbeat is a comment holding its JSON. Reconnect with `Last-Event-ID` (it wins over "
                "`after`). Refusals are `application/problem+json` answers with the HTTP status (400, 401, 403, "
                "404, 409, 416, 503; see the OpenAPI operation live_sse).",
                "servers": [{"$ref": "#/servers/http"}],
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
            "securitySchemes": SECURITY_SCHEMES,
            "messages": {k: _message(k) for k in sse_kinds},
            "schemas": schemas,
        },
    }
