"""Challenges, automatic successes, flukes and contests — with the rulebook's Gertrude and Zitter examples."""

from __future__ import annotations

import msgspec
import pytest

from domain.campaign import SetRuling
from domain.dice import PhysicalDice
from domain.errors import Forbidden, InvalidCommand, RuleViolation
from domain.shapers import commands as sb
from domain.shapers.checks import Part
from domain.shapers.events import (
    ChallengeCalled,
    ChallengeRolled,
    ChallengeSucceededAutomatically,
    ContestResolved,
    ContestRolled,
)
from domain.shapers.state import Contest

from .support import Session, faces, only

GERTRUDE = {"SIZ": 3, "FIT": 1, "DEX": -2, "INT": 0, "SGT": -2, "HER": 0, "SML": 0}


def gertrude(s: Session) -> str:
    # Gertrude's ratings are not a legal customized elephant (her table is a bear's plus Fitness): she is
    # an extra written down by the Director.
    return s.extra("Gertrude", species="elephant", features=GERTRUDE)


def call(s: Session, character_id: str, rating: str, difficulty: int | None = None, **kw: object) -> str:
    events = s.do(s.gm, sb.CallChallenge(character_id=character_id, rating=rating, difficulty=difficulty, **kw))  # type: ignore[arg-type]
    return events[0].conflict_id  # type: ignore[attr-defined]


def roll(s: Session, conflict_id: str, dice: object, actor: object = None) -> ChallengeRolled:
    events = s.do(actor or s.gm, sb.RollChallenge(table_id=s.table, conflict_id=conflict_id), dice)  # type: ignore[arg-type]
    return only(events, ChallengeRolled)


# --- Gertrude's challenges ------------------------------------------------------------------------------


def test_gertrude_fails_to_take_the_bomb_timer_apart() -> None:
    s = Session(dice_mode="physical")
    g = gertrude(s)
    conflict_id = call(s, g, "DEX", -1, note="clockwork timer")
    rolled = roll(s, conflict_id, PhysicalDice([[5, 4, 2]]))
    check = rolled.check
    assert rolled.rolls[0].faces == (5, 4, 2) and rolled.rolls[0].source == "physical"
    assert check.dice_total == 11
    assert check.parts == (Part(name="DEX", value=-2), Part(name="difficulty", value=-1))  # "3d-3"
    assert (check.total, check.target, check.succeeded, check.margin) == (8, 11, False, -3)
    assert conflict_id not in s.sb.conflicts


def test_gertrude_smashes_the_timer_with_her_strength() -> None:
    s = Session(dice_mode="physical")
    g = gertrude(s)
    conflict_id = call(s, g, "STR", 0)
    check = roll(s, conflict_id, PhysicalDice([[4, 4, 3]])).check
    assert check.parts == (Part(name="STR", value=4),)
    assert (check.dice_total, check.total, check.succeeded) == (11, 15, True)


def test_gertrude_lifts_the_crate_without_rolling() -> None:
    s = Session()
    g = gertrude(s)
    [event] = s.do(s.gm, sb.CallChallenge(character_id=g, rating="STR", difficulty=-1, automatic=True))
    assert isinstance(event, ChallengeSucceededAutomatically)
    assert (event.rating, event.difficulty, event.bonus) == (4, -1, 3)
    with pytest.raises(RuleViolation) as info:
        s.do(s.gm, sb.CallChallenge(character_id=g, rating="STR", difficulty=-2, automatic=True))
    assert info.value.code == "automatic_success_not_allowed"
    assert info.value.data["bonus"] == 2 and info.value.data["needed"] == 3


def test_no_automatic_success_without_a_rating() -> None:
    s = Session()
    g = gertrude(s)
    with pytest.raises(RuleViolation):
        s.do(s.gm, sb.CallChallenge(character_id=g, rating="Hypnotism", difficulty=10, automatic=True))


# --- flukes ---------------------------------------------------------------------------------------------


def test_zitter_flukes() -> None:
    s = Session()
    zitter = s.extra("Zitter", features={"DEX": 0})
    # Triple 6 at -10: her fumbling fingers find the right buttons.
    check = roll(s, call(s, zitter, "DEX", -10), [6, 6, 6]).check
    assert check.fluke == "success" and check.succeeded
    assert check.total == 18 - 10
    # 6-5-6: something good happens, but she does not hit (her total is only 7).
    check = roll(s, call(s, zitter, "DEX", -10), [6, 5, 6]).check
    assert check.fluke == "lucky_twist" and not check.succeeded and check.total == 17 - 10
    # Three 1's: self-destruct initiated.
    check = roll(s, call(s, zitter, "DEX", -10), [1, 1, 1]).check
    assert check.fluke == "disaster" and not check.succeeded


def test_a_four_always_fails_and_a_seventeen_that_makes_it_succeeds() -> None:
    s = Session()
    strong = s.extra("Strong", features={"FIT": 8})
    check = roll(s, call(s, strong, "FIT", 5), [1, 1, 2]).check
    assert check.total == 17 and check.fluke == "failure" and not check.succeeded
    check = roll(s, call(s, strong, "FIT", 0), [6, 5, 6]).check
    assert check.fluke == "lucky_twist" and check.succeeded


def test_a_skill_at_none_relies_on_flukes() -> None:
    s = Session()
    g = gertrude(s)
    for dice, succeeded in (([6, 6, 6], True), ([6, 5, 6], False), ([6, 5, 5], False)):
        check = roll(s, call(s, g, "Hypnotism", 10), dice).check
        assert check.rating is None and check.succeeded is succeeded
        assert check.parts == (Part(name="difficulty", value=10),)


# --- who calls and who rolls ----------------------------------------------------------------------------


def test_the_gm_calls_and_the_owner_rolls() -> None:
    s = Session()
    mine = s.create("Mine", species="goat")
    with pytest.raises(Forbidden):
        s.do(s.player, sb.CallChallenge(character_id=mine, rating="DEX", difficulty=5))
    conflict_id = call(s, mine, "DEX", 0)
    with pytest.raises(Forbidden):
        roll(s, conflict_id, [3, 3, 3], actor=s.other)
    rolled = roll(s, conflict_id, [3, 3, 3], actor=s.player)
    assert rolled.roller_id == s.player.member_id and rolled.table_id == s.table
    with pytest.raises(Exception) as info:
        roll(s, conflict_id, [3, 3, 3], actor=s.player)
    assert getattr(info.value, "code", None) == "conflict_not_found"


def test_cancelled_challenges_cannot_be_rolled() -> None:
    s = Session()
    g = gertrude(s)
    conflict_id = call(s, g, "DEX", 0)
    s.do(s.gm, sb.CancelChallenge(conflict_id=conflict_id))
    assert conflict_id not in s.sb.conflicts


def test_rating_names() -> None:
    s = Session()
    g = gertrude(s)
    assert only(s.do(s.gm, sb.CallChallenge(character_id=g, rating="IQ")), ChallengeCalled).rating_name == "INT"
    called = only(s.do(s.gm, sb.CallChallenge(character_id=g, rating="Weapon: Axe")), ChallengeCalled)
    assert (called.rating_name, called.rating) == ("Weapon:Axe", 1 - 5)
    with pytest.raises(RuleViolation) as info:
        s.do(s.gm, sb.CallChallenge(character_id=s.create("PC", species="goat"), rating="CRG"))
    assert info.value.code == "rating_not_on_sheet"
    brave = s.extra("Brave", features={"CRG": 3})
    assert only(s.do(s.gm, sb.CallChallenge(character_id=brave, rating="CRG")), ChallengeCalled).rating == 3
    with pytest.raises(InvalidCommand):
        s.do(s.gm, sb.CallChallenge(character_id=g, rating="Juggling"))


def test_difficulty_is_range_checked_when_decoding() -> None:
    with pytest.raises(msgspec.ValidationError, match="difficulty"):
        msgspec.convert({"character_id": "x", "rating": "DEX", "difficulty": -30}, sb.CallChallenge)


def test_knocked_out_characters_face_no_challenges() -> None:
    s = Session()
    g = gertrude(s)
    s.char(g).conscious = False  # as after a failed injury roll (tested in test_health)
    with pytest.raises(RuleViolation) as info:
        call(s, g, "DEX", 0)
    assert info.value.code == "character_unconscious"


# --- contests -------------------------------------------------------------------------------------------


def contest(s: Session, a: str, b: str, rating: str = "STR", target_rating: str = "STR") -> str:
    [event] = s.do(s.gm, sb.CallContest(character_id=a, target_id=b, rating=rating, target_rating=target_rating))
    return event.conflict_id  # type: ignore[attr-defined]


def side(s: Session, conflict_id: str, character_id: str, dice: list[int], actor: object = None) -> list[object]:
    return s.do(
        actor or s.gm, sb.RollContest(table_id=s.table, conflict_id=conflict_id, character_id=character_id), dice
    )  # type: ignore[arg-type]


def test_gertrude_and_norwin_arm_wrestle() -> None:
    s = Session()
    g = gertrude(s)
    n = s.create("Norwin", species="elephant", adjustments={"FIT": -2})
    cid = contest(s, g, n)
    side(s, cid, g, faces(8))
    [rolled, resolved] = side(s, cid, n, faces(10), actor=s.player)
    assert isinstance(rolled, ContestRolled) and rolled.check.target is None and rolled.check.succeeded is None
    assert isinstance(resolved, ContestResolved)
    assert resolved.winner_id is None and resolved.totals == {g: 12, n: 12}
    with pytest.raises(RuleViolation) as info:
        side(s, cid, g, faces(11))
    assert info.value.code == "tie_awaits_ruling"
    with pytest.raises(Forbidden):
        s.do(s.player, sb.RuleTie(conflict_id=cid, ruling="continue"))
    s.do(s.gm, sb.RuleTie(conflict_id=cid, ruling="continue"))  # still locked in combat
    c = s.sb.conflicts[cid]
    assert isinstance(c, Contest) and c.round == 2 and c.scores == {}
    side(s, cid, g, faces(11))
    [_, resolved] = side(s, cid, n, faces(11))
    assert isinstance(resolved, ContestResolved)
    assert resolved.winner_id == g and resolved.totals == {g: 15, n: 13} and resolved.round == 2
    assert cid not in s.sb.conflicts


def test_an_unusual_tie_ends_the_contest() -> None:
    s = Session()
    a, b = s.extra("A"), s.extra("B")
    cid = contest(s, a, b)
    side(s, cid, a, faces(9))
    side(s, cid, b, faces(9))
    with pytest.raises(msgspec.ValidationError, match="ruling"):
        msgspec.convert({"conflict_id": cid, "ruling": "bogus"}, sb.RuleTie)
    s.do(s.gm, sb.RuleTie(conflict_id=cid, ruling="unusual", note="the table breaks"))
    assert cid not in s.sb.conflicts


def test_flukes_decide_contests() -> None:
    s = Session()
    weak = s.extra("Weak", features={"FIT": -5})
    strong = s.extra("Strong", features={"FIT": 8})
    cid = contest(s, weak, strong, "FIT", "FIT")
    side(s, cid, weak, [6, 6, 6])  # 13
    [_, resolved] = side(s, cid, strong, [6, 6, 5])  # 25
    assert resolved.winner_id == weak  # type: ignore[attr-defined]
    cid = contest(s, weak, strong, "FIT", "FIT")
    side(s, cid, weak, [3, 3, 2])  # 3
    [_, resolved] = side(s, cid, strong, [1, 1, 2])  # 12, but a natural 4
    assert resolved.winner_id == weak  # type: ignore[attr-defined]


def test_each_side_rolls_once_a_round() -> None:
    s = Session()
    a, b, c = s.extra("A"), s.extra("B"), s.extra("C")
    cid = contest(s, a, b)
    side(s, cid, a, faces(9))
    with pytest.raises(RuleViolation) as info:
        side(s, cid, a, faces(9))
    assert info.value.code == "already_rolled"
    with pytest.raises(InvalidCommand):
        side(s, cid, c, faces(9))
    with pytest.raises(InvalidCommand):
        s.do(s.gm, sb.CallContest(character_id=a, target_id=a, rating="STR", target_rating="STR"))
    s.do(s.gm, sb.Injure(table_id=s.table, character_id=b, damage=1), faces(6))  # knocked out mid-contest
    with pytest.raises(RuleViolation) as info:
        side(s, cid, b, faces(9))
    assert info.value.code == "character_unconscious"


def test_zitters_seventeen_by_each_reading_of_the_fluke_ruling() -> None:
    s = Session()
    zitter = s.extra("Zitter", features={"DEX": 0})
    check = roll(s, call(s, zitter, "DEX", -10), [6, 5, 6]).check
    assert check.fluke == "lucky_twist" and not check.succeeded  # the Flukes section and its example
    s.do(s.gm, SetRuling(ruling="fluke_seventeen", reading="automatic_success"))  # the glossary
    check = roll(s, call(s, zitter, "DEX", -10), [6, 5, 6]).check
    assert check.fluke == "success" and check.succeeded and check.total == 17 - 10
    check = roll(s, call(s, zitter, "DEX", -10), [6, 5, 5]).check
    assert check.fluke is None and not check.succeeded  # only the totals the glossary names change
