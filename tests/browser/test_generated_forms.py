"""The four rulesets without purpose-built panels are played through forms generated from each command's
JSON schema in the OpenAPI document: one command of each, sent from its form, and its event in the log."""

from __future__ import annotations

import pytest
from playwright.async_api import expect

from tests.browser.pages import create_campaign, open_table
from tests.browser.support import Browser

COMMANDS = [
    ("shapers-and-bots", "sb.create_character", "sb."),
    ("shapers-d100", "d100.create_character", "d100."),
    ("rotate-bird", "rb.roll_on_table", "rb."),
    ("scratch-rps", "scratch.create_character", "scratch."),
]


@pytest.mark.parametrize(("ruleset", "tag", "prefix"), COMMANDS, ids=[r for r, _, _ in COMMANDS])
async def test_a_command_sent_from_its_generated_form_lands_in_the_log(
    browser: Browser, ruleset: str, tag: str, prefix: str
) -> None:
    gm = await browser.open("/")
    await create_campaign(gm, f"A {ruleset} campaign", ruleset, "Gemma")
    await open_table(gm, "Session one")
    picker = gm.get_by_test_id("command-forms")
    await picker.get_by_test_id("command-select").select_option(tag)
    form = gm.get_by_test_id(f"form-{tag}")
    await expect(form).to_be_visible()
    await form.get_by_role("button", name="Fill with the example").click()
    await form.get_by_test_id(f"send-{tag}").click()
    await expect(form.get_by_role("status")).to_contain_text("Done")
    entry = gm.locator(f'[data-testid="log-entry"][data-type^="{prefix}"]')
    await expect(entry.first).to_be_visible()
    if ruleset == "scratch-rps":
        await form.scroll_into_view_if_needed()
        await browser.screenshot(gm, "generated-form", top=False)
    assert browser.outside == []
