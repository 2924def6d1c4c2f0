"""What each viewer may see of the log.

Public events are seen by everyone. A non-public roll is seen in full by the GM, by its roller when the
roll is GM-only (``"gm"``), and by everyone once revealed; anyone else — and the roller of a blind roll —
sees only that a roll happened. The same rule serves history pages, live feeds, replays and recaps.

What follows from a hidden roll is hidden with it (`followed_rolls`): the events its own command appended
after it, and events of later commands its ruleset's `follows_roll` hook ties to it. The server records the
tie in each such event's metadata when appending it, so every read can hide the event without the roll.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Mapping, Sequence

from domain.campaign import Actor
from domain.messages import Event, RollEvent

HIDDEN_ROLL_TYPE = "roll.hidden"


def may_see(event: Event, version: int, viewer: Actor, hidden_versions: Container[int]) -> bool:
    """True when `viewer` may see `event` (stored at `version`) in full.

    `hidden_versions` holds the versions of non-public rolls not revealed (yet) from the viewer's point
    in the log: the current state's `hidden_rolls` for history, the state at delivery for live feeds.
    """
    if not isinstance(event, RollEvent) or event.visibility == "public":
        return True
    if viewer.role == "gm" or version not in hidden_versions:
        return True
    return event.visibility == "gm" and event.roller_id == viewer.member_id


def redacted(event: RollEvent) -> dict[str, object]:
    """What a viewer who may not see a roll learns: who rolled, where, and that it was hidden."""
    return {
        "type": HIDDEN_ROLL_TYPE,
        "table_id": event.table_id,
        "roller_id": event.roller_id,
        "visibility": event.visibility,
    }


# -- what follows from a hidden roll ---------------------------------------------------------------------

FOLLOWS = "follows_roll"
"""Metadata key of an event that follows from a hidden roll (see `followed_rolls`): the roll's version,
roller, table and visibility, so any read can hide the event with its roll without reading the roll."""

SHARED_IDS = frozenset({"table_id", "roller_id", "character_id", "conflict_id", "member_id", "target_id", "owner_id"})
"""Ids of shared entities: naming one of these does not make an event part of a roll's own record."""

_SHARED_SUFFIXES = tuple(sorted(SHARED_IDS))

FollowsRoll = Callable[[Event, RollEvent], bool]
"""A ruleset's hook (`Ruleset.follows_roll`): whether `event`, appended by a later command, follows from the
still-hidden `roll` — its facts show the roll's outcome (a defence resolving a hidden attack)."""


def is_record_field(name: str) -> bool:
    """Whether an event's field names a record (`test_id`, `save_id`, `draft_id` …) rather than a shared entity:
    an `…_id` field not ending in a shared entity's name, so `source_character_id` names a character too."""
    return name.endswith("_id") and not name.endswith(_SHARED_SUFFIXES)


def record_ids(event: Event) -> set[str]:
    """The ids of the records an event names, other than shared entities (`test_id`, `save_id`, `draft_id` …)."""
    out: set[str] = set()
    for name in event.__struct_fields__:
        if is_record_field(name):
            value = getattr(event, name)
            if isinstance(value, str):
                out.add(value)
    return out


def named_ids(event: object) -> set[str]:
    """Every id an event names: its `…_id` fields, its `…_ids` lists, and those fields of the structs it
    carries (a pool die's `character_id`). The entities an event changes are among them, which is how a
    viewer is shown the entities a hidden roll and what followed from it touched as they were before the
    roll (server/held.py)."""
    out: set[str] = set()
    for name in getattr(type(event), "__struct_fields__", ()):
        value = getattr(event, name)
        if name.endswith("_id"):
            if isinstance(value, str):
                out.add(value)
        elif isinstance(value, (tuple, list)):
            for item in value:
                if isinstance(item, str):
                    if name.endswith("_ids"):
                        out.add(item)
                elif hasattr(type(item), "__struct_fields__"):
                    out |= named_ids(item)
        elif hasattr(type(value), "__struct_fields__"):
            out |= named_ids(value)
    return out


def shares_a_record(event: Event, roll: RollEvent) -> bool:
    """The usual `follows_roll`: a later event follows a hidden roll when it names a record the roll made (a
    test the roll opened, a draft it rolled). Rulesets whose records are all keyed by ids use it as it is."""
    ids = record_ids(roll)
    return bool(ids) and not ids.isdisjoint(record_ids(event))


def follows_of(version: int, roll: RollEvent) -> dict[str, object]:
    return {"version": version, "table_id": roll.table_id, "roller_id": roll.roller_id, "visibility": roll.visibility}


def followed_rolls(
    events: Sequence[Event],
    first_version: int,
    hidden: Mapping[int, Event],
    follows_roll: FollowsRoll | None,
) -> list[dict[str, object] | None]:
    """For each event a command appends (the first at `first_version`), the hidden roll it follows from.

    An event follows a non-public roll when the same command appended it after that roll (the damage of a
    hidden attack), or when the ruleset's `follows_roll` says it follows one of the campaign's still-hidden
    rolls (`hidden`, by version); every later event of that command then follows the same roll. Such an event
    is hidden with its roll, from whoever may not see the roll, until the roll is revealed.
    """
    out: list[dict[str, object] | None] = []
    current: dict[str, object] | None = None
    for i, event in enumerate(events):
        if isinstance(event, RollEvent) and event.visibility != "public":
            current = follows_of(first_version + i, event)
            out.append(None)  # hidden as a roll of its own
            continue
        if current is None and follows_roll is not None and hidden:
            for version in sorted(hidden, reverse=True):
                roll = hidden[version]
                if isinstance(roll, RollEvent) and version < first_version + i and follows_roll(event, roll):
                    current = follows_of(version, roll)
                    break
        out.append(current)
    return out


def may_see_follower(follows: Mapping[str, object], viewer: Actor, hidden_versions: Container[object]) -> bool:
    """`may_see` for an event that follows from a roll: whoever may see the roll may see what follows."""
    if viewer.role == "gm" or follows.get("version") not in hidden_versions:
        return True
    return follows.get("visibility") == "gm" and follows.get("roller_id") == viewer.member_id


def redacted_follower(follows: Mapping[str, object]) -> dict[str, object]:
    """What a viewer who may not see a roll learns of an event that follows from it: that it is part of it."""
    return {
        "type": HIDDEN_ROLL_TYPE,
        "table_id": follows.get("table_id"),
        "roller_id": follows.get("roller_id"),
        "visibility": follows.get("visibility"),
        "follows": follows.get("version"),
    }
