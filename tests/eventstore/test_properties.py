"""Property tests: every encoding the store relies on round-trips, for any content hypothesis can find."""

from __future__ import annotations

import struct
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from eventstore import EventStore, NewEvent, RecordedEvent
from eventstore.hashing import (
    GENESIS_HASH,
    canonical_bytes,
    canonical_bytes_of,
    encode_metadata,
    epoch_microseconds,
    event_hash,
)
from eventstore.rows import timestamp

# PostgreSQL text cannot hold NUL; msgspec cannot encode lone surrogates.
names = st.text(st.characters(blacklist_characters="\x00", blacklist_categories=("Cs",)), min_size=1, max_size=40)
strings = st.text(st.characters(blacklist_categories=("Cs",)), max_size=40)
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**63), 2**63 - 1)
    | st.floats(allow_nan=False, allow_infinity=False)
    | strings,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(strings, inner, max_size=5),
    max_leaves=20,
)
metadata_dicts = st.dictionaries(strings, json_values, max_size=6)
moments = st.datetimes(min_value=datetime(1970, 1, 1), max_value=datetime(2200, 1, 1), timezones=st.just(UTC))


def parse_canonical(blob: bytes) -> dict[str, Any]:
    """Read canonical bytes back (the layout documented in eventstore/hashing.py)."""
    at = 0

    def take(n: int) -> bytes:
        nonlocal at
        chunk = blob[at : at + n]
        assert len(chunk) == n
        at += n
        return chunk

    def sized() -> bytes:
        return take(struct.unpack(">I", take(4))[0])

    fields = {
        "stream": sized().decode(),
        "version": struct.unpack(">q", take(8))[0],
        "id": uuid.UUID(bytes=take(16)),
        "type": sized().decode(),
        "schema_version": struct.unpack(">i", take(4))[0],
        "recorded_at": struct.unpack(">q", take(8))[0],
        "data": sized(),
        "metadata": sized(),
    }
    assert at == len(blob), "nothing left over"
    return fields


@given(
    stream=names,
    version=st.integers(0, 2**63 - 1),
    id=st.uuids(),
    type=names,
    schema_version=st.integers(1, 2**31 - 1),
    recorded_at=moments,
    data=st.binary(max_size=200),
    metadata=st.binary(max_size=200),
)
def test_canonical_bytes_decode_back_to_the_same_fields(**fields: Any) -> None:
    blob = canonical_bytes(**fields)
    assert parse_canonical(blob) == {**fields, "recorded_at": epoch_microseconds(fields["recorded_at"])}


@given(metadata=metadata_dicts)
def test_metadata_encoding_is_stable_through_a_decode(metadata: dict[str, Any]) -> None:
    """The hash covers the encoded metadata, so decoding and re-encoding must give the same bytes."""
    encoded = encode_metadata(metadata)
    decoded = msgspec.json.decode(encoded)
    assert decoded == metadata
    assert encode_metadata(decoded) == encoded


@given(moment=moments)
def test_timestamps_round_trip_through_epoch_microseconds(moment: datetime) -> None:
    assert timestamp(epoch_microseconds(moment)) == moment


@given(
    position=st.integers(1, 2**63 - 1),
    stream=names,
    version=st.integers(0, 2**62),
    id=st.uuids(),
    type=names,
    schema_version=st.integers(1, 1000),
    data=st.binary(max_size=100),
    metadata=metadata_dicts,
    recorded_at=moments,
    hash=st.binary(min_size=32, max_size=32),
)
def test_recorded_events_round_trip_through_json_and_msgpack(**fields: Any) -> None:
    """A RecordedEvent survives both msgspec encodings intact (its metadata as the stored bytes)."""
    metadata = fields.pop("metadata")
    event = RecordedEvent(**fields, metadata_json=encode_metadata(metadata))
    assert msgspec.json.decode(msgspec.json.encode(event), type=RecordedEvent) == event
    assert msgspec.msgpack.decode(msgspec.msgpack.encode(event), type=RecordedEvent) == event
    assert event.metadata == msgspec.json.decode(encode_metadata(metadata)), "decoded from the stored bytes"
    new = NewEvent(fields["id"], fields["type"], fields["data"], fields["schema_version"], metadata)
    assert msgspec.json.decode(msgspec.json.encode(new), type=NewEvent) == new


@settings(max_examples=40, deadline=None)
@given(
    stream=names,
    batches=st.lists(
        st.lists(st.tuples(names, st.integers(1, 50), json_values, metadata_dicts), min_size=1, max_size=4),
        min_size=1,
        max_size=3,
    ),
)
async def test_any_event_reads_back_exactly_and_its_hash_recomputes(
    store: EventStore, stream: str, batches: list[list[tuple[str, int, Any, dict[str, Any]]]]
) -> None:
    stream = f"prop-{uuid.uuid4()}-{stream}"
    appended: list[NewEvent] = []
    for batch in batches:
        new = [NewEvent(uuid.uuid4(), t, msgspec.json.encode(d), v, m) for t, v, d, m in batch]
        await store.append(stream, new)
        appended += new

    read = await store.read_stream(stream, upcast=False)
    assert [(e.id, e.type, e.schema_version, e.data, e.metadata) for e in read] == [
        (e.id, e.type, e.schema_version, e.data, e.metadata) for e in appended
    ]
    assert all(abs(e.recorded_at - datetime.now(UTC)) < timedelta(hours=1) for e in read)
    prev = GENESIS_HASH
    for e in read:
        assert e.hash == event_hash(prev, canonical_bytes_of(e))
        prev = e.hash
    assert (await store.verify(stream)).ok
