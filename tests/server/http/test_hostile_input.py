"""Hostile input is refused at the edge: a 400 naming the field, and nothing written.

Text PostgreSQL cannot store (NUL, lone surrogates), bodies that are not UTF-8 and absurd nesting reach no
command, on any route: campaign creation, members, commands, tokens, and every read parameter.
"""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from server.http.input_checks import MAX_DEPTH, check_parameters, decode_body
from server.http.problems import ApiError
from tests.server.api import Campaign, create_campaign, problem

JSON = {"Content-Type": "application/json"}

HOSTILE_NAMES: list[tuple[str, bytes, str]] = [
    ("nul", b'"a\\u0000b"', "NUL"),
    ("raw nul", b'"a\x00b"', ""),  # a raw control character is not even JSON
    ("lone high surrogate", b'"a\\ud800b"', "surrogate"),
    ("lone low surrogate", b'"a\\udc00"', "surrogate"),
    ("not utf-8", b'"\xff\xfe"', "UTF-8"),
    ("encoded surrogate", b'"\xed\xa0\x80"', "UTF-8"),
]


async def _written(c: Campaign) -> tuple[int, list[str], int]:
    """What a refused command must not change: the version, the members, the tokens."""
    r = await c.client.get(c.base, headers=c.gm.headers)
    assert r.status_code == 200, r.text
    body = r.json()
    tokens = await c.client.get(f"{c.base}/tokens", headers=c.gm.headers)
    assert tokens.status_code == 200, tokens.text
    return body["version"], sorted(m["member_id"] for m in body["members"]), len(tokens.json())


def _field(body: dict[str, Any]) -> str | None:
    assert body["errors"], body
    return body["errors"][0].get("field")  # type: ignore[no-any-return]


@pytest.mark.parametrize(("case", "value", "hint"), HOSTILE_NAMES, ids=[c for c, _, _ in HOSTILE_NAMES])
async def test_hostile_strings_in_a_command_body(api: httpx.AsyncClient, case: str, value: bytes, hint: str) -> None:
    c = await create_campaign(api)
    before = await _written(c)
    r = await api.post(
        f"{c.base}/commands/td.create_character", content=b'{"name": ' + value + b"}", headers={**c.gm.headers, **JSON}
    )
    body = problem(r, 400, "validation_failed")
    if hint:
        assert _field(body) == "name", body
        assert hint in body["errors"][0]["message"] or hint.lower() in body["errors"][0]["message"], body
    assert await _written(c) == before


@pytest.mark.parametrize(("case", "value", "hint"), HOSTILE_NAMES, ids=[c for c, _, _ in HOSTILE_NAMES])
async def test_hostile_member_name_adds_no_member_and_no_token(
    api: httpx.AsyncClient, case: str, value: bytes, hint: str
) -> None:
    c = await create_campaign(api)
    before = await _written(c)
    for key in (None, f"add-{case}"):
        headers = {**c.gm.headers, **JSON, **({"Idempotency-Key": key} if key else {})}
        for _ in range(2):  # a retry is refused the same way and still writes nothing
            r = await api.post(
                f"{c.base}/commands/campaign.add_member",
                content=b'{"role": "player", "name": ' + value + b"}",
                headers=headers,
            )
            body = problem(r, 400, "validation_failed")
            if hint:
                assert _field(body) == "name", body
    assert await _written(c) == before


@pytest.mark.parametrize(("case", "value", "hint"), HOSTILE_NAMES, ids=[c for c, _, _ in HOSTILE_NAMES])
async def test_hostile_gm_name_creates_no_campaign(api: httpx.AsyncClient, case: str, value: bytes, hint: str) -> None:
    body = b'{"name": "Hostile", "ruleset": "test-dice", "gm_name": ' + value + b"}"
    r = await api.post("/campaigns", content=body, headers=JSON)
    refused = problem(r, 400, "validation_failed")
    if hint:
        assert _field(refused) == "gm_name", refused


async def test_nul_in_a_field_name_is_refused(api: httpx.AsyncClient) -> None:
    c = await create_campaign(api)
    r = await api.post(
        f"{c.base}/commands/td.create_character",
        content=b'{"name": "Robin", "a\\u0000": 1}',
        headers={**c.gm.headers, **JSON},
    )
    assert "NUL" in problem(r, 400, "validation_failed")["errors"][0]["message"]


async def test_deep_nesting_is_refused_naming_the_field(api: httpx.AsyncClient) -> None:
    """5,000 nested arrays fit in the body limit and used to raise RecursionError (a 500)."""
    c = await create_campaign(api)
    table = await c.open_table(mode="physical")
    before = await _written(c)
    deep = b"[" * 5000 + b"]" * 5000
    body = b'{"table_id": "' + table.encode() + b'", "character_id": "x", "dice": ' + deep + b"}"
    r = await api.post(f"{c.base}/commands/td.roll", content=body, headers={**c.gm.headers, **JSON})
    refused = problem(r, 400, "validation_failed")
    field = _field(refused)
    assert field is not None and field.startswith("dice.0.0"), refused
    assert "deeper" in refused["errors"][0]["message"]
    assert await _written(c) == before

    just_too_deep = b"[" * MAX_DEPTH + b"]" * MAX_DEPTH  # at depth MAX_DEPTH inside the body object
    body = b'{"table_id": "' + table.encode() + b'", "character_id": "x", "dice": ' + just_too_deep + b"}"
    r = await api.post(f"{c.base}/commands/td.roll", content=body, headers={**c.gm.headers, **JSON})
    assert "deeper" in problem(r, 400, "validation_failed")["errors"][0]["message"]


async def test_deep_nesting_in_campaign_creation(api: httpx.AsyncClient) -> None:
    deep = b"{" + b'"a": {' * 3000 + b"}" * 3001
    r = await api.post(
        "/campaigns", content=b'{"name": "x", "ruleset": "test-dice", "gm_name": "G", "settings": ' + deep + b"}"
    )
    refused = problem(r, 400, "validation_failed")
    assert (_field(refused) or "").startswith("settings.a.a"), refused


async def test_token_label_is_checked(api: httpx.AsyncClient) -> None:
    c = await create_campaign(api)
    before = await _written(c)
    r = await api.post(
        f"{c.base}/tokens",
        content=b'{"member_id": "' + c.gm.member_id.encode() + b'", "label": "x\\u0000"}',
        headers={**c.gm.headers, **JSON},
    )
    assert _field(problem(r, 400, "validation_failed")) == "label"
    assert await _written(c) == before


async def test_hostile_read_parameters(api: httpx.AsyncClient) -> None:
    c = await create_campaign(api)
    h = c.gm.headers
    cases = [
        (f"{c.base}/events?type=a%00b", "type", "query"),
        (f"{c.base}/events?table_id=%ff", "table_id", "query"),
        (f"{c.base}/events?character_id=%ED%A0%80", "character_id", "query"),
        (f"{c.base}/characters/a%00b", "character_id", "path"),
        (f"{c.base}/tables/a%ffb", "table_id", "path"),
        (f"{c.base}/conflicts/%ED%A0%80", "conflict_id", "path"),
        (f"{c.base}/tables/t%00/replay", "table_id", "path"),
        (f"{c.base}/tables/t/recap?format=%00", "format", "query"),
    ]
    for url, field, source in cases:
        body = problem(await api.get(url, headers=h), 400, "validation_failed")
        assert body["errors"][0]["field"] == field, (url, body)
        assert body["errors"][0]["source"] == source, (url, body)


def test_nul_in_a_header_is_refused() -> None:
    """HTTP servers drop NUL in headers before Chronicle sees them; the check stands behind them anyway."""
    scope: Any = {"type": "http", "path_params": {}, "query_string": b"", "headers": [(b"if-match", b'"1\x00"')]}
    assert check_parameters(scope) == ("If-Match", "must not contain the NUL character (U+0000)", "header")


def test_decode_body_names_nested_fields() -> None:
    with pytest.raises(ApiError) as refused:
        decode_body(b'{"dice": [[1, 2], [3, "x\\u0000"]]}')
    assert refused.value.extra["errors"][0]["field"] == "dice.1.1"  # type: ignore[index]
    assert decode_body(b'{"name": "Zo\\u00eb \\ud83c\\udfb2"}') == {"name": "Zoë 🎲"}  # pairs are fine


async def test_a_refused_member_leaves_no_token(api: httpx.AsyncClient) -> None:
    """The member's token is issued before the member is added: when adding is refused, it is deleted."""
    c = await create_campaign(api)
    before = await _written(c)
    r = await c.command("campaign.add_member", {"name": "Bea"}, headers={"If-Match": '"99"'})
    problem(r, 412, "version_mismatch")
    player = await c.add_member("Cy")
    r = await c.command("campaign.add_member", {"name": "Dee"}, who=player)
    problem(r, 403)
    version, members, tokens = await _written(c)
    assert (version, len(members), tokens) == (before[0] + 1, len(before[1]) + 1, before[2] + 1)


async def test_an_added_member_has_the_token_the_response_gives(api: httpx.AsyncClient) -> None:
    c = await create_campaign(api)
    headers = {"Idempotency-Key": "add-bea"}
    first = await c.ok("campaign.add_member", {"name": "Bea"}, headers=headers)
    again = await c.ok("campaign.add_member", {"name": "Bea"}, headers=headers)
    assert again["issued"] == first["issued"]
    issued = first["issued"]
    assert first["events"][0]["data"]["member_id"] == issued["member_id"]
    r = await api.get(c.base, headers={"Authorization": f"Bearer {issued['token']}"})
    assert r.status_code == 200 and r.json()["you"]["member_id"] == issued["member_id"], r.text


async def test_a_body_is_held_to_its_schema_types_exactly(api: httpx.AsyncClient) -> None:
    """`0` is not `false` (Schemathesis found a boolean accepting 0): command bodies convert strictly."""
    c = await create_campaign(api)
    table = await c.open_table()
    made = await c.ok("td.create_character", {"name": "Robin"})
    char = made["events"][0]["data"]["character_id"]
    before = await _written(c)
    for bad in ({"judge": 0}, {"count": "2"}, {"count": 2.5}):
        r = await c.command("td.roll", {"table_id": table, "character_id": char, **bad})
        body = problem(r, 400, "validation_failed")
        assert _field(body) == next(iter(bad)), body
    r = await api.post("/campaigns", json={"name": "x", "ruleset": "test-dice", "gm_name": 7})
    assert _field(problem(r, 400, "validation_failed")) == "gm_name"
    assert await _written(c) == before
    await c.ok("td.roll", {"table_id": table, "character_id": char, "judge": False, "count": 2})
