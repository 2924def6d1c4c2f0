"""The plain-English line of each event (`text` in a live frame or a page of the log, for clients that ask
with `?text=1`):
the ruleset's `Game.describe` (domain/narration.py), with names as the campaign holds them now; for a viewer
a roll is hidden from, only what the redacted event shows (`describe_hidden`), the same lines webhooks send
to chat (server/webhooks/payloads.py)."""

from __future__ import annotations

import logging
import uuid
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from domain.campaign import CampaignState
from domain.game import Game
from domain.messages import Event, RollEvent
from domain.narration import Names, describe_hidden
from server.live.wire import LiveRecord

if TYPE_CHECKING:
    from application.repository import CampaignRepository

log = logging.getLogger("chronicle.live")


def live_lines(repository: CampaignRepository) -> Callable[[str, Sequence[LiveRecord]], Awaitable[None]]:
    """The fan-out's narrator: one look at the campaign's current state per batch of records."""

    async def narrate(campaign_id: str, records: Sequence[LiveRecord]) -> None:
        await repository.view(uuid.UUID(campaign_id), lambda game, state: tell(game, state, records))

    return narrate


def told(game: Game, names: Names, event: Event, follows: Mapping[str, Any] | None, *, hidden: bool) -> str:
    """An event's line: whole, or (`hidden`) as told to a viewer it is hidden from — who rolled, nothing
    more; an event following from a hidden roll (`follows`) as that roll's consequence."""
    if not hidden:
        return game.describe(event, names)
    if follows is not None:
        roller = follows.get("roller_id")
        return f"{names.member(str(roller) if roller else None)}'s hidden roll has consequences"
    if isinstance(event, RollEvent):
        return describe_hidden(event, names)
    return game.describe(event, names)


def tell(game: Game, state: CampaignState, records: Sequence[LiveRecord]) -> None:
    """Set `texts` (whole, hidden) on each record that has none."""
    names = Names(state)
    for record in records:
        if record.texts is not None:
            continue
        try:
            event, follows = record.event, record.follows
            whole = told(game, names, event, follows, hidden=False)
            hidden = told(game, names, event, follows, hidden=True)
        except Exception:  # a line is a courtesy: never let it stop the feed
            log.exception("campaign %s: no line for event %d", record.campaign_id, record.version)
            continue
        record.texts = (whole, hidden)
