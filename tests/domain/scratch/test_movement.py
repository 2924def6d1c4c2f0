"""Evade, catch and escape, and which movement ability reaches which evader."""

from __future__ import annotations

import pytest

from domain.scratch.commands import BasicAttack, Catch, Escape, Evade, SetEnvironment
from domain.scratch.decide.movement import _can_reach
from domain.scratch.events import ActionTaken, AttackRolled, Caught, Escaped, Evaded, TurnEnded, TurnStarted
from domain.scratch.state import Conflict, Environment
from tests.domain.scratch.arena import Arena
from tests.domain.scratch.support import of_type, one, sheet


def test_evading_adds_a_movement_ability_to_defense_until_the_next_turn() -> None:
    arena = Arena(sheet("Runner", quickness=3, toughness=4), sheet("B", toughness=4))
    runner, b = arena.ids
    events = arena.act(Evade, runner, ability="quickness")
    assert (one(events, Evaded).ability, one(events, Evaded).bonus) == ("quickness", 3)
    assert one(events, ActionTaken).kind == "regular"
    arena.end(runner)
    attack = one(arena.act(BasicAttack, b, [1], target_id=runner), AttackRolled)
    assert attack.difficulty == 10 + 3 + 3
    assert ("evading (quickness)", 3) in [(p.label, p.value) for p in attack.difficulty_parts]
    arena.end(b)
    assert arena.t.combatant(arena.cid, runner).evade_bonus == 0


def test_evading_without_a_movement_ability_changes_nothing_but_allows_escape() -> None:
    arena = Arena(sheet("A", toughness=4), sheet("B", toughness=4))
    a, b = arena.ids
    assert one(arena.act(Evade, a), Evaded).bonus == 0
    arena.end(a)
    arena.end(b)
    events = arena.act(Escape, a)
    assert [type(e) for e in events] == [ActionTaken, Escaped, TurnEnded, TurnStarted]


@pytest.mark.parametrize(
    ("ability", "environment"),
    [
        ("acrobatics", Environment(structures=False)),
        ("quickness", Environment(level_ground=False)),
        ("flying", Environment(room_to_fly=False)),
        ("swimming", Environment(water="deep")),
    ],
)
def test_movement_abilities_need_their_ground(ability: str, environment: Environment) -> None:
    arena = Arena(sheet("A", toughness=4, **{ability: 2}), sheet("B", toughness=4), environment=environment)
    err = arena.refuse(Evade, arena.ids[0], ability=ability)
    assert (err.code, err.data) == ("ability_unusable_here", {"ability": ability})


def test_escape_needs_an_evade_on_the_last_turn() -> None:
    arena = Arena(sheet("A", quickness=1, toughness=4), sheet("B", toughness=4))
    a, b = arena.ids
    assert arena.refuse(Escape, a).code == "cannot_escape"
    arena.act(Evade, a, ability="quickness")
    assert arena.refuse(Escape, a).code == "regular_action_used"
    arena.end(a)
    arena.end(b)
    assert one(arena.t.events[-1:], TurnStarted).may_escape
    arena.act(Escape, a)
    assert arena.t.combatant(arena.cid, a).escaped
    assert arena.refuse(BasicAttack, b, [10], target_id=a).code == "target_escaped"
    arena.end(b)
    assert arena.current == b  # the escaped character takes no more turns


def test_a_hit_since_evading_blocks_the_escape() -> None:
    arena = Arena(sheet("A", quickness=1, toughness=4), sheet("B", toughness=4))
    a, b = arena.ids
    arena.act(Evade, a, ability="quickness")
    arena.end(a)
    assert one(arena.act(BasicAttack, b, [15], target_id=a), AttackRolled).success
    events = arena.end(b)
    assert not one(events, TurnStarted).may_escape
    assert arena.refuse(Escape, a).code == "cannot_escape"


def test_a_miss_does_not_block_the_escape() -> None:
    arena = Arena(sheet("A", quickness=1, toughness=4), sheet("B", toughness=4))
    a, b = arena.ids
    arena.act(Evade, a, ability="quickness")
    arena.end(a)
    assert not one(arena.act(BasicAttack, b, [2], target_id=a), AttackRolled).success
    arena.end(b)
    arena.act(Escape, a)


def test_catch_rolls_against_ten_plus_the_evaders_movement_ability() -> None:
    arena = Arena(sheet("A", quickness=3, toughness=4), sheet("B", quickness=2, toughness=4))
    a, b = arena.ids
    arena.act(Evade, a, ability="quickness")
    arena.end(a)
    events = arena.act(Catch, b, [11], target_id=a, ability="quickness")
    attack = one(events, AttackRolled)
    assert (attack.action, attack.total, attack.difficulty, attack.success) == ("catch", 13, 13, True)
    assert [(p.label, p.value) for p in attack.difficulty_parts] == [("base", 10), ("evading (quickness)", 3)]
    assert one(events, Caught).target_id == a
    c = arena.t.combatant(arena.cid, a)
    assert (c.evade_bonus, c.evade_broken) == (0, True)  # defense back to normal, no escape
    arena.end(b)
    assert arena.refuse(Escape, a).code == "cannot_escape"


def test_catch_only_works_on_evading_characters() -> None:
    arena = Arena(sheet("A", toughness=4), sheet("B", quickness=2, toughness=4))
    a, b = arena.ids
    arena.end(a)
    assert arena.refuse(Catch, b, [11], target_id=a).code == "target_not_evading"


def test_a_failed_catch_changes_nothing() -> None:
    arena = Arena(sheet("A", quickness=3, toughness=4), sheet("B", toughness=4))
    a, b = arena.ids
    arena.act(Evade, a, ability="quickness")
    arena.end(a)
    events = arena.act(Catch, b, [12], target_id=a)
    assert of_type(events, Caught) == []
    assert arena.t.combatant(arena.cid, a).evade_bonus == 3


def test_fliers_in_the_air_are_caught_only_by_fliers() -> None:
    arena = Arena(
        sheet("Hawk", flying=2, toughness=4), sheet("B", quickness=2, toughness=4), sheet("C", flying=1, toughness=4)
    )
    hawk, b, c = arena.ids
    assert one(arena.act(Evade, hawk, ability="flying"), ActionTaken).aloft
    arena.end(hawk)
    assert arena.refuse(Catch, b, [15], target_id=hawk, ability="quickness").code == "target_aloft"
    assert arena.refuse(BasicAttack, b, [15], target_id=hawk).code == "target_aloft"
    arena.act(BasicAttack, b, [15], target_id=c)
    arena.end(b)
    assert one(arena.act(Catch, c, [11], target_id=hawk, ability="flying"), AttackRolled).success


def _conflict(**env: object) -> Conflict:
    return Conflict(conflict_id="c", table_id="t", environment=Environment(**env))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("catcher", "evader", "env", "reach"),
    [
        # Acrobatics catches acrobatics, quickness and flying where there are structures.
        ("acrobatics", "quickness", {"structures": True}, True),
        ("acrobatics", "flying", {"structures": True}, True),
        ("acrobatics", "quickness", {}, False),
        ("acrobatics", "swimming", {"structures": True}, False),
        # Quickness catches quickness or no ability; others only near the ground.
        ("quickness", None, {}, True),
        ("quickness", "quickness", {}, True),
        ("quickness", "acrobatics", {}, False),
        ("quickness", "acrobatics", {"near_ground": True}, True),
        ("quickness", "flying", {"near_ground": True}, True),
        ("quickness", "swimming", {"near_ground": True, "water": "shallow"}, True),
        # Flying catches flying and quickness; climbers unless protected; swimmers in shallow water.
        ("flying", "flying", {}, True),
        ("flying", "quickness", {}, True),
        ("flying", "acrobatics", {}, True),
        ("flying", "acrobatics", {"climbers_protected": True}, False),
        ("flying", "swimming", {"water": "shallow"}, True),
        ("flying", "swimming", {"water": "deep"}, False),
        ("flying", "quickness", {"room_to_fly": False}, False),
        # Swimming catches swimmers; deep water: only swimmers reach swimmers.
        ("swimming", "swimming", {"water": "deep"}, True),
        ("swimming", "quickness", {}, False),
        ("quickness", "swimming", {"water": "deep", "near_ground": True}, False),
        ("acrobatics", "swimming", {"water": "deep", "structures": True}, False),
        (None, "swimming", {"water": "deep"}, False),
        # Without a movement ability: anyone not in the air.
        (None, "quickness", {}, True),
        (None, "flying", {}, False),
    ],
)
def test_who_can_catch_whom(catcher: str | None, evader: str | None, env: dict[str, object], reach: bool) -> None:
    assert _can_reach(_conflict(**env), catcher, evader) is reach  # type: ignore[arg-type]


def test_the_environment_is_the_gms_to_set() -> None:
    arena = Arena(sheet("A", toughness=4), sheet("B", toughness=4))
    command = SetEnvironment(conflict_id=arena.cid, environment=Environment(cover=True))
    try:
        arena.t.decide(command, arena.t.alice)
    except Exception as err:
        assert getattr(err, "code", None) == "gm_only"
    else:
        raise AssertionError("a player set the scene")
    arena.t.run(command, arena.t.gm)
    assert arena.t.conflict(arena.cid).environment.cover
