"""The d100 table view (domain/d100/views.py): what the table page shows, derived on the server in the
chapter's words — each realm's Health and its state, conditions, armour on each hit location, weapons, and
each fight's rules, order and turn."""

from __future__ import annotations

from domain.d100.commands import Attack, Defend, Move
from domain.d100.views import table_view
from domain.table_view import Watch
from tests.domain.d100.support import Table, sheet


def test_health_per_realm_conditions_armour_and_the_fight_in_words() -> None:
    t = Table()
    armour = [{"name": "Helmet", "protection": 2, "locations": ["head"]}]
    ada = t.create(sheet("Ada"), t.alice)
    bo = t.create(sheet("Bo", armour=armour), t.bob)
    cid = t.start([ada, bo], [9, 1])
    t.run(Move(conflict_id=cid, character_id=ada, mode="charge"), t.alice)
    t.run(Attack(table_id=t.table_id, conflict_id=cid, character_id=ada, target_id=bo, weapon="Sword"), t.alice, [10])
    view = table_view(t.state, Watch(viewer=t.gm, table_id=t.table_id, unseen=(), involved={ada, bo}))
    fight = view["conflicts"][cid]
    assert fight["rules"] == ["Hit Location rolled on every hit"]
    assert fight["awaiting_defence"]["words"] == "Bo to defend against Ada's Sword attack"
    assert fight["combatants"][ada]["this_turn"] == "charging, has acted"
    assert view["characters"][bo]["conditions"] == ["attacked: to defend"]
    t.run(Defend(table_id=t.table_id, conflict_id=cid, character_id=bo), t.bob, [90, 5])  # a hit to the Head
    view = table_view(t.state, Watch(viewer=t.gm, table_id=t.table_id, unseen=(), involved={ada, bo}))
    bo_view = view["characters"][bo]
    physical = bo_view["realms"][0]
    assert physical["label"] == "Physical Health" and physical["status"] == "hurt"
    assert physical["current"] < physical["maximum"] == 20
    assert bo_view["realms"][1] == {
        "realm": "social",
        "label": "Social Health",
        "current": 20,
        "maximum": 20,
        "status": "unhurt",
    }
    assert bo_view["armour"][0] == {"location": "Head", "pieces": "Helmet 2"}
    assert bo_view["armour"][3] == {"location": "Body", "pieces": "none"}
    assert bo_view["weapons"][1] == "Pistol: Ranged (Pistol), damage 6, range 20 m"
    assert bo_view["conditions"] == []
