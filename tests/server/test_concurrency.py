"""Optimistic concurrency: If-Match → 412 when the campaign moved on; otherwise re-decide (bounded) → 409.

Two apps on one database stand for two server processes: each keeps its own cached states, so a write
through one leaves the other's cache behind, as in production.
"""

from __future__ import annotations

import asyncio

import httpx

from server.config import Settings
from tests.server.api import Campaign, Member, create_campaign, problem
from tests.server.conftest import make_app, serving


def _as_seen_by(other: httpx.AsyncClient, c: Campaign) -> Campaign:
    return Campaign(other, c.id, c.gm, c.ruleset, c.members)


async def test_if_match_current_version_applies(api) -> None:
    c = await create_campaign(api)
    version = await c.version()
    r = await c.command("td.create_character", {"name": "Robin"}, headers={"If-Match": f'"{version}"'})
    assert r.status_code == 200
    assert r.headers["ETag"] == f'"{version + 1}"'


async def test_if_match_stale_version_is_412(api) -> None:
    c = await create_campaign(api)
    version = await c.version()
    await c.ok("td.create_character", {"name": "Robin"})
    body = problem(
        await c.command("td.create_character", {"name": "Marian"}, headers={"If-Match": str(version)}),
        412,
        "version_mismatch",
    )
    assert body["data"] == {"expected": version, "actual": version + 1}
    assert await c.version() == version + 1


async def test_other_process_moved_on_if_match_is_412_without_it_the_command_is_redecided(api, api_settings) -> None:
    c = await create_campaign(api)
    made = await c.ok("td.create_character", {"name": "Robin"})
    char = made["events"][0]["data"]["character_id"]
    async with serving(make_app(api_settings)) as other_client:
        other = _as_seen_by(other_client, c)
        seen = await other.version()  # the other process caches the campaign now
        await c.ok("td.spend_luck", {"character_id": char})  # written through the first process
        # the other process's cache is stale; If-Match with the version it knew → 412
        problem(await other.command("td.spend_luck", {"character_id": char}, headers={"If-Match": str(seen)}), 412)
        # without If-Match it catches up and decides on the newest state: luck 3 → 2 → 1
        r = await other.command("td.spend_luck", {"character_id": char})
        assert r.status_code == 200, r.text
        assert r.json()["events"][0]["data"]["left"] == 1
        assert r.json()["version"] == seen + 2


async def test_retries_exhausted_is_409(api, api_settings: Settings) -> None:
    c = await create_campaign(api)
    made = await c.ok("td.create_character", {"name": "Robin"})
    char = made["events"][0]["data"]["character_id"]
    async with serving(make_app(api_settings.with_(command_retries=0))) as other_client:
        other = _as_seen_by(other_client, c)
        before = await other.version()
        await c.ok("td.spend_luck", {"character_id": char})
        body = problem(await other.command("td.spend_luck", {"character_id": char}), 409, "concurrency_conflict")
        assert body["data"]["version"] == before + 1
        assert await c.version() == before + 1


async def test_many_writers_in_two_processes_land_exactly_once(api_settings: Settings) -> None:
    patient = api_settings.with_(command_retries=1000)  # exactly-once is the point here, not the retry bound
    async with serving(make_app(patient)) as one, serving(make_app(patient)) as two:
        c = await create_campaign(one)
        players: list[Member] = [await c.add_member(f"P{i}") for i in range(4)]
        start = await c.version()
        other = _as_seen_by(two, c)
        await other.version()

        async def write(i: int) -> int:
            target = c if i % 2 else other
            r = await target.command("td.create_character", {"name": f"R{i}"}, players[i % 4])
            assert r.status_code == 200, r.text
            return int(r.json()["version"])

        versions = await asyncio.gather(*(write(i) for i in range(24)))
        assert sorted(versions) == list(range(start + 1, start + 25))
        events = await c.events(after=start)
        assert [e["version"] for e in events] == list(range(start + 1, start + 25))
        assert sorted(e["data"]["name"] for e in events) == sorted(f"R{i}" for i in range(24))


async def test_a_weak_if_match_never_matches_412(api) -> None:
    """RFC 9110 §13.1.1: If-Match compares strongly, so `W/"n"` matches no version, not even the current one."""
    c = await create_campaign(api)
    version = await c.version()
    weak = f'W/"{version}"'
    body = problem(await c.command("td.create_character", {"name": "Robin"}, headers={"If-Match": weak}), 412)
    assert body["code"] == "weak_if_match" and body["data"] == {"if_match": weak}
    assert f'"{version}"' in body["detail"]
    assert await c.version() == version  # nothing written
    strong = await c.command("td.create_character", {"name": "Robin"}, headers={"If-Match": f'"{version}"'})
    assert strong.status_code == 200, strong.text


async def test_a_refused_condition_or_conflict_is_the_keys_answer(api, api_settings: Settings) -> None:
    """A 412 or 409 is stored with the Idempotency-Key: the same key and body get it again (replayed), even once
    the condition would hold; a new key tries again."""
    c = await create_campaign(api)
    made = await c.ok("td.create_character", {"name": "Robin"})
    char = made["events"][0]["data"]["character_id"]
    version = await c.version()
    await c.ok("td.spend_luck", {"character_id": char})
    key = {"Idempotency-Key": "stale-1", "If-Match": f'"{version}"'}
    first = await c.command("td.spend_luck", {"character_id": char}, headers=key)
    problem(first, 412, "version_mismatch")
    again = await c.command("td.spend_luck", {"character_id": char}, headers=key)
    assert again.status_code == 412 and again.content == first.content
    assert again.headers["Idempotent-Replayed"] == "true"
    # the same key with the version that now holds: still the stored answer (the key's request is its body)
    current = {**key, "If-Match": f'"{version + 1}"'}
    assert (await c.command("td.spend_luck", {"character_id": char}, headers=current)).content == first.content
    fresh = await c.command("td.spend_luck", {"character_id": char}, headers={**current, "Idempotency-Key": "stale-2"})
    assert fresh.status_code == 200, fresh.text

    async with serving(make_app(api_settings.with_(command_retries=0))) as other_client:
        other = _as_seen_by(other_client, c)
        await other.version()  # cached there, then moved on here
        await c.ok("td.grant_luck", {"character_id": char})
        keyed = {"Idempotency-Key": "conflict-1"}
        conflict = await other.command("td.spend_luck", {"character_id": char}, headers=keyed)
        problem(conflict, 409, "concurrency_conflict")
        after = await c.version()
        replayed = await other.command("td.spend_luck", {"character_id": char}, headers=keyed)
        assert replayed.status_code == 409 and replayed.content == conflict.content
        assert replayed.headers["Idempotent-Replayed"] == "true"
        assert await c.version() == after  # nothing decided again
