"""Character creation with CP and a maximum level, GM-exempt characters, minions from command, hit points."""

from __future__ import annotations

import msgspec
import pytest

from domain.errors import DomainError
from domain.scratch.abilities import ScratchSheet
from domain.scratch.commands import CreateCharacter, CreateMinion, SetCreationLimits, SetHitPoints
from domain.scratch.events import CreationLimitsSet, HitPointsChanged, ScratchCharacterCreated
from tests.domain.scratch.support import Table, one, sheet


def refused(t: Table, command: object, actor: object) -> DomainError:
    with pytest.raises(DomainError) as err:
        t.decide(command, actor)  # type: ignore[arg-type]
    return err.value


def test_chokestar_is_ten_cp_with_no_level_above_four() -> None:
    """ "Chokestar was created by distributing 2 CP to piloting ability, 2 CP to toughness ability, 3 CP to
    wrestling ability and 3 CP to stalking ability, for a total of 10 ability levels\""""
    t = Table()
    events = t.run(CreateCharacter(sheet=sheet("Chokestar", piloting=2, toughness=2, wrestling=3, stalking=3)), t.alice)
    created = one(events, ScratchCharacterCreated)
    assert (created.cp_spent, created.cp_budget, created.max_level, created.hit_points) == (10, 10, 4, 2)
    assert created.owner_id == t.alice.member_id
    assert t.state.characters[created.character_id].owner_id == t.alice.member_id


def test_more_cp_than_allowed_is_refused() -> None:
    t = Table()
    err = refused(t, CreateCharacter(sheet=sheet("X", shooting=4, toughness=4, stalking=3)), t.alice)
    assert (err.code, err.data) == ("cp_exceeded", {"spent": 11, "cp": 10})


def test_no_ability_above_the_maximum_level() -> None:
    t = Table()
    err = refused(t, CreateCharacter(sheet=sheet("X", shooting=5, toughness=2)), t.alice)
    assert (err.code, err.data["abilities"]) == ("max_level_exceeded", {"shooting": 5})


def test_a_character_has_at_least_one_ability() -> None:
    t = Table()
    assert refused(t, CreateCharacter(sheet=sheet("Nobody")), t.alice).code == "no_abilities"


def test_the_gm_sets_the_limits_for_slightly_more_powerful_characters() -> None:
    """ "they might start with 12 CP and a maximum level limit of 5 ... would have to divide their CP between at
    least three abilities\""""
    t = Table()
    assert refused(t, SetCreationLimits(cp=12, max_level=5), t.alice).code == "gm_only"
    one(t.run(SetCreationLimits(cp=12, max_level=5)), CreationLimitsSet)
    t.create(sheet("Hero", shooting=5, toughness=5, quickness=2))
    assert refused(t, CreateCharacter(sheet=sheet("Two", shooting=6, toughness=6)), t.alice).code == (
        "max_level_exceeded"
    )


def test_only_the_gm_creates_outside_the_limits_or_for_others() -> None:
    t = Table()
    villain = sheet("Breakhelm X-19", piloting=1, shooting=4, fighting=4, toughness=6)
    assert refused(t, CreateCharacter(sheet=villain, exempt=True), t.alice).code == "gm_only"
    assert refused(t, CreateCharacter(sheet=villain), t.gm).code == "cp_exceeded"  # 15 CP, and toughness 6
    created = one(t.run(CreateCharacter(sheet=villain, exempt=True), t.gm), ScratchCharacterCreated)
    assert (created.cp_spent, created.cp_budget, created.hit_points) == (15, None, 6)
    assert refused(t, CreateCharacter(sheet=sheet("P", toughness=2), owner_id=t.bob.member_id), t.alice).code == (
        "gm_only"
    )
    made = one(t.run(CreateCharacter(sheet=sheet("P", toughness=2), owner_id=t.bob.member_id)), ScratchCharacterCreated)
    assert made.owner_id == t.bob.member_id
    assert refused(t, CreateCharacter(sheet=sheet("P", toughness=2), owner_id=t.observer.member_id), t.gm).code == (
        "observer_cannot_own"
    )


def test_levels_are_validated_at_decode_time() -> None:
    with pytest.raises(msgspec.ValidationError, match="shooting"):
        msgspec.convert({"name": "X", "abilities": {"shooting": -1}}, ScratchSheet)


def _boss(t: Table) -> str:
    return t.create(sheet("The Boss", shooting=2, stalking=1, command=4, toughness=3), t.alice)


def test_the_boss_and_his_two_thugs() -> None:
    """ "The Boss (2 shooting, 1 stalking, 4 command, 3 toughness ...) is always accompanied by a couple of thugs
    (2 toughness ...)\""""
    t = Table()
    boss = _boss(t)
    thugs = [
        one(
            t.run(CreateMinion(character_id=boss, sheet=sheet(f"Thug {n}", toughness=2)), t.alice),
            ScratchCharacterCreated,
        )
        for n in (1, 2)
    ]
    assert all(th.leader_id == boss and th.owner_id == t.alice.member_id for th in thugs)
    assert t.character(boss).minion_ids == [th.character_id for th in thugs]
    err = refused(t, CreateMinion(character_id=boss, sheet=sheet("Thug 3", toughness=1)), t.alice)
    assert err.code == "too_many_minions"


@pytest.mark.parametrize("split", [[4], [2, 2], [1, 3]])
def test_four_command_splits(split: list[int]) -> None:
    """ "1 minion with 4 total ability levels, 2 minions with 2 total ability levels each, or a minion with 1
    toughness and another minion with 3 total ability levels\""""
    t = Table()
    boss = _boss(t)
    for n, levels in enumerate(split):
        t.run(CreateMinion(character_id=boss, sheet=sheet(f"M{n}", toughness=levels)), t.alice)
    assert sum(t.character(m).abilities.total() for m in t.character(boss).minion_ids) == 4


def test_minion_levels_cannot_exceed_command() -> None:
    t = Table()
    boss = _boss(t)
    t.run(CreateMinion(character_id=boss, sheet=sheet("M", toughness=3)), t.alice)
    err = refused(t, CreateMinion(character_id=boss, sheet=sheet("N", toughness=2)), t.alice)
    assert (err.code, err.data) == ("minion_levels_exceed_command", {"command": 4, "used": 3, "requested": 2})


def test_minions_cannot_have_command_and_need_a_commander() -> None:
    t = Table()
    boss = _boss(t)
    assert refused(t, CreateMinion(character_id=boss, sheet=sheet("M", command=1, toughness=1)), t.alice).code == (
        "minion_cannot_command"
    )
    grunt = t.create(sheet("Grunt", toughness=3), t.alice)
    assert refused(t, CreateMinion(character_id=grunt, sheet=sheet("M", toughness=1)), t.alice).code == (
        "ability_missing"
    )
    assert refused(t, CreateMinion(character_id=boss, sheet=sheet("M", toughness=1)), t.bob).code == (
        "not_your_character"
    )


def test_the_gm_sets_hit_points_within_toughness() -> None:
    t = Table()
    cid = t.create(sheet("A", toughness=4))
    assert refused(t, SetHitPoints(character_id=cid, hit_points=1, reason="x"), t.alice).code == "gm_only"
    change = one(t.run(SetHitPoints(character_id=cid, hit_points=1, reason="fell")), HitPointsChanged)
    assert (change.before, change.after, change.status) == (4, 1, "injured")
    assert refused(t, SetHitPoints(character_id=cid, hit_points=5, reason="x"), t.gm).code == (
        "hit_points_above_toughness"
    )
