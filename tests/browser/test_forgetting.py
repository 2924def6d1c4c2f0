"""Forgetting in the browser, through a real server process: a player forgets themself from their phone and the
GM forgets another member from the GM screen, each only after confirming; cancelling changes nothing; the
forgotten names show as forgotten on both screens. Screenshots at 360 px and desktop."""

from __future__ import annotations

import asyncio
from urllib.parse import urlsplit

from playwright.async_api import Dialog, Page, expect

from tests.browser.pages import command, create_campaign, invite, open_table
from tests.browser.support import Browser


def _answer_next_dialog(page: Page, accept: bool, seen: list[str]) -> None:
    async def on_dialog(dialog: Dialog) -> None:
        seen.append(dialog.message)
        await (dialog.accept() if accept else dialog.dismiss())

    page.once("dialog", on_dialog)


async def _dialogs(seen: list[str], count: int) -> None:
    for _ in range(100):
        if len(seen) >= count:
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"{count} dialog(s) expected, {len(seen)} seen")


async def test_a_player_and_the_gm_forget_after_confirming(browser: Browser) -> None:
    gm = await browser.open("/")
    campaign_id = await create_campaign(gm, "Forget-me-not", "scratch-rps", "Gemma")
    ann_link = await invite(gm, "Annabel", "player")
    await invite(gm, "Beatrix", "player")
    table = await open_table(gm, "Night one")
    ann_token = urlsplit(ann_link).fragment.removeprefix("token=")
    await command(
        browser.url,
        ann_token,
        campaign_id,
        "campaign.roll",
        {"table_id": table, "expression": "2d6", "label": "Ann's stake"},
    )

    ann = await browser.phone(ann_link)
    panel = ann.get_by_test_id("forget-me")
    await expect(panel.get_by_test_id("forget-me-button")).to_be_visible()
    await panel.scroll_into_view_if_needed()
    await browser.screenshot(ann, "forget-me-phone", top=False)
    seen: list[str] = []
    _answer_next_dialog(ann, False, seen)  # cancelled: nothing is forgotten
    await panel.get_by_test_id("forget-me-button").click()
    await _dialogs(seen, 1)
    assert "cannot be undone" in seen[0]
    await expect(panel.get_by_test_id("forget-me-button")).to_be_visible()
    members = gm.get_by_test_id("member")
    await expect(members.filter(has_text="Annabel")).to_have_count(1)

    _answer_next_dialog(ann, True, seen)
    await panel.get_by_test_id("forget-me-button").click()
    await expect(panel.get_by_test_id("forgotten-note")).to_be_visible()
    # the GM screen follows live: Ann's name reads forgotten, her label too
    await expect(members.filter(has_text="Annabel")).to_have_count(0)
    await expect(gm.get_by_test_id("member-forgotten")).to_have_count(1)

    beatrix = members.filter(has_text="Beatrix")
    _answer_next_dialog(gm, True, seen)
    await beatrix.get_by_test_id("member-forget-button").click()
    await expect(gm.get_by_test_id("member-forgotten")).to_have_count(2)
    assert "Forget Beatrix for good?" in seen[-1]
    await expect(gm.get_by_text("Ann's stake")).to_have_count(0)
    await browser.screenshot(gm, "forgotten-gm")
    assert browser.outside == []
