"""Every event the rules produce is described by the committed OpenAPI document.

A session of each game system is played over HTTP (the sessions of `tests/server/sessions/`), then its whole
log, as the GM and as each player sees it (rolls hidden from a player come as `roll.hidden`), is encoded as
the API sends it (`EventOut`) and validated against the committed document with a JSON Schema validator:
the `data` of each event against its own type's schema, naming no field the schema leaves out.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import msgspec
import pytest
from jsonschema import ValidationError

from application.visible import visible_events
from domain.campaign import Actor
from domain.messages import RollEvent, tag_of
from domain.rulesets import RULESETS
from domain.visibility import redacted, redacted_follower
from eventstore.store import EventStore
from server.cli.replay import load_current
from server.http.schemas import event_schema_name, event_types
from tests.server.contract import check_event, committed, component, validator
from tests.server.test_replay_rulesets import SESSIONS, _campaigns_of

NOW = "2026-01-01T00:00:00Z"


@pytest.fixture
async def store(database_url: str) -> AsyncIterator[EventStore]:
    store = await EventStore.connect(database_url, min_size=1, max_size=2, notify=False)
    yield store
    await store.close()


def test_every_event_type_has_its_schema_in_the_document() -> None:
    data = component("EventOut")["properties"]["data"]
    mapping = data["discriminator"]["mapping"]
    tags = {tag_of(cls) for cls in event_types(RULESETS)} | {"roll.hidden", "roll.sealed"}
    assert set(mapping) == tags
    # every known type by its mapping, then the fallback for any type the document does not name
    assert [ref["$ref"] for ref in data["oneOf"]] == [*mapping.values(), "#/components/schemas/UnknownEvent"]
    unknown = component("UnknownEvent")
    assert unknown["properties"]["type"]["not"] == {"enum": sorted(tags)}
    assert unknown["required"] == ["type"] and unknown["additionalProperties"] is True
    for tag, ref in mapping.items():
        schema = component(event_schema_name(tag))
        assert ref == f"#/components/schemas/{event_schema_name(tag)}"
        # required, and its own default: a generated model fills it in (server/http/openapi_names.py)
        assert schema["properties"]["type"] == {"type": "string", "const": tag, "default": tag}
        assert "type" in schema["required"]


def test_exactly_one_member_of_the_union_takes_any_event() -> None:
    """`oneOf`: a known type matches its own schema only (the fallback refuses the types the document names);
    a type the document does not name matches the fallback, whatever its fields."""
    known = {"type": "campaign.table_closed", "table_id": "t1", "closed_at": NOW}
    event = {"version": 3, "position": 30, "type": known["type"], "data": known, "recorded_at": NOW, "hash": "ab"}
    check_event(event)
    newer = {"type": "td.rolled", "roll_id": "r1", "total": 7, "rolls": [{"sides": 6, "faces": [3, 4]}]}
    validator("EventOut").validate({**event, "type": newer["type"], "data": newer})
    with pytest.raises(ValidationError):  # a known type must still match its own schema
        validator("EventOut").validate({**event, "data": {"type": "campaign.table_closed"}})
    for name in ("CommandResult", "EventsPage"):
        assert committed()["components"]["schemas"][name]["properties"]["events"]["items"] == {
            "$ref": "#/components/schemas/EventOut"
        }


@pytest.mark.parametrize("ruleset", sorted(SESSIONS))
async def test_the_events_of_a_session_match_their_schemas(api: Any, store: EventStore, ruleset: str) -> None:
    before = await _campaigns_of(store, ruleset)
    await SESSIONS[ruleset](api)
    (campaign_id,) = await _campaigns_of(store, ruleset) - before
    game, state = await load_current(store, campaign_id, RULESETS)
    records = await store.read_stream(f"campaign-{campaign_id}")
    viewers = [Actor(member_id=m.member_id, role=m.role) for m in state.members.values()]
    assert {v.role for v in viewers} >= {"gm", "player"}
    seen: set[str] = set()
    for viewer in viewers:
        for out in visible_events(game, records, viewer, frozenset(state.hidden_rolls)):
            event = msgspec.json.decode(msgspec.json.encode(out))
            check_event(event)
            seen.add(event["type"])
    mine = {tag_of(cls) for cls in game.ruleset.events}
    assert len(mine & seen) >= 10, "the session's own events were checked"


def test_hidden_rolls_match_their_schema() -> None:
    """`roll.hidden` as a hidden roll and as an event that follows one is sent (server/views.py)."""
    roll = RollEvent(table_id="t1", roller_id="m1", rolls=(), visibility="blind")
    follows = {"version": 7, "table_id": "t1", "roller_id": "m1", "visibility": "gm"}
    for data in (redacted(roll), redacted_follower(follows)):
        check_event({"version": 8, "position": 80, "type": "roll.hidden", "recorded_at": NOW, "data": data})


def test_a_problem_event_is_refused_by_the_document() -> None:
    """The validator is not a formality: an event whose data does not match its type's schema fails."""
    from jsonschema import ValidationError

    good = {
        "version": 1,
        "position": 1,
        "type": "campaign.table_opened",
        "recorded_at": NOW,
        "data": {
            "type": "campaign.table_opened",
            "table_id": "t",
            "name": "Table",
            "dice_mode": "server",
            "opened_at": "now",
        },
    }
    check_event(good)
    for bad in (
        {**good["data"], "table_id": 7},
        {**good["data"], "type": "rr.test_rolled"},
        {"type": "campaign.table_opened"},
    ):
        with pytest.raises((ValidationError, AssertionError)):
            check_event({**good, "data": bad})
