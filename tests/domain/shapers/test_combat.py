"""Fights: order by Fitness, two actions a turn, attacks and defences, borrowing, third attacks, surprise,
weapons, berserk rabbits — and Doi against Creszki and Priti."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from domain.errors import Forbidden, InvalidCommand, RuleViolation
from domain.messages import Event
from domain.shapers import commands as sb
from domain.shapers.checks import Part
from domain.shapers.events import (
    ActionTaken,
    AttackResolved,
    BerserkRolled,
    DamageRolled,
    FightEnded,
    HpLost,
    InjuryRolled,
    KnockedOut,
    OrderContestRolled,
    RoundStarted,
    TurnEnded,
    TurnOrderSet,
    TurnStarted,
)
from domain.shapers.weapons import DAMAGE, damage_for

from .support import Session, faces, of, only

SEED = Path(__file__).resolve().parents[3].parent / "shared" / "seeds" / "shapers-and-bots.md"
MISS = faces(5)  # misses for any rating up to +5


def fighter(s: Session, name: str, fit: int = 0, brawling: int = 0, **features: int) -> str:
    return s.extra(name, features={"FIT": fit, **features}, skills={"Brawling": brawling})


def start(s: Session, *ids: str, dice: list[int] | None = None) -> str:
    events = s.do(s.gm, sb.StartFight(table_id=s.table, character_ids=list(ids)), dice or [])
    return events[0].conflict_id  # type: ignore[attr-defined]


def attack(
    s: Session, fid: str, a: str, t: str, dice: list[int] | None = None, actor: Any = None, **kw: Any
) -> list[Event]:
    command = sb.DeclareAttack(table_id=s.table, conflict_id=fid, character_id=a, target_id=t, **kw)
    return s.do(actor or s.gm, command, dice or [])


def respond(
    s: Session, fid: str, defend: bool, dice: list[int] | None = None, actor: Any = None, **kw: Any
) -> list[Event]:
    command = sb.RespondToAttack(table_id=s.table, conflict_id=fid, defend=defend, **kw)
    return s.do(actor or s.gm, command, dice or [])


def end_turn(s: Session, fid: str, actor: Any = None) -> list[Event]:
    return s.do(actor or s.gm, sb.EndTurn(conflict_id=fid))


def action(s: Session, fid: str, kind: str, weapon: str | None = None, actor: Any = None) -> list[Event]:
    return s.do(actor or s.gm, sb.TakeAction(conflict_id=fid, action=kind, weapon=weapon))  # type: ignore[arg-type]


# --- order ----------------------------------------------------------------------------------------------


def test_highest_fitness_goes_first() -> None:
    s = Session()
    slow, fast, mid = fighter(s, "Slow", -1), fighter(s, "Fast", 2), fighter(s, "Mid", 0)
    fid = start(s, slow, fast, mid)
    assert only(s.log, TurnOrderSet).order == (fast, mid, slow)
    assert of(s.log, OrderContestRolled) == []
    first = only(s.log, RoundStarted)
    assert first.round == 1 and {a.actions for a in first.allowances} == {2}
    assert only(s.log, TurnStarted).character_id == fast and s.fight(fid).current == fast


def test_ties_are_settled_once_by_a_contest() -> None:
    s = Session()
    a, b, c, top = fighter(s, "A", 1), fighter(s, "B", 1), fighter(s, "C", 1), fighter(s, "Top", 3)
    # A, B, C tie on Fitness: they roll 10, 10, 12; C goes first, then A and B roll again: 8 and 9.
    start(s, a, b, c, top, dice=faces(10, 10, 12, 8, 9))
    contests = of(s.log, OrderContestRolled)
    assert [e.attempt for e in contests] == [1, 2]
    assert [x.check.total for x in contests[0].entries] == [11, 11, 13]
    assert contests[0].entries[0].check.parts == (Part(name="FIT", value=1),)
    assert [x.character_id for x in contests[1].entries] == [a, b]
    assert only(s.log, TurnOrderSet).order == (top, c, b, a)


def test_fights_need_distinct_living_free_combatants_at_their_table() -> None:
    s = Session()
    a, b = fighter(s, "A", 1), fighter(s, "B")
    with pytest.raises(InvalidCommand):
        start(s, a, a)
    with pytest.raises(Forbidden):
        s.do(s.player, sb.StartFight(table_id=s.table, character_ids=[a, b]))
    fid = start(s, a, b)
    c = fighter(s, "C")
    with pytest.raises(RuleViolation) as info:
        start(s, a, c)
    assert info.value.code == "already_fighting"
    s.do(s.gm, sb.EndFight(conflict_id=fid))
    assert fid not in s.sb.conflicts
    start(s, a, c)


# --- actions and turns ----------------------------------------------------------------------------------


def test_two_actions_a_turn() -> None:
    s = Session()
    a, b = fighter(s, "A", 2), fighter(s, "B", 0)
    fid = start(s, a, b)
    attack(s, fid, a, b)
    respond(s, fid, False, MISS)
    action(s, fid, "run")
    with pytest.raises(RuleViolation) as info:
        action(s, fid, "pick_up")
    assert info.value.code == "no_actions_left"
    with pytest.raises(RuleViolation):
        attack(s, fid, a, b)
    ended = only(end_turn(s, fid), TurnEnded)
    assert ended.actions_unused == 0
    assert s.fight(fid).current == b


def test_only_the_current_combatant_acts_and_players_only_their_own() -> None:
    s = Session()
    mine = s.create("Mine", species="lion")  # FIT +2: first
    theirs = fighter(s, "Theirs", 0)
    fid = start(s, mine, theirs)
    with pytest.raises(RuleViolation) as info:
        attack(s, fid, theirs, mine)
    assert info.value.code == "not_your_turn"
    with pytest.raises(Forbidden):
        attack(s, fid, mine, theirs, actor=s.other)
    attack(s, fid, mine, theirs, actor=s.player)
    with pytest.raises(Forbidden):
        respond(s, fid, False, MISS, actor=s.player)  # the GM answers for the extra
    with pytest.raises(RuleViolation) as info:
        end_turn(s, fid, actor=s.player)
    assert info.value.code == "attack_pending"
    respond(s, fid, False, MISS)
    end_turn(s, fid, actor=s.player)
    with pytest.raises(Forbidden):
        end_turn(s, fid, actor=s.player)


def test_defending_before_ones_turn_uses_that_turns_action_and_borrowing_the_next() -> None:
    s = Session()
    a, b = fighter(s, "A", 2), fighter(s, "B", 0)
    fid = start(s, a, b)
    attack(s, fid, a, b)
    defended = only(respond(s, fid, True, MISS), ActionTaken)
    assert (defended.action, defended.source, defended.actions_left) == ("defend", "turn", 1)
    attack(s, fid, a, b)
    respond(s, fid, False, MISS)
    end_turn(s, fid)
    # B defended once before its turn: one action left.
    assert s.fight(fid).combatants[b].actions == 1
    attack(s, fid, b, a)
    borrowed = only(respond(s, fid, True, MISS), ActionTaken)  # A has used both: borrows from next round
    assert (borrowed.source, borrowed.borrowed) == ("borrowed", 1)
    with pytest.raises(RuleViolation):
        attack(s, fid, b, a)
    started = only(end_turn(s, fid), RoundStarted)
    allowance = {x.character_id: x for x in started.allowances}
    assert (allowance[a].borrowed, allowance[a].actions) == (1, 1)
    assert allowance[b].actions == 2
    attack(s, fid, a, b)
    respond(s, fid, False, MISS)
    with pytest.raises(RuleViolation):
        action(s, fid, "run")


def test_unused_actions_stay_for_defence_and_borrowing_stops_at_two() -> None:
    s = Session()
    a, b, c = fighter(s, "A", 3), fighter(s, "B", 2), fighter(s, "C", 1)
    fid = start(s, a, b, c)
    end_turn(s, fid)  # A keeps both actions
    for _ in range(2):
        attack(s, fid, b, a)
        assert only(respond(s, fid, True, MISS), ActionTaken).source == "turn"
    end_turn(s, fid)
    for _ in range(2):  # third and fourth attacks: fluke-only defences, on next round's actions
        attack(s, fid, c, a)
        assert only(respond(s, fid, True, MISS), ActionTaken).source == "borrowed"
    started = only(end_turn(s, fid), RoundStarted)
    assert {x.character_id: x.actions for x in started.allowances} == {a: 0, b: 2, c: 2}
    with pytest.raises(RuleViolation):
        action(s, fid, "run")  # A spent this round on last round's defence
    end_turn(s, fid)
    for _ in range(2):  # borrowing again, from round 3
        attack(s, fid, b, a)
        assert only(respond(s, fid, True, MISS), ActionTaken).source == "borrowed"
    end_turn(s, fid)
    # Both of round 3's actions are borrowed already: no defence is possible, the attack is rolled at once.
    events = attack(s, fid, c, a, dice=MISS)
    assert only(events, AttackResolved).defence_mode == "no_actions"
    assert s.fight(fid).pending is None


def test_third_and_later_attacks_are_defended_only_by_a_fluke() -> None:
    s = Session()
    a, b, c = fighter(s, "A", 3, brawling=5), fighter(s, "B", 2, brawling=5), fighter(s, "C", 0, brawling=5)
    fid = start(s, a, b, c)
    attack(s, fid, a, c)
    first = only(respond(s, fid, True, faces(12, 6)), AttackResolved)  # C parries: 6 + 5 = 11
    assert first.defence_mode == "roll" and first.defence is not None and first.defence.succeeded and not first.hit
    attack(s, fid, a, c)
    respond(s, fid, False, faces(5))  # 10: a miss
    end_turn(s, fid)
    third = attack(s, fid, b, c)
    assert third[-1].attack_number == 3  # type: ignore[attr-defined]
    events = respond(s, fid, True, faces(12, 17, 10))  # a 17 is no fluke success: the punch lands
    resolved = only(events, AttackResolved)
    assert resolved.defence_mode == "fluke_only" and resolved.hit
    assert resolved.defence is not None and resolved.defence.rating is None
    assert resolved.defence.rating_name == "Brawling" and resolved.defence.fluke == "lucky_twist"
    attack(s, fid, b, c)
    events = respond(s, fid, True, faces(12, 18))  # only an 18 defends
    assert only(events, ActionTaken).source == "borrowed"
    resolved = only(events, AttackResolved)
    assert resolved.defence is not None and resolved.defence.succeeded and not resolved.hit


def test_surprise_attacks_get_no_defence_and_only_the_gm_declares_them() -> None:
    s = Session()
    a, b = fighter(s, "A", 2, brawling=1), fighter(s, "B", 0)
    mine = s.create("Mine", species="lion")
    fid = start(s, a, b)
    with pytest.raises(Forbidden):
        attack(s, fid, a, b, surprise=True, actor=s.player)
    events = attack(s, fid, a, b, dice=faces(10, 12, 12), surprise=True)  # hit; punch: beat 12; injury roll
    resolved = only(events, AttackResolved)
    assert resolved.defence_mode == "surprise" and resolved.defence is None and resolved.hit
    assert only(events, DamageRolled).damage == 1
    s.do(s.gm, sb.EndFight(conflict_id=fid))
    fid = start(s, mine, b)
    with pytest.raises(Forbidden) as info:
        attack(s, fid, mine, b, difficulty=2, actor=s.player)
    assert info.value.code == "gm_only" and info.value.data["field"] == "difficulty"


def test_a_defended_attack_hits_only_if_the_defender_fails() -> None:
    s = Session()
    a = s.extra("A", features={"FIT": 2}, skills={"Weapon:Sword": 0})
    b = s.extra("B", features={"FIT": 0}, skills={"Weapon:Sword": 0})
    s.do(s.gm, sb.SetWeapon(character_id=a, name="sword", weapon_class="medium", skill="Weapon:Sword"))
    s.do(s.gm, sb.SetWeapon(character_id=b, name="sword", weapon_class="medium", skill="Weapon:Sword"))
    s.do(s.gm, sb.ReadyWeapon(character_id=a, weapon="sword"))
    s.do(s.gm, sb.ReadyWeapon(character_id=b, weapon="sword"))
    fid = start(s, a, b)
    attack(s, fid, a, b, weapon="sword", difficulty=-1)
    # Attack 13 - 1 = 12 succeeds; B parries with the sword in hand: 11 succeeds → no hit.
    resolved = only(respond(s, fid, True, faces(13, 11)), AttackResolved)
    assert resolved.attack.parts == (Part(name="Weapon:Sword", value=0), Part(name="difficulty", value=-1))
    assert resolved.defence is not None and resolved.defence.rating_name == "Weapon:Sword"
    assert resolved.defence.succeeded and not resolved.hit
    # Attack succeeds, defence fails: hit for 2 (medium, unarmored), then B's injury roll.
    attack(s, fid, a, b, weapon="sword")
    events = respond(s, fid, True, faces(12, 10, 10))
    assert only(events, AttackResolved).hit
    assert only(events, InjuryRolled).damage == 2
    assert only(events, HpLost).hp_after == s.char(b).max_hp - 2


def test_a_target_knocked_out_before_answering_cannot_defend() -> None:
    s = Session()
    a, b = fighter(s, "A", 2), fighter(s, "B", 0)
    fid = start(s, a, b)
    attack(s, fid, a, b)
    s.do(s.gm, sb.Injure(table_id=s.table, character_id=b, damage=1), faces(6))  # 6 + 3 - 1: out
    with pytest.raises(RuleViolation) as info:
        respond(s, fid, True, MISS)
    assert info.value.code == "character_unconscious"
    assert not only(respond(s, fid, False, MISS), AttackResolved).hit


def test_a_failed_attack_rolls_no_defence() -> None:
    s = Session()
    a, b = fighter(s, "A", 2), fighter(s, "B", 0)
    fid = start(s, a, b)
    attack(s, fid, a, b)
    resolved = only(respond(s, fid, True, faces(10)), AttackResolved)
    assert resolved.defence is None and not resolved.hit and len(resolved.rolls) == 1


def test_the_gm_may_name_the_defence_rating() -> None:
    s = Session()
    a, b = fighter(s, "A", 2), fighter(s, "B", 0)
    fid = start(s, a, b)
    attack(s, fid, a, b)
    with pytest.raises(Forbidden):
        s.do(s.player, sb.RespondToAttack(table_id=s.table, conflict_id=fid, defend=True, defence_rating="Acrobatics"))
    resolved = only(
        respond(s, fid, True, faces(12, 13), defence_rating="Acrobatics", defence_difficulty=-2), AttackResolved
    )
    assert resolved.defence is not None
    assert resolved.defence.parts == (Part(name="Acrobatics", value=0), Part(name="difficulty", value=-2))


# --- weapons --------------------------------------------------------------------------------------------


@pytest.mark.skipif(not SEED.exists(), reason="the rulebook is not next to the repository")
def test_damage_table_is_the_rulebooks() -> None:
    text = SEED.read_text()
    rows = re.findall(r"^\| (Punch|Small|Medium|Large) +\| *([^|]+?) *\| *([^|]+?) *\|", text, flags=re.M)
    assert len(rows) == 4

    def read(cell: str) -> tuple[int, int | None]:
        beat = re.match(r"beat (\d+) for (\d+) point", cell)
        if beat:
            return int(beat.group(2)), int(beat.group(1))
        return int(cell.split()[0]), None

    for weapon, unarmored, armored in rows:
        for armor, cell in ((False, unarmored), (True, armored)):
            d = damage_for(weapon.lower(), armor)  # type: ignore[arg-type]
            assert (d.points, d.beat) == read(cell)
    assert len(DAMAGE) == 8


def test_punches_beat_twelve_or_fifteen() -> None:
    s = Session()
    a, b = fighter(s, "A", 2, brawling=2), fighter(s, "B", 0, HER=0)
    fid = start(s, a, b, dice=[])
    attack(s, fid, a, b)
    events = respond(s, fid, False, faces(12, 11))  # hit, then 11 on the damage roll: no damage
    damage = only(events, DamageRolled)
    assert (damage.beat, damage.dice_total, damage.damage, damage.armored) == (12, 11, 0, False)
    assert of(events, InjuryRolled) == []
    s.do(s.gm, sb.SetArmor(character_id=b, worn=True))
    attack(s, fid, a, b)
    events = respond(s, fid, False, faces(12, 15, 12))
    damage = only(events, DamageRolled)
    assert (damage.beat, damage.damage, damage.armored) == (15, 1, True)
    assert only(events, InjuryRolled).damage == 1


@pytest.mark.parametrize(("features", "brawling"), [({"SIZ": 3}, 0), ({}, 3)])
def test_big_or_skilled_brawlers_punch_like_small_weapons(features: dict[str, int], brawling: int) -> None:
    s = Session()
    a, b = fighter(s, "A", 2, brawling=brawling, **features), fighter(s, "B", 0)
    fid = start(s, a, b)
    declared = attack(s, fid, a, b)
    assert declared[-1].weapon_class == "small"  # type: ignore[attr-defined]
    events = respond(s, fid, False, faces(12, 12))
    assert of(events, DamageRolled) == [] and only(events, InjuryRolled).damage == 1


def test_natural_weapons_and_natural_armor() -> None:
    s = Session()
    bear = s.extra("Bear", species="bear", features={"FIT": 2})
    bison = s.extra("Bison", species="bison")
    fid = start(s, bear, bison)
    attack(s, fid, bear, bison, weapon="claws and bite")
    events = respond(s, fid, False, faces(12, 12, 12))  # small vs the bison's thick hide: beat 12
    damage = only(events, DamageRolled)
    assert damage.armored and damage.beat == 12 and damage.damage == 1
    with pytest.raises(InvalidCommand):
        attack(s, fid, bear, bison, weapon="horns")


def test_weapons_must_be_drawn_and_reloaded() -> None:
    s = Session()
    archer = s.extra("Archer", features={"FIT": 2}, skills={"Weapon:Bow": 3})
    target = fighter(s, "Target", 0)
    s.do(
        s.gm, sb.SetWeapon(character_id=archer, name="bow", weapon_class="small", skill="Weapon:Bow", reload_actions=1)
    )
    s.do(
        s.gm,
        sb.SetWeapon(character_id=archer, name="crossbow", weapon_class="medium", skill="Weapon:Bow", reload_actions=3),
    )
    with pytest.raises(Forbidden):
        s.do(s.player, sb.SetWeapon(character_id=archer, name="bazooka", weapon_class="large", skill="Weapon:Bow"))
    fid = start(s, archer, target)
    with pytest.raises(RuleViolation) as info:
        attack(s, fid, archer, target, weapon="bow")
    assert info.value.code == "weapon_not_drawn"
    with pytest.raises(RuleViolation):
        s.do(s.gm, sb.ReadyWeapon(character_id=archer, weapon="bow"))  # in a fight, drawing is an action
    drawn = only(action(s, fid, "draw", "bow"), ActionTaken)
    assert drawn.weapon == "bow" and s.char(archer).wielding == "bow"
    attack(s, fid, archer, target, weapon="bow")
    respond(s, fid, False, faces(5))
    assert not s.char(archer).weapons["bow"].loaded
    end_turn(s, fid)
    end_turn(s, fid)
    with pytest.raises(RuleViolation) as info:
        attack(s, fid, archer, target, weapon="bow")
    assert info.value.code == "weapon_not_loaded"
    action(s, fid, "reload")  # one action to take another arrow from the quiver
    attack(s, fid, archer, target, weapon="bow")
    respond(s, fid, False, faces(5))
    end_turn(s, fid)
    end_turn(s, fid)
    # Dropping is free; the crossbow takes three reload actions (two turns).
    s.do(s.gm, sb.DropWeapon(character_id=archer))
    assert s.char(archer).wielding is None and s.fight(fid).combatants[archer].actions == 2
    action(s, fid, "draw", "crossbow")
    with pytest.raises(RuleViolation):
        action(s, fid, "reload")  # loaded: nothing to reload
    attack(s, fid, archer, target, weapon="crossbow")
    respond(s, fid, False, faces(5))
    end_turn(s, fid)
    end_turn(s, fid)
    action(s, fid, "reload")
    action(s, fid, "reload")
    end_turn(s, fid)
    end_turn(s, fid)
    action(s, fid, "reload")
    assert s.char(archer).weapons["crossbow"].loaded
    attack(s, fid, archer, target, weapon="crossbow")
    respond(s, fid, False, faces(5))


# --- berserk rabbits ------------------------------------------------------------------------------------


def test_a_wounded_rabbit_may_go_berserk() -> None:
    s = Session()
    wolf = s.extra("Wolf", species="wolf", features={"FIT": 5}, skills={"Brawling": 2})
    rabbit = s.extra("Rabbit", species="rabbit", features={"FIT": 4}, skills={"Brawling": 0})  # HP 4
    fid = start(s, wolf, rabbit)
    attack(s, fid, wolf, rabbit)
    events = respond(s, fid, False, [*faces(12, 12, 12), 4])  # hit, 1 point, stays up, 4 on one die
    berserk = only(events, BerserkRolled)
    assert berserk.face == 4 and berserk.lost_control and berserk.rolls[0].sides == 6
    assert s.fight(fid).combatants[rabbit].berserk
    # A berserk rabbit does not defend itself: attacks on it are rolled at once.
    resolved = only(attack(s, fid, wolf, rabbit, dice=faces(8)), AttackResolved)
    assert resolved.defence_mode == "berserk"
    end_turn(s, fid)
    # Its extra action is for attacking, with +2.
    assert s.fight(fid).combatants[rabbit].berserk_actions == 1
    first = attack(s, fid, rabbit, wolf)
    assert only(first, ActionTaken).source == "berserk"
    resolved = only(respond(s, fid, False, faces(8)), AttackResolved)
    assert Part(name="berserk", value=2) in resolved.attack.parts
    action(s, fid, "run")
    attack(s, fid, rabbit, wolf)
    respond(s, fid, False, faces(8))
    with pytest.raises(RuleViolation) as info:
        action(s, fid, "pick_up")
    assert info.value.code == "no_actions_left"
    started = only(end_turn(s, fid), RoundStarted)
    assert {a.character_id: a.berserk_actions for a in started.allowances} == {wolf: 0, rabbit: 1}


def test_a_rabbit_keeps_control_on_one_to_three() -> None:
    s = Session()
    wolf = s.extra("Wolf", species="wolf", features={"FIT": 5}, skills={"Brawling": 2})
    rabbit = s.extra("Rabbit", species="rabbit", features={"FIT": 4})
    fid = start(s, wolf, rabbit)
    attack(s, fid, wolf, rabbit)
    berserk = only(respond(s, fid, False, [*faces(12, 12, 12), 3]), BerserkRolled)
    assert not berserk.lost_control and not s.fight(fid).combatants[rabbit].berserk


# --- rounds and the end of a fight ----------------------------------------------------------------------


def test_knocked_out_combatants_lose_their_turns_and_the_gm_moves_an_empty_fight_on() -> None:
    s = Session()
    a = fighter(s, "A", 3, brawling=5)  # HP 6
    b, c = fighter(s, "B", 2), fighter(s, "C", 1)  # HP 5 and 4
    fid = start(s, a, b, c)
    attack(s, fid, a, b)
    events = respond(s, fid, False, faces(10, 7))  # a Brawling 5 punch is a small weapon: 1 point
    assert only(events, InjuryRolled).check.total == 7 + 5 - 1
    s.do(s.gm, sb.Injure(table_id=s.table, character_id=b, damage=1), faces(6))  # 6 + 4 - 1 = 9: out
    assert not s.char(b).conscious
    end_turn(s, fid)
    assert s.fight(fid).current == c  # B is skipped
    end_turn(s, fid)
    assert s.fight(fid).current == a and s.fight(fid).round == 2
    s.do(s.gm, sb.Injure(table_id=s.table, character_id=a, damage=3), faces(6))  # 6 + 6 - 3 = 9: out
    s.do(s.gm, sb.Injure(table_id=s.table, character_id=c, damage=3), faces(8))  # 8 + 4 - 3 = 9: out
    end_turn(s, fid)  # the GM ends the fallen A's turn; nobody can act: round 3 starts with no turn
    assert s.fight(fid).current is None and s.fight(fid).round == 3
    with pytest.raises(RuleViolation) as info:
        end_turn(s, fid, actor=s.player)
    assert info.value.code == "no_current_turn"
    assert isinstance(end_turn(s, fid)[0], RoundStarted)
    ended = only(s.do(s.gm, sb.EndFight(conflict_id=fid)), FightEnded)
    assert ended.round == 4 and fid not in s.sb.conflicts


def test_time_shaping_grants_actions() -> None:
    s = Session()
    a, b = fighter(s, "A", 2), fighter(s, "B", 0)
    fid = start(s, a, b)
    with pytest.raises(Forbidden):
        s.do(s.player, sb.GrantActions(conflict_id=fid, character_id=a, count=2))
    s.do(s.gm, sb.GrantActions(conflict_id=fid, character_id=a, count=2, reason="time shaping"))
    for _ in range(4):
        action(s, fid, "run")
    with pytest.raises(RuleViolation):
        action(s, fid, "run")


# --- the rulebook's fight -------------------------------------------------------------------------------


def test_doi_against_creszki_and_priti() -> None:
    s = Session()
    # Doi: a fox with Fitness +3 (Strength +1, HP 4) — the Weapons example does not give her ratings;
    # these make the story come out as told.
    doi = s.create("Doi", species="fox", adjustments={"FIT": 3}, skills={"Weapon:Bow": 1, "Weapon:Sword": 1})
    creszki = s.extra("Creszki", species="wolf")  # FIT +2, HP 5
    priti = s.extra("Priti", species="goat", features={"SIZ": 2, "FIT": 1})  # HP 6
    s.do(
        s.gm,
        sb.SetWeapon(character_id=doi, name="hunting bow", weapon_class="small", skill="Weapon:Bow", reload_actions=1),
    )
    s.do(s.gm, sb.SetWeapon(character_id=doi, name="broadsword", weapon_class="medium", skill="Weapon:Sword"))
    s.do(s.gm, sb.SetWeapon(character_id=priti, name="two-handed ax", weapon_class="large", skill="Weapon:Axe"))
    s.do(s.player, sb.ReadyWeapon(character_id=doi, weapon="hunting bow"))
    s.do(s.gm, sb.ReadyWeapon(character_id=priti, weapon="two-handed ax"))
    s.do(s.gm, sb.SetArmor(character_id=priti, worn=True))
    fid = start(s, doi, creszki, priti)
    assert only(s.log, TurnOrderSet).order == (doi, creszki, priti)

    # She fires an arrow at Creszki and hits: an automatic 1 point, and Creszki rolls to stay conscious.
    attack(s, fid, doi, creszki, weapon="hunting bow", actor=s.player)
    events = respond(s, fid, False, faces(12, 10))
    assert only(events, AttackResolved).hit and of(events, DamageRolled) == []
    injury = only(events, InjuryRolled)
    assert (injury.damage, injury.hp_before, injury.check.succeeded) == (1, 5, True)
    # She drops her bow and draws her sword as Creszki charges.
    s.do(s.player, sb.DropWeapon(character_id=doi))
    action(s, fid, "draw", "broadsword", actor=s.player)
    end_turn(s, fid, actor=s.player)
    action(s, fid, "run")
    end_turn(s, fid)
    action(s, fid, "run")
    end_turn(s, fid)

    # Her first swing connects for 2 points; Creszki fails his roll and goes down.
    attack(s, fid, doi, creszki, weapon="broadsword", actor=s.player)
    events = respond(s, fid, False, faces(12, 7))
    injury = only(events, InjuryRolled)
    assert (injury.damage, injury.hp_before, injury.check.total) == (2, 4, 7 + 4 - 2)
    assert only(events, KnockedOut).character_id == creszki and s.char(creszki).hp == 2
    # She swings again and connects; Priti's armor takes it down to 1 point, and he shrugs it off.
    attack(s, fid, doi, priti, weapon="broadsword", actor=s.player)
    events = respond(s, fid, True, faces(12, 9, 10))  # Priti parries with his ax (Weapon:Axe -4): 5, fails
    injury = only(events, InjuryRolled)
    assert injury.armored and injury.damage == 1 and injury.check.succeeded
    end_turn(s, fid, actor=s.player)
    assert s.fight(fid).current == priti  # Creszki is out
    # Priti swings his large two-handed ax and hits for 3; Doi fails her roll and is unconscious.
    attack(s, fid, priti, doi, weapon="two-handed ax")
    events = respond(s, fid, False, faces(15, 8), actor=s.player)
    resolved = only(events, AttackResolved)
    assert resolved.attack.parts == (Part(name="Weapon:Axe", value=-4),) and resolved.hit
    injury = only(events, InjuryRolled)
    assert (injury.damage, injury.hp_before, injury.check.total, injury.check.succeeded) == (3, 4, 9, False)
    assert only(events, KnockedOut).character_id == doi
    assert s.char(doi).hp == 1 and s.char(doi).alive
    assert s.refold() == __import__("msgspec").to_builtins(s.state)
