"""The objects one server process shares between requests, built at start-up and kept in `app.state`."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import logging
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import asyncpg

from application.command_handler import CommandHandler
from application.held import HeldRolls
from application.hidden_rolls import HiddenRolls
from application.hooks import publish_to
from application.reads import Reads
from application.repository import CampaignRepository
from application.snapshot_policy import SnapshotPolicy
from application.streams import stream_name
from domain.game import Game
from eventstore.migrator import migrate, pending
from eventstore.store import EventStore
from server.access.token_cache import TokenCache
from server.access.tokens import TokenStore
from server.adapters.forgetting import erase_derived_after
from server.adapters.read_replica import ReadReplica
from server.adapters.seed_vault import SeedVault
from server.adapters.snapshots import SnapshotWriter
from server.adapters.upcasters import UPCASTERS
from server.config import Settings
from server.http.idempotency import IdempotencyStore
from server.http.read_limits import check_size, offload
from server.live.fanout import LiveFanout
from server.live.narration import live_lines
from server.ops import metrics
from server.ops.liveness import ProcessLiveness
from server.recap.refresh import CheckpointRefresher
from server.recap.sources import PostgresRecapCheckpoints
from server.webhooks.service import Webhooks
from server.webhooks.settings import WebhookSettings

log = logging.getLogger("chronicle.server")

T = TypeVar("T")

FanoutFactory = Callable[[EventStore, Settings, Mapping[str, Game]], LiveFanout]
"""Builds the live fan-out from the store, the settings and the rulesets (server/app.py's `live_fanout`)."""

SERVER_MIGRATIONS = Path(__file__).with_name("migrations")
APPLICATION_NAME = "chronicle-server"
"""The application_name of the server's database sessions (what `pg_stat_activity` shows an operator)."""


@dataclass
class Services:
    settings: Settings
    store: EventStore
    tokens: TokenStore
    seeds: SeedVault
    idempotency: IdempotencyStore
    repository: CampaignRepository
    """Campaign states: cache, per-campaign lock, snapshot + tail (application/repository.py)."""
    commands: CommandHandler
    """Runs commands: decide, append, retry, after-commit hooks (application/command_handler.py)."""
    hidden_rolls: HiddenRolls
    """Which hidden rolls a viewer may not see (application/hidden_rolls.py)."""
    held_rolls: HeldRolls
    """What the rolls hidden from a viewer hold of the shared state, kept between reads (application/held.py)."""
    reads: Reads
    """The read side's facade: viewpoints, replays, recaps, states at a version (application/reads.py)."""
    snapshots: SnapshotWriter
    rulesets: Mapping[str, Game]
    fanout: LiveFanout
    liveness: ProcessLiveness | None = None
    recap_checkpoints: CheckpointRefresher | None = None
    """Brings the recap checkpoints of long tables up to date as snapshots are kept (server/recap/refresh.py)."""
    webhooks: Webhooks | None = None
    read_replica: ReadReplica | None = None
    """The hot standby of DATABASE_READ_URL, for the audit reads (server/adapters/read_replica.py); None: the
    primary."""

    @classmethod
    async def start(
        cls,
        settings: Settings,
        rulesets: Mapping[str, Game],
        fanout_factory: FanoutFactory,
        *,
        run_migrations: bool = True,
    ) -> Services:
        """Connect to PostgreSQL (migrating first), build every service, start the live fan-out."""
        assert settings.database_url is not None, "resolve the database URL before starting services"
        assert settings.seed_key is not None, "resolve the seed key before starting services"
        if run_migrations:
            await migrate(settings.database_url, extra_dirs=(SERVER_MIGRATIONS,))
        store = await EventStore.connect(
            settings.database_url,
            UPCASTERS,
            min_size=2,
            max_size=20,
            reset=keep_session,
            server_settings={"application_name": APPLICATION_NAME},
        )
        started: list[Any] = [store.close]  # what to undo, newest last, should the start fail part way
        try:
            seeds = SeedVault(store.connections, settings.seed_key)
            fanout = fanout_factory(store, settings, rulesets)
            snapshots = SnapshotWriter(store)
            policy = SnapshotPolicy(snapshots, every=settings.snapshot_every, keep_every=settings.snapshot_keep_every)
            repository = CampaignRepository(
                store, rulesets, policy, offload=offload, cache_size=settings.cache_campaigns
            )
            fanout.narrator = live_lines(repository)  # the lines of `?text=1` live frames
            hidden_rolls = HiddenRolls(repository)
            held_rolls = HeldRolls(store, offload=offload)
            reads = Reads(
                repository,
                hidden_rolls,
                held_rolls,
                checkpoints=PostgresRecapCheckpoints(store.connections),
                offload=offload,
                check_size=check_size,
            )
            recap_checkpoints = CheckpointRefresher(store, repository, held_rolls, reads.cache)
            snapshots.on_kept = recap_checkpoints.kept
            commands = CommandHandler(
                repository,
                hidden_rolls,
                seeds,
                # After each commit, in this order: live subscribers first, then a snapshot if one is due (and,
                # inserted below once the read side exists, what a forgetting erases beyond the log).
                hooks=[publish_to(fanout), policy.after_commit],
                retries=settings.command_retries,
                id_key=subkey(settings.seed_key, "event ids"),
            )
            liveness = ProcessLiveness(settings.database_url, application_name=APPLICATION_NAME)
            started.append(liveness.stop)
            await liveness.start()
            ttl = settings.token_cache_seconds
            cache = TokenCache(settings.database_url, ttl) if ttl > 0 else None
            if cache is not None:
                started.append(cache.stop)
                await cache.start()
            services = cls(
                settings=settings,
                store=store,
                tokens=TokenStore(store.connections, cache),
                seeds=seeds,
                idempotency=IdempotencyStore(
                    store.connections,
                    settings.idempotency_ttl_hours,
                    subkey(settings.seed_key, "idempotency"),
                    liveness,
                ),
                repository=repository,
                commands=commands,
                hidden_rolls=hidden_rolls,
                held_rolls=held_rolls,
                reads=reads,
                snapshots=snapshots,
                rulesets=rulesets,
                fanout=fanout,
                liveness=liveness,
                recap_checkpoints=recap_checkpoints,
            )
            commands.hooks.insert(
                1, erase_derived_after(store.connections, (services.reads.pages, held_rolls, hidden_rolls))
            )
            if settings.database_read_url:
                services.read_replica = ReadReplica(
                    store, settings.database_url, settings.database_read_url, wait=settings.read_replica_wait_seconds
                )
                started.append(services.read_replica.close)
            store.observe_group_commit(metrics.GROUP_COMMIT_BATCH.observe)
            metrics.watch_subscribers(fanout)
            started.append(fanout.stop)
            await fanout.start()
            services.webhooks = await Webhooks.start(
                store, repository, subkey(settings.seed_key, "webhook secrets"), WebhookSettings.from_env()
            )
            started.append(services.webhooks.stop)
            await seeds.check_key(settings.seed_key_check)
            return services
        except BaseException:
            # a start that failed part way (the database went away meanwhile): leave nothing running
            for undo in reversed(started):
                if undo is not None:
                    with contextlib.suppress(Exception):
                        await undo()
            raise

    _applied: int | None = field(default=None, init=False)
    """How many migrations the ledger held when every one this code needs was last found applied."""

    async def audit_read(
        self, campaign_id: uuid.UUID | str, version: int, run: Callable[[EventStore, str | None], Awaitable[T]]
    ) -> T:
        """`run(store, dsn)` for a replay, recap or integrity check of the campaign as of its `version`: on the
        read standby when there is one and it holds that version (server/adapters/read_replica.py), else here."""
        if self.read_replica is None:
            return await run(self.store, self.settings.database_url)
        return await self.read_replica.read(stream_name(campaign_id), version, run)

    async def audit_stream(
        self, campaign_id: uuid.UUID | str, version: int, chunks: Callable[[EventStore], AsyncIterator[bytes]]
    ) -> AsyncIterator[bytes]:
        """The chunks of a streamed audit read (the export), from the read standby as `audit_read` chooses."""
        if self.read_replica is None:
            return chunks(self.store)
        return await self.read_replica.streamed(stream_name(campaign_id), version, chunks)

    async def database_check(self, timeout: float) -> str:
        """`ok` when the database answers within `timeout` and every migration this code needs is applied;
        otherwise what is wrong. Once migrated, each check costs one round trip that counts the ledger's rows:
        a database recreated (or restored) under the process, its ledger gone or shorter, is checked in full
        again — readiness never remembers "migrated" past the database it was true of."""
        try:
            async with asyncio.timeout(timeout):
                if self._applied is not None:
                    try:
                        applied = await self.store.pool.fetchval(_LEDGER_ROWS)
                    except asyncpg.UndefinedTableError:
                        applied = None
                    if applied == self._applied:
                        return "ok"
                    self._applied = None
                missing = await pending(self.store.pool, extra_dirs=(SERVER_MIGRATIONS,))
                if not missing:
                    self._applied = await self.store.pool.fetchval(_LEDGER_ROWS)
        except Exception:  # unreachable, timed out, or refusing connections: all mean "cannot serve"
            return "unavailable"
        if missing:
            return f"{len(missing)} migration(s) not applied (first: {missing[0]})"
        return "ok"

    async def stop(self) -> None:
        try:
            if self.webhooks is not None:
                await self.webhooks.stop()
            await self.fanout.stop()
            if self.tokens.cache is not None:
                await self.tokens.cache.stop()
        finally:
            await self.idempotency.close()
            if self.liveness is not None:
                await self.liveness.stop()
            if self.recap_checkpoints is not None:
                await self.recap_checkpoints.close()
            if self.read_replica is not None:
                await self.read_replica.close()
            await self.snapshots.close()
            await self.store.close()


async def keep_session(_conn: asyncpg.Connection) -> None:
    """Pool reset of the server's pool: nothing beyond what asyncpg always does on release (roll back an
    open transaction, drop listener callbacks), instead of its reset query — a round trip on every release
    (with 64 requests in flight, connections go back to the pool on most operations: a fifth of the server's
    CPU went into these round trips).

    Sound because nothing that borrows this pool leaves session state behind: every statement of the server
    (tokens, idempotency, seeds, health) and of the event store is a single statement or a transaction with
    no SET, no session-level advisory lock, no cursor WITH HOLD; the one LISTEN (eventstore/wakeups.py)
    UNLISTENs before it gives its connection back. Code that borrows `store.pool` must keep it so.
    """


_LEDGER_ROWS = "SELECT count(*) FROM schema_migrations"


def subkey(key: bytes, purpose: str) -> bytes:
    """A key for one purpose derived from the server key, so no two uses share key material."""
    return hmac.new(key, f"chronicle {purpose}".encode(), hashlib.sha256).digest()
