"""The state of one table as a viewer may see it, after any event: what a replay shows at each step.

A replay step does not carry the whole campaign state (a long campaign's state is large and mostly about
other sessions); it carries what the table is about:

- Robots & Rapiers: the table's conflicts (Turn Order, whose turn, the window to Pay for Turn, each
  combatant's Action Points), every robot that took part (current attributes, temporary and persistent
  losses, malfunction damage, Inspiration, Self Awareness, Power, shut down), and the table's pending saves
  and unresolved tests;
- any other ruleset: its conflicts at the table and the characters that took part, as the ruleset's state
  holds them.

Rolls hidden from the viewer are left out the same way `server/views.py` leaves them out of state reads:
records keyed by a hidden roll's own ids (a test, a save) show as `{"hidden": true}`; consequences that
land on shared entities (a robot's losses, a combatant's Action Points) stay visible, as the table saw
them happen.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, field
from typing import Any, get_args

import msgspec

from domain.campaign import Actor, CampaignState
from domain.game import Game
from domain.messages import Event
from server.records import record_ids
from server.views import game_view


@dataclass
class Watch:
    """What a table view needs besides the state: whose view, of which table, and what the walk learnt."""

    viewer: Actor
    table_id: str
    unseen: list[Event]
    """Roll events hidden from the viewer so far."""
    involved: Collection[str]
    """Characters the table's events named so far."""
    live: set[str] = field(default_factory=set)
    """Ids of records the table's events named (tests, saves, ...) that may still be open; a view discards
    those it finds closed, so a long session does not make every later step scan every record again."""
    settled: dict[str, Any] = field(default_factory=dict)
    """Views of the table's conflicts that have ended (they no longer change), reused at every later step."""
    shown: dict[str, tuple[bytes, dict[str, Any]]] = field(default_factory=dict)
    """Each character's last view with the encoded sheet it was made from: a sheet that encodes the same
    shows the same, so most steps reuse the view (and `changes` sees it unchanged by identity)."""


TableView = Callable[[Game, CampaignState, Watch], dict[str, Any]]


def secret_ids(unseen: Iterable[Event]) -> set[str]:
    """Record ids created by rolls the viewer may not see (the rule of `server.views.game_view`)."""
    return {record_id for event in unseen for record_id in record_ids(event)}


def table_of(state: CampaignState, table_id: str) -> dict[str, Any] | None:
    table = state.tables.get(table_id)
    if table is None:
        return None
    return {"table_id": table.table_id, "name": table.name, "dice_mode": table.dice_mode, "open": table.open}


_SHEET = msgspec.msgpack.Encoder()


def rr_view(game: Game, state: CampaignState, w: Watch) -> dict[str, Any]:
    """Robots & Rapiers: conflicts, robots, pending saves and open tests of the table."""
    from domain.rr.state import current
    from domain.rr.vocabulary import LossAttribute

    shown_attributes = get_args(LossAttribute)  # every attribute a loss can lower, as it stands now
    g = state.game
    table_id = w.table_id
    if w.viewer.role != "gm" and w.unseen and callable(game.ruleset.extras.get("redact_state")):
        return generic_view(game, state, w)
    hidden = secret_ids(w.unseen) if w.viewer.role != "gm" else set()
    conflicts = rr_conflicts(state, w)
    people = set(w.involved)
    for conflict in conflicts.values():
        people.update(conflict["combatants"])
    robots: dict[str, Any] = {}
    for ch_id in sorted(people):
        ch = g.characters.get(ch_id)
        if ch is None:
            continue
        ref = state.characters.get(ch_id)
        owner = ref.owner_id if ref else None
        sheet = _SHEET.encode((ch, owner))  # a few µs; the view below costs several times that
        last = w.shown.get(ch_id)
        if last is not None and last[0] == sheet:
            robots[ch_id] = last[1]
            continue
        robots[ch_id] = view = {
            "name": ch.name,
            "owner_id": owner,
            "attributes": {a: current(ch, a) for a in shown_attributes},
            "losses": dict(ch.losses),
            "persistent_losses": dict(ch.persistent_losses),
            "damage": dict(ch.damage),
            "malfunctions": ch.malfunctions,
            "cosmetic_damage": ch.cosmetic_damage,
            "sparked": ch.sparked,
            "inspiration": ch.inspiration,
            "self_awareness": ch.self_awareness,
            "role": ch.role,
            "power": ch.power,
            "capacitor": ch.capacitor,
            "shut_down": ch.shut_down,
            "override_penalty": ch.override_penalty,
        }
        w.shown[ch_id] = (sheet, view)
    saves: dict[str, Any] = {}
    tests: dict[str, Any] = {}
    for record_id in sorted(w.live):
        test = g.tests.get(record_id)
        save = g.saves.get(record_id)
        if test is not None and test.table_id == table_id and not test.resolved:
            tests[record_id] = {"hidden": True} if record_id in hidden else msgspec.to_builtins(test)
        elif save is not None and save.table_id == table_id:
            saves[record_id] = {"hidden": True} if record_id in hidden else msgspec.to_builtins(save)
        else:
            w.live.discard(record_id)  # resolved, rolled, or not a test or save: never open again
    return {
        "table": table_of(state, table_id),
        "conflicts": conflicts,
        "characters": robots,
        "pending_saves": saves,
        "open_tests": tests,
    }


def rr_conflicts(state: CampaignState, w: Watch) -> dict[str, Any]:
    """Robots & Rapiers: the table's conflicts (Turn Order, whose turn, each combatant's Action Points)."""
    conflicts: dict[str, Any] = {}
    for cid, conflict in state.game.conflicts.items():
        if conflict.table_id != w.table_id:
            continue
        settled = w.settled.get(cid)
        if settled is not None:
            conflicts[cid] = settled
            continue
        conflicts[cid] = shown = {
            "conflict_id": cid,
            "kind": conflict.kind,
            "phase": conflict.phase,
            "order": list(conflict.order),
            "acting": conflict.acting,
            "turns_taken": conflict.turns_taken,
            "window_open": conflict.window_open,
            "first_right": conflict.first_right,
            "combatants": {
                ch_id: {
                    "side": c.side,
                    "action_points": c.action_points,
                    "max_action_points": c.max_action_points,
                    "engaged": c.engaged,
                    "surprised": c.surprise_loss > 0,
                }
                for ch_id, c in conflict.combatants.items()
            },
        }
        if conflict.phase == "ended":
            w.settled[cid] = shown
    return conflicts


def _generic_view(game: Game, state: CampaignState, w: Watch) -> dict[str, Any]:
    """`generic_view` through the whole visible state: for a ruleset that redacts its state itself."""
    table_id = w.table_id
    view = game_view(game, state, w.viewer, w.unseen)
    conflicts = {
        cid: c
        for cid, c in (view.get("conflicts") or {}).items()
        if isinstance(c, dict) and c.get("table_id") == table_id
    }
    people = set(w.involved)
    for c in conflicts.values():
        combatants = c.get("combatants")
        if isinstance(combatants, dict):
            people.update(combatants)
    characters = {cid: sheet for cid, sheet in (view.get("characters") or {}).items() if cid in people}
    return {"table": table_of(state, table_id), "conflicts": conflicts, "characters": characters}


def _generic_conflicts(state: CampaignState, w: Watch, hidden: set[str]) -> dict[str, Any]:
    conflicts: dict[str, Any] = {}
    for cid, conflict in (getattr(state.game, "conflicts", None) or {}).items():
        if cid in hidden or getattr(conflict, "table_id", None) != w.table_id:
            continue
        shown = msgspec.to_builtins(conflict)
        if isinstance(shown, dict):
            conflicts[cid] = shown
    return conflicts


def generic_view(game: Game, state: CampaignState, w: Watch) -> dict[str, Any]:
    """Any ruleset: its conflicts at the table and the characters that took part, as its state holds them.

    Only those entities are converted (not the whole state at every step); a record keyed by the id of a
    roll hidden from the viewer shows as `{"hidden": true}`, as `server.views.game_view` shows it."""
    if w.viewer.role != "gm" and w.unseen and callable(game.ruleset.extras.get("redact_state")):
        return _generic_view(game, state, w)
    hidden = secret_ids(w.unseen) if w.viewer.role != "gm" and w.unseen else set()
    conflicts = _generic_conflicts(state, w, hidden)
    people = set(w.involved)
    for c in conflicts.values():
        combatants = c.get("combatants")
        if isinstance(combatants, dict):
            people.update(combatants)
    sheets = getattr(state.game, "characters", None) or {}
    characters = {
        cid: {"hidden": True} if cid in hidden else msgspec.to_builtins(sheets[cid])
        for cid in sorted(people)
        if cid in sheets
    }
    return {"table": table_of(state, w.table_id), "conflicts": conflicts, "characters": characters}


def conflicts_view(game: Game) -> TableView:
    """Only the table's conflicts (what a recap charts), cheaper than the whole table view at every step."""
    if game.ruleset.name == "robots-and-rapiers":
        return lambda _game, state, w: {"conflicts": rr_conflicts(state, w)}

    def view(game: Game, state: CampaignState, w: Watch) -> dict[str, Any]:
        if w.viewer.role != "gm" and w.unseen and callable(game.ruleset.extras.get("redact_state")):
            return {"conflicts": _generic_view(game, state, w)["conflicts"]}
        hidden = secret_ids(w.unseen) if w.viewer.role != "gm" and w.unseen else set()
        return {"conflicts": _generic_conflicts(state, w, hidden)}

    return view


VIEWS: dict[str, TableView] = {"robots-and-rapiers": rr_view}
"""Rulesets with a table view of their own; the others get `generic_view`."""


def table_view(game: Game) -> TableView:
    return VIEWS.get(game.ruleset.name, generic_view)
