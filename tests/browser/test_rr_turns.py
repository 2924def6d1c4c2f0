"""Robots & Rapiers turns in the browser, as the offers allow them: the first right to Pay for Turn, passing
it, and an opposing roll that names the roll it opposes (a real server process, a physical-dice table).

Ann (phone, 360 px) plays Alfredo; the GM (1280 px) plays Charles. Alfredo attacks; the GM pays for Charles
to oppose that attack by its name and calls the defence from the offers; Alfredo wins, so after his turn only
Ann is offered to pay or pass — the GM's page offers Charles nothing until she passes; then Charles may pay
and Ann's phone shows only what she may do now."""

from __future__ import annotations

import re

import msgspec
from playwright.async_api import expect

from tests.browser.pages import call_test, command, create_campaign, enter_physical_dice, invite, open_table, token_of
from tests.browser.support import PHONE, Browser
from tests.domain.rr.harness import sheet
from tests.server.rr_session import spark_sheet


async def test_the_first_right_and_a_named_opposing_roll(browser: Browser) -> None:
    url = browser.url
    gm = await browser.open("/")
    campaign_id = await create_campaign(gm, "The Bridge", "robots-and-rapiers", "Gemma")
    player_link = await invite(gm, "Ann", "player")
    await open_table(gm, "The duel", dice="physical")
    gm_token = await token_of(gm, campaign_id)
    ann_id = await gm.get_by_test_id("member").filter(has_text="Ann").get_attribute("data-member-id")
    alfredo_sheet = msgspec.to_builtins(sheet(name="Alfredo", visual=4, audio=4, tactile=2))
    body = {"sheet": alfredo_sheet, "design_points": 60, "owner_id": ann_id}
    alfredo = (await command(url, gm_token, campaign_id, "rr.create_character", body))["events"][0]["data"][
        "character_id"
    ]
    body = {"sheet": spark_sheet("Charles", 2, visual=3, audio=3, tactile=3), "design_points": 60, "sparked": True}
    charles = (await command(url, gm_token, campaign_id, "rr.create_character", body))["events"][0]["data"][
        "character_id"
    ]
    ann = await browser.phone(player_link)
    await expect(ann.get_by_test_id("status")).to_have_attribute("data-status", "live")

    # the duel: every Base Action Point die a success; Alfredo (Perception 8) takes the first turn
    start = gm.get_by_test_id("rr-start-conflict")
    await start.get_by_label("Alfredo").check()
    await start.get_by_label("Charles").check()
    rows = gm.get_by_test_id("rr-turn-order").get_by_test_id("rr-combatant")
    await enter_physical_dice(start, start.get_by_role("button", name=re.compile("Start the conflict")), rows, 1)
    alfredo_row = ann.locator(f'[data-testid="rr-combatant"][data-character-id="{alfredo}"]')
    charles_row = gm.locator(f'[data-testid="rr-combatant"][data-character-id="{charles}"]')
    await expect(alfredo_row).to_have_attribute("data-acting", "true")
    await expect(alfredo_row.get_by_test_id("rr-end-turn")).to_have_text("End Alfredo's turn")
    await expect(ann.get_by_test_id("rr-pay-for-turn")).to_have_count(0)  # no turn to buy during one
    await expect(charles_row.get_by_test_id("rr-oppose")).to_have_count(0)  # nothing rolled to oppose

    # Alfredo attacks; Ann rolls (every die a success)
    await call_test(gm, "Alfredo", "fencing", "articulation")
    test = ann.locator('[data-testid="rr-test"][data-state="called"]')
    rolled = ann.locator('[data-testid="rr-test"][data-state="rolled"]')
    await enter_physical_dice(test, test.get_by_test_id("rr-roll"), rolled, 1)

    # the GM opposes for Charles: the button names the roll; the log says which roll the point went on
    oppose = charles_row.get_by_test_id("rr-oppose")
    await expect(oppose).to_have_text("Oppose Alfredo's Fencing test (1 AP)")
    await expect(ann.get_by_test_id("rr-oppose")).to_have_count(0)  # Ann's robot is the one acting
    await oppose.click()
    spent = gm.locator('[data-testid="log-entry"][data-type="rr.action_points_spent"]')
    await expect(spent).to_contain_text("Charles spends 1 AP on opposing Alfredo's Fencing test")
    await expect(oppose).to_have_count(0)  # paid once for this roll
    await expect(gm.get_by_test_id("rr-resolve")).to_have_count(0)  # the defence is owed first

    # the GM calls the defence from the offers (prompted), then rolls it: every die a failure
    call = gm.locator('[data-testid="offer"][data-command="rr.call_for_test"]')
    await expect(call).to_have_attribute("data-prompt", "true")
    await call.get_by_label("Program").select_option(label="Fencing (level 3)")
    await call.get_by_test_id("offer-send").click()
    defence = gm.locator('[data-testid="rr-test"][data-state="called"]')
    await expect(defence).to_contain_text("opposes Alfredo's Fencing test")
    await enter_physical_dice(
        defence,
        defence.get_by_test_id("rr-roll"),
        gm.locator('[data-testid="rr-test"][data-state="rolled"]').nth(1),
        10,
    )

    # Ann resolves: Alfredo won; she ends his turn and holds the first right
    await ann.get_by_test_id("rr-resolve").click()
    await expect(ann.locator('[data-testid="log-entry"][data-type="rr.test_resolved"]')).to_have_count(1)
    await alfredo_row.get_by_test_id("rr-end-turn").click()
    pay = alfredo_row.get_by_test_id("rr-pay-for-turn")
    await expect(pay).to_have_text("Pay 1 AP: Alfredo takes the next turn")
    await expect(alfredo_row.get_by_test_id("rr-pass")).to_have_text("Pass: Alfredo does not pay")
    right = "Alfredo to pay 1 AP for the next turn or pass"
    await expect(ann.locator('[data-testid="waiting-item"][data-you="true"]').filter(has_text=right)).to_have_count(1)
    await expect(gm.get_by_test_id("waiting-item").filter(has_text=right)).to_have_count(1)
    await expect(charles_row.get_by_test_id("rr-pay-for-turn")).to_have_count(0)  # the right holds
    await expect(gm.get_by_test_id("rr-start-turn")).to_have_count(0)
    await browser.screenshot(ann, "rr-first-right-phone")
    assert await ann.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]

    # Ann passes: now Charles may pay, or take the free turn; Ann may still pay for Alfredo
    await alfredo_row.get_by_test_id("rr-pass").click()
    await expect(charles_row.get_by_test_id("rr-pay-for-turn")).to_have_text("Pay 1 AP: Charles takes the next turn")
    await expect(gm.get_by_test_id("rr-start-turn")).to_have_text("Nobody pays: Charles takes the free turn")
    await expect(alfredo_row.get_by_test_id("rr-pass")).to_have_count(0)
    await expect(pay).to_be_visible()
    quick = ann.get_by_test_id("quick-actions").locator("button")
    await expect(quick).to_have_count(2)  # only what Ann may do now: pay, or spend Alfredo's successes
    assert sorted(await quick.evaluate_all("bs => bs.map(b => b.dataset.tag)")) == [
        "rr.pay_for_turn",
        "rr.spend_successes",
    ]
    await browser.screenshot(gm, "rr-first-right-gm")
    for page in (gm, ann):  # the panels and the offers speak in words: no id, no snake_case
        for part in ("ruleset-panels", "offers"):
            text = await page.get_by_test_id(part).inner_text()
            assert not re.search(r"[0-9a-f]{8}-[0-9a-f]{4}-|\b[a-z]+_[a-z_]+\b", text), (part, text)
    await charles_row.get_by_test_id("rr-pay-for-turn").click()
    await expect(alfredo_row.page.locator(f'[data-character-id="{charles}"][data-acting="true"]')).to_have_count(1)
    assert browser.outside == []


async def test_a_tie_roll_off_shows_its_dice_once(browser: Browser) -> None:
    """Two robots alike in Perception, Locomotion and Inspiration roll off for the Turn Order: the log line
    shows the roll-off's dice once, as chips, and says in words who rolled what."""
    url = browser.url
    gm = await browser.open("/")
    campaign_id = await create_campaign(gm, "Twins", "robots-and-rapiers", "Gemma")
    table_id = await open_table(gm, "The mirror hall")
    token = await token_of(gm, campaign_id)
    ids = []
    for name in ("Castor", "Pollux"):
        body = {"sheet": msgspec.to_builtins(sheet(name=name)), "design_points": 60}
        ids.append(
            (await command(url, token, campaign_id, "rr.create_character", body))["events"][0]["data"]["character_id"]
        )
    combatants = [{"character_id": ids[0], "side": "left"}, {"character_id": ids[1], "side": "right"}]
    started = await command(
        url, token, campaign_id, "rr.start_conflict", {"table_id": table_id, "combatants": combatants}
    )
    order = next(e for e in started["events"] if e["type"] == "rr.turn_order_established")
    faces = [f for roll in order["data"]["rolls"] for f in roll["faces"]]
    assert order["data"]["roll_offs"] and len(faces) >= 2
    entry = gm.locator(f'[data-testid="log-entry"][data-version="{order["version"]}"]')
    await expect(entry).to_contain_text("ties rolled off")
    await expect(entry.locator(".die")).to_have_count(len(faces))
