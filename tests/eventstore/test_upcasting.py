"""Upcasting: old stored shapes read as current ones; stored rows stay untouched."""

from __future__ import annotations

import asyncio
from typing import Any

import msgspec
import pytest

from eventstore import EventStore, UpcasterRegistry
from eventstore.hashing import GENESIS_HASH, canonical_bytes_of, event_hash
from tests.eventstore.factories import event, wait_until_readable


def _registry() -> UpcasterRegistry:
    registry = UpcasterRegistry()

    @registry.upcaster("test.rolled", 1)
    def split_pool(old: dict[str, Any]) -> dict[str, Any]:  # v1 had one number, v2 has its parts
        return {"pool": {"attribute": old["pool"], "skill": 0}, "faces": old["faces"]}

    @registry.upcaster("test.rolled", 2)
    def add_target(old: dict[str, Any]) -> dict[str, Any]:  # v3 records the target number
        return {**old, "target": 7}

    return registry


def test_registry_chains_versions() -> None:
    registry = _registry()
    version, data = registry.upcast_data("test.rolled", 1, b'{"pool": 4, "faces": [1, 9]}')
    assert version == 3
    assert msgspec.json.decode(data) == {"pool": {"attribute": 4, "skill": 0}, "faces": [1, 9], "target": 7}
    assert registry.upcast_data("test.rolled", 3, b"{}") == (3, b"{}")
    assert registry.current_version("test.rolled") == 3
    assert registry.current_version("test.other") == 1
    assert ("test.rolled", 2) in registry and len(registry) == 2
    with pytest.raises(ValueError):
        registry.register("test.rolled", 1, lambda d: d)


async def test_upcasters_apply_on_every_read(store: EventStore, stream: str) -> None:
    upcasting = EventStore(store.pool, _registry())  # same database, a store that knows the upcasters
    start = await store.head_position()
    v1 = event("test.rolled", 1, pool=4, faces=[1, 9])
    v2 = event("test.rolled", 2, pool={"attribute": 2, "skill": 1}, faces=[3])
    current = event("test.rolled", 3, pool={"attribute": 1, "skill": 1}, faces=[10], target=5)
    unrelated = event("test.noted", 1, pool=4)
    await upcasting.append(stream, [v1, v2, current, unrelated])

    read = await upcasting.read_stream(stream)
    assert [e.schema_version for e in read] == [3, 3, 3, 1]
    assert msgspec.json.decode(read[0].data) == {"pool": {"attribute": 4, "skill": 0}, "faces": [1, 9], "target": 7}
    assert msgspec.json.decode(read[1].data) == {"pool": {"attribute": 2, "skill": 1}, "faces": [3], "target": 7}
    assert read[2].data == current.data, "already current: untouched, byte for byte"
    assert read[3].data == unrelated.data

    backward = await upcasting.read_stream_backward(stream)
    assert [e.schema_version for e in backward] == [1, 3, 3, 3]

    await wait_until_readable(upcasting, (await upcasting.read_stream_backward(stream, limit=1))[0].position)
    log = [e async for batch in upcasting.read_all(start) for e in batch if e.stream == stream]
    assert [e.schema_version for e in log] == [3, 3, 3, 1]

    async with upcasting.subscribe(start, poll_interval=0.1) as subscription:

        async def first() -> Any:
            async for e in subscription:
                if e.stream == stream:
                    return e

        assert (await asyncio.wait_for(first(), 5)).schema_version == 3

    # Stored rows are untouched: the raw read still has version 1, and its hash still verifies.
    raw = await upcasting.read_stream(stream, upcast=False)
    assert [e.schema_version for e in raw] == [1, 2, 3, 1]
    assert raw[0].data == v1.data
    assert raw[0].hash == event_hash(GENESIS_HASH, canonical_bytes_of(raw[0]))
    assert (await upcasting.verify(stream)).ok
