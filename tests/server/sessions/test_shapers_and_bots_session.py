"""A session of Shapers and Bots over HTTP at a physical-dice table: Gertrude's bomb-timer challenge, then
the rulebook's Weapons example — Doi against Creszki and Priti — replayed with the faces that make the
story come out as told (as tests/domain/shapers/test_combat.py and test_challenges.py do against the domain
alone). Doi is Pat's; Gertrude, Creszki and Priti are the Director's extras.
"""

from __future__ import annotations

from typing import Any

import httpx

from tests.server.sessions.play import Session, faces_of, game

GAME = game("shapers-and-bots")
GERTRUDE = {"SIZ": 3, "FIT": 1, "DEX": -2, "INT": 0, "SGT": -2, "HER": 0, "SML": 0}


def three_d6(*totals: int) -> list[list[int]]:
    """One 3d6 roll per total, faces as even as possible (where only the sum matters)."""
    rolls = []
    for total in totals:
        low, extra = divmod(total, 3)
        rolls.append([low + (1 if i < extra else 0) for i in range(3)])
    return rolls


async def create(s: Session, who: Any, name: str, **sheet: Any) -> str:
    created = await s.play("sb.create_character", {"name": name, "sheet": sheet}, who)
    data = created.one("sb.character_created")
    assert data["owner_id"] == who.member_id
    return data["character_id"]  # type: ignore[no-any-return]


async def test_gertrude_then_doi_against_creszki_and_priti(api: httpx.AsyncClient) -> None:
    s = await Session.start(api, GAME, "Pat", "Sam")
    pat, sam, gm = s["Pat"], s["Sam"], s.gm

    # Doi is a fox with Fitness +3 (Strength +1, HP 4), made by her player; the others are the GM's extras.
    doi = await create(
        s, pat, "Doi", species="fox", adjustments={"FIT": 3}, skills={"Weapon:Bow": 1, "Weapon:Sword": 1}
    )
    gm_input = await s.refused(
        "sb.create_character",
        {"name": "Cheat", "sheet": {"species": "wolf", "extra": True, "features": {"FIT": 9}}},
        sam,
        403,
        "gm_only",
    )
    assert gm_input["data"] == {"role": "player"}
    gertrude = await create(s, gm, "Gertrude", species="elephant", extra=True, features=GERTRUDE)
    creszki = await create(s, gm, "Creszki", species="wolf", extra=True)  # FIT +2, HP 5
    priti = await create(s, gm, "Priti", species="goat", extra=True, features={"SIZ": 2, "FIT": 1})  # HP 6
    sheet = (await s.character(doi, pat))["sheet"]
    assert (sheet["features"]["FIT"], sheet["max_hp"], sheet["hp"]) == (3, 4, 4)

    weapons = [
        (doi, "hunting bow", "small", "Weapon:Bow", 1),
        (doi, "broadsword", "medium", "Weapon:Sword", 0),
        (priti, "two-handed ax", "large", "Weapon:Axe", 0),
    ]
    for owner, name, weapon_class, skill, reload_actions in weapons:
        body = {
            "character_id": owner,
            "name": name,
            "weapon_class": weapon_class,
            "skill": skill,
            "reload_actions": reload_actions,
        }
        await s.play("sb.set_weapon", body)
    await s.refused(
        "sb.set_weapon",
        {"character_id": doi, "name": "laser", "weapon_class": "large", "skill": "Brawling"},
        pat,
        403,
        "gm_only",
    )
    await s.play("sb.ready_weapon", {"character_id": doi, "weapon": "hunting bow"}, pat)
    await s.play("sb.ready_weapon", {"character_id": priti, "weapon": "two-handed ax"})
    await s.play("sb.set_armor", {"character_id": priti, "worn": True})
    await s.open_table("physical", "The bomb and the bridge")

    # Gertrude tries to take the clockwork timer apart: 3d-3 (DEX -2, difficulty -1) rolls 11 → 8, a failure.
    called = await s.play("sb.call_challenge", {"character_id": gertrude, "rating": "DEX", "difficulty": -1})
    challenge = called.one("sb.challenge_called")["conflict_id"]
    await s.refused(
        "sb.roll_challenge",
        {"table_id": s.table_id, "conflict_id": challenge, "dice": [[5, 4, 2]]},
        sam,
        403,
        "not_your_character",
    )
    short = await s.refused(
        "sb.roll_challenge",
        {"table_id": s.table_id, "conflict_id": challenge, "dice": [[5, 4]]},
        gm,
        422,
        "physical_dice_count",
    )
    assert short["data"] == {"roll_index": 0, "count": 3, "sides": 6, "entered": 2}
    rolled = await s.play("sb.roll_challenge", {"table_id": s.table_id, "conflict_id": challenge, "dice": [[5, 4, 2]]})
    check = rolled.one("sb.challenge_rolled")["check"]
    assert [(p["name"], p["value"]) for p in check["parts"]] == [("DEX", -2), ("difficulty", -1)]
    numbers = (check["dice_total"], check["total"], check["target"], check["succeeded"], check["margin"])
    assert numbers == (11, 8, 11, False, -3)

    # The fight: order by Fitness, Doi (+3) first, then Creszki (+2), then Priti (+1) — no roll needed.
    started = await s.play("sb.start_fight", {"table_id": s.table_id, "character_ids": [doi, creszki, priti]})
    assert started.one("sb.turn_order_set")["order"] == [doi, creszki, priti]
    fight = started.one("sb.fight_started")["conflict_id"]
    state = await s.conflict(fight, sam)
    assert (state["current"], state["round"], state["combatants"][doi]["actions"]) == (doi, 1, 2)

    def attack(character_id: str, target_id: str, weapon: str, **extra: Any) -> dict[str, Any]:
        return {
            "table_id": s.table_id,
            "conflict_id": fight,
            "character_id": character_id,
            "target_id": target_id,
            "weapon": weapon,
            **extra,
        }

    def respond(defend: bool, dice: list[list[int]]) -> dict[str, Any]:
        return {"table_id": s.table_id, "conflict_id": fight, "defend": defend, "dice": dice}

    # Only the Director declares surprise; Sam cannot fight for Doi; the sword is not in hand yet.
    surprise = await s.refused(
        "sb.declare_attack", attack(doi, creszki, "hunting bow", surprise=True), pat, 403, "gm_only"
    )
    assert surprise["data"] == {"field": "surprise", "role": "player"}
    await s.refused("sb.declare_attack", attack(doi, creszki, "hunting bow"), sam, 403, "not_your_character")
    sheathed = await s.refused("sb.declare_attack", attack(doi, creszki, "broadsword"), pat, 422, "weapon_not_drawn")
    assert sheathed["data"] == {"weapon": "broadsword", "wielding": "hunting bow"}

    # She fires an arrow at Creszki and hits: an automatic 1 point, and Creszki rolls to stay conscious.
    declared = await s.play("sb.declare_attack", attack(doi, creszki, "hunting bow"), pat)
    assert declared.one("sb.attack_declared")["weapon_class"] == "small"
    pending = await s.refused("sb.end_turn", {"conflict_id": fight}, pat, 422, "attack_pending")
    assert pending["data"] == {"target_id": creszki}
    hit = await s.play("sb.respond_to_attack", respond(False, three_d6(12, 10)))
    resolved = hit.one("sb.attack_resolved")
    assert resolved["hit"] and resolved["roller_id"] == gm.member_id and hit.all("sb.damage_rolled") == []
    injury = hit.one("sb.injury_rolled")
    assert (injury["damage"], injury["hp_before"], injury["check"]["succeeded"]) == (1, 5, True)
    assert faces_of(injury) == three_d6(10)
    assert hit.one("sb.hp_lost")["amount"] == 1
    # She drops her bow (never an action) and draws her sword (her second action) as Creszki charges.
    await s.play("sb.drop_weapon", {"character_id": doi}, pat)
    drawn = await s.play("sb.take_action", {"conflict_id": fight, "action": "draw", "weapon": "broadsword"}, pat)
    assert drawn.one("sb.action_taken")["actions_left"] == 0
    spent = await s.refused("sb.take_action", {"conflict_id": fight, "action": "run"}, pat, 422, "no_actions_left")
    assert spent["data"] == {"needed": 1, "available": 0}
    await s.play("sb.end_turn", {"conflict_id": fight}, pat)
    for _ in range(2):  # Creszki charges, Priti closes in
        await s.play("sb.take_action", {"conflict_id": fight, "action": "run"})
        ended = await s.play("sb.end_turn", {"conflict_id": fight})
    assert ended.one("sb.round_started")["round"] == 2 and ended.one("sb.turn_started")["character_id"] == doi

    # Her first swing connects for 2 points; Creszki fails his roll (7 + 4 − 2) and goes down.
    await s.play("sb.declare_attack", attack(doi, creszki, "broadsword"), pat)
    hit = await s.play("sb.respond_to_attack", respond(False, three_d6(12, 7)))
    injury = hit.one("sb.injury_rolled")
    assert (injury["damage"], injury["hp_before"], injury["check"]["total"]) == (2, 4, 9)
    assert hit.one("sb.knocked_out")["character_id"] == creszki
    creszki_now = (await s.character(creszki))["sheet"]
    assert (creszki_now["hp"], creszki_now["conscious"]) == (2, False)
    # She swings again; Priti parries with his ax (Weapon:Axe −4: 9 → 5, fails); his armor takes the blow
    # down to 1 point, and he shrugs it off.
    await s.play("sb.declare_attack", attack(doi, priti, "broadsword"), pat)
    hit = await s.play("sb.respond_to_attack", respond(True, three_d6(12, 9, 10)))
    resolved = hit.one("sb.attack_resolved")
    assert resolved["defence_mode"] != "none" and resolved["defence"]["succeeded"] is False and resolved["hit"]
    assert faces_of(resolved) == three_d6(12, 9)
    injury = hit.one("sb.injury_rolled")
    assert injury["armored"] and injury["damage"] == 1 and injury["check"]["succeeded"]
    ended = await s.play("sb.end_turn", {"conflict_id": fight}, pat)
    assert ended.one("sb.turn_started")["character_id"] == priti  # Creszki is out

    # Priti swings his large two-handed ax and hits for 3; Doi fails her roll and is unconscious. Her
    # player answers the attack: nobody else may.
    await s.play("sb.declare_attack", attack(priti, doi, "two-handed ax"))
    await s.refused("sb.respond_to_attack", respond(False, three_d6(15, 8)), sam, 403, "not_your_character")
    hit = await s.play("sb.respond_to_attack", respond(False, three_d6(15, 8)), pat)
    resolved = hit.one("sb.attack_resolved")
    assert [(p["name"], p["value"]) for p in resolved["attack"]["parts"]] == [("Weapon:Axe", -4)] and resolved["hit"]
    assert resolved["roller_id"] == pat.member_id
    injury = hit.one("sb.injury_rolled")
    numbers = (injury["damage"], injury["hp_before"], injury["check"]["total"], injury["check"]["succeeded"])
    assert numbers == (3, 4, 9, False)
    assert hit.one("sb.knocked_out")["character_id"] == doi
    doi_now = (await s.character(doi, sam))["sheet"]
    assert (doi_now["hp"], doi_now["conscious"], doi_now["alive"]) == (1, False, True)

    # The fight ends; the Director heals Doi a point.
    await s.play("sb.end_fight", {"conflict_id": fight})
    healed = await s.play("sb.heal", {"character_id": doi, "amount": 1, "note": "first aid"})
    assert healed.one("sb.healed")["character_id"] == doi
    assert (await s.character(doi, pat))["sheet"]["hp"] == 2

    await s.close_table()
    await s.check_replay(at=ended.version)
