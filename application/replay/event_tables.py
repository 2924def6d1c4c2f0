"""Which table (play session) each event of a campaign belongs to.

Rolls name their table (`RollEvent.table_id`), but many facts do not: a turn ends in a conflict, a loss
follows a save, successes are spent from a test. The table of an event is, in order of preference:

1. its own `table_id`;
2. the table of an entity it names that lives at a table in the state folded so far: `conflict_id` →
   the conflict's table, `test_id` → the test's, `save_id` → the pending save's (any `<thing>_id` whose
   `<thing>s` map in the ruleset state holds entries with a `table_id`);
3. for a reveal (`campaign.roll_revealed`), the table of the roll it reveals;
4. the `table_id` the server wrote in the event's metadata (the command named it);
5. the table of the other events the same command appended (they share their metadata: actor, command,
   time), e.g. the Temporary Loss that a save at a table caused;
6. for a ruleset's event that none of the above places (a GM awarding Inspiration, a Dramatic Control
   being priced), the table that was open at the time, if exactly one was: play happens at the table.

Events of no table (campaign creation, members, anything between sessions) belong to none.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec

from domain.campaign import CampaignState, RollRevealed
from domain.messages import Event, tag_of

NOT_ENTITY_IDS = frozenset(
    {"table_id", "roller_id", "character_id", "member_id", "target_id", "owner_id", "campaign_id", "gm_id"}
)

_ID_FIELDS: dict[type, tuple[str, ...]] = {}


def _id_fields(cls: type) -> tuple[str, ...]:
    """Fields of an event type that may name an entity living at a table (cached per type)."""
    fields = _ID_FIELDS.get(cls)
    if fields is None:
        names: tuple[str, ...] = getattr(cls, "__struct_fields__", ())
        fields = _ID_FIELDS[cls] = tuple(n for n in names if n.endswith("_id") and n not in NOT_ENTITY_IDS)
    return fields


def _entity_table(game_state: Any, field: str, entity_id: str) -> str | None:
    thing = field[:-3].rsplit("_", 1)[-1]  # source_test_id -> test
    for plural in (thing + "s", thing + "es"):
        entries = getattr(game_state, plural, None)
        if isinstance(entries, Mapping):
            entry = entries.get(entity_id)
            table = getattr(entry, "table_id", None)
            if isinstance(table, str):
                return table
    return None


def locate(
    state: CampaignState, event: Event, metadata: Mapping[str, Any], known: Mapping[int, str | None]
) -> str | None:
    """The table of `event` by rules 1-4 (before it is folded into `state`); None when those do not say."""
    own = getattr(event, "table_id", None)
    if isinstance(own, str):
        return own
    for field in _id_fields(type(event)):
        value = getattr(event, field)
        if isinstance(value, str):
            table = _entity_table(state.game, field, value)
            if table is not None:
                return table
    if isinstance(event, RollRevealed):
        return known.get(event.version)
    meta = metadata.get("table_id")
    return meta if isinstance(meta, str) else None


def is_play(event: Event) -> bool:
    """A ruleset's event (rule 6 applies), not one of the campaign's own (members, tables, reveals)."""
    return not tag_of(event).startswith("campaign.")


def only_open_table(state: CampaignState) -> str | None:
    """Rule 6: the one open table, if exactly one is open."""
    found = None
    for table in state.tables.values():
        if table.open:
            if found is not None:
                return None
            found = table.table_id
    return found


def batch_key(metadata: Mapping[str, Any], version: int) -> tuple[Any, ...]:
    """Events appended by one command share their metadata; without a recorded time each stands alone."""
    time = metadata.get("time")
    if time is None:
        return ("single", version)
    return (time, metadata.get("actor"), metadata.get("command"), metadata.get("correlation_id"))


_NO_TEXT = (
    msgspec.inspect.IntType,
    msgspec.inspect.FloatType,
    msgspec.inspect.BoolType,
    msgspec.inspect.NoneType,
    msgspec.inspect.LiteralType,
    msgspec.inspect.EnumType,
    msgspec.inspect.DateTimeType,
)
_NAMING_FIELDS: dict[type, tuple[str, ...]] = {}


def _may_name(t: msgspec.inspect.Type) -> bool:
    """Whether a value of type `t` may name a character as `characters_named` looks: a string, or a
    struct with a `character_id`, alone or in a list."""
    if isinstance(t, _NO_TEXT):
        return False  # a number, a flag, a fixed word: never an id
    if isinstance(t, msgspec.inspect.UnionType):
        return any(_may_name(u) for u in t.types)
    if isinstance(t, (msgspec.inspect.ListType, msgspec.inspect.VarTupleType)):
        return _may_name(t.item_type)
    if isinstance(t, msgspec.inspect.StructType):
        return any(f.name == "character_id" for f in t.fields)  # a struct names one by its character_id
    return not isinstance(t, msgspec.inspect.DictType)  # a map is never looked into


def _naming_fields(cls: type) -> tuple[str, ...]:
    """Fields of an event type that may name a character (cached per type): the numbers, flags and fixed
    words an event carries — dice, totals, attributes — are never looked at, one by one, for an id."""
    fields = _NAMING_FIELDS.get(cls)
    if fields is None:
        try:
            info = msgspec.inspect.type_info(cls)
            kept = {f.name for f in info.fields if _may_name(f.type)}  # type: ignore[attr-defined]
            fields = tuple(n for n in cls.__struct_fields__ if n in kept)  # type: ignore[attr-defined]
        except (TypeError, AttributeError):
            fields = tuple(getattr(cls, "__struct_fields__", ()))
        _NAMING_FIELDS[cls] = fields
    return fields


def characters_named(event: Event, state: CampaignState) -> set[str]:
    """Characters an event names in any field (lists included): who took part in a table's play."""
    known = state.characters
    game_chars = getattr(state.game, "characters", {})
    found: set[str] = set()
    for name in _naming_fields(type(event)):
        value = getattr(event, name)
        values = value if isinstance(value, (list, tuple)) else (value,)
        for v in values:
            if isinstance(v, str) and (v in known or v in game_chars):
                found.add(v)
            elif isinstance(v, msgspec.Struct):
                cid = getattr(v, "character_id", None)
                if isinstance(cid, str) and (cid in known or cid in game_chars):
                    found.add(cid)
    return found
