"""A snapshot of a ruleset's older state shape is not decoded into the new one: the campaign's state is folded
from its log again, and because that log is long, a fresh snapshot is queued at once so the next cold load is
a snapshot and a short tail again.

Robots & Rapiers state version 1 kept every test ever called; version 3 keeps a robot's latest eight rolled
(`domain/rr/lifecycle.py`). A version-1 snapshot decoded as if it were version 3 would bring the lapsed
tests back; refolded, they stay lapsed.
"""

from __future__ import annotations

import uuid
from dataclasses import replace

import pytest

from application.snapshot_policy import SNAPSHOT_SHAPE, snapshot_type
from domain.game import Game
from domain.rr import RULESET
from domain.rr.apply import HANDLERS
from domain.rr.conflict.apply import CONFLICT_HANDLERS
from domain.rr.lifecycle import TESTS_KEPT_PER_ROBOT
from domain.rulesets import RULESETS
from tests.server.servers import make_app, serving
from tests.server.test_rr_api import _call, _robot

pytestmark = pytest.mark.skipif("robots-and-rapiers" not in RULESETS, reason="Robots & Rapiers is not registered")

VERSION_1 = Game(replace(RULESET, handlers={**HANDLERS, **CONFLICT_HANDLERS}, state_version=1))
"""Robots & Rapiers as it folded under state version 1: no record ever left the state."""


async def test_a_version_1_snapshot_is_refolded_and_replaced(api_settings) -> None:
    async with serving(make_app(api_settings.with_(snapshot_every=5))) as client:
        c, ann, _bob, table, char = await _robot(client, mode="server")
        for _ in range(TESTS_KEPT_PER_ROBOT + 3):
            test = await _call(c, table, char)
            await c.ok("rr.roll_test", {"table_id": table, "test_id": test}, ann)
        services = client.app.state.services  # type: ignore[attr-defined]
        repository, store = services.repository, services.store
        await services.snapshots.flush()
        stream = f"campaign-{c.id}"
        head = await store.stream_version(stream)
        game = repository.game_for("robots-and-rapiers")
        assert snapshot_type(game) == f"campaign_state/robots-and-rapiers/{SNAPSHOT_SHAPE}.{RULESET.state_version}"

        # What a server of state version 1 would have left behind: every test, at the head of the stream.
        records = await store.read_stream(stream, from_version=0)
        old = VERSION_1.fold(VERSION_1.decode(r.type, r.data) for r in records)
        assert len(old.game.tests) == TESTS_KEPT_PER_ROBOT + 3
        old_type = f"campaign_state/robots-and-rapiers/{SNAPSHOT_SHAPE}.1"
        assert snapshot_type(VERSION_1) == old_type
        assert await store.save_snapshot(stream, head, old_type, VERSION_1.encode_state(old))

        before = (await client.get(f"{c.base}/state", headers=c.gm.headers)).json()
        repository.forget(uuid.UUID(c.id))  # a cold load: the only snapshot is of version 1
        after = (await client.get(f"{c.base}/state", headers=c.gm.headers)).json()
        assert after == before  # the log refolded, not the old snapshot decoded
        assert len(after["state"]["game"]["tests"]) == TESTS_KEPT_PER_ROBOT

        # The fold was long (more than snapshot_every events): a fresh snapshot was queued at once.
        await services.snapshots.flush()
        snap = await store.load_snapshot(stream)
        assert snap is not None and (snap.type, snap.version) == (snapshot_type(game), head)
        decoded = game.decode_state(snap.data)
        assert set(decoded.game.tests) == set(after["state"]["game"]["tests"])
        repository.forget(uuid.UUID(c.id))  # and the next cold load reads it
        assert (await client.get(f"{c.base}/state", headers=c.gm.headers)).json() == before


async def test_a_short_campaign_without_a_snapshot_queues_none(api_settings) -> None:
    async with serving(make_app(api_settings.with_(snapshot_every=50))) as client:
        c, ann, _bob, table, char = await _robot(client, mode="server")
        test = await _call(c, table, char)
        await c.ok("rr.roll_test", {"table_id": table, "test_id": test}, ann)
        services = client.app.state.services  # type: ignore[attr-defined]
        await services.snapshots.flush()
        stream = f"campaign-{c.id}"
        # A snapshot point may fall among these few events (each campaign's points are offset by its id):
        # the cold load must add none of its own, whatever is there.
        before = await services.store.load_snapshot(stream)
        services.repository.forget(uuid.UUID(c.id))
        await client.get(f"{c.base}/state", headers=c.gm.headers)  # folds its few events
        await services.snapshots.flush()
        after = await services.store.load_snapshot(stream)
        if before is None:
            assert after is None
        else:
            assert after is not None and (after.version, after.recorded_at) == (before.version, before.recorded_at)
