"""Where the conflict rules and the test / save rules meet: surprise bought off by rolls, the off-hand
weapon's two defense rolls, prepared save bonuses in conflict saves, 1s of the ambush roll as
Inspiration, and every event of play naming its table.

Robots are placed with exact numbers (support.py); tests, saves and spends are the real test rules'
commands, so each scenario runs the whole ruleset and ends with the fold check.
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from domain.errors import DomainError
from domain.rr import commands as rc
from domain.rr import events as re
from domain.rr.conflict import commands as c
from domain.rr.conflict import events as e
from domain.rr.conflict.lookup import surprise_outstanding
from domain.rr.conflict.state import Combatant
from tests.domain.rr.conflict.support import GAME, Table, of, robot

# --- a table with two friends and a footpad -----------------------------------------------------------------


def place_three(t: Table, footpad_sa: int = 0) -> None:
    """Alfredo (Ann's, Perception 8, Locomotion 7), Charles (Bob's, Perception 6, Locomotion 6): Fencing 3 +
    Physical 3, six dice. The footpad (the GM's unless Sparked, then Ann's; Perception 5, Locomotion 5):
    Stealth 3 / Fencing 2 + Physical 2."""
    cores = {"physical": 3, "mental": 1, "social": 1}
    t.place(robot("alfredo", visual=4, audio=4, locomotion=7, programs={"fencing": (3, "physical")}, cores=cores))
    t.place(
        robot("charles", visual=3, audio=3, locomotion=6, programs={"fencing": (3, "physical")}, cores=cores), t.other
    )
    t.place(
        robot(
            "footpad",
            visual=2,
            audio=3,
            locomotion=5,
            self_awareness=footpad_sa,
            programs={"stealth": (3, "physical"), "fencing": (2, "physical")},
            cores={"physical": 2, "mental": 1, "social": 1},
        ),
        t.player if footpad_sa else t.gm,
    )


def ambushed(t: Table, targets: tuple[str, ...] = ("alfredo",), faces: list[int] | None = None, **kw: Any) -> str:
    """An ambush conflict (friends against the footpad) and the footpad's Stealth vs. Locomotion roll: 5 dice
    at TN 5; by default 2 successes, so one target saves at -1."""
    started = t.do(
        c.StartConflict(
            table_id=t.table_id,
            ambush=True,
            combatants=[
                c.CombatantEntry(character_id="alfredo", side="friends"),
                c.CombatantEntry(character_id="charles", side="friends"),
                c.CombatantEntry(character_id="footpad", side="thugs"),
            ],
        )
    )
    cid: str = started[0].conflict_id  # type: ignore[attr-defined]
    t.do(
        c.RollAmbush(
            table_id=t.table_id,
            conflict_id=cid,
            ambusher_ids=["footpad"],
            target_ids=list(targets),
            program="stealth",
            attribute="locomotion",
            **kw,
        ),
        faces or [1, 2, 9, 9, 9],
    )
    return cid


def surprised(t: Table, save_faces: list[int], **save_kw: Any) -> str:
    """Alfredo surprised: the footpad's ambush (TN 8 - 1 = 7 for his save), his save, then the order."""
    cid = ambushed(t)
    t.do(
        c.RollSurpriseSave(table_id=t.table_id, conflict_id=cid, character_id="alfredo", **save_kw),
        save_faces,
        t.player,
    )
    t.do(c.BeginConflict(table_id=t.table_id, conflict_id=cid), [1] * 12)
    return cid


def turn_to(t: Table, cid: str, who: str) -> None:
    """The GM moves play on (free turns) until `who` is acting."""
    for _ in range(6):
        if t.conflict(cid).acting is None:
            t.do(c.StartTurn(conflict_id=cid))
        if t.conflict(cid).acting == who:
            return
        t.do(c.EndTurn(conflict_id=cid))
    raise AssertionError(f"{who} never came up")


def attack(t: Table, who: str, faces: list[int], cid: str | None = None, **call: Any) -> str:
    """The GM calls a Fencing vs. Articulation test (or what `call` says); its robot's owner rolls it."""
    call.setdefault("program", "fencing")
    call.setdefault("attribute", "articulation")
    test_id: str = t.do(rc.CallForTest(character_id=who, table_id=t.table_id, conflict_id=cid, **call))[0].test_id  # type: ignore[attr-defined]
    owner = t.player if t.state.characters[who].owner_id == t.player.member_id else t.other
    if t.state.characters[who].owner_id == t.gm.member_id:
        owner = t.gm
    t.do(rc.RollTest(table_id=t.table_id, test_id=test_id), faces, owner)
    return test_id


def refused(t: Table, command: object, faces: list[int] | None = None, actor: object = None) -> DomainError:
    before = msgspec.to_builtins(t.state)
    with pytest.raises(DomainError) as info:
        t.do(command, faces or [], actor)  # type: ignore[arg-type]
    assert msgspec.to_builtins(t.state) == before
    return info.value


def combatant(t: Table, cid: str, who: str) -> Combatant:
    return t.conflict(cid).combatants[who]


def assert_tables_named(t: Table) -> None:
    """Every Robots & Rapiers event these scenarios produced names the table it happened at."""
    tags = {cls: tag for tag, cls in GAME.event_by_tag.items()}
    for ev in t.log:
        if tags[type(ev)].startswith("rr."):
            assert getattr(ev, "table_id", None) == t.table_id, tags[type(ev)]


# --- 1. surprise is bought off with the surprised robot's first rolls ------------------------------------------


def test_a_surprised_attackers_rolls_buy_off_the_loss_before_anything_else() -> None:
    t = Table()
    place_three(t)
    cid = surprised(t, [9, 9, 1])  # 2 failed dice: Perception -4, 2 Action Points
    assert surprise_outstanding(t.state.game, "alfredo") == 4
    turn_to(t, cid, "alfredo")

    # 3 successes, all gone to the surprise: the attack does nothing.
    first = attack(t, "alfredo", [1, 2, 3, 9, 9, 9], cid)
    resolved = t.do(rc.ResolveTest(test_id=first))
    bought = of(resolved, re.SurpriseBoughtOff)[0]
    assert (bought.points, bought.successes, bought.loss_before, bought.loss_after) == (3, 3, 4, 1)
    assert (bought.surprise_before, bought.surprise_after, bought.attribute) == (4, 1, "perception")
    result = of(resolved, re.TestResolved)[0]
    assert (result.results[0].bought_off, result.net, result.won, result.winner_id) == (3, 0, False, None)
    assert surprise_outstanding(t.state.game, "alfredo") == 1
    assert t.state.game.characters["alfredo"].losses["perception"] == 1
    with pytest.raises(DomainError) as nothing:
        t.do(rc.SpendSuccesses(test_id=first, spends=[rc.Accomplish()]), actor=t.player)
    assert nothing.value.code == "surprise_first"  # the point still owed comes before anything else

    t.do(c.EndTurn(conflict_id=cid))
    assert refused(t, c.PayForTurn(conflict_id=cid, contenders=["alfredo"]), actor=t.player).code == (
        "cannot_buy_turn_while_surprised"
    )
    turn_to(t, cid, "alfredo")

    # The next roll pays the last point and keeps 3: the surprise is over, the right to pay is his.
    second = attack(t, "alfredo", [1, 2, 3, 4, 9, 9], cid)
    resolved = t.do(rc.ResolveTest(test_id=second))
    assert of(resolved, re.SurpriseBoughtOff)[0].points == 1
    assert of(resolved, re.TestResolved)[0].net == 3
    assert surprise_outstanding(t.state.game, "alfredo") == 0
    assert "perception" not in t.state.game.characters["alfredo"].losses
    assert combatant(t, cid, "alfredo").surprise_loss == 0
    t.do(rc.SpendSuccesses(test_id=second, spends=[rc.Accomplish(target_id="footpad")]), actor=t.player)
    t.do(c.EndTurn(conflict_id=cid))
    t.do(c.PayForTurn(conflict_id=cid, contenders=["alfredo"]), actor=t.player)
    t.assert_fold()
    assert_tables_named(t)


def test_a_surprised_defenders_successes_are_wasted_before_they_cancel_the_attack() -> None:
    """ "This has the effect of wasting a number of successes (typically successes needed to defend against a
    surprise attack)": Alfredo's 4 defending successes would beat the footpad's 3, but 2 go to the surprise."""
    t = Table()
    place_three(t)
    cid = surprised(t, [9, 1, 1])  # 1 failed die: Perception -2, 1 Action Point
    turn_to(t, cid, "footpad")
    blow = attack(t, "footpad", [1, 2, 3, 9], cid)  # Fencing 2 + Physical 2 vs Articulation 4: 3
    t.do(c.OpposeRoll(conflict_id=cid, character_id="alfredo"), actor=t.player)
    attack(t, "alfredo", [1, 2, 3, 4, 9, 9], cid, attribute="locomotion", opposes=blow)
    resolved = t.do(rc.ResolveTest(test_id=blow))
    result = of(resolved, re.TestResolved)[0]
    assert (result.net, result.winner_id) == (1, "footpad")
    defence = result.results[1]
    assert (defence.character_id, defence.successes, defence.bought_off, defence.net) == ("alfredo", 4, 2, 0)
    assert surprise_outstanding(t.state.game, "alfredo") == 0
    assert t.conflict(cid).winner == "footpad"
    t.assert_fold()
    assert_tables_named(t)


def test_successes_kept_from_before_the_surprise_first_buy_it_off() -> None:
    """Successes of a roll resolved before the ambush: the spend rules want the surprise restored first."""
    t = Table()
    place_three(t)
    kept = attack(t, "alfredo", [1, 2, 3, 4, 9, 9])  # 4 successes, outside any conflict
    t.do(rc.ResolveTest(test_id=kept))
    t.do(rc.SpendSuccesses(test_id=kept, spends=[rc.Accomplish()]), actor=t.player)
    unspent = attack(t, "alfredo", [1, 2, 9, 9, 9, 9])  # 2 successes, resolved, nothing spent yet
    t.do(rc.ResolveTest(test_id=unspent))

    cid = ambushed(t)
    t.do(c.RollSurpriseSave(table_id=t.table_id, conflict_id=cid, character_id="alfredo"), [9, 9, 1], t.player)
    assert surprise_outstanding(t.state.game, "alfredo") == 4

    spend = rc.SpendSuccesses(test_id=kept, spends=[rc.RollOver(successes=1)])
    err = refused(t, spend, actor=t.player)
    assert (err.code, err.data["outstanding"], err.data["attribute"]) == ("surprise_first", 4, "perception")
    other = rc.SpendSuccesses(test_id=kept, spends=[rc.Restore(attribute="locomotion", points=1)])
    assert refused(t, other, actor=t.player).code == "surprise_first"

    restored = t.do(
        rc.SpendSuccesses(test_id=kept, spends=[rc.Restore(attribute="perception", points=3)]), actor=t.player
    )
    loss = of(restored, re.LossRestored)[0]
    assert (loss.loss_before, loss.loss_after, loss.conflict_id, loss.surprise_after) == (4, 1, cid, 1)
    assert combatant(t, cid, "alfredo").surprise_loss == 1

    # The surprise comes even before Accomplish Action; then the action is accomplished as usual.
    both = t.do(
        rc.SpendSuccesses(test_id=unspent, spends=[rc.Restore(attribute="perception", points=1), rc.Accomplish()]),
        actor=t.player,
    )
    assert [type(x).__name__ for x in both] == ["LossRestored", "ActionAccomplished"]
    assert surprise_outstanding(t.state.game, "alfredo") == 0
    t.assert_fold()
    assert_tables_named(t)


def test_buying_off_surprise_leaves_other_losses_and_the_special_recovery_agrees() -> None:
    """Alfredo already lost 2 Perception to a save when the ambush takes 4 more. His roll buys off the
    surprise first; the other 2 points are an ordinary loss: no recovery at the end of bought turns, and
    nothing keeps him from paying for turns."""
    t = Table()
    place_three(t)
    trigger = rc.TriggerSave(character_id="alfredo", table_id=t.table_id, attribute="perception")
    save_id = t.do(trigger)[0].save_id  # type: ignore[attr-defined]
    t.do(rc.RollSave(table_id=t.table_id, save_id=save_id), [9, 1, 1], t.player)  # Perception 8 -> 6
    cid = surprised(t, [9, 9, 1])  # TN 6 - 1 = 5: Perception -4 more (6 in all), 2 of them not surprise
    assert (combatant(t, cid, "alfredo").surprise_loss, surprise_outstanding(t.state.game, "alfredo")) == (4, 4)
    turn_to(t, cid, "alfredo")
    blow = attack(t, "alfredo", [1, 2, 3, 4, 9, 9], cid)
    bought = of(t.do(rc.ResolveTest(test_id=blow)), re.SurpriseBoughtOff)[0]
    assert (bought.points, bought.loss_after, bought.surprise_after) == (4, 2, 0)
    assert t.state.game.characters["alfredo"].losses["perception"] == 2
    assert surprise_outstanding(t.state.game, "alfredo") == 0

    t.do(c.EndTurn(conflict_id=cid))
    t.do(c.PayForTurn(conflict_id=cid, contenders=["footpad"]))
    assert not of(t.do(c.EndTurn(conflict_id=cid)), e.SurpriseRecovered)  # nothing of surprise left
    assert t.state.game.characters["alfredo"].losses["perception"] == 2
    t.do(c.PayForTurn(conflict_id=cid, contenders=["alfredo"]), actor=t.player)
    t.assert_fold()


def test_a_restore_spend_counts_against_surprise_first_and_recovery_takes_only_what_is_left() -> None:
    t = Table()
    place_three(t)
    kept = attack(t, "alfredo", [1, 2, 3, 4, 9, 9])
    t.do(rc.ResolveTest(test_id=kept))
    t.do(rc.SpendSuccesses(test_id=kept, spends=[rc.Accomplish()]), actor=t.player)  # 3 left
    trigger = rc.TriggerSave(character_id="alfredo", table_id=t.table_id, attribute="perception")
    save_id = t.do(trigger)[0].save_id  # type: ignore[attr-defined]
    t.do(rc.RollSave(table_id=t.table_id, save_id=save_id), [9, 1, 1], t.player)  # 2 ordinary points
    cid = surprised(t, [9, 9, 1])  # 4 points of surprise: 6 in all
    t.do(rc.SpendSuccesses(test_id=kept, spends=[rc.Restore(attribute="perception", points=3)]), actor=t.player)
    assert (combatant(t, cid, "alfredo").surprise_loss, surprise_outstanding(t.state.game, "alfredo")) == (1, 1)

    turn_to(t, cid, "footpad")
    t.do(c.EndTurn(conflict_id=cid))
    t.do(c.PayForTurn(conflict_id=cid, contenders=["charles"]), actor=t.other)
    recovered = of(t.do(c.EndTurn(conflict_id=cid)), e.SurpriseRecovered)
    assert [(r.character_id, r.points, r.remaining) for r in recovered] == [("alfredo", 1, 0)]
    assert t.state.game.characters["alfredo"].losses["perception"] == 2  # the ordinary loss stays
    assert surprise_outstanding(t.state.game, "alfredo") == 0
    t.do(c.PayForTurn(conflict_id=cid, contenders=["alfredo"]), actor=t.player)
    t.assert_fold()


# --- 2. the off-hand weapon's two defense rolls -----------------------------------------------------------------


def duel(t: Table) -> str:
    """Alfredo (acting, Perception 8) and Charles, 4 Action Points each."""
    started = t.do(
        c.StartConflict(
            table_id=t.table_id,
            combatants=[
                c.CombatantEntry(character_id="alfredo", side="a"),
                c.CombatantEntry(character_id="charles", side="b"),
            ],
        ),
        [1, 2, 3, 9] * 2,
    )
    return started[0].conflict_id  # type: ignore[attr-defined,no-any-return]


def test_an_off_hand_opposition_pays_for_two_defense_rolls_against_the_attack() -> None:
    t = Table()
    place_three(t)
    cid = duel(t)
    blow = attack(t, "alfredo", [1, 2, 3, 4, 9, 9], cid)  # 4 successes
    t.do(c.OpposeRoll(conflict_id=cid, character_id="charles", off_hand=True), actor=t.other)
    assert (t.ap(cid, "charles"), combatant(t, cid, "charles").opposing_rolls) == (2, 2)

    parry = rc.CallForTest(
        character_id="charles",
        table_id=t.table_id,
        program="fencing",
        attribute="locomotion",
        opposes=blow,
        conflict_id=cid,
    )
    first = t.do(parry)[0]
    assert first.opposing_rolls_left == 1  # type: ignore[attr-defined]
    t.do(rc.RollTest(table_id=t.table_id, test_id=first.test_id), [1, 2, 9, 9, 9, 9], t.other)  # type: ignore[attr-defined]
    second = t.do(parry)[0]
    assert second.opposing_rolls_left == 0  # type: ignore[attr-defined]
    t.do(rc.RollTest(table_id=t.table_id, test_id=second.test_id), [1, 2, 3, 9, 9, 9], t.other)  # type: ignore[attr-defined]
    assert refused(t, parry).code == "already_opposing"  # two defense rolls, not three

    result = of(t.do(rc.ResolveTest(test_id=blow)), re.TestResolved)[0]
    # 2 + 3 defending successes against 4: the first roll's 2 and 2 of the second cancel the attack.
    assert [(r.character_id, r.successes, r.net) for r in result.results] == [
        ("alfredo", 4, 0),
        ("charles", 2, 0),
        ("charles", 3, 1),
    ]
    assert result.winner_id == "charles" and t.conflict(cid).winner == "charles"
    t.assert_fold()
    assert_tables_named(t)


def test_one_action_point_buys_one_opposing_roll() -> None:
    t = Table()
    place_three(t)
    cid = duel(t)
    blow = attack(t, "alfredo", [1, 2, 3, 4, 9, 9], cid)
    t.do(c.OpposeRoll(conflict_id=cid, character_id="charles"), actor=t.other)
    parry = rc.CallForTest(
        character_id="charles",
        table_id=t.table_id,
        program="fencing",
        attribute="locomotion",
        opposes=blow,
        conflict_id=cid,
    )
    assert t.do(parry)[0].opposing_rolls_left == 0  # type: ignore[attr-defined]
    assert refused(t, parry).code == "already_opposing"  # no off-hand weapon: one defense roll
    t.assert_fold()


def test_a_paid_opposing_roll_is_spent_by_the_call() -> None:
    """With its one paid roll used, the robot cannot oppose another roll at the same moment without paying."""
    t = Table()
    place_three(t)
    cid = duel(t)
    feint = attack(t, "alfredo", [1, 2, 9, 9, 9, 9], cid)
    t.do(c.OpposeRoll(conflict_id=cid, character_id="charles"), actor=t.other)
    t.do(
        rc.CallForTest(
            character_id="charles",
            table_id=t.table_id,
            program="fencing",
            attribute="locomotion",
            opposes=feint,
            conflict_id=cid,
        )
    )
    other = attack(t, "alfredo", [1, 9, 9, 9, 9, 9], cid)  # a second roll before the first resolved
    err = refused(
        t,
        rc.CallForTest(
            character_id="charles",
            table_id=t.table_id,
            program="fencing",
            attribute="locomotion",
            opposes=other,
            conflict_id=cid,
        ),
    )
    assert (err.code, err.data["paid_rolls_left"]) == ("opposing_roll_not_paid", 0)


# --- 3. prepared save bonuses in the conflict's saves ----------------------------------------------------------


def prepared(t: Table, who: str, faces: list[int], spend: rc.PrepareSave) -> str:
    """A test of `who` whose successes (after Accomplish) are set aside for saves; the new modifier's id."""
    test_id = attack(t, who, faces)
    t.do(rc.ResolveTest(test_id=test_id))
    owner = t.player if who == "alfredo" else t.other
    events = t.do(rc.SpendSuccesses(test_id=test_id, spends=[rc.Accomplish(), spend]), actor=owner)
    return of(events, re.SaveModifiersPrepared)[0].modifiers[0].modifier_id  # type: ignore[no-any-return]


def test_a_surprise_save_uses_a_prepared_bonus_and_consumes_it() -> None:
    t = Table()
    place_three(t)
    # Observation done earlier: 2 successes kept to raise his next Perception save.
    mid = prepared(
        t, "alfredo", [1, 2, 3, 9, 9, 9], rc.PrepareSave(successes=2, direction="raise", attribute="perception")
    )
    cid = ambushed(t)
    save = t.do(
        c.RollSurpriseSave(table_id=t.table_id, conflict_id=cid, character_id="alfredo", modifier_ids=[mid]),
        [9, 9, 1],
        t.player,
    )[0]
    assert [(p.source, p.value) for p in save.tn_parts] == [  # type: ignore[attr-defined]
        ("perception", 8),
        ("ambush_successes", -1),
        (f"save bonus {mid}", 2),
    ]
    assert (save.tn, save.failed, save.modifiers_used) == (9, 0, (mid,))  # type: ignore[attr-defined]
    assert mid not in t.state.game.characters["alfredo"].save_modifiers
    t.assert_fold()


def test_a_persistent_bonus_serves_reaction_saves_and_stays() -> None:
    t = Table()
    place_three(t)
    mid = prepared(t, "alfredo", [1, 2, 3, 4, 4, 9], rc.PrepareSave(successes=4, direction="raise", mode="persistent"))
    cid = duel(t)
    react = c.RollReactionSave(
        table_id=t.table_id, conflict_id=cid, character_id="alfredo", difficulty=3, modifier_ids=[mid]
    )
    save = t.do(react, [1, 2, 3])[0]
    assert [(p.source, p.value) for p in save.tn_parts] == [  # type: ignore[attr-defined]
        ("perception", 8),
        ("difficulty", -3),
        (f"save bonus {mid}", 2),
    ]
    assert save.modifiers_used == (mid,)  # type: ignore[attr-defined]
    assert t.state.game.characters["alfredo"].save_modifiers[mid].persistent
    t.assert_fold()


def test_an_action_point_save_takes_own_bonuses_and_the_attackers_prepared_successes() -> None:
    t = Table()
    place_three(t)
    own = prepared(t, "alfredo", [1, 2, 9, 9, 9, 9], rc.PrepareSave(successes=1, direction="raise"))
    # Charles set a success aside to make Alfredo's next save he causes harder (a feint before the flurry).
    against = prepared(
        t, "charles", [1, 2, 9, 9, 9, 9], rc.PrepareSave(successes=1, direction="lower", recipients=["alfredo"])
    )
    cid = duel(t)
    save = t.do(
        c.RollActionPointSave(
            table_id=t.table_id,
            conflict_id=cid,
            character_id="alfredo",
            attribute="locomotion",
            damage=2,
            modifier_ids=[own],
            source_character_id="charles",
        ),
        [1, 9, 9],
    )[0]
    assert [(p.source, p.value) for p in save.tn_parts] == [  # type: ignore[attr-defined]
        ("locomotion", 7),
        ("damage", -2),
        (f"save bonus {own}", 1),
        (f"prepared successes {against}", -1),
    ]
    assert (save.tn, save.failed, save.lost, save.after) == (5, 2, 2, 2)  # type: ignore[attr-defined]
    assert (save.modifiers_used, save.prepared_used) == ((own,), (against,))  # type: ignore[attr-defined]
    assert t.state.game.characters["alfredo"].save_modifiers == {}
    t.assert_fold()


def test_prepared_bonuses_are_checked_like_any_save_bonus() -> None:
    t = Table()
    place_three(t)
    perception_only = prepared(
        t, "alfredo", [1, 2, 9, 9, 9, 9], rc.PrepareSave(successes=1, direction="raise", attribute="perception")
    )
    against = prepared(
        t, "charles", [1, 2, 9, 9, 9, 9], rc.PrepareSave(successes=1, direction="lower", recipients=["alfredo"])
    )
    cid = duel(t)

    def ap_save(ids: list[str]) -> c.RollActionPointSave:
        return c.RollActionPointSave(
            table_id=t.table_id, conflict_id=cid, character_id="alfredo", attribute="locomotion", modifier_ids=ids
        )

    assert refused(t, ap_save([perception_only]), [1, 1, 1]).code == "modifier_wrong_attribute"
    assert refused(t, ap_save(["nope"]), [1, 1, 1]).code == "modifier_not_found"
    assert refused(t, ap_save([against]), [1, 1, 1]).code == "modifier_not_found"  # not his to raise with
    assert refused(t, ap_save([perception_only, perception_only]), [1, 1, 1]).code == "duplicate_modifier"


# --- 4. 1s of the ambush roll (a Test) as Inspiration; never those of a save -----------------------------------


def test_a_sparked_ambusher_takes_1s_as_inspiration_and_the_ambush_is_judged_again() -> None:
    t = Table()
    place_three(t, footpad_sa=2)
    cid = ambushed(t, ("alfredo", "charles"), [1, 1, 2, 9, 9])  # 3 successes, two 1s
    rolled = of(t.log, e.AmbushRolled)[0]
    assert (rolled.successes, rolled.ones, rolled.save_tn_modifier) == (3, 2, -1)
    taken = t.do(c.TakeAmbushOnes(conflict_id=cid, count=1), actor=t.player)[0]
    assert (taken.successes_after, taken.net, taken.succeeded, taken.save_tn_modifier) == (2, 2, True, 0)  # type: ignore[attr-defined]
    assert (taken.inspiration_before, taken.inspiration_after) == (0, 1)  # type: ignore[attr-defined]
    assert t.state.game.characters["footpad"].inspiration == 1
    assert combatant(t, cid, "alfredo").pending_surprise_tn_modifier == 0

    assert refused(t, c.TakeAmbushOnes(conflict_id=cid, count=2), actor=t.player).code == "not_enough_ones"
    assert refused(t, c.TakeAmbushOnes(conflict_id=cid, count=1), actor=t.other).code == "not_your_character"
    t.do(c.RollSurpriseSave(table_id=t.table_id, conflict_id=cid, character_id="alfredo"), [1, 9, 9], t.player)
    assert refused(t, c.TakeAmbushOnes(conflict_id=cid, count=1), actor=t.player).code == "ones_choice_closed"
    t.assert_fold()
    assert_tables_named(t)


def test_taking_the_1s_can_turn_the_ambush_into_a_failure() -> None:
    t = Table()
    place_three(t, footpad_sa=2)
    cid = ambushed(t, ("alfredo",), [1, 2, 9, 9, 9], opposition=1)  # 2 successes - 1: just succeeds
    taken = t.do(c.TakeAmbushOnes(conflict_id=cid, count=1), actor=t.player)[0]
    assert (taken.net, taken.succeeded, taken.savers_before, taken.savers) == (0, False, ("alfredo",), ("footpad",))  # type: ignore[attr-defined]
    assert combatant(t, cid, "alfredo").pending_surprise_tn_modifier is None
    assert combatant(t, cid, "footpad").pending_surprise_tn_modifier == 0
    # The ambushers are noticed: they save now, and only their save is owed before the fight begins.
    err = refused(t, c.BeginConflict(table_id=t.table_id, conflict_id=cid))
    assert err.data["pending"] == ["footpad"]
    t.do(c.RollSurpriseSave(table_id=t.table_id, conflict_id=cid, character_id="footpad"), [1, 1, 1], t.player)
    t.do(c.BeginConflict(table_id=t.table_id, conflict_id=cid), [1] * 14)  # the Spark rolls Processor + SA 2
    t.assert_fold()


def test_only_a_sparks_test_gives_inspiration_and_a_surprise_save_gives_none() -> None:
    t = Table()
    place_three(t)  # the footpad is not Sparked
    cid = ambushed(t, ("alfredo",), [1, 1, 9, 9, 9])
    assert of(t.log, e.AmbushRolled)[0].ones == 0
    assert refused(t, c.TakeAmbushOnes(conflict_id=cid, count=1)).code == "inspiration_requires_spark"
    # Surprise saves are Saving Throws, not Tests: a 1 rolled there is a success and nothing more.
    save = t.do(c.RollSurpriseSave(table_id=t.table_id, conflict_id=cid, character_id="alfredo"), [1, 1, 1], t.player)[
        0
    ]
    assert "ones" not in type(save).__struct_fields__
    assert t.state.game.characters["alfredo"].inspiration == 0


def test_ambush_ones_need_an_ambush_still_being_resolved() -> None:
    t = Table()
    place_three(t, footpad_sa=2)
    started = t.do(
        c.StartConflict(
            table_id=t.table_id,
            ambush=True,
            combatants=[
                c.CombatantEntry(character_id="alfredo", side="friends"),
                c.CombatantEntry(character_id="footpad", side="thugs"),
            ],
        )
    )
    cid = started[0].conflict_id  # type: ignore[attr-defined]
    assert refused(t, c.TakeAmbushOnes(conflict_id=cid, count=1), actor=t.player).code == "no_ambush_rolled"
    t2 = Table()
    place_three(t2)
    assert refused(t2, c.TakeAmbushOnes(conflict_id=duel(t2), count=1)).code == "not_resolving_ambush"


# --- 5. every event of play names its table ---------------------------------------------------------------------

CAMPAIGN_LEVEL = {
    "rr.growth_rate_set": "a campaign dial",
    "rr.character_created": "a robot enters the campaign",
    "rr.character_sparked": "a GM ruling on the robot",
    "rr.persistent_loss_ended": "the GM ends a cause, wherever the robot is",
    "rr.power_recharged": "a station, between scenes",
    "rr.power_transferred": "robot to robot, no roll",
    "rr.trait_benefit_taken": "Inspiration spent on a trait (command names no table)",
    "rr.dramatic_control_proposed": "narration (command names no table)",
    "rr.dramatic_control_priced": "narration (command names no table)",
    "rr.dramatic_control_settled": "narration (command names no table)",
    "rr.trait_changed": "growth between scenes",
    "rr.self_awareness_increased": "growth between scenes",
    "rr.bonus_discarded": "a GM ruling on a bonus",
}
"""Robots & Rapiers events that are about the campaign or a robot's growth, not about play at a table."""


def test_every_event_about_play_at_a_table_has_a_table_id() -> None:
    tags = {cls: tag for tag, cls in GAME.event_by_tag.items()}
    missing = sorted(
        tag
        for cls, tag in tags.items()
        if tag.startswith("rr.") and "table_id" not in cls.__struct_fields__ and tag not in CAMPAIGN_LEVEL
    )
    assert missing == []


def test_events_stored_without_a_table_id_still_decode() -> None:
    """The new fields are optional: facts stored before them read back with None / 0."""
    turn = GAME.decode(
        "rr.turn_ended",
        b'{"type":"rr.turn_ended","conflict_id":"k","character_id":"a","paid":false,"before":["a"],"after":["a"],'
        b'"winner":null,"winner_successes":0,"first_right":null,"first_right_reason":null}',
    )
    assert turn.table_id is None  # type: ignore[attr-defined]
    resolved = GAME.decode(
        "rr.test_resolved",
        b'{"type":"rr.test_resolved","test_id":"x","character_id":"a","net":1,"won":true,"winner_id":"a",'
        b'"results":[{"test_id":"x","character_id":"a","successes":1,"difficulty":0,"net":1,"won":true}]}',
    )
    assert resolved.table_id is None and resolved.results[0].bought_off == 0  # type: ignore[attr-defined]
    restored = GAME.decode(
        "rr.loss_restored",
        b'{"type":"rr.loss_restored","test_id":"x","character_id":"a","successes":1,"remaining":0,'
        b'"target_id":"a","attribute":"perception","loss_before":2,"loss_after":1}',
    )
    assert (restored.table_id, restored.conflict_id, restored.surprise_after) == (None, None, None)  # type: ignore[attr-defined]
    called = GAME.decode(
        "rr.test_called",
        b'{"type":"rr.test_called","test_id":"x","character_id":"a","table_id":"t","called_by":"gm",'
        b'"attribute":"locomotion"}',
    )
    assert called.opposing_rolls_left is None  # type: ignore[attr-defined]


def test_an_ally_can_restore_a_surprised_robots_perception_and_that_buys_the_surprise_off() -> None:
    """Successes may restore another robot's loss ("giving warning to a surprised friend"): restoring the
    surprise attribute counts against the surprise first, as the robot's own restore would."""
    t = Table()
    place_three(t)
    cid = surprised(t, [9, 9, 1])  # 4 points
    turn_to(t, cid, "charles")
    warning = attack(t, "charles", [1, 2, 3, 9, 9, 9], cid, program="fencing", attribute="processor")
    t.do(rc.ResolveTest(test_id=warning))
    spent = t.do(
        rc.SpendSuccesses(
            test_id=warning,
            spends=[
                rc.Accomplish(target_id="alfredo"),
                rc.Restore(attribute="perception", points=2, target_id="alfredo"),
            ],
        ),
        actor=t.other,
    )
    loss = of(spent, re.LossRestored)[0]
    assert (loss.target_id, loss.loss_after, loss.conflict_id, loss.surprise_after) == ("alfredo", 2, cid, 2)
    assert surprise_outstanding(t.state.game, "alfredo") == 2
    t.assert_fold()
    assert_tables_named(t)
