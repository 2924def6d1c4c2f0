"""Initiative, turns, regular and bonus actions, delays, and who may act."""

from __future__ import annotations

from domain.scratch.commands import (
    BasicAttack,
    EndConflict,
    EndTurn,
    Engage,
    Hold,
    Shoot,
    StartConflict,
    TakeBonusAction,
)
from domain.scratch.events import (
    ActionTaken,
    HitPointsChanged,
    InitiativeRolled,
    RoundStarted,
    TurnEnded,
    TurnSkipped,
    TurnStarted,
)
from domain.scratch.state import Environment
from tests.domain.scratch.arena import Arena
from tests.domain.scratch.support import Table, of_type, one, sheet


def test_stalking_adds_ten_per_level_to_initiative() -> None:
    """ "if a character has 3 levels of stalking ability and rolls 17 with his initiative die, then his
    initiative is 47\""""
    t = Table()
    a = t.create(sheet("Sneak", stalking=3, toughness=2))
    events = t.run(StartConflict(table_id=t.table_id, character_ids=[a]), t.gm, [17])
    entry = one(events, InitiativeRolled).entries[0]
    assert entry.initiative == 47
    assert [(p.label, p.value) for p in entry.parts] == [("d20", 17), ("10 × stalking", 30)]


def test_ties_roll_another_die_until_one_is_higher() -> None:
    t = Table()
    a = t.create(sheet("A", toughness=2))
    b = t.create(sheet("B", toughness=2))
    events = t.run(StartConflict(table_id=t.table_id, character_ids=[a, b]), t.gm, [9, 9, 5, 5, 3, 12])
    rolled = one(events, InitiativeRolled)
    assert [tb.faces for tb in rolled.tie_breaks] == [(5, 5), (3, 12)]
    assert list(rolled.order) == [b, a]


def test_combat_usually_starts_at_maximum_hit_points() -> None:
    t = Table()
    a = t.create(sheet("A", toughness=4))
    t.set_hit_points(a, 1)  # hurt in an earlier fight
    events = t.run(StartConflict(table_id=t.table_id, character_ids=[a]), t.gm, [5])
    assert (one(events, HitPointsChanged).before, one(events, HitPointsChanged).after) == (1, 4)
    b = t.create(sheet("B", toughness=4))
    t.set_hit_points(b, 1)
    events = t.run(StartConflict(table_id=t.table_id, character_ids=[b], full_hit_points=False), t.gm, [5])
    assert of_type(events, HitPointsChanged) == []


def test_combat_start_checks() -> None:
    arena = Arena(sheet("A", toughness=3), sheet("B", toughness=3))
    t = arena.t
    c = t.create(sheet("C", toughness=3))
    for command, actor, code in [
        (StartConflict(table_id=t.table_id, character_ids=[c]), t.alice, "gm_only"),
        (StartConflict(table_id=t.table_id, character_ids=[arena.ids[0]]), t.gm, "already_in_conflict"),
        (StartConflict(table_id=t.table_id, character_ids=[c, c]), t.gm, "duplicate_combatant"),
        (
            StartConflict(
                table_id=t.table_id, character_ids=[c], environment=Environment(water="deep", in_water=["x"])
            ),
            t.gm,
            "in_water_stranger",
        ),
        (
            StartConflict(table_id=t.table_id, character_ids=[c], environment=Environment(in_water=[c])),
            t.gm,
            "no_water",
        ),
    ]:
        try:
            t.decide(command, actor, [1, 1])
        except Exception as err:
            assert getattr(err, "code", None) == code, (command, err)
        else:
            raise AssertionError(f"{command} was not refused")


def test_turns_go_in_order_and_rounds_wrap() -> None:
    arena = Arena(sheet("A", toughness=3), sheet("B", toughness=3))
    a, b = arena.ids
    assert arena.refuse(EndTurn, b).code == "not_your_turn"
    assert arena.refuse(EndTurn, a, actor=arena.t.bob).code == "not_your_character"
    assert arena.refuse(EndTurn, a, actor=arena.t.observer).code == "observer_read_only"
    events = arena.end(a)
    assert [type(e) for e in events] == [TurnEnded, TurnStarted]
    events = arena.end(b)
    assert [type(e) for e in events] == [TurnEnded, RoundStarted, TurnStarted]
    assert (events[1].round, events[2].character_id) == (2, a)


def test_one_regular_and_one_bonus_action_a_turn() -> None:
    arena = Arena(sheet("A", toughness=3), sheet("B", toughness=3))
    a, b = arena.ids
    taken = one(arena.act(TakeBonusAction, a, detail="opens the door"), ActionTaken)
    assert (taken.kind, taken.action, taken.detail) == ("bonus", "bonus", "opens the door")
    assert arena.refuse(Engage, a).code == "bonus_action_used"
    arena.act(BasicAttack, a, [1], target_id=b)
    assert arena.refuse(Hold, a, [1], target_id=b).code == "regular_action_used"
    arena.end(a)
    arena.end(b)
    arena.act(BasicAttack, a, [1], target_id=b)  # a new turn, a new regular action


def test_doing_nothing_is_allowed() -> None:
    arena = Arena(sheet("A", toughness=3), sheet("B", toughness=3))
    events = arena.end(arena.ids[0])
    assert of_type(events, ActionTaken) == []


def test_a_hold_delays_the_target_until_the_end_of_his_next_turn() -> None:
    arena = Arena(sheet("A", wrestling=2, toughness=3), sheet("B", toughness=2), sheet("C", toughness=2))
    a, b, c = arena.ids
    arena.act(Hold, a, [15], target_id=b, ability="wrestling")
    assert arena.t.combatant(arena.cid, b).delayed
    events = arena.end(a)
    assert [type(e) for e in events] == [TurnEnded, TurnSkipped, TurnStarted]
    assert (events[1].character_id, events[1].reason, events[2].character_id) == (b, "delayed", c)
    arena.end(c)
    arena.end(a)
    assert arena.current == b  # the delay is over


def test_incapacitated_and_toughless_characters_do_not_act() -> None:
    arena = Arena(sheet("A", shooting=4, toughness=3), sheet("B", toughness=2), sheet("Ghost", shooting=2))
    a, b, ghost = arena.ids
    assert arena.t.character(ghost).hit_points == 0  # no toughness: no hit points
    arena.act(Shoot, a, [20], target_id=b)  # 5 damage: incapacitated
    events = arena.end(a)
    skipped = of_type(events, TurnSkipped)
    assert [(s.character_id, s.reason) for s in skipped] == [(b, "incapacitated"), (ghost, "incapacitated")]
    assert arena.current == a


def test_the_gm_ends_the_fight() -> None:
    arena = Arena(sheet("A", toughness=3))
    try:
        arena.t.decide(EndConflict(conflict_id=arena.cid), arena.t.alice)
    except Exception as err:
        assert getattr(err, "code", None) == "gm_only"
    else:
        raise AssertionError("a player ended the fight")
    arena.t.run(EndConflict(conflict_id=arena.cid), arena.t.gm)
    assert arena.refuse(EndTurn, arena.ids[0]).code == "conflict_ended"
