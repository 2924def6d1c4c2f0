"""axe-core on every page a table uses, for each of the five game systems: the home page, the GM screen, a
player's phone view, the stream overlay and the table's recap — no critical and no serious violation.

Each table has rolls enough for its log to scroll (and Scratch a character, through the API), so the log,
cards, older overlay rolls and recap charts the pages draw are there to be checked."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.async_api import Page, expect

from tests.browser.accessibility import axe_script, violations
from tests.browser.pages import command, create_campaign, invite, make_link, open_table, token_of
from tests.browser.support import Browser

RULESETS = ["robots-and-rapiers", "shapers-and-bots", "shapers-d100", "rotate-bird", "scratch-rps"]


@pytest.fixture(scope="module")
def axe() -> str:
    script = axe_script()
    if script is None:
        pytest.skip("npm is not installed: axe-core cannot be installed from tests/browser/axe")
    return script


async def _check(page: Page, axe: str, name: str, found: dict[str, Any]) -> None:
    await page.wait_for_load_state("networkidle")
    bad = await violations(page, axe)
    if bad:
        found[name] = bad


@pytest.mark.parametrize("ruleset", RULESETS)
async def test_every_page_of_a_table_has_no_serious_accessibility_violation(
    browser: Browser, axe: str, ruleset: str
) -> None:
    found: dict[str, Any] = {}
    gm = await browser.open("/")
    await expect(gm.get_by_test_id("create-campaign")).to_be_visible()
    await _check(gm, axe, "home", found)
    campaign_id = await create_campaign(gm, f"Checked {ruleset}", ruleset, "Gemma")
    link = await invite(gm, "Ann", "player")
    table_id = await open_table(gm, "Session one")
    token = await token_of(gm, campaign_id)
    if ruleset == "scratch-rps":
        body = {"sheet": {"name": "Grob", "abilities": {"toughness": 2}}, "exempt": True}
        await command(browser.url, token, campaign_id, "scratch.create_character", body)
    for n in range(14):  # enough for the log to scroll and the overlay to show older rolls
        roll = {"table_id": table_id, "expression": "2d6+1", "label": f"Luck {n}"}
        rolled = await command(browser.url, token, campaign_id, "campaign.roll", roll)
    await expect(gm.locator(f'[data-testid="log-entry"][data-version="{rolled["version"]}"]')).to_have_count(1)
    await _check(gm, axe, "GM screen", found)

    ann = await browser.phone(link)
    await expect(ann.get_by_test_id("player-view")).to_be_visible()
    await _check(ann, axe, "player's phone", found)

    overlay = await browser.open(await make_link(gm, "overlay-link"))
    await expect(overlay.get_by_test_id("overlay-roll").first).to_be_visible()
    await _check(overlay, axe, "overlay", found)

    recap = await browser.open(await make_link(gm, "recap-link", r"token="))
    await expect(recap.locator("h1")).to_contain_text("Session recap")
    await _check(recap, axe, "recap", found)
    assert found == {}, found


async def test_the_check_finds_what_it_should(browser: Browser, axe: str) -> None:
    """The harness itself: a page with an image without text and a nameless button is refused."""
    page = await browser.open("/")
    await page.set_content('<html lang="en"><body><main><img src="data:,"><button></button></main></body></html>')
    rules = {v["id"] for v in await violations(page, axe)}
    assert {"image-alt", "button-name"} <= rules
