"""The migration runner: ordered, recorded, idempotent, safe when several processes start at once."""

from __future__ import annotations

import asyncio
from pathlib import Path

import asyncpg
import pytest

from eventstore import EventStore, MigrationError, migrate
from eventstore.migrator import MIGRATIONS_DIR, scope_of
from tests.eventstore.factories import events

EVENTSTORE = [p.name for p in sorted(MIGRATIONS_DIR.glob("*.sql"))]
"""The event store's own migrations (0001_events.sql, then additive ones)."""


def _server_migrations(root: Path) -> Path:
    folder = root / "server" / "migrations"
    folder.mkdir(parents=True)
    (folder / "0001_tokens.sql").write_text("CREATE TABLE tokens (id text PRIMARY KEY);\n")
    (folder / "0002_token_owner.sql").write_text("ALTER TABLE tokens ADD COLUMN owner text;\n")
    return folder


async def test_migrate_applies_once_in_order_with_extra_folders(scratch_url: str, tmp_path: Path) -> None:
    folder = _server_migrations(tmp_path)
    assert scope_of(folder) == "server"

    applied = await migrate(scratch_url, extra_dirs=[folder])
    server = ["server/0001_tokens.sql", "server/0002_token_owner.sql"]
    assert applied == [f"eventstore/{n}" for n in EVENTSTORE] + server
    assert await migrate(scratch_url, extra_dirs=[folder]) == [], "a second run does nothing"

    conn = await asyncpg.connect(scratch_url)
    try:
        rows = await conn.fetch("SELECT scope, name FROM schema_migrations ORDER BY scope, name")
        assert [(r["scope"], r["name"]) for r in rows] == [("eventstore", n) for n in EVENTSTORE] + [
            ("server", "0001_tokens.sql"),
            ("server", "0002_token_owner.sql"),
        ]
        assert await conn.fetchval("SELECT count(*) FROM information_schema.columns WHERE table_name = 'tokens'") == 2
        # The same runner accepts an open connection.
        (folder / "0003_more.sql").write_text("ALTER TABLE tokens ADD COLUMN note text;\n")
        assert await migrate(conn, extra_dirs=[folder]) == ["server/0003_more.sql"]
    finally:
        await conn.close()

    async with await EventStore.connect(scratch_url, min_size=1, max_size=2) as store:
        assert (await store.append("after-migrate", events(1))).first_version == 0


async def test_edited_applied_migration_is_refused(scratch_url: str, tmp_path: Path) -> None:
    folder = _server_migrations(tmp_path)
    await migrate(scratch_url, extra_dirs=[folder])
    (folder / "0001_tokens.sql").write_text("CREATE TABLE tokens (id text PRIMARY KEY, edited int);\n")
    with pytest.raises(MigrationError, match=r"0001_tokens\.sql"):
        await migrate(scratch_url, extra_dirs=[folder])


async def test_failed_migration_leaves_nothing_half_applied(scratch_url: str, tmp_path: Path) -> None:
    folder = tmp_path / "broken"
    folder.mkdir()
    (folder / "0001_broken.sql").write_text("CREATE TABLE half (id int);\nSELECT no_such_function();\n")
    with pytest.raises(asyncpg.PostgresError):
        await migrate(scratch_url, extra_dirs=[folder])
    conn = await asyncpg.connect(scratch_url)
    try:
        assert await conn.fetchval("SELECT to_regclass('half')") is None
        assert await conn.fetchval("SELECT count(*) FROM schema_migrations WHERE scope = 'broken'") == 0
        stored = await conn.fetchval("SELECT count(*) FROM schema_migrations WHERE scope = 'eventstore'")
        assert stored == len(EVENTSTORE)
    finally:
        await conn.close()


async def test_concurrent_migrations_take_turns(scratch_url: str) -> None:
    results = await asyncio.gather(*(migrate(scratch_url) for _ in range(4)))
    assert sorted(len(r) for r in results) == [0, 0, 0, len(EVENTSTORE)], "exactly one process applied the schema"


def test_missing_folder_and_clashing_scopes(tmp_path: Path) -> None:
    from eventstore.migrator import discover

    with pytest.raises(MigrationError, match="does not exist"):
        discover([tmp_path / "nope"])
    (tmp_path / "a" / "eventstore").mkdir(parents=True)
    with pytest.raises(MigrationError, match="scope"):
        discover([tmp_path / "a" / "eventstore"])
