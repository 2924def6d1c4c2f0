"""What a hidden roll did to shared state is held back from whoever may not see the roll, until the reveal.

A viewer from whom a roll is hidden is shown every entity that roll and what followed from it touched as it
was just before the roll, marked `held_until_reveal` (application/held.py), on every state read path: the state now,
an entity, the state at a past version, the past-state route and a replay's states. The GM (and the roller
of a GM-only roll) sees the live state; after the reveal everyone does.
"""

from __future__ import annotations

import uuid
from typing import Any

import httpx

from application.principal import Principal
from application.snapshot_policy import snapshot_type
from application.streams import stream_name
from tests.server.api import create_campaign
from tests.server.hidden_reads import HELD, entity_views


async def test_a_hidden_roll_holds_the_character_it_named(api: httpx.AsyncClient) -> None:
    c = await create_campaign(api)
    ann = await c.add_member("Ann")
    bob = await c.add_member("Bob")
    watcher = await c.add_member("Wendy", role="observer")
    table = await c.open_table()
    char = (await c.ok("td.create_character", {"name": "Robin"}, ann))["events"][0]["data"]["character_id"]
    await c.ok("td.roll", {"table_id": table, "character_id": char}, ann)  # public: the table knows Robin
    body = {"table_id": table, "character_id": char, "visibility": "blind", "judge": True}
    rolled = await c.ok("td.roll", body, ann)
    roll = rolled["version"] - 1
    await c.ok("td.grant_luck", {"character_id": char})  # a visible event on the held character waits too
    now = await c.version()

    gm = await entity_views(api, c, c.gm, "characters", char, table, now)
    assert all(v["rolls"] == 2 and v["luck"] == 4 and HELD not in v for v in gm.values()), gm
    for who in (ann, bob, watcher):
        shown = await entity_views(api, c, who, "characters", char, table, now)
        for path, v in shown.items():
            assert v == {"character_id": char, "name": "Robin", "luck": 3, "rolls": 1, HELD: roll}, (who, path, v)
        before = await entity_views(api, c, who, "characters", char, table, roll - 1)
        assert before["at"] == before["past"] == {"character_id": char, "name": "Robin", "luck": 3, "rolls": 1}

    await c.ok("campaign.reveal_roll", {"version": roll})
    for who in (ann, bob, watcher):
        shown = await entity_views(api, c, who, "characters", char, table, now)
        assert all(v["rolls"] == 2 and v["luck"] == 4 and HELD not in v for v in shown.values()), shown


async def test_a_gm_only_roll_holds_nothing_from_its_roller(api: httpx.AsyncClient) -> None:
    c = await create_campaign(api)
    ann = await c.add_member("Ann")
    bob = await c.add_member("Bob")
    table = await c.open_table()
    char = (await c.ok("td.create_character", {"name": "Robin"}, ann))["events"][0]["data"]["character_id"]
    await c.ok("td.roll", {"table_id": table, "character_id": char}, ann)
    rolled = await c.ok("td.roll", {"table_id": table, "character_id": char, "visibility": "gm"}, ann)
    now = rolled["version"]
    mine = await entity_views(api, c, ann, "characters", char, table, now)
    assert all(v["rolls"] == 2 and HELD not in v for v in mine.values()), mine
    others = await entity_views(api, c, bob, "characters", char, table, now)
    assert all(v["rolls"] == 1 and v[HELD] == now for v in others.values()), others


async def test_the_state_before_a_pending_roll_is_folded_once(api: httpx.AsyncClient, monkeypatch: Any) -> None:
    """A table with a hidden roll pending is read again and again: the state before the roll is folded for the
    first read and kept (per campaign and version) for every later one, whoever reads."""
    import application.past as past

    folds: list[int] = []
    real = past.fold_past

    async def counting(store: Any, game: Any, stream: str, version: int, kind: str, **options: Any) -> Any:
        folds.append(version)
        return await real(store, game, stream, version, kind, **options)

    monkeypatch.setattr(past, "fold_past", counting)
    c = await create_campaign(api)
    ann = await c.add_member("Ann")
    bob = await c.add_member("Bob")
    watcher = await c.add_member("Wendy", role="observer")
    table = await c.open_table()
    char = (await c.ok("td.create_character", {"name": "Robin"}, ann))["events"][0]["data"]["character_id"]
    roll = (await c.ok("td.roll", {"table_id": table, "character_id": char, "visibility": "blind"}, ann))["version"]
    for _ in range(3):
        for who in (ann, bob, watcher):
            r = await api.get(f"{c.base}/characters/{char}", headers=who.headers)
            assert r.json()["state"]["sheet"][HELD] == roll
    assert folds == [roll - 1], folds


async def test_a_read_begun_before_a_hidden_roll_does_not_make_later_reads_forget_it(
    api: httpx.AsyncClient,
) -> None:
    """Reads share what the log says each hidden roll held (application/held.py). A read whose view of the campaign
    was taken before a second hidden roll, reaching that point after a newer read did, must not drop the second
    roll from what is shared: later reads would show its effects to those it is hidden from."""
    c = await create_campaign(api)
    ann = await c.add_member("Ann")
    bob = await c.add_member("Bob")
    table = await c.open_table()
    robin = (await c.ok("td.create_character", {"name": "Robin"}, ann))["events"][0]["data"]["character_id"]
    kit = (await c.ok("td.create_character", {"name": "Kit"}, ann))["events"][0]["data"]["character_id"]
    await c.ok("td.roll", {"table_id": table, "character_id": kit}, ann)  # public: the table knows Kit
    await c.ok("td.roll", {"table_id": table, "character_id": robin, "visibility": "blind", "judge": True}, ann)
    services = api.app.state.services  # type: ignore[attr-defined]
    principal = Principal(uuid.UUID(c.id), bob.member_id, bob.token_id)
    earlier = await services.reads.viewpoint(uuid.UUID(c.id), principal)  # a read begins: only Robin's roll is hidden
    rolled = await c.ok("td.roll", {"table_id": table, "character_id": kit, "visibility": "blind", "judge": True}, ann)
    second = rolled["version"] - 1
    now = await c.version()
    shown = await entity_views(api, c, bob, "characters", kit, table, now)  # a newer read
    assert all(v["rolls"] == 1 and v.get(HELD) == second for v in shown.values()), shown
    game = earlier.game
    await services.held_rolls.holding(
        game,
        stream_name(c.id),
        snapshot_type(game),
        earlier.viewer,
        earlier.hidden_now,
        earlier.version,
    )  # the earlier read reaches what the rolls hold
    shown = await entity_views(api, c, bob, "characters", kit, table, now)
    assert all(v["rolls"] == 1 and v.get(HELD) == second for v in shown.values()), shown
