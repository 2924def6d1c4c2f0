"""Offers never tell a viewer what a roll hidden from them showed: a blind Rotate Bird test (its test is a
conflict of its own, with no record id) leaves the player's offers without its faces, its pick or its turn
line until the GM reveals it, while the GM is offered the pick as before."""

from __future__ import annotations

from domain.campaign import Actor
from domain.messages import RollEvent
from domain.offers import Offers, hidden_records
from domain.rotatebird import commands as c
from domain.visibility import may_see
from tests.domain.rotatebird.harness import GM, NOW, Play, pc, with_characters


def offers(p: Play, who: Actor) -> Offers:
    unseen = [
        e for v, e in enumerate(p.log) if isinstance(e, RollEvent) and not may_see(e, v, who, p.state.hidden_rolls)
    ]
    return p.game.offers(p.state, who, p.table_id, hidden_records(unseen), NOW)


def test_a_blind_test_roll_is_not_told_through_the_offers() -> None:
    p = with_characters(2)
    ann = p.players[0]
    mags = pc(p, 0)
    conflict = p.call(mags, description="pick the lock")
    p.gather(conflict, (mags, "cat"), (mags, "key"))
    p.run(GM, c.RollTest(table_id=p.table_id, conflict_id=conflict, visibility="blind"), [6, 2])

    gm = offers(p, GM)
    assert "rolled 6 · 2" in gm.turn and any(a.command == "rb.pick_die" for a in gm.actions)
    mine = offers(p, ann)
    assert "6 · 2" not in mine.turn and mine.turn == ""
    assert not [a for a in mine.actions if a.command == "rb.pick_die"]
    assert not [w for w in mine.waiting if "pick one die" in w.what]
