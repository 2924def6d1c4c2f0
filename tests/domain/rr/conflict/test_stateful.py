"""Random conflict play: any sequence of conflict commands keeps the fold invariant and the AP bounds.

Hypothesis drives random commands (legal or not) through `Game.decide` / `Game.apply` with verifiable
dice from a drawn seed: the conflict's own commands and the test rules' in the conflict (tests called,
opposed — an off-hand weapon's two defense rolls included — rolled, resolved and spent, so surprise is
bought off by real rolls; successes set aside for saves and used by the conflict's saves; an ambush
leader's 1s taken as Inspiration). A refused command must leave the state untouched; after every step
the state rebuilt from the encoded-then-decoded log equals the live state, Action Points stay within
0..maximum, the Turn Order lists exactly the robots in a running conflict, the conflict's record of
surprise never exceeds the loss on the sheet, every event of play names the table, and the offers (made
for the GM and both players at every step) never offer a turn past a first right that holds.
"""

from __future__ import annotations

import msgspec
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from domain.campaign import Actor
from domain.dice import SeededDice
from domain.errors import DomainError
from domain.rr import commands as rc
from domain.rr.conflict import commands as c
from domain.rr.conflict.decide.actions import regain_action_points
from domain.rr.conflict.lookup import surprise_outstanding
from tests.domain.rr.conflict.support import GAME, NOW, Table, robot

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
        self.named = 0

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
                    cores={"physical": 3, "mental": 1, "social": 1},
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
    @rule(count=st.integers(1, 2), who=WHO)
    def take_ambush_ones(self, count: int, who: int) -> None:
        assert self.cid is not None
        self.attempt(c.TakeAmbushOnes(conflict_id=self.cid, count=count), self.actor(who))

    def bonuses(self, character_id: str, use: int) -> list[str]:
        """Up to `use` of the robot's own prepared save bonuses (raises), by id."""
        mods = self.t.state.game.characters[character_id].save_modifiers
        return sorted(m for m, x in mods.items() if x.amount > 0)[:use]

    def saver(self, i: int, use: int) -> str:
        """A combatant to save: one holding prepared save bonuses when `use` asks for some."""
        holders = [x for x in self.combatants() if self.bonuses(x, 1)] if use else []
        return holders[i % len(holders)] if holders else self.pick(i)

    @precondition(lambda self: self.phase() == "ambush")
    @rule(i=st.integers(0, 5), attribute=st.sampled_from([None, "perception", "processor"]), use=st.integers(0, 2))
    def surprise_save(self, i: int, attribute: str | None, use: int) -> None:
        assert self.cid is not None
        pending = [
            x for x, cb in self.t.conflict(self.cid).combatants.items() if cb.pending_surprise_tn_modifier is not None
        ]
        who = pending[i % len(pending)] if pending else self.pick(i)
        self.attempt(
            c.RollSurpriseSave(
                table_id=self.t.table_id,
                conflict_id=self.cid,
                character_id=who,
                attribute=attribute,  # type: ignore[arg-type]
                modifier_ids=self.bonuses(who, use),
            )
        )

    @precondition(lambda self: self.phase() == "ambush")
    @rule(reach=st.integers(1, 3), ones=st.integers(0, 2), use=st.integers(0, 1))
    def ambush_round(self, reach: int, ones: int, use: int) -> None:
        """A whole ambush as a table plays it: the roll, the leader's 1s, every surprise save, the order."""
        assert self.cid is not None
        self.ambush(0, reach)
        if ones:
            self.take_ambush_ones(ones, 0)
        social = self.t.conflict(self.cid).kind == "social"
        for who, cb in list(self.t.conflict(self.cid).combatants.items()):
            if cb.pending_surprise_tn_modifier is not None:
                self.attempt(
                    c.RollSurpriseSave(
                        table_id=self.t.table_id,
                        conflict_id=self.cid,
                        character_id=who,
                        attribute="processor" if social else None,
                        modifier_ids=self.bonuses(who, use),
                    )
                )
        self.begin()

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
    @rule(
        i=st.integers(0, 5),
        difficulty=st.integers(0, 6),
        attribute=st.sampled_from(["perception", "locomotion"]),
        use=st.integers(0, 2),
    )
    def reaction_save(self, i: int, difficulty: int, attribute: str, use: int) -> None:
        assert self.cid is not None
        who = self.saver(i, use)
        self.attempt(
            c.RollReactionSave(
                table_id=self.t.table_id,
                conflict_id=self.cid,
                character_id=who,
                attribute=attribute,  # type: ignore[arg-type]
                difficulty=difficulty,
                modifier_ids=self.bonuses(who, use),
            )
        )

    @precondition(lambda self: self.phase() == "running")
    @rule(
        i=st.integers(0, 5),
        damage=st.integers(0, 8),
        attribute=st.sampled_from(ATTRIBUTES),
        use=st.integers(0, 2),
        source=st.integers(-1, 5),
    )
    def action_point_save(self, i: int, damage: int, attribute: str, use: int, source: int) -> None:
        assert self.cid is not None
        who = self.saver(i, use)
        self.attempt(
            c.RollActionPointSave(
                table_id=self.t.table_id,
                conflict_id=self.cid,
                character_id=who,
                attribute=attribute,  # type: ignore[arg-type]
                damage=damage,
                modifier_ids=self.bonuses(who, use),
                source_character_id=None if source < 0 else self.pick(source),
            )
        )

    # -- the test rules in the conflict --------------------------------------------------------------------

    @precondition(lambda self: self.phase() in ("ambush", "running"))
    @rule(
        i=st.integers(0, 5),
        attribute=st.sampled_from(["locomotion", "perception", "processor"]),
        opposer=st.integers(-1, 5),
        off_hand=st.booleans(),
        parries=st.integers(1, 3),
        accomplish=st.integers(0, 3),
        spends=st.lists(st.integers(0, 6), max_size=2),
        aim=st.integers(0, 5),
    )
    def test_in_conflict(
        self,
        i: int,
        attribute: str,
        opposer: int,
        off_hand: bool,
        parries: int,
        accomplish: int,
        spends: list[int],
        aim: int,
    ) -> None:
        """A Stealth test by a combatant (the acting one, mostly): maybe opposed — paid for, with one or two
        defense rolls (an off-hand weapon), or a third that must be refused — then resolved, so a surprised
        roller buys its loss off first, and spent."""
        assert self.cid is not None
        conflict = self.t.conflict(self.cid)
        surprised = [x for x in conflict.combatants if surprise_outstanding(self.t.state.game, x)]
        if surprised and i % 2:
            who = surprised[i % len(surprised)]
        else:
            who = conflict.acting if conflict.acting is not None and i % 3 else self.pick(i)
        called = self.call(who, attribute, None)
        if called is None:
            return
        self.attempt(rc.RollTest(table_id=self.t.table_id, test_id=called))
        if opposer >= 0 and self.pick(opposer) != who:
            other = self.pick(opposer)
            self.attempt(c.OpposeRoll(conflict_id=self.cid, character_id=other, off_hand=off_hand))
            for _ in range(parries):
                parry = self.call(other, "locomotion", called)
                if parry is not None:
                    self.attempt(rc.RollTest(table_id=self.t.table_id, test_id=parry))
        self.attempt(rc.ResolveTest(test_id=called))
        chosen = [self.spend(k, who, aim) for k in spends]
        if accomplish:
            chosen.insert(0, rc.Accomplish())  # the rules want it first (after any surprise)
        if accomplish == 1 or surprise_outstanding(self.t.state.game, who):
            chosen.insert(0, rc.Restore(attribute="perception", points=1))
        if chosen:
            self.attempt(rc.SpendSuccesses(test_id=called, spends=chosen))

    def call(self, who: str, attribute: str, opposes: str | None) -> str | None:
        before = len(self.t.log)
        self.attempt(
            rc.CallForTest(
                character_id=who,
                table_id=self.t.table_id,
                program="stealth",
                attribute=attribute,  # type: ignore[arg-type]
                opposes=opposes,
                conflict_id=self.cid,
            )
        )
        return self.t.log[before].test_id if len(self.t.log) > before else None  # type: ignore[attr-defined]

    def spend(self, kind: int, who: str, aim: int) -> object:
        if kind == 0:
            return rc.Accomplish()
        if kind == 1:
            return rc.Restore(attribute="perception", points=1 + aim % 2)
        if kind == 2:
            return rc.RegainActionPoints(points=1)
        if kind == 3:
            return rc.PrepareSave(successes=1 + aim % 2, direction="raise", attribute=None)
        if kind == 4:
            return rc.PrepareSave(successes=1, direction="raise", mode="persistent", attribute="perception")
        if kind == 5:
            other = self.pick(aim)
            recipients = [other] if other != who else []
            return rc.PrepareSave(successes=1, direction="lower", recipients=recipients)
        return rc.RollOver(successes=1)

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
    def offers_respect_the_first_right(self) -> None:
        """The offers are made for anyone at any moment, and while the winner of the last roll holds a first
        right it can use, nobody is offered to pay for anyone else (the rules would refuse a player)."""
        for who in (self.t.gm, self.t.player, self.t.other):
            offers = GAME.offers(self.t.state, who, self.t.table_id, set(), NOW)
            paying = [a.body["contenders"] for a in offers.actions if a.command == "rr.pay_for_turn"]
            for conflict in self.t.state.game.conflicts.values():
                holder = conflict.first_right
                if conflict.phase != "running" or not conflict.window_open or holder not in conflict.combatants:
                    continue
                cb = conflict.combatants[holder]
                if cb.action_points >= 1 and cb.surprise_loss == 0 and cb.reaction_step != conflict.step:
                    assert all(p == [holder] for p in paying), (holder, paying)

    @invariant()
    def action_points_within_bounds(self) -> None:
        for conflict in self.t.state.game.conflicts.values():
            for cb in conflict.combatants.values():
                assert 0 <= cb.action_points <= max(cb.max_action_points, 0), (cb.character_id, cb)

    @invariant()
    def surprise_within_the_loss_on_the_sheet(self) -> None:
        """Every way surprise is bought off or recovered lowers the conflict's record with the sheet's loss,
        so the record never claims more than the sheet holds (else a later, ordinary loss would count as
        surprise: no paying for turns, a free recovery)."""
        characters = self.t.state.game.characters
        for conflict in self.t.state.game.conflicts.values():
            if conflict.phase == "ended":
                continue
            for cid, cb in conflict.combatants.items():
                assert cb.surprise_loss >= 0 and 0 <= cb.opposing_rolls <= 2
                if cb.surprise_loss > 0:
                    assert cb.surprise_attribute is not None
                    assert cb.surprise_loss <= characters[cid].losses.get(cb.surprise_attribute, 0), (cid, cb)
        for ch in characters.values():
            assert ch.inspiration >= 0 and all(v >= 0 for v in ch.losses.values())

    @invariant()
    def play_names_its_table(self) -> None:
        tags = {cls: tag for tag, cls in GAME.event_by_tag.items()}
        for ev in self.t.log[self.named :]:
            if tags[type(ev)].startswith("rr."):
                assert getattr(ev, "table_id", None) == self.t.table_id, tags[type(ev)]
        self.named = len(self.t.log)

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
