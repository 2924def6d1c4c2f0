"""Random legal play through `Game.decide` + `Game.apply`: the fold of the stored events equals the live state,
every event survives encode → decode, and Health, turns and pending attacks stay within their bounds. Conflicts
end and start again: an ended one leaves the state and is still refused, and the state encoded and decoded (a
snapshot) decides as the live one does. Whatever the rules wait for is offered to whom it waits on."""

from __future__ import annotations

from typing import Any

import msgspec
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from domain.d100.commands import (
    AdjustHealth,
    Aim,
    Attack,
    Defend,
    EndConflict,
    EndTurn,
    Move,
    Outnumbering,
    RollTask,
    StartConflict,
    TakeFreeAction,
)
from domain.d100.state import ConflictOptions
from domain.dice import ScriptedDice
from domain.messages import Command
from tests.domain.d100.support import GAME, Table, sheet
from tests.domain.table import NOW, outcome, same_decisions_after_a_snapshot

attribute = st.integers(min_value=0, max_value=12)
d100_faces = st.lists(st.integers(min_value=1, max_value=100), min_size=4, max_size=4)


class _Over:
    current = None
    pending = None


class D100Play(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.t = Table()
        self.cid = ""
        self.ids: list[str] = []
        self.checked = 0

    @initialize(
        strength=attribute,
        agility=attribute,
        fortitude=attribute,
        sizes=st.lists(st.integers(min_value=3, max_value=30), min_size=3, max_size=3),
        initiative=st.lists(st.integers(min_value=1, max_value=10), min_size=40, max_size=40),
        options=st.builds(
            ConflictOptions,
            passive_defence=st.booleans(),
            lethal_damage=st.booleans(),
            hit_locations=st.booleans(),
            dreamscape=st.booleans(),
        ),
    )
    def setup(
        self,
        strength: int,
        agility: int,
        fortitude: int,
        sizes: list[int],
        initiative: list[int],
        options: ConflictOptions,
    ) -> None:
        owners = [self.t.alice, self.t.bob, self.t.gm]
        for n, (owner, size) in enumerate(zip(owners, sizes, strict=True)):
            s = sheet(
                f"C{n}",
                size=size,
                attributes={
                    "physical_strength": strength,
                    "physical_agility": agility + n,
                    "physical_fortitude": fortitude,
                    "social_agility": n,
                },
                health={"physical": 15, "social": 10, "mental": 10},
                armour=[{"name": "Cap", "protection": 1, "locations": ["head"]}],
            )
            self.ids.append(self.t.create(s, owner))
        events = self.t.run(
            StartConflict(table_id=self.t.table_id, character_ids=self.ids, options=options),
            self.t.gm,
            ScriptedDice(initiative),
            all_faces=False,
        )
        self.cid = events[0].conflict_id  # type: ignore[attr-defined]

    # -- helpers -----------------------------------------------------------------------------------------

    @property
    def conflict(self) -> Any:
        """The conflict in progress, or a stand-in with no turn and no pending attack once it has ended."""
        live = self.t.state.game.conflicts.get(self.cid)
        return live if live is not None else _Over()

    # -- rules ---------------------------------------------------------------------------------------------

    @rule(mode=st.sampled_from(["walk", "jog", "run", "charge", "sprint"]))
    def move(self, mode: str) -> None:
        cur = self.conflict.current
        if cur:
            self.t.attempt(Move(conflict_id=self.cid, character_id=cur, mode=mode), self.t.owner(cur), [])  # type: ignore[arg-type]

    @rule(
        victim=st.integers(min_value=0, max_value=2),
        weapon=st.sampled_from(["Sword", "Pistol", "Knife", "Unarmed"]),
        faces=d100_faces,
        how=st.sampled_from(["player", "player", "player", "gm_undefended", "gm_outnumbering"]),
        location=st.sampled_from([None, "head", "body"]),
    )
    def attack(self, victim: int, weapon: str, faces: list[int], how: str, location: str | None) -> None:
        cur = self.conflict.current
        if not cur:
            return
        extra: dict[str, Any] = {}
        if how == "gm_outnumbering":
            extra["outnumbering"] = Outnumbering(side=3, opposing=1)
        elif how == "gm_undefended":
            extra["target_defends"] = False
        command = Attack(
            table_id=self.t.table_id,
            conflict_id=self.cid,
            character_id=cur,
            target_id=self.ids[victim],
            weapon=weapon,
            called_location=location,
            **extra,
        )  # type: ignore[arg-type]
        self.t.attempt(command, self.t.owner(cur) if how == "player" else self.t.gm, faces)

    @rule(faces=d100_faces, aptitude=st.sampled_from(["Dodge", "Melee (Armed)", "Melee (Unarmed)"]))
    def defend(self, faces: list[int], aptitude: str) -> None:
        pending = self.conflict.pending
        if pending:
            who = pending.target_id
            self.t.attempt(
                Defend(table_id=self.t.table_id, conflict_id=self.cid, character_id=who, aptitude=aptitude),
                self.t.owner(who),
                faces,
            )

    @rule()
    def end_turn(self) -> None:
        cur = self.conflict.current
        if cur:
            self.t.attempt(EndTurn(conflict_id=self.cid, character_id=cur), self.t.owner(cur), [])

    @rule(kind=st.sampled_from(["aim", "shout", "draw"]))
    def minor(self, kind: str) -> None:
        """Aiming uses the turn's action, so it is drawn less often than attacks."""
        cur = self.conflict.current
        if not cur:
            return
        if kind == "aim":
            command: Command = Aim(conflict_id=self.cid, character_id=cur, weapon="Pistol")
        else:
            command = TakeFreeAction(
                conflict_id=self.cid,
                character_id=cur,
                kind="shout" if kind == "shout" else "draw_weapon",
                detail="" if kind == "shout" else "Sword",
            )
        self.t.attempt(command, self.t.owner(cur), [])

    @rule(who=st.integers(min_value=0, max_value=2), change=st.integers(min_value=-20, max_value=20))
    def adjust(self, who: int, change: int) -> None:
        self.t.attempt(AdjustHealth(character_id=self.ids[who], change=change, reason="test"), self.t.gm, [])

    @rule(who=st.integers(min_value=0, max_value=2), faces=d100_faces)
    def task(self, who: int, faces: list[int]) -> None:
        self.t.attempt(
            RollTask(
                table_id=self.t.table_id,
                character_id=self.ids[who],
                attribute="physical_agility",
                aptitude="Athletics",
                conflict_id=self.cid,
            ),
            self.t.gm,
            faces,
        )

    @rule(initiative=st.lists(st.integers(min_value=1, max_value=10), min_size=40, max_size=40))
    def end_and_start_again(self, initiative: list[int]) -> None:
        """The GM ends the conflict (it leaves the state; acting on it again is refused) and starts another."""
        ended = self.cid
        self.t.run(EndConflict(conflict_id=ended), self.t.gm)
        assert ended not in self.t.state.game.conflicts and ended in self.t.state.game.ended
        for again in (EndConflict(conflict_id=ended), EndTurn(conflict_id=ended, character_id=self.ids[0])):
            assert outcome(GAME, self.t.state, again, self.t.gm, []) == "conflict_ended"
        events = self.t.run(
            StartConflict(table_id=self.t.table_id, character_ids=self.ids),
            self.t.gm,
            ScriptedDice(initiative),
            all_faces=False,
        )
        self.cid = events[0].conflict_id  # type: ignore[attr-defined]

    # -- invariants ------------------------------------------------------------------------------------------

    def teardown(self) -> None:
        """Folding every stored event from scratch gives the live state (checked once per run: it is O(n))."""
        assert msgspec.to_builtins(GAME.fold(self.t.events)) == msgspec.to_builtins(self.t.state)

    @invariant()
    def events_round_trip(self) -> None:
        """Each new event survives encode → decode unchanged."""
        for event in self.t.events[self.checked :]:
            tag = msgspec.inspect.type_info(type(event)).tag  # type: ignore[attr-defined]
            assert GAME.decode(tag, GAME.encode(event)) == event
        self.checked = len(self.t.events)

    @invariant()
    def snapshot_decides_alike(self) -> None:
        """At any point, the state encoded and decoded decides the next commands as the live state does."""
        cur = self.conflict.current or self.ids[0]
        other = next(c for c in self.ids if c != cur)
        owner = self.t.owner(cur)
        pending = self.conflict.pending
        defender = pending.target_id if pending else other
        probes: list[tuple[Command, Any]] = [
            (
                Attack(
                    table_id=self.t.table_id, conflict_id=self.cid, character_id=cur, target_id=other, weapon="Sword"
                ),
                owner,
            ),
            (Defend(table_id=self.t.table_id, conflict_id=self.cid, character_id=defender), self.t.owner(defender)),
            (Move(conflict_id=self.cid, character_id=cur, mode="jog"), owner),
            (EndTurn(conflict_id=self.cid, character_id=cur), owner),
            (EndConflict(conflict_id=self.cid), self.t.gm),
            (StartConflict(table_id=self.t.table_id, character_ids=self.ids), self.t.gm),
        ]
        same_decisions_after_a_snapshot(GAME, self.t.state, probes, [7] * 40)

    @invariant()
    def bounds(self) -> None:
        for ch in self.t.state.game.characters.values():
            for realm in ("physical", "social", "mental"):
                assert 0 <= ch.health.get(realm) <= ch.sheet.health.get(realm)
        if self.cid in self.t.state.game.conflicts:
            c = self.conflict
            assert c.round >= 1
            assert c.current is None or c.current in c.order
            assert sorted(c.order) == sorted(c.combatants)
            if c.pending:
                assert c.pending.attacker_id == c.current
                assert c.pending.target_id in c.combatants

    @invariant()
    def the_table_never_stalls(self) -> None:
        """What the rules wait for is offered to whoever it waits on: the target's player is prompted to defend,
        else the acting character's player may end the turn; the GM may do either; an observer does nothing."""
        c = self.conflict
        if c.current is None:
            return
        waited = c.pending.target_id if c.pending else c.current
        command = "d100.defend" if c.pending else "d100.end_turn"
        for viewer in (self.t.owner(waited), self.t.gm):
            offers = GAME.offers(self.t.state, viewer, self.t.table_id, set(), NOW)
            assert [
                a for a in offers.actions if a.command == command and a.by == waited and a.prompt == bool(c.pending)
            ]
            assert [w.on for w in offers.waiting] == [(self.t.state.characters[waited].owner_id,)]
        assert GAME.offers(self.t.state, self.t.observer, self.t.table_id, set(), NOW).actions == ()


D100Play.TestCase.settings = settings(
    max_examples=60, stateful_step_count=30, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
TestD100Play = D100Play.TestCase
