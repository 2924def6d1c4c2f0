"""Walking a campaign's log event by event: the fold, the table of each event, what the viewer may see.

`Walk` folds records in order from a starting state — a fresh one at the stream's first event, or a kept
snapshot (application/replay/start.py: the state just before a table opened, or the newest kept one before a
page), since a replay must know every conflict, test and save that places later events at a table — and
hands back one `Step` per event: the decoded event, whether the viewer may see it in full, its table, its
one-line narration, whether it is a key moment, and — for the events of the watched table within the asked
range — the visible table state right after it. Events before the range are only folded (no narration).

Visibility is judged as everywhere else (domain/visibility.py) against the rolls hidden *now*: a roll
revealed later shows in full in every replay, one still hidden shows as a hidden roll to those who may not
see it, and the states after it leave out the records it created (the ruleset's `table_view` hook,
domain/table_view.py).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from application.held import HeldRoll, Holding, hold
from application.records import record_ids
from application.replay.changes import WHOLE
from application.replay.event_tables import (
    batch_key,
    characters_named,
    is_play,
    locate,
    only_open_table,
)
from domain.campaign import Actor, CampaignState
from domain.game import Game
from domain.messages import Event, RollEvent
from domain.narration import Names, describe_hidden
from domain.table_view import Watch
from domain.visibility import FOLLOWS, may_see, may_see_follower
from eventstore.events import RecordedEvent


@dataclass
class Step:
    """One event of the log as the viewer sees it, with the table state after it when it was asked for."""

    record: RecordedEvent
    event: Event
    seen: bool
    """False for a roll hidden from the viewer: show only `describe_hidden` and the redacted event."""
    table_id: str | None
    text: str
    key: bool
    actor: str | None
    """Display name of the member whose command appended it (None for events without that metadata)."""
    state: dict[str, Any] | None = None
    actor_id: str | None = None
    """The id of that member."""

    @property
    def version(self) -> int:
        return self.record.version


@dataclass
class _Pending:
    record: RecordedEvent
    event: Event
    seen: bool
    located: str | None
    text: str
    key: bool
    actor: str | None
    actor_id: str | None
    named: set[str]
    state: dict[str, Any] | None
    play: bool
    open_table: str | None


class Walk:
    """Folds records in order and yields `Step`s (see the module docstring).

    `watch`: the table whose states are computed (None: no states, e.g. a whole-campaign timeline).
    `lo`/`hi`: the versions whose states are computed. `hidden_now`: the campaign's currently hidden rolls;
    `holding`: what those hidden from the viewer hold of the shared state (application/held.py).
    `state`: where the walk starts (default: before the stream's first event); `unseen`: the rolls before
    it the viewer may not see; `tables`: the tables of versions before it that later events refer to (the
    rolls that later reveals reveal). `conflicts_only`: the states show only the table's conflicts.
    `follow`: keep which characters and records each table's events named (`involved`, `live`), which the
    table view shows; a view of the conflicts alone (a recap's) does without, and the walk costs less.
    `baseline` is the watched table's view just before the first event whose state was computed.
    """

    def __init__(
        self,
        game: Game,
        viewer: Actor,
        hidden_now: Mapping[int, str] | Collection[int],
        *,
        watch: str | None = None,
        lo: int = 0,
        hi: int | None = None,
        state: CampaignState | None = None,
        unseen: list[Event] | None = None,
        tables: dict[int, str | None] | None = None,
        conflicts_only: bool = False,
        holding: Holding | None = None,
        follow: bool = True,
    ) -> None:
        self.game = game
        self.follow = follow
        self.viewer = viewer
        self.hidden_now = hidden_now
        self.watch = watch
        self.lo = lo
        self.hi = hi
        self.state: CampaignState = state if state is not None else game.new_state()
        self.names = Names(self.state)
        self.unseen: list[Event] = list(unseen or [])
        self.tables: dict[int, str | None] = dict(tables or {})
        """The table of every version walked so far (reveals look up the roll they reveal)."""
        self.involved: dict[str, set[str]] = {}
        """Characters named by each table's events so far."""
        self.live: set[str] = set()
        """Record ids named by the watched table's events that may still be open (see `Watch.live`)."""
        self._batch: list[_Pending] = []
        self._batch_key: tuple[Any, ...] | None = None
        self.conflicts_only = conflicts_only
        self.holding = holding
        """What the rolls hidden from the viewer hold (application/held.py): shown as before the roll in every state."""
        self.baseline: dict[str, Any] | None = None
        self.settled: dict[str, Any] = {}
        """Views of the watched table's ended conflicts (see `Watch.settled`)."""
        self.shown: dict[str, tuple[bytes, dict[str, Any]]] = {}
        """The last view of each character and what it was made from (see `Watch.shown`)."""

    # -- feeding -------------------------------------------------------------------------------------------

    def feed(self, records: Iterable[RecordedEvent]) -> list[Step]:
        """Fold `records` (the next ones of the stream) and return the steps completed so far."""
        done: list[Step] = []
        for record in records:
            metadata = record.metadata  # (decoded at each access: once per record here)
            key = batch_key(metadata, record.version)
            if self._batch and key != self._batch_key:
                done.extend(self._close_batch())
            self._batch_key = key
            self._batch.append(self._take(record, metadata))
        return done

    def finish(self) -> list[Step]:
        """The steps of the last command's events (held back until its batch was known to be complete)."""
        return self._close_batch()

    # -- internals -----------------------------------------------------------------------------------------

    def _take(self, record: RecordedEvent, metadata: Mapping[str, Any]) -> _Pending:
        game, state = self.game, self.state
        event = game.decode(record.type, record.data)
        located = locate(state, event, metadata, self.tables)
        # Rule 6 (the one open table) places only a play event nothing else places: a look over every table
        # of the campaign, so taken only for those.
        open_table = only_open_table(state) if located is None and is_play(event) else None
        if self.baseline is None and self._in_range(record.version) and located in (self.watch, None):
            self.baseline = self._shown(state, self._watch(set()))
        game.apply(state, event, record.version)
        seen = True
        follows = metadata.get(FOLLOWS) if self.viewer.role != "gm" and self.hidden_now else None
        if follows is not None and not may_see_follower(follows, self.viewer, self.hidden_now):
            seen = False  # it follows from a roll hidden from the viewer: part of that roll
        elif isinstance(event, RollEvent) and record.version in self.hidden_now:
            seen = may_see(event, record.version, self.viewer, self.hidden_now)
            if not seen:
                self.unseen.append(event)
        follow = self.follow
        if record.version < self.lo:
            text = ""  # folded only: no step of the range will show it
            named = characters_named(event, state) if seen and follow else set()
        elif seen:
            text = game.describe(event, self.names)
            named = characters_named(event, state) if follow else set()
        elif follows is not None:
            text = f"{self.names.member(str(follows.get('roller_id')))}'s hidden roll has consequences"
            named = set()
        else:
            assert isinstance(event, RollEvent)
            text = describe_hidden(event, self.names)
            named = set()
        actor_id = metadata.get("actor")
        if not isinstance(actor_id, str):
            actor_id = None
        pending = _Pending(
            record=record,
            event=event,
            seen=seen,
            located=located,
            text=text,
            key=seen and game.is_key_moment(event),
            actor=self.names.member(actor_id) if actor_id is not None else None,
            actor_id=actor_id,
            named=named,
            state=None,
            play=is_play(event),
            open_table=open_table,
        )
        if self._wants_state(pending):
            if follow:
                batch_named: set[str] = set().union(*(p.named for p in self._batch)) if self._batch else set()
                self.live.update(record_ids(event))
                named = batch_named | named
            pending.state = self._shown(state, self._watch(named))
        return pending

    def _shown(self, state: CampaignState, watch: Watch) -> dict[str, Any]:
        """The table view of `state`, with the entities hidden rolls hold as they were before the roll."""
        view = self.game.table_view(state, watch)
        held = self.holding.at(state.version) if self.holding is not None and self.holding.rolls else None
        if held:

            def earlier(roll: HeldRoll) -> dict[str, Any]:
                w = Watch(
                    watch.viewer,
                    watch.table_id,
                    watch.unseen,
                    watch.involved,
                    set(watch.live),
                    conflicts_only=self.conflicts_only,
                )
                return self.game.table_view(roll.before, w)

            hold(view, held, earlier, WHOLE)
        return view

    def _watch(self, named: set[str]) -> Watch:
        assert self.watch is not None
        involved = self.involved.get(self.watch, set()) | named
        return Watch(
            self.viewer,
            self.watch,
            self.unseen,
            involved,
            self.live,
            self.settled,
            shown=self.shown,
            conflicts_only=self.conflicts_only,
        )

    def _in_range(self, version: int) -> bool:
        return self.watch is not None and self.lo <= version and (self.hi is None or version <= self.hi)

    def _wants_state(self, p: _Pending) -> bool:
        return self._in_range(p.record.version) and p.located in (self.watch, None)

    def _close_batch(self) -> list[Step]:
        batch, self._batch = self._batch, []
        located = {p.located for p in batch if p.located is not None}
        shared = next(iter(located)) if len(located) == 1 else None
        steps = []
        for p in batch:
            table = p.located or shared
            if table is None and p.play:
                table = p.open_table
            self.tables[p.record.version] = table
            if table is not None and p.named:
                self.involved.setdefault(table, set()).update(p.named)
            if table is not None and table == self.watch and p.state is None and self.follow:
                self.live.update(record_ids(p.event))
            steps.append(
                Step(
                    record=p.record,
                    event=p.event,
                    seen=p.seen,
                    table_id=table,
                    text=p.text,
                    key=p.key,
                    actor=p.actor,
                    state=p.state if table == self.watch else None,
                    actor_id=p.actor_id,
                )
            )
        return steps
