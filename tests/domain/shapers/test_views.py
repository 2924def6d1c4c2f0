"""The table view of a Shapers and Bots table: every character's card as the GM screen and a phone show it.

The page draws a character from the table view once it has loaded it (after a reload, from the replay); the
view must therefore carry the whole sheet — features and skills too — and what the rules derive from it."""

from __future__ import annotations

from domain.shapers import RULESET
from domain.shapers import commands as sb
from domain.table_view import Watch

from .support import Session


def view(s: Session) -> dict[str, object]:
    return RULESET.table_view(s.state, Watch(viewer=s.player, table_id=s.table, unseen=(), involved=set()))


def test_a_card_keeps_its_features_and_skills_and_shows_what_the_rules_derive() -> None:
    s = Session()
    doi = s.create("Doi", species="fox")
    bear = s.extra("Bruno", species="bear", features={"SIZ": 3, "FIT": 1})
    s.do(s.gm, sb.SetWeapon(character_id=doi, name="hunting bow", weapon_class="small", skill="Weapon:Bow"))
    s.do(s.player, sb.ReadyWeapon(character_id=doi, weapon="hunting bow"))
    characters = view(s)["characters"]
    assert isinstance(characters, dict)
    card = characters[doi]
    assert card["features"] == s.char(doi).features and card["skills"] == s.char(doi).skills
    assert card["skills"]["Stealth"] == 2 and card["owner_id"] == s.player.member_id  # a fox: FIT 0 - SIZ -2
    words = card["card"]
    assert card["strength"] == -2 and words["health"] == "1 / 1" and words["hurt"] is False
    assert words["status"] == "awake" and card["conditions"] == []
    assert words["wielding"] == "Hunting bow (small weapon)" and card["armor"] == "none"
    assert words["weapons"] == ["Hunting bow (small weapon)"]
    assert words["features"][:3] == ["Size -2", "Fitness +0", "Dexterity +2"]
    assert "Stealth +2" in words["skills"] and "Weapon (Bow) -5" in words["skills"]
    assert characters[bear]["armor"] == "natural armor"
    bruno = characters[bear]["card"]
    assert bruno["punch"] == "Punch (counts as a small weapon)"
    assert bruno["weapons"] == ["Claws and bite (natural, small weapon)"] and bruno["wielding"] == "nothing"


def test_in_a_fight_a_card_shows_the_actions_left_and_a_knocked_out_fighter_says_so() -> None:
    s = Session()
    doi = s.create("Doi", species="fox")
    grob = s.extra("Grob", features={"FIT": -1})
    [started, *_] = s.do(s.gm, sb.StartFight(table_id=s.table, character_ids=[doi, grob]))
    fight = started.conflict_id  # type: ignore[attr-defined]
    s.do(s.gm, sb.Injure(table_id=s.table, character_id=grob, damage=2), [3, 3, 3])  # 9: fails by 2
    characters = view(s)["characters"]
    assert isinstance(characters, dict)
    assert characters[doi]["fight"] == {"actions": 2, "borrowed": 0, "berserk": False, "berserk_actions": 0}
    grob_card = characters[grob]["card"]
    assert grob_card["status"] == "unconscious" and characters[grob]["conditions"] == ["unconscious"]
    assert grob_card["hurt"] is True and grob_card["health"] == "0 / 2"
    assert fight in view(s)["conflicts"]  # type: ignore[operator]
