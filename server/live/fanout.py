"""Fan-out of committed events to every live subscriber of every server process.

`Fanout.publish` is called by the application layer after an append's transaction commits. It publishes
the recorded events once on the campaign's channel (``chronicle.live.<campaign id>``) through a Litestar
channels backend: `RedisChannelsPubSubBackend` when ``REDIS_URL`` is set, so every process sees every
commit, or `MemoryChannelsBackend` for a single process. Each process runs one listener over the
backend's event stream and hands each message to the campaign's `CampaignFeed`, which serves its
subscribers (`Subscription`).

Why the backends and not `ChannelsPlugin` with its `Subscriber`s: a plugin subscriber's backlog either
blocks nothing and silently drops new messages ("backoff") or silently drops old ones ("dropleft"), and
the plugin's single listener task ends for good at the first Redis connection error. A live table needs
the opposite on both counts — every event delivered in order or the client told to reconnect (4008),
and a listener that survives a Redis restart — so the per-subscriber queues and the supervised listener
are ours, while the broker protocol (channel naming, the atomic publish script, pub/sub handling) stays
Litestar's.

Publishing to Redis goes through `RedisPublisher`: the commits that are ready to publish while a round
trip is under way leave together in the next one (a pipeline of plain PUBLISH commands — what Litestar's
publish script does for a single channel — in the order they were handed in). Under load that is one
socket write and one reply for many commands instead of a script call each, a tenth of the server's CPU
per command before.

Nothing here is trusted for completeness: a publish that fails (Redis down) is logged and delivered to
this process's own subscribers directly; other processes find the events by the hole they leave or by
polling the store.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

import msgspec
from litestar.channels.backends.base import ChannelsBackend
from litestar.channels.backends.memory import MemoryChannelsBackend
from litestar.channels.backends.redis import RedisChannelsPubSubBackend

from application.streams import stream_name
from domain.campaign import Actor
from domain.game import Game
from eventstore.events import RecordedEvent
from server.live.feed import CampaignFeed
from server.live.settings import LiveSettings
from server.live.subscription import (
    GOING_AWAY,
    REVOKED_REASON,
    SHUTDOWN_REASON,
    TOKEN_REVOKED,
    StreamReader,
    Subscription,
    read_page,
)
from server.live.wire import LiveRecord, Recorded, decode_batch, encode_batch, encode_revocation
from server.ops import metrics

log = logging.getLogger("chronicle.live")

CHANNEL_PREFIX = "chronicle.live."


class CampaignNotFound(LookupError):
    """No stream for this campaign: nothing to subscribe to."""


class PositionAhead(ValueError):
    """The client claims to have seen a version the campaign has not reached."""

    def __init__(self, after: int, version: int) -> None:
        super().__init__(f"after={after} is beyond the campaign's newest version {version}")
        self.after = after
        self.version = version


def _known(game: Game) -> Callable[[str], Awaitable[Game]]:
    async def resolve(_campaign_id: str) -> Game:
        return game

    return resolve


def channel_for(campaign_id: str) -> str:
    return CHANNEL_PREFIX + campaign_id


class RedisPublisher:
    """One pipeline round trip at a time to Redis, carrying every publish handed in meanwhile, in order.

    A campaign publishes its commits one after the other (the application layer holds the campaign's lock
    until its publish returns), so each campaign's messages reach Redis in commit order. Each message is
    given up `timeout` seconds after it was handed in at the latest (its round trip's deadline is that of
    the oldest message it carries), so callers need no timer of their own.
    """

    def __init__(self, redis: Any, timeout: float) -> None:
        self._redis = redis
        self._timeout = timeout
        self._queue: list[tuple[str, bytes, asyncio.Future[None]]] = []
        self._oldest = 0.0
        """When the first message now queued was handed in (loop time)."""
        self._sender: asyncio.Task[None] | None = None

    def publish(self, channel: str, payload: bytes) -> asyncio.Future[None]:
        """Queue a message; the future resolves once Redis has taken it (or fails with why it did not)."""
        loop = asyncio.get_running_loop()
        done: asyncio.Future[None] = loop.create_future()
        if not self._queue:
            self._oldest = loop.time()
        self._queue.append((channel, payload, done))
        if self._sender is None:
            self._sender = loop.create_task(self._send(), name="live-publish")
        return done

    async def _send(self) -> None:
        try:
            while self._queue:
                deadline = self._oldest + self._timeout
                batch, self._queue = self._queue, []
                try:
                    async with asyncio.timeout_at(deadline):
                        if len(batch) == 1:
                            await self._redis.publish(batch[0][0], batch[0][1])
                        else:
                            pipe = self._redis.pipeline(transaction=False)
                            for channel, payload, _ in batch:
                                pipe.publish(channel, payload)
                            await pipe.execute()
                except BaseException as exc:  # (a timeout too) every waiter delivers locally and logs
                    failure = exc if isinstance(exc, Exception) else ConnectionError("the live publisher stopped")
                    for _, _, done in batch:
                        if not done.done():
                            done.set_exception(failure)
                    if not isinstance(exc, Exception):
                        raise
                else:
                    for _, _, done in batch:
                        if not done.done():
                            done.set_result(None)
        finally:
            self._sender = None
            for _, _, done in self._queue:  # cancelled (shutting down): nobody will send these
                if not done.done():
                    done.set_exception(ConnectionError("the live publisher stopped"))
            self._queue = []

    async def close(self) -> None:
        sender = self._sender
        if sender is not None:
            with contextlib.suppress(BaseException):
                await asyncio.wait_for(asyncio.shield(sender), self._timeout)


def redis_backend(redis_url: str) -> RedisChannelsPubSubBackend:
    """A pub/sub backend on a Redis client that notices dead connections (health checks, keep-alive); through
    Sentinel for a ``redis+sentinel://`` URL, so it follows a promotion (server/adapters/redis_client.py)."""
    from server.adapters.redis_client import redis_client

    client = redis_client(redis_url, socket_connect_timeout=2, health_check_interval=10, socket_keepalive=True)
    return RedisChannelsPubSubBackend(redis=client)


@runtime_checkable  # Litestar checks a handler's dependencies against their types
class LiveFanout(Protocol):
    """What the server's wiring and routes use of the live fan-out: `Fanout` below, built by create_app's
    `fanout_factory` (server/app.py)."""

    settings: LiveSettings
    narrator: Callable[[str, Sequence[LiveRecord]], Awaitable[None]] | None

    @property
    def transport(self) -> str:
        """`redis` (every process) or `memory` (this process only)."""
        ...

    async def start(self) -> None: ...

    async def stop(self) -> None: ...

    async def broker_answers(self, timeout: float) -> bool: ...

    def status(self) -> dict[str, Any]: ...

    async def publish(self, campaign_id: str, recorded_events: Sequence[RecordedEvent]) -> None: ...

    async def token_revoked(self, campaign_id: str, token_id: str) -> None: ...

    def subscribe(
        self,
        campaign_id: str,
        viewer: Actor,
        after: int = -1,
        table_id: str | None = None,
        *,
        token_id: str | None = None,
        game: Game | None = None,
        places: Mapping[str, str] | None = None,
        viewer_as_of: int | None = None,
        text: bool = False,
    ) -> contextlib.AbstractAsyncContextManager[Subscription]: ...

    def shut_down_connections(self) -> None: ...

    async def connections_closed(self, timeout: float) -> bool: ...


class Fanout:
    def __init__(
        self,
        store: StreamReader,
        backend: ChannelsBackend | None = None,
        *,
        rulesets: Mapping[str, Game],
        settings: LiveSettings | None = None,
    ) -> None:
        self.store = store
        self.rulesets = rulesets
        """The game systems this server runs (create_app's), by name: a feed's campaign names its own."""
        self.backend: ChannelsBackend = backend if backend is not None else MemoryChannelsBackend()
        self.settings = settings or LiveSettings()
        self.origin = uuid.uuid4().hex
        self.healthy = True
        """False while the broker subscription is broken; feeds then poll the store often."""
        self._feeds: dict[str, CampaignFeed] = {}
        self._channels: set[str] = set()
        self._channel_lock = asyncio.Lock()
        self._listener: asyncio.Task[None] | None = None
        self._broken = asyncio.Event()
        self._closing: set[asyncio.Task[None]] = set()
        self._shutting_down = False
        self._open = 0
        """Subscriptions whose connection is still being served (their `subscribe` block not left yet)."""
        self._none_open = asyncio.Event()
        self._none_open.set()
        self.narrator: Callable[[str, Sequence[LiveRecord]], Awaitable[None]] | None = None
        """Sets records' plain-English lines for subscribers that ask (`text`); wired by the server's services
        (server/live/narration.py through the campaign repository). None: frames never carry lines."""
        redis = getattr(self.backend, "_redis", None)
        self._publisher = (
            RedisPublisher(redis, self.settings.publish_timeout_seconds)
            if isinstance(self.backend, RedisChannelsPubSubBackend) and redis is not None
            else None
        )

    @classmethod
    def from_url(cls, store: StreamReader, redis_url: str | None, **kwargs: Any) -> Fanout:
        """Redis pub/sub when a URL is given, in-process fan-out otherwise."""
        return cls(store, redis_backend(redis_url) if redis_url else MemoryChannelsBackend(), **kwargs)

    @property
    def transport(self) -> str:
        return "memory" if isinstance(self.backend, MemoryChannelsBackend) else "redis"

    # -- life cycle (the app's lifespan) ---------------------------------------------------------------

    async def start(self) -> None:
        await self.backend.on_startup()
        self._listener = asyncio.create_task(self._listen(), name="live-listener")

    async def broker_answers(self, timeout: float) -> bool:
        """Whether the broker (Redis) answers a PING within `timeout` seconds now, and this process's
        listener is connected to it: what readiness reports. `healthy` alone changes only when the listener
        notices, which it does not while no one follows a live feed. Always true without a broker."""
        redis = getattr(self.backend, "_redis", None)
        if redis is None:
            return True
        try:
            async with asyncio.timeout(timeout):
                await redis.ping()
        except Exception:
            return False
        return self.healthy

    def shut_down_connections(self) -> None:
        """End every live connection now with the documented shutdown close (WebSocket 1001, SSE `dropped`),
        and any opened from now on at once: called the moment the server is told to stop, so it need not
        wait for watchers that would never leave by themselves. Synchronous and never awaits."""
        self._shutting_down = True
        for feed in list(self._feeds.values()):
            for subscriber in list(feed.subscribers):
                subscriber.close(GOING_AWAY, SHUTDOWN_REASON)

    async def connections_closed(self, timeout: float) -> bool:
        """Wait (up to `timeout` seconds) until every live connection has left its subscription — a
        WebSocket after sending its close, an SSE stream after its `dropped` frame. True if they all did."""
        try:
            await asyncio.wait_for(self._none_open.wait(), timeout)
        except TimeoutError:
            return False
        return True

    async def stop(self) -> None:
        self.shut_down_connections()
        await asyncio.gather(*self._closing, return_exceptions=True)
        for feed in list(self._feeds.values()):
            await feed.stop()
        self._feeds.clear()
        if self._listener is not None:
            self._listener.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._listener
            self._listener = None
        if self._publisher is not None:
            await self._publisher.close()
        with contextlib.suppress(Exception):
            await self.backend.on_shutdown()
        redis = getattr(self.backend, "_redis", None)
        if redis is not None:
            with contextlib.suppress(Exception):
                await redis.aclose()

    async def __aenter__(self) -> Fanout:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    def status(self) -> dict[str, Any]:
        return {
            "transport": self.transport,
            "healthy": self.healthy,
            "campaigns": len(self._feeds),
            "subscribers": sum(len(f.subscribers) for f in self._feeds.values()),
        }

    # -- publishing ------------------------------------------------------------------------------------

    async def publish(self, campaign_id: str, recorded_events: Sequence[Recorded]) -> None:
        """Tell every process about events that were just committed. Never raises: the events are
        already safe in the store, and subscribers fill whatever a failed publish leaves out."""
        if not recorded_events:
            return
        payload = encode_batch(self.origin, campaign_id, list(recorded_events))
        try:
            if self._publisher is not None:
                await self._publisher.publish(channel_for(campaign_id), payload)  # (which bounds the wait)
            else:
                async with asyncio.timeout(self.settings.publish_timeout_seconds):
                    await self.backend.publish(payload, [channel_for(campaign_id)])
        except Exception as exc:  # Redis down or slow: this process's subscribers need not wait for it
            log.warning(
                "campaign %s: live publish failed (%s); other processes will fill from the store", campaign_id, exc
            )
            self._on_message(payload)

    async def token_revoked(self, campaign_id: str, token_id: str) -> None:
        """End every live connection opened with `token_id`, in every process (call after the revocation
        is committed). Connections also re-check their token at each heartbeat, should this message be lost."""
        payload = encode_revocation(self.origin, campaign_id, token_id)
        try:
            await asyncio.wait_for(
                self.backend.publish(payload, [channel_for(campaign_id)]), self.settings.publish_timeout_seconds
            )
        except Exception as exc:
            log.warning("campaign %s: revocation notice not published (%s)", campaign_id, exc)
            self._on_message(payload)

    # -- subscribing -----------------------------------------------------------------------------------

    @contextlib.asynccontextmanager
    async def subscribe(
        self,
        campaign_id: str,
        viewer: Actor,
        after: int = -1,
        table_id: str | None = None,
        *,
        token_id: str | None = None,
        game: Game | None = None,
        places: Mapping[str, str] | None = None,
        viewer_as_of: int | None = None,
        text: bool = False,
    ) -> AsyncIterator[Subscription]:
        """A subscription that starts after version `after` (-1: from the first event).

        `viewer` is the member's role as of version `viewer_as_of` (role changes after it are followed;
        None: as of now). `token_id` names the credential it was opened with, so revoking that token ends
        it. `game` spares a look-up of the campaign's ruleset; `places` maps records already known to be at
        a table (running conflicts) to it, for the table filter (see `server.live.table_filter`).
        `text`: event frames carry their line of plain English (when a narrator is wired).
        Raises CampaignNotFound or PositionAhead before anything is sent.
        """
        if viewer_as_of is None:
            viewer_as_of = await self.store.stream_version(stream_name(campaign_id))
        feed = self._feeds.get(campaign_id)
        if feed is None:
            feed = self._feeds[campaign_id] = CampaignFeed(self, campaign_id)
        narrator = self.narrator
        narrate = functools.partial(narrator, campaign_id) if text and narrator is not None else None
        subscription = Subscription(
            feed,
            viewer,
            after,
            table_id,
            places=places,
            token_id=token_id,
            viewer_as_of=viewer_as_of,
            narrate=narrate,
        )
        feed.add(subscription)  # before any await: the feed cannot be torn down under us
        if self._shutting_down:
            subscription.close(GOING_AWAY, SHUTDOWN_REASON)
        self._open += 1
        self._none_open.clear()
        try:
            await feed.ready(self._game_from_store if game is None else _known(game))
            if after >= 0:
                await self._check_position(campaign_id, after)
            yield subscription
        finally:
            if subscription.closed is None:
                subscription.closed_event.set()
            feed.remove(subscription)
            self._open -= 1
            if self._open == 0:
                self._none_open.set()

    async def _check_position(self, campaign_id: str, after: int) -> None:
        head = await self.store.stream_version(stream_name(campaign_id))
        if after > head:
            raise PositionAhead(after, head)

    async def _game_from_store(self, campaign_id: str) -> Game:
        """The campaign's ruleset, named by its first event (``campaign.created``)."""
        page = await read_page(self.store, stream_name(campaign_id), 0, 1)
        if not page:
            raise CampaignNotFound(campaign_id)
        ruleset = msgspec.json.decode(page[0].data).get("ruleset")
        try:
            return self.rulesets[str(ruleset)]
        except KeyError:
            raise CampaignNotFound(campaign_id) from None

    # -- feeds and channels ----------------------------------------------------------------------------

    def feed_emptied(self, feed: CampaignFeed) -> None:
        """Called by a feed whose last subscriber left: the feed is closed (unless a new one came)."""
        if self._feeds.get(feed.campaign_id) is not feed or feed.subscribers:
            return
        del self._feeds[feed.campaign_id]
        task = asyncio.ensure_future(self._close_feed(feed))
        self._closing.add(task)
        task.add_done_callback(self._closing.discard)

    async def _close_feed(self, feed: CampaignFeed) -> None:
        await feed.stop()
        channel = channel_for(feed.campaign_id)
        async with self._channel_lock:
            if feed.campaign_id in self._feeds or channel not in self._channels:
                return  # a new feed for the campaign took the channel over
            self._channels.discard(channel)
            with contextlib.suppress(Exception):
                await self.backend.unsubscribe([channel])

    async def join_channel(self, campaign_id: str) -> None:
        """Called by a new feed: subscribe this process to the campaign's channel (once per campaign)."""
        channel = channel_for(campaign_id)
        async with self._channel_lock:
            if channel in self._channels:
                return
            self._channels.add(channel)  # kept even if Redis is down: the listener re-joins it on recovery
            try:
                await self.backend.subscribe([channel])
            except Exception as exc:
                log.warning("campaign %s: cannot join the live channel (%s); polling the store", campaign_id, exc)
                self._set_healthy(False)
                self._broken.set()  # the listener may be idle (no channel yet): make it re-join with backoff

    # -- the listener ----------------------------------------------------------------------------------

    async def _listen(self) -> None:
        """Read the broker for as long as the process lives, re-joining the channels after any failure."""
        delay = 0.05
        while True:
            try:
                if not self.healthy:
                    async with self._channel_lock:
                        if self._channels:
                            await self.backend.subscribe(list(self._channels))
                    self._set_healthy(True)
                    delay = 0.05
                self._broken.clear()
                await self._read_until_broken()
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                if self.healthy:
                    log.warning("live broker connection lost (%s); polling the store until it is back", exc)
                self._set_healthy(False)
                await asyncio.sleep(delay)
                delay = min(delay * 2, 2.0)

    async def _read_until_broken(self) -> None:
        """Hand every broker message to its feed, until the stream fails or a channel could not be joined
        (which the stream itself may never notice: with no channel joined it just waits)."""
        reader = asyncio.create_task(self._read(), name="live-broker-read")
        broken = asyncio.create_task(self._broken.wait(), name="live-broker-broken")
        try:
            done, _ = await asyncio.wait({reader, broken}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in (reader, broken):
                task.cancel()
            await asyncio.gather(reader, broken, return_exceptions=True)
        if reader in done:
            reader.result()  # raises what broke the stream
            raise ConnectionError("the broker's event stream ended")
        raise ConnectionError("a live channel could not be joined")

    async def _read(self) -> None:
        async for _channel, payload in self.backend.stream_events():
            self._on_message(payload)

    def _set_healthy(self, healthy: bool) -> None:
        if healthy == self.healthy:
            return
        self.healthy = healthy
        if not healthy:
            metrics.BROKER_OUTAGES.inc()
        if healthy:
            log.info("live broker connection back; checking the store for what it missed")
        for feed in list(self._feeds.values()):
            feed.poll_now()  # recovered: fill the outage at once; lost: switch to the fast poll at once

    def _on_message(self, payload: bytes) -> None:
        try:
            batch = decode_batch(payload)
        except msgspec.DecodeError:
            log.error("undecodable live message ignored (%d bytes)", len(payload))
            return
        feed = self._feeds.get(batch.campaign_id)
        if feed is None:
            return
        if batch.revoked_token is not None:
            for subscriber in list(feed.subscribers):
                if subscriber.token_id == batch.revoked_token:
                    subscriber.close(TOKEN_REVOKED, REVOKED_REASON)
        if batch.events:
            feed.push(batch)
