"""What a rate limit counts under: the verified token (its id) for a valid token, the client address for a
missing, made-up, malformed or revoked one — and that address is the client's behind a proxy that
FORWARDED_ALLOW_IPS trusts, the peer's own otherwise (uvicorn's proxy headers, as `chronicle serve` runs it).

Each server here counts in memory (no Redis): its counts are its own, whatever other tests do."""

from __future__ import annotations

import secrets
import uuid

import httpx

from tests.server.api import create_campaign, problem
from tests.server.processes import ServerProcess
from tests.server.servers import make_app, serving


def made_up_token() -> str:
    return "chr_" + secrets.token_urlsafe(32)  # well formed, unknown to the server


async def test_made_up_tokens_from_one_address_share_its_limit(api_settings) -> None:
    limited = api_settings.with_(rate_limit=("hour", 5), redis_url=None)
    async with serving(make_app(limited)) as client:
        path = f"/campaigns/{uuid.uuid4()}"
        statuses = []
        for i in range(8):
            token = made_up_token() if i % 2 else f"not-a-token-{i}"
            r = await client.get(path, headers={"Authorization": f"Bearer {token}"})
            statuses.append(r.status_code)
        assert statuses == [401] * 5 + [429] * 3
        problem(r, 429, "rate_limited")
        anonymous = await client.get(path)
        assert anonymous.status_code == 429, "no token counts under the same address"


async def test_each_valid_token_has_its_own_limit_and_a_revoked_one_counts_under_the_address(api, api_settings) -> None:
    c = await create_campaign(api)  # on the unlimited server: creating it costs the limited one nothing
    ann = await c.add_member("Ann")
    bob = await c.add_member("Bob")
    revoked = await c.add_member("Cy")
    r = await api.delete(f"{c.base}/tokens/{revoked.token_id}", headers=c.gm.headers)
    assert r.status_code in (200, 204), r.text
    limited = api_settings.with_(rate_limit=("hour", 3), redis_url=None)
    async with serving(make_app(limited)) as client:
        ann_statuses = [(await client.get(c.base, headers=ann.headers)).status_code for _ in range(4)]
        assert ann_statuses == [200, 200, 200, 429]
        assert (await client.get(c.base, headers=bob.headers)).status_code == 200, "Bob's token is not Ann's"
        assert (await client.get(c.base, headers=c.gm.headers)).status_code == 200
        # the revoked token, then made-up ones, all count under the one address (3 allowed)
        refused = [(await client.get(c.base, headers=revoked.headers)).status_code for _ in range(3)]
        assert refused == [401, 401, 401]
        r = await client.get(c.base, headers={"Authorization": f"Bearer {made_up_token()}"})
        problem(r, 429, "rate_limited")
        assert (await client.get(c.base, headers=bob.headers)).status_code == 200


async def _statuses(url: str, forwarded_for: str, n: int) -> list[int]:
    async with httpx.AsyncClient(base_url=url, timeout=10) as client:
        path = f"/campaigns/{uuid.uuid4()}"
        return [(await client.get(path, headers={"X-Forwarded-For": forwarded_for})).status_code for _ in range(n)]


async def test_clients_behind_a_trusted_proxy_are_limited_apart(database_url: str) -> None:
    # the test connects from 127.0.0.1, which FORWARDED_ALLOW_IPS names: it is the proxy
    server = ServerProcess(database_url, None, CHRONICLE_RATE_LIMIT="3/hour", FORWARDED_ALLOW_IPS="127.0.0.1")
    await server.start()
    try:
        assert await _statuses(server.url, "203.0.113.7", 4) == [401, 401, 401, 429]
        assert await _statuses(server.url, "203.0.113.8", 1) == [401], "another client behind the proxy"
        # the proxy appends the address it saw; what the client wrote before it is not believed
        assert await _statuses(server.url, "203.0.113.8, 203.0.113.9", 3) == [401, 401, 401]
    finally:
        server.stop()


async def test_an_untrusted_peer_cannot_choose_its_address(database_url: str) -> None:
    server = ServerProcess(database_url, None, CHRONICLE_RATE_LIMIT="3/hour", FORWARDED_ALLOW_IPS="192.0.2.1")
    await server.start()
    try:
        assert await _statuses(server.url, "203.0.113.7", 3) == [401, 401, 401]
        assert await _statuses(server.url, "203.0.113.8", 1) == [429], "X-Forwarded-For of an untrusted peer"
    finally:
        server.stop()
