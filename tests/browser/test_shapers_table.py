"""Shapers and Bots at the table in the browser: the Director (a 1280 px screen) and Ann (a 360 px phone) play
a short fight and a challenge through the offers alone — the buttons and prompts the server says each may use
now — at a physical-dice table, through a real server process.

The characters are made through the API (their form is tested in test_nested_forms.py): Ann's fox Doi and the
Director's extra Creszki. The Director gives Doi a hunting bow from the offers, Ann readies it, the Director
starts the fight; Ann attacks Creszki with the bow chosen from what Doi holds; the Director is prompted "defend
or not" for Creszki and the arrow hits. Ann's page is reloaded mid-fight (her card keeps its features and
skills), the server restarts, Creszki punches back and Ann is prompted to defend; then a challenge is called
by the Director and rolled by Ann. Both screens follow live. No request leaves 127.0.0.1."""

from __future__ import annotations

from playwright.async_api import Locator, Page, expect

from tests.browser.pages import command, create_campaign, invite, open_table, token_of
from tests.browser.support import PHONE, Browser


def offer(page: Page, label: str) -> Locator:
    return page.locator(f'[data-testid="offer"][aria-label="{label}"]')


async def roll(form: Locator, faces: list[str], done: Locator) -> None:
    """Send a rolling offer at the physical-dice table, entering each roll the server asks for, until `done`."""
    lines: list[str] = []
    for k in range(len(faces) + 1):
        await form.get_by_test_id("offer-send").click()
        hint = form.get_by_test_id("offer-dice-hint").filter(has_text=f"Roll {k + 1}:")
        await expect(hint.or_(done).first).to_be_visible()
        if await done.count():
            assert k == len(faces), f"the server asked for {k} rolls, the test has {len(faces)}"
            return
        lines.append(faces[k])
        await form.get_by_test_id("offer-dice").fill("\n".join(lines))
    raise AssertionError("the server kept asking for dice")


def logged(page: Page, event_type: str) -> Locator:
    return page.locator(f'[data-testid="log-entry"][data-type="{event_type}"]')


async def test_a_shapers_and_bots_fight_through_the_offers(browser: Browser) -> None:
    url = browser.url
    gm = await browser.open("/")
    campaign_id = await create_campaign(gm, "The Bridge of Reeds", "shapers-and-bots", "Gemma")
    player_link = await invite(gm, "Ann", "player")
    await open_table(gm, "The bridge", dice="physical")
    gm_token = await token_of(gm, campaign_id)
    ann_member = await gm.get_by_test_id("member").filter(has_text="Ann").get_attribute("data-member-id")
    doi_sheet = {"kind": "animal", "species": "fox"}
    await command(
        url, gm_token, campaign_id, "sb.create_character", {"name": "Doi", "owner_id": ann_member, "sheet": doi_sheet}
    )
    creszki_sheet = {"kind": "animal", "species": "goat", "extra": True, "features": {"FIT": -1}}
    await command(url, gm_token, campaign_id, "sb.create_character", {"name": "Creszki", "sheet": creszki_sheet})

    # the Director gives Doi a hunting bow (a small weapon, one action to reload) from the offers
    give = offer(gm, "Give a weapon")
    await give.get_by_label("To whom").select_option(label="Doi")
    await give.get_by_label("Weapon", exact=True).fill("hunting bow")
    await give.get_by_label("Counts as a").select_option(label="Small weapon")
    await give.get_by_label("Skill").select_option(label="Weapon (Bow)")
    await give.get_by_label("Actions to reload").fill("1")
    await give.get_by_test_id("offer-send").click()
    await expect(logged(gm, "sb.weapon_set")).to_have_count(1)

    # Ann on her phone readies it (outside a fight that is free); no Director's offer reaches her
    ann = await browser.phone(player_link)
    await expect(ann.get_by_test_id("player-view")).to_be_visible()
    await expect(offer(ann, "Give a weapon")).to_have_count(0)
    await offer(ann, "Ready the hunting bow").get_by_test_id("offer-send").click()
    doi_card = ann.get_by_test_id("my-characters").get_by_test_id("character").filter(has_text="Doi")
    await expect(doi_card.locator('[data-testid="character-value"][data-key="wielding"] dd')).to_have_text(
        "Hunting bow (small weapon)"
    )
    await expect(offer(ann, "Start a fight")).to_have_count(0)

    # the Director starts the fight: both are chosen; Doi (Fitness 0) acts before Creszki (-1)
    start = offer(gm, "Start a fight")
    await expect(start.get_by_label("Doi")).to_be_checked()
    await expect(start.get_by_label("Creszki")).to_be_checked()
    await start.get_by_test_id("offer-send").click()
    for page in (gm, ann):
        await expect(page.get_by_test_id("turn")).to_have_text("Turn 1 — Doi's turn, 2 actions left")
        acting = page.locator('[data-testid="sb-combatant"][data-acting="true"]')
        await expect(acting).to_contain_text("Doi")
    await expect(ann.locator('[data-testid="waiting-item"][data-you="true"]')).to_contain_text("Doi to act")

    # Ann attacks Creszki with the bow, chosen from what Doi holds, in the book's words
    attack = ann.locator('[data-testid="offer"][data-command="sb.declare_attack"]')
    await attack.get_by_label("Whom").select_option(label="Creszki (2/2 HP)")
    weapons = attack.get_by_label("With").locator("option")
    await expect(weapons).to_have_text(["Punch", "Hunting bow (small weapon)"])
    await attack.get_by_label("With").select_option(label="Hunting bow (small weapon)")
    await attack.get_by_test_id("offer-send").click()

    # Creszki is attacked: the Director is prompted to defend or not; Ann's phone says what it waits for
    prompt = gm.locator('[data-testid="offer"][data-prompt="true"]')
    await expect(prompt).to_have_count(2)
    await expect(prompt.get_by_test_id("offer-send")).to_have_text(["Creszki defends", "Creszki does not defend"])
    await expect(gm.locator('[data-testid="waiting-item"][data-you="true"]')).to_contain_text(
        "Creszki is attacked by Doi with the hunting bow (small weapon): defend or not?"
    )
    await expect(ann.get_by_test_id("waiting-item")).to_contain_text("Creszki is attacked by Doi")
    await expect(ann.locator('[data-testid="sb-combatant"][data-attacked="true"]')).to_contain_text("Creszki")
    await expect(ann.locator('[data-testid="offer"][data-command="sb.declare_attack"]')).to_have_count(0)
    await browser.screenshot(gm, "shapers-and-bots-gm")
    # no defence: three 6's always hit; the arrow does 1 point and Creszki makes his injury roll (15 + 1)
    await roll(offer(gm, "Creszki does not defend"), ["6 6 6", "5 5 5"], logged(gm, "sb.hp_lost"))
    for page in (gm, ann):
        await expect(logged(page, "sb.attack_resolved")).to_have_count(1)
        creszki = page.locator('[data-testid="sb-combatant"]').filter(has_text="Creszki")
        await expect(creszki.get_by_test_id("sb-hp")).to_have_text("1 / 2 HP")
    await expect(ann.get_by_test_id("turn")).to_have_text("Turn 1 — Doi's turn, 1 action left")

    # a reload mid-fight: the same turn and offers; Doi's card keeps its features and skills
    await ann.reload()
    await expect(ann.get_by_test_id("turn")).to_have_text("Turn 1 — Doi's turn, 1 action left")
    await expect(offer(ann, "Reload the hunting bow")).to_have_count(1)
    value = '[data-testid="character-value"][data-key="{}"] dd'
    await expect(doi_card.locator(value.format("features"))).to_contain_text("Dexterity +2")
    await expect(doi_card.locator(value.format("skills"))).to_contain_text("Stealth +2")
    await expect(doi_card.locator(value.format("fight"))).to_have_text("1")

    # the server restarts: both pages come back live; Ann ends Doi's turn
    await browser.chronicle.restart()
    for page in (gm, ann):
        await expect(page.get_by_test_id("status")).to_have_attribute("data-status", "live")
    await offer(ann, "End Doi's turn").get_by_test_id("offer-send").click()
    for page in (gm, ann):
        await expect(page.get_by_test_id("turn")).to_have_text("Turn 1 — Creszki's turn, 2 actions left")
    await expect(ann.locator('[data-testid="offer"][data-command="sb.end_turn"]')).to_have_count(0)

    # Creszki punches Doi: Ann is prompted on her phone; she defends, and his roll (5 - 1) misses
    punch = gm.locator('[data-testid="offer"][data-command="sb.declare_attack"]')
    await punch.get_by_label("Whom").select_option(label="Doi (1/1 HP)")
    await expect(punch.get_by_label("With").locator("option")).to_have_text(["Punch"])
    await punch.get_by_test_id("offer-send").click()
    mine = ann.locator('[data-testid="waiting-item"][data-you="true"]')
    await expect(mine).to_contain_text("Doi is attacked by Creszki with a punch: defend or not?")
    defend = offer(ann, "Doi defends")
    await expect(defend).to_have_attribute("data-prompt", "true")
    await expect(defend).to_contain_text("uses one of Doi's actions this turn (1 action left)")
    await browser.screenshot(ann, "shapers-and-bots-phone")
    assert await ann.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]  # nothing scrolls sideways
    await roll(defend, ["1 2 2"], logged(ann, "sb.attack_resolved").nth(1))
    await expect(logged(gm, "sb.attack_resolved")).to_have_count(2)
    await expect(gm.get_by_test_id("waiting-item").filter(has_text="attacked")).to_have_count(0)

    # a challenge: the Director calls it, Ann rolls it from the prompt (12 + Dexterity 2 - 1 = 13)
    call = offer(gm, "Call a challenge")
    await call.get_by_label("Who").select_option(label="Doi")
    await call.get_by_label("Rating", exact=True).select_option(label="Dexterity")
    await call.get_by_label("Difficulty", exact=True).fill("-1")
    await call.get_by_test_id("offer-send").click()
    await expect(ann.locator('[data-testid="waiting-item"][data-you="true"]')).to_contain_text(
        "Doi to roll a challenge (Dexterity +2, difficulty -1)"
    )
    await roll(offer(ann, "Doi: roll the challenge"), ["4 4 4"], logged(ann, "sb.challenge_rolled"))
    await expect(logged(gm, "sb.challenge_rolled")).to_contain_text("succeeds")

    # the Director ends the fight
    await offer(gm, "End the fight").get_by_test_id("offer-send").click()
    for page in (gm, ann):
        await expect(page.get_by_test_id("sb-fight")).to_have_count(0)
    assert browser.outside == []
