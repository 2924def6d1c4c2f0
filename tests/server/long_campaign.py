"""Growing a campaign to thousands of events quickly, for the tests of reads of the past.

The campaign is created and its tables opened over HTTP (so the server keeps its snapshots as it would);
the bulk of its play is decided by the real rules in memory (`Game.decide`, `Game.apply`) and appended to
the store in batches, each event with the metadata the server would have written. The server's cached
state is then dropped, so its next read loads what the store holds.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

from domain.campaign import Actor, CampaignState, Context
from domain.dice import ServerDice
from domain.game import Game
from domain.messages import Command, Event
from eventstore.events import NewEvent
from tests.server.api import Campaign

BATCH = 500


def _ids() -> Iterator[str]:
    while True:
        yield str(uuid.uuid4())


class Grower:
    """Plays commands on a private copy of the campaign's state and appends their events in batches."""

    def __init__(self, services: Any, campaign: Campaign, game: Game, state: CampaignState) -> None:
        self.services = services
        self.campaign = campaign
        self.game = game
        self.state = state
        self.gm = Actor(campaign.gm.member_id, "gm")
        self.pending: list[NewEvent] = []
        self.expected = state.version

    def do(self, command: Command, actor: Actor | None = None) -> list[Event]:
        actor = actor or self.gm
        now = datetime.now(UTC)
        events = self.game.decide(self.state, command, Context(actor, ServerDice(), now, _ids()))
        metadata: dict[str, Any] = {
            "actor": actor.member_id,
            "role": actor.role,
            "command": type(command).__struct_config__.tag,
            "time": now.isoformat(),
        }
        table_id = getattr(command, "table_id", None)
        if isinstance(table_id, str):
            metadata["table_id"] = table_id
        for event in events:
            self.game.apply(self.state, event, self.state.version + 1)
            self.pending.append(
                NewEvent(
                    id=uuid.uuid4(),
                    type=type(event).__struct_config__.tag,  # type: ignore[arg-type]
                    data=self.game.encode(event),
                    schema_version=type(event).schema_version,
                    metadata=metadata,
                )
            )
        return events

    async def flush(self) -> int:
        """Append what was played; the server forgets its cached state. Returns the campaign's version."""
        store = self.services.store
        stream = f"campaign-{self.campaign.id}"
        for start in range(0, len(self.pending), BATCH):
            batch = self.pending[start : start + BATCH]
            await store.append(stream, batch, self.expected)
            self.expected += len(batch)
        self.pending = []
        self.services.repository.forget(uuid.UUID(self.campaign.id))
        return self.expected


async def grower(services: Any, campaign: Campaign) -> Grower:
    """A `Grower` of the campaign as it stands in the store now."""
    campaign_id = uuid.UUID(campaign.id)
    head = await services.store.stream_version(f"campaign-{campaign.id}")
    game, state = await services.repository.state_at(campaign_id, head)
    return Grower(services, campaign, game, state)
