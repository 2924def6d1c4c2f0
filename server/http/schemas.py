"""How the OpenAPI document describes events and nullable choices, so that generated clients are typed.

- `EventData` (application/visible.py): the annotation of an event's `data` in every response (commands, the
  log, replays). Its schema is a union of every event type the server's rulesets and the campaign record,
  plus `roll.hidden`, discriminated on `type`: each event type is a component named after its tag (`rr.test_rolled` →
  `RrTestRolled`), so a generated client decodes `data` into that event's own model. Its last member,
  `UnknownEvent`, is any other `type` (one added after the client was generated: the API may add event types
  without notice), so that a client generated today reads tomorrow's events generically instead of failing the
  whole page. (Each event component keeps `type` last: openapi-python-client tries the members in turn, and
  checks a `const` through `typing.Literal[...]`, whose cache of 128 the 200 event types thrash, so a `type`
  listed first made every parse twice as slow; most members fail sooner, at their first missing field.)
- Optional literals (`Literal["a", "b"] | None`): `oneOf` the enum and `null`, instead of Litestar's
  `"type": ["null", "string"], "enum": [..., null]`, from which generators make several copies of the enum.

Both are Litestar schema plugins (`openapi_plugins`), given to the app with the rulesets it serves; `finish`
then gives each component a title of its own, in the document served (`FinishedJson`) and committed.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

import msgspec
from litestar import Request
from litestar.openapi.plugins import JsonRenderPlugin
from litestar.openapi.spec import Discriminator, OpenAPIType, Reference, Schema
from litestar.params import KwargDefinition
from litestar.plugins import OpenAPISchemaPlugin
from litestar.typing import FieldDefinition

from application.visible import EVENT_DATA
from domain.game import Game
from domain.messages import Event, Visibility, tag_of
from domain.visibility import HIDDEN_ROLL_TYPE

if TYPE_CHECKING:
    from litestar._openapi.schema_generation import SchemaCreator


class HiddenRoll(msgspec.Struct, frozen=True, kw_only=True, tag_field="type", tag=HIDDEN_ROLL_TYPE):
    """A roll hidden from the viewer (or an event that follows from one): who rolled, where, and that it was
    hidden; its faces, outcome, id and hash are left out until the roll is revealed (docs/visibility.md)."""

    table_id: str
    roller_id: str
    visibility: Visibility
    follows: int | None = None
    """On an event that follows from a hidden roll: that roll's version."""


def event_schema_name(tag: str) -> str:
    """`rr.test_rolled` → `RrTestRolled` (tags are unique, so the names are too)."""
    return "".join(part.capitalize() for part in re.split(r"[._\-]", tag) if part)


def event_types(rulesets: Mapping[str, Game]) -> list[type[Event]]:
    """Every event type the rulesets (and the campaign) record, each once, in a stable order."""
    seen: dict[str, type[Event]] = {}
    for name in sorted(rulesets):
        for cls in rulesets[name].event_types:
            seen.setdefault(tag_of(cls), cls)
    return list(seen.values())


class EventDataSchema(OpenAPISchemaPlugin):
    """The schema of `EventData`: `oneOf` the event types' components, with a discriminator on `type`."""

    def __init__(self, rulesets: Mapping[str, Game]) -> None:
        self._types: list[type[msgspec.Struct]] = [*event_types(rulesets), HiddenRoll]

    def is_plugin_supported_field(self, field_definition: FieldDefinition) -> bool:
        return any(m is EVENT_DATA for m in field_definition.metadata)

    def to_openapi_schema(self, field_definition: FieldDefinition, schema_creator: SchemaCreator) -> Schema:
        refs = dict(_event_components(self._types, schema_creator))
        mapping = {tag: f"#/components/schemas/{event_schema_name(tag)}" for tag in refs}
        return Schema(
            one_of=[*refs.values(), _unknown_event(sorted(refs), schema_creator)],
            discriminator=Discriminator(property_name="type", mapping=mapping),
            description="The event's facts, its `type` included: one of the event types, discriminated on `type`; "
            f"an event of a type this document does not name is an `{UNKNOWN_EVENT}` (skip it or keep it whole).",
        )


UNKNOWN_EVENT = "UnknownEvent"


class UnknownEvent(msgspec.Struct, frozen=True, kw_only=True):
    """An event of a type this document does not name — one added after the client was generated (new event
    types come without notice, docs/api.md#versions-and-deprecations): its `type` and, as sent, its other
    fields. Switch on `type` and skip it, or keep it whole; a client generated from a newer document reads it
    as its own type."""

    type: str


def _unknown_event(known: list[str], creator: SchemaCreator) -> Reference:
    """The union's fallback: any object whose `type` is none of `known` (so exactly one member matches any
    event), every other field kept (`additionalProperties`). The discriminator's mapping names the known types
    only, so a reader that follows it reads a known type as its own model, and anything else as this."""
    field = FieldDefinition.from_annotation(
        UnknownEvent, kwarg_definition=KwargDefinition(schema_component_key=UNKNOWN_EVENT)
    )
    ref = creator.for_field_definition(field)
    if not isinstance(ref, Reference):  # pragma: no cover - a Struct is always a component
        raise TypeError("UnknownEvent did not make a component schema")
    schema = creator.schema_registry.from_reference(ref).schema
    schema.title = UNKNOWN_EVENT
    schema.description = " ".join((UnknownEvent.__doc__ or "").split())
    schema.properties = {
        "type": Schema(
            type=OpenAPIType.STRING,
            schema_not=Schema(enum=list(known)),
            description="The event's type: one this document does not name.",
        )
    }
    schema.required = ["type"]
    schema.additional_properties = True
    return ref


def _event_components(types: Iterable[type[msgspec.Struct]], creator: SchemaCreator) -> Iterable[tuple[str, Reference]]:
    for cls in types:
        tag = tag_of(cls)
        name = event_schema_name(tag)
        field = FieldDefinition.from_annotation(cls, kwarg_definition=KwargDefinition(schema_component_key=name))
        ref = creator.for_field_definition(field)
        if not isinstance(ref, Reference):  # pragma: no cover - a Struct is always a component
            raise TypeError(f"{cls.__name__} did not make a component schema")
        creator.schema_registry.from_reference(ref).schema.title = name
        yield tag, ref


class NullableLiteralSchema(OpenAPISchemaPlugin):
    """`Literal[...] | None` as `oneOf` [the enum, null]: one enum for generators, not one per nullable type."""

    def is_plugin_supported_field(self, field_definition: FieldDefinition) -> bool:
        if not field_definition.is_optional or field_definition.is_literal:
            return False
        inner = [t for t in field_definition.inner_types if not t.is_none_type]
        return bool(inner) and all(t.is_literal for t in inner)

    def to_openapi_schema(self, field_definition: FieldDefinition, schema_creator: SchemaCreator) -> Schema:
        from litestar._openapi.schema_generation.schema import create_literal_schema

        values = [t.annotation for t in field_definition.inner_types if not t.is_none_type]
        choices = create_literal_schema(values[0] if len(values) == 1 else _literal_union(values))
        return Schema(one_of=[choices, Schema(type=OpenAPIType.NULL)])


def _literal_union(values: list[Any]) -> Any:
    from typing import Union

    return Union[tuple(values)]  # noqa: UP007 - built from a list


def openapi_plugins(rulesets: Mapping[str, Game]) -> list[OpenAPISchemaPlugin]:
    return [EventDataSchema(rulesets), NullableLiteralSchema()]


def finish(doc: dict[str, Any]) -> dict[str, Any]:
    """The document as served and committed: a component whose title another component shares (two types of
    one name in different modules, e.g. two `Part`s) is titled by its component name instead, which Litestar
    has made unique; generators name their models by title, and clean names for inline choices and defaults for
    constants come from server/http/openapi_names.py. The HTTP conventions the routes keep through
    shared code and middleware (ETag, 304, Link, Retry-After, RateLimit-*, …) are declared by
    server/http/openapi_conventions.py."""
    from server.http.openapi_conventions import declare
    from server.http.openapi_names import clean

    declare(doc)
    clean(doc)
    schemas: dict[str, Any] = doc.get("components", {}).get("schemas", {})
    titles: dict[str, int] = {}
    for schema in schemas.values():
        if "title" in schema:
            titles[schema["title"]] = titles.get(schema["title"], 0) + 1
    for name, schema in schemas.items():
        if titles.get(schema.get("title"), 0) > 1:
            schema["title"] = name
    _command_hints(schemas)
    _personal_hints(schemas)
    return doc


def _personal_hints(schemas: dict[str, Any]) -> None:
    """Each event's personal fields (domain/personal.py) marked `"x-personal": true` on its component (and on the
    component of a nested struct that holds one): the values a forgotten member's events read "forgotten"."""
    from domain.personal import plan
    from domain.rulesets import RULESETS

    for game in RULESETS.values():
        for cls in game.event_types:
            name = "".join(part.capitalize() for part in re.split(r"[._\-]", tag_of(cls)) if part)
            for path, _subject in plan(cls).paths:
                _mark_personal(schemas, schemas.get(name), path)


def _mark_personal(schemas: dict[str, Any], schema: dict[str, Any] | None, path: tuple[str, ...]) -> None:
    *steps, last = path
    for step in steps:
        schema = _resolved(schemas, schema)
        if schema is None:
            return
        schema = schema.get("items") if step == "[]" else schema.get("properties", {}).get(step)
    schema = _resolved(schemas, schema)
    if schema is not None and last in schema.get("properties", {}):
        schema["properties"][last]["x-personal"] = True


def _resolved(schemas: dict[str, Any], schema: dict[str, Any] | None) -> dict[str, Any] | None:
    """`schema` itself, what its `$ref` names, or the one option of a nullable `oneOf` that is not null."""
    while schema is not None:
        if "$ref" in schema:
            schema = schemas.get(schema["$ref"].rsplit("/", 1)[-1])
        elif "oneOf" in schema or "anyOf" in schema:
            options = [o for o in schema.get("oneOf", schema.get("anyOf", [])) if o.get("type") != "null"]
            schema = options[0] if len(options) == 1 else None
        else:
            return schema
    return None


def _command_hints(schemas: dict[str, Any]) -> None:
    """What a command class says of its fields beyond their types, on its request body's component: the fields
    only the GM may set (`gm_fields` → `"x-gm-only": true`) and the words for a field's values (`labels` →
    `"x-labels"`: value → words), so a page builds its forms in the rulebook's words and leaves a player's
    form without the GM's fields."""
    from domain.rulesets import RULESETS

    for game in RULESETS.values():
        for cls in game.ruleset.commands:
            gm_fields = cls.gm_fields
            labels: dict[str, dict[str, str]] = getattr(cls, "labels", {})
            if not gm_fields and not labels:
                continue
            name = "".join(part.capitalize() for part in re.split(r"[._\-]", tag_of(cls)) if part) + "Request"
            properties = schemas.get(name, {}).get("properties", {})
            for field in gm_fields:
                if field in properties:
                    properties[field]["x-gm-only"] = True
            for field, words in labels.items():
                if field in properties:
                    properties[field]["x-labels"] = dict(words)


class FinishedJson(JsonRenderPlugin):
    """Serves `/schema/openapi.json` as `finish` leaves it (the same bytes `chronicle openapi` commits)."""

    def __init__(self) -> None:
        super().__init__()
        self._rendered: bytes | None = None

    def render(self, request: Request[Any, Any, Any], openapi_schema: dict[str, Any]) -> bytes:
        if self._rendered is None:
            self._rendered = self.render_json(request, finish(copy.deepcopy(openapi_schema)))
        return self._rendered
