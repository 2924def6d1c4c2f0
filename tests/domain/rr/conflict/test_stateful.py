"""Random conflict play: any sequence of conflict commands keeps the fold invariant and the AP bounds.

Hypothesis drives random commands (legal or not) through `Game.decide` / `Game.apply` with verifiable
dice from a drawn seed. A refused command must leave the state untouched; after every step the state
rebuilt from the encoded-then-decoded log equals the live state, Action Points stay within
0..maximum, and the Turn Order lists exactly the robots in a running conflict.
"""

from __future__ import annotations

import msgspec
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from domain.campaign import Actor
from domain.dice import SeededDice
from domain.errors import DomainError
from domain.rr.conflict import commands as c
from domain.rr.conflict import regain_action_points
from tests.domain.rr.conflict.support import Table, robot

ROBOTS = ("r1", "r2", "r3", "r4", "r5", "r6")
ATTRIBUTES = ("locomotion", "perception", "processor", "anthropoid_class")
WHO = st.sampled_from([0, 0, 0, 1, 2])
"""Mostly the GM; sometimes a player (who may or may not own the robot)."""
RARELY = st.integers(0, 3)
"""Drawn by rules that would end the fun early (remove, end, hard break): they act only on 0."""


class ConflictMachine(RuleBasedStateMachine):
    """One table, six robots, one conflict at a time."""

    def __init__(self) -> None:
        super().__init__()
        self.t = Table()
        self.seed = b""
        self.nonce = 0
        self.cid: str | None = None
        self.refusals = 0

    # -- plumbing ----------------------------------------------------------------------------------------

    def dice(self) -> SeededDice:
        d = SeededDice(self.seed, self.t.table_id, self.nonce)
        return d

    def attempt(self, command: object, actor: Actor | None = None) -> None:
        before = msgspec.to_builtins(self.t.state)
        dice = self.dice()
        try:
            self.t.do(command, dice, actor)
        except DomainError:
            self.refusals += 1
            assert msgspec.to_builtins(self.t.state) == before, "a refused command changed the state"
        self.nonce = dice.next_nonce

    def actor(self, who: int) -> Actor:
        return (self.t.gm, self.t.player, self.t.other)[who]

    def combatants(self) -> list[str]:
        if self.cid is None:
            return []
        return list(self.t.conflict(self.cid).combatants)

    # -- setup -------------------------------------------------------------------------------------------

    @initialize(
        seed=st.binary(min_size=8, max_size=8),
        stats=st.lists(
            st.tuples(
                st.integers(1, 4),
                st.integers(1, 4),
                st.integers(1, 8),
                st.integers(1, 8),
                st.integers(0, 5),
                st.integers(1, 4),
                st.integers(1, 4),
            ),
            min_size=len(ROBOTS),
            max_size=len(ROBOTS),
        ),
    )
    def setup(self, seed: bytes, stats: list[tuple[int, ...]]) -> None:
        self.seed = seed
        for n, (cid, (vis, aud, loc, proc, sa, body, voc)) in enumerate(zip(ROBOTS, stats, strict=True)):
            owner = (self.t.player, self.t.other, self.t.gm)[n % 3]
            self.t.place(
                robot(
                    cid,
                    visual=vis,
                    audio=aud,
                    locomotion=loc,
                    processor=proc,
                    self_awareness=sa,
                    body_type=body,
                    vocalization=voc,
                    inspiration=n,
                    programs={"stealth": (loc % 4 + 1, "physical")},
                    cores={"physical": 1, "mental": 1, "social": 1},
                ),
                owner,
            )

    # -- rules -------------------------------------------------------------------------------------------
    # Robots are picked among the current combatants (by index, wrapping) and the GM acts most of the time,
    # so most commands are legal; the rest are refused and must change nothing.

    def pick(self, i: int) -> str:
        everyone = self.combatants() or list(ROBOTS)
        return everyone[i % len(everyone)]

    def phase(self) -> str | None:
        return None if self.cid is None else self.t.conflict(self.cid).phase

    @precondition(lambda self: self.phase() in (None, "ended"))
    @rule(
        size=st.integers(2, 5),
        split=st.integers(1, 4),
        kind=st.sampled_from(["physical", "social"]),
        lighting=st.sampled_from(["normal", "dark", "total_darkness"]),
        ambush=st.booleans(),
        narrative=st.booleans(),
    )
    def start(self, size: int, split: int, kind: str, lighting: str, ambush: bool, narrative: bool) -> None:
        members = ROBOTS[:size]
        entries = [c.CombatantEntry(character_id=r, side="a" if i < split else "b") for i, r in enumerate(members)]
        initiator = members[-1] if narrative and not ambush else None
        before = len(self.t.log)
        self.attempt(
            c.StartConflict(
                table_id=self.t.table_id,
                kind=kind,  # type: ignore[arg-type]
                lighting=lighting,  # type: ignore[arg-type]
                combatants=entries,
                ambush=ambush,
                initiator_id=initiator,
            )
        )
        if len(self.t.log) > before:
            self.cid = self.t.log[before].conflict_id  # type: ignore[attr-defined]

    @precondition(lambda self: self.phase() == "ambush")
    @rule(opposition=st.integers(0, 3), reach=st.integers(1, 3))
    def ambush(self, opposition: int, reach: int) -> None:
        assert self.cid is not None
        everyone = self.combatants()
        self.attempt(
            c.RollAmbush(
                table_id=self.t.table_id,
                conflict_id=self.cid,
                ambusher_ids=everyone[:1],
                target_ids=everyone[1 : 1 + reach],
                program="stealth",
                attribute="locomotion",
                opposition=opposition,
            )
        )

    @precondition(lambda self: self.phase() == "ambush")
    @rule(i=st.integers(0, 5), attribute=st.sampled_from([None, "perception", "processor"]))
    def surprise_save(self, i: int, attribute: str | None) -> None:
        assert self.cid is not None
        pending = [
            x for x, cb in self.t.conflict(self.cid).combatants.items() if cb.pending_surprise_tn_modifier is not None
        ]
        self.attempt(
            c.RollSurpriseSave(
                table_id=self.t.table_id,
                conflict_id=self.cid,
                character_id=pending[i % len(pending)] if pending else self.pick(i),
                attribute=attribute,  # type: ignore[arg-type]
            )
        )

    @precondition(lambda self: self.phase() == "ambush")
    @rule()
    def begin(self) -> None:
        assert self.cid is not None
        self.attempt(c.BeginConflict(table_id=self.t.table_id, conflict_id=self.cid))

    @precondition(lambda self: self.phase() == "running")
    @rule(who=WHO)
    def start_turn(self, who: int) -> None:
        assert self.cid is not None
        self.attempt(c.StartTurn(conflict_id=self.cid), self.actor(who))

    @precondition(lambda self: self.phase() == "running")
    @rule(who=WHO)
    def end_turn(self, who: int) -> None:
        assert self.cid is not None
        self.attempt(c.EndTurn(conflict_id=self.cid), self.actor(who))

    @precondition(lambda self: self.phase() == "running")
    @rule(picks=st.lists(st.integers(0, 5), min_size=1, max_size=3), who=WHO)
    def pay_for_turn(self, picks: list[int], who: int) -> None:
        assert self.cid is not None
        contenders = list(dict.fromkeys(self.pick(i) for i in picks))
        self.attempt(c.PayForTurn(conflict_id=self.cid, contenders=contenders), self.actor(who))

    @precondition(lambda self: self.phase() == "running")
    @rule(pay=st.booleans(), picks=st.lists(st.integers(0, 5), min_size=1, max_size=3), winner=st.integers(-1, 5))
    def full_turn(self, pay: bool, picks: list[int], winner: int) -> None:
        """A typical turn at the table: a roll, the turn's end, then a purchase or the next free turn."""
        assert self.cid is not None
        if self.t.conflict(self.cid).acting is not None:
            self.t.noted(self.cid, None if winner < 0 else self.pick(winner), 1 + winner % 3)
            self.attempt(c.EndTurn(conflict_id=self.cid))
        if pay:
            self.pay_for_turn(picks, 0)
        if self.t.conflict(self.cid).acting is None:
            self.attempt(c.StartTurn(conflict_id=self.cid))

    @precondition(lambda self: self.phase() == "running")
    @rule()
    def decline(self) -> None:
        assert self.cid is not None
        holder = self.t.conflict(self.cid).first_right
        self.attempt(c.DeclineFirstRight(conflict_id=self.cid, character_id=holder or ROBOTS[0]))

    @precondition(lambda self: self.phase() == "running")
    @rule(i=st.integers(0, 5), off_hand=st.booleans(), who=WHO)
    def oppose(self, i: int, off_hand: bool, who: int) -> None:
        assert self.cid is not None
        self.attempt(c.OpposeRoll(conflict_id=self.cid, character_id=self.pick(i), off_hand=off_hand), self.actor(who))

    @precondition(lambda self: self.phase() == "running")
    @rule()
    def off_hand(self) -> None:
        assert self.cid is not None
        acting = self.t.conflict(self.cid).acting
        self.attempt(c.UseOffHand(conflict_id=self.cid, character_id=acting or ROBOTS[0]))

    @precondition(lambda self: self.phase() == "running")
    @rule(i=st.integers(-1, 5), successes=st.integers(0, 5))
    def roll_noted(self, i: int, successes: int) -> None:
        assert self.cid is not None
        self.t.noted(self.cid, None if i < 0 else self.pick(i), successes)

    @rule(i=st.integers(0, 5), amount=st.integers(0, 4))
    def regain(self, i: int, amount: int) -> None:
        try:
            event = regain_action_points(self.t.state, self.pick(i), amount)
        except DomainError:
            self.refusals += 1
            return
        self.t.apply(event)

    @precondition(lambda self: self.phase() == "running")
    @rule(i=st.integers(0, 5), difficulty=st.integers(0, 6), attribute=st.sampled_from(["perception", "locomotion"]))
    def reaction_save(self, i: int, difficulty: int, attribute: str) -> None:
        assert self.cid is not None
        self.attempt(
            c.RollReactionSave(
                table_id=self.t.table_id,
                conflict_id=self.cid,
                character_id=self.pick(i),
                attribute=attribute,  # type: ignore[arg-type]
                difficulty=difficulty,
            )
        )

    @precondition(lambda self: self.phase() == "running")
    @rule(i=st.integers(0, 5), damage=st.integers(0, 8), attribute=st.sampled_from(ATTRIBUTES))
    def action_point_save(self, i: int, damage: int, attribute: str) -> None:
        assert self.cid is not None
        self.attempt(
            c.RollActionPointSave(
                table_id=self.t.table_id,
                conflict_id=self.cid,
                character_id=self.pick(i),
                attribute=attribute,  # type: ignore[arg-type]
                damage=damage,
            )
        )

    @precondition(lambda self: self.phase() == "running")
    @rule(i=st.integers(0, 5), engaged=st.booleans())
    def engagement(self, i: int, engaged: bool) -> None:
        assert self.cid is not None
        self.attempt(c.SetEngagement(conflict_id=self.cid, character_id=self.pick(i), engaged=engaged))

    @precondition(lambda self: self.phase() == "running")
    @rule()
    def soft_break(self) -> None:
        assert self.cid is not None
        acting = self.t.conflict(self.cid).acting
        self.attempt(
            c.RerollActionPoints(table_id=self.t.table_id, conflict_id=self.cid, character_id=acting or ROBOTS[0])
        )

    @precondition(lambda self: self.phase() == "running")
    @rule(engaged=st.lists(st.integers(0, 5), max_size=3), go=RARELY)
    def hard_break(self, engaged: list[int], go: int) -> None:
        assert self.cid is not None
        if go:
            return
        still = list(dict.fromkeys(self.pick(i) for i in engaged))
        self.attempt(c.TakeHardBreak(table_id=self.t.table_id, conflict_id=self.cid, engaged=still))

    @precondition(lambda self: self.phase() in ("ambush", "running"))
    @rule(i=st.integers(0, 5), side=st.sampled_from(["a", "b", "c"]), go=RARELY)
    def add(self, i: int, side: str, go: int) -> None:
        assert self.cid is not None
        if go:
            return
        spare = [r for r in ROBOTS if r not in self.combatants()]
        who = spare[i % len(spare)] if spare else ROBOTS[i]
        self.attempt(c.AddCombatant(table_id=self.t.table_id, conflict_id=self.cid, character_id=who, side=side))

    @precondition(lambda self: self.phase() in ("ambush", "running"))
    @rule(i=st.integers(0, 5), go=RARELY)
    def remove(self, i: int, go: int) -> None:
        assert self.cid is not None
        if go:
            return
        self.attempt(c.RemoveCombatant(conflict_id=self.cid, character_id=self.pick(i)))

    @precondition(lambda self: self.phase() in ("ambush", "running"))
    @rule(go=RARELY)
    def end(self, go: int) -> None:
        assert self.cid is not None
        if go:
            return
        self.attempt(c.EndConflict(conflict_id=self.cid))

    # -- invariants --------------------------------------------------------------------------------------

    @invariant()
    def fold_equals_live_state(self) -> None:
        self.t.assert_fold()

    @invariant()
    def action_points_within_bounds(self) -> None:
        for conflict in self.t.state.game.conflicts.values():
            for cb in conflict.combatants.values():
                assert 0 <= cb.action_points <= max(cb.max_action_points, 0), (cb.character_id, cb)

    @invariant()
    def order_lists_the_combatants(self) -> None:
        for conflict in self.t.state.game.conflicts.values():
            if conflict.phase == "running":
                assert sorted(conflict.order) == sorted(conflict.combatants)
                if conflict.acting is not None:
                    assert conflict.order[0] == conflict.acting
                assert not (conflict.acting is not None and conflict.window_open)


ConflictMachine.TestCase.settings = settings(
    max_examples=60,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestConflictMachine = ConflictMachine.TestCase
