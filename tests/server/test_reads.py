"""Reads: ETags, entities, state as of any past version, paging the log, the hash chain, health."""

from __future__ import annotations

import uuid

from application.streams import stream_name
from tests.server.api import create_campaign, problem
from tests.server.servers import make_app, serving


async def test_reads_carry_the_version_as_etag(api) -> None:
    c = await create_campaign(api)
    table = await c.open_table()
    made = await c.ok("td.create_character", {"name": "Robin"})
    char = made["events"][0]["data"]["character_id"]
    version = made["version"]
    for path in ("", "/state", "/events", f"/characters/{char}", f"/tables/{table}"):
        r = await api.get(c.base + path, headers=c.gm.headers)
        assert r.status_code == 200, (path, r.text)
        assert r.headers["ETag"] == f'"{version}"', path


async def test_entities(api) -> None:
    c = await create_campaign(api)
    ann = await c.add_member("Ann")
    table = await c.open_table()
    char = (await c.ok("td.create_character", {"name": "Robin"}, ann))["events"][0]["data"]["character_id"]
    character = (await api.get(f"{c.base}/characters/{char}", headers=ann.headers)).json()
    assert character["entity"] == f"character:{char}"
    assert character["state"]["owner_id"] == ann.member_id
    assert character["state"]["sheet"]["luck"] == 3
    t = (await api.get(f"{c.base}/tables/{table}", headers=ann.headers)).json()["state"]
    assert t["open"] and t["dice_mode"] == "server"
    member = (
        await api.get(f"{c.base}/state", params={"entity": f"member:{ann.member_id}"}, headers=ann.headers)
    ).json()
    assert member["state"]["role"] == "player"
    summary = (await api.get(c.base, headers=ann.headers)).json()
    assert summary["you"] == {"member_id": ann.member_id, "role": "player", "name": "Ann"}
    assert {m["name"] for m in summary["members"]} == {"Gemma", "Ann"}
    problem(await api.get(f"{c.base}/conflicts/none", headers=ann.headers), 404, "entity_not_found")
    problem(await api.get(f"{c.base}/state", params={"entity": "dragon:1"}, headers=ann.headers), 400)


async def test_state_at_any_past_version(api) -> None:
    c = await create_campaign(api)
    char = (await c.ok("td.create_character", {"name": "Robin"}))["events"][0]["data"]["character_id"]
    versions = []
    for _ in range(3):
        versions.append((await c.ok("td.spend_luck", {"character_id": char}))["version"])
    for v, luck in zip(versions, (2, 1, 0), strict=True):
        r = await api.get(f"{c.base}/state", params={"at": v, "entity": f"character:{char}"}, headers=c.gm.headers)
        assert r.status_code == 200 and r.headers["ETag"] == f'"{v}"'
        assert r.json()["state"]["sheet"]["luck"] == luck
        assert r.json()["current_version"] == versions[-1]
    before = (await api.get(f"{c.base}/state", params={"at": 0}, headers=c.gm.headers)).json()
    assert before["state"]["characters"] == {} and before["version"] == 0
    problem(
        await api.get(f"{c.base}/state", params={"at": 0, "entity": f"character:{char}"}, headers=c.gm.headers),
        404,
        "entity_not_found",
    )
    body = problem(
        await api.get(f"{c.base}/state", params={"at": 999}, headers=c.gm.headers), 422, "version_out_of_range"
    )
    assert body["data"] == {"at": 999, "version": versions[-1]}


async def test_state_at_uses_snapshots_and_matches_a_full_replay(api_settings) -> None:
    async with serving(make_app(api_settings.with_(snapshot_every=5))) as client:
        c = await create_campaign(client)
        char = (await c.ok("td.create_character", {"name": "Robin"}))["events"][0]["data"]["character_id"]
        for _ in range(12):
            await c.ok("td.grant_luck", {"character_id": char})
        services = client.app.state.services  # type: ignore[attr-defined]
        await services.snapshots.flush()  # written in the background
        snap = await services.store.load_snapshot(stream_name(c.id))
        newest = await services.store.stream_version(stream_name(c.id))
        assert snap is not None and newest - 5 < snap.version <= newest  # its last snapshot point (at its own offset)
        latest = (await client.get(f"{c.base}/characters/{char}", headers=c.gm.headers)).json()
        services.repository.forget(uuid.UUID(c.id))  # load again: snapshot + newer events
        reloaded = (await client.get(f"{c.base}/characters/{char}", headers=c.gm.headers)).json()
        assert reloaded == latest and latest["state"]["sheet"]["luck"] == 15
        for at in (3, 10, 12):
            past = (
                await client.get(
                    f"{c.base}/state", params={"at": at, "entity": f"character:{char}"}, headers=c.gm.headers
                )
            ).json()
            assert past["state"]["sheet"]["luck"] == 3 + (at - 1)


async def test_events_paging(api) -> None:
    c = await create_campaign(api)
    char = (await c.ok("td.create_character", {"name": "Robin"}))["events"][0]["data"]["character_id"]
    for _ in range(7):
        await c.ok("td.grant_luck", {"character_id": char})
    seen: list[int] = []
    after = -1
    while True:
        page = (await api.get(f"{c.base}/events", params={"after": after, "limit": 3}, headers=c.gm.headers)).json()
        seen += [e["version"] for e in page["events"]]
        after = page["next_after"]
        if not page["more"]:
            break
    assert seen == list(range(0, 9))
    page = (
        await api.get(
            f"{c.base}/events",
            params={"type": ["td.luck_granted", "campaign.created"], "limit": 100},
            headers=c.gm.headers,
        )
    ).json()
    assert [e["type"] for e in page["events"]] == ["campaign.created"] + ["td.luck_granted"] * 7
    for e in page["events"]:
        assert len(e["hash"]) == 64 and e["position"] > 0
    problem(await api.get(f"{c.base}/events", params={"limit": 0}, headers=c.gm.headers), 400)


async def test_integrity_and_health(api) -> None:
    c = await create_campaign(api)
    await c.ok("td.create_character", {"name": "Robin"})
    r = (await api.get(f"{c.base}/integrity", headers=c.gm.headers)).json()
    assert r["ok"] and r["events"] == 2 and r["head_version"] == 1 and len(r["head_hash"]) == 64
    events = await c.events()
    assert r["head_hash"] == events[-1]["hash"]
    health = (await api.get("/health")).json()
    assert health["status"] == "ok" and health["database"] == "ok" and "test-dice" in health["rulesets"]
