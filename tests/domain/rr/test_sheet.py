"""Character creation against the Character Creation Summary."""

from __future__ import annotations

import pytest

from domain.errors import DomainError, Forbidden, InvalidCommand, RuleViolation
from domain.rr import commands as c
from domain.rr import events as e
from domain.rr.attributes import anthropoid_class, current, perception, rated
from domain.rr.sheet import AccessoryEntry, Cores, ProgramEntry, TraitEntry, capacitor_power, check_sheet, spaces_range

from .harness import STANDARD_PROGRAMS, Campaign, one, sheet


def test_valid_sheet_costs_and_yields() -> None:
    checked = check_sheet(sheet(), 40)
    assert checked.spent == {
        "primary_attributes": 27,
        "sensors": 9,
        "capacitor": 4,
        "program_levels": 0,
        "accessories": 0,
    }
    assert checked.design_points_used == 40
    assert checked.spaces == 2 * (4 + 4) + 5 + 5 + 4 + 8
    assert checked.anthropoid_class == 6
    assert checked.power == 8


def test_design_points_budget_is_enforced() -> None:
    with pytest.raises(RuleViolation) as err:
        check_sheet(sheet(), 39)
    assert err.value.code == "not_enough_design_points"
    assert err.value.data["needed"] == 40 and err.value.data["available"] == 39


def test_role_plus_self_awareness_is_ten() -> None:
    with pytest.raises(RuleViolation) as err:
        check_sheet(sheet(role=9), 60)
    assert err.value.code == "role_plus_self_awareness"


def test_spaces_must_fit_the_size() -> None:
    assert spaces_range(0) == (0, 6) and spaces_range(6) == (37, 42)
    with pytest.raises(RuleViolation) as err:
        check_sheet(sheet(slots=2), 60)
    assert err.value.code == "spaces_out_of_range" and err.value.data["spaces"] == 32


def test_durability_is_capped_by_body_type() -> None:
    with pytest.raises(RuleViolation) as err:
        check_sheet(sheet(body_type=1, vocalization=3, core_social="common", durability=5, force=3, slots=10), 60)
    assert err.value.code == "durability_cap" and err.value.data["maximum"] == 4


def test_cores_start_at_two_plus_role_levels_at_least_one_each() -> None:
    with pytest.raises(RuleViolation) as err:
        check_sheet(sheet(cores=Cores(physical=2, mental=7, social=7)), 60)
    assert err.value.code == "core_minimum"
    with pytest.raises(RuleViolation) as err:
        check_sheet(sheet(cores=Cores(physical=5, mental=5, social=5)), 60)
    assert err.value.code == "core_levels"


def test_at_least_nine_role_programs_and_free_levels_from_memory() -> None:
    with pytest.raises(RuleViolation) as err:
        check_sheet(sheet(programs=STANDARD_PROGRAMS[:8]), 60)
    assert err.value.code == "too_few_programs"
    more = [*STANDARD_PROGRAMS[:-1], ProgramEntry(name="strategy", level=4)]  # 12 levels, 8 free
    assert check_sheet(sheet(programs=more), 60).spent["program_levels"] == 4
    tenth = [*STANDARD_PROGRAMS, ProgramEntry(name="gaming", level=0)]  # an extra program costs 1 level
    assert check_sheet(sheet(programs=tenth), 60).spent["program_levels"] == 1


def test_specialties_cost_levels_and_are_limited_by_level() -> None:
    progs = [
        ProgramEntry(name="fencing", level=3, specialties=["rapier", "cutlass", "pole-arm"]),
        *STANDARD_PROGRAMS[1:],
    ]
    assert check_sheet(sheet(programs=progs), 60).spent["program_levels"] == 2
    too_many = [
        ProgramEntry(name="fencing", level=1, specialties=["rapier", "cutlass", "pole-arm"]),
        *STANDARD_PROGRAMS[1:],
    ]
    with pytest.raises(RuleViolation) as err:
        check_sheet(sheet(programs=too_many), 60)
    assert err.value.code == "too_many_specialties"


def test_unknown_programs_need_a_core() -> None:
    progs = [*STANDARD_PROGRAMS[:-1], ProgramEntry(name="Clockwork Lore", level=0)]
    with pytest.raises(InvalidCommand) as err:
        check_sheet(sheet(programs=progs), 60)
    assert err.value.code == "program_core_required"
    progs = [*STANDARD_PROGRAMS[:-1], ProgramEntry(name="Clockwork Lore", level=0, core="mental")]
    check_sheet(sheet(programs=progs), 60)


def test_trait_ratings_add_up_to_role() -> None:
    with pytest.raises(RuleViolation) as err:
        check_sheet(sheet(traits=[TraitEntry(name="Brave", rating=3)]), 60)
    assert err.value.code == "trait_levels"


def test_core_social_variant_follows_anthropoid_class() -> None:
    with pytest.raises(InvalidCommand):
        check_sheet(sheet(core_social=None), 60)
    with pytest.raises(RuleViolation) as err:
        check_sheet(sheet(body_type=2, vocalization=2, core_social="genteel"), 60)
    assert err.value.code == "core_social_variant"


def test_accessories_need_slots_points_and_prerequisites() -> None:
    plated = check_sheet(sheet(accessories=[AccessoryEntry(name="armor_plating")]), 60)
    assert plated.spent["accessories"] == 6 and plated.anthropoid_class == 4
    with pytest.raises(RuleViolation) as err:
        check_sheet(sheet(accessories=[AccessoryEntry(name="advanced_visual_sensors")]), 60)
    assert err.value.code == "accessory_prerequisite"
    with pytest.raises(RuleViolation) as err:
        check_sheet(
            sheet(
                slots=8,
                accessories=[
                    AccessoryEntry(name="generator"),
                    AccessoryEntry(name="generator"),
                    AccessoryEntry(name="gps_navigation"),
                ],
            ),
            60,
        )
    assert err.value.code == "not_enough_slots"
    with pytest.raises(RuleViolation) as err:
        check_sheet(
            sheet(accessories=[AccessoryEntry(name="expanded_memory"), AccessoryEntry(name="expanded_memory")]), 60
        )
    assert err.value.code == "accessory_once_only"


def test_capacitor_power_rounds_after_adding() -> None:
    assert capacitor_power(3, 5) == 7  # 3 x 2.5 = 7.5
    assert capacitor_power(4, 6) == 8


def test_creation_builds_the_robot_with_accessory_effects() -> None:
    cp = Campaign()
    rid = cp.robot(
        accessories=[
            AccessoryEntry(name="heavy_duty_hydraulics"),
            AccessoryEntry(name="reserve_capacitor"),
            AccessoryEntry(name="improved_visual_sensors"),
        ]
    )
    ch = cp.ch(rid)
    assert rated(ch, "force") == 5 and rated(ch, "visual") == 4
    assert ch.capacitor == ch.power == 8 + 2
    assert current(ch, "perception") == perception(ch) == 7
    assert anthropoid_class(ch) == 6
    assert [s.accessory for s in ch.slots] == [0, 1, 2, None, None, None, None, None]
    assert ch.role + ch.self_awareness == 10 and not ch.sparked


def test_players_roll_design_points_and_build_with_them() -> None:
    cp = Campaign()
    rolled = one(
        cp.do(
            c.RollDesignPoints(table_id=cp.table_id, size=6, anthropoid_class=6),
            actor=cp.ann,
            dice=[9, 8, 7, 7, 6, 6, 5, 5, 4, 3, 2, 1],
        ),
        e.DesignPointsRolled,
    )
    assert rolled.x == 6 and rolled.kept == (9, 8, 7, 7, 6, 6) and rolled.design_points == 43
    made = one(
        cp.do(c.CreateCharacter(sheet=sheet(), design_roll_id=rolled.roll_id), actor=cp.ann), e.RRCharacterCreated
    )
    assert made.owner_id == cp.ann.member_id and made.design_points == 43
    with pytest.raises(RuleViolation) as err:
        cp.do(c.CreateCharacter(sheet=sheet(), design_roll_id=rolled.roll_id), actor=cp.ann)
    assert err.value.code == "design_roll_used"


def test_design_roll_must_match_size_and_class() -> None:
    cp = Campaign()
    rolled = one(
        cp.do(c.RollDesignPoints(table_id=cp.table_id, size=5, anthropoid_class=6), actor=cp.ann, dice=[5] * 12),
        e.DesignPointsRolled,
    )
    with pytest.raises(RuleViolation) as err:
        cp.do(c.CreateCharacter(sheet=sheet(), design_roll_id=rolled.roll_id), actor=cp.ann)
    assert err.value.code == "design_roll_mismatch"


def test_only_the_gm_sets_budgets_or_creates_sparks() -> None:
    cp = Campaign()
    with pytest.raises(Forbidden):
        cp.do(c.CreateCharacter(sheet=sheet(), design_points=40), actor=cp.ann)
    with pytest.raises(DomainError):
        cp.do(c.CreateCharacter(sheet=sheet(role=8, self_awareness=2), design_points=40), actor=cp.ann)
