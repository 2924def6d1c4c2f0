"""The headers and conditions a client may rely on are in the committed OpenAPI document, on the responses
that send them (server/http/openapi_conventions.py), and a real server's answers keep to it: every `ETag`, `Link`,
`Location`, `Retry-After`, `RateLimit-*` and `Idempotent-Replayed` a response carries is declared on that
operation's response for that status, and what is declared on the reads (`ETag`, `304`) is sent."""

from __future__ import annotations

import re
from typing import Any

import httpx

from server.http.openapi_conventions import ETAG_READS, SUNSET
from tests.server.api import create_campaign
from tests.server.contract import committed
from tests.server.servers import make_app, serving

WATCHED = {
    "etag",
    "link",
    "location",
    "retry-after",
    "ratelimit-limit",
    "ratelimit-remaining",
    "ratelimit-reset",
    "ratelimit-policy",
    "idempotent-replayed",
}


def _operation(method: str, path: str) -> tuple[str, dict[str, Any]]:
    """The document's operation serving `method path` (a concrete path), with its template."""
    for template, item in committed()["paths"].items():
        pattern = "^" + re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(template)) + "$"
        if re.match(pattern, path) and method.lower() in item:
            return template, item[method.lower()]
    raise AssertionError(f"{method} {path}: no operation in the document")


def declared(r: httpx.Response) -> set[str]:
    """The headers the document declares on the response `r` is (by its operation and status)."""
    template, op = _operation(r.request.method, r.request.url.path)
    response = op["responses"].get(str(r.status_code))
    assert response is not None, f"{r.request.method} {template}: {r.status_code} is not documented"
    return {name.lower() for name in response.get("headers", {})}


def conforms(r: httpx.Response) -> httpx.Response:
    sent = {name for name in r.headers if name.lower() in WATCHED}
    missing = sent - declared(r)
    assert not missing, f"{r.request.method} {r.request.url.path} {r.status_code}: undeclared {sorted(missing)}"
    return r


def test_the_document_declares_headers_conditions_and_deprecations() -> None:
    doc = committed()
    assert set(doc["components"]["headers"]) >= {"ETag", "Link", "Retry-After", "Idempotent-Replayed", "Location"}
    for path, item in doc["paths"].items():
        for method, op in item.items():
            responses = op["responses"]
            for status in ("429", "503"):
                if status in responses and not path.startswith("/health"):
                    assert "Retry-After" in responses[status]["headers"], (method, path, status)
            names = {p["name"] for p in op.get("parameters", [])}
            if op["operationId"] in ETAG_READS:
                assert "If-None-Match" in names and "ETag" in responses["304"]["headers"], path
                assert {"ETag", "RateLimit-Remaining"} <= set(responses["200"]["headers"]), path
            else:
                assert "304" not in responses and "If-None-Match" not in names, path
            if "/commands/" in path:
                assert {"ETag", "Idempotent-Replayed"} <= set(responses["200"]["headers"]), path
                assert "Retry-After" in responses["409"]["headers"], path
    events = doc["paths"]["/campaigns/{campaign_id}/events"]["get"]
    assert "Link" in events["responses"]["200"]["headers"]
    (after,) = [p for p in events["parameters"] if p["name"] == "after"]
    assert after["deprecated"] is True and SUNSET in after["description"]
    schemas = doc["components"]["schemas"]
    page = schemas["EventsPage"]
    assert page["properties"]["next_after"]["deprecated"] is True and "next_after" not in page["required"]
    assert schemas["TableReplay"]["properties"]["next_from"]["deprecated"] is True
    created = doc["paths"]["/campaigns"]["post"]["responses"]["201"]["headers"]
    assert {"ETag", "Location", "Idempotent-Replayed"} <= set(created)
    assert schemas["CampaignTableOpened"]["properties"]["opened_at"]["format"] == "date-time"
    for name, schema in schemas.items():
        for field, prop in (schema.get("properties") or {}).items():
            if field.endswith("_at"):
                strings = [c for c in [prop, *prop.get("oneOf", [])] if c.get("type") == "string"]
                assert strings and all(c.get("format") == "date-time" for c in strings), (name, field)


async def test_a_real_server_sends_only_declared_headers_and_what_the_reads_declare(api_settings) -> None:
    async with serving(make_app(api_settings.with_(rate_limit=("minute", 10_000), redis_url=None))) as client:
        created = conforms(
            await client.post("/campaigns", json={"name": "Headers", "ruleset": "test-dice", "gm_name": "Ada"})
        )
        assert created.status_code == 201 and created.headers["Location"] and created.headers["ETag"]
        assert created.headers["RateLimit-Remaining"]
        c = await create_campaign(client)
        keyed = {"Idempotency-Key": "headers-1"}
        opened = conforms(await c.command("campaign.open_table", {"name": "One"}, headers=keyed))
        again = conforms(await c.command("campaign.open_table", {"name": "One"}, headers=keyed))
        assert again.headers["Idempotent-Replayed"] == "true" and again.json() == opened.json()
        table_id = opened.json()["events"][0]["data"]["table_id"]
        made = await c.ok("td.create_character", {"name": "Robin"})
        character_id = made["events"][0]["data"]["character_id"]
        for _ in range(3):
            await c.ok("td.roll", {"table_id": table_id, "character_id": character_id})
        roll = {"table_id": table_id, "expression": "2d6"}
        stale = conforms(await c.command("campaign.roll", roll, headers={"If-Match": '"1"'}))
        assert stale.status_code == 412, stale.text
        refused = conforms(await c.command("campaign.roll", {**roll, "table_id": "nowhere"}, headers=keyed))
        assert refused.status_code in (404, 422), refused.text

        reads = [
            c.base,
            c.base + "/state",
            f"{c.base}/characters/{character_id}",
            f"{c.base}/tables/{table_id}",
            c.base + "/events?limit=2",
            f"{c.base}/tables/{table_id}/replay?limit=2",
            f"{c.base}/tables/{table_id}/recap",
            f"{c.base}/tables/{table_id}/fairness",
            c.base + "/replay/state?at=2",
        ]
        for path in reads:
            first = conforms(await client.get(path, headers=c.gm.headers))
            assert first.status_code == 200 and "etag" in declared(first), (path, first.text)
            tag = first.headers["ETag"]
            if path.endswith("limit=2"):
                assert first.headers["Link"].endswith('rel="next"'), path
            held = conforms(await client.get(path, headers={**c.gm.headers, "If-None-Match": tag}))
            assert held.status_code == 304 and held.headers["ETag"] == tag and held.content == b"", path
        conforms(await client.get("/campaigns", headers=c.gm.headers))
        conforms(await client.get(c.base + "/tokens", headers=c.gm.headers))
        conforms(await client.get(c.base + "/events", headers={"Authorization": "Bearer chr_nobody"}))

    async with serving(make_app(api_settings.with_(rate_limit=("minute", 2), redis_url=None))) as limited:
        statuses = []
        for _ in range(4):
            r = conforms(await limited.get("/campaigns/00000000-0000-0000-0000-000000000000"))
            statuses.append(r.status_code)
        assert statuses[-1] == 429 and int(r.headers["Retry-After"]) >= 1, statuses
