"""What a page shows of Rotate Bird's characters, tests, NPCs and tracks: cards computed on the server, in the
rulebook's words (a Doing trait's symbols were drawn as '[object Object]' by a page that joined them itself)."""

from __future__ import annotations

from domain.rotatebird import RULESET
from domain.rotatebird import commands as c
from domain.rotatebird.views import character_card
from tests.domain.rotatebird.harness import GM, pc, with_characters


def test_a_characters_card_names_its_symbols_and_counts_its_marks() -> None:
    p = with_characters(1)
    mags = pc(p, 0)
    p.test(p.players[0], mags, ["cat"], [3], 0)
    p.run(GM, c.RollFallout(table_id=p.table_id, conflict_id=next(iter(p.g.conflicts))), [5])
    p.run(p.players[0], c.OffsetFallout(conflict_id=next(iter(p.g.conflicts)), character_id=mags, symbol="cat"))
    p.run(GM, c.GrantEdge(character_id=mags, symbol="umbrella"))
    card = character_card(p.g.characters[mags])
    assert card["being"] == [
        {"label": "Anchor", "marked": False},
        {"label": "Cat", "marked": True},
        {"label": "Book", "marked": False},
        {"label": "Flame", "marked": False},
        {"label": "Key", "marked": False},
    ]
    assert card["doing"][0] == {"label": "One", "symbols": "Crosshairs + Moon", "marked": False}
    assert card["edges"] == [{"label": "Umbrella", "symbols": "Umbrella", "kind": "Edge", "source": "awarded"}]
    assert (card["unbeing"], card["unbeing_tone"], card["undoing"]) == ("1 / 5", "warn", "0 / 3")
    assert "object" not in str(card)


def test_state_reads_carry_the_cards() -> None:
    """(A test a hidden roll holds is shown to others as it was before the roll, card and all: application/held.py
    runs this hook on the earlier state; tests/server/test_hidden_state_rulesets.py checks it.)"""
    p = with_characters(1)
    mags = pc(p, 0)
    p.run(GM, c.CreateNpc(name="The Bursar", tier="minor", being=["padlock", "money"]))
    p.run(GM, c.CreateTrack(kind="progress", name="crack the vault", boxes=3))
    test, _ = p.test(p.players[0], mags, ["cat", "key"], [4, 6], 1, description="open the vault")
    shown = RULESET.redact(p.state, p.players[0], [])
    assert shown["characters"][mags]["card"]["name"] == "pc0"
    (npc,) = shown["npcs"].values()
    assert npc["card"]["tier"] == "Minor named NPC" and [b["label"] for b in npc["card"]["being"]] == [
        "Padlock",
        "Money",
    ]
    (track,) = shown["tracks"].values()
    assert track["card"]["kind"] == "Progress track" and track["card"]["status"] == "0 of 3 boxes"
    assert shown["conflicts"][test]["card"]["title"] == "pc0's test"
    assert shown["conflicts"][test]["card"]["verdict"] == "Success"

    rolled = p.call(mags, description="the next one")
    p.gather(rolled, (mags, "book"))
    (roll,) = p.roll(p.players[0], rolled, [2])
    open_card = RULESET.redact(p.state, GM, [roll])["conflicts"][rolled]["card"]
    assert open_card["dice"] == [{"label": "Book", "by": "pc0"}] and open_card["faces"] == [2]
    assert open_card["phase"] == "Rolled: one die to pick"
