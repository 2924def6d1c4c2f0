"""Helpers of the audit tests: a server on a database of its own (so tests may tamper with it), a played
verifiable table, and tampering with the append-only log."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import asyncpg
import httpx

from server.config import Settings
from server.services import SERVER_MIGRATIONS
from tests.scratch_databases import scratch_database
from tests.server.api import Campaign, Member, create_campaign
from tests.server.servers import make_app, serving


@dataclass
class OwnServer:
    client: httpx.AsyncClient
    database_url: str
    settings: Settings

    @property
    def base_url(self) -> str:
        return str(self.client.base_url).rstrip("/")


@contextlib.asynccontextmanager
async def own_server(server_url: str, settings: Settings, **changes: Any) -> AsyncIterator[OwnServer]:
    """The app (with the test-dice ruleset) served on a fresh database of its own, dropped afterwards."""
    async with scratch_database(server_url, extra_dirs=(SERVER_MIGRATIONS,)) as url:
        own = settings.with_(database_url=url, redis_url=None, **changes)
        async with serving(make_app(own, run_migrations=False)) as client:
            yield OwnServer(client, url, own)


async def tamper(database_url: str, *statements: str | tuple[Any, ...]) -> None:
    """Edit the event log as an intruder with database access would (the append-only trigger disabled).

    Each statement is SQL, or a tuple of SQL and its parameters."""
    conn = await asyncpg.connect(database_url)
    try:
        async with conn.transaction():
            await conn.execute("ALTER TABLE events DISABLE TRIGGER events_append_only")
            for statement in statements:
                sql, *args = (statement,) if isinstance(statement, str) else statement
                await conn.execute(sql, *args)
            await conn.execute("ALTER TABLE events ENABLE TRIGGER events_append_only")
    finally:
        await conn.close()


@dataclass
class PlayedTable:
    campaign: Campaign
    player: Member
    character_id: str
    table_id: str
    roll_versions: list[int]
    """Versions of the roll events, in order."""


async def play_verifiable_table(client: httpx.AsyncClient, *, close: bool = True) -> PlayedTable:
    """A campaign whose verifiable table saw rolls of every kind, a seed rotation and (by default) its close."""
    c = await create_campaign(client, name="Fair play")
    ann = await c.add_member("Ann")
    char = (await c.ok("td.create_character", {"name": "Robin"}, ann))["events"][0]["data"]["character_id"]
    table = await c.open_table(mode="verifiable", name="Night one")
    versions: list[int] = []

    async def roll(**body: Any) -> None:
        r = await c.ok("td.roll", {"table_id": table, "character_id": char, **body}, ann)
        versions.append(r["version"])

    await roll(count=3)
    await roll(count=10, client_seed="ann's lucky socks")
    await roll(count=2, visibility="gm")
    await c.ok("campaign.rotate_seed", {"table_id": table})
    await roll(count=4, visibility="blind", client_seed="🎲 ünïcode")
    await roll(count=1)
    if close:
        await c.ok("campaign.close_table", {"table_id": table})
    return PlayedTable(c, ann, char, table, versions)
