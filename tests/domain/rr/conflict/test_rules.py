"""Each extended-conflict rule and each refusal, through commands on a table (see support.py)."""

from __future__ import annotations

import msgspec
import pytest

from domain.dice import PhysicalDice
from domain.errors import DomainError, Forbidden, InvalidCommand, NotFound, RuleViolation
from domain.rr.conflict import commands as c
from domain.rr.conflict import events as e
from domain.rr.conflict.decide.actions import regain_action_points
from domain.rr.conflict.lookup import surprise_outstanding
from tests.domain.rr.conflict.support import Table, of, robot


def refused(t: Table, command: object, faces: list[int] | None = None, actor: object = None) -> DomainError:
    """Run a command that must be refused, and check the refusal changed nothing."""
    before = msgspec.to_builtins(t.state)
    with pytest.raises(DomainError) as info:
        t.do(command, faces or [], actor)  # type: ignore[arg-type]
    assert msgspec.to_builtins(t.state) == before
    return info.value


def duel(t: Table, faces: list[int] | None = None, **kwargs: object) -> str:
    """Alfredo (Ann's, Perception 8) against Charles (Bob's, Perception 6): one on one, TN 5, 4 dice each;
    by default 3 successes each -> 4 Action Points (the maximum, Processor 4)."""
    if "alfredo" not in t.state.game.characters:
        t.place(robot("alfredo", visual=4, audio=4, locomotion=7), t.player)
        t.place(robot("charles", visual=3, audio=3, locomotion=6), t.other)
    started = t.do(
        c.StartConflict(
            table_id=t.table_id,
            combatants=[
                c.CombatantEntry(character_id="alfredo", side="a"),
                c.CombatantEntry(character_id="charles", side="b"),
            ],
            **kwargs,  # type: ignore[arg-type]
        ),
        faces if faces is not None else [1, 2, 3, 9] * 2,
    )
    return started[0].conflict_id  # type: ignore[attr-defined,no-any-return]


# --- starting ---------------------------------------------------------------------------------------------


def test_only_the_gm_starts_a_conflict() -> None:
    t = Table()
    t.place(robot("alfredo"), t.player)
    t.place(robot("charles"), t.other)
    err = refused(
        t,
        c.StartConflict(
            table_id=t.table_id,
            combatants=[
                c.CombatantEntry(character_id="alfredo", side="a"),
                c.CombatantEntry(character_id="charles", side="b"),
            ],
        ),
        actor=t.player,
    )
    assert isinstance(err, Forbidden) and err.code == "gm_only"


def test_start_refusals() -> None:
    t = Table()
    t.place(robot("alfredo", visual=4), t.player)
    t.place(robot("charles"), t.other)
    same = [c.CombatantEntry(character_id="alfredo", side="a"), c.CombatantEntry(character_id="alfredo", side="b")]
    assert refused(t, c.StartConflict(table_id=t.table_id, combatants=same)).code == "duplicate_combatant"
    alone = [c.CombatantEntry(character_id="alfredo", side="a"), c.CombatantEntry(character_id="charles", side="a")]
    assert refused(t, c.StartConflict(table_id=t.table_id, combatants=alone)).code == "no_opponents"
    ghost = [c.CombatantEntry(character_id="nobody", side="a"), c.CombatantEntry(character_id="charles", side="b")]
    assert isinstance(refused(t, c.StartConflict(table_id=t.table_id, combatants=ghost)), NotFound)
    two = [c.CombatantEntry(character_id="alfredo", side="a"), c.CombatantEntry(character_id="charles", side="a")]
    small = c.StartConflict(table_id=t.table_id, combatants=two, side_sizes={"a": 1, "b": 3})
    assert refused(t, small).code == "side_size_below_combatants"
    assert refused(t, c.StartConflict(table_id="nope", combatants=two)).code == "table_not_found"
    duel(t)
    err = refused(t, c.StartConflict(table_id=t.table_id, combatants=two, side_sizes={"b": 3}))
    assert err.code == "already_in_conflict"


def test_head_counts_of_unnamed_extras_set_the_target_numbers() -> None:
    t = Table()
    t.place(robot("hero", processor=2, visual=4), t.player)
    t.place(robot("mook", processor=2), t.gm)
    events = t.do(
        c.StartConflict(
            table_id=t.table_id,
            combatants=[
                c.CombatantEntry(character_id="hero", side="hero"),
                c.CombatantEntry(character_id="mook", side="mob"),
            ],
            side_sizes={"mob": 10},
        ),
        [1, 7, 1, 4],
    )
    bases = {b.character_id: b for b in of(events, e.BaseActionPointsRolled)}
    assert (bases["hero"].tn, bases["hero"].successes) == (7, 2)  # 1 against 10: less than half
    assert (bases["mook"].tn, bases["mook"].successes) == (3, 1)  # 10 against 1: more than double
    assert [(p.source, p.value) for p in bases["hero"].tn_basis] == [("own_side", 1), ("opponents", 10)]


def test_narrative_start_puts_the_initiator_on_top() -> None:
    t = Table()
    cid = duel(t, initiator_id="charles")
    rotated = of(t.log, e.TurnOrderRotated)[0]
    assert (rotated.before, rotated.after) == (("alfredo", "charles"), ("charles", "alfredo"))
    assert t.conflict(cid).acting == "charles"
    first_base = of(t.log, e.BaseActionPointsRolled)[0]
    assert first_base.character_id == "charles"  # Base Action Points follow the (rotated) order
    t.assert_fold()


def test_physical_dice_are_entered_one_list_per_roll() -> None:
    t = Table()
    t.place(robot("alfredo", visual=4, audio=4), t.player)
    t.place(robot("charles"), t.other)
    command = c.StartConflict(
        table_id=t.table_id,
        combatants=[
            c.CombatantEntry(character_id="alfredo", side="a"),
            c.CombatantEntry(character_id="charles", side="b"),
        ],
    )
    t.do(command, PhysicalDice([[1, 2, 3, 9], [9, 9, 9, 9]]))
    bases = of(t.log, e.BaseActionPointsRolled)
    assert [(b.character_id, b.rolls[0].source, b.action_points) for b in bases] == [
        ("alfredo", "physical", 4),
        ("charles", "physical", 1),
    ]
    with pytest.raises(InvalidCommand) as extra:
        Table_ = Table()
        Table_.place(robot("alfredo", visual=4), Table_.player)
        Table_.place(robot("charles"), Table_.other)
        Table_.do(
            c.StartConflict(
                table_id=Table_.table_id,
                combatants=[
                    c.CombatantEntry(character_id="alfredo", side="a"),
                    c.CombatantEntry(character_id="charles", side="b"),
                ],
            ),
            PhysicalDice([[1, 2, 3, 9], [9, 9, 9, 9], [1]]),
        )
    assert extra.value.code == "physical_dice_unused"


def test_social_conflicts_order_by_processor_and_roll_class_plus_self_awareness() -> None:
    t = Table()
    t.place(
        robot("duchess", processor=5, visual=3, audio=3, inspiration=2, body_type=4, vocalization=4, self_awareness=2)
    )
    t.place(robot("baron", processor=5, visual=3, audio=3, inspiration=2, body_type=2, vocalization=2, sparked=True))
    t.place(robot("abbe", processor=4, body_type=3, vocalization=3), t.other)
    events = t.do(
        c.StartConflict(
            table_id=t.table_id,
            kind="social",
            combatants=[c.CombatantEntry(character_id=x, side=x) for x in ("duchess", "baron", "abbe")],
        ),
        [2, 5] + [5] * 4 + [1] * 10 + [6] * 6,
    )
    order = of(events, e.TurnOrderEstablished)[0]
    assert order.basis == "processor"
    # duchess and baron tie on Processor 5, Perception 6, Inspiration 2: a d6 roll-off, 2 against 5.
    assert [(o.character_ids, o.sides, o.faces) for o in order.roll_offs] == [(("duchess", "baron"), 6, (2, 5))]
    assert list(order.order) == ["baron", "duchess", "abbe"]
    bases = {b.character_id: b for b in of(events, e.BaseActionPointsRolled)}
    # Mean Class (8 + 4 + 6) / 3 = 6: the duchess is above it (TN 6), the baron below but more than half
    # (TN 4), the abbe equal (TN 5). Pools are Anthropoid Class + Self Awareness.
    assert {k: (b.pool, b.tn, b.class_mean) for k, b in bases.items()} == {
        "baron": (4, 4, "6"),
        "duchess": (10, 6, "6"),
        "abbe": (6, 5, "6"),
    }
    assert [p.source for p in bases["duchess"].pool_parts] == ["anthropoid_class", "self_awareness"]
    assert bases["duchess"].maximum == 10


def test_gm_sets_the_mean_class_of_a_crowd() -> None:
    t = Table()
    t.place(robot("duchess", body_type=4, vocalization=4, processor=5))
    t.place(robot("abbe", body_type=3, vocalization=3), t.other)
    events = t.do(
        c.StartConflict(
            table_id=t.table_id,
            kind="social",
            class_mean=4.0,
            combatants=[c.CombatantEntry(character_id=x, side="ball") for x in ("duchess", "abbe")],
        ),
        [1] * 14,
    )
    bases = {b.character_id: b for b in of(events, e.BaseActionPointsRolled)}
    assert (bases["duchess"].tn, bases["abbe"].tn) == (7, 6)  # 8 is 2x the mean of 4; 6 is above it


# --- Action Points ----------------------------------------------------------------------------------------


def test_a_sparked_robot_adds_self_awareness_dice_and_raises_its_maximum() -> None:
    t = Table()
    t.place(robot("spark", processor=3, self_awareness=3, visual=4), t.player)
    t.place(robot("drone", processor=3, self_awareness=0), t.other)
    events = t.do(
        c.StartConflict(
            table_id=t.table_id,
            combatants=[
                c.CombatantEntry(character_id="spark", side="a"),
                c.CombatantEntry(character_id="drone", side="b"),
            ],
        ),
        [9] * 6 + [9] * 3,
    )
    bases = {b.character_id: b for b in of(events, e.BaseActionPointsRolled)}
    assert (bases["spark"].pool, bases["spark"].maximum, bases["spark"].action_points) == (6, 6, 1)
    assert (bases["drone"].pool, bases["drone"].maximum) == (3, 3)


def test_regaining_action_points_from_successes() -> None:
    t = Table()
    cid = duel(t, [9, 9, 9, 9, 1, 2, 3, 9])  # Alfredo 1 AP, Charles 4 AP
    regained = regain_action_points(t.state, "alfredo", 3, source_test_id="test-9")
    assert (regained.before, regained.after, regained.maximum) == (1, 4, 4)
    assert [(p.source, p.value) for p in regained.maximum_parts] == [("processor", 4), ("self_awareness", 0)]
    t.apply(regained)
    assert t.ap(cid, "alfredo") == 4
    with pytest.raises(RuleViolation) as full:
        regain_action_points(t.state, "charles", 1)
    assert full.value.code == "action_points_above_maximum"
    assert full.value.data["maximum"] == 4
    with pytest.raises(InvalidCommand):
        regain_action_points(t.state, "alfredo", 0)
    t.place(robot("bystander"))
    with pytest.raises(RuleViolation) as outside:
        regain_action_points(t.state, "bystander", 1)
    assert outside.value.code == "not_in_conflict"
    t.assert_fold()


def test_action_point_save_loses_one_per_failed_die_never_below_zero() -> None:
    t = Table()
    cid = duel(t, [1, 2, 3, 9, 1, 9, 9, 9])  # Alfredo 4, Charles 2
    # Locomotion 6 less 2 damage: TN 4; faces 5, 6, 1 -> two failed dice.
    save = t.do(
        c.RollActionPointSave(
            table_id=t.table_id, conflict_id=cid, character_id="charles", attribute="locomotion", damage=2
        ),
        [5, 6, 1],
    )[0]
    assert isinstance(save, e.ActionPointSaveRolled)
    assert (save.tn, save.failed, save.lost, save.before, save.after) == (4, 2, 2, 2, 0)
    assert [(p.source, p.value) for p in save.tn_parts] == [("locomotion", 6), ("damage", -2)]
    again = t.do(
        c.RollActionPointSave(table_id=t.table_id, conflict_id=cid, character_id="charles", attribute="locomotion"),
        [9, 9, 9],
    )[0]
    assert (again.failed, again.lost, again.after, again.outcome) == (3, 0, 0, "total_failure")  # type: ignore[attr-defined]
    # A TN of 0 or less is an automatic total failure: no dice.
    auto = t.do(
        c.RollActionPointSave(
            table_id=t.table_id, conflict_id=cid, character_id="alfredo", attribute="locomotion", damage=7
        )
    )[0]
    assert (auto.automatic, auto.rolls, auto.lost, auto.after) == (True, (), 3, 1)  # type: ignore[attr-defined]
    err = refused(
        t,
        c.RollActionPointSave(table_id=t.table_id, conflict_id=cid, character_id="alfredo", attribute="locomotion"),
        [1, 1, 1],
        t.player,
    )
    assert err.code == "gm_only"
    t.assert_fold()


# --- turns and paying for them ----------------------------------------------------------------------------


def test_the_first_turn_is_free_and_nobody_buys_a_turn_before_it_ends() -> None:
    t = Table()
    cid = duel(t)
    first = of(t.log, e.TurnStarted)[0]
    assert (first.character_id, first.paid, first.turn_number) == ("alfredo", False, 1)
    err = refused(t, c.PayForTurn(conflict_id=cid, contenders=["charles"]), actor=t.other)
    assert err.code == "pay_for_turn_only_after_a_turn"
    ended = t.do(c.EndTurn(conflict_id=cid), actor=t.player)[0]
    assert (ended.before, ended.after, ended.first_right) == (("alfredo", "charles"), ("charles", "alfredo"), None)  # type: ignore[attr-defined]
    # Nobody pays: the next robot takes its free turn, and the window closes.
    t.do(c.StartTurn(conflict_id=cid), actor=t.other)
    assert refused(t, c.PayForTurn(conflict_id=cid, contenders=["alfredo"]), actor=t.player).code == (
        "pay_for_turn_only_after_a_turn"
    )
    t.assert_fold()


def test_turn_refusals() -> None:
    t = Table()
    cid = duel(t)
    assert refused(t, c.EndTurn(conflict_id=cid), actor=t.other).code == "not_your_turn"
    assert refused(t, c.StartTurn(conflict_id=cid)).code == "turn_in_progress"
    t.do(c.EndTurn(conflict_id=cid))
    assert refused(t, c.EndTurn(conflict_id=cid)).code == "no_turn_in_progress"
    assert refused(t, c.StartTurn(conflict_id=cid), actor=t.player).code == "not_your_turn"
    assert (
        refused(t, c.OpposeRoll(conflict_id=cid, character_id="charles"), actor=t.other).code == "no_turn_in_progress"
    )
    err = refused(t, c.PayForTurn(conflict_id=cid, contenders=["charles"]), actor=t.player)
    assert isinstance(err, Forbidden) and err.code == "not_your_character"
    err = refused(t, c.PayForTurn(conflict_id=cid, contenders=["charles", "charles"]))
    assert err.code == "duplicate_contender"
    assert isinstance(refused(t, c.EndTurn(conflict_id="nope")), NotFound)


def test_not_enough_action_points_to_pay_or_oppose() -> None:
    t = Table()
    cid = duel(t, [9, 9, 9, 9, 9, 9, 9, 9])  # 1 AP each
    t.do(c.OpposeRoll(conflict_id=cid, character_id="charles"), actor=t.other)
    assert t.ap(cid, "charles") == 0
    t.noted(cid, "alfredo", 1)
    err = refused(t, c.OpposeRoll(conflict_id=cid, character_id="charles"), actor=t.other)
    assert err.code == "not_enough_action_points"
    assert (err.data["needed"], err.data["available"]) == (1, 0)
    t.do(c.EndTurn(conflict_id=cid), actor=t.player)
    assert refused(t, c.PayForTurn(conflict_id=cid, contenders=["charles"]), actor=t.other).code == (
        "not_enough_action_points"
    )


def test_a_robot_does_not_oppose_its_own_action() -> None:
    t = Table()
    cid = duel(t)
    err = refused(t, c.OpposeRoll(conflict_id=cid, character_id="alfredo"), actor=t.player)
    assert err.code == "cannot_oppose_own_action"


def test_a_failed_or_tied_roll_gives_nobody_the_first_right() -> None:
    t = Table()
    cid = duel(t)
    t.noted(cid, None, 0)
    ended = t.do(c.EndTurn(conflict_id=cid))[0]
    assert ended.first_right is None  # type: ignore[attr-defined]
    # Then the highest in the order among those announcing pays: Charles is now on top.
    bought = of(t.do(c.PayForTurn(conflict_id=cid, contenders=["alfredo", "charles"])), e.TurnPurchased)[0]
    assert (bought.character_id, bought.precedence) == ("charles", "highest_in_order")


def test_the_latest_roll_decides_the_first_right() -> None:
    t = Table()
    cid = duel(t)
    t.noted(cid, "alfredo", 2)
    t.noted(cid, "charles", 1)
    assert t.do(c.EndTurn(conflict_id=cid))[0].first_right == "charles"  # type: ignore[attr-defined]


def test_first_right_holder_wins_precedence_even_when_lower_in_order() -> None:
    t = Table()
    cid = duel(t)
    t.noted(cid, "alfredo", 1)
    t.do(c.EndTurn(conflict_id=cid))  # order: charles, alfredo; alfredo holds the first right
    bought = of(t.do(c.PayForTurn(conflict_id=cid, contenders=["charles", "alfredo"])), e.TurnPurchased)[0]
    assert (bought.character_id, bought.precedence, bought.first_right) == ("alfredo", "first_right", "alfredo")
    assert t.ap(cid, "charles") == 4


def test_a_first_right_the_holder_cannot_use_does_not_hold_others_back() -> None:
    t = Table()
    cid = duel(t, [9, 9, 9, 9, 1, 2, 3, 9])  # Alfredo 1 AP, Charles 4
    t.do(c.UseOffHand(conflict_id=cid, character_id="alfredo"), actor=t.player)  # Alfredo now 0
    t.noted(cid, "charles", 1)  # the off-hand roll: decides nothing
    t.noted(cid, "alfredo", 2)
    t.do(c.EndTurn(conflict_id=cid), actor=t.player)
    assert t.conflict(cid).first_right == "alfredo"
    t.do(c.PayForTurn(conflict_id=cid, contenders=["charles"]), actor=t.other)
    assert t.conflict(cid).acting == "charles"


def test_decline_first_right_only_by_its_holder() -> None:
    t = Table()
    cid = duel(t)
    t.noted(cid, "alfredo", 1)
    t.do(c.EndTurn(conflict_id=cid))
    assert refused(t, c.DeclineFirstRight(conflict_id=cid, character_id="charles")).code == "no_first_right"
    err = refused(t, c.DeclineFirstRight(conflict_id=cid, character_id="alfredo"), actor=t.other)
    assert err.code == "not_your_character"
    t.do(c.DeclineFirstRight(conflict_id=cid, character_id="alfredo"), actor=t.player)
    t.do(c.PayForTurn(conflict_id=cid, contenders=["charles"]), actor=t.other)


def test_off_hand_costs_one_more_point_and_its_roll_decides_nothing() -> None:
    t = Table()
    cid = duel(t)
    assert refused(t, c.UseOffHand(conflict_id=cid, character_id="charles"), actor=t.other).code == "not_your_turn"
    spent = t.do(c.UseOffHand(conflict_id=cid, character_id="alfredo"), actor=t.player)[0]
    assert (spent.purpose, spent.cost, spent.after) == ("off_hand", 1, 3)  # type: ignore[attr-defined]
    assert refused(t, c.UseOffHand(conflict_id=cid, character_id="alfredo"), actor=t.player).code == (
        "off_hand_already_used"
    )
    # Charles defends against both rolls with a second weapon: 2 Action Points for that opposing roll.
    both = t.do(c.OpposeRoll(conflict_id=cid, character_id="charles", off_hand=True), actor=t.other)[0]
    assert [(p.source, p.value) for p in both.cost_parts] == [("opposing_roll", 1), ("off_hand", 1)]  # type: ignore[attr-defined]
    assert t.ap(cid, "charles") == 2
    cb = t.conflict(cid).combatants["charles"]
    assert (cb.opposing_step, cb.opposing_rolls) == (t.conflict(cid).step, 2)  # two defense rolls
    t.noted(cid, "charles", 2)  # Charles wins the off-hand exchange: no right to pay for it
    t.noted(cid, None, 0)  # the main attack fails
    assert t.do(c.EndTurn(conflict_id=cid))[0].first_right is None  # type: ignore[attr-defined]
    t.assert_fold()


def test_off_hand_is_rolled_before_the_turns_own_roll() -> None:
    t = Table()
    cid = duel(t)
    t.noted(cid, "alfredo", 1)
    assert refused(t, c.UseOffHand(conflict_id=cid, character_id="alfredo"), actor=t.player).code == (
        "off_hand_rolls_first"
    )


# --- Perception Saves to react ----------------------------------------------------------------------------


def test_partial_failure_to_react_costs_one_point_per_failed_die() -> None:
    t = Table()
    cid = duel(t)
    # Charles's Perception 6 less a Difficulty of 1: TN 5; faces 2, 7, 3: one failed die.
    save = t.do(
        c.RollReactionSave(table_id=t.table_id, conflict_id=cid, character_id="charles", difficulty=1), [2, 7, 3]
    )[0]
    assert (save.tn, save.outcome, save.penalty, save.blocked) == (5, "partial", 1, False)  # type: ignore[attr-defined]
    spent = t.do(c.OpposeRoll(conflict_id=cid, character_id="charles"), actor=t.other)[0]
    assert (spent.cost, spent.before, spent.after) == (2, 4, 2)  # type: ignore[attr-defined]
    save_again = c.RollReactionSave(table_id=t.table_id, conflict_id=cid, character_id="charles")
    assert refused(t, save_again, [1, 1, 1]).code == "reaction_save_already_rolled"
    oppose_again = c.OpposeRoll(conflict_id=cid, character_id="charles")
    assert refused(t, oppose_again, actor=t.other).code == "already_paid_to_oppose"
    # Once that roll is resolved the verdict is spent: opposing Alfredo's next roll costs the usual 1.
    t.noted(cid, "charles", 1)
    assert t.do(oppose_again, actor=t.other)[0].cost == 1  # type: ignore[attr-defined]
    t.assert_fold()


def test_total_failure_to_react_cannot_react_and_spends_nothing() -> None:
    t = Table()
    cid = duel(t)
    t.do(c.RollReactionSave(table_id=t.table_id, conflict_id=cid, character_id="charles"), [9, 9, 9])
    err = refused(t, c.OpposeRoll(conflict_id=cid, character_id="charles"), actor=t.other)
    assert err.code == "cannot_react_in_time"
    assert t.ap(cid, "charles") == 4
    # The verdict is about this moment: once the turn ends Charles may act again.
    t.do(c.EndTurn(conflict_id=cid))
    t.do(c.PayForTurn(conflict_id=cid, contenders=["charles"]), actor=t.other)


def test_a_save_to_react_can_gate_paying_for_a_turn() -> None:
    t = Table()
    cid = duel(t)
    t.do(c.EndTurn(conflict_id=cid))
    t.do(c.RollReactionSave(table_id=t.table_id, conflict_id=cid, character_id="alfredo"), [1, 9, 9])
    spent = t.do(c.PayForTurn(conflict_id=cid, contenders=["alfredo"]), actor=t.player)[0]
    assert [(p.source, p.value) for p in spent.cost_parts] == [("pay_for_turn", 1), ("reaction_penalty", 2)]  # type: ignore[attr-defined]
    assert t.ap(cid, "alfredo") == 1


def test_reaction_save_is_the_gms_call_on_a_fitting_attribute() -> None:
    t = Table()
    cid = duel(t)
    cmd = c.RollReactionSave(table_id=t.table_id, conflict_id=cid, character_id="charles")
    assert refused(t, cmd, [1, 1, 1], t.other).code == "gm_only"
    bad = c.RollReactionSave(table_id=t.table_id, conflict_id=cid, character_id="charles", attribute="memory")
    assert refused(t, bad, [1, 1, 1]).code == "reaction_save_attribute"
    quick = t.do(
        c.RollReactionSave(table_id=t.table_id, conflict_id=cid, character_id="charles", attribute="locomotion"),
        [1, 2, 3],
    )[0]
    assert (quick.tn, quick.outcome, quick.penalty) == (6, "no_effect", 0)  # type: ignore[attr-defined]


# --- breaks -----------------------------------------------------------------------------------------------


def test_soft_break_reroll_on_own_turn_when_disengaged() -> None:
    t = Table()
    cid = duel(t, [9, 9, 9, 9, 1, 2, 3, 9])  # Alfredo 1, Charles 4
    err = refused(t, c.RerollActionPoints(table_id=t.table_id, conflict_id=cid, character_id="alfredo"), [1], t.player)
    assert err.code == "still_engaged"
    assert refused(t, c.SetEngagement(conflict_id=cid, character_id="alfredo", engaged=False), actor=t.player).code == (
        "gm_only"
    )
    t.do(c.SetEngagement(conflict_id=cid, character_id="alfredo", engaged=False))
    err = refused(t, c.RerollActionPoints(table_id=t.table_id, conflict_id=cid, character_id="charles"), [1], t.other)
    assert err.code == "not_your_turn"
    events = t.do(
        c.RerollActionPoints(table_id=t.table_id, conflict_id=cid, character_id="alfredo"), [1, 1, 9, 9], t.player
    )
    rolled, ended = events
    assert isinstance(rolled, e.BaseActionPointsRolled)
    assert (rolled.reason, rolled.before, rolled.action_points) == ("soft_break", 1, 3)
    assert isinstance(ended, e.TurnEnded)  # the re-roll is the robot's action for its turn
    assert t.conflict(cid).order == ["charles", "alfredo"]
    t.assert_fold()


def test_hard_break_sets_a_new_order_and_rerolls_the_disengaged() -> None:
    t = Table()
    cid = duel(t, [9, 9, 9, 9, 1, 2, 3, 9])  # Alfredo 1, Charles 4
    t.do(c.EndTurn(conflict_id=cid))
    t.do(c.PayForTurn(conflict_id=cid, contenders=["charles"]))
    assert refused(t, c.TakeHardBreak(table_id=t.table_id, conflict_id=cid), [1] * 4, t.player).code == "gm_only"
    events = t.do(
        c.TakeHardBreak(table_id=t.table_id, conflict_id=cid, engaged=["charles"]),
        [1, 2, 3, 4],
    )
    assert isinstance(events[0], e.HardBreakTaken)
    order = of(events, e.TurnOrderEstablished)[0]
    assert (order.reason, order.order) == ("hard_break", ("alfredo", "charles"))
    bases = of(events, e.BaseActionPointsRolled)
    assert [(b.character_id, b.reason, b.before, b.action_points) for b in bases] == [("alfredo", "hard_break", 1, 4)]
    assert t.ap(cid, "charles") == 3  # still engaged: keeps its points
    assert t.conflict(cid).acting == "alfredo"
    assert not t.conflict(cid).window_open
    t.assert_fold()


# --- who is in the fight ----------------------------------------------------------------------------------


def test_joining_during_a_turn_never_goes_in_front_of_the_acting_robot() -> None:
    t = Table()
    cid = duel(t)
    t.place(robot("devon", visual=4, audio=4, locomotion=8, inspiration=9), t.other)
    events = t.do(c.AddCombatant(table_id=t.table_id, conflict_id=cid, character_id="devon", side="b"), [1, 1, 1, 1])
    joined = of(events, e.CombatantJoined)[0]
    assert joined.position == 1 and [x.against for x in joined.comparisons] == ["charles"]
    assert t.conflict(cid).order == ["alfredo", "devon", "charles"]
    base = of(events, e.BaseActionPointsRolled)[0]
    assert (base.tn, [(p.source, p.value) for p in base.tn_basis]) == (4, [("own_side", 2), ("opponents", 1)])
    assert (
        refused(t, c.AddCombatant(table_id=t.table_id, conflict_id=cid, character_id="devon", side="b"), [1] * 4).code
        == "already_in_conflict"
    )
    t.assert_fold()


def test_removing_the_acting_robot_ends_its_turn() -> None:
    t = Table()
    cid = duel(t)
    left = t.do(c.RemoveCombatant(conflict_id=cid, character_id="alfredo"))[0]
    assert isinstance(left, e.CombatantLeft) and left.was_acting
    assert t.conflict(cid).order == ["charles"] and t.conflict(cid).acting is None and t.conflict(cid).window_open
    with pytest.raises(RuleViolation):
        regain_action_points(t.state, "alfredo", 1)


def test_ending_the_conflict() -> None:
    t = Table()
    cid = duel(t)
    assert refused(t, c.EndConflict(conflict_id=cid), actor=t.player).code == "gm_only"
    t.do(c.EndConflict(conflict_id=cid))
    assert t.conflict(cid).phase == "ended"
    assert refused(t, c.StartTurn(conflict_id=cid)).code == "conflict_not_running"
    assert refused(t, c.EndConflict(conflict_id=cid)).code == "conflict_ended"
    # The same robots may start a new conflict, with a new order and new Base Action Points.
    duel(t)
    t.assert_fold()


# --- ambush and surprise ----------------------------------------------------------------------------------


def ambush_table() -> tuple[Table, str]:
    t = Table()
    t.place(robot("footpad", locomotion=5, programs={"stealth": (3, "physical")}, cores={"physical": 1}), t.gm)
    t.place(robot("alfredo", visual=4, audio=4), t.player)
    t.place(robot("charles", visual=3, audio=3), t.other)
    started = t.do(
        c.StartConflict(
            table_id=t.table_id,
            ambush=True,
            combatants=[
                c.CombatantEntry(character_id="footpad", side="thief"),
                c.CombatantEntry(character_id="alfredo", side="friends"),
                c.CombatantEntry(character_id="charles", side="friends"),
            ],
        )
    )
    return t, started[0].conflict_id  # type: ignore[attr-defined]


def roll_ambush(t: Table, cid: str, faces: list[int], **kw: object) -> e.AmbushRolled:
    cmd = c.RollAmbush(
        table_id=t.table_id,
        conflict_id=cid,
        ambusher_ids=["footpad"],
        target_ids=["alfredo", "charles"],
        program="stealth",
        attribute="locomotion",
        **kw,  # type: ignore[arg-type]
    )
    return t.do(cmd, faces)[0]  # type: ignore[return-value]


def test_a_failed_ambush_makes_the_ambushers_save() -> None:
    t, cid = ambush_table()
    ambush = roll_ambush(t, cid, [6, 7, 8, 9])
    assert (ambush.successes, ambush.succeeded, ambush.savers, ambush.save_tn_modifier) == (0, False, ("footpad",), 0)
    assert refused(t, c.BeginConflict(table_id=t.table_id, conflict_id=cid)).code == "surprise_saves_pending"
    save = t.do(c.RollSurpriseSave(table_id=t.table_id, conflict_id=cid, character_id="footpad"), [9, 1, 2])[0]
    assert (save.attribute, save.failed, save.attribute_loss, save.action_point_loss) == ("perception", 1, 2, 1)  # type: ignore[attr-defined]
    t.assert_fold()


def test_opposition_cancels_ambush_successes() -> None:
    t, cid = ambush_table()
    ambush = roll_ambush(t, cid, [1, 2, 3, 9], opposition=2)
    assert (ambush.successes, ambush.net, ambush.succeeded, ambush.save_tn_modifier) == (3, 1, True, 0)


def test_surprise_save_refusals() -> None:
    t, cid = ambush_table()
    save = c.RollSurpriseSave(table_id=t.table_id, conflict_id=cid, character_id="alfredo")
    # No ambush reached Alfredo yet: only the GM may call for his save.
    assert refused(t, save, [1, 1, 1], t.player).code == "gm_only"
    roll_ambush(t, cid, [1, 1, 9, 9])
    assert refused(t, save, [1, 1, 1], t.other).code == "not_your_character"
    modified = c.RollSurpriseSave(table_id=t.table_id, conflict_id=cid, character_id="alfredo", modifier=2)
    assert refused(t, modified, [1, 1, 1], t.player).code == "gm_only"
    other_attr = c.RollSurpriseSave(table_id=t.table_id, conflict_id=cid, character_id="alfredo", attribute="processor")
    assert refused(t, other_attr, [1, 1, 1]).code == "surprise_save_is_perception"
    t.do(save, [1, 1, 1], t.player)
    assert refused(t, save, [1, 1, 1], t.player).code == "surprise_save_already_rolled"
    again = c.RollAmbush(
        table_id=t.table_id,
        conflict_id=cid,
        ambusher_ids=["footpad"],
        target_ids=["alfredo"],
        program="stealth",
        attribute="locomotion",
    )
    assert refused(t, again, [1] * 4).code == "surprise_already_resolved"
    nobody = c.RollAmbush(
        table_id=t.table_id,
        conflict_id=cid,
        ambusher_ids=["charles"],
        target_ids=["footpad"],
        program="stealth",
        attribute="locomotion",
    )
    assert refused(t, nobody).code == "no_ambusher_has_program"


def test_ambush_commands_only_while_resolving_surprise() -> None:
    t = Table()
    cid = duel(t)
    cmd = c.RollSurpriseSave(table_id=t.table_id, conflict_id=cid, character_id="alfredo")
    assert refused(t, cmd, [1, 1, 1]).code == "not_resolving_ambush"
    assert refused(t, c.BeginConflict(table_id=t.table_id, conflict_id=cid)).code == "not_resolving_ambush"


def test_surprise_recovery_happens_only_after_bought_turns_and_the_loss_can_be_bought_off() -> None:
    t, cid = ambush_table()
    roll_ambush(t, cid, [1, 1, 9, 9])  # 2 successes: -0 for two targets (1 extra, halved)
    t.do(c.RollSurpriseSave(table_id=t.table_id, conflict_id=cid, character_id="alfredo"), [9, 9, 1], t.player)
    t.do(c.RollSurpriseSave(table_id=t.table_id, conflict_id=cid, character_id="charles"), [1, 1, 1], t.other)
    assert surprise_outstanding(t.state.game, "alfredo") == 4
    assert surprise_outstanding(t.state.game, "charles") == 0
    # Alfredo: Perception 8 - 4 = 4; footpad 6; Charles 6 (ties with footpad: Charles saved with 3
    # successes, the footpad rolled no save and ranks as fully aware, then Locomotion 5 vs 5, Inspiration
    # 0 vs 0: a d10 roll-off, 8 against 2).
    t.do(c.BeginConflict(table_id=t.table_id, conflict_id=cid), [8, 2] + [1, 1, 1, 1] * 3)
    assert t.conflict(cid).order == ["footpad", "charles", "alfredo"]
    assert t.ap(cid, "alfredo") == 4 - 2
    t.do(c.EndTurn(conflict_id=cid))
    t.do(c.StartTurn(conflict_id=cid), actor=t.other)
    assert not of(t.do(c.EndTurn(conflict_id=cid), actor=t.other), e.SurpriseRecovered)  # a free turn
    t.do(c.PayForTurn(conflict_id=cid, contenders=["footpad"]))
    recovered = of(t.do(c.EndTurn(conflict_id=cid)), e.SurpriseRecovered)
    assert [(r.character_id, r.remaining, r.paid_turn_by) for r in recovered] == [("alfredo", 3, "footpad")]
    assert t.state.game.characters["alfredo"].losses["perception"] == 3
    t.assert_fold()


def test_social_surprise_is_an_attribute_the_gm_picks() -> None:
    t = Table()
    t.place(robot("gossip", programs={"intrigue": (4, "social")}, cores={"social": 2}), t.gm)
    t.place(robot("duchess"), t.player)
    started = t.do(
        c.StartConflict(
            table_id=t.table_id,
            kind="social",
            ambush=True,
            combatants=[
                c.CombatantEntry(character_id="gossip", side="g"),
                c.CombatantEntry(character_id="duchess", side="d"),
            ],
        )
    )
    cid = started[0].conflict_id  # type: ignore[attr-defined]
    t.do(
        c.RollAmbush(
            table_id=t.table_id,
            conflict_id=cid,
            ambusher_ids=["gossip"],
            target_ids=["duchess"],
            program="intrigue",
            attribute="processor",
        ),
        [1, 1, 9, 9, 9, 9],
    )
    plain = c.RollSurpriseSave(table_id=t.table_id, conflict_id=cid, character_id="duchess")
    assert refused(t, plain, [1, 1, 1], t.player).code == "gm_only"
    assert refused(t, plain, [1, 1, 1]).code == "attribute_required"
    save = t.do(
        c.RollSurpriseSave(table_id=t.table_id, conflict_id=cid, character_id="duchess", attribute="processor"),
        [1, 9, 9],
    )[0]
    assert (save.tn, save.attribute_loss) == (3, 4)  # type: ignore[attr-defined]  # Processor 4 - 1
    begun = t.do(c.BeginConflict(table_id=t.table_id, conflict_id=cid), [1] * 12)
    keys = {k.character_id: k.score for k in of(begun, e.TurnOrderEstablished)[0].keys}
    assert keys == {"gossip": 4, "duchess": 0}  # the surprise loss counts for the Processor order


# --- commands are validated at decode time ---------------------------------------------------------------


def test_command_fields_are_range_checked_when_decoded() -> None:
    decoder = msgspec.json.Decoder(c.RollActionPointSave)
    good = (
        b'{"command":"rr.roll_action_point_save","table_id":"t","conflict_id":"x",'
        b'"character_id":"y","attribute":"locomotion"}'
    )
    assert decoder.decode(good).damage == 0
    with pytest.raises(msgspec.ValidationError, match="damage"):
        decoder.decode(good[:-1] + b',"damage":-1}')
    with pytest.raises(msgspec.ValidationError):
        decoder.decode(good[:-1] + b',"surprise":true}')
    with pytest.raises(msgspec.ValidationError, match="contenders"):
        msgspec.json.decode(b'{"command":"rr.pay_for_turn","conflict_id":"x","contenders":[]}', type=c.PayForTurn)


def test_gm_may_keep_the_conflicts_rolls_secret() -> None:
    t = Table()
    duel(t, visibility="gm")
    rolled = [ev for ev in t.log if isinstance(ev, (e.TurnOrderEstablished, e.BaseActionPointsRolled))]
    assert rolled and all(ev.visibility == "gm" for ev in rolled)
    assert len(t.state.hidden_rolls) == len(rolled)
