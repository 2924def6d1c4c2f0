"""A request body's field may not share its name with a dependency of the app: Litestar names a refused body
field by its name alone, and one that is also a dependency's name is taken for the dependency's failure and
answered 500 (campaign.create's `settings` was; `{"settings": []}` is now a 400)."""

from __future__ import annotations

import json
from pathlib import Path

import httpx

from server.dependencies import DEPENDENCIES
from tests.server.api import problem

DOCUMENT = Path(__file__).resolve().parents[3] / "openapi" / "openapi.json"


def _properties(schema: dict, schemas: dict, seen: set[str]) -> set[str]:
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        if name in seen:
            return set()
        seen.add(name)
        return _properties(schemas[name], schemas, seen)
    names = set(schema.get("properties", {}))
    for key in ("oneOf", "anyOf", "allOf"):
        for part in schema.get(key, []):
            names |= _properties(part, schemas, seen)
    return names


def test_no_request_body_field_is_named_like_a_dependency() -> None:
    document = json.loads(DOCUMENT.read_text())
    schemas = document["components"]["schemas"]
    clashes = {}
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            body = operation.get("requestBody", {}).get("content", {}).get("application/json", {})
            if body:
                shared = _properties(body["schema"], schemas, set()) & set(DEPENDENCIES)
                if shared:
                    clashes[f"{method.upper()} {path}"] = sorted(shared)
    assert not clashes, clashes


async def test_campaign_settings_that_are_not_an_object_are_a_400(api: httpx.AsyncClient) -> None:
    for settings in ([None, None], [1], "dark", None):
        body = {"name": "T", "ruleset": "robots-and-rapiers", "gm_name": "GM", "settings": settings}
        refused = problem(await api.post("/campaigns", json=body), 400, "validation_failed")
        assert refused["errors"][0]["field"] == "settings", refused
