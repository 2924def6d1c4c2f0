"""Healing, craftsmanship, command minions in a fight, vehicle operators and called-for rolls."""

from __future__ import annotations

import pytest

from domain.errors import DomainError
from domain.scratch.commands import (
    BasicAttack,
    CreateMinion,
    EndConflict,
    EndTurn,
    GrantBonus,
    Heal,
    OperateVehicle,
    RemoveBonus,
    RollAbility,
    SetHurry,
    Shoot,
    StartConflict,
)
from domain.scratch.events import (
    AbilityRolled,
    ActionTaken,
    AttackRolled,
    BonusBlocked,
    BonusGranted,
    BonusRemoved,
    CraftRolled,
    HealRolled,
    HitPointsChanged,
    HurrySet,
)
from tests.domain.scratch.arena import Arena
from tests.domain.scratch.support import Table, of_type, one, sheet


def refused(t: Table, command: object, actor: object, faces: list[int] | None = None) -> DomainError:
    with pytest.raises(DomainError) as err:
        t.decide(command, actor, faces or [])  # type: ignore[arg-type]
    return err.value


def _pair(t: Table) -> tuple[str, str]:
    medic = t.create(sheet("Medic", healing=2, craftsmanship=2, toughness=4), t.alice)
    patient = t.create(
        sheet("Patient", shooting=2, wrestling=2, toughness=6), t.gm, exempt=True, owner_id=t.bob.member_id
    )
    return medic, patient


# --- healing ------------------------------------------------------------------------------------------------------


def test_healing_an_injured_character_leaves_him_barely_healthy() -> None:
    t = Table()
    medic, patient = _pair(t)
    t.set_hit_points(patient, 2)
    events = t.run(Heal(table_id=t.table_id, character_id=medic, target_id=patient), t.alice, [8])
    heal = one(events, HealRolled)
    assert (heal.kind, heal.total, heal.difficulty, heal.success, heal.conflict_id) == ("heal", 10, 10, True, None)
    change = one(events, HitPointsChanged)
    assert (change.before, change.after, change.status) == (2, 4, "healthy")  # 6 // 2 + 1


def test_reviving_an_incapacitated_character_leaves_him_injured_at_one() -> None:
    t = Table()
    medic, patient = _pair(t)
    t.set_hit_points(patient, 0)
    events = t.run(Heal(table_id=t.table_id, character_id=medic, target_id=patient), t.alice, [8])
    assert one(events, HealRolled).kind == "revive"
    change = one(events, HitPointsChanged)
    assert (change.after, change.status) == (1, "injured")


def test_a_failed_heal_changes_nothing() -> None:
    t = Table()
    medic, patient = _pair(t)
    t.set_hit_points(patient, 2)
    events = t.run(Heal(table_id=t.table_id, character_id=medic, target_id=patient), t.alice, [7])
    assert not one(events, HealRolled).success
    assert of_type(events, HitPointsChanged) == []


def test_healing_limits() -> None:
    t = Table()
    medic, patient = _pair(t)
    assert refused(t, Heal(table_id=t.table_id, character_id=medic, target_id=patient), t.alice, [10]).code == (
        "not_injured"
    )
    t.set_hit_points(medic, 1)
    assert refused(t, Heal(table_id=t.table_id, character_id=medic, target_id=medic), t.alice, [10]).code == (
        "cannot_heal_self"
    )
    assert refused(t, Heal(table_id=t.table_id, character_id=patient, target_id=medic), t.bob, [10]).code == (
        "ability_missing"
    )
    assert refused(t, Heal(table_id=t.table_id, character_id=medic, target_id=patient), t.bob, [10]).code == (
        "not_your_character"
    )
    t.set_hit_points(medic, 0)
    t.set_hit_points(patient, 1)
    assert refused(t, Heal(table_id=t.table_id, character_id=medic, target_id=patient), t.alice, [10]).code == (
        "incapacitated"
    )


def test_in_combat_healing_is_the_regular_action_and_minions_cannot_be_healed() -> None:
    t = Table()
    medic = t.create(sheet("Medic", healing=1, toughness=4), t.alice)
    boss = t.create(sheet("Boss", command=2, toughness=4), t.bob)
    thug = t.run(CreateMinion(character_id=boss, sheet=sheet("Thug", toughness=2)), t.bob)[0].character_id  # type: ignore[attr-defined]
    cid = t.run(StartConflict(table_id=t.table_id, character_ids=[medic, boss, thug]), t.gm, [19, 10, 5])[0].conflict_id  # type: ignore[attr-defined]
    t.set_hit_points(boss, 1)
    t.set_hit_points(thug, 1)
    heal = Heal(table_id=t.table_id, character_id=medic, target_id=thug)
    assert refused(t, heal, t.alice, [15]).code == "minion_not_healable_in_combat"
    events = t.run(Heal(table_id=t.table_id, character_id=medic, target_id=boss), t.alice, [9])
    assert one(events, ActionTaken).action == "healing"
    assert one(events, HealRolled).conflict_id == cid
    assert (
        refused(
            t, BasicAttack(table_id=t.table_id, conflict_id=cid, character_id=medic, target_id=thug), t.alice, [9]
        ).code
        == "regular_action_used"
    )
    t.run(EndConflict(conflict_id=cid), t.gm)
    t.run(heal, t.alice, [15])  # out of combat the minion can be healed
    assert t.character(thug).hit_points == 2


def test_no_healing_into_a_fight_from_outside() -> None:
    arena = Arena(sheet("A", toughness=4), sheet("B", toughness=4))
    t = arena.t
    outsider = t.create(sheet("Doc", healing=2, toughness=2), t.alice)
    t.set_hit_points(arena.ids[0], 1)
    assert refused(t, Heal(table_id=t.table_id, character_id=outsider, target_id=arena.ids[0]), t.alice, [15]).code == (
        "not_in_conflict"
    )


def test_minions_keep_fighting_after_their_leader_falls() -> None:
    t = Table()
    boss = t.create(sheet("The Boss", shooting=2, stalking=1, command=4, toughness=3), t.alice)
    thug = t.run(CreateMinion(character_id=boss, sheet=sheet("Thug", toughness=2)), t.alice)[0].character_id  # type: ignore[attr-defined]
    hero = t.create(sheet("Hero", shooting=4, toughness=4), t.bob)
    cid = t.run(StartConflict(table_id=t.table_id, character_ids=[hero, boss, thug]), t.gm, [19, 1, 2])[0].conflict_id  # type: ignore[attr-defined]
    t.run(Shoot(table_id=t.table_id, conflict_id=cid, character_id=hero, target_id=boss), t.bob, [20])
    assert t.character(boss).hit_points == 0
    t.run(EndTurn(conflict_id=cid, character_id=hero), t.bob)
    assert t.conflict(cid).current == thug  # the boss's turn passed; his thug acts
    one(
        t.run(BasicAttack(table_id=t.table_id, conflict_id=cid, character_id=thug, target_id=hero), t.alice, [15]),
        AttackRolled,
    )


# --- craftsmanship --------------------------------------------------------------------------------------------------


def test_a_bonus_raises_an_ability_the_companion_has() -> None:
    t = Table()
    medic, patient = _pair(t)
    events = t.run(GrantBonus(table_id=t.table_id, character_id=medic, target_id=patient, ability="shooting"), t.alice)
    assert [type(e) for e in events] == [BonusGranted]
    assert t.character(patient).level("shooting") == 3
    assert t.character(patient).bonuses == {"shooting": medic}


def test_bonus_rules() -> None:
    t = Table()
    medic, patient = _pair(t)
    other = t.create(sheet("Other", craftsmanship=1, toughness=2), t.bob)

    def grant(crafter: str, target: str, ability: str, actor: object) -> GrantBonus:
        return GrantBonus(table_id=t.table_id, character_id=crafter, target_id=target, ability=ability)  # type: ignore[arg-type]

    assert refused(t, grant(medic, patient, "flying", t.alice), t.alice).code == "ability_missing"
    assert refused(t, grant(medic, medic, "healing", t.alice), t.alice).code == "companion_only"
    assert refused(t, grant(patient, medic, "healing", t.bob), t.bob).code == "ability_missing"  # no craftsmanship
    t.run(grant(medic, patient, "shooting", t.alice), t.alice)
    err = refused(t, grant(other, patient, "shooting", t.bob), t.bob)
    assert (err.code, err.data["crafter_id"]) == ("already_has_bonus", medic)
    t.run(grant(medic, patient, "wrestling", t.alice), t.alice)
    assert refused(t, grant(medic, other, "toughness", t.alice), t.alice).code == "no_bonus_left"  # 2 levels, 2 given
    assert (
        refused(
            t,
            GrantBonus(table_id=t.table_id, character_id=other, target_id=patient, ability="toughness", difficulty=12),
            t.bob,
        ).code
        == "gm_only"
    )


def test_bonuses_are_neither_added_nor_removed_in_combat() -> None:
    t = Table()
    medic, patient = _pair(t)
    t.run(GrantBonus(table_id=t.table_id, character_id=medic, target_id=patient, ability="shooting"), t.alice)
    t.run(StartConflict(table_id=t.table_id, character_ids=[patient]), t.gm, [5])
    assert refused(t, RemoveBonus(character_id=medic, target_id=patient, ability="shooting"), t.alice).code == (
        "no_crafting_in_combat"
    )
    assert (
        refused(
            t, GrantBonus(table_id=t.table_id, character_id=medic, target_id=patient, ability="wrestling"), t.alice
        ).code
        == "no_crafting_in_combat"
    )


def test_removing_a_bonus_and_parting_ways() -> None:
    t = Table()
    medic, patient = _pair(t)
    t.run(GrantBonus(table_id=t.table_id, character_id=medic, target_id=patient, ability="shooting"), t.alice)
    assert refused(t, RemoveBonus(character_id=medic, target_id=patient, ability="wrestling"), t.alice).code == (
        "bonus_not_found"
    )
    removed = one(
        t.run(RemoveBonus(character_id=medic, target_id=patient, ability="shooting", reason="parted"), t.alice),
        BonusRemoved,
    )
    assert removed.reason == "parted"
    assert t.character(patient).level("shooting") == 2
    assert t.character(medic).granted == []


def test_a_toughness_bonus_raises_hit_points_with_it() -> None:
    t = Table()
    medic, patient = _pair(t)
    events = t.run(GrantBonus(table_id=t.table_id, character_id=medic, target_id=patient, ability="toughness"), t.alice)
    change = one(events, HitPointsChanged)
    assert (change.before, change.after, change.maximum) == (6, 7, 7)
    events = t.run(RemoveBonus(character_id=medic, target_id=patient, ability="toughness"), t.alice)
    assert (one(events, HitPointsChanged).after, t.character(patient).toughness) == (6, 6)


def test_in_a_hurry_a_bonus_takes_a_roll_and_a_failure_blocks_it_until_the_hurry_ends() -> None:
    t = Table()
    medic, patient = _pair(t)
    assert refused(t, SetHurry(in_hurry=True), t.alice).code == "gm_only"
    one(t.run(SetHurry(in_hurry=True)), HurrySet)
    events = t.run(
        GrantBonus(table_id=t.table_id, character_id=medic, target_id=patient, ability="shooting"), t.alice, [7]
    )
    craft = one(events, CraftRolled)
    assert (craft.total, craft.difficulty, craft.success) == (9, 10, False)
    assert one(events, BonusBlocked).ability == "shooting"
    assert t.character(medic).blocked_grants == 1
    events = t.run(
        GrantBonus(table_id=t.table_id, character_id=medic, target_id=patient, ability="shooting"), t.alice, [8]
    )
    assert one(events, CraftRolled).success
    assert one(events, BonusGranted).ability == "shooting"
    err = refused(
        t, GrantBonus(table_id=t.table_id, character_id=medic, target_id=patient, ability="wrestling"), t.alice, [20]
    )
    assert (err.code, err.data["blocked"]) == ("no_bonus_left", 1)
    t.run(SetHurry(in_hurry=False))
    assert t.character(medic).blocked_grants == 0
    events = t.run(GrantBonus(table_id=t.table_id, character_id=medic, target_id=patient, ability="wrestling"), t.alice)
    assert of_type(events, CraftRolled) == []  # no longer in a hurry: no roll


def test_a_bonus_counts_in_rolls() -> None:
    t = Table()
    medic, patient = _pair(t)
    t.run(GrantBonus(table_id=t.table_id, character_id=medic, target_id=patient, ability="shooting"), t.alice)
    foe = t.create(sheet("Foe", toughness=2), t.alice)
    cid = t.run(StartConflict(table_id=t.table_id, character_ids=[patient, foe]), t.gm, [19, 1])[0].conflict_id  # type: ignore[attr-defined]
    attack = one(
        t.run(Shoot(table_id=t.table_id, conflict_id=cid, character_id=patient, target_id=foe), t.bob, [5]),
        AttackRolled,
    )
    assert [(p.label, p.value) for p in attack.roll_parts] == [("d20", 5), ("shooting", 3)]


# --- called-for rolls and vehicles ---------------------------------------------------------------------------------


def test_a_command_roll_of_25() -> None:
    t = Table()
    boss = t.create(sheet("Boss", command=4, toughness=2), t.alice)
    command = RollAbility(table_id=t.table_id, character_id=boss, ability="command", difficulty=25)
    assert refused(t, command, t.alice, [1]).code == "gm_only"
    rolled = one(t.run(command, t.gm, [19]), AbilityRolled)
    assert (rolled.total, rolled.success) == (23, False)
    rolled = one(t.run(command, t.gm, [20]), AbilityRolled)
    assert (rolled.total, rolled.natural_20, rolled.success) == (24, True, True)


def test_craftsmanship_three_rolls_twelve_against_fifteen() -> None:
    """ "suppose a character with 3 levels of craftsmanship ability has to make a craftsmanship roll of 15. He
    rolls 12, and 12 plus 3 is equal to the difficulty 15, so he is barely successful.\""""
    t = Table()
    smith = t.create(sheet("Smith", craftsmanship=3, toughness=2), t.alice)
    rolled = one(
        t.run(RollAbility(table_id=t.table_id, character_id=smith, ability="craftsmanship", difficulty=15), t.gm, [12]),
        AbilityRolled,
    )
    assert (rolled.total, rolled.success) == (15, True)


@pytest.mark.parametrize(("face", "success"), [(11, True), (10, False)])
def test_a_non_ability_roll_of_eleven_ignores_ability_levels(face: int, success: bool) -> None:
    t = Table()
    strong = t.create(sheet("Strong", fighting=4, toughness=4), t.alice)
    rolled = one(
        t.run(RollAbility(table_id=t.table_id, character_id=strong, difficulty=11), t.gm, [face]), AbilityRolled
    )
    assert ([p.label for p in rolled.roll_parts], rolled.success) == (["d20"], success)


def test_a_character_cannot_succeed_at_an_ability_roll_he_lacks() -> None:
    t = Table()
    c = t.create(sheet("Plain", toughness=4), t.alice)
    assert (
        refused(t, RollAbility(table_id=t.table_id, character_id=c, ability="command", difficulty=5), t.gm, [20]).code
        == "ability_missing"
    )


@pytest.mark.parametrize(
    ("vehicle", "ability"), [("ground", "driving"), ("water", "navigation"), ("air", "piloting"), ("space", "piloting")]
)
def test_operator_abilities(vehicle: str, ability: str) -> None:
    t = Table()
    pilot = t.create(sheet("Op", toughness=2, **{ability: 3}), t.alice)
    rolled = one(
        t.run(
            OperateVehicle(table_id=t.table_id, character_id=pilot, vehicle=vehicle, difficulty=12),  # type: ignore[arg-type]
            t.gm,
            [9],
        ),
        AbilityRolled,
    )
    assert (rolled.ability, rolled.total, rolled.success) == (ability, 12, True)
    other = {"driving": "navigation", "navigation": "piloting", "piloting": "driving"}[ability]
    lubber = t.create(sheet("Lubber", toughness=2, **{other: 3}), t.alice)
    assert (
        refused(
            t,
            OperateVehicle(table_id=t.table_id, character_id=lubber, vehicle=vehicle, difficulty=12),  # type: ignore[arg-type]
            t.gm,
            [9],
        ).code
        == "ability_missing"
    )
