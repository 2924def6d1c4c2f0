"""Forgetting a member (`campaign.forget_member`) against a real PostgreSQL: afterwards no byte of their
personal values is left anywhere in the database (every table's rows, and after VACUUM FULL every file of
every relation), nor in an export; `chronicle verify`, the integrity read and the stranger's verifier still
pass; and the forgotten campaign still replays."""

from __future__ import annotations

import asyncio
import io
import json
import secrets
import sys
import uuid
from pathlib import Path

import asyncpg
import httpx
import pytest

from application.recap import checkpoint
from benchmarks.receiver import Receiver
from server.cli import audit as audit_cli
from server.cli import forget as forget_cli
from server.config import Settings
from server.services import SERVER_MIGRATIONS
from tests.scratch_databases import scratch_database
from tests.server.api import Campaign, Member, create_campaign, problem
from tests.server.audit_support import OwnServer, own_server
from tests.server.webhooks_support import (
    body,
    subscribe,
    unsubscribe,
    versions,
    wait_for,
    wait_until_delivered,
)

SCRIPT = Path(__file__).resolve().parents[2] / "openapi" / "examples" / "verify_table.py"


@pytest.fixture(autouse=True)
def every_recap_keeps_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(checkpoint, "EVERY", 1)  # a short table: keep a recap checkpoint at every recap


async def _rows_text(database_url: str) -> bytes:
    """Every row of every table of the database, as PostgreSQL prints it."""
    conn = await asyncpg.connect(database_url)
    try:
        tables = await conn.fetch(
            "SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) FROM pg_tables"
            " WHERE schemaname NOT IN ('pg_catalog', 'information_schema')"
        )
        out = []
        for (table,) in tables:
            rows = await conn.fetch(f"SELECT t::text FROM {table} t")
            out.extend(r[0] for r in rows)
        # bytea columns print as hex: scan their bytes too
        for table, column in await conn.fetch(
            "SELECT quote_ident(table_schema) || '.' || quote_ident(table_name), quote_ident(column_name)"
            " FROM information_schema.columns WHERE data_type = 'bytea'"
            " AND table_schema NOT IN ('pg_catalog', 'information_schema')"
        ):
            for (value,) in await conn.fetch(f"SELECT {column} FROM {table} WHERE {column} IS NOT NULL"):
                out.append(bytes(value).decode("latin-1"))
        return "\n".join(out).encode("utf-8", "surrogateescape")
    finally:
        await conn.close()


async def _files(database_url: str, values: list[str]) -> bytes:
    """The bytes on disk of every relation of the database (tables, TOAST, indexes), after VACUUM FULL.

    VACUUM keeps a dead row version while any transaction might still see it (a background writer of the
    server busy at that moment): when a value is still found, it runs again, a few times."""
    conn = await asyncpg.connect(database_url)
    try:
        for _attempt in range(10):
            await conn.execute("VACUUM FULL")
            await conn.execute("CHECKPOINT")
            paths = await conn.fetch(
                "SELECT pg_relation_filepath(c.oid) FROM pg_class c"
                " WHERE c.relkind IN ('r', 't', 'i', 'm') AND pg_relation_filepath(c.oid) IS NOT NULL"
            )
            chunks = []
            for (path,) in paths:
                size = await conn.fetchval("SELECT (pg_stat_file($1, true)).size", path)
                if size:
                    chunks.append(await conn.fetchval("SELECT pg_read_binary_file($1)", path))
            on_disk = b"\n".join(chunks)
            if not _found(on_disk, values):
                break
            await asyncio.sleep(0.5)
        return on_disk
    finally:
        await conn.close()


def _found(haystack: bytes, values: list[str]) -> list[str]:
    return [v for v in values if v.encode() in haystack]


async def _play(
    client: httpx.AsyncClient, tag: str, admin: dict[str, str] | None = None
) -> tuple[Campaign, Member, Member, str, list[str]]:
    if admin is None:
        c = await create_campaign(client, name=f"Campaign {tag}")
    else:
        body = {"name": f"Campaign {tag}", "ruleset": "test-dice", "gm_name": "Gemma"}
        r = await client.post("/campaigns", json=body, headers=admin)
        assert r.status_code == 201, r.text
        issued = r.json()["issued"]
        gm = Member(issued["member_id"], issued["token"], issued["token_id"], "gm")
        c = Campaign(client, r.json()["campaign_id"], gm, "test-dice")
    ann = await c.add_member(f"Annabel {tag}")
    bea = await c.add_member(f"Beatrix {tag}")
    await c.ok("td.create_character", {"name": f"Zephyrine {tag}"}, ann)
    table = await c.open_table(mode="verifiable", name=f"Night {tag}")
    key = {"Idempotency-Key": f"roll-{tag}"}
    await c.ok(
        "campaign.roll", {"table_id": table, "expression": "3d6", "label": f"Ann's stake {tag}"}, ann, headers=key
    )
    await c.ok("campaign.roll", {"table_id": table, "expression": "2d6", "label": f"Bea's stake {tag}"}, bea)
    await c.ok("campaign.close_table", {"table_id": table})
    values = [f"Annabel {tag}", f"Zephyrine {tag}", f"Ann's stake {tag}"]
    return c, ann, bea, table, values


async def _verify_table(own: OwnServer, c: Campaign, table: str) -> tuple[int, str]:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, str(SCRIPT), own.base_url, c.id, table, c.gm.token,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
    )  # fmt: skip
    stdout, _ = await asyncio.wait_for(proc.communicate(), 60)
    assert proc.returncode is not None
    return proc.returncode, stdout.decode()


async def test_a_forgotten_member_leaves_no_byte_behind_and_the_log_still_verifies(
    server_url: str, api_settings: Settings
) -> None:
    async with own_server(server_url, api_settings, snapshot_every=2, snapshot_keep_every=2) as own:
        tag = secrets.token_hex(6)
        c, ann, bea, table, values = await _play(own.client, tag)
        services = own.client.app.state.services  # type: ignore[attr-defined]
        assert (await c.recap(table)).status_code == 200  # a recap keeps a checkpoint
        await services.snapshots.flush()
        await services.recap_checkpoints.flush()
        await checkpoint.flush()
        integrity_before = (await own.client.get(f"{c.base}/integrity", headers=c.gm.headers)).json()

        # before: the scan sees the values where they are kept (beside the events, in snapshots, answers…)
        before = await _rows_text(own.database_url)
        assert _found(before, values) == values
        conn = await asyncpg.connect(own.database_url)
        try:
            for table_name in ("snapshots", "recap_checkpoints", "chronicle_idempotency"):
                assert await conn.fetchval(f"SELECT count(*) FROM {table_name}") > 0, table_name
        finally:
            await conn.close()

        # a player may forget only themself
        problem(await c.command("campaign.forget_member", {"member_id": ann.member_id}, bea), 403, "forget_others")
        answer = await c.ok("campaign.forget_member", {"member_id": ann.member_id}, ann)
        assert [e["type"] for e in answer["events"]] == ["campaign.member_forgotten"]

        await services.snapshots.flush()  # what the server writes in the background has landed
        await services.recap_checkpoints.flush()
        await checkpoint.flush()
        after = await _rows_text(own.database_url)
        assert _found(after, values) == []
        assert f"Beatrix {tag}".encode() in after and f"Bea's stake {tag}".encode() in after  # others are kept
        on_disk = await _files(own.database_url, values)
        assert _found(on_disk, values) == [] and f"Beatrix {tag}".encode() in on_disk  # the scan reads the rows

        r = await own.client.get(f"{c.base}/export", headers=c.gm.headers)
        assert r.status_code == 200 and _found(r.content, values) == []
        assert b"personal:sha256:" in r.content

        # reads show "forgotten" where the values were
        events = await c.events()
        created = next(e for e in events if e["type"] == "td.character_created")
        assert created["data"]["name"] == "forgotten"
        labels = [e["data"].get("label") for e in events if e["type"] == "campaign.rolled"]
        assert labels == ["forgotten", f"Bea's stake {tag}"]
        members = (await own.client.get(c.base, headers=c.gm.headers)).json()
        assert _found(str(members).encode(), values) == []

        # the log verifies: the integrity read, chronicle verify, the stranger's verifier
        integrity = (await own.client.get(f"{c.base}/integrity", headers=c.gm.headers)).json()
        assert integrity["ok"] and integrity["head_version"] == integrity_before["head_version"] + 1
        published = {
            "published_version": integrity_before["head_version"],
            "published_hash": integrity_before["head_hash"],
        }
        again = (await own.client.get(f"{c.base}/integrity", params=published, headers=c.gm.headers)).json()
        assert again["ok"] and again["published_matches"]  # forgetting rewrote no hashed byte
        out = io.StringIO()
        assert await audit_cli.verify(own.database_url, c.id, None, progress=False, out=out) == 0, out.getvalue()
        assert await _verify_table(own, c, table) == (
            0,
            "2 rolls checked, 0 proven alone, 0 awaiting a reveal, 0 problems\n",
        )

        # the forgotten campaign replays (a cold load folds it from its first event), and its table too
        services.repository.forget(uuid.UUID(c.id))
        state = await own.client.get(c.base, headers=c.gm.headers)
        assert state.status_code == 200 and _found(state.content, values) == []
        replay = await own.client.get(f"{c.base}/tables/{table}/replay", headers=c.gm.headers)
        assert replay.status_code == 200, replay.text
        assert _found(replay.content, values) == [] and b"forgotten" in replay.content
        recap = await c.recap(table)
        assert _found(recap.content, values) == []


async def test_the_admin_forgets_and_a_restored_backup_is_forgotten_again(
    server_url: str, api_settings: Settings, tmp_path: Path
) -> None:
    async with own_server(server_url, api_settings, admin_token="the-admin-token") as own:
        tag = secrets.token_hex(6)
        admin = {"Authorization": "Bearer the-admin-token"}
        c, ann, _bea, _table, values = await _play(own.client, tag, admin)
        backup = tmp_path / "backup.ndjson"
        assert await audit_cli.export(own.database_url, c.id, str(backup), progress=False) == 0
        assert _found(backup.read_bytes(), values) == values  # the backup holds the values

        url = f"/campaigns/{c.id}/members/{ann.member_id}/forget"
        problem(await own.client.post(url, headers=c.gm.headers), 403, "admin_only")
        problem(await own.client.post(f"/campaigns/{c.id}/members/nobody/forget", headers=admin), 404)
        r = await own.client.post(url, headers=admin)
        assert r.status_code == 200, r.text
        assert r.json()["events_erased"] == 3
        assert _found(await _rows_text(own.database_url), values) == []

        out = io.StringIO()
        assert await forget_cli.forgotten(own.database_url, as_json=True, out=out) == 0
        erasures = tmp_path / "erasures.json"
        erasures.write_text(out.getvalue())
        assert [f["member_id"] for f in json.loads(out.getvalue())] == [ann.member_id]

    # the database is lost and restored from the backup taken before the forgetting: the values are back
    async with scratch_database(server_url, extra_dirs=(SERVER_MIGRATIONS,)) as restored:
        out = io.StringIO()
        assert await audit_cli.import_file(restored, str(backup), progress=False, out=out) == 0, out.getvalue()
        assert _found(await _rows_text(restored), values) == values
        out = io.StringIO()
        assert await forget_cli.reapply(restored, erasures, out=out) == 0, out.getvalue()
        assert "forgotten again" in out.getvalue()
        assert _found(await _rows_text(restored), values) == []
        out = io.StringIO()
        assert await audit_cli.verify(restored, c.id, None, progress=False, out=out) == 0, out.getvalue()


async def test_webhooks_deliver_forgotten_values_as_forgotten(api: httpx.AsyncClient) -> None:
    async with Receiver() as receiver:
        c = await create_campaign(api)
        name = f"Annabel {secrets.token_hex(6)}"
        hook = await subscribe(c, receiver.url(), from_version=0)
        try:
            ann = await c.add_member(name)
            await wait_until_delivered(receiver, await c.version())
            assert any(name.encode() in got.body for got in receiver.received)  # what left before stays out there

            forgotten = (await c.ok("campaign.forget_member", {"member_id": ann.member_id}))["version"]
            await wait_until_delivered(receiver, forgotten)
            redeliver = f"{c.base}/webhooks/{hook['id']}/redeliver"
            r = await api.post(redeliver, json={"from_version": 0}, headers=c.gm.headers)
            assert r.status_code == 200, r.text
            before = len(receiver.received)
            await wait_for(lambda: versions(receiver).count(forgotten) == 2, what="the redelivery")
            again = receiver.received[before:]
            assert again and all(name.encode() not in got.body for got in again)
            joined = next(body(got) for got in again if b"campaign.member_added" in got.body)
            (frame,) = joined["data"]["frames"]
            assert frame["data"]["name"] == "forgotten", frame
        finally:
            await unsubscribe(c, hook["id"])
