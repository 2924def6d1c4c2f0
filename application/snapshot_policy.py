"""When a campaign's state is snapshotted, and how: encoded under the campaign's lock (so the snapshot is
exactly that version), handed to a `SnapshotSink` that writes it beside the request path.

Snapshots are taken every `every` versions (shifted by an offset of the campaign's own), also kept for
reads of the past every `keep_every` versions and just before a table opens, and at once when a cold load
had to fold a long log.
"""

from __future__ import annotations

import logging
import uuid

from application.hooks import Commit
from application.ports import SnapshotSink
from application.streams import stream_name
from domain.campaign import CampaignState
from domain.game import Game

log = logging.getLogger("chronicle.application")

SNAPSHOT_SHAPE = "1"
"""Bump when CampaignState's encoding changes incompatibly: older snapshots are then ignored (replayed).
A ruleset's own state shape is `Ruleset.state_version`, part of the snapshot type too."""


def snapshot_type(game: Game) -> str:
    return f"campaign_state/{game.ruleset.name}/{SNAPSHOT_SHAPE}.{game.ruleset.state_version}"


class SnapshotPolicy:
    def __init__(self, sink: SnapshotSink, *, every: int = 200, keep_every: int = 1000) -> None:
        self.sink = sink
        self.every = every
        self.keep_every = keep_every

    def due(self, campaign_id: uuid.UUID, before: int, after: int, every: int | None = None) -> bool:
        """Whether a command that took the campaign from version `before` to `after` crossed one of its
        snapshot points: every `every` versions, shifted by an offset of the campaign's own. Campaigns that
        move in step (set up together, played by one bot) would otherwise all encode and write theirs within
        a few milliseconds: 64 such tables crossing together held every roll up by as much as 35 ms. With
        `every` (the `keep_every` points), whether it crossed one of those instead."""
        every = every or self.every
        offset = campaign_id.int % every
        return (after + offset) // every > (before + offset) // every

    async def after_commit(self, commit: Commit) -> None:
        """The after-commit hook: a snapshot when the commit crossed a snapshot point."""
        if self.due(commit.campaign_id, commit.before, commit.state.version):
            keep = self.due(commit.campaign_id, commit.before, commit.state.version, self.keep_every)
            self.take(stream_name(commit.campaign_id), commit.game, commit.state, keep=keep)

    def take(self, stream: str, game: Game, state: CampaignState, *, keep: bool = False, latest: bool = True) -> None:
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
            self.sink.keep(stream, state.version, snapshot_type(game), data)
        if latest:
            self.sink.save(stream, state.version, snapshot_type(game), data)
