"""A session of Robots & Rapiers over HTTP at a physical-dice table.

Ann builds a robot from her own Design Point roll; then the Extended Conflict chapter's pay-for-turn
sequence (tests/domain/rr/conflict/test_examples.py replays it against the domain with the winners noted
directly) is played here with real Tests: the four friends — Alfredo and Burgiss are Ann's, Charles and
Devon Bob's, with the Perception, Locomotion and Inspiration the example gives — brawl, attack, oppose
(paying Action Points), resolve, and pay for turns in the example's order. Charles's winning attack is
spent on a hit, Ann's Alfredo rolls the Durability save it calls for, and the failed die's Malfunctions
land on his sheet; Power (exertion) and Inspiration (1s taken as Inspiration) change on the way.
"""

from __future__ import annotations

from typing import Any

import httpx

from tests.domain.rr.harness import SHEET_JSON as SHEET
from tests.server.sessions.play import Played, Session, faces_of, game

GAME = game("robots-and-rapiers")
FRIENDS: dict[str, dict[str, Any]] = {
    # name: sheet changes (Processor 4 for all), owner, Inspiration
    "Alfredo": {"visual": 4, "audio": 4, "locomotion": 7},
    "Burgiss": {"visual": 2, "audio": 4, "locomotion": 4},
    "Charles": {"visual": 3, "audio": 3, "locomotion": 6},
    "Devon": {"visual": 4, "audio": 3, "locomotion": 5, "accessories": [{"name": "advanced_visual_sensors"}]},
}
INSPIRATION = {"Alfredo": 5, "Burgiss": 3, "Charles": 3, "Devon": 7}


def ap(conflict: dict[str, Any], character_id: str) -> int:
    return conflict["combatants"][character_id]["action_points"]  # type: ignore[no-any-return]


class Brawl:
    """Tests inside the conflict, as the table plays them: the GM calls, the robot's player rolls."""

    def __init__(self, s: Session, conflict_id: str, owners: dict[str, Any]) -> None:
        self.s = s
        self.conflict_id = conflict_id
        self.owners = owners

    def ruling(self, character_id: str, **ruling: Any) -> dict[str, Any]:
        """The GM's call: a fencing test against the robot's Articulation, inside this conflict."""
        return {
            "character_id": character_id,
            "table_id": self.s.table_id,
            "program": "fencing",
            "attribute": "articulation",
            "conflict_id": self.conflict_id,
            **ruling,
        }

    async def call(self, character_id: str, **ruling: Any) -> str:
        called = await self.s.play("rr.call_for_test", self.ruling(character_id, **ruling))
        return called.one("rr.test_called")["test_id"]  # type: ignore[no-any-return]

    async def roll(self, character_id: str, test_id: str, faces: list[int], **options: Any) -> dict[str, Any]:
        body = {"table_id": self.s.table_id, "test_id": test_id, "dice": [faces], **options}
        rolled = (await self.s.play("rr.roll_test", body, self.owners[character_id])).one("rr.test_rolled")
        assert faces_of(rolled) == [faces] and rolled["roller_id"] == self.owners[character_id].member_id
        assert rolled["successes"] == sum(1 for f in faces if f <= rolled["tn"])
        return rolled

    async def oppose(self, defender: str) -> dict[str, Any]:
        body = {"conflict_id": self.conflict_id, "character_id": defender}
        return (await self.s.play("rr.oppose_roll", body, self.owners[defender])).one("rr.action_points_spent")

    async def resolve(self, test_id: str) -> dict[str, Any]:
        return (await self.s.play("rr.resolve_test", {"test_id": test_id})).one("rr.test_resolved")

    async def end_turn(self, who: Any) -> dict[str, Any]:
        return (await self.s.play("rr.end_turn", {"conflict_id": self.conflict_id}, who)).one("rr.turn_ended")

    async def pay(self, who: Any, *contenders: str) -> Played:
        return await self.s.play(
            "rr.pay_for_turn", {"conflict_id": self.conflict_id, "contenders": list(contenders)}, who
        )

    async def state(self) -> dict[str, Any]:
        return await self.s.conflict(self.conflict_id)


async def test_design_points_then_the_pay_for_turn_sequence(api: httpx.AsyncClient) -> None:
    s = await Session.start(api, GAME, "Ann", "Bob")
    ann, bob, gm = s["Ann"], s["Bob"], s.gm
    await s.open_table("physical", "The tavern brawl")

    # Ann rolls her Design Points: Size 6 keeps the 6 highest of 6 + Anthropoid Class 6 d10s.
    faces = [9, 8, 7, 6, 5, 4, 1, 2, 3, 1, 2, 1]
    body = {"table_id": s.table_id, "size": 6, "anthropoid_class": 6, "dice": [faces]}
    rolled = (await s.play("rr.roll_design_points", body, ann)).one("rr.design_points_rolled")
    assert (rolled["x"], rolled["kept"], rolled["design_points"]) == (6, [9, 8, 7, 6, 5, 4], 39)
    juliard = {"sheet": SHEET, "design_roll_id": rolled["roll_id"]}
    # The Creation Summary prices Juliard at 40: one short. Only the GM may set a budget instead.
    short = await s.refused("rr.create_character", juliard, ann, 422, "not_enough_design_points")
    assert (short["data"]["needed"], short["data"]["available"]) == (40, 39)
    budget = await s.refused("rr.create_character", {"sheet": SHEET, "design_points": 60}, ann, 403, "gm_only")
    assert budget["data"] == {"role": "player"}
    rolled = (await s.play("rr.roll_design_points", {**body, "dice": [[10, *faces[1:]]]}, ann)).one(
        "rr.design_points_rolled"
    )
    await s.refused(
        "rr.create_character", {**juliard, "design_roll_id": rolled["roll_id"]}, bob, 403, "not_your_design_roll"
    )
    created = await s.play("rr.create_character", {**juliard, "design_roll_id": rolled["roll_id"]}, ann)
    made = created.one("rr.character_created")
    assert (made["owner_id"], made["design_points"], made["power"], made["sparked"]) == (ann.member_id, 40, 8, False)

    # The four friends, Sparked with the example's Inspiration: GM inputs, so the GM builds them.
    ids: dict[str, str] = {}
    owners: dict[str, Any] = {}
    for name, changes in FRIENDS.items():
        owner = ann if name in ("Alfredo", "Burgiss") else bob
        sheet = {**SHEET, "name": name, "processor": 4, **changes}
        body = {
            "sheet": sheet,
            "design_points": 60,
            "owner_id": owner.member_id,
            "sparked": True,
            "inspiration": INSPIRATION[name],
        }
        made = (await s.play("rr.create_character", body)).one("rr.character_created")
        ids[name] = made["character_id"]
        owners[made["character_id"]] = owner
    alfredo, burgiss, charles, devon = (ids[n] for n in FRIENDS)
    robot = (await s.character(charles, bob))["sheet"]
    assert (robot["inspiration"], robot["sparked"], robot["power"]) == (3, True, 8)

    # Every one for himself; each rolls 4 dice (Processor 4) vs TN 7 and gets 4 successes: 1 + 4, capped at 4.
    combatants = [{"character_id": c, "side": n} for n, c in ids.items()]
    started = await s.play(
        "rr.start_conflict", {"table_id": s.table_id, "combatants": combatants, "dice": [[1, 2, 3, 4]] * 4}
    )
    order = started.one("rr.turn_order_established")
    assert {k["character_id"]: k["score"] for k in order["keys"]} == {alfredo: 8, burgiss: 6, charles: 6, devon: 8}
    assert order["order"] == [alfredo, devon, charles, burgiss]  # ties broken by Locomotion
    for base in started.all("rr.base_action_points_rolled"):
        assert (base["pool"], base["tn"], base["successes"], base["rolled"], base["action_points"]) == (4, 7, 4, 5, 4)
    brawl = Brawl(s, started.one("rr.conflict_started")["conflict_id"], owners)
    assert (await brawl.state())["acting"] == alfredo

    # Alfredo takes his free turn and attacks Charles; Charles must pay his Action Point before opposing,
    # and only Bob may pay it. 5 successes against 4: Alfredo wins.
    attack = await brawl.call(alfredo)
    await brawl.roll(alfredo, attack, [1, 2, 3, 4, 5, 8, 9, 9])
    ruling = brawl.ruling(charles, opposes=attack)
    unpaid = await s.refused("rr.call_for_test", ruling, gm, 422, "opposing_roll_not_paid")
    assert unpaid["data"] == {"character_id": charles, "conflict_id": brawl.conflict_id}
    theirs = await s.refused(
        "rr.oppose_roll", {"conflict_id": brawl.conflict_id, "character_id": charles}, ann, 403, "not_your_character"
    )
    assert theirs["data"] == {"character_id": charles, "owner_id": bob.member_id}
    spent = await brawl.oppose(charles)
    assert (spent["before"], spent["after"]) == (4, 3)
    opposing = await brawl.call(charles, opposes=attack)
    await brawl.roll(charles, opposing, [1, 2, 3, 4, 9, 9, 9, 9])
    resolved = await brawl.resolve(attack)
    assert (resolved["winner_id"], resolved["net"]) == (alfredo, 1)
    ended = await brawl.end_turn(ann)
    assert (ended["first_right"], ended["first_right_reason"]) == (alfredo, "won_roll")

    # Alfredo uses his first right to stay at the top.
    bought = await brawl.pay(ann, alfredo)
    assert bought.types == ["rr.action_points_spent", "rr.turn_purchased", "rr.turn_started"]
    spent = bought.one("rr.action_points_spent")
    assert (spent["cost"], spent["before"], spent["after"]) == (1, 4, 3)
    assert bought.one("rr.turn_purchased")["precedence"] == "first_right" and bought.one("rr.turn_started")["paid"]
    assert (await brawl.state())["order"] == [alfredo, devon, charles, burgiss]

    # He attacks Charles again, exerting himself (1 Power for +1 TN); Charles opposes and wins 4 to 2: the
    # defender gets the first right, and pays.
    attack = await brawl.call(alfredo)
    exerted = await brawl.roll(alfredo, attack, [1, 2, 7, 8, 9, 9, 9, 9], exertion=True)
    assert exerted["tn"] == 6 and exerted["successes"] == 2
    assert (await s.character(alfredo))["sheet"]["power"] == 7
    await brawl.oppose(charles)
    opposing = await brawl.call(charles, opposes=attack)
    await brawl.roll(charles, opposing, [1, 2, 3, 4, 9, 9, 9, 9])
    assert (await brawl.resolve(attack))["winner_id"] == charles
    ended = await brawl.end_turn(ann)
    assert (ended["first_right"], ended["first_right_reason"]) == (charles, "defender_won")
    await brawl.pay(bob, charles)
    state = await brawl.state()
    assert state["order"] == [charles, devon, burgiss, alfredo]
    assert ap(state, charles) == 4 - 3  # "Charles has now spent a total of 3 Action Points."

    # Charles attacks Alfredo: four successes, one of whose 1s Bob takes as Inspiration (3 → 4), leaving the
    # example's 3 net successes — one accomplishes the hit, two lower Alfredo's Durability save.
    attack = await brawl.call(charles)
    await brawl.roll(charles, attack, [1, 1, 2, 3, 9, 9, 9, 9])
    took = await s.play("rr.take_ones_as_inspiration", {"test_id": attack, "count": 1}, bob)
    taken = took.one("rr.inspiration_taken_from_ones")
    assert (taken["successes_after"], taken["inspiration_before"], taken["inspiration_after"]) == (3, 3, 4)
    resolved = await brawl.resolve(attack)
    assert (resolved["winner_id"], resolved["net"]) == (charles, 3)
    hit = await s.play(
        "rr.spend_successes", {"test_id": attack, "spends": [{"kind": "accomplish", "target_id": alfredo}]}, bob
    )
    assert hit.one("rr.action_accomplished")["remaining"] == 2
    trigger = {
        "character_id": alfredo,
        "table_id": s.table_id,
        "attribute": "durability",
        "source_test_id": attack,
        "weapon": "sonic_rapier",
    }
    await s.refused("rr.trigger_save", trigger, bob, 403, "gm_only")
    save_id = (await s.play("rr.trigger_save", trigger)).one("rr.save_triggered")["save_id"]
    lowered = await s.play(
        "rr.spend_successes",
        {"test_id": attack, "spends": [{"kind": "lower_save", "save_id": save_id, "points": 2}]},
        bob,
    )
    assert lowered.one("rr.save_tn_lowered")["remaining"] == 0
    # Ann rolls the save: TN Durability 4 − 2 = 2; the 9 fails, and a failed die is two Malfunction rolls
    # (table die, then cosmetic die, each).
    save = await s.play(
        "rr.roll_save", {"table_id": s.table_id, "save_id": save_id, "dice": [[1, 2, 9], [1], [9], [3], [2]]}, ann
    )
    rolled_save = save.one("rr.save_rolled")
    assert (rolled_save["tn"], rolled_save["successes"], rolled_save["failed"]) == (2, 2, 1)
    assert rolled_save["tn"] == sum(p["value"] for p in rolled_save["tn_parts"])
    malfunctions = save.all("rr.malfunction_suffered")
    assert [(m["table_roll"], m["attribute"]) for m in malfunctions] == [(1, "force"), (3, "locomotion")]
    hurt = (await s.character(alfredo, ann))["sheet"]
    assert hurt["damage"] == {"force": 1, "locomotion": 1} and hurt["malfunctions"] == 2

    # Charles passes on his first right; until he does, nobody else may announce.
    ended = await brawl.end_turn(bob)
    assert ended["first_right"] == charles
    assert (await brawl.state())["order"] == [devon, burgiss, alfredo, charles]
    pending = await s.refused(
        "rr.pay_for_turn", {"conflict_id": brawl.conflict_id, "contenders": [burgiss]}, ann, 422, "first_right_pending"
    )
    assert pending["data"] == {"conflict_id": brawl.conflict_id, "first_right": charles}
    await s.play("rr.decline_first_right", {"conflict_id": brawl.conflict_id, "character_id": charles}, bob)

    # Burgiss and Alfredo both announce; Burgiss is higher in the order and pays; Alfredo keeps his point.
    bought = await brawl.pay(ann, alfredo, burgiss)
    purchased = bought.one("rr.turn_purchased")
    assert (purchased["character_id"], purchased["precedence"]) == (burgiss, "highest_in_order")
    state = await brawl.state()
    assert state["order"] == [burgiss, devon, alfredo, charles]
    assert (ap(state, burgiss), ap(state, alfredo), ap(state, charles), ap(state, devon)) == (3, 3, 1, 4)

    await s.play("rr.end_conflict", {"conflict_id": brawl.conflict_id})
    await s.close_table()
    await s.check_replay(at=save.version)
