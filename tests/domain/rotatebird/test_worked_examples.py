"""The rulebook's worked examples, replayed through the game with the faces the text describes.

Rotate Bird's text gives its examples as rules in miniature ("even double 1s!", "a result of 3 or 4 is
upgraded", "it's totally possible to gain an edge on the same setup roll that granted one"); each is played
here with physical dice, as a table entering real faces would, and the log is replayed at the end.
"""

from __future__ import annotations

import pytest

from domain.errors import DomainError
from domain.rotatebird import commands as c
from domain.rotatebird import events as ev
from domain.rotatebird.results import RESULT_TEXT
from domain.rotatebird.symbols import BEING_TABLES, d66_index

from .harness import GM, Play, builtins


@pytest.fixture
def p() -> Play:
    play = Play(players=2)
    play.character(play.players[0], name="Mags")
    play.character(play.players[1], being=("bird", "gear", "moon", "spider", "sun"), name="Tock")
    yield play
    assert builtins(play.replay()) == builtins(play.state)


def ids(p: Play) -> tuple[str, str]:
    a, b = list(p.g.characters)
    return a, b


def physical_test(p: Play, symbols: list[str], faces: list[int], die: int, **call: object) -> list[ev.Event]:
    me = p.players[0]
    mags, _ = ids(p)
    test = p.call(mags, **call)
    p.gather(test, *((mags, s) for s in symbols))
    p.physical(me, c.RollTest(table_id=p.table_id, conflict_id=test), [faces])
    return p.pick(me, test, die)


# "Test Results" table, one row per face.
@pytest.mark.parametrize(
    ("face", "success", "fallout"),
    [
        (1, False, "major"),
        (2, True, "major"),
        (3, False, "minor"),
        (4, True, "minor"),
        (5, False, "none"),
        (6, True, "none"),
    ],
)
def test_result_table(p: Play, face: int, success: bool, fallout: str) -> None:
    picked = physical_test(p, ["cat"], [face], 0)[0]
    assert isinstance(picked, ev.DiePicked)
    assert (picked.success, picked.fallout) == (success, fallout), RESULT_TEXT[face]


def test_roll_dice_pick_any_single_die(p: Play) -> None:
    """'After rolling, pick any single die to be your result' — a 1 and a 6: the player takes the 6."""
    picked = physical_test(p, ["cat", "key"], [1, 6], 1)[0]
    assert isinstance(picked, ev.DiePicked) and picked.success and picked.fallout == "none"


def test_doubles_even_double_ones_give_an_edge(p: Play) -> None:
    """'if the number you pick rolled doubles – even double 1s! – you gain an edge'."""
    events = physical_test(p, ["cat", "key", "book"], [1, 1, 4], 0)
    assert [type(e) for e in events] == [ev.DiePicked, ev.EdgeEarned]
    assert events[0].fallout == "major"  # type: ignore[attr-defined]


def test_doubles_showing_but_not_picked_give_nothing(p: Play) -> None:
    """'You have to actually pick the number that rolled doubles … just having doubles showing isn't enough.'"""
    events = physical_test(p, ["cat", "key", "book"], [3, 3, 6], 2)
    assert [type(e) for e in events] == [ev.DiePicked]


def test_setup_edge_and_own_edge_on_the_same_roll(p: Play) -> None:
    """'It's totally possible to gain an edge on the same setup roll that granted one – or even to gain an
    edge of your own on a failed setup roll, if that's how the dice fall!'"""
    mags, tock = ids(p)
    events = physical_test(p, ["cat", "key"], [6, 6], 0, setup_for=tock)
    earned = [(e.character_id, e.source) for e in events if isinstance(e, ev.EdgeEarned)]
    assert earned == [(mags, "doubles"), (tock, "setup")]
    events = physical_test(p, ["cat", "key"], [5, 5], 1, setup_for=tock)
    earned = [(e.character_id, e.source) for e in events if isinstance(e, ev.EdgeEarned)]
    assert earned == [(mags, "doubles")]
    # The GM picks the setup edge's symbol — usually one the setter used.
    owed = next(o for o in p.g.owed_edges.values() if o.source == "setup")
    p.run(GM, c.GrantEdge(character_id=tock, symbol="cat", owed_id=owed.owed_id))
    assert [e.symbol for e in p.g.characters[tock].edges.values()] == ["cat"]


def test_minor_fallout_one_die_major_two_and_heaven_help_you_on_doubles(p: Play) -> None:
    minor = physical_test(p, ["cat"], [3], 0)[0].conflict_id  # type: ignore[attr-defined]
    (e,) = p.physical(GM, c.RollFallout(table_id=p.table_id, conflict_id=minor), [[4]])
    assert e.symbols == ("skull-and-crossbones",)  # type: ignore[attr-defined]
    major = physical_test(p, ["cat"], [1], 0)[0].conflict_id  # type: ignore[attr-defined]
    (e,) = p.physical(GM, c.RollFallout(table_id=p.table_id, conflict_id=major), [[2, 2]])
    assert e.doubles and e.symbols == ("explosion", "explosion")  # type: ignore[attr-defined]
    p.run(GM, c.ResolveFallout(conflict_id=major))
    p.run(GM, c.ResolveFallout(conflict_id=minor))


def test_tapped_edge_sacrificed_on_minor_fallout_but_unused_edge_is_voluntary(p: Play) -> None:
    """'if you tap an edge for dice and the test incurs minor fallout, the edge is automatically sacrificed.
    (You can still voluntarily sacrifice it to offset fallout on tests where you didn't use it …)'"""
    mags, _ = ids(p)
    (g1,) = p.run(GM, c.GrantEdge(character_id=mags, symbol="umbrella"))
    (g2,) = p.run(GM, c.GrantEdge(character_id=mags, symbol="flag"))
    test = p.call(mags)
    p.gather(test, (mags, "cat"), edges=[(mags, g1.edge_id)])  # type: ignore[attr-defined]
    p.physical(p.players[0], c.RollTest(table_id=p.table_id, conflict_id=test), [[4, 2]])
    _, sacrificed = p.pick(p.players[0], test, 0)
    assert isinstance(sacrificed, ev.EdgeSacrificed) and sacrificed.mandatory and sacrificed.edge_id == g1.edge_id  # type: ignore[attr-defined]
    other = physical_test(p, ["key"], [3], 0)[0].conflict_id  # type: ignore[attr-defined]
    (s,) = p.run(p.players[0], c.OffsetFallout(conflict_id=other, character_id=mags, edge_id=g2.edge_id))  # type: ignore[attr-defined]
    assert isinstance(s, ev.EdgeSacrificed) and not s.mandatory
    assert p.g.characters[mags].edges == {}


def test_major_fallout_cannot_be_offset_with_unbeing_not_even_one_die_at_a_time(p: Play) -> None:
    mags, _ = ids(p)
    test = physical_test(p, ["cat"], [1], 0)[0].conflict_id  # type: ignore[attr-defined]
    p.physical(GM, c.RollFallout(table_id=p.table_id, conflict_id=test), [[1, 5]])
    with pytest.raises(DomainError) as err:
        p.run(p.players[0], c.OffsetFallout(conflict_id=test, character_id=mags, symbol="cat"))
    assert err.value.code == "unbeing_cannot_offset_major"
    trait = p.g.characters[mags].doing[0]
    (u,) = p.run(p.players[0], c.OffsetFallout(conflict_id=test, character_id=mags, trait_id=trait.trait_id))
    assert isinstance(u, ev.UndoingSuffered) and trait.marked
    # "If all else fails, your Undoing marks are cleared at the end of the session."
    p.run(GM, c.EndSession())
    assert not trait.marked


def test_helping_one_die_and_one_offset_for_everyone(p: Play) -> None:
    """A helper hands over one die; the leader picks; fallout strikes both; one of them offsets it for all."""
    mags, tock = ids(p)
    test = p.call(mags)
    p.gather(test, (mags, "cat"), (mags, "key"), (tock, "gear"))
    p.physical(p.players[0], c.RollTest(table_id=p.table_id, conflict_id=test), [[5, 1, 4]])
    (picked,) = p.pick(p.players[0], test, 2)  # the helper's 4: success, minor fallout
    assert picked.success and picked.fallout == "minor"  # type: ignore[attr-defined]
    p.physical(GM, c.RollFallout(table_id=p.table_id, conflict_id=test), [[3]])
    p.run(p.players[1], c.OffsetFallout(conflict_id=test, character_id=tock, symbol="moon"))
    assert p.g.conflicts[test].fallout_state == "offset"
    # Unbeing goes away with a few minutes' rest.
    p.run(GM, c.Rest(character_ids=[tock]))
    assert not any(t.marked for t in p.g.characters[tock].being)


def test_epic_punching_out_godzilla(p: Play) -> None:
    mags, tock = ids(p)
    test = p.call(mags, epic=True, description="punch out Godzilla")
    (cost,) = p.run(p.players[0], c.PayEpicCost(conflict_id=test, symbol="anchor"))
    assert isinstance(cost, ev.UnbeingSuffered) and cost.reason == "epic_cost"
    p.gather(test, (mags, "flame"), (tock, "spider"))
    p.physical(p.players[0], c.RollTest(table_id=p.table_id, conflict_id=test), [[6, 2]])
    (picked,) = p.pick(p.players[0], test, 0)
    assert picked.success  # type: ignore[attr-defined]


def test_perilous_three_or_four_becomes_major(p: Play) -> None:
    """'any result that would ordinarily incur minor fallout – i.e., a result of 3 or 4 – is upgraded'."""
    picked = physical_test(p, ["cat", "key"], [4, 3], 0, perilous=True)[0]
    assert (picked.success, picked.table_fallout, picked.fallout) == (True, "minor", "major")  # type: ignore[attr-defined]


def test_carjacking_a_giant_robot_earns_a_doing_trait_edge(p: Play) -> None:
    """'Successfully carjacking a giant robot … probably warrants more than a temporary Being trait!'
    It can't offset minor fallout, and is lost to major fallout on a test where it was brought into play."""
    mags, _ = ids(p)
    (robot,) = p.run(GM, c.GrantEdge(character_id=mags, kind="doing", doing_symbol="sign-of-mars", symbol="gear"))
    p.run(p.players[0], c.NameDoingEdge(character_id=mags, edge_id=robot.edge_id, name="Borrowed Mech"))  # type: ignore[attr-defined]
    test = p.call(mags, description="stomp across the harbour")
    p.gather(test, (mags, "anchor"), doing=[(mags, robot.edge_id)])  # type: ignore[attr-defined]
    p.physical(p.players[0], c.RollTest(table_id=p.table_id, conflict_id=test), [[2]])
    _, lost = p.pick(p.players[0], test, 0)
    assert isinstance(lost, ev.EdgeSacrificed) and lost.kind == "doing" and lost.mandatory


def test_mob_of_three_needs_three_successes(p: Play) -> None:
    (mob,) = p.run(GM, c.CreateNpc(name="Mob", tier="background", being=["flag"] * 3, mob=True))
    for n in range(3):
        test = physical_test(p, ["cat"], [6], 0, target_id=mob.npc_id)[0].conflict_id  # type: ignore[attr-defined]
        p.run(GM, c.NpcShrugOff(conflict_id=test, index=n))
    assert p.g.npcs[mob.npc_id].removed  # type: ignore[attr-defined]


def test_d66_reads_first_die_as_tens(p: Play) -> None:
    """'reading the first roll as the “tens” place and the second roll as the “ones” place'."""
    (e,) = p.physical(GM, c.RollOnTable(table_id=p.table_id, table="being"), [[3], [2, 5]])
    assert e.record[0].value == 25 and e.result == BEING_TABLES["B"][d66_index(25)] == "hourglass"  # type: ignore[attr-defined]
