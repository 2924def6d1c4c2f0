"""HTTP conventions every route keeps: conditional reads (`If-None-Match` → 304), `Retry-After` on every 429
and 503, and one paging convention (`cursor` / `next_cursor` / `Link: rel="next"`, the older names kept)."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qsl

from litestar.types import Receive, Scope, Send

from server.http.request_edge import RequestEdge
from tests.server.api import create_campaign, problem
from tests.server.servers import make_app, serving


async def test_a_read_whose_etag_the_client_holds_is_304_until_the_campaign_moves(api) -> None:
    c = await create_campaign(api)
    for path in ("", "/state", "/events"):
        first = await api.get(c.base + path, headers=c.gm.headers)
        tag = first.headers["ETag"]
        for held in (tag, f"W/{tag}", f'"999", {tag}', "*"):
            again = await api.get(c.base + path, headers={**c.gm.headers, "If-None-Match": held})
            assert again.status_code == 304, (path, held, again.text)
            assert again.content == b"" and again.headers["ETag"] == tag
        stale = await api.get(c.base + path, headers={**c.gm.headers, "If-None-Match": '"999"'})
        assert stale.status_code == 200 and stale.json() == first.json()
    await c.open_table()
    moved = await api.get(c.base, headers={**c.gm.headers, "If-None-Match": tag})
    assert moved.status_code == 200 and moved.headers["ETag"] != tag
    # a refusal is never turned into a 304, whatever the client holds
    problem(await api.get(c.base, headers={"If-None-Match": "*"}), 401, "token_missing")


async def test_a_rate_limited_request_says_when_to_retry(api_settings) -> None:
    async with serving(make_app(api_settings.with_(rate_limit=("minute", 3), redis_url=None))) as client:
        c = await create_campaign(client)
        statuses = []
        for _ in range(5):
            r = await client.get(c.base, headers=c.gm.headers)
            statuses.append(r.status_code)
        assert statuses[-1] == 429, statuses
        assert int(r.headers["Retry-After"]) >= 1


async def test_every_503_gets_a_retry_after_and_one_that_has_it_keeps_it() -> None:
    sent: list[dict[str, Any]] = []

    def answering(status: int, headers: list[tuple[bytes, bytes]]) -> Any:
        async def app(scope: Scope, receive: Receive, send: Send) -> None:
            await send({"type": "http.response.start", "status": status, "headers": headers})
            await send({"type": "http.response.body", "body": b"{}", "more_body": False})

        return app

    async def send(message: Any) -> None:
        sent.append(message)

    async def receive() -> Any:
        return {"type": "http.request", "body": b""}

    scope: Any = {"type": "http", "method": "GET", "path": "/probe", "headers": []}
    await RequestEdge(answering(503, []))(scope, receive, send)
    await RequestEdge(answering(503, [(b"retry-after", b"7")]))(scope, receive, send)
    await RequestEdge(answering(200, []))(scope, receive, send)
    starts = [m for m in sent if m["type"] == "http.response.start"]
    assert [dict(m["headers"]).get(b"retry-after") for m in starts] == [b"1", b"7", None]
    assert all(b"x-request-id" in dict(m["headers"]) for m in starts)


def _next(link: str) -> tuple[str, list[tuple[str, str]]]:
    """The path and the sorted query of a `Link: <…>; rel="next"` header."""
    assert link.startswith("<") and link.endswith('>; rel="next"'), link
    path, _, query = link[1 : link.index(">")].partition("?")
    return path, sorted(parse_qsl(query))


async def test_the_log_pages_with_cursor_and_a_next_link_and_still_takes_after(api) -> None:
    c = await create_campaign(api)
    for n in range(4):
        await c.add_member(f"M{n}")
    first = await api.get(
        f"{c.base}/events", params={"limit": 2, "type": "campaign.member_added"}, headers=c.gm.headers
    )
    page = first.json()
    assert page["more"] is True and page["next_cursor"] == str(page["next_after"])
    link = first.headers["Link"]
    assert _next(link) == (
        f"/campaigns/{c.id}/events",
        [("cursor", page["next_cursor"]), ("limit", "2"), ("type", "campaign.member_added")],
    )
    second = await api.get(link[1 : link.index(">")], headers=c.gm.headers)
    rest = second.json()
    assert [e["data"]["name"] for e in page["events"] + rest["events"]] == ["M0", "M1", "M2", "M3"]
    assert rest["more"] is False and "Link" not in second.headers
    old = await api.get(
        f"{c.base}/events",
        params={"limit": 2, "type": "campaign.member_added", "after": page["next_after"]},
        headers=c.gm.headers,
    )
    assert old.json()["events"] == rest["events"]
    problem(await api.get(f"{c.base}/events", params={"cursor": "x"}, headers=c.gm.headers), 400, "validation_failed")


async def test_a_replay_pages_with_cursor_and_a_next_link_and_still_takes_from(api) -> None:
    c = await create_campaign(api)
    table = await c.open_table()
    for _ in range(3):
        await c.ok("campaign.roll", {"table_id": table, "expression": "1d6"})
    url = f"{c.base}/tables/{table}/replay"
    first = await api.get(url, params={"limit": 2}, headers=c.gm.headers)
    page = first.json()
    assert page["more"] is True and page["next_cursor"] == str(page["next_from"])
    link = first.headers["Link"]
    assert _next(link) == (url, [("cursor", page["next_cursor"]), ("limit", "2")])
    second = await api.get(link[1 : link.index(">")], headers=c.gm.headers)
    rest = second.json()
    assert len(page["steps"]) + len(rest["steps"]) == 4 and rest["next_cursor"] is None
    assert "Link" not in second.headers
    old = await api.get(url, params={"limit": 2, "from": page["next_from"]}, headers=c.gm.headers)
    assert old.json()["steps"] == rest["steps"]
