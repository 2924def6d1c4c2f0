"""The Python SDK (`clients/python`, installed into the dev environment as `chronicle-client`) against a real server.

The committed generated code must equal a fresh openapi-python-client generation from openapi/openapi.json (with
no warning), and the package is versioned with the API. Then a session is played through the SDK against a
server on a real socket, behind a TCP proxy that loses what a network loses: a campaign, a player, a table, a roll
whose answer the proxy cuts (the SDK's retry, with the same key and If-Match, gets the stored answer: one roll), the
live feed across dropped connections (every event once, in order), a 304, the log typed, a refusal, and webhooks
received by a real HTTP receiver that verifies them with the SDK and refuses a tampered one. Last, the SDK reads
event types added after it was generated (the tests' own `test-dice` ruleset) as `UnknownEvent`, on the log and
the live feed, and the example (openapi/examples/python/play_session.py) plays its session.
"""

from __future__ import annotations

import asyncio
import filecmp
import json
import os
import subprocess
import sys
import tomllib
import uuid
from pathlib import Path

import httpx
import pytest
from chronicle_client import API_VERSION, Chronicle, ChronicleError, LiveFrame, verify_webhook
from chronicle_client.generated.api.webhooks import create_webhook
from chronicle_client.generated.models import (
    CampaignRolled,
    CampaignTableOpened,
    CommandResult,
    UnknownEvent,
    WebhookIn,
    WebhookOut,
)
from chronicle_client.webhooks import WebhookVerificationError

from benchmarks.receiver import Receiver
from server.cli.openapi import DEFAULT_PATH
from server.config import Settings
from tests.clients.proxy import Proxy
from tests.server.servers import make_app, run_server

PACKAGE = Path(__file__).resolve().parents[2] / "clients" / "python"
GENERATED = PACKAGE / "src" / "chronicle_client" / "generated"
EXAMPLE = DEFAULT_PATH.parent / "examples" / "python" / "play_session.py"
STALE = "clients/python/src/chronicle_client/generated is out of date: run clients/python/generate.sh and commit it"


def test_the_package_is_versioned_with_the_api() -> None:
    version = json.loads(DEFAULT_PATH.read_text(encoding="utf-8"))["info"]["version"]
    project = tomllib.loads((PACKAGE / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["name"] == "chronicle-client"
    assert project["version"] == API_VERSION == version


def test_the_committed_generated_code_is_a_fresh_generation(tmp_path: Path) -> None:
    bin_dir = Path(sys.executable).parent
    fresh = tmp_path / "generated"
    done = subprocess.run(
        [
            str(bin_dir / "openapi-python-client"),
            "generate",
            "--path",
            str(DEFAULT_PATH),
            "--config",
            str(PACKAGE / "generator.yaml"),
            "--meta",
            "none",
            "--output-path",
            str(fresh),
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"},  # its ruff hooks
        timeout=600,
    )
    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    assert "warning" not in output.lower(), output
    assert _differences(filecmp.dircmp(GENERATED, fresh, ignore=["__pycache__"])) == [], STALE


def _differences(compared: filecmp.dircmp[str]) -> list[str]:
    found = [*compared.left_only, *compared.right_only, *compared.funny_files]
    _, mismatch, errors = filecmp.cmpfiles(compared.left, compared.right, compared.common_files, shallow=False)
    found += mismatch + errors
    for sub in compared.subdirs.values():
        found += _differences(sub)
    return found


async def test_a_session_with_the_sdk(api_settings: Settings) -> None:
    async with (
        run_server(make_app(api_settings)) as served,
        Proxy(served.port) as proxy,
        Chronicle(proxy.url) as server,
    ):
        created = await server.create_campaign("The Clockwork Carnival", "scratch-rps", gm_name="Ada")
        assert created.result.issued is not None and created.version == 0
        campaign_id = created.result.campaign_id
        gm = server.with_token(created.result.issued.token)
        added = await gm.command(campaign_id, "campaign.add_member", {"name": "Bea", "role": "player"})
        assert added.result.issued is not None
        bea = gm.with_token(added.result.issued.token)
        opened = await gm.command(campaign_id, "campaign.open_table", {"name": "Main hall", "dice_mode": "server"})
        table = opened.result.events[0].data
        assert isinstance(table, CampaignTableOpened) and opened.version == 2

        # Bea follows the campaign live from the start, through the proxy
        frames: list[LiveFrame] = []
        reconnects: list[object] = []
        follower = asyncio.create_task(_follow(bea, campaign_id, frames, reconnects, upto=6))

        # a roll whose answer the network loses: the SDK retries it, same key and If-Match, and gets the
        # stored answer instead of rolling twice
        proxy.cut_answer_to(b"/commands/campaign.roll")
        roll = await bea.command(
            campaign_id, "campaign.roll", {"table_id": table.table_id, "expression": "2d6+1"}, if_match=2
        )
        assert proxy.answers_cut == 1 and roll.replayed and roll.version == 3
        again = await bea.command(
            campaign_id,
            "campaign.roll",
            {"table_id": table.table_id, "expression": "2d6+1"},
            if_match=2,
            idempotency_key=roll.idempotency_key,
        )
        assert again.replayed and again.result.to_dict() == roll.result.to_dict()
        rolled = roll.result.events[0].data
        assert isinstance(rolled, CampaignRolled) and 3 <= rolled.total <= 13

        # a stale If-Match is refused, typed, and changes nothing
        with pytest.raises(ChronicleError) as refused:
            await bea.command(
                campaign_id, "campaign.roll", {"table_id": table.table_id, "expression": "d6"}, if_match=2
            )
        assert refused.value.status == 412 and refused.value.code == "version_mismatch"
        assert refused.value.data == {"expected": 2, "actual": 3}

        # every connection dropped; the follower reconnects and resumes from the last version it got
        await _wait_for(lambda: any(f.kind == "ready" for f in frames), "the live feed to catch up")
        proxy.drop_all()
        await gm.command(campaign_id, "campaign.roll", {"table_id": table.table_id, "expression": "d20"})
        proxy.drop_all()
        await bea.command(campaign_id, "campaign.roll", {"table_id": table.table_id, "expression": "4d6kh3"})
        await gm.command(campaign_id, "campaign.close_table", {"table_id": table.table_id})
        await asyncio.wait_for(follower, 30)

        # reads: a 304 answered from what was held, the log typed and paged
        first = await gm.campaign(campaign_id)
        held = await gm.campaign(campaign_id)
        assert not first.not_modified and held.not_modified and held.result is first.result
        assert held.version == first.version == 6
        log = [event async for event in gm.all_events(campaign_id, limit=2)]
        rolls = (await gm.events(campaign_id, types=["campaign.rolled"])).result.events
        assert [e.type_ for e in rolls] == ["campaign.rolled"] * 3
        assert all(isinstance(e.data, CampaignRolled) for e in rolls)

        # webhooks: a real receiver verifying each delivery with the SDK, answering 400 to a bad signature
        secret = await _subscribe_and_receive(gm, campaign_id, upto=6)

    versions = [e.version for e in log]
    assert versions == list(range(7))
    live_events = [f for f in frames if f.kind == "event"]
    assert [f.version for f in live_events] == versions  # each once, in order, across the dropped connections
    assert [f.event.type_ for f in live_events if f.event] == [e.type_ for e in log]
    assert len(reconnects) >= 1
    assert secret.startswith("whsec_")


async def _follow(
    chronicle: Chronicle, campaign_id: str, frames: list[LiveFrame], reconnects: list[object], upto: int
) -> None:
    async for frame in chronicle.live(campaign_id, on_reconnect=reconnects.append, idle_timeout=10):
        frames.append(frame)
        if frame.kind == "event" and frame.version >= upto:
            return


async def _subscribe_and_receive(gm: Chronicle, campaign_id: str, upto: int) -> str:
    secret_holder: list[str] = []
    delivered: dict[int, list[str]] = {}

    def receive(path: str, headers: dict[str, str], body: bytes) -> int:
        try:
            delivery = verify_webhook(secret_holder[0], body, headers)
        except WebhookVerificationError:
            return 400
        delivered[delivery.version] = [f.event.type_ for f in delivery.frames if f.event is not None]
        return 204

    async with Receiver(receive) as receiver:
        made = await create_webhook.asyncio(
            uuid.UUID(campaign_id), client=gm.api, body=WebhookIn(url=receiver.url(), from_version=0)
        )
        assert isinstance(made, WebhookOut) and isinstance(made.secret, str)
        secret_holder.append(made.secret)
        await _wait_for(lambda: upto in delivered, "the webhook deliveries")
        assert sorted(delivered) == list(range(upto + 1))
        assert delivered[3] == ["campaign.rolled"]

        # the same delivery with its body changed by one byte: the receiver refuses it
        genuine = next(r for r in receiver.received if r.status == 204)
        tampered = genuine.body.replace(b'"version":', b'"version": ', 1)
        assert tampered != genuine.body
        headers = {k: v for k, v in genuine.headers.items() if k.startswith("webhook-")}
        async with httpx.AsyncClient() as client:
            answer = await client.post(receiver.url(), content=tampered, headers=headers)
        assert answer.status_code == 400
    return secret_holder[0]


async def _wait_for(check: object, what: str, timeout: float = 30.0) -> None:
    assert callable(check)
    deadline = asyncio.get_running_loop().time() + timeout
    while not check():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.02)


async def test_the_sdk_reads_event_types_added_after_it_was_generated(api_settings: Settings) -> None:
    """The tests' `test-dice` ruleset is named nowhere in the committed document, as a ruleset added after this
    SDK was generated would not be: its events come through the log and the live feed as `UnknownEvent`, whole,
    beside the typed known ones."""
    async with run_server(make_app(api_settings)) as served, Chronicle(served.url) as server:
        created = await server.create_campaign("Dice night", "test-dice")
        assert created.result.issued is not None
        campaign_id = created.result.campaign_id
        gm = server.with_token(created.result.issued.token)
        table = (await gm.command(campaign_id, "campaign.open_table", {"name": "T"})).result.events[0].data
        assert isinstance(table, CampaignTableOpened)
        made = await gm.command(campaign_id, "td.create_character", {"name": "Robin"})
        character = made.result.events[0].data
        assert isinstance(character, UnknownEvent) and character.type_ == "td.character_created"
        rolled = await gm.command(
            campaign_id, "td.roll", {"table_id": table.table_id, "character_id": character["character_id"]}
        )
        assert isinstance(rolled.result, CommandResult)

        page = (await gm.events(campaign_id)).result
        live = await _until_ready(gm, campaign_id)
    by_type = {e.type_: e.data for e in page.events}
    assert isinstance(by_type["campaign.table_opened"], CampaignTableOpened)
    roll = by_type["td.rolled"]
    assert isinstance(roll, UnknownEvent)
    assert roll["total"] == sum(face for r in roll["rolls"] for face in r["faces"])
    assert roll.to_dict() == rolled.result.events[0].data.to_dict()
    live_data = [f.event.data for f in live if f.event is not None]
    assert [type(d).__name__ for d in live_data] == [type(e.data).__name__ for e in page.events]


async def _until_ready(chronicle: Chronicle, campaign_id: str) -> list[LiveFrame]:
    frames: list[LiveFrame] = []
    async for frame in chronicle.live(campaign_id):
        if frame.kind == "ready":
            return frames
        frames.append(frame)
    return frames


async def test_the_example_plays_its_session(api_settings: Settings) -> None:
    """openapi/examples/python/play_session.py, run as an integrator runs it, against a real server."""
    async with run_server(make_app(api_settings)) as served:
        script = await asyncio.create_subprocess_exec(
            sys.executable,
            str(EXAMPLE),
            served.url,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        out, err = await asyncio.wait_for(script.communicate(), timeout=120)
    said = out.decode()
    assert script.returncode == 0, said + err.decode()
    assert "created Chokestar" in said and "scratch.ability_rolled: faces [[" in said
    assert "not modified: True" in said and "refused: 400 validation_failed" in said


async def test_the_readme_quick_start_runs(api_settings: Settings, tmp_path: Path) -> None:
    """clients/python/README.md's first Python block, run as a script against a real server."""
    readme = (PACKAGE / "README.md").read_text(encoding="utf-8")
    quick_start = tmp_path / "quick_start.py"
    quick_start.write_text(readme.split("```python\n")[1].split("```")[0], encoding="utf-8")
    async with run_server(make_app(api_settings)) as served:
        script = await asyncio.create_subprocess_exec(
            sys.executable,
            str(quick_start),
            env={**os.environ, "CHRONICLE_URL": served.url},
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        out, err = await asyncio.wait_for(script.communicate(), timeout=120)
    said = out.decode().splitlines()
    assert script.returncode == 0, out.decode() + err.decode()
    assert said[0].startswith("3 False ") and said[1].startswith("2d6+1 → ")
    assert said[2:] == ["0 campaign.created", "1 campaign.member_added", "2 campaign.table_opened", "3 campaign.rolled"]


async def test_the_live_feed_reopens_a_silent_connection_and_ends_on_a_revoked_token(
    api_settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A connection that goes silent without closing (half-open) is noticed by the feed's idle timeout, opened
    again, and the event made meanwhile arrives once; when the GM revokes the player's token the feed stops with
    `ChronicleError` (401 `token_revoked`) instead of reconnecting for ever."""
    monkeypatch.setenv("CHRONICLE_LIVE_HEARTBEAT", "0.5")  # read when the server starts: heartbeats keep it alive
    async with (
        run_server(make_app(api_settings)) as served,
        Proxy(served.port) as proxy,
        Chronicle(proxy.url) as server,
    ):
        created = await server.create_campaign("Half-open", "scratch-rps")
        assert created.result.issued is not None
        campaign_id = created.result.campaign_id
        gm = server.with_token(created.result.issued.token)
        added = await gm.command(campaign_id, "campaign.add_member", {"name": "Bea", "role": "player"})
        issued = added.result.issued
        assert issued is not None
        bea = gm.with_token(issued.token)

        frames: list[LiveFrame] = []
        reconnects: list[object] = []

        async def follow() -> None:
            async for frame in bea.live(campaign_id, idle_timeout=2, on_reconnect=reconnects.append):
                frames.append(frame)

        follower = asyncio.create_task(follow())
        await _wait_for(lambda: any(f.kind == "ready" for f in frames), "the live feed to catch up")
        await asyncio.sleep(1.5)  # heartbeats every 0.5 s: an open connection is not idle
        assert reconnects == []
        proxy.silence_all()
        await gm.command(campaign_id, "campaign.open_table", {"name": "Main hall"})
        await _wait_for(lambda: any(f.version == 2 for f in frames if f.kind == "event"), "the event after a reopen")
        assert len(reconnects) == 1 and isinstance(reconnects[0].cause, httpx.ReadTimeout)  # type: ignore[attr-defined]

        revoked = await gm.http.delete(f"/campaigns/{campaign_id}/tokens/{issued.token_id}")
        assert revoked.status_code == 200, revoked.text
        with pytest.raises(ChronicleError) as ended:
            await asyncio.wait_for(follower, 30)
    assert ended.value.status == 401 and ended.value.code == "token_revoked"
    assert [f.version for f in frames if f.kind == "event"] == [0, 1, 2]
