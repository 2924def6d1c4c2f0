"""Every attack: basic attack, hold, throw object, shooting, blasting, knockout, fighting and wrestling
pairs; natural 20s; engage and take cover; flying and swimming modifiers."""

from __future__ import annotations

import msgspec
import pytest

from domain.scratch.commands import (
    BasicAttack,
    Blast,
    Engage,
    FightingAttacks,
    Hold,
    Knockout,
    Shoot,
    Strike,
    TakeCover,
    ThrowObject,
    WrestlingAttacks,
)
from domain.scratch.events import AttackRolled, DamageDealt, Delayed, HitPointsChanged, TurnSkipped
from domain.scratch.state import Environment
from tests.domain.scratch.arena import Arena
from tests.domain.scratch.support import of_type, one, sheet


def parts(event: AttackRolled) -> list[tuple[str, int]]:
    return [(p.label, p.value) for p in event.roll_parts]


def test_a_basic_attack_is_a_non_ability_roll_against_defense_for_one_damage() -> None:
    arena = Arena(sheet("A", toughness=3), sheet("B", quickness=2, toughness=3))
    a, b = arena.ids
    events = arena.act(BasicAttack, a, [12], target_id=b)
    attack = one(events, AttackRolled)
    assert (attack.ability, attack.range, attack.total, attack.difficulty, attack.success) == (
        None,
        "close",
        12,
        12,
        True,
    )
    assert [(p.label, p.value) for p in attack.difficulty_parts] == [("base", 10), ("quickness", 2)]
    assert one(events, DamageDealt).damage == 1
    assert arena.t.character(b).hit_points == 2


@pytest.mark.parametrize("ability", ["fighting", "wrestling"])
def test_fighting_or_wrestling_add_to_basic_attacks(ability: str) -> None:
    arena = Arena(sheet("A", toughness=3, **{ability: 3}), sheet("B", toughness=4))
    a, b = arena.ids
    attack = one(arena.act(BasicAttack, a, [9], target_id=b, ability=ability), AttackRolled)
    assert parts(attack) == [("d20", 9), (ability, 3)]
    assert attack.success


def test_an_ability_the_character_lacks_cannot_be_used() -> None:
    arena = Arena(sheet("A", toughness=3), sheet("B", toughness=4))
    a, b = arena.ids
    err = arena.refuse(BasicAttack, a, [9], target_id=b, ability="fighting")
    assert (err.code, err.data) == ("ability_missing", {"ability": "fighting", "level": 0})
    assert arena.refuse(Shoot, a, [9], target_id=b).code == "ability_missing"
    assert arena.refuse(Knockout, a, [9], target_id=b).code == "ability_missing"
    assert arena.refuse(Blast, a, [9], target_ids=[b]).code == "ability_missing"
    assert arena.refuse(BasicAttack, a, [9], target_id=a).code == "cannot_attack_self"


def test_a_natural_20_hits_any_defense_and_adds_a_point_of_damage() -> None:
    arena = Arena(sheet("A", toughness=3), sheet("Wall", toughness=40))
    a, wall = arena.ids
    events = arena.act(BasicAttack, a, [20], target_id=wall)
    attack = one(events, AttackRolled)
    assert (attack.total, attack.difficulty, attack.natural_20, attack.success) == (20, 30, True, True)
    assert [(p.label, p.value) for p in one(events, DamageDealt).parts] == [("base", 1), ("natural 20", 1)]
    assert arena.t.character(wall).hit_points == 38


def test_a_hold_delays_but_never_damages_even_on_a_natural_20() -> None:
    arena = Arena(sheet("A", toughness=3), sheet("B", toughness=4))
    a, b = arena.ids
    events = arena.act(Hold, a, [20], target_id=b)
    assert of_type(events, DamageDealt) == []
    delayed = one(events, Delayed)
    assert (delayed.character_id, delayed.by_id, delayed.reason) == (b, a, "hold")
    assert arena.refuse(Hold, a, [1], target_id=b, ability="wrestling").code == "regular_action_used"


def test_throwing_needs_a_throwable_object() -> None:
    arena = Arena(sheet("A", shooting=3, toughness=3), sheet("B", toughness=4))
    a, b = arena.ids
    assert arena.refuse(ThrowObject, a, [10], target_id=b).code == "no_throwable_object"
    arena.t.run(_set_env(arena, Environment(throwables=True)), arena.t.gm)
    events = arena.act(ThrowObject, a, [12], target_id=b)
    attack = one(events, AttackRolled)
    assert (attack.ability, attack.range, parts(attack)) == (None, "long", [("d20", 12)])  # never shooting
    assert one(events, DamageDealt).damage == 1


def test_shooting_two_damage_five_on_a_natural_20() -> None:
    arena = Arena(sheet("A", shooting=2, toughness=3), sheet("B", toughness=8))
    a, b = arena.ids
    assert one(arena.act(Shoot, a, [12], target_id=b), DamageDealt).damage == 2
    arena.next_round()
    assert one(arena.act(Shoot, a, [20], target_id=b), DamageDealt).damage == 5
    assert arena.t.character(b).hit_points == 1


def test_an_injured_shooter_delays_himself_until_the_end_of_his_next_turn() -> None:
    arena = Arena(sheet("A", shooting=2, toughness=4), sheet("B", toughness=8))
    a, b = arena.ids
    arena.t.set_hit_points(a, 2)  # injured (tgh/2 = 2)
    events = arena.act(Shoot, a, [1], target_id=b)
    delayed = one(events, Delayed)
    assert (delayed.character_id, delayed.by_id) == (a, a)
    arena.end(a)
    events = arena.end(b)
    assert (one(events, TurnSkipped).character_id, one(events, TurnSkipped).reason) == (a, "delayed")
    assert arena.current == b


def test_blasting_attacks_up_to_three_separate_targets_once_each() -> None:
    arena = Arena(
        sheet("A", blasting=2, toughness=3), sheet("B", toughness=3), sheet("C", toughness=3), sheet("D", toughness=3)
    )
    a, b, c, d = arena.ids
    assert arena.refuse(Blast, a, [10, 10], target_ids=[b, b]).code == "blast_target_twice"
    events = arena.act(Blast, a, [10, 20, 1], target_ids=[b, c, d])
    assert [(e.target_id, e.success) for e in of_type(events, AttackRolled)] == [(b, True), (c, True), (d, False)]
    assert [e.damage for e in of_type(events, DamageDealt)] == [1, 2]
    with pytest.raises(msgspec.ValidationError, match="target_ids"):
        msgspec.convert({"table_id": "t", "conflict_id": "c", "character_id": a, "target_ids": [b, c, d, a]}, Blast)


def test_an_injured_blaster_delays_himself() -> None:
    arena = Arena(sheet("A", blasting=2, toughness=4), sheet("B", toughness=3))
    a, b = arena.ids
    arena.t.set_hit_points(a, 1)
    assert one(arena.act(Blast, a, [1], target_ids=[b]), Delayed).character_id == a


@pytest.mark.parametrize(("hit_points", "face", "damage"), [(4, 15, 4), (2, 15, 2), (4, 20, 5), (2, 20, 3)])
def test_knockout_damage_and_self_delay(hit_points: int, face: int, damage: int) -> None:
    arena = Arena(sheet("A", knockout=3, toughness=4), sheet("B", toughness=9))
    a, b = arena.ids
    arena.t.set_hit_points(a, hit_points)
    events = arena.act(Knockout, a, [face], target_id=b)
    assert one(events, DamageDealt).damage == damage
    assert one(events, Delayed).character_id == a  # whether healthy or not


def test_knockout_self_delay_also_follows_a_miss() -> None:
    arena = Arena(sheet("A", knockout=1, toughness=4), sheet("B", toughness=18))
    a, b = arena.ids
    events = arena.act(Knockout, a, [1], target_id=b)
    assert not one(events, AttackRolled).success
    assert one(events, Delayed).character_id == a


def test_healthy_fighters_make_two_basic_attacks_as_one_action() -> None:
    arena = Arena(sheet("A", fighting=4, toughness=4), sheet("B", toughness=6), sheet("C", toughness=6))
    a, b, c = arena.ids
    events = arena.act(FightingAttacks, a, [10, 10], target_ids=[b, c])
    assert [(e.action, e.ability, e.target_id, e.total) for e in of_type(events, AttackRolled)] == [
        ("basic_attack", "fighting", b, 14),
        ("basic_attack", "fighting", c, 14),
    ]
    arena.next_round()
    arena.t.set_hit_points(a, 2)
    assert arena.refuse(FightingAttacks, a, [10, 10], target_ids=[b, c]).code == "not_healthy"
    arena.act(BasicAttack, a, [10], target_id=b, ability="fighting")  # one attack is still fine


def test_healthy_wrestlers_make_one_attack_and_one_hold() -> None:
    arena = Arena(sheet("A", wrestling=3, toughness=4), sheet("B", toughness=6))
    a, b = arena.ids
    two_holds = [Strike(kind="hold", target_id=b), Strike(kind="hold", target_id=b)]
    assert arena.refuse(WrestlingAttacks, a, [10, 10], strikes=two_holds).code == "wrestling_needs_attack_and_hold"
    events = arena.act(
        WrestlingAttacks,
        a,
        [10, 10],
        strikes=[Strike(kind="basic_attack", target_id=b), Strike(kind="hold", target_id=b)],
    )
    assert [e.action for e in of_type(events, AttackRolled)] == ["basic_attack", "hold"]
    assert one(events, Delayed).character_id == b


def test_engage_adds_two_to_close_attacks_and_costs_two_defense_until_next_turn() -> None:
    arena = Arena(sheet("A", toughness=4), sheet("B", toughness=4))
    a, b = arena.ids
    arena.act(Engage, a)
    attack = one(arena.act(BasicAttack, a, [8], target_id=b), AttackRolled)
    assert parts(attack) == [("d20", 8), ("engaged", 2)]
    assert arena.refuse(Engage, a).code == "bonus_action_used"
    arena.end(a)
    counter = one(arena.act(BasicAttack, b, [1], target_id=a), AttackRolled)
    assert ("engaged", -2) in [(p.label, p.value) for p in counter.difficulty_parts]
    assert counter.difficulty == 10
    arena.end(b)
    assert arena.refuse(BasicAttack, a, [1], target_id=a).code == "cannot_attack_self"
    assert not arena.t.combatant(arena.cid, a).engaged  # over at the beginning of his next turn


def test_engage_comes_before_the_attack() -> None:
    arena = Arena(sheet("A", toughness=4), sheet("B", toughness=4))
    a, b = arena.ids
    arena.act(BasicAttack, a, [1], target_id=b)
    assert arena.refuse(Engage, a).code == "bonus_must_precede_attack"


def test_take_cover_needs_cover_and_trades_two_on_long_attacks_for_two_defense() -> None:
    arena = Arena(sheet("A", shooting=3, toughness=4), sheet("B", shooting=1, toughness=4))
    a, b = arena.ids
    assert arena.refuse(TakeCover, a).code == "no_cover"
    arena.t.run(_set_env(arena, Environment(cover=True)), arena.t.gm)
    arena.act(TakeCover, a)
    shot = one(arena.act(Shoot, a, [10], target_id=b), AttackRolled)
    assert parts(shot) == [("d20", 10), ("shooting", 3), ("took cover", -2)]
    arena.end(a)
    back = one(arena.act(Shoot, b, [1], target_id=a), AttackRolled)
    assert ("took cover", 2) in [(p.label, p.value) for p in back.difficulty_parts]
    assert back.difficulty == 14


def test_close_range_modifiers_do_not_touch_long_range_rolls_and_vice_versa() -> None:
    arena = Arena(sheet("A", shooting=3, toughness=4), sheet("B", toughness=4), environment=Environment(cover=True))
    a, b = arena.ids
    arena.act(Engage, a)
    shot = one(arena.act(Shoot, a, [10], target_id=b), AttackRolled)
    assert parts(shot) == [("d20", 10), ("shooting", 3)]


def _set_env(arena: Arena, env: Environment) -> object:
    from domain.scratch.commands import SetEnvironment

    return SetEnvironment(conflict_id=arena.cid, environment=env)


def test_swimming_adds_to_close_attacks_and_defense_in_water() -> None:
    arena = Arena(sheet("A", swimming=2, toughness=4), sheet("B", swimming=1, toughness=4))
    a, b = arena.ids
    arena.t.run(_set_env(arena, Environment(water="shallow", in_water=[a, b])), arena.t.gm)
    attack = one(arena.act(BasicAttack, a, [8], target_id=b), AttackRolled)
    assert parts(attack) == [("d20", 8), ("swimming in water", 2)]
    assert ("swimming in water", 1) in [(p.label, p.value) for p in attack.difficulty_parts]


def test_a_flier_shooting_from_the_air_is_out_of_close_reach_until_his_next_turn() -> None:
    arena = Arena(sheet("Hawk", flying=2, shooting=2, toughness=4), sheet("B", shooting=1, toughness=4))
    hawk, b = arena.ids
    arena.act(Shoot, hawk, [1], target_id=b, from_the_air=True)
    arena.end(hawk)
    assert arena.refuse(BasicAttack, b, [10], target_id=hawk).code == "target_aloft"
    arena.act(Shoot, b, [1], target_id=hawk)  # long range still reaches him
    arena.end(b)
    assert not arena.t.combatant(arena.cid, hawk).aloft


def test_flying_needs_the_ability_and_room() -> None:
    arena = Arena(
        sheet("A", shooting=2, toughness=4),
        sheet("Hawk", flying=2, shooting=2, toughness=4),
        environment=Environment(room_to_fly=False),
    )
    a, hawk = arena.ids
    assert arena.refuse(Shoot, a, [1], target_id=hawk, from_the_air=True).code == "ability_missing"
    arena.end(a)
    assert arena.refuse(Shoot, hawk, [1], target_id=a, from_the_air=True).code == "no_room_to_fly"


def test_hit_points_never_go_below_zero() -> None:
    arena = Arena(sheet("A", shooting=2, toughness=4), sheet("B", toughness=1))
    a, b = arena.ids
    change = one(arena.act(Shoot, a, [20], target_id=b), HitPointsChanged)
    assert (change.before, change.after, change.status) == (1, 0, "incapacitated")
