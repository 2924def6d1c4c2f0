"""Helpers for the browser tests: the server process, pages in contexts of their own, screenshots."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import urlsplit

from playwright.async_api import Browser as PlaywrightBrowser
from playwright.async_api import BrowserContext, Page, Route, expect

from tests.server.processes import ServerProcess

CHROMIUM_PATH = os.environ.get("CHRONICLE_CHROMIUM", "/usr/bin/chromium")
CHROMIUM: str | None = CHROMIUM_PATH if os.access(CHROMIUM_PATH, os.X_OK) else None
"""Debian's chromium (or the browser CHRONICLE_CHROMIUM names): the tests launch it themselves (Playwright
downloads no browser here)."""

SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
"""Where the README's screenshots live. The tests write there when CHRONICLE_SCREENSHOTS=1 (to refresh the
committed files); otherwise into a scratch folder, so an ordinary test run leaves the work tree clean."""

FAILURES = Path(tempfile.gettempdir()) / "chronicle-browser-pages"
"""Where the last browser test left each page's screenshot and text (overwritten by the next test)."""

WAIT_MS = 30_000
"""How long a test waits for a DOM condition (a ceiling, not a measure: the machine may be busy)."""
expect.set_options(timeout=WAIT_MS)

PHONE = {"width": 360, "height": 780}
SCREEN = {"width": 1280, "height": 860}
LOOPBACK = {"127.0.0.1", "localhost", "[::1]", "::1"}


class Chronicle(ServerProcess):
    """`chronicle serve` in a process of its own; `restart()` brings it back on the same port."""

    async def restart(self) -> None:
        self.stop()
        await self.start()


def screenshot_dir() -> Path:
    if os.environ.get("CHRONICLE_SCREENSHOTS") == "1":
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        return SCREENSHOTS
    return Path(tempfile.mkdtemp(prefix="chronicle-screenshots-"))


class Browser:
    """Pages on the test server, each in a browser context of its own (its own storage: one person each).

    Every request a page makes to a host other than 127.0.0.1 is refused and noted in `outside`."""

    ARGS: ClassVar[tuple[str, ...]] = (
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
    )

    def __init__(self, browser: PlaywrightBrowser, chronicle: Chronicle) -> None:
        self.browser = browser
        self.chronicle = chronicle
        self.contexts: list[BrowserContext] = []
        self.outside: list[str] = []
        self.console_errors: list[str] = []
        self._screenshots: Path | None = None

    @property
    def url(self) -> str:
        return self.chronicle.url

    async def open(self, path: str = "/", *, viewport: dict[str, int] | None = None, **context: Any) -> Page:
        """A new context (a new person's browser) with one page, opened at `path` on the server."""
        ctx = await self.browser.new_context(viewport=viewport or SCREEN, **context)  # type: ignore[arg-type]
        self.contexts.append(ctx)
        ctx.set_default_timeout(WAIT_MS)
        await ctx.route("**/*", self._only_loopback)
        page = await ctx.new_page()
        page.on("websocket", lambda ws: self._note(ws.url))
        page.on("console", lambda m: m.type == "error" and self.console_errors.append(m.text))
        page.on("pageerror", lambda e: self.console_errors.append(str(e)))
        await page.goto(self.url + path if path.startswith("/") else path)
        return page

    async def phone(self, path: str = "/") -> Page:
        """A page 360 px wide, as a player's phone shows it."""
        return await self.open(path, viewport=PHONE, is_mobile=True, has_touch=True)

    def _note(self, url: str) -> None:
        host = urlsplit(url).hostname or ""
        if host not in LOOPBACK:
            self.outside.append(url)

    async def _only_loopback(self, route: Route) -> None:
        url = route.request.url
        parts = urlsplit(url)
        if parts.scheme in ("data", "blob", "about") or (parts.hostname or "") in LOOPBACK:
            await route.continue_()
        else:
            self.outside.append(url)
            await route.abort("blockedbyclient")

    async def screenshot(self, page: Page, name: str, *, top: bool = True, transparent: bool = False) -> Path:
        """Keep a PNG of the page's viewport as docs/screenshots/<name>.png (see SCREENSHOTS): from the top of
        the page unless `top` is false (the caller scrolled to what it shows); `transparent` keeps the page's
        transparent background (the overlay) instead of painting it white."""
        if self._screenshots is None:
            self._screenshots = screenshot_dir()
        path = self._screenshots / f"{name}.png"
        if top:
            await page.evaluate("window.scrollTo(0, 0)")
        await page.screenshot(path=str(path), animations="disabled", caret="hide", omit_background=transparent)
        return path

    async def keep_failure_evidence(self) -> None:
        """Each page's screenshot and text under the scratch folder FAILURES, for reading after a failure."""
        FAILURES.mkdir(parents=True, exist_ok=True)
        for i, ctx in enumerate(self.contexts):
            for j, page in enumerate(ctx.pages):
                try:
                    await page.screenshot(path=str(FAILURES / f"page-{i}-{j}.png"), full_page=True, timeout=5000)
                    (FAILURES / f"page-{i}-{j}.txt").write_text(page.url + "\n" + await page.inner_text("body"))
                except Exception as error:  # a closed or crashed page: keep what the others show
                    (FAILURES / f"page-{i}-{j}.txt").write_text(f"{page.url}: {error}")
        (FAILURES / "console.txt").write_text("\n".join(self.console_errors))

    async def close(self) -> None:
        for ctx in self.contexts:
            await ctx.close()
        self.contexts.clear()
