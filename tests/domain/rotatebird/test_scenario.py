"""The Random Scenario Worksheet: Factors, turns, Being and Doing circles, facts, the inciting incident."""

from __future__ import annotations

from domain.campaign import Actor
from domain.errors import Forbidden
from domain.rotatebird import commands as c
from domain.rotatebird import events as ev
from domain.rotatebird.symbols import factors_for

from .harness import GM, Play, being_faces, doing_faces, refused


def start(p: Play, solo: bool = False) -> str:
    (e,) = p.run(GM, c.RollScenarioFactors(table_id=p.table_id, solo=solo), [6, 6, 3, 4])
    assert isinstance(e, ev.ScenarioFactorsRolled)
    assert e.factors == factors_for(34) and len(e.rolls) == 2 and e.record[0].discarded
    return e.scenario_id


def turn_being(p: Play, who: Actor, sc: str, symbol: str, slot: int, fact: str = "a fact") -> None:
    p.run(who, c.RollScenarioSymbol(table_id=p.table_id, scenario_id=sc, kind="being"), being_faces(symbol))
    p.run(who, c.PlaceScenarioSymbol(scenario_id=sc, slot=slot, fact=fact))


def turn_doing(p: Play, who: Actor, sc: str, symbol: str, slot: int) -> None:
    p.run(who, c.RollScenarioSymbol(table_id=p.table_id, scenario_id=sc, kind="doing"), doing_faces(symbol))
    p.run(who, c.PlaceScenarioSymbol(scenario_id=sc, slot=slot, fact="one way"))


def test_the_gm_goes_first_and_everyone_contributes_before_anyone_goes_twice() -> None:
    p = Play(players=2)
    sc = start(p)
    a, b = p.players
    first = c.RollScenarioSymbol(table_id=p.table_id, scenario_id=sc, kind="being")
    assert refused(p, a, first).code == "gm_goes_first"
    turn_being(p, GM, sc, "anchor", 1)
    turn_being(p, a, sc, "cat", 3)
    err = refused(p, GM, first)
    assert err.code == "everyone_contributes_once_first" and err.data["waiting"] == [b.member_id]
    turn_being(p, b, sc, "book", 5)
    turn_being(p, a, sc, "key", 2)  # second round: any order


def test_place_your_roll_before_another_turn_in_an_empty_circle_with_a_short_fact() -> None:
    p = Play(players=0)
    sc = start(p)
    p.run(GM, c.RollScenarioSymbol(table_id=p.table_id, scenario_id=sc, kind="being"), being_faces("flame"))
    again = c.RollScenarioSymbol(table_id=p.table_id, scenario_id=sc, kind="being")
    assert refused(p, GM, again).code == "place_your_symbol_first"
    long = c.PlaceScenarioSymbol(scenario_id=sc, slot=1, fact="one two three four five six seven eight nine ten eleven")
    err = refused(p, GM, long)
    assert err.code == "fact_too_long" and err.data == {"words": 11, "maximum": 10}
    (placed,) = p.run(GM, c.PlaceScenarioSymbol(scenario_id=sc, slot=4, fact="the storm remembers fire"))
    assert isinstance(placed, ev.ScenarioSymbolPlaced) and p.g.scenarios[sc].being[3] == "flame"
    p.run(GM, c.RollScenarioSymbol(table_id=p.table_id, scenario_id=sc, kind="being"), being_faces("sun"))
    assert refused(p, GM, c.PlaceScenarioSymbol(scenario_id=sc, slot=4, fact="x")).code == "circle_filled"


def test_doing_circles_need_both_factors_to_have_a_being_symbol() -> None:
    p = Play(players=0)
    sc = start(p)
    doing = c.RollScenarioSymbol(table_id=p.table_id, scenario_id=sc, kind="doing")
    assert refused(p, GM, doing).code == "no_open_doing_circle"
    turn_being(p, GM, sc, "anchor", 1)  # Factor 1
    turn_being(p, GM, sc, "cat", 3)  # Factor 2
    p.run(GM, doing, doing_faces("percent-sign"))
    err = refused(p, GM, c.PlaceScenarioSymbol(scenario_id=sc, slot=2, fact="x"))  # joins Factors 2–3
    assert err.code == "doing_circle_not_open"
    assert refused(p, GM, c.PlaceScenarioSymbol(scenario_id=sc, slot=4, fact="x")).code == "no_such_circle"
    p.run(GM, c.PlaceScenarioSymbol(scenario_id=sc, slot=1, fact="the book bargains with storms"))
    assert p.g.scenarios[sc].doing[0] == "percent-sign"


def test_a_full_worksheet_then_the_inciting_incident() -> None:
    p = Play(players=0)
    sc = start(p)
    incident = c.RollIncitingIncident(table_id=p.table_id, scenario_id=sc)
    for slot, symbol in enumerate(["anchor", "cat", "book", "flame", "key", "sun"], start=1):
        turn_being(p, GM, sc, symbol, slot)
    for link, symbol in enumerate(["percent-sign", "pie-chart", "square-wave"], start=1):
        turn_doing(p, GM, sc, symbol, link)
    assert refused(p, GM, incident, [1]).code == "scenario_not_filled"
    for link in (1, 2, 3):
        p.run(GM, c.AddScenarioFact(scenario_id=sc, link=link, fact="and the other way"))
    err = refused(p, GM, c.AddScenarioFact(scenario_id=sc, link=1, fact="a third"))
    assert err.code == "link_needs_one_fact"
    sheet = p.g.scenarios[sc]
    facts = [f for f in sheet.being_facts if f] + [f for fs in sheet.doing_facts for f in fs]
    assert len(facts) == 12  # two about each Factor, two about each relationship
    (e,) = p.run(GM, incident, [2])
    assert isinstance(e, ev.IncitingIncidentRolled) and e.symbol == "explosion"
    assert refused(p, GM, incident, [1]).code == "scenario_finished"
    # Random entities now take their first Being trait from the worksheet: a d6 names a circle.
    (t,) = p.run(GM, c.RollOnTable(table_id=p.table_id, table="worksheet", scenario_id=sc), [4])
    assert (t.result, t.factor) == ("flame", sheet.factors[1])  # type: ignore[attr-defined]
    faces = [6, *being_faces("sun"), *being_faces("moon")]  # worksheet 6 → sun; sun again is re-rolled
    (npc,) = p.run(GM, c.GenerateNpc(table_id=p.table_id, name="Storm cultist", tier="minor", scenario_id=sc), faces)
    assert npc.being == ("sun", "moon") and npc.factor == sheet.factors[2]  # type: ignore[attr-defined]
    assert p.g.npcs[npc.npc_id].factor == sheet.factors[2]  # type: ignore[attr-defined]


def test_solo_prep_is_the_gms_alone() -> None:
    p = Play(players=1)
    sc = start(p, solo=True)
    turn_being(p, GM, sc, "anchor", 1)
    turn_being(p, GM, sc, "cat", 2)  # no waiting for the players
    err = refused(p, p.players[0], c.RollScenarioSymbol(table_id=p.table_id, scenario_id=sc, kind="being"))
    assert isinstance(err, Forbidden) and err.code == "solo_scenario"
    assert isinstance(refused(p, p.players[0], c.RollScenarioFactors(table_id=p.table_id)), Forbidden)
