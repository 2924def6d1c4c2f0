"""A session of Rotate Bird over HTTP at a physical-dice table, built from the rulebook's own examples
(tests/domain/rotatebird/test_worked_examples.py plays them against the domain alone):

- two characters rolled on the Appendix tables (the faces typed in land on the symbols we want);
- a helped test toward a progress track: one die from the helper, the leader picks it, minor fallout strikes
  both and the helper offsets it with Unbeing, which a rest clears;
- the same combination of traits refused toward the same goal; another one rolls doubles for an edge;
- a test against an NPC tapping that edge: minor fallout sacrifices it, and the NPC shrugs the success off;
- the end of the session hands out advances.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import httpx

from domain.rotatebird.symbols import FALLOUT_TABLE
from tests.domain.rotatebird.harness import DEFAULT_BEING, DEFAULT_DOING, being_faces, doing_faces
from tests.server.sessions.play import Played, Session, faces_of, game

GAME = game("rotate-bird")
TOCK_BEING = ("bird", "gear", "moon", "spider", "sun")


def character_rolls(being: Sequence[str], doing: Sequence[tuple[str, str]]) -> list[list[int]]:
    """The physical rolls that make a random character land on these symbols: per Being symbol the d6 for
    its table and the d66; per Doing pair the Doing d66, then its Being symbol's d6 and d66."""

    def being_rolls(symbol: str) -> list[list[int]]:
        table, *d66 = being_faces(symbol)
        return [[table], d66]

    rolls: list[list[int]] = []
    for symbol in being:
        rolls += being_rolls(symbol)
    for doing_symbol, being_symbol in doing:
        rolls += [doing_faces(doing_symbol), *being_rolls(being_symbol)]
    return rolls


async def make_character(s: Session, who: Any, name: str, being: Sequence[str]) -> str:
    dice = character_rolls(being, DEFAULT_DOING)
    rolled = await s.play("rb.roll_character", {"table_id": s.table_id, "dice": dice}, who)
    draft = rolled.one("rb.character_rolled")
    assert draft["being"] == list(being) and faces_of(draft) == dice and draft["owner_id"] == who.member_id
    sheet = {"name": name, "title": "the Bold", "doing_names": ["Sonic Boomerang", "Kitchen Alchemy", "Long Stare"]}
    other = next(m for m in s.players.values() if m is not who)
    stolen = await s.refused(
        "rb.create_character", {"draft_id": draft["draft_id"], "sheet": sheet}, other, 403, "not_your_draft"
    )
    assert stolen["data"] == {"owner_id": who.member_id}
    created = await s.play("rb.create_character", {"draft_id": draft["draft_id"], "sheet": sheet}, who)
    return created.one("rb.character_created")["character_id"]  # type: ignore[no-any-return]


def traits(*dice: tuple[str, str]) -> list[dict[str, str]]:
    return [{"character_id": c, "symbol": symbol} for c, symbol in dice]


async def called_test(s: Session, leader: str, pool: list[dict[str, str]], **call: Any) -> str:
    """The GM calls a test and accepts the traits that give its dice."""
    called = await s.play("rb.call_test", {"character_id": leader, **call})
    conflict_id = called.one("rb.test_called")["conflict_id"]
    await s.play("rb.set_test_traits", {"conflict_id": conflict_id, "traits": pool})
    return conflict_id  # type: ignore[no-any-return]


async def roll_and_pick(s: Session, who: Any, conflict_id: str, faces: list[int], die: int) -> Played:
    rolled = await s.play("rb.roll_test", {"table_id": s.table_id, "conflict_id": conflict_id, "dice": [faces]}, who)
    assert faces_of(rolled.one("rb.test_rolled")) == [faces]
    return await s.play("rb.pick_die", {"conflict_id": conflict_id, "die": die}, who)


async def test_a_helped_test_edges_fallout_and_an_npc(api: httpx.AsyncClient) -> None:
    s = await Session.start(api, GAME, "Mia", "Tom")
    mia, tom, gm = s["Mia"], s["Tom"], s.gm
    await s.open_table("physical", "The vault job")
    forbidden = await s.refused(
        "rb.roll_character",
        {"table_id": s.table_id, "owner_id": mia.member_id, "dice": character_rolls(TOCK_BEING, DEFAULT_DOING)},
        tom,
        403,
        "gm_only",
    )
    assert forbidden["data"] == {"owner_id": mia.member_id}
    mags = await make_character(s, mia, "Mags", DEFAULT_BEING)
    tock = await make_character(s, tom, "Tock", TOCK_BEING)
    sheet = (await s.character(mags, tom))["sheet"]
    assert [t["symbol"] for t in sheet["being"]] == list(DEFAULT_BEING)
    assert [[x["symbol"] for x in t["symbols"]] for t in sheet["doing"]] == [list(p) for p in DEFAULT_DOING]

    vault = await s.play("rb.create_track", {"kind": "progress", "name": "crack the vault", "boxes": 3})
    vault_id = vault.one("rb.track_created")["track_id"]

    # A helped test: Tock lends one die (gear). Only Mags's player rolls and picks — the helper's 4:
    # a success with minor fallout, which would strike both; the vault's first box is checked.
    helped = await called_test(
        s, mags, traits((mags, "cat"), (mags, "key"), (tock, "gear")), progress_track_id=vault_id
    )
    body = {"table_id": s.table_id, "conflict_id": helped, "dice": [[5, 1, 4]]}
    mine = await s.refused("rb.roll_test", body, tom, 403, "not_your_character")
    assert mine["data"] == {"character_id": mags, "owner_id": mia.member_id}
    picked = await roll_and_pick(s, mia, helped, [5, 1, 4], 2)
    result = picked.one("rb.die_picked")
    assert (result["face"], result["success"], result["fallout"]) == (4, True, "minor")
    assert result["picked_by"] == mia.member_id
    marked = picked.one("rb.track_marked")
    assert (marked["track_id"], marked["conflict_id"], marked["marked"], marked["boxes"]) == (vault_id, helped, 1, 3)
    again = await s.refused("rb.roll_test", {**body, "dice": [[6, 6, 6]]}, mia, 422, "wrong_test_phase")
    assert again["data"] == {"conflict_id": helped, "phase": "fallout", "expected": ["gathering"]}
    await s.refused(
        "rb.roll_fallout", {"table_id": s.table_id, "conflict_id": helped, "dice": [[3]]}, mia, 403, "gm_only"
    )
    fallout = await s.play("rb.roll_fallout", {"table_id": s.table_id, "conflict_id": helped, "dice": [[3]]})
    assert fallout.one("rb.fallout_rolled")["symbols"] == [FALLOUT_TABLE[2]]
    # Minor fallout is offset by Unbeing, not Undoing; Tom offsets it for both with his moon.
    trait_id = (await s.character(tock))["sheet"]["doing"][0]["trait_id"]
    undoing = await s.refused(
        "rb.offset_fallout",
        {"conflict_id": helped, "character_id": tock, "trait_id": trait_id},
        tom,
        422,
        "undoing_offsets_major_only",
    )
    assert undoing["title"] and undoing["detail"]
    offset = await s.play("rb.offset_fallout", {"conflict_id": helped, "character_id": tock, "symbol": "moon"}, tom)
    assert offset.one("rb.unbeing_suffered")["reason"] == "fallout"
    assert (await s.conflict(helped))["fallout_state"] == "offset"
    tock_sheet = (await s.character(tock))["sheet"]
    assert [t["symbol"] for t in tock_sheet["being"] if t["marked"]] == ["moon"]
    await s.play("rb.rest", {"character_ids": [tock]})
    assert not any(t["marked"] for t in (await s.character(tock))["sheet"]["being"])

    # Toward the same goal, the exact same combination of Being traits is refused; Mags alone rolls
    # double 6s, picks one of them and earns an edge, whose symbol the GM picks.
    called = await s.play("rb.call_test", {"character_id": mags, "progress_track_id": vault_id})
    alone = called.one("rb.test_called")["conflict_id"]
    same = await s.refused(
        "rb.set_test_traits",
        {"conflict_id": alone, "traits": traits((mags, "cat"), (mags, "key"), (tock, "gear"))},
        gm,
        422,
        "combination_already_used",
    )
    assert same["data"] == {"track_id": vault_id, "combination": sorted([f"{mags}:cat", f"{mags}:key", f"{tock}:gear"])}
    await s.play("rb.set_test_traits", {"conflict_id": alone, "traits": traits((mags, "cat"), (mags, "key"))})
    picked = await roll_and_pick(s, mia, alone, [6, 6], 0)
    assert picked.one("rb.die_picked")["doubles"] and picked.one("rb.track_marked")["marked"] == 2
    owed = picked.one("rb.edge_earned")
    assert (owed["character_id"], owed["source"]) == (mags, "doubles")
    granted = await s.play("rb.grant_edge", {"character_id": mags, "symbol": "umbrella", "owed_id": owed["owed_id"]})
    edge_id = granted.one("rb.edge_gained")["edge_id"]
    assert list((await s.character(mags, mia))["sheet"]["edges"]) == [edge_id]

    # Against an NPC, Mags taps the edge for a die: the success comes with minor fallout, so the tapped edge
    # is sacrificed; the NPC suffers Unbeing to shrug the success off.
    npc = await s.play("rb.create_npc", {"name": "The Bursar", "tier": "minor", "being": ["flag", "key"]})
    npc_id = npc.one("rb.npc_created")["npc_id"]
    tapped = [{"character_id": mags, "symbol": "book"}, {"character_id": mags, "edge_id": edge_id}]
    duel = await called_test(s, mags, tapped, target_id=npc_id)
    picked = await roll_and_pick(s, mia, duel, [4, 2], 0)
    assert picked.types == ["rb.die_picked", "rb.edge_sacrificed"]
    sacrificed = picked.one("rb.edge_sacrificed")
    assert (sacrificed["edge_id"], sacrificed["mandatory"], sacrificed["fallout"]) == (edge_id, True, "minor")
    assert (await s.character(mags))["sheet"]["edges"] == {}
    shrug = await s.play("rb.npc_shrug_off", {"conflict_id": duel, "index": 0})
    assert shrug.one("rb.npc_unbeing_suffered")["symbol"] == "flag"

    # The session ends: every player character receives a minor advance.
    ended = await s.play("rb.end_session", {})
    assert {a["character_id"]: a["advance"] for a in ended.all("rb.advance_granted")} == {mags: "minor", tock: "minor"}
    assert (await s.character(tock, tom))["sheet"]["advances"] == ["minor"]

    await s.close_table()
    await s.check_replay(at=offset.version)
