"""The committed OpenAPI document as a JSON Schema validator: what tests check responses and events against."""

from __future__ import annotations

import functools
import json
from typing import Any

from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from server.cli.openapi import DEFAULT_PATH

URI = "urn:chronicle:openapi"


@functools.cache
def committed() -> dict[str, Any]:
    return json.loads(DEFAULT_PATH.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


@functools.cache
def _registry() -> Registry:  # type: ignore[type-arg]
    return Registry().with_resource(URI, Resource.from_contents(committed(), default_specification=DRAFT202012))


@functools.cache
def validator(component: str) -> Draft202012Validator:
    """A validator of `#/components/schemas/<component>` of the committed document."""
    return Draft202012Validator({"$ref": f"{URI}#/components/schemas/{component}"}, registry=_registry())


def component(name: str) -> dict[str, Any]:
    return committed()["components"]["schemas"][name]  # type: ignore[no-any-return]


def event_component(tag: str) -> dict[str, Any]:
    """The schema the document gives an event's `data` of type `tag` (by the discriminator's mapping)."""
    mapping = component("EventOut")["properties"]["data"]["discriminator"]["mapping"]
    return component(mapping[tag].rsplit("/", 1)[1])


def check_event(event: dict[str, Any]) -> None:
    """Raise unless `event` (an `EventOut` as sent) is valid against the document, its `data` against its own
    type's schema, naming no field that schema leaves out."""
    validator("EventOut").validate(event)
    schema = event_component(event["type"])
    unknown = set(event["data"]) - set(schema["properties"])
    assert not unknown, f"{event['type']}: fields the document does not name: {sorted(unknown)}"
