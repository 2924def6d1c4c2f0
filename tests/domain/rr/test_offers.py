"""Robots & Rapiers at the table through its offers: a duel played with the actions the offers hold, sent
with the body they gave and answers to their asks, through the real rules (the GM's calls and the start of
the conflict are the GM's own forms, as on the GM screen)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import msgspec

from domain.campaign import Actor
from domain.messages import Command
from domain.narration import Names
from domain.offers import Action, Offers, filled, put
from domain.rr import RULESET
from domain.rr import commands as c
from domain.rr.conflict import commands as cc
from tests.domain.rr.harness import GAME, Campaign

NOW = datetime(2026, 11, 27, tzinfo=UTC)
BY_TAG: dict[str, type[Command]] = {k.__struct_config__.tag: k for k in RULESET.commands}  # type: ignore[misc]


def offered(k: Campaign, who: Actor, hidden: set[str] | None = None) -> Offers:
    return GAME.offers(k.state, who, k.table_id, hidden or set(), NOW)


def commands(offers: Offers) -> list[str]:
    return [a.command for a in offers.actions]


def find(offers: Offers, command: str, by: str | None = None) -> Action:
    found = [a for a in offers.actions if a.command == command and (by is None or a.by == by)]
    assert found, f"{command} not offered; offered: {[(a.command, a.label) for a in offers.actions]}"
    return found[0]


def none_of(offers: Offers, command: str, by: str | None = None) -> bool:
    return not [a for a in offers.actions if a.command == command and (by is None or a.by == by)]


def take(k: Campaign, who: Actor, action: Action, faces: list[int] | None = None, **answers: Any) -> None:
    body = filled(action)
    for field, value in answers.items():
        body = put(body, field, value)
    k.do(msgspec.convert({**body, "command": action.command}, BY_TAG[action.command]), actor=who, dice=faces or [])


def _duel() -> tuple[Campaign, str, str, str]:
    """Ann's Alfredo (Perception first, 1 AP: every Base Action Point die failed) against the GM's Charles
    (3 AP). Alfredo takes the first, free turn."""
    k = Campaign()
    alfredo = k.robot(name="Alfredo", visual=4)
    charles = k.robot(owner=k.gm, name="Charles")
    started = k.do(
        cc.StartConflict(
            table_id=k.table_id,
            combatants=[
                cc.CombatantEntry(character_id=alfredo, side="guards"),
                cc.CombatantEntry(character_id=charles, side="rebels"),
            ],
        ),
        dice=[9, 9, 9, 9, 9, 1, 1, 9, 9, 9],
    )
    return k, started[0].conflict_id, alfredo, charles  # type: ignore[attr-defined]


def _call(k: Campaign, character_id: str, conflict_id: str) -> str:
    return k.call(character_id, program="fencing", conflict_id=conflict_id)


def test_a_duel_played_through_the_offers() -> None:
    k, conflict_id, alfredo, charles = _duel()
    ann = offered(k, k.ann)
    assert ann.turn == "Turn 1: Alfredo's turn (1 AP left)"
    assert [(w.what, w.on) for w in ann.waiting] == [("Alfredo to act", (k.ann.member_id,))]
    assert find(ann, "rr.end_turn").label == "End Alfredo's turn"
    assert "rr.pay_for_turn" not in commands(ann) and "rr.oppose_roll" not in commands(ann)  # mid-turn, no roll
    assert not offered(k, k.bob).actions  # Bob has no robot here
    assert "rr.end_conflict" in commands(offered(k, k.gm)) and "rr.end_conflict" not in commands(ann)

    # Alfredo attacks: the GM calls the test, Ann is prompted to roll it
    attack = _call(k, alfredo, conflict_id)
    ann = offered(k, k.ann)
    roll = find(ann, "rr.roll_test")
    assert roll.prompt and roll.rolls and roll.label == "Roll Alfredo's Fencing test"
    assert "Alfredo to roll Alfredo's Fencing test" in [w.what for w in ann.waiting]
    assert none_of(offered(k, k.gm), "rr.oppose_roll")  # nothing rolled yet: nothing to oppose
    take(k, k.ann, roll, [1, 2, 3, 9, 9, 9, 9, 9])  # fencing 3 + physical core 5: 3 successes

    # the GM may oppose it for Charles, naming the roll; Ann may not (her robot is the one acting)
    gm = offered(k, k.gm)
    oppose = find(gm, "rr.oppose_roll", by=charles)
    assert oppose.label == "Oppose Alfredo's Fencing test (1 AP)" and oppose.body["test_id"] == attack
    assert none_of(offered(k, k.ann), "rr.oppose_roll")
    take(k, k.gm, oppose)
    spent = k.log[-1]
    assert (spent.test_id, spent.opposed_id, spent.program) == (attack, alfredo, "fencing")  # type: ignore[attr-defined]
    assert "opposing Alfredo's Fencing test" in (RULESET.narrate(spent, Names(k.state)) or "")
    gm = offered(k, k.gm)
    assert none_of(gm, "rr.oppose_roll")  # paid once for this roll
    assert none_of(gm, "rr.resolve_test")  # waiting for the opposing roll to be called and rolled
    call = find(gm, "rr.call_for_test")
    assert call.prompt and call.label == "Call Charles's roll opposing Alfredo's Fencing test"
    take(k, k.gm, call, program="fencing", attribute="articulation")
    defence = next(t for t in k.state.game.tests.values() if t.opposes == attack)
    take(k, k.gm, find(offered(k, k.gm), "rr.roll_test", by=charles), [1, 1, 1, 1, 1, 9, 9, 9])  # 5 successes

    # either Ann or the GM resolves: Charles wins, so the first right is his when the turn ends
    resolve = find(offered(k, k.ann), "rr.resolve_test")
    assert resolve.body == {"test_id": attack}
    take(k, k.ann, resolve)
    assert k.state.game.tests[defence.test_id].net == 2
    gm = offered(k, k.gm)
    assert "Charles to spend 2 successes of Charles's Fencing test" in [w.what for w in gm.waiting]
    assert "rr.spend_successes" not in commands(offered(k, k.ann))  # Alfredo kept none
    take(k, k.ann, find(offered(k, k.ann), "rr.end_turn"))

    # after the turn: only Charles, who won, is offered to pay or pass; nobody else may pay first
    ann = offered(k, k.ann)
    assert ann.turn.startswith("After turn 1: Charles won the roll and has the first right")
    assert [(w.what, w.on) for w in ann.waiting if "pay" in w.what] == [
        ("Charles to pay 1 AP for the next turn or pass", (k.gm.member_id,))
    ]
    assert none_of(ann, "rr.pay_for_turn") and none_of(ann, "rr.start_turn")
    gm = offered(k, k.gm)
    pay, passing = find(gm, "rr.pay_for_turn"), find(gm, "rr.decline_first_right")
    assert pay.prompt and pay.body["contenders"] == [charles] and none_of(gm, "rr.pay_for_turn", by=alfredo)
    assert passing.label == "Pass: Charles does not pay" and none_of(gm, "rr.start_turn")
    take(k, k.gm, passing)

    # the window is open to anyone: Alfredo pays his last point and takes the turn
    ann = offered(k, k.ann)
    assert find(ann, "rr.pay_for_turn").label == "Pay 1 AP: Alfredo takes the next turn"
    assert none_of(ann, "rr.start_turn")  # Charles is at the top: his free turn is the GM's
    assert find(offered(k, k.gm), "rr.start_turn").label == "Nobody pays: Charles takes the free turn"
    take(k, k.ann, find(ann, "rr.pay_for_turn"))
    assert k.state.game.conflicts[conflict_id].acting == alfredo

    # Alfredo at 0 AP: a second attack of his wins, yet he is offered no turn to pay for
    second = _call(k, alfredo, conflict_id)
    take(k, k.ann, find(offered(k, k.ann), "rr.roll_test"), [1, 1, 9, 9, 9, 9, 9, 9])
    take(k, k.ann, find(offered(k, k.ann), "rr.resolve_test"))  # unopposed: 2 net successes
    ann = offered(k, k.ann)
    spends = [a for a in ann.actions if a.command == "rr.spend_successes"]
    assert [a.label for a in spends] == ["Accomplish the action (1 success)"]  # the first use, as the rules say
    assert all(a.body["test_id"] == second for a in spends)
    assert not any("special effect" in a.label for a in spends)  # the GM's to price
    assert any("special effect" in a.label for a in offered(k, k.gm).actions)
    accomplish = next(a for a in spends if a.label.startswith("Accomplish"))
    assert [ch.label for ch in accomplish.asks[0].choices] == ["Nobody in particular", "Charles"]
    take(k, k.ann, accomplish, spends=[{"kind": "accomplish", "target_id": charles}])
    spends = [a for a in offered(k, k.ann).actions if a.command == "rr.spend_successes"]
    assert "Roll over into a bonus" in [a.label for a in spends]  # the last success, on anything else
    assert "Regain Action Points" in [a.label for a in spends]  # 0 of 1 AP: room for one
    take(k, k.ann, find(offered(k, k.ann), "rr.end_turn"))
    ann = offered(k, k.ann)
    assert k.state.game.conflicts[conflict_id].first_right == alfredo
    assert none_of(ann, "rr.pay_for_turn")  # no Action Point left to pay with
    assert find(ann, "rr.decline_first_right").label == "Pass: Alfredo does not pay"  # but he may pass
    gm = offered(k, k.gm)
    assert find(gm, "rr.pay_for_turn").body["contenders"] == [charles]  # his right holds nobody back
    assert not [w for w in gm.waiting if w.what.startswith("Alfredo to pay")]

    # the GM's Charles takes the free turn; a roll of his can be opposed by Alfredo only with a point
    take(k, k.gm, find(gm, "rr.start_turn"))
    _call(k, charles, conflict_id)
    take(k, k.gm, find(offered(k, k.gm), "rr.roll_test"), [1, 9, 9, 9, 9, 9, 9, 9])
    assert none_of(offered(k, k.ann), "rr.oppose_roll")  # 0 AP
    take(k, k.gm, find(offered(k, k.gm), "rr.end_conflict"))
    assert offered(k, k.ann).turn == ""


def test_a_player_is_offered_only_their_own_robots_moves() -> None:
    k, _conflict_id, alfredo, charles = _duel()
    take(k, k.ann, find(offered(k, k.ann), "rr.end_turn"))  # no roll: no first right
    ann = offered(k, k.ann)
    assert [a.body["contenders"] for a in ann.actions if a.command == "rr.pay_for_turn"] == [[alfredo]]
    assert none_of(ann, "rr.decline_first_right")
    gm = offered(k, k.gm)
    paying = {tuple(a.body["contenders"]) for a in gm.actions if a.command == "rr.pay_for_turn"}
    assert paying == {(alfredo,), (charles,)}  # the GM may act for anyone
    assert find(gm, "rr.start_turn").by == charles  # Alfredo went to the bottom: Charles is next
    observer = offered(k, Actor("nobody", "observer"))
    assert observer.actions == () and observer.turn.startswith("After turn 1")


def test_saves_wait_on_the_robots_owner_and_a_hidden_test_is_not_offered() -> None:
    k = Campaign()
    alfredo = k.robot(name="Alfredo")
    save = k.trigger(alfredo, "durability", effect="a rapier thrust")
    ann = offered(k, k.ann)
    roll = find(ann, "rr.roll_save")
    assert roll.label == "Roll Alfredo's Durability save (3d10)" and roll.prompt and roll.hint == "a rapier thrust"
    assert [w.what for w in ann.waiting] == ["Alfredo to roll a Durability save"]
    assert none_of(offered(k, k.bob), "rr.roll_save")
    take(k, k.ann, roll, [1, 1, 1])
    assert save not in k.state.game.saves and not offered(k, k.ann).actions

    test = k.call(alfredo, program="athletics", attribute="locomotion")
    k.do(c.RollTest(table_id=k.table_id, test_id=test, visibility="blind"), actor=k.ann, dice=[1, 1, 9, 9, 9, 9])
    hidden = offered(k, k.ann, hidden={test})
    assert none_of(hidden, "rr.resolve_test") and not [w for w in hidden.waiting if "Athletics" in w.what]
    assert find(offered(k, k.gm), "rr.resolve_test").body == {"test_id": test}


def test_an_opposing_roll_names_a_rolled_test_of_another_robot() -> None:
    k, conflict_id, alfredo, charles = _duel()
    attack = _call(k, alfredo, conflict_id)
    refused = []
    for who, character_id in ((k.gm, charles), (k.ann, alfredo)):
        try:
            k.do(cc.OpposeRoll(conflict_id=conflict_id, character_id=character_id, test_id=attack), actor=who)
        except Exception as e:
            refused.append(getattr(e, "code", type(e).__name__))
    assert refused == ["not_opposable", "cannot_oppose_own_action"]  # not rolled yet; one's own roll
    take(k, k.ann, find(offered(k, k.ann), "rr.roll_test"), [1, 2, 3, 9, 9, 9, 9, 9])
    k.do(cc.OpposeRoll(conflict_id=conflict_id, character_id=charles, test_id=attack), actor=k.gm)
    assert k.state.game.conflicts[conflict_id].combatants[charles].action_points == 2
