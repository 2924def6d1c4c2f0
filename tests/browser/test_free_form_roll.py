"""The free-form roll (`campaign.roll`) in the web client: d20's grammar typed into the generated form, a
physical table asked for each die an explosion needs, and every die of the tree in the log — kept, dropped,
rerolled, exploded, counted as a success or a failure — on the GM's screen, a player's phone and the stream
overlay."""

from __future__ import annotations

from playwright.async_api import Page, expect

from tests.browser.pages import create_campaign, invite, make_link, open_table
from tests.browser.support import Browser


async def _roll(page: Page, expression: str, dice: str | None = None) -> None:
    picker = page.get_by_test_id("command-forms")
    form = page.get_by_test_id("form-campaign.roll")
    if not await form.count():
        await picker.get_by_test_id("command-select").select_option("campaign.roll")
    await form.get_by_label("Expression").fill(expression)
    if dice is not None:
        await form.locator("textarea").fill(dice)
    await form.get_by_test_id("send-campaign.roll").click()


async def test_a_physical_table_is_asked_for_the_dice_an_explosion_needs(browser: Browser) -> None:
    gm = await browser.open("/")
    await create_campaign(gm, "Pools and explosions", "scratch-rps", "Gemma")
    await open_table(gm, "By hand", dice="physical")
    form = gm.get_by_test_id("form-campaign.roll")
    await _roll(gm, "3d6e6 + 1d4", "6 2 3")
    hint = form.get_by_test_id("dice-hint")
    await expect(hint).to_contain_text("Roll 2: a die exploded in 3d6e6 — roll 1d6")
    await form.locator("textarea").fill("6 2 3\n4")
    await form.get_by_test_id("send-campaign.roll").click()
    await expect(hint).to_contain_text("Roll 3: the dice of 1d4 — roll 1d4")
    await form.locator("textarea").fill("6 2 3\n4\n3")
    await form.get_by_test_id("send-campaign.roll").click()
    await expect(form.get_by_role("status")).to_contain_text("Done")
    entry = gm.locator('[data-testid="log-entry"][data-type="campaign.rolled"]')
    await expect(entry).to_contain_text("3d6e6 (6!, 2, 3, 4) + 1d4 (3) = 18")
    chips = entry.get_by_test_id("roll-tree").locator(".die")
    await expect(chips).to_have_text(["6!", "2", "3", "4", "3"])
    await expect(entry.locator(".die.exploded")).to_have_count(1)

    await _roll(gm, "2d6 + 3x")
    await expect(form.get_by_test_id("problem")).to_contain_text("at position 7")
    assert browser.outside == []


async def test_every_die_of_the_tree_shows_on_the_gm_screen_and_a_phone(browser: Browser) -> None:
    gm = await browser.open("/")
    await create_campaign(gm, "The Clockwork Carnival", "robots-and-rapiers", "Gemma")
    link = await invite(gm, "Ann", "player")
    await open_table(gm, "Session one")
    await _roll(gm, "4d6kh3 + 1d20ro<3 [luck]")
    await expect(gm.get_by_test_id("form-campaign.roll").get_by_role("status")).to_contain_text("Done")
    ann = await browser.phone(link)
    await _roll(ann, "8d10e10s>7f1")
    await expect(ann.get_by_test_id("form-campaign.roll").get_by_role("status")).to_contain_text("Done")
    for page in (gm, ann):
        rolls = page.locator('[data-testid="log-entry"][data-type="campaign.rolled"]')
        await expect(rolls).to_have_count(2)
        pool = rolls.filter(has_text="8d10e10s>7f1")
        await expect(pool.locator(".die")).not_to_have_count(0)
        successes = await pool.locator(".die.success").count()
        failures = await pool.locator(".die.failure").count()
        assert f"= {successes - failures}" in await pool.inner_text()
        await expect(rolls.filter(has_text="4d6kh3").locator(".die.dropped")).to_have_count(1)
    overlay = await browser.open(await make_link(gm, "overlay-link"))
    pool = overlay.get_by_test_id("overlay-roll").filter(has_text="8d10e10s>7f1")
    await expect(pool.locator(".die.big")).not_to_have_count(0)
    await expect(
        overlay.get_by_test_id("overlay-roll").filter(has_text="4d6kh3").locator(".die.dropped")
    ).to_have_count(1)
    await gm.get_by_test_id("log").scroll_into_view_if_needed()
    await browser.screenshot(gm, "free-form-roll", top=False)
    await ann.get_by_test_id("log").scroll_into_view_if_needed()
    await browser.screenshot(ann, "free-form-roll-phone", top=False)
    assert browser.outside == []
