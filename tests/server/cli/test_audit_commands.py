"""The audit commands as a user runs them (`python -m server.cli.chronicle …` in a process of its own, DATABASE_URL in
the environment) on a campaign of a registered ruleset: a Shapers d100 task rolled at a verifiable table,
checked with `verify-dice` and `verify`, exported, imported into a fresh database and checked there again."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

from domain.d100.commands import CreateCharacter, RollTask
from server.config import Settings
from tests.scratch_databases import scratch_database
from tests.server.api import create_campaign
from tests.server.audit_support import own_server

REPO = Path(__file__).resolve().parents[3]


async def chronicle(database_url: str, *args: str) -> tuple[int, str, str]:
    env = {**os.environ, "DATABASE_URL": database_url, "PYTHONPATH": str(REPO)}
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "server.cli.chronicle", *args,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE, env=env, cwd=str(REPO),
    )  # fmt: skip
    out, err = await asyncio.wait_for(proc.communicate(), 120)
    assert proc.returncode is not None
    return proc.returncode, out.decode(), err.decode()


async def test_the_audit_commands_on_a_real_ruleset(server_url: str, api_settings: Settings, tmp_path: Path) -> None:
    async with own_server(server_url, api_settings) as own:
        c = await create_campaign(own.client, ruleset="shapers-d100", name="Dawn duel")
        made = await c.ok("d100.create_character", dict(CreateCharacter.example))  # type: ignore[arg-type]
        char = made["events"][0]["data"]["character_id"]
        table = await c.open_table(mode="verifiable", name="Duel at dawn")
        for i in range(3):
            body = {**(RollTask.example or {}), "table_id": table, "character_id": char, "client_seed": f"gm-{i}"}
            await c.ok("d100.roll_task", body)
        await c.ok("campaign.rotate_seed", {"table_id": table})
        await c.ok("d100.roll_task", {**(RollTask.example or {}), "table_id": table, "character_id": char})
        await c.ok("campaign.close_table", {"table_id": table})
        events = await c.events()
        head = f"{events[-1]['version']}:{events[-1]['hash']}"

        code, out, err = await chronicle(own.database_url, "verify-dice", c.id)
        assert (code, out) == (
            0,
            f"table {table}: fair — 4 roll(s) recomputed from 2 revealed seed(s), 0 waiting for their seed's reveal\n",
        ), err
        code, out, err = await chronicle(own.database_url, "verify", c.id, "--published", head)
        assert code == 0 and out.startswith(f"{c.id}  ok        {len(events)} events  head {head}"), (out, err)

        file = tmp_path / "dawn.ndjson"
        code, out, err = await chronicle(own.database_url, "export", c.id, "-o", str(file), "-q")
        assert code == 0 and f"exported {len(events)} events" in err and f"head {head}" in err, err
        assert len(file.read_bytes().splitlines()) == 1 + len(events)  # the header, then the events

    async with scratch_database(server_url, migrated=False) as target:
        code, out, err = await chronicle(target, "import", str(file), "-q")
        assert code == 0, (out, err)
        assert out.startswith(f"imported campaign {c.id}: {len(events)} events, chain verified, head {head}\n")
        assert "replayed every event with the shapers-d100 ruleset" in out and "GM token" in out
        code, out, _ = await chronicle(target, "verify-dice", c.id, "--table", table)
        assert code == 0 and out.startswith(f"table {table}: fair — 4 roll(s)")
        code, out, _ = await chronicle(target, "verify")
        assert code == 0 and out.endswith("1 campaign(s) verified, 0 with a broken or rewritten log\n")
        # what the command line refuses, and how
        code, _, err = await chronicle(target, "verify-dice", c.id, "--table", "no-such-table")
        assert code == 2 and f"no table no-such-table in campaign {c.id}" in err
        code, _, err = await chronicle(target, "export", "not-a-campaign")
        assert code == 2 and "'not-a-campaign' is not a campaign id" in err
        code, _, err = await chronicle(target, "verify", c.id, "--published", "12")
        assert code == 2 and "VERSION:HASH" in err
