"""Characters of the rulesets without purpose-built panels are created through their generated forms with no
JSON typed: the sheet is a fieldset of its properties (Scratch's abilities one number each), a map of skills
is name → value rows, and the character's card then shows the values the GM reads (hit points, status,
defense; health and conditions). At 360 px, as a GM on a phone would."""

from __future__ import annotations

import re

from playwright.async_api import Locator, Page, expect

from tests.browser.pages import create_campaign, open_table
from tests.browser.support import Browser

PHONE = {"width": 360, "height": 800}


async def command_form(gm: Page, tag: str) -> Locator:
    await gm.get_by_test_id("command-forms").get_by_test_id("command-select").select_option(tag)
    form = gm.get_by_test_id(f"form-{tag}")
    await expect(form).to_be_visible()
    return form


def value_of(card: Locator, key: str) -> Locator:
    return card.locator(f'[data-testid="character-value"][data-key="{key}"] dd')


async def test_a_scratch_character_is_created_from_its_nested_form_and_its_card_shows_its_derived_values(
    browser: Browser,
) -> None:
    gm = await browser.open("/", viewport=PHONE)
    await create_campaign(gm, "Scratch from the form", "scratch-rps", "Gemma")
    await open_table(gm, "Session one")
    form = await command_form(gm, "scratch.create_character")
    assert await form.locator(".field-json").count() == 0  # nothing to type as JSON
    sheet = form.get_by_role("group", name="Sheet")
    await sheet.get_by_label(re.compile(r"^Name( \*)?$")).fill("Vex")
    abilities = sheet.get_by_role("group", name="Abilities")
    for ability, level in {"Toughness": "4", "Stalking": "3", "Wrestling": "1", "Piloting": "2"}.items():
        await abilities.get_by_label(ability, exact=True).fill(level)
    await form.get_by_test_id("send-scratch.create_character").click()
    await expect(form.get_by_role("status")).to_contain_text("Done")

    card = gm.get_by_test_id("character").filter(has_text="Vex")
    await expect(value_of(card, "hit_points")).to_have_text("4 / 4")
    await expect(value_of(card, "status")).to_have_text("healthy")
    await expect(value_of(card, "defense")).to_have_text("13")  # 10 + stalking 3 (more than tgh/2 = 2)

    fight = await command_form(gm, "scratch.start_conflict")
    await fight.get_by_role("group", name="Characters").get_by_label("Vex").check()
    environment = fight.get_by_role("group", name="Environment")
    await expect(environment.get_by_label("Level ground", exact=True)).to_be_checked()  # the schema's default
    await environment.get_by_label("Cover", exact=True).check()
    await fight.get_by_test_id("send-scratch.start_conflict").click()
    await expect(fight.get_by_role("status")).to_contain_text("Done")
    await expect(gm.get_by_test_id("turn-order").locator("li").filter(has_text="Vex")).to_have_count(1)
    width = await gm.evaluate("document.documentElement.scrollWidth")
    assert width <= 360, width
    assert browser.outside == []


async def test_a_shapers_and_bots_character_is_created_from_its_nested_form_with_skill_rows(browser: Browser) -> None:
    gm = await browser.open("/")
    await create_campaign(gm, "Shapers from the form", "shapers-and-bots", "Gemma")
    await open_table(gm, "Session one")
    form = await command_form(gm, "sb.create_character")
    assert await form.locator(".field-json").count() == 0  # nothing to type as JSON
    await form.get_by_label(re.compile(r"^Name( \*)?$")).fill("Bramble")
    sheet = form.get_by_role("group", name="Sheet")
    await expect(sheet.get_by_label("Species")).to_have_value("goat")  # prefilled from the command's example
    skills = sheet.get_by_role("group", name="Skills")
    rows = skills.get_by_test_id("map-row")
    count = await rows.count()
    assert count >= 2
    # a skill row edited by hand: Stealth 4 → 3, Hiding 3 → 4 (the same points)
    await skills.get_by_label("Skills: Stealth").fill("3")
    await skills.get_by_label("Skills: Hiding").fill("4")
    await form.get_by_test_id("send-sb.create_character").click()
    await expect(form.get_by_role("status")).to_contain_text("Done")

    # the GM screen shows the cards under its Shapers and Bots panel, folded: open them
    await gm.locator("details.generic > summary").click()
    card = gm.get_by_test_id("character").filter(has_text="Bramble")
    await expect(value_of(card, "hp")).to_have_text(re.compile(r"^(\d+) / \1$"))
    await expect(value_of(card, "conditions")).to_have_text("awake")
    await expect(value_of(card, "armor")).to_be_visible()
    await expect(value_of(card, "wielding")).to_be_visible()
    assert browser.outside == []


async def test_a_d100_character_with_armour_and_weapon_rows_and_a_rotate_bird_character_from_its_draft(
    browser: Browser,
) -> None:
    gm = await browser.open("/")
    await create_campaign(gm, "d100 from the form", "shapers-d100", "Gemma")
    await open_table(gm, "Session one")
    form = await command_form(gm, "d100.create_character")
    assert await form.locator(".field-json").count() == 0  # nothing to type as JSON
    sheet = form.get_by_role("group", name="Sheet")
    await sheet.get_by_label(re.compile(r"^Name( \*)?$")).first.fill("Ada")
    weapons = sheet.get_by_role("group", name="Weapons")
    await expect(weapons.get_by_test_id("rows-item")).to_have_count(2)
    await weapons.get_by_role("button", name="Remove weapon 2").click()
    await expect(weapons.get_by_test_id("rows-item")).to_have_count(1)
    await form.get_by_test_id("send-d100.create_character").click()
    await expect(form.get_by_role("status")).to_contain_text("Done")
    card = gm.get_by_test_id("character").filter(has_text="Ada")
    await expect(value_of(card, "health_physical")).to_have_text("10 / 10")
    await expect(value_of(card, "conditions")).to_have_text("none")
    await expect(value_of(card, "weapons")).to_have_text("Sabre: Melee (Armed), damage 4")  # the table's view

    rb = await browser.open("/")
    await create_campaign(rb, "Rotate Bird from the form", "rotate-bird", "Gemma")
    await open_table(rb, "Session one")
    roll = await command_form(rb, "rb.roll_character")
    await roll.get_by_test_id("send-rb.roll_character").click()
    await expect(roll.get_by_role("status")).to_contain_text("Done")
    form = await command_form(rb, "rb.create_character")
    draft = form.get_by_label(re.compile(r"^Draft( id)?( \*)?$"))
    # the rolled draft is offered (the form may have been drawn before the campaign's read brought it)
    await expect(draft.locator("option", has_text="Gemma")).to_have_count(1)
    await draft.select_option(label=await draft.locator("option", has_text="Gemma").inner_text())
    await expect(draft).not_to_have_value("")
    sheet = form.get_by_role("group", name="Sheet")
    await sheet.get_by_label(re.compile(r"^Name( \*)?$")).fill("Mags")
    await form.get_by_test_id("send-rb.create_character").click()
    await expect(form.get_by_role("status")).to_contain_text("Done")
    card = rb.get_by_test_id("character").filter(has_text="Mags")
    await expect(value_of(card, "unbeing")).to_have_text("0 / 5")
    await expect(value_of(card, "undoing")).to_have_text("0 / 3")
    await expect(value_of(card, "edges")).to_have_text("none")
    assert browser.outside == []
