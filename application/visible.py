"""What each viewer may see of events and state, and the shapes reads show them in.

Events: a non-public roll the viewer may not see (domain/visibility.py: not the GM, not the roller of a
GM-only roll, not revealed yet) is shown as type ``roll.hidden`` with who rolled where — without its data,
id, metadata or hash (the hash and id would let a viewer test guesses of the faces).

State: the fold contains each roll's outcome (an R&R test record keeps its faces and successes), so a state
shown to such a viewer drops the records a hidden roll created: every entry of the ruleset state's
top-level maps keyed by one of the roll's own record ids (`test_id`, `save_id`, … — any `*_id` field but
the shared entities: character, table, conflict, member, target, roller) — the ruleset's `redact` hook,
by default `domain.table_view.redact_records`. Consequences that land on shared entities (a character's
losses) are held back: such an entity shows as it was before the roll until the reveal (application/held.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from datetime import datetime
from typing import Annotated, Any

import msgspec

from application.held import HeldRoll, hold
from domain.campaign import Actor, CampaignState, CharacterRef, Member, Table
from domain.game import Game
from domain.messages import Event, RollEvent
from domain.rulings import in_force
from domain.visibility import (
    FOLLOWS,
    HIDDEN_ROLL_TYPE,
    may_see,
    may_see_follower,
    redacted,
    redacted_follower,
)
from eventstore.events import RecordedEvent

_decode_dict = msgspec.json.Decoder(dict[str, Any]).decode


class _EventDataMarker:
    """Marks the `data` of an event in a response (see `EventData`)."""


EVENT_DATA = _EventDataMarker()
EventData = Annotated[dict[str, Any], EVENT_DATA]
"""An event's data as sent (its stored JSON, `type` included); the server documents it as the union of the
event types (server/http/schemas.py)."""


class EventOut(msgspec.Struct, kw_only=True, omit_defaults=True):
    """One stored event as a viewer may see it."""

    version: int
    """Its version in the campaign stream (the ETag after it)."""
    position: int
    """Its position in the global log."""
    type: str
    data: EventData
    """The event's facts (`type` included), typed by `type` in the OpenAPI document (server/http/schemas.py)."""
    recorded_at: datetime
    schema_version: int = 1
    id: str | None = None
    hash: str | None = None
    """Hex SHA-256 chaining it to the previous event of the stream; absent on a hidden roll."""
    metadata: dict[str, Any] = msgspec.field(default_factory=dict)
    text: str | None = None
    """Its line of plain English as the viewer may see it; only when asked (`?text=1` on the log and the live
    feeds)."""


class You(msgspec.Struct, kw_only=True):
    member_id: str
    role: str
    name: str


class HiddenRoll(msgspec.Struct, kw_only=True):
    version: int
    roller_id: str


class ReadingOut(msgspec.Struct, kw_only=True):
    """One reading of a ruling: its name, what the rules then do, and the book's words for it."""

    name: str
    rule: str
    book: str
    where: str


class RulingOut(msgspec.Struct, kw_only=True):
    """A known contradiction of the game's rulebook (domain/rulings.py) and the reading in force now."""

    name: str
    title: str
    default: str
    """The reading followed until the GM sets another: the rule as the book states it."""
    in_force: str
    readings: list[ReadingOut]


class CampaignOut(msgspec.Struct, kw_only=True):
    campaign_id: str
    name: str
    ruleset: str
    version: int
    you: You
    members: list[Member]
    tables: list[Table]
    characters: list[CharacterRef]
    hidden_rolls: list[HiddenRoll]
    settings: dict[str, Any]
    rulings: list[RulingOut] = msgspec.field(default_factory=list)
    """The game system's rulings, each with the reading in force (the GM sets one with `campaign.set_ruling`)."""


class EntityOut(msgspec.Struct, kw_only=True):
    """One entity (or the whole campaign state) as of `version`."""

    campaign_id: str
    version: int
    """The stream version this view is as of (the ETag)."""
    current_version: int
    entity: str
    """`campaign`, `character:<id>`, `table:<id>`, `conflict:<id>` or `member:<id>`."""
    state: dict[str, Any]


class EventsPage(msgspec.Struct, kw_only=True):
    campaign_id: str
    events: list[EventOut]
    next_cursor: str
    """Pass as `cursor` to read on (now if `more`, later for the events appended since); the scan went this
    far even when filters matched fewer events."""
    version: int
    """The campaign's version when the page was read."""
    more: bool
    next_after: int
    """Deprecated: the version `next_cursor` stands for, as `after` takes it."""


# -- events ----------------------------------------------------------------------------------------------


def event_out(record: RecordedEvent, data: dict[str, Any] | None = None) -> EventOut:
    return EventOut(
        version=record.version,
        position=record.position,
        type=record.type,
        data=data if data is not None else _decode_dict(record.data),
        recorded_at=record.recorded_at,
        schema_version=record.schema_version,
        id=str(record.id),
        hash=record.hash.hex(),
        metadata=record.metadata,
    )


def hidden_out(record: RecordedEvent, event: RollEvent) -> EventOut:
    return EventOut(
        version=record.version,
        position=record.position,
        type=HIDDEN_ROLL_TYPE,
        data=redacted(event),
        recorded_at=record.recorded_at,
    )


def hidden_follower_out(record: RecordedEvent, follows: Mapping[str, Any]) -> EventOut:
    """An event that follows from a roll hidden from the viewer: shown as part of that hidden roll."""
    return EventOut(
        version=record.version,
        position=record.position,
        type=HIDDEN_ROLL_TYPE,
        data=redacted_follower(follows),
        recorded_at=record.recorded_at,
    )


def visible_events(
    game: Game,
    records: Iterable[RecordedEvent],
    viewer: Actor,
    hidden: frozenset[int] | set[int],
    decoded: Iterable[Event] | None = None,
) -> list[EventOut]:
    """Records as `viewer` may see them; `hidden` are the versions of rolls not revealed yet."""
    out: list[EventOut] = []
    events = iter(decoded) if decoded is not None else None
    for record in records:
        event = next(events) if events is not None else None
        follows = record.metadata.get(FOLLOWS) if hidden and viewer.role != "gm" else None
        if follows is not None and not may_see_follower(follows, viewer, hidden):
            out.append(hidden_follower_out(record, follows))
            continue
        if record.version in hidden and viewer.role != "gm":
            if event is None:
                event = game.decode(record.type, record.data)
            if isinstance(event, RollEvent) and not may_see(event, record.version, viewer, hidden):
                out.append(hidden_out(record, event))
                continue
        out.append(event_out(record))
    return out


def mentions(data: Mapping[str, Any], entity_id: str, names: Callable[[str], bool]) -> bool:
    """Whether an event's data names `entity_id` in a field whose name passes `names`."""
    for key, value in data.items():
        if not names(key):
            continue
        if value == entity_id:
            return True
        if isinstance(value, list) and entity_id in value:
            return True
    return False


def is_character_field(name: str) -> bool:
    return name.endswith(("character_id", "character_ids", "target_id", "target_ids")) or name in (
        "saver_id",
        "attacker_id",
        "defender_id",
    )


# -- state -----------------------------------------------------------------------------------------------


def game_view(
    game: Game,
    state: CampaignState,
    viewer: Actor,
    unseen: list[Event],
    held: Mapping[str, HeldRoll] | None = None,
) -> dict[str, Any]:
    """The ruleset state as `viewer` may see it; `held`: the entities hidden rolls hold (application/held.py),
    shown as they were before the roll."""
    shown = game.redact(state, viewer, unseen)
    if held and viewer.role != "gm" and unseen:
        return hold(shown, held, lambda roll: game_view(game, roll.before, viewer, unseen))
    return shown


def rulings_out(game: Game, state: CampaignState) -> list[RulingOut]:
    return [
        RulingOut(
            name=r.name,
            title=r.title,
            default=r.default,
            in_force=in_force(state, r),
            readings=[ReadingOut(name=x.name, rule=x.rule, book=x.book, where=x.where) for x in r.readings],
        )
        for r in game.ruleset.rulings
    ]


def campaign_out(game: Game, state: CampaignState, viewer: Actor) -> CampaignOut:
    member = state.members.get(viewer.member_id)  # none for a read-only token: an observer of its own
    you = (
        You(member_id=member.member_id, role=member.role, name=member.name)
        if member is not None
        else You(member_id=viewer.member_id, role=viewer.role, name="read-only token")
    )
    return CampaignOut(
        campaign_id=state.campaign_id,
        name=state.name,
        ruleset=state.ruleset,
        version=state.version,
        you=you,
        members=list(state.members.values()),
        tables=list(state.tables.values()),
        characters=list(state.characters.values()),
        hidden_rolls=[HiddenRoll(version=v, roller_id=r) for v, r in sorted(state.hidden_rolls.items())],
        settings=state.settings,
        rulings=rulings_out(game, state),
    )


def state_out(
    game: Game,
    state: CampaignState,
    viewer: Actor,
    unseen: list[Event],
    held: Mapping[str, HeldRoll] | None = None,
) -> dict[str, Any]:
    common = msgspec.to_builtins(state)
    common["game"] = game_view(game, state, viewer, unseen, held)
    common["hidden_rolls"] = {str(v): r for v, r in state.hidden_rolls.items()}
    return common  # type: ignore[no-any-return]


class EntityMissing(LookupError):
    pass


def entity_state(
    game: Game,
    state: CampaignState,
    viewer: Actor,
    entity: str,
    unseen: list[Event],
    held: Mapping[str, HeldRoll] | None = None,
) -> dict[str, Any]:
    """The state of `entity` (`campaign`, `character:<id>`, …); EntityMissing when it does not exist then.
    `held`: what hidden rolls hold at the state's version (application/held.py)."""
    if entity == "campaign":
        return state_out(game, state, viewer, unseen, held)
    kind, _, entity_id = entity.partition(":")
    if kind == "table":
        table = state.tables.get(entity_id)
        if table is None:
            raise EntityMissing(entity)
        return msgspec.to_builtins(table)  # type: ignore[no-any-return]
    if kind == "member":
        member = state.members.get(entity_id)
        if member is None:
            raise EntityMissing(entity)
        return msgspec.to_builtins(member)  # type: ignore[no-any-return]
    view = game_view(game, state, viewer, unseen, held)
    if kind == "character":
        ref = state.characters.get(entity_id)
        sheet = view.get("characters", {}).get(entity_id)
        if ref is None and sheet is None:
            raise EntityMissing(entity)
        return {
            "character_id": entity_id,
            "owner_id": ref.owner_id if ref else None,
            "name": ref.name if ref else None,
            "sheet": sheet,
        }
    if kind == "conflict":
        conflict = view.get("conflicts", {}).get(entity_id)
        if conflict is None:
            # An ended conflict has left the state; while its table is open a marker (`ended`: conflict id →
            # table id) says so. Its history is a read at a past version (`/state?at=`).
            table_id = (view.get("ended") or {}).get(entity_id)
            if not isinstance(table_id, str):
                raise EntityMissing(entity)
            return {"conflict_id": entity_id, "table_id": table_id, "active": False}
        return conflict  # type: ignore[no-any-return]
    raise EntityMissing(entity)
