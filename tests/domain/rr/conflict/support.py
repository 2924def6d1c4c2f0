"""A table to play extended conflicts at in tests: a campaign, a GM, two players, an open table, robots.

Every command goes through `Game.decide` of the real Robots & Rapiers ruleset and every event through
`Game.apply`, and the log is kept so a test can fold it from scratch and compare. Robots are put on the
sheet directly (`RobotPlaced`, a test-only event) so each test states exactly the numbers the seed's
examples give; `RollNoted` stands in for the test rules' resolution handler, which calls `note_roll` the
same way (test_with_test_rules.py plays the real Tests).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import msgspec

from domain.campaign import Actor, AddMember, CampaignState, Context, CreateCampaign, OpenTable
from domain.dice import DiceSource, ScriptedDice
from domain.game import Game
from domain.messages import CharacterCreated, Event
from domain.rr import RULESET as RR_RULESET
from domain.rr.conflict.apply import note_roll
from domain.rr.conflict.state import Conflict
from domain.rr.state import Accessory, Program, RRCharacter

NOW = datetime(2026, 11, 21, 20, 0, tzinfo=UTC)


class RobotPlaced(CharacterCreated, frozen=True, kw_only=True, tag="rrtest.robot_placed"):
    """Test-only: a robot sheet put in play as is."""

    sheet: RRCharacter


class RollNoted(Event, frozen=True, kw_only=True, tag="rrtest.roll_noted"):
    """Test-only: a resolved test in a conflict (what the test rules' TestResolved handler reports)."""

    conflict_id: str
    winner_id: str | None
    successes: int


def _placed(state: CampaignState, e: RobotPlaced) -> None:
    state.game.characters[e.character_id] = msgspec.convert(msgspec.to_builtins(e.sheet), RRCharacter)


def _noted(state: CampaignState, e: RollNoted) -> None:
    note_roll(state.game.conflicts[e.conflict_id], e.winner_id, e.successes)


RULESET = replace(
    RR_RULESET,
    events=(*RR_RULESET.events, RobotPlaced, RollNoted),
    handlers={**RR_RULESET.handlers, RobotPlaced: _placed, RollNoted: _noted},
)
"""The real Robots & Rapiers ruleset (every command, event and handler) plus the two test-only events."""

GAME = Game(RULESET)
"""Built once: a Game holds no campaign state, only the ruleset's tables."""


def robot(
    character_id: str,
    *,
    visual: int = 3,
    audio: int = 3,
    locomotion: int = 5,
    processor: int = 4,
    inspiration: int = 0,
    self_awareness: int = 0,
    sparked: bool | None = None,
    body_type: int = 3,
    vocalization: int = 3,
    advanced_visual: bool = False,
    programs: dict[str, tuple[int, str]] | None = None,
    cores: dict[str, int] | None = None,
) -> RRCharacter:
    """A robot with just the numbers the conflict rules read (programs: name -> (level, core))."""
    return RRCharacter(
        character_id=character_id,
        name=character_id.capitalize(),
        body_type=body_type,
        vocalization=vocalization,
        role=10 - self_awareness,
        self_awareness=self_awareness,
        size=5,
        ratings={
            "visual": visual,
            "audio": audio,
            "tactile": 2,
            "locomotion": locomotion,
            "processor": processor,
            "force": 4,
            "durability": 4,
            "articulation": 4,
            "memory": 4,
        },
        cores=cores or {"physical": 0, "mental": 0, "social": 0},
        programs={name: Program(level=level, core=core) for name, (level, core) in (programs or {}).items()},  # type: ignore[arg-type]
        accessories=[Accessory(name="advanced_visual_sensors", slots=[0])] if advanced_visual else [],
        sparked=self_awareness > 0 if sparked is None else sparked,
        inspiration=inspiration,
    )


class Table:
    """One campaign with a GM ("gm"), two players, an open table, and the log of everything decided."""

    def __init__(self) -> None:
        self.game = GAME
        self.state = self.game.new_state()
        self.log: list[Event] = []
        self._n = 0
        self.gm = Actor(member_id="gm", role="gm")
        self._do(CreateCampaign(name="Auvernais", ruleset=RULESET.name), self.gm, ScriptedDice([]))
        self.player = Actor(
            member_id=self._do(AddMember(name="Ann"), self.gm, ScriptedDice([]))[0].member_id, role="player"
        )  # type: ignore[attr-defined]
        self.other = Actor(
            member_id=self._do(AddMember(name="Bob"), self.gm, ScriptedDice([]))[0].member_id, role="player"
        )  # type: ignore[attr-defined]
        self.table_id: str = self._do(OpenTable(name="Tavern"), self.gm, ScriptedDice([]))[0].table_id  # type: ignore[attr-defined]

    def _ids(self) -> Iterable[str]:
        while True:
            self._n += 1
            yield f"id-{self._n}"

    def _do(self, command: Any, actor: Actor, dice: DiceSource) -> list[Event]:
        ctx = Context(actor=actor, dice=dice, now=NOW, ids=iter(self._ids()))
        events = self.game.decide(self.state, command, ctx)
        for event in events:
            self.game.apply(self.state, event, self.state.version + 1)
            self.log.append(event)
        return events

    def place(self, sheet: RRCharacter, owner: Actor | None = None) -> str:
        owner = owner or self.player
        self.apply(RobotPlaced(character_id=sheet.character_id, owner_id=owner.member_id, name=sheet.name, sheet=sheet))
        return sheet.character_id

    def apply(self, event: Event) -> None:
        self.game.apply(self.state, event, self.state.version + 1)
        self.log.append(event)

    def do(self, command: Any, faces: Sequence[int] | DiceSource = (), actor: Actor | None = None) -> list[Event]:
        """Decide and apply; `faces` are the scripted dice, all of which must be used."""
        dice = faces if not isinstance(faces, Sequence) else ScriptedDice(faces)
        events = self._do(command, actor or self.gm, dice)
        if isinstance(dice, ScriptedDice):
            assert dice.remaining == [], f"unused scripted faces {dice.remaining}"
        return events

    def noted(self, conflict_id: str, winner_id: str | None, successes: int) -> None:
        self.apply(RollNoted(conflict_id=conflict_id, winner_id=winner_id, successes=successes))

    def conflict(self, conflict_id: str) -> Conflict:
        return self.state.game.conflicts[conflict_id]  # type: ignore[no-any-return]

    def ap(self, conflict_id: str, character_id: str) -> int:
        return self.conflict(conflict_id).combatants[character_id].action_points

    def refolded(self) -> CampaignState:
        """The state rebuilt from the log (through encode/decode, as the store would)."""
        tags = {cls: tag for tag, cls in self.game.event_by_tag.items()}
        decoded = [self.game.decode(tags[type(e)], self.game.encode(e)) for e in self.log]
        for original, copy in zip(self.log, decoded, strict=True):
            assert copy == original, "an event changed through encode/decode"
        return self.game.fold(decoded)

    def assert_fold(self) -> None:
        assert msgspec.to_builtins(self.refolded()) == msgspec.to_builtins(self.state)


def of(events: Sequence[Event], cls: type[Any]) -> list[Any]:
    return [e for e in events if isinstance(e, cls)]
