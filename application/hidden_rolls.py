"""Hidden rolls for reads and commands: which hidden roll events a viewer may not see, and which hidden
roll each new event follows from (domain/visibility.py decides; this fetches and caches the roll events).

Hidden roll events never change once stored, so they are cached across campaigns (up to
`HIDDEN_CACHE_SIZE`); an answer is built before the cache makes room, so a roll a caller needs is never the
one dropped (a roll missing from it would let what follows from it through unhidden).
"""

from __future__ import annotations

import uuid
from collections import OrderedDict
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from application.principal import Principal, acting_member
from application.repository import CampaignRepository
from application.streams import stream_name
from domain.campaign import Actor, CampaignState
from domain.game import Game
from domain.messages import Event, RollEvent
from domain.visibility import followed_rolls, may_see

T = TypeVar("T")

HIDDEN_CACHE_SIZE = 50_000
"""Hidden roll events kept in memory across campaigns (they change only when a member is forgotten: `clear`)."""


class HiddenRolls:
    def __init__(self, repository: CampaignRepository) -> None:
        self.repository = repository
        self._events: OrderedDict[tuple[uuid.UUID, int], Event] = OrderedDict()

    def clear(self) -> None:
        """Forget every kept event (a member was forgotten: they may hold values erased now)."""
        self._events.clear()

    async def fetch(self, campaign_id: uuid.UUID, game: Game, versions: list[int]) -> dict[int, Event]:
        """The hidden roll events at `versions`, from the cache or the store."""
        stream = stream_name(campaign_id)
        found: dict[int, Event] = {}
        for version in sorted(versions):
            key = (campaign_id, version)
            event = self._events.get(key)
            if event is not None:
                self._events.move_to_end(key)
            else:
                records = await self.repository.store.read_stream(stream, from_version=version, limit=1)
                if not records:
                    continue
                event = self._events[key] = game.decode(records[0].type, records[0].data)
            found[version] = event
        while len(self._events) > HIDDEN_CACHE_SIZE:
            self._events.popitem(last=False)
        return found

    async def follows(
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
            hidden = await self.fetch(campaign_id, game, list(state.hidden_rolls))
        found = followed_rolls(events, state.version + 1, hidden, hook)
        return found if any(found) else None

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
                actor = acting_member(state, principal)
                if actor.role == "gm":
                    return game, []
                return game, [v for v in state.hidden_rolls if (campaign_id, v) not in self._events]

            game, need = await self.repository.view(campaign_id, plan)
            fetched = await self.fetch(campaign_id, game, need) if need else {}

            def go(game: Game, state: CampaignState, fetched: dict[int, Event] = fetched) -> Any:
                actor = acting_member(state, principal)
                unseen: list[Event] = []
                if actor.role != "gm":
                    for version in state.hidden_rolls:
                        event = fetched.get(version) or self._events.get((campaign_id, version))
                        if event is None:
                            return missing
                        if isinstance(event, RollEvent) and not may_see(event, version, actor, state.hidden_rolls):
                            unseen.append(event)
                return render(game, state, actor, unseen)

            out = await self.repository.view(campaign_id, go, fresh=False)
            if out is not missing:
                return out  # type: ignore[no-any-return]

    async def unseen_at(
        self, campaign_id: uuid.UUID, game: Game, viewer: Actor, current_hidden: Mapping[int, str], version: int
    ) -> list[Event]:
        """Hidden roll events up to `version` that `viewer` may not see now."""
        if viewer.role == "gm":
            return []
        versions = [v for v in current_hidden if v <= version]
        fetched = await self.fetch(campaign_id, game, versions)
        out: list[Event] = []
        for v in versions:
            event = fetched.get(v)
            if isinstance(event, RollEvent) and not may_see(event, v, viewer, current_hidden):
                out.append(event)
        return out
