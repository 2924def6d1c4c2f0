"""Inspiration from self-awareness traits, trait benefits, and Dramatic Control."""

from __future__ import annotations

import pytest

from domain.campaign import OpenTable
from domain.errors import Forbidden, RuleViolation
from domain.rr import commands as c
from domain.rr import events as e
from domain.rr.decide.inspiration import dramatic_control_cost

from .harness import Campaign, one


@pytest.fixture
def cp() -> Campaign:
    return Campaign()


def with_sa_trait(cp: Campaign, rating: int = 2, inspiration: int = 20) -> str:
    s = cp.robot(sparked=True, inspiration=inspiration)
    for _ in range(rating):
        cp.do(c.ChangeTrait(character_id=s, trait="Hates the Cardinal", change="raise"))
    return s


def test_trait_inspiration_at_most_its_rating_per_session(cp: Campaign) -> None:
    s = with_sa_trait(cp, rating=2, inspiration=9)
    start = cp.ch(s).inspiration
    for n in (1, 2):
        got = one(
            cp.do(c.GainTraitInspiration(character_id=s, trait="Hates the Cardinal", table_id=cp.table_id)),
            e.InspirationGained,
        )
        assert got.session_gained == n
    with pytest.raises(RuleViolation) as err:
        cp.do(c.GainTraitInspiration(character_id=s, trait="Hates the Cardinal", table_id=cp.table_id))
    assert err.value.code == "trait_inspiration_cap"
    next_session = cp.do(OpenTable(name="Session 2"))[0].table_id  # type: ignore[attr-defined]
    cp.do(c.GainTraitInspiration(character_id=s, trait="Hates the Cardinal", table_id=next_session))
    assert cp.ch(s).inspiration == start + 3


def test_role_traits_yield_no_inspiration_and_the_gm_judges(cp: Campaign) -> None:
    s = with_sa_trait(cp)
    with pytest.raises(Exception) as err:
        cp.do(c.GainTraitInspiration(character_id=s, trait="Jealous Lover", table_id=cp.table_id))
    assert getattr(err.value, "code", None) == "self_awareness_trait_not_found"
    with pytest.raises(Forbidden):
        cp.do(c.GainTraitInspiration(character_id=s, trait="Hates the Cardinal", table_id=cp.table_id), actor=cp.ann)


def test_trait_benefit_costs_one_for_dice_equal_to_rating(cp: Campaign) -> None:
    s = with_sa_trait(cp, rating=2)
    before = cp.ch(s).inspiration
    events = cp.do(c.UseTraitBenefit(character_id=s, trait="Hates the Cardinal"), actor=cp.ann)
    taken = one(events, e.TraitBenefitTaken)
    assert taken.dice == 2 and cp.ch(s).bonuses[taken.bonus_id].dice == 2
    assert cp.ch(s).inspiration == before - 1


@pytest.mark.parametrize(
    ("magnitude", "stretch", "trouble", "cost"),
    [
        ("minor", False, False, 1),
        ("moderate", False, False, 3),
        ("major", False, False, 5),
        ("major", True, False, 6),
        ("moderate", False, True, 2),
        ("minor", False, True, 0),
    ],
)
def test_dramatic_control_costs(magnitude: str, stretch: bool, trouble: bool, cost: int) -> None:
    assert dramatic_control_cost(magnitude, stretch, trouble)[0] == cost


def test_dramatic_control_is_proposed_priced_and_taken(cp: Campaign) -> None:
    # Pierre narrates a pile of crates in the dead-end alley: a minor effect.
    pierre = cp.robot(sparked=True, inspiration=3)
    cid = one(
        cp.do(c.ProposeDramaticControl(character_id=pierre, narration="a pile of crates"), actor=cp.ann),
        e.DramaticControlProposed,
    ).control_id
    with pytest.raises(RuleViolation) as err:
        cp.do(c.SettleDramaticControl(control_id=cid), actor=cp.ann)
    assert err.value.code == "control_not_priced"
    with pytest.raises(Forbidden):
        cp.do(c.PriceDramaticControl(control_id=cid, magnitude="minor"), actor=cp.ann)
    priced = one(cp.do(c.PriceDramaticControl(control_id=cid, magnitude="minor")), e.DramaticControlPriced)
    assert priced.cost == 1
    paid = cp.do(c.SettleDramaticControl(control_id=cid), actor=cp.ann)
    assert one(paid, e.InspirationSpent).purpose == "dramatic_control" and cp.ch(pierre).inspiration == 2
    # Jacques, another Spark, edits it: the crates are empty and collapse (minor, 1)
    jacques = cp.robot(owner=cp.bob, sparked=True, inspiration=1, name="Jacques")
    edit = one(
        cp.do(
            c.ProposeDramaticControl(character_id=jacques, narration="the crates are empty", edits=cid), actor=cp.bob
        ),
        e.DramaticControlProposed,
    ).control_id
    cp.do(c.PriceDramaticControl(control_id=edit, magnitude="minor"))
    cp.do(c.SettleDramaticControl(control_id=edit), actor=cp.bob)
    assert cp.ch(jacques).inspiration == 0


def test_dramatic_control_needs_enough_inspiration_and_a_spark(cp: Campaign) -> None:
    s = cp.robot(sparked=True, inspiration=2)
    cid = one(
        cp.do(c.ProposeDramaticControl(character_id=s, narration="the constables arrive"), actor=cp.ann),
        e.DramaticControlProposed,
    ).control_id
    cp.do(c.PriceDramaticControl(control_id=cid, magnitude="moderate"))
    with pytest.raises(RuleViolation) as err:
        cp.do(c.SettleDramaticControl(control_id=cid), actor=cp.ann)
    assert err.value.code == "not_enough_inspiration" and err.value.data["needed"] == 3
    cp.do(c.SettleDramaticControl(control_id=cid, take=False), actor=cp.ann)
    assert cp.ch(s).inspiration == 2
    plain = cp.robot()
    with pytest.raises(RuleViolation) as err:
        cp.do(c.ProposeDramaticControl(character_id=plain, narration="x"), actor=cp.ann)
    assert err.value.code == "inspiration_requires_spark"


def test_a_spark_does_not_edit_its_own_narration(cp: Campaign) -> None:
    s = cp.robot(sparked=True, inspiration=5)
    cid = one(
        cp.do(c.ProposeDramaticControl(character_id=s, narration="a rope"), actor=cp.ann), e.DramaticControlProposed
    ).control_id
    cp.do(c.PriceDramaticControl(control_id=cid, magnitude="minor"))
    cp.do(c.SettleDramaticControl(control_id=cid), actor=cp.ann)
    with pytest.raises(RuleViolation) as err:
        cp.do(c.ProposeDramaticControl(character_id=s, narration="a longer rope", edits=cid), actor=cp.ann)
    assert err.value.code == "edit_own_control"
