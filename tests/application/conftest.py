"""The application layer on the in-memory store: commands, retries, keyed replays and visibility in
milliseconds, with no database, Redis or HTTP. `Process` is one server process's share of the application
(its own cache and locks); two of them on one store are two processes racing each other."""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from typing import Any

import pytest

from application.command_handler import CommandHandler, Outcome
from application.hidden_rolls import HiddenRolls
from application.hooks import publish_to
from application.memory import InMemorySeeds, InMemorySnapshots, InMemoryStore, InMemoryTokens, RecordingPublisher
from application.principal import Principal
from application.repository import CampaignRepository
from application.snapshot_policy import SnapshotPolicy
from domain.campaign import AddMember, CreateCampaign, OpenTable
from domain.game import Game
from domain.messages import Command
from tests.server.dice_ruleset import GAME, CreateCharacter

RULESETS: dict[str, Game] = {GAME.ruleset.name: GAME}


@dataclass
class Process:
    store: InMemoryStore
    seeds: InMemorySeeds
    retries: int = 5
    publisher: RecordingPublisher = field(default_factory=RecordingPublisher)
    tokens: InMemoryTokens = field(default_factory=InMemoryTokens)

    def __post_init__(self) -> None:
        self.snapshots = InMemorySnapshots(self.store)
        self.policy = SnapshotPolicy(self.snapshots, every=10, keep_every=50)
        self.repository = CampaignRepository(self.store, RULESETS, self.policy)
        self.hidden_rolls = HiddenRolls(self.repository)
        self.commands = CommandHandler(
            self.repository,
            self.hidden_rolls,
            self.seeds,
            hooks=[publish_to(self.publisher), self.policy.after_commit],
            retries=self.retries,
            id_key=b"test key",
        )


@dataclass
class Campaign:
    """A campaign with its GM, a player (Ann) owning a character, and an open table."""

    id: uuid.UUID
    gm: Principal
    ann: Principal
    character_id: str
    table_id: str

    async def run(self, process: Process, who: Principal, command: Command, **options: Any) -> Outcome:
        return await process.commands.execute(self.id, who, command, **options)


@pytest.fixture
def store() -> InMemoryStore:
    return InMemoryStore()


@pytest.fixture
def seeds() -> InMemorySeeds:
    return InMemorySeeds()


@pytest.fixture
def process(store: InMemoryStore, seeds: InMemorySeeds) -> Process:
    return Process(store, seeds)


@pytest.fixture
def other(store: InMemoryStore, seeds: InMemorySeeds) -> Process:
    """Another server process on the same store."""
    return Process(store, seeds)


@pytest.fixture
async def campaign(process: Process) -> Campaign:
    created, _ = await process.commands.create(
        CreateCampaign(name="Test", ruleset=GAME.ruleset.name), tokens=process.tokens, correlation={}
    )
    cid = created.campaign_id
    gm = Principal(cid, created.viewer.member_id, "gm-token")
    _, (_, ann_id) = await process.commands.add_member(cid, gm, AddMember(name="Ann"), tokens=process.tokens)
    ann = Principal(cid, ann_id, "ann-token")
    made = await process.commands.execute(cid, ann, CreateCharacter(name="Robin"))
    opened = await process.commands.execute(cid, gm, OpenTable(name="Session 1"))
    character_id = made.events[0].character_id  # type: ignore[attr-defined]
    table_id = opened.events[0].table_id  # type: ignore[attr-defined]
    return Campaign(cid, gm, ann, character_id, table_id)
