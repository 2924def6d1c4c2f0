"""A small table to play Rotate Bird on in tests: real `Game`, real dice sources, every event kept.

`Play.run` decides a command as an actor and folds the events at once, like the server does; the log lets
tests replay everything from scratch and compare.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime

import msgspec
import pytest

from domain.campaign import Actor, AddMember, CampaignState, Context, CreateCampaign, OpenTable
from domain.dice import DiceSource, PhysicalDice, ScriptedDice
from domain.errors import DomainError
from domain.game import Game
from domain.messages import Command, Event
from domain.rotatebird import RULESET
from domain.rotatebird import commands as c
from domain.rotatebird.state import Character, RotateBirdState
from domain.rotatebird.symbols import BEING_TABLES, DOING_TABLE, FALLOUT_TABLE

NOW = datetime(2024, 5, 1, 19, 30, tzinfo=UTC)
GM = Actor(member_id="gm", role="gm")


def _ids() -> Iterator[str]:
    for n in itertools.count(1):
        yield f"id-{n}"


def d66_faces(index: int) -> list[int]:
    """The two faces that read as row `index` (0..35) of a d66 table."""
    return [index // 6 + 1, index % 6 + 1]


def being_faces(symbol: str) -> list[int]:
    """Faces of a random Being roll landing on `symbol`: the d6 for the table, then the d66."""
    for n, table in enumerate("ABC"):
        if symbol in BEING_TABLES[table]:
            return [n * 2 + 1, *d66_faces(BEING_TABLES[table].index(symbol))]
    raise ValueError(symbol)


def doing_faces(symbol: str) -> list[int]:
    return d66_faces(DOING_TABLE.index(symbol))


def character_faces(being: Sequence[str], doing: Sequence[tuple[str, str]]) -> list[int]:
    faces: list[int] = []
    for s in being:
        faces += being_faces(s)
    for d, b in doing:
        faces += doing_faces(d) + being_faces(b)
    return faces


def fallout_face(symbol: str) -> int:
    return FALLOUT_TABLE.index(symbol) + 1


DEFAULT_BEING = ("anchor", "cat", "book", "flame", "key")
DEFAULT_DOING = (("crosshairs", "moon"), ("check-mark", "heart"), ("pie-chart", "wrench"))


class Play:
    def __init__(self, players: int = 2) -> None:
        self.game = Game(RULESET)
        self.state: CampaignState = self.game.new_state()
        self.log: list[Event] = []
        self.ids = _ids()
        self.run(GM, CreateCampaign(name="Rotate", ruleset="rotate-bird"))
        self.players: list[Actor] = []
        for n in range(players):
            (e,) = self.run(GM, AddMember(name=f"player {n + 1}"))
            self.players.append(Actor(member_id=e.member_id, role="player"))  # type: ignore[attr-defined]
        (opened,) = self.run(GM, OpenTable(name="session 1"))
        self.table_id: str = opened.table_id  # type: ignore[attr-defined]

    @property
    def g(self) -> RotateBirdState:
        return self.state.game  # type: ignore[no-any-return]

    def ctx(self, actor: Actor, dice: DiceSource | None = None) -> Context:
        return Context(actor=actor, dice=dice if dice is not None else ScriptedDice([]), now=NOW, ids=self.ids)

    def run(self, actor: Actor, command: Command, dice: DiceSource | Sequence[int] | None = None) -> list[Event]:
        """Decide and fold; `dice` may be a DiceSource or a flat list of scripted faces (all must be used)."""
        source = ScriptedDice(dice) if isinstance(dice, list | tuple) else dice
        events = self.game.decide(self.state, command, self.ctx(actor, source))
        if isinstance(source, ScriptedDice):
            assert source.remaining == [], f"unused scripted faces {source.remaining}"
        for e in events:
            self.game.apply(self.state, e, self.state.version + 1)
            self.log.append(e)
        return events

    def physical(self, actor: Actor, command: Command, rolls: Sequence[Sequence[int]]) -> list[Event]:
        return self.run(actor, command, PhysicalDice(rolls))

    # -- shortcuts -------------------------------------------------------------------------------------

    def character(
        self,
        player: Actor,
        being: Sequence[str] = DEFAULT_BEING,
        doing: Sequence[tuple[str, str]] = DEFAULT_DOING,
        name: str = "Mags",
    ) -> Character:
        (rolled,) = self.run(player, c.RollCharacter(table_id=self.table_id), character_faces(being, doing))
        (created,) = self.run(
            player,
            c.CreateCharacter(
                draft_id=rolled.draft_id,  # type: ignore[attr-defined]
                sheet=c.RbSheet(name=name, title="the Bold", doing_names=["One", "Two", "Three"]),
            ),
        )
        return self.g.characters[created.character_id]  # type: ignore[attr-defined]

    def call(self, character_id: str, **kw: object) -> str:
        (called,) = self.run(GM, c.CallTest(character_id=character_id, **kw))  # type: ignore[arg-type]
        return called.conflict_id  # type: ignore[attr-defined, no-any-return]

    def gather(
        self, conflict_id: str, *traits: tuple[str, str], edges: Sequence[tuple[str, str]] = (), doing=()
    ) -> None:
        refs = [c.RbTraitRef(character_id=cid, symbol=s) for cid, s in traits]
        refs += [c.RbTraitRef(character_id=cid, edge_id=e) for cid, e in edges]
        self.run(
            GM,
            c.SetTestTraits(
                conflict_id=conflict_id,
                traits=refs,
                doing=[c.RbDoingUse(character_id=cid, trait_id=t) for cid, t in doing],
            ),
        )

    def roll(self, actor: Actor, conflict_id: str, faces: Sequence[int]) -> list[Event]:
        return self.run(actor, c.RollTest(table_id=self.table_id, conflict_id=conflict_id), list(faces))

    def pick(self, actor: Actor, conflict_id: str, die: int) -> list[Event]:
        return self.run(actor, c.PickDie(conflict_id=conflict_id, die=die))

    def test(
        self, actor: Actor, character_id: str, symbols: Sequence[str], faces: Sequence[int], die: int, **call: object
    ) -> tuple[str, list[Event]]:
        """Call, gather the leader's own symbols, roll `faces`, pick `die`: the whole basic test."""
        cid = self.call(character_id, **call)
        self.gather(cid, *((character_id, s) for s in symbols))
        self.roll(actor, cid, faces)
        return cid, self.pick(actor, cid, die)

    def replay(self) -> CampaignState:
        """Fold the whole log from scratch through encode → decode, as a reader of the store would."""
        decoded = [self.game.decode(_tag(e), self.game.encode(e)) for e in self.log]
        return self.game.fold(decoded)


def with_characters(players: int) -> Play:
    """A table where each of `players` players has made a character (named pc0, pc1, ...)."""
    play = Play(players=players)
    for n, player in enumerate(play.players):
        play.character(player, name=f"pc{n}")
    return play


def pc(play: Play, n: int) -> str:
    """The id of the `n`-th character made at the table."""
    return list(play.g.characters)[n]


def refused(play: Play, actor: Actor, cmd: Command, dice: list[int] | None = None) -> DomainError:
    """Run a command the rules must refuse; the error they refused it with."""
    with pytest.raises(DomainError) as err:
        play.run(actor, cmd, dice)
    return err.value


def _tag(e: Event) -> str:
    return msgspec.inspect.type_info(type(e)).tag  # type: ignore[attr-defined, no-any-return]


def tag(e: Event) -> str:
    return _tag(e)


def builtins(state: CampaignState) -> object:
    return msgspec.to_builtins(state)
