"""Saving throws: outcomes and losses, persistent losses, sensors, Role and Self Awareness saves."""

from __future__ import annotations

import pytest

from domain.errors import Forbidden, InvalidCommand, RuleViolation
from domain.rr import commands as c
from domain.rr import events as e
from domain.rr.attributes import current
from domain.rr.sheet import AccessoryEntry

from .harness import Campaign, of, one


@pytest.fixture
def cp() -> Campaign:
    return Campaign()


def test_no_effect_partial_and_total_failure(cp: Campaign) -> None:
    a = cp.robot()
    assert of(cp.save(cp.trigger(a, "processor"), [1, 2, 5]), e.TemporaryLossSuffered) == []
    partial = cp.save(cp.trigger(a, "processor"), [1, 6, 7])
    assert one(partial, e.SaveRolled).outcome == "partial"
    loss = one(partial, e.TemporaryLossSuffered)
    assert (loss.points, loss.per_die, loss.failed, loss.after, loss.value_after) == (4, 2, 2, 4, 1)
    assert not one(partial, e.SaveRolled).full_effect


def test_total_failure_costs_six_and_the_full_effect(cp: Campaign) -> None:
    # Le Requin's collision: the captain's Locomotion 6 less 3 spent successes, TN 3; all three dice fail.
    lr = cp.robot()
    captain = cp.robot(owner=cp.bob, name="La Roche captain", locomotion=6, articulation=4)
    swing = cp.test(lr, [1, 2, 3, 10, 10, 10], program="athletics", attribute="locomotion")
    cp.spend(swing, c.Accomplish(), c.RollOver(successes=2, applies_to="the collision"))
    bonus = next(iter(cp.ch(lr).bonuses))
    collide = cp.call(lr, program="athletics", attribute="size")
    cp.roll(collide, [1, 2, 3, 4, 10, 10, 10, 10], bonus_ids=[bonus])
    defend = cp.call(captain, program="athletics", attribute="locomotion", opposes=collide)
    cp.roll(defend, [10] * 6, actor=cp.bob)
    cp.spend(collide, c.Accomplish(target_id=captain))
    sid = cp.trigger(captain, "locomotion", source_test_id=collide, effect="knocked overboard")
    cp.spend(collide, c.LowerSave(save_id=sid, points=3))
    events = cp.save(sid, [5, 7, 9], actor=cp.bob)
    rolled = one(events, e.SaveRolled)
    assert rolled.tn == 3 and rolled.outcome == "total_failure" and rolled.full_effect
    assert rolled.effect == "knocked overboard"
    assert one(events, e.TemporaryLossSuffered).points == 6
    assert current(cp.ch(captain), "locomotion") == 0


def test_attribute_reaching_zero_brings_the_full_effect_on_a_partial(cp: Campaign) -> None:
    a = cp.robot()
    sid = cp.trigger(a, "memory", gm_modifier=-1)
    cp.save(sid, [1, 1, 9])  # memory 4 -> 2
    rolled = one(cp.save(cp.trigger(a, "memory"), [1, 9, 9]), e.SaveRolled)  # TN 2, loses 4 more
    assert rolled.outcome == "partial" and rolled.full_effect


def test_automatic_outcomes_roll_no_dice(cp: Campaign) -> None:
    a = cp.robot()
    fail = cp.save(cp.trigger(a, "processor", gm_modifier=-5), [])
    assert one(fail, e.SaveRolled).automatic and one(fail, e.SaveRolled).rolls == ()
    assert one(fail, e.TemporaryLossSuffered).points == 6
    ok = one(cp.save(cp.trigger(a, "articulation", gm_modifier=5), []), e.SaveRolled)
    assert ok.automatic and ok.outcome == "no_effect"


def test_pierres_beam_force_save(cp: Campaign) -> None:
    # Force 8 + Heavy Duty Hydraulics = 9; GM difficulty 3; +1 from the Athletics roll: TN 7.
    p = cp.robot(force=8, slots=4, accessories=[AccessoryEntry(name="heavy_duty_hydraulics")])
    sid = cp.trigger(p, "force", gm_modifier=-3)
    run = cp.test(p, [1, 2, 3, 10, 10, 10], program="athletics", attribute="locomotion", difficulty=1)
    cp.spend(run, c.Accomplish(), c.RaiseSave(save_id=sid, points=1))
    rolled = one(cp.save(sid, [7, 8, 2]), e.SaveRolled)
    assert rolled.tn == 7 and [p.value for p in rolled.tn_parts] == [9, -3, 1]
    assert rolled.failed == 1


def test_exertion_on_a_save(cp: Campaign) -> None:
    a = cp.robot()
    events = cp.save(cp.trigger(a, "processor"), [6, 6, 6], exertion=True)
    assert one(events, e.PowerSpent).reason == "exertion"
    assert one(events, e.SaveRolled).tn == 6 and one(events, e.SaveRolled).successes == 3


def test_persistent_losses_wait_for_the_gm(cp: Campaign) -> None:
    # Poor footing: 1 point per failed die, not bought off until the footing improves.
    a = cp.robot()
    loss = one(cp.save(cp.trigger(a, "locomotion", persistent=True), [1, 9, 9]), e.TemporaryLossSuffered)
    assert loss.points == 2 and loss.persistent and cp.ch(a).persistent_losses == {"locomotion": 2}
    assert current(cp.ch(a), "locomotion") == 3
    tid = cp.test(a, [1] * 8, program="fencing", attribute="articulation")
    with pytest.raises(RuleViolation):
        cp.spend(tid, c.Accomplish(), c.Restore(attribute="locomotion", points=1))
    cp.do(c.EndPersistentLoss(character_id=a, attribute="locomotion"))
    cp.spend(tid, c.Accomplish(), c.Restore(attribute="locomotion", points=2))
    assert current(cp.ch(a), "locomotion") == 5


def test_sensor_saves_use_double_the_sensor_and_cannot_lose_more_than_it(cp: Campaign) -> None:
    a = cp.robot()
    first = cp.save(cp.trigger(a, "visual"), [9, 9, 1])
    assert one(first, e.SaveRolled).tn == 6 and one(first, e.TemporaryLossSuffered).points == 4
    second = cp.save(cp.trigger(a, "visual"), [9, 9, 9])
    assert one(second, e.TemporaryLossSuffered).points == 2  # capped at the sensor's 6
    assert current(cp.ch(a), "visual") == 0
    assert current(cp.ch(a), "perception") == 0 + 3


def test_loss_can_land_on_another_attribute(cp: Campaign) -> None:
    a = cp.robot()
    loss = one(cp.save(cp.trigger(a, "perception", loss_attribute="processor"), [9, 9, 1]), e.TemporaryLossSuffered)
    assert loss.attribute == "processor"


def test_a_save_from_a_test_needs_the_accomplished_target(cp: Campaign) -> None:
    a = cp.robot()
    b = cp.robot(owner=cp.bob)
    tid = cp.test(a, [1] * 8, program="fencing")
    with pytest.raises(RuleViolation) as err:
        cp.trigger(b, "durability", source_test_id=tid)
    assert err.value.code == "action_not_accomplished"
    cp.spend(tid, c.Accomplish())
    with pytest.raises(RuleViolation) as err:
        cp.trigger(b, "durability", source_test_id=tid)
    assert err.value.code == "not_a_target"


def test_only_the_gm_triggers_and_the_saver_rolls(cp: Campaign) -> None:
    a = cp.robot()
    with pytest.raises(Forbidden):
        cp.do(c.TriggerSave(character_id=a, table_id=cp.table_id, attribute="force"), actor=cp.ann)
    sid = cp.trigger(a, "force")
    with pytest.raises(Forbidden):
        cp.save(sid, [1, 1, 1], actor=cp.bob)
    with pytest.raises(InvalidCommand):
        cp.trigger(a, "role")


@pytest.mark.parametrize(
    ("faces", "verdict", "cap"),
    [
        ((1, 2, 3), "compelled", 3),
        ((1, 2, 9), "compelled_player_stipulation", 2),
        ((1, 9, 9), "free_gm_stipulation", 1),
        ((9, 9, 9), "free", 0),
    ],
)
def test_role_save_verdicts_and_trait_cap(cp: Campaign, faces: tuple[int, ...], verdict: str, cap: int) -> None:
    r = cp.spark(3)
    ev = one(
        cp.do(c.RollRoleSave(table_id=cp.table_id, character_id=r, trait="Loyal to the Cardinal"), dice=list(faces)),
        e.TapestrySaveRolled,
    )
    assert ev.tn == 7 and ev.verdict == verdict and ev.trait_cap == cap


@pytest.mark.parametrize(
    ("faces", "verdict", "cap"),
    [
        ((1, 2, 3), "free", 0),
        ((1, 2, 9), "free_gm_stipulation", 1),
        ((1, 9, 9), "compelled_player_stipulation", 2),
        ((9, 9, 9), "compelled", 3),
    ],
)
def test_self_awareness_save_reads_failed_dice(cp: Campaign, faces: tuple[int, ...], verdict: str, cap: int) -> None:
    r = cp.spark(3)
    ev = one(
        cp.do(
            c.RollSelfAwarenessSave(table_id=cp.table_id, character_id=r, trait="Loyal to the Cardinal"),
            actor=cp.ann,
            dice=list(faces),
        ),
        e.TapestrySaveRolled,
    )
    assert ev.tn == 3 and ev.verdict == verdict and ev.trait_cap == cap


def test_role_ten_is_always_compelled_and_trait_cap_is_the_rating(cp: Campaign) -> None:
    r = cp.robot()
    ev = one(cp.do(c.RollRoleSave(table_id=cp.table_id, character_id=r, trait="Loves Vivienne")), e.TapestrySaveRolled)
    assert ev.automatic and ev.verdict == "compelled" and ev.trait_cap == 2
    sa = one(cp.do(c.RollSelfAwarenessSave(table_id=cp.table_id, character_id=r), actor=cp.ann), e.TapestrySaveRolled)
    assert sa.automatic and sa.verdict == "compelled"


def test_role_save_is_the_gms(cp: Campaign) -> None:
    r = cp.robot()
    with pytest.raises(Forbidden):
        cp.do(c.RollRoleSave(table_id=cp.table_id, character_id=r), actor=cp.ann)
