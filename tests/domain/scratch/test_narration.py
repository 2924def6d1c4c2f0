"""Scratch RPS told through its hooks: the seed's Combat Example reads as the rulebook tells it, and its
recap gathers attacks, hit points, heals and delays."""

from __future__ import annotations

from domain.scratch.commands import FightingAttacks, Heal, Shoot, StartConflict, Strike
from domain.scratch.commands import WrestlingAttacks as Wrestle
from domain.scratch.state import Environment
from tests.domain.scratch.test_combat_example import Fight
from tests.domain.story import section, tell, unphrased


def test_the_combat_example_reads_as_the_rulebook_tells_it() -> None:
    f = Fight()
    t, cs, ff, bh = f.t, f.chokestar, f.flipfire, f.breakhelm
    a, b, gm = t.alice, t.bob, t.gm
    start = StartConflict(
        table_id=t.table_id,
        character_ids=[cs, ff, bh],
        environment=Environment(room_to_fly=False),
        dice=[[4], [17], [14]],
    )
    f.cid = cid = f.act(start, gm)[0].conflict_id  # type: ignore[attr-defined]
    strikes = [Strike(kind="hold", target_id=bh), Strike(kind="basic_attack", target_id=bh)]
    f.act(Wrestle(table_id=t.table_id, conflict_id=cid, character_id=cs, dice=[[10], [11]], strikes=strikes), a)
    f.end(cs, a)
    f.act(Shoot(table_id=t.table_id, conflict_id=cid, character_id=ff, target_id=bh, dice=[[8]]), b)
    f.end(ff, b)
    f.act(
        FightingAttacks(table_id=t.table_id, conflict_id=cid, character_id=bh, target_ids=[cs, cs], dice=[[14], [10]]),
        gm,
    )
    f.end(bh, gm)
    f.end(cs, a)
    f.act(Heal(table_id=t.table_id, character_id=ff, target_id=cs, dice=[[13]]), b)
    told = tell(t.game, t.events)
    assert unphrased(t.game, told) == []
    texts = [x.text for x in told]
    assert (
        "Chokestar enters play, played by Alice: toughness 3, wrestling 2, stalking 3, piloting 2 (3 hit points)"
        in texts
    )
    assert (
        "Initiative: Chokestar d20 4 + 10 × stalking 30 = 34; Flipfire d20 17 = 17; Breakhelm X-19 d20 14 = 14 "
        "→ Chokestar, Flipfire and Breakhelm X-19"
    ) in texts
    assert "Chokestar wrestles Breakhelm X-19 (regular action)" in texts
    assert section(told, "attacks") == [
        "Chokestar tries to hold Breakhelm X-19 with wrestling: d20 10 + wrestling 2 = 12 vs defense 13 "
        "(base 10 + tgh/2 3) → misses",
        "Chokestar strikes at Breakhelm X-19 with wrestling: d20 11 + wrestling 2 = 13 vs defense 13 "
        "(base 10 + tgh/2 3) → hits",
        "Flipfire shoots at Breakhelm X-19 with shooting at long range: d20 8 + shooting 2 = 10 vs defense 13 "
        "(base 10 + tgh/2 3) → misses",
        "Breakhelm X-19 strikes at Chokestar with fighting: d20 14 + fighting 4 = 18 vs defense 13 "
        "(base 10 + stalking 3) → hits",
        "Breakhelm X-19 strikes at Chokestar with fighting: d20 10 + fighting 4 = 14 vs defense 13 "
        "(base 10 + stalking 3) → hits",
    ]
    assert "Chokestar's basic attack deals Breakhelm X-19 1 damage (base 1)" in texts
    assert section(told, "hit_points") == [
        "Breakhelm X-19 loses 1 hit point (6 → 5 of 6, healthy) — basic attack by Chokestar",
        "Chokestar loses 1 hit point (3 → 2 of 3, healthy) — basic attack by Breakhelm X-19",
        "Chokestar loses 1 hit point (2 → 1 of 3, injured) — basic attack by Breakhelm X-19",
        "Chokestar regains 1 hit point (1 → 2 of 3, healthy) — healed by Flipfire",
    ]
    assert section(told, "checks") == ["Flipfire tries to heal Chokestar: d20 13 + healing 1 = 14 vs 10 → succeeds"]
    assert [x.text for x in told if x.key][
        -1
    ] == "A fight begins: Chokestar, Flipfire and Breakhelm X-19 (no cover, nothing to throw, no room to fly)"
