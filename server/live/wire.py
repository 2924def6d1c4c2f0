"""What travels: the message between server processes, and the JSON frames each live client receives.

Between processes a commit travels as one `Batch` (the recorded events of one append, raw event JSON
untouched), so another process can serve its subscribers without reading the store. Towards clients every
frame is a JSON object with a `kind`:

- ``event``     one stored event, numbered by its stream `version` (the SSE id and the WebSocket `after`);
                a roll the viewer may not see yet arrives as type ``roll.hidden`` with only who rolled where.
- ``revealed``  a hidden roll's full event, sent just before the ``campaign.roll_revealed`` event that
                opened it; it does not move the client's position.
- ``ready``     catch-up is over: every event up to `version` has been sent; what follows is live.
- ``heartbeat`` nothing new; `version` is the position to resume from (it also covers events a table
                filter skipped).
- ``dropped``   (SSE only, the last frame) the server gave up on a slow client; reconnect with `after`.

Each record is encoded once per process and per visibility (full or redacted), not once per subscriber,
and kept as text (what a WebSocket text frame and an SSE data line carry): a table of a hundred
subscribers costs two encodings per event.
"""

from __future__ import annotations

import time
from datetime import datetime
from typing import Any, Literal, Protocol
from uuid import UUID

import msgspec

from domain.game import Game
from domain.messages import Event
from domain.visibility import FOLLOWS, redacted, redacted_follower

Kind = Literal["event", "revealed", "ready", "heartbeat", "dropped"]


class Recorded(Protocol):
    """The fields of `eventstore.RecordedEvent` the live feed reads (structural, so tests need no store), read
    only, as a stored event's are."""

    @property
    def position(self) -> int: ...

    @property
    def version(self) -> int: ...

    @property
    def id(self) -> Any: ...

    @property
    def type(self) -> str: ...

    @property
    def schema_version(self) -> int: ...

    @property
    def data(self) -> bytes: ...

    @property
    def recorded_at(self) -> Any: ...

    @property
    def hash(self) -> Any: ...


class WireEvent(msgspec.Struct, kw_only=True, array_like=True):
    """One recorded event as it crosses Redis: `data` is the stored JSON, passed through as is."""

    version: int
    position: int
    id: str
    type: str
    schema_version: int
    data: msgspec.Raw
    metadata: dict[str, Any] = {}
    recorded_at: str | None = None
    hash: str | None = None


class Batch(msgspec.Struct, kw_only=True):
    """The events one commit appended to one campaign, published once after the transaction commits."""

    origin: str
    """The publishing Fanout; lets a process recognise its own messages."""
    campaign_id: str
    committed_at: float
    """Wall-clock seconds when the publisher saw the commit; clients measure their lag against it."""
    events: list[WireEvent]
    revoked_token: str | None = None
    """Set (with no events) when a token was revoked: its live connections end in every process."""


class EventFrame(msgspec.Struct, kw_only=True, omit_defaults=True):
    kind: Kind
    campaign_id: str
    version: int
    position: int
    type: str
    data: msgspec.Raw
    schema_version: int | None = None
    metadata: dict[str, Any] | None = None
    id: str | None = None
    recorded_at: str | None = None
    hash: str | None = None
    committed_at: float | None = None
    revealed_by: int | None = None
    text: str | None = None
    """The event in one line of plain English, as this viewer may see it (only with `?text=1`)."""


class MarkerFrame(msgspec.Struct, kw_only=True, omit_defaults=True):
    kind: Kind
    campaign_id: str
    version: int
    reason: str | None = None


_encoder = msgspec.json.Encoder()
_batch_decoder = msgspec.json.Decoder(Batch)


def _text(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, bytes | bytearray | memoryview):
        return bytes(value).hex()
    if isinstance(value, UUID):
        return str(value)
    return str(value)


def wire_event(recorded: Recorded) -> WireEvent:
    return WireEvent(
        version=recorded.version,
        position=recorded.position,
        id=_text(recorded.id) or "",
        type=recorded.type,
        schema_version=recorded.schema_version,
        data=msgspec.Raw(bytes(recorded.data)),
        metadata=dict(getattr(recorded, "metadata", None) or {}),
        recorded_at=_text(recorded.recorded_at),
        hash=_text(recorded.hash),
    )


def encode_batch(origin: str, campaign_id: str, recorded: list[Recorded], committed_at: float | None = None) -> bytes:
    return _encoder.encode(
        Batch(
            origin=origin,
            campaign_id=campaign_id,
            committed_at=time.time() if committed_at is None else committed_at,
            events=[wire_event(r) for r in recorded],
        )
    )


def encode_revocation(origin: str, campaign_id: str, token_id: str) -> bytes:
    return _encoder.encode(
        Batch(origin=origin, campaign_id=campaign_id, committed_at=time.time(), events=[], revoked_token=token_id)
    )


def decode_batch(payload: bytes) -> Batch:
    return _batch_decoder.decode(payload)


class LiveRecord:
    """One event on its way to subscribers: decoded at most once, encoded at most once per visibility."""

    __slots__ = (
        "_event",
        "_full",
        "_full_told",
        "_game",
        "_redacted",
        "_redacted_told",
        "campaign_id",
        "committed_at",
        "texts",
        "wire",
    )

    def __init__(self, campaign_id: str, wire: WireEvent, game: Game, committed_at: float | None = None) -> None:
        self.campaign_id = campaign_id
        self.wire = wire
        self.committed_at = committed_at
        self._game = game
        self._event: Event | None = None
        self._full: str | None = None
        self._redacted: str | None = None
        self._full_told: str | None = None
        self._redacted_told: str | None = None
        self.texts: tuple[str, str] | None = None
        """Its plain-English lines (whole, and as told to those it is hidden from), once narrated
        (server/live/narration.py); frames carry them for subscribers that asked (`?text=1`)."""

    @classmethod
    def from_recorded(cls, campaign_id: str, recorded: Recorded, game: Game) -> LiveRecord:
        return cls(campaign_id, wire_event(recorded), game)

    @property
    def version(self) -> int:
        return self.wire.version

    @property
    def event(self) -> Event:
        if self._event is None:
            self._event = self._game.decode(self.wire.type, bytes(self.wire.data))
        return self._event

    @property
    def follows(self) -> dict[str, Any] | None:
        """The hidden roll this event follows from (domain/visibility.py), if any."""
        follows = self.wire.metadata.get(FOLLOWS)
        return follows if isinstance(follows, dict) else None

    def full(self, told: bool = False) -> str:
        """The whole event, as the GM (or anyone once it is public) sees it; `told`: with its line."""
        if told and self.texts is not None:
            if self._full_told is None:
                frame = self._frame("event")
                frame.text = self.texts[0]
                self._full_told = _encoder.encode(frame).decode()
            return self._full_told
        if self._full is None:
            self._full = _encoder.encode(self._frame("event")).decode()
        return self._full

    def revealed(self, revealed_by: int, told: bool = False) -> str:
        """The whole event, re-sent because a reveal at `revealed_by` opened it."""
        frame = self._frame("revealed")
        frame.revealed_by = revealed_by
        frame.committed_at = None
        if told and self.texts is not None:
            frame.text = self.texts[0]
        return _encoder.encode(frame).decode()

    def hidden(self, told: bool = False) -> str:
        """What a viewer who may not see this roll (or the roll it follows from, `follows`) learns. No id,
        hash or metadata: the id is what keeps the hash from being tested against guessed faces (docs/api.md,
        Visibility), and metadata may name the command. `told`: with the line such a viewer may read."""
        if told and self.texts is not None:
            if self._redacted_told is None:
                frame = msgspec.json.decode(self.hidden(), type=EventFrame)
                frame.text = self.texts[1]
                self._redacted_told = _encoder.encode(frame).decode()
            return self._redacted_told
        if self._redacted is None:
            follows = self.follows
            body = redacted_follower(follows) if follows is not None else redacted(self.event)  # type: ignore[arg-type]
            self._redacted = _encoder.encode(
                EventFrame(
                    kind="event",
                    campaign_id=self.campaign_id,
                    version=self.wire.version,
                    position=self.wire.position,
                    type=str(body["type"]),
                    data=msgspec.Raw(_encoder.encode(body)),
                    recorded_at=self.wire.recorded_at,
                    committed_at=self.committed_at,
                )
            ).decode()
        return self._redacted

    def _frame(self, kind: Kind) -> EventFrame:
        w = self.wire
        return EventFrame(
            kind=kind,
            campaign_id=self.campaign_id,
            version=w.version,
            position=w.position,
            type=w.type,
            data=w.data,
            schema_version=w.schema_version,
            metadata=w.metadata,
            id=w.id,
            recorded_at=w.recorded_at,
            hash=w.hash,
            committed_at=self.committed_at,
        )


def marker(kind: Kind, campaign_id: str, version: int, reason: str | None = None) -> str:
    return _encoder.encode(MarkerFrame(kind=kind, campaign_id=campaign_id, version=version, reason=reason)).decode()
