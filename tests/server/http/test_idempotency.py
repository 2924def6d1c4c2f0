"""Idempotency-Key: a retry returns the first response and appends nothing; another body is a 422."""

from __future__ import annotations

import asyncio
import uuid

from application.principal import Principal
from tests.server.api import create_campaign, problem
from tests.server.dice_ruleset import Roll


async def test_retry_returns_the_first_response_without_rolling_again(api) -> None:
    c = await create_campaign(api)
    table = await c.open_table()
    made = await c.ok("td.create_character", {"name": "Robin"})
    char = made["events"][0]["data"]["character_id"]
    key = {"Idempotency-Key": str(uuid.uuid4())}
    body = {"table_id": table, "character_id": char, "count": 5}
    first = await c.command("td.roll", body, headers=key)
    assert first.status_code == 200
    version = await c.version()
    again = await c.command("td.roll", body, headers=key)
    assert again.status_code == 200
    assert again.content == first.content  # same faces: the dice were not rolled again
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.headers["ETag"] == first.headers["ETag"]
    assert await c.version() == version
    assert len([e for e in await c.events() if e["type"] == "td.rolled"]) == 1


async def test_same_key_other_body_is_422(api) -> None:
    c = await create_campaign(api)
    key = {"Idempotency-Key": "k-" + uuid.uuid4().hex}
    assert (await c.command("td.create_character", {"name": "Robin"}, headers=key)).status_code == 200
    problem(await c.command("td.create_character", {"name": "Marian"}, headers=key), 422, "idempotency_key_reused")
    # another endpoint with the same key is another request too
    problem(await c.command("campaign.open_table", {"name": "x"}, headers=key), 422, "idempotency_key_reused")


async def test_refusals_are_replayed_too(api) -> None:
    c = await create_campaign(api)
    key = {"Idempotency-Key": uuid.uuid4().hex}
    first = await c.command("td.grant_luck", {"character_id": "ghost"}, headers=key)
    problem(first, 404, "character_not_found")
    again = await c.command("td.grant_luck", {"character_id": "ghost"}, headers=key)
    assert again.content == first.content and again.status_code == 404
    assert again.headers["Idempotent-Replayed"] == "true"


async def test_keys_are_scoped_per_token(api) -> None:
    c = await create_campaign(api)
    ann = await c.add_member("Ann")
    key = {"Idempotency-Key": "shared-key"}
    a = await c.command("td.create_character", {"name": "Robin"}, ann, headers=key)
    g = await c.command("td.create_character", {"name": "Robin"}, headers=key)
    assert a.status_code == g.status_code == 200
    assert a.json()["events"][0]["data"]["character_id"] != g.json()["events"][0]["data"]["character_id"]


async def test_concurrent_retries_append_once(api) -> None:
    c = await create_campaign(api)
    key = {"Idempotency-Key": uuid.uuid4().hex}
    before = await c.version()
    results = await asyncio.gather(
        *(c.command("td.create_character", {"name": "Robin"}, headers=key) for _ in range(8))
    )
    statuses = sorted(r.status_code for r in results)
    assert set(statuses) <= {200, 409}, statuses
    ok = [r for r in results if r.status_code == 200]
    assert len({r.content for r in ok}) == 1
    for r in results:
        if r.status_code == 409:
            problem(r, 409, "idempotency_in_progress")
    assert await c.version() == before + 1


async def test_creating_a_campaign_is_idempotent_and_its_token_is_not_stored_in_clear(api) -> None:
    key = {"Idempotency-Key": uuid.uuid4().hex}
    body = {"name": "Once", "ruleset": "test-dice"}
    first = await api.post("/campaigns", json=body, headers=key)
    again = await api.post("/campaigns", json=body, headers=key)
    assert first.status_code == again.status_code == 201
    assert first.content == again.content
    token = first.json()["issued"]["token"]
    services = api.app.state.services
    stored = await services.store.pool.fetch(
        "SELECT body, sealed FROM chronicle_idempotency WHERE key = $1", key["Idempotency-Key"]
    )
    assert len(stored) == 1 and stored[0]["sealed"]
    assert token.encode() not in bytes(stored[0]["body"])


async def test_lost_reply_after_commit_is_not_appended_twice(api) -> None:
    """A keyed command whose first attempt committed but never answered (a crash) runs again: the events'
    ids derive from the key, so the store recognises them and the first outcome comes back."""
    c = await create_campaign(api)
    table = await c.open_table()
    made = await c.ok("td.create_character", {"name": "Robin"})
    char = made["events"][0]["data"]["character_id"]
    services = api.app.state.services
    principal = Principal(uuid.UUID(c.id), c.gm.member_id, c.gm.token_id)
    command = Roll(table_id=table, character_id=char, count=4)
    scope = f"{c.id}:{c.gm.token_id}\0lost-reply"
    first = await services.commands.execute(uuid.UUID(c.id), principal, command, key_scope=scope)
    services.repository.forget(uuid.UUID(c.id))  # as if another process, or a restart, handled the retry
    second = await services.commands.execute(uuid.UUID(c.id), principal, command, key_scope=scope)
    assert second.replayed
    assert [r.id for r in second.recorded] == [r.id for r in first.recorded]
    assert second.events == first.events
    assert await c.version() == first.version


async def test_invalid_key_is_a_400(api) -> None:
    c = await create_campaign(api)
    body = problem(await c.command("td.create_character", {"name": "R"}, headers={"Idempotency-Key": "x" * 300}), 400)
    assert body["errors"][0]["field"] in ("Idempotency-Key", "idempotency-key")
