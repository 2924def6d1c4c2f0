"""The committed OpenAPI document is the one the app serves; every operation documents its problems."""

from __future__ import annotations

import json

from server.app import create_app
from server.cli.openapi import DEFAULT_PATH, document, render
from tests.server.servers import serving

STALE = "openapi/openapi.json is out of date: run `./dev chronicle openapi` and commit the result"


def test_committed_document_matches_the_app() -> None:
    committed = DEFAULT_PATH.read_text(encoding="utf-8")
    generated = document()
    assert json.loads(committed) == generated, STALE
    assert committed == render(generated), STALE


async def test_the_app_serves_the_same_document_and_docs_ui(api_settings) -> None:
    async with serving(create_app(api_settings)) as client:
        served = (await client.get("/schema/openapi.json")).json()
        assert served == json.loads(DEFAULT_PATH.read_text(encoding="utf-8")), STALE
        ui = await client.get("/schema")
        assert ui.status_code == 200 and "swagger" in ui.text.lower()
        assert (await client.get("/schema/redoc")).status_code == 200


def test_every_operation_documents_its_errors_as_problems() -> None:
    doc = document()
    assert doc["openapi"].startswith("3.1")
    for path, item in doc["paths"].items():
        for method, op in item.items():
            if "/live/" in path:
                continue  # the live stream's own document is part B's
            responses = op["responses"]
            errors = {code: r for code, r in responses.items() if code.startswith(("4", "5"))}
            probe = path.startswith("/health")  # probes answer their own shapes, no problem details
            assert errors or probe, (method, path)
            for code, response in errors.items():
                if probe:
                    continue
                assert list(response["content"]) == ["application/problem+json"], (method, path, code)
            if path.startswith("/campaigns/{campaign_id}"):
                assert op.get("security") == [{"bearer": []}], (method, path)
                assert "401" in responses and "403" in responses


def test_every_command_route_has_its_schema_description_and_example() -> None:
    from domain.messages import tag_of
    from domain.rulesets import RULESETS
    from server.http.routes.commands import example_of

    doc = document()
    for game in RULESETS.values():
        for cls in game.ruleset.commands:
            tag = tag_of(cls)
            op = doc["paths"][f"/campaigns/{{campaign_id}}/commands/{tag}"]["post"]
            body = op["requestBody"]["content"]["application/json"]["schema"]
            assert body["allOf"][0]["$ref"].endswith("Request")
            assert op["description"].startswith((cls.__doc__ or "").strip()[:40])
            if example_of(cls) is not None:
                assert body["examples"] == [example_of(cls)]
