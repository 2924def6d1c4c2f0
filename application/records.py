"""The records an event names: ids of its own tests, saves, conflicts' tallies and the like, as opposed to the
shared entities (`SHARED_IDS`: who acted, at which table, on which character). The live table filter learns
where records are played from them, replays follow which records are still open, and a roll hidden from a
viewer hides the records it made."""

from __future__ import annotations

from domain.messages import Event
from domain.visibility import is_record_field

_FIELDS: dict[type, tuple[str, ...]] = {}


def record_ids(event: Event) -> list[str]:
    """Ids of the records `event` names (a test, a save …), not of shared entities (characters, tables)."""
    return [v for n in _record_fields(type(event)) if isinstance(v := getattr(event, n), str)]


def _record_fields(cls: type) -> tuple[str, ...]:
    """The event type's record fields (`domain.visibility.is_record_field`, the one rule), cached per type."""
    fields = _FIELDS.get(cls)
    if fields is None:
        names: tuple[str, ...] = getattr(cls, "__struct_fields__", ())
        fields = _FIELDS[cls] = tuple(n for n in names if is_record_field(n))
    return fields
