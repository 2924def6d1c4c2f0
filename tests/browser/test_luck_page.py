"""The luck page in the browser, through a real server process: the GM follows the table page's "Luck" link and
sees Ann's loaded physical d6 flagged in the physical part, apart from the fair server dice; Ann's phone sees
the same ledger without the GM's hidden roll. Screenshots at 1280 and 360 px; no critical or serious
accessibility violation (axe-core) on either."""

from __future__ import annotations

import random
from urllib.parse import urlsplit

import httpx
from playwright.async_api import expect

from tests.browser.accessibility import axe_script, violations
from tests.browser.pages import command, create_campaign, invite, open_table, token_of
from tests.browser.support import Browser


async def test_the_luck_page_shows_a_loaded_die_apart_from_proven_dice(browser: Browser) -> None:
    url = browser.url
    gm = await browser.open("/")
    campaign_id = await create_campaign(gm, "Cursed dice", "scratch-rps", "Gemma")
    ann_link = await invite(gm, "Ann", "player")
    kitchen = await open_table(gm, "Kitchen table", dice="physical")
    gm_token = await token_of(gm, campaign_id)
    ann_token = urlsplit(ann_link).fragment.removeprefix("token=")
    rng = random.Random(28)
    for _ in range(12):  # Ann's die shows a 6 about half the time: 120 dice
        faces = [6 if rng.random() < 0.5 else rng.randint(1, 5) for _ in range(10)]
        await command(
            url, ann_token, campaign_id, "campaign.roll", {"table_id": kitchen, "expression": "10d6", "dice": [faces]}
        )
    await command(url, gm_token, campaign_id, "campaign.close_table", {"table_id": kitchen})
    server = await open_table(gm, "Night two", dice="server")
    for _ in range(6):
        await command(url, ann_token, campaign_id, "campaign.roll", {"table_id": server, "expression": "60d6"})
    await command(
        url, gm_token, campaign_id, "campaign.roll", {"table_id": server, "expression": "3d20", "visibility": "blind"}
    )

    await gm.get_by_test_id("luck-link").click()
    await gm.wait_for_url(f"**/play/{campaign_id}/luck")
    ann_gm = gm.locator('[data-testid="luck-subject"][data-kind="member"]').filter(has_text="Ann")
    loaded = ann_gm.get_by_test_id("luck-physical").get_by_test_id("luck-die")
    await expect(loaded).to_have_attribute("data-verdict", "flagged")
    await expect(loaded).to_contain_text("120 dice")
    proven = ann_gm.get_by_test_id("luck-proven").get_by_test_id("luck-die")
    await expect(proven).to_have_count(1)
    await expect(proven).to_contain_text("360 dice")
    await expect(proven).not_to_have_attribute("data-verdict", "too_few")
    gemma = gm.locator('[data-testid="luck-subject"][data-kind="member"]').filter(has_text="Gemma")
    await expect(gemma.get_by_test_id("luck-die")).to_have_attribute("data-verdict", "too_few")  # 3 d20
    tables = gm.get_by_test_id("luck-tables")
    await expect(tables.locator('[data-status="physical"]')).to_contain_text("Kitchen table")
    await expect(tables.locator('[data-status="proven"]')).to_contain_text("Night two")
    await browser.screenshot(gm, "luck-page")
    axe = axe_script()
    if axe is not None:  # without npm, test_accessibility.py skips saying so; the rest of this test still runs
        assert await violations(gm, axe) == []

    ann = await browser.phone(ann_link)
    await expect(ann.get_by_test_id("luck-link")).to_be_visible()
    await ann.get_by_test_id("luck-link").click()
    await expect(ann.get_by_test_id("luck-page")).to_be_visible()
    mine = ann.locator('[data-testid="luck-subject"][data-kind="member"]').first  # her own comes first
    await expect(mine.locator("h3")).to_have_text("Ann (you)")
    await expect(mine.get_by_test_id("luck-physical").get_by_test_id("luck-die")).to_have_attribute(
        "data-verdict", "flagged"
    )
    # the GM's blind roll is hidden from Ann: Gemma has nothing she may see, and the table says one is left out
    await expect(
        ann.locator('[data-testid="luck-subject"][data-kind="member"]').filter(has_text="Gemma")
    ).to_have_count(0)
    await expect(ann.get_by_test_id("luck-tables").locator('[data-status="proven"]')).to_contain_text(
        "1 roll(s) hidden from you"
    )
    everyone = ann.locator('[data-testid="luck-subject"][data-kind="campaign"]')
    await expect(everyone.get_by_test_id("luck-proven").get_by_test_id("luck-die")).to_have_count(1)  # no d20
    await browser.screenshot(ann, "luck-page-phone")
    if axe is not None:
        assert await violations(ann, axe) == []
    async with httpx.AsyncClient(base_url=url) as client:
        served = (
            await client.get(f"/campaigns/{campaign_id}/luck", headers={"Authorization": f"Bearer {ann_token}"})
        ).json()
    ann_id = next(s["id"] for s in served["members"] if s["name"] == "Ann")
    counts = next(s for s in served["members"] if s["id"] == ann_id)["physical"]["dice"][0]["counts"]
    label = await mine.get_by_test_id("luck-physical").locator(".luck-bars").get_attribute("aria-label")
    assert label is not None and ", ".join(f"{i + 1}: {n}" for i, n in enumerate(counts)) in label
    assert browser.outside == [] and browser.console_errors == []
