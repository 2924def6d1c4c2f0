"""A long Robots & Rapiers campaign grown by the real rules, for `chronicle bench long`.

`LongSession` adopts a campaign that already exists in the store (created over HTTP, so its GM and player
hold real tokens), then plays it forward in memory with `Game.decide` and `Game.apply`: every event it
produces is one the rules would have produced for those commands. The duel itself is the one
`chronicle bench domain` plays (benchmarks/duel.py: tests called, rolled, opposed and resolved, successes
spent, Durability saves and their Malfunctions, Power, Inspiration, repairs), with one difference: the cast
stays the same two robots for the whole campaign (they patch each other up after every exchange instead of
retiring), so what a long campaign accumulates is history, not characters. The caller drains `pending`
(events with the metadata the server would have stored) and appends them to the store in batches.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

from benchmarks.duel import Session, aftermath, attempt, exchange, first, repair
from domain.campaign import Actor, CampaignState, CloseTable, Context, OpenTable, TableOpened
from domain.dice import ServerDice
from domain.errors import DomainError
from domain.game import Game
from domain.messages import Command, Event, tag_of
from domain.rr import commands as c
from domain.rr.calls import TestCalled
from domain.rr.events import TestResolved
from domain.rr.vocabulary import TargetAttribute

DUEL_EVERY = 8
"""One turn in this many is an exchange of the duel (attack, defence, save, Malfunctions, repairs); in the
others the player's robot makes a scene test. Duels alone wrecked a robot (replaced by a new one) every
~1,600 versions, and the cast would grow with the campaign's age rather than its history."""
SCENE_TESTS: tuple[tuple[str, TargetAttribute], ...] = (
    ("observation", "visual"),
    ("etiquette", "processor"),
    ("persuasion", "audio"),
    ("athletics", "locomotion"),
)


def _uuid_ids() -> Iterator[str]:
    while True:
        yield str(uuid.uuid4())


class LongSession(Session):
    """A campaign already in the store, played forward in memory (see the module docstring)."""

    def __init__(self, game: Game, state: CampaignState, gm_id: str, player_id: str) -> None:
        # Session.__init__ creates a campaign of its own; this adopts an existing one instead.
        self.game = game
        self.state = state
        self.log: list[Event] = []
        self.ids = _uuid_ids()
        self.gm = Actor(gm_id, "gm")
        self.player = Actor(player_id, "player")
        self.seed = b""
        self.nonce = 0
        self.called: dict[str, str] = {}
        """Tests called since the last exchange began → the robot each is for."""
        self.crippled: set[str] = set()
        """Robots whose test the rules refused to roll since then: no dice left (wrecked or lost the program)."""
        self.pending: list[tuple[Event, dict[str, Any]]] = []
        """Events decided and applied but not yet appended to the store, each with its metadata."""
        self.table_id = first(self.do(OpenTable(name="Session 1")), TableOpened).table_id
        self.tables = 1
        self.table_first_version = self.state.version
        self.hero = self.robot("Juliard")
        """The player's robot outside the duel: scene tests here, and the commands sent over HTTP."""
        self.fighters = (self.robot("Alfredo"), self.robot("Charles"))
        self.turn = 0
        self.down_turns = 0
        self.retired = 0
        """Robots left shut down beyond repair and replaced (each adds one to the cast)."""

    def do(self, cmd: Command, actor: Actor | None = None) -> list[Event]:
        actor = actor or self.gm
        now = datetime.now(UTC)
        try:
            events = self.game.decide(self.state, cmd, Context(actor, ServerDice(), now, self.ids))
        except DomainError as refusal:
            if refusal.code == "no_dice_to_roll" and isinstance(cmd, c.RollTest):
                self.crippled.add(self.called.get(cmd.test_id, ""))
            raise
        metadata: dict[str, Any] = {
            "actor": actor.member_id,
            "role": actor.role,
            "command": tag_of(cmd),
            "time": now.isoformat(),
            "token_id": None,
        }
        table_id = getattr(cmd, "table_id", None)
        if isinstance(table_id, str):
            metadata["table_id"] = table_id
        for ev in events:
            self.game.apply(self.state, ev, self.state.version + 1)
            if isinstance(cmd, c.CallForTest) and isinstance(ev, TestCalled):
                self.called[ev.test_id] = cmd.character_id
            self.pending.append((ev, metadata))
        return events

    def catch_up(self, events: list[Event]) -> None:
        """Apply events appended by others (commands sent over HTTP) since this session's version."""
        self.game.fold(events, self.state)

    def new_table(self) -> None:
        """Close the current table and open the next session's."""
        self.do(CloseTable(table_id=self.table_id))
        self.tables += 1
        self.table_id = first(self.do(OpenTable(name=f"Session {self.tables}")), TableOpened).table_id
        self.table_first_version = self.state.version

    def grow(self, until_version: int, table_every: int | None) -> None:
        """Play duels until the campaign reaches `until_version` (a little past it: an exchange is not cut
        short); with `table_every`, a new table whenever the current one holds that many versions."""
        a, b = self.fighters
        chars = self.state.game.characters
        while self.state.version < until_version:
            if table_every and self.state.version - self.table_first_version >= table_every:
                self.new_table()
            self.turn += 1
            actor, target = (a, b) if self.turn % 2 else (b, a)
            if self.turn % DUEL_EVERY:
                self.scene_test(self.hero)
                continue
            self.called.clear()
            self.crippled.clear()
            try:
                standing = exchange(self, actor, target, self.turn)
            except DomainError:
                standing = True
            if not standing:
                aftermath(self, winner=actor, loser=target)
            for mechanic, patient in ((a, b), (b, a)):
                ch = chars[patient]
                if ch.damage or ch.losses or ch.shut_down:
                    me = chars[mechanic]
                    if me.power < 2:
                        attempt(self, c.RechargePower(character_id=mechanic, amount=me.capacitor - me.power))
                    repair(self, mechanic=mechanic, patient=patient)
            for robot in (a, b):
                if chars[robot].shut_down and chars[robot].memory_save_due:
                    attempt(self, c.RollShutdownMemorySave(table_id=self.table_id, character_id=robot))
            self.down_turns = self.down_turns + 1 if chars[a].shut_down or chars[b].shut_down else 0
            self.tidy_up()
            wrecked = {r for r in (a, b) if r in self.crippled or (self.down_turns >= 10 and chars[r].shut_down)}
            for robot in wrecked:  # beyond repair: its player builds a new one
                self.retired += 1
                if robot == a:
                    a = self.robot(f"Alfredo {self.retired}")
                else:
                    b = self.robot(f"Charles {self.retired}")
            if wrecked:
                self.fighters = (a, b)
                self.down_turns = 0

    def tidy_up(self) -> None:
        """Finish every test of the exchange: rolled, resolved, no success left unspent. The duel leaves
        some open (a defence that could not be rolled, successes it had no use for); a GM closes them, and a
        campaign's open business then stays what the table is doing now, not what it ever left undone."""
        table = self.table_id
        for tid in list(self.called):
            attempt(self, c.RollTest(table_id=table, test_id=tid))
        for tid in list(self.called):
            attempt(self, c.ResolveTest(test_id=tid))
            for _ in range(12):
                if not attempt(self, c.SpendSuccesses(test_id=tid, spends=[c.Accomplish()])):
                    break

    def scene_test(self, robot: str) -> None:
        """A test outside the fight (looking around, talking): called, rolled, resolved, its successes spent."""
        table = self.table_id
        program, attribute = SCENE_TESTS[self.turn % len(SCENE_TESTS)]
        me = self.state.game.characters[robot]
        if me.power < 2:
            attempt(self, c.RechargePower(character_id=robot, amount=me.capacitor - me.power))
        called = self.do(c.CallForTest(character_id=robot, table_id=table, program=program, attribute=attribute))
        tid = first(called, TestCalled).test_id
        if not attempt(self, c.RollTest(table_id=table, test_id=tid)):
            return
        resolved = attempt(self, c.ResolveTest(test_id=tid))
        net = first(resolved, TestResolved).net if resolved else 0
        if net >= 1:
            attempt(self, c.SpendSuccesses(test_id=tid, spends=[c.Accomplish()] * net))
        if self.turn % 17 == 0:
            attempt(self, c.AwardInspiration(character_id=robot, amount=1))
