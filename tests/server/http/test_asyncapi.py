"""The committed AsyncAPI document of the live feeds is the one the code generates, the AsyncAPI project's
parser accepts it, the frames the live feed sends validate against it, and a close code it lists by the
4000 + status rule is what a real server sends (tests/server/live/test_endpoints.py checks the others)."""

from __future__ import annotations

import json
import shutil
import subprocess

import httpx
import msgspec
import pytest
from jsonschema import Draft202012Validator, ValidationError
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from server.app import create_app
from server.cli import asyncapi as asyncapi_export
from server.cli.openapi import ASYNCAPI_PATH, document, render
from server.config import Settings
from server.http.problems import APPLICATION_STATUS
from server.http.routes.live import POSITION_AHEAD
from server.live.subscription import GOING_AWAY, MEMBERSHIP_ENDED, TOKEN_REVOKED, TOO_SLOW
from server.live.wire import EventFrame, marker
from tests.server.api import create_campaign
from tests.server.live.servers import ws
from tests.server.servers import run_server

STALE = "openapi/asyncapi.json is out of date: run `./dev chronicle openapi` and commit the result"
TOOLS = ASYNCAPI_PATH.parent / "tools"


def committed() -> dict:  # type: ignore[type-arg]
    return json.loads(ASYNCAPI_PATH.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def test_committed_asyncapi_matches_the_code() -> None:
    generated = asyncapi_export.document(document())
    assert committed() == generated, STALE
    assert ASYNCAPI_PATH.read_text(encoding="utf-8") == render(generated), STALE


def test_channels_frames_and_close_codes_are_documented() -> None:
    doc = committed()
    ws, sse = doc["channels"]["liveWebSocket"], doc["channels"]["liveSse"]
    assert ws["address"] == "/campaigns/{campaign_id}/live/ws" and sse["address"].endswith("/live/sse")
    assert set(ws["messages"]) == {"event", "revealed", "ready", "heartbeat"}
    assert set(sse["messages"]) == {*ws["messages"], "dropped"}
    codes = {c["code"] for c in ws["x-close-codes"]}
    assert codes >= {1000, 1001, 1006, 1011, 1012, 4008, 4400, 4401, 4403, 4404, 4409, 4416, 4500}
    sent = {TOO_SLOW, TOKEN_REVOKED, MEMBERSHIP_ENDED, GOING_AWAY, POSITION_AHEAD}  # what server/live closes with
    assert sent <= codes, sent - codes
    refused = {4000 + s for s in APPLICATION_STATUS.values() if s != 422}  # a live open raises no rule's refusal
    assert refused - {4412} <= codes, refused - codes  # nor If-Match's 412
    data = doc["components"]["schemas"]["LiveEventFrame"]["properties"]["data"]
    assert data["discriminator"] == "type" and {"$ref": "#/components/schemas/RollHidden"} in data["oneOf"]


def test_servers_and_security_are_declared() -> None:
    doc = committed()
    schemes = doc["components"]["securitySchemes"]
    assert schemes["bearer"] == {**schemes["bearer"], "type": "http", "scheme": "bearer"}
    assert schemes["tokenQuery"] == {**schemes["tokenQuery"], "type": "httpApiKey", "name": "token", "in": "query"}
    assert {s["protocol"] for s in doc["servers"].values()} == {"ws", "http"}
    for server in doc["servers"].values():
        assert server["security"] == [{"$ref": f"#/components/securitySchemes/{k}"} for k in ("bearer", "tokenQuery")]
    assert doc["channels"]["liveWebSocket"]["servers"] == [{"$ref": "#/servers/websocket"}]
    assert doc["channels"]["liveSse"]["servers"] == [{"$ref": "#/servers/http"}]


def _validator(name: str) -> Draft202012Validator:
    uri = "urn:chronicle:asyncapi"
    registry = Registry().with_resource(uri, Resource.from_contents(committed(), default_specification=DRAFT202012))
    return Draft202012Validator({"$ref": f"{uri}#/components/schemas/{name}"}, registry=registry)


def test_the_feeds_frames_match_the_document() -> None:
    _validator("LiveMarkerFrame").validate(json.loads(marker("dropped", "c1", 4, reason="too slow")))
    data = {"type": "campaign.table_closed", "table_id": "t1", "closed_at": "2026-01-01T00:00:00Z"}
    frame = EventFrame(
        kind="event",
        campaign_id="c1",
        version=5,
        position=50,
        type=data["type"],
        data=msgspec.Raw(json.dumps(data).encode()),
        recorded_at="2026-01-01T00:00:00Z",
    )
    _validator("LiveEventFrame").validate(json.loads(msgspec.json.encode(frame)))
    with pytest.raises(ValidationError):
        bad = msgspec.structs.replace(frame, data=msgspec.Raw(b'{"type": "campaign.table_closed"}'))
        _validator("LiveEventFrame").validate(json.loads(msgspec.json.encode(bad)))


@pytest.mark.skipif(shutil.which("npm") is None, reason="Node.js and npm are not installed on this machine")
def test_the_asyncapi_parser_accepts_the_document() -> None:
    def run(*args: str) -> str:
        done = subprocess.run(list(args), cwd=TOOLS, capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, done.stdout + done.stderr
        return done.stdout

    installed = TOOLS / "node_modules" / ".package-lock.json"
    if not installed.exists() or installed.stat().st_mtime < (TOOLS / "package-lock.json").stat().st_mtime:
        run("npm", "ci", "--no-audit", "--no-fund")
    out = run("node", "validate_asyncapi.mjs", str(ASYNCAPI_PATH))
    assert "valid AsyncAPI 3.0.0" in out, out
    assert not [line for line in out.splitlines() if line.startswith(("error", "warning"))], out


async def test_a_server_without_the_campaigns_ruleset_closes_with_4409(
    api: httpx.AsyncClient, api_settings: Settings
) -> None:
    campaign = await create_campaign(api, ruleset="test-dice")  # the tests' ruleset: no production server runs it
    async with run_server(create_app(api_settings)) as served:
        async with ws(served, campaign.id, campaign.gm.token) as client:
            code, reason = await client.read_close()
        async with httpx.AsyncClient(base_url=served.url) as http:
            sse = await http.get(f"/campaigns/{campaign.id}/live/sse", headers=campaign.gm.headers)
    assert code == 4409 and (reason or "").startswith("ruleset_unavailable"), (code, reason)
    assert code in {c["code"] for c in committed()["channels"]["liveWebSocket"]["x-close-codes"]}
    assert sse.status_code == 409 and sse.json()["code"] == "ruleset_unavailable"
