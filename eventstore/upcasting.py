"""Turning old stored shapes into current ones on read, so stored rows are never edited.

An upcaster is registered for `(type, from_schema_version)` and maps that version's JSON object to the
next version's. Reads chain them (v1 → v2 → v3) until no upcaster applies, so each schema change adds one
small function and leaves the others alone.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

import msgspec

from eventstore.events import RecordedEvent

Upcaster = Callable[[dict[str, Any]], dict[str, Any]]
F = TypeVar("F", bound=Upcaster)

_decode = msgspec.json.decode
_encode = msgspec.json.encode


class UpcasterRegistry:
    """Upcasters keyed by (event type, schema version they upgrade from)."""

    def __init__(self) -> None:
        self._upcasters: dict[tuple[str, int], Upcaster] = {}
        self._types: set[str] = set()

    @classmethod
    def of(cls, upcasters: Mapping[tuple[str, int], Upcaster]) -> UpcasterRegistry:
        """A registry holding each `(type, from_version) -> upcaster` of the mapping."""
        registry = cls()
        for (type, from_version), upcaster in upcasters.items():
            registry.register(type, from_version, upcaster)
        return registry

    def register(self, type: str, from_version: int, upcaster: Upcaster) -> None:
        """Add the function that turns `type` at `from_version` into `from_version + 1`."""
        key = (type, from_version)
        if key in self._upcasters:
            raise ValueError(f"an upcaster for {type!r} from schema version {from_version} is already registered")
        if from_version < 1:
            raise ValueError("schema versions start at 1")
        self._upcasters[key] = upcaster
        self._types.add(type)

    def upcaster(self, type: str, from_version: int) -> Callable[[F], F]:
        """Decorator form of `register`."""

        def decorate(fn: F) -> F:
            self.register(type, from_version, fn)
            return fn

        return decorate

    def __len__(self) -> int:
        return len(self._upcasters)

    def __contains__(self, key: object) -> bool:
        return key in self._upcasters

    def current_version(self, type: str, stored_version: int = 1) -> int:
        """The schema version an event stored at `stored_version` reads as after upcasting."""
        version = stored_version
        while (type, version) in self._upcasters:
            version += 1
        return version

    def upcast_data(self, type: str, schema_version: int, data: bytes) -> tuple[int, bytes]:
        """Upgrade one payload as far as the registry goes; returns (new schema version, new data)."""
        if (type, schema_version) not in self._upcasters:
            return schema_version, data
        obj = _decode(data)
        while (upcaster := self._upcasters.get((type, schema_version))) is not None:
            obj = upcaster(obj)
            schema_version += 1
        return schema_version, _encode(obj)

    def upcast(self, event: RecordedEvent) -> RecordedEvent:
        """The event as its current schema version reads (the same object when nothing applies)."""
        if event.type not in self._types or (event.type, event.schema_version) not in self._upcasters:
            return event
        version, data = self.upcast_data(event.type, event.schema_version, event.data)
        return msgspec.structs.replace(event, schema_version=version, data=data)

    def upcast_all(self, events: list[RecordedEvent]) -> list[RecordedEvent]:
        """Upcast a batch, touching only events of registered types (reads call this on every batch)."""
        if not self._upcasters:
            return events
        types = self._types
        return [self.upcast(e) if e.type in types else e for e in events]
