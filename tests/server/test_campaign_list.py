"""`GET /campaigns`: a member token lists its own campaign with the caller's role; the admin token lists
every campaign, paged with `cursor` / `next_cursor` / `Link: rel="next"`."""

from __future__ import annotations

from tests.server.api import Member, create_campaign, problem
from tests.server.servers import make_app, serving

ADMIN = "chronicle-admin-for-the-campaign-list"


async def test_a_member_token_lists_its_own_campaign_with_the_callers_role(api) -> None:
    c = await create_campaign(api, name="The bridge")
    ann = await c.add_member("Ann", role="observer")
    await c.open_table()
    mine = await api.get("/campaigns", headers=ann.headers)
    assert mine.status_code == 200, mine.text
    assert mine.json() == {
        "campaigns": [
            {
                "campaign_id": c.id,
                "name": "The bridge",
                "ruleset": "test-dice",
                "version": 2,
                "member_id": ann.member_id,
                "role": "observer",
            }
        ],
        "more": False,
        "next_cursor": None,
    }
    await c.ok("campaign.remove_member", {"member_id": ann.member_id})
    assert (await api.get("/campaigns", headers=ann.headers)).json()["campaigns"] == []
    problem(await api.get("/campaigns"), 401, "token_missing")
    problem(await api.get("/campaigns", headers={"Authorization": "Bearer chr_nope"}), 401)


async def test_the_admin_token_lists_every_campaign_page_by_page(api_settings) -> None:
    admin = {"Authorization": f"Bearer {ADMIN}"}
    async with serving(make_app(api_settings.with_(admin_token=ADMIN))) as client:
        created = set()
        for n in range(3):
            r = await client.post("/campaigns", json={"name": f"C{n}", "ruleset": "test-dice"}, headers=admin)
            assert r.status_code == 201, r.text
            created.add(r.json()["campaign_id"])
        first = await client.get("/campaigns?limit=2", headers=admin)
        page = first.json()
        assert page["more"] is True and len(page["campaigns"]) == 2, page
        link = first.headers["Link"]
        assert link == f'</campaigns?limit=2&cursor={page["next_cursor"]}>; rel="next"'
        second = (await client.get(link[1 : link.index(">")], headers=admin)).json()["campaigns"]
        assert second and second[0]["campaign_id"] > page["campaigns"][-1]["campaign_id"]
        seen: list[dict[str, object]] = []
        url: str | None = "/campaigns?limit=500"  # the whole list (other tests' campaigns too), in id order
        while url is not None:
            r = await client.get(url, headers=admin)
            assert r.status_code == 200, r.text
            seen += r.json()["campaigns"]
            link = r.headers.get("Link")
            url = link[1 : link.index(">")] if link else None
        ids = [s["campaign_id"] for s in seen]
        assert ids == sorted(ids) and len(set(ids)) == len(ids) and created <= set(ids)
        one = next(s for s in seen if s["campaign_id"] in created)
        assert one["ruleset"] == "test-dice" and one["version"] == 0 and "role" not in one
        gm = Member("-", "chr_" + "x" * 40, "-", "gm")
        problem(await client.get("/campaigns", headers=gm.headers), 401)
