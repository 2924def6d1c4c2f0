"""What an append expects of its stream, so concurrent writers cannot silently overwrite each other."""

from __future__ import annotations

import enum


class StreamState(enum.Enum):
    """Expectations that are not an exact version."""

    ANY = "any"
    """Append whatever the stream holds (no concurrency check)."""
    NO_STREAM = "no_stream"
    """The stream must be empty: this append creates it."""
    STREAM_EXISTS = "stream_exists"
    """The stream must already hold at least one event."""

    def __repr__(self) -> str:
        return self.name


ANY = StreamState.ANY
NO_STREAM = StreamState.NO_STREAM
STREAM_EXISTS = StreamState.STREAM_EXISTS

ExpectedVersion = int | StreamState
"""An exact version (the version of the stream's last event; -1 means empty) or a StreamState."""

# How expectations travel to SQL `append_events`, which takes a single bigint.
_SQL_CODES = {StreamState.ANY: -2, StreamState.NO_STREAM: -1, StreamState.STREAM_EXISTS: -3}


def to_sql(expected: ExpectedVersion) -> int:
    """Encode an expectation for `append_events`: n >= 0 exact, -1 no stream, -2 any, -3 stream exists."""
    if isinstance(expected, StreamState):
        return _SQL_CODES[expected]
    if isinstance(expected, bool) or not isinstance(expected, int):
        raise TypeError(f"expected_version must be an int or a StreamState, not {expected!r}")
    if expected < -1:
        raise ValueError(f"expected_version must be >= -1 (or ANY/NO_STREAM/STREAM_EXISTS), not {expected}")
    return expected
