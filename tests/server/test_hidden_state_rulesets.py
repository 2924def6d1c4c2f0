"""Every ruleset: what a hidden roll did to a shared entity reaches nobody who may not see the roll until the
reveal (application/held.py), on every state read path (tests/server/hidden_reads.py).

In each ruleset a roll hidden from another player and an observer changes a shared entity (hit points,
losses, a test); before the reveal they are shown that entity exactly as they saw it before the roll, marked
`held_until_reveal`, on every path; the GM sees the change live; after the reveal they see what the GM sees.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import httpx
import msgspec

from tests.domain.rr.harness import sheet as rr_sheet
from tests.server.api import Campaign, Member, create_campaign
from tests.server.hidden_reads import HELD, entity_views
from tests.server.rr_session import always, roll, script

Views = dict[str, Any]


async def check_held(
    api: httpx.AsyncClient,
    c: Campaign,
    table: str,
    others: list[Member],
    section: str,
    entity_id: str,
    hidden: Callable[[], Awaitable[Any]],
    *,
    roller: Member | None = None,
) -> tuple[Views, Views]:
    """Run `hidden` (it makes the hidden rolls and whatever follows) and check what
    `others` (who may not see it) and `roller` (who may: a GM-only roll's roller) are shown of the entity
    before and after the reveal. Returns the GM's views before and after the roll."""
    then = await c.version()
    before = {who.member_id: await entity_views(api, c, who, section, entity_id, table, then) for who in others}
    gm_before = await entity_views(api, c, c.gm, section, entity_id, table, then)
    await hidden()
    rolls = sorted(set(await _hidden_rolls(c)) - set(await _hidden_rolls(c, then)))
    rolled = rolls[0]  # the oldest roll that holds the entity names it on every path
    now = await c.version()
    gm_after = await entity_views(api, c, c.gm, section, entity_id, table, now)
    assert all(HELD not in (v or {}) for v in gm_after.values()), gm_after
    for who in others:
        shown = await entity_views(api, c, who, section, entity_id, table, now)
        for path, was in before[who.member_id].items():
            if was is None:
                assert shown[path] is None or shown[path].get(HELD) == rolled, (who.role, path, shown[path])
            else:
                assert shown[path] == {**was, HELD: rolled}, (who.role, path, shown[path], was)
    if roller is not None:
        assert await entity_views(api, c, roller, section, entity_id, table, now) == gm_after

    for version in rolls:  # (a command may roll several times: each roll is revealed alone)
        await c.ok("campaign.reveal_roll", {"version": version})
    gm_revealed = await entity_views(api, c, c.gm, section, entity_id, table, now)
    for who in others:
        assert await entity_views(api, c, who, section, entity_id, table, now) == gm_revealed, who.role
    return gm_before, gm_after


async def _hidden_rolls(c: Campaign, upto: int | None = None) -> list[int]:
    r = await c.client.get(c.base, headers=c.gm.headers)
    return [h["version"] for h in r.json()["hidden_rolls"] if upto is None or h["version"] <= upto]


async def _members(c: Campaign) -> tuple[Member, Member, Member]:
    return await c.add_member("Ann"), await c.add_member("Bob"), await c.add_member("Wendy", role="observer")


async def _scratch_fight(api: httpx.AsyncClient) -> tuple[Campaign, Member, Member, Member, str, str, str, str]:
    """Ann's Chokestar against the GM's Breakhelm (6 hit points) at a physical table, Chokestar to act."""
    c = await create_campaign(api, "scratch-rps")
    ann, bob, watcher = await _members(c)

    async def make(who: Member, name: str, **levels: int) -> str:
        body: dict[str, Any] = {"sheet": {"name": name, "abilities": levels}}
        if who is c.gm:
            body["exempt"] = True
        made = await c.ok("scratch.create_character", body, who)
        return made["events"][0]["data"]["character_id"]  # type: ignore[no-any-return]

    brute = await make(c.gm, "Breakhelm X-19", piloting=1, shooting=4, fighting=4, toughness=6)
    choke = await make(ann, "Chokestar", piloting=2, wrestling=2, stalking=3, toughness=3)
    table = await c.open_table("physical")
    body = {"table_id": table, "character_ids": [choke, brute], "environment": {}, "dice": [[4], [14]]}
    started = await c.ok("scratch.start_conflict", body)
    return c, ann, bob, watcher, table, started["events"][0]["data"]["conflict_id"], choke, brute


async def test_scratch_a_hidden_hit_holds_the_targets_hit_points(api: httpx.AsyncClient) -> None:
    c, ann, bob, watcher, table, conflict, choke, brute = await _scratch_fight(api)

    async def hidden() -> None:
        strikes = {"strikes": [{"kind": "hold", "target_id": brute}, {"kind": "basic_attack", "target_id": brute}]}
        body = {"table_id": table, "conflict_id": conflict, "character_id": choke, "dice": [[10], [11]]}
        await c.ok("scratch.wrestling_attacks", {**body, **strikes, "visibility": "gm"}, ann)

    before, after = await check_held(api, c, table, [bob, watcher], "characters", brute, hidden, roller=ann)
    assert (before["state"]["hit_points"], after["state"]["hit_points"]) == (6, 5)


async def test_a_hidden_attack_appends_as_many_events_whether_it_hits_or_misses(api: httpx.AsyncClient) -> None:
    """Versions are public; a Scratch attack that hits appends its damage and hit points after the roll, one that
    misses nothing more: the command is padded with `roll.sealed` events (domain/sealed.py) so that an observer
    counts as many stubs either way. The GM sees the padding for what it is."""
    counts = {}
    for faces, outcome in (([11], "hit"), ([1], "miss")):
        c, ann, _bob, watcher, table, conflict, choke, brute = await _scratch_fight(api)
        body = {"table_id": table, "conflict_id": conflict, "character_id": choke, "target_id": brute}
        body = {**body, "ability": "wrestling", "dice": [faces], "visibility": "blind"}
        done = await c.ok("scratch.basic_attack", body, ann)
        first = done["version"] - len(done["events"]) + 1
        seen = [e["type"] for e in await c.events(watcher) if e["version"] >= first]
        assert seen[0] == "scratch.action_taken", seen  # the action, before its roll, is public
        assert set(seen[1:]) == {"roll.hidden"}, seen
        counts[outcome] = len(seen)
        gm = [e["type"] for e in await c.events() if e["version"] >= first]
        hit = "scratch.damage_dealt" in gm
        assert hit == (outcome == "hit") and ("roll.sealed" in gm) == (not hit), gm
    assert counts["hit"] == counts["miss"], counts


async def test_d100_a_hidden_attack_holds_the_defenders_health(api: httpx.AsyncClient) -> None:
    from tests.server.sessions.test_shapers_d100_session import sheet as d100_sheet

    c = await create_campaign(api, "shapers-d100")
    ann, bob, watcher = await _members(c)
    ada = (await c.ok("d100.create_character", {"sheet": d100_sheet("Ada")}, ann))["events"][0]["data"]["character_id"]
    bo = (await c.ok("d100.create_character", {"sheet": d100_sheet("Bo")}, bob))["events"][0]["data"]["character_id"]
    table = await c.open_table("physical")
    started = await roll(
        c, "d100.start_conflict", {"table_id": table, "character_ids": [ada, bo]}, c.gm, script([9], [1])
    )
    conflict = next(e for e in started["events"] if e["type"] == "d100.initiative_rolled")["data"]
    assert conflict["order"] == [ada, bo]

    async def hidden() -> int:
        body = {"table_id": table, "conflict_id": conflict["conflict_id"], "character_id": ada, "target_id": bo}
        attacked = await roll(c, "d100.attack", {**body, "weapon": "Sword", "visibility": "blind"}, ann, always(10))
        body = {"table_id": table, "conflict_id": conflict["conflict_id"], "character_id": bo}
        await roll(c, "d100.defend", body, bob, script([95], always(50)))  # Bo's own roll: it misses by far
        return attacked["version"] - len(attacked["events"]) + 1

    # Ann rolled blind: she may not see it either; Bob defended, and the resolution follows Ann's attack.
    before, after = await check_held(api, c, table, [ann, bob, watcher], "characters", bo, hidden)
    assert after["state"]["health"]["physical"] < before["state"]["health"]["physical"]


async def test_shapers_a_hidden_defence_holds_the_targets_hit_points(api: httpx.AsyncClient) -> None:
    c = await create_campaign(api, "shapers-and-bots")
    ann, bob, watcher = await _members(c)

    async def make(who: Member, name: str, **sheet: Any) -> str:
        made = await c.ok("sb.create_character", {"name": name, "sheet": sheet}, who)
        return made["events"][0]["data"]["character_id"]  # type: ignore[no-any-return]

    doi = await make(ann, "Doi", species="fox", adjustments={"FIT": 3}, skills={"Weapon:Sword": 1})
    creszki = await make(c.gm, "Creszki", species="wolf", extra=True)
    table = await c.open_table("physical")
    started = await c.ok("sb.start_fight", {"table_id": table, "character_ids": [doi, creszki]})
    fight = next(e for e in started["events"] if e["type"] == "sb.fight_started")["data"]["conflict_id"]
    await c.ok(
        "sb.declare_attack",
        {"table_id": table, "conflict_id": fight, "character_id": doi, "target_id": creszki, "weapon": "punch"},
        ann,
    )

    async def hidden() -> int:
        body = {"table_id": table, "conflict_id": fight, "defend": False, "visibility": "blind"}
        hit = await roll(c, "sb.respond_to_attack", body, c.gm, always(6))
        return hit["version"] - len(hit["events"]) + 1

    before, after = await check_held(api, c, table, [ann, bob, watcher], "characters", creszki, hidden)
    assert after["state"]["hp"] < before["state"]["hp"]


async def test_rr_a_hidden_save_holds_the_robots_losses(api: httpx.AsyncClient) -> None:
    c = await create_campaign(api, "robots-and-rapiers")
    ann, bob, watcher = await _members(c)
    table = await c.open_table("physical")
    made = await c.ok(
        "rr.create_character",
        {
            "sheet": msgspec.to_builtins(rr_sheet(name="Alfredo", visual=4, audio=4, tactile=2)),
            "design_points": 60,
            "owner_id": ann.member_id,
        },
    )
    alfredo = made["events"][0]["data"]["character_id"]
    triggered = await c.ok("rr.trigger_save", {"character_id": alfredo, "table_id": table, "attribute": "locomotion"})
    save = triggered["events"][0]["data"]["save_id"]

    async def hidden() -> int:
        body = {"table_id": table, "save_id": save, "visibility": "gm"}
        saved = await roll(c, "rr.roll_save", body, ann, script([2, 9, 10]))  # two failed dice: a loss of 4
        return saved["version"] - len(saved["events"]) + 1

    before, after = await check_held(api, c, table, [bob, watcher], "characters", alfredo, hidden, roller=ann)
    assert after["state"]["losses"] != before["state"]["losses"]


async def test_rotate_bird_a_hidden_test_roll_holds_the_test(api: httpx.AsyncClient) -> None:
    from tests.domain.rotatebird.harness import DEFAULT_BEING
    from tests.server.sessions.play import Session, game
    from tests.server.sessions.test_rotate_bird_session import called_test, make_character, traits

    s = await Session.start(api, game("rotate-bird"), "Mia", "Tom")
    c, mia, tom = s.campaign, s["Mia"], s["Tom"]
    watcher = await c.add_member("Wendy", role="observer")
    s.version = await c.version()
    await s.open_table("physical", "The vault job")
    mags = await make_character(s, mia, "Mags", DEFAULT_BEING)
    test = await called_test(s, mags, traits((mags, "cat"), (mags, "key")))

    async def hidden() -> int:
        body = {"table_id": s.table_id, "conflict_id": test, "dice": [[5, 1]], "visibility": "blind"}
        rolled = await c.ok("rb.roll_test", body, mia)
        picked = await c.ok("rb.pick_die", {"conflict_id": test, "die": 0}, mia)
        # The picked die shows the faces: it follows the hidden roll (domain/rotatebird/visibility.py).
        for who in (mia, tom, watcher):
            shown = {e["version"]: e for e in await c.events(who)}[picked["version"]]
            assert shown["type"] == "roll.hidden" and shown["data"]["follows"] == rolled["version"], shown

    before, after = await check_held(api, c, s.table_id, [mia, tom, watcher], "conflicts", test, hidden)
    assert before["state"] != after["state"]


async def test_rr_what_shows_hidden_action_points_is_hidden_with_the_roll(api: httpx.AsyncClient) -> None:
    """A hidden re-roll of Base Action Points makes no record; the points a later turn spends show what it
    gave, so they follow it (domain/rr/visibility.py), and the conflict is held (application/held.py)."""
    from tests.server.rr_session import spark_sheet

    c = await create_campaign(api, "robots-and-rapiers")
    ann, bob, watcher = await _members(c)
    table = await c.open_table("physical")

    async def make(name: str, who: Member, sheet: dict[str, Any], **extra: Any) -> str:
        body = {"sheet": sheet, "design_points": 60, "owner_id": who.member_id, **extra}
        return (await c.ok("rr.create_character", body))["events"][0]["data"]["character_id"]  # type: ignore[no-any-return]

    alfredo = await make("Alfredo", ann, msgspec.to_builtins(rr_sheet(name="Alfredo", visual=4, audio=4, tactile=2)))
    charles = await make("Charles", bob, spark_sheet("Charles", 2, visual=3, audio=3, tactile=3), sparked=True)
    combatants = [{"character_id": alfredo, "side": "guards"}, {"character_id": charles, "side": "rebels"}]
    started = await roll(
        c,
        "rr.start_conflict",
        {"table_id": table, "combatants": combatants},
        c.gm,
        script([1, 2, 9, 9, 9], lambda n, s: [1, 2, 3] + [9] * (n - 3)),
    )
    conflict = started["events"][0]["data"]["conflict_id"]
    await c.ok("rr.set_engagement", {"conflict_id": conflict, "character_id": alfredo, "engaged": False})

    async def hidden() -> None:
        body = {"table_id": table, "conflict_id": conflict, "character_id": alfredo, "visibility": "gm"}
        await roll(c, "rr.reroll_action_points", body, ann, always(1))
        paid = await c.ok("rr.pay_for_turn", {"conflict_id": conflict, "contenders": [alfredo]}, ann)
        spent = [e["version"] for e in paid["events"] if e["type"] == "rr.action_points_spent"]
        assert spent
        for who in (bob, watcher):
            shown = {e["version"]: e for e in await c.events(who)}
            assert all(shown[v]["type"] == "roll.hidden" for v in spent), [shown[v] for v in spent]

    await check_held(api, c, table, [bob, watcher], "conflicts", conflict, hidden, roller=ann)
