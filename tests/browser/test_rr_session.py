"""A short Robots & Rapiers session played in the browser, through the real server process.

The GM creates the campaign from the home page, invites Ann (her link carries her token), opens a table and
calls tests from the R&R panels; Ann, on a phone-sized page in a browser of her own, rolls them; the GM sees
each roll live in the log and Ann's Action Points move in the turn order. A blind roll stays hidden from Ann
and from an observer until the GM reveals it; the overlay shows the rolls; the server restarts mid-session
and every page catches up with no gap and no duplicate in its log. No request leaves 127.0.0.1.
"""

from __future__ import annotations

import re

import msgspec
from playwright.async_api import expect

from tests.browser.pages import (
    call_test,
    command,
    create_campaign,
    enter_physical_dice,
    invite,
    log_versions,
    make_link,
    open_table,
    token_of,
    visible_versions,
    wait_for_version,
)
from tests.browser.support import PHONE, Browser
from tests.domain.rr.harness import sheet
from tests.server.rr_session import spark_sheet


async def test_a_short_rr_session_in_two_browsers(browser: Browser) -> None:
    url = browser.url
    gm = await browser.open("/")
    campaign_id = await create_campaign(gm, "The Cardinal's Clockwork", "robots-and-rapiers", "Gemma")
    player_link = await invite(gm, "Ann", "player")
    assert player_link.startswith(url + f"/play/{campaign_id}#token=chr_")
    table_id = await open_table(gm, "The duel at the bridge", dice="physical")

    # the robots: Ann's Alfredo and the GM's Charles (a Spark), made through the API with the GM's token
    gm_token = await token_of(gm, campaign_id)
    ann_id = await gm.get_by_test_id("member").filter(has_text="Ann").get_attribute("data-member-id")
    alfredo_sheet = msgspec.to_builtins(sheet(name="Alfredo", visual=4, audio=4, tactile=2))
    made = await command(
        url,
        gm_token,
        campaign_id,
        "rr.create_character",
        {"sheet": alfredo_sheet, "design_points": 60, "owner_id": ann_id},
    )
    alfredo = made["events"][0]["data"]["character_id"]
    charles_sheet = spark_sheet("Charles", 2, visual=3, audio=3, tactile=3)
    made = await command(
        url,
        gm_token,
        campaign_id,
        "rr.create_character",
        {"sheet": charles_sheet, "design_points": 60, "sparked": True, "inspiration": 3},
    )
    charles = made["events"][0]["data"]["character_id"]
    robot = gm.locator(f'[data-testid="rr-robot"][data-character-id="{charles}"]')
    await expect(robot.get_by_test_id("rr-inspiration")).to_contain_text("3")
    await expect(robot.get_by_test_id("rr-sa")).to_contain_text("2")

    # Ann opens her link on her phone: signed in, and the token is gone from the address
    ann = await browser.phone(player_link)
    await expect(ann.get_by_test_id("player-view")).to_be_visible()
    assert "token" not in ann.url
    await expect(ann.get_by_test_id("status")).to_have_attribute("data-status", "live")

    # the GM starts the duel from the panel: both robots in the turn order, with their Action Points
    start = gm.get_by_test_id("rr-start-conflict")
    await start.get_by_label("Alfredo").check()
    await start.get_by_label("Alfredo's side").fill("guards")
    await start.get_by_label("Charles").check()
    await start.get_by_label("Charles's side").fill("rebels")
    started = gm.get_by_test_id("rr-turn-order").get_by_test_id("rr-combatant")
    await enter_physical_dice(start, start.get_by_role("button", name=re.compile("Start the conflict")), started, 9)
    for page in (gm, ann):
        order = page.get_by_test_id("rr-turn-order")
        await expect(order.get_by_test_id("rr-combatant")).to_have_count(2)
        await expect(order.locator('[data-acting="true"]')).to_have_count(1)
    await expect(robot.locator('[data-attribute="articulation"] td')).to_have_text("5")  # the server's value
    ann_row = gm.locator(f'[data-testid="rr-combatant"][data-character-id="{alfredo}"]')
    ap_before = await ann_row.get_by_test_id("rr-ap").inner_text()

    # the GM calls a test for Alfredo; Ann rolls it from her phone; the GM sees it live
    await call_test(gm, "Alfredo", "fencing", "articulation")
    test = ann.locator('[data-testid="rr-test"][data-state="called"]')
    await expect(test).to_have_count(1)
    done = ann.locator('[data-testid="rr-test"][data-state="rolled"]')
    await enter_physical_dice(test, test.get_by_test_id("rr-roll"), done, 2)  # every die a success
    rolled = gm.locator('[data-testid="log-entry"][data-type="rr.test_rolled"]')
    await expect(rolled).to_have_count(1)
    await expect(gm.locator('[data-testid="rr-test"][data-state="rolled"]')).to_have_count(1)

    # resolved by the GM, spent by Ann on Action Points: the GM's turn order shows them
    await gm.get_by_test_id("rr-resolve").click()
    spend = ann.get_by_test_id("rr-spend")
    await expect(spend).to_have_count(1)
    await spend.get_by_test_id("rr-spend-kind").select_option("accomplish")  # the first use, as the rules say
    await spend.get_by_label("Against").select_option(label="Charles")
    await spend.get_by_test_id("rr-spend-submit").click()
    await expect(gm.locator('[data-testid="log-entry"][data-type="rr.action_accomplished"]')).to_have_count(1)
    await spend.get_by_test_id("rr-spend-kind").select_option("regain_action_points")
    await spend.get_by_label("How many").select_option(label="1 Action Point")
    await spend.get_by_test_id("rr-spend-submit").click()
    await expect(gm.locator('[data-testid="log-entry"][data-type="rr.action_points_regained"]')).to_have_count(1)
    await expect(ann_row.get_by_test_id("rr-ap")).not_to_have_text(ap_before)
    await browser.screenshot(gm, "gm-screen")

    # a saving throw: the GM calls it, Ann rolls it (3d10, every die under the TN), it leaves the pending list
    trigger = gm.get_by_test_id("rr-trigger-save")
    await trigger.get_by_label("Robot").select_option(label="Alfredo")
    await trigger.get_by_label("Attribute that resists").select_option("locomotion")
    await trigger.get_by_test_id("rr-trigger-submit").click()
    save = ann.get_by_test_id("rr-save")
    await expect(save).to_have_count(1)
    saved = ann.locator('[data-testid="log-entry"][data-type="rr.save_rolled"]')
    await enter_physical_dice(save, save.get_by_test_id("rr-roll-save"), saved, 2)
    await expect(gm.locator('[data-testid="log-entry"][data-type="rr.save_rolled"]')).to_have_count(1)
    await expect(gm.get_by_test_id("rr-save")).to_have_count(0)

    # a blind roll: hidden from Ann (who rolled it) and from an observer until the GM reveals it
    observer_link = await make_link(gm, "observer-link")
    observer = await browser.open(observer_link)
    await expect(observer.get_by_test_id("status")).to_have_attribute("data-status", "live")
    await call_test(gm, "Alfredo", "athletics", "locomotion")
    test = ann.locator('[data-testid="rr-test"][data-state="called"]')
    await expect(test).to_have_count(1)
    await test.get_by_test_id("rr-visibility").select_option("blind")
    done = ann.locator('[data-testid="log-entry"][data-hidden="true"]')  # Ann sees that she rolled, not what
    await enter_physical_dice(test, test.get_by_test_id("rr-roll"), done, 7)
    blind = gm.locator('[data-testid="log-entry"][data-type="rr.test_rolled"]')
    await expect(blind).to_have_count(2)
    blind_version = int(await blind.first.get_attribute("data-version") or 0)  # the log is newest first
    for page in (ann, observer):
        entry = page.locator(f'[data-testid="log-entry"][data-version="{blind_version}"]')
        await expect(entry).to_have_attribute("data-hidden", "true")
        await expect(page.locator('[data-testid="log-entry"][data-type="rr.test_rolled"]')).to_have_count(1)
    # the GM's page marks the blind roll in Tests, and says in Hidden rolls what it was and who rolled it
    mark = gm.get_by_test_id("rr-test").get_by_test_id("rr-hidden-roll")
    await expect(mark).to_have_attribute("data-visibility", "blind")
    await expect(mark).to_have_text("Blind: hidden from its roller too")
    hidden = gm.get_by_test_id("hidden-roll")
    await expect(hidden).to_have_count(1)
    await expect(hidden).to_contain_text("Athletics")
    await expect(hidden).to_contain_text("rolled by Ann, blind: hidden from its roller too")
    await browser.screenshot(ann, "player-phone")
    assert await ann.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]  # nothing scrolls sideways
    await gm.locator(f'[data-testid="log-entry"][data-version="{blind_version}"]').get_by_test_id("reveal").click()
    for page in (ann, observer):
        await expect(page.locator('[data-testid="log-entry"][data-type="rr.test_rolled"]')).to_have_count(2)
        revealed = page.locator(f'[data-testid="log-entry"][data-version="{blind_version}"]')
        await expect(revealed).not_to_have_attribute("data-hidden", "true")

    # the overlay (its own read-only link) shows the rolls with their faces
    overlay_link = await make_link(gm, "overlay-link")
    overlay = await browser.open(overlay_link)
    await expect(overlay.get_by_test_id("overlay-roll").first).to_be_visible()
    await expect(overlay.get_by_test_id("overlay-turn-order")).to_contain_text("Alfredo")
    await browser.screenshot(overlay, "overlay", transparent=True)

    # the server restarts mid-session: every page comes back and catches up, no gap, no duplicate
    await browser.chronicle.restart()
    # sent at once, while the pages are still reconnecting: they must catch up on it
    made = await command(url, gm_token, campaign_id, "rr.award_inspiration", {"character_id": charles, "amount": 1})
    await wait_for_version(gm, made["version"])  # then the GM's next command carries it as If-Match
    await call_test(gm, "Alfredo", "fencing", "articulation")
    await expect(gm.locator('[data-testid="rr-test"][data-state="called"]')).to_have_count(1)  # the page saw it
    award = robot.get_by_test_id("rr-award-inspiration")  # from the keyboard this time
    await award.focus()
    await gm.keyboard.press("Enter")
    await expect(robot.get_by_test_id("rr-inspiration")).to_contain_text("5")
    head = (await visible_versions(url, gm_token, campaign_id))[-1]
    pages = {"gm": (gm, gm_token), "ann": (ann, await token_of(ann, campaign_id))}
    pages["observer"] = (observer, await token_of(observer, campaign_id))
    for page, token in pages.values():
        await wait_for_version(page, head)
        await expect(page.get_by_test_id("status")).to_have_attribute("data-status", "live")
        shown = await log_versions(page)
        assert len(shown) == len(set(shown))
        assert shown == await visible_versions(url, token, campaign_id)
    assert await log_versions(gm) == list(range(head + 1))  # versions start at 0
    await expect(ann.locator('[data-testid="rr-test"][data-state="called"]')).to_have_count(1)
    await expect(overlay.get_by_test_id("overlay-roll").first).to_be_visible()

    # what each may do: the GM's forms are the GM's; an observer's page rolls and sends nothing
    await expect(ann.get_by_test_id("rr-call-test")).to_have_count(0)
    await expect(ann.get_by_test_id("rr-award-inspiration")).to_have_count(0)
    await expect(observer.get_by_test_id("rr-roll")).to_have_count(0)
    await expect(observer.get_by_test_id("command-forms")).to_have_count(0)

    # Ann rolls the test called after the restart: the overlay, back on its feed, shows it first
    test = ann.locator('[data-testid="rr-test"][data-state="called"]')
    rolled = ann.locator('[data-testid="log-entry"][data-type="rr.test_rolled"]')
    await enter_physical_dice(test, test.get_by_test_id("rr-roll"), rolled.nth(2), 3)
    version = await rolled.first.get_attribute("data-version")  # the log is newest first
    await expect(overlay.get_by_test_id("overlay-roll").first).to_have_attribute("data-version", version or "")

    # the table's recap opens from its read-only link, in a browser holding no token
    recap_link = await make_link(gm, "recap-link", pattern=r"[?&]token=")
    recap = await browser.open(recap_link)
    await expect(recap.locator("body")).to_contain_text("Alfredo")
    assert browser.outside == []
    assert table_id


async def test_the_player_view_fits_a_phone(browser: Browser) -> None:
    """At 360 px nothing of the home page scrolls sideways."""
    page = await browser.phone("/")
    await expect(page.get_by_test_id("create-campaign")).to_be_visible()
    width = await page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"]
