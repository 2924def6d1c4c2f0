"""A campaign to play Robots & Rapiers commands against, with scripted dice, for the rule tests."""

from __future__ import annotations

import itertools
from datetime import UTC, datetime
from typing import Any

import msgspec

from domain.campaign import Actor, AddMember, Context, CreateCampaign, OpenTable
from domain.dice import DiceSource, ScriptedDice
from domain.game import Game
from domain.messages import Command, Event
from domain.rr import RULESET
from domain.rr import commands as c
from domain.rr.sheet import Cores, ProgramEntry, RRSheet, TraitEntry
from domain.rr.state import RRCharacter

NOW = datetime(2024, 5, 1, tzinfo=UTC)
GAME = Game(RULESET)

STANDARD_PROGRAMS = [
    ProgramEntry(name="fencing", level=3, specialties=["rapier"]),
    ProgramEntry(name="athletics", level=1),
    ProgramEntry(name="etiquette", level=1),
    ProgramEntry(name="oration", level=1),
    ProgramEntry(name="persuasion", level=1, specialties=["seduce"]),
    ProgramEntry(name="observation", level=1),
    ProgramEntry(name="intrigue", level=0),
    ProgramEntry(name="riding", level=0),
    ProgramEntry(name="strategy", level=0),
]
"""9 programs, 8 levels: free with Memory 4."""


def sheet(**overrides: Any) -> RRSheet:
    """A valid Size 6, Anthropoid Class 6 guardsman (40 Design Points); override any field."""
    base: dict[str, Any] = {
        "name": "Juliard",
        "body_type": 3,
        "vocalization": 3,
        "core_social": "genteel",
        "size": 6,
        "force": 4,
        "durability": 4,
        "articulation": 5,
        "locomotion": 5,
        "processor": 5,
        "memory": 4,
        "visual": 3,
        "audio": 3,
        "tactile": 3,
        "capacitor_levels": 4,
        "slots": 8,
        "cores": Cores(physical=5, mental=5, social=6),
        "programs": STANDARD_PROGRAMS,
        "traits": [
            TraitEntry(name="Loyal to the Cardinal", rating=3),
            TraitEntry(name="Jealous Lover", rating=3),
            TraitEntry(name="Loves Vivienne", rating=2),
            TraitEntry(name="Never backs down", rating=2),
        ],
    }
    base.update(overrides)
    return RRSheet(**base)


SHEET_JSON: dict[str, Any] = msgspec.to_builtins(sheet())
"""`sheet()` as a client sends it in `rr.create_character` (JSON)."""


class Campaign:
    """A campaign with a GM, two players and an open table; `do` decides and applies a command."""

    def __init__(self) -> None:
        self.game = GAME
        self.state = GAME.new_state()
        self.log: list[Event] = []
        self._ids = (f"id-{n}" for n in itertools.count(1))
        self.gm = Actor("gm", "gm")
        self.do(CreateCampaign(name="Auvernais", ruleset="robots-and-rapiers"), actor=self.gm)
        p1 = self.do(AddMember(name="Ann", role="player"))[0]
        p2 = self.do(AddMember(name="Bob", role="player"))[0]
        self.ann = Actor(p1.member_id, "player")  # type: ignore[attr-defined]
        self.bob = Actor(p2.member_id, "player")  # type: ignore[attr-defined]
        self.table_id = self.do(OpenTable(name="Session 1"))[0].table_id  # type: ignore[attr-defined]

    def context(self, actor: Actor, dice: DiceSource) -> Context:
        return Context(actor=actor, dice=dice, now=NOW, ids=self._ids)

    def decide(
        self, cmd: Command, actor: Actor | None = None, dice: list[int] | DiceSource | None = None
    ) -> list[Event]:
        source = dice if isinstance(dice, DiceSource) else ScriptedDice(dice or [])  # type: ignore[arg-type]
        return self.game.decide(self.state, cmd, self.context(actor or self.gm, source))

    def do(self, cmd: Command, actor: Actor | None = None, dice: list[int] | DiceSource | None = None) -> list[Event]:
        """Decide, check every scripted face was used, apply."""
        source: DiceSource = dice if dice is not None and not isinstance(dice, list) else ScriptedDice(dice or [])
        events = self.game.decide(self.state, cmd, self.context(actor or self.gm, source))
        if isinstance(source, ScriptedDice):
            assert source.remaining == [], f"unused scripted faces {source.remaining}"
        for ev in events:
            self.game.apply(self.state, ev, self.state.version + 1)
            self.log.append(ev)
        return events

    # --- conveniences -----------------------------------------------------------------------------------

    def robot(
        self, owner: Actor | None = None, sparked: bool = False, inspiration: int = 0, **sheet_fields: Any
    ) -> str:
        owner = owner or self.ann
        budget = sheet_fields.pop("design_points", 60)
        ev = self.do(
            c.CreateCharacter(
                sheet=sheet(**sheet_fields),
                design_points=budget,
                owner_id=owner.member_id,
                sparked=sparked,
                inspiration=inspiration,
            )
        )
        return ev[0].character_id  # type: ignore[attr-defined,no-any-return]

    def spark(self, sa: int, owner: Actor | None = None, inspiration: int = 0, **kw: Any) -> str:
        """A Sparked robot at Self Awareness `sa` (role traits and Cores sized to Role 10 - sa)."""
        role = 10 - sa
        traits = [TraitEntry(name="Loyal to the Cardinal", rating=min(3, role))]
        left = role - traits[0].rating
        while left > 0:
            r = min(3, left)
            traits.append(TraitEntry(name=f"Trait {len(traits)}", rating=r))
            left -= r
        if role >= 3:
            cores = Cores(physical=3 + role - 3, mental=3, social=3)
        else:
            raise ValueError("Cores need at least Role 3 levels in this helper")
        kw.setdefault("traits", [t for t in traits if t.rating > 0])
        kw.setdefault("cores", cores)
        return self.robot(owner=owner, sparked=True, inspiration=inspiration, role=role, self_awareness=sa, **kw)

    def ch(self, character_id: str) -> RRCharacter:
        return self.state.game.characters[character_id]  # type: ignore[no-any-return]

    def call(self, character_id: str, attribute: str = "articulation", **kw: Any) -> str:
        ev = self.do(c.CallForTest(character_id=character_id, table_id=self.table_id, attribute=attribute, **kw))
        return ev[0].test_id  # type: ignore[attr-defined,no-any-return]

    def roll(self, test_id: str, faces: list[int], actor: Actor | None = None, **kw: Any) -> list[Event]:
        return self.do(c.RollTest(table_id=self.table_id, test_id=test_id, **kw), actor=actor or self.ann, dice=faces)

    def test(
        self,
        character_id: str,
        faces: list[int],
        actor: Actor | None = None,
        roll_kw: dict[str, Any] | None = None,
        **call_kw: Any,
    ) -> str:
        tid = self.call(character_id, **call_kw)
        self.roll(tid, faces, actor=actor, **(roll_kw or {}))
        return tid

    def spend(self, test_id: str, *spends: Any, actor: Actor | None = None) -> list[Event]:
        return self.do(c.SpendSuccesses(test_id=test_id, spends=list(spends)), actor=actor or self.ann)

    def trigger(self, character_id: str, attribute: str, **kw: Any) -> str:
        ev = self.do(c.TriggerSave(character_id=character_id, table_id=self.table_id, attribute=attribute, **kw))
        return ev[0].save_id  # type: ignore[attr-defined,no-any-return]

    def save(self, save_id: str, faces: list[int], actor: Actor | None = None, **kw: Any) -> list[Event]:
        return self.do(c.RollSave(table_id=self.table_id, save_id=save_id, **kw), actor=actor or self.ann, dice=faces)

    def refold(self) -> Any:
        """The state rebuilt from the log, encoded and decoded on the way (the store's round trip)."""
        decoded = [self.game.decode(_tag(ev), self.game.encode(ev)) for ev in self.log]
        return self.game.fold(decoded)


def _tag(ev: Event) -> str:
    return msgspec.inspect.type_info(type(ev)).tag  # type: ignore[attr-defined,no-any-return]


def of(events: list[Event], kind: type) -> list[Any]:
    return [ev for ev in events if isinstance(ev, kind)]


def one(events: list[Event], kind: type) -> Any:
    found = of(events, kind)
    assert len(found) == 1, f"expected one {kind.__name__}, got {[type(x).__name__ for x in events]}"
    return found[0]
