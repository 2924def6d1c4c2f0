"""The seed's Combat Example — Chokestar and Flipfire against Breakhelm X-19 — replayed roll by roll with
physical dice, each face typed in as the text gives it (die = stated total − the modifiers added to it).

The seed contradicts itself on Chokestar: his stat block says 2 wrestling and 3 toughness, the creation
paragraph 3 wrestling and 2 toughness. The combat follows the stat block (his hit points go "from 3 to 2"),
so we do too. Flipfire's "12 defense (10 plus her acrobatics ability)" is 10 + her tgh/2 of 2 by the
defense rule (her acrobatics is 1); the number, which the rule gives, is what we check.
"""

from __future__ import annotations

import pytest

from domain.errors import DomainError
from domain.scratch.commands import EndConflict, EndTurn, FightingAttacks, Heal, Hold, Shoot, StartConflict, Strike
from domain.scratch.commands import WrestlingAttacks as Wrestle
from domain.scratch.decide.combat import defense
from domain.scratch.events import (
    AttackRolled,
    ConflictEnded,
    DamageDealt,
    Delayed,
    HealRolled,
    HitPointsChanged,
    InitiativeRolled,
    RoundStarted,
    TurnSkipped,
    TurnStarted,
)
from domain.scratch.state import Environment
from tests.domain.scratch.support import Table, of_type, one, sheet


class Fight:
    """The three characters, created as the seed describes them, at a physical-dice table."""

    def __init__(self) -> None:
        t = Table(dice_mode="physical")
        self.t = t
        # Breakhelm (1 piloting, 4 shooting, 4 fighting, 6 toughness) breaks the 10 CP / level 4 limits the
        # heroes were built with: the GM creates the villain outside them.
        self.breakhelm = t.create(
            sheet("Breakhelm X-19", piloting=1, shooting=4, fighting=4, toughness=6), t.gm, exempt=True
        )
        self.chokestar = t.create(sheet("Chokestar", piloting=2, wrestling=2, stalking=3, toughness=3), t.alice)
        self.flipfire = t.create(sheet("Flipfire", shooting=2, healing=1, fighting=2, acrobatics=1, toughness=4), t.bob)
        self.cid = ""

    def act(self, command: object, actor: object) -> list[object]:
        return self.t.physical(command, actor)  # type: ignore[arg-type]

    def end(self, character_id: str, actor: object) -> list[object]:
        return self.t.run(EndTurn(conflict_id=self.cid, character_id=character_id), actor)  # type: ignore[arg-type]

    def hp(self, character_id: str) -> int:
        return self.t.character(character_id).hit_points


def rolled(events: list[object]) -> list[tuple[str, str, int, int, bool]]:
    return [(e.action, e.target_id, e.total, e.difficulty, e.success) for e in of_type(events, AttackRolled)]


def test_the_characters_match_their_stat_blocks() -> None:
    f = Fight()
    t = f.t
    stats = {
        f.breakhelm: (6, 3, 13),
        f.chokestar: (3, 1, 13),
        f.flipfire: (4, 2, 12),
    }
    for cid, (hit_points, half, def_) in stats.items():
        ch = t.character(cid)
        assert ch.hit_points == ch.toughness == hit_points  # "hit points equal to his or her toughness"
        assert ch.toughness // 2 == half
        assert defense(ch, None, None)[0] == def_


@pytest.mark.parametrize("last_face", range(11, 21))
def test_chokestar_flipfire_and_breakhelm(last_face: int) -> None:
    f = Fight()
    t, cs, ff, bh = f.t, f.chokestar, f.flipfire, f.breakhelm
    a, b, gm = t.alice, t.bob, t.gm

    # Initiative: Chokestar 4 + 30 = 34, Flipfire 17, Breakhelm X-19 14.
    events = f.act(
        StartConflict(
            table_id=t.table_id,
            character_ids=[cs, ff, bh],
            environment=Environment(room_to_fly=False),
            dice=[[4], [17], [14]],
        ),
        gm,
    )
    init = one(events, InitiativeRolled)
    f.cid = cid = init.conflict_id
    assert [(e.character_id, e.initiative) for e in init.entries] == [(cs, 34), (ff, 17), (bh, 14)]
    assert list(init.order) == [cs, ff, bh]
    assert [r.faces for r in init.rolls] == [(4,), (17,), (14,)]
    assert all(r.source == "physical" for r in init.rolls)
    assert t.conflict(cid).current == cs

    # Round 1. Chokestar (healthy) holds with his stun gun (12: barely not 13), then strikes (13: equal).
    events = f.act(
        Wrestle(
            table_id=t.table_id,
            conflict_id=cid,
            character_id=cs,
            dice=[[10], [11]],
            strikes=[Strike(kind="hold", target_id=bh), Strike(kind="basic_attack", target_id=bh)],
        ),
        a,
    )
    assert rolled(events) == [("hold", bh, 12, 13, False), ("basic_attack", bh, 13, 13, True)]
    assert of_type(events, Delayed) == []
    assert one(events, DamageDealt).damage == 1
    assert f.hp(bh) == 5  # "Breakhelm X-19's hit points are lowered from 6 to 5"
    f.end(cs, a)

    # Flipfire shoots: 10 does not reach 13.
    events = f.act(Shoot(table_id=t.table_id, conflict_id=cid, character_id=ff, target_id=bh, dice=[[8]]), b)
    assert rolled(events) == [("shooting", bh, 10, 13, False)]
    assert f.hp(bh) == 5
    f.end(ff, b)

    # Breakhelm slices Chokestar twice with fighting: 18 (3 → 2, still above tgh/2), then 14 (2 → 1, injured).
    events = f.act(
        FightingAttacks(table_id=t.table_id, conflict_id=cid, character_id=bh, target_ids=[cs, cs], dice=[[14], [10]]),
        gm,
    )
    assert rolled(events) == [("basic_attack", cs, 18, 13, True), ("basic_attack", cs, 14, 13, True)]
    changes = of_type(events, HitPointsChanged)
    assert [(c.before, c.after, c.status) for c in changes] == [(3, 2, "healthy"), (2, 1, "injured")]
    events = f.end(bh, gm)
    assert [type(e) for e in events][1:] == [RoundStarted, TurnStarted]

    # Round 2. Chokestar is injured: no wrestling pair. He tries one hold: 7.
    with pytest.raises(DomainError) as err:
        t.decide(
            Wrestle(
                table_id=t.table_id,
                conflict_id=cid,
                character_id=cs,
                dice=[[1], [1]],
                strikes=[Strike(kind="hold", target_id=bh), Strike(kind="basic_attack", target_id=bh)],
            ),
            a,
            [1, 1],
        )
    assert err.value.code == "not_healthy"
    events = f.act(
        Hold(table_id=t.table_id, conflict_id=cid, character_id=cs, target_id=bh, ability="wrestling", dice=[[5]]), a
    )
    assert rolled(events) == [("hold", bh, 7, 13, False)]
    f.end(cs, a)

    # Flipfire injects adrenaline: healing 14 ≥ 10 restores Chokestar to 2 hit points, healthy.
    events = f.act(Heal(table_id=t.table_id, character_id=ff, target_id=cs, dice=[[13]]), b)
    heal = one(events, HealRolled)
    assert (heal.kind, heal.total, heal.difficulty, heal.success) == ("heal", 14, 10, True)
    change = one(events, HitPointsChanged)
    assert (change.before, change.after, change.status) == (1, 2, "healthy")
    f.end(ff, b)

    # Breakhelm shoots Flipfire: 11 does not reach her 12 defense.
    events = f.act(Shoot(table_id=t.table_id, conflict_id=cid, character_id=bh, target_id=ff, dice=[[7]]), gm)
    assert rolled(events) == [("shooting", ff, 11, 12, False)]
    assert of_type(events, Delayed) == []  # he was not injured, so no self-delay
    assert f.hp(ff) == 4
    f.end(bh, gm)

    # Round 3. Chokestar (healthy again): stun 15 ≥ 13 delays Breakhelm; the strike, 9, misses.
    events = f.act(
        Wrestle(
            table_id=t.table_id,
            conflict_id=cid,
            character_id=cs,
            dice=[[13], [7]],
            strikes=[Strike(kind="hold", target_id=bh), Strike(kind="basic_attack", target_id=bh)],
        ),
        a,
    )
    assert rolled(events) == [("hold", bh, 15, 13, True), ("basic_attack", bh, 9, 13, False)]
    assert one(events, Delayed).character_id == bh
    assert t.combatant(cid, bh).delayed
    f.end(cs, a)

    # Flipfire shoots: 19, two damage, Breakhelm at 3 = his tgh/2: injured.
    events = f.act(Shoot(table_id=t.table_id, conflict_id=cid, character_id=ff, target_id=bh, dice=[[17]]), b)
    assert rolled(events) == [("shooting", bh, 19, 13, True)]
    change = one(events, HitPointsChanged)
    assert (change.before, change.after, change.status) == (5, 3, "injured")

    # Breakhelm does nothing on his turn: he is delayed. Round 4 starts with Chokestar.
    events = f.end(ff, b)
    skipped = one(events, TurnSkipped)
    assert (skipped.character_id, skipped.reason) == (bh, "delayed")
    assert (one(events, RoundStarted).round, one(events, TurnStarted).character_id) == (4, cs)
    assert not t.combatant(cid, bh).delayed

    # Round 4. Chokestar strikes (16: 3 → 2), then the stun misses (11).
    events = f.act(
        Wrestle(
            table_id=t.table_id,
            conflict_id=cid,
            character_id=cs,
            dice=[[14], [9]],
            strikes=[Strike(kind="basic_attack", target_id=bh), Strike(kind="hold", target_id=bh)],
        ),
        a,
    )
    assert rolled(events) == [("basic_attack", bh, 16, 13, True), ("hold", bh, 11, 13, False)]
    assert f.hp(bh) == 2
    assert not t.combatant(cid, bh).delayed
    f.end(cs, a)

    # Flipfire's shot "reaches or exceeds" 13 (any face from 11): Breakhelm falls to 0, incapacitated.
    events = f.act(Shoot(table_id=t.table_id, conflict_id=cid, character_id=ff, target_id=bh, dice=[[last_face]]), b)
    attack = one(events, AttackRolled)
    assert attack.success and attack.total >= 13
    assert attack.natural_20 == (last_face == 20)
    assert one(events, DamageDealt).damage == (5 if last_face == 20 else 2)
    change = one(events, HitPointsChanged)
    assert (change.after, change.status) == (0, "incapacitated")

    # The bounty hunters are victorious: Breakhelm's turns pass by, and the GM ends the fight.
    events = f.end(ff, b)
    assert one(events, TurnSkipped).reason == "incapacitated"
    assert t.conflict(cid).current == cs
    one(t.run(EndConflict(conflict_id=cid), gm), ConflictEnded)
    assert (f.hp(cs), f.hp(ff), f.hp(bh)) == (2, 4, 0)
