"""A verifiable table's secret seed never leaves the server before its reveal, and is encrypted at rest.

One server on a database of its own, logging at DEBUG, with a GM and a player watching live over WebSocket
and SSE. The table is played with every kind of roll and read through every endpoint; everything that came
out — response bodies and headers, live frames, log lines, and every row the database holds — is searched
for the seed in every spelling (hex, base64, raw bytes). The same search finds each seed once it is revealed,
so it is known to look in the right places.
"""

from __future__ import annotations

import base64
import json
import logging
import uuid
from collections.abc import Iterable
from typing import Any

import asyncpg
import httpx
import pytest
from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from server.adapters.seed_vault import SeedVault
from server.config import Settings
from server.services import SERVER_MIGRATIONS
from tests.scratch_databases import scratch_database
from tests.server.api import Campaign, create_campaign
from tests.server.live.servers import WsClient, live_app, sse_lines, ws
from tests.server.servers import SEED_KEY, run_server


def spellings(seed: bytes) -> list[str]:
    b64 = base64.b64encode(seed).decode()
    url = base64.urlsafe_b64encode(seed).decode()
    return [seed.hex(), seed.hex().upper(), b64, b64.rstrip("="), url, url.rstrip("="), repr(seed)[2:-1]]


class Outputs:
    """Everything the server let out: HTTP responses, live frames, SSE messages (log lines via caplog)."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    async def on_response(self, response: httpx.Response) -> None:
        self.texts.append(json.dumps(dict(response.headers)))
        if not response.headers.get("content-type", "").startswith("text/event-stream"):  # SSE: read apart
            await response.aread()
            self.texts.append(response.text)

    def frames(self, clients: Iterable[WsClient]) -> list[str]:
        return [json.dumps(f, ensure_ascii=False) for c in clients for f in c.frames]


async def database_dump(url: str) -> tuple[str, bytes]:
    """Every row of every table of the database, as text and as raw bytes."""
    conn = await asyncpg.connect(url)
    try:
        tables = [
            r[0] for r in await conn.fetch("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1")
        ]
        text_parts: list[str] = []
        raw_parts: list[bytes] = []
        for table in tables:
            for row in await conn.fetch(f'SELECT * FROM "{table}"'):
                for value in row.values():
                    if isinstance(value, bytes | bytearray):
                        raw_parts.append(bytes(value))
                    text_parts.append(str(value))
        return "\n".join(text_parts), b"\n".join(raw_parts)
    finally:
        await conn.close()


def found(seed: bytes, texts: Iterable[str], raw: bytes = b"") -> list[str]:
    """The places (spellings) where `seed` shows up."""
    blob = "\n".join(texts)
    hits = [s for s in spellings(seed) if s in blob]
    if raw and seed in raw:
        hits.append("raw bytes")
    return hits


async def _play(c: Campaign, table: str, char: str, ann: Any) -> None:
    await c.ok("td.roll", {"table_id": table, "character_id": char, "count": 3}, ann)
    await c.ok("td.roll", {"table_id": table, "character_id": char, "count": 5, "client_seed": "s1"}, ann)
    await c.ok("td.roll", {"table_id": table, "character_id": char, "visibility": "gm"}, ann)
    blind = await c.ok("td.roll", {"table_id": table, "character_id": char, "visibility": "blind"}, ann)
    await c.ok("campaign.reveal_roll", {"version": blind["version"]})
    keyed = {"Idempotency-Key": str(uuid.uuid4())}
    body = {"table_id": table, "character_id": char, "count": 2}
    await c.ok("td.roll", body, ann, headers=keyed)
    await c.ok("td.roll", body, ann, headers=keyed)  # replayed from the stored response
    # refusals on the table
    r = await c.command("td.roll", {**body, "dice": [[1, 2]]}, ann)
    assert r.status_code == 422, r.text
    r = await c.command("td.roll", {**body, "count": 99}, ann)
    assert r.status_code in (400, 422), r.text


async def _read_everything(client: httpx.AsyncClient, c: Campaign, table: str, char: str) -> None:
    for who in (c.gm, *c.members.values()):
        h = who.headers
        for path in (
            c.base,
            f"{c.base}/state",
            f"{c.base}/state?at=3",
            f"{c.base}/state?entity=table:{table}",
            f"{c.base}/tables/{table}",
            f"{c.base}/characters/{char}",
            f"{c.base}/events?limit=1000",
            f"{c.base}/events?table_id={table}",
            f"{c.base}/tables/{table}/fairness",
            f"{c.base}/integrity",
        ):
            r = await client.get(path, headers=h)
            assert r.status_code == 200, (path, r.text)
    await client.get("/metrics")
    await client.get("/health")


def listen_to_every_logger(handler: logging.Handler) -> list[logging.Logger]:
    """Attach `handler` to the root logger and to every logger that does not propagate to it.

    The app configures logging when it starts (Litestar's LoggingConfig replaces the root's handlers), so
    caplog's handler is attached again once the server runs."""
    loggers = [logging.getLogger()] + [
        logger
        for logger in logging.root.manager.loggerDict.values()
        if isinstance(logger, logging.Logger) and not logger.propagate
    ]
    for logger in loggers:
        logger.addHandler(handler)
    return loggers


async def test_the_secret_seed_never_leaves_before_its_reveal(
    server_url: str, api_settings: Settings, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    outputs = Outputs()
    async with scratch_database(server_url, extra_dirs=(SERVER_MIGRATIONS,)) as url:
        settings = api_settings.with_(database_url=url, redis_url=None, log_level="DEBUG")
        async with run_server(live_app(settings)) as served:
            listening = listen_to_every_logger(caplog.handler)
            logging.getLogger().setLevel(logging.DEBUG)
            client = httpx.AsyncClient(base_url=served.url, event_hooks={"response": [outputs.on_response]})
            pool = await asyncpg.create_pool(url, min_size=1, max_size=2)
            try:
                c = await create_campaign(client, name="Secrets")
                ann = await c.add_member("Ann")
                await c.add_member("Wendy", role="observer")
                char = (await c.ok("td.create_character", {"name": "Robin"}, ann))["events"][0]["data"]
                char_id = char["character_id"]
                async with ws(served, c.id, c.gm.token) as gm_live, ws(served, c.id, ann.token) as ann_live:
                    opened = await c.ok("campaign.open_table", {"name": "Night", "dice_mode": "verifiable"})
                    table = opened["events"][0]["data"]["table_id"]
                    first = await SeedVault(pool, SEED_KEY).seed_for(opened["events"][0]["data"]["seed_commitment"])
                    await _play(c, table, char_id, ann)
                    await _read_everything(client, c, table, char_id)
                    version = await c.version()
                    for live in (gm_live, ann_live):
                        await live.read_version(version)
                    sse = await sse_lines(
                        client,
                        f"{c.base}/live/sse",
                        ann.headers,
                        lambda m: any(x.get("id") == str(version) for x in m),
                    )
                    text, raw = await database_dump(url)
                    everywhere = [*outputs.texts, *outputs.frames([gm_live, ann_live]), json.dumps(sse), caplog.text]
                    assert found(first, everywhere, raw) == []
                    assert found(first, [text]) == []

                    rotated = await c.ok("campaign.rotate_seed", {"table_id": table})
                    (revealed,) = rotated["events"]
                    second = await SeedVault(pool, SEED_KEY).seed_for(revealed["data"]["next_commitment"])
                    await _play(c, table, char_id, ann)
                    await _read_everything(client, c, table, char_id)
                    version = await c.version()
                    for live in (gm_live, ann_live):
                        await live.read_version(version)
                    text, raw = await database_dump(url)
                    everywhere = [*outputs.texts, *outputs.frames([gm_live, ann_live]), caplog.text]
                    assert found(second, everywhere, raw) == []
                    assert found(second, [text]) == []
                    # the search does find a seed once it is public: the first one, revealed by the rotation
                    assert first.hex() in found(first, everywhere)
                    assert first.hex() in found(first, outputs.frames([ann_live]))

                    await c.ok("campaign.close_table", {"table_id": table})
                    assert second.hex() in found(second, outputs.texts)
            finally:
                await pool.close()
                await client.aclose()
                for logger in listening:
                    logger.removeHandler(caplog.handler)
    # the logs had plenty to say (DEBUG), none of it the seeds before their reveal
    assert len(caplog.records) > 50
    names = {r.name.split(".")[0] for r in caplog.records}
    assert names >= {"httpx", "websockets"}, names


async def test_seeds_are_encrypted_at_rest_bound_to_their_commitment(api) -> None:
    c = await create_campaign(api, name="Vault")
    one = (await c.ok("campaign.open_table", {"name": "A", "dice_mode": "verifiable"}))["events"][0]["data"]
    two = (await c.ok("campaign.open_table", {"name": "B", "dice_mode": "verifiable"}))["events"][0]["data"]
    pool = api.app.state.services.store.pool
    rows = {
        r["commitment"]: r
        for r in await pool.fetch(
            "SELECT commitment, campaign_id, nonce, ciphertext FROM chronicle_seeds WHERE campaign_id = $1",
            uuid.UUID(c.id),
        )
    }
    assert set(rows) == {one["seed_commitment"], two["seed_commitment"]}
    aead = AESGCM(SEED_KEY)
    for commitment, row in rows.items():
        seed = aead.decrypt(row["nonce"], row["ciphertext"], commitment.encode())
        assert len(seed) == 32 and seed not in row["ciphertext"] and seed.hex() not in commitment
        import hashlib

        assert hashlib.sha256(seed).hexdigest() == commitment
        with pytest.raises(InvalidTag):  # another key cannot open it
            AESGCM(bytes(32)).decrypt(row["nonce"], row["ciphertext"], commitment.encode())
    # a ciphertext moved onto another table's commitment does not open: the commitment is authenticated
    a, b = rows[one["seed_commitment"]], rows[two["seed_commitment"]]
    with pytest.raises(InvalidTag):
        aead.decrypt(a["nonce"], a["ciphertext"], two["seed_commitment"].encode())
    assert a["ciphertext"] != b["ciphertext"]
