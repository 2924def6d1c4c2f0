"""Tamper evidence over HTTP (`GET /campaigns/{id}/integrity`) and on the command line (`chronicle verify`),
against a server on a database of its own that the tests tamper with."""

from __future__ import annotations

import io
import json
from typing import Any

from application.streams import stream_name
from server.cli import audit as audit_cli
from server.config import Settings
from tests.server.api import Campaign, create_campaign, problem
from tests.server.audit_support import OwnServer, own_server, play_verifiable_table, tamper


async def _integrity(own: OwnServer, c: Campaign, **params: Any) -> dict[str, Any]:
    r = await own.client.get(f"{c.base}/integrity", params=params, headers=c.gm.headers)
    assert r.status_code == 200, r.text
    return r.json()  # type: ignore[no-any-return]


async def _verify(own: OwnServer, campaign: str | None, published: str | None = None) -> tuple[int, str]:
    out = io.StringIO()
    status = await audit_cli.verify(
        own.database_url,
        campaign,
        audit_cli.audit.parse_published(published) if published else None,
        progress=False,
        out=out,
    )
    return status, out.getvalue()


async def test_integrity_reports_the_head_to_publish(api) -> None:
    played = await play_verifiable_table(api)
    c = played.campaign
    events = await c.events()
    report = (await api.get(f"{c.base}/integrity", headers=played.player.headers)).json()
    assert report == {
        "campaign_id": c.id,
        "ok": True,
        "events": len(events),
        "head_version": events[-1]["version"],
        "head_hash": events[-1]["hash"],
        "first_bad_version": None,
        "problem": None,
        "reason": None,
        "published_version": None,
        "published_matches": None,
    }
    # the head published at some earlier point still verifies later
    middle = events[len(events) // 2]
    params = {"published_version": middle["version"], "published_hash": middle["hash"]}
    later = (await api.get(f"{c.base}/integrity", params=params, headers=c.gm.headers)).json()
    assert later["ok"] and later["published_matches"] and later["published_version"] == middle["version"]
    # a wrong published hash for an intact log: the log is not the one that was shared
    params["published_hash"] = "0" * 64
    other = (await api.get(f"{c.base}/integrity", params=params, headers=c.gm.headers)).json()
    assert (other["ok"], other["problem"], other["published_matches"]) == (False, "rewritten", False)
    # both halves of a published head, well-formed
    problem(await api.get(f"{c.base}/integrity", params={"published_version": 3}, headers=c.gm.headers), 400)
    bad_hash = {"published_version": 3, "published_hash": "xyz"}
    problem(await api.get(f"{c.base}/integrity", params=bad_hash, headers=c.gm.headers), 400)
    # members only
    problem(await api.get(f"{c.base}/integrity"), 401, "token_missing")
    stranger = await create_campaign(api)
    problem(await api.get(f"{c.base}/integrity", headers=stranger.gm.headers), 403, "token_wrong_campaign")


async def test_a_tampered_event_is_found_at_its_exact_version(server_url: str, api_settings: Settings) -> None:
    async with own_server(server_url, api_settings) as own:
        played = await play_verifiable_table(own.client)
        other = await play_verifiable_table(own.client)
        c = played.campaign
        events = await c.events()
        target = events[7]
        edited = json.dumps({**target["data"], "name": "Rewritten"})
        stream = stream_name(c.id)
        await tamper(
            own.database_url,
            ("UPDATE events SET data = $1::json WHERE stream = $2 AND version = $3", edited, stream, 7),
        )
        report = await _integrity(own, c)
        assert (report["ok"], report["first_bad_version"], report["problem"]) == (False, 7, "altered")
        assert (report["head_version"], report["head_hash"]) == (6, events[6]["hash"])
        assert report["events"] == 8
        # a recap checks the chain across its table's events and finds the same altered event
        url = f"{c.base}/tables/{played.table_id}/recap"
        recap = (await own.client.get(url, params={"format": "json"}, headers=c.gm.headers)).json()["integrity"]
        opened = next(e["version"] for e in events if e["type"] == "campaign.table_opened")
        assert (recap["ok"], recap["first_bad_version"], recap["checked"]) == (False, 7, 7 - opened + 1)
        assert (recap["checked_from"], recap["head_version"], recap["head_hash"]) == (opened, 6, events[6]["hash"])

        status, out = await _verify(own, c.id)
        assert status == 1
        assert out.startswith(f"{c.id}  ALTERED   at version 7: the event at version 7 was altered")
        assert f"last good head 6:{events[6]['hash']}" in out
        # every campaign of the database: the untouched one verifies, the tampered one does not
        status, out = await _verify(own, None)
        assert status == 1
        assert f"{other.campaign.id}  ok" in out and f"{c.id}  ALTERED" in out
        assert out.endswith("2 campaign(s) verified, 1 with a broken or rewritten log\n")
        untouched, _ = await _verify(own, other.campaign.id)
        assert untouched == 0


async def test_a_recap_whose_table_starts_after_a_deleted_first_event_reports_it(
    server_url: str, api_settings: Settings
) -> None:
    async with own_server(server_url, api_settings) as own:
        c = await create_campaign(own.client)
        table = await c.open_table()  # version 1: the table's range is chained from version 0
        await tamper(own.database_url, ("DELETE FROM events WHERE stream = $1 AND version = 0", stream_name(c.id)))
        r = await own.client.get(f"{c.base}/tables/{table}/recap", params={"format": "json"}, headers=c.gm.headers)
        assert r.status_code == 200, r.text
        recap = r.json()["integrity"]
        assert (recap["ok"], recap["head_version"], recap["head_hash"]) == (False, None, None)


async def test_a_deleted_event_is_found(server_url: str, api_settings: Settings) -> None:
    async with own_server(server_url, api_settings) as own:
        played = await play_verifiable_table(own.client)
        c = played.campaign
        events = await c.events()
        doomed = played.roll_versions[2]  # the GM-only roll nobody liked
        stream = stream_name(c.id)
        await tamper(own.database_url, ("DELETE FROM events WHERE stream = $1 AND version = $2", stream, doomed))
        report = await _integrity(own, c)
        assert (report["ok"], report["first_bad_version"], report["problem"]) == (False, doomed, "deleted")
        assert report["head_hash"] == events[doomed - 1]["hash"]
        status, out = await _verify(own, c.id)
        assert status == 1 and f"DELETED   at version {doomed}" in out

        # the tail removed too, with any snapshot that would give it away (a campaign's snapshot points are
        # offset by its id, so one may fall among these few events): only the published head can tell
        last = events[-1]
        await tamper(
            own.database_url,
            ("DELETE FROM events WHERE stream = $1 AND version >= $2", stream, doomed),
            ("DELETE FROM snapshots WHERE stream = $1", stream),
        )
        assert (await _integrity(own, c))["ok"]
        published = {"published_version": last["version"], "published_hash": last["hash"]}
        report = await _integrity(own, c, **published)
        assert (report["ok"], report["problem"], report["first_bad_version"]) == (False, "truncated", doomed)
        status, out = await _verify(own, c.id, f"{last['version']}:{last['hash']}")
        assert status == 1 and f"TRUNCATED at version {doomed}" in out


async def test_verify_on_an_intact_database(server_url: str, api_settings: Settings) -> None:
    async with own_server(server_url, api_settings) as own:
        one = (await play_verifiable_table(own.client)).campaign
        two = await create_campaign(own.client)
        status, out = await _verify(own, None)
        assert status == 0
        lines = out.splitlines()
        assert sorted(line.split()[:2] for line in lines[:2]) == sorted([[one.id, "ok"], [two.id, "ok"]])
        assert lines[-1] == "2 campaign(s) verified, 0 with a broken or rewritten log"
        events = await one.events()
        status, out = await _verify(own, one.id, f"{events[-1]['version']}:{events[-1]['hash']}")
        assert status == 0
        assert out == (
            f"{one.id}  ok        {len(events)} events  head {events[-1]['version']}:{events[-1]['hash']}"
            f"  (leads to the published head at version {events[-1]['version']})\n"
        )
        json_out = io.StringIO()
        assert await audit_cli.verify(own.database_url, None, as_json=True, progress=False, out=json_out) == 0
        parsed = json.loads(json_out.getvalue())
        assert parsed["ok"]
        assert {r["stream"] for r in parsed["campaigns"]} == {stream_name(one.id), stream_name(two.id)}
