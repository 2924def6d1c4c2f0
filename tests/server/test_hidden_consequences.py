"""What follows from a hidden roll is hidden with it, on every read path, until the roll is revealed.

The test-dice ruleset's `td.roll` with `judge` appends, in the same command, whether the roll succeeded
(`td.judged`); `td.claim` is a later command whose `td.claimed` names the roll's record (`roll_id`), so the
ruleset's `follows_roll` hook ties it to the roll. A player who may not see the roll (its blind roller, another
player) and an observer see both as `roll.hidden` stubs naming the roll they belong to — in the command's
response, the log, the live feed, replays and recaps — and the hidden roll's event id reaches none of them
(docs/api.md, Visibility: the id is what keeps a hash from being tested against guessed faces).
"""

from __future__ import annotations

import uuid
from typing import Any

import httpx

from tests.server.api import Campaign, Member, create_campaign
from tests.server.live.servers import sse_lines

STUB_KEYS = {"type", "table_id", "roller_id", "visibility", "follows"}


async def _play(api: httpx.AsyncClient) -> tuple[Campaign, Member, Member, Member, str, dict[str, Any], int]:
    """A blind judged roll by Ann and the GM's claim of it; returns the campaign, members, the table, the GM's
    view of the roll's command, and the claim's version."""
    c = await create_campaign(api)
    ann = await c.add_member("Ann")
    bob = await c.add_member("Bob")
    watcher = await c.add_member("Wendy", role="observer")
    table = await c.open_table()
    made = await c.ok("td.create_character", {"name": "Robin"}, ann)
    char = made["events"][0]["data"]["character_id"]
    body = {"table_id": table, "character_id": char, "count": 3, "visibility": "blind", "judge": True}
    rolled = await c.ok("td.roll", body, ann)
    roll_version = rolled["version"] - 1
    stub_roll, stub_judged = rolled["events"]
    assert stub_roll["type"] == "roll.hidden" and "follows" not in stub_roll["data"]
    assert stub_judged["type"] == "roll.hidden" and stub_judged["data"]["follows"] == roll_version
    assert set(stub_judged) == {"version", "position", "type", "data", "recorded_at"}, stub_judged
    gm_log = await c.events()
    full = {e["version"]: e for e in gm_log}
    assert full[roll_version]["type"] == "td.rolled" and full[roll_version + 1]["type"] == "td.judged"
    roll_id = full[roll_version]["data"]["roll_id"]
    claimed = await c.ok("td.claim", {"roll_id": roll_id})
    assert claimed["events"][0]["type"] == "td.claimed"  # the GM sees it
    return c, ann, bob, watcher, table, full, claimed["version"]


def _secrets(full: dict[int, dict[str, Any]], versions: list[int]) -> list[str]:
    """What must not reach a viewer of the hidden roll: the ids of its events (which its hashes cover: a hash
    shown as a chain's head reveals nothing while the id stays secret)."""
    return [full[v]["id"] for v in versions]


async def test_consequences_of_a_hidden_roll_are_hidden_on_every_read_path(api: httpx.AsyncClient) -> None:
    c, ann, bob, watcher, table, full, claim_version = await _play(api)
    roll_version = min(v for v, e in full.items() if e["type"] == "td.rolled")
    judged_version = roll_version + 1
    full[claim_version] = (await c.events(after=claim_version - 1))[0]
    secrets = _secrets(full, [roll_version, judged_version, claim_version])

    for who in (ann, bob, watcher):
        log = {e["version"]: e for e in await c.events(who)}
        for v in (judged_version, claim_version):
            assert log[v]["type"] == "roll.hidden", (who.role, log[v])
            assert set(log[v]["data"]) == STUB_KEYS and log[v]["data"]["follows"] == roll_version
            assert "hash" not in log[v] and "id" not in log[v] and "metadata" not in log[v]
        shown = (await api.get(f"{c.base}/events", params={"type": "td.judged"}, headers=who.headers)).json()
        assert shown["events"] == []  # filters apply to what is shown

        replay = (await api.get(f"{c.base}/tables/{table}/replay", headers=who.headers)).json()
        steps = {s["version"]: s for s in replay["steps"]}
        assert steps[judged_version]["event"]["type"] == "roll.hidden"
        assert steps[judged_version]["text"] == "Ann's hidden roll has consequences"
        recap = await api.get(f"{c.base}/tables/{table}/recap", params={"format": "json"}, headers=who.headers)
        assert recap.status_code == 200, recap.text
        integrity = await api.get(f"{c.base}/integrity", headers=who.headers)
        assert integrity.status_code == 200, integrity.text
        state = await api.get(f"{c.base}/state", headers=who.headers)
        for text in (json_text(log), str(replay), recap.text, integrity.text, state.text):
            for secret in secrets:
                assert secret not in text, (who.role, secret)

        frames = await sse_lines(
            api,
            f"{c.base}/live/sse?after={roll_version - 1}",
            who.headers,
            lambda m: any(str(f.get("id")) == str(claim_version) for f in m),
        )
        live = {f["data"]["version"]: f["data"] for f in frames if f.get("data", {}).get("kind") == "event"}
        for v in (roll_version, judged_version, claim_version):
            assert live[v]["type"] == "roll.hidden", (who.role, live[v])
        assert live[judged_version]["data"]["follows"] == roll_version
        for secret in secrets:
            assert secret not in str(frames)

    gm_log = {e["version"]: e for e in await c.events()}
    assert gm_log[judged_version]["type"] == "td.judged" and gm_log[claim_version]["type"] == "td.claimed"


async def test_a_reveal_opens_the_roll_and_what_followed(api: httpx.AsyncClient) -> None:
    c, ann, bob, watcher, table, full, claim_version = await _play(api)
    roll_version = min(v for v, e in full.items() if e["type"] == "td.rolled")
    revealed = await c.ok("campaign.reveal_roll", {"version": roll_version})

    for who in (ann, bob, watcher):
        log = {e["version"]: e for e in await c.events(who)}
        assert [log[v]["type"] for v in (roll_version, roll_version + 1, claim_version)] == [
            "td.rolled",
            "td.judged",
            "td.claimed",
        ]
        assert log[roll_version + 1]["hash"] == full[roll_version + 1]["hash"]
        replay = (await api.get(f"{c.base}/tables/{table}/replay", headers=who.headers)).json()
        assert {s["version"]: s["event"]["type"] for s in replay["steps"]}[roll_version + 1] == "td.judged"

    frames = await sse_lines(
        api,
        f"{c.base}/live/sse?after={roll_version - 1}",
        bob.headers,
        lambda m: any(str(f.get("id")) == str(revealed["version"]) for f in m),
    )
    opened = [f["data"] for f in frames if f.get("data", {}).get("kind") == "revealed"]
    assert [(f["version"], f["type"]) for f in opened] == [
        (roll_version, "td.rolled"),
        (roll_version + 1, "td.judged"),
        (claim_version, "td.claimed"),
    ]


async def test_a_gm_only_roll_shows_its_roller_what_follows(api: httpx.AsyncClient) -> None:
    c = await create_campaign(api)
    ann = await c.add_member("Ann")
    bob = await c.add_member("Bob")
    table = await c.open_table()
    made = await c.ok("td.create_character", {"name": "Robin"}, ann)
    char = made["events"][0]["data"]["character_id"]
    body = {"table_id": table, "character_id": char, "visibility": "gm", "judge": True}
    rolled = await c.ok("td.roll", body, ann)
    assert [e["type"] for e in rolled["events"]] == ["td.rolled", "td.judged"]
    assert [e["type"] for e in (await c.events(bob))[-2:]] == ["roll.hidden", "roll.hidden"]
    assert [e["type"] for e in (await c.events(ann))[-2:]] == ["td.rolled", "td.judged"]


async def test_a_public_roll_has_nothing_hidden(api: httpx.AsyncClient) -> None:
    c = await create_campaign(api)
    ann = await c.add_member("Ann")
    table = await c.open_table()
    made = await c.ok("td.create_character", {"name": "Robin"}, ann)
    char = made["events"][0]["data"]["character_id"]
    rolled = await c.ok("td.roll", {"table_id": table, "character_id": char, "judge": True}, ann)
    assert [e["type"] for e in rolled["events"]] == ["td.rolled", "td.judged"]
    assert all("follows_roll" not in e["metadata"] for e in await c.events())


def json_text(value: Any) -> str:
    import json

    return json.dumps(value)


async def test_what_follows_a_hidden_roll_is_tied_to_it_however_full_the_roll_cache_is(
    api: httpx.AsyncClient, monkeypatch
) -> None:
    """The cache of hidden roll events is shared by every campaign and bounded: a command that needs several
    hidden rolls to tell what it follows must see them all, even when keeping them overflows the cache."""
    monkeypatch.setattr("application.hidden_rolls.HIDDEN_CACHE_SIZE", 1)
    c = await create_campaign(api)
    ann = await c.add_member("Ann")
    table = await c.open_table()
    char = (await c.ok("td.create_character", {"name": "Robin"}, ann))["events"][0]["data"]["character_id"]
    body = {"table_id": table, "character_id": char, "count": 3, "visibility": "blind"}
    first = (await c.ok("td.roll", body, ann))["version"]
    await c.ok("td.roll", body, ann)  # a second hidden roll: keeping both overflows a cache of one
    c.client.app.state.services.repository.forget(uuid.UUID(c.id))  # type: ignore[attr-defined]
    roll_id = {e["version"]: e for e in await c.events()}[first]["data"]["roll_id"]
    claim = await c.ok("td.claim", {"roll_id": roll_id})
    log = {e["version"]: e for e in await c.events(ann)}
    assert log[claim["version"]]["type"] == "roll.hidden" and log[claim["version"]]["data"]["follows"] == first
