"""Fallout: rolling it, offsetting it with Unbeing, Undoing and edges, sharing it, describing it."""

from __future__ import annotations

import pytest

from domain.errors import Forbidden, InvalidCommand, NotFound
from domain.rotatebird import commands as c
from domain.rotatebird import events as ev

from .harness import GM, Play, fallout_face, pc, refused, with_characters


@pytest.fixture
def p() -> Play:
    return with_characters(2)


def fallout_test(p: Play, face: int, **call: object) -> str:
    test, _ = p.test(p.players[0], pc(p, 0), ["cat"], [face], 0, **call)
    return test


def roll_fallout(p: Play, test: str, faces: list[int], table: str | None = None) -> ev.FalloutRolled:
    (e,) = p.run(GM, c.RollFallout(table_id=p.table_id, conflict_id=test, fallout_table=table), faces)
    assert isinstance(e, ev.FalloutRolled)
    return e


def test_minor_fallout_rolls_one_die_on_the_generic_table(p: Play) -> None:
    test = fallout_test(p, 3)
    assert p.g.conflicts[test].fallout_state == "pending"
    e = roll_fallout(p, test, [fallout_face("stopwatch")])
    assert e.symbols == ("stopwatch",) and e.fallout_table == "generic" and not e.doubles
    assert e.rolls[0].faces == (5,)
    assert refused(p, GM, c.RollFallout(table_id=p.table_id, conflict_id=test), [1]).code == "fallout_already_rolled"


def test_major_fallout_rolls_two_dice_and_flags_doubles(p: Play) -> None:
    test = fallout_test(p, 1)
    e = roll_fallout(p, test, [2, 4])
    assert e.symbols == ("explosion", "skull-and-crossbones") and not e.doubles
    test = fallout_test(p, 2)
    e = roll_fallout(p, test, [6, 6])
    assert e.doubles and e.symbols == ("triangular-sign-with-exclamation-point",) * 2


def test_gm_fallout_table(p: Play) -> None:
    p.run(GM, c.DefineFalloutTable(name="volcano", symbols=["lava", "ash", "quake", "gas", "rocks", "boom"]))
    test = fallout_test(p, 4)
    e = roll_fallout(p, test, [3], table="volcano")
    assert e.symbols == ("quake",) and e.table_symbols[0] == "lava"
    other = fallout_test(p, 4)
    err = refused(p, GM, c.RollFallout(table_id=p.table_id, conflict_id=other, fallout_table="nope"))
    assert isinstance(err, NotFound)
    assert isinstance(refused(p, GM, c.DefineFalloutTable(name="generic", symbols=["a"] * 6)), InvalidCommand)


def test_only_the_gm_rolls_fallout(p: Play) -> None:
    test = fallout_test(p, 3)
    assert isinstance(refused(p, p.players[0], c.RollFallout(table_id=p.table_id, conflict_id=test), [1]), Forbidden)


def test_no_fallout_no_roll(p: Play) -> None:
    test = fallout_test(p, 6)
    assert refused(p, GM, c.RollFallout(table_id=p.table_id, conflict_id=test), []).code == "wrong_test_phase"


def test_unbeing_offsets_minor_fallout_after_seeing_the_roll(p: Play) -> None:
    me, cid = p.players[0], pc(p, 0)
    test = fallout_test(p, 3)
    roll_fallout(p, test, [1])
    (e,) = p.run(me, c.OffsetFallout(conflict_id=test, character_id=cid, symbol="book"))
    assert isinstance(e, ev.UnbeingSuffered) and e.reason == "fallout"
    t = p.g.conflicts[test]
    assert (t.fallout_state, t.phase) == ("offset", "resolved")
    assert p.g.characters[cid].being[2].marked
    assert refused(p, GM, c.ResolveFallout(conflict_id=test)).code == "wrong_test_phase"


def test_offset_before_the_roll_is_fine_too(p: Play) -> None:
    test = fallout_test(p, 4)
    p.run(p.players[0], c.OffsetFallout(conflict_id=test, character_id=pc(p, 0), symbol="cat"))
    assert refused(p, GM, c.RollFallout(table_id=p.table_id, conflict_id=test), []).code == "wrong_test_phase"


def test_unbeing_cannot_offset_major_and_undoing_not_minor(p: Play) -> None:
    me, cid = p.players[0], pc(p, 0)
    trait = p.g.characters[cid].doing[0].trait_id
    major = fallout_test(p, 2)
    err = refused(p, me, c.OffsetFallout(conflict_id=major, character_id=cid, symbol="book"))
    assert err.code == "unbeing_cannot_offset_major"
    minor = fallout_test(p, 4)
    err = refused(p, me, c.OffsetFallout(conflict_id=minor, character_id=cid, trait_id=trait))
    assert err.code == "undoing_offsets_major_only"
    (e,) = p.run(me, c.OffsetFallout(conflict_id=major, character_id=cid, trait_id=trait))
    assert isinstance(e, ev.UndoingSuffered)
    assert p.g.characters[cid].doing[0].marked
    # An Undone trait cannot be marked again, and cannot be brought into play.
    again = fallout_test(p, 1)
    assert (
        refused(p, me, c.OffsetFallout(conflict_id=again, character_id=cid, trait_id=trait)).code
        == "doing_trait_undone"
    )


def test_offset_names_exactly_one_thing(p: Play) -> None:
    test = fallout_test(p, 3)
    cmd = c.OffsetFallout(conflict_id=test, character_id=pc(p, 0), symbol="book", trait_id="x")
    assert refused(p, p.players[0], cmd).code == "offset_ambiguous"
    marked = fallout_test(p, 3)
    p.run(p.players[0], c.OffsetFallout(conflict_id=marked, character_id=pc(p, 0), symbol="book"))
    cmd = c.OffsetFallout(conflict_id=test, character_id=pc(p, 0), symbol="book")
    assert refused(p, p.players[0], cmd).code == "being_trait_marked"


def test_the_gm_describes_rolled_fallout_which_then_strikes_everyone(p: Play) -> None:
    lead, helper = pc(p, 0), pc(p, 1)
    test = p.call(lead)
    p.gather(test, (lead, "cat"), (helper, "book"))
    p.roll(p.players[0], test, [3, 1])
    p.pick(p.players[0], test, 0)
    assert refused(p, GM, c.ResolveFallout(conflict_id=test)).code == "fallout_not_rolled"
    roll_fallout(p, test, [4])
    (e,) = p.run(GM, c.ResolveFallout(conflict_id=test))
    assert (
        isinstance(e, ev.FalloutSuffered)
        and e.character_ids == (lead, helper)
        and e.symbols == ("skull-and-crossbones",)
    )
    # Too late to offset once the GM has described it.
    cmd = c.OffsetFallout(conflict_id=test, character_id=lead, symbol="anchor")
    assert refused(p, p.players[0], cmd).code == "wrong_test_phase"
    assert isinstance(refused(p, p.players[0], c.ResolveFallout(conflict_id=test)), Forbidden)


def test_one_helper_offsets_for_everyone(p: Play) -> None:
    lead, helper = pc(p, 0), pc(p, 1)
    test = p.call(lead)
    p.gather(test, (lead, "cat"), (helper, "book"))
    p.roll(p.players[0], test, [6, 4])
    p.pick(p.players[0], test, 1)
    roll_fallout(p, test, [2])
    # The helper's player pays for the whole test; the leader's traits stay untouched.
    assert isinstance(
        refused(p, p.players[0], c.OffsetFallout(conflict_id=test, character_id=helper, symbol="cat")), Forbidden
    )
    p.run(p.players[1], c.OffsetFallout(conflict_id=test, character_id=helper, symbol="cat"))
    assert p.g.conflicts[test].fallout_state == "offset"
    assert not any(t.marked for t in p.g.characters[lead].being)


def test_non_contributors_cannot_offset(p: Play) -> None:
    test = fallout_test(p, 3)
    cmd = c.OffsetFallout(conflict_id=test, character_id=pc(p, 1), symbol="cat")
    assert refused(p, GM, cmd).code == "not_a_contributor"


# --- edges and fallout -------------------------------------------------------------------------------


def _edge(p: Play, cid: str, symbol: str = "umbrella", **kw: object) -> str:
    (g,) = p.run(GM, c.GrantEdge(character_id=cid, symbol=symbol, **kw))  # type: ignore[arg-type]
    return g.edge_id  # type: ignore[attr-defined, no-any-return]


def test_a_tapped_edge_is_sacrificed_automatically_on_minor_fallout(p: Play) -> None:
    me, cid = p.players[0], pc(p, 0)
    edge = _edge(p, cid)
    test = p.call(cid)
    p.gather(test, (cid, "cat"), edges=[(cid, edge)])
    p.roll(me, test, [3, 5])
    _picked, sacrificed = p.pick(me, test, 0)
    assert isinstance(sacrificed, ev.EdgeSacrificed) and sacrificed.mandatory and sacrificed.edge_id == edge
    assert edge not in p.g.characters[cid].edges
    assert p.g.conflicts[test].fallout_state == "offset"


def test_a_tapped_edge_survives_major_fallout_and_no_fallout(p: Play) -> None:
    me, cid = p.players[0], pc(p, 0)
    edge = _edge(p, cid)
    for face in (1, 6):
        test = p.call(cid)
        p.gather(test, (cid, "cat"), edges=[(cid, edge)])
        p.roll(me, test, [face, 5])
        events = p.pick(me, test, 0)
        assert not [e for e in events if isinstance(e, ev.EdgeSacrificed)]
    assert edge in p.g.characters[cid].edges


def test_with_several_tapped_edges_the_player_chooses_which_to_sacrifice(p: Play) -> None:
    me, cid = p.players[0], pc(p, 0)
    e1, e2 = _edge(p, cid, "umbrella"), _edge(p, cid, "sun")
    test = p.call(cid)
    p.gather(test, (cid, "cat"), edges=[(cid, e1), (cid, e2)])
    p.roll(me, test, [4, 2, 6])
    (picked,) = p.pick(me, test, 0)
    assert picked.mandatory_edges == (e1, e2)  # type: ignore[attr-defined]
    assert refused(p, GM, c.RollFallout(table_id=p.table_id, conflict_id=test), [1]).code == "edge_sacrifice_required"
    unbeing = c.OffsetFallout(conflict_id=test, character_id=cid, symbol="book")
    assert refused(p, me, unbeing).code == "edge_sacrifice_required"
    (s,) = p.run(me, c.OffsetFallout(conflict_id=test, character_id=cid, edge_id=e2))
    assert isinstance(s, ev.EdgeSacrificed) and s.mandatory
    assert list(p.g.characters[cid].edges) == [e1]


def test_an_unused_edge_may_be_sacrificed_voluntarily_for_minor_fallout(p: Play) -> None:
    me, cid = p.players[0], pc(p, 0)
    edge = _edge(p, cid)
    test = fallout_test(p, 3)
    (s,) = p.run(me, c.OffsetFallout(conflict_id=test, character_id=cid, edge_id=edge))
    assert isinstance(s, ev.EdgeSacrificed) and not s.mandatory
    major = fallout_test(p, 1)
    edge = _edge(p, cid)
    err = refused(p, me, c.OffsetFallout(conflict_id=major, character_id=cid, edge_id=edge))
    assert err.code == "unbeing_cannot_offset_major"


def test_doing_trait_edges_offset_only_major_and_must_go_when_in_play(p: Play) -> None:
    me, cid = p.players[0], pc(p, 0)
    robot = _edge(p, cid, "gear", kind="doing", doing_symbol="sign-of-mars")
    minor = fallout_test(p, 3)
    err = refused(p, me, c.OffsetFallout(conflict_id=minor, character_id=cid, edge_id=robot))
    assert err.code == "doing_edge_offsets_major_only"
    # Brought into play on a test with major fallout: sacrificing it is mandatory.
    test = p.call(cid)
    p.gather(test, (cid, "cat"), doing=[(cid, robot)])
    p.roll(me, test, [2])
    _, s = p.pick(me, test, 0)
    assert isinstance(s, ev.EdgeSacrificed) and s.mandatory and s.kind == "doing" and s.fallout == "major"
    assert robot not in p.g.characters[cid].edges


def test_a_doing_edge_in_play_survives_minor_fallout(p: Play) -> None:
    me, cid = p.players[0], pc(p, 0)
    robot = _edge(p, cid, "gear", kind="doing", doing_symbol="sign-of-mars")
    test = p.call(cid)
    p.gather(test, (cid, "cat"), doing=[(cid, robot)])
    p.roll(me, test, [4])
    (picked,) = p.pick(me, test, 0)
    assert picked.mandatory_edges == ()  # type: ignore[attr-defined]
    assert robot in p.g.characters[cid].edges


def test_edges_cannot_slip_away_while_their_test_is_open(p: Play) -> None:
    me, cid = p.players[0], pc(p, 0)
    edge = _edge(p, cid)
    test = p.call(cid)
    p.gather(test, (cid, "cat"), edges=[(cid, edge)])
    p.roll(me, test, [3, 5])
    assert refused(p, GM, c.RemoveEdge(character_id=cid, edge_id=edge)).code == "edge_in_use"
    assert refused(p, GM, c.TransferEdge(character_id=cid, edge_id=edge, recipient_id=pc(p, 1))).code == "edge_in_use"


def test_the_gm_removes_an_edge_when_its_situation_passes(p: Play) -> None:
    cid = pc(p, 0)
    edge = _edge(p, cid)
    (e,) = p.run(GM, c.RemoveEdge(character_id=cid, edge_id=edge, reason="left the rooftop"))
    assert isinstance(e, ev.EdgeLost) and edge not in p.g.characters[cid].edges
    assert isinstance(refused(p, GM, c.RemoveEdge(character_id=cid, edge_id=edge)), NotFound)
