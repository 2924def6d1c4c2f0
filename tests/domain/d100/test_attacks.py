"""Attacks: the TN and its modifiers, opposed and passive defence, counter-attacks, damage and Health."""

from __future__ import annotations

from typing import Any

import pytest

from domain.d100.commands import Attack, Defend, EndTurn, Outnumbering
from domain.d100.events import (
    AttackResolved,
    AttackRolled,
    DamageDealt,
    DefenceRolled,
    HealthChanged,
    HitLocationRolled,
)
from domain.d100.sheet import D100Sheet
from domain.d100.state import ConflictOptions
from domain.errors import DomainError
from domain.messages import Event
from tests.domain.d100.support import Table, of_type, one, sheet


def duel(
    ada_sheet: D100Sheet | None = None, bo_sheet: D100Sheet | None = None, options: ConflictOptions | None = None
) -> tuple[Table, str, str, str]:
    """Alice's Ada acts first against Bob's Bo."""
    t = Table()
    ada = t.create(ada_sheet or sheet("Ada"), t.alice)
    bo = t.create(bo_sheet or sheet("Bo"), t.bob)
    cid = t.start([ada, bo], [10, 1], options)
    return t, ada, bo, cid


def attack(t: Table, cid: str, who: str, target: str, faces: list[int], actor: Any = None, **kw: Any) -> list[Event]:
    actor = actor or (t.alice if t.state.characters[who].owner_id == t.alice.member_id else t.gm)
    return t.run(
        Attack(
            table_id=t.table_id,
            conflict_id=cid,
            character_id=who,
            target_id=target,
            weapon=kw.pop("weapon", "Sword"),
            **kw,
        ),
        actor,
        faces,
    )


def defend(t: Table, cid: str, who: str, faces: list[int], actor: Any = None, **kw: Any) -> list[Event]:
    actor = actor or (t.bob if t.state.characters[who].owner_id == t.bob.member_id else t.gm)
    return t.run(Defend(table_id=t.table_id, conflict_id=cid, character_id=who, **kw), actor, faces)


def refused(t: Table, command: Any, actor: Any, faces: list[int] | None = None) -> DomainError:
    with pytest.raises(DomainError) as err:
        t.decide(command, actor, faces or [])
    return err.value


def test_an_opposed_melee_hit_rolls_location_and_deals_margin_damage() -> None:
    t, ada, bo, cid = duel()
    rolled = one(attack(t, cid, ada, bo, [14]), AttackRolled)
    assert (rolled.target_number, rolled.roll, rolled.points, rolled.defence) == (64, 14, 50, "opposed")
    assert t.conflict(cid).pending is not None
    events = defend(t, cid, bo, [44, 50])
    assert [type(e) for e in events] == [DefenceRolled, AttackResolved, HitLocationRolled, DamageDealt, HealthChanged]
    defence = events[0]
    assert (defence.target_number, defence.points, defence.aptitude) == (64, 20, "Dodge")
    resolved = events[1]
    assert (resolved.outcome, resolved.result, resolved.success_damage) == (30, "hit", 3)
    assert events[2].location == "body"
    dealt = events[3]
    assert [(p.label, p.value) for p in dealt.dealt_parts] == [
        ("weapon: Sword", 5),
        ("physical_strength", 4),
        ("points of success", 3),
    ]
    assert dealt.fortitude.value == 4
    assert dealt.damage == 5 + 4 + 3 - 4
    assert (events[4].before, events[4].after) == (20, 12)
    assert t.character(bo).health.physical == 12
    assert t.conflict(cid).pending is None


def test_a_pending_attack_blocks_everything_but_the_defence() -> None:
    t, ada, bo, cid = duel()
    attack(t, cid, ada, bo, [14])
    assert refused(t, EndTurn(conflict_id=cid, character_id=ada), t.alice).code == "defence_pending"
    assert refused(t, Defend(table_id=t.table_id, conflict_id=cid, character_id=ada), t.alice, [1]).code == (
        "not_the_defender"
    )
    assert refused(t, Defend(table_id=t.table_id, conflict_id=cid, character_id=bo), t.alice, [1]).code == (
        "not_your_character"
    )


def test_a_draw_does_not_hit() -> None:
    t, ada, bo, cid = duel()
    attack(t, cid, ada, bo, [30])
    resolved = one(defend(t, cid, bo, [30]), AttackResolved)
    assert (resolved.outcome, resolved.result) == (0, "miss")


def test_beating_a_failed_defence_hits_even_on_a_failed_attack() -> None:
    """Opposed rolls compare points: −5 beats −20."""
    t, ada, bo, cid = duel()
    attack(t, cid, ada, bo, [69])
    resolved = one(defend(t, cid, bo, [84, 50]), AttackResolved)
    assert (resolved.attack_points, resolved.outcome, resolved.result, resolved.success_damage) == (-5, 15, "hit", 1)


@pytest.mark.parametrize(("defence_roll", "loss", "bonus"), [(34, 30, 3), (19, 45, 4)])
def test_losing_a_melee_test_by_30_or_more_exposes_the_attacker(defence_roll: int, loss: int, bonus: int) -> None:
    """ "A failure by 30 points would therefore translate as +3 damage, a failure by 45 points would be +4"."""
    t, ada, bo, cid = duel()
    attack(t, cid, ada, bo, [64])
    events = defend(t, cid, bo, [defence_roll, 5])
    resolved = one(events, AttackResolved)
    assert (resolved.outcome, resolved.result, resolved.success_damage) == (-loss, "counter_attack", bonus)
    location = one(events, HitLocationRolled)
    assert (location.character_id, location.location) == (ada, "head")
    dealt = one(events, DamageDealt)
    assert (dealt.character_id, dealt.target_id, dealt.source, dealt.weapon) == (bo, ada, "counter_attack", "Sword")
    assert dealt.damage == 5 + 4 + bonus - 4
    assert t.character(ada).health.physical == 20 - dealt.damage
    assert t.character(bo).health.physical == 20


def test_losing_by_29_is_only_a_miss() -> None:
    t, ada, bo, cid = duel()
    attack(t, cid, ada, bo, [64])
    assert one(defend(t, cid, bo, [35]), AttackResolved).result == "miss"


def test_ranged_attacks_are_never_counter_attacked() -> None:
    t, ada, bo, cid = duel()
    attack(t, cid, ada, bo, [64], weapon="Pistol")
    resolved = one(defend(t, cid, bo, [1]), AttackResolved)
    assert (resolved.outcome, resolved.result) == (-63, "miss")


def test_the_counter_attack_weapon_must_be_a_melee_weapon() -> None:
    t, ada, bo, cid = duel()
    attack(t, cid, ada, bo, [64])
    command = Defend(table_id=t.table_id, conflict_id=cid, character_id=bo, counter_weapon="Pistol")
    assert refused(t, command, t.bob, [1]).code == "counter_weapon_not_melee"
    events = defend(t, cid, bo, [1, 50], counter_weapon="Unarmed")
    dealt = one(events, DamageDealt)
    assert (dealt.weapon, dealt.damage) == ("Unarmed", 0 + 4 + 6 - 4)


def test_players_choose_dodge_or_a_melee_aptitude_the_gm_anything() -> None:
    t, ada, bo, cid = duel()
    attack(t, cid, ada, bo, [64])
    assert (
        refused(t, Defend(table_id=t.table_id, conflict_id=cid, character_id=bo, aptitude="Athletics"), t.bob, [1]).code
        == "gm_only"
    )
    assert (
        refused(
            t, Defend(table_id=t.table_id, conflict_id=cid, character_id=bo, attribute="mental_agility"), t.bob, [1]
        ).code
        == "gm_only"
    )
    assert (
        refused(t, Defend(table_id=t.table_id, conflict_id=cid, character_id=bo, modifier=10), t.bob, [1]).code
        == "gm_only"
    )
    defence = one(defend(t, cid, bo, [99, 50], aptitude="Melee (Armed)"), DefenceRolled)
    assert defence.target_number == 64


def test_the_gm_may_pick_another_attribute_and_aptitude() -> None:
    t, ada, bo, cid = duel()
    attack(t, cid, ada, bo, [64])
    defence = one(
        defend(t, cid, bo, [99, 50], actor=t.gm, attribute="mental_agility", aptitude="Athletics", modifier=-10),
        DefenceRolled,
    )
    assert [(p.label, p.value) for p in defence.target_parts] == [
        ("average", 50),
        ("mental_agility", 4),
        ("aptitude: Athletics", 0),
        ("GM modifier", -10),
    ]


def test_an_attacker_ten_sizes_larger_can_only_be_dodged() -> None:
    t, ada, bo, cid = duel(ada_sheet=sheet("Ogre", size=20))
    attack(t, cid, ada, bo, [99])
    err = refused(
        t, Defend(table_id=t.table_id, conflict_id=cid, character_id=bo, aptitude="Melee (Armed)"), t.bob, [1]
    )
    assert (err.code, err.data) == ("must_dodge_larger_attacker", {"attacker_size": 20, "defender_size": 10})
    defend(t, cid, bo, [99])


def test_nine_sizes_larger_may_still_be_parried() -> None:
    t, ada, bo, cid = duel(ada_sheet=sheet("Big", size=19))
    attack(t, cid, ada, bo, [99])
    defend(t, cid, bo, [99, 50], aptitude="Melee (Unarmed)")


def test_ranged_attacks_are_dodged_unless_the_gm_says_the_defender_is_in_melee_range() -> None:
    t, ada, bo, cid = duel()
    attack(t, cid, ada, bo, [99], weapon="Pistol")
    command = Defend(table_id=t.table_id, conflict_id=cid, character_id=bo, aptitude="Melee (Armed)")
    assert refused(t, command, t.bob, [1]).code == "ranged_needs_dodge"
    command = Defend(
        table_id=t.table_id, conflict_id=cid, character_id=bo, aptitude="Melee (Armed)", in_melee_range=True
    )
    assert refused(t, command, t.bob, [1]).code == "gm_only"
    defend(t, cid, bo, [1], actor=t.gm, aptitude="Melee (Armed)", in_melee_range=True)


def test_an_undefended_attack_hits_on_any_success_and_equal_succeeds() -> None:
    t, ada, bo, cid = duel()
    err = refused(
        t,
        Attack(
            table_id=t.table_id, conflict_id=cid, character_id=ada, target_id=bo, weapon="Pistol", target_defends=False
        ),
        t.alice,
        [64],
    )
    assert (err.code, err.data["field"]) == ("gm_only", "target_defends")
    events = attack(t, cid, ada, bo, [64, 90], actor=t.gm, weapon="Pistol", target_defends=False)
    assert [type(e) for e in events] == [AttackRolled, AttackResolved, HitLocationRolled, DamageDealt, HealthChanged]
    resolved = events[1]
    assert (resolved.defence, resolved.outcome, resolved.result) == ("none", 0, "hit")
    assert events[2].location == "right_leg"
    assert events[3].damage == 6 + 4 - 4  # pistol + Physical Agility − Fortitude


def test_passive_defence_examples() -> None:
    """ "if the attacker succeeded by 15 points, but the defender's Attribute + Aptitude is 20, the net result is
    -5 ... If the attacker had instead failed by -15 points ... an even worse failure of -35 points!\""""
    bo_sheet = sheet("Bo", attributes={"physical_agility": 8}, aptitudes={"Dodge": 12})
    t, ada, bo, cid = duel(bo_sheet=bo_sheet, options=ConflictOptions(passive_defence=True))
    events = attack(t, cid, ada, bo, [49])  # TN 64: succeeded by 15
    assert [type(e) for e in events] == [AttackRolled, AttackResolved]
    resolved = events[1]
    assert [(p.label, p.value) for p in resolved.defence_parts] == [("physical_agility", 8), ("aptitude: Dodge", 12)]
    assert (resolved.attack_points, resolved.outcome, resolved.result) == (15, -5, "miss")

    t, ada, bo, cid = duel(bo_sheet=bo_sheet, options=ConflictOptions(passive_defence=True))
    events = attack(t, cid, ada, bo, [79, 1])  # failed by 15 → −35: a melee counter-attack at +3
    resolved = one(events, AttackResolved)
    assert (resolved.attack_points, resolved.outcome, resolved.result, resolved.success_damage) == (
        -15,
        -35,
        "counter_attack",
        3,
    )
    assert one(events, DamageDealt).target_id == ada


def test_passive_defence_choice_is_the_gms_and_only_in_passive_conflicts() -> None:
    t, ada, bo, cid = duel(options=ConflictOptions(passive_defence=True))
    command = Attack(
        table_id=t.table_id,
        conflict_id=cid,
        character_id=ada,
        target_id=bo,
        weapon="Sword",
        passive_aptitude="Melee (Armed)",
    )
    assert refused(t, command, t.alice, [10]).code == "gm_only"
    resolved = one(
        attack(t, cid, ada, bo, [64], actor=t.gm, passive_aptitude="Melee (Armed)", passive_attribute="mental_agility"),
        AttackResolved,
    )
    assert [p.label for p in resolved.defence_parts] == ["mental_agility", "aptitude: Melee (Armed)"]
    t2, ada2, bo2, cid2 = duel()
    command = Attack(
        table_id=t2.table_id,
        conflict_id=cid2,
        character_id=ada2,
        target_id=bo2,
        weapon="Sword",
        passive_aptitude="Dodge",
    )
    assert refused(t2, command, t2.gm, [10]).code == "not_passive_defence"


def test_gm_only_scene_modifiers_and_their_table_values() -> None:
    t, ada, bo, cid = duel()
    command = Attack(
        table_id=t.table_id,
        conflict_id=cid,
        character_id=ada,
        target_id=bo,
        weapon="Sword",
        situations=["prone_opponent"],
    )
    err = refused(t, command, t.alice, [10])
    assert (err.code, err.data) == ("gm_only", {"field": "situations"})
    command = Attack(
        table_id=t.table_id, conflict_id=cid, character_id=ada, target_id=bo, weapon="Sword", situations=["heavy_cover"]
    )
    assert refused(t, command, t.gm, [10]).code == "situation_not_for_attack"
    rolled = one(
        attack(
            t,
            cid,
            ada,
            bo,
            [99],
            actor=t.gm,
            situations=["prone_opponent", "weather"],
            modifier=5,
            modifier_reason="slippery",
        ),
        AttackRolled,
    )
    assert [(p.label, p.value) for p in rolled.target_parts][3:] == [
        ("Attacking a prone opponent", 20),
        ("Attacking through fog, mist, heavy rain and other weather effects", -20),
        ("GM: slippery", 5),
    ]
    assert rolled.target_number == 64 + 5


def test_ranged_cover_and_large_target_rows() -> None:
    t, ada, bo, cid = duel()
    rolled = one(
        attack(t, cid, ada, bo, [99], actor=t.gm, weapon="Pistol", situations=["large_target", "heavy_cover"]),
        AttackRolled,
    )
    assert rolled.target_number == 64 + 10 - 30


def test_size_difference_in_melee_and_creature_size_at_range() -> None:
    t, ada, bo, cid = duel(bo_sheet=sheet("Giant", size=25))
    rolled = one(attack(t, cid, ada, bo, [99]), AttackRolled)
    assert ("size difference", 15) in [(p.label, p.value) for p in rolled.target_parts]
    defend(t, cid, bo, [1, 50], actor=t.bob)  # loses by 83: a counter-attack
    t2, ada2, bo2, cid2 = duel(bo_sheet=sheet("Mouse", size=2))
    rolled = one(attack(t2, cid2, ada2, bo2, [99], weapon="Pistol"), AttackRolled)
    assert ("target size", -8) in [(p.label, p.value) for p in rolled.target_parts]


def test_range_bands_come_from_the_gms_distance() -> None:
    t, ada, bo, cid = duel()
    command = Attack(
        table_id=t.table_id, conflict_id=cid, character_id=ada, target_id=bo, weapon="Pistol", distance_m=2
    )
    assert refused(t, command, t.alice, [10]).code == "gm_only"
    command = Attack(
        table_id=t.table_id, conflict_id=cid, character_id=ada, target_id=bo, weapon="Pistol", distance_m=61
    )
    assert refused(t, command, t.gm, [10]).code == "out_of_range"
    command = Attack(table_id=t.table_id, conflict_id=cid, character_id=ada, target_id=bo, weapon="Sword", distance_m=1)
    assert refused(t, command, t.gm, [10]).code == "distance_is_ranged"
    rolled = one(attack(t, cid, ada, bo, [99], actor=t.gm, weapon="Pistol", distance_m=2), AttackRolled)
    assert ("Shooting at Point Blank", 20) in [(p.label, p.value) for p in rolled.target_parts]


def test_a_weapon_without_a_listed_range_has_no_bands() -> None:
    ada_sheet = sheet("Ada", weapons=[{"name": "Sling", "kind": "ranged", "aptitude": "Ranged (Sling)", "damage": 2}])
    t, ada, bo, cid = duel(ada_sheet=ada_sheet)
    command = Attack(table_id=t.table_id, conflict_id=cid, character_id=ada, target_id=bo, weapon="Sling", distance_m=5)
    assert refused(t, command, t.gm, [10]).code == "weapon_has_no_range"


def test_a_learned_aptitude_without_points_costs_twenty() -> None:
    ada_sheet = sheet(
        "Ada",
        learned_aptitudes=["Ranged (Rifle)"],
        weapons=[{"name": "Rifle", "kind": "ranged", "aptitude": "Ranged (Rifle)", "damage": 8, "range_m": 100}],
    )
    t, ada, bo, cid = duel(ada_sheet=ada_sheet)
    rolled = one(attack(t, cid, ada, bo, [99], weapon="Rifle"), AttackRolled)
    assert rolled.target_parts[-1] == type(rolled.target_parts[-1])(label="unskilled Learned Aptitude", value=-20)
    assert rolled.target_number == 50 + 4 + 0 - 20


def test_a_called_location_costs_twenty_and_replaces_the_location_roll() -> None:
    bo_sheet = sheet("Bo", armour=[{"name": "Helmet", "protection": 3, "locations": ["head"]}])
    t, ada, bo, cid = duel(bo_sheet=bo_sheet)
    rolled = one(attack(t, cid, ada, bo, [4], called_location="head"), AttackRolled)
    assert rolled.target_parts[-1].value == -20
    events = defend(t, cid, bo, [100])  # no location roll: the called location is used
    assert of_type(events, HitLocationRolled) == []
    dealt = one(events, DamageDealt)
    assert (dealt.location, [p.value for p in dealt.armour_parts]) == ("head", [3])
    assert dealt.damage == 5 + 4 + (40 - (-36)) // 10 - 3 - 4


def test_without_hit_locations_a_hit_counts_against_the_body() -> None:
    bo_sheet = sheet("Bo", armour=[{"name": "Vest", "protection": 2, "locations": ["body"]}])
    t, ada, bo, cid = duel(bo_sheet=bo_sheet, options=ConflictOptions(hit_locations=False))
    attack(t, cid, ada, bo, [14])
    events = defend(t, cid, bo, [100])
    assert of_type(events, HitLocationRolled) == []
    dealt = one(events, DamageDealt)
    assert (dealt.location, dealt.located, dealt.armour_parts[0].value) == ("body", False, 2)


def test_lethal_damage_option_ignores_fortitude() -> None:
    t, ada, bo, cid = duel(options=ConflictOptions(lethal_damage=True))
    attack(t, cid, ada, bo, [64])
    dealt = one(defend(t, cid, bo, [100, 50]), DamageDealt)
    assert dealt.fortitude is None
    assert dealt.damage == 5 + 4 + 3


def test_dreamscape_fight_substitutes_strength_and_fortitude() -> None:
    ada_sheet = sheet("Ada", attributes={"physical_strength": 1, "social_strength": 9})
    bo_sheet = sheet("Bo", attributes={"physical_fortitude": 1, "social_fortitude": 2, "mental_fortitude": 6})
    t = Table()
    ada = t.create(ada_sheet, t.alice)
    bo = t.create(bo_sheet, t.bob)
    cid = t.start([ada, bo], [10, 1], ConflictOptions(dreamscape=True), dream_states={ada: "asleep"})
    attack(t, cid, ada, bo, [64])
    dealt = one(defend(t, cid, bo, [100, 50]), DamageDealt)
    assert dealt.dealt_parts[1].label == "physical_strength→social_strength"
    assert dealt.fortitude.label == "physical_fortitude→mental_fortitude"
    assert dealt.damage == 5 + 9 + 3 - 6


def test_health_stops_at_zero() -> None:
    bo_sheet = sheet("Bo", health={"physical": 3, "social": 3, "mental": 3})
    t, ada, bo, cid = duel(bo_sheet=bo_sheet)
    attack(t, cid, ada, bo, [1])
    changed = one(defend(t, cid, bo, [100, 50]), HealthChanged)
    assert (changed.before, changed.after) == (3, 0)


def test_no_attacks_on_oneself_or_outsiders() -> None:
    t, ada, _bo, cid = duel()
    outsider = t.create(sheet("Out"), t.bob)
    command = Attack(table_id=t.table_id, conflict_id=cid, character_id=ada, target_id=ada, weapon="Sword")
    assert refused(t, command, t.alice, [10]).code == "cannot_attack_self"
    command = Attack(table_id=t.table_id, conflict_id=cid, character_id=ada, target_id=outsider, weapon="Sword")
    assert refused(t, command, t.alice, [10]).code == "target_not_in_conflict"


def test_outnumbering_is_melee_only_and_needs_more_attackers() -> None:
    t, ada, bo, cid = duel()
    command = Attack(
        table_id=t.table_id,
        conflict_id=cid,
        character_id=ada,
        target_id=bo,
        weapon="Pistol",
        outnumbering=Outnumbering(side=3, opposing=1),
    )
    assert refused(t, command, t.gm, [10]).code == "outnumbering_is_melee"
    command = Attack(
        table_id=t.table_id,
        conflict_id=cid,
        character_id=ada,
        target_id=bo,
        weapon="Sword",
        outnumbering=Outnumbering(side=2, opposing=2),
    )
    assert refused(t, command, t.gm, [10]).code == "not_outnumbering"
    command = Attack(
        table_id=t.table_id,
        conflict_id=cid,
        character_id=ada,
        target_id=bo,
        weapon="Sword",
        outnumbering=Outnumbering(side=2, opposing=1),
    )
    assert refused(t, command, t.alice, [10]).code == "gm_only"


def test_outnumbering_worked_example_four_humans_against_a_monster() -> None:
    """ "As they outnumber the creature by 4 to 1, they each receive a +40 bonus to their TN to hit the beast and
    a +4 damage bonus too!" — every one of the four attacks gets both bonuses."""
    t = Table()
    humans = [t.create(sheet(f"Human {n}"), t.alice) for n in range(4)]
    monster = t.create(sheet("Monster", health={"physical": 100, "social": 10, "mental": 10}), t.gm)
    cid = t.start([*humans, monster], [10, 9, 8, 7, 1])
    assert t.conflict(cid).order == [*humans, monster]
    for human in humans:
        rolled = one(
            attack(t, cid, human, monster, [54], actor=t.gm, outnumbering=Outnumbering(side=4, opposing=1)),
            AttackRolled,
        )
        assert ("outnumbering 4 to 1", 40) in [(p.label, p.value) for p in rolled.target_parts]
        assert rolled.target_number == 64 + 40
        assert [(p.label, p.value) for p in rolled.damage_parts] == [("outnumbering", 4)]
        events = defend(t, cid, monster, [64, 50], actor=t.gm)
        resolved = one(events, AttackResolved)
        assert (resolved.outcome, resolved.success_damage) == (50, 5)
        dealt = one(events, DamageDealt)
        assert ("outnumbering", 4) in [(p.label, p.value) for p in dealt.dealt_parts]
        assert dealt.damage == 5 + 4 + 5 + 4 - 4
        t.run(EndTurn(conflict_id=cid, character_id=human), t.alice)
    assert t.character(monster).health.physical == 100 - 4 * 14
    # the same roll without outnumbering: TN 64, outcome 10, damage 5 + 4 + 1 − 4
    solo = Table()
    a = solo.create(sheet("Alone"), solo.alice)
    m = solo.create(sheet("Monster"), solo.gm)
    scid = solo.start([a, m], [10, 1])
    attack(solo, scid, a, m, [54])
    assert one(defend(solo, scid, m, [64, 50], actor=solo.gm), DamageDealt).damage == 6
