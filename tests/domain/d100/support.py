"""A small table for d100 tests: a campaign with a GM, two players and an open table, driven through `Game`."""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime
from typing import Any

import msgspec

from domain.campaign import Actor, AddMember, CampaignState, Context, CreateCampaign, OpenTable
from domain.d100 import RULESET
from domain.d100.commands import CreateCharacter, StartConflict
from domain.d100.sheet import D100Sheet
from domain.d100.state import Conflict, ConflictOptions, D100Character
from domain.dice import DiceSource, ScriptedDice
from domain.game import Game
from domain.messages import Command, Event

NOW = datetime(2026, 11, 21, 20, 0, tzinfo=UTC)
GAME = Game(RULESET)


def sheet(name: str = "Hero", **overrides: Any) -> D100Sheet:
    """A sheet with every Attribute at 4 unless overridden (keys of `attributes` merge)."""
    attributes = {
        k: 4
        for k in (
            "physical_strength",
            "physical_agility",
            "physical_fortitude",
            "social_strength",
            "social_agility",
            "social_fortitude",
            "mental_strength",
            "mental_agility",
            "mental_fortitude",
        )
    }
    attributes.update(overrides.pop("attributes", {}))
    body: dict[str, Any] = {
        "name": name,
        "attributes": attributes,
        "health": {"physical": 20, "social": 20, "mental": 20},
        "aptitudes": {"Dodge": 10, "Melee (Armed)": 10, "Ranged (Pistol)": 10},
        "weapons": [
            {"name": "Sword", "kind": "melee", "aptitude": "Melee (Armed)", "damage": 5},
            {"name": "Pistol", "kind": "ranged", "aptitude": "Ranged (Pistol)", "damage": 6, "range_m": 20},
            {"name": "Knife", "kind": "thrown", "aptitude": "Ranged (Throwing)", "damage": 2, "range_m": 10},
        ],
    }
    body.update(overrides)
    return msgspec.convert(body, D100Sheet)


class Table:
    """One campaign: `gm`, players `alice` and `bob`, an open server-dice table."""

    def __init__(self) -> None:
        self.state: CampaignState = GAME.new_state()
        self.events: list[Event] = []
        self._ids: Iterator[str] = (f"id-{n}" for n in itertools.count(1))
        self.gm = Actor("gm", "gm")
        self.run(CreateCampaign(name="Shapers", ruleset=RULESET.name), self.gm)
        self.alice = Actor(self._only(self.run(AddMember(name="Alice"))).member_id, "player")  # type: ignore[attr-defined]
        self.bob = Actor(self._only(self.run(AddMember(name="Bob"))).member_id, "player")  # type: ignore[attr-defined]
        self.observer = Actor(self._only(self.run(AddMember(name="Olly", role="observer"))).member_id, "observer")  # type: ignore[attr-defined]
        self.table_id: str = self._only(self.run(OpenTable(name="Session 1"))).table_id  # type: ignore[attr-defined]

    @staticmethod
    def _only(events: Sequence[Event]) -> Event:
        assert len(events) == 1, events
        return events[0]

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
        """Decide and apply; with `all_faces`, scripted faces must all be used."""
        source = dice if not isinstance(dice, Sequence) else ScriptedDice(dice)
        events = self.decide(command, actor, source)
        if all_faces and isinstance(source, ScriptedDice):
            assert source.remaining == [], f"unused scripted faces {source.remaining}"
        for event in events:
            GAME.apply(self.state, event, self.state.version + 1)
            self.events.append(event)
        return events

    def character(self, character_id: str) -> D100Character:
        return self.state.game.characters[character_id]  # type: ignore[no-any-return]

    def conflict(self, conflict_id: str) -> Conflict:
        return self.state.game.conflicts[conflict_id]  # type: ignore[no-any-return]

    def create(self, s: D100Sheet, owner: Actor | None = None) -> str:
        events = self.run(CreateCharacter(sheet=s), owner or self.alice)
        return events[0].character_id  # type: ignore[attr-defined]

    def start(self, ids: list[str], faces: Sequence[int], options: ConflictOptions | None = None, **kw: Any) -> str:
        events = self.run(
            StartConflict(table_id=self.table_id, character_ids=ids, options=options or ConflictOptions(), **kw),
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
