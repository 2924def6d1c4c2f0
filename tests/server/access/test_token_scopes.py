"""Read-only tokens with a scope and an expiry (server/access/token_scope.py), issued by the GM: an observer's for
the whole campaign, an overlay's for one table's reads and live feed, a recap's for one table's recap (also
from a link, `?token=`). None sends a command or reads beyond its scope; an expired token is a 401."""

from __future__ import annotations

from typing import Any

import asyncpg
import httpx

from tests.server.api import Campaign, create_campaign, problem


async def _issue(c: Campaign, **body: Any) -> dict[str, Any]:
    r = await c.client.post(f"{c.base}/tokens", json=body, headers=c.gm.headers)
    assert r.status_code == 201, r.text
    return r.json()  # type: ignore[no-any-return]


def _bearer(issued: dict[str, Any]) -> dict[str, str]:
    return {"Authorization": f"Bearer {issued['token']}"}


async def _live_status(api: httpx.AsyncClient, c: Campaign, token: str, table_id: str | None = None) -> int:
    """The SSE feed's answer to `token` (the stream is closed as soon as it is accepted)."""
    params = {"token": token, **({"table_id": table_id} if table_id else {})}
    async with api.stream("GET", f"{c.base}/live/sse", params=params) as r:
        if r.status_code != 200:
            await r.aread()
            problem(r, r.status_code, "token_scope")
        return r.status_code


async def _campaign_with_two_tables(api: httpx.AsyncClient) -> tuple[Campaign, str, str]:
    c = await create_campaign(api)
    return c, await c.open_table(name="Here"), await c.open_table(name="Elsewhere")


async def test_an_observer_token_reads_everything_and_sends_nothing(api: httpx.AsyncClient) -> None:
    c, table, _ = await _campaign_with_two_tables(api)
    issued = await _issue(c, scope="observer", label="projector", expires_in=3600)
    assert issued["scope"] == "observer" and issued["table_id"] is None and issued["expires_at"]
    assert issued["member_id"] == c.gm.member_id  # who issued it
    headers = _bearer(issued)
    assert (await api.get(f"{c.base}/state", headers=headers)).status_code == 200
    assert (await api.get(f"{c.base}/events", headers=headers)).status_code == 200
    assert (await api.get(f"{c.base}/tables/{table}", headers=headers)).status_code == 200
    assert await _live_status(api, c, issued["token"]) == 200
    refused = await api.post(
        f"{c.base}/commands/campaign.open_table", json={"name": "Mine", "dice_mode": "server"}, headers=headers
    )
    body = problem(refused, 403, "token_scope")
    assert body["data"]["scope"] == "observer"
    problem(await api.post(f"{c.base}/tokens", json={"scope": "observer"}, headers=headers), 403, "token_scope")
    problem(await api.get(f"{c.base}/tokens", headers=headers), 403, "gm_only")  # reads as an observer


async def test_an_overlay_token_reads_its_table_and_follows_its_feed_only(api: httpx.AsyncClient) -> None:
    c, table, other = await _campaign_with_two_tables(api)
    issued = await _issue(c, scope="overlay", table_id=table)
    headers = _bearer(issued)
    assert (await api.get(f"{c.base}/tables/{table}", headers=headers)).status_code == 200
    assert (await api.get(f"{c.base}/tables/{table}/recap?format=json", headers=headers)).status_code == 200
    assert await _live_status(api, c, issued["token"], table) == 200
    problem(await api.get(f"{c.base}/tables/{other}", headers=headers), 403, "token_scope")
    problem(await api.get(f"{c.base}/state", headers=headers), 403, "token_scope")
    problem(await api.get(f"{c.base}/events", headers=headers), 403, "token_scope")
    assert await _live_status(api, c, issued["token"]) == 403  # the whole campaign's feed
    assert await _live_status(api, c, issued["token"], other) == 403
    refused = await api.post(f"{c.base}/commands/campaign.close_table", json={"table_id": table}, headers=headers)
    problem(refused, 403, "token_scope")


async def test_a_recap_token_reads_its_recap_only_and_opens_it_from_a_link(api: httpx.AsyncClient) -> None:
    c, table, other = await _campaign_with_two_tables(api)
    issued = await _issue(c, scope="recap", table_id=table, label="shared with the players")
    page = await api.get(f"{c.base}/tables/{table}/recap", params={"format": "html", "token": issued["token"]})
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html"), page.text
    assert (await api.get(f"{c.base}/tables/{table}/recap?format=md", headers=_bearer(issued))).status_code == 200
    link = {"token": issued["token"]}
    problem(await api.get(f"{c.base}/tables/{other}/recap", params=link), 403, "token_scope")
    problem(await api.get(f"{c.base}/tables/{table}", headers=_bearer(issued)), 403, "token_scope")
    problem(await api.get(f"{c.base}/tables/{table}/replay", headers=_bearer(issued)), 403, "token_scope")
    assert await _live_status(api, c, issued["token"], table) == 403
    # only the recap route reads a token from the query, and only a read-only one
    problem(await api.get(f"{c.base}/tables/{table}", params=link), 401, "token_missing")
    gm_link = await api.get(f"{c.base}/tables/{table}/recap", params={"token": c.gm.token})
    problem(gm_link, 403, "token_scope")


async def test_an_expired_token_is_a_401_and_listed_with_its_expiry(api: httpx.AsyncClient, database_url: str) -> None:
    c, table, _ = await _campaign_with_two_tables(api)
    issued = await _issue(c, scope="recap", table_id=table, expires_in=600)
    link = {"token": issued["token"], "format": "html"}
    assert (await api.get(f"{c.base}/tables/{table}/recap", params=link)).status_code == 200
    conn = await asyncpg.connect(database_url)
    try:  # the clock moved on (the change reaches every process's token cache at once, as a revocation does)
        await conn.execute(
            "UPDATE chronicle_tokens SET expires_at = now() - interval '1 second' WHERE token_id = $1",
            issued["token_id"],
        )
    finally:
        await conn.close()
    expired = problem(await api.get(f"{c.base}/tables/{table}/recap", params=link), 401, "token_expired")
    assert expired["data"]["token_id"] == issued["token_id"]
    listed = (await api.get(f"{c.base}/tokens", headers=c.gm.headers)).json()
    (row,) = [t for t in listed if t["token_id"] == issued["token_id"]]
    assert row["scope"] == "recap" and row["table_id"] == table and row["expires_at"]
    (gm,) = [t for t in listed if t["token_id"] == c.gm.token_id]
    assert gm["scope"] == "member" and gm["expires_at"] is None


async def test_a_scoped_token_is_issued_only_in_a_fitting_shape(api: httpx.AsyncClient) -> None:
    c, table, _ = await _campaign_with_two_tables(api)
    tokens = f"{c.base}/tokens"
    for body in (
        {"scope": "recap"},  # no table
        {"scope": "observer", "table_id": table},
        {"scope": "overlay", "table_id": table, "member_id": c.gm.member_id},
        {"scope": "member"},  # no member
    ):
        problem(await api.post(tokens, json=body, headers=c.gm.headers), 422, "invalid_token_scope")
    problem(await api.post(tokens, json={"scope": "anything"}, headers=c.gm.headers), 400)
    problem(await api.post(tokens, json={"scope": "observer", "expires_in": 0}, headers=c.gm.headers), 400)
    missing = await api.post(tokens, json={"scope": "recap", "table_id": "no-such-table"}, headers=c.gm.headers)
    problem(missing, 404, "table_not_found")
    player = await c.add_member("Pat")
    problem(await api.post(tokens, json={"scope": "observer"}, headers=player.headers), 403, "gm_only")


async def test_the_campaign_list_shows_a_read_only_token_as_an_observer(api: httpx.AsyncClient) -> None:
    c, table, _ = await _campaign_with_two_tables(api)
    observer = await _issue(c, scope="observer")
    (listed,) = (await api.get("/campaigns", headers=_bearer(observer))).json()["campaigns"]
    assert listed["campaign_id"] == c.id and listed["role"] == "observer"
    assert listed["member_id"] == f"token:{observer['token_id']}"
    recap = await _issue(c, scope="recap", table_id=table)
    problem(await api.get("/campaigns", headers=_bearer(recap)), 403, "token_scope")


async def test_a_read_only_token_reads_the_campaign_and_lives_only_while_its_issuer_is_a_gm(
    api: httpx.AsyncClient,
) -> None:
    c = await create_campaign(api)
    co_gm = await c.add_member("Co-GM", role="gm")
    r = await api.post(f"{c.base}/tokens", json={"scope": "observer"}, headers=co_gm.headers)
    assert r.status_code == 201, r.text
    headers = _bearer(r.json())
    campaign = await api.get(c.base, headers=headers)
    assert campaign.status_code == 200, campaign.text  # it was a 500: the token is no member
    you = campaign.json()["you"]
    assert you["role"] == "observer" and you["member_id"].startswith("token:")
    await c.ok("campaign.change_member_role", {"member_id": co_gm.member_id, "role": "player"})
    problem(await api.get(f"{c.base}/state", headers=headers), 403, "member_removed")
    await c.ok("campaign.change_member_role", {"member_id": co_gm.member_id, "role": "gm"})
    assert (await api.get(f"{c.base}/state", headers=headers)).status_code == 200
    await c.ok("campaign.remove_member", {"member_id": co_gm.member_id})
    problem(await api.get(c.base, headers=headers), 403, "member_removed")
