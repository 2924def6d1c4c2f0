"""What the OpenAPI document says so that generated clients get clean names and need no constant passed by hand.

Generators name a schema written inline after where it sits: openapi-python-client names the enum of a
nullable field `ability` of `ScratchRollAbilityRequest` `ScratchRollAbilityRequestAbilityType0` (the union's
first member) unless the member has a title. So, over the whole document:

- the one enum or object of a `oneOf` beside `null` is titled by the field (or parameter) it describes, and is
  generated as `ScratchRollAbilityRequestAbility`, as a non-nullable field's enum is;
- a `oneOf` of plain enums of one type (a union of `Literal`s) is one enum of all their values (and a `oneOf`
  of one enum, that enum);
- a field that is a constant (`const`: an event's `type`, a tagged choice's `kind`) has it as its `default`
  too, so a generated model fills it in (`CampaignCreated(campaign_id=…)`, no `type_=` to spell).
"""

from __future__ import annotations

from typing import Any

_PLAIN_ENUM_KEYS = {"type", "enum"}


def clean(doc: dict[str, Any]) -> dict[str, Any]:
    """Clean `doc` in place (see the module's docstring); returns it."""
    for schema in doc.get("components", {}).get("schemas", {}).values():
        _schema(schema, "")
    for item in doc.get("paths", {}).values():
        for op in item.values():
            if isinstance(op, dict):
                for param in op.get("parameters", []):
                    if isinstance(param.get("schema"), dict):
                        _schema(param["schema"], param.get("name", ""))
    return doc


def _schema(schema: dict[str, Any], name: str) -> None:
    choices = schema.get("oneOf")
    if isinstance(choices, list) and "discriminator" not in schema:
        _merge_enums(schema, choices)
        _title_the_choice(schema.get("oneOf", []), name)
    for field, prop in (schema.get("properties") or {}).items():
        if isinstance(prop, dict):
            _schema(prop, field)
            if "const" in prop and field in schema.get("required", []):
                prop.setdefault("default", prop["const"])
    if isinstance(schema.get("items"), dict):
        _schema(schema["items"], f"{name}_item")
    for key in ("oneOf", "anyOf", "allOf"):
        for member in schema.get(key) or []:
            if isinstance(member, dict):
                _schema(member, name)


def _merge_enums(schema: dict[str, Any], choices: list[Any]) -> None:
    """`oneOf` [enum, enum, (null)] of one type → one enum (beside the null); `oneOf` [enum] → the enum."""
    enums = [c for c in choices if isinstance(c, dict) and "enum" in c and set(c) <= _PLAIN_ENUM_KEYS]
    nulls = [c for c in choices if c == {"type": "null"}]
    if len(enums) + len(nulls) != len(choices) or len({e.get("type") for e in enums}) != 1:
        return
    if len(enums) == 1 and nulls:
        return
    values = list(dict.fromkeys(v for e in enums for v in e["enum"]))
    merged = {"type": enums[0]["type"], "enum": values} if "type" in enums[0] else {"enum": values}
    if nulls:
        schema["oneOf"] = [merged, *nulls]
    else:
        del schema["oneOf"]
        schema.update(merged)


def _title_the_choice(choices: list[Any], name: str) -> None:
    """The one inline enum or object beside `null` takes the field's name as its title."""
    if not name or not any(c == {"type": "null"} for c in choices):
        return
    inline = [c for c in choices if isinstance(c, dict) and c != {"type": "null"}]
    if len(inline) != 1 or "$ref" in inline[0] or "title" in inline[0]:
        return
    if "enum" in inline[0] or inline[0].get("type") == "object":
        inline[0]["title"] = name
