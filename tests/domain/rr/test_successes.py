"""Spending successes: accomplish, faster, roll-over bonuses, restoring, save TNs, special effects, order."""

from __future__ import annotations

import pytest

from domain.errors import Forbidden, InvalidCommand, RuleViolation
from domain.rr import commands as c
from domain.rr import events as e
from domain.rr.decide.successes import bonus_amounts

from .harness import Campaign, of, one


@pytest.fixture
def cp() -> Campaign:
    return Campaign()


def hit(cp: Campaign, character_id: str, successes: int, dice: int = 8, **call: object) -> str:
    faces = [1] * successes + [10] * (dice - successes)
    return cp.test(character_id, faces, program="fencing", **call)  # type: ignore[arg-type]


def test_first_success_accomplishes_and_others_follow(cp: Campaign) -> None:
    a = cp.robot()
    tid = hit(cp, a, 3)
    with pytest.raises(RuleViolation) as err:
        cp.spend(tid, c.Faster(successes=1))
    assert err.value.code == "accomplish_first"
    events = cp.spend(tid, c.Accomplish(), c.Faster(successes=2))
    assert one(events, e.ActionAccomplished).remaining == 2
    hastened = one(events, e.ActionHastened)
    assert hastened.time_fraction == "1/2" and hastened.remaining == 0
    assert cp.state.game.tests[tid].spent == 3


def test_alfredo_runs_to_his_tryst_in_a_quarter_of_the_time(cp: Campaign) -> None:
    # 1 success accomplishes, 4 more cut an hour's walk to 15 minutes.
    a = cp.robot()
    tid = hit(cp, a, 5)
    events = cp.spend(tid, c.Accomplish(), c.Faster(successes=4))
    assert one(events, e.ActionHastened).time_fraction == "1/4"


def test_not_more_than_the_net_successes(cp: Campaign) -> None:
    a = cp.robot()
    tid = hit(cp, a, 2)
    with pytest.raises(RuleViolation) as err:
        cp.spend(tid, c.Accomplish(), c.RollOver(successes=2))
    assert err.value.code == "not_enough_successes" and err.value.data == {
        "test_id": tid,
        "needed": 2,
        "available": 1,
    }
    cp.spend(tid, c.Accomplish())
    with pytest.raises(RuleViolation):
        cp.spend(tid, c.RollOver(successes=1, mode="single"), c.RollOver(successes=1))


def test_compound_action_then_roll_over(cp: Campaign) -> None:
    # Del swings on the banner (1), lands in the saddle (1) and rolls 2 into his Riding roll.
    d = cp.robot()
    tid = hit(cp, d, 4)
    events = cp.spend(tid, c.Accomplish(note="swing"), c.Accomplish(note="saddle"), c.RollOver(successes=2))
    assert len(of(events, e.ActionAccomplished)) == 2
    granted = one(events, e.RollOverBonusGranted)
    assert granted.bonuses[0].dice == 2 and granted.bonuses[0].recipient_id == d
    assert cp.state.game.tests[tid].accomplished == 2


def test_burgiss_gets_a_persistent_and_a_single_bonus_from_alfredo(cp: Campaign) -> None:
    # Etiquette with Difficulty 2, 6 successes: 1 accomplishes, leaving 3: 2 → +1 persistent, 1 → +1 once.
    alfredo = cp.robot()
    burgiss = cp.robot(owner=cp.bob, name="Burgiss")
    tid = hit(cp, alfredo, 6, attribute="processor", difficulty=2)
    events = cp.spend(
        tid,
        c.Accomplish(),
        c.RollOver(successes=2, mode="persistent", recipients=[burgiss], applies_to="etiquette at court"),
        c.RollOver(successes=1, recipients=[burgiss], applies_to="first etiquette roll before the king"),
    )
    persistent, single = of(events, e.RollOverBonusGranted)
    assert persistent.factor == "1/2" and persistent.bonuses[0].dice == 1
    assert single.bonuses[0].dice == 1
    bonuses = cp.ch(burgiss).bonuses
    assert sorted((b.dice, b.persistent) for b in bonuses.values()) == [(1, False), (1, True)]
    # a persistent bonus stays after use, a single one is consumed
    roll = one(
        cp.roll(cp.call(burgiss, program="etiquette"), [10] * 9, actor=cp.bob, bonus_ids=sorted(bonuses)),
        e.TestRolled,
    )
    assert roll.pool == 1 + 6 + 2
    assert [b.persistent for b in cp.ch(burgiss).bonuses.values()] == [True]


def test_one_success_makes_no_persistent_bonus(cp: Campaign) -> None:
    a = cp.robot()
    tid = hit(cp, a, 2)
    with pytest.raises(RuleViolation) as err:
        cp.spend(tid, c.Accomplish(), c.RollOver(successes=1, mode="persistent"))
    assert err.value.code == "bonus_rounds_to_zero"


def test_le_requins_multiple_and_multiple_persistent_bonuses() -> None:
    # 4 successes: x1/2 multiple gives each crewman 2 dice; x1/4 multiple persistent gives each 1.
    assert bonus_amounts(4, "multiple", 5, None) == [2] * 5
    assert bonus_amounts(4, "multiple_persistent", 5, None) == [1] * 5
    assert bonus_amounts(4, "persistent", 1, None) == [2]
    # 3 successes x1/2 among 4 robots: two at +1 and two at +2 (same total, 6)
    assert bonus_amounts(3, "multiple", 4, [1, 1, 2, 2]) == [1, 1, 2, 2]
    with pytest.raises(RuleViolation):
        bonus_amounts(3, "multiple", 4, [2, 2, 2, 1])
    with pytest.raises(InvalidCommand):
        bonus_amounts(3, "multiple", 1, None)
    with pytest.raises(InvalidCommand):
        bonus_amounts(3, "single", 2, None)


def test_the_sword_smith_spreads_a_persistent_plus_four(cp: Campaign) -> None:
    # 9 successes: 1 crafts the blade, 8 x1/2 = +4 persistent, split +2 attack, +1 defence, +1 damage.
    smith = cp.robot()
    tid = cp.call(smith, program="fencing", extra_time_dice=1)
    cp.roll(tid, [1] * 9)
    events = cp.spend(
        tid,
        c.Accomplish(),
        c.RollOver(successes=4, mode="persistent", applies_to="fencing attacks"),
        c.RollOver(successes=2, mode="persistent", applies_to="fencing defence"),
        c.PrepareSave(successes=2, direction="lower", mode="persistent", recipients=[cp.robot(owner=cp.bob)]),
    )
    assert [b.bonuses[0].dice for b in of(events, e.RollOverBonusGranted)] == [2, 1]
    assert one(events, e.SaveModifiersPrepared).modifiers[0].amount == -1


def test_restore_temporary_loss_one_for_one(cp: Campaign) -> None:
    a = cp.robot()
    cp.save(cp.trigger(a, "locomotion"), [1, 9, 9])
    assert cp.ch(a).losses["locomotion"] == 4
    tid = hit(cp, a, 4)
    restored = one(cp.spend(tid, c.Accomplish(), c.Restore(attribute="locomotion", points=3)), e.LossRestored)
    assert (restored.loss_before, restored.loss_after) == (4, 1)
    assert cp.ch(a).losses["locomotion"] == 1
    tid = hit(cp, a, 3)
    with pytest.raises(RuleViolation) as err:
        cp.spend(tid, c.Accomplish(), c.Restore(attribute="locomotion", points=2))
    assert err.value.code == "restore_exceeds_loss"


def test_lower_the_triggered_save(cp: Campaign) -> None:
    # Juliard's tale wins with 3: 1 triggers the smith's Processor Save, 2 lower its TN by 2.
    j = cp.robot()
    smith = cp.robot(owner=cp.bob, name="Smith")
    tid = cp.test(j, [1, 2, 3, 10, 10, 10, 10], program="oration", attribute="processor")
    cp.spend(tid, c.Accomplish(target_id=smith))
    sid = cp.trigger(smith, "processor", source_test_id=tid)
    cp.spend(tid, c.LowerSave(save_id=sid, points=2))
    save = cp.state.game.saves[sid]
    assert [p.value for p in save.tn_parts] == [5, -2]
    rolled = one(cp.save(sid, [3, 4, 9], actor=cp.bob), e.SaveRolled)
    assert rolled.tn == 3 and rolled.successes == 1


def test_only_the_cause_lowers_a_save(cp: Campaign) -> None:
    a = cp.robot()
    b = cp.robot(owner=cp.bob)
    sid = cp.trigger(b, "processor")
    tid = hit(cp, a, 3)
    cp.spend(tid, c.Accomplish())
    with pytest.raises(RuleViolation) as err:
        cp.spend(tid, c.LowerSave(save_id=sid, points=1))
    assert err.value.code == "not_your_save_to_lower"


def test_raise_own_save_now_or_prepared(cp: Campaign) -> None:
    # Le Requin dodges behind the ship's wheel: 2 successes, 1 to get there, 1 raises his next Durability TN.
    lr = cp.robot()
    tid = hit(cp, lr, 2, attribute="locomotion")
    mod = one(
        cp.spend(tid, c.Accomplish(), c.PrepareSave(successes=1, direction="raise", attribute="durability")),
        e.SaveModifiersPrepared,
    ).modifiers[0]
    assert mod.amount == 1 and not mod.persistent
    sid = cp.trigger(lr, "durability", weapon="musket")
    rolled = one(cp.save(sid, [1, 2, 3], modifier_ids=[mod.modifier_id]), e.SaveRolled)
    assert [p.source for p in rolled.tn_parts][-1] == f"save bonus {mod.modifier_id}"
    assert rolled.tn == 4 - 1 + 1
    assert cp.ch(lr).save_modifiers == {}  # single use


def test_raise_pending_own_save(cp: Campaign) -> None:
    a = cp.robot()
    sid = cp.trigger(a, "force", gm_modifier=-3)
    tid = hit(cp, a, 2, attribute="locomotion")
    cp.spend(tid, c.Accomplish(), c.RaiseSave(save_id=sid, points=1))
    # Pierre's beam: Force 9 - 3 + 1 = 7 in the seed; here Force 4 - 3 + 1
    assert sum(p.value for p in cp.state.game.saves[sid].tn_parts) == 2


def test_prepared_damage_lands_on_the_next_save_the_robot_causes(cp: Campaign) -> None:
    # A Fencing vs. Force roll before the attack: its successes lower the target's coming Durability TN.
    a = cp.robot()
    b = cp.robot(owner=cp.bob)
    power = hit(cp, a, 3, attribute="force")
    cp.spend(power, c.Accomplish(), c.PrepareSave(successes=2, direction="lower", recipients=[b]))
    attack = hit(cp, a, 1)
    cp.spend(attack, c.Accomplish(target_id=b))
    sid = cp.trigger(b, "durability", source_test_id=attack, weapon="sonic_rapier")
    save = cp.state.game.saves[sid]
    assert sum(p.value for p in save.tn_parts) == 4 - 2 and save.damage_successes == 2
    assert cp.ch(b).save_modifiers == {}


def test_special_effects_are_priced_by_the_gm(cp: Campaign) -> None:
    a = cp.robot()
    tid = hit(cp, a, 3)
    cp.spend(tid, c.Accomplish())
    with pytest.raises(Forbidden):
        cp.spend(tid, c.SpecialEffect(cost=2, effect="poison ring"))
    bought = one(cp.spend(tid, c.SpecialEffect(cost=2, effect="poison ring"), actor=cp.gm), e.SpecialEffectBought)
    assert bought.priced_by == "gm" and bought.remaining == 0


def test_players_spend_only_their_own_tests(cp: Campaign) -> None:
    a = cp.robot()
    tid = hit(cp, a, 2)
    with pytest.raises(Forbidden):
        cp.spend(tid, c.Accomplish(), actor=cp.bob)


def test_regaining_action_points_needs_a_conflict(cp: Campaign) -> None:
    a = cp.robot()
    tid = hit(cp, a, 3)
    with pytest.raises(RuleViolation) as err:
        cp.spend(tid, c.Accomplish(), c.RegainActionPoints(points=2))
    assert err.value.code == "not_in_conflict"


def test_diminishing_returns_is_difficulty(cp: Campaign) -> None:
    a = cp.robot()
    tid = hit(cp, a, 3, diminishing_returns=2)
    res = one(cp.do(c.ResolveTest(test_id=tid)), e.TestResolved)
    assert res.net == 1 and res.results[0].difficulty == 2
