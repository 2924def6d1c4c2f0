"""A small table for Scratch tests: a campaign with a GM, two players, an observer and an open table."""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime
from typing import Any

from domain.campaign import Actor, AddMember, CampaignState, Context, CreateCampaign, DiceMode, OpenTable
from domain.dice import DiceSource, PhysicalDice, ScriptedDice
from domain.game import Game
from domain.messages import Command, Event, RollCommand
from domain.scratch import RULESET
from domain.scratch.abilities import Abilities, ScratchSheet
from domain.scratch.commands import CreateCharacter, StartConflict
from domain.scratch.state import Combatant, Conflict, Environment, ScratchCharacter

NOW = datetime(2026, 11, 21, 20, 0, tzinfo=UTC)
GAME = Game(RULESET)


def sheet(name: str, **levels: int) -> ScratchSheet:
    return ScratchSheet(name=name, abilities=Abilities(**levels))


class Table:
    def __init__(self, dice_mode: DiceMode = "server") -> None:
        self.state: CampaignState = GAME.new_state()
        self.events: list[Event] = []
        self._ids: Iterator[str] = (f"id-{n}" for n in itertools.count(1))
        self.gm = Actor("gm", "gm")
        self.run(CreateCampaign(name="Scratch", ruleset=RULESET.name), self.gm)
        self.alice = Actor(self.run(AddMember(name="Alice"))[0].member_id, "player")  # type: ignore[attr-defined]
        self.bob = Actor(self.run(AddMember(name="Bob"))[0].member_id, "player")  # type: ignore[attr-defined]
        self.observer = Actor(self.run(AddMember(name="Olly", role="observer"))[0].member_id, "observer")  # type: ignore[attr-defined]
        self.table_id: str = self.run(OpenTable(name="Session", dice_mode=dice_mode))[0].table_id  # type: ignore[attr-defined]

    def decide(
        self, command: Command, actor: Actor | None = None, dice: DiceSource | Sequence[int] = ()
    ) -> list[Event]:
        source = dice if not isinstance(dice, Sequence) else ScriptedDice(dice)
        ctx = Context(actor=actor or self.gm, dice=source, now=NOW, ids=self._ids)
        return GAME.decide(self.state, command, ctx)

    def run(
        self,
        command: Command,
        actor: Actor | None = None,
        dice: DiceSource | Sequence[int] = (),
        *,
        all_faces: bool = True,
    ) -> list[Event]:
        source = dice if not isinstance(dice, Sequence) else ScriptedDice(dice)
        events = self.decide(command, actor, source)
        if all_faces and isinstance(source, ScriptedDice):
            assert source.remaining == [], f"unused scripted faces {source.remaining}"
        self.apply(events)
        return events

    def physical(self, command: RollCommand, actor: Actor | None = None) -> list[Event]:
        """As the server does for a physical-dice table: the faces typed into the command are the dice."""
        events = self.decide(command, actor, PhysicalDice(command.dice or []))
        self.apply(events)
        return events

    def apply(self, events: list[Event]) -> None:
        for event in events:
            GAME.apply(self.state, event, self.state.version + 1)
            self.events.append(event)

    def character(self, character_id: str) -> ScratchCharacter:
        return self.state.game.characters[character_id]  # type: ignore[no-any-return]

    def conflict(self, conflict_id: str) -> Conflict:
        return self.state.game.conflicts[conflict_id]  # type: ignore[no-any-return]

    def combatant(self, conflict_id: str, character_id: str) -> Combatant:
        return self.conflict(conflict_id).combatants[character_id]

    def create(self, s: ScratchSheet, owner: Actor | None = None, **kw: Any) -> str:
        events = self.run(CreateCharacter(sheet=s, **kw), owner or self.alice)
        return events[0].character_id  # type: ignore[attr-defined]

    def set_hit_points(self, character_id: str, hit_points: int) -> None:
        """The GM sets hit points (SetHitPoints), e.g. to stage an injured character."""
        from domain.scratch.commands import SetHitPoints

        self.run(SetHitPoints(character_id=character_id, hit_points=hit_points, reason="staged"), self.gm)

    def start(self, ids: list[str], faces: Sequence[int], environment: Environment | None = None, **kw: Any) -> str:
        events = self.run(
            StartConflict(table_id=self.table_id, character_ids=ids, environment=environment or Environment(), **kw),
            self.gm,
            faces,
        )
        return events[0].conflict_id  # type: ignore[attr-defined]


def of_type(events: Sequence[Event], cls: type[Any]) -> list[Any]:
    return [e for e in events if isinstance(e, cls)]


def one(events: Sequence[Event], cls: type[Any]) -> Any:
    found = of_type(events, cls)
    assert len(found) == 1, (cls.__name__, events)
    return found[0]
