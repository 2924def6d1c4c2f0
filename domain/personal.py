"""Which values of an event are someone's personal data, declared on the event's own fields.

A field typed `Annotated[str, personal()]` holds free text a member wrote (a note, a stake, a label) or a
name (theirs, their character's). The application stores such a value apart from the bytes the hash chain
covers, so that forgetting a member erases it for good while the log still verifies (docs/privacy.md).
`personal(subject)` names whose data it is: by default the member who issued the command (the event's
actor); `personal("owner_id")` the member or character whose id the event's top-level field of that name
holds (a character's name belongs to its owner).

A string field an event carries is either declared here or listed as not personal in
tests/domain/test_personal_fields.py: a new event type has to decide.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import msgspec
import msgspec.inspect as mi

ACTOR = ""
"""The subject of a personal value written by whoever issued the command."""
FORGOTTEN = "forgotten"
"""What a forgotten value reads as, everywhere."""


def personal(subject: str = ACTOR) -> msgspec.Meta:
    """The marker of a personal field: `name: Annotated[str, personal("owner_id")]`."""
    return msgspec.Meta(extra={"personal": subject}, extra_json_schema={"x-personal": True})


Path = tuple[str, ...]
"""Where a value sits in an event's JSON: field names, and "[]" for each item of a list."""


class Plan(msgspec.Struct, frozen=True):
    """An event type's personal values: where each sits and whose it is (ACTOR or a top-level field)."""

    paths: tuple[tuple[Path, str], ...]


@cache
def plan(cls: type[msgspec.Struct]) -> Plan:
    """Where `cls` keeps personal values (walked once per type)."""
    found: list[tuple[Path, str]] = []
    _walk(mi.type_info(cls), (), found, None, 0)
    return Plan(tuple(found))


def _walk(t: mi.Type, path: Path, found: list[tuple[Path, str]], subject: str | None, depth: int) -> None:
    if depth > 8:
        return
    if isinstance(t, mi.Metadata):
        marked = (t.extra or {}).get("personal")
        _walk(t.type, path, found, marked if isinstance(marked, str) else subject, depth)
    elif isinstance(t, mi.StrType):
        if subject is not None:
            found.append((path, subject))
    elif isinstance(t, mi.UnionType):
        for option in t.types:
            _walk(option, path, found, subject, depth)
    elif isinstance(t, mi.ListType | mi.VarTupleType):
        _walk(t.item_type, (*path, "[]"), found, subject, depth + 1)
    elif isinstance(t, mi.StructType):
        for f in t.fields:
            _walk(f.type, (*path, f.encode_name), found, None, depth + 1)


def values_at(obj: Any, path: Path) -> list[tuple[Any, str | int]]:
    """The containers and keys under which `path` holds a string in `obj` (plain JSON data)."""
    out: list[tuple[Any, str | int]] = []
    _collect(obj, path, out)
    return out


def _collect(obj: Any, path: Path, out: list[tuple[Any, str | int]]) -> None:
    head, rest = path[0], path[1:]
    if head == "[]":
        if isinstance(obj, list):
            for i, item in enumerate(obj):
                if rest:
                    _collect(item, rest, out)
                elif isinstance(item, str):
                    out.append((obj, i))
    elif isinstance(obj, dict) and head in obj:
        if rest:
            _collect(obj[head], rest, out)
        elif isinstance(obj[head], str):
            out.append((obj, head))
