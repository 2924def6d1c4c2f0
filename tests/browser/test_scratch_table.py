"""Scratch RPS at the table in the browser: a GM (screen) and a player (phone) play a fight through the
offers alone — the buttons and prompts the server says each may use now — through a real server process.

The characters are made through the API (their forms are tested in test_nested_forms.py). The GM starts the
fight from the offers; Ann, on her phone, is told it is her move, attacks Grob by name and ends her turn;
the GM sees it live and plays Grob's turn. Ann's page is reloaded mid-fight and the server restarts: both
pages come back to the same turn, offered the same things."""

from __future__ import annotations

from playwright.async_api import expect

from tests.browser.pages import command, create_campaign, invite, open_table, token_of
from tests.browser.support import Browser


async def test_a_scratch_fight_through_the_offers(browser: Browser) -> None:
    url = browser.url
    gm = await browser.open("/")
    campaign_id = await create_campaign(gm, "Alley Rumble", "scratch-rps", "Gemma")
    player_link = await invite(gm, "Ann", "player")
    await open_table(gm, "The alley")
    gm_token = await token_of(gm, campaign_id)
    ann_member = await gm.get_by_test_id("member").filter(has_text="Ann").get_attribute("data-member-id")
    for name, levels, owner in (
        ("Ann", {"fighting": 2, "toughness": 3, "stalking": 4}, ann_member),
        ("Grob", {"toughness": 6, "fighting": 1}, None),
    ):
        body = {"sheet": {"name": name, "abilities": levels}, "exempt": True, "owner_id": owner}
        await command(url, gm_token, campaign_id, "scratch.create_character", body)

    ann = await browser.phone(player_link)
    await expect(ann.get_by_test_id("player-view")).to_be_visible()
    await expect(ann.get_by_test_id("offers")).to_have_count(0)  # nothing to do before a fight

    # the GM starts the fight: everyone is chosen; initiative puts Ann (stalking 4) first. Grob is tough
    # enough (6) that no roll of this scene takes him out of the fight
    start = gm.locator('[data-testid="offer"][data-command="scratch.start_conflict"]')
    await expect(start.get_by_label("Ann")).to_be_checked()
    await expect(start.get_by_label("Grob")).to_be_checked()
    await start.get_by_test_id("offer-send").click()
    for page in (gm, ann):
        await expect(page.get_by_test_id("turn")).to_contain_text("Round 1: Ann's turn")
    mine = ann.locator('[data-testid="waiting-item"][data-you="true"]')
    await expect(mine).to_contain_text("Ann to act")
    await expect(gm.locator('[data-testid="waiting-item"][data-you="true"]')).to_have_count(1)  # the GM may act too

    # Ann's phone offers her turn: attacks by name, no shooting (she has none), nothing of the GM's
    attack = ann.locator('[data-testid="offer"][data-command="scratch.basic_attack"]')
    await expect(attack.get_by_label("Target")).to_contain_text("Grob (6/6 HP, healthy)")
    await expect(ann.locator('[data-testid="offer"][data-command="scratch.shoot"]')).to_have_count(0)
    await expect(ann.locator('[data-testid="offer"][data-command="scratch.end_conflict"]')).to_have_count(0)
    await expect(ann.locator('[data-testid="offer"][data-command="scratch.start_conflict"]')).to_have_count(0)
    await attack.get_by_label("Ability").select_option(label="add fighting (+2)")
    await browser.screenshot(ann, "scratch-rps-phone")
    await attack.get_by_test_id("offer-send").click()
    rolled = gm.locator('[data-testid="log-entry"][data-type="scratch.attack_rolled"]')
    await expect(rolled).to_have_count(1)
    await expect(rolled).to_contain_text("Ann")
    await expect(ann.locator('[data-testid="offer"][data-command="scratch.basic_attack"]')).to_have_count(0)
    await expect(ann.get_by_test_id("turn")).to_contain_text("(bonus action left)")

    # a reload mid-fight: the same turn, the same offers
    await ann.reload()
    await expect(ann.get_by_test_id("turn")).to_contain_text("Round 1: Ann's turn (bonus action left)")
    end = ann.locator('[data-testid="offer"][data-command="scratch.end_turn"]')
    await expect(end.get_by_test_id("offer-send")).to_have_text("End Ann's turn")

    # the server restarts: both pages come back live and Ann ends her turn
    await browser.chronicle.restart()
    for page in (gm, ann):
        await expect(page.get_by_test_id("status")).to_have_attribute("data-status", "live")
    await end.get_by_test_id("offer-send").click()
    for page in (gm, ann):
        await expect(page.get_by_test_id("turn")).to_contain_text("Grob's turn")
    await expect(ann.locator('[data-testid="waiting-item"][data-you="true"]')).to_have_count(0)
    await expect(ann.get_by_test_id("waiting-item")).to_contain_text("Grob to act")
    await expect(ann.get_by_test_id("offer")).to_have_count(0)

    # Grob's turn is the GM's: a basic attack on Ann (no roll of it can keep her from her next turn), then the
    # fight ends
    hold = gm.locator('[data-testid="offer"][data-command="scratch.basic_attack"]')
    await expect(hold.get_by_label("Target")).to_contain_text("Ann")
    await hold.get_by_test_id("offer-send").click()
    await expect(gm.locator('[data-testid="log-entry"][data-type="scratch.attack_rolled"]')).to_have_count(2)
    await browser.screenshot(gm, "scratch-rps-gm")
    await gm.locator('[data-testid="offer"][data-command="scratch.end_turn"]').get_by_test_id("offer-send").click()
    await expect(ann.get_by_test_id("turn")).to_contain_text("Round 2: Ann's turn")
    await gm.locator('[data-testid="offer"][data-command="scratch.end_conflict"]').get_by_test_id("offer-send").click()
    await expect(gm.locator('[data-testid="log-entry"][data-type="scratch.conflict_ended"]')).to_have_count(1)
    await expect(ann.get_by_test_id("turn")).to_have_count(0)
