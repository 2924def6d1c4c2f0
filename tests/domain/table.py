"""A campaign to play a ruleset on in domain tests, driven through `Game` as the server drives it: a GM,
players `alice` and `bob`, an observer and an open table; every command decided, its events applied and kept.

The d100 and Scratch tests build on it (their `support.py` adds the ruleset's sheets and shortcuts).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime
from typing import Any

import msgspec

from domain.campaign import Actor, AddMember, CampaignState, Context, CreateCampaign, DiceMode, OpenTable
from domain.dice import DiceSource, PhysicalDice, ScriptedDice
from domain.errors import DomainError
from domain.game import Game
from domain.messages import Command, Event, RollCommand

NOW = datetime(2026, 11, 21, 20, 0, tzinfo=UTC)


def _only(events: Sequence[Event]) -> Any:
    assert len(events) == 1, events
    return events[0]


class Table:
    """One campaign of `game`: `gm`, players `alice` and `bob`, `observer`, and an open table `table_id`."""

    def __init__(self, game: Game, campaign: str, table: str, dice_mode: DiceMode = "server") -> None:
        self.game = game
        self.state: CampaignState = game.new_state()
        self.events: list[Event] = []
        self._ids: Iterator[str] = (f"id-{n}" for n in itertools.count(1))
        self.gm = Actor("gm", "gm")
        self.run(CreateCampaign(name=campaign, ruleset=game.ruleset.name), self.gm)
        self.alice = Actor(_only(self.run(AddMember(name="Alice"))).member_id, "player")
        self.bob = Actor(_only(self.run(AddMember(name="Bob"))).member_id, "player")
        self.observer = Actor(_only(self.run(AddMember(name="Olly", role="observer"))).member_id, "observer")
        self.table_id: str = _only(self.run(OpenTable(name=table, dice_mode=dice_mode))).table_id

    def decide(
        self, command: Command, actor: Actor | None = None, dice: DiceSource | Sequence[int] = ()
    ) -> list[Event]:
        source = dice if not isinstance(dice, Sequence) else ScriptedDice(dice)
        ctx = Context(actor=actor or self.gm, dice=source, now=NOW, ids=self._ids)
        return self.game.decide(self.state, command, ctx)

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
        self.apply(events)
        return events

    def physical(self, command: RollCommand, actor: Actor | None = None) -> list[Event]:
        """As the server does for a physical-dice table: the faces typed into the command are the dice."""
        events = self.decide(command, actor, PhysicalDice(command.dice or []))
        self.apply(events)
        return events

    def apply(self, events: list[Event]) -> None:
        for event in events:
            self.game.apply(self.state, event, self.state.version + 1)
            self.events.append(event)

    def attempt(self, command: Command, actor: Actor, faces: list[int]) -> None:
        """Run a command the rules may refuse (as random tests do); a refused one must leave the state as it was."""
        before = msgspec.to_builtins(self.state)
        try:
            self.run(command, actor, ScriptedDice(faces), all_faces=False)
        except DomainError:
            assert msgspec.to_builtins(self.state) == before, "a refused command changed the state"

    def owner(self, character_id: str) -> Actor:
        """Who plays the character: the player who owns it, else the GM."""
        ref = self.state.characters[character_id]
        for actor in (self.alice, self.bob):
            if ref.owner_id == actor.member_id:
                return actor
        return self.gm


def of_type(events: Sequence[Event], cls: type[Any]) -> list[Any]:
    return [e for e in events if isinstance(e, cls)]


def one(events: Sequence[Event], cls: type[Any]) -> Any:
    found = of_type(events, cls)
    assert len(found) == 1, (cls.__name__, events)
    return found[0]


def outcome(game: Game, state: CampaignState, command: Command, actor: Actor, faces: Sequence[int]) -> object:
    """What deciding `command` on `state` gives: its events as builtins, or the refusal's code."""
    ctx = Context(actor=actor, dice=ScriptedDice(faces), now=NOW, ids=(f"probe-{n}" for n in itertools.count(1)))
    try:
        return msgspec.to_builtins(game.decide(state, command, ctx))
    except DomainError as err:
        return err.code


def same_decisions_after_a_snapshot(
    game: Game, state: CampaignState, probes: Sequence[tuple[Command, Actor]], faces: Sequence[int]
) -> None:
    """The state encoded and decoded (as a snapshot is) decides every probe as the live state does."""
    decoded = game.decode_state(game.encode_state(state))
    assert msgspec.to_builtins(decoded) == msgspec.to_builtins(state)
    for command, actor in probes:
        assert outcome(game, decoded, command, actor, faces) == outcome(game, state, command, actor, faces), command
