"""Which events follow from a hidden roll (domain/visibility.py `followed_rolls`, each ruleset's hook).

The server records the tie in the events' metadata and every read hides them with the roll
(tests/server/test_hidden_consequences.py covers the read paths); here, which events are tied.
"""

from __future__ import annotations

import pytest

from domain.d100 import RULESET as D100
from domain.d100.events import AttackResolved, AttackRolled, DefenceRolled
from domain.messages import RollEvent
from domain.rulesets import RULESETS
from domain.scratch import RULESET as SCRATCH
from domain.scratch.commands import BasicAttack
from domain.scratch.events import AttackRolled as ScratchAttackRolled
from domain.visibility import followed_rolls, may_see_follower, shares_a_record
from tests.domain.d100.test_attacks import attack, defend, duel
from tests.domain.scratch.arena import Arena
from tests.domain.scratch.support import sheet


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_every_ruleset_says_what_follows_from_its_hidden_rolls(name: str) -> None:
    assert callable(RULESETS[name].ruleset.follows_roll)


def test_d100_a_defence_resolving_a_hidden_attack_is_hidden_with_it() -> None:
    t, ada, bo, cid = duel()
    rolled = attack(t, cid, ada, bo, [20], visibility="blind")
    (attack_event,) = [e for e in rolled if isinstance(e, AttackRolled)]
    attack_version = t.state.version
    defence = defend(t, cid, bo, [90, 50], aptitude="Dodge")
    follows = followed_rolls(defence, attack_version + 1, {attack_version: attack_event}, D100.follows_roll)
    tied = {type(e).__name__ for e, f in zip(defence, follows, strict=True) if f is not None}
    assert not isinstance(defence[0], AttackResolved) and isinstance(defence[0], DefenceRolled)
    assert follows[0] is None, "the defender's own roll is the defender's"
    assert "AttackResolved" in tied and all(f is None or f["version"] == attack_version for f in follows)
    after = [f for f in follows[follows.index(next(f for f in follows if f)) :]]
    assert all(f is not None for f in after), "everything the resolution brings follows the attack too"


def test_d100_a_public_attack_ties_nothing() -> None:
    t, ada, bo, cid = duel()
    attack(t, cid, ada, bo, [20])
    defence = defend(t, cid, bo, [90, 50], aptitude="Dodge")
    assert followed_rolls(defence, t.state.version + 1, {}, D100.follows_roll) == [None] * len(defence)


def test_scratch_the_damage_of_a_hidden_attack_follows_it_in_the_same_command() -> None:
    arena = Arena(sheet("A", toughness=3), sheet("B", quickness=2, toughness=3))
    a, b = arena.ids
    events = arena.act(BasicAttack, a, [12], target_id=b, visibility="gm")
    first = arena.t.state.version - len(events) + 1
    follows = followed_rolls(events, first, {}, SCRATCH.follows_roll)
    roll_at = next(i for i, e in enumerate(events) if isinstance(e, ScratchAttackRolled))
    assert follows[roll_at] is None and len(events) > roll_at + 1
    for f in follows[roll_at + 1 :]:
        assert f is not None and f["version"] == first + roll_at and f["visibility"] == "gm"


def test_a_later_event_naming_a_roll_record_follows_it() -> None:
    """The usual hook (rr, rotatebird, shapers, scratch): an event naming a record the roll made."""
    from tests.server.dice_ruleset import Claimed, Rolled

    roll = Rolled(table_id="t", roller_id="m", rolls=(), visibility="blind", roll_id="r1", character_id="c", total=9)
    assert shares_a_record(Claimed(roll_id="r1", total=9), roll)
    assert not shares_a_record(Claimed(roll_id="r2", total=9), roll)
    follows = followed_rolls([Claimed(roll_id="r1", total=9)], 8, {5: roll}, shares_a_record)
    assert follows == [{"version": 5, "table_id": "t", "roller_id": "m", "visibility": "blind"}]
    assert isinstance(roll, RollEvent)


def test_whoever_may_see_the_roll_may_see_what_follows() -> None:
    from domain.campaign import Actor

    gm_roll = {"version": 5, "table_id": "t", "roller_id": "ann", "visibility": "gm"}
    blind = {**gm_roll, "visibility": "blind"}
    assert may_see_follower(gm_roll, Actor("ann", "player"), {5})
    assert not may_see_follower(gm_roll, Actor("bob", "player"), {5})
    assert not may_see_follower(blind, Actor("ann", "player"), {5})
    assert may_see_follower(blind, Actor("gm", "gm"), {5})
    assert may_see_follower(blind, Actor("bob", "observer"), set()), "revealed"


def test_a_d100_resolution_follows_the_attack_it_resolves_not_an_older_hidden_one() -> None:
    """A blind attack of round one, resolved long ago, is still hidden; round two's public attack between the
    same two characters is resolved: that resolution follows the public attack, so nothing ties it to the
    hidden one."""
    from domain.d100.visibility import follows_roll
    from domain.dice import DiceRoll

    def attack(visibility: str, attack_id: str | None) -> AttackRolled:
        return AttackRolled(
            table_id="t", roller_id="m", rolls=(DiceRoll(sides=100, faces=(30,), source="server"),),
            visibility=visibility, conflict_id="x", character_id="a", target_id="b", weapon="sword", kind="melee",
            target_parts=(), target_number=50, roll=30, points=20, defence="opposed", attack_id=attack_id,
        )  # fmt: skip

    def resolved(attack_id: str | None) -> AttackResolved:
        return AttackResolved(
            conflict_id="x", character_id="a", target_id="b", defence="opposed", attack_points=20, outcome=5,
            result="hit", success_damage=0, attack_id=attack_id,
        )  # fmt: skip

    old_blind = attack("blind", "attack-1")
    assert follows_roll(resolved("attack-1"), old_blind)
    assert not follows_roll(resolved("attack-2"), old_blind)  # round two's resolution
    assert followed_rolls([resolved("attack-2")], 21, {5: old_blind}, follows_roll) == [None]
    # events of logs written before attacks had ids: the attacker, target and conflict decide
    assert follows_roll(resolved(None), attack("blind", None))


def test_rr_what_shows_a_combatants_hidden_action_points_follows_the_roll_that_set_them() -> None:
    """An R&R Base Action Point roll names no record: what later shows the points it gave (points spent, a
    turn bought or contended for) follows it by its conflict and combatant (domain/rr/visibility.py)."""
    from domain.rr import RULESET as RR
    from domain.rr.conflict.events import ActionPointsSpent, BaseActionPointsRolled, TurnPurchased

    base = BaseActionPointsRolled(
        table_id="t", roller_id="m", rolls=(), visibility="blind", conflict_id="x", character_id="a",
        reason="conflict_start", pool=3, pool_parts=(), tn=5, tn_basis=(), successes=2, rolled=2, maximum=6,
        capped=2, surprise_loss=0, before=0, action_points=2,
    )  # fmt: skip

    def spent(character: str, conflict: str = "x") -> ActionPointsSpent:
        return ActionPointsSpent(
            conflict_id=conflict, character_id=character, purpose="turn", cost=1, cost_parts=(), before=2, after=1
        )

    def bought(character: str, contenders: tuple[str, ...]) -> TurnPurchased:
        return TurnPurchased(
            conflict_id="x", character_id=character, contenders=contenders, precedence="highest_in_order",
            first_right=None, before=(), after=(),
        )  # fmt: skip

    assert RR.follows_roll is not None
    assert RR.follows_roll(spent("a"), base)
    assert not RR.follows_roll(spent("b"), base) and not RR.follows_roll(spent("a", "y"), base)
    assert RR.follows_roll(bought("b", ("a", "b")), base) and not RR.follows_roll(bought("b", ("b", "c")), base)
    assert followed_rolls([spent("a")], 9, {5: base}, RR.follows_roll) == [
        {"version": 5, "table_id": "t", "roller_id": "m", "visibility": "blind"}
    ]


def test_rotate_bird_what_follows_a_hidden_test_roll_is_every_later_event_of_that_test() -> None:
    """A Rotate Bird test is keyed by `conflict_id`, which the usual rule takes for a shared id: the die picked
    from a hidden test roll (it carries the faces) follows the roll by that id (domain/rotatebird/visibility.py)."""
    from domain.rotatebird import RULESET as RB
    from domain.rotatebird.events import DiePicked, TestRolled

    rolled = TestRolled(
        table_id="t", roller_id="m", rolls=(), visibility="blind", conflict_id="x", character_id="a", pool=()
    )

    def picked(test: str) -> DiePicked:
        return DiePicked(
            conflict_id=test, character_id="a", die=0, face=5, faces=(5, 1), success=True, table_fallout="none",
            fallout="none", perilous=False, doubles=False, picked_by="m",
        )  # fmt: skip

    assert RB.follows_roll is not None
    assert RB.follows_roll(picked("x"), rolled) and not RB.follows_roll(picked("y"), rolled)


def test_shapers_a_contests_later_events_follow_its_hidden_roll_a_fights_do_not() -> None:
    """A Shapers contest is keyed by `conflict_id`: the resolution another command appends carries both totals,
    so it follows a hidden contest roll (domain/shapers/visibility.py); a fight's later events do not."""
    from domain.shapers import RULESET as SB
    from domain.shapers.checks import Check
    from domain.shapers.events import AttackResolved, ContestResolved, ContestRolled

    check = Check(roll_index=0, dice_total=12, rating_name="DEX", rating=1, parts=(), total=13)
    rolled = ContestRolled(
        table_id="t", roller_id="m", rolls=(), visibility="blind", conflict_id="x", character_id="a", round=1,
        check=check,
    )  # fmt: skip
    resolved = ContestResolved(conflict_id="x", round=1, winner_id="a", totals={"a": 13, "b": 9})
    assert SB.follows_roll is not None
    assert SB.follows_roll(resolved, rolled)
    assert not SB.follows_roll(ContestResolved(conflict_id="y", round=1, winner_id="b", totals={}), rolled)
    attack = AttackResolved(
        table_id="t", roller_id="m", rolls=(), visibility="blind", conflict_id="fight", character_id="a",
        target_id="b", attack=check, defence=None, defence_mode="none", hit=True,
    )  # fmt: skip
    later = ContestResolved(conflict_id="fight", round=1, winner_id=None, totals={})
    assert not SB.follows_roll(later, attack), "a fight's later events follow no hidden roll of it"


def test_a_sealed_event_says_nothing_happened_and_changes_nothing() -> None:
    """`roll.sealed` pads a hidden command (domain/sealed.py): every ruleset folds it as nothing and tells it."""
    from domain.narration import Names
    from domain.sealed import RollSealed

    for game in RULESETS.values():
        state = game.new_state()
        before = game.encode_state(state)
        game.apply(state, RollSealed(), 0)
        state.version = -1
        assert game.encode_state(state) == before
        assert game.describe(RollSealed(), Names(state)).startswith("Nothing more happens")
