"""What a subscription sends for one campaign version: the frames its viewer sees, as a request body.

The frames are the live feed's own (server/live/wire.py), decided by the live feed's own rules
(`server.live.subscription.Subscription.frames_for`), so a webhook and a live connection of the same viewer
see the same thing: a roll hidden from the viewer arrives as `roll.hidden`, and the reveal brings the full
roll (kind `revealed`) just before the `campaign.roll_revealed` event. A version may make no frame (another
table's event, an event type the subscription does not want): nothing is sent for it.

Bodies:
- `chronicle`: `{"type": "chronicle.event", "timestamp": …, "data": {"campaign_id", "version", "frames"}}`
  (the Standard Webhooks payload shape);
- `discord`: a Discord execute-webhook body, `{"content": <the plain-English lines>, "allowed_mentions":
  {"parse": []}}`, content at most 2000 characters (names cannot ping anyone).
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime

import msgspec

from application.streams import stream_name
from domain.campaign import Actor, CampaignState
from domain.game import Game
from domain.messages import Role, RollEvent
from domain.narration import Names, describe_hidden
from domain.visibility import HIDDEN_ROLL_TYPE
from server.live.settings import LiveSettings
from server.live.subscription import Frame, StreamReader, Subscription
from server.live.wire import LiveRecord, Recorded

DISCORD_LIMIT = 2000
"""Characters of `content` Discord accepts in one message."""
WEBHOOK_MEMBER = "webhook"
"""The member id the viewer of a subscription acts as (no member has it: only its role matters)."""


class _Head(msgspec.Struct):
    kind: str
    type: str
    data: msgspec.Raw = msgspec.Raw(b"null")


class ChronicleData(msgspec.Struct):
    campaign_id: str
    version: int
    frames: list[msgspec.Raw]


class ChronicleBody(msgspec.Struct):
    type: str
    timestamp: str
    data: ChronicleData


class AllowedMentions(msgspec.Struct):
    parse: list[str]


class DiscordBody(msgspec.Struct):
    content: str
    allowed_mentions: AllowedMentions


_encoder = msgspec.json.Encoder()
_head = msgspec.json.Decoder(_Head)


class _StoreFeed:
    """What `Subscription` needs of a live feed, served from the store alone."""

    def __init__(self, store: StreamReader, campaign_id: str, game: Game) -> None:
        self.store = store
        self.campaign_id = campaign_id
        self.stream = stream_name(campaign_id)
        self.game = game
        self.settings = LiveSettings()

    def remove(self, _subscriber: Subscription) -> None:
        """A live feed forgets a closed subscriber; this one has none to forget."""


@dataclass(frozen=True, slots=True)
class Viewed:
    """One version as the subscription's viewer sees it (no frames: nothing to send)."""

    record: LiveRecord
    frames: list[Frame]
    ended: str | None = None
    """Set when this version ends the viewer's membership (a member viewer removed): why. The frames are
    still delivered; nothing after them is."""

    @property
    def version(self) -> int:
        return self.record.version


class ViewOf:
    """A subscription's view of its campaign, one version after another (from `after` + 1)."""

    def __init__(
        self,
        store: StreamReader,
        campaign_id: uuid.UUID,
        game: Game,
        after: int,
        *,
        viewer: str | Actor = "observer",
        table_id: str | None = None,
        event_types: frozenset[str] | None = None,
        places: Mapping[str, str] | None = None,
    ) -> None:
        """`viewer`: `observer` or `gm`, or a member as they stood at version `after` (their role then; a
        member who joined later is an observer until the log adds them)."""
        self.campaign_id = str(campaign_id)
        self.game = game
        self.event_types = event_types
        feed = _StoreFeed(store, self.campaign_id, game)
        if isinstance(viewer, Actor):
            actor, as_of = viewer, after  # membership events after `after` apply as they come
        else:
            role: Role = "gm" if viewer == "gm" else "observer"
            actor, as_of = Actor(WEBHOOK_MEMBER, role), -1
        self._subscription = Subscription(
            feed,  # type: ignore[arg-type]
            actor,
            after,
            table_id,
            places,
            viewer_as_of=as_of,
        )

    async def view(self, recorded: Recorded, record: LiveRecord | None = None) -> Viewed:
        """`recorded` as the viewer sees it; `record`: the same event already made a LiveRecord (shared by the
        subscriptions of a campaign, so it is decoded and encoded once for all of them)."""
        if record is None:
            record = LiveRecord.from_recorded(self.campaign_id, recorded, self.game)
        frames = await self._subscription.frames_for(record)
        if frames and self.event_types is not None and not self._wanted(record, frames):
            frames = []
        closed = self._subscription.closed
        return Viewed(record, frames, None if closed is None else closed.reason)

    def _wanted(self, record: LiveRecord, frames: list[Frame]) -> bool:
        assert self.event_types is not None
        if record.wire.type in self.event_types:
            return True
        return any(f.kind == "revealed" and _head.decode(f.text).type in self.event_types for f in frames)


def chronicle_body(viewed: Viewed, campaign_id: str, now: datetime | None = None) -> bytes:
    return _encoder.encode(
        ChronicleBody(
            type="chronicle.event",
            timestamp=(now or datetime.now(UTC)).isoformat(),
            data=ChronicleData(
                campaign_id=campaign_id,
                version=viewed.version,
                frames=[msgspec.Raw(f.text.encode()) for f in viewed.frames],
            ),
        )
    )


def discord_lines(viewed: Viewed, game: Game, names: Names) -> list[str]:
    """The plain-English line of each frame as the viewer may see it (the ruleset's `Game.describe`, see
    domain/narration.py)."""
    lines = []
    record = viewed.record
    for frame in viewed.frames:
        head = _head.decode(frame.text)
        if frame.kind == "revealed":
            lines.append("Revealed: " + game.describe(game.decode(head.type, bytes(head.data)), names))
        elif head.type == HIDDEN_ROLL_TYPE and head.type != record.wire.type:
            follows = record.follows
            event = record.event
            if follows is None and isinstance(event, RollEvent):
                lines.append(describe_hidden(event, names))
            else:
                roller = (follows or {}).get("roller_id")
                lines.append(f"{names.member(str(roller) if roller else None)}'s hidden roll has consequences")
        else:
            lines.append(game.describe(record.event, names))
    return lines


def discord_body(lines: list[str]) -> bytes:
    content = "\n".join(lines)
    if len(content) > DISCORD_LIMIT:
        content = content[: DISCORD_LIMIT - 1] + "…"
    return _encoder.encode(DiscordBody(content=content, allowed_mentions=AllowedMentions(parse=[])))


def narrate(viewed: Viewed) -> Callable[[Game, CampaignState], list[str]]:
    """A render for `CampaignService.view`: the lines of `viewed`, names as the campaign holds them now."""

    def render(game: Game, state: CampaignState) -> list[str]:
        return discord_lines(viewed, game, Names(state))

    return render


__all__ = ["ViewOf", "Viewed", "chronicle_body", "discord_body", "narrate"]
