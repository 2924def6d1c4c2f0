"""Shapers and Bots told through its hooks: a sword fight reads check by check (3d6 + rating + difficulty
against 11), and the recap gathers the attacks, the hit points lost and the injury roll."""

from __future__ import annotations

from domain.shapers import commands as sb
from tests.domain.shapers.support import Session, faces
from tests.domain.shapers.test_combat import attack, respond, start
from tests.domain.story import section, tell, unphrased


def test_a_sword_fight_reads_check_by_check() -> None:
    s = Session()
    a = s.extra("Ana", features={"FIT": 2}, skills={"Weapon:Sword": 0})
    b = s.extra("Bo", features={"FIT": 0}, skills={"Weapon:Sword": 0})
    for who in (a, b):
        s.do(s.gm, sb.SetWeapon(character_id=who, name="sword", weapon_class="medium", skill="Weapon:Sword"))
        s.do(s.gm, sb.ReadyWeapon(character_id=who, weapon="sword"))
    fid = start(s, a, b)
    attack(s, fid, a, b, weapon="sword", difficulty=-1)
    respond(s, fid, True, faces(13, 11))
    attack(s, fid, a, b, weapon="sword")
    respond(s, fid, True, faces(12, 10, 10))
    told = tell(s.game, s.log)
    assert unphrased(s.game, told) == []
    texts = [x.text for x in told]
    assert "A fight begins: Ana (FIT +2), Bo (FIT +0)" in texts
    assert "Ana goes for Bo with the sword (Weapon (Sword), difficulty -1)" in texts
    assert section(told, "attacks") == [
        "Ana attacks Bo: 3d6 [5 4 4] + Weapon (Sword) 0 − difficulty 1 = 12 vs 11 → succeeds; "
        "Bo defends: 3d6 [4 4 3] + Weapon (Sword) 0 = 11 vs 11 → succeeds — no hit",
        "Ana attacks Bo: 3d6 [4 4 4] + Weapon (Sword) 0 = 12 vs 11 → succeeds; "
        "Bo defends: 3d6 [4 3 3] + Weapon (Sword) 0 = 10 vs 11 → fails — a hit",
    ]
    assert section(told, "injuries") == [
        "Bo rolls for injury after 2 points of damage (HP 3): 3d6 [4 3 3] + HP 3 − damage 2 = 11 vs 11 → succeeds"
    ]
    assert section(told, "hit_points") == ["Bo loses 2 hit points (HP 3 → 1)"]
