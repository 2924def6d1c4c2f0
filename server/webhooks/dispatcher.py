"""The dispatcher: every server process runs one; together they deliver each subscription's events in order.

- **Who delivers**: a process *claims* subscriptions that have undelivered events and are due
  (`FOR UPDATE SKIP LOCKED`, then a lease: a token and an expiry, renewed with every checkpoint). While a
  run holds the lease no other process touches the subscription, so a healthy receiver gets each event
  once; when a process dies its leases expire and another process resumes from the checkpoint.
- **What it delivers**: the subscription's campaign stream from its checkpoint (`delivered_version`) on, one
  version after another; the next is sent only once the receiver answered 2xx for the one before. The
  checkpoint (with the delivery log) is saved on every `_FLUSH_SECONDS` boundary — by the process's `Saver`,
  in one statement with the other runs' saves, while the run goes on delivering —, when a retry hands the
  subscription back and when the run ends, so a crash re-sends at most those last events: at least once, in order,
  de-duplicated by the receiver by version (also the `webhook-id`).
- **Changes**: a PATCH, redeliver or delete bumps the subscription's generation (or removes it); a run checks
  it (`Checks`, one statement shared by the process's runs) after reading each page of events and before
  delivering any of them, and ends when it changed — the save being batched, it would notice only later —,
  so no event appended after the change was answered goes out under the old settings.
- **When**: a process learns of new events by following the event store's global log
  (`eventstore.subscription.LogSubscription`, gap-safe, woken by the store's LISTEN/NOTIFY hint), which wakes
  the run holding that campaign's subscriptions, or the claim loop. Without any hint the claim loop still
  polls every `poll_seconds`, so nothing depends on a notification arriving. The per-subscription checkpoint
  is a campaign version rather than a global-log cursor: campaign order is version order, and versions are
  what receivers de-duplicate by and what a GM redelivers from (global-log order may differ from version
  order when a command's transaction began writing before an earlier command of the campaign committed).
- **Failures**: each failed attempt is logged and retried after an exponential, jittered delay (short ones
  while holding the lease, with nothing written until the next save; longer ones by handing the
  subscription back with `next_attempt_at`, saved at once); after
  `max_attempts` failures in a row the subscription is disabled with the reason (`disabled_reason`). A rate
  limit (429 naming a wait: `Retry-After`, Discord's JSON `retry_after`) sets the next attempt's time
  instead, at most the retry cap away, and does not count as a failure — `max_rate_limited` times in a row.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import random
import time
import uuid
from collections import OrderedDict
from datetime import UTC, datetime
from typing import Any, cast

from application.repository import FORGET_TAG
from application.streams import STREAM_PREFIX, stream_name
from domain.campaign import Actor
from domain.game import Game
from eventstore.events import RecordedEvent
from eventstore.global_log import head
from eventstore.store import EventStore
from eventstore.subscription import LogSubscription
from server.live.table_filter import conflict_places
from server.live.wire import LiveRecord, Recorded
from server.ops import metrics
from server.webhooks import secrets
from server.webhooks.client import Sender
from server.webhooks.model import VIEWER_ROLES
from server.webhooks.payloads import Viewed, ViewOf, chronicle_body, discord_body, narrate
from server.webhooks.settings import WebhookSettings
from server.webhooks.store import Attempt, Claim, WebhookStore

log = logging.getLogger("chronicle.webhooks")

MEMBER_REMOVED = (
    "member_removed: {member_id}, the member whose view this subscription delivers, is no longer a member of the "
    "campaign; choose another viewer to deliver the rest"
)
_FLUSH_SECONDS = 0.5
_GATHER_SECONDS = 0.005
_FLUSH_ROWS = 200
_PAGE = 100
_MAINTENANCE_SECONDS = 5.0
_PURGE_SECONDS = 3600.0


def retry_delay(attempts: int, settings: WebhookSettings, rand: float | None = None) -> float:
    """Seconds before the next attempt after `attempts` failures in a row: doubling from
    `retry_base_seconds` up to `retry_cap_seconds`, each drawn from its upper half (jitter)."""
    ceiling = min(settings.retry_cap_seconds, settings.retry_base_seconds * 2.0 ** min(attempts - 1, 40))
    return ceiling * (0.5 + 0.5 * (random.random() if rand is None else rand))


def _period() -> int:
    """The half-second the clock is in: every run saves when it changes, so runs save together."""
    return int(time.monotonic() / _FLUSH_SECONDS)


def message_id(webhook_id: uuid.UUID, version: int) -> str:
    """The `webhook-id` of a subscription's delivery of one version: the same on every attempt."""
    return f"msg_{webhook_id.hex}_{version}"


class SharedReads:
    """Reads of campaign streams shared by the runs of one process: every subscription of a campaign wants
    the same new events at about the same moment, so runs asking for the same page at once share one query,
    and the newest events of each stream stay cached for runs a little behind. Without it, 50 subscriptions
    of one campaign made 50 queries per event."""

    def __init__(self, store: EventStore, keep: int = 1000, streams: int = 64) -> None:
        self._store = store
        self._keep = keep
        self._streams = streams
        self._inflight: dict[tuple[str, int], asyncio.Future[list[RecordedEvent]]] = {}
        self._recent: OrderedDict[str, OrderedDict[int, RecordedEvent]] = OrderedDict()
        self._live: OrderedDict[tuple[str, int], LiveRecord] = OrderedDict()

    def live(self, campaign_id: str, recorded: RecordedEvent, game: Game) -> LiveRecord:
        """`recorded` on its way to subscribers, one LiveRecord shared by every run of the campaign: the event
        is decoded, and its frame encoded per visibility, once rather than once per subscription."""
        key = (campaign_id, recorded.version)
        record = self._live.get(key)
        if record is None or record.wire.id != str(recorded.id):
            record = LiveRecord.from_recorded(campaign_id, cast(Recorded, recorded), game)
            self._live[key] = record
            while len(self._live) > self._keep:
                self._live.popitem(last=False)
        return record

    def forget(self, stream: str) -> None:
        """Drop what is cached of a stream whose member was forgotten: it holds values that are erased now."""
        self._recent.pop(stream, None)
        campaign_id = stream.removeprefix(STREAM_PREFIX)
        for key in [k for k in self._live if k[0] == campaign_id]:
            del self._live[key]

    async def read(self, stream: str, from_version: int, limit: int) -> list[RecordedEvent]:
        cached = self._recent.get(stream)
        if cached is not None and from_version in cached:
            out: list[RecordedEvent] = []
            version = from_version
            while version in cached and len(out) < limit:
                out.append(cached[version])
                version += 1
            return out
        key = (stream, from_version)
        future = self._inflight.get(key)
        if future is None:
            future = asyncio.ensure_future(self._fetch(stream, from_version, limit))
            self._inflight[key] = future
            future.add_done_callback(lambda _f: self._inflight.pop(key, None))
        return await asyncio.shield(future)

    async def _fetch(self, stream: str, from_version: int, limit: int) -> list[RecordedEvent]:
        records = await self._store.read_stream(stream, from_version=from_version, limit=limit)
        if any(r.type == FORGET_TAG for r in records):
            self.forget(stream)
        if records:
            cached = self._recent.pop(stream, None) or OrderedDict()
            self._recent[stream] = cached  # most recently used last
            for record in records:
                cached[record.version] = record
            while len(cached) > self._keep:
                cached.popitem(last=False)
            while len(self._recent) > self._streams:
                self._recent.popitem(last=False)
        return records


class Saver:
    """Saves the checkpoints and delivery logs of a process's runs together: runs that save at about the
    same moment (they deliver the same events, and save on the same half-second boundaries) share one
    statement, and while one is being written the next ones gather for the next. 50 subscriptions saving
    twice a second made 100 statements (and commits) a second; this makes a few."""

    def __init__(self, hooks: WebhookStore, lease: float) -> None:
        self._hooks = hooks
        self._lease = lease
        self._pending: list[tuple[Claim, int, list[Attempt], asyncio.Future[bool]]] = []
        self._writer: asyncio.Task[None] | None = None

    async def progress(self, claim: Claim, delivered: int, log: list[Attempt]) -> bool:
        """Save a run's checkpoint and log, renewing its lease; False when it no longer holds the subscription."""
        future: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._pending.append((claim, delivered, log, future))
        if self._writer is None:
            self._writer = asyncio.create_task(self._write(), name="webhooks-save")
        return await asyncio.shield(future)

    async def _write(self) -> None:
        try:
            await asyncio.sleep(_GATHER_SECONDS)  # the other runs crossing the same boundary join in
            while self._pending:
                batch, self._pending = self._pending, []
                try:
                    held = await self._hooks.progress_many([(c, d, log) for c, d, log, _f in batch], self._lease)
                except Exception as exc:
                    for *_, future in batch:
                        if not future.done():
                            future.set_exception(exc)
                    continue
                for claim, _d, _l, future in batch:
                    if not future.done():
                        future.set_result(claim.id in held)
        finally:
            self._writer = None


class Checks:
    """Whether runs' subscriptions are still as they claimed them, asked by the runs of a process together: a
    run asks after reading a page of events and before delivering any of them, so a change the API answered
    before one of those events was appended (a PATCH, a redeliver, a delete) is seen by the check — its
    statement begins after the event was read, so after the change committed — and no such event goes out
    under the old settings. Runs woken by the same event ask at about the same moment and share one
    statement; while one is being read the next ones gather for the next."""

    def __init__(self, hooks: WebhookStore) -> None:
        self._hooks = hooks
        self._pending: list[tuple[Claim, asyncio.Future[bool]]] = []
        self._reader: asyncio.Task[None] | None = None

    async def current(self, claim: Claim) -> bool:
        """Whether the run still holds `claim`'s subscription and it is unchanged (same generation, enabled)."""
        future: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._pending.append((claim, future))
        if self._reader is None:
            self._reader = asyncio.create_task(self._read(), name="webhooks-check")
        return await asyncio.shield(future)

    async def _read(self) -> None:
        try:
            await asyncio.sleep(0)  # the other runs woken by the same event join in
            while self._pending:
                batch, self._pending = self._pending, []  # asked before this statement begins: it answers them
                try:
                    current = await self._hooks.current([claim for claim, _f in batch])
                except Exception as exc:
                    for _c, future in batch:
                        if not future.done():
                            future.set_exception(exc)
                    continue
                for claim, future in batch:
                    if not future.done():
                        future.set_result(claim.id in current)
        finally:
            self._reader = None


class Dispatcher:
    def __init__(self, store: EventStore, repository: Any, hooks: WebhookStore, settings: WebhookSettings) -> None:
        self.store = store
        self.repository = repository
        self.hooks = hooks
        self.settings = settings
        self._sender = Sender(settings)
        self.saver = Saver(hooks, settings.lease_seconds)
        self.checks = Checks(hooks)
        self.reads = SharedReads(store)
        self._runs: dict[uuid.UUID, asyncio.Task[None]] = {}
        self._wake = asyncio.Event()
        self._campaign_wakes: dict[uuid.UUID, set[asyncio.Event]] = {}
        self._watched: dict[uuid.UUID, set[uuid.UUID]] = {}
        """The enabled subscriptions of each campaign that has any (refreshed by `_maintenance`)."""
        self._watching = asyncio.Event()
        """Set while some campaign is watched: `_follow_log` reads the global log only then."""
        self._tasks: list[asyncio.Task[None]] = []
        self._lag_labels: set[str] = set()

    # -- life cycle ------------------------------------------------------------------------------------

    async def start(self) -> None:
        self._tasks = [
            asyncio.create_task(self._claim_loop(), name="webhooks-claim"),
            asyncio.create_task(self._follow_log(), name="webhooks-log"),
            asyncio.create_task(self._maintenance(), name="webhooks-maintenance"),
        ]

    async def stop(self) -> None:
        tasks = self._tasks + list(self._runs.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._tasks = []
        await self._sender.close()

    def poke(self, campaign_id: uuid.UUID | None = None) -> None:
        """Look for work now (a subscription was created, changed or asked to redeliver)."""
        if campaign_id is not None:
            self._watched.setdefault(campaign_id, set())
            self._watching.set()
            self._wake_campaign(campaign_id)
        self._wake.set()

    def _wake_campaign(self, campaign_id: uuid.UUID) -> None:
        for wake in self._campaign_wakes.get(campaign_id, ()):
            wake.set()

    # -- finding work ----------------------------------------------------------------------------------

    async def _claim_loop(self) -> None:
        while True:
            self._wake.clear()
            free = self.settings.concurrency - len(self._runs)
            if free > 0:
                try:
                    claims = await self.hooks.claim(uuid.uuid4(), free, self.settings.lease_seconds)
                except asyncio.CancelledError:
                    raise
                except Exception as exc:  # the database is away: try again at the next poll
                    log.warning("claiming webhook subscriptions failed: %s", exc)
                    claims = []
                for claim in claims:
                    task = asyncio.create_task(self._run(claim), name=f"webhook-{claim.id}")
                    self._runs[claim.id] = task
                    task.add_done_callback(functools.partial(self._run_ended, claim.id))
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), self.settings.poll_seconds)

    def _run_ended(self, webhook_id: uuid.UUID, task: asyncio.Task[None]) -> None:
        if self._runs.get(webhook_id) is task:
            del self._runs[webhook_id]
        if not task.cancelled() and task.exception() is not None:
            log.error("webhook %s: delivery run failed", webhook_id, exc_info=task.exception())
        self._wake.set()  # a slot is free

    async def _follow_log(self) -> None:
        """Wake whoever delivers a campaign's subscriptions when the global log shows it has new events.

        Only while some campaign has a subscription: with none, every event would be read only to be passed
        over (a tenth of a roll's CPU in the profile, docs/performance.md). Following starts again at the
        log's head once one is watched — the events before it were for no subscription this process knew of,
        as before; the claim loop's poll finds any it missed."""
        while True:
            try:
                await self._watching.wait()
                async with self.store.connections.lease() as conn:
                    start = await head(conn)
                async with LogSubscription(self.store, start.position, poll_interval=self.settings.poll_seconds) as sub:
                    async for event in sub:
                        if not self._watched:
                            break  # nothing to wake any more: stop reading until something is watched
                        if not event.stream.startswith(STREAM_PREFIX):
                            continue
                        if event.type == FORGET_TAG:
                            self.reads.forget(event.stream)
                        try:
                            campaign_id = uuid.UUID(event.stream.removeprefix(STREAM_PREFIX))
                        except ValueError:
                            continue
                        hooks = self._watched.get(campaign_id)
                        if hooks is None:
                            continue
                        self._wake_campaign(campaign_id)
                        if not hooks or not hooks <= self._runs.keys():
                            self._wake.set()  # a subscription no run of this process holds: look for it
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # polling (the claim loop) carries deliveries until the log is back
                log.warning("following the event log for webhooks failed: %s", exc)
                await asyncio.sleep(self.settings.poll_seconds)

    async def _maintenance(self) -> None:
        """Keep the set of watched campaigns and the lag gauges fresh; purge old delivery log rows."""
        last_purge = 0.0
        while True:
            try:
                self._watched = await self.hooks.watched_campaigns()
                if self._watched:
                    self._watching.set()
                else:
                    self._watching.clear()
                lags = await self.hooks.lags()
                labels = set()
                for webhook_id, lag in lags:
                    metrics.WEBHOOK_LAG.labels(str(webhook_id)).set(lag)
                    labels.add(str(webhook_id))
                for gone in self._lag_labels - labels:
                    with contextlib.suppress(KeyError):
                        metrics.WEBHOOK_LAG.remove(gone)
                self._lag_labels = labels
                if time.monotonic() - last_purge > _PURGE_SECONDS:
                    last_purge = time.monotonic()
                    purged = await self.hooks.purge(self.settings.keep_log_days)
                    if purged:
                        log.info("purged %d old webhook delivery log rows", purged)
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                log.warning("webhook maintenance failed: %s", exc)
            await asyncio.sleep(_MAINTENANCE_SECONDS)

    # -- one run: a subscription held under one lease ---------------------------------------------------

    async def _run(self, claim: Claim) -> None:
        run = _Run(self, claim)
        wake = asyncio.Event()
        wakes = self._campaign_wakes.setdefault(claim.campaign_id, set())
        wakes.add(wake)
        try:
            await run.deliver(wake)
        finally:
            wakes.discard(wake)
            if not wakes:
                self._campaign_wakes.pop(claim.campaign_id, None)
            if not run.released:
                with contextlib.suppress(Exception):
                    await asyncio.shield(run.close())


class _Run:
    """Delivering one subscription's events while holding its lease."""

    def __init__(self, dispatcher: Dispatcher, claim: Claim) -> None:
        self.d = dispatcher
        self.claim = claim
        self.settings = dispatcher.settings
        self.delivered = claim.delivered_version
        self.saved = claim.delivered_version
        self.attempts = claim.attempts
        self.rate_limited = claim.rate_limited
        self.log: list[Attempt] = []
        self.flushed_at = time.monotonic()
        self.flush_period = _period()
        self.saving: asyncio.Future[bool] | None = None
        self.released = False
        self.label = str(claim.id)
        self.delivered_metric = metrics.WEBHOOK_DELIVERIES.labels(self.label, "delivered")
        self.failed_metric = metrics.WEBHOOK_DELIVERIES.labels(self.label, "failed")
        self.key = secrets.key_bytes(claim.secret)

    async def deliver(self, wake: asyncio.Event) -> None:
        claim = self.claim
        game = await self.d.repository.game_of(claim.campaign_id)
        places = None
        if claim.table_id is not None:
            places = await self.d.repository.view(claim.campaign_id, lambda _g, s: conflict_places(s))
        viewer: str | Actor = claim.viewer
        if claim.viewer not in VIEWER_ROLES:
            member = await self._member(claim.viewer)
            if member is None:
                await self.disable(MEMBER_REMOVED.format(member_id=claim.viewer))
                return
            viewer = member
        view = ViewOf(
            self.d.store,
            claim.campaign_id,
            game,
            self.delivered,
            viewer=viewer,
            table_id=claim.table_id,
            event_types=claim.event_types,
            places=places,
        )
        stream = stream_name(claim.campaign_id)
        campaign = str(claim.campaign_id)
        while True:
            wake.clear()
            records = await self.d.reads.read(stream, self.delivered + 1, _PAGE)
            if not records:
                if not await self.flush():
                    return
                try:
                    await asyncio.wait_for(wake.wait(), self.settings.idle_hold_seconds)
                except TimeoutError:
                    return  # nothing more for a while: hand the subscription back (close() releases it)
                continue
            if not await self._unchanged():
                return  # close() releases it; the claim loop takes it up again under its new settings, if any
            for recorded in records:
                record = self.d.reads.live(campaign, recorded, game)
                viewed = await view.view(cast(Recorded, recorded), record)  # frozen fields satisfy the reads
                if viewed.frames and not await self._send(viewed, recorded.recorded_at):
                    return
                self.delivered = recorded.version
                if viewed.ended is not None:  # the member whose view this is was removed, at this version
                    await self.disable(MEMBER_REMOVED.format(member_id=claim.viewer))
                    return
                if (_period() != self.flush_period or len(self.log) >= _FLUSH_ROWS) and not await self.flush():
                    return

    async def _unchanged(self) -> bool:
        """Whether the subscription is as claimed, checked before delivering events just read: False (the run
        must end) once it was changed, disabled, deleted or lost, or when that cannot be told now."""
        try:
            if await self.d.checks.current(self.claim):
                return True
        except Exception as exc:  # the database is away: deliver nothing unchecked; a later claim resumes
            log.warning("webhook %s: checking the subscription failed: %s", self.claim.id, exc)
            return False
        log.info("webhook %s: changed since claimed; handing it back", self.claim.id)
        return False

    async def _member(self, member_id: str) -> Actor | None:
        """The member a subscription views as, as they stood at its checkpoint: their role then (an observer
        if they joined later: the log makes them a member when it comes to it); None once they were removed."""
        if self.delivered < 0:
            return Actor(member_id, "observer")
        _game, state = await self.d.repository.state_at(self.claim.campaign_id, self.delivered)
        member = state.members.get(member_id)
        if member is None:
            return Actor(member_id, "observer")
        return Actor(member_id, member.role) if member.active else None

    async def disable(self, reason: str) -> None:
        """Stop delivering for good (until the GM changes the subscription): save the checkpoint and the log
        with the reason, and hand the subscription back."""
        log.info("webhook %s: disabled: %s", self.claim.id, reason)
        await self.settled()
        await self.d.hooks.disable(self.claim, self.delivered, self.log, reason)
        self.log = []
        self.saved = self.delivered
        self.released = True

    async def _send(self, viewed: Viewed, recorded_at: datetime) -> bool:
        """Deliver one version until the receiver takes it; False when the run must end."""
        claim = self.claim
        if claim.format == "discord":
            body = discord_body(await self.d.repository.view(claim.campaign_id, narrate(viewed)))
        else:
            body = chronicle_body(viewed, str(claim.campaign_id))
        msg_id = message_id(claim.id, viewed.version)
        while True:
            if time.monotonic() - self.flushed_at > self.settings.lease_seconds / 3 and not await self.flush():
                return False  # renew the lease before a request that may take the whole timeout
            at = datetime.now(UTC)
            result = await self.d._sender.send(claim.url, msg_id, self.key, body, viewed.version)
            self.log.append(
                Attempt(
                    viewed.version,
                    self.attempts + self.rate_limited + 1,
                    result.ok,
                    result.status_code,
                    result.latency_ms,
                    result.error,
                    at,
                )
            )
            if result.ok:
                self.delivered_metric.inc()
                metrics.WEBHOOK_COMMIT_TO_DELIVERY.observe(max(0.0, time.time() - recorded_at.timestamp()))
                self.attempts = 0
                self.rate_limited = 0
                return True
            self.failed_metric.inc()
            asked = None if result.retry_after is None else min(result.retry_after, self.settings.retry_cap_seconds)
            if asked is not None and self.rate_limited < self.settings.max_rate_limited:
                # The receiver is rate limiting: wait as long as it asks (at most the retry cap), and do not
                # count the answer toward disabling the subscription (only so many times in a row).
                self.rate_limited += 1
                delay = asked
            else:
                self.attempts += 1
                delay = max(retry_delay(self.attempts, self.settings), asked or 0.0)
            reason = None
            if self.attempts >= self.settings.max_attempts:
                reason = (
                    f"disabled after {self.attempts} failed attempts in a row at version {viewed.version}; "
                    f"last: {result.error}"
                )
                log.warning("webhook %s: %s", claim.id, reason)
            hold = reason is None and delay <= self.settings.idle_hold_seconds
            if hold:
                # A short retry keeps the lease and writes nothing now: the failed attempt goes into the
                # delivery log with the next flush (a crash before it forgets only that the attempt was made).
                await asyncio.sleep(delay)
                continue
            await self.settled()
            await self.d.hooks.failed(  # False: the run had lost the subscription; nothing more to do
                claim,
                self.delivered,
                self.log,
                self.attempts,
                str(result.error)[:1000],
                delay,
                reason,
                True,
                self.settings.lease_seconds,
                self.rate_limited,
            )
            self.log = []
            self.flushed_at = time.monotonic()
            self.saved = self.delivered
            self.released = True
            return False

    async def flush(self) -> bool:
        """Save the checkpoint and the log, renewing the lease, without waiting for the write: the run goes on
        delivering while the process's Saver writes it with the other runs' saves. False when the run lost its
        subscription, as the save before this one found (a lost lease is noticed one save late; meanwhile the
        run may deliver events a new holder delivers too: at least once)."""
        if not await self.settled():
            return False
        if self.delivered == self.saved and not self.log and time.monotonic() - self.flushed_at < _FLUSH_SECONDS:
            return True
        log, self.log = self.log, []
        self.saving = asyncio.ensure_future(self.d.saver.progress(self.claim, self.delivered, log))
        self.saved = self.delivered
        self.flushed_at = time.monotonic()
        self.flush_period = _period()
        return True

    async def settled(self) -> bool:
        """Wait for the save in progress, if any (before anything else is written for the subscription, so
        writes land in order); whether the run still held the subscription then."""
        saving, self.saving = self.saving, None
        return True if saving is None else await saving

    async def close(self) -> None:
        await self.flush()
        await self.settled()
        await self.d.hooks.release(self.claim)
        self.released = True
