"""A thin client for the API tests: campaigns, members with their tokens, commands."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import httpx


@dataclass
class Member:
    member_id: str
    token: str
    token_id: str
    role: str

    @property
    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}


@dataclass
class Campaign:
    client: httpx.AsyncClient
    id: str
    gm: Member
    ruleset: str
    members: dict[str, Member] = field(default_factory=dict)

    @property
    def base(self) -> str:
        return f"/campaigns/{self.id}"

    async def command(
        self, tag: str, body: dict[str, Any], who: Member | None = None, headers: dict[str, str] | None = None
    ) -> httpx.Response:
        h = dict((who or self.gm).headers)
        h.update(headers or {})
        return await self.client.post(f"{self.base}/commands/{tag}", json=body, headers=h)

    async def ok(self, tag: str, body: dict[str, Any], who: Member | None = None, **kw: Any) -> dict[str, Any]:
        r = await self.command(tag, body, who, **kw)
        assert r.status_code == 200, (tag, r.status_code, r.text)
        return r.json()  # type: ignore[no-any-return]

    async def add_member(self, name: str, role: str = "player") -> Member:
        body = await self.ok("campaign.add_member", {"name": name, "role": role})
        issued = body["issued"]
        member = Member(issued["member_id"], issued["token"], issued["token_id"], role)
        self.members[name] = member
        return member

    async def open_table(self, mode: str = "server", name: str = "Session") -> str:
        body = await self.ok("campaign.open_table", {"name": name, "dice_mode": mode})
        return body["events"][0]["data"]["table_id"]  # type: ignore[no-any-return]

    async def version(self) -> int:
        r = await self.client.get(self.base, headers=self.gm.headers)
        assert r.status_code == 200, r.text
        return r.json()["version"]  # type: ignore[no-any-return]

    async def recap(self, table_id: str, who: Member | None = None, **params: Any) -> httpx.Response:
        r = await self.client.get(
            f"{self.base}/tables/{table_id}/recap", params=params, headers=(who or self.gm).headers
        )
        assert r.status_code == 200, r.text
        return r

    async def events(self, who: Member | None = None, **params: Any) -> list[dict[str, Any]]:
        r = await self.client.get(
            f"{self.base}/events", params={"limit": 1000, **params}, headers=(who or self.gm).headers
        )
        assert r.status_code == 200, r.text
        return r.json()["events"]  # type: ignore[no-any-return]


async def create_campaign(client: httpx.AsyncClient, ruleset: str = "test-dice", name: str = "Test") -> Campaign:
    r = await client.post("/campaigns", json={"name": name, "ruleset": ruleset, "gm_name": "Gemma"})
    assert r.status_code == 201, r.text
    body = r.json()
    issued = body["issued"]
    gm = Member(issued["member_id"], issued["token"], issued["token_id"], "gm")
    return Campaign(client, body["campaign_id"], gm, ruleset)


def problem(r: httpx.Response, status: int, code: str | None = None) -> dict[str, Any]:
    """Assert `r` is a problem response with this status (and code); return its body."""
    assert r.status_code == status, (r.status_code, r.text)
    assert r.headers["content-type"].startswith("application/problem+json"), r.headers["content-type"]
    body = r.json()
    assert body["status"] == status
    assert isinstance(body["code"], str) and body["code"]
    if code is not None:
        assert body["code"] == code, body
    return body  # type: ignore[no-any-return]
