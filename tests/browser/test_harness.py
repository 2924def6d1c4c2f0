"""The harness itself: a page on the real server process, a restart on the same port, loopback only."""

from __future__ import annotations

from tests.browser.support import Browser


async def test_a_page_reloads_after_the_server_restarts_on_the_same_port(browser: Browser) -> None:
    page = await browser.open("/health")
    assert "ok" in await page.inner_text("body")
    port = browser.chronicle.port
    await browser.chronicle.restart()
    assert browser.chronicle.port == port
    response = await page.reload()
    assert response is not None and response.status == 200
    assert browser.outside == []
