"""Turn Order as pure functions: the tie-breakers, roll-offs, inserting a newcomer, narrative start.

The seed's moonlit-bridge and Edward examples are replayed here with the effective Perceptions the
example prints (Charles 4, Edward 5). Those numbers halve Visual 3 *down* to 1, against the rule's own
"½ of Visual Sensors (round up)"; the command-level tests in test_examples.py use the rule as written.
"""

from __future__ import annotations

from domain.dice import ScriptedDice
from domain.rr.conflict.turn_order import (
    OrderKey,
    initial_order,
    insertion,
    move_to_bottom,
    move_to_top,
    narrative_rotation,
    roll_off,
)


def key(cid: str, score: int, tiebreak: int, inspiration: int, save: int | None = None) -> OrderKey:
    return OrderKey(character_id=cid, score=score, tiebreak=tiebreak, inspiration=inspiration, save_successes=save)


FRIENDS = [key("alfredo", 8, 7, 5), key("burgiss", 6, 4, 3), key("charles", 6, 6, 3), key("devon", 8, 5, 7)]


def test_four_friends_order_by_perception_then_locomotion() -> None:
    order, rolls, offs = initial_order(FRIENDS, 10, ScriptedDice([]))
    assert order == ["alfredo", "devon", "charles", "burgiss"]
    assert rolls == [] and offs == []


def test_moonlit_bridge_with_the_printed_perceptions() -> None:
    printed = [key("alfredo", 6, 7, 5), key("burgiss", 5, 4, 3), key("charles", 4, 6, 3), key("devon", 8, 5, 7)]
    order, _, _ = initial_order(printed, 10, ScriptedDice([]))
    assert order == ["devon", "alfredo", "burgiss", "charles"]


def test_inspiration_breaks_a_locomotion_tie() -> None:
    order, _, _ = initial_order([key("a", 5, 4, 1), key("b", 5, 4, 3)], 10, ScriptedDice([]))
    assert order == ["b", "a"]


def test_full_tie_rolls_off_with_the_conflicts_die_and_rerolls_ties() -> None:
    keys = [key("a", 5, 4, 1), key("b", 5, 4, 1), key("c", 5, 4, 1)]
    # First roll: a 6, b 6, c 9 -> c first; a and b roll again: a 2, b 8.
    order, rolls, offs = initial_order(keys, 10, ScriptedDice([6, 6, 9, 2, 8]))
    assert order == ["c", "b", "a"]
    assert [r.faces for r in rolls] == [(6, 6, 9), (2, 8)]
    assert [o.character_ids for o in offs] == [("a", "b", "c"), ("a", "b")]
    assert all(r.sides == 10 for r in rolls)


def test_social_roll_off_uses_a_d6() -> None:
    ordered, rolls, _ = roll_off(["x", "y"], 6, ScriptedDice([2, 5]))
    assert ordered == ["y", "x"] and rolls[0].sides == 6


def test_surprise_save_successes_break_ties_before_locomotion() -> None:
    keys = [key("fast", 4, 8, 0, save=1), key("alert", 4, 2, 0, save=2)]
    assert initial_order(keys, 10, ScriptedDice([]), surprise=True)[0] == ["alert", "fast"]
    # Without surprise the save does not count and Locomotion decides.
    assert initial_order(keys, 10, ScriptedDice([]), surprise=False)[0] == ["fast", "alert"]


def test_a_robot_that_rolled_no_surprise_save_ranks_as_fully_aware() -> None:
    keys = [key("target", 3, 8, 0, save=2), key("ambusher", 3, 1, 0, save=None)]
    assert initial_order(keys, 10, ScriptedDice([]), surprise=True)[0] == ["ambusher", "target"]


def test_edward_joins_third_with_the_printed_perceptions() -> None:
    current = [key("burgiss", 5, 4, 3), key("alfredo", 6, 7, 5), key("charles", 4, 6, 3), key("devon", 8, 5, 7)]
    index, comparisons, rolls, _ = insertion(key("edward", 5, 4, 1), current, 10, ScriptedDice([]))
    assert index == 2
    assert [(c.against, c.decided_by, c.beats) for c in comparisons] == [
        ("burgiss", "inspiration", False),
        ("alfredo", "score", False),
        ("charles", "score", True),
    ]
    assert rolls == []


def test_newcomer_who_beats_nobody_goes_to_the_end() -> None:
    index, comparisons, _, _ = insertion(key("slow", 1, 1, 0), FRIENDS, 10, ScriptedDice([]))
    assert index == len(FRIENDS) and len(comparisons) == len(FRIENDS)


def test_newcomer_full_tie_rolls_off_against_that_robot() -> None:
    current = [key("a", 5, 4, 1), key("b", 3, 3, 0)]
    # Tie with a: 4 vs 4 again, then 7 vs 3 -> the newcomer wins and goes in front of a.
    index, comparisons, rolls, offs = insertion(key("n", 5, 4, 1), current, 10, ScriptedDice([4, 4, 7, 3]))
    assert index == 0
    assert comparisons[0].decided_by == "roll_off" and comparisons[0].beats
    assert [r.faces for r in rolls] == [(4, 4), (7, 3)]
    assert offs[0].character_ids == ("n", "a")


def test_narrative_start_cycles_until_the_initiator_is_on_top() -> None:
    assert narrative_rotation(["a", "b", "c", "d"], "c") == ["c", "d", "a", "b"]
    assert narrative_rotation(["a", "b"], "a") == ["a", "b"]


def test_moving_to_bottom_and_top_keeps_everyone_else_in_place() -> None:
    assert move_to_bottom(["a", "b", "c"], "a") == ["b", "c", "a"]
    assert move_to_top(["a", "b", "c"], "c") == ["c", "a", "b"]
