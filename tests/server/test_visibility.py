"""Hidden rolls reach only those who may see them: command responses, the log, state reads, past states."""

from __future__ import annotations

from typing import Any

from tests.server.api import Campaign, Member, create_campaign


async def _setup(api: Any) -> tuple[Campaign, Member, Member, Member, str, str]:
    c = await create_campaign(api)
    ann = await c.add_member("Ann")
    bob = await c.add_member("Bob")
    watcher = await c.add_member("Wendy", role="observer")
    table = await c.open_table()
    made = await c.ok("td.create_character", {"name": "Robin"}, ann)
    return c, ann, bob, watcher, table, made["events"][0]["data"]["character_id"]


def _only(events: list[dict[str, Any]], version: int) -> dict[str, Any]:
    (event,) = [e for e in events if e["version"] == version]
    return event


def _assert_hidden(event: dict[str, Any], roller: str) -> None:
    assert event["type"] == "roll.hidden"
    assert event["data"] == {
        "type": "roll.hidden",
        "table_id": event["data"]["table_id"],
        "roller_id": roller,
        "visibility": event["data"]["visibility"],
    }
    assert "hash" not in event and "id" not in event and "metadata" not in event


async def test_blind_roll_is_hidden_from_everyone_but_the_gm(api) -> None:
    c, ann, bob, watcher, table, char = await _setup(api)
    r = await c.ok("td.roll", {"table_id": table, "character_id": char, "count": 3, "visibility": "blind"}, ann)
    (shown,) = r["events"]
    _assert_hidden(shown, ann.member_id)  # the roller learns only that they rolled
    version = r["version"]

    full = _only(await c.events(), version)
    assert full["type"] == "td.rolled" and len(full["data"]["rolls"][0]["faces"]) == 3 and full["hash"]
    for who in (ann, bob, watcher):
        _assert_hidden(_only(await c.events(who), version), ann.member_id)
        state = (await api.get(f"{c.base}/state", headers=who.headers)).json()["state"]
        assert all(v == {"hidden": True} for v in state["game"]["rolls"].values()), state["game"]["rolls"]
        past = (await api.get(f"{c.base}/state", params={"at": version}, headers=who.headers)).json()["state"]
        assert all(v == {"hidden": True} for v in past["game"]["rolls"].values())
        summary = (await api.get(c.base, headers=who.headers)).json()
        assert summary["hidden_rolls"] == [{"version": version, "roller_id": ann.member_id}]
    gm_state = (await api.get(f"{c.base}/state", headers=c.gm.headers)).json()["state"]
    (roll,) = gm_state["game"]["rolls"].values()
    assert roll["faces"] == full["data"]["rolls"][0]["faces"]


async def test_gm_only_roll_is_seen_by_its_roller_and_the_gm(api) -> None:
    c, ann, bob, watcher, table, char = await _setup(api)
    r = await c.ok("td.roll", {"table_id": table, "character_id": char, "visibility": "gm"}, ann)
    (shown,) = r["events"]
    assert shown["type"] == "td.rolled" and shown["hash"]
    version = r["version"]
    assert _only(await c.events(ann), version)["type"] == "td.rolled"
    assert _only(await c.events(), version)["type"] == "td.rolled"
    for who in (bob, watcher):
        _assert_hidden(_only(await c.events(who), version), ann.member_id)


async def test_reveal_opens_the_roll_to_everyone(api) -> None:
    c, ann, bob, watcher, table, char = await _setup(api)
    r = await c.ok("td.roll", {"table_id": table, "character_id": char, "visibility": "blind"}, ann)
    version = r["version"]
    # only the GM reveals
    assert (await c.command("campaign.reveal_roll", {"version": version}, ann)).status_code == 403
    await c.ok("campaign.reveal_roll", {"version": version})
    for who in (ann, bob, watcher):
        event = _only(await c.events(who), version)
        assert event["type"] == "td.rolled" and event["hash"]
        state = (await api.get(f"{c.base}/state", headers=who.headers)).json()["state"]
        (roll,) = state["game"]["rolls"].values()
        assert roll["faces"] == event["data"]["rolls"][0]["faces"]


async def test_public_roll_and_filters_by_type_table_character(api) -> None:
    c, ann, bob, _watcher, table, char = await _setup(api)
    await c.ok("td.roll", {"table_id": table, "character_id": char}, ann)
    await c.ok("td.roll", {"table_id": table, "character_id": char, "visibility": "blind"}, ann)
    rolls = await c.events(bob, type="td.rolled")
    assert [e["type"] for e in rolls] == ["td.rolled"]  # the blind one is `roll.hidden` to Bob
    hidden = await c.events(bob, type="roll.hidden")
    assert len(hidden) == 1
    at_table = await c.events(bob, table_id=table)
    assert {e["type"] for e in at_table} == {"td.rolled", "roll.hidden", "campaign.table_opened"}
    about = await c.events(c.gm, character_id=char)
    assert [e["type"] for e in about] == ["td.character_created", "td.rolled", "td.rolled"]
