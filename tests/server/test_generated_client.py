"""A Python client generated from the committed OpenAPI document works, as an integrator would use it.

`openapi-python-client` generates a client from `openapi/openapi.json` with the SDK's configuration
(`clients/python/generator.yaml`), printing no warning, into a package of its own (`generated_client`, so that it
cannot shadow the installed SDK, whose committed copy tests/clients compares with a fresh generation). That client
reads events of types the document does not know (the tests' own `test-dice` ruleset, which the committed
document never names: as a ruleset added after the client was generated would be) without an exception: each as
an `UnknownEvent`, whole, beside the typed known ones; it sends `If-None-Match` and reads a 304; its names are
clean and its constants filled in. The SDK's own session, and its reading of unknown types, are
tests/clients/test_python_sdk.py.
"""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from server.cli.openapi import DEFAULT_PATH
from server.config import Settings
from tests.server.api import create_campaign
from tests.server.contract import committed
from tests.server.servers import make_app, run_server

GENERATOR_CONFIG = DEFAULT_PATH.parent.parent / "clients" / "python" / "generator.yaml"


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The client package `generated_client`, generated into a fresh directory put on `sys.path`."""
    where = tmp_path_factory.mktemp("generated")
    bin_dir = Path(sys.executable).parent
    done = subprocess.run(
        [
            str(bin_dir / "openapi-python-client"),
            "generate",
            "--path",
            str(DEFAULT_PATH),
            "--config",
            str(GENERATOR_CONFIG),
            "--meta",
            "none",
            "--output-path",
            str(where / "generated_client"),
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"},  # its ruff hooks
        timeout=600,
    )
    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    assert "warning" not in output.lower(), output
    sys.path.insert(0, str(where))
    try:
        yield where / "generated_client"
    finally:
        sys.path.remove(str(where))
        for name in [m for m in sys.modules if m.startswith("generated_client")]:
            del sys.modules[name]


async def test_an_old_client_reads_event_types_added_after_it_was_generated(
    generated: Path, api_settings: Settings
) -> None:
    assert not any(tag.startswith("td.") for tag in _documented_event_types()), "test-dice must stay unknown"
    from generated_client import AuthenticatedClient
    from generated_client.api.reads import list_events
    from generated_client.models import CampaignCreated, CampaignTableOpened, CommandResult, EventsPage, UnknownEvent

    async with run_server(make_app(api_settings)) as served, httpx.AsyncClient(base_url=served.url) as raw:
        campaign = await create_campaign(raw, "test-dice")
        table_id = await campaign.open_table()
        made = await campaign.ok("td.create_character", {"name": "Robin"})
        character_id = made["events"][0]["data"]["character_id"]
        rolled = await campaign.ok("td.roll", {"table_id": table_id, "character_id": character_id, "judge": True})

        # a command's answer holding only unknown types, parsed by the old client's model
        answer = CommandResult.from_dict(rolled)
        assert [e.type_ for e in answer.events] == ["td.rolled", "td.judged"]
        assert all(isinstance(e.data, UnknownEvent) for e in answer.events)

        client = AuthenticatedClient(base_url=served.url, token=campaign.gm.token, timeout=httpx.Timeout(30))
        page = await list_events.asyncio(uuid.UUID(campaign.id), client=client)
    assert isinstance(page, EventsPage)
    by_type = {e.type_: e.data for e in page.events}
    assert list(by_type) == [
        "campaign.created",
        "campaign.table_opened",
        "td.character_created",
        "td.rolled",
        "td.judged",
    ]
    # known types stay typed ...
    assert isinstance(by_type["campaign.created"], CampaignCreated)
    opened = by_type["campaign.table_opened"]
    assert isinstance(opened, CampaignTableOpened) and opened.table_id == table_id
    # ... and unknown ones are read generically: their type and every field as sent
    character = by_type["td.character_created"]
    assert isinstance(character, UnknownEvent) and character.type_ == "td.character_created"
    assert character["name"] == "Robin" and character["character_id"] == character_id
    roll = by_type["td.rolled"]
    assert isinstance(roll, UnknownEvent)
    assert roll["total"] == sum(face for r in roll["rolls"] for face in r["faces"])
    assert roll.to_dict() == rolled["events"][0]["data"]


def _documented_event_types() -> set[str]:
    data = committed()["components"]["schemas"]["EventOut"]["properties"]["data"]
    return set(data["discriminator"]["mapping"])


async def test_a_generated_client_sends_if_none_match_and_reads_a_304(generated: Path, api_settings: Settings) -> None:
    """The reads with an ETag take `If-None-Match` in the generated code, and a 304 is a documented answer
    (no body, the same `ETag`), not an unexpected status."""
    from generated_client import AuthenticatedClient
    from generated_client.api.reads import get_campaign
    from generated_client.models import CampaignOut

    async with run_server(make_app(api_settings)) as served, httpx.AsyncClient(base_url=served.url) as raw:
        campaign = await create_campaign(raw, "test-dice")
        client = AuthenticatedClient(
            base_url=served.url, token=campaign.gm.token, timeout=httpx.Timeout(30), raise_on_unexpected_status=True
        )
        first = await get_campaign.asyncio_detailed(uuid.UUID(campaign.id), client=client)
        assert first.status_code == 200 and isinstance(first.parsed, CampaignOut)
        tag = first.headers["ETag"]
        held = await get_campaign.asyncio_detailed(uuid.UUID(campaign.id), client=client, if_none_match=tag)
        assert held.status_code == 304 and held.parsed is None and held.headers["ETag"] == tag
        await campaign.open_table()
        moved = await get_campaign.asyncio_detailed(uuid.UUID(campaign.id), client=client, if_none_match=tag)
        assert moved.status_code == 200 and isinstance(moved.parsed, CampaignOut) and moved.headers["ETag"] != tag


def test_generated_names_are_clean_and_constants_filled_in(generated: Path) -> None:
    """No generated class is named after a union member's position (`…Type0`): each inline choice is named for
    its field (server/http/openapi_names.py); and a constant (an event's `type`, a choice's `kind`) has its default."""
    import datetime
    import re

    from generated_client.models import CampaignTableClosed, Faster, FasterSuccesses, ScratchRollAbilityRequestAbility

    positional = sorted(
        name
        for source in generated.rglob("*.py")
        for name in re.findall(r"^class (\w+Type\d+)\b", source.read_text(), re.MULTILINE)
    )
    assert positional == []
    assert ScratchRollAbilityRequestAbility.WRESTLING.value == "wrestling"
    closed = CampaignTableClosed(table_id="t1", closed_at=datetime.datetime(2026, 11, 27, tzinfo=datetime.UTC))
    assert closed.to_dict()["type"] == "campaign.table_closed"
    assert Faster(successes=FasterSuccesses.VALUE_1).to_dict() == {"successes": 1, "kind": "faster"}
