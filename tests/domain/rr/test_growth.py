"""Spending Inspiration on growth: Self Awareness (cost table and consequences), programs, traits."""

from __future__ import annotations

import pytest

from domain.errors import InvalidCommand, RuleViolation
from domain.rr import commands as c
from domain.rr import events as e
from domain.rr.decide.growth import self_awareness_cost

from .harness import Campaign, of, one

# The seed's "Comparison of Inspiration Point Costs" (level, cost, cumulative)
AC4 = [
    (1, 4, 4),
    (2, 8, 12),
    (3, 12, 24),
    (4, 16, 40),
    (5, 10, 50),
    (6, 12, 62),
    (7, 14, 76),
    (8, 16, 92),
    (9, 18, 110),
    (10, 20, 130),
]
AC8 = [
    (1, 4, 4),
    (2, 8, 12),
    (3, 12, 24),
    (4, 16, 40),
    (5, 20, 60),
    (6, 24, 84),
    (7, 28, 112),
    (8, 32, 144),
    (9, 18, 162),
    (10, 20, 182),
]


@pytest.mark.parametrize(("anthropoid", "table"), [(4, AC4), (8, AC8)])
def test_self_awareness_cost_table(anthropoid: int, table: list[tuple[int, int, int]]) -> None:
    total = 0
    for level, cost, cumulative in table:
        got, _ = self_awareness_cost(level, anthropoid)
        total += got
        assert (got, total) == (cost, cumulative)


def test_rate_dial_changes_the_cost_per_level() -> None:
    assert sum(self_awareness_cost(n, 8, 1)[0] for n in range(1, 11)) == 91
    assert sum(self_awareness_cost(n, 8, 3)[0] for n in range(1, 11)) == 273


@pytest.fixture
def cp() -> Campaign:
    return Campaign()


def test_increasing_self_awareness_applies_all_six_consequences(cp: Campaign) -> None:
    # Anthropoid Class 6: reaching SA 1 costs 2 x 1, doubled = 4.
    s = cp.robot(sparked=True, inspiration=10)
    events = cp.do(
        c.IncreaseSelfAwareness(
            character_id=s,
            core=None,
            program_levels={"fencing": 1},
            role_trait="Loyal to the Cardinal",
            sa_trait="Doubts the Tapestry",
        ),
        actor=cp.ann,
    )
    spent = one(events, e.InspirationSpent)
    assert spent.amount == 4 and spent.after == 6
    up = one(events, e.SelfAwarenessIncreased)
    assert (up.self_awareness, up.role, up.core_reduced, up.core_after) == (1, 9, "social", 5)
    ch = cp.ch(s)
    assert ch.role + ch.self_awareness == 10
    assert ch.cores == {"physical": 5, "mental": 5, "social": 5}
    assert ch.programs["fencing"].level == 4
    assert ch.traits["Loyal to the Cardinal"].rating == 2
    assert ch.traits["Doubts the Tapestry"].rating == 1 and ch.traits["Doubts the Tapestry"].kind == "self_awareness"
    assert sum(t.rating for t in ch.traits.values() if t.kind == "role") == ch.role


def test_tied_highest_cores_need_a_choice_and_new_programs_cost_a_level(cp: Campaign) -> None:
    s = cp.robot(sparked=True, inspiration=30)
    cp.do(
        c.IncreaseSelfAwareness(
            character_id=s, program_levels={"fencing": 1}, role_trait="Jealous Lover", sa_trait="Curious"
        ),
        actor=cp.ann,
    )
    with pytest.raises(InvalidCommand) as err:
        cp.do(
            c.IncreaseSelfAwareness(
                character_id=s, program_levels={"fencing": 2}, role_trait="Jealous Lover", sa_trait="Curious"
            ),
            actor=cp.ann,
        )
    assert err.value.code == "core_choice_required"
    events = cp.do(
        c.IncreaseSelfAwareness(
            character_id=s,
            core="mental",
            new_programs={"Compose": "mental"},
            program_levels={"compose": 1},
            role_trait="Jealous Lover",
            sa_trait="Curious",
        ),
        actor=cp.ann,
    )
    assert one(events, e.InspirationSpent).amount == 8
    ch = cp.ch(s)
    assert ch.cores["mental"] == 4 and ch.programs["compose"].level == 1 and ch.traits["Curious"].rating == 2


def test_free_levels_must_equal_the_new_self_awareness(cp: Campaign) -> None:
    s = cp.robot(sparked=True, inspiration=10)
    with pytest.raises(RuleViolation) as err:
        cp.do(
            c.IncreaseSelfAwareness(
                character_id=s, program_levels={"fencing": 2}, role_trait="Jealous Lover", sa_trait="Curious"
            ),
            actor=cp.ann,
        )
    assert err.value.code == "free_levels" and err.value.data == {"free_levels": 1, "distributed": 2}


def test_a_role_trait_must_give_way_and_self_awareness_needs_inspiration(cp: Campaign) -> None:
    s = cp.robot(sparked=True, inspiration=3)
    with pytest.raises(RuleViolation) as err:
        cp.do(c.IncreaseSelfAwareness(character_id=s, program_levels={"fencing": 1}, sa_trait="X"), actor=cp.ann)
    assert err.value.code == "not_enough_inspiration" and err.value.data["needed"] == 4
    cp.do(c.AwardInspiration(character_id=s, amount=1))
    with pytest.raises(RuleViolation) as err:
        cp.do(c.IncreaseSelfAwareness(character_id=s, program_levels={"fencing": 1}, sa_trait="X"), actor=cp.ann)
    assert err.value.code == "role_trait_required"


def test_non_sparks_do_not_grow(cp: Campaign) -> None:
    r = cp.robot()
    with pytest.raises(RuleViolation) as err:
        cp.do(
            c.IncreaseSelfAwareness(
                character_id=r, program_levels={"fencing": 1}, role_trait="Jealous Lover", sa_trait="X"
            ),
            actor=cp.ann,
        )
    assert err.value.code == "inspiration_requires_spark"


def test_increase_a_program_with_a_memory_save(cp: Campaign) -> None:
    # Fencing 3 → 4: 2 Inspiration, Memory Save at TN 4 - 4 = 0 → automatic total failure: not gained.
    s = cp.robot(sparked=True, inspiration=10)
    miss = cp.do(c.IncreaseProgram(table_id=cp.table_id, character_id=s, program="fencing"), actor=cp.ann)
    rolled = one(miss, e.ProgramIncreaseRolled)
    assert rolled.tn == 0 and not rolled.qualified and not rolled.gained
    assert cp.ch(s).inspiration == 8 and cp.ch(s).programs["fencing"].level == 3
    # Athletics 1 → 2: TN 4 - 2 = 2; one success qualifies, two failed dice cost 4 more
    events = cp.do(
        c.IncreaseProgram(table_id=cp.table_id, character_id=s, program="athletics"), actor=cp.ann, dice=[1, 5, 9]
    )
    inc = one(events, e.ProgramIncreaseRolled)
    assert (inc.tn, inc.qualified, inc.extra_cost, inc.paid, inc.gained) == (2, True, 4, True, True)
    assert [x.amount for x in of(events, e.InspirationSpent)] == [2, 4]
    assert cp.ch(s).programs["athletics"].level == 2 and cp.ch(s).inspiration == 2


def test_unpaid_extra_cost_loses_the_level_and_the_two_points(cp: Campaign) -> None:
    s = cp.robot(sparked=True, inspiration=3)
    events = cp.do(
        c.IncreaseProgram(table_id=cp.table_id, character_id=s, program="intrigue"), actor=cp.ann, dice=[1, 9, 9]
    )
    inc = one(events, e.ProgramIncreaseRolled)
    assert inc.qualified and inc.extra_cost == 4 and not inc.paid and not inc.gained
    assert cp.ch(s).inspiration == 1 and cp.ch(s).programs["intrigue"].level == 0


def test_training_raises_the_memory_save(cp: Campaign) -> None:
    s = cp.robot(sparked=True, inspiration=6)
    teach = cp.test(s, [1, 1, 1, 10, 10, 10, 10], program="oration", attribute="memory")
    mod = one(
        cp.spend(teach, c.Accomplish(), c.PrepareSave(successes=2, direction="raise", attribute="memory")),
        e.SaveModifiersPrepared,
    ).modifiers[0]
    inc = one(
        cp.do(
            c.IncreaseProgram(table_id=cp.table_id, character_id=s, program="intrigue", modifier_ids=[mod.modifier_id]),
            actor=cp.ann,
            dice=[5, 5, 5],
        ),
        e.ProgramIncreaseRolled,
    )
    assert inc.tn == 4 - 1 + 2 and inc.gained


def test_learning_needs_an_inspired_roll_and_a_total_success(cp: Campaign) -> None:
    s = cp.robot(
        role=8,
        self_awareness=2,
        inspiration=12,
        cores=_cores8(),
        traits=[_trait("Loyal", 3), _trait("Jealous", 3), _trait("Proud", 2)],
    )
    with pytest.raises(RuleViolation) as err:
        cp.do(c.LearnProgram(table_id=cp.table_id, character_id=s, program="compose"), actor=cp.ann)
    assert err.value.code == "inspired_roll_required"
    cp.roll(cp.call(s, program="compose (poetry)", attribute="processor"), [9], inspiration=3)
    fail = cp.do(c.LearnProgram(table_id=cp.table_id, character_id=s, program="compose"), actor=cp.ann, dice=[1, 2, 5])
    assert one(fail, e.InspirationSpent).amount == 4 and not one(fail, e.ProgramLearnRolled).learned
    learned = one(
        cp.do(c.LearnProgram(table_id=cp.table_id, character_id=s, program="compose"), actor=cp.ann, dice=[1, 2, 4]),
        e.ProgramLearnRolled,
    )
    assert learned.learned and cp.ch(s).programs["compose"].level == 0 and cp.ch(s).programs["compose"].artistic
    assert cp.ch(s).inspiration == 12 - 3 - 4 - 4


def test_traits_bought_raised_and_lowered(cp: Campaign) -> None:
    s = cp.robot(sparked=True, inspiration=20)
    new = cp.do(c.ChangeTrait(character_id=s, trait="Loves the sea", change="raise"))
    assert one(new, e.InspirationSpent).amount == 4  # four existing traits
    raised = one(cp.do(c.ChangeTrait(character_id=s, trait="Loves the sea", change="raise")), e.TraitChanged)
    assert raised.cost == 5 and raised.rating_after == 2
    lowered = one(cp.do(c.ChangeTrait(character_id=s, trait="Loves the sea", change="lower")), e.TraitChanged)
    assert lowered.cost == 6 and lowered.rating_after == 1
    with pytest.raises(RuleViolation) as err:
        cp.do(c.ChangeTrait(character_id=s, trait="Jealous Lover", change="lower"))
    assert err.value.code == "role_trait_locked"
    assert cp.ch(s).inspiration == 20 - 4 - 5 - 6


def _trait(name: str, rating: int) -> object:
    from domain.rr.sheet import TraitEntry

    return TraitEntry(name=name, rating=rating)


def _cores8() -> object:
    from domain.rr.sheet import Cores

    return Cores(physical=5, mental=5, social=4)
