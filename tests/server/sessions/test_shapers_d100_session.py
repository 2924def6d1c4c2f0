"""A session of the Shapers d100 combat chapter over HTTP, at two tables:

- a physical-dice table replaying the chapter's outnumbering example — four humans against a monster,
  "+40 to their TN to hit the beast and a +4 damage bonus too!" (tests/domain/d100/test_attacks.py plays it
  against the domain alone), the head count being the GM's input on each attack;
- a verifiable-dice table where Ada and Bo duel with dice nobody can predict (each player mixes in a client
  seed): every number in the events is checked against the faces and the chapter's rules, and once the
  table closes every roll is re-derived from the revealed seed.
"""

from __future__ import annotations

from typing import Any, get_args

import httpx

from domain.d100.sheet import AttributeName
from tests.server.sessions.play import Played, Session, faces_of, game

GAME = game("shapers-d100")
TN = 50 + 4 + 10
"""Every sheet here: Physical Agility 4 and 10 points in Dodge and Melee (Armed)."""


def sheet(name: str, physical_health: int = 20) -> dict[str, Any]:
    """Every Attribute 4, 10 points in Dodge and Melee (Armed), a Sword (damage 5)."""
    return {
        "name": name,
        "attributes": dict.fromkeys(get_args(AttributeName), 4),
        "health": {"physical": physical_health, "social": 20, "mental": 20},
        "aptitudes": {"Dodge": 10, "Melee (Armed)": 10},
        "weapons": [{"name": "Sword", "kind": "melee", "aptitude": "Melee (Armed)", "damage": 5}],
    }


async def create(s: Session, who: Any, name: str, **kw: Any) -> str:
    created = await s.play("d100.create_character", {"sheet": sheet(name, **kw)}, who)
    data = created.one("d100.character_created")
    assert data["owner_id"] == who.member_id
    return data["character_id"]  # type: ignore[no-any-return]


def labelled(parts: list[dict[str, Any]]) -> list[tuple[str, int]]:
    return [(p["label"], p["value"]) for p in parts]


async def health(s: Session, character_id: str) -> int:
    return (await s.character(character_id))["sheet"]["health"]["physical"]  # type: ignore[no-any-return]


async def test_four_humans_outnumber_a_monster(api: httpx.AsyncClient) -> None:
    s = await Session.start(api, GAME, "Alice", "Bob")
    alice, bob, gm = s["Alice"], s["Bob"], s.gm
    humans = [await create(s, alice, f"Human {n}") for n in range(4)]
    monster = await create(s, gm, "Monster", physical_health=100)
    await s.open_table("physical", "The beast")

    await s.refused(
        "d100.start_conflict",
        {"table_id": s.table_id, "character_ids": [*humans, monster], "dice": [[10], [9], [8], [7], [1]]},
        alice,
        403,
        "gm_only",
    )
    started = await s.play(
        "d100.start_conflict",
        {"table_id": s.table_id, "character_ids": [*humans, monster], "dice": [[10], [9], [8], [7], [1]]},
    )
    init = started.one("d100.initiative_rolled")
    assert init["order"] == [*humans, monster]
    assert [e["initiative"] for e in init["entries"]] == [18, 17, 16, 15, 9]  # d10 + PA 4 + MA 4
    cid = init["conflict_id"]

    def attack(human: str, **extra: Any) -> dict[str, Any]:
        return {
            "table_id": s.table_id,
            "conflict_id": cid,
            "character_id": human,
            "target_id": monster,
            "weapon": "Sword",
            "dice": [[54]],
            **extra,
        }

    four_to_one = {"outnumbering": {"side": 4, "opposing": 1}}
    # The head count is the GM's to judge: a player who gives one is refused, naming the field.
    refused = await s.refused("d100.attack", attack(humans[0], **four_to_one), alice, 403, "gm_only")
    assert refused["data"] == {"field": "outnumbering"}
    even = await s.refused(
        "d100.attack", attack(humans[0], outnumbering={"side": 2, "opposing": 2}), gm, 422, "not_outnumbering"
    )
    assert even["data"] == {"side": 2, "opposing": 2}
    for n, human in enumerate(humans):
        rolled = (await s.play("d100.attack", attack(human, **four_to_one))).one("d100.attack_rolled")
        assert ("outnumbering 4 to 1", 40) in labelled(rolled["target_parts"])
        assert (rolled["target_number"], rolled["roll"], rolled["points"]) == (TN + 40, 54, TN + 40 - 54)
        assert labelled(rolled["damage_parts"]) == [("outnumbering", 4)]
        if n == 0:
            waiting = await s.refused(
                "d100.end_turn", {"conflict_id": cid, "character_id": human}, alice, 422, "defence_pending"
            )
            assert waiting["data"] == {"attacker_id": human, "target_id": monster}
        defended = await s.play(
            "d100.defend", {"table_id": s.table_id, "conflict_id": cid, "character_id": monster, "dice": [[64], [50]]}
        )
        assert defended.types == [
            "d100.defence_rolled",
            "d100.attack_resolved",
            "d100.hit_location_rolled",
            "d100.damage_dealt",
            "d100.health_changed",
        ]
        resolved = defended.one("d100.attack_resolved")
        assert (resolved["outcome"], resolved["result"], resolved["success_damage"]) == (50, "hit", 5)
        dealt = defended.one("d100.damage_dealt")
        assert ("outnumbering", 4) in labelled(dealt["dealt_parts"])
        assert dealt["damage"] == 5 + 4 + 5 + 4 - 4  # Sword + PS + 50 points + outnumbering − Fortitude
        if n == 0:
            await s.refused(
                "d100.end_turn", {"conflict_id": cid, "character_id": human}, bob, 403, "not_your_character"
            )
        await s.play("d100.end_turn", {"conflict_id": cid, "character_id": human}, alice)
        assert await health(s, monster) == 100 - 14 * (n + 1)
    state = await s.conflict(cid, bob)
    assert (state["current"], state["pending"]) == (monster, None)
    await s.play("d100.end_conflict", {"conflict_id": cid})
    await s.close_table()
    await s.check_replay(at=started.version)


def check_attack(played: Played) -> dict[str, Any]:
    rolled = played.one("d100.attack_rolled")
    [[face]] = faces_of(rolled)
    assert (rolled["target_number"], rolled["roll"], rolled["points"]) == (TN, face, TN - face)
    return rolled


async def test_a_duel_with_verifiable_dice(api: httpx.AsyncClient) -> None:
    s = await Session.start(api, GAME, "Alice", "Bob")
    owner = {await create(s, s["Alice"], "Ada"): s["Alice"], await create(s, s["Bob"], "Bo"): s["Bob"]}
    opened = await s.open_table("verifiable", "Duel at dawn")
    commitment = opened.one("campaign.table_opened")["seed_commitment"]
    assert len(commitment) == 64
    faces = await s.refused(
        "d100.start_conflict",
        {"table_id": s.table_id, "character_ids": list(owner), "dice": [[1], [2]]},
        s.gm,
        422,
        "dice_not_physical",
    )
    assert faces["data"]["dice_mode"] == "verifiable"

    started = await s.play("d100.start_conflict", {"table_id": s.table_id, "character_ids": list(owner)})
    init = started.one("d100.initiative_rolled")
    for entry in init["entries"]:
        assert entry["initiative"] == sum(p["value"] for p in entry["parts"])
    first, second = init["order"]
    cid = init["conflict_id"]
    before = {c: await health(s, c) for c in owner}

    # Each player rolls with a seed of their own mixed in; whatever the faces, the numbers follow from them.
    attacked = await s.play(
        "d100.attack",
        {
            "table_id": s.table_id,
            "conflict_id": cid,
            "character_id": first,
            "target_id": second,
            "weapon": "Sword",
            "client_seed": "attacker's own",
        },
        owner[first],
    )
    attack = check_attack(attacked)
    assert attack["rolls"][0]["client_seed"] == "attacker's own" and attack["defence"] == "opposed"
    defended = await s.play(
        "d100.defend",
        {"table_id": s.table_id, "conflict_id": cid, "character_id": second, "client_seed": "defender's own"},
        owner[second],
    )
    defence = defended.one("d100.defence_rolled")
    [[face]] = faces_of(defence)
    assert (defence["aptitude"], defence["target_number"], defence["points"]) == ("Dodge", TN, TN - face)
    resolved = defended.one("d100.attack_resolved")
    assert resolved["outcome"] == attack["points"] - defence["points"]
    expected = "hit" if resolved["outcome"] > 0 else "counter_attack" if resolved["outcome"] <= -30 else "miss"
    assert resolved["result"] == expected
    hurt = {dealt["target_id"]: dealt["damage"] for dealt in defended.all("d100.damage_dealt")}
    assert list(hurt) == ([] if expected == "miss" else [second if expected == "hit" else first])
    after = {c: await health(s, c) for c in owner}
    assert after == {c: max(0, before[c] - hurt.get(c, 0)) for c in owner}
    ended = await s.play("d100.end_turn", {"conflict_id": cid, "character_id": first}, owner[first])
    assert ended.one("d100.turn_started")["character_id"] == second

    table = await s.entity(f"table:{s.table_id}", owner[second])
    assert table["seed_commitment"] == commitment and table["next_nonce"] == 2 + len(init["rolls"]) + (
        1 if expected != "miss" else 0
    )
    await s.play("d100.end_conflict", {"conflict_id": cid})
    await s.close_table()
    log = await s.check_replay()
    assert await s.check_verifiable_rolls(log) == table["next_nonce"]
