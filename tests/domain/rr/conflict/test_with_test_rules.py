"""The conflict rules working with the test rules of the real ruleset: robots built from sheets, attacks and
defenses as called, rolled and resolved Tests, successes spent on Action Points.

The test rules' resolution handler reports the winner to the conflict (`note_roll`), their opposing-roll
call checks that the opposer paid its Action Point (`rr.oppose_roll`), and their `regain_action_points`
spend asks the conflict for the event (cap: Processor + Self Awareness).
"""

from __future__ import annotations

import msgspec
import pytest

from domain.errors import RuleViolation
from domain.rr import commands as rc
from domain.rr import events as re
from domain.rr.conflict import commands as c
from domain.rr.conflict import events as e
from tests.domain.rr.harness import Campaign, of


def duel(camp: Campaign) -> tuple[str, str, str]:
    """Alfredo (Ann's, Perception 8) and Charles (Bob's, Perception 6), Processor 5, one on one (TN 5)."""
    alfredo = camp.robot(camp.ann, name="Alfredo", visual=4, audio=4, tactile=2)
    charles = camp.robot(camp.bob, name="Charles", visual=3, audio=3, tactile=3)
    started = camp.do(
        c.StartConflict(
            table_id=camp.table_id,
            combatants=[
                c.CombatantEntry(character_id=alfredo, side="a"),
                c.CombatantEntry(character_id=charles, side="b"),
            ],
        ),
        dice=[1, 2, 9, 9, 9, 1, 2, 3, 9, 9],  # Alfredo 2 successes -> 3 AP, Charles 3 -> 4 AP
    )
    return started[0].conflict_id, alfredo, charles  # type: ignore[attr-defined]


def refold_matches(camp: Campaign) -> None:
    assert msgspec.to_builtins(camp.refold()) == msgspec.to_builtins(camp.state)


def test_an_attack_and_a_paid_defense_decide_the_first_right() -> None:
    camp = Campaign()
    cid, alfredo, charles = duel(camp)
    conflict = camp.state.game.conflicts[cid]
    assert conflict.acting == alfredo

    # Alfredo attacks: Fencing 3 + Core Physical 5 = 8 dice vs Articulation 5 -> 5 successes.
    attack = camp.test(alfredo, [1, 2, 3, 4, 5, 8, 9, 9], program="fencing", attribute="articulation", conflict_id=cid)

    # Charles may oppose only after paying his Action Point.
    with pytest.raises(RuleViolation) as unpaid:
        camp.call(charles, "locomotion", program="fencing", opposes=attack, conflict_id=cid)
    assert unpaid.value.code == "opposing_roll_not_paid"
    camp.do(c.OpposeRoll(conflict_id=cid, character_id=charles), actor=camp.bob)
    assert conflict.combatants[charles].action_points == 3
    # Fencing 3 + 5 vs Locomotion 5 -> 4 successes: Alfredo wins with 1.
    camp.test(
        charles,
        [1, 2, 3, 4, 9, 9, 9, 9],
        actor=camp.bob,
        program="fencing",
        attribute="locomotion",
        opposes=attack,
        conflict_id=cid,
    )
    resolved = camp.do(rc.ResolveTest(test_id=attack))
    assert of(resolved, re.TestResolved)[0].winner_id == alfredo
    assert (conflict.winner, conflict.winner_successes) == (alfredo, 1)

    ended = of(camp.do(c.EndTurn(conflict_id=cid), actor=camp.ann), e.TurnEnded)[0]
    assert (ended.first_right, ended.first_right_reason) == (alfredo, "won_roll")
    camp.do(c.PayForTurn(conflict_id=cid, contenders=[alfredo]), actor=camp.ann)
    assert conflict.acting == alfredo and conflict.combatants[alfredo].action_points == 2
    refold_matches(camp)


def test_successes_spent_on_action_points_up_to_processor_plus_self_awareness() -> None:
    camp = Campaign()
    cid, alfredo, charles = duel(camp)
    conflict = camp.state.game.conflicts[cid]
    # A probing attack: 3 successes, unopposed; 1 accomplishes it, 2 go to Action Points (3 -> 5).
    attack = camp.test(alfredo, [1, 2, 3, 9, 9, 9, 9, 9], program="fencing", attribute="articulation", conflict_id=cid)
    camp.do(rc.ResolveTest(test_id=attack))
    spent = camp.spend(attack, rc.Accomplish(target_id=charles), rc.RegainActionPoints(points=2))
    regained = of(spent, e.ActionPointsRegained)[0]
    assert (regained.before, regained.after, regained.maximum, regained.source_test_id) == (3, 5, 5, attack)
    assert conflict.combatants[alfredo].action_points == 5

    again = camp.test(alfredo, [1, 2, 9, 9, 9, 9, 9, 9], program="fencing", attribute="articulation", conflict_id=cid)
    camp.do(rc.ResolveTest(test_id=again))
    with pytest.raises(RuleViolation) as capped:
        camp.spend(again, rc.Accomplish(target_id=charles), rc.RegainActionPoints(points=1))
    assert capped.value.code == "action_points_above_maximum"
    refold_matches(camp)
