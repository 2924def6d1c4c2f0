"""Turns, movement, free actions, aiming, GM-called tests and Health adjustments."""

from __future__ import annotations

import pytest

from domain.d100.commands import (
    AdjustHealth,
    Aim,
    Attack,
    Defend,
    EndConflict,
    EndTurn,
    Move,
    RemoveCombatant,
    RollTask,
    TakeFreeAction,
)
from domain.d100.events import (
    Aimed,
    AttackRolled,
    CombatantRemoved,
    ConflictEnded,
    FreeActionTaken,
    HealthChanged,
    Moved,
    RoundStarted,
    TaskRolled,
    TurnEnded,
    TurnStarted,
)
from domain.d100.state import ConflictOptions
from domain.errors import DomainError
from tests.domain.d100.support import Table, one, sheet


def duel(options: ConflictOptions | None = None) -> tuple[Table, str, str, str]:
    """Alice's Ada (goes first: 9+4+4) against Bob's Bo (1+4+4)."""
    t = Table()
    ada = t.create(sheet("Ada"), t.alice)
    bo = t.create(sheet("Bo"), t.bob)
    cid = t.start([ada, bo], [9, 1], options)
    return t, ada, bo, cid


def refused(t: Table, command: object, actor: object, dice: list[int] | None = None) -> DomainError:
    with pytest.raises(DomainError) as err:
        t.decide(command, actor, dice or [])  # type: ignore[arg-type]
    return err.value


def test_turns_follow_initiative_and_rounds_wrap() -> None:
    t, ada, bo, cid = duel()
    assert t.conflict(cid).current == ada
    assert refused(t, EndTurn(conflict_id=cid, character_id=bo), t.bob).code == "not_your_turn"
    assert refused(t, EndTurn(conflict_id=cid, character_id=ada), t.bob).code == "not_your_character"
    events = t.run(EndTurn(conflict_id=cid, character_id=ada), t.alice)
    assert [type(e) for e in events] == [TurnEnded, TurnStarted]
    assert events[1].character_id == bo
    events = t.run(EndTurn(conflict_id=cid, character_id=bo), t.bob)
    assert [type(e) for e in events] == [TurnEnded, RoundStarted, TurnStarted]
    assert (events[1].round, events[2].character_id) == (2, ada)


def test_walking_is_free_and_one_movement_a_turn() -> None:
    t, ada, _, cid = duel()
    moved = one(t.run(Move(conflict_id=cid, character_id=ada, mode="walk"), t.alice), Moved)
    assert moved.free_action is True
    assert refused(t, Move(conflict_id=cid, character_id=ada, mode="jog"), t.alice).code == "already_moved"


@pytest.mark.parametrize("mode", ["run", "sprint"])
def test_running_or_sprinting_excludes_attacks_and_aiming(mode: str) -> None:
    t, ada, bo, cid = duel()
    t.run(Move(conflict_id=cid, character_id=ada, mode=mode), t.alice)  # type: ignore[arg-type]
    err = refused(
        t, Attack(table_id=t.table_id, conflict_id=cid, character_id=ada, target_id=bo, weapon="Sword"), t.alice, [10]
    )
    assert err.code == "movement_excludes_actions"
    assert refused(t, Aim(conflict_id=cid, character_id=ada, weapon="Pistol"), t.alice).code == (
        "movement_excludes_actions"
    )


@pytest.mark.parametrize("mode", ["run", "charge", "sprint"])
def test_no_running_after_acting(mode: str) -> None:
    t, ada, _, cid = duel()
    t.run(Aim(conflict_id=cid, character_id=ada, weapon="Pistol"), t.alice)
    assert refused(t, Move(conflict_id=cid, character_id=ada, mode=mode), t.alice).code == (  # type: ignore[arg-type]
        "movement_excludes_actions"
    )
    t.run(Move(conflict_id=cid, character_id=ada, mode="jog"), t.alice)  # jogging alongside an action is fine


def test_charge_gives_plus_ten_to_one_melee_attack_only() -> None:
    t, ada, bo, cid = duel()
    t.run(Move(conflict_id=cid, character_id=ada, mode="charge"), t.alice)
    assert refused(t, Aim(conflict_id=cid, character_id=ada, weapon="Pistol"), t.alice).code == "charge_needs_melee"
    err = refused(
        t, Attack(table_id=t.table_id, conflict_id=cid, character_id=ada, target_id=bo, weapon="Pistol"), t.alice, [10]
    )
    assert err.code == "charge_needs_melee"
    rolled = one(
        t.run(
            Attack(table_id=t.table_id, conflict_id=cid, character_id=ada, target_id=bo, weapon="Sword"), t.alice, [10]
        ),
        AttackRolled,
    )
    assert [(p.label, p.value) for p in rolled.target_parts] == [
        ("average", 50),
        ("physical_agility", 4),
        ("aptitude: Melee (Armed)", 10),
        ("charging", 10),
    ]
    assert rolled.target_number == 74
    t.run(Defend(table_id=t.table_id, conflict_id=cid, character_id=bo), t.bob, [100, 50])
    err = refused(
        t, Attack(table_id=t.table_id, conflict_id=cid, character_id=ada, target_id=bo, weapon="Sword"), t.alice, [10]
    )
    assert err.code == "already_acted"


def test_jogging_costs_ten_on_ranged_attacks() -> None:
    t, ada, bo, cid = duel()
    t.run(Move(conflict_id=cid, character_id=ada, mode="jog"), t.alice)
    rolled = one(
        t.run(
            Attack(table_id=t.table_id, conflict_id=cid, character_id=ada, target_id=bo, weapon="Pistol"), t.alice, [10]
        ),
        AttackRolled,
    )
    assert ("jogging", -10) in [(p.label, p.value) for p in rolled.target_parts]
    assert rolled.target_number == 50 + 4 + 10 - 10


def test_a_round_spent_aiming_gives_plus_ten_next_turn_only() -> None:
    t, ada, bo, cid = duel()
    aimed = one(t.run(Aim(conflict_id=cid, character_id=ada, weapon="Pistol", target_id=bo), t.alice), Aimed)
    assert aimed.weapon == "Pistol"
    assert refused(t, Aim(conflict_id=cid, character_id=ada, weapon="Pistol"), t.alice).code == "already_acted"
    assert refused(t, Aim(conflict_id=cid, character_id=ada, weapon="Sword"), t.alice).code == "already_acted"
    t.run(EndTurn(conflict_id=cid, character_id=ada), t.alice)
    t.run(EndTurn(conflict_id=cid, character_id=bo), t.bob)
    rolled = one(
        t.run(
            Attack(table_id=t.table_id, conflict_id=cid, character_id=ada, target_id=bo, weapon="Pistol"), t.alice, [99]
        ),
        AttackRolled,
    )
    assert ("aimed last round", 10) in [(p.label, p.value) for p in rolled.target_parts]
    t.run(Defend(table_id=t.table_id, conflict_id=cid, character_id=bo), t.bob, [1])
    t.run(EndTurn(conflict_id=cid, character_id=ada), t.alice)
    t.run(EndTurn(conflict_id=cid, character_id=bo), t.bob)
    rolled = one(
        t.run(
            Attack(table_id=t.table_id, conflict_id=cid, character_id=ada, target_id=bo, weapon="Pistol"), t.alice, [99]
        ),
        AttackRolled,
    )
    assert "aimed last round" not in [p.label for p in rolled.target_parts]


def test_aiming_needs_a_ranged_weapon() -> None:
    t, ada, _, cid = duel()
    assert refused(t, Aim(conflict_id=cid, character_id=ada, weapon="Sword"), t.alice).code == "not_a_ranged_weapon"


def test_free_actions_are_recorded_and_other_ones_are_the_gms_call() -> None:
    t, ada, _, cid = duel()
    shout = one(
        t.run(TakeFreeAction(conflict_id=cid, character_id=ada, kind="shout", detail="Duck!"), t.alice), FreeActionTaken
    )
    assert shout.detail == "Duck!"
    t.run(TakeFreeAction(conflict_id=cid, character_id=ada, kind="draw_weapon", detail="Sword"), t.alice)
    err = refused(t, TakeFreeAction(conflict_id=cid, character_id=ada, kind="draw_weapon", detail="Axe"), t.alice)
    assert err.code == "unknown_weapon"
    err = refused(t, TakeFreeAction(conflict_id=cid, character_id=ada, kind="other", detail="kick a chair"), t.alice)
    assert err.code == "gm_only"
    t.run(TakeFreeAction(conflict_id=cid, character_id=ada, kind="other", detail="kick a chair"), t.gm)


def test_removing_the_current_combatant_passes_the_turn_on() -> None:
    t, ada, bo, cid = duel()
    assert refused(t, RemoveCombatant(conflict_id=cid, character_id=ada, reason="fled"), t.alice).code == "gm_only"
    events = t.run(RemoveCombatant(conflict_id=cid, character_id=ada, reason="fled"), t.gm)
    assert [type(e) for e in events] == [TurnEnded, CombatantRemoved, TurnStarted]
    assert events[2].character_id == bo
    assert t.conflict(cid).order == [bo]
    events = t.run(EndTurn(conflict_id=cid, character_id=bo), t.bob)
    assert [type(e) for e in events] == [TurnEnded, RoundStarted, TurnStarted]


def test_ended_conflicts_take_no_more_actions() -> None:
    t, ada, _, cid = duel()
    one(t.run(EndConflict(conflict_id=cid), t.gm), ConflictEnded)
    assert refused(t, EndTurn(conflict_id=cid, character_id=ada), t.alice).code == "conflict_ended"
    assert refused(t, EndConflict(conflict_id=cid), t.gm).code == "conflict_ended"


def test_the_gm_calls_for_athletics_after_a_sprint() -> None:
    t, ada, _, cid = duel()
    t.run(Move(conflict_id=cid, character_id=ada, mode="sprint"), t.alice)
    command = RollTask(
        table_id=t.table_id,
        character_id=ada,
        attribute="physical_agility",
        aptitude="Athletics",
        modifier=-10,
        reason="rubble",
        conflict_id=cid,
    )
    assert refused(t, command, t.alice, [1]).code == "gm_only"
    test = one(t.run(command, t.gm, [45]), TaskRolled)
    assert test.target_number == 50 + 4 + 0 - 10
    assert (test.points, test.success) == (-1, False)
    assert test.rolls[0].faces == (45,)


def test_health_adjustments_stay_within_bounds() -> None:
    t, ada, _, _ = duel()
    assert refused(t, AdjustHealth(character_id=ada, change=-5, reason="x"), t.alice).code == "gm_only"
    changed = one(t.run(AdjustHealth(character_id=ada, change=-5, reason="fell"), t.gm), HealthChanged)
    assert (changed.before, changed.after) == (20, 15)
    assert refused(t, AdjustHealth(character_id=ada, change=6, reason="x"), t.gm).code == "health_out_of_range"
    assert refused(t, AdjustHealth(character_id=ada, change=-16, reason="x"), t.gm).code == "health_out_of_range"
    assert t.character(ada).health.physical == 15
