"""`chronicle replay` and `chronicle recap` on the session's database: the timeline, the recap file, `--as`,
`--until`, and the real command line in a process of its own."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from domain.rulesets import RULESETS
from eventstore.store import EventStore
from server.cli.replay import CliError, recap, replay
from tests.server.rr_session import Session, play

TABLE = "The duel at the bridge"


@pytest.fixture(scope="module")
async def session(api: Any) -> Session:
    return await play(api, name="CLI duel")


@pytest.fixture
async def store(database_url: str) -> AsyncIterator[EventStore]:
    store = await EventStore.connect(database_url, min_size=1, max_size=2, notify=False)
    yield store
    await store.close()


async def _timeline(store: EventStore, campaign: str, **kw: Any) -> list[str]:
    out = io.StringIO()
    assert await replay(store, RULESETS, campaign, out, **kw) == 0
    return out.getvalue().splitlines()


async def test_replay_prints_one_line_per_event_of_the_table(store: EventStore, session: Session) -> None:
    s = session
    header, *lines, footer = await _timeline(store, s.campaign.id, table=TABLE)
    assert header.startswith("Campaign “CLI duel” (Robots & Rapiers), table “The duel at the bridge”")
    assert "as Gemma (gm)" in header
    log = await s.campaign.events()
    opened = next(e["version"] for e in log if e["type"] == "campaign.table_opened")
    assert [int(line.split()[0][1:]) for line in lines] == list(range(opened, len(log)))
    assert footer == f"{len(lines)} events."
    attack = next(line for line in lines if "Alfredo rolls Fencing" in line)
    assert "  Ann  " in attack and attack.endswith("8d10 [1 2 3 4 5 8 9 9] vs TN 5 (articulation +5) → 5 successes")
    assert any("11d10 [8 8 8 8 8 8 8 8 8 8 8]" in line for line in lines)
    assert any("★ Alfredo pays for the next turn" in line for line in lines)


async def test_replay_as_a_player_and_until_a_version(store: EventStore, session: Session) -> None:
    s = session
    lines = await _timeline(store, "CLI duel", table=TABLE, as_member="Ann", until=str(s.blind_version))
    assert "as Ann (player)" in lines[0]
    assert lines[-2].endswith("Bob makes a hidden roll (blind)")
    assert not any("8 8 8 8" in line for line in lines)

    whole = await _timeline(store, s.campaign.id)
    assert any("[-]" in line and "Ann joins as a player" in line for line in whole)
    assert any(f"[{TABLE}]" in line and "Alfredo rolls Fencing" in line for line in whole)

    with pytest.raises(CliError):
        await _timeline(store, s.campaign.id, table="The wrong table")


async def test_recap_as_markdown_and_html(store: EventStore, session: Session) -> None:
    s = session
    md = await recap(store, RULESETS, s.campaign.id, TABLE)
    log = await s.campaign.events()
    assert md.startswith("# Session recap: The duel at the bridge") and log[-1]["hash"] in md
    assert "11d10 [8 8 8 8 8 8 8 8 8 8 8]" in md
    as_ann = await recap(store, RULESETS, s.campaign.id, TABLE, as_member="Ann", fmt="html")
    assert as_ann.startswith("<!DOCTYPE html>") and "8 8 8 8 8 8 8 8 8 8 8" not in as_ann


def test_the_command_line(database_url: str, session: Session, tmp_path: Path) -> None:
    env = {**os.environ, "DATABASE_URL": database_url, "CHRONICLE_DATA_DIR": str(tmp_path)}

    def chronicle(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "server.cli.chronicle", *args], env=env, capture_output=True, text=True, timeout=120
        )

    done = chronicle("replay", session.campaign.id, "--table", TABLE, "--until", "13")
    assert done.returncode == 0, done.stderr
    assert "Alfredo rolls Fencing: 8d10 [1 2 3 4 5 8 9 9]" in done.stdout
    assert done.stdout.splitlines()[-1] == "10 events."  # versions 4 to 13

    target = tmp_path / "recap.html"
    done = chronicle("recap", "CLI duel", "--table", TABLE, "--format", "html", "-o", str(target))
    assert done.returncode == 0, done.stderr
    page = target.read_text(encoding="utf-8")
    assert '<section id="charts">' in page and page.count("<svg") == 3

    done = chronicle("replay", "No such campaign")
    assert done.returncode == 2 and "no campaign named 'No such campaign'" in done.stderr
