"""A short Shapers d100 fight played in two browsers through the table view only (the offers panel and the
fight panel), on a real `chronicle serve`.

The GM (1280 px) creates the campaign, invites Ann, opens a physical-dice table and starts the fight from
the offers (Initiative); Ann (a 360 px phone) attacks the GM's Ghoul with her Sword on her turn; the GM is
prompted to defend the Ghoul; the hit's location and damage reach both screens live, with the Ghoul's
Physical Health. Ann's page reloads mid-scene and the server restarts; Ann ends her turn; the GM attacks
Ada with a scene modifier only the GM is offered; Ann is prompted to dodge on her phone. Nothing shown is
an id or a snake_case name.
"""

from __future__ import annotations

import re

from playwright.async_api import Locator, Page, expect

from tests.browser.accessibility import axe_script, violations
from tests.browser.pages import command, create_campaign, invite, open_table, token_of
from tests.browser.support import PHONE, Browser

ADA = {
    "name": "Ada",
    "attributes": {
        "physical_strength": 4,
        "physical_agility": 5,
        "physical_fortitude": 3,
        "social_strength": 3,
        "social_agility": 4,
        "social_fortitude": 3,
        "mental_strength": 4,
        "mental_agility": 5,
        "mental_fortitude": 4,
    },
    "health": {"physical": 12, "social": 9, "mental": 12},
    "aptitudes": {"Dodge": 10, "Melee (Armed)": 15},
    "armour": [{"name": "Leather jacket", "protection": 1, "locations": ["body", "left_arm", "right_arm"]}],
    "weapons": [{"name": "Sabre", "kind": "melee", "aptitude": "Melee (Armed)", "damage": 4}],
}
GHOUL = {
    **ADA,
    "name": "Ghoul <b>of</b> the Pit",
    "health": {"physical": 20, "social": 5, "mental": 5},
    "armour": [],
    "weapons": [{"name": "Claws", "kind": "melee", "aptitude": "Melee (Unarmed)", "damage": 3}],
}
SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")


def offer(page: Page, label: str) -> Locator:
    return page.get_by_test_id("offers").locator(f'form[aria-label="{label}"]')


async def send_offer(form: Locator, dice: str) -> None:
    """Enter the physical dice (one roll a line) and send the offer."""
    await form.get_by_test_id("offer-dice").fill(dice)
    await form.get_by_test_id("offer-send").click()


async def no_ids_or_snake_case(page: Page, ids: list[str]) -> None:
    for testid in ("offers", "d100-panel"):
        text = await page.get_by_test_id(testid).inner_text()
        assert not SNAKE.search(text), SNAKE.search(text)
        assert not any(i in text for i in ids), text


async def test_a_d100_fight_through_the_table_view(browser: Browser) -> None:
    url = browser.url
    gm = await browser.open("/")
    campaign_id = await create_campaign(gm, "The Pit", "shapers-d100", "Gemma")
    ann_link = await invite(gm, "Ann", "player")
    table_id = await open_table(gm, "Into the Pit", dice="physical")
    gm_token = await token_of(gm, campaign_id)
    ann_id = await gm.get_by_test_id("member").filter(has_text="Ann").get_attribute("data-member-id")
    made = await command(url, gm_token, campaign_id, "d100.create_character", {"sheet": ADA, "owner_id": ann_id})
    ada = made["events"][0]["data"]["character_id"]
    made = await command(url, gm_token, campaign_id, "d100.create_character", {"sheet": GHOUL})
    ghoul = made["events"][0]["data"]["character_id"]
    ids = [campaign_id, table_id, ada, ghoul]

    ann = await browser.phone(ann_link)
    await expect(ann.get_by_test_id("player-view")).to_be_visible()
    await expect(ann.get_by_test_id("turn")).to_have_text("No fight under way at this table")

    # the GM starts the fight from the offer: both combatants ticked, Initiative rolled by hand (9 and 1)
    start = offer(gm, "Start a fight: determine Initiative")
    await expect(start.get_by_label("Ada")).to_be_checked()
    await expect(start.get_by_label("Ghoul <b>of</b> the Pit")).to_be_checked()  # a name is text, never markup
    assert await gm.locator("b", has_text="of").count() == 0
    await send_offer(start, "9\n1")
    for page in (gm, ann):
        order = page.get_by_test_id("d100-order").get_by_test_id("d100-combatant")
        await expect(order).to_have_count(2)
        await expect(order.first).to_have_attribute("data-acting", "true")
        await expect(order.first).to_contain_text("Ada")
        await expect(page.get_by_test_id("turn")).to_have_text("Round 1 — Ada's turn")
    await expect(ann.locator('[data-testid="waiting-item"][data-you="true"]')).to_contain_text("Ada to act")
    await expect(ann.get_by_test_id("d100-rules")).to_have_text("Hit Location rolled on every hit")

    # Ann attacks the Ghoul with her Sabre from her phone: the target picked, no GM-only field offered
    sabre = offer(ann, "Attack with the Sabre")
    await expect(sabre.locator('[data-field="target_id"] select')).to_have_count(1)
    await sabre.locator('[data-field="target_id"] select').select_option(label="Ghoul <b>of</b> the Pit")
    await expect(sabre.locator('[data-field="situations"]')).to_have_count(0)
    await expect(sabre.locator('[data-field^="outnumbering"]')).to_have_count(0)
    await send_offer(sabre, "10")  # TN 50 + 5 + 15 = 70: 60 points

    # the GM is prompted to defend the Ghoul; Ann waits on it
    defend = gm.locator('[data-testid="offer"][data-prompt="true"]')
    await expect(defend).to_have_attribute("aria-label", "Defend Ghoul <b>of</b> the Pit against Ada's Sabre")
    await expect(ann.get_by_test_id("d100-awaiting")).to_have_text(
        "Waiting for Ghoul <b>of</b> the Pit to defend against Ada's Sabre attack"
    )
    await expect(ann.get_by_test_id("offer")).to_have_count(0)
    await no_ids_or_snake_case(ann, ids)
    await defend.locator('[data-field="aptitude"] select').select_option(label="Physical Agility + Dodge")
    await send_offer(defend, "90\n50")  # the Ghoul fails by 25; a hit to the Body (50)

    # the hit, its location and its damage, live on both screens
    for page in (gm, ann):
        last = page.get_by_test_id("d100-last")
        await expect(last).to_contain_text("hits Ghoul <b>of</b> the Pit")
        await expect(last).to_contain_text(re.compile("lands on the body", re.I))
        health = page.locator(f'[data-testid="d100-fighter"][data-character-id="{ghoul}"] [data-realm="physical"]')
        await expect(health).to_have_attribute("data-status", "hurt")
    ghoul_health = await gm.locator(
        f'[data-testid="d100-fighter"][data-character-id="{ghoul}"] [data-realm="physical"] dd'
    ).inner_text()
    armour = ann.locator(f'[data-testid="d100-fighter"][data-character-id="{ada}"] [data-location="Body"]')
    await expect(armour).to_contain_text("Leather jacket 1")
    await gm.get_by_test_id("d100-panel").evaluate("panel => panel.scrollIntoView({block: 'start'})")
    await browser.screenshot(gm, "d100-gm", top=False)

    # Ann's phone reloads mid-scene: the fight, the cards and her next move come back
    await ann.reload()
    await expect(ann.get_by_test_id("status")).to_have_attribute("data-status", "live")
    await expect(ann.get_by_test_id("turn")).to_have_text("Round 1 — Ada's turn")
    await expect(
        ann.locator(f'[data-testid="d100-fighter"][data-character-id="{ghoul}"] [data-realm="physical"] dd')
    ).to_have_text(ghoul_health)
    await expect(offer(ann, "Attack with the Sabre")).to_have_count(0)  # one action a turn
    await expect(ann.locator('[data-testid="waiting-item"][data-you="true"]')).to_contain_text("Ada to end the turn")

    # the server restarts; Ann ends her turn; the GM's screen follows
    await browser.chronicle.restart()
    for page in (gm, ann):
        await expect(page.get_by_test_id("status")).to_have_attribute("data-status", "live")
    await offer(ann, "End Ada's turn").get_by_test_id("offer-send").click()
    for page in (gm, ann):
        await expect(page.get_by_test_id("turn")).to_have_text("Round 1 — Ghoul <b>of</b> the Pit's turn")
    await expect(gm.locator('[data-testid="d100-combatant"][data-acting="true"]')).to_contain_text("Ghoul")

    # the GM attacks Ada with the Claws, naming a scene modifier in the chapter's words (the GM's alone)
    claws = offer(gm, "Attack with the Claws")
    await claws.locator('[data-field="target_id"] select').select_option(label="Ada")
    await claws.get_by_label("Attacking a prone opponent (+20)").check()
    await send_offer(claws, "30")
    prompt = ann.locator('[data-testid="offer"][data-prompt="true"]')
    await expect(prompt).to_have_attribute("aria-label", "Defend Ada against Ghoul <b>of</b> the Pit's Claws")
    await expect(ann.locator('[data-testid="waiting-item"][data-you="true"]')).to_contain_text(
        "Ada to defend against Ghoul <b>of</b> the Pit's Claws attack"
    )
    await expect(ann.get_by_test_id("d100-last")).to_contain_text("Attacking a prone opponent")
    await no_ids_or_snake_case(ann, ids)
    await no_ids_or_snake_case(gm, ids)
    await browser.screenshot(ann, "d100-phone")
    axe = axe_script()  # the fight's pages, a prompt up: no serious accessibility violation (without npm: unchecked)
    for page in (ann, gm) if axe else ():
        assert await violations(page, axe or "") == []
    assert await ann.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    await prompt.locator('[data-field="aptitude"] select').select_option(label="Physical Agility + Dodge")
    await send_offer(prompt, "5")  # Ada dodges with 60 points against the Claws' 45 (TN 75, d100 30): a miss
    for page in (gm, ann):
        await expect(page.get_by_test_id("d100-awaiting")).to_have_count(0)
        await expect(page.locator('[data-testid="log-entry"][data-type="d100.attack_resolved"]')).to_have_count(2)
    assert browser.outside == []


async def test_the_generic_attack_form_a_player_and_the_gm_can_send(browser: Browser) -> None:
    """The generated `d100.attack` form (defects of the generic form): its optional Outnumbering group may be
    left empty (its two numbers are required only once one is filled); a player is not shown the fields only
    the GM may set, and can attack from it; the conflict is named by its fighters, not an id; the Combat
    Modifiers rows are in the chapter's words."""
    url = browser.url
    gm = await browser.open("/")
    campaign_id = await create_campaign(gm, "The form", "shapers-d100", "Gemma")
    ann_link = await invite(gm, "Ann", "player")
    table_id = await open_table(gm, "Forms")
    gm_token = await token_of(gm, campaign_id)
    ann_id = await gm.get_by_test_id("member").filter(has_text="Ann").get_attribute("data-member-id")
    made = await command(url, gm_token, campaign_id, "d100.create_character", {"sheet": ADA, "owner_id": ann_id})
    ada = made["events"][0]["data"]["character_id"]
    made = await command(url, gm_token, campaign_id, "d100.create_character", {"sheet": {**GHOUL, "name": "Ghoul"}})
    ghoul = made["events"][0]["data"]["character_id"]
    started = await command(
        url, gm_token, campaign_id, "d100.start_conflict", {"table_id": table_id, "character_ids": [ada, ghoul]}
    )
    conflict = started["events"][0]["data"]["conflict_id"]
    if started["events"][-1]["data"]["character_id"] == ghoul:  # the Ghoul won Initiative: it waits
        await command(url, gm_token, campaign_id, "d100.end_turn", {"conflict_id": conflict, "character_id": ghoul})
    await expect(gm.get_by_test_id("turn")).to_have_text(re.compile(r"^Round \d — Ada's turn$"))

    await gm.get_by_test_id("command-forms").get_by_test_id("command-select").select_option("d100.attack")
    form = gm.get_by_test_id("form-d100.attack")
    outnumbering = form.locator('fieldset[data-field="outnumbering"]')
    await expect(outnumbering.locator("input:required")).to_have_count(0)
    await expect(form.get_by_label("Attacking a blind opponent (+20)")).to_have_count(1)
    await expect(form.locator('select[name="conflict_id"] option').nth(1)).to_have_text(
        re.compile(r"^(Ada, Ghoul|Ghoul, Ada)$")
    )
    await form.locator('select[name="conflict_id"]').select_option(index=1)
    await form.locator('select[name="character_id"]').select_option(label="Ada")
    await form.locator('select[name="target_id"]').select_option(label="Ghoul")
    await form.locator('input[name="weapon"]').fill("Sabre")
    await outnumbering.locator("input").first.fill("3")  # one number given: both are asked for
    await expect(outnumbering.locator("input:required")).to_have_count(2)
    await outnumbering.locator("input").first.fill("")
    await form.get_by_test_id("send-d100.attack").click()
    await expect(form.get_by_role("status")).to_contain_text("Done")
    await command(
        url,
        gm_token,
        campaign_id,
        "d100.defend",
        {"table_id": table_id, "conflict_id": conflict, "character_id": ghoul},
    )

    # Ann's phone: the same form without what only the GM sets, and her attack on her next turn goes through
    await command(url, gm_token, campaign_id, "d100.end_turn", {"conflict_id": conflict, "character_id": ada})
    await command(url, gm_token, campaign_id, "d100.end_turn", {"conflict_id": conflict, "character_id": ghoul})
    ann = await browser.phone(ann_link)
    await expect(ann.get_by_test_id("turn")).to_have_text(re.compile(r"^Round \d — Ada's turn$"))
    await ann.get_by_test_id("command-forms").get_by_test_id("command-select").select_option("d100.attack")
    mine = ann.get_by_test_id("form-d100.attack")
    for gm_only in ("situations", "outnumbering", "modifier", "distance_m", "target_defends", "passive_attribute"):
        await expect(mine.locator(f'[name="{gm_only}"], [data-field="{gm_only}"]')).to_have_count(0)
    await mine.locator('select[name="conflict_id"]').select_option(index=1)
    await mine.locator('select[name="character_id"]').select_option(label="Ada")
    await mine.locator('select[name="target_id"]').select_option(label="Ghoul")
    await mine.locator('input[name="weapon"]').fill("Sabre")
    await mine.get_by_test_id("send-d100.attack").click()
    await expect(mine.get_by_role("status")).to_contain_text("Done")
    assert browser.outside == []
