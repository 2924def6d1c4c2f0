"""Single-roll proofs and rulings in the browser, through a real server process: at a verifiable table the GM
proves a public roll with the log's Prove button and reveals a blind one, and both entries show their proof
checked in the browser (WebCrypto), on the GM screen and on Ann's phone, the seed still secret; the GM's Rulings
panel shows the book's words for each reading and sets one. Screenshots at 1280 and 360 px; no critical or
serious accessibility violation (axe-core)."""

from __future__ import annotations

from urllib.parse import urlsplit

from playwright.async_api import expect

from tests.browser.accessibility import axe_script, violations
from tests.browser.pages import command, create_campaign, invite, open_table, wait_for_version
from tests.browser.support import Browser


async def test_proofs_shown_on_rolls_and_a_ruling_set_on_the_gm_screen(browser: Browser) -> None:
    url = browser.url
    gm = await browser.open("/")
    campaign_id = await create_campaign(gm, "Moonlit bridge", "robots-and-rapiers", "Gemma")
    ann_link = await invite(gm, "Ann", "player")
    table = await open_table(gm, "Night one", dice="verifiable")
    ann_token = urlsplit(ann_link).fragment.removeprefix("token=")
    roll = {"table_id": table, "expression": "3d6", "label": "Perception"}
    public = await command(url, ann_token, campaign_id, "campaign.roll", roll)
    blind = await command(url, ann_token, campaign_id, "campaign.roll", {**roll, "visibility": "blind"})
    public_version, blind_version = public["version"], blind["version"]
    await wait_for_version(gm, blind_version)

    entry = gm.locator(f'[data-testid="log-entry"][data-version="{public_version}"]')
    await entry.get_by_test_id("prove").click()
    await expect(entry.get_by_test_id("proof")).to_have_attribute("data-ok", "true")
    await expect(entry.get_by_test_id("proof")).to_contain_text("proven alone")
    await expect(entry.get_by_test_id("prove")).to_have_count(0)
    hidden = gm.locator(f'[data-testid="log-entry"][data-version="{blind_version}"]')
    await expect(hidden.get_by_test_id("prove")).to_have_count(0)  # a hidden roll is proven by revealing it
    await hidden.get_by_test_id("reveal").click()
    await expect(hidden.get_by_test_id("proof")).to_have_attribute("data-ok", "true")

    rulings = gm.get_by_test_id("rulings")
    darkness = rulings.locator('[data-ruling="darkness_rounding"]')
    await expect(darkness).to_have_attribute("data-in-force", "round_up")
    await expect(darkness).to_contain_text("halved to 1")
    await darkness.get_by_label("rounded down").check()
    await darkness.get_by_role("button", name="Rule so").click()
    await expect(darkness).to_have_attribute("data-in-force", "round_down")
    await darkness.scroll_into_view_if_needed()
    await browser.screenshot(gm, "proofs-and-rulings-gm", top=False)
    axe = axe_script()
    if axe is not None:  # without npm, test_accessibility.py skips saying so; the rest of this test still runs
        assert await violations(gm, axe) == []

    ann = await browser.phone(ann_link)
    for version in (public_version, blind_version):
        mine = ann.locator(f'[data-testid="log-entry"][data-version="{version}"]')
        await expect(mine.get_by_test_id("proof")).to_have_attribute("data-ok", "true")
        await expect(mine.get_by_test_id("prove")).to_have_count(0)
    await ann.locator(f'[data-testid="log-entry"][data-version="{blind_version}"]').scroll_into_view_if_needed()
    await browser.screenshot(ann, "proofs-phone", top=False)
    if axe is not None:
        assert await violations(ann, axe) == []
    assert browser.outside == []
