"""A Shapers and Bots campaign to play in tests: a GM, a player, an open table, and helpers that decide a
command, apply its events and keep the log (so every test also exercises the fold)."""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from typing import Any, TypeVar

import msgspec

from domain.campaign import Actor, AddMember, Context, CreateCampaign, OpenTable
from domain.dice import DiceSource, PhysicalDice, ScriptedDice
from domain.game import Game
from domain.messages import Command, Event
from domain.shapers import RULESET
from domain.shapers import commands as sb
from domain.shapers.events import SbCharacterCreated
from domain.shapers.state import Character, Fight, SbState

NOW = datetime(2026, 5, 1, 18, 0, tzinfo=UTC)
E = TypeVar("E", bound=Event)


def faces(*totals: int) -> list[int]:
    """3d6 faces summing to each total (as evenly as possible), for rolls where only the sum matters."""
    out: list[int] = []
    for total in totals:
        assert 3 <= total <= 18
        low = total // 3
        extra = total - 3 * low
        out.extend(low + (1 if i < extra else 0) for i in range(3))
    return out


class Session:
    def __init__(self, dice_mode: str = "server") -> None:
        self.game = Game(RULESET)
        self.state = self.game.new_state()
        self.log: list[Event] = []
        self._ids = (f"id-{n}" for n in itertools.count(1))
        self.gm = Actor(member_id="gm", role="gm")
        self.do(self.gm, CreateCampaign(name="Test", ruleset="shapers-and-bots"))
        [member] = self.do(self.gm, AddMember(name="Pat", role="player"))
        self.player = Actor(member_id=member.member_id, role="player")  # type: ignore[attr-defined]
        [other] = self.do(self.gm, AddMember(name="Sam", role="player"))
        self.other = Actor(member_id=other.member_id, role="player")  # type: ignore[attr-defined]
        [table] = self.do(self.gm, OpenTable(name="Table", dice_mode=dice_mode))  # type: ignore[arg-type]
        self.table: str = table.table_id  # type: ignore[attr-defined]

    @property
    def sb(self) -> SbState:
        game = self.state.game
        assert isinstance(game, SbState)
        return game

    def ctx(self, actor: Actor, dice: DiceSource | None = None) -> Context:
        return Context(actor=actor, dice=dice or ScriptedDice([]), now=NOW, ids=self._ids)

    def do(self, actor: Actor, command: Command, dice: DiceSource | Sequence[int] | None = None) -> list[Event]:
        """Decide and apply; a list of ints is used as scripted faces and must be used up exactly."""
        scripted = dice is not None and not isinstance(dice, (ScriptedDice, PhysicalDice))
        source: DiceSource | None = ScriptedDice(dice) if scripted else dice  # type: ignore[arg-type]
        events = self.game.decide(self.state, command, self.ctx(actor, source))
        if isinstance(source, ScriptedDice):
            assert source.remaining == [], f"unused scripted faces {source.remaining}"
        for event in events:
            self.game.apply(self.state, event, self.state.version + 1)
            self.log.append(event)
        return events

    # -- conveniences ------------------------------------------------------------------------------------

    def create(self, name: str, actor: Actor | None = None, owner_id: str | None = None, **sheet: Any) -> str:
        """Create a character (as the player by default) and return its id."""
        actor = actor or self.player
        events = self.do(
            actor, sb.CreateCharacter(name=name, owner_id=owner_id, sheet=msgspec.convert(sheet, sb.SbSheet))
        )
        [created] = events
        assert isinstance(created, SbCharacterCreated)
        return created.character_id

    def extra(self, name: str, species: str | None = "goat", **sheet: Any) -> str:
        """An extra built freely by the GM."""
        if sheet.get("kind") == "bot":
            species = None
        return self.create(name, actor=self.gm, extra=True, species=species, **sheet)

    def char(self, character_id: str) -> Character:
        return self.sb.characters[character_id]

    def fight(self, conflict_id: str) -> Fight:
        fight = self.sb.conflicts[conflict_id]
        assert isinstance(fight, Fight)
        return fight

    def roll_kw(self) -> dict[str, Any]:
        return {"table_id": self.table}

    def refold(self) -> dict[str, Any]:
        """The state folded from scratch out of the log, as builtins."""
        fresh = self.game.fold(self.log)
        return msgspec.to_builtins(fresh)  # type: ignore[no-any-return]


def only(events: Iterable[Event], kind: type[E]) -> E:
    found = [e for e in events if isinstance(e, kind)]
    assert len(found) == 1, f"expected one {kind.__name__}, got {found}"
    return found[0]


def of(events: Iterable[Event], kind: type[E]) -> list[E]:
    return [e for e in events if isinstance(e, kind)]
