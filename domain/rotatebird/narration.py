"""Rotate Bird events in plain English: characters rolled from the symbol tables, tests (the pool of d6s
from related Being traits, the die picked and what it reads), edges earned, spent and lost, fallout rolled
and offset by Unbeing and Undoing, tracks and NPCs, and the scenario built from symbols.

`BOOK` gives the `narrate` and `key_moment` hooks; `RECAP` the recap's sections: tests, fallout, edges,
Unbeing and Undoing, and tracks and NPCs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from domain.narration import Names, Phrasebook, dice_text, human, join, plural
from domain.recap import Beat, RecapSection, RecapSpec, always, beats_by_type
from domain.rotatebird import events as e
from domain.rotatebird.symbols import words

BOOK = Phrasebook()
"""The `narrate` and `key_moment` hooks of Rotate Bird."""


def _symbols(symbols: Iterable[Any]) -> str:
    """Symbols as the rulebook describes them, never their slugs."""
    return join([words(s if isinstance(s, str) else s.symbol) for s in symbols])


def _fallout(level: str) -> str:
    return {"none": "no fallout", "minor": "minor fallout", "major": "MAJOR fallout"}.get(level, level)


# --- characters and advancement -----------------------------------------------------------------------------


@BOOK.tells(e.CharacterRolled)
def _rolled(ev: e.CharacterRolled, n: Names) -> str:
    doing = join([f"{words(p.doing)} ({words(p.being)})" for p in ev.doing])
    theme = f", theme {ev.theme}" if ev.theme else ""
    return (
        f"{n.member(ev.owner_id)} rolls a character: Being {_symbols(ev.being)}; Doing {doing}{theme} "
        f"({dice_text(ev.rolls)})"
    )


@BOOK.tells(e.RbCharacterCreated)
def _created(ev: e.RbCharacterCreated, n: Names) -> str:
    doing = join([f"{d.name} ({_symbols(d.symbols)})" for d in ev.doing])
    who = n.member(ev.owner_id)
    return f"{ev.name}, {ev.title}, enters play, played by {who}: Being {_symbols(ev.being)}; Doing {doing}"


@BOOK.tells(e.TableRolled)
def _table(ev: e.TableRolled, n: Names) -> str:
    result = ev.result if ev.table == "theme" else ", ".join(words(r) for r in ev.result.split(","))
    return f"On the {human(ev.table)} table: {result} ({dice_text(ev.rolls)})"


@BOOK.tells(e.AdvanceGranted)
def _advance(ev: e.AdvanceGranted, n: Names) -> str:
    return f"{n.character(ev.character_id)} earns a {ev.advance} advance (session {ev.session})"


CHANGES = {
    "swap_being": "swaps a Being trait",
    "swap_doing": "swaps a Doing symbol",
    "extend_doing": "extends a Doing trait",
}


@BOOK.tells(e.AdvanceSpent)
def _spent(ev: e.AdvanceSpent, n: Names) -> str:
    who = n.character(ev.character_id)
    old = f"{words(ev.old.symbol)} → " if ev.old is not None else ""
    what = {
        "swap_being": "swaps a Being trait",
        "swap_doing": "swaps a Doing symbol",
        "extend_doing": "extends a Doing trait",
    }
    named = f", now “{ev.name}”" if ev.name else ""
    return f"{who} spends a {ev.advance} advance and {what}: {old}{words(ev.new.symbol)}{named}"


@BOOK.tells(e.DoingEdgeNamed)
def _edge_named(ev: e.DoingEdgeNamed, n: Names) -> str:
    return f"{n.character(ev.character_id)} names a Doing edge “{ev.name}”"


@BOOK.tells(e.UnbeingRecovered)
def _unbeing_recovered(ev: e.UnbeingRecovered, n: Names) -> str:
    return f"{n.character(ev.character_id)} recovers {_symbols(ev.symbols)}"


@BOOK.tells(e.UndoingRecovered)
def _undoing_recovered(ev: e.UndoingRecovered, n: Names) -> str:
    why = f" ({ev.measure})" if ev.measure else (" at the session's end" if ev.reason == "session_end" else "")
    return f"{n.character(ev.character_id)} recovers {plural(len(ev.trait_ids), 'Doing trait')}{why}"


@BOOK.tells(e.SessionEnded)
def _session(ev: e.SessionEnded, n: Names) -> str:
    return f"Session {ev.session} ends: everyone earns a {ev.advance} advance"


# --- tests --------------------------------------------------------------------------------------------------


@BOOK.tells(e.TestCalled)
def _called(ev: e.TestCalled, n: Names) -> str:
    kinds = [k for k, on in (("epic", ev.epic), ("perilous", ev.perilous)) if on]
    what = f"{' and '.join(kinds)} test" if kinds else "test"
    against = f" against {n.any(ev.target_id)}" if ev.target_id else ""
    about = f": {ev.description}" if ev.description else ""
    return f"{n.member(ev.called_by)} calls for a {what} from {n.character(ev.character_id)}{against}{about}"


@BOOK.tells(e.TestWithdrawn)
def _withdrawn(ev: e.TestWithdrawn, n: Names) -> str:
    return f"{n.character(ev.character_id)}'s test is withdrawn"


@BOOK.tells(e.UnbeingSuffered)
def _unbeing(ev: e.UnbeingSuffered, n: Names) -> str:
    why = "to pay for an epic test" if ev.reason == "epic_cost" else "to offset minor fallout"
    return f"{n.character(ev.character_id)} marks off {words(ev.symbol)} (Unbeing) {why}"


@BOOK.tells(e.UndoingSuffered)
def _undoing(ev: e.UndoingSuffered, n: Names) -> str:
    return f"{n.character(ev.character_id)} marks off “{ev.name}” (Undoing) to offset major fallout"


@BOOK.tells(e.TestTraitsOffered)
def _offered(ev: e.TestTraitsOffered, n: Names) -> str:
    dice = join([f"{words(p.symbol)}{' (edge)' if p.edge_id else ''}" for p in ev.pool])
    doing = f"; Doing in play: {plural(len(ev.doing), 'trait')}" if ev.doing else ""
    return f"{n.member(ev.offered_by)} offers {n.character(ev.character_id)}'s {dice} for the test{doing}"


@BOOK.tells(e.TestTraitsSet)
def _traits(ev: e.TestTraitsSet, n: Names) -> str:
    dice = join(
        [
            f"{words(p.symbol)}{' (edge)' if p.edge_id else ''}"
            f"{f' from {n.character(p.character_id)}' if p.helper else ''}"
            for p in ev.pool
        ]
    )
    doing = f"; Doing in play: {plural(len(ev.doing), 'trait')}" if ev.doing else ""
    return f"The test's traits: {plural(len(ev.pool), 'die', 'dice')} from {dice}{doing}"


@BOOK.tells(e.TestRolled)
def _test_rolled(ev: e.TestRolled, n: Names) -> str:
    return f"{n.character(ev.character_id)} rolls the pool: {dice_text(ev.rolls)}"


@BOOK.tells(e.DiePicked)
def _picked(ev: e.DiePicked, n: Names) -> str:
    verdict = "success" if ev.success else "failure"
    doubles = ", doubles: an edge" if ev.doubles else ""
    perilous = " (perilous)" if ev.perilous and ev.fallout != ev.table_fallout else ""
    must = f"; one of {plural(len(ev.mandatory_edges), 'edge')} must be sacrificed" if ev.mandatory_edges else ""
    return (
        f"{n.character(ev.character_id)} picks the {ev.face} from [{' '.join(map(str, ev.faces))}]: {verdict}, "
        f"{_fallout(ev.fallout)}{perilous}{doubles}{must}"
    )


@BOOK.tells(e.EdgeEarned)
def _earned(ev: e.EdgeEarned, n: Names) -> str:
    how = {"doubles": "from doubles", "setup": "from a successful setup", "award": "awarded"}[ev.source]
    return f"{n.character(ev.character_id)} earns an edge {how}"


@BOOK.tells(e.EdgeGained)
def _gained(ev: e.EdgeGained, n: Names) -> str:
    doing = f" for {words(ev.doing_symbol)}" if ev.doing_symbol else ""
    return f"{n.character(ev.character_id)} gains the {human(ev.kind)} edge {words(ev.symbol)}{doing}"


@BOOK.tells(e.EdgeTransferred)
def _transferred(ev: e.EdgeTransferred, n: Names) -> str:
    return f"{n.character(ev.character_id)} gives an edge to {n.character(ev.recipient_id)}"


@BOOK.tells(e.EdgeSacrificed)
def _sacrificed(ev: e.EdgeSacrificed, n: Names) -> str:
    forced = " (as the rules demand)" if ev.mandatory else ""
    who = n.character(ev.character_id)
    return f"{who} sacrifices the edge {words(ev.symbol)} to offset {_fallout(ev.fallout)}{forced}"


@BOOK.tells(e.EdgeLost)
def _lost(ev: e.EdgeLost, n: Names) -> str:
    return f"{n.character(ev.character_id)} loses an edge" + (f" ({ev.reason})" if ev.reason else "")


@BOOK.tells(e.FalloutRolled)
def _fallout_rolled(ev: e.FalloutRolled, n: Names) -> str:
    table = "the Random Fallout table" if ev.fallout_table == "generic" else f"the {words(ev.fallout_table)} table"
    doubles = " (doubles)" if ev.doubles else ""
    return f"Fallout ({ev.fallout}) from {table}: {_symbols(ev.symbols)}{doubles} ({dice_text(ev.rolls)})"


@BOOK.tells(e.FalloutSuffered)
def _fallout_suffered(ev: e.FalloutSuffered, n: Names) -> str:
    return f"{n.many(ev.character_ids)} suffer {_fallout(ev.fallout)}: {_symbols(ev.symbols)}"


@BOOK.tells(e.TrackMarked)
def _marked(ev: e.TrackMarked, n: Names) -> str:
    return f"The {ev.kind} track {n.any(ev.track_id)} is marked: {ev.marked} of {ev.boxes}"


@BOOK.tells(e.TrackCompleted)
def _completed(ev: e.TrackCompleted, n: Names) -> str:
    return f"The {ev.kind} track {n.any(ev.track_id)} is complete"


@BOOK.tells(e.NpcUnbeingSuffered)
def _npc_unbeing(ev: e.NpcUnbeingSuffered, n: Names) -> str:
    return f"{n.any(ev.npc_id)} marks off {words(ev.symbol)}"


@BOOK.tells(e.NpcRemoved)
def _npc_removed(ev: e.NpcRemoved, n: Names) -> str:
    return f"{n.any(ev.npc_id)} is out of the story ({human(ev.reason)})"


# --- world --------------------------------------------------------------------------------------------------


@BOOK.tells(e.TrackCreated)
def _track(ev: e.TrackCreated, n: Names) -> str:
    return f"A {ev.kind} track, “{ev.name}”, of {plural(ev.boxes, 'box', 'boxes')}"


@BOOK.tells(e.TrackRemoved)
def _track_removed(ev: e.TrackRemoved, n: Names) -> str:
    return f"The track {n.any(ev.track_id)} is removed"


@BOOK.tells(e.FalloutTableDefined)
def _fallout_table(ev: e.FalloutTableDefined, n: Names) -> str:
    return f"The GM defines the fallout table {words(ev.name)}: {_symbols(ev.symbols)}"


def _npc(ev: Any) -> str:
    doing = f"; Doing {join([f'{d.name} ({_symbols(d.symbols)})' for d in ev.doing])}" if ev.doing else ""
    mob = ", a mob" if getattr(ev, "mob", False) else ""
    return f"{ev.name}, a {ev.tier} NPC{mob}: Being {_symbols(ev.being)}{doing}"


@BOOK.tells(e.NpcCreated)
def _npc_created(ev: e.NpcCreated, n: Names) -> str:
    return f"The GM brings in {_npc(ev)}"


@BOOK.tells(e.NpcGenerated)
def _npc_generated(ev: e.NpcGenerated, n: Names) -> str:
    return f"The tables give {_npc(ev)} ({dice_text(ev.rolls)})"


@BOOK.tells(e.ScenarioFactorsRolled)
def _factors(ev: e.ScenarioFactorsRolled, n: Names) -> str:
    return f"The scenario's factors: {join(list(ev.factors))} ({dice_text(ev.rolls)})"


@BOOK.tells(e.ScenarioSymbolRolled)
def _scenario_symbol(ev: e.ScenarioSymbolRolled, n: Names) -> str:
    return f"{n.member(ev.member_id)} rolls the {human(ev.kind)} symbol {words(ev.symbol)} ({dice_text(ev.rolls)})"


@BOOK.tells(e.ScenarioSymbolPlaced)
def _placed(ev: e.ScenarioSymbolPlaced, n: Names) -> str:
    return f"{n.member(ev.member_id)} places {words(ev.symbol)} in slot {ev.slot}: {ev.fact}"


@BOOK.tells(e.ScenarioFactAdded)
def _fact(ev: e.ScenarioFactAdded, n: Names) -> str:
    return f"{n.member(ev.member_id)} links a fact ({ev.link}): {ev.fact}"


@BOOK.tells(e.IncitingIncidentRolled)
def _incident(ev: e.IncitingIncidentRolled, n: Names) -> str:
    return f"The inciting incident: {words(ev.symbol)} ({dice_text(ev.rolls)})"


# --- key moments --------------------------------------------------------------------------------------------


@BOOK.key_moment_when(e.TrackCompleted, e.NpcRemoved, e.UndoingSuffered, e.SessionEnded, e.IncitingIncidentRolled)
def _always(_ev: Any) -> bool:
    return True


@BOOK.key_moment_when(e.DiePicked)
def _big(ev: e.DiePicked) -> bool:
    return ev.fallout == "major" or ev.doubles


BOOK.routine(*e.EVENTS)


# --- the recap -----------------------------------------------------------------------------------------------


def _picked_beats(ev: e.DiePicked) -> tuple[Beat, ...]:
    outcome = ("success" if ev.success else "failure") + (f", {ev.fallout} fallout" if ev.fallout != "none" else "")
    return (Beat("tests", outcome=outcome),)


_BEATS: dict[type, Callable[[Any], Iterable[Beat]]] = {
    e.DiePicked: _picked_beats,
    e.FalloutRolled: always("fallout"),
    e.FalloutSuffered: always("fallout"),
    e.EdgeGained: lambda ev: (Beat("edges", total="gained", amount=1),),
    e.EdgeSacrificed: lambda ev: (Beat("edges", total="spent", amount=1),),
    e.EdgeLost: lambda ev: (Beat("edges", total="lost", amount=1),),
    e.EdgeTransferred: always("edges"),
    e.UnbeingSuffered: lambda ev: (Beat("marks", total="unbeing", amount=1),),
    e.UndoingSuffered: lambda ev: (Beat("marks", total="undoing", amount=1),),
    e.UnbeingRecovered: always("marks"),
    e.UndoingRecovered: always("marks"),
    e.TrackMarked: always("world"),
    e.TrackCompleted: always("world"),
    e.NpcUnbeingSuffered: always("world"),
    e.NpcRemoved: always("world"),
}

RECAP = RecapSpec(
    sections=(
        RecapSection("tests", "Tests", "No tests.", table=True),
        RecapSection("fallout", "Fallout", "No fallout."),
        RecapSection("edges", "Edges", "No edges gained or spent.", totals=("gained", "spent", "lost")),
        RecapSection("marks", "Unbeing and Undoing", "No trait was marked off.", totals=("unbeing", "undoing")),
        RecapSection("world", "Tracks and NPCs", "No track moved, no NPC was hurt."),
    ),
    beats=beats_by_type(_BEATS),
)
