"""What a GM's screen costs to open cold: every byte the browser receives for it (bodies as sent, compressed
where they were, and headers), with the live feed up and the command forms loaded — at most 250 KB."""

from __future__ import annotations

from playwright.async_api import Request, expect

from tests.browser.pages import create_campaign
from tests.browser.support import Browser

BUDGET = 250 * 1024


async def test_the_gm_screen_opens_cold_within_its_budget(browser: Browser) -> None:
    gm = await browser.open("/")
    campaign_id = await create_campaign(gm, "Weighed", "robots-and-rapiers", "Gemma")
    cold = await gm.context.browser.new_context()  # type: ignore[union-attr]
    try:
        page = await cold.new_page()
        token = await gm.evaluate("() => localStorage.getItem('chronicle.tokens')")
        await page.goto(browser.url + "/")
        await page.evaluate("(t) => localStorage.setItem('chronicle.tokens', t)", token)
        received: list[tuple[str, int]] = []

        async def weigh(request: Request) -> None:
            sizes = await request.sizes()
            received.append((request.url, sizes["responseBodySize"] + sizes["responseHeadersSize"]))

        page.on("requestfinished", weigh)
        await page.goto(browser.url + f"/play/{campaign_id}")
        await expect(page.get_by_test_id("status")).to_have_attribute("data-status", "live")
        await expect(page.get_by_test_id("command-forms")).to_be_visible()
        await page.wait_for_load_state("networkidle")
        total = sum(size for _, size in received)
        assert any("/app/commands/robots-and-rapiers" in url for url, _ in received)
        assert not any("/schema/openapi.json" in url for url, _ in received)  # not the whole API document
        assert 0 < total <= BUDGET, sorted(received, key=lambda r: -r[1])[:10]
    finally:
        await cold.close()
