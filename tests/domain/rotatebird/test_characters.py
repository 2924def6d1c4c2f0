"""Character creation from rolled symbols, table rolls, recovery, sessions and advancement."""

from __future__ import annotations

import pytest

from domain.campaign import Actor, AddMember
from domain.errors import Forbidden, InvalidCommand, NotFound, RuleViolation
from domain.rotatebird import commands as c
from domain.rotatebird import events as ev
from domain.rotatebird.state import Sym

from .harness import DEFAULT_BEING, DEFAULT_DOING, GM, Play, being_faces, character_faces, doing_faces, refused

# --- rolling a character ------------------------------------------------------------------------------


def test_rolled_character_has_five_being_and_three_doing_pairs_with_every_roll_kept() -> None:
    p = Play()
    (rolled,) = p.run(p.players[0], c.RollCharacter(table_id=p.table_id), character_faces(DEFAULT_BEING, DEFAULT_DOING))
    assert isinstance(rolled, ev.CharacterRolled)
    assert rolled.being == DEFAULT_BEING
    assert [(d.doing, d.being) for d in rolled.doing] == list(DEFAULT_DOING)
    # 5 Being symbols × (d6 + d66) + 3 pairs × (d66 + d6 + d66)
    assert len(rolled.rolls) == 5 * 2 + 3 * 3
    assert rolled.owner_id == p.players[0].member_id
    assert rolled.roller_id == p.players[0].member_id


def test_duplicate_being_symbols_are_rerolled() -> None:
    p = Play()
    faces = being_faces("anchor") * 2 + character_faces(DEFAULT_BEING[1:], DEFAULT_DOING)
    (rolled,) = p.run(p.players[0], c.RollCharacter(table_id=p.table_id), faces)
    assert rolled.being == DEFAULT_BEING  # type: ignore[attr-defined]
    discarded = [r for r in rolled.record if r.discarded]  # type: ignore[attr-defined]
    assert [r.result for r in discarded] == ["anchor"]


def test_the_same_doing_pair_twice_is_rerolled_but_a_repeated_being_symbol_is_fine() -> None:
    p = Play()
    doing = [("crosshairs", "anchor"), ("crosshairs", "anchor"), ("crosshairs", "cat"), ("check-mark", "anchor")]
    faces = character_faces(DEFAULT_BEING, doing)
    (rolled,) = p.run(p.players[0], c.RollCharacter(table_id=p.table_id), faces)
    assert [(d.doing, d.being) for d in rolled.doing] == [doing[0], doing[2], doing[3]]  # type: ignore[attr-defined]
    assert sum(r.discarded for r in rolled.record) == 2  # type: ignore[attr-defined]


def test_theme_roll() -> None:
    p = Play()
    faces = [*character_faces(DEFAULT_BEING, DEFAULT_DOING), 3, 4]
    (rolled,) = p.run(p.players[0], c.RollCharacter(table_id=p.table_id, roll_theme=True), faces)
    assert rolled.theme == "magic spells"  # type: ignore[attr-defined]


def test_physical_dice_roll_a_character_one_list_per_roll() -> None:
    p = Play()
    faces = character_faces(DEFAULT_BEING, DEFAULT_DOING)
    rolls: list[list[int]] = []
    i = 0
    for _ in range(5):
        rolls += [faces[i : i + 1], faces[i + 1 : i + 3]]
        i += 3
    for _ in range(3):
        rolls += [faces[i : i + 2], faces[i + 2 : i + 3], faces[i + 3 : i + 5]]
        i += 5
    (rolled,) = p.physical(p.players[0], c.RollCharacter(table_id=p.table_id), rolls)
    assert rolled.being == DEFAULT_BEING  # type: ignore[attr-defined]
    assert all(r.source == "physical" for r in rolled.rolls)  # type: ignore[attr-defined]


def test_players_roll_only_for_themselves() -> None:
    p = Play()
    err = refused(p, p.players[0], c.RollCharacter(table_id=p.table_id, owner_id=p.players[1].member_id))
    assert isinstance(err, Forbidden)
    (rolled,) = p.run(
        GM,
        c.RollCharacter(table_id=p.table_id, owner_id=p.players[1].member_id),
        character_faces(DEFAULT_BEING, DEFAULT_DOING),
    )
    assert rolled.owner_id == p.players[1].member_id  # type: ignore[attr-defined]


def test_observers_cannot_own_characters() -> None:
    p = Play()
    (added,) = p.run(GM, AddMember(name="watcher", role="observer"))
    err = refused(p, GM, c.RollCharacter(table_id=p.table_id, owner_id=added.member_id))  # type: ignore[attr-defined]
    assert err.code == "observer_cannot_own"


# --- creating it ------------------------------------------------------------------------------------


def _draft(p: Play, actor: Actor) -> str:
    (rolled,) = p.run(actor, c.RollCharacter(table_id=p.table_id), character_faces(DEFAULT_BEING, DEFAULT_DOING))
    return rolled.draft_id  # type: ignore[attr-defined, no-any-return]


SHEET = c.RbSheet(name="Mags", title="the Unmoored", doing_names=["Boomerang", "Alchemy", "Stare"])


def test_create_character_names_each_doing_trait_in_rolled_order() -> None:
    p = Play()
    draft = _draft(p, p.players[0])
    (created,) = p.run(p.players[0], c.CreateCharacter(draft_id=draft, sheet=SHEET))
    assert isinstance(created, ev.RbCharacterCreated)
    ch = p.g.characters[created.character_id]
    assert [t.symbol for t in ch.being] == list(DEFAULT_BEING)
    assert [(t.name, t.symbols) for t in ch.doing] == [
        ("Boomerang", [Sym(kind="doing", symbol="crosshairs"), Sym(kind="being", symbol="moon")]),
        ("Alchemy", [Sym(kind="doing", symbol="check-mark"), Sym(kind="being", symbol="heart")]),
        ("Stare", [Sym(kind="doing", symbol="pie-chart"), Sym(kind="being", symbol="wrench")]),
    ]
    assert p.state.characters[created.character_id].owner_id == p.players[0].member_id
    assert ch.title == "the Unmoored"


def test_a_draft_becomes_one_character_only_for_its_owner() -> None:
    p = Play()
    draft = _draft(p, p.players[0])
    assert isinstance(refused(p, p.players[1], c.CreateCharacter(draft_id=draft, sheet=SHEET)), Forbidden)
    p.run(p.players[0], c.CreateCharacter(draft_id=draft, sheet=SHEET))
    assert refused(p, p.players[0], c.CreateCharacter(draft_id=draft, sheet=SHEET)).code == "draft_used"
    assert isinstance(refused(p, p.players[0], c.CreateCharacter(draft_id="nope", sheet=SHEET)), NotFound)


def test_sheet_needs_three_doing_names() -> None:
    import msgspec

    with pytest.raises(msgspec.ValidationError, match="doing_names"):
        msgspec.convert({"name": "A", "title": "B", "doing_names": ["x", "y"]}, c.RbSheet)
    with pytest.raises(msgspec.ValidationError, match="name"):
        msgspec.convert({"name": "", "title": "B", "doing_names": ["x", "y", "z"]}, c.RbSheet)


# --- table rolls --------------------------------------------------------------------------------------


def test_roll_on_tables_records_rolls() -> None:
    p = Play()
    (e,) = p.run(GM, c.RollOnTable(table_id=p.table_id, table="being"), being_faces("trophy"))
    assert isinstance(e, ev.TableRolled) and e.result == "trophy" and len(e.rolls) == 2
    (e,) = p.run(GM, c.RollOnTable(table_id=p.table_id, table="doing"), doing_faces("square-wave"))
    assert e.result == "square-wave"  # type: ignore[attr-defined]
    (e,) = p.run(GM, c.RollOnTable(table_id=p.table_id, table="fallout"), [5])
    assert e.result == "stopwatch"  # type: ignore[attr-defined]
    p.run(GM, c.DefineFalloutTable(name="volcano", symbols=["lava", "ash", "quake", "gas", "rocks", "boom"]))
    (e,) = p.run(p.players[0], c.RollOnTable(table_id=p.table_id, table="fallout", fallout_table="volcano"), [6])
    assert e.result == "boom"  # type: ignore[attr-defined]
    err = refused(p, GM, c.RollOnTable(table_id=p.table_id, table="fallout", fallout_table="nope"), [])
    assert err.code == "fallout_table_not_found"


# --- recovery -----------------------------------------------------------------------------------------


def test_rest_clears_unbeing_and_needs_something_to_recover() -> None:
    p = Play()
    ch = p.character(p.players[0])
    assert refused(p, GM, c.Rest(character_ids=[ch.character_id])).code == "nothing_to_recover"
    ch.being[1].marked = True  # set up directly: the rule under test is the recovery
    (e,) = p.run(GM, c.Rest(character_ids=[ch.character_id]))
    assert e == ev.UnbeingRecovered(character_id=ch.character_id, symbols=("cat",))
    assert not any(t.marked for t in ch.being)
    assert isinstance(refused(p, p.players[0], c.Rest(character_ids=[ch.character_id])), Forbidden)


def test_recover_undoing_by_special_measures() -> None:
    p = Play()
    ch = p.character(p.players[0])
    ch.doing[0].marked = True
    ch.doing[2].marked = True
    err = refused(p, GM, c.RecoverUndoing(character_id=ch.character_id, trait_ids=[ch.doing[1].trait_id]))
    assert err.code == "trait_not_undone"
    p.run(GM, c.RecoverUndoing(character_id=ch.character_id, trait_ids=[ch.doing[0].trait_id], measure="machine shop"))
    assert [t.marked for t in ch.doing] == [False, False, True]
    p.run(GM, c.RecoverUndoing(character_id=ch.character_id))
    assert not any(t.marked for t in ch.doing)


# --- sessions and advancement -------------------------------------------------------------------------


def test_minor_advance_each_session_major_every_third_and_undoing_clears() -> None:
    p = Play()
    a = p.character(p.players[0])
    b = p.character(p.players[1])
    a.doing[1].marked = True
    kinds = []
    for _ in range(6):
        events = p.run(GM, c.EndSession())
        kinds.append(events[0].advance)  # type: ignore[attr-defined]
        assert {e.character_id for e in events if isinstance(e, ev.AdvanceGranted)} == {a.character_id, b.character_id}
    assert kinds == ["minor", "minor", "major", "minor", "minor", "major"]
    assert not a.doing[1].marked  # "your Undoing marks are cleared at the end of the session"
    assert a.advances == kinds
    assert p.g.sessions_ended == 6


def _advanced(p: Play, sessions: int) -> tuple[Actor, str]:
    ch = p.character(p.players[0])
    for _ in range(sessions):
        p.run(GM, c.EndSession())
    return p.players[0], ch.character_id


def test_minor_advance_swaps_a_being_symbol_from_the_regular_tables() -> None:
    p = Play()
    me, cid = _advanced(p, 1)
    swap = c.SpendAdvance(character_id=cid, advance="minor", change="swap_being", replace="anchor", symbol="compass")
    p.run(me, swap)
    assert [t.symbol for t in p.g.characters[cid].being] == ["compass", "cat", "book", "flame", "key"]
    assert p.g.characters[cid].advances == []
    assert refused(p, me, swap).code == "no_advance_available"


def test_minor_advance_refuses_off_table_duplicates_and_wrong_types() -> None:
    p = Play()
    me, cid = _advanced(p, 1)

    def swap(symbol: str, replace: str = "anchor") -> c.SpendAdvance:
        return c.SpendAdvance(character_id=cid, advance="minor", change="swap_being", replace=replace, symbol=symbol)

    assert refused(p, me, swap("my-own-doodle")).code == "minor_advance_uses_regular_tables"
    assert refused(p, me, swap("cat")).code == "duplicate_being_trait"
    assert isinstance(refused(p, me, swap("crosshairs")), InvalidCommand)
    assert refused(p, me, swap("compass", replace="dog")).code == "not_your_being_trait"
    assert isinstance(refused(p, p.players[1], swap("compass")), Forbidden)


def test_minor_advance_swaps_a_doing_symbol_for_one_of_the_same_type() -> None:
    p = Play()
    me, cid = _advanced(p, 1)
    trait = p.g.characters[cid].doing[0]
    p.run(
        me,
        c.SpendAdvance(
            character_id=cid,
            advance="minor",
            change="swap_doing",
            trait_id=trait.trait_id,
            symbol_index=0,
            symbol="pause-symbol",
        ),
    )
    assert trait.symbols == [Sym(kind="doing", symbol="pause-symbol"), Sym(kind="being", symbol="moon")]


def test_major_advance_may_use_a_new_symbol_which_joins_the_vocabulary() -> None:
    p = Play()
    me, cid = _advanced(p, 3)
    (e,) = p.run(
        me, c.SpendAdvance(character_id=cid, advance="major", change="swap_being", replace="key", symbol="rubber-duck")
    )
    assert e.custom  # type: ignore[attr-defined]
    assert p.g.custom_being == ["rubber-duck"]
    # A minor advance cannot, and a major advance refuses a Doing symbol for a Being trait.
    assert (
        refused(
            p,
            me,
            c.SpendAdvance(character_id=cid, advance="minor", change="swap_being", replace="cat", symbol="toaster"),
        ).code
        == "minor_advance_uses_regular_tables"
    )


def test_extend_doing_adds_a_third_symbol_and_renames_then_swaps_the_extra_type() -> None:
    p = Play()
    me, cid = _advanced(p, 6)  # two major advances
    trait = p.g.characters[cid].doing[0]
    extend = c.SpendAdvance(
        character_id=cid,
        advance="major",
        change="extend_doing",
        trait_id=trait.trait_id,
        kind="being",
        symbol="sun",
        name="Boomerang of Dawn",
    )
    assert refused(p, me, msgspec_replace(extend, advance="minor")).code == "extend_needs_major"
    assert refused(p, me, msgspec_replace(extend, name=None)).code == "rename_extended_trait"
    p.run(me, extend)
    assert [s.kind for s in trait.symbols] == ["doing", "being", "being"] and trait.name == "Boomerang of Dawn"
    # A second time: the extra Being symbol is traded for an extra Doing symbol — never a fourth symbol.
    again = msgspec_replace(extend, kind="being", symbol="moon", discard_index=2, name="Dawn Redux")
    assert refused(p, me, again).code == "swap_extra_symbol_type"
    assert refused(p, me, msgspec_replace(again, discard_index=None)).code == "discard_index_required"
    p.run(me, msgspec_replace(again, kind="doing", symbol="rewind-symbol"))
    assert trait.symbols == [
        Sym(kind="doing", symbol="crosshairs"),
        Sym(kind="being", symbol="moon"),
        Sym(kind="doing", symbol="rewind-symbol"),
    ]
    assert len(trait.symbols) == 3


def msgspec_replace(cmd: c.SpendAdvance, **changes: object) -> c.SpendAdvance:
    import msgspec

    return msgspec.structs.replace(cmd, **changes)


def test_swapped_doing_trait_may_not_copy_another() -> None:
    p = Play()
    me, cid = _advanced(p, 1)
    t0, t1 = p.g.characters[cid].doing[:2]
    p.run(
        me,
        c.SpendAdvance(
            character_id=cid,
            advance="minor",
            change="swap_doing",
            trait_id=t1.trait_id,
            symbol_index=0,
            symbol="crosshairs",
        ),
    )
    p.run(GM, c.EndSession())
    err = refused(
        p,
        me,
        c.SpendAdvance(
            character_id=cid, advance="minor", change="swap_doing", trait_id=t1.trait_id, symbol_index=1, symbol="moon"
        ),
    )
    assert err.code == "duplicate_doing_trait" and err.data["trait_id"] == t0.trait_id


def test_unknown_ids_are_not_found() -> None:
    p = Play()
    me, cid = _advanced(p, 1)
    err = refused(
        p,
        me,
        c.SpendAdvance(
            character_id=cid, advance="minor", change="swap_doing", trait_id="x", symbol_index=0, symbol="crosshairs"
        ),
    )
    assert isinstance(err, NotFound)
    assert isinstance(refused(p, GM, c.Rest(character_ids=["ghost"])), NotFound)


def test_name_doing_edge_only_for_doing_edges() -> None:
    p = Play()
    ch = p.character(p.players[0])
    (g1,) = p.run(
        GM, c.GrantEdge(character_id=ch.character_id, kind="doing", doing_symbol="infinity-symbol", symbol="gear")
    )
    (g2,) = p.run(GM, c.GrantEdge(character_id=ch.character_id, symbol="gear"))
    p.run(p.players[0], c.NameDoingEdge(character_id=ch.character_id, edge_id=g1.edge_id, name="Giant Robot"))  # type: ignore[attr-defined]
    assert ch.edges[g1.edge_id].doing.name == "Giant Robot"  # type: ignore[attr-defined, union-attr]
    err = refused(p, p.players[0], c.NameDoingEdge(character_id=ch.character_id, edge_id=g2.edge_id, name="x"))  # type: ignore[attr-defined]
    assert isinstance(err, RuleViolation) and err.code == "not_a_doing_edge"
