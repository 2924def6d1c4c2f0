"""What the web client downloads: each game system's command schemas apart (not the whole API document),
revalidated by ETag, and JSON compressed for a client that accepts it — while commands and live streams are
sent as they are."""

from __future__ import annotations

import re

import httpx

from tests.server.api import create_campaign


async def test_a_game_systems_command_schemas_come_alone_with_an_etag(api: httpx.AsyncClient) -> None:
    whole = await api.get("/schema/openapi.json")
    r = await api.get("/app/commands/scratch-rps")
    assert r.status_code == 200 and r.headers["cache-control"] == "no-cache"
    doc = r.json()
    tags = {path.rsplit("/", 1)[1] for path in doc["paths"]}
    assert "scratch.basic_attack" in tags and "campaign.open_table" in tags
    assert not [t for t in tags if not t.startswith(("scratch.", "campaign."))]
    schemas = doc["components"]["schemas"]
    assert "ScratchBasicAttackRequest" in schemas and not [n for n in schemas if n.startswith("Rr")]
    for name in schemas:  # every schema a kept one refers to is kept too
        assert name in whole.json()["components"]["schemas"]
    refs = set(re.findall(r'"#/components/schemas/([^"]+)"', r.text))
    assert refs and refs <= set(schemas)
    assert len(r.content) * 5 < len(whole.content)
    again = await api.get("/app/commands/scratch-rps", headers={"If-None-Match": r.headers["etag"]})
    assert again.status_code == 304 and again.content == b""
    assert (await api.get("/app/commands/no-such-game")).status_code == 404


async def test_json_is_compressed_for_a_client_that_accepts_it(api: httpx.AsyncClient) -> None:
    c = await create_campaign(api, "scratch-rps")
    plain = await api.get(f"{c.base}/events", headers={**c.gm.headers, "Accept-Encoding": "identity"})
    assert plain.status_code == 200 and "content-encoding" not in plain.headers
    schemas = await api.get("/app/commands/scratch-rps", headers={"Accept-Encoding": "gzip"})
    assert schemas.headers["content-encoding"] == "gzip"
    assert int(schemas.headers["content-length"]) * 4 < len(schemas.content)  # httpx gives the decoded bytes
    ids = []
    for n in range(8):
        body = {
            "sheet": {"name": f"Fighter number {n} of the long brawl", "abilities": {"toughness": 2}},
            "exempt": True,
        }
        made = await api.post(f"{c.base}/commands/scratch.create_character", json=body, headers=c.gm.headers)
        ids.append(made.json()["events"][0]["data"]["character_id"])
    table = await api.post(f"{c.base}/commands/campaign.open_table", json={"name": "Brawl"}, headers=c.gm.headers)
    start = {"table_id": table.json()["events"][0]["data"]["table_id"], "character_ids": ids}
    sent = await api.post(
        f"{c.base}/commands/scratch.start_conflict", json=start, headers={**c.gm.headers, "Accept-Encoding": "gzip"}
    )
    assert sent.status_code == 200 and len(sent.content) > 2048  # large enough to be compressed, were it a read
    assert "content-encoding" not in sent.headers  # commands are sent as they are
    read = await api.get(f"{c.base}/events", headers={**c.gm.headers, "Accept-Encoding": "gzip"})
    assert read.headers["content-encoding"] == "gzip"
