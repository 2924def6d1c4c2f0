"""The application layer: thin use-cases between HTTP and the domain.

A command runs as: load the campaign's state (cached in this process, else the latest snapshot plus newer
events), build the decision `Context` (who acts, which dice, "now", new ids, seeds), `Game.decide`, append
the events with expected version = the state's version, apply them to the cached state, publish them after
the commit. Concurrency is optimistic: when another process appended first the store refuses
(`WrongExpectedVersion`), the state catches up and the decision is taken again on the newer state — up to
`command_retries` times, then 409. With `If-Match` the client asked for exactly one version: a campaign
that moved on is a 412 instead.

In one process the writes of a campaign take turns on an `asyncio.Lock`: a table plays sequentially, so
this costs nothing, and it spares the in-process requests from racing each other into conflicts. Reads
catch up with the store under the same lock, so a read never shows a state older than a write it follows.
Each command publishes its events (after the commit) before it lets go of the lock, so one process
publishes a campaign's events in commit order.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import uuid
from collections import OrderedDict
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, TypeVar

import msgspec

from domain.campaign import (
    Actor,
    CampaignCreated,
    CampaignState,
    CloseTable,
    Context,
    CreateCampaign,
    OpenTable,
    RotateSeed,
    TableOpened,
)
from domain.dice import DiceRoll, PhysicalDice, SeededDice, ServerDice
from domain.errors import DomainError, InvalidCommand
from domain.game import Game
from domain.messages import Command, Event, RollCommand, RollEvent
from domain.visibility import FOLLOWS, followed_rolls, may_see
from eventstore.errors import DuplicateEventConflict, WrongExpectedVersion
from eventstore.events import AppendResult, NewEvent, RecordedEvent
from eventstore.expected_version import NO_STREAM
from eventstore.store import EventStore
from server.held import Holding, holding
from server.problems import ApiError
from server.seed_vault import SeedVault
from server.snapshots import SnapshotWriter

log = logging.getLogger("chronicle.server")

T = TypeVar("T")
SNAPSHOT_SHAPE = "1"
"""Bump when CampaignState's encoding changes incompatibly: older snapshots are then ignored (replayed).
A ruleset's own state shape is `Ruleset.state_version`, part of the snapshot type too."""


def stream_name(campaign_id: uuid.UUID | str) -> str:
    return f"campaign-{campaign_id}"


def snapshot_type(game: Game) -> str:
    return f"campaign_state/{game.ruleset.name}/{SNAPSHOT_SHAPE}.{game.ruleset.state_version}"


@dataclass(frozen=True)
class Principal:
    """Who is calling, as established from the bearer token (never from the request body)."""

    campaign_id: uuid.UUID
    member_id: str
    token_id: str


class Fanout:
    """What the application layer needs of the live fan-out (part B's `server.live.fanout.Fanout`)."""

    async def publish(self, campaign_id: str, recorded_events: Sequence[RecordedEvent]) -> None:  # pragma: no cover
        ...


class NoFanout(Fanout):
    """Used when no live fan-out is wired in (tools, some tests): publishing does nothing."""

    async def publish(self, campaign_id: str, recorded_events: Sequence[RecordedEvent]) -> None:
        return None


class NoDice:
    """The dice of a command that is not a roll command: rolling is a bug in the ruleset, refused loudly."""

    def roll(self, count: int, sides: int) -> DiceRoll:
        raise InvalidCommand("command_cannot_roll", "this command does not roll dice", count=count, sides=sides)


@dataclass
class Outcome:
    """What a command did: the events it appended (as stored and as domain objects) and the new version."""

    campaign_id: uuid.UUID
    version: int
    recorded: list[RecordedEvent]
    events: list[Event]
    hidden: frozenset[int]
    """Versions of non-public rolls still hidden after the command (for filtering the response)."""
    game: Game
    viewer: Actor
    """Whom the response is filtered for: the caller as of the state after the command (see `viewer`)."""
    replayed: bool = False


@dataclass
class _Entry:
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    game: Game | None = None
    state: CampaignState | None = None


def _uuid_ids(first: str | None = None) -> Iterator[str]:
    if first is not None:
        yield first
    while True:
        yield str(uuid.uuid4())


class CampaignService:
    def __init__(
        self,
        store: EventStore,
        rulesets: Mapping[str, Game],
        seeds: SeedVault,
        fanout: Fanout | None = None,
        *,
        snapshot_every: int = 200,
        keep_every: int = 1000,
        command_retries: int = 5,
        cache_size: int = 1024,
        id_key: bytes = b"",
    ) -> None:
        self.store = store
        self.rulesets = rulesets
        self.seeds = seeds
        self.fanout: Fanout = fanout or NoFanout()
        self.snapshot_every = snapshot_every
        self.keep_every = keep_every
        self.command_retries = command_retries
        self.cache_size = cache_size
        self._id_key = id_key
        self.snapshots = SnapshotWriter(store)
        self._entries: OrderedDict[uuid.UUID, _Entry] = OrderedDict()
        self._hidden: OrderedDict[tuple[uuid.UUID, int], Event] = OrderedDict()
        """Hidden roll events by campaign and version (immutable, so safe to cache)."""

    # -- loading ---------------------------------------------------------------------------------------

    def _entry(self, campaign_id: uuid.UUID) -> _Entry:
        entry = self._entries.get(campaign_id)
        if entry is None:
            entry = self._entries[campaign_id] = _Entry()
            while len(self._entries) > self.cache_size:
                self._entries.popitem(last=False)
        else:
            self._entries.move_to_end(campaign_id)
        return entry

    def forget(self, campaign_id: uuid.UUID) -> None:
        """Drop a cached state (tests; an operator tool after restoring a database)."""
        self._entries.pop(campaign_id, None)

    def game_for(self, ruleset: str) -> Game:
        game = self.rulesets.get(ruleset)
        if game is None:
            raise ApiError(
                409, "ruleset_unavailable", "this server does not run the campaign's ruleset", ruleset=ruleset
            )
        return game

    async def _load(self, entry: _Entry, campaign_id: uuid.UUID) -> None:
        stream = stream_name(campaign_id)
        state: CampaignState | None = None
        game: Game | None = None
        snap = await self.store.load_snapshot(stream)
        if snap is not None:
            parts = snap.type.split("/")
            if len(parts) == 3 and parts[0] == "campaign_state":
                game = self.rulesets.get(parts[1])
                if game is not None and snap.type == snapshot_type(game):
                    try:
                        state = game.decode_state(snap.data)
                        state.version = snap.version
                    except (msgspec.DecodeError, msgspec.ValidationError, TypeError, ValueError):
                        log.warning("campaign %s: snapshot at %d unreadable; replaying", campaign_id, snap.version)
                        state = None
        if state is None or game is None:
            records = await self.store.read_stream(stream, from_version=0)
            if not records:
                raise ApiError(404, "campaign_not_found", "no such campaign", campaign_id=str(campaign_id))
            created = msgspec.json.decode(records[0].data, type=CampaignCreated)
            game = self.game_for(created.ruleset)
            state = game.fold(game.decode(r.type, r.data) for r in records)
        else:
            records = await self.store.read_stream(stream, from_version=state.version + 1)
            game.fold((game.decode(r.type, r.data) for r in records), state)
        if len(records) > self.snapshot_every:
            # No usable snapshot (none yet, unreadable, or of a state shape this server no longer folds to, e.g.
            # a ruleset's older `state_version`), or one far behind: take one now, so the next cold load of
            # this campaign reads a snapshot and a short tail instead of folding this much again.
            self._snapshot(stream, game, state)
        entry.game, entry.state = game, state

    async def _catch_up(self, entry: _Entry, campaign_id: uuid.UUID) -> list[RecordedEvent]:
        """Apply events other processes appended since the cached version; returns them."""
        assert entry.game is not None and entry.state is not None
        records = await self.store.read_stream(stream_name(campaign_id), from_version=entry.state.version + 1)
        game = entry.game
        game.fold((game.decode(r.type, r.data) for r in records), entry.state)
        return records

    async def view(
        self, campaign_id: uuid.UUID, render: Callable[[Game, CampaignState], T], *, fresh: bool = True
    ) -> T:
        """Run `render` (synchronous, must not keep the state) on the campaign's current state."""
        entry = self._entry(campaign_id)
        async with entry.lock:
            if entry.state is None:
                await self._load(entry, campaign_id)
            elif fresh:
                await self._catch_up(entry, campaign_id)
            assert entry.game is not None and entry.state is not None
            return render(entry.game, entry.state)

    async def game_of(self, campaign_id: uuid.UUID) -> Game:
        return await self.view(campaign_id, lambda game, _state: game, fresh=False)

    async def state_at(self, campaign_id: uuid.UUID, version: int) -> tuple[Game, CampaignState]:
        """A private copy of the state as of `version`: the newest snapshot at or before it (the latest or a
        kept one) and the events after it, folded off the event loop (server/replay/start.py)."""
        game = await self.game_of(campaign_id)
        return game, await self._state_at(game, campaign_id, version)

    async def _state_at(self, game: Game, campaign_id: uuid.UUID, version: int) -> CampaignState:
        """`state_at` for a caller that already knows the game (and may hold the campaign's lock)."""
        # Imported here: start.py offloads through server.read_limits, which imports this module (via auth).
        from server.replay.start import state_before

        return await state_before(self.store, game, stream_name(campaign_id), version, snapshot_type(game))

    # -- actors ----------------------------------------------------------------------------------------

    @staticmethod
    def actor(state: CampaignState, principal: Principal) -> Actor:
        actor = CampaignService.member_actor(state, principal)
        if actor is None:
            raise ApiError(
                403, "member_removed", "this token's member is no longer in the campaign", member_id=principal.member_id
            )
        return actor

    @staticmethod
    def viewer(state: CampaignState, principal: Principal) -> Actor:
        """Whom a command's response is filtered for: its caller as of the state after it, or, when the command
        removed them (a co-GM leaving: it succeeded, so it is answered), an outsider seeing what observers see."""
        actor = CampaignService.member_actor(state, principal)
        return actor if actor is not None else Actor(member_id=principal.member_id, role="observer")

    @staticmethod
    def member_actor(state: CampaignState, principal: Principal) -> Actor | None:
        """The principal's member and role, None when they are no longer in the campaign."""
        member = state.members.get(principal.member_id)
        if member is None or not member.active:
            return None
        return Actor(member_id=member.member_id, role=member.role)

    async def actor_for(self, campaign_id: uuid.UUID, principal: Principal) -> Actor:
        return await self.view(campaign_id, lambda _g, state: self.actor(state, principal))

    # -- commands --------------------------------------------------------------------------------------

    def event_ids(self, scope: str | None, count: int) -> list[uuid.UUID]:
        """Fresh random ids; for a command sent with an Idempotency-Key, ids derived from the key.

        Derived ids make the store itself refuse a second append of the same keyed command (say, after a
        crash between commit and reply). They are keyed with a server secret, so nobody can predict the
        id of another's event (ids are part of the bytes an event's hash covers).
        """
        if scope is None:
            return [uuid.uuid4() for _ in range(count)]
        out = []
        for i in range(count):
            digest = hmac.new(self._id_key, f"{scope}\0{i}".encode(), hashlib.sha256).digest()
            out.append(uuid.UUID(bytes=digest[:16], version=4))
        return out

    async def _dice_and_seeds(self, state: CampaignState, command: Command) -> tuple[Any, bytes | None, bytes | None]:
        """The dice source for a command, the secret seed it may reveal, the fresh seed it may commit to."""
        secret: bytes | None = None
        fresh: bytes | None = None
        dice: Any = NoDice()
        if isinstance(command, RollCommand):
            table = state.tables.get(command.table_id)
            if table is None or not table.open:
                dice = ServerDice()  # the rules refuse the command for its table before any roll
            elif table.dice_mode == "physical":
                dice = PhysicalDice(command.dice or [])
            elif command.dice is not None:
                raise InvalidCommand(
                    "dice_not_physical",
                    "faces may be entered only at a table that plays with physical dice",
                    table_id=table.table_id,
                    dice_mode=table.dice_mode,
                )
            elif table.dice_mode == "verifiable":
                seed = await self.seeds.seed_for(table.seed_commitment)
                dice = SeededDice(seed, table.table_id, table.next_nonce, command.client_seed)
            else:
                dice = ServerDice()
        elif isinstance(command, OpenTable) and command.dice_mode == "verifiable":
            fresh = self.seeds.draw()
        elif isinstance(command, (CloseTable, RotateSeed)):
            table = state.tables.get(command.table_id)
            if table is not None and table.open and table.dice_mode == "verifiable":
                secret = await self.seeds.seed_for(table.seed_commitment)
                if isinstance(command, RotateSeed):
                    fresh = self.seeds.draw()
        return dice, secret, fresh

    def _new_events(
        self,
        game: Game,
        events: list[Event],
        ids: list[uuid.UUID],
        metadata: dict[str, Any],
        follows: list[dict[str, object] | None] | None = None,
    ) -> list[NewEvent]:
        return [
            NewEvent(
                id=event_id,
                type=_tag(event),
                data=game.encode(event),
                schema_version=type(event).schema_version,
                metadata={**metadata, FOLLOWS: follows[i]} if follows and follows[i] else metadata,
            )
            for i, (event, event_id) in enumerate(zip(events, ids, strict=True))
        ]

    async def _follows(
        self, campaign_id: uuid.UUID, game: Game, state: CampaignState, events: list[Event]
    ) -> list[dict[str, object] | None] | None:
        """Which hidden roll each new event follows from (domain/visibility.py: `followed_rolls`), recorded in
        its metadata so that every read hides it with the roll; None when none does."""
        hook = game.ruleset.follows_roll
        rolls_here = any(isinstance(e, RollEvent) and e.visibility != "public" for e in events)
        if not rolls_here and not (hook is not None and state.hidden_rolls):
            return None
        hidden: dict[int, Event] = {}
        if hook is not None and state.hidden_rolls:
            hidden = await self._fetch_hidden(campaign_id, game, list(state.hidden_rolls))
        follows = followed_rolls(events, state.version + 1, hidden, hook)
        return follows if any(follows) else None

    async def create(
        self,
        command: CreateCampaign,
        *,
        issue_token: Callable[[uuid.UUID, str], Any],
        correlation: dict[str, Any],
        key_scope: str | None = None,
    ) -> tuple[Outcome, Any]:
        """Create a campaign: its GM's token first (so a campaign never exists without one), then the stream.

        With an Idempotency-Key (`key_scope`) the campaign's id, its GM's id and the events' ids derive from
        the key, so a retry after a crash between the commit and the answer finds the campaign the first
        attempt created and answers with it (and a new GM token: the first one's secret never reached anyone)
        instead of creating a second campaign."""
        game = self.rulesets.get(command.ruleset)
        if game is None:
            raise ApiError(
                422,
                "unknown_ruleset",
                f"no ruleset named {command.ruleset!r}",
                ruleset=command.ruleset,
                known=sorted(self.rulesets),
            )
        if key_scope is None:
            campaign_id, gm_id = uuid.uuid4(), str(uuid.uuid4())
        else:
            campaign_id = self.event_ids(f"{key_scope}\0campaign", 1)[0]
            gm_id = str(self.event_ids(f"{key_scope}\0gm", 1)[0])
            created = await self._committed(stream_name(campaign_id), key_scope)
            if created:
                return await self._created(campaign_id, game, gm_id, created, issue_token)
        now = datetime.now(UTC)
        ctx = Context(actor=Actor(member_id=gm_id, role="gm"), dice=NoDice(), now=now, ids=_uuid_ids(str(campaign_id)))
        events = game.decide(game.new_state(), command, ctx)
        issued = await issue_token(campaign_id, gm_id)
        metadata = {"actor": gm_id, "command": _tag(command), "time": now.isoformat(), **correlation}
        new = self._new_events(game, events, self.event_ids(key_scope, len(events)), metadata)
        stream = stream_name(campaign_id)
        try:
            result = await self.store.append(stream, new, expected_version=NO_STREAM)
        except (WrongExpectedVersion, DuplicateEventConflict):
            created = await self._committed(stream, key_scope) if key_scope is not None else []
            if not created:
                raise
            return await self._created(campaign_id, game, gm_id, created, issue_token)  # a racing attempt
        recorded = await self._recorded(stream, result, len(new))
        entry = self._entry(campaign_id)
        async with entry.lock:
            if entry.state is None:
                state = game.fold(events)
                entry.game, entry.state = game, state
            await self._publish(campaign_id, recorded)  # under the lock, as in execute()
        outcome = Outcome(campaign_id, len(events) - 1, recorded, events, frozenset(), game, ctx.actor)
        return outcome, issued

    async def _created(
        self,
        campaign_id: uuid.UUID,
        game: Game,
        gm_id: str,
        recorded: list[RecordedEvent],
        issue_token: Callable[[uuid.UUID, str], Any],
    ) -> tuple[Outcome, Any]:
        """The answer to a keyed creation whose campaign an earlier attempt already stored."""
        issued = await issue_token(campaign_id, gm_id)
        events = [game.decode(r.type, r.data) for r in recorded]
        gm = Actor(member_id=gm_id, role="gm")
        version = recorded[-1].version
        return Outcome(campaign_id, version, recorded, events, frozenset(), game, gm, replayed=True), issued

    async def execute(
        self,
        campaign_id: uuid.UUID,
        principal: Principal,
        command: Command,
        *,
        if_match: int | None = None,
        key_scope: str | None = None,
        correlation: Mapping[str, Any] | None = None,
        expected_ruleset: str | None = None,
        resumed: bool = False,
        first_id: str | None = None,
    ) -> Outcome:
        """Decide and append a command. `key_scope` (scope and Idempotency-Key) derives the event ids;
        `resumed` says an earlier attempt with that key died or gave up without an answer: if its events are
        stored, the answer is rebuilt from them (as that attempt would have answered), nothing is decided.
        `first_id` is the first id the rules draw (a new member's id, chosen by the route so that it can issue
        the member's token before the member exists)."""
        entry = self._entry(campaign_id)
        stream = stream_name(campaign_id)
        async with entry.lock:
            fresh = entry.state is None
            if fresh:
                await self._load(entry, campaign_id)
            assert entry.game is not None and entry.state is not None
            game = entry.game
            if key_scope is not None and resumed:
                committed = await self._committed(stream, key_scope)
                if committed:
                    await self._catch_up(entry, campaign_id)
                    return await self._answer(campaign_id, entry, principal, committed)
            if expected_ruleset is not None and game.ruleset.name != expected_ruleset:
                raise ApiError(
                    422,
                    "wrong_ruleset",
                    f"this campaign plays {game.ruleset.name}, not {expected_ruleset}",
                    ruleset=game.ruleset.name,
                    command_ruleset=expected_ruleset,
                )
            conflicts = 0
            seeds: tuple[bytes | None, bytes | None] | None = None
            while True:
                state = entry.state
                if if_match is not None and state.version != if_match:
                    if not fresh:
                        await self._catch_up(entry, campaign_id)
                        fresh = True
                        continue
                    raise ApiError(
                        412,
                        "version_mismatch",
                        f"the campaign is at version {state.version}, not {if_match}",
                        expected=if_match,
                        actual=state.version,
                    )
                actor = self.actor(state, principal)
                now = datetime.now(UTC)
                try:
                    dice, secret, fresh_seed = await self._dice_and_seeds(state, command)
                    if seeds is not None and fresh_seed is not None:
                        fresh_seed = seeds[1]  # the seed already stored for an earlier attempt
                    ctx = Context(
                        actor=actor,
                        dice=dice,
                        now=now,
                        ids=_uuid_ids(first_id),
                        secret_seed=secret,
                        fresh_seed=fresh_seed,
                    )
                    events = game.decide(state, command, ctx)
                except DomainError:
                    caught = [] if fresh else await self._catch_up(entry, campaign_id)
                    if caught:
                        fresh = True
                        mine = _keyed(caught, self.event_ids(key_scope, len(caught))) if key_scope else []
                        if mine:  # another attempt with this key committed meanwhile: its answer
                            return await self._answer(campaign_id, entry, principal, mine)
                        continue  # the refusal may come from a stale cache: decide again on the newest state
                    if key_scope is not None:
                        # The state was fresh already (a cold load, or caught up above): an attempt with this
                        # key that committed before it is in it, and may be what the rules refuse to repeat.
                        # Its answer, not a refusal of it, is this key's answer.
                        mine = await self._committed(stream_name(campaign_id), key_scope)
                        if mine:
                            return await self._answer(campaign_id, entry, principal, mine)
                    raise
                if not events:
                    hidden = frozenset(state.hidden_rolls)
                    return Outcome(campaign_id, state.version, [], [], hidden, game, actor)
                if fresh_seed is not None and seeds is None:
                    await self.seeds.keep(campaign_id, fresh_seed)
                    seeds = (secret, fresh_seed)
                metadata: dict[str, Any] = {
                    "actor": actor.member_id,
                    "role": actor.role,
                    "command": _tag(command),
                    "time": now.isoformat(),
                    "token_id": principal.token_id,
                }
                table_id = getattr(command, "table_id", None)
                if isinstance(table_id, str):
                    metadata["table_id"] = table_id
                if correlation:
                    metadata.update(correlation)
                ids = self.event_ids(key_scope, len(events))
                follows = await self._follows(campaign_id, game, state, events)
                new = self._new_events(game, events, ids, metadata, follows)
                expected = state.version if state.version >= 0 else NO_STREAM
                try:
                    result = await self.store.append(stream, new, expected)
                except WrongExpectedVersion:
                    caught = await self._catch_up(entry, campaign_id)
                    fresh = True
                    already = _keyed(caught, self.event_ids(key_scope, len(caught))) if key_scope else []
                    if already:  # another attempt with this key committed first: answer as it did
                        return await self._answer(campaign_id, entry, principal, already)
                    if if_match is not None:
                        continue  # reports the 412 with the actual version
                    conflicts += 1
                    if conflicts > self.command_retries:
                        raise ApiError(
                            409,
                            "concurrency_conflict",
                            "the campaign kept changing under concurrent commands; retry",
                            attempts=conflicts,
                            version=entry.state.version,
                        ) from None
                    continue
                except DuplicateEventConflict:
                    # A keyed command whose events are already stored: it ran before (a lost reply).
                    await self._catch_up(entry, campaign_id)
                    found = await self._committed(stream, key_scope) if key_scope else []
                    if found:
                        return await self._answer(campaign_id, entry, principal, found)
                    raise
                if state.version >= 0 and any(isinstance(e, TableOpened) for e in events):
                    # the state just before the table opened: where its replay and recap start
                    self._snapshot(stream, game, state, keep=True, latest=False)
                for i, event in enumerate(events):
                    game.apply(state, event, result.first_version + i)
                recorded = await self._recorded(stream, result, len(new))
                # Published before the campaign's next command may append: live subscribers get this
                # process's commits in commit order, so they rarely have a hole to fill from the store.
                await self._publish(str(campaign_id), recorded)
                before = result.first_version - 1
                if self._snapshot_due(campaign_id, before, state.version):
                    keep = self._snapshot_due(campaign_id, before, state.version, self.keep_every)
                    self._snapshot(stream, game, state, keep=keep)
                hidden = frozenset(state.hidden_rolls)
                break
        return Outcome(campaign_id, result.last_version, recorded, events, hidden, game, self.viewer(state, principal))

    async def _recorded(self, stream: str, result: AppendResult, count: int) -> list[RecordedEvent]:
        """The appended events as stored: the store returns them, hash and time included, which spares a
        round trip per command; a result without them is read back."""
        if result.recorded is not None:
            return result.recorded
        return await self.store.read_stream(stream, from_version=result.first_version, limit=count)

    async def _committed(self, stream: str, key_scope: str) -> list[RecordedEvent]:
        """The events a command with this key appended to `stream`, [] when none is stored: its first
        derived id is looked up on the store's index, the rest follow it (one append is contiguous)."""
        first = self.event_ids(key_scope, 1)[0]
        version = await self.store.version_of(stream, first)
        if version is None:
            return []
        records = await self.store.read_stream(stream, from_version=version, limit=KEYED_EVENTS_MAX)
        return _keyed(records, self.event_ids(key_scope, len(records)))

    async def _answer(
        self, campaign_id: uuid.UUID, entry: _Entry, principal: Principal, recorded: list[RecordedEvent]
    ) -> Outcome:
        """The outcome of a command whose events are already stored, as it was when they committed: the same
        version, and filtered for the caller with the hidden rolls and roles of the state right after them
        (a later reveal or role change does not alter the answer). Called under the campaign's lock."""
        assert entry.game is not None and entry.state is not None
        game = entry.game
        version = recorded[-1].version
        state = entry.state if entry.state.version == version else await self._state_at(game, campaign_id, version)
        events = [game.decode(r.type, r.data) for r in recorded]
        hidden = frozenset(state.hidden_rolls)
        viewer = self.viewer(state, principal)
        return Outcome(campaign_id, version, recorded, events, hidden, game, viewer, replayed=True)

    def _snapshot_due(self, campaign_id: uuid.UUID, before: int, after: int, every: int | None = None) -> bool:
        """Whether a command that took the campaign from version `before` to `after` crossed one of its
        snapshot points: every `snapshot_every` versions, shifted by an offset of the campaign's own. Campaigns
        that move in step (set up together, played by one bot) would otherwise all encode and write theirs
        within a few milliseconds: 64 such tables crossing together held every roll up by as much as 35 ms.
        With `every` (the `keep_every` points), whether it crossed one of those instead."""
        every = every or self.snapshot_every
        offset = campaign_id.int % every
        return (after + offset) // every > (before + offset) // every

    def _snapshot(
        self, stream: str, game: Game, state: CampaignState, *, keep: bool = False, latest: bool = True
    ) -> None:
        """Encode the state now (under the campaign's lock: exactly this version); it is written later.

        `keep`: also keep it for reads of the past (at a table's opening, at every `keep_every` point), so
        a replay, a recap or a state at a past version starts near where it reads instead of at zero;
        `latest=False`: only keep it (the latest snapshot stays where the snapshot points put it)."""
        try:
            data = game.encode_state(state)
        except Exception:  # a snapshot is an optimisation: failing to take one must not fail the command
            log.exception("encoding a snapshot of %s at %d failed", stream, state.version)
            return
        if keep:
            self.snapshots.keep(stream, state.version, snapshot_type(game), data)
        if latest:
            self.snapshots.save(stream, state.version, snapshot_type(game), data)

    async def _publish(self, campaign_id: uuid.UUID | str, recorded: list[RecordedEvent]) -> None:
        try:
            await self.fanout.publish(str(campaign_id), recorded)
        except Exception:  # the events are committed; live clients fill gaps from the store
            log.exception("publishing events of campaign %s failed", campaign_id)

    # -- reads as a viewer may see them ------------------------------------------------------------------

    async def _fetch_hidden(self, campaign_id: uuid.UUID, game: Game, versions: list[int]) -> dict[int, Event]:
        """The hidden roll events at `versions`, from the cache or the store. The answer is built before the
        cache makes room, so a roll the caller needs is never the one dropped (a roll missing from it would
        let what follows from it through unhidden)."""
        stream = stream_name(campaign_id)
        found: dict[int, Event] = {}
        for version in sorted(versions):
            key = (campaign_id, version)
            event = self._hidden.get(key)
            if event is not None:
                self._hidden.move_to_end(key)
            else:
                records = await self.store.read_stream(stream, from_version=version, limit=1)
                if not records:
                    continue
                event = self._hidden[key] = game.decode(records[0].type, records[0].data)
            found[version] = event
        while len(self._hidden) > HIDDEN_CACHE_SIZE:
            self._hidden.popitem(last=False)
        return found

    async def render_for(
        self,
        campaign_id: uuid.UUID,
        principal: Principal,
        render: Callable[[Game, CampaignState, Actor, list[Event]], T],
    ) -> T:
        """Run `render(game, state, viewer, unseen)` on the current state, where `unseen` are the hidden roll
        events the viewer may not see (their records get redacted from what is shown)."""
        missing: object = object()
        while True:

            def plan(game: Game, state: CampaignState) -> tuple[Game, list[int]]:
                actor = self.actor(state, principal)
                if actor.role == "gm":
                    return game, []
                return game, [v for v in state.hidden_rolls if (campaign_id, v) not in self._hidden]

            game, need = await self.view(campaign_id, plan)
            fetched = await self._fetch_hidden(campaign_id, game, need) if need else {}

            def go(game: Game, state: CampaignState, fetched: dict[int, Event] = fetched) -> Any:
                actor = self.actor(state, principal)
                unseen: list[Event] = []
                if actor.role != "gm":
                    for version in state.hidden_rolls:
                        event = fetched.get(version) or self._hidden.get((campaign_id, version))
                        if event is None:
                            return missing
                        if isinstance(event, RollEvent) and not may_see(event, version, actor, state.hidden_rolls):
                            unseen.append(event)
                return render(game, state, actor, unseen)

            out = await self.view(campaign_id, go, fresh=False)
            if out is not missing:
                return out  # type: ignore[no-any-return]

    async def holding(
        self, campaign_id: uuid.UUID, game: Game, viewer: Actor, hidden_now: Mapping[int, str], version: int
    ) -> Holding:
        """What the rolls hidden from `viewer` hold of the shared state as of `version` (server/held.py)."""
        return await holding(
            self.store, game, stream_name(campaign_id), snapshot_type(game), viewer, hidden_now, version
        )

    async def render_held(
        self,
        campaign_id: uuid.UUID,
        principal: Principal,
        render: Callable[[Game, CampaignState, Actor, list[Event], Holding], T],
    ) -> T:
        """`render_for` with what the rolls hidden from the viewer hold at the state rendered (server/held.py)."""
        held: Holding | None = None
        again: object = object()
        while True:

            def go(
                game: Game, state: CampaignState, viewer: Actor, unseen: list[Event], held: Holding | None = held
            ) -> Any:
                if not unseen:
                    return render(game, state, viewer, unseen, Holding(version=state.version))
                if held is None or held.version != state.version:
                    return again, game, viewer, dict(state.hidden_rolls), state.version
                return render(game, state, viewer, unseen, held)

            out = await self.render_for(campaign_id, principal, go)
            if isinstance(out, tuple) and out and out[0] is again:
                _, game, viewer, hidden_now, version = out
                held = await self.holding(campaign_id, game, viewer, hidden_now, version)
                continue
            return out  # type: ignore[no-any-return]

    async def unseen_at(
        self, campaign_id: uuid.UUID, game: Game, viewer: Actor, current_hidden: Mapping[int, str], version: int
    ) -> list[Event]:
        """Hidden roll events up to `version` that `viewer` may not see now."""
        if viewer.role == "gm":
            return []
        versions = [v for v in current_hidden if v <= version]
        fetched = await self._fetch_hidden(campaign_id, game, versions)
        out: list[Event] = []
        for v in versions:
            event = fetched.get(v)
            if isinstance(event, RollEvent) and not may_see(event, v, viewer, current_hidden):
                out.append(event)
        return out

    # -- history ---------------------------------------------------------------------------------------

    async def read_events(self, campaign_id: uuid.UUID, from_version: int, limit: int) -> list[RecordedEvent]:
        return await self.store.read_stream(stream_name(campaign_id), from_version=from_version, limit=limit)


HIDDEN_CACHE_SIZE = 50_000
"""Hidden roll events kept in memory across campaigns (they never change, so they are safe to keep)."""

KEYED_EVENTS_MAX = 256
"""More events than any one command appends: how far past a keyed command's first event to look."""


def _keyed(records: Sequence[RecordedEvent], ids: list[uuid.UUID]) -> list[RecordedEvent]:
    """The events among `records` that a keyed command appended: the one with its first derived id and the
    ones right after it carrying the next derived ids (`ids` is that sequence)."""
    if not ids:
        return []
    for i, record in enumerate(records):
        if record.id == ids[0]:
            found = [record]
            for later, wanted in zip(records[i + 1 :], ids[1:], strict=False):
                if later.id != wanted:
                    break
                found.append(later)
            return found
    return []


_TAGS: dict[type, str] = {}


def _tag(obj: msgspec.Struct) -> str:
    """The tag of a command or event (cached: `type_info` is too slow for every request)."""
    cls = type(obj)
    tag = _TAGS.get(cls)
    if tag is None:
        tag = _TAGS[cls] = msgspec.inspect.type_info(cls).tag  # type: ignore[attr-defined]
    return tag


__all__ = ["CampaignService", "Fanout", "NoFanout", "Outcome", "Principal", "stream_name"]
