"""The browser tests: Debian's Chromium, driven by Playwright, against a real `chronicle serve` process.

One server process serves the whole session (tests/server/processes.py, on the session's PostgreSQL and
Redis); `chronicle.restart()` stops it and starts it again on the same port, so open pages see the server go
away and come back. Playwright downloads no browser here: it launches /usr/bin/chromium, and every browser
test skips, saying why, on a machine without it (.ci/run installs it).

Each page opens in a browser context of its own (a GM, a player, an observer and an overlay are separate
browsers: no shared storage). Every context refuses a request that would leave 127.0.0.1 and notes it in
`Browser.outside`, which a test checks is empty.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from tests.browser.support import CHROMIUM, CHROMIUM_PATH, Browser, Chronicle

NO_CHROMIUM = f"no Chromium at {CHROMIUM_PATH}: install Debian's chromium (.ci/run does) or set CHRONICLE_CHROMIUM"


@pytest.fixture(autouse=True)
def _chromium_installed() -> None:
    if CHROMIUM is None:
        pytest.skip(NO_CHROMIUM)


@pytest.fixture(scope="session")
async def chronicle(database_url: str, redis_url: str) -> AsyncIterator[Chronicle]:
    """A `chronicle serve` process for the browser tests, restartable on the same port."""
    server = Chronicle(database_url, redis_url)
    await server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
async def _playwright_browser() -> AsyncIterator[object]:
    if CHROMIUM is None:
        pytest.skip(NO_CHROMIUM)
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=list(Browser.ARGS))
        try:
            yield browser
        finally:
            await browser.close()


@pytest.fixture
async def browser(_playwright_browser: object, chronicle: Chronicle) -> AsyncIterator[Browser]:
    """Pages in contexts of their own on the test server; closed at the end of the test."""
    from playwright.async_api import Browser as PlaywrightBrowser

    assert isinstance(_playwright_browser, PlaywrightBrowser)
    pages = Browser(_playwright_browser, chronicle)
    try:
        yield pages
    finally:
        await pages.keep_failure_evidence()
        await pages.close()
