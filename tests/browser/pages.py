"""Steps the browser tests take on Chronicle's pages, by their data-testid names (server/static/app/)."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urlsplit

import httpx
from playwright.async_api import Locator, Page, expect


async def token_of(page: Page, campaign_id: str) -> str:
    """The token this page's tab uses for the campaign (kept in the browser, never in the address)."""
    token = await page.evaluate(
        """(cid) => sessionStorage.getItem(`chronicle.active.${cid}`)
            || (JSON.parse(localStorage.getItem("chronicle.tokens") || "{}")[cid] || {}).token""",
        campaign_id,
    )
    assert isinstance(token, str) and token.startswith("chr_"), token
    return token


async def command(url: str, token: str, campaign_id: str, tag: str, body: dict[str, Any]) -> dict[str, Any]:
    async with httpx.AsyncClient(base_url=url, timeout=30) as client:
        r = await client.post(
            f"/campaigns/{campaign_id}/commands/{tag}", json=body, headers={"Authorization": f"Bearer {token}"}
        )
    assert r.status_code == 200, (tag, r.status_code, r.text)
    return r.json()  # type: ignore[no-any-return]


async def visible_versions(url: str, token: str, campaign_id: str) -> list[int]:
    """The versions the server's log read shows this token (hidden rolls as their placeholders)."""
    async with httpx.AsyncClient(base_url=url, timeout=30) as client:
        r = await client.get(
            f"/campaigns/{campaign_id}/events",
            params={"limit": 1000},
            headers={"Authorization": f"Bearer {token}"},
        )
    assert r.status_code == 200, r.text
    body = r.json()
    events = body["events"] if isinstance(body, dict) else body
    return [e["version"] for e in events]


async def log_versions(page: Page) -> list[int]:
    versions = await page.get_by_test_id("log-entry").evaluate_all("els => els.map(e => Number(e.dataset.version))")
    return sorted(versions)


async def wait_for_version(page: Page, version: int) -> None:
    await expect(page.locator(f'[data-testid="log-entry"][data-version="{version}"]')).to_have_count(1)


async def create_campaign(page: Page, name: str, ruleset: str, gm: str) -> str:
    await page.get_by_test_id("create-name").fill(name)
    await page.get_by_test_id("create-ruleset").select_option(ruleset)
    await page.get_by_test_id("create-gm-name").fill(gm)
    await page.get_by_test_id("create-submit").click()
    await page.wait_for_url(re.compile(r"/play/[0-9a-f-]+$"))
    await expect(page.get_by_test_id("status")).to_have_attribute("data-status", "live")
    return urlsplit(page.url).path.rsplit("/", 1)[1]


async def invite(page: Page, name: str, role: str) -> str:
    await page.get_by_test_id("invite-name").fill(name)
    await page.get_by_test_id("invite-role").select_option(role)
    await page.get_by_test_id("invite-submit").click()
    member = page.get_by_test_id("member").filter(has_text=name)
    link = member.get_by_test_id("player-link").locator("input")
    await expect(link).to_have_value(re.compile(r"#token="))
    return await link.input_value()


async def open_table(page: Page, name: str, dice: str = "server") -> str:
    form = page.get_by_test_id("open-table")
    await form.get_by_label("New table's name").fill(name)
    await form.get_by_label("Dice").select_option(dice)
    await form.get_by_role("button", name="Open a table").click()
    item = page.get_by_test_id("table-item").filter(has_text=name)
    await expect(item).to_have_count(1)
    table_id = await item.get_attribute("data-table-id")
    assert table_id
    return table_id


async def enter_physical_dice(form: Locator, submit: Locator, done: Locator, face: int) -> None:
    """At a physical-dice table: send, and while the server asks for the next roll ("Roll k: enter 5d10"),
    enter it (every die showing `face`) and send again, until `done` shows."""
    lines: list[str] = []
    for k in range(1, 12):
        await submit.click()
        hint = form.get_by_test_id("rr-dice-hint").filter(has_text=f"Roll {k}:")
        await expect(hint.or_(done).first).to_be_visible()
        if await done.count():
            return
        found = re.search(r"enter (\d+)d(\d+)", await hint.inner_text())
        assert found, await hint.inner_text()
        lines.append(" ".join([str(face)] * int(found.group(1))))
        await form.get_by_test_id("rr-dice").fill("\n".join(lines))
    raise AssertionError("the server kept asking for dice")


async def call_test(gm: Page, robot: str, program: str, attribute: str) -> None:
    form = gm.get_by_test_id("rr-call-test")
    await form.get_by_test_id("rr-call-character").select_option(label=robot)
    await form.get_by_test_id("rr-call-program").select_option(program)
    await form.get_by_test_id("rr-call-attribute").select_option(attribute)
    await form.get_by_test_id("rr-call-submit").click()


async def make_link(gm: Page, testid: str, pattern: str = r"#token=") -> str:
    """Make a read-only link from the GM's page (observer-link, overlay-link, recap-link) and read it."""
    await gm.get_by_test_id(f"{testid}-button").first.click()
    field = gm.get_by_test_id(testid).locator("input")
    await expect(field).to_have_value(re.compile(pattern))
    return await field.input_value()
