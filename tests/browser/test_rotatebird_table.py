"""A short Rotate Bird scene played at the table view, through the real server process.

The GM (1280 px) and Ann on her phone (360 px) play one test from the GM's call to its last consequence using
only what the offers panel proposes: the GM rolls up an NPC and calls a test against it; Ann is prompted to
offer the Being traits that relate (checkboxes of her sheet's symbols, in words), the GM accepts them, Ann
rolls the physical dice she enters and taps one die face; the GM rolls the fallout, Ann offsets it with
Unbeing, the GM grants the edge her doubles earned and the NPC shrugs off her success. Both screens follow it
live; Ann reloads her page mid-scene and the server restarts mid-scene. Ann rolls and names her character
from the offers too. No request leaves 127.0.0.1.
"""

from __future__ import annotations

import re

from playwright.async_api import Locator, Page, expect

from tests.browser.pages import create_campaign, invite, open_table
from tests.browser.support import PHONE, SCREEN, Browser
from tests.domain.rotatebird.harness import DEFAULT_BEING, DEFAULT_DOING
from tests.server.sessions.test_rotate_bird_session import character_rolls

WORDS_ONLY = re.compile(r"\b[a-z]+_[a-z_]+\b|\[object|\bid-\d|undefined|null\b")


def offer(page: Page, tag: str, label: str | None = None) -> Locator:
    """The offered action `tag` (the form the offers panel draws), optionally the one whose label has `label`."""
    found = page.locator(f'[data-testid="offer"][data-command="{tag}"]')
    return found.filter(has=page.get_by_test_id("offer-send").filter(has_text=label)) if label else found


async def send(form: Locator) -> None:
    await form.get_by_test_id("offer-send").click()


async def words_only(page: Page) -> None:
    """What the offers and the scene show is words: no snake_case names, no ids, no [object Object]."""
    for testid in ("offers", "rb-scene"):
        text = await page.get_by_test_id(testid).inner_text()
        assert not WORDS_ONLY.search(text), (testid, WORDS_ONLY.search(text), text)


async def test_a_rotate_bird_scene_at_the_table(browser: Browser) -> None:
    gm = await browser.open("/")
    await create_campaign(gm, "The Vault Job", "rotate-bird", "Gemma")
    ann_link = await invite(gm, "Ann", "player")
    await open_table(gm, "The bank at midnight", dice="physical")

    ann = await browser.phone(ann_link)
    await expect(ann.get_by_test_id("player-view")).to_be_visible()
    await expect(ann.get_by_test_id("status")).to_have_attribute("data-status", "live")

    # Ann rolls her character on physical dice (each roll on a line of its own) and names it when prompted
    roll = offer(ann, "rb.roll_character")
    dice = character_rolls(DEFAULT_BEING, DEFAULT_DOING)
    await roll.get_by_test_id("offer-dice").fill("\n".join(" ".join(map(str, r)) for r in dice))
    await send(roll)
    name = offer(ann, "rb.create_character")
    await expect(name).to_have_attribute("data-prompt", "true")
    await expect(name).to_contain_text("Being: Anchor, Cat, Book, Flame, Key.")
    await name.get_by_label("Name", exact=True).fill("Mags")
    await name.get_by_label("Title, handle or nom de guerre").fill("the Unmoored")
    await name.get_by_label("Doing trait: Crosshairs + Moon").fill("Sonic Boomerang")
    await name.get_by_label("Doing trait: Check mark + Heart").fill("Kitchen Alchemy")
    await name.get_by_label("Doing trait: Pie chart + Wrench").fill("The Long Stare")
    await send(name)
    mags = gm.get_by_test_id("rb-character").filter(has_text="Mags")
    await expect(mags).to_contain_text("Kitchen Alchemy")
    await expect(mags).to_contain_text("Check mark + Heart")  # a Doing trait's symbols, in words
    await expect(offer(ann, "rb.roll_character")).to_have_count(0)
    await expect(ann.get_by_test_id("turn")).to_contain_text("No test under way")

    # the GM rolls up an NPC from the offers (physical dice: a table die and a d66 per Being symbol)
    await gm.get_by_test_id("rb-tools").locator("summary").click()  # the GM tools, folded under the scene
    npc = offer(gm, "rb.generate_npc")
    await npc.get_by_label("Name").fill("The Bursar")
    await npc.get_by_label("Kind of NPC").select_option(label="Minor named NPC")
    await npc.get_by_test_id("offer-dice").fill("1\n1 1\n1\n1 2")
    await send(npc)
    for page in (gm, ann):
        bursar = page.get_by_test_id("rb-npc").filter(has_text="The Bursar")
        await expect(bursar).to_contain_text("Minor named NPC")
        await expect(bursar.get_by_test_id("rb-trait")).to_have_text(["Anchor", "Apple"])

    # the GM calls a test against the NPC: who leads it, what is at stake
    call = offer(gm, "rb.call_test")
    await expect(call).to_have_attribute("data-prompt", "true")
    await call.get_by_label("Who leads the test").select_option(label="Mags, the Unmoored")
    await call.get_by_label("What is at stake").fill("talk our way past the Bursar")
    await call.get_by_label("Against (the opposing NPC)").select_option(
        label="The Bursar — Minor named NPC: Anchor, Apple"
    )
    await send(call)

    # Ann is prompted to offer her traits: her Being symbols as checkboxes
    traits = offer(ann, "rb.offer_traits")
    await expect(traits).to_have_attribute("data-prompt", "true")
    await expect(
        ann.get_by_test_id("waiting-item").filter(has_text="Mags to offer the Being traits")
    ).to_have_attribute("data-you", "true")
    await expect(ann.get_by_test_id("rb-test")).to_contain_text("talk our way past the Bursar")
    await traits.get_by_label("Anchor", exact=True).uncheck()
    await traits.get_by_label("Cat", exact=True).check()
    await traits.get_by_label("Key", exact=True).check()
    await send(traits)

    # the GM accepts them (the offered dice come checked)
    accept = offer(gm, "rb.set_test_traits")
    await expect(accept).to_have_attribute("data-prompt", "true")
    await expect(accept.get_by_label("Cat", exact=True)).to_be_checked()
    await expect(accept.get_by_label("Key", exact=True)).to_be_checked()
    await send(accept)
    await expect(gm.get_by_test_id("rb-test")).to_contain_text("Dice: Cat (Mags), Key (Mags)")

    # Ann reloads her page mid-scene: the prompt to roll is still there
    await ann.reload()
    roll = offer(ann, "rb.roll_test")
    await expect(roll).to_have_attribute("data-prompt", "true")
    await expect(roll.get_by_test_id("offer-send")).to_have_text("Roll 2 dice")
    await roll.get_by_test_id("offer-dice").fill("4 4")
    await send(roll)

    # she taps one die face; each face says what it means
    pick = offer(ann, "rb.pick_die")
    await expect(pick).to_have_attribute("data-prompt", "true")
    faces = pick.get_by_test_id("offer-die")
    await expect(faces).to_have_text(["4", "4"])
    await expect(faces.first).to_have_attribute("title", re.compile(r"^4: You pull it off.*Doubles: you gain an edge"))
    await expect(offer(gm, "rb.pick_die")).to_have_count(1)  # the GM acts for everyone…
    await expect(offer(gm, "rb.pick_die")).not_to_have_attribute("data-prompt", "true")  # …but it is Ann's to pick
    await faces.first.click()
    await expect(faces.first).to_have_attribute("aria-pressed", "true")
    await expect(pick.get_by_test_id("offer-die-hint")).to_have_text(
        "4: You pull it off, but suffer minor fallout for your trouble. Doubles: you gain an edge."
    )
    await browser.screenshot(ann, "rotate-bird-phone")
    assert await ann.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    await words_only(ann)
    await send(pick)
    for page in (gm, ann):
        test = page.locator('[data-testid="rb-test"][data-open="true"]')
        await expect(test.locator('[data-testid="rb-test-die"][data-picked="true"]')).to_have_count(1)
        await expect(test).to_contain_text("Success — You pull it off, but suffer minor fallout for your trouble.")

    # the generic conflicts view of Ann's phone names who takes part
    await expect(ann.get_by_test_id("conflicts")).to_contain_text(re.compile(r"Mags\s+leads"))

    # the server restarts mid-scene: both pages come back live, the GM is prompted to roll the fallout
    await browser.chronicle.restart()
    for page in (gm, ann):
        await expect(page.get_by_test_id("status")).to_have_attribute("data-status", "live")
    fallout = offer(gm, "rb.roll_fallout")
    await expect(fallout).to_have_attribute("data-prompt", "true")
    await expect(fallout.get_by_test_id("offer-send")).to_have_text("Roll the minor fallout")
    await fallout.get_by_test_id("offer-dice").fill("5")
    await send(fallout)

    # rolled: Ann may offset it with Unbeing before the GM describes it
    await expect(gm.get_by_test_id("turn")).to_contain_text("minor fallout: Stopwatch")
    await expect(offer(gm, "rb.resolve_fallout")).to_have_attribute("data-prompt", "true")
    await gm.set_viewport_size({"width": SCREEN["width"], "height": 1900})  # the prompts and the scene below them
    await gm.get_by_test_id("offers").evaluate(
        "el => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 8)"
    )
    await browser.screenshot(gm, "rotate-bird-gm", top=False)
    await gm.set_viewport_size(SCREEN)
    await words_only(gm)
    unbeing = offer(ann, "rb.offset_fallout", "suffer Unbeing")
    await expect(unbeing).to_have_attribute("data-prompt", "true")
    await unbeing.get_by_label("Mark a Being trait").select_option(label="Flame")
    await send(unbeing)
    flame = mags.get_by_test_id("rb-trait").filter(has_text="Flame")
    await expect(flame).to_have_attribute("data-marked", "true")
    mine = ann.get_by_test_id("my-characters")
    await expect(mine.locator('[data-testid="character-value"][data-key="being"] dd')).to_contain_text(
        "Flame (Unbeing)"
    )
    await expect(mine.locator('[data-testid="character-value"][data-key="unbeing"] dd')).to_have_text("1 / 5")

    # after the test: the GM grants the doubles' edge, and the Bursar shrugs off the success
    grant = offer(gm, "rb.grant_edge", "Grant Mags the edge from doubles")
    await expect(grant).to_have_attribute("data-prompt", "true")
    await grant.get_by_label("The edge's Being symbol").select_option(label="Umbrella")
    await send(grant)
    await expect(mine.locator('[data-testid="character-value"][data-key="edges"] dd')).to_have_text("Umbrella")
    shrug = offer(gm, "rb.npc_shrug_off")
    await shrug.get_by_label("Mark one of the NPC's Being traits (Unbeing)").select_option(label="Apple")
    await send(shrug)
    for page in (gm, ann):
        bursar = page.get_by_test_id("rb-npc").filter(has_text="The Bursar")
        await expect(bursar.locator('[data-testid="rb-trait"][data-marked="true"]')).to_have_text(["Apple (marked)"])
    await expect(ann.get_by_test_id("turn")).to_contain_text("No test under way")

    # what each may do: Ann is offered none of the GM's calls
    await expect(offer(ann, "rb.call_test")).to_have_count(0)
    await expect(offer(ann, "rb.grant_edge")).to_have_count(0)
    await words_only(gm)
    await words_only(ann)
    assert browser.outside == []
