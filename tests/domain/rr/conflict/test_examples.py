"""The seed's worked examples of the Extended Conflict chapter, replayed through commands and events.

The four friends (Alfredo, Burgiss, Charles, Devon) with the sensors, Locomotion and Inspiration the
example gives; dice are scripted with faces that produce the example's results.

Rule judgement shown here: in partial darkness the rule halves Visual Sensors *rounded up*; the printed
moonlit-bridge numbers halve Level 3 to 1 (Charles 4, Edward 5). We follow the rule, so on the bridge
Charles has Perception 5 and Edward 6: the bridge order and Edward's place differ from the printed ones
(the printed orders are reproduced from the printed numbers in test_turn_order.py). The alley ambush's
outcomes do not depend on that difference, except Charles's Turn Order score (-1 instead of -2).
"""

from __future__ import annotations

import pytest

from domain.errors import RuleViolation
from domain.rr.attributes import current
from domain.rr.conflict import commands as c
from domain.rr.conflict import events as e
from domain.rr.state import RollOverBonus
from tests.domain.rr.conflict.support import Table, of, robot

FRIENDS = ("alfredo", "burgiss", "charles", "devon")


def place_friends(t: Table, self_awareness: int = 0) -> None:
    sparked = {"sparked": True, "self_awareness": self_awareness} if self_awareness else {"sparked": True}
    t.place(robot("alfredo", visual=4, audio=4, locomotion=7, inspiration=5, **sparked), t.player)  # type: ignore[arg-type]
    t.place(robot("burgiss", visual=2, audio=4, locomotion=4, inspiration=3, **sparked), t.player)  # type: ignore[arg-type]
    t.place(robot("charles", visual=3, audio=3, locomotion=6, inspiration=3, **sparked), t.other)  # type: ignore[arg-type]
    t.place(
        robot("devon", visual=4, audio=3, locomotion=5, inspiration=7, advanced_visual=True, **sparked),  # type: ignore[arg-type]
        t.other,
    )


def brawl(t: Table, lighting: str = "normal") -> str:
    """The four friends squaring off, every one for himself; each rolls 4 dice (Processor 4) vs TN 7 and
    gets 4 successes: 1 + 4 = 5, capped at the maximum of 4."""
    started = t.do(
        c.StartConflict(
            table_id=t.table_id,
            lighting=lighting,  # type: ignore[arg-type]
            combatants=[c.CombatantEntry(character_id=f, side=f) for f in FRIENDS],
        ),
        [1, 2, 3, 4] * 4,
    )
    return started[0].conflict_id  # type: ignore[attr-defined,no-any-return]


def test_the_four_friends_initial_turn_order() -> None:
    t = Table()
    place_friends(t)
    cid = brawl(t)
    established = of(t.log, e.TurnOrderEstablished)[0]
    perception = {k.character_id: k.score for k in established.keys}
    assert perception == {"alfredo": 8, "burgiss": 6, "charles": 6, "devon": 8}
    assert list(established.order) == ["alfredo", "devon", "charles", "burgiss"]
    assert established.rolls == ()
    bases = of(t.log, e.BaseActionPointsRolled)
    assert [b.character_id for b in bases] == ["alfredo", "devon", "charles", "burgiss"]
    for b in bases:
        assert (b.pool, b.tn, b.successes, b.rolled, b.maximum, b.action_points) == (4, 7, 4, 5, 4, 4)
    assert t.conflict(cid).acting == "alfredo"
    t.assert_fold()


def test_the_moonlit_bridge_by_the_rule() -> None:
    t = Table()
    place_friends(t)
    brawl(t, lighting="dark")
    established = of(t.log, e.TurnOrderEstablished)[0]
    perception = {k.character_id: k.score for k in established.keys}
    # Alfredo 4 -> 2 + 4; Burgiss 2 -> 1 + 4; Charles 3 -> 2 (rounded up) + 3; Devon's advanced sensors
    # ignore darkness.
    assert perception == {"alfredo": 6, "burgiss": 5, "charles": 5, "devon": 8}
    # Charles and Burgiss tie on 5; Charles's Locomotion 6 beats Burgiss's 4.
    assert list(established.order) == ["devon", "alfredo", "charles", "burgiss"]


def test_edward_joins_the_moonlit_fight_by_the_rule() -> None:
    t = Table()
    place_friends(t)
    cid = brawl(t, lighting="dark")
    # Turns and one purchase bring the order to the example's "Burgiss, Alfredo, Charles, Devon".
    t.do(c.EndTurn(conflict_id=cid))
    t.do(c.StartTurn(conflict_id=cid))
    t.do(c.EndTurn(conflict_id=cid))
    t.do(c.StartTurn(conflict_id=cid))
    t.do(c.EndTurn(conflict_id=cid))
    t.do(c.PayForTurn(conflict_id=cid, contenders=["devon"]), actor=t.other)
    t.do(c.EndTurn(conflict_id=cid), actor=t.other)
    assert t.conflict(cid).order == ["burgiss", "alfredo", "charles", "devon"]

    t.place(robot("edward", visual=3, audio=4, locomotion=4, inspiration=1, sparked=True))
    joined = t.do(
        c.AddCombatant(table_id=t.table_id, conflict_id=cid, character_id="edward", side="edward"), [5, 5, 5, 5]
    )
    event = of(joined, e.CombatantJoined)[0]
    # By the rule Edward has Perception 2 + 4 = 6 and already beats Burgiss's 5 (the printed example,
    # halving Visual 3 to 1, gives him 5 and places him third: see test_turn_order.py).
    assert event.key.score == 6
    assert [(x.against, x.decided_by, x.beats) for x in event.comparisons] == [("burgiss", "score", True)]
    assert event.position == 0
    assert t.conflict(cid).order == ["edward", "burgiss", "alfredo", "charles", "devon"]
    base = of(joined, e.BaseActionPointsRolled)[0]
    assert (base.reason, base.tn, base.successes, base.action_points) == ("joined", 7, 4, 4)
    t.assert_fold()


def test_the_pay_for_turn_sequence() -> None:
    t = Table()
    place_friends(t)
    cid = brawl(t)
    assert t.conflict(cid).order == ["alfredo", "devon", "charles", "burgiss"]

    # Alfredo takes his free action and attacks Charles; Charles spends 1 AP to defend. 5 vs 4: Alfredo wins.
    t.do(c.OpposeRoll(conflict_id=cid, character_id="charles"), actor=t.other)
    t.noted(cid, "alfredo", 1)
    ended = t.do(c.EndTurn(conflict_id=cid), actor=t.player)[0]
    assert isinstance(ended, e.TurnEnded)
    assert (ended.first_right, ended.first_right_reason) == ("alfredo", "won_roll")

    # Alfredo uses his first right to stay at the top.
    bought = t.do(c.PayForTurn(conflict_id=cid, contenders=["alfredo"]), actor=t.player)
    spent, purchased, started = bought
    assert isinstance(spent, e.ActionPointsSpent) and (spent.cost, spent.before, spent.after) == (1, 4, 3)
    assert isinstance(purchased, e.TurnPurchased) and purchased.precedence == "first_right"
    assert isinstance(started, e.TurnStarted) and started.paid
    assert t.conflict(cid).order == ["alfredo", "devon", "charles", "burgiss"]

    # He attacks Charles again; Charles opposes and wins 4 to 2: the defender gets the first right.
    t.do(c.OpposeRoll(conflict_id=cid, character_id="charles"), actor=t.other)
    t.noted(cid, "charles", 2)
    ended = t.do(c.EndTurn(conflict_id=cid), actor=t.player)[0]
    assert (ended.first_right, ended.first_right_reason) == ("charles", "defender_won")  # type: ignore[attr-defined]
    t.do(c.PayForTurn(conflict_id=cid, contenders=["charles"]), actor=t.other)
    assert t.conflict(cid).order == ["charles", "devon", "burgiss", "alfredo"]
    assert t.ap(cid, "charles") == 4 - 3  # "Charles has now spent a total of 3 Action Points."

    # Charles attacks Alfredo and wins with 3 net successes, then passes on his right.
    t.noted(cid, "charles", 3)
    t.do(c.EndTurn(conflict_id=cid), actor=t.other)
    assert t.conflict(cid).order == ["devon", "burgiss", "alfredo", "charles"]
    with pytest.raises(RuleViolation) as refused:
        t.do(c.PayForTurn(conflict_id=cid, contenders=["burgiss"]), actor=t.player)
    assert refused.value.code == "first_right_pending"
    t.do(c.DeclineFirstRight(conflict_id=cid, character_id="charles"), actor=t.other)

    # Burgiss and Alfredo both announce; Burgiss is higher in the order and pays; Alfredo keeps his point.
    bought = t.do(c.PayForTurn(conflict_id=cid, contenders=["alfredo", "burgiss"]))
    purchased = of(bought, e.TurnPurchased)[0]
    assert (purchased.character_id, purchased.precedence) == ("burgiss", "highest_in_order")
    assert t.conflict(cid).order == ["burgiss", "devon", "alfredo", "charles"]
    assert (t.ap(cid, "burgiss"), t.ap(cid, "alfredo")) == (3, 3)
    t.assert_fold()


def alley(t: Table) -> str:
    """The alley: the four friends (Sparked, SA 2) walk into six hired thugs at night (dark)."""
    place_friends(t, self_awareness=2)
    leader = robot(
        "leader",
        visual=3,
        audio=3,
        locomotion=6,
        self_awareness=2,
        programs={"stealth": (5, "physical")},
        cores={"physical": 2, "mental": 1, "social": 1},
    )
    thugs = [leader]
    for n, loc in enumerate((4, 5, 5, 7, 8), start=1):
        programs = {"stealth": (3, "physical")} if n == 4 else {}
        thugs.append(
            robot(
                f"t{n}",
                visual=2,
                audio=2,
                locomotion=loc,
                processor=3,
                programs=programs,
                cores={"physical": 1, "mental": 1, "social": 1},
            )
        )
    for thug in thugs:
        # The leader's preparation (4 successes) rolled over to all six at x1/2: +2 dice each.
        thug.bonuses = {f"prep-{thug.character_id}": RollOverBonus(bonus_id=f"prep-{thug.character_id}", dice=2)}
        t.place(thug, t.gm)
    started = t.do(
        c.StartConflict(
            table_id=t.table_id,
            lighting="dark",
            ambush=True,
            combatants=[c.CombatantEntry(character_id=f, side="friends") for f in FRIENDS]
            + [c.CombatantEntry(character_id=x.character_id, side="thugs") for x in thugs],
        )
    )
    return started[0].conflict_id  # type: ignore[attr-defined,no-any-return]


def test_the_alley_ambush() -> None:
    t = Table()
    cid = alley(t)
    assert t.conflict(cid).phase == "ambush" and t.conflict(cid).order == []

    # Stealth 7 (the leader's 5 + Core Physical 2) + 2 bonus dice = 9 dice vs the lowest Locomotion, 4.
    ambush = t.do(
        c.RollAmbush(
            table_id=t.table_id,
            conflict_id=cid,
            ambusher_ids=["leader", "t1", "t2", "t3", "t4", "t5"],
            target_ids=list(FRIENDS),
            program="stealth",
            attribute="locomotion",
            bonus_ids=["prep-leader"],
        ),
        [2, 3, 4, 1, 4, 9, 8, 7, 6],
    )[0]
    assert isinstance(ambush, e.AmbushRolled)
    assert (ambush.program_holder, ambush.pool, ambush.attribute_holder, ambush.tn) == ("leader", 9, "t1", 4)
    assert [(p.source, p.value) for p in ambush.pool_parts] == [
        ("program:stealth", 5),
        ("core:physical", 2),
        ("bonus:prep-leader", 2),
    ]
    # 5 successes: 1 accomplishes, 4 lower the saves, halved for four targets: -2 each.
    assert (ambush.successes, ambush.net, ambush.succeeded, ambush.save_tn_modifier) == (5, 5, True, -2)
    assert set(ambush.savers) == set(FRIENDS)
    assert "prep-leader" not in t.state.game.characters["leader"].bonuses

    saves = {
        "alfredo": [5, 7, 9],  # TN 6 - 2 = 4: no successes
        "burgiss": [2, 8, 9],  # TN 5 - 2 = 3: one success
        "charles": [9, 8, 7],  # TN 5 - 2 = 3 by the rule (4 - 2 = 2 printed): all three fail
        "devon": [2, 3, 4],  # TN 8 - 2 = 6: total success
    }
    rolled = {}
    for who, faces in saves.items():
        owner = t.player if who in ("alfredo", "burgiss") else t.other
        rolled[who] = t.do(c.RollSurpriseSave(table_id=t.table_id, conflict_id=cid, character_id=who), faces, owner)[0]
    assert {w: (s.tn, s.successes, s.attribute_loss, s.action_point_loss) for w, s in rolled.items()} == {
        "alfredo": (4, 0, 6, 3),
        "burgiss": (3, 1, 4, 2),
        "charles": (3, 0, 6, 3),
        "devon": (6, 3, 0, 0),
    }

    # Order: Perception less surprise losses (Alfredo 0, Burgiss 1, Charles -1, Devon 8), thugs at 3 (dark:
    # 1 + 2) except the leader (5); t2 and t3 tie on everything and roll off (3 vs 9).
    begun = t.do(
        c.BeginConflict(table_id=t.table_id, conflict_id=cid),
        [3, 9]
        + [1, 2, 3, 7, 8, 9]  # devon: 3 successes vs TN 6 -> 4
        + [1, 2, 5, 6, 7, 8]  # leader: Processor 4 + SA 2 vs TN 4: 2 successes -> 3
        + [4, 4, 9] * 5  # five non-Sparked thugs: Processor 3 only vs TN 4 -> 3 each
        + [1, 2, 3, 4, 9, 9]  # burgiss: 4 -> 5, less 2 -> 3
        + [1, 1, 1, 1, 1, 9]  # alfredo: 5 -> 6 (the maximum), less 3 -> 3
        + [9, 9, 9, 9, 9, 9],  # charles: 0 -> 1, less 3 -> 0
    )
    order = of(begun, e.TurnOrderEstablished)[0]
    assert order.surprise
    scores = {k.character_id: k.score for k in order.keys}
    assert (scores["alfredo"], scores["burgiss"], scores["charles"], scores["devon"]) == (0, 1, -1, 8)
    assert list(order.order) == ["devon", "leader", "t5", "t4", "t3", "t2", "t1", "burgiss", "alfredo", "charles"]
    bases = {b.character_id: b for b in of(begun, e.BaseActionPointsRolled)}
    assert {w: bases[w].tn for w in FRIENDS} == {w: 6 for w in FRIENDS}
    assert {bases[x].tn for x in ("leader", "t1", "t2", "t3", "t4", "t5")} == {4}
    assert [p.value for p in bases["t1"].pool_parts] == [3, 0]  # non-Sparked: no Self Awareness dice
    assert {w: (bases[w].surprise_loss, bases[w].action_points) for w in FRIENDS} == {
        "alfredo": (3, 3),
        "burgiss": (2, 3),
        "charles": (3, 0),
        "devon": (0, 4),
    }
    assert t.conflict(cid).acting == "devon"

    # "Uh-oh. Devon is the only one of the four not surprised": the others cannot buy turns.
    t.noted(cid, "devon", 2)
    t.do(c.EndTurn(conflict_id=cid), actor=t.other)
    with pytest.raises(RuleViolation) as refused:
        t.do(c.PayForTurn(conflict_id=cid, contenders=["alfredo"]), actor=t.player)
    assert refused.value.code == "cannot_buy_turn_while_surprised"
    # They may still oppose once a turn is under way, and Devon may keep buying turns.
    t.do(c.PayForTurn(conflict_id=cid, contenders=["devon"]), actor=t.other)
    t.do(c.OpposeRoll(conflict_id=cid, character_id="alfredo"), actor=t.player)

    # Special Surprise Recovery: at the end of the bought turn every surprised robot regains 1 Perception.
    recovered = of(t.do(c.EndTurn(conflict_id=cid), actor=t.other), e.SurpriseRecovered)
    assert {r.character_id: r.remaining for r in recovered} == {"alfredo": 5, "burgiss": 3, "charles": 5}
    assert current(t.state.game.characters["alfredo"], "perception", "dark") == 6 - 5
    t.assert_fold()
