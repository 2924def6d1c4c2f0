"""Shapers d100 told through its hooks: an opposed melee hit reads roll by roll, TN parts, points, location,
damage through Fortitude and Health, and the recap gathers the attack, the damage and the Health lost."""

from __future__ import annotations

from tests.domain.d100.test_attacks import attack, defend, duel
from tests.domain.story import section, tell, unphrased


def test_an_opposed_melee_hit_reads_roll_by_roll() -> None:
    t, ada, bo, cid = duel()
    attack(t, cid, ada, bo, [14])
    defend(t, cid, bo, [44, 50])
    told = tell(t.game, t.events)
    assert unphrased(t.game, told) == []
    assert section(told, "attacks") == [
        "Ada attacks Bo with the Sword: d100 14 vs TN 64 (average 50 + physical agility 4 + aptitude: Melee (Armed) 10)"
        " → succeeds by 50",
        "Bo defends against Ada with Physical Agility + Dodge: d100 44 vs TN 64 (average 50 + physical agility 4 + "
        "aptitude: Dodge 10) → succeeds by 20",
        "Ada's attack (50 points) against an opposed defence hits Bo by 30, +3 damage for the margin",
    ]
    assert section(told, "damage") == [
        "The hit lands on the body (d100 50)",
        "Ada's Sword deals Bo 8 physical damage to the body (weapon: Sword 5 + physical strength 4 + points of "
        "success 3, less physical fortitude 4)",
    ]
    assert section(told, "health") == ["Bo loses 8 Physical Health (20 → 12) — attack by Ada"]
    assert [x.text for x in told if x.key][-2:] == [
        "A fight begins: Ada and Bo",
        "Ada's attack (50 points) against an opposed defence hits Bo by 30, +3 damage for the margin",
    ]
