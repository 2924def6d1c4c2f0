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

from server.live.wire import LiveRecord

SHARED_IDS = frozenset(
    {"table_id", "roller_id", "character_id", "conflict_id", "member_id", "target_id", "owner_id", "campaign_id"}
)
"""Id fields that name shared entities (who, at which table): they do not tie an event to a table."""


def own_ids(record: LiveRecord) -> list[str]:
    """The ids of the records an event creates or refers to (`test_id`, `save_id`, …)."""
    event = record.event
    out = []
    for name in event.__struct_fields__:
        if name.endswith("_id") and name not in SHARED_IDS:
            value = getattr(event, name)
            if isinstance(value, str):
                out.append(value)
    return out


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
        ids = own_ids(record)
        if isinstance(conflict_id, str):
            ids.append(conflict_id)
        if named is not None:
            for i in ids:
                self._places.setdefault(i, named)
            return named == self.table_id
        places = [self._places[i] for i in ids if i in self._places]
        return not places or self.table_id in places
