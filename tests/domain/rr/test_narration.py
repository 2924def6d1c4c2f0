"""Robots & Rapiers told through its hooks: sentences in the rulebook's words, key moments, recap beats."""

from __future__ import annotations

from domain.rr import commands as c
from tests.domain.story import section, tell, unphrased

from .harness import Campaign


def test_a_test_a_save_and_its_loss_read_as_the_table_played_them() -> None:
    cp = Campaign()
    lr = cp.robot(name="La Roche")
    captain = cp.robot(owner=cp.bob, name="Captain", locomotion=6, articulation=4)
    collide = cp.test(lr, [1, 2, 3, 10, 10, 10], program="athletics", attribute="size")
    cp.spend(collide, c.Accomplish(target_id=captain))
    sid = cp.trigger(captain, "locomotion", source_test_id=collide, effect="knocked overboard")
    cp.save(sid, [5, 7, 9], actor=cp.bob)
    pip = cp.spark(5, name="Pip")
    cp.do(c.AwardInspiration(character_id=pip, amount=1, reason="a daring leap"))
    told = tell(cp.game, cp.log)
    assert unphrased(cp.game, told) == []
    texts = [t.text for t in told]
    assert "La Roche rolls Athletics: 6d10 [1 2 3 10 10 10] vs TN 6 (size +6) → 3 successes" in texts
    assert "La Roche spends 1 success: the action is accomplished against Captain" in texts
    assert section(told, "saves") == [
        "Captain saves against Locomotion: 3d10 [5 7 9] vs TN 6 (locomotion +6) → partial failure (1 success, 2 failed)"
    ]
    assert section(told, "damage") == ["Captain loses 4 Locomotion (temporary; loss 0 → 4, now 2)"]
    assert section(told, "inspiration") == [
        "Pip gains 1 Inspiration awarded by the GM (Inspiration 0 → 1) — a daring leap"
    ]
    assert [t.text for t in told if t.key] == [
        "Table “Session 1” opens (server dice)",
        "La Roche's test is resolved: 3 net successes — it succeeds",
    ]
