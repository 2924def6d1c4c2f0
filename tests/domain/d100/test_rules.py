"""The chapter's fixed numbers as pure functions: points, hit locations, modifier tables, dreamscapes,
damage and the minimal sheet."""

from __future__ import annotations

import msgspec
import pytest

from domain.d100 import damage, dreamscape, modifiers
from domain.d100.dreamscape import DreamState
from domain.d100.percentile import hit_location, points, success_damage
from domain.d100.sheet import D100Sheet, Location, Weapon, validate_sheet
from domain.errors import InvalidCommand
from tests.domain.d100.support import sheet


def test_points_are_tn_minus_roll_and_equal_succeeds() -> None:
    assert points(64, 64) == 0
    assert points(64, 14) == 50
    assert points(64, 79) == -15


@pytest.mark.parametrize(("margin", "bonus"), [(-5, 0), (0, 0), (9, 0), (10, 1), (19, 1), (30, 3), (45, 4), (99, 9)])
def test_one_damage_per_full_ten_points(margin: int, bonus: int) -> None:
    assert success_damage(margin) == bonus


@pytest.mark.parametrize(
    ("roll", "location"),
    [
        (1, "head"),
        (10, "head"),
        (11, "left_arm"),
        (25, "left_arm"),
        (26, "right_arm"),
        (40, "right_arm"),
        (41, "body"),
        (70, "body"),
        (71, "left_leg"),
        (85, "left_leg"),
        (86, "right_leg"),
        (100, "right_leg"),
    ],
)
def test_hit_location_chart(roll: int, location: str) -> None:
    assert hit_location(roll) == location


def test_hit_location_rejects_impossible_faces() -> None:
    with pytest.raises(ValueError):
        hit_location(0)


@pytest.mark.parametrize(
    ("distance", "band", "modifier"),
    [
        (0, "point_blank", 20),
        (2, "point_blank", 20),
        (3, "short", 10),
        (10, "short", 10),
        (11, "normal", 0),
        (20, "normal", 0),
        (21, "long", -20),
        (40, "long", -20),
        (41, "extreme", -40),
        (60, "extreme", -40),
    ],
)
def test_range_bands_of_a_20m_weapon(distance: int, band: str, modifier: int) -> None:
    assert modifiers.range_band(distance, 20) == (band, modifier)


def test_beyond_triple_range_is_out_of_range() -> None:
    with pytest.raises(InvalidCommand) as err:
        modifiers.range_band(61, 20)
    assert err.value.code == "out_of_range"
    assert err.value.data["maximum_m"] == 60


def test_melee_size_difference_is_signed() -> None:
    assert modifiers.melee_size(attacker_size=10, target_size=25) == 15  # larger opponent: +difference
    assert modifiers.melee_size(attacker_size=10, target_size=4) == -6  # smaller opponent: −difference


def test_ranged_size_modifier_is_creature_size_minus_ten() -> None:
    assert modifiers.ranged_size(10) == 0
    assert modifiers.ranged_size(30) == 20
    assert modifiers.ranged_size(3) == -7


def test_outnumbering_worked_example_four_humans_against_one_monster() -> None:
    """ "As they outnumber the creature by 4 to 1, they each receive a +40 bonus to their TN to hit the beast
    and a +4 damage bonus too!\""""
    assert modifiers.outnumbering(4, 1) == (40, 4)


def test_outnumbering_needs_the_larger_side() -> None:
    with pytest.raises(InvalidCommand) as err:
        modifiers.outnumbering(2, 2)
    assert err.value.code == "not_outnumbering"


def test_modifier_tables_hold_the_chapter_values() -> None:
    assert modifiers.MELEE_SITUATIONS == {
        "blind_opponent": 20,
        "prone_opponent": 20,
        "engaged_opponent_rear": 20,
        "attacker_prone": -10,
        "weather": -20,
        "attacker_blind": -40,
    }
    assert modifiers.RANGED_SITUATIONS == {
        "large_target": 10,
        "light_cover": -10,
        "medium_cover": -20,
        "heavy_cover": -30,
    }
    assert (modifiers.CHARGE, modifiers.CALLED_LOCATION, modifiers.AIMING, modifiers.JOGGING) == (10, -20, 10, -10)
    assert modifiers.UNSKILLED_LEARNED == -20


def _grid(**values: int) -> D100Sheet:
    return sheet(attributes=values)


def test_dreamscape_asleep_uses_the_social_attribute() -> None:
    s = _grid(physical_strength=2, social_strength=5, mental_strength=9)
    assert dreamscape.attribute(s.attributes, "physical_strength", "asleep") == (
        "physical_strength→social_strength",
        5,
    )


def test_dreamscape_awake_uses_the_higher_of_social_and_mental() -> None:
    s = _grid(physical_agility=2, social_agility=5, mental_agility=9, physical_fortitude=1, social_fortitude=6)
    assert dreamscape.attribute(s.attributes, "physical_agility", "awake") == ("physical_agility→mental_agility", 9)
    assert dreamscape.attribute(s.attributes, "physical_fortitude", "awake") == (
        "physical_fortitude→social_fortitude",
        6,
    )


def test_outside_dreamscapes_and_for_non_physical_attributes_nothing_changes() -> None:
    s = _grid(physical_agility=2, mental_agility=9)
    assert dreamscape.attribute(s.attributes, "physical_agility", None) == ("physical_agility", 2)
    assert dreamscape.attribute(s.attributes, "mental_agility", "asleep") == ("mental_agility", 9)


def _damage(
    attacker: D100Sheet,
    weapon: Weapon,
    target: D100Sheet,
    *,
    success_bonus: int = 0,
    location: Location = "body",
    lethal: bool = False,
    attacker_dream: DreamState | None = None,
    target_dream: DreamState | None = None,
) -> damage.DamageBreakdown:
    """`damage.compute` without an outnumbering bonus, and by default outside a dreamscape, a plain hit to
    the body."""
    return damage.compute(
        attacker=attacker,
        attacker_dream=attacker_dream,
        weapon=weapon,
        success_bonus=success_bonus,
        outnumbering_bonus=0,
        target=target,
        target_dream=target_dream,
        location=location,
        lethal=lethal,
    )


def test_damage_melee_adds_strength_success_and_subtracts_armour_and_fortitude() -> None:
    attacker = sheet(attributes={"physical_strength": 6})
    target = sheet(
        attributes={"physical_fortitude": 3},
        armour=[{"name": "Helmet", "protection": 2, "locations": ["head"]}],
    )
    sword = attacker.weapon("Sword")
    head = _damage(attacker, sword, target, success_bonus=2, location="head")
    assert head.damage == 5 + 6 + 2 - 2 - 3
    body = _damage(attacker, sword, target, success_bonus=2)
    assert body.damage == 5 + 6 + 2 - 3
    assert body.armour == ()


def test_damage_other_ranged_adds_agility_thrown_adds_strength() -> None:
    attacker = sheet(attributes={"physical_strength": 1, "physical_agility": 7})
    target = sheet(attributes={"physical_fortitude": 0})
    pistol = _damage(attacker, attacker.weapon("Pistol"), target)
    knife = _damage(attacker, attacker.weapon("Knife"), target)
    assert (pistol.damage, pistol.dealt[1].label) == (6 + 7, "physical_agility")
    assert (knife.damage, knife.dealt[1].label) == (2 + 1, "physical_strength")


def test_lethal_damage_ignores_fortitude_but_not_armour() -> None:
    attacker = sheet()
    target = sheet(attributes={"physical_fortitude": 9}, armour=[{"name": "Mail", "protection": 3}])
    result = _damage(attacker, attacker.weapon("Sword"), target, location="left_leg", lethal=True)
    assert result.fortitude is None
    assert result.damage == 5 + 4 - 3


def test_damage_never_goes_negative() -> None:
    attacker = sheet(attributes={"physical_strength": 0})
    target = sheet(attributes={"physical_fortitude": 20})
    result = _damage(attacker, attacker.weapon("Unarmed"), target)
    assert result.damage == 0


def test_armour_stops_only_its_damage_types_and_the_fortitude_follows_the_attack_kind() -> None:
    attacker = sheet(
        weapons=[
            {
                "name": "Taunt",
                "kind": "melee",
                "aptitude": "Melee (Unarmed)",
                "damage": 6,
                "damage_type": "insult",
                "realm": "social",
            }
        ]
    )
    target = sheet(
        attributes={"social_fortitude": 1, "physical_fortitude": 8},
        armour=[
            {"name": "Plate", "protection": 5, "damage_types": ["cut", "blunt"]},
            {"name": "Thick skin", "protection": 2, "damage_types": ["insult"]},
        ],
    )
    result = _damage(attacker, attacker.weapon("Taunt"), target)
    assert [p.label for p in result.armour] == ["armour: Thick skin"]
    assert result.fortitude is not None and result.fortitude.label == "social_fortitude"
    assert result.damage == 6 + 4 - 2 - 1


def test_untyped_damage_is_stopped_only_by_armour_against_everything() -> None:
    target = sheet(armour=[{"name": "Fire cloak", "protection": 4, "damage_types": ["fire"]}])
    assert damage.armour_parts(target, "body", None) == ()


def test_dreamscape_damage_uses_substituted_strength_and_fortitude() -> None:
    attacker = sheet(attributes={"physical_strength": 1, "social_strength": 6, "mental_strength": 2})
    target = sheet(attributes={"physical_fortitude": 1, "social_fortitude": 2, "mental_fortitude": 5})
    result = _damage(attacker, attacker.weapon("Sword"), target, attacker_dream="asleep", target_dream="awake")
    assert result.damage == 5 + 6 - 5


def test_every_character_can_fight_unarmed_and_unknown_weapons_are_refused() -> None:
    s = sheet(weapons=[])
    assert s.weapon("Unarmed").aptitude == "Melee (Unarmed)"
    with pytest.raises(InvalidCommand) as err:
        s.weapon("Bazooka")
    assert err.value.code == "unknown_weapon"


@pytest.mark.parametrize(
    ("weapon", "code"),
    [
        ({"name": "Bow", "kind": "melee", "aptitude": "Ranged (Bow)", "damage": 3}, "weapon_aptitude_mismatch"),
        ({"name": "Rock", "kind": "thrown", "aptitude": "Ranged (Bow)", "damage": 3}, "weapon_aptitude_mismatch"),
        ({"name": "Gun", "kind": "ranged", "aptitude": "Ranged (Throwing)", "damage": 3}, "weapon_aptitude_mismatch"),
        ({"name": "Sword", "kind": "melee", "aptitude": "Melee (Armed)", "damage": 3}, "duplicate_weapon"),
    ],
)
def test_sheet_validation(weapon: dict[str, object], code: str) -> None:
    base = msgspec.to_builtins(sheet())
    s = msgspec.convert({**base, "weapons": [*base["weapons"], weapon]}, D100Sheet)
    with pytest.raises(InvalidCommand) as err:
        validate_sheet(s)
    assert err.value.code == code


def test_sheet_bounds_are_checked_at_decode_time() -> None:
    base = msgspec.to_builtins(sheet())
    base["attributes"]["physical_agility"] = 31
    with pytest.raises(msgspec.ValidationError, match="physical_agility"):
        msgspec.convert(base, D100Sheet)


def test_weapon_defaults_strike_physical_health() -> None:
    assert Weapon(name="Club", kind="melee", aptitude="Melee (Armed)", damage=3).realm == "physical"
