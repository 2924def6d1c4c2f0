"""Authorization matrix: every write endpoint × {GM, owning player, other player, observer, revoked token,
no token, malformed token}, plus the token life cycle (issued, listed without secrets, revoked at once)."""

from __future__ import annotations

import asyncio
from typing import Any

import asyncpg
import pytest

from domain.messages import Command, tag_of
from server.access.tokens import digest
from server.http.routes.commands import COMMON_EXAMPLES, example_of
from tests.server.api import Campaign, Member, create_campaign, problem
from tests.server.conftest import api_rulesets
from tests.server.test_commands import request_body

PRINCIPALS = ("gm", "owner", "other", "observer", "revoked", "none", "malformed")


async def _cast(api: Any, ruleset: str = "test-dice") -> tuple[Campaign, dict[str, Member | None]]:
    c = await create_campaign(api, ruleset)
    owner = await c.add_member("Owner")
    other = await c.add_member("Other")
    observer = await c.add_member("Observer", role="observer")
    revoked = await c.add_member("Revoked")
    r = await api.delete(f"{c.base}/tokens/{revoked.token_id}", headers=c.gm.headers)
    assert r.status_code == 200 and r.json()["revoked_at"]
    malformed = Member("-", "not-a-token", "-", "player")
    return c, {
        "gm": c.gm,
        "owner": owner,
        "other": other,
        "observer": observer,
        "revoked": revoked,
        "none": None,
        "malformed": malformed,
    }


async def _send(api: Any, c: Campaign, who: Member | None, method: str, path: str, body: Any) -> Any:
    headers = who.headers if who is not None else {}
    if method == "DELETE":
        return await api.delete(path, headers=headers)
    return await api.post(path, json=body, headers=headers)


def _unauthenticated(r: Any, principal: str) -> bool:
    """The rows every endpoint answers the same way, whatever it does."""
    expected = {"revoked": "token_revoked", "none": "token_missing", "malformed": "token_malformed"}
    if principal in expected:
        problem(r, 401, expected[principal])
        assert r.headers["WWW-Authenticate"].startswith("Bearer")
        return True
    return False


async def test_matrix_test_ruleset_exact(api) -> None:
    """With the test ruleset every cell has one exact answer."""
    c, cast = await _cast(api)
    table = await c.open_table()
    owned = await c.ok("td.create_character", {"name": "Robin"}, cast["owner"])  # type: ignore[arg-type]
    char = owned["events"][0]["data"]["character_id"]
    extra = await api.post(f"{c.base}/tokens", json={"member_id": cast["owner"].member_id}, headers=c.gm.headers)  # type: ignore[union-attr]
    spare_token = extra.json()["token_id"]

    cases: list[tuple[str, str, Any, dict[str, int]]] = [
        # (method, path, body, expected status per allowed principal)
        (
            "POST",
            "commands/td.roll",
            {"table_id": table, "character_id": char},
            {"gm": 200, "owner": 200, "other": 403, "observer": 403},
        ),
        (
            "POST",
            "commands/td.spend_luck",
            {"character_id": char},
            {"gm": 200, "owner": 200, "other": 403, "observer": 403},
        ),
        (
            "POST",
            "commands/td.grant_luck",
            {"character_id": char},
            {"gm": 200, "owner": 403, "other": 403, "observer": 403},
        ),
        (
            "POST",
            "commands/td.create_character",
            {"name": "Alan"},
            {"gm": 200, "owner": 200, "other": 200, "observer": 403},
        ),
        (
            "POST",
            "tokens",
            {"member_id": cast["owner"].member_id},  # type: ignore[union-attr]
            {"gm": 201, "owner": 403, "other": 403, "observer": 403},
        ),
        ("DELETE", f"tokens/{spare_token}", None, {"gm": 200, "owner": 403, "other": 403, "observer": 403}),
        (
            "POST",
            "commands/campaign.roll",
            {"table_id": table, "expression": "2d6+1"},
            {"gm": 200, "owner": 200, "other": 200, "observer": 403},
        ),
    ]
    for tag in COMMON_EXAMPLES:
        cases.append(("POST", f"commands/{tag}", None, {"owner": 403, "other": 403, "observer": 403}))
    for method, path, body, expected in cases:
        for principal in ("observer", "revoked", "none", "malformed", "other", "owner", "gm"):
            if principal not in expected and principal not in ("revoked", "none", "malformed"):
                continue
            payload = body if body is not None or method == "DELETE" else _common_body(path, cast, table, char)
            before = await c.version()
            r = await _send(api, c, cast[principal], method, f"{c.base}/{path}", payload)
            if _unauthenticated(r, principal):
                assert await c.version() == before
                continue
            want = expected[principal]
            assert r.status_code == want, (method, path, principal, r.status_code, r.text)
            if want == 403:
                problem(r, 403)
                assert await c.version() == before, (path, principal)


def _common_body(path: str, cast: dict[str, Member | None], table: str, char: str) -> dict[str, Any]:
    tag = path.removeprefix("commands/")
    member = cast["other"].member_id  # type: ignore[union-attr]
    return {
        "campaign.add_member": {"name": "New"},
        "campaign.change_member_role": {"member_id": member, "role": "observer"},
        "campaign.remove_member": {"member_id": member},
        "campaign.transfer_character": {"character_id": char, "owner_id": member},
        "campaign.open_table": {"name": "Another"},
        "campaign.close_table": {"table_id": table},
        "campaign.rotate_seed": {"table_id": table},
        "campaign.reveal_roll": {"version": 1},
    }[tag]


def _ruleset_commands() -> list[tuple[str, type[Command]]]:
    return [(name, cls) for name, game in sorted(api_rulesets().items()) for cls in game.ruleset.commands]


@pytest.fixture(scope="module")
async def casts(api) -> dict[str, tuple[Campaign, dict[str, Member | None]]]:
    return {name: await _cast(api, name) for name in sorted(api_rulesets())}


@pytest.mark.parametrize(("ruleset", "cls"), _ruleset_commands(), ids=lambda v: v if isinstance(v, str) else tag_of(v))
async def test_matrix_every_ruleset_command(api, casts, ruleset: str, cls: type[Command]) -> None:
    """Every command route of every ruleset: the rows that do not depend on the rules hold exactly."""
    c, cast = casts[ruleset]
    tag = tag_of(cls)
    body = request_body(cls)
    if body is None:
        body = example_of(cls) or {}  # an invalid body is refused (400) before roles matter: keep the 401 rows
        principals: tuple[str, ...] = ("revoked", "none", "malformed")
    else:
        principals = PRINCIPALS
    for principal in principals:
        before = await c.version()
        r = await _send(api, c, cast[principal], "POST", f"{c.base}/commands/{tag}", body)
        assert r.status_code < 500, (tag, principal, r.text)
        if _unauthenticated(r, principal):
            pass
        elif principal == "observer" or (principal in ("owner", "other") and cls.gm_only):
            problem(r, 403)
        elif principal == "gm":
            assert r.status_code not in (401, 403), (tag, r.text)  # the GM may do everything
        elif r.status_code == 403:
            # a player: refused only by a rule about who may act (another's character, a GM-judged input)
            assert problem(r, 403)["code"] in ("not_your_character", "gm_only"), r.text
        if r.status_code != 200:
            assert await c.version() == before


async def test_token_of_another_campaign_is_403(api) -> None:
    a = await create_campaign(api)
    b = await create_campaign(api)
    problem(await a.command("td.create_character", {"name": "x"}, b.gm), 403, "token_wrong_campaign")


async def test_tokens_listed_without_secrets_stored_as_hashes_and_revoked_at_once(api, database_url: str) -> None:
    c = await create_campaign(api)
    ann = await c.add_member("Ann")
    listed = (await api.get(f"{c.base}/tokens", headers=c.gm.headers)).json()
    assert {t["member_id"] for t in listed} == {c.gm.member_id, ann.member_id}
    assert all("token" not in t for t in listed)
    problem(await api.get(f"{c.base}/tokens", headers=ann.headers), 403, "gm_only")

    conn = await asyncpg.connect(database_url)
    try:
        rows = await conn.fetch(
            "SELECT token_hash FROM chronicle_tokens WHERE campaign_id = $1", __import__("uuid").UUID(c.id)
        )
        hashes = {bytes(r["token_hash"]) for r in rows}
        assert digest(ann.token) in hashes and digest(c.gm.token) in hashes
        dump = str(await conn.fetch("SELECT * FROM chronicle_tokens"))
        assert ann.token not in dump and c.gm.token not in dump
    finally:
        await conn.close()

    second = (
        await api.post(f"{c.base}/tokens", json={"member_id": ann.member_id, "label": "phone"}, headers=c.gm.headers)
    ).json()
    phone = Member(ann.member_id, second["token"], second["token_id"], "player")
    assert (await api.get(c.base, headers=phone.headers)).status_code == 200
    # revoke while requests are in flight: the very next request fails
    r = await api.delete(f"{c.base}/tokens/{phone.token_id}", headers=c.gm.headers)
    assert r.status_code == 200 and r.json()["revoked_at"]
    problem(await api.get(c.base, headers=phone.headers), 401, "token_revoked")
    assert (await api.get(c.base, headers=ann.headers)).status_code == 200  # the other token still works
    again = await api.delete(f"{c.base}/tokens/{phone.token_id}", headers=c.gm.headers)
    assert again.json()["revoked_at"] == r.json()["revoked_at"]
    problem(
        await api.delete(f"{c.base}/tokens/{__import__('uuid').uuid4()}", headers=c.gm.headers), 404, "token_not_found"
    )
    problem(
        await api.post(f"{c.base}/tokens", json={"member_id": "nobody"}, headers=c.gm.headers), 404, "member_not_found"
    )


async def test_revocation_is_seen_by_another_process(api, api_settings) -> None:
    """Within milliseconds: the other process hears of it from PostgreSQL (see test_token_cache.py)."""
    from tests.server.access.test_token_cache import until_refused
    from tests.server.conftest import make_app, serving

    c = await create_campaign(api)
    ann = await c.add_member("Ann")
    async with serving(make_app(api_settings)) as other:
        assert (await other.get(c.base, headers=ann.headers)).status_code == 200
        await api.delete(f"{c.base}/tokens/{ann.token_id}", headers=c.gm.headers)
        await until_refused(other, c.base, ann)


async def test_no_token_reads_only_health_and_the_openapi_document(api) -> None:
    c = await create_campaign(api)
    assert (await api.get("/health")).status_code == 200
    assert (await api.get("/schema/openapi.json")).status_code == 200
    assert (await api.get("/schema")).status_code == 200
    for path in ("", "/state", "/events", "/tokens", "/integrity", "/characters/x", "/tables/x", "/conflicts/x"):
        problem(await api.get(c.base + path), 401, "token_missing")


async def test_admin_token_guards_campaign_creation(api_settings) -> None:
    from tests.server.conftest import make_app, serving

    async with serving(make_app(api_settings.with_(admin_token="s3cret-admin"))) as client:
        problem(await client.post("/campaigns", json={"name": "x", "ruleset": "test-dice"}), 401, "token_missing")
        problem(
            await client.post(
                "/campaigns", json={"name": "x", "ruleset": "test-dice"}, headers={"Authorization": "Bearer wrong"}
            ),
            401,
            "token_invalid",
        )
        r = await client.post(
            "/campaigns", json={"name": "x", "ruleset": "test-dice"}, headers={"Authorization": "Bearer s3cret-admin"}
        )
        assert r.status_code == 201


async def test_rate_limit_per_token(api_settings) -> None:
    from tests.server.conftest import make_app, serving

    async with serving(make_app(api_settings.with_(rate_limit=("minute", 5), redis_url=None))) as client:
        c = await create_campaign(client)
        ann = await c.add_member("Ann")
        statuses = [(await client.get(c.base, headers=ann.headers)).status_code for _ in range(6)]
        assert statuses[:5] == [200] * 5
        r = await client.get(c.base, headers=ann.headers)
        problem(r, 429)
        assert (await client.get(c.base, headers=c.gm.headers)).status_code == 200  # another token, another limit
        assert (await client.get("/health")).status_code == 200  # health is never limited
        await asyncio.sleep(0)


async def test_rate_limit_is_shared_by_processes_through_redis(api, api_settings) -> None:
    from tests.server.conftest import make_app, serving

    # The campaign and Ann's fresh token come from an unlimited server: requests without a token are
    # counted per address, which every other test on this machine shares within the same minute.
    c = await create_campaign(api)
    ann = await c.add_member("Ann")
    limited = api_settings.with_(rate_limit=("minute", 4))
    async with serving(make_app(limited)) as one, serving(make_app(limited)) as two:
        statuses = [(await client.get(c.base, headers=ann.headers)).status_code for client in (one, two, one, two)]
        assert statuses == [200] * 4
        problem(await two.get(c.base, headers=ann.headers), 429)
        problem(await one.get(c.base, headers=ann.headers), 429)


async def test_cors_when_origins_are_configured(api_settings) -> None:
    from tests.server.conftest import make_app, serving

    async with serving(make_app(api_settings.with_(cors_origins=("https://vtt.example",)))) as client:
        r = await client.options(
            "/campaigns",
            headers={
                "Origin": "https://vtt.example",
                "Access-Control-Request-Method": "POST",
                "Access-Control-Request-Headers": "authorization,idempotency-key,if-match",
            },
        )
        assert r.status_code in (200, 204)
        assert r.headers["access-control-allow-origin"] == "https://vtt.example"
        r = await client.get("/health", headers={"Origin": "https://vtt.example"})
        assert r.headers["access-control-allow-origin"] == "https://vtt.example"
        assert "etag" in r.headers["access-control-expose-headers"].lower()
        r = await client.get("/health", headers={"Origin": "https://evil.example"})
        assert "access-control-allow-origin" not in r.headers


async def test_metrics_need_the_metrics_token(api, api_settings) -> None:
    from tests.server.conftest import make_app, serving

    r = await api.get("/metrics")  # no token configured: loopback clients may scrape
    assert r.status_code == 200 and "chronicle_requests_total" in r.text
    async with serving(make_app(api_settings.with_(metrics_token="scrape-me"))) as client:
        problem(await client.get("/metrics"), 401)
        ok = await client.get("/metrics", headers={"Authorization": "Bearer scrape-me"})
        assert ok.status_code == 200
