"""What a hidden roll holds back of the shared state, from a viewer it is hidden from, until it is revealed.

The roll and the events that follow from it are hidden (domain/visibility.py), but their effects land on
shared entities: a hit lowers a character's hit points, a save's losses lower its attributes, a Base Action
Point roll sets a combatant's points. A state shown to a viewer from whom a roll is hidden shows every entity
that roll *held* as it was just before the roll (its state at the roll's version − 1), marked
``"held_until_reveal": <the roll's version>``; an entity that did not exist then is left out. A roll holds
every entity the roll event itself names (its character, its target, its conflict …: so that a hit and a
miss hold the same ones) and every entity an event that followed from it names (`named_ids`). Later events
that touch a held entity, visible or not, show in it only after the reveal too: the entity is shown as of
before the roll until then. Records the roll made stay `{"hidden": true}` (application/visible.py).

`HeldRolls` finds what each hidden roll held by reading the log from the oldest hidden roll on once, then
only what was appended since (a scan per campaign), and folds the state before each roll once (per campaign
and version): a table with a roll pending does not read or fold again per request. Both are facts of the
immutable past; they are kept by the `HeldRolls` the server builds with its other services, and go with it.
"""

from __future__ import annotations

import uuid
from collections import OrderedDict
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

from application import past
from application.hidden_rolls import HiddenRolls
from application.ports import Offload, StreamStore
from application.principal import Principal
from application.snapshot_policy import snapshot_type
from application.streams import stream_name, stream_pages
from domain.campaign import Actor, CampaignState
from domain.game import Game
from domain.messages import Event, RollEvent
from domain.visibility import FOLLOWS, follows_of, may_see_follower, named_ids

T = TypeVar("T")

HELD = "held_until_reveal"
"""The marker of an entity shown as it was before a hidden roll: the roll's version."""

SCANS_KEPT = 1024
BEFORE_KEPT = 64
HOLDINGS_KEPT = 256


@dataclass
class _Roll:
    follows: dict[str, object]
    """The roll as `follows_of` describes it (version, table, roller, visibility)."""
    touches: list[tuple[int, frozenset[str]]] = field(default_factory=list)
    """The ids named by the roll and by each event that followed from it, with their versions."""


@dataclass
class _RollScan:
    upto: int
    rolls: dict[int, _Roll] = field(default_factory=dict)


@dataclass(frozen=True)
class HeldRoll:
    version: int
    touches: tuple[tuple[int, frozenset[str]], ...]
    before: CampaignState
    """The campaign's state just before the roll (shared: never changed)."""


@dataclass(frozen=True)
class Holding:
    """The rolls hidden from one viewer as of `version`, each with what it holds and the state before it."""

    version: int
    rolls: tuple[HeldRoll, ...] = ()

    def at(self, version: int) -> dict[str, HeldRoll]:
        """Held entity id → the oldest roll holding it, in the state at `version` (≤ `self.version`)."""
        out: dict[str, HeldRoll] = {}
        for roll in self.rolls:  # oldest first
            for at, ids in roll.touches:
                if at <= version:
                    for entity_id in ids:
                        out.setdefault(entity_id, roll)
        return out


def hold(
    shown: dict[str, Any],
    held: Mapping[str, HeldRoll],
    earlier: Callable[[HeldRoll], Mapping[str, Any]],
    whole: frozenset[str] = frozenset(),
) -> dict[str, Any]:
    """`shown` (a state's sections: maps of entities by id) with every held entity as `earlier(roll)` (the same
    view of the state before the roll holding it) shows it, marked with that roll; left out when it did not
    exist then. A record a hidden roll made (`{"hidden": true}`) stays as it is. Sections in `whole` are
    not maps of entities. Changes `shown` in place and returns it."""
    if not held:
        return shown
    views: dict[int, Mapping[str, Any]] = {}
    for section, entries in shown.items():
        if section in whole or not isinstance(entries, dict):
            continue
        for entity_id, roll in held.items():
            now = entries.get(entity_id)
            if now == {"hidden": True}:
                continue
            view = views.get(roll.version)
            if view is None:
                view = views[roll.version] = earlier(roll)
            was_section = view.get(section)
            was = was_section.get(entity_id) if isinstance(was_section, dict) else None
            if was is None:
                entries.pop(entity_id, None)
            elif isinstance(was, dict):
                entries[entity_id] = {**was, HELD: roll.version}
            else:
                entries[entity_id] = was
    return shown


class HeldRolls:
    """What the rolls hidden from each viewer hold, for every read that shows shared state (see the module
    docstring). One per server process, built with its other services; what it keeps is the immutable past
    (scans by campaign, states before rolls, holdings by viewer and version), bounded, and gone with it."""

    def __init__(self, store: StreamStore, *, offload: Offload = past.on_the_loop) -> None:
        self.store = store
        self.offload = offload
        self._scans: OrderedDict[str, _RollScan] = OrderedDict()
        self._before: OrderedDict[tuple[str, int], CampaignState] = OrderedDict()
        self._holdings: OrderedDict[tuple[uuid.UUID, str, str, int], Holding] = OrderedDict()
        """What the hidden rolls hold for a viewer (campaign, member, role) at a version."""

    def clear(self) -> None:
        """Forget everything kept (an operator tool after restoring a database; tests)."""
        self._scans.clear()
        self._before.clear()
        self._holdings.clear()

    async def holding(
        self,
        game: Game,
        stream: str,
        kind: str,
        viewer: Actor,
        hidden_now: Mapping[int, str],
        version: int,
        *,
        store: StreamStore | None = None,
    ) -> Holding:
        """What the rolls hidden from `viewer` hold (see the module docstring), as of `version` (the state whose
        `hidden_rolls` are `hidden_now`). `kind` is the campaign's snapshot type (application/snapshot_policy.py);
        `store`: where to read the log (a read standby holding the version; default: the primary)."""
        if viewer.role == "gm" or not hidden_now:
            return Holding(version=version)
        store = store if store is not None else self.store
        scan = await self._scanned(store, game, stream, hidden_now, version)
        rolls = []
        for roll_version in sorted(hidden_now):
            found = scan.rolls.get(roll_version)
            if found is None or may_see_follower(found.follows, viewer, hidden_now):
                continue
            before = await self._state_before(store, game, stream, kind, roll_version - 1)
            touches = tuple(t for t in found.touches if t[0] <= version)
            rolls.append(HeldRoll(roll_version, touches, before))
        return Holding(version=version, rolls=tuple(rolls))

    async def holding_now(
        self, campaign_id: uuid.UUID, game: Game, viewer: Actor, hidden_now: Mapping[int, str], version: int
    ) -> Holding:
        """`holding` of a campaign, named by its id."""
        return await self.holding(game, stream_name(campaign_id), snapshot_type(game), viewer, hidden_now, version)

    async def render_for(
        self,
        hidden_rolls: HiddenRolls,
        campaign_id: uuid.UUID,
        principal: Principal,
        render: Callable[[Game, CampaignState, Actor, list[Event], Holding], T],
    ) -> T:
        """`HiddenRolls.render_for` with what the rolls hidden from the viewer hold at the state rendered. The
        holding of the last versions read is kept, so a read of a campaign that has not moved since the last
        one renders at once instead of finding the version first."""
        again: object = object()
        while True:

            def go(game: Game, state: CampaignState, viewer: Actor, unseen: list[Event]) -> Any:
                if not unseen:
                    return render(game, state, viewer, unseen, Holding(version=state.version))
                held = self._holdings.get((campaign_id, viewer.member_id, viewer.role, state.version))
                if held is None:
                    return again, game, viewer, dict(state.hidden_rolls), state.version
                return render(game, state, viewer, unseen, held)

            out = await hidden_rolls.render_for(campaign_id, principal, go)
            if isinstance(out, tuple) and out and out[0] is again:
                _, game, viewer, hidden_now, version = out
                key = (campaign_id, viewer.member_id, viewer.role, version)
                self._holdings[key] = await self.holding_now(campaign_id, game, viewer, hidden_now, version)
                while len(self._holdings) > HOLDINGS_KEPT:
                    self._holdings.popitem(last=False)
                continue
            return out  # type: ignore[no-any-return]

    async def _scanned(
        self, store: StreamStore, game: Game, stream: str, hidden_now: Mapping[int, str], version: int
    ) -> _RollScan:
        """The campaign's scan, extended to `version`: the non-public rolls from the oldest hidden one on and
        what each touched."""
        scans = self._scans
        scan = scans.get(stream)
        oldest = min(hidden_now)
        if scan is None or (oldest not in scan.rolls and oldest <= scan.upto):
            scan = _RollScan(upto=oldest - 1)
        scans[stream] = scan
        scans.move_to_end(stream)
        while len(scans) > SCANS_KEPT:
            scans.popitem(last=False)
        if scan.upto < version:
            async for page in stream_pages(store, stream, version, start=scan.upto + 1):
                for record in page:
                    if record.version <= scan.upto:
                        continue  # another read extended the scan meanwhile
                    cls = game.event_by_tag.get(record.type)
                    follows = record.metadata.get(FOLLOWS)
                    if isinstance(follows, dict):
                        roll = scan.rolls.get(follows.get("version"))  # type: ignore[arg-type]
                        if roll is not None:
                            event = game.decode(record.type, record.data)
                            roll.touches.append((record.version, frozenset(named_ids(event))))
                    elif cls is not None and issubclass(cls, RollEvent):
                        event = game.decode(record.type, record.data)
                        if isinstance(event, RollEvent) and event.visibility != "public":
                            touched = [(record.version, frozenset(named_ids(event)))]
                            scan.rolls[record.version] = _Roll(follows_of(record.version, event), touched)
                scan.upto = max(scan.upto, page[-1].version)
        if version >= scan.upto:
            # A reveal is for good — but only a caller whose `hidden_now` is as new as the scan knows of every
            # roll the scan holds: one whose view was taken earlier would drop rolls hidden since.
            for revealed in [v for v in scan.rolls if v not in hidden_now]:
                del scan.rolls[revealed]
        return scan

    async def _state_before(
        self, store: StreamStore, game: Game, stream: str, kind: str, version: int
    ) -> CampaignState:
        key = (stream, version)
        state = self._before.get(key)
        if state is None:
            state = await past.fold_past(store, game, stream, version, kind, offload=self.offload)
            self._before[key] = state
            while len(self._before) > BEFORE_KEPT:
                self._before.popitem(last=False)
        else:
            self._before.move_to_end(key)
        return state
