"""TypeScript types generated from the committed OpenAPI document type-check a short session.

`openapi/examples/typescript/` pins openapi-typescript and TypeScript (package.json, package-lock.json);
`npm ci` installs exactly those, `npm run check` generates `chronicle.d.ts` from `openapi/openapi.json` and
runs `tsc --noEmit` over `session.ts`, whose events are narrowed by their `type` to each event's own fields.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).resolve().parent.parent / "openapi" / "examples" / "typescript"


def _run(*args: str) -> str:
    done = subprocess.run(list(args), cwd=EXAMPLE, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout + done.stderr


@pytest.mark.skipif(shutil.which("npm") is None, reason="Node.js and npm are not installed on this machine")
def test_generated_typescript_types_check_the_example() -> None:
    installed = EXAMPLE / "node_modules" / ".package-lock.json"
    lock = EXAMPLE / "package-lock.json"
    if not installed.exists() or installed.stat().st_mtime < lock.stat().st_mtime:
        _run("npm", "ci", "--no-audit", "--no-fund")
    out = _run("npm", "run", "check")
    assert "error" not in out.lower(), out
    assert (EXAMPLE / "chronicle.d.ts").read_text(encoding="utf-8").count('"scratch.ability_rolled"') >= 1
