"""The TypeScript SDK (`clients/typescript`) against a real server.

`npm ci` installs the pinned packages (again only when package-lock.json changed), the committed types must equal
a fresh `openapi-typescript` generation from openapi/openapi.json, `tsc` builds the package and its session, and
`node dist/test/session.js` plays the session through the SDK against a server on a real socket: a campaign, a
player, a roll whose answer a proxy cuts (the SDK's retry, same key and If-Match, gets the stored answer), the live
feed across dropped, refused and silent connections, a 304, the log, webhooks verified by a real HTTP receiver
with a tampered delivery refused, and the feed ending on the player's revoked token. The test then reads the log
itself and checks the session's account of it.
"""

from __future__ import annotations

import asyncio
import json
import shutil
import subprocess
from pathlib import Path

import httpx
import pytest

from server.cli.openapi import DEFAULT_PATH
from server.config import Settings
from tests.server.servers import make_app, run_server

PACKAGE = Path(__file__).resolve().parents[2] / "clients" / "typescript"
STALE = "clients/typescript/src/openapi.ts is out of date: run `npm run generate` in clients/typescript and commit it"

pytestmark = pytest.mark.skipif(
    shutil.which("npm") is None or shutil.which("node") is None,
    reason="Node.js and npm are not installed on this machine",
)


def _run(*args: str) -> str:
    done = subprocess.run(list(args), cwd=PACKAGE, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


@pytest.fixture(scope="module")
def installed() -> Path:
    """The package's node_modules, as package-lock.json pins them."""
    marker = PACKAGE / "node_modules" / ".package-lock.json"
    if not marker.exists() or marker.stat().st_mtime < (PACKAGE / "package-lock.json").stat().st_mtime:
        _run("npm", "ci", "--no-audit", "--no-fund")
    return PACKAGE / "node_modules"


def test_the_package_is_versioned_with_the_api() -> None:
    version = json.loads(DEFAULT_PATH.read_text(encoding="utf-8"))["info"]["version"]
    assert json.loads((PACKAGE / "package.json").read_text(encoding="utf-8"))["version"] == version
    assert f'export const API_VERSION = "{version}";' in (PACKAGE / "src" / "version.ts").read_text(encoding="utf-8")


def test_the_committed_types_are_a_fresh_generation(installed: Path, tmp_path: Path) -> None:
    fresh = tmp_path / "openapi.ts"
    _run(
        str(installed / ".bin" / "openapi-typescript"),
        str(DEFAULT_PATH),
        "--default-non-nullable",
        "false",
        "--output",
        str(fresh),
    )
    assert (PACKAGE / "src" / "openapi.ts").read_text(encoding="utf-8") == fresh.read_text(encoding="utf-8"), STALE


async def test_the_sdk_plays_a_session_against_a_real_server(
    installed: Path, api_settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    _run("npm", "run", "build")
    monkeypatch.setenv("CHRONICLE_LIVE_HEARTBEAT", "0.5")  # read when the server starts: heartbeats within the session
    async with run_server(make_app(api_settings)) as served:
        node = await asyncio.create_subprocess_exec(
            "node",
            "dist/test/session.js",
            served.url,
            cwd=PACKAGE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        out, err = await asyncio.wait_for(node.communicate(), timeout=180)
        assert node.returncode == 0, out.decode() + err.decode()
        summary = json.loads(out.decode().strip().splitlines()[-1])
        async with httpx.AsyncClient(base_url=served.url) as client:
            headers = {"Authorization": f"Bearer {summary['gm_token']}"}
            log = (await client.get(f"/campaigns/{summary['campaign_id']}/events", headers=headers)).json()
    versions = [e["version"] for e in log["events"]]
    assert summary["live_versions"] == versions == list(range(7))
    assert summary["webhook_versions"] == versions
    assert [e["data"]["type"] for e in log["events"]].count("campaign.rolled") == 3  # the retried roll once
    assert summary["answers_cut"] == 1 and summary["replayed"] is True
    assert summary["reconnects"] >= 1 and summary["not_modified"] >= 1 and summary["tampered_status"] == 400
    assert summary["feed_ended_with"] == "token_revoked" and summary["heartbeats"] >= 1


def test_the_readme_quick_start_is_the_type_checked_one() -> None:
    """clients/typescript/README.md's TypeScript blocks are test/quickstart.ts, which `tsc` checks above."""
    readme = (PACKAGE / "README.md").read_text(encoding="utf-8")
    blocks = [part.split("```", 1)[0] for part in readme.split("```ts\n")[1:]]
    checked = set((PACKAGE / "test" / "quickstart.ts").read_text(encoding="utf-8").splitlines())
    lines = [line.replace('"@chronicle/client"', '"../src/index.js"') for b in blocks for line in b.splitlines()]
    assert blocks and [line for line in lines if line.strip() and line not in checked] == []
