"""Sealing an event's personal values before it is stored, so that forgetting can erase them later.

Each value of a field declared personal (domain/personal.py) is replaced in the stored bytes by its salted
digest token and kept beside the event as a `PersonalPart` of its subject (eventstore/personal.py). The
hash chain covers the tokens; forgetting a member deletes their parts, and reads then show "forgotten".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from domain.messages import Event
from domain.personal import ACTOR, plan, values_at
from eventstore.personal import PersonalPart, seal

Owner = Callable[[str], str | None]
"""The member a top-level id field names: the member itself, or a character's owner (None: unknown)."""

_encode = msgspec.json.encode


def sealed(encoded: bytes, event: Event, actor: str, owner: Owner) -> tuple[bytes, tuple[PersonalPart, ...]]:
    """`encoded` (the event's JSON) with its personal values sealed, and their parts; unchanged without any."""
    paths = plan(type(event)).paths
    if not paths or all(len(path) == 1 and not getattr(event, path[0], None) for path, _ in paths):
        return encoded, ()  # none, or only empty top-level fields (no personal data in "" or None)
    obj: dict[str, Any] = msgspec.json.decode(encoded)
    parts: list[PersonalPart] = []
    for path, subject_field in paths:
        for container, key in values_at(obj, path):
            if not container[key]:
                continue
            subject = _subject(obj, subject_field, actor, owner)
            part = seal(subject, _encode(container[key]))
            container[key] = part.token
            parts.append(part)
    if not parts:
        return encoded, ()
    return _encode(obj), tuple(parts)


def _subject(obj: dict[str, Any], field: str, actor: str, owner: Owner) -> str:
    if field == ACTOR:
        return actor
    named = obj.get(field)
    if isinstance(named, str) and named:
        return owner(named) or actor
    return actor
