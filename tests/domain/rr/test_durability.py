"""Durability saves: Malfunctions (and their tables), EMP losses, armor, knockdown, shut down, override,
reactivation, and the Memory saves that follow."""

from __future__ import annotations

import pytest

from domain.errors import RuleViolation
from domain.rr import commands as c
from domain.rr import events as e
from domain.rr.attributes import current, rated
from domain.rr.sheet import AccessoryEntry

from .harness import Campaign, of, one


@pytest.fixture
def cp() -> Campaign:
    return Campaign()


def test_each_failed_die_is_two_malfunction_rolls(cp: Campaign) -> None:
    a = cp.robot()
    events = cp.save(cp.trigger(a, "durability", weapon="sonic_rapier"), [1, 2, 9, 1, 9, 3, 2])
    assert one(events, e.SaveRolled).failed == 1
    m1, m2 = of(events, e.MalfunctionSuffered)
    assert (m1.table_roll, m1.attribute, m1.cosmetic_roll, m1.cosmetic) == (1, "force", 9, 0)
    assert (m2.table_roll, m2.attribute, m2.cosmetic_roll, m2.cosmetic) == (3, "locomotion", 2, 1)
    assert [r.faces for r in m1.rolls] == [(1,), (9,)]
    ch = cp.ch(a)
    assert ch.damage == {"force": 1, "locomotion": 1} and ch.cosmetic_damage == 1 and ch.malfunctions == 2
    assert current(ch, "force") == 3 and not ch.shut_down
    assert of(events, e.TemporaryLossSuffered) == []  # Durability itself is not temporarily lost


def test_impact_weapons_one_malfunction_per_die_great_sword_three(cp: Campaign) -> None:
    a = cp.robot()
    fist = cp.save(cp.trigger(a, "durability", weapon="robot_fist"), [9, 9, 1, 1, 10, 4, 10])
    assert one(fist, e.SaveRolled).tn == 6  # fist damage -2 raises the TN
    assert len(of(fist, e.MalfunctionSuffered)) == 2
    sword = cp.save(
        cp.trigger(a, "durability", weapon="mono_great_sword", armor="cuirass"),
        [1, 9, 9, *[1, 10], *[2, 10], *[3, 10], *[4, 10], *[5, 10], *[1, 10]],
    )
    rolled = one(sword, e.SaveRolled)
    assert [p.value for p in rolled.tn_parts] == [4, -5, 4] and rolled.tn == 3
    assert len(of(sword, e.MalfunctionSuffered)) == 6


@pytest.mark.parametrize(
    ("weapon", "tn", "faces", "loss"),
    [
        ("pistol", 4, [9, 9, 1], 2),
        ("musket", 3, [9, 1, 1], 2),
        ("grenade", 4, [9, 1, 1], 2),
        ("heavy_pistol", 4, [9, 1, 1], 2),
        ("heavy_musket", 3, [1, 2, 9], 3),
    ],
)
def test_emp_firearms_cause_temporary_durability_loss(
    cp: Campaign, weapon: str, tn: int, faces: list[int], loss: int
) -> None:
    a = cp.robot()
    events = cp.save(cp.trigger(a, "durability", weapon=weapon), faces)
    assert one(events, e.SaveRolled).tn == tn
    suffered = one(events, e.TemporaryLossSuffered)
    assert suffered.attribute == "durability" and suffered.points == loss
    assert of(events, e.MalfunctionSuffered) == []
    # a temporary loss: successes buy it back
    tid = cp.test(a, [1] * 8, program="fencing")
    cp.spend(tid, c.Accomplish(), c.Restore(attribute="durability", points=loss))
    assert current(cp.ch(a), "durability") == 4


def test_heavy_cannon_shuts_down_with_four_per_die(cp: Campaign) -> None:
    a = cp.robot()
    events = cp.save(cp.trigger(a, "durability", weapon="heavy_cannon"), [])
    rolled = one(events, e.SaveRolled)
    assert rolled.automatic and rolled.outcome == "total_failure"
    assert one(events, e.TemporaryLossSuffered).points == 12
    assert one(events, e.ShutDown).reason == "durability_save"
    assert cp.ch(a).shut_down


def test_emp_loss_to_zero_durability_shuts_down(cp: Campaign) -> None:
    a = cp.robot(durability=2, force=5, slots=10)
    events = cp.save(cp.trigger(a, "durability", weapon="musket"), [1, 9, 1])  # TN 1: one failed → 2 lost
    assert one(events, e.SaveRolled).full_effect and one(events, e.ShutDown).reason == "durability_zero"
    # the override answers a Total Failure only
    s = cp.spark(3, durability=2, force=5, slots=10, owner=cp.bob)
    down = one(cp.save(cp.trigger(s, "durability", weapon="musket"), [1, 9, 1], actor=cp.bob), e.ShutDown)
    assert not down.override_available


def test_total_failure_shuts_down_and_sparks_may_override(cp: Campaign) -> None:
    plain = cp.robot()
    events = cp.save(cp.trigger(plain, "durability", gm_modifier=-4), [1, 10] * 6)
    down = one(events, e.ShutDown)
    assert not down.override_available and len(of(events, e.MalfunctionSuffered)) == 6
    spark = cp.spark(3)
    cp.save(cp.trigger(spark, "durability", gm_modifier=-4), [1, 10] * 6)
    assert cp.ch(spark).shut_down and cp.ch(spark).override_available


def test_shutdown_override_partial_penalises_every_test_until_bought_off(cp: Campaign) -> None:
    s = cp.spark(3)
    cp.save(cp.trigger(s, "durability", gm_modifier=-4), [1, 10] * 6)
    events = cp.do(c.OverrideShutdown(table_id=cp.table_id, character_id=s), actor=cp.ann, dice=[1, 9, 9])
    assert one(events, e.PowerSpent).reason == "shutdown_override"
    ov = one(events, e.ShutdownOverrideRolled)
    assert ov.tn == 3 and not ov.shut_down and ov.penalty == 4
    ch = cp.ch(s)
    assert not ch.shut_down and ch.override_penalty == 4
    tid = cp.test(s, [1, 1, 1, 1, 1, 9, 9, 9, 9, 9], program="fencing", attribute="articulation")
    rolled_tn = cp.state.game.tests[tid].tn
    assert rolled_tn == current(ch, "articulation") - 4
    with pytest.raises(RuleViolation) as err:
        cp.spend(tid, c.Accomplish())
    assert err.value.code == "override_penalty_first"


def test_override_penalty_first_then_accomplish(cp: Campaign) -> None:
    s = cp.spark(3, articulation=8, locomotion=2)
    cp.save(cp.trigger(s, "durability", gm_modifier=-4), [1, 10] * 6)
    cp.do(c.OverrideShutdown(table_id=cp.table_id, character_id=s), actor=cp.ann, dice=[1, 2, 9])
    assert cp.ch(s).override_penalty == 2
    tid = cp.test(s, [1, 1, 1, 1, 9, 9, 9, 9, 9, 9], program="fencing", attribute="articulation")
    events = cp.spend(tid, c.ClearOverridePenalty(points=2), c.Accomplish(), c.Faster(successes=1))
    assert one(events, e.OverridePenaltyReduced).after == 0
    assert cp.ch(s).override_penalty == 0


def test_override_total_failure_stays_down_and_cannot_repeat(cp: Campaign) -> None:
    s = cp.spark(3)
    cp.save(cp.trigger(s, "durability", gm_modifier=-4), [1, 10] * 6)
    ov = one(
        cp.do(c.OverrideShutdown(table_id=cp.table_id, character_id=s), actor=cp.ann, dice=[9, 9, 9]),
        e.ShutdownOverrideRolled,
    )
    assert ov.shut_down and cp.ch(s).shut_down
    with pytest.raises(RuleViolation) as err:
        cp.do(c.OverrideShutdown(table_id=cp.table_id, character_id=s), actor=cp.ann, dice=[1, 1, 1])
    assert err.value.code == "override_unavailable"


def test_non_sparks_cannot_override(cp: Campaign) -> None:
    a = cp.robot()
    cp.save(cp.trigger(a, "durability", gm_modifier=-4), [1, 10] * 6)
    with pytest.raises(RuleViolation) as err:
        cp.do(c.OverrideShutdown(table_id=cp.table_id, character_id=a), actor=cp.ann, dice=[1, 1, 1])
    assert err.value.code == "inspiration_requires_spark"


def test_self_reactivation_and_the_sparks_memory_save(cp: Campaign) -> None:
    s = cp.spark(3, inspiration=7)
    cp.do(c.ShutDownRobot(character_id=s, reason="out of power"))
    miss = cp.do(c.AttemptReactivation(table_id=cp.table_id, character_id=s), actor=cp.ann, dice=[5])
    assert not one(miss, e.ReactivationRolled).reactivated and cp.ch(s).power == 7
    hit = cp.do(c.AttemptReactivation(table_id=cp.table_id, character_id=s), actor=cp.ann, dice=[4])
    assert one(hit, e.ReactivationRolled).memory_save_due
    assert not cp.ch(s).shut_down and cp.ch(s).memory_save_due
    with pytest.raises(RuleViolation) as err:
        cp.roll(cp.call(s, program="fencing"), [1] * 8)
    assert err.value.code == "memory_save_due"
    mem = one(
        cp.do(c.RollShutdownMemorySave(table_id=cp.table_id, character_id=s), actor=cp.ann, dice=[1, 9, 9]),
        e.ShutdownMemorySaveRolled,
    )
    assert (mem.inspiration_lost, mem.inspiration_after, mem.self_awareness_lost) == (4, 3, 0)
    assert not cp.ch(s).memory_save_due


def test_total_failure_on_the_memory_save_costs_a_level_of_self_awareness(cp: Campaign) -> None:
    s = cp.spark(3, inspiration=4)
    cp.do(c.ShutDownRobot(character_id=s, reason="switched off"))
    cp.do(c.AttemptReactivation(table_id=cp.table_id, character_id=s), actor=cp.ann, dice=[1])
    mem = one(
        cp.do(c.RollShutdownMemorySave(table_id=cp.table_id, character_id=s), actor=cp.ann, dice=[9, 9, 9]),
        e.ShutdownMemorySaveRolled,
    )
    assert mem.inspiration_lost == 4 and mem.self_awareness_lost == 1  # only what it had: never negative
    ch = cp.ch(s)
    assert (ch.inspiration, ch.self_awareness, ch.role) == (0, 2, 8)


def test_reactivation_by_repair_costs_a_power(cp: Campaign) -> None:
    down = cp.spark(3)
    cp.do(c.ShutDownRobot(character_id=down, reason="hit"))
    mech = cp.robot(owner=cp.bob)
    tid = cp.test(mech, [1, 1, 9, 9, 9, 9, 9, 9], actor=cp.bob, program="fencing", repair=True)
    events = cp.spend(tid, c.Accomplish(target_id=down, effect="reactivate", power_from=mech), actor=cp.bob)
    assert one(events, e.PowerSpent).character_id == mech
    assert one(events, e.Reactivated).memory_save_due
    assert not cp.ch(down).shut_down and cp.ch(mech).power == 7


def test_only_repair_rolls_reactivate_or_repair(cp: Campaign) -> None:
    down = cp.robot()
    cp.do(c.ShutDownRobot(character_id=down, reason="hit"))
    mech = cp.robot(owner=cp.bob)
    tid = cp.test(mech, [1, 1, 9, 9, 9, 9, 9, 9], actor=cp.bob, program="fencing")
    with pytest.raises(RuleViolation) as err:
        cp.spend(tid, c.Accomplish(target_id=down, effect="reactivate"), actor=cp.bob)
    assert err.value.code == "not_a_repair_roll"


def test_armor_plating_ignores_successes_up_to_size(cp: Campaign) -> None:
    plated = cp.robot(owner=cp.bob, accessories=[AccessoryEntry(name="armor_plating")])
    a = cp.robot()
    tid = cp.test(a, [1, 1, 1, 1, 9, 9, 9, 9], program="fencing")
    cp.spend(tid, c.Accomplish(target_id=plated))
    sid = cp.trigger(plated, "durability", source_test_id=tid, weapon="sonic_rapier")
    cp.spend(tid, c.LowerSave(save_id=sid, points=3))
    rolled = one(cp.save(sid, [4, 4, 4], actor=cp.bob), e.SaveRolled)
    assert rolled.tn == 4 and rolled.tn_parts[-1].source == "armor plating ignores successes"
    # more successes than Size (6): the plating does nothing
    tid = cp.test(a, [1] * 8, program="fencing")
    cp.spend(tid, c.Accomplish(target_id=plated))
    sid = cp.trigger(plated, "durability", source_test_id=tid, weapon="sonic_rapier")
    cp.spend(tid, c.LowerSave(save_id=sid, points=7))
    rolled = one(cp.save(sid, [1, 10] * 6, actor=cp.bob), e.SaveRolled)
    assert rolled.tn == -3 and rolled.automatic


def test_knockdown_from_a_heavy_blow(cp: Campaign) -> None:
    # Del (Size 6) is hit by a bench swung with 5 successes: 1 hits, 4 damage >= half Size 3 → Locomotion
    # Save at -1, besides the Durability Save.
    brother = cp.robot(owner=cp.bob)
    del_ = cp.robot()
    tid = cp.test(brother, [1, 1, 1, 1, 1, 9, 9, 9], actor=cp.bob, program="fencing")
    cp.spend(tid, c.Accomplish(target_id=del_), actor=cp.bob)
    sid = cp.trigger(del_, "durability", source_test_id=tid, weapon="medium_club", attack="swing")
    cp.spend(tid, c.LowerSave(save_id=sid, points=4), actor=cp.bob)
    events = cp.save(sid, [1, 10] * 6)
    assert one(events, e.SaveRolled).automatic  # TN 4 - 4 = 0
    knock = one(events, e.SaveTriggered)
    assert knock.attribute == "locomotion" and [p.value for p in knock.tn_parts] == [5, -1]
    assert knock.save_id in cp.state.game.saves


def test_thrusts_knock_down_only_at_full_size(cp: Campaign) -> None:
    a = cp.robot(owner=cp.bob)
    t = cp.robot()
    tid = cp.test(a, [1, 1, 1, 1, 9, 9, 9, 9], actor=cp.bob, program="fencing")
    cp.spend(tid, c.Accomplish(target_id=t), actor=cp.bob)
    sid = cp.trigger(t, "durability", source_test_id=tid, weapon="sonic_rapier", attack="thrust")
    cp.spend(tid, c.LowerSave(save_id=sid, points=3), actor=cp.bob)
    events = cp.save(sid, [1, 1, 1])
    assert of(events, e.SaveTriggered) == []


def test_sub_system_table_and_the_extra_malfunction_rule(cp: Campaign) -> None:
    a = cp.robot()
    # one failed die: 2 rolls. Roll 1: 8 → sub-system 10 → energy 8: capacitor 8 → 7, Power 8 > 7 → 7, and an
    # extra Malfunction. Roll 2: 7 → sub-system 2: Visual. Extra: 7 → 9 → energy 2: a current point.
    faces = [1, 2, 9, 8, 10, 8, 10, 7, 2, 10, 7, 9, 2, 10]
    events = cp.save(cp.trigger(a, "durability"), faces)
    cap, visual, current_point = of(events, e.MalfunctionSuffered)
    assert (cap.result, cap.capacitor_after, cap.power_after, cap.extra) == ("power", 7, 7, 1)
    assert (visual.attribute, visual.subsystem_roll) == ("visual", 2)
    assert (current_point.power_loss, current_point.power_after) == (1, 6)
    ch = cp.ch(a)
    assert (ch.capacitor, ch.power, ch.damage) == (7, 6, {"visual": 1})


def test_vocalization_damage_lowers_anthropoid_class(cp: Campaign) -> None:
    a = cp.robot()
    cp.save(cp.trigger(a, "durability"), [1, 2, 9, 7, 7, 10, 1, 10])
    assert current(cp.ch(a), "anthropoid_class") == 5


def test_slots_accessories_damaged_destroyed_then_slot(cp: Campaign) -> None:
    a = cp.robot(accessories=[AccessoryEntry(name="heavy_duty_hydraulics")])
    assert rated(cp.ch(a), "force") == 5
    # two failed dice... keep it simple: one failed die (2 rolls) per save, both hitting slot 1 (d8 → 1)
    ev = cp.save(cp.trigger(a, "durability"), [1, 2, 9, 9, 1, 10, 10, 1, 10])
    first, second = of(ev, e.MalfunctionSuffered)
    assert (first.slot, first.accessory, first.accessory_state) == (0, 0, "damaged")
    assert second.accessory_state == "destroyed"
    assert rated(cp.ch(a), "force") == 4  # works as if not possessed
    ev = cp.save(cp.trigger(a, "durability"), [1, 2, 9, 9, 1, 10, 10, 8, 10])
    third, empty = of(ev, e.MalfunctionSuffered)
    assert third.slot_damaged and cp.ch(a).slots[0].damaged
    assert empty.slot == 7 and empty.slot_damaged and empty.accessory is None


def test_a_damaged_slot_hit_again_rerolls_two(cp: Campaign) -> None:
    a = cp.robot()
    cp.save(cp.trigger(a, "durability"), [1, 2, 9, 9, 3, 10, 1, 10])
    assert cp.ch(a).slots[2].damaged
    events = cp.save(cp.trigger(a, "durability"), [1, 2, 9, 9, 3, 10, 1, 10, 2, 10, 3, 10])
    found = of(events, e.MalfunctionSuffered)
    assert found[0].extra == 2 and len(found) == 4


def test_accessory_repair_on_a_repair_roll(cp: Campaign) -> None:
    a = cp.robot(accessories=[AccessoryEntry(name="heavy_duty_hydraulics")])
    cp.save(cp.trigger(a, "durability"), [1, 2, 9, 9, 1, 10, 5, 10])
    assert cp.ch(a).accessories[0].state == "damaged"
    mech = cp.robot(owner=cp.bob)
    tid = cp.test(mech, [1, 9, 9, 9, 9, 9, 9, 9], actor=cp.bob, program="fencing", repair=True)
    cp.spend(tid, c.Accomplish(target_id=a, effect="repair_accessory", accessory=0), actor=cp.bob)
    assert cp.ch(a).accessories[0].state == "working" and rated(cp.ch(a), "force") == 5


def test_memory_malfunction_costs_program_levels_and_repair_restores_them(cp: Campaign) -> None:
    a = cp.robot()
    # table 6: Memory -1 (cosmetic 10), then the immediate Memory Save vs 3: [9, 9, 1] → 2 failed; the
    # picking d12 (3 cores + 9 programs) shows 6 → the 3rd program alphabetically, fencing (3) → 1.
    # the second malfunction: force.
    events = cp.save(cp.trigger(a, "durability"), [1, 2, 9, 6, 10, 9, 9, 1, 6, 1, 10])
    mem = one(events, e.MemoryMalfunctionSaveRolled)
    assert mem.tn == 3 and mem.failed == 2
    assert mem.candidates[:4] == ("core physical", "core mental", "core social", "athletics")
    assert (mem.program, mem.levels_lost, mem.entire) == ("fencing", 2, False)
    assert cp.ch(a).programs["fencing"].level == 1
    # repair the Memory point, then the restoring save: 1 failed → 1 level lost for good, 1 regained
    mech = cp.robot(owner=cp.bob)
    tid = cp.test(mech, [1, 1, 9, 9, 9, 9, 9, 9], actor=cp.bob, program="fencing", repair=True)
    rep = one(
        cp.spend(tid, c.Accomplish(), c.Repair(target_id=a, attribute="memory", points=1), actor=cp.bob),
        e.MalfunctionRepaired,
    )
    assert rep.memory_losses == (mem.loss_id,)
    back = one(
        cp.do(
            c.RollMemoryRestoreSave(table_id=cp.table_id, character_id=a, loss_id=mem.loss_id),
            actor=cp.ann,
            dice=[1, 1, 9],
        ),
        e.MemoryRestoreSaveRolled,
    )
    assert back.regained == 1 and cp.ch(a).programs["fencing"].level == 2 and cp.ch(a).memory_losses == []


def test_total_memory_failure_loses_the_whole_program(cp: Campaign) -> None:
    a = cp.robot()
    events = cp.save(cp.trigger(a, "durability"), [1, 2, 9, 6, 10, 9, 9, 9, 6, 1, 10])
    mem = one(events, e.MemoryMalfunctionSaveRolled)
    assert mem.entire and mem.levels_lost == 3 and "fencing" not in cp.ch(a).programs
    with pytest.raises(RuleViolation) as err:
        cp.do(
            c.RollMemoryRestoreSave(table_id=cp.table_id, character_id=a, loss_id=mem.loss_id),
            actor=cp.ann,
            dice=[1, 1, 1],
        )
    assert err.value.code == "memory_not_repaired"


def test_repair_is_limited_to_the_damage(cp: Campaign) -> None:
    a = cp.robot()
    cp.save(cp.trigger(a, "durability"), [1, 2, 9, 1, 10, 1, 10])
    mech = cp.robot(owner=cp.bob)
    tid = cp.test(mech, [1, 1, 1, 1, 9, 9, 9, 9], actor=cp.bob, program="fencing", repair=True)
    with pytest.raises(RuleViolation) as err:
        cp.spend(tid, c.Accomplish(), c.Repair(target_id=a, attribute="force", points=3), actor=cp.bob)
    assert err.value.code == "repair_exceeds_damage"
    cp.spend(tid, c.Accomplish(), c.Repair(target_id=a, attribute="force", points=2), actor=cp.bob)
    assert cp.ch(a).damage == {}
