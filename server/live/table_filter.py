"""Which events a feed filtered to one table carries.

Many events of play do not name their table: a test resolved, successes spent, a conflict's turn ending.
So the filter learns where things happen as events pass. An event that names a table — in its data
(`table_id`) or in its command's metadata (the server records the table a command was sent to) — ties the
records it creates (its own ids: `test_id`, `save_id`, …, and its `conflict_id`) to that table. A later
event that names no table follows the records it refers to.

The filter leaves out what belongs to *another* table and keeps the rest: events of this table, and
campaign-wide events (members, characters, their consequences) that every table should see. An event
about a record created before the subscription started, and not known from the current state, is kept:
when in doubt a client sees a little more of the campaign, never less of its own table.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from application.records import record_ids
from server.live.wire import LiveRecord


class TableFilter:
    def __init__(self, table_id: str, places: Mapping[str, str] | None = None) -> None:
        """`places` maps ids already known from the current state (running conflicts) to their table."""
        self.table_id = table_id
        self._places: dict[str, str] = dict(places or {})

    def admits(self, record: LiveRecord) -> bool:
        event = record.event
        named = getattr(event, "table_id", None)
        if not isinstance(named, str):
            meta = record.wire.metadata.get("table_id")
            named = meta if isinstance(meta, str) else None
        conflict_id = getattr(event, "conflict_id", None)
        ids = record_ids(event)
        if isinstance(conflict_id, str):
            ids.append(conflict_id)
        if named is not None:
            for i in ids:
                self._places.setdefault(i, named)
            return named == self.table_id
        places = [self._places[i] for i in ids if i in self._places]
        return not places or self.table_id in places


def conflict_places(state: Any) -> dict[str, str]:
    """Where the campaign's running conflicts are (conflict id → table id), from its current state: what a
    table filter starting now cannot learn from the events it will see."""
    places: dict[str, str] = {}
    for cid, conflict in (getattr(state.game, "conflicts", None) or {}).items():
        where = getattr(conflict, "table_id", None)
        if isinstance(where, str):
            places[cid] = where
    return places
