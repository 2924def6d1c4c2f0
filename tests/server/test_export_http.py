"""`GET /campaigns/{id}/export`: the campaign's NDJSON export streamed over HTTP (GM only), byte for byte
what `chronicle export` writes, never held whole in memory, and a heavy read like the others."""

from __future__ import annotations

import asyncio
import io

import httpx
import msgspec

from application.streams import stream_name
from server.adapters import audit
from server.config import Settings
from tests.server.api import create_campaign, problem
from tests.server.servers import make_app, serving


async def test_the_gm_exports_what_the_command_line_exports(api: httpx.AsyncClient) -> None:
    c = await create_campaign(api, name="Exported")
    player = await c.add_member("Pat", "player")
    char = (await c.ok("td.create_character", {"name": "Robin"}, who=player))["events"][0]["data"]["character_id"]
    table = await c.open_table(mode="verifiable")
    for visibility in ("public", "blind"):
        await c.ok("td.roll", {"table_id": table, "character_id": char, "visibility": visibility}, who=player)

    r = await api.get(f"{c.base}/export", headers=c.gm.headers)
    assert r.status_code == 200, r.text
    assert r.headers["content-type"].startswith("application/x-ndjson")
    assert r.headers["content-disposition"] == f'attachment; filename="campaign-{c.id}.ndjson"'
    assert r.headers["chronicle-open-verifiable-tables"] == "1"  # its seed stays here
    expected = io.BytesIO()
    await audit.export_campaigns(api.app.state.services.store, [c.id], expected)  # type: ignore[attr-defined]
    assert r.content == expected.getvalue()

    header, *lines = r.content.splitlines()
    head = msgspec.json.decode(header)["streams"][stream_name(c.id)]
    report = (await api.get(f"{c.base}/integrity", headers=c.gm.headers)).json()
    assert (
        (head["events"], head["head_hash"])
        == (len(lines), report["head_hash"])
        == (await c.version() + 1, head["head_hash"])
    )
    assert any(b'"visibility":"blind"' in line for line in lines)  # hidden rolls included: hence GM only

    body = problem(await api.get(f"{c.base}/export", headers=player.headers), 403, "gm_only")
    assert body["data"]["role"] == "player"


async def test_a_client_that_leaves_mid_export_frees_its_read(api_settings: Settings) -> None:
    async with serving(make_app(api_settings)) as client:
        c = await create_campaign(client, name="Left")
        player = await c.add_member("Pat", "player")
        char = (await c.ok("td.create_character", {"name": "Robin"}, who=player))["events"][0]["data"]["character_id"]
        table = await c.open_table(mode="server")
        for _ in range(30):
            await c.ok("td.roll", {"table_id": table, "character_id": char}, who=player)
        limits = client.app.state.read_limits  # type: ignore[attr-defined]
        async with client.stream("GET", f"{c.base}/export", headers=c.gm.headers) as r:
            assert r.status_code == 200
            async for _ in r.aiter_raw(256):
                break  # the client goes away after its first bytes
        for _ in range(500):
            if limits.running == 0:
                break
            await asyncio.sleep(0.01)
        assert limits.running == 0
        # the connection the export held went back: the campaign reads and exports on
        r = await client.get(f"{c.base}/export", headers=c.gm.headers)
        assert r.status_code == 200 and r.content.count(b"\n") == await c.version() + 2
