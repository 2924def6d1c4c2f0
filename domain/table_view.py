"""What a viewer may see of one table, and of a ruleset's state, while some rolls are hidden from them.

A replay step does not carry the whole campaign state (a long campaign's state is large and mostly about
other sessions); it carries what the table is about. Each ruleset says what that is (its `table_view`
hook, in `domain/<ruleset>/views.py`); `generic_table_view` is the default: the table's conflicts and the
characters that took part, as the ruleset's state holds them.

Rolls hidden from the viewer are left out the same way state reads leave them out (`redact_records`):
records keyed by a hidden roll's own ids (a test, a save) show as `{"hidden": true}`; consequences that
land on shared entities (a character's losses, a combatant's Action Points) stay visible, as the table saw
them happen.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import msgspec

from domain.campaign import Actor, CampaignState
from domain.messages import Event
from domain.visibility import record_ids


@dataclass
class Watch:
    """What a table view needs besides the state: whose view, of which table, and what the walk learnt."""

    viewer: Actor
    table_id: str
    unseen: Sequence[Event]
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
    shows the same, so most steps reuse the view (and a replay's `changes` sees it unchanged by identity)."""
    conflicts_only: bool = False
    """Only the `conflicts` of the view are wanted (a recap charting Action Points): skip the rest."""

    def hidden(self) -> set[str]:
        """Ids of the records made by rolls hidden from the viewer (none for a GM)."""
        return secret_ids(self.unseen) if self.viewer.role != "gm" else set()


def secret_ids(unseen: Iterable[Event]) -> set[str]:
    """Record ids named by rolls the viewer may not see."""
    return {record_id for event in unseen for record_id in record_ids(event)}


def table_of(state: CampaignState[Any], table_id: str) -> dict[str, Any] | None:
    table = state.tables.get(table_id)
    if table is None:
        return None
    return {"table_id": table.table_id, "name": table.name, "dice_mode": table.dice_mode, "open": table.open}


def table_conflicts(state: CampaignState[Any], w: Watch, hidden: set[str]) -> dict[str, Any]:
    """The table's conflicts as the ruleset's state holds them (ended ones reused from `w.settled`)."""
    conflicts: dict[str, Any] = {}
    for cid, conflict in (getattr(state.game, "conflicts", None) or {}).items():
        if cid in hidden or getattr(conflict, "table_id", None) != w.table_id:
            continue
        shown = msgspec.to_builtins(conflict)
        if isinstance(shown, dict):
            conflicts[cid] = shown
    return conflicts


def people_of(w: Watch, conflicts: dict[str, Any]) -> set[str]:
    """The characters the table's events named and everyone fighting in its conflicts."""
    people = set(w.involved)
    for c in conflicts.values():
        combatants = c.get("combatants") if isinstance(c, dict) else None
        if isinstance(combatants, (dict, list)):
            people.update(x for x in combatants if isinstance(x, str))
    return people


def table_sections(
    state: CampaignState[Any],
    w: Watch,
    hidden: set[str],
    conflicts: dict[str, Any],
    character: Callable[[Any], dict[str, Any]],
) -> dict[str, Any]:
    """A table view from its conflicts and what a ruleset shows of one character (`character(sheet)`): the
    characters that took part, each with its owner, `{"hidden": true}` if a roll hidden from the viewer made
    it; only the conflicts when that is all the walk wants."""
    if w.conflicts_only:
        return {"conflicts": conflicts}
    characters: dict[str, Any] = {}
    for ch_id in sorted(people_of(w, conflicts)):
        ch = state.game.characters.get(ch_id)
        if ch is None:
            continue
        if ch_id in hidden:
            characters[ch_id] = {"hidden": True}
            continue
        ref = state.characters.get(ch_id)
        characters[ch_id] = {"owner_id": ref.owner_id if ref else None, **character(ch)}
    return {"table": table_of(state, w.table_id), "conflicts": conflicts, "characters": characters}


def generic_table_view(state: CampaignState[Any], w: Watch) -> dict[str, Any]:
    """Any ruleset: its conflicts at the table and the characters that took part, as its state holds them.

    Only those entities are converted (not the whole state at every step); a record keyed by the id of a
    roll hidden from the viewer shows as `{"hidden": true}`, as `redact_records` shows it."""
    hidden = w.hidden()
    conflicts = table_conflicts(state, w, hidden)
    if w.conflicts_only:
        return {"conflicts": conflicts}
    sheets = getattr(state.game, "characters", None) or {}
    characters = {
        cid: {"hidden": True} if cid in hidden else msgspec.to_builtins(sheets[cid])
        for cid in sorted(people_of(w, conflicts))
        if cid in sheets
    }
    return {"table": table_of(state, w.table_id), "conflicts": conflicts, "characters": characters}


def redact_records(state: CampaignState[Any], viewer: Actor, unseen: Sequence[Event]) -> dict[str, Any]:
    """The ruleset state as plain data, every entry of its top-level maps keyed by a record a hidden roll
    made (`test_id`, `save_id`, …) shown as `{"hidden": true}`: the default `redact` hook."""
    shown: dict[str, Any] = msgspec.to_builtins(state.game)
    if viewer.role == "gm" or not unseen:
        return shown
    secret = secret_ids(unseen)
    for value in shown.values():
        if isinstance(value, dict):
            for record_id in secret & value.keys():
                value[record_id] = {"hidden": True}
    return shown
