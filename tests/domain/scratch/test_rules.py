"""Scratch's fixed arithmetic: rolls, hit points and status, damage, defense (with the seed's stat blocks)."""

from __future__ import annotations

import pytest

from domain.parts import total
from domain.scratch import rolls
from domain.scratch.abilities import Abilities
from domain.scratch.decide.combat import defense
from domain.scratch.state import Combatant, Environment, ScratchCharacter


def character(**levels: int) -> ScratchCharacter:
    abilities = Abilities(**levels)
    return ScratchCharacter(character_id="c", name="c", abilities=abilities, hit_points=abilities.toughness)


def test_total_equal_to_difficulty_succeeds() -> None:
    """ "He rolls 12, and 12 plus 3 is equal to the difficulty 15, so he is barely successful.\""""
    assert rolls.succeeds(12, 12 + 3, 15)
    assert not rolls.succeeds(11, 11 + 3, 15)


def test_a_natural_20_always_succeeds() -> None:
    assert rolls.succeeds(20, 20, 99)
    assert not rolls.succeeds(19, 19 + 5, 25)


@pytest.mark.parametrize(
    ("hit_points", "status"),
    [
        (7, "healthy"),
        (6, "healthy"),
        (5, "healthy"),
        (4, "healthy"),
        (3, "injured"),
        (2, "injured"),
        (1, "injured"),
        (0, "incapacitated"),
    ],
)
def test_seven_toughness_example(hit_points: int, status: str) -> None:
    """ "if a character has 7 toughness, his tgh/2 would be 3, so he would be healthy when his hit points are 4,
    5, 6 or 7, injured when his hit points 1, 2 or 3, and incapacitated when his hit points are 0.\""""
    assert rolls.tgh_half(7) == 3
    assert rolls.status(hit_points, 7) == status


def test_damage_on_automatic_success() -> None:
    """ "An attack that normally causes 3 damage will do 4 damage when it is automatically successful", and
    shooting "causes 5 damage instead of 3"."""
    assert total(rolls.damage_on_success(3, natural=True)) == 4
    assert total(rolls.damage_on_success(3, natural=False)) == 3
    assert total(rolls.damage_on_success(2, natural=True, shooting=True)) == 5
    assert total(rolls.damage_on_success(1, natural=True)) == 2


def test_healing_leaves_a_character_barely_healthy() -> None:
    for toughness in range(1, 12):
        after = rolls.healed_hit_points(toughness)
        assert after == toughness // 2 + 1
        assert rolls.status(after, toughness) == "healthy"
    assert rolls.status(rolls.REVIVED_HIT_POINTS, 4) == "injured"


def test_defense_worked_example() -> None:
    """ "if a character has a defensive ability with 3 levels, and the character has 2 tgh/2, then his defense
    is 13\""""
    value, parts = defense(character(quickness=3, toughness=5), None, None)
    assert value == 13
    assert [(p.label, p.value) for p in parts] == [("base", 10), ("quickness", 3)]


@pytest.mark.parametrize(
    ("levels", "expected"),
    [
        ({"shooting": 8, "toughness": 2}, 11),  # Zimzambamalam
        ({"shooting": 2, "stalking": 1, "command": 4, "toughness": 3}, 11),  # The Boss
        ({"toughness": 2}, 11),  # his thugs
        ({"piloting": 1, "shooting": 4, "fighting": 4, "toughness": 6}, 13),  # Breakhelm X-19
        ({"piloting": 2, "wrestling": 2, "stalking": 3, "toughness": 3}, 13),  # Chokestar
        ({"shooting": 2, "healing": 1, "fighting": 2, "acrobatics": 1, "toughness": 4}, 12),  # Flipfire
    ],
)
def test_the_seeds_stat_blocks_defense(levels: dict[str, int], expected: int) -> None:
    assert defense(character(**levels), None, None)[0] == expected


def test_attack_abilities_and_swimming_are_not_defensive() -> None:
    assert defense(character(fighting=9, shooting=9, swimming=9, toughness=2), None, None)[0] == 11


def test_flying_defends_only_where_there_is_room_to_fly() -> None:
    flier = character(flying=4, toughness=2)
    assert defense(flier, None, Environment(room_to_fly=True))[0] == 14
    assert defense(flier, None, Environment(room_to_fly=False))[0] == 11


def test_defense_adjustments_of_the_moment() -> None:
    swimmer = character(quickness=2, swimming=3, toughness=2)
    swimmer.character_id = "s"
    combatant = Combatant(
        character_id="s",
        initiative=0,
        evading=True,
        evade_ability="quickness",
        evade_bonus=2,
        engaged=True,
        took_cover=True,
    )
    value, parts = defense(swimmer, combatant, Environment(water="shallow", in_water=["s"]))
    assert [(p.label, p.value) for p in parts] == [
        ("base", 10),
        ("quickness", 2),
        ("evading (quickness)", 2),
        ("engaged", -2),
        ("took cover", 2),
        ("swimming in water", 3),
    ]
    assert value == 17


def test_ability_totals_are_character_points() -> None:
    """Chokestar's stat block: 2 + 2 + 3 + 3 = 10 ability levels."""
    assert Abilities(piloting=2, wrestling=2, stalking=3, toughness=3).total() == 10
