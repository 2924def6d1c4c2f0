"""Reads of the past on long campaigns: a replay page's size does not grow with the campaign, a later
table's recap reads only that table's events (from the state kept at its opening) and says what a walk
from the first event says, and a long read leaves the event loop free for the requests beside it.
"""

from __future__ import annotations

import asyncio
import uuid
from typing import Any

import httpx
import msgspec

from application.past import KEEP_GAP
from application.principal import Principal
from application.recap.service import recap_for
from application.streams import stream_name
from eventstore.events import RecordedEvent, Snapshot
from eventstore.store import EventStore
from server.recap.sources import recap_source
from tests.server.api import Campaign, create_campaign
from tests.server.dice_ruleset import CreateCharacter, GrantLuck, Roll
from tests.server.long_campaign import grower


def _services(api: httpx.AsyncClient) -> Any:
    return api.app.state.services  # type: ignore[attr-defined]


async def _table_with_history(api: httpx.AsyncClient, cast: int) -> tuple[Campaign, str, list[str]]:
    """A campaign whose one table saw `cast` characters created and each roll once (2 × cast events), then
    40 more events of its first character: the table's state grows with its history, its last steps not."""
    c = await create_campaign(api)
    table = await c.open_table("server")
    g = await grower(_services(api), c)
    characters = []
    for n in range(cast):
        (made,) = g.do(CreateCharacter(name=f"Robot {n}"))
        characters.append(made.character_id)  # type: ignore[attr-defined]
        g.do(Roll(table_id=table, character_id=characters[-1], count=3))
    for _ in range(20):
        g.do(Roll(table_id=table, character_id=characters[0], count=3))
        g.do(GrantLuck(character_id=characters[0]))
    await g.flush()
    return c, table, characters


async def _long_table(api: httpx.AsyncClient, events: int) -> tuple[Campaign, str, list[str]]:
    """A campaign whose one table holds `events` events of four robots rolling and being granted luck."""
    c = await create_campaign(api)
    table = await c.open_table("server")
    g = await grower(_services(api), c)
    robots = [g.do(CreateCharacter(name=f"Robot {n}"))[0].character_id for n in range(4)]  # type: ignore[attr-defined]
    for n in range(events // 2 - 2):
        g.do(Roll(table_id=table, character_id=robots[n % 4], count=3))
        g.do(GrantLuck(character_id=robots[n % 4]))
    await g.flush()
    await c.version()  # the server loads the campaign (a command's cold load is not what is measured here)
    return c, table, robots


async def _page(api: httpx.AsyncClient, c: Campaign, table: str, **params: Any) -> httpx.Response:
    r = await api.get(f"{c.base}/tables/{table}/replay", params=params, headers=c.gm.headers)
    assert r.status_code == 200, r.text
    return r


async def test_a_replay_page_is_the_same_size_whatever_came_before(api: httpx.AsyncClient) -> None:
    sizes = {}
    for cast in (50, 1500):  # 100 and 3,000 events of the table before its last 40
        c, table, characters = await _table_with_history(api, cast)
        head = await c.version()
        r = await _page(api, c, table, **{"from": head - 39})
        body = r.json()
        assert [s["version"] for s in body["steps"]] == list(range(head - 39, head + 1))
        for step in body["steps"]:  # each step carries the one robot it changed, not the table's cast
            assert set(step["changes"]) <= {"characters"} and list(step["changes"]["characters"]) == [characters[0]]
        sizes[cast] = len(r.content)
        # The whole state, where asked for, is the table's: its whole cast, once, on the first step.
        full = (await _page(api, c, table, **{"from": head - 39, "state": "full"})).json()
        assert len(full["steps"][0]["state"]["characters"]) == cast
        assert all("state" not in s for s in full["steps"][1:])
    assert sizes[1500] <= sizes[50] * 1.02, sizes  # a few more digits in the versions, nothing else


async def test_pages_are_capped_and_linked(api: httpx.AsyncClient) -> None:
    c, table, _ = await _table_with_history(api, 300)
    r = await api.get(f"{c.base}/tables/{table}/replay", params={"limit": 501}, headers=c.gm.headers)
    assert r.status_code == 400
    seen: list[int] = []
    start: int | None = 0
    pages = 0
    while start is not None:
        body = (await _page(api, c, table, limit=500, **{"from": start})).json()
        assert len(body["steps"]) <= 500
        seen += [s["version"] for s in body["steps"]]
        assert body["more"] == (body["next_from"] is not None)
        start = body["next_from"]
        pages += 1
    head = await c.version()
    opened = head - 640 + 1  # 2 × 300 + 40 table events after the opening
    assert pages == 2 and seen == list(range(opened - 1, head + 1))


class CountingStore(EventStore):
    """The real store, noting which versions each read returned (what a read of the past costs)."""

    def __init__(self, pool: Any) -> None:
        super().__init__(pool, notify=False, group_commit=False)
        self.versions: list[int] = []
        self.snapshots: list[int] = []

    async def read_stream(
        self, stream: str, from_version: int = 0, limit: int | None = None, *, upcast: bool = True
    ) -> list[RecordedEvent]:
        records = await super().read_stream(stream, from_version, limit, upcast=upcast)
        self.versions += [r.version for r in records]
        return records

    async def load_snapshot(
        self, stream: str, *, at_or_before: int | None = None, type: str | None = None
    ) -> Snapshot | None:
        found = await super().load_snapshot(stream, at_or_before=at_or_before, type=type)
        if found is not None:
            self.snapshots.append(found.version)
        return found


async def test_a_later_tables_recap_reads_only_its_own_events(api: httpx.AsyncClient) -> None:
    services = _services(api)
    c = await create_campaign(api)
    first = await c.open_table("server", name="Session 1")
    g = await grower(services, c)
    (made,) = g.do(CreateCharacter(name="Robin"))
    robin = made.character_id  # type: ignore[attr-defined]
    for _ in range(600):
        g.do(Roll(table_id=first, character_id=robin, count=2))
    await g.flush()
    await c.ok("campaign.close_table", {"table_id": first})
    second = await c.open_table("server", name="Session 2")
    opened = await c.version()
    for _ in range(15):
        await c.ok("td.roll", {"table_id": second, "character_id": robin, "count": 4})
    await services.snapshots.flush()  # the state kept at the opening is written in the background

    gm = Principal(uuid.UUID(c.id), c.gm.member_id, c.gm.token_id)
    vp = await services.reads.viewpoint(uuid.UUID(c.id), gm)
    counting = CountingStore(services.store.pool)
    services.reads.pages.clear()
    recap = await recap_for(recap_source(counting), vp, second)
    assert recap.events == 16 and len(recap.rolls) == 15
    head = await c.version()
    checked = recap.integrity
    assert (checked.ok, checked.checked, checked.checked_from, checked.checked_to) == (True, 16, opened, head)
    assert checked.head_version == head, "the chain is checked across the table's events only"
    assert counting.snapshots[0] == opened - 1, "folded from the state kept just before the table opened"
    earlier = [v for v in counting.versions if v < opened]
    # Finding the opening by its time reads a few single events and one short window; never the first
    # table's 600 rolls (nor a chain check, which reads the stream through its own queries).
    assert len(set(earlier)) < 100, len(set(earlier))

    # Without any snapshot the recap folds from the first event and says exactly the same.
    async with services.store.pool.acquire() as conn:
        await conn.execute("DELETE FROM snapshot_history WHERE stream = $1", stream_name(c.id))
        await conn.execute("DELETE FROM snapshots WHERE stream = $1", stream_name(c.id))
    services.reads.pages.clear()
    again = CountingStore(services.store.pool)
    from_zero = await recap_for(recap_source(again), vp, second)
    assert msgspec.json.encode(from_zero) == msgspec.json.encode(recap)
    assert min(again.versions) == 0


async def _longest_wait(api: httpx.AsyncClient, reads: list[tuple[Any, str, dict[str, Any]]]) -> tuple[int, float]:
    """Run `reads` one after the other while a ticker wakes every 2 ms on the loop: how many ticks it
    made and the longest it waited between two, by the loop's own clock."""
    loop = asyncio.get_running_loop()
    gaps: list[float] = []
    running = True

    async def ticker() -> None:
        last = loop.time()
        while running:
            await asyncio.sleep(0.002)
            now = loop.time()
            gaps.append(now - last)
            last = now

    tick = asyncio.create_task(ticker())
    try:
        _services(api).reads.pages.clear()
        for who, url, params in reads:
            response = await api.get(url, params=params, headers=who.headers)
            assert response.status_code == 200, response.text
    finally:
        running = False
        await tick
    return len(gaps), max(gaps)


async def test_a_long_read_leaves_the_event_loop_free(api: httpx.AsyncClient) -> None:
    c, table, _ = await _long_table(api, 3000)
    ann = await c.add_member("Ann")
    head = await c.version()
    reads = [  # each one long read, beside which the loop keeps serving the tables
        (c.gm, f"{c.base}/tables/{table}/recap", {"format": "html"}),
        (ann, f"{c.base}/tables/{table}/recap", {"format": "json"}),
        (c.gm, f"{c.base}/tables/{table}/replay", {"from": head - 400, "state": "full", "limit": 500}),
        (ann, f"{c.base}/replay/state", {"at": head // 2}),
    ]
    # Folding 3,000 events, building the views and rendering the recap take far longer than the bound, off
    # the loop. The best of three runs: a stall of the whole (shared) machine does not repeat; a read held
    # on the loop would on every run.
    runs = []
    for _ in range(3):
        ticks, longest = await _longest_wait(api, reads)
        assert ticks > 10
        runs.append(longest)
        if longest < 0.1:
            break
    assert min(runs) < 0.1, runs


async def test_a_read_that_folded_far_keeps_snapshots_for_the_next(api: httpx.AsyncClient) -> None:
    """A campaign written without kept snapshots (appended by a tool, say) gets them from its first long
    read: on the way and where it stopped, so no later read there folds more than `KEEP_GAP` events."""
    services = _services(api)
    c = await create_campaign(api)
    char = (await c.ok("td.create_character", {"name": "Robin"}))["events"][0]["data"]["character_id"]
    g = await grower(services, c)
    for _ in range(2 * KEEP_GAP + 700):
        g.do(GrantLuck(character_id=char))
    head = await g.flush()
    stream = stream_name(c.id)
    # none among the tool's events (one of the two commands above may have crossed a snapshot point: each
    # campaign's points are offset by its id)
    found = await services.store.load_snapshot(stream, at_or_before=head)
    assert found is None or found.version <= 1
    at = head - 5
    r = await api.get(f"{c.base}/state", params={"at": at, "entity": f"character:{char}"}, headers=c.gm.headers)
    assert r.status_code == 200 and r.json()["state"]["sheet"]["luck"] == 3 + at - 1
    kept = await services.store.load_snapshot(stream, at_or_before=at)
    assert kept is not None and kept.version == at
    on_the_way = await services.store.load_snapshot(stream, at_or_before=at - 1)
    assert on_the_way is not None and at - 1 - KEEP_GAP < on_the_way.version < at - KEEP_GAP // 2
    first = await services.store.load_snapshot(stream, at_or_before=on_the_way.version - 1)
    assert first is not None and on_the_way.version - first.version <= KEEP_GAP + 500
