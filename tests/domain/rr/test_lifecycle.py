"""What leaves the Robots & Rapiers state, and when (`domain.rr.lifecycle`).

The state holds what is live; the log holds everything. These tests pin each lapse rule with the refusals a
late command then meets, that a log written before the rules existed still folds, and that a campaign which
only ever calls, rolls and spends tests keeps a state of the same encoded size however long it runs.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

import msgspec
import pytest

from domain.campaign import CloseTable, OpenTable
from domain.errors import DomainError, NotFound, RuleViolation
from domain.game import Game
from domain.rr import RULESET
from domain.rr import commands as c
from domain.rr.apply import HANDLERS
from domain.rr.conflict import commands as cc
from domain.rr.conflict.apply import CONFLICT_HANDLERS
from domain.rr.lifecycle import CONTROLS_KEPT_PER_ROBOT, TESTS_KEPT_PER_ROBOT

from .harness import Campaign, _tag

FULL = Game(replace(RULESET, handlers={**HANDLERS, **CONFLICT_HANDLERS}))
"""The ruleset folding without any lapse rule: the state version 1 kept (every record ever played)."""


def refused(cp: Campaign, cmd: object, **kw: object) -> DomainError:
    with pytest.raises(DomainError) as err:
        cp.do(cmd, **kw)  # type: ignore[arg-type]
    return err.value


def new_session(cp: Campaign) -> str:
    cp.do(CloseTable(table_id=cp.table_id))
    cp.table_id = cp.do(OpenTable(name="next session"))[0].table_id  # type: ignore[attr-defined]
    return cp.table_id


def fixed_width_ids(cp: Campaign) -> None:
    """Ids of one length from here on, so encoded sizes compare byte for byte (the server uses UUIDs)."""
    cp._ids = (f"id-{n:012d}" for n in itertools.count(10**6))


# --- tests ---------------------------------------------------------------------------------------------------


def test_a_robots_earliest_rolled_test_lapses_when_one_more_is_rolled() -> None:
    cp = Campaign()
    a = cp.robot()
    first = cp.test(a, [1, 1, 1, 9, 9, 9, 9, 9], program="fencing")
    cp.spend(first, c.Accomplish())  # 2 successes left, saved for later
    kept = [cp.test(a, [1] * 8, program="fencing") for _ in range(TESTS_KEPT_PER_ROBOT - 1)]
    assert set(cp.state.game.tests) == {first, *kept}
    cp.spend(first, c.RollOver(successes=1))  # still within the robot's window: spendable
    assert refused(cp, c.RollTest(table_id=cp.table_id, test_id=first), actor=cp.ann).code == "test_already_rolled"

    called = cp.call(a, program="fencing")  # an open call does not count: the GM may call ahead
    assert first in cp.state.game.tests
    cp.roll(called, [1] * 8)
    assert first not in cp.state.game.tests and called in cp.state.game.tests
    assert len([t for t in cp.state.game.tests.values() if t.character_id == a]) == TESTS_KEPT_PER_ROBOT
    # the lapsed test's last success lapsed with it; a repeat is still refused, as a record that is gone
    err = refused(cp, c.SpendSuccesses(test_id=first, spends=[c.RollOver(successes=1)]), actor=cp.ann)
    assert isinstance(err, NotFound) and err.code == "test_not_found"
    assert isinstance(refused(cp, c.RollTest(table_id=cp.table_id, test_id=first), actor=cp.ann), NotFound)
    # the log still has it all: folding without the lapse rules gives the old record back
    assert FULL.fold(cp.log).game.tests[first].spent == 2


def test_tests_called_ahead_stay_until_rolled_and_lapse_in_the_order_rolled() -> None:
    cp = Campaign()
    a = cp.robot()
    stock = [cp.call(a, program="fencing") for _ in range(3 * TESTS_KEPT_PER_ROBOT)]
    assert list(cp.state.game.tests) == stock
    late = stock[0]
    for tid in stock[1:]:
        cp.roll(tid, [1] * 8)
    cp.roll(late, [1] * 8)  # rolled last: kept, though called first
    held = list(cp.state.game.tests)
    assert held == [*stock[-(TESTS_KEPT_PER_ROBOT - 1) :], late]
    assert refused(cp, c.RollTest(table_id=cp.table_id, test_id=stock[1]), actor=cp.ann).code == "test_not_found"


def test_other_robots_tests_do_not_count_against_a_robot() -> None:
    cp = Campaign()
    a, b = cp.robot(), cp.robot(owner=cp.bob, name="Burgiss")
    mine = cp.test(a, [1] * 8, program="fencing")
    for _ in range(3 * TESTS_KEPT_PER_ROBOT):
        cp.test(b, [1] * 8, program="fencing", actor=cp.bob)
    assert mine in cp.state.game.tests


def test_an_unresolved_oldest_test_lapses_with_its_opposition() -> None:
    cp = Campaign()
    a, b = cp.robot(), cp.robot(owner=cp.bob, name="Charles")
    attack = cp.test(a, [1, 1, 9, 9, 9, 9, 9, 9], program="fencing")
    defence = cp.call(b, program="fencing", attribute="locomotion", opposes=attack)
    cp.roll(defence, [1, 9, 9, 9, 9, 9, 9, 9], actor=cp.bob)
    for _ in range(TESTS_KEPT_PER_ROBOT):
        cp.test(a, [1] * 8, program="fencing")
    assert attack not in cp.state.game.tests and defence not in cp.state.game.tests
    assert refused(cp, c.ResolveTest(test_id=attack)).code == "test_not_found"
    assert cp.refold().game.tests == cp.state.game.tests


def test_tests_stay_through_the_sessions_end_and_leave_when_the_next_opens() -> None:
    cp = Campaign()
    a = cp.robot()
    tid = cp.test(a, [1, 1, 1, 9, 9, 9, 9, 9], program="fencing")
    unrolled = cp.call(a, program="fencing")
    old_table = cp.table_id
    cp.do(CloseTable(table_id=old_table))
    # after the session: the leftover successes may still be spent (bookkeeping), the refusals are unchanged
    cp.spend(tid, c.Accomplish(), c.RollOver(successes=1, applies_to="the next session's duel"))
    err = refused(cp, c.RollTest(table_id=old_table, test_id=unrolled), actor=cp.ann)
    assert err.code == "table_closed"
    cp.table_id = cp.do(OpenTable(name="Session 2"))[0].table_id  # type: ignore[attr-defined]
    assert cp.state.game.tests == {}
    assert refused(cp, c.SpendSuccesses(test_id=tid, spends=[c.Faster(successes=1)]), actor=cp.ann).code == (
        "test_not_found"
    )
    assert cp.ch(a).bonuses  # what was rolled over stays on the sheet
    assert cp.refold().game == cp.state.game


def test_pending_saves_of_a_closed_table_leave_when_the_next_opens() -> None:
    cp = Campaign()
    a = cp.robot()
    sid = cp.trigger(a, "locomotion")
    rolled = cp.trigger(a, "locomotion")
    cp.save(rolled, [1, 1, 1])
    assert set(cp.state.game.saves) == {sid}  # a rolled save is gone at once
    new_session(cp)
    assert cp.state.game.saves == {}
    assert refused(cp, c.RollSave(table_id=cp.table_id, save_id=sid), actor=cp.ann).code == "save_not_found"


def test_a_saves_source_test_stays_while_the_save_can_be_made_harder() -> None:
    cp = Campaign()
    a, b = cp.robot(), cp.robot(owner=cp.bob, name="Charles")
    hit = cp.test(a, [1, 1, 1, 9, 9, 9, 9, 9], program="fencing")
    cp.spend(hit, c.Accomplish(target_id=b))
    sid = cp.trigger(b, "locomotion", source_test_id=hit)
    cp.spend(hit, c.LowerSave(save_id=sid, points=2))
    assert cp.state.game.saves[sid].damage_successes == 2


def test_dramatic_controls_keep_a_robots_most_recent() -> None:
    cp = Campaign()
    s = cp.spark(3, inspiration=30)
    ids = [
        cp.do(c.ProposeDramaticControl(character_id=s, narration=f"rope {n}"), actor=cp.ann)[0].control_id  # type: ignore[attr-defined]
        for n in range(CONTROLS_KEPT_PER_ROBOT + 2)
    ]
    assert list(cp.state.game.controls) == ids[2:]
    err = refused(cp, c.PriceDramaticControl(control_id=ids[0], magnitude="minor"))
    assert err.code == "dramatic_control_not_found"


# --- conflicts -----------------------------------------------------------------------------------------------


def _duel(cp: Campaign) -> tuple[str, str, str]:
    a, b = cp.robot(), cp.robot(owner=cp.bob, name="Charles")
    started = cp.do(
        cc.StartConflict(
            table_id=cp.table_id,
            combatants=[cc.CombatantEntry(character_id=a, side="a"), cc.CombatantEntry(character_id=b, side="b")],
        ),
        dice=random.Random(3).choices(range(1, 11), k=200),
    )
    return started[0].conflict_id, a, b  # type: ignore[attr-defined]


def test_an_ended_conflict_keeps_a_marker_until_a_later_session() -> None:
    cp = Campaign()
    cp.do = _lenient(cp)  # type: ignore[method-assign]
    cid, a, _b = _duel(cp)
    assert cp.state.game.conflicts[cid].combatants
    cp.do(cc.EndConflict(conflict_id=cid))
    marker = cp.state.game.conflicts[cid]
    assert (marker.phase, marker.table_id, marker.combatants, marker.order, marker.ambush) == (
        "ended",
        cp.table_id,
        {},
        [],
        None,
    )
    assert refused(cp, cc.EndConflict(conflict_id=cid)).code == "conflict_ended"
    assert refused(cp, cc.RemoveCombatant(conflict_id=cid, character_id=a)).code == "conflict_ended"
    cp.do(CloseTable(table_id=cp.table_id))
    assert cid in cp.state.game.conflicts  # the session's last step still shows how it ended
    cp.table_id = cp.do(OpenTable(name="Session 2"))[0].table_id  # type: ignore[attr-defined]
    assert cp.state.game.conflicts == {}
    assert refused(cp, cc.EndConflict(conflict_id=cid)).code == "conflict_not_found"
    assert cp.refold().game == cp.state.game


def test_a_conflict_in_progress_outlives_its_table() -> None:
    cp = Campaign()
    cp.do = _lenient(cp)  # type: ignore[method-assign]
    cid, _a, _b = _duel(cp)
    new_session(cp)
    assert cp.state.game.conflicts[cid].phase == "running"
    cp.do(cc.EndConflict(conflict_id=cid))  # ended after its session: nothing is left to refuse there
    assert cid not in cp.state.game.conflicts


def _lenient(cp: Campaign) -> object:
    """`Campaign.do` without the check that every scripted face was used (conflict starts roll a varying
    number of dice)."""

    def do(cmd: object, actor: object = None, dice: object = None) -> list[object]:
        from domain.dice import ScriptedDice

        source = ScriptedDice(dice or []) if not hasattr(dice, "roll") else dice  # type: ignore[arg-type]
        events = cp.game.decide(cp.state, cmd, cp.context(actor or cp.gm, source))  # type: ignore[arg-type]
        for ev in events:
            cp.game.apply(cp.state, ev, cp.state.version + 1)
            cp.log.append(ev)
        return events  # type: ignore[return-value]

    return do


# --- logs from before the lapse rules ---------------------------------------------------------------------


def test_a_log_that_acts_on_lapsed_records_still_folds() -> None:
    """Under version 1 a robot could spend a test's successes any time later, even sessions later. Folding
    such a log with the lapse rules skips the lapsed record and applies everything else the events say."""
    cp = Campaign()
    cp.game = FULL  # play under the old rules
    a = cp.robot()
    old = cp.test(a, [1, 1, 1, 1, 9, 9, 9, 9], program="fencing")
    for _ in range(TESTS_KEPT_PER_ROBOT + 2):
        cp.test(a, [1] * 8, program="fencing")
    sid = cp.trigger(a, "locomotion")
    new_session(cp)
    cp.spend(old, c.Accomplish(), c.RollOver(successes=1), c.RaiseSave(save_id=sid, points=1))
    pruned = RULESET_GAME.fold(RULESET_GAME.decode(_tag(ev), RULESET_GAME.encode(ev)) for ev in cp.log)
    assert pruned.game.characters == cp.state.game.characters
    assert pruned.game.tests == {} and pruned.game.saves == {}


RULESET_GAME = Game(RULESET)


# --- growth --------------------------------------------------------------------------------------------------


def _play(cycles: int) -> list[int]:
    """Encoded state size after each session of `cycles` call/roll/spend cycles (three sessions, two robots,
    a saved success now and then, a save called and one left pending, a conflict fought and ended)."""
    cp = Campaign()
    cp.do = _lenient(cp)  # type: ignore[method-assign]  # a save may be automatic and roll no dice
    a, b = cp.robot(), cp.robot(owner=cp.bob, name="Charles")
    fixed_width_ids(cp)
    rnd = random.Random(7)
    sizes = []
    for _session in range(3):
        for n in range(cycles):
            robot, owner = (a, cp.ann) if n % 3 else (b, cp.bob)
            tid = cp.test(robot, [rnd.randint(1, 10) for _ in range(8)], actor=owner, program="fencing")
            try:
                if n % 4:
                    cp.spend(tid, c.Accomplish(), actor=owner)
                if n % 5 == 0:
                    cp.spend(tid, c.RollOver(successes=1), actor=owner)  # the bonus is used below
                for bid in list(cp.ch(robot).bonuses):
                    cp.do(c.DiscardBonus(character_id=robot, bonus_id=bid))
            except RuleViolation:
                pass  # too few successes: they stay unspent
            if n % 10 == 0:
                sid = cp.trigger(b, "locomotion")
                if n < cycles - 10:  # the session's last save is left pending until the session is over
                    cp.save(sid, [rnd.randint(1, 10) for _ in range(3)], actor=cp.bob)
        sizes.append(len(cp.game.encode_state(cp.state)))
        new_session(cp)
    return sizes


def test_the_state_does_not_grow_with_the_campaign() -> None:
    short, long = _play(50), _play(500)
    # Ten times the play, the same sizes session by session, but for the digits of a few counters (the
    # stream version, losses, Inspiration): the records held are the same live ones.
    assert all(abs(x - y) <= 32 for x, y in zip(short, long, strict=True)), (short, long)


def test_one_open_table_of_call_and_roll_keeps_a_bounded_state() -> None:
    """The worst case: one table, one robot, a test called and rolled and never resolved, again and again."""
    sizes = {}
    for cycles in (50, 500):
        cp = Campaign()
        a = cp.robot()
        fixed_width_ids(cp)
        for _ in range(cycles):
            cp.test(a, [1, 2, 3, 4, 5, 6, 7, 8], program="fencing")
        sizes[cycles] = len(cp.game.encode_state(cp.state))
        assert len(cp.state.game.tests) == TESTS_KEPT_PER_ROBOT
        assert msgspec.to_builtins(cp.refold()) == msgspec.to_builtins(cp.state)
    assert 0 <= sizes[500] - sizes[50] <= 2, sizes  # the stream version has a digit more
