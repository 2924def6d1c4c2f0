"""After-commit hooks: what runs once a command's events are stored, under the campaign's lock, in commit
order. The command handler runs its hooks in turn (`CommandHandler.hooks`); adding one is one line where
the server wires the application (server/services.py). A hook that fails is logged and does not fail the
command: its events are committed, and live clients and projections fill gaps from the store."""

from __future__ import annotations

import logging
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from application.ports import Publisher
from domain.campaign import CampaignState
from domain.game import Game
from domain.messages import Event
from eventstore.events import RecordedEvent

log = logging.getLogger("chronicle.application")


@dataclass(frozen=True)
class Commit:
    """What a command (or a campaign's creation) just stored."""

    campaign_id: uuid.UUID
    game: Game
    state: CampaignState
    """The state after the events: the cached one, valid while the hook runs (under the lock); don't keep it."""
    before: int
    """The campaign's version before the events (-1 for a creation)."""
    recorded: list[RecordedEvent]
    events: list[Event]


AfterCommit = Callable[[Commit], Awaitable[None]]


def publish_to(publisher: Publisher) -> AfterCommit:
    """The hook that hands the events to the live fan-out."""

    async def publish(commit: Commit) -> None:
        await publisher.publish(str(commit.campaign_id), commit.recorded)

    publish.__qualname__ = f"publish_to({type(publisher).__name__})"
    return publish


async def run_hooks(hooks: list[AfterCommit], commit: Commit) -> None:
    for hook in hooks:
        try:
            await hook(commit)
        except Exception:
            log.exception(
                "after-commit hook %s failed for campaign %s at %d",
                getattr(hook, "__qualname__", hook),
                commit.campaign_id,
                commit.state.version,
            )
