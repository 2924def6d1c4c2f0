"""The command handler: one command, from a loaded state to stored events and their after-commit hooks.

A command runs as: take the campaign's cached state under its lock (application/repository.py), build the
decision `Context` (who acts, which dice, "now", new ids, seeds), `Game.decide`, append the events with
expected version = the state's version, apply them to the cached state, run the after-commit hooks
(application/hooks.py: publish, snapshot, …) before letting go of the lock, so one process hands on a
campaign's events in commit order.

Concurrency is optimistic: when another process appended first the store refuses (`WrongExpectedVersion`),
the state catches up and the decision is taken again on the newer state — up to `retries` times, then
`ConcurrencyConflict`. With `if_match` the caller asked for exactly one version: a campaign that moved on is
a `VersionMismatch` instead.

A command sent with an Idempotency-Key (`key_scope`) appends events whose ids derive from the key, so the
store itself refuses a second append of it; a retry whose events are stored is answered from them, as the
first attempt would have answered.
"""

from __future__ import annotations

import hashlib
import hmac
import uuid
from collections.abc import Awaitable, Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, TypeVar

from application.errors import ApplicationError, ConcurrencyConflict, Unprocessable, VersionMismatch
from application.hidden_rolls import HiddenRolls
from application.hooks import AfterCommit, Commit, run_hooks
from application.personal import sealed as sealed_personal
from application.ports import MemberTokens, SeedVault, StreamStore
from application.principal import Principal, acting_member, viewer_after
from application.repository import CampaignRepository, Loaded
from application.streams import stream_name
from domain.campaign import (
    Actor,
    AddMember,
    CampaignState,
    CloseTable,
    Context,
    CreateCampaign,
    MemberAdded,
    MemberForgotten,
    OpenTable,
    ProveRoll,
    RevealRoll,
    RotateSeed,
    TableOpened,
)
from domain.dice import DiceRoll, DiceSource, PhysicalDice, SeededDice, ServerDice
from domain.errors import DomainError, InvalidCommand
from domain.game import Game
from domain.messages import Command, Event, RollCommand, RollEvent, tag_of
from domain.roll_proofs import CommittedDice
from domain.visibility import FOLLOWS
from eventstore.errors import DuplicateEventConflict, WrongExpectedVersion
from eventstore.events import AppendResult, NewEvent, RecordedEvent
from eventstore.expected_version import NO_STREAM

T = TypeVar("T")

KEYED_EVENTS_MAX = 256
"""More events than any one command appends: how far past a keyed command's first event to look."""


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
    """Whom the response is filtered for: the caller as of the state after the command (`viewer_after`)."""
    replayed: bool = False
    """Answered from the events an earlier attempt with the same key stored; nothing was decided."""


class NoDice:
    """The dice of a command that is not a roll command: rolling is a bug in the ruleset, refused loudly."""

    def roll(self, count: int, sides: int) -> DiceRoll:
        raise InvalidCommand("command_cannot_roll", "this command does not roll dice", count=count, sides=sides)


def _ids(first: str | None = None) -> Iterator[str]:
    if first is not None:
        yield first
    while True:
        yield str(uuid.uuid4())


class CommandHandler:
    def __init__(
        self,
        repository: CampaignRepository,
        hidden_rolls: HiddenRolls,
        seeds: SeedVault,
        hooks: Sequence[AfterCommit] = (),
        *,
        retries: int = 5,
        id_key: bytes = b"",
    ) -> None:
        self.repository = repository
        self.hidden_rolls = hidden_rolls
        self.seeds = seeds
        self.hooks: list[AfterCommit] = list(hooks)
        """Run in order after each commit (application/hooks.py); append one to add it."""
        self.retries = retries
        self._id_key = id_key

    @property
    def store(self) -> StreamStore:
        return self.repository.store

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

    # -- creating a campaign ---------------------------------------------------------------------------

    async def create(
        self,
        command: CreateCampaign,
        *,
        tokens: MemberTokens[T],
        correlation: Mapping[str, Any],
        key_scope: str | None = None,
    ) -> tuple[Outcome, T]:
        """Create a campaign: its GM's token first (so a campaign never exists without one), then the stream;
        should the campaign not be created, the token is forgotten.

        With an Idempotency-Key (`key_scope`) the campaign's id, its GM's id and the events' ids derive from
        the key, so a retry after a crash between the commit and the answer finds the campaign the first
        attempt created and answers with it (and a new GM token: the first one's secret never reached anyone)
        instead of creating a second campaign."""
        issued: list[T] = []

        async def issue(campaign_id: uuid.UUID, gm_id: str) -> T:
            issued.append(await tokens.issue(campaign_id, gm_id, command.gm_name))
            return issued[-1]

        try:
            return await self._create(command, issue, correlation, key_scope)
        except BaseException:
            for token in issued:  # the campaign was not created: its token must not linger
                await tokens.forget(token)
            raise

    async def _create(
        self,
        command: CreateCampaign,
        issue_token: Callable[[uuid.UUID, str], Awaitable[T]],
        correlation: Mapping[str, Any],
        key_scope: str | None,
    ) -> tuple[Outcome, T]:
        game = self.repository.rulesets.get(command.ruleset)
        if game is None:
            raise Unprocessable(
                f"no ruleset named {command.ruleset!r}",
                code="unknown_ruleset",
                ruleset=command.ruleset,
                known=sorted(self.repository.rulesets),
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
        ctx = Context(actor=Actor(member_id=gm_id, role="gm"), dice=NoDice(), now=now, ids=_ids(str(campaign_id)))
        events = game.decide(game.new_state(), command, ctx)
        issued = await issue_token(campaign_id, gm_id)
        metadata = {"actor": gm_id, "command": tag_of(command), "time": now.isoformat(), **correlation}
        new = _new_events(game, events, self.event_ids(key_scope, len(events)), metadata)
        stream = stream_name(campaign_id)
        try:
            result = await self.store.append(stream, new, expected_version=NO_STREAM)
        except (WrongExpectedVersion, DuplicateEventConflict):
            created = await self._committed(stream, key_scope) if key_scope is not None else []
            if not created:
                raise
            return await self._created(campaign_id, game, gm_id, created, issue_token)  # a racing attempt
        recorded = await self._recorded(stream, result, len(new))
        async with self.repository.cached(campaign_id) as entry:
            if entry.state is None:
                entry.game, entry.state = game, game.fold(events)
            # under the lock, as in execute(): a command that follows cannot hand on its events first
            await run_hooks(self.hooks, Commit(campaign_id, game, entry.state, -1, recorded, events))
        outcome = Outcome(campaign_id, len(events) - 1, recorded, events, frozenset(), game, ctx.actor)
        return outcome, issued

    async def _created(
        self,
        campaign_id: uuid.UUID,
        game: Game,
        gm_id: str,
        recorded: list[RecordedEvent],
        issue_token: Callable[[uuid.UUID, str], Awaitable[T]],
    ) -> tuple[Outcome, T]:
        """The answer to a keyed creation whose campaign an earlier attempt already stored."""
        issued = await issue_token(campaign_id, gm_id)
        events = [game.decode(r.type, r.data) for r in recorded]
        gm = Actor(member_id=gm_id, role="gm")
        version = recorded[-1].version
        return Outcome(campaign_id, version, recorded, events, frozenset(), game, gm, replayed=True), issued

    # -- commands --------------------------------------------------------------------------------------

    async def add_member(
        self,
        campaign_id: uuid.UUID,
        principal: Principal,
        command: AddMember,
        *,
        tokens: MemberTokens[T],
        key_scope: str | None = None,
        **options: Any,
    ) -> tuple[Outcome, T | None]:
        """Add a member with its token (`execute`'s `options` otherwise).

        The token is issued first, for the id the member will have (random, or derived from the
        Idempotency-Key, so that a retry of a keyed command that did commit names the member the first
        attempt added): a member is never added without the token the answer promises. Refused by the rules
        or the application, the member was not added, and the token is forgotten. Anything else (the database
        gone mid-append, a cancelled request) may have added the member with its commit's answer lost: the
        token stays, or that member could never log in; had the member not been added, the token
        authenticates nobody."""
        member_id = str(uuid.uuid4()) if key_scope is None else str(self.event_ids(f"{key_scope}\0member", 1)[0])
        issued = await tokens.issue(campaign_id, member_id, command.name)
        try:
            outcome = await self.execute(
                campaign_id, principal, command, key_scope=key_scope, first_id=member_id, **options
            )
        except (DomainError, ApplicationError):
            await tokens.forget(issued)
            raise
        added = next((e for e in outcome.events if isinstance(e, MemberAdded)), None)
        if added is None or added.member_id != member_id:  # pragma: no cover - the rules draw the id given
            await tokens.forget(issued)
            return outcome, None
        return outcome, issued

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
        `first_id` is the first id the rules draw (a new member's id, chosen by the caller so that it can
        issue the member's token before the member exists)."""
        stream = stream_name(campaign_id)
        async with self.repository.locked(campaign_id) as entry:
            assert entry.game is not None and entry.state is not None
            game = entry.game
            if key_scope is not None and resumed:
                committed = await self._committed(stream, key_scope)
                if committed:
                    await self.repository.catch_up(entry, campaign_id)
                    return await self._answer(campaign_id, entry, principal, committed)
            if expected_ruleset is not None and game.ruleset.name != expected_ruleset:
                raise Unprocessable(
                    f"this campaign plays {game.ruleset.name}, not {expected_ruleset}",
                    code="wrong_ruleset",
                    ruleset=game.ruleset.name,
                    command_ruleset=expected_ruleset,
                )
            conflicts = 0
            seeds: tuple[bytes | None, bytes | None] | None = None
            while True:
                state = entry.state
                if if_match is not None and state.version != if_match:
                    if not entry.fresh:
                        await self.repository.catch_up(entry, campaign_id)
                        continue
                    raise VersionMismatch(expected=if_match, actual=state.version)
                actor = acting_member(state, principal)
                now = datetime.now(UTC)
                try:
                    dice, secret, fresh_seed = await self._dice_and_seeds(state, command)
                    roll = await self._roll_to_prove(stream, game, state, command)
                    if roll is not None and secret is None:
                        secret = await self._seed_of(state, roll[1])
                    if seeds is not None and fresh_seed is not None:
                        fresh_seed = seeds[1]  # the seed already stored for an earlier attempt
                    ctx = Context(
                        actor=actor,
                        dice=dice,
                        now=now,
                        ids=_ids(first_id),
                        secret_seed=secret,
                        fresh_seed=fresh_seed,
                        roll=roll,
                    )
                    events = game.decide(state, command, ctx)
                except DomainError:
                    caught = [] if entry.fresh else await self.repository.catch_up(entry, campaign_id)
                    if caught:
                        mine = _keyed(caught, self.event_ids(key_scope, len(caught))) if key_scope else []
                        if mine:  # another attempt with this key committed meanwhile: its answer
                            return await self._answer(campaign_id, entry, principal, mine)
                        continue  # the refusal may come from a stale cache: decide again on the newest state
                    if key_scope is not None:
                        # The state was fresh already (a cold load, or caught up above): an attempt with this
                        # key that committed before it is in it, and may be what the rules refuse to repeat.
                        # Its answer, not a refusal of it, is this key's answer.
                        mine = await self._committed(stream, key_scope)
                        if mine:
                            return await self._answer(campaign_id, entry, principal, mine)
                    raise
                if not events:
                    hidden = frozenset(state.hidden_rolls)
                    return Outcome(campaign_id, state.version, [], [], hidden, game, actor)
                if fresh_seed is not None and seeds is None:
                    await self.seeds.keep(campaign_id, fresh_seed)
                    seeds = (secret, fresh_seed)
                metadata = _metadata(command, actor, principal, now, correlation)
                follows = await self.hidden_rolls.follows(campaign_id, game, state, events)
                if follows is not None or any(isinstance(e, RollEvent) and e.visibility != "public" for e in events):
                    # as many events whatever the hidden dice said (domain/sealed.py)
                    sealed = game.sealed(state, command, ctx, events)
                    if len(sealed) > len(events):
                        events = sealed
                        follows = await self.hidden_rolls.follows(campaign_id, game, state, events)
                ids = self.event_ids(key_scope, len(events))
                new = _new_events(game, events, ids, metadata, follows, state)
                expected = state.version if state.version >= 0 else NO_STREAM
                forgotten = next((e.member_id for e in events if isinstance(e, MemberForgotten)), None)
                try:
                    if forgotten is not None:
                        # the erasure and its record commit together (EventStore.forget)
                        _erased, appended = await self.store.forget(stream, forgotten, new, expected)
                        assert appended is not None
                        result = appended
                    else:
                        result = await self.store.append(stream, new, expected)
                except WrongExpectedVersion:
                    caught = await self.repository.catch_up(entry, campaign_id)
                    already = _keyed(caught, self.event_ids(key_scope, len(caught))) if key_scope else []
                    if key_scope and not already:
                        # The store refuses a stored id at another version as a wrong version too: an attempt
                        # with this key committed before commands the cache had already seen.
                        already = await self._committed(stream, key_scope)
                    if already:  # another attempt with this key committed first: answer as it did
                        return await self._answer(campaign_id, entry, principal, already)
                    if if_match is not None:
                        continue  # reports the VersionMismatch with the actual version
                    conflicts += 1
                    if conflicts > self.retries:
                        raise ConcurrencyConflict(attempts=conflicts, version=entry.state.version) from None
                    continue
                except DuplicateEventConflict:
                    # A keyed command whose events are already stored: it ran before (a lost reply).
                    await self.repository.catch_up(entry, campaign_id)
                    found = await self._committed(stream, key_scope) if key_scope else []
                    if found:
                        return await self._answer(campaign_id, entry, principal, found)
                    raise
                return await self._commit(campaign_id, entry, principal, events, new, result)

    async def _commit(
        self,
        campaign_id: uuid.UUID,
        entry: Loaded,
        principal: Principal,
        events: list[Event],
        new: list[NewEvent],
        result: AppendResult,
    ) -> Outcome:
        """Apply the stored events to the cached state and run the after-commit hooks (under the lock)."""
        game, state = entry.game, entry.state
        assert game is not None and state is not None
        stream = stream_name(campaign_id)
        if state.version >= 0 and any(isinstance(e, TableOpened) for e in events):
            # the state just before the table opened: where its replay and recap start
            self.repository.snapshots.take(stream, game, state, keep=True, latest=False)
        before = state.version
        if any(isinstance(e, MemberForgotten) for e in events):
            # Reread from the store: the cached state holds values that are erased now (and no snapshot
            # is left to start from).
            await self.repository.reload(entry, campaign_id)
            state = entry.state
            assert state is not None
        else:
            for i, event in enumerate(events):
                game.apply(state, event, result.first_version + i)
        recorded = await self._recorded(stream, result, len(new))
        await run_hooks(self.hooks, Commit(campaign_id, game, state, before, recorded, events))
        hidden = frozenset(state.hidden_rolls)
        return Outcome(campaign_id, result.last_version, recorded, events, hidden, game, viewer_after(state, principal))

    async def _dice_and_seeds(
        self, state: CampaignState, command: Command
    ) -> tuple[DiceSource, bytes | None, bytes | None]:
        """The dice source for a command, the secret seed it may reveal, the fresh seed it may commit to."""
        secret: bytes | None = None
        fresh: bytes | None = None
        dice: DiceSource = NoDice()
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
                if table.roll_root is not None:
                    dice = CommittedDice(seed, table.table_id, table.next_nonce, table.first_nonce, command.client_seed)
                else:
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

    async def _roll_to_prove(
        self, stream: str, game: Game, state: CampaignState, command: Command
    ) -> tuple[int, Event] | None:
        """The event a command proves or reveals (`Context.roll`), read from the log; None when there is none."""
        if not isinstance(command, (ProveRoll, RevealRoll)) or not 0 <= command.version <= state.version:
            return None
        records = await self.store.read_stream(stream, from_version=command.version, limit=1)
        if not records or records[0].version != command.version:
            return None
        return command.version, game.decode(records[0].type, records[0].data)

    async def _seed_of(self, state: CampaignState, event: Event) -> bytes | None:
        """The current secret seed of the verifiable table a roll event was made at, while it has one."""
        if not isinstance(event, RollEvent):
            return None
        table = state.tables.get(event.table_id)
        if table is None or not table.open or table.roll_root is None or table.seed_commitment is None:
            return None
        return await self.seeds.seed_for(table.seed_commitment)

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
        self, campaign_id: uuid.UUID, entry: Loaded, principal: Principal, recorded: list[RecordedEvent]
    ) -> Outcome:
        """The outcome of a command whose events are already stored, as it was when they committed: the same
        version, and filtered for the caller with the hidden rolls and roles of the state right after them
        (a later reveal or role change does not alter the answer). Called under the campaign's lock."""
        assert entry.game is not None and entry.state is not None
        game = entry.game
        version = recorded[-1].version
        state = (
            entry.state
            if entry.state.version == version
            else await self.repository.past_state(game, campaign_id, version)
        )
        events = [game.decode(r.type, r.data) for r in recorded]
        hidden = frozenset(state.hidden_rolls)
        return Outcome(campaign_id, version, recorded, events, hidden, game, viewer_after(state, principal), True)


def _metadata(
    command: Command, actor: Actor, principal: Principal, now: datetime, correlation: Mapping[str, Any] | None
) -> dict[str, Any]:
    metadata: dict[str, Any] = {
        "actor": actor.member_id,
        "role": actor.role,
        "command": tag_of(command),
        "time": now.isoformat(),
        "token_id": principal.token_id,
    }
    table_id = getattr(command, "table_id", None)
    if isinstance(table_id, str):
        metadata["table_id"] = table_id
    if correlation:
        metadata.update(correlation)
    return metadata


def _new_events(
    game: Game,
    events: list[Event],
    ids: list[uuid.UUID],
    metadata: dict[str, Any],
    follows: list[dict[str, object] | None] | None = None,
    state: CampaignState | None = None,
) -> list[NewEvent]:
    """The events to store, their personal values sealed (application/personal.py): a value's subject is the
    actor, or the member a field names (a character's owner when it names a character)."""
    actor = str(metadata.get("actor", ""))
    characters = state.characters if state is not None else {}

    def owner(named: str) -> str:
        character = characters.get(named)
        return character.owner_id if character is not None else named

    out: list[NewEvent] = []
    for i, (event, event_id) in enumerate(zip(events, ids, strict=True)):
        data, parts = sealed_personal(game.encode(event), event, actor, owner)
        out.append(
            NewEvent(
                id=event_id,
                type=tag_of(event),
                data=data,
                schema_version=type(event).schema_version,
                metadata={**metadata, FOLLOWS: follows[i]} if follows and follows[i] else metadata,
                personal=parts,
            )
        )
    return out


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
