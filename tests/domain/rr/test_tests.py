"""Tests (rolls): pools, target numbers, exertion, Inspiration Rolls, 1s as Inspiration, opposition."""

from __future__ import annotations

import pytest

from domain.errors import Forbidden, NotFound, RuleViolation
from domain.rr import commands as c
from domain.rr import events as e
from domain.rr.sheet import AccessoryEntry, ProgramEntry

from .harness import STANDARD_PROGRAMS, Campaign, one


@pytest.fixture
def cp() -> Campaign:
    return Campaign()


def test_pool_is_program_plus_linked_core_and_tn_is_the_attribute(cp: Campaign) -> None:
    # The seed: Juliard has Fencing (rapier) 3 linked to Core Physical 5 and rolls 8 dice; TN Articulation.
    j = cp.robot()
    tid = cp.call(j, program="Fencing", attribute="articulation")
    rolled = one(cp.roll(tid, [1, 5, 6, 2, 9, 10, 5, 3]), e.TestRolled)
    assert rolled.pool == 8
    assert [(p.source, p.value) for p in rolled.pool_parts] == [("program fencing", 3), ("core physical", 5)]
    assert rolled.tn == 5 and rolled.successes == 5  # faces <= 5
    assert rolled.rolls[0].faces == (1, 5, 6, 2, 9, 10, 5, 3)


def test_the_gm_chooses_another_attribute_and_the_core_stays_linked(cp: Campaign) -> None:
    # Evaluating a sword: Fencing vs. Memory (4) still rolls 8 dice.
    j = cp.robot()
    rolled = one(cp.roll(cp.call(j, program="fencing", attribute="memory"), [4] * 8), e.TestRolled)
    assert rolled.pool == 8 and rolled.tn == 4 and rolled.successes == 8


def test_only_the_gm_calls_tests_and_players_roll_their_own(cp: Campaign) -> None:
    j = cp.robot()
    with pytest.raises(Forbidden):
        cp.do(c.CallForTest(character_id=j, table_id=cp.table_id, attribute="force"), actor=cp.ann)
    tid = cp.call(j, program="fencing")
    with pytest.raises(Forbidden):
        cp.roll(tid, [1] * 8, actor=cp.bob)


def test_role_related_default_rolls_the_core_alone(cp: Campaign) -> None:
    # Burgiss lacks Etiquette; the GM rules court manners role-related for a King's Guard: Core Social only.
    b = cp.robot(
        programs=[p if p.name != "etiquette" else ProgramEntry(name="gaming", level=1) for p in STANDARD_PROGRAMS]
    )
    tid = cp.call(b, program="etiquette (genteel)", attribute="anthropoid_class", role_related=True, core="social")
    rolled = one(cp.roll(tid, [1] * 6), e.TestRolled)
    assert rolled.pool == 6 and [p.source for p in rolled.pool_parts] == ["core social (role-related default)"]


def test_without_program_or_role_no_dice(cp: Campaign) -> None:
    # Alfredo and the grav engine: not role-related, not Sparked — no dice to roll.
    a = cp.robot()
    tid = cp.call(a, program="mechanics", attribute="articulation")
    with pytest.raises(RuleViolation) as err:
        cp.roll(tid, [])
    assert err.value.code == "no_dice_to_roll"


def test_related_program_bonus_dice_alone_make_a_roll(cp: Campaign) -> None:
    # Juliard haggles with Fencing as a related program (Difficulty 1), rolling the rest into Persuasion (haggle)
    # vs. Processor, for which he gets no program dice: the bonus dice are the whole pool.
    j = cp.robot()
    fencing = cp.test(j, [1, 2, 3, 4, 8, 9, 10, 7], program="fencing", attribute="memory", difficulty=1)
    cp.spend(fencing, c.Accomplish(), c.RollOver(successes=2, applies_to="haggle"))
    bonus = next(iter(cp.ch(j).bonuses.values()))
    assert bonus.dice == 2
    # he holds Persuasion (Seduce) only, which is not Persuasion (Haggle)
    haggle = cp.call(j, program="persuasion (haggle)", attribute="processor")
    rolled = one(cp.roll(haggle, [2, 9], bonus_ids=[bonus.bonus_id]), e.TestRolled)
    assert rolled.pool == 2 and rolled.successes == 1
    assert cp.ch(j).bonuses == {}


def test_exertion_spends_one_power_for_plus_one_tn(cp: Campaign) -> None:
    # Alfredo runs: 8 dice vs. Locomotion 7, a point of Power makes it TN 8.
    a = cp.robot(locomotion=7, articulation=3)
    tid = cp.call(a, program="athletics", attribute="locomotion")
    events = cp.roll(tid, [8] * 6, exertion=True)
    spent = one(events, e.PowerSpent)
    assert spent.reason == "exertion" and spent.before == 8 and spent.after == 7
    rolled = one(events, e.TestRolled)
    assert rolled.tn == 8 and rolled.tn_parts[-1].source == "exertion" and rolled.successes == 6
    assert cp.ch(a).power == 7


def test_exertion_needs_power(cp: Campaign) -> None:
    a = cp.robot()
    cp.do(c.SpendPower(character_id=a, amount=8), actor=cp.ann)
    with pytest.raises(RuleViolation) as err:
        cp.roll(cp.call(a, program="athletics"), [1] * 6, exertion=True)
    assert err.value.code == "not_enough_power"


def test_an_attribute_at_zero_is_unusable(cp: Campaign) -> None:
    a = cp.robot()
    sid = cp.trigger(a, "articulation", gm_modifier=-4)
    cp.save(sid, [9, 9, 9])
    assert cp.ch(a).losses["articulation"] == 6
    with pytest.raises(RuleViolation) as err:
        cp.roll(cp.call(a, program="fencing", attribute="articulation"), [1] * 8)
    assert err.value.code == "attribute_unusable" and err.value.data["value"] == -1


def test_temporary_loss_lowers_the_tn(cp: Campaign) -> None:
    a = cp.robot()
    cp.save(cp.trigger(a, "locomotion"), [1, 9, 9])
    rolled = one(cp.roll(cp.call(a, program="fencing", attribute="locomotion"), [1] * 8), e.TestRolled)
    assert rolled.tn == 1
    assert [(p.source, p.value) for p in rolled.tn_parts] == [("locomotion", 5), ("locomotion temporary loss", -4)]


def test_sensitivities_cost_dice(cp: Campaign) -> None:
    a = cp.robot(articulation=2, locomotion=8, tactile=2)
    rolled = one(
        cp.roll(cp.call(a, program="fencing", attribute="articulation", sensitivities=["fine_motor"]), [1] * 5),
        e.TestRolled,
    )
    # -2 for Articulation 2, -1 more for Tactile 2 on a fine-motor Articulation roll
    assert rolled.pool == 8 - 2 - 1


def test_inspiration_roll_for_a_missing_program(cp: Campaign) -> None:
    # Alfredo (SA 6) inspires Mechanics (maximum 2): 3 dice, 2 Inspiration → TN 4.
    a = cp.robot(role=4, self_awareness=6, traits=[_t("Dashing", 3), _t("Reckless", 1)], inspiration=5, cores=_cores(4))
    tid = cp.call(a, program="mechanics", attribute="articulation")
    events = cp.roll(tid, [3, 7, 9], inspiration=2)
    spent = one(events, e.InspirationSpent)
    assert spent.amount == 2 and spent.purpose == "inspiration_roll" and spent.after == 3
    rolled = one(events, e.TestRolled)
    assert rolled.inspired and rolled.pool == 3 and rolled.tn == 4 and rolled.successes == 1
    assert "mechanics" in cp.ch(a).inspired_programs
    with pytest.raises(RuleViolation) as err:
        cp.roll(cp.call(a, program="mechanics"), [1, 1, 1], inspiration=3)
    assert err.value.code == "inspiration_above_maximum" and err.value.data["maximum"] == 2


def test_juliards_inspired_poem(cp: Campaign) -> None:
    # SA 2: one die; Compose has Maximum Inspiration 3 and is artistic (+3 TN per point): 3 Inspiration → TN 9.
    j = cp.robot(
        role=8,
        self_awareness=2,
        traits=[_t("Loves Vivienne", 3), _t("Jealous", 3), _t("Loyal", 2)],
        inspiration=3,
        cores=_cores(8),
    )
    rolled = one(
        cp.roll(cp.call(j, program="compose (poetry)", attribute="processor"), [9], inspiration=3), e.TestRolled
    )
    assert rolled.pool == 1 and rolled.tn == 9 and rolled.successes == 1
    assert cp.ch(j).inspiration == 0


def test_inspiration_rolls_need_a_spark_and_a_limit(cp: Campaign) -> None:
    plain = cp.robot(inspiration=0)
    with pytest.raises(RuleViolation) as err:
        cp.roll(cp.call(plain, program="compose"), [], inspiration=1)
    assert err.value.code == "inspiration_requires_spark"
    s = cp.robot(sparked=True, inspiration=4)
    with pytest.raises(RuleViolation) as err:
        cp.roll(cp.call(s, program="programming"), [], inspiration=1)
    assert err.value.code == "no_inspiration_roll"
    with pytest.raises(RuleViolation) as err:
        cp.roll(cp.call(s, program=None), [], inspiration=1)
    assert err.value.code == "inspiration_limit_unset"


def test_ones_may_be_taken_as_inspiration_by_sparks(cp: Campaign) -> None:
    s = cp.robot(sparked=True)
    tid = cp.call(s, program="fencing")
    rolled = one(cp.roll(tid, [1, 1, 4, 9, 9, 9, 9, 9]), e.TestRolled)
    assert rolled.ones == 2 and rolled.successes == 3
    taken = one(cp.do(c.TakeOnesAsInspiration(test_id=tid, count=2), actor=cp.ann), e.InspirationTakenFromOnes)
    assert taken.successes_after == 1 and taken.inspiration_after == 2
    with pytest.raises(RuleViolation) as err:
        cp.do(c.TakeOnesAsInspiration(test_id=tid, count=1), actor=cp.ann)
    assert err.value.code == "not_enough_ones"
    cp.do(c.ResolveTest(test_id=tid), actor=cp.ann)
    assert cp.state.game.tests[tid].net == 1


def test_only_sparks_take_ones(cp: Campaign) -> None:
    r = cp.robot()
    tid = cp.call(r, program="fencing")
    assert one(cp.roll(tid, [1] * 8), e.TestRolled).ones == 0
    with pytest.raises(RuleViolation) as err:
        cp.do(c.TakeOnesAsInspiration(test_id=tid, count=1), actor=cp.ann)
    assert err.value.code == "inspiration_requires_spark"


def test_rapid_dial_lets_twos_become_inspiration(cp: Campaign) -> None:
    cp.do(c.SetGrowthRate(sa_cost_per_level=1, inspiration_faces=2))
    s = cp.robot(sparked=True)
    assert one(cp.roll(cp.call(s, program="fencing"), [1, 2, 3, 9, 9, 9, 9, 9]), e.TestRolled).ones == 2


def test_difficulty_is_automatic_opposing_successes(cp: Campaign) -> None:
    # Le Requin navigates uncharted waters: 6 dice vs. Processor 5 with Difficulty 3 — 4 successes net 1.
    r = cp.robot()
    # Strategy 0 + Core Mental 5 = 5 dice; one extra-time die makes the seed's 6.
    tid = cp.call(r, program="strategy", attribute="processor", difficulty=3, extra_time_dice=1)
    cp.roll(tid, [1, 2, 3, 4, 9, 9])
    res = one(cp.do(c.ResolveTest(test_id=tid)), e.TestResolved)
    assert res.net == 1 and res.won and res.results[0].difficulty == 3


def test_opposed_rolls_cancel_successes(cp: Campaign) -> None:
    # Alfredo attacks Charles, who defends: 5 successes against 4, Alfredo wins with 1.
    a = cp.robot()
    ch = cp.robot(owner=cp.bob)
    atk = cp.test(a, [1, 2, 3, 4, 5, 9, 9, 9], program="fencing", attribute="articulation")
    dfn = cp.call(ch, program="fencing", attribute="locomotion", opposes=atk)
    cp.roll(dfn, [1, 2, 3, 4, 9, 9, 9, 9], actor=cp.bob)
    res = one(cp.do(c.ResolveTest(test_id=atk), actor=cp.ann), e.TestResolved)
    assert res.net == 1 and res.winner_id == a
    assert {r.test_id: r.net for r in res.results} == {atk: 1, dfn: 0}


def test_defender_who_wins_keeps_net_successes(cp: Campaign) -> None:
    a = cp.robot()
    ch = cp.robot(owner=cp.bob)
    atk = cp.test(a, [1, 2, 9, 9, 9, 9, 9, 9], program="fencing")
    dfn = cp.call(ch, program="fencing", attribute="locomotion", opposes=atk)
    cp.roll(dfn, [1, 2, 3, 4, 9, 9, 9, 9], actor=cp.bob)
    res = one(cp.do(c.ResolveTest(test_id=atk)), e.TestResolved)
    assert res.net == 0 and not res.won and res.winner_id == ch
    assert cp.state.game.tests[dfn].net == 2 and cp.state.game.tests[dfn].won
    # the defender spends without an Accomplish success: the block was the cancellation
    cp.spend(dfn, c.RollOver(successes=2, applies_to="riposte"), actor=cp.bob)


def test_a_tie_wins_nothing(cp: Campaign) -> None:
    a = cp.robot()
    b = cp.robot(owner=cp.bob)
    atk = cp.test(a, [1, 2, 9, 9, 9, 9, 9, 9], program="fencing")
    cp.roll(cp.call(b, program="fencing", attribute="locomotion", opposes=atk), [1, 2, 9, 9, 9, 9, 9, 9], actor=cp.bob)
    res = one(cp.do(c.ResolveTest(test_id=atk)), e.TestResolved)
    assert res.net == 0 and res.winner_id is None


def test_opposing_an_opposer(cp: Campaign) -> None:
    # The grenadier (actor) is opposed by Le Requin's covering fire, which the grenadier's ally opposes:
    # the ally's successes cancel Le Requin's first, the rest of Le Requin's cancel the grenadier's.
    g = cp.robot(owner=cp.bob)
    lr = cp.robot()
    ally = cp.robot(owner=cp.bob, name="Ally")
    throw = cp.test(g, [1, 2, 3, 9, 9, 9], program="athletics", attribute="perception", actor=cp.bob)
    cover = cp.call(lr, program="athletics", attribute="perception", opposes=throw)
    cp.roll(cover, [1, 2, 3, 4, 5, 9])
    spoil = cp.call(ally, program="athletics", attribute="locomotion", opposes=cover)
    cp.roll(spoil, [1, 9, 9, 9, 9, 9], actor=cp.bob)
    res = one(cp.do(c.ResolveTest(test_id=throw)), e.TestResolved)
    nets = {r.test_id: r.net for r in res.results}
    # cover 5 - spoil 1 = 4 left against the throw's 3: the throw fails, Le Requin keeps 1
    assert nets == {throw: 0, cover: 1, spoil: 0}
    assert res.winner_id == lr


def test_cannot_oppose_own_opposer_or_own_roll(cp: Campaign) -> None:
    a = cp.robot()
    b = cp.robot(owner=cp.bob)
    atk = cp.test(a, [1] * 8, program="fencing")
    with pytest.raises(RuleViolation) as err:
        cp.call(a, program="fencing", opposes=atk)
    assert err.value.code == "cannot_oppose_own_roll"
    dfn = cp.call(b, program="fencing", opposes=atk)
    cp.roll(dfn, [1] * 8, actor=cp.bob)
    with pytest.raises(RuleViolation) as err:
        cp.call(a, program="fencing", opposes=dfn)
    assert err.value.code == "cannot_oppose_own_opposer"


def test_resolution_waits_for_called_opposition(cp: Campaign) -> None:
    a = cp.robot()
    b = cp.robot(owner=cp.bob)
    atk = cp.test(a, [1] * 8, program="fencing")
    cp.call(b, program="fencing", opposes=atk)
    with pytest.raises(RuleViolation) as err:
        cp.do(c.ResolveTest(test_id=atk))
    assert err.value.code == "opposition_pending"


def test_shut_down_robots_do_not_roll(cp: Campaign) -> None:
    a = cp.robot()
    cp.do(c.ShutDownRobot(character_id=a, reason="out of power"))
    with pytest.raises(RuleViolation) as err:
        cp.roll(cp.call(a, program="fencing"), [1] * 8)
    assert err.value.code == "shut_down"


def test_unknown_test_and_bonus(cp: Campaign) -> None:
    a = cp.robot()
    with pytest.raises(NotFound):
        cp.roll("nope", [])
    with pytest.raises(NotFound):
        cp.roll(cp.call(a, program="fencing"), [1] * 8, bonus_ids=["nope"])


def test_advanced_sensors_ignore_darkness(cp: Campaign) -> None:
    d = cp.robot(visual=4, audio=3, accessories=[AccessoryEntry(name="advanced_visual_sensors")])
    rolled = one(
        cp.roll(cp.call(d, program="observation", attribute="perception", lighting="dark"), [1] * 6), e.TestRolled
    )
    assert rolled.tn == 8  # the seed's Devon: Visual 4 + Advanced (level 5) + Audio 3 = 8, dark or not
    plain = cp.robot(visual=4, audio=3)
    rolled = one(
        cp.roll(cp.call(plain, program="observation", attribute="perception", lighting="dark"), [1] * 6), e.TestRolled
    )
    assert rolled.tn == 2 + 3


def _t(name: str, rating: int) -> object:
    from domain.rr.sheet import TraitEntry

    return TraitEntry(name=name, rating=rating)


def _cores(role: int) -> object:
    from domain.rr.sheet import Cores

    extra = role + 6 - 9
    return Cores(physical=3 + extra, mental=3, social=3)


def test_later_specialties_roll_one_die_fewer_each(cp: Campaign) -> None:
    # "Fencing: 3 (Rapier, Cutlass, Pole-arm)" — Rapier 3, Cutlass 2, Pole-arm 1 (plus the Core).
    progs = [
        ProgramEntry(name="fencing", level=3, specialties=["Rapier", "Cutlass", "Pole-arm"]),
        *STANDARD_PROGRAMS[1:],
    ]
    f = cp.robot(programs=progs)
    pole = one(cp.roll(cp.call(f, program="Fencing (Pole-arm)"), [9] * 6), e.TestRolled)
    assert pole.pool == 3 + 5 - 2
    rapier = one(cp.roll(cp.call(f, program="Fencing (rapier)"), [9] * 8), e.TestRolled)
    assert rapier.pool == 8
