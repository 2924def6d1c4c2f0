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


async def test_a_players_form_leaves_out_the_gms_fields_and_names_only_their_characters(browser: Browser) -> None:
    """Scratch's character creation: `owner_id` and `exempt` are the GM's to set, so a player's form has
    neither; the characters a player's forms act with are their own, by name; choices read as words."""
    from tests.browser.pages import command, invite, token_of

    gm = await browser.open("/")
    campaign_id = await create_campaign(gm, "Forms for each", "scratch-rps", "Gemma")
    link = await invite(gm, "Ann", "player")
    await open_table(gm, "Session one")
    token = await token_of(gm, campaign_id)
    ann_id = await gm.get_by_test_id("member").filter(has_text="Ann").get_attribute("data-member-id")
    for name, owner in (("Annika", ann_id), ("Grob", None)):
        body = {"sheet": {"name": name, "abilities": {"toughness": 2}}, "exempt": True, "owner_id": owner}
        await command(browser.url, token, campaign_id, "scratch.create_character", body)

    picker = gm.get_by_test_id("command-forms")
    await picker.get_by_test_id("command-select").select_option("scratch.create_character")
    form = gm.get_by_test_id("form-scratch.create_character")
    await expect(form.get_by_label("Exempt")).to_have_count(1)
    await expect(form.get_by_label("Owner")).to_have_count(1)

    ann = await browser.phone(link)
    picker = ann.get_by_test_id("command-forms")
    await picker.get_by_test_id("command-select").select_option("scratch.create_character")
    form = ann.get_by_test_id("form-scratch.create_character")
    await expect(form).to_be_visible()
    await expect(form.get_by_label("Exempt")).to_have_count(0)
    await expect(form.get_by_label("Owner")).to_have_count(0)
    await picker.get_by_test_id("command-select").select_option("scratch.evade")
    form = ann.get_by_test_id("form-scratch.evade")
    options = await form.locator('select[name="character_id"]').locator("option").all_inner_texts()
    assert "Annika" in options and "Grob" not in options
    abilities = await form.get_by_label("Ability").locator("option").all_inner_texts()
    assert "acrobatics" in abilities and not [a for a in abilities if "_" in a]
