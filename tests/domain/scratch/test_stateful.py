"""Random legal play through `Game.decide` + `Game.apply`: folding the stored events equals the live state,
every event survives encode → decode, refused commands change nothing, and hit points, turns, evasion and
craftsmanship bonuses stay within their bounds. Conflicts end and start again: an ended one leaves the state
and is still refused, and the state encoded and decoded (a snapshot) decides as the live one does."""

from __future__ import annotations

from typing import Any

import msgspec
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from domain.dice import ScriptedDice
from domain.messages import Command
from domain.scratch.abilities import MOVEMENT_ABILITIES
from domain.scratch.commands import (
    BasicAttack,
    Blast,
    Catch,
    EndConflict,
    EndTurn,
    Engage,
    Escape,
    Evade,
    FightingAttacks,
    GrantBonus,
    Heal,
    Hold,
    Knockout,
    RemoveBonus,
    SetHitPoints,
    SetHurry,
    Shoot,
    StartConflict,
    Strike,
    TakeBonusAction,
    TakeCover,
    ThrowObject,
    WrestlingAttacks,
)
from domain.scratch.state import Environment
from tests.domain.scratch.support import GAME, Table, sheet
from tests.domain.table import outcome, same_decisions_after_a_snapshot

level = st.integers(min_value=0, max_value=4)
faces = st.lists(st.integers(min_value=1, max_value=20), min_size=3, max_size=3)
who = st.integers(min_value=0, max_value=2)
ACTIONS = [
    "basic",
    "hold",
    "throw",
    "shoot",
    "blast",
    "knockout",
    "fight",
    "wrestle",
    "evade",
    "catch",
    "escape",
    "heal",
    "engage",
    "cover",
    "bonus",
]


class ScratchPlay(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.t = Table()
        self.ids: list[str] = []
        self.checked = 0
        self.cid = ""
        self.crafter = ""
        self.companion = ""

    @initialize(
        levels=st.lists(
            st.fixed_dictionaries(
                {
                    "toughness": st.integers(min_value=1, max_value=8),
                    "shooting": level,
                    "blasting": level,
                    "knockout": level,
                    "fighting": level,
                    "wrestling": level,
                    "stalking": level,
                    "acrobatics": level,
                    "quickness": level,
                    "flying": level,
                    "swimming": level,
                    "healing": level,
                }
            ),
            min_size=3,
            max_size=3,
        ),
        environment=st.builds(
            Environment,
            cover=st.booleans(),
            throwables=st.booleans(),
            room_to_fly=st.booleans(),
            structures=st.booleans(),
            near_ground=st.booleans(),
            water=st.sampled_from(["none", "shallow", "deep"]),
        ),
        initiative=st.permutations(list(range(1, 21))),
        in_water=st.lists(st.booleans(), min_size=3, max_size=3),
    )
    def setup(
        self, levels: list[dict[str, int]], environment: Environment, initiative: list[int], in_water: list[bool]
    ) -> None:
        owners = [self.t.alice, self.t.bob, self.t.gm]
        for n, lv in enumerate(levels):
            owner = None if owners[n] is self.t.gm else owners[n].member_id
            self.ids.append(self.t.create(sheet(f"C{n}", **lv), self.t.gm, exempt=True, owner_id=owner))
        self.crafter = self.t.create(sheet("Smith", craftsmanship=2, toughness=2), self.t.alice)
        self.companion = self.t.create(sheet("Pal", shooting=2, toughness=3, wrestling=1), self.t.bob)
        if environment.water != "none":
            environment.in_water = [cid for cid, wet in zip(self.ids, in_water, strict=True) if wet]
        events = self.t.run(
            StartConflict(table_id=self.t.table_id, character_ids=self.ids, environment=environment),
            self.t.gm,
            ScriptedDice(initiative),
            all_faces=False,
        )
        self.cid = events[0].conflict_id  # type: ignore[attr-defined]

    @rule(
        action=st.sampled_from(ACTIONS),
        victim=who,
        other=who,
        dice=faces,
        movement=st.sampled_from([None, *MOVEMENT_ABILITIES]),
        air=st.booleans(),
        then_end=st.booleans(),
    )
    def act(
        self, action: str, victim: int, other: int, dice: list[int], movement: Any, air: bool, then_end: bool
    ) -> None:
        """The current combatant acts (mostly on someone else), then maybe ends the turn."""
        cur = self._current()
        if cur is None:
            return
        others = [cid for cid in self.ids if cid != cur]
        tid = others[victim % len(others)] if victim < 2 else self.ids[victim]
        oid = others[other % len(others)]
        base = {"table_id": self.t.table_id, "conflict_id": self.cid, "character_id": cur}
        plain = {"conflict_id": self.cid, "character_id": cur}
        command: Command = {
            "basic": lambda: BasicAttack(**base, target_id=tid, ability=movement and "fighting"),
            "hold": lambda: Hold(**base, target_id=tid, ability="wrestling" if air else None),
            "throw": lambda: ThrowObject(**base, target_id=tid, from_the_air=air),
            "shoot": lambda: Shoot(**base, target_id=tid, from_the_air=air),
            "blast": lambda: Blast(**base, target_ids=[tid, oid] if tid != oid else [tid], from_the_air=air),
            "knockout": lambda: Knockout(**base, target_id=tid),
            "fight": lambda: FightingAttacks(**base, target_ids=[tid, oid]),
            "wrestle": lambda: WrestlingAttacks(
                **base, strikes=[Strike(kind="hold", target_id=tid), Strike(kind="basic_attack", target_id=oid)]
            ),
            "evade": lambda: Evade(**plain, ability=movement),
            "catch": lambda: Catch(**base, target_id=tid, ability=movement),
            "escape": lambda: Escape(**plain),
            "heal": lambda: Heal(table_id=self.t.table_id, character_id=cur, target_id=tid),
            "engage": lambda: Engage(**plain),
            "cover": lambda: TakeCover(**plain),
            "bonus": lambda: TakeBonusAction(**plain, detail="pushes a button"),
        }[action]()
        self.t.attempt(command, self.t.owner(cur), dice)
        if then_end:
            self.end_turn()

    def _current(self) -> str | None:
        live = self.t.state.game.conflicts.get(self.cid)
        return None if live is None else live.current  # type: ignore[no-any-return]

    @rule()
    def end_turn(self) -> None:
        cur = self._current()
        if cur is not None:
            self.t.attempt(EndTurn(conflict_id=self.cid, character_id=cur), self.t.owner(cur), [])

    @rule(victim=who, hit_points=st.integers(min_value=0, max_value=9))
    def gm_sets_hit_points(self, victim: int, hit_points: int) -> None:
        self.t.attempt(SetHitPoints(character_id=self.ids[victim], hit_points=hit_points, reason="GM"), self.t.gm, [])

    @rule(ability=st.sampled_from(["shooting", "toughness", "wrestling", "flying"]), dice=faces, remove=st.booleans())
    def craft(self, ability: Any, dice: list[int], remove: bool) -> None:
        if remove:
            command: Command = RemoveBonus(character_id=self.crafter, target_id=self.companion, ability=ability)
        else:
            command = GrantBonus(
                table_id=self.t.table_id, character_id=self.crafter, target_id=self.companion, ability=ability
            )
        self.t.attempt(command, self.t.alice, dice)

    @rule(on=st.booleans())
    def hurry(self, on: bool) -> None:
        self.t.attempt(SetHurry(in_hurry=on), self.t.gm, [])

    @rule(initiative=st.permutations(list(range(1, 21))))
    def end_and_start_again(self, initiative: list[int]) -> None:
        """The GM ends the conflict (it leaves the state; ending it again is refused) and starts another."""
        ended = self.cid
        self.t.run(EndConflict(conflict_id=ended), self.t.gm)
        assert ended not in self.t.state.game.conflicts and ended in self.t.state.game.ended
        assert outcome(GAME, self.t.state, EndConflict(conflict_id=ended), self.t.gm, []) == "conflict_ended"
        cur = self.ids[0]
        assert outcome(GAME, self.t.state, EndTurn(conflict_id=ended, character_id=cur), self.t.gm, []) == (
            "conflict_ended"
        )
        events = self.t.run(
            StartConflict(table_id=self.t.table_id, character_ids=self.ids),
            self.t.gm,
            ScriptedDice(initiative),
            all_faces=False,
        )
        self.cid = events[0].conflict_id  # type: ignore[attr-defined]

    @invariant()
    def snapshot_decides_alike(self) -> None:
        """At any point, the state encoded and decoded decides the next commands as the live state does."""
        cur = self._current() or self.ids[0]
        other = next(c for c in self.ids if c != cur)
        base = {"table_id": self.t.table_id, "conflict_id": self.cid, "character_id": cur}
        owner = self.t.owner(cur)
        probes: list[tuple[Command, Any]] = [
            (BasicAttack(**base, target_id=other), owner),
            (Shoot(**base, target_id=other), owner),
            (Evade(conflict_id=self.cid, character_id=cur), owner),
            (EndTurn(conflict_id=self.cid, character_id=cur), owner),
            (EndConflict(conflict_id=self.cid), self.t.gm),
            (StartConflict(table_id=self.t.table_id, character_ids=self.ids), self.t.gm),
            (
                GrantBonus(
                    table_id=self.t.table_id, character_id=self.crafter, target_id=self.companion, ability="shooting"
                ),
                self.t.alice,
            ),
        ]
        same_decisions_after_a_snapshot(GAME, self.t.state, probes, [11] * 12)

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
    def bounds(self) -> None:
        game = self.t.state.game
        for ch in game.characters.values():
            assert 0 <= ch.hit_points <= ch.toughness
            assert len(ch.granted) + ch.blocked_grants <= max(ch.level("craftsmanship"), 0)
            for ability, crafter in ch.bonuses.items():
                assert ch.abilities.get(ability) >= 1
                assert any(
                    g.character_id == ch.character_id and g.ability == ability for g in game.characters[crafter].granted
                )
        if not game.in_hurry:
            assert all(ch.blocked_grants == 0 for ch in game.characters.values())
        if self.cid in game.conflicts:
            c = self.t.conflict(self.cid)
            assert c.round >= 1
            if c.current is not None:
                assert c.current in c.order
                assert not c.combatants[c.current].escaped
            for comb in c.combatants.values():
                assert comb.evade_bonus >= 0
                assert comb.evading or comb.evade_bonus == 0


ScratchPlay.TestCase.settings = settings(
    max_examples=60, stateful_step_count=30, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
TestScratchPlay = ScratchPlay.TestCase
