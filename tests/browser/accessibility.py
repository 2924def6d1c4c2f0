"""axe-core in the browser tests: the accessibility rules run inside a page, as a person's browser shows it.

`tests/browser/axe/` pins axe-core (package.json, package-lock.json); `npm ci` installs exactly that on first
use. The script is evaluated through the browser's devtools protocol, so the pages' own content security
policy (which allows no script but theirs) stays as it is."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

from playwright.async_api import Page

AXE = Path(__file__).resolve().parent / "axe"
SCRIPT = AXE / "node_modules" / "axe-core" / "axe.min.js"
BLOCKING = ("critical", "serious")


def axe_script() -> str | None:
    """axe-core's browser script, installed from the lock if needed; None without npm."""
    lock = AXE / "package-lock.json"
    installed = AXE / "node_modules" / ".package-lock.json"
    if not installed.exists() or installed.stat().st_mtime < lock.stat().st_mtime:
        if shutil.which("npm") is None:
            return None
        done = subprocess.run(
            ["npm", "ci", "--no-audit", "--no-fund"], cwd=AXE, capture_output=True, text=True, timeout=300
        )
        assert done.returncode == 0, done.stdout + done.stderr
    return SCRIPT.read_text(encoding="utf-8")


async def violations(page: Page, script: str) -> list[dict[str, Any]]:
    """The page's critical and serious violations of WCAG 2.x A/AA and axe's best practices: each with its
    rule, impact and the first nodes' selectors and summaries, as a list of plain dicts."""
    if not await page.evaluate("() => typeof window.axe === 'object'"):
        await page.evaluate(script + "\n;0")
    found: list[dict[str, Any]] = await page.evaluate(
        """async () => {
            const result = await window.axe.run(document, {
                runOnly: {
                    type: "tag",
                    values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
                },
                resultTypes: ["violations"],
            });
            return result.violations.map((v) => ({
                id: v.id, impact: v.impact, help: v.help,
                nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target.join(" "), summary: n.failureSummary })),
            }));
        }"""
    )
    return [v for v in found if v["impact"] in BLOCKING]
