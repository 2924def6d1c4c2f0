"""Progress and disaster tracks, NPC traits, NPC Unbeing, mobs, random NPCs."""

from __future__ import annotations

import pytest

from domain.errors import Forbidden, InvalidCommand, NotFound
from domain.rotatebird import commands as c
from domain.rotatebird import events as ev

from .harness import GM, Play, being_faces, doing_faces, pc, refused, with_characters


@pytest.fixture
def p() -> Play:
    return with_characters(2)


def track(p: Play, kind: str, boxes: int = 3) -> str:
    (e,) = p.run(GM, c.CreateTrack(kind=kind, name="goal", boxes=boxes))  # type: ignore[arg-type]
    return e.track_id  # type: ignore[attr-defined, no-any-return]


# --- tracks -----------------------------------------------------------------------------------------


def test_progress_boxes_check_on_success_even_with_fallout(p: Play) -> None:
    me, cid = p.players[0], pc(p, 0)
    t = track(p, "progress", boxes=2)
    _, events = p.test(me, cid, ["cat"], [2], 0, progress_track_id=t)  # success with major fallout
    (marked,) = [e for e in events if isinstance(e, ev.TrackMarked)]
    assert (marked.marked, marked.boxes, marked.kind) == (1, 2, "progress")
    _, events = p.test(me, cid, ["book"], [3], 0, progress_track_id=t)  # failure: no box
    assert not [e for e in events if isinstance(e, ev.TrackMarked)]
    _, events = p.test(me, cid, ["key"], [6], 0, progress_track_id=t)
    assert [type(e) for e in events] == [ev.DiePicked, ev.TrackMarked, ev.TrackCompleted]
    assert p.g.tracks[t].complete
    assert refused(p, GM, c.CallTest(character_id=cid, progress_track_id=t)).code == "track_complete"


def test_the_same_combination_cannot_be_used_twice_toward_a_goal(p: Play) -> None:
    me, lead, helper = p.players[0], pc(p, 0), pc(p, 1)
    t = track(p, "progress", boxes=5)
    p.test(me, lead, ["cat", "key"], [5, 5], 0, progress_track_id=t)  # a failure still uses the combination
    again = p.call(lead, progress_track_id=t)
    same = c.SetTestTraits(
        conflict_id=again,
        traits=[c.RbTraitRef(character_id=lead, symbol="key"), c.RbTraitRef(character_id=lead, symbol="cat")],
    )
    err = refused(p, GM, same)
    assert err.code == "combination_already_used" and err.data["combination"] == [f"{lead}:cat", f"{lead}:key"]
    # The same individual trait in a different combination is fine.
    p.gather(again, (lead, "cat"))
    p.gather(again, (lead, "cat"), (helper, "key"))
    p.roll(me, again, [6, 1])
    # Without a progress track the rule does not apply.
    p.test(me, lead, ["cat", "key"], [5, 5], 0)


def test_disaster_marks_on_failure_even_without_fallout(p: Play) -> None:
    me, cid = p.players[0], pc(p, 0)
    t = track(p, "disaster", boxes=2)
    _, events = p.test(me, cid, ["cat"], [5], 0, disaster_track_id=t)  # fail, no fallout
    assert [type(e) for e in events] == [ev.DiePicked, ev.TrackMarked]
    _, events = p.test(me, cid, ["cat"], [6], 0, disaster_track_id=t)
    assert [type(e) for e in events] == [ev.DiePicked]
    # The same combination may be used again on a disaster track (the rule is about goals).
    _, events = p.test(me, cid, ["cat"], [1], 0, disaster_track_id=t)
    assert [type(e) for e in events] == [ev.DiePicked, ev.TrackMarked, ev.TrackCompleted]


def test_track_kinds_and_removal(p: Play) -> None:
    cid = pc(p, 0)
    t = track(p, "disaster")
    assert isinstance(refused(p, GM, c.CallTest(character_id=cid, progress_track_id=t)), InvalidCommand)
    p.run(GM, c.RemoveTrack(track_id=t))
    assert isinstance(refused(p, GM, c.CallTest(character_id=cid, disaster_track_id=t)), NotFound)
    assert isinstance(refused(p, p.players[0], c.CreateTrack(kind="progress", name="x")), Forbidden)


# --- NPCs ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tier", "being", "doing"),
    [("background", 1, 0), ("minor", 2, 0), ("major", 3, 1), ("boss", 5, 3)],
)
def test_npc_traits_by_tier(p: Play, tier: str, being: int, doing: int) -> None:
    symbols = ["anchor", "cat", "book", "flame", "key", "sun"]
    spec = c.RbNpcDoingSpec(doing="crosshairs", being="moon", challenge="perilous")
    ok = c.CreateNpc(name="x", tier=tier, being=symbols[:being], doing=[spec] * doing)  # type: ignore[arg-type]
    (e,) = p.run(GM, ok)
    npc = p.g.npcs[e.npc_id]  # type: ignore[attr-defined]
    assert len(npc.being) == being and len(npc.doing) == doing
    wrong = c.CreateNpc(name="x", tier=tier, being=symbols[: being + 1], doing=[spec] * doing)  # type: ignore[arg-type]
    err = refused(p, GM, wrong)
    assert err.code == "npc_traits_for_tier" and err.data["being_expected"] == being


def test_only_mobs_repeat_being_traits_and_each_copy_is_marked_separately(p: Play) -> None:
    me, cid = p.players[0], pc(p, 0)
    horde = ["human-skull"] * 3
    assert refused(p, GM, c.CreateNpc(name="zombies", tier="background", being=horde)).code == "duplicate_npc_trait"
    (e,) = p.run(GM, c.CreateNpc(name="zombies", tier="background", being=horde, mob=True))
    npc_id = e.npc_id  # type: ignore[attr-defined]
    for n in range(3):
        test, _ = p.test(me, cid, ["cat"], [6], 0, target_id=npc_id)
        events = p.run(GM, c.NpcShrugOff(conflict_id=test, index=n))
        assert isinstance(events[0], ev.NpcUnbeingSuffered) and events[0].symbol == "human-skull"
    assert isinstance(events[-1], ev.NpcRemoved)
    assert p.g.npcs[npc_id].removed
    assert refused(p, GM, c.CallTest(character_id=cid, target_id=npc_id)).code == "npc_removed_from_play"


def test_npc_symbols_are_checked(p: Play) -> None:
    err = refused(p, GM, c.CreateNpc(name="x", tier="background", being=["crosshairs"]))
    assert err.code == "not_a_being_symbol"


def test_npc_shrugs_off_only_successes_once_each_with_an_unmarked_trait(p: Play) -> None:
    me, cid = p.players[0], pc(p, 0)
    (e,) = p.run(GM, c.CreateNpc(name="guard", tier="minor", being=["padlock", "dog"]))
    npc_id = e.npc_id  # type: ignore[attr-defined]
    failed, _ = p.test(me, cid, ["cat"], [5], 0, target_id=npc_id)
    assert refused(p, GM, c.NpcShrugOff(conflict_id=failed, index=0)).code == "no_success_to_shrug_off"
    won, _ = p.test(me, cid, ["cat"], [6], 0, target_id=npc_id)
    assert isinstance(refused(p, p.players[0], c.NpcShrugOff(conflict_id=won, index=0)), Forbidden)
    assert refused(p, GM, c.NpcShrugOff(conflict_id=won, index=2)).code == "no_such_npc_trait"
    (shrug,) = p.run(GM, c.NpcShrugOff(conflict_id=won, index=1))
    assert shrug.symbol == "dog"  # type: ignore[attr-defined]
    assert refused(p, GM, c.NpcShrugOff(conflict_id=won, index=0)).code == "already_shrugged_off"
    won2, _ = p.test(me, cid, ["cat"], [6], 0, target_id=npc_id)
    assert refused(p, GM, c.NpcShrugOff(conflict_id=won2, index=1)).code == "npc_trait_marked"
    no_npc, _ = p.test(me, cid, ["cat"], [6], 0)
    assert refused(p, GM, c.NpcShrugOff(conflict_id=no_npc, index=0)).code == "no_opposing_npc"


def test_a_shrugged_off_setup_earns_no_edge(p: Play) -> None:
    me, setter, target = p.players[0], pc(p, 0), pc(p, 1)
    (e,) = p.run(GM, c.CreateNpc(name="guard", tier="minor", being=["padlock", "dog"]))
    test, _ = p.test(me, setter, ["cat"], [6], 0, target_id=e.npc_id, setup_for=target)  # type: ignore[attr-defined]
    assert f"{test}:setup" in p.g.owed_edges
    (shrug,) = p.run(GM, c.NpcShrugOff(conflict_id=test, index=0))
    assert shrug.cancelled_owed_id == f"{test}:setup"  # type: ignore[attr-defined]
    assert f"{test}:setup" not in p.g.owed_edges


def test_npc_traits_replace_progress_tracks(p: Play) -> None:
    (e,) = p.run(GM, c.CreateNpc(name="guard", tier="background", being=["padlock"]))
    t = track(p, "progress")
    err = refused(p, GM, c.CallTest(character_id=pc(p, 0), target_id=e.npc_id, progress_track_id=t))  # type: ignore[attr-defined]
    assert err.code == "npc_replaces_progress_track"


def test_generate_npc_rolls_its_traits_like_a_character(p: Play) -> None:
    faces = being_faces("dog") + being_faces("dog") + being_faces("cat") + being_faces("moon")
    faces += doing_faces("question-mark") + being_faces("sun")
    (e,) = p.run(GM, c.GenerateNpc(table_id=p.table_id, name="The Bursar", tier="major"), faces)
    assert isinstance(e, ev.NpcGenerated)
    assert e.being == ("dog", "cat", "moon")  # the duplicate dog was re-rolled
    assert [(s.kind, s.symbol) for s in e.doing[0].symbols] == [("doing", "question-mark"), ("being", "sun")]
    assert len(e.rolls) == 4 * 2 + 3
    assert p.g.npcs[e.npc_id].tier == "major"
    assert isinstance(refused(p, p.players[0], c.GenerateNpc(table_id=p.table_id, name="x", tier="minor")), Forbidden)
