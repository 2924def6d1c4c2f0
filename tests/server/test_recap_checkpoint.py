"""Recap checkpoints (application/recap/checkpoint.py): a recap that goes on from a checkpoint says exactly what a
walk from the table's opening says, for every viewer, before and after a hidden roll is revealed; a
checkpoint of another shape, or one that does not decode, is skipped (the recap is built again), never a 500.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import httpx
import msgspec
import pytest

from application.principal import Principal
from application.recap import checkpoint
from application.recap.build import BeatLine, Dice, Gathered, Line, RollLine
from application.recap.service import recap_for
from application.streams import stream_name
from server.config import Settings
from server.recap import sources as recap_sources
from server.recap.sources import recap_source
from tests.server.api import Campaign, Member, create_campaign
from tests.server.audit_support import own_server, tamper
from tests.server.rr_session import play


@pytest.fixture(autouse=True)
def every_recap_keeps_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(checkpoint, "EVERY", 1)  # the session's table is short: keep one at every recap


def _services(api: httpx.AsyncClient) -> Any:
    return api.app.state.services  # type: ignore[attr-defined]


@dataclass
class Scene:
    campaign: Campaign
    table: str


async def _settle(api: httpx.AsyncClient) -> None:
    """Wait for what the server writes in the background: kept snapshots, the checkpoints that follow them."""
    services = _services(api)
    await services.snapshots.flush()
    await services.recap_checkpoints.flush()
    await checkpoint.flush()


async def _recap(api: httpx.AsyncClient, s: Scene, who: Member) -> bytes:
    await _settle(api)
    services = _services(api)
    c = s.campaign
    vp = await services.reads.viewpoint(uuid.UUID(c.id), Principal(uuid.UUID(c.id), who.member_id, who.token_id))
    services.reads.pages.clear()
    made = await recap_for(recap_source(services.store), vp, s.table)
    await checkpoint.flush()
    return msgspec.json.encode(made)


async def _found(api: httpx.AsyncClient, s: Scene, who: Member) -> int | None:
    """The version of the checkpoint the next recap of `who` goes on from (None: from the opening)."""
    await _settle(api)
    services = _services(api)
    c = s.campaign
    vp = await services.reads.viewpoint(uuid.UUID(c.id), Principal(uuid.UUID(c.id), who.member_id, who.token_id))
    source = recap_source(services.store)
    found = await checkpoint.load(source.store, source.checkpoints, vp, s.table, 0, vp.version)
    return found[0] if found is not None else None


async def _forget(api: httpx.AsyncClient, s: Scene) -> None:
    await _settle(api)
    async with _services(api).store.pool.acquire() as conn:
        await conn.execute("DELETE FROM recap_checkpoints WHERE stream = $1", stream_name(s.campaign.id))


async def _cold(api: httpx.AsyncClient, s: Scene, who: Member) -> bytes:
    """The recap built from the table's opening (no checkpoint)."""
    await _forget(api, s)
    made = await _recap(api, s, who)
    await _forget(api, s)
    return made


async def _roll(s: Scene, who: Member | None = None, visibility: str = "public") -> int:
    body = {"table_id": s.table, "expression": "2d6", "dice": [[3, 4]], "visibility": visibility}
    return int((await s.campaign.ok("campaign.roll", body, who))["version"])


def _hidden(recap: bytes, *versions: int) -> list[bool]:
    return [r["hidden"] for r in msgspec.json.decode(recap)["rolls"] if r["version"] in versions]


async def test_a_recap_from_a_checkpoint_is_the_recap_from_the_opening(api: httpx.AsyncClient) -> None:
    c = await create_campaign(api, name="Checkpoints")
    ann, bob = await c.add_member("Ann"), await c.add_member("Bob")
    olga = await c.add_member("Olga", role="observer")
    s = Scene(c, await c.open_table("physical"))
    viewers = {"gm": c.gm, "ann": ann, "bob": bob, "olga": olga}
    await _roll(s, ann)
    gm_only = await _roll(s, ann, visibility="gm")  # Ann sees it, Bob and Olga not
    blind = await _roll(s, bob, visibility="blind")
    head = await c.version()
    for who in viewers.values():
        await _recap(api, s, who)  # each keeps a checkpoint at the head
    for name, who in viewers.items():
        assert await _found(api, s, who) == head, name

    # The table goes on: each recap folds only the events after its checkpoint, and says the same.
    await _roll(s, bob)
    await _roll(s, c.gm)
    warm = {}
    for name, who in viewers.items():
        assert await _found(api, s, who) == head, name
        warm[name] = await _recap(api, s, who)
    for name, who in viewers.items():
        assert warm[name] == await _cold(api, s, who), name
    assert _hidden(await _recap(api, s, bob), gm_only, blind) == [True, True]
    assert _hidden(await _recap(api, s, ann), gm_only, blind) == [False, True]

    # Checkpoints kept at the new head, then the GM reveals both rolls: every recap shows them revealed.
    for who in viewers.values():
        await _recap(api, s, who)
    await c.ok("campaign.reveal_roll", {"version": gm_only})
    await c.ok("campaign.reveal_roll", {"version": blind})
    await _roll(s, ann)
    warm = {name: await _recap(api, s, who) for name, who in viewers.items()}
    assert await _found(api, s, bob) == await c.version()
    for name, who in viewers.items():
        assert warm[name] == await _cold(api, s, who), name
        assert _hidden(warm[name], gm_only, blind) == [False, False], name


async def test_a_closed_tables_checkpoint_and_a_reveal_after_it_closed(api: httpx.AsyncClient) -> None:
    """Robots & Rapiers (conflicts, Action Points, saves): the table closed with Bob's blind roll hidden;
    the recaps kept then go on to the reveal made after the closing."""
    played = await play(api, name="Checkpoint at the closing")
    c = played.campaign
    olga = await c.add_member("Olga", role="observer")
    s = Scene(c, played.table)
    viewers = {"gm": c.gm, "ann": played.ann, "bob": played.bob, "olga": olga}
    for who in viewers.values():
        await _recap(api, s, who)
    for name, who in viewers.items():
        assert await _found(api, s, who) is not None, name
    await c.ok("campaign.reveal_roll", {"version": played.blind_version})
    assert await _found(api, s, c.gm) is not None, "the GM's recap goes on from the checkpoint at the closing"
    warm = {name: await _recap(api, s, who) for name, who in viewers.items()}
    for name, who in viewers.items():
        assert warm[name] == await _cold(api, s, who), name
        assert _hidden(warm[name], played.blind_version) == [False], name
        assert f"reveals the hidden roll at version {played.blind_version}" in warm[name].decode(), name


async def test_a_player_never_goes_on_from_a_checkpoint_made_with_what_they_may_not_see(
    api: httpx.AsyncClient,
) -> None:
    c = await create_campaign(api, name="Checkpoint audiences")
    ann, bob = await c.add_member("Ann"), await c.add_member("Bob")
    s = Scene(c, await c.open_table("physical"))
    hidden = await _roll(s, ann, visibility="gm")
    await _recap(api, s, c.gm)  # the GM's checkpoint holds every roll's faces
    head = await c.version()
    assert await _found(api, s, c.gm) == head
    # Only one kept before the hidden roll (none of its faces) may serve Bob or Ann.
    assert (await _found(api, s, bob) or -1) < hidden
    await _recap(api, s, bob)
    assert await _found(api, s, bob) == head
    assert (await _found(api, s, ann) or -1) < hidden, "Bob's checkpoint is not Ann's"


async def test_checkpoints_of_another_shape_or_unreadable_are_skipped(api: httpx.AsyncClient) -> None:
    c = await create_campaign(api, name="Old checkpoints")
    s = Scene(c, await c.open_table("physical"))
    await _roll(s)
    await _recap(api, s, c.gm)
    stream = stream_name(c.id)
    async with _services(api).store.pool.acquire() as conn:
        (shape,) = await conn.fetchrow("SELECT shape FROM recap_checkpoints WHERE stream = $1", stream)
        # A checkpoint of an older layout: not used.
        await conn.execute("UPDATE recap_checkpoints SET shape = 'recap-0/old' WHERE stream = $1", stream)
    assert await _found(api, s, c.gm) is None
    await _roll(s, c.gm)
    await _recap(api, s, c.gm)  # a good checkpoint at the new head
    await _roll(s, c.gm)
    await _roll(s, c.gm)
    good = await _found(api, s, c.gm)
    assert good is not None
    latest = await c.version()
    store = _services(api).store
    # Two newer ones of this shape: one that does not decode, one that names other recap sections.
    before, record = await store.read_stream(stream, from_version=latest - 1, limit=2)
    other = checkpoint.Checkpoint(
        shape=shape,
        campaign_id=c.id,
        table_id=s.table,
        version=latest,
        gathered=msgspec.convert({"lines": {"elsewhere": []}}, checkpoint.Gathered),
    )
    async with store.pool.acquire() as conn:
        insert = (
            "INSERT INTO recap_checkpoints (stream, table_id, audience, version, shape, hash, data)"
            " VALUES ($1, $2, 'gm', $3, $4, $5, $6)"
        )
        await conn.execute(insert, stream, s.table, latest, shape, record.hash, checkpoint.encode(other))
        await conn.execute(insert, stream, s.table, latest - 1, shape, before.hash, b"\x93not a checkpoint")
    assert await _found(api, s, c.gm) == good  # both skipped
    _services(api).reads.pages.clear()
    vp = await _services(api).reads.viewpoint(
        uuid.UUID(c.id), Principal(uuid.UUID(c.id), c.gm.member_id, c.gm.token_id)
    )
    warm = msgspec.json.encode(await recap_for(recap_source(store), vp, s.table))
    assert warm == await _cold(api, s, c.gm)
    r = await c.recap(s.table, format="json")
    assert r.status_code == 200, r.text


async def test_checkpoints_follow_the_kept_snapshots(api: httpx.AsyncClient) -> None:
    """When the server keeps a snapshot of a campaign, the GM's checkpoint of each open table is brought up
    to the head in the background; a recap then goes on from it."""
    c = await create_campaign(api, name="Refreshed")
    ann = await c.add_member("Ann")
    s = Scene(c, await c.open_table("physical"))
    for _ in range(3):
        await _roll(s, ann)
    refresher = _services(api).recap_checkpoints
    refresher.kept(stream_name(c.id), await c.version())  # as the snapshot writer does after keeping one
    await refresher.flush()
    head = await c.version()
    assert await _found(api, s, c.gm) == head
    assert await _found(api, s, ann) == head  # nothing is hidden from Ann: the GM's checkpoint is hers too
    await _roll(s, ann)
    assert await _recap(api, s, ann) == await _cold(api, s, ann)


def test_a_long_checkpoint_is_framed_and_decodes_to_what_was_gathered() -> None:
    now = datetime.now(UTC)
    dice = (Dice(sides=6, faces=(1, 6)),)
    gathered = Gathered(
        events=5000,
        size=123,
        rolls=[
            RollLine(version=v, time=now, actor="Ann", text=f"roll {v}", dice=dice, visibility="public")
            for v in range(2500)
        ],
        moments=[Line(version=v, time=now, text=f"moment {v}") for v in range(1001)],
        lines={
            "saves": [(BeatLine(version=v, time=now, text="save", dice=dice), "c1") for v in range(2001)],
            "none": [],
        },
        tallies={"saves": {"c1": [1, 2]}},
        successes={"c1": 7},
        faces={6: {1: 2500, 6: 2500}},
        actors=["a"],
        characters=["c1"],
        series={f"conflict {n}": ([n], {"c1": [3]}) for n in range(1500)},
        secret=[4],
    )
    made = checkpoint.Checkpoint(shape="s", campaign_id="c", table_id="t", version=4999, gathered=gathered)
    data = checkpoint.encode(made)
    assert len(msgspec.msgpack.decode(data)) > 8  # a head and frames of at most `FRAME` entries
    assert checkpoint.decode(data) == made


async def test_what_was_verified_or_gathered_is_not_trusted_once_its_event_changed(
    server_url: str, api_settings: Settings
) -> None:
    """The chain check goes on from the part of the range this process recomputed, and a recap from its
    checkpoint, only while the event where they stopped is still the one stored: rewritten, the whole range
    is checked again and the checkpoint is not used."""
    async with own_server(server_url, api_settings) as own:
        c = await create_campaign(own.client, name="Tampered")
        s = Scene(c, await c.open_table("physical"))
        for _ in range(3):
            await _roll(s, c.gm)
        first = msgspec.json.decode(await _recap(own.client, s, c.gm))  # verified and kept up to here
        head = await c.version()
        assert first["integrity"]["ok"] and await _found(own.client, s, c.gm) == head
        await _roll(s, c.gm)
        again = msgspec.json.decode(await _recap(own.client, s, c.gm))
        assert again["integrity"]["ok"] and again["integrity"]["checked"] == first["integrity"]["checked"] + 1
        newest = await c.version()
        assert await _found(own.client, s, c.gm) == newest
        # An intruder rewrites the event where both stopped (a hash of their own making).
        stream = stream_name(c.id)
        await tamper(
            own.database_url,
            ("UPDATE events SET hash = $1 WHERE stream = $2 AND version = $3", b"\x01" * 32, stream, newest),
        )
        await _roll(s, c.gm)
        assert await _found(own.client, s, c.gm) == head  # the older checkpoint, whose event is untouched
        report = msgspec.json.decode(await _recap(own.client, s, c.gm))["integrity"]
        assert (report["ok"], report["first_bad_version"]) == (False, newest)


async def test_a_long_chain_check_runs_in_the_read_processes(
    server_url: str, api_settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The recap's chain check of a long range is split among the heavy reads' worker processes (ranges of
    `PARALLEL_CHUNK`, here 2 events); a range that does not join is walked again in order, which names the
    first bad event."""
    monkeypatch.setattr(recap_sources, "PARALLEL_CHUNK", 2)
    workers: list[object] = []
    found = recap_sources.read_processes

    def processes() -> Any:
        workers.append(found())
        return workers[-1]

    monkeypatch.setattr(recap_sources, "read_processes", processes)
    async with own_server(server_url, api_settings, read_processes=2) as own:
        for tampered in (False, True):
            c = await create_campaign(own.client, name="Parallel chain")
            s = Scene(c, await c.open_table("physical"))
            for _ in range(7):
                await _roll(s, c.gm)
            opened = (await c.events())[-8]["version"]
            head = await c.version()
            if tampered:
                stream = stream_name(c.id)
                sql = "UPDATE events SET hash = $1 WHERE stream = $2 AND version = $3"
                await tamper(own.database_url, (sql, b"\x01" * 32, stream, opened + 3))
            r = await c.recap(s.table, format="json")
            assert r.status_code == 200, r.text
            checked = r.json()["integrity"]
            if tampered:
                assert (checked["ok"], checked["first_bad_version"]) == (False, opened + 3)
            else:
                assert (checked["ok"], checked["checked"], checked["checked_to"]) == (True, head - opened + 1, head)
            assert workers and workers[-1] is not None  # the check went to the worker processes
