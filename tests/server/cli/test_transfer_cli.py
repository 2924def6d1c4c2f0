"""`chronicle export` and `chronicle import` between two Chronicles (two databases on the test server):
export → import → verify → identical replay and identical API reads; a broken chain refused with nothing
written; an interrupted import (an exception in the source, or Ctrl-C on the real command) leaves nothing;
the progress bar; `chronicle bench export` at a tiny size."""

from __future__ import annotations

import asyncio
import io
import json
import os
import signal
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import asyncpg
import msgspec
import pytest

from eventstore.store import EventStore
from server.adapters import audit
from server.cli import audit as audit_cli
from server.config import Settings
from tests.scratch_databases import scratch_database
from tests.server.api import Campaign, Member
from tests.server.audit_support import PlayedTable, own_server, play_verifiable_table
from tests.server.servers import api_rulesets, make_app, serving

REPO = Path(__file__).resolve().parents[3]


async def _events(url: str) -> int:
    conn = await asyncpg.connect(url)
    try:
        return int(await conn.fetchval("SELECT count(*) FROM events"))
    finally:
        await conn.close()


async def _tokens(url: str) -> int:
    conn = await asyncpg.connect(url)
    try:
        exists = await conn.fetchval("SELECT to_regclass('chronicle_tokens') IS NOT NULL")
        return int(await conn.fetchval("SELECT count(*) FROM chronicle_tokens")) if exists else 0
    finally:
        await conn.close()


async def _played(client: Any) -> PlayedTable:
    played = await play_verifiable_table(client)
    c = played.campaign
    await c.ok("td.spend_luck", {"character_id": played.character_id}, played.player)
    await c.ok("td.grant_luck", {"character_id": played.character_id, "amount": 2})
    await c.ok("campaign.add_member", {"name": "Late Larry", "role": "observer"})
    return played


async def _export(url: str, campaign_id: str, path: Path) -> str:
    err = io.StringIO()
    assert await audit_cli.export(url, campaign_id, str(path), progress=False, err=err) == 0, err.getvalue()
    return err.getvalue()


async def _exported(server_url: str, settings: Settings, path: Path) -> tuple[PlayedTable, list[bytes]]:
    """A campaign played on a server of its own and exported to `path`; the file's lines."""
    async with own_server(server_url, settings) as source:
        played = await _played(source.client)
        await _export(source.database_url, played.campaign.id, path)
    return played, path.read_bytes().splitlines(keepends=True)


async def _import(url: str, path: Path | None, **kw: Any) -> tuple[int, str]:
    out = io.StringIO()
    status = await audit_cli.import_file(
        url, str(path) if path else "-", rulesets=api_rulesets(), progress=False, out=out, **kw
    )
    return status, out.getvalue()


async def _replay(url: str, campaign_id: str) -> dict[str, Any]:
    store = await EventStore.connect(url, min_size=1, max_size=2)
    try:
        game = await audit.game_of(store, api_rulesets(), campaign_id)
        return msgspec.to_builtins(await audit.replay(store, game, campaign_id))  # type: ignore[no-any-return]
    finally:
        await store.close()


def _gm_token(output: str) -> str:
    (line,) = [line for line in output.splitlines() if "GM token" in line]
    return line.rsplit(" ", 1)[1]


async def test_export_import_verify_and_replay_identically(
    server_url: str, api_settings: Settings, tmp_path: Path
) -> None:
    file = tmp_path / "campaign.ndjson"
    async with own_server(server_url, api_settings) as source:
        played = await _played(source.client)
        c = played.campaign
        await _played(source.client)  # another campaign, not exported
        source_events = await c.events()
        source_state = (await source.client.get(f"{c.base}/state", headers=c.gm.headers)).json()
        err = await _export(source.database_url, c.id, file)
        head = f"{source_events[-1]['version']}:{source_events[-1]['hash']}"
        assert err == f"exported {len(source_events)} events of campaign {c.id} to {file}\nhead {head}\n"
        header, *lines = file.read_bytes().splitlines()
        assert json.loads(header)["streams"] == {
            f"campaign-{c.id}": {"events": len(source_events), "head_hash": source_events[-1]["hash"]}
        }
        assert len(lines) == len(source_events)
        first = json.loads(lines[0])
        assert (first["stream"], first["version"], first["type"]) == (f"campaign-{c.id}", 0, "campaign.created")
        assert [json.loads(x)["hash"] for x in lines] == [e["hash"] for e in source_events]
        assert not list(tmp_path.glob("*.partial"))
        source_replay = await _replay(source.database_url, c.id)

        async with scratch_database(server_url, migrated=False) as target_url:  # a Chronicle never started
            status, out = await _import(target_url, file)
            assert status == 0, out
            assert out.startswith(
                f"imported campaign {c.id}: {len(source_events)} events, chain verified, head {head}\n"
                "  replayed every event with the test-dice ruleset\n"
                f"  GM token (member {c.gm.member_id}, shown once): chr_"
            ), out
            verified = io.StringIO()
            assert await audit_cli.verify(target_url, c.id, progress=False, out=verified) == 0
            assert verified.getvalue().split()[:2] == [c.id, "ok"] and head in verified.getvalue()
            assert await _replay(target_url, c.id) == source_replay

            # a server on the imported database answers as the first one did, to the imported GM's new token
            imported = settings_for(api_settings, target_url)
            async with serving(make_app(imported, run_migrations=False)) as target:
                gm = Member(c.gm.member_id, _gm_token(out), "", "gm")
                copy = Campaign(target, c.id, gm, c.ruleset)
                assert (await target.get(f"{c.base}/state", headers=gm.headers)).json() == source_state
                copied = await copy.events()
                strip = [{k: v for k, v in e.items() if k != "position"} for e in copied]
                assert strip == [{k: v for k, v in e.items() if k != "position"} for e in source_events]
                fairness = await target.get(f"{c.base}/tables/{played.table_id}/fairness", headers=gm.headers)
                assert fairness.json()["ok"] and fairness.json()["rolls_checked"] == 5
                # and play goes on there
                await copy.ok("td.grant_luck", {"character_id": played.character_id})
                assert await audit_cli.verify(target_url, c.id, progress=False, out=io.StringIO()) == 0

            # importing the same file again is refused: the campaign is there
            status, out = await _import(target_url, file)
            assert status == 1 and out.startswith(f"refused: stream campaign-{c.id} already exists")


def settings_for(settings: Settings, url: str) -> Settings:
    return settings.with_(database_url=url, redis_url=None)


async def test_export_warns_about_open_verifiable_tables(
    server_url: str, api_settings: Settings, tmp_path: Path
) -> None:
    async with own_server(server_url, api_settings) as source:
        played = await play_verifiable_table(source.client, close=False)
        err = await _export(source.database_url, played.campaign.id, tmp_path / "open.ndjson")
        assert f"warning: verifiable table {played.table_id} is still open" in err


async def test_a_broken_chain_is_refused_and_nothing_is_written(
    server_url: str, api_settings: Settings, tmp_path: Path
) -> None:
    file = tmp_path / "campaign.ndjson"
    played, lines = await _exported(server_url, api_settings, file)
    version = played.roll_versions[1]
    row = json.loads(lines[version + 1])  # after the header line
    row["data"]["rolls"][0]["faces"] = [6] * len(row["data"]["rolls"][0]["faces"])  # a better roll, same hash
    lines[version + 1] = json.dumps(row, ensure_ascii=False).encode() + b"\n"
    forged = tmp_path / "forged.ndjson"
    forged.write_bytes(b"".join(lines))
    async with scratch_database(server_url) as target_url:
        status, out = await _import(target_url, forged)
        assert status == 1
        assert out == (
            f"refused: line {version + 2}: the hash chain of campaign-{played.campaign.id} breaks at version "
            f"{version} (the event or its hash differs from what was appended); nothing was imported\n"
        )
        assert await _events(target_url) == 0 and await _tokens(target_url) == 0
        # a missing line is refused the same way
        gap = tmp_path / "gap.ndjson"
        clean = file.read_bytes().splitlines(keepends=True)
        gap.write_bytes(b"".join(clean[:5] + clean[6:]))
        status, out = await _import(target_url, gap)
        assert status == 1 and "jumps to version 5 where 4 was due" in out
        # and so is a file cut short at a line break, which its header gives away
        short = tmp_path / "short.ndjson"
        short.write_bytes(b"".join(clean[:-3]))
        status, out = await _import(target_url, short)
        assert status == 1 and f"holds {len(lines) - 4} of the {len(lines) - 1} events" in out
        assert await _events(target_url) == 0


async def test_an_interrupted_import_leaves_nothing(server_url: str, api_settings: Settings, tmp_path: Path) -> None:
    file = tmp_path / "campaign.ndjson"
    _, lines = await _exported(server_url, api_settings, file)

    class Interrupted(io.RawIOBase):
        """A file whose reading is interrupted half-way (Ctrl-C while reading)."""

        def __iter__(self) -> Iterator[bytes]:
            for i, line in enumerate(lines):
                if i == len(lines) // 2:
                    raise KeyboardInterrupt
                yield line

    async with scratch_database(server_url) as target_url:
        with pytest.raises(KeyboardInterrupt):
            await _import(target_url, None, lines=Interrupted())
        assert await _events(target_url) == 0 and await _tokens(target_url) == 0
        status, _ = await _import(target_url, file)
        assert status == 0 and await _events(target_url) == len(lines) - 1  # all but the header


async def test_ctrl_c_on_chronicle_import_leaves_nothing(
    server_url: str, api_settings: Settings, tmp_path: Path
) -> None:
    """The real command, reading stdin, gets SIGINT half-way through a campaign's events."""
    file = tmp_path / "campaign.ndjson"
    _, lines = await _exported(server_url, api_settings, file)
    async with scratch_database(server_url) as target_url:
        env = {**os.environ, "DATABASE_URL": target_url, "PYTHONPATH": str(REPO)}
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "server.cli.chronicle", "import", "-", "-q",
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
            env=env, cwd=str(REPO), preexec_fn=_default_sigint,
        )  # fmt: skip
        assert proc.stdin is not None
        proc.stdin.write(b"".join(lines[: len(lines) // 2]))
        await proc.stdin.drain()
        await _wait_for_copy(target_url)  # the import is streaming rows into COPY, waiting for more input
        proc.send_signal(signal.SIGINT)
        await asyncio.sleep(0.3)
        proc.stdin.write(b"".join(lines[len(lines) // 2 :]))
        await proc.stdin.drain()
        proc.stdin.close()
        stdout, stderr = await asyncio.wait_for(proc.communicate(), 60)
        assert proc.returncode == 130, (stdout, stderr)
        assert b"interrupted: nothing was changed" in stderr
        assert await _events(target_url) == 0 and await _tokens(target_url) == 0


def _default_sigint() -> None:
    """In the child, before it runs: SIGINT handled and unblocked as in a terminal, whatever the test process
    (which has run servers, threads and signal handlers of its own by now) left it to inherit."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


async def _wait_for_copy(url: str, timeout: float = 30) -> None:
    conn = await asyncpg.connect(url)
    try:
        for _ in range(int(timeout / 0.05)):
            active = await conn.fetchval(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'COPY%'"
                " AND pid <> pg_backend_pid()"
            )
            if active:
                return
            await asyncio.sleep(0.05)
        raise AssertionError("the import never started its COPY")
    finally:
        await conn.close()


def test_the_progress_bar_shows_counts_and_rate() -> None:
    out = io.StringIO()
    with audit_cli.progress_bar(1000, "import", True, file=out) as bar:
        for _ in range(4):
            bar.update(250)
    shown = out.getvalue()
    assert "import" in shown and "1.00k/1.00k" in shown and "events/s" in shown, shown
    quiet = io.StringIO()
    with audit_cli.progress_bar(10, "import", None, file=quiet) as bar:  # not a terminal: silent
        bar.update(10)
    assert quiet.getvalue() == ""


def test_bench_export_smoke(
    server_url: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from server.cli.chronicle import main

    monkeypatch.setenv("DATABASE_URL", server_url)
    assert main(["bench", "export", "--events", "1500", "--rounds", "1"]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[0].startswith("chronicle bench export — PostgreSQL")
    assert any(line.startswith("export: COPY TO") for line in printed)
    assert any(line.startswith("import: NDJSON file") for line in printed)
    figures = json.loads(printed[-1])
    assert figures["events"] == 1500 and figures["head_hash_matches"] is True
    assert figures["export_per_s"] > 0 and figures["import_per_s"] > 0 and figures["verify_per_s"] > 0
