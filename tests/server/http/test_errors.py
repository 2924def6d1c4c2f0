"""Malformed input is a 400 naming the field; every error is application/problem+json with a stable code."""

from __future__ import annotations

from tests.server.api import create_campaign, problem


async def test_unknown_field_is_named(api) -> None:
    c = await create_campaign(api)
    r = await c.command("td.create_character", {"name": "Robin", "nmae": "typo"})
    body = problem(r, 400, "validation_failed")
    assert any("nmae" in (e.get("message", "") + str(e.get("field"))) for e in body["errors"]), body


async def test_missing_field_is_named(api) -> None:
    c = await create_campaign(api)
    r = await c.command("td.spend_luck", {})
    body = problem(r, 400, "validation_failed")
    assert [e["field"] for e in body["errors"]] == ["character_id"], body


async def test_out_of_range_value_is_named(api) -> None:
    c = await create_campaign(api)
    table = await c.open_table()
    r = await c.command("td.roll", {"table_id": table, "character_id": "x", "count": 11})
    body = problem(r, 400, "validation_failed")
    assert body["errors"][0]["field"] == "count"
    assert "<= 10" in body["errors"][0]["message"]


async def test_wrong_type_and_nested_field(api) -> None:
    c = await create_campaign(api)
    table = await c.open_table(mode="physical")
    r = await c.command("td.roll", {"table_id": table, "character_id": "x", "dice": [[1, "six"]]})
    body = problem(r, 400, "validation_failed")
    assert body["errors"][0]["field"] == "dice.0.1", body


async def test_malformed_json(api) -> None:
    c = await create_campaign(api)
    r = await api.post(f"{c.base}/commands/td.spend_luck", content=b"{nope", headers=c.gm.headers)
    problem(r, 400)


async def test_domain_refusal_carries_code_and_data(api) -> None:
    c = await create_campaign(api)
    made = await c.ok("td.create_character", {"name": "Robin"})
    char = made["events"][0]["data"]["character_id"]
    for _ in range(3):
        await c.ok("td.spend_luck", {"character_id": char})
    body = problem(await c.command("td.spend_luck", {"character_id": char}), 422, "no_luck_left")
    assert body["data"] == {"available": 0, "needed": 1}
    assert body["type"] == "urn:chronicle:problem:no_luck_left"
    assert body["detail"]


async def test_not_found_entity_and_route(api) -> None:
    c = await create_campaign(api)
    problem(await c.command("td.grant_luck", {"character_id": "ghost"}), 404, "character_not_found")
    problem(await api.get("/no/such/route"), 404)
    problem(await api.get(f"{c.base}/characters/ghost", headers=c.gm.headers), 404, "entity_not_found")


async def test_unknown_campaign_is_401_without_token_and_403_with_another_campaigns_token(api) -> None:
    c = await create_campaign(api)
    ghost = "/campaigns/00000000-0000-4000-8000-000000000000"
    problem(await api.get(ghost), 401, "token_missing")
    problem(await api.get(ghost, headers=c.gm.headers), 403, "token_wrong_campaign")


async def test_body_size_limit(api) -> None:
    c = await create_campaign(api)
    r = await api.post(
        f"{c.base}/commands/td.create_character", content=b'{"name": "' + b"x" * 100_000 + b'"}', headers=c.gm.headers
    )
    problem(r, 413)


async def test_wrong_method(api) -> None:
    problem(await api.delete("/health"), 405, "method_not_allowed")


async def test_command_of_another_ruleset(api) -> None:
    from domain.rulesets import RULESETS

    if not RULESETS:
        return  # only the test ruleset is loaded: no other ruleset's route to call
    other = sorted(RULESETS)[0]
    game = RULESETS[other]
    cls = game.ruleset.commands[0]
    tag = cls.__struct_config__.tag
    c = await create_campaign(api)
    r = await c.command(tag, dict(cls.example or {}))
    if r.status_code == 400:  # the example is not even valid for the schema: the route still refuses
        return
    problem(r, 422, "wrong_ruleset")


async def test_if_match_must_be_a_version(api) -> None:
    c = await create_campaign(api)
    body = problem(await c.command("td.create_character", {"name": "R"}, headers={"If-Match": "yesterday"}), 400)
    assert body["errors"][0]["field"] == "If-Match"
