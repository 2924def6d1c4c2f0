"""A session of Scratch RPS over HTTP: the rulebook's Combat Example — Chokestar and Flipfire against
Breakhelm X-19 — replayed roll by roll at a physical-dice table, each face typed in as the text gives it
(die = stated total − the modifiers added to it), as tests/domain/scratch/test_combat_example.py does
against the domain alone. Here every step is a request with its player's token, and the log is audited at
the end.
"""

from __future__ import annotations

from typing import Any

import httpx

from tests.server.sessions.play import Played, Session, faces_of, game

GAME = game("scratch-rps")


def attacks(played: Played) -> list[tuple[str, str, int, int, bool]]:
    return [
        (a["action"], a["target_id"], a["total"], a["difficulty"], a["success"])
        for a in played.all("scratch.attack_rolled")
    ]


class Fight:
    """The table's shorthand: who acts in the conflict, and each character's hit points as read back."""

    def __init__(self, s: Session, conflict_id: str) -> None:
        self.s = s
        self.conflict_id = conflict_id

    def body(self, character_id: str, dice: list[list[int]], **fields: Any) -> dict[str, Any]:
        """An action of `character_id` in this conflict, with the faces typed in."""
        return {
            "table_id": self.s.table_id,
            "conflict_id": self.conflict_id,
            "character_id": character_id,
            "dice": dice,
            **fields,
        }

    async def act(self, tag: str, who: Any, character_id: str, dice: list[list[int]], **fields: Any) -> Played:
        return await self.s.play(tag, self.body(character_id, dice, **fields), who)

    async def end(self, who: Any, character_id: str) -> Played:
        return await self.s.play(
            "scratch.end_turn", {"conflict_id": self.conflict_id, "character_id": character_id}, who
        )

    async def hp(self, character_id: str) -> int:
        return (await self.s.character(character_id))["sheet"]["hit_points"]  # type: ignore[no-any-return]


async def create(s: Session, who: Any, name: str, **levels: int) -> str:
    body: dict[str, Any] = {"sheet": {"name": name, "abilities": levels}}
    if who is s.gm:
        body["exempt"] = True
    created = await s.play("scratch.create_character", body, who)
    data = created.one("scratch.character_created")
    assert data["owner_id"] == who.member_id and data["hit_points"] == levels["toughness"]
    return data["character_id"]  # type: ignore[no-any-return]


async def test_chokestar_and_flipfire_against_breakhelm(api: httpx.AsyncClient) -> None:
    s = await Session.start(api, GAME, "Alice", "Bob")
    alice, bob, gm = s["Alice"], s["Bob"], s.gm

    # Characters, each made with its player's own token. Breakhelm breaks the 10 CP / level 4 limits the
    # heroes are built with: only the GM may create him outside them.
    refused = await s.refused(
        "scratch.create_character",
        {"sheet": {"name": "Breakhelm X-19", "abilities": {"shooting": 4, "toughness": 6}}, "exempt": True},
        bob,
        403,
        "gm_only",
    )
    assert refused["data"]["field"] == "exempt"
    too_much = await s.refused(
        "scratch.create_character",
        {"sheet": {"name": "Greedy", "abilities": {"shooting": 4, "fighting": 4, "toughness": 4}}},
        bob,
        422,
        "cp_exceeded",
    )
    assert too_much["data"] == {"spent": 12, "cp": 10}
    breakhelm = await create(s, gm, "Breakhelm X-19", piloting=1, shooting=4, fighting=4, toughness=6)
    cs = await create(s, alice, "Chokestar", piloting=2, wrestling=2, stalking=3, toughness=3)
    ff = await create(s, bob, "Flipfire", shooting=2, healing=1, fighting=2, acrobatics=1, toughness=4)
    flipfire = await s.character(ff, bob)
    assert flipfire["owner_id"] == bob.member_id and flipfire["sheet"]["abilities"]["acrobatics"] == 1

    await s.open_table("physical", "The bounty")
    # Initiative: Chokestar 4 + 30 = 34, Flipfire 17, Breakhelm X-19 14.
    started = await s.play(
        "scratch.start_conflict",
        {
            "table_id": s.table_id,
            "character_ids": [cs, ff, breakhelm],
            "environment": {"room_to_fly": False},
            "dice": [[4], [17], [14]],
        },
    )
    init = started.one("scratch.initiative_rolled")
    assert [(e["character_id"], e["initiative"]) for e in init["entries"]] == [(cs, 34), (ff, 17), (breakhelm, 14)]
    assert init["order"] == [cs, ff, breakhelm]
    assert faces_of(init) == [[4], [17], [14]] and init["roller_id"] == gm.member_id
    assert {(r["sides"], r["source"]) for r in init["rolls"]} == {(20, "physical")}
    f = Fight(s, init["conflict_id"])
    conflict = await s.conflict(f.conflict_id, alice)
    assert (conflict["current"], conflict["round"], conflict["order"]) == (cs, 1, [cs, ff, breakhelm])

    # Round 1. Bob may not act for Alice's Chokestar, and nobody acts out of turn.
    mine = await s.refused("scratch.shoot", f.body(cs, [[9]], target_id=breakhelm), bob, 403, "not_your_character")
    assert mine["data"] == {"character_id": cs, "owner_id": alice.member_id}
    early = await s.refused("scratch.shoot", f.body(ff, [[9]], target_id=breakhelm), bob, 422, "not_your_turn")
    assert early["data"] == {"current": cs}
    # Chokestar holds with his stun gun (12: barely not 13), then strikes (13: equal) — one action.
    wrestle = {"strikes": [{"kind": "hold", "target_id": breakhelm}, {"kind": "basic_attack", "target_id": breakhelm}]}
    played = await f.act("scratch.wrestling_attacks", alice, cs, [[10], [11]], **wrestle)
    assert attacks(played) == [("hold", breakhelm, 12, 13, False), ("basic_attack", breakhelm, 13, 13, True)]
    assert played.one("scratch.damage_dealt")["damage"] == 1
    assert await f.hp(breakhelm) == 5  # "Breakhelm X-19's hit points are lowered from 6 to 5"
    await s.refused("scratch.hold", f.body(cs, [[1]], target_id=breakhelm), alice, 422, "regular_action_used")
    await f.end(alice, cs)

    # Flipfire shoots: 10 does not reach 13.
    played = await f.act("scratch.shoot", bob, ff, [[8]], target_id=breakhelm)
    assert attacks(played) == [("shooting", breakhelm, 10, 13, False)]
    await f.end(bob, ff)

    # Breakhelm slices Chokestar twice with fighting: 18 (3 → 2), then 14 (2 → 1, injured).
    played = await f.act("scratch.fighting_attacks", gm, breakhelm, [[14], [10]], target_ids=[cs, cs])
    assert attacks(played) == [("basic_attack", cs, 18, 13, True), ("basic_attack", cs, 14, 13, True)]
    changes = played.all("scratch.hit_points_changed")
    assert [(c["before"], c["after"], c["status"]) for c in changes] == [(3, 2, "healthy"), (2, 1, "injured")]
    ended = await f.end(gm, breakhelm)
    assert ended.types[1:] == ["scratch.round_started", "scratch.turn_started"]
    assert ended.one("scratch.round_started")["round"] == 2

    # Round 2. Injured, Chokestar may not make the wrestling pair: the refusal names the numbers.
    hurt = await s.refused(
        "scratch.wrestling_attacks",
        f.body(cs, [[1], [1]], **wrestle),
        alice,
        422,
        "not_healthy",
    )
    assert hurt["data"] == {"hit_points": 1, "tgh_half": 1}
    assert hurt["type"].endswith("not_healthy") and hurt["detail"]
    played = await f.act("scratch.hold", alice, cs, [[5]], target_id=breakhelm, ability="wrestling")
    assert attacks(played) == [("hold", breakhelm, 7, 13, False)]
    await f.end(alice, cs)

    # Flipfire injects adrenaline: healing 14 ≥ 10 restores Chokestar to 2 hit points, healthy.
    heal = await s.play(
        "scratch.heal", {"table_id": s.table_id, "character_id": ff, "target_id": cs, "dice": [[13]]}, bob
    )
    rolled = heal.one("scratch.heal_rolled")
    assert (rolled["kind"], rolled["total"], rolled["difficulty"], rolled["success"]) == ("heal", 14, 10, True)
    change = heal.one("scratch.hit_points_changed")
    assert (change["before"], change["after"], change["status"]) == (1, 2, "healthy")
    await f.end(bob, ff)

    # Breakhelm shoots Flipfire: 11 does not reach her 12 defense.
    played = await f.act("scratch.shoot", gm, breakhelm, [[7]], target_id=ff)
    assert attacks(played) == [("shooting", ff, 11, 12, False)]
    await f.end(gm, breakhelm)

    # Round 3. Chokestar (healthy again): stun 15 ≥ 13 delays Breakhelm; the strike, 9, misses.
    played = await f.act("scratch.wrestling_attacks", alice, cs, [[13], [7]], **wrestle)
    assert attacks(played) == [("hold", breakhelm, 15, 13, True), ("basic_attack", breakhelm, 9, 13, False)]
    assert played.one("scratch.delayed")["character_id"] == breakhelm
    assert (await s.conflict(f.conflict_id))["combatants"][breakhelm]["delayed"] is True
    await f.end(alice, cs)

    # Flipfire shoots: 19, two damage, Breakhelm at 3 = his tgh/2: injured.
    played = await f.act("scratch.shoot", bob, ff, [[17]], target_id=breakhelm)
    assert attacks(played) == [("shooting", breakhelm, 19, 13, True)]
    change = played.one("scratch.hit_points_changed")
    assert (change["before"], change["after"], change["status"]) == (5, 3, "injured")

    # Breakhelm's turn passes by: he is delayed. Round 4 starts with Chokestar.
    ended = await f.end(bob, ff)
    skipped = ended.one("scratch.turn_skipped")
    assert (skipped["character_id"], skipped["reason"]) == (breakhelm, "delayed")
    assert (ended.one("scratch.round_started")["round"], ended.one("scratch.turn_started")["character_id"]) == (4, cs)

    # Round 4. Chokestar strikes (16: 3 → 2), then the stun misses (11).
    strike_first = {"strikes": list(reversed(wrestle["strikes"]))}
    played = await f.act("scratch.wrestling_attacks", alice, cs, [[14], [9]], **strike_first)
    assert attacks(played) == [("basic_attack", breakhelm, 16, 13, True), ("hold", breakhelm, 11, 13, False)]
    assert await f.hp(breakhelm) == 2
    await f.end(alice, cs)

    # Flipfire's shot is a natural 20: automatic success, 5 damage instead of 2; Breakhelm is incapacitated.
    played = await f.act("scratch.shoot", bob, ff, [[20]], target_id=breakhelm)
    attack = played.one("scratch.attack_rolled")
    assert attack["success"] and attack["natural_20"] and attack["rolls"][0]["faces"] == [20]
    assert played.one("scratch.damage_dealt")["damage"] == 5
    change = played.one("scratch.hit_points_changed")
    assert (change["after"], change["status"]) == (0, "incapacitated")

    # The bounty hunters are victorious: Breakhelm's turns pass by, and the GM ends the fight.
    ended = await f.end(bob, ff)
    assert ended.one("scratch.turn_skipped")["reason"] == "incapacitated"
    assert (await s.conflict(f.conflict_id))["current"] == cs
    await s.refused("scratch.end_conflict", {"conflict_id": f.conflict_id}, alice, 403, "gm_only")
    await s.play("scratch.end_conflict", {"conflict_id": f.conflict_id})
    assert [await f.hp(c) for c in (cs, ff, breakhelm)] == [2, 4, 0]
    assert (await s.conflict(f.conflict_id))["active"] is False

    mid_fight = ended.version - 1
    await s.close_table()
    log = await s.check_replay(at=mid_fight)
    attacks_logged = [e for e in log if e["type"] == "scratch.attack_rolled"]
    assert len(attacks_logged) == 13 and all(e["data"]["rolls"][0]["source"] == "physical" for e in attacks_logged)
