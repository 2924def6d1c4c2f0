"""Adventures, leveling up, teachers — and shaping: kinds, starting ratings, the Director's guide."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from domain.errors import Forbidden, InvalidCommand, RuleViolation
from domain.shapers import commands as sb
from domain.shapers.events import AdventureEnded, ChallengeCalled, HealthRestored, SkillRaised
from domain.shapers.shaping import SHAPING_GUIDE
from domain.shapers.skills import SHAPING_KINDS

from .support import Session, faces, only

SEED = Path(__file__).resolve().parents[3].parent / "shared" / "seeds" / "shapers-and-bots.md"


def challenge(s: Session, character_id: str, rating: str, dice_total: int = 10) -> None:
    [called] = s.do(s.gm, sb.CallChallenge(character_id=character_id, rating=rating))
    s.do(s.gm, sb.RollChallenge(table_id=s.table, conflict_id=called.conflict_id), faces(dice_total))  # type: ignore[attr-defined]


# --- leveling up ----------------------------------------------------------------------------------------


def test_after_an_adventure_one_used_skill_goes_up_one_level() -> None:
    s = Session()
    syvia = s.create("Syvia", species="fox", skills={"Boating": -1})
    challenge(s, syvia, "Boating")
    challenge(s, syvia, "DEX")  # a feature, not a skill
    challenge(s, syvia, "Weapon:Quarterstaff")  # an unbought specialty, at its initial FIT - 5
    with pytest.raises(Forbidden):
        s.do(s.player, sb.EndAdventure())
    ended = only(s.do(s.gm, sb.EndAdventure()), AdventureEnded)
    assert ended.adventure == 1 and ended.level_ups == {syvia: ["Boating", "Weapon:Quarterstaff"]}
    assert s.sb.adventure == 2 and s.char(syvia).skills_used == []
    with pytest.raises(RuleViolation) as info:
        s.do(s.gm, sb.LevelUp(character_id=syvia, skill="Climbing"))
    assert info.value.code == "skill_not_used_last_adventure"
    raised = only(s.do(s.gm, sb.LevelUp(character_id=syvia, skill="Weapon: Quarterstaff")), SkillRaised)
    assert (raised.before, raised.after, raised.reason) == (-5, -4, "adventure")
    assert s.char(syvia).skills["Weapon:Quarterstaff"] == -4
    with pytest.raises(RuleViolation):  # one skill per adventure
        s.do(s.gm, sb.LevelUp(character_id=syvia, skill="Boating"))


def test_skills_used_in_fights_and_contests_count() -> None:
    s = Session()
    a = s.extra("A", features={"FIT": 2})
    b = s.extra("B")
    [called] = s.do(s.gm, sb.CallContest(character_id=a, target_id=b, rating="Climbing", target_rating="STR"))
    s.do(s.gm, sb.RollContest(table_id=s.table, conflict_id=called.conflict_id, character_id=a), faces(10))  # type: ignore[attr-defined]
    events = s.do(s.gm, sb.StartFight(table_id=s.table, character_ids=[a, b]))
    fid = events[0].conflict_id  # type: ignore[attr-defined]
    s.do(s.gm, sb.DeclareAttack(table_id=s.table, conflict_id=fid, character_id=a, target_id=b))
    s.do(s.gm, sb.RespondToAttack(table_id=s.table, conflict_id=fid, defend=True), faces(12, 12))
    with pytest.raises(RuleViolation) as info:
        s.do(s.gm, sb.EndAdventure())
    assert info.value.code == "fight_in_progress"
    s.do(s.gm, sb.EndFight(conflict_id=fid))
    ended = only(s.do(s.gm, sb.EndAdventure()), AdventureEnded)
    assert ended.level_ups == {a: ["Brawling", "Climbing"], b: ["Brawling"]}


def test_teachers_raise_skills_and_teach_new_ones() -> None:
    s = Session()
    goat = s.create("Goat", species="goat")
    taught = only(s.do(s.gm, sb.TeachSkill(character_id=goat, skill="Navigation", note="harbour master")), SkillRaised)
    assert (taught.before, taught.after, taught.reason) == (None, -5, "teacher")
    s.do(s.gm, sb.TeachSkill(character_id=goat, skill="Navigation"))
    assert s.char(goat).skills["Navigation"] == -4
    with pytest.raises(Forbidden):
        s.do(s.player, sb.TeachSkill(character_id=goat, skill="Navigation"))
    with pytest.raises(RuleViolation):
        s.do(s.gm, sb.TeachSkill(character_id=goat, skill="DEX"))
    with pytest.raises(RuleViolation) as info:
        s.do(s.gm, sb.TeachSkill(character_id=goat, skill="Shaping:Air"))
    assert info.value.code == "not_a_shaper"


def test_everyone_alive_starts_an_adventure_at_full_health() -> None:
    s = Session()
    hurt = s.create("Hurt", species="kangaroo")  # HP 5
    gone = s.create("Gone", species="goat")  # HP 3
    fine = s.create("Fine", species="goat")
    s.do(s.gm, sb.Injure(table_id=s.table, character_id=hurt, damage=3), faces(6))  # 6 + 5 - 3 = 8: out
    s.do(s.gm, sb.Injure(table_id=s.table, character_id=gone, damage=3), faces(12))  # 3 - 3 = 0 HP... alive
    s.do(s.gm, sb.Injure(table_id=s.table, character_id=gone, damage=1), faces(12))  # -1: killed
    events = s.do(s.gm, sb.StartAdventure())
    restored = [e for e in events if isinstance(e, HealthRestored)]
    assert [(e.character_id, e.hp_before, e.hp_after) for e in restored] == [(hurt, 2, 5)]
    assert s.char(hurt).conscious and not s.char(gone).alive and s.char(fine).hp == 3


# --- shaping --------------------------------------------------------------------------------------------


def test_larrapin_the_air_shaper_starts_very_low() -> None:
    s = Session()
    larrapin = s.create("Larrapin", species="rabbit", shaping="Air")
    assert s.char(larrapin).skills["Shaping:Air"] == -5
    assert "Shaping:Earth" not in s.char(larrapin).skills
    stronger = s.create("Student", species="rabbit", shaping="Air", skills={"Shaping:Air": -3})
    assert s.char(stronger).skills["Shaping:Air"] == -3
    assert s.log[-1].skill_costs == {"Shaping:Air": 2}  # type: ignore[attr-defined]


@pytest.mark.parametrize("species", ["sloth", "turtle"])
def test_sloths_and_turtles_start_low(species: str) -> None:
    s = Session()
    cid = s.create("Sage", species=species, shaping="Water")
    assert s.char(cid).skills["Shaping:Water"] == -3


def test_only_shapers_shape_and_the_guide_sets_the_difficulty() -> None:
    s = Session()
    shaper = s.create("Larrapin", species="rabbit", shaping="Air")
    other = s.create("Plain", species="rabbit")
    with pytest.raises(RuleViolation) as info:
        s.do(s.gm, sb.CallChallenge(character_id=other, rating="Shaping:Air", difficulty=3))
    assert info.value.code == "not_a_shaper"
    with pytest.raises(RuleViolation):
        s.create("Wrong", species="rabbit", shaping="Air", skills={"Shaping:Earth": -5})
    easy = only(s.do(s.gm, sb.CallChallenge(character_id=shaper, rating="Shaping:Air", guide="easy")), ChallengeCalled)
    hard = only(s.do(s.gm, sb.CallChallenge(character_id=shaper, rating="Shaping:Air", guide="hard")), ChallengeCalled)
    assert (easy.difficulty, easy.guide, hard.difficulty) == (3, "easy", -3)
    with pytest.raises(InvalidCommand) as info2:
        s.do(s.gm, sb.CallChallenge(character_id=shaper, rating="DEX", guide="easy"))
    assert info2.value.code == "guide_only_for_shaping"
    with pytest.raises(InvalidCommand):
        s.do(s.gm, sb.CallChallenge(character_id=shaper, rating="Shaping:Air", guide="easy", difficulty=1))


@pytest.mark.skipif(not SEED.exists(), reason="the rulebook is not next to the repository")
def test_shaping_guide_is_the_rulebooks() -> None:
    text = SEED.read_text()
    rows = re.findall(r"^\| (\w+) +\| ([^|]+?) +\| ([^|]+?) +\|$", text.split("| Shaping |")[1], flags=re.M)
    table = {kind: (easy, hard) for kind, easy, hard in rows if kind in SHAPING_KINDS}
    assert set(table) == set(SHAPING_KINDS)
    for kind, (easy, hard) in table.items():
        assert (SHAPING_GUIDE[kind]["easy"], SHAPING_GUIDE[kind]["hard"]) == (easy, hard)
