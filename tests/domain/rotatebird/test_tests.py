"""Making tests: the pool, helping, setups, picking, edges, epic and perilous tests, who may do what."""

from __future__ import annotations

import msgspec
import pytest

from domain.errors import Forbidden, InvalidCommand, RuleViolation
from domain.rotatebird import commands as c
from domain.rotatebird import events as ev

from .harness import GM, Play, pc, refused, with_characters


@pytest.fixture
def p() -> Play:
    return with_characters(3)


# --- the pool -------------------------------------------------------------------------------------


def test_one_die_per_related_being_trait_all_faces_kept(p: Play) -> None:
    me, cid = p.players[0], pc(p, 0)
    test = p.call(cid)
    p.gather(test, (cid, "anchor"), (cid, "cat"), (cid, "key"))
    (rolled,) = p.roll(me, test, [2, 5, 3])
    assert isinstance(rolled, ev.TestRolled)
    assert rolled.rolls[0].faces == (2, 5, 3) and rolled.rolls[0].sides == 6
    assert [d.symbol for d in rolled.pool] == ["anchor", "cat", "key"]
    assert rolled.roller_id == me.member_id and rolled.table_id == p.table_id


def test_no_related_being_trait_means_no_test(p: Play) -> None:
    test = p.call(pc(p, 0))
    err = refused(p, GM, c.SetTestTraits(conflict_id=test, traits=[c.RbTraitRef(character_id=pc(p, 1), symbol="cat")]))
    assert err.code == "no_related_being_trait"


def test_traits_must_be_the_characters_own_and_unmarked(p: Play) -> None:
    cid = pc(p, 0)
    test = p.call(cid)
    bad = c.SetTestTraits(conflict_id=test, traits=[c.RbTraitRef(character_id=cid, symbol="dog")])
    assert refused(p, GM, bad).code == "not_your_being_trait"
    p.g.characters[cid].being[0].marked = True
    bad = c.SetTestTraits(conflict_id=test, traits=[c.RbTraitRef(character_id=cid, symbol="anchor")])
    assert refused(p, GM, bad).code == "being_trait_marked"
    twice = c.SetTestTraits(conflict_id=test, traits=[c.RbTraitRef(character_id=cid, symbol="cat")] * 2)
    assert refused(p, GM, twice).code == "trait_used_twice"


def test_at_most_five_dice(p: Play) -> None:
    a, b = pc(p, 0), pc(p, 1)
    test = p.call(a)
    traits = [c.RbTraitRef(character_id=a, symbol=s) for s in ("anchor", "cat", "book", "flame", "key")]
    err = refused(
        p, GM, c.SetTestTraits(conflict_id=test, traits=[*traits, c.RbTraitRef(character_id=b, symbol="cat")])
    )
    assert err.code == "too_many_dice" and err.data == {"dice": 6, "maximum": 5}


def test_which_traits_relate_is_the_gms_call(p: Play) -> None:
    cid = pc(p, 0)
    test = p.call(cid)
    err = refused(
        p, p.players[0], c.SetTestTraits(conflict_id=test, traits=[c.RbTraitRef(character_id=cid, symbol="cat")])
    )
    assert isinstance(err, Forbidden) and err.code == "gm_only"
    assert isinstance(refused(p, p.players[0], c.CallTest(character_id=cid)), Forbidden)


def test_only_the_leaders_player_rolls_and_picks(p: Play) -> None:
    cid = pc(p, 0)
    test = p.call(cid)
    p.gather(test, (cid, "cat"))
    err = refused(p, p.players[1], c.RollTest(table_id=p.table_id, conflict_id=test), [4])
    assert isinstance(err, Forbidden) and err.code == "not_your_character"
    p.roll(p.players[0], test, [4])
    assert isinstance(refused(p, p.players[1], c.PickDie(conflict_id=test, die=0)), Forbidden)


def test_roll_needs_gathered_dice_and_rechecks_them(p: Play) -> None:
    cid = pc(p, 0)
    test = p.call(cid)
    assert refused(p, p.players[0], c.RollTest(table_id=p.table_id, conflict_id=test)).code == "no_dice_gathered"
    p.gather(test, (cid, "cat"))
    p.g.characters[cid].being[1].marked = True  # marked after the GM accepted it
    assert refused(p, p.players[0], c.RollTest(table_id=p.table_id, conflict_id=test)).code == "being_trait_marked"


def test_physical_dice_must_match_the_pool(p: Play) -> None:
    cid = pc(p, 0)
    test = p.call(cid)
    p.gather(test, (cid, "cat"), (cid, "key"))
    with pytest.raises(InvalidCommand) as err:
        p.physical(p.players[0], c.RollTest(table_id=p.table_id, conflict_id=test), [[4]])
    assert err.value.code == "physical_dice_count"
    (rolled,) = p.physical(p.players[0], c.RollTest(table_id=p.table_id, conflict_id=test), [[4, 2]])
    assert rolled.rolls[0].source == "physical"  # type: ignore[attr-defined]


# --- picking --------------------------------------------------------------------------------------


def test_the_pick_is_its_own_event_with_the_result(p: Play) -> None:
    me, cid = p.players[0], pc(p, 0)
    test = p.call(cid)
    p.gather(test, (cid, "cat"), (cid, "key"))
    p.roll(me, test, [1, 6])
    assert p.g.conflicts[test].phase == "rolled"
    (picked,) = p.pick(me, test, 1)
    assert isinstance(picked, ev.DiePicked)
    assert (picked.face, picked.success, picked.fallout, picked.doubles) == (6, True, "none", False)
    assert picked.faces == (1, 6) and picked.picked_by == me.member_id
    assert p.g.conflicts[test].phase == "resolved"
    assert refused(p, me, c.PickDie(conflict_id=test, die=0)).code == "wrong_test_phase"


def test_pick_must_name_a_rolled_die(p: Play) -> None:
    me, cid = p.players[0], pc(p, 0)
    test = p.call(cid)
    p.gather(test, (cid, "cat"))
    p.roll(me, test, [3])
    assert refused(p, me, c.PickDie(conflict_id=test, die=1)).code == "no_such_die"
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"conflict_id": test, "die": -1}, c.PickDie)


# --- edges from doubles ---------------------------------------------------------------------------


def test_doubles_on_the_picked_die_earn_an_edge_the_gm_chooses(p: Play) -> None:
    me, cid = p.players[0], pc(p, 0)
    test, events = p.test(me, cid, ["cat", "key"], [5, 5], 0)
    (earned,) = [e for e in events if isinstance(e, ev.EdgeEarned)]
    assert earned.character_id == cid and earned.source == "doubles"
    # The GM picks the symbol; the edge lands in the Having section as a temporary Being trait.
    err = refused(p, GM, c.GrantEdge(character_id=pc(p, 1), symbol="umbrella", owed_id=earned.owed_id))
    assert err.code == "edge_owed_to_another_character"
    (gained,) = p.run(GM, c.GrantEdge(character_id=cid, symbol="umbrella", owed_id=earned.owed_id))
    edge = p.g.characters[cid].edges[gained.edge_id]  # type: ignore[attr-defined]
    assert (edge.kind, edge.symbol, edge.source, edge.conflict_id) == ("being", "umbrella", "doubles", test)
    assert earned.owed_id not in p.g.owed_edges
    assert isinstance(refused(p, p.players[0], c.GrantEdge(character_id=cid, symbol="umbrella")), Forbidden)


def test_an_edge_is_tapped_for_dice_like_a_being_trait(p: Play) -> None:
    me, cid = p.players[0], pc(p, 0)
    (gained,) = p.run(GM, c.GrantEdge(character_id=cid, symbol="umbrella"))
    test = p.call(cid)
    p.gather(test, (cid, "cat"), edges=[(cid, gained.edge_id)])  # type: ignore[attr-defined]
    (rolled,) = p.roll(me, test, [2, 6])
    assert rolled.pool[1].edge_id == gained.edge_id  # type: ignore[attr-defined]


def test_an_edge_alone_is_a_related_trait(p: Play) -> None:
    me, cid = p.players[0], pc(p, 0)
    (gained,) = p.run(GM, c.GrantEdge(character_id=cid, symbol="umbrella"))
    test = p.call(cid)
    p.gather(test, edges=[(cid, gained.edge_id)])  # type: ignore[attr-defined]
    p.roll(me, test, [6])


def test_doing_traits_give_no_dice_even_as_edges(p: Play) -> None:
    cid = pc(p, 0)
    (gained,) = p.run(GM, c.GrantEdge(character_id=cid, kind="doing", doing_symbol="play-symbol", symbol="gear"))
    test = p.call(cid)
    err = refused(
        p,
        GM,
        c.SetTestTraits(conflict_id=test, traits=[c.RbTraitRef(character_id=cid, edge_id=gained.edge_id)]),  # type: ignore[attr-defined]
    )
    assert err.code == "doing_traits_give_no_dice"


def test_doing_traits_in_play_must_not_be_undone(p: Play) -> None:
    cid = pc(p, 0)
    trait = p.g.characters[cid].doing[0]
    test = p.call(cid)
    p.gather(test, (cid, "cat"), doing=[(cid, trait.trait_id)])
    assert p.g.conflicts[test].doing[0].trait_id == trait.trait_id
    trait.marked = True
    err = refused(
        p,
        GM,
        c.SetTestTraits(
            conflict_id=test,
            traits=[c.RbTraitRef(character_id=cid, symbol="cat")],
            doing=[c.RbDoingUse(character_id=cid, trait_id=trait.trait_id)],
        ),
    )
    assert err.code == "doing_trait_undone"


def test_grant_edge_checks_symbol_types() -> None:
    p = Play()
    cid = p.character(p.players[0]).character_id
    assert refused(p, GM, c.GrantEdge(character_id=cid, symbol="crosshairs")).code == "not_a_being_symbol"
    assert refused(p, GM, c.GrantEdge(character_id=cid, kind="doing", symbol="gear")).code == "doing_symbol_required"
    err = refused(p, GM, c.GrantEdge(character_id=cid, kind="doing", symbol="gear", doing_symbol="gear"))
    assert err.code == "not_a_doing_symbol"


# --- helping ----------------------------------------------------------------------------------------


def test_helpers_each_give_one_die_and_the_leader_picks(p: Play) -> None:
    lead, helper, other = pc(p, 0), pc(p, 1), pc(p, 2)
    test = p.call(lead)
    err = refused(
        p,
        GM,
        c.SetTestTraits(
            conflict_id=test,
            traits=[
                c.RbTraitRef(character_id=lead, symbol="cat"),
                c.RbTraitRef(character_id=helper, symbol="book"),
                c.RbTraitRef(character_id=helper, symbol="key"),
            ],
        ),
    )
    assert err.code == "helper_gives_one_die"
    p.gather(test, (lead, "cat"), (helper, "book"), (other, "key"))
    p.roll(p.players[0], test, [3, 6, 2])
    assert isinstance(refused(p, p.players[1], c.PickDie(conflict_id=test, die=1)), Forbidden)
    (picked,) = p.pick(p.players[0], test, 1)
    assert picked.success  # type: ignore[attr-defined]
    assert p.g.conflicts[test].contributors == [lead, helper, other]


def test_only_the_leader_receives_the_edge_and_may_give_it_to_a_helper(p: Play) -> None:
    lead, helper, outsider = pc(p, 0), pc(p, 1), pc(p, 2)
    test = p.call(lead)
    p.gather(test, (lead, "cat"), (helper, "book"))
    p.roll(p.players[0], test, [6, 6])
    events = p.pick(p.players[0], test, 1)  # the helper's die rolled the doubled six
    (earned,) = [e for e in events if isinstance(e, ev.EdgeEarned)]
    assert earned.character_id == lead
    (gained,) = p.run(GM, c.GrantEdge(character_id=lead, symbol="star", owed_id=earned.owed_id))
    edge_id = gained.edge_id  # type: ignore[attr-defined]
    give_outsider = c.TransferEdge(character_id=lead, edge_id=edge_id, recipient_id=outsider)
    assert isinstance(refused(p, p.players[0], give_outsider), Forbidden)
    p.run(p.players[0], c.TransferEdge(character_id=lead, edge_id=edge_id, recipient_id=helper))
    assert edge_id in p.g.characters[helper].edges and edge_id not in p.g.characters[lead].edges
    # Any other hand-over is the GM's judgement.
    assert isinstance(
        refused(p, p.players[1], c.TransferEdge(character_id=helper, edge_id=edge_id, recipient_id=outsider)), Forbidden
    )
    p.run(GM, c.TransferEdge(character_id=helper, edge_id=edge_id, recipient_id=outsider))
    assert edge_id in p.g.characters[outsider].edges


def test_helpers_bring_their_own_doing_traits_only_as_contributors(p: Play) -> None:
    lead, helper, outsider = pc(p, 0), pc(p, 1), pc(p, 2)
    test = p.call(lead)
    err = refused(
        p,
        GM,
        c.SetTestTraits(
            conflict_id=test,
            traits=[c.RbTraitRef(character_id=lead, symbol="cat")],
            doing=[c.RbDoingUse(character_id=outsider, trait_id=p.g.characters[outsider].doing[0].trait_id)],
        ),
    )
    assert err.code == "not_a_contributor"
    p.gather(test, (lead, "cat"), (helper, "cat"), doing=[(helper, p.g.characters[helper].doing[0].trait_id)])


# --- setups -------------------------------------------------------------------------------------------


def test_a_successful_setup_earns_the_other_character_an_edge(p: Play) -> None:
    setter, target = pc(p, 0), pc(p, 1)
    _, events = p.test(p.players[0], setter, ["cat"], [4], 0, setup_for=target)
    (earned,) = [e for e in events if isinstance(e, ev.EdgeEarned)]
    assert (earned.character_id, earned.source) == (target, "setup")
    # The setup's own fallout is the setter's.
    assert p.g.conflicts[earned.conflict_id].contributors == [setter]
    assert p.g.conflicts[earned.conflict_id].fallout == "minor"


def test_a_failed_setup_earns_nothing_for_the_other(p: Play) -> None:
    _, events = p.test(p.players[0], pc(p, 0), ["cat"], [5], 0, setup_for=pc(p, 1))
    assert not [e for e in events if isinstance(e, ev.EdgeEarned)]


def test_a_setup_is_for_someone_else(p: Play) -> None:
    assert refused(p, GM, c.CallTest(character_id=pc(p, 0), setup_for=pc(p, 0))).code == "setup_needs_another_character"


# --- epic and perilous -----------------------------------------------------------------------------


def test_epic_tests_cost_unbeing_before_gathering_dice(p: Play) -> None:
    me, cid, helper = p.players[0], pc(p, 0), pc(p, 1)
    test = p.call(cid, epic=True, description="punch out Godzilla")
    assert p.g.conflicts[test].phase == "awaiting_cost"
    early = c.SetTestTraits(conflict_id=test, traits=[c.RbTraitRef(character_id=cid, symbol="cat")])
    assert refused(p, GM, early).code == "epic_cost_unpaid"
    # Only the leading character can pay the cost.
    assert isinstance(refused(p, p.players[1], c.PayEpicCost(conflict_id=test, symbol="cat")), Forbidden)
    (paid,) = p.run(me, c.PayEpicCost(conflict_id=test, symbol="cat"))
    assert isinstance(paid, ev.UnbeingSuffered) and paid.reason == "epic_cost"
    assert p.g.characters[cid].being[1].marked
    # The marked trait is no longer available for the test's dice.
    assert refused(p, GM, early).code == "being_trait_marked"
    p.gather(test, (cid, "anchor"), (helper, "cat"))
    p.roll(me, test, [6, 1])


def test_epic_needs_an_unmarked_being_trait(p: Play) -> None:
    cid = pc(p, 0)
    for t in p.g.characters[cid].being:
        t.marked = True
    assert refused(p, GM, c.CallTest(character_id=cid, epic=True)).code == "no_being_trait_to_mark"


def test_players_may_change_their_mind_before_rolling(p: Play) -> None:
    me, cid = p.players[0], pc(p, 0)
    test = p.call(cid, perilous=True)
    (w,) = p.run(me, c.WithdrawTest(conflict_id=test))
    assert isinstance(w, ev.TestWithdrawn) and p.g.conflicts[test].phase == "withdrawn"
    test = p.call(cid)
    p.gather(test, (cid, "cat"))
    p.roll(me, test, [3])
    assert refused(p, me, c.WithdrawTest(conflict_id=test)).code == "wrong_test_phase"


@pytest.mark.parametrize(
    ("face", "fallout"), [(3, "major"), (4, "major"), (1, "major"), (2, "major"), (5, "none"), (6, "none")]
)
def test_perilous_tests_go_perfectly_or_catastrophically(p: Play, face: int, fallout: str) -> None:
    _, events = p.test(p.players[0], pc(p, 0), ["cat"], [face], 0, perilous=True)
    picked = events[0]
    assert isinstance(picked, ev.DiePicked) and picked.perilous
    assert picked.fallout == fallout


# --- other refusals -----------------------------------------------------------------------------------


def test_unknown_test_and_closed_table(p: Play) -> None:
    from domain.campaign import CloseTable
    from domain.errors import NotFound

    assert isinstance(refused(p, p.players[0], c.PickDie(conflict_id="nope", die=0)), NotFound)
    cid = pc(p, 0)
    test = p.call(cid)
    p.gather(test, (cid, "cat"))
    p.run(GM, CloseTable(table_id=p.table_id))
    err = refused(p, p.players[0], c.RollTest(table_id=p.table_id, conflict_id=test))
    assert isinstance(err, RuleViolation) and err.code == "table_closed"


def test_unknown_fields_and_ranges_rejected_at_decode() -> None:
    with pytest.raises(msgspec.ValidationError, match="boxes"):
        msgspec.convert({"kind": "progress", "name": "x", "boxes": 0}, c.CreateTrack)
    with pytest.raises(msgspec.ValidationError, match="symbol"):
        msgspec.convert({"conflict_id": "x", "symbol": "Not A Slug"}, c.PayEpicCost)
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"conflict_id": "x", "die": 0, "extra": 1}, c.PickDie)
