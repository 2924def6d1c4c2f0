"""Health and injury: the injury roll, knock-outs, deaths, armor against other damage, waking, healing —
with Alouenne and Pietro under the falling rocks and Doi waking up beside Priti."""

from __future__ import annotations

import msgspec
import pytest

from domain.dice import PhysicalDice
from domain.errors import Forbidden, InvalidCommand, RuleViolation
from domain.shapers import commands as sb
from domain.shapers.checks import Part
from domain.shapers.events import (
    AttackResolved,
    DamageRolled,
    Healed,
    HpLost,
    InjuryRolled,
    Killed,
    KnockedOut,
    RegainedConsciousness,
    WakeRolled,
)

from .support import Session, faces, of, only


def injure(s: Session, character_id: str, dice: object, **kw: object) -> list[object]:
    return s.do(s.gm, sb.Injure(table_id=s.table, character_id=character_id, **kw), dice)  # type: ignore[arg-type]


# --- the rulebook's rocks -------------------------------------------------------------------------------


def test_alouenne_and_pietro_under_the_falling_rocks() -> None:
    s = Session(dice_mode="physical")
    alouenne = s.create("Alouenne", species="kangaroo")
    assert s.char(alouenne).max_hp == 5  # Strength +2
    pietro = s.extra("Pietro", species="wolf")
    injure(s, pietro, PhysicalDice([[4, 3, 3]]), damage=2, note="a previous fight")
    assert s.char(pietro).hp == 3

    # A falling rock does 1 point: a roll with +4 (+5 - 1); she rolls 9, winning easily, and has 4 HP.
    events = injure(s, alouenne, PhysicalDice([[3, 3, 3]]), damage=1, note="falling rock")
    injury = only(events, InjuryRolled)
    assert injury.check.parts == (Part(name="HP", value=5), Part(name="damage", value=-1))
    assert (injury.check.dice_total, injury.check.total, injury.check.succeeded) == (9, 13, True)
    assert only(events, HpLost).hp_after == 4 and of(events, KnockedOut) == []

    # A larger piece of the ceiling does 2: a roll with +2; rolling 8 she is knocked out, down to 2 HP.
    events = injure(s, alouenne, PhysicalDice([[2, 3, 3]]), damage=2)
    injury = only(events, InjuryRolled)
    assert (injury.check.total, injury.check.succeeded, injury.check.margin) == (10, False, -1)
    assert only(events, KnockedOut).character_id == alouenne
    assert s.char(alouenne).hp == 2 and not s.char(alouenne).conscious and s.char(alouenne).alive

    # Another 2 points: a roll without any bonus; she rolls 12 and stays alive, at 0 HP.
    events = injure(s, alouenne, PhysicalDice([[4, 4, 4]]), damage=2)
    injury = only(events, InjuryRolled)
    assert injury.check.parts == (Part(name="HP", value=2), Part(name="damage", value=-2)) and injury.check.total == 12
    assert of(events, Killed) == [] and of(events, KnockedOut) == []  # already out
    assert s.char(alouenne).hp == 0 and s.char(alouenne).alive and not s.char(alouenne).conscious

    # Pietro, at 3 HP, takes 3 points: he rolls 5, missing 11 by 6. Pietro is a goner.
    events = injure(s, pietro, PhysicalDice([[1, 2, 2]]), damage=3)
    assert only(events, InjuryRolled).check.margin == -6
    killed = only(events, Killed)
    assert (killed.reason, killed.hp, killed.margin) == ("failed_injury_roll_by_4", 0, -6)
    assert not s.char(pietro).alive


def test_the_rocks_as_medium_and_large_weapons_and_armor() -> None:
    s = Session()
    bare = s.extra("Bare", features={"FIT": 4})
    armored = s.extra("Armored", features={"FIT": 4})
    s.do(s.gm, sb.SetArmor(character_id=armored, worn=True))
    assert only(injure(s, bare, faces(12), weapon="medium"), InjuryRolled).damage == 2
    assert only(injure(s, bare, faces(12), weapon="large"), InjuryRolled).damage == 3
    assert only(injure(s, armored, faces(12), weapon="medium"), InjuryRolled).damage == 1
    assert only(injure(s, armored, faces(12), weapon="large"), InjuryRolled).damage == 2
    events = injure(s, armored, faces(14), weapon="punch")
    assert only(events, DamageRolled).beat == 15 and only(events, DamageRolled).damage == 0
    assert of(events, InjuryRolled) == []


# --- the rules one by one -------------------------------------------------------------------------------


def test_hp_are_lost_whatever_the_roll() -> None:
    s = Session()
    tough = s.extra("Tough", features={"FIT": 7})  # HP 10
    events = injure(s, tough, [1, 1, 2], damage=1)  # 4 + 10 - 1 = 13, but a natural 4 always fails
    injury = only(events, InjuryRolled)
    assert injury.check.total == 13 and injury.check.fluke == "failure" and not injury.check.succeeded
    assert only(events, KnockedOut) and of(events, Killed) == []  # failed by less than 4: only knocked out
    assert s.char(tough).hp == 9


def test_negative_hp_kill_even_after_a_good_roll() -> None:
    s = Session()
    frail = s.create("Frail", species="goat", adjustments={"FIT": -2})  # HP 1
    events = injure(s, frail, [6, 6, 6], damage=2)
    assert only(events, InjuryRolled).check.succeeded
    killed = only(events, Killed)
    assert (killed.reason, killed.hp) == ("hp_negative", -1)
    assert not s.char(frail).alive and not s.char(frail).conscious
    with pytest.raises(RuleViolation) as info:
        injure(s, frail, faces(10), damage=1)
    assert info.value.code == "character_is_dead"


@pytest.mark.parametrize(("dice_total", "dies"), [(5, True), (6, False)])
def test_failing_by_four_kills_and_by_three_knocks_out(dice_total: int, dies: bool) -> None:
    s = Session()
    goat = s.create("Goat", species="goat")  # HP 3
    events = injure(s, goat, faces(dice_total), damage=1)  # total = dice + 3 - 1
    assert only(events, InjuryRolled).check.margin == dice_total + 2 - 11
    assert bool(of(events, Killed)) is dies
    assert bool(of(events, KnockedOut)) is not dies


def test_injuries_are_the_gms_and_need_damage_or_a_weapon() -> None:
    s = Session()
    goat = s.create("Goat", species="goat")
    with pytest.raises(Forbidden):
        s.do(s.player, sb.Injure(table_id=s.table, character_id=goat, damage=1), faces(10))
    with pytest.raises(InvalidCommand):
        injure(s, goat, [], damage=1, weapon="small")
    with pytest.raises(InvalidCommand):
        injure(s, goat, [])
    with pytest.raises(msgspec.ValidationError, match="damage"):
        msgspec.convert({"table_id": s.table, "character_id": goat, "damage": 0}, sb.Injure)


# --- waking and healing ---------------------------------------------------------------------------------


def test_doi_regains_consciousness_shoots_priti_and_passes_out_again() -> None:
    s = Session()
    doi = s.create("Doi", species="fox", adjustments={"FIT": 1})  # Strength -1: 2 HP
    priti = s.extra("Priti", species="goat", features={"SIZ": 3})  # HP 6
    s.do(s.gm, sb.SetArmor(character_id=priti, worn=True))
    s.do(s.gm, sb.SetWeapon(character_id=doi, name="bow", weapon_class="small", skill="Weapon:Bow", reload_actions=1))
    injure(s, doi, faces(8), damage=1)  # 8 + 2 - 1 = 9: out, 1 HP left
    assert not s.char(doi).conscious

    # Outside a fight the Director says when a minute has passed.
    with pytest.raises(Forbidden):
        s.do(s.player, sb.TryToWake(table_id=s.table, character_id=doi), [5, 4, 4])
    # Her player rolls 13; after taking off 1 for her Strength she still has 12.
    events = s.do(s.gm, sb.TryToWake(table_id=s.table, character_id=doi), PhysicalDice([[5, 4, 4]]))
    woke = only(events, WakeRolled)
    assert woke.check.parts == (Part(name="STR", value=-1),) and woke.check.total == 12 and woke.check.succeeded
    assert only(events, RegainedConsciousness) and s.char(doi).conscious

    # Quietly, she picks up her bow and gets off one more shot: Priti goes down.
    s.do(s.player, sb.ReadyWeapon(character_id=doi, weapon="bow"))
    [started] = s.do(s.gm, sb.StartFight(table_id=s.table, character_ids=[doi, priti]))[:1]
    fid = started.conflict_id  # type: ignore[attr-defined]
    command = sb.DeclareAttack(
        table_id=s.table, conflict_id=fid, character_id=doi, target_id=priti, weapon="bow", surprise=True
    )
    events = s.do(s.gm, command, faces(16, 13, 5))  # 16 - 4 hits; beat 12 through armor; Priti rolls 5 + 5
    assert only(events, AttackResolved).defence_mode == "surprise"
    assert only(events, DamageRolled).damage == 1
    assert only(events, KnockedOut).character_id == priti

    # Her wounds are still bleeding: another injury roll, which she fails, losing 1 HP.
    events = injure(s, doi, faces(8), damage=1, note="bleeding")
    assert only(events, InjuryRolled).check.total == 8 and only(events, KnockedOut).character_id == doi
    assert s.char(doi).hp == 0 and s.char(doi).alive


def test_waking_in_a_fight_is_once_a_minute() -> None:
    s = Session()
    a = s.extra("A", features={"FIT": 2})
    mine = s.create("Mine", species="goat")  # HP 3
    [started] = s.do(s.gm, sb.StartFight(table_id=s.table, character_ids=[a, mine]))[:1]
    fid = started.conflict_id  # type: ignore[attr-defined]
    knocked = only(injure(s, mine, faces(6), damage=1), KnockedOut)
    assert (knocked.conflict_id, knocked.wake_round) == (fid, 1 + 12)
    wake = sb.TryToWake(table_id=s.table, character_id=mine)
    with pytest.raises(RuleViolation) as info:
        s.do(s.player, wake, faces(10))
    assert info.value.code == "too_soon_to_wake" and info.value.data == {"round": 1, "ready_round": 13}
    while s.fight(fid).round < 13:
        s.do(s.gm, sb.EndTurn(conflict_id=fid))
    failed = only(s.do(s.player, wake, faces(9)), WakeRolled)  # 9 + 0: still out
    assert not failed.check.succeeded and failed.next_wake_round == 25
    with pytest.raises(RuleViolation):
        s.do(s.player, wake, faces(10))
    while s.fight(fid).round < 25:
        s.do(s.gm, sb.EndTurn(conflict_id=fid))
    s.do(s.player, wake, faces(11))
    assert s.char(mine).conscious
    with pytest.raises(RuleViolation) as info:
        s.do(s.player, wake, faces(11))
    assert info.value.code == "already_conscious"


def test_healing_is_the_gms_and_stops_at_the_maximum() -> None:
    s = Session()
    goat = s.create("Goat", species="goat")
    injure(s, goat, faces(12), damage=2)
    with pytest.raises(Forbidden):
        s.do(s.player, sb.Heal(character_id=goat, amount=1))
    healed = only(s.do(s.gm, sb.Heal(character_id=goat, amount=1, note="first aid")), Healed)
    assert (healed.hp_before, healed.hp_after) == (1, 2)
    with pytest.raises(RuleViolation) as info:
        s.do(s.gm, sb.Heal(character_id=goat, amount=2))
    assert info.value.code == "above_max_hp" and info.value.data["max_hp"] == 3
