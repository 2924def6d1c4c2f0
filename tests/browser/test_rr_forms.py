"""Making a Robots & Rapiers robot from the generated rr.create_character form: the form as prefilled from
the command's example is accepted as it stands (the GM's budget of Design Points), and a Design Points roll
is offered by whose it is and what it gave, never by its id."""

from __future__ import annotations

from playwright.async_api import expect

from tests.browser.pages import command, create_campaign, open_table, token_of
from tests.browser.support import Browser


async def test_the_prefilled_robot_form_is_accepted_and_design_rolls_are_named(browser: Browser) -> None:
    url = browser.url
    gm = await browser.open("/")
    campaign_id = await create_campaign(gm, "The Workshop", "robots-and-rapiers", "Gemma")
    table_id = await open_table(gm, "The bench")
    token = await token_of(gm, campaign_id)
    rolled = await command(
        url, token, campaign_id, "rr.roll_design_points", {"table_id": table_id, "size": 6, "anthropoid_class": 6}
    )
    points = rolled["events"][0]["data"]["design_points"]

    picker = gm.get_by_test_id("command-forms")
    await picker.get_by_test_id("command-select").select_option("rr.create_character")
    form = gm.get_by_test_id("form-rr.create_character")
    await expect(form).to_be_visible()
    roll = form.get_by_label("Design roll", exact=True)
    await expect(roll.locator("option", has_text=f"Gemma · {points} Design Points")).to_have_count(1)
    await form.get_by_role("button", name="Fill with the example").click()
    await form.get_by_test_id("send-rr.create_character").click()
    await expect(form.get_by_role("status")).to_contain_text("Done")
    await expect(gm.locator('[data-testid="rr-robot"]').filter(has_text="Juliard")).to_have_count(1)
    assert browser.outside == []
