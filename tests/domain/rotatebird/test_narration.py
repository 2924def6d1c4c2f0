"""Rotate Bird told through its hooks: a test reads from the traits gathered to the die picked, its fallout
rolled and resolved, an edge sacrificed; the recap gathers the tests, the fallout and the edges."""

from __future__ import annotations

from domain.rotatebird import commands as c
from tests.domain.rotatebird.harness import GM, with_characters
from tests.domain.rotatebird.test_worked_examples import ids, physical_test
from tests.domain.story import section, tell, unphrased


def test_a_test_its_fallout_and_an_edge_read_as_played() -> None:
    p = with_characters(2)
    mags, _ = ids(p)
    (grant,) = p.run(GM, c.GrantEdge(character_id=mags, symbol="flag"))
    minor = physical_test(p, ["cat"], [3], 0)[0].conflict_id  # type: ignore[attr-defined]
    p.physical(GM, c.RollFallout(table_id=p.table_id, conflict_id=minor), [[4]])
    p.run(p.players[0], c.OffsetFallout(conflict_id=minor, character_id=mags, edge_id=grant.edge_id))  # type: ignore[attr-defined]
    told = tell(p.game, p.log)
    assert unphrased(p.game, told) == []
    texts = [x.text for x in told]
    assert "GM calls for a test from pc0" in texts and "pc0 rolls the pool: 1d6 [3]" in texts
    assert section(told, "tests") == ["pc0 picks the 3 from [3]: failure, minor fallout"]
    assert section(told, "fallout") == ["Fallout (minor) from the Random Fallout table: Skull and crossbones (1d6 [4])"]
    assert section(told, "edges") == [
        "pc0 gains the being edge Flag",
        "pc0 sacrifices the edge Flag to offset minor fallout",
    ]
