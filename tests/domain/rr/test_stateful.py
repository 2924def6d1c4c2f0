"""Random play of the Robots & Rapiers rules (everything but extended conflict).

Hypothesis drives random commands — legal or not — through `Game.decide` / `Game.apply` with verifiable dice
from a drawn seed. A refused command must leave the state untouched. After every step: every event survives
encode → decode unchanged, the state rebuilt from the decoded log equals the live state, Role + Self
Awareness = 10, Inspiration, Power, losses and damage are never negative, Power never exceeds the capacitor,
no test has spent more successes than it netted, and every event about play at a table names that table.
"""

from __future__ import annotations

from typing import Any

import msgspec
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from domain.campaign import Actor
from domain.dice import SeededDice
from domain.errors import DomainError
from domain.rr import commands as c
from domain.rr import events as e
from domain.rr.state import CORES
from domain.rr.state import TestRecord as Record

from .harness import Campaign, _tag

PROGRAMS = ("fencing", "athletics", "etiquette", "compose (poetry)", "mechanics", "oration", "strategy")
ATTRIBUTES = (
    "force",
    "durability",
    "articulation",
    "locomotion",
    "processor",
    "memory",
    "perception",
    "anthropoid_class",
    "visual",
)
WEAPONS = (None, "sonic_rapier", "robot_fist", "pistol", "musket", "mono_great_sword", "energy_pike")
ARMOR = (None, "brigandine", "corslett")


class RRMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.cp = Campaign()
        self.seed = b""
        self.nonce = 0
        self.robots: list[str] = []
        self.checked = 0
        self.named = 0

    # -- plumbing ---------------------------------------------------------------------------------------------

    def attempt(self, command: Any, who: int = 0) -> list[Any]:
        actor: Actor = (self.cp.gm, self.cp.ann, self.cp.bob)[who]
        before = msgspec.to_builtins(self.cp.state)
        dice = SeededDice(self.seed, self.cp.table_id, self.nonce)
        try:
            events = self.cp.do(command, actor=actor, dice=dice)
        except DomainError:
            assert msgspec.to_builtins(self.cp.state) == before, "a refused command changed the state"
            events = []
        self.nonce = dice.next_nonce
        return events

    def tests(self, **flags: bool) -> list[Record]:
        found = []
        for t in self.cp.state.game.tests.values():
            if all(getattr(t, k) == v for k, v in flags.items()):
                found.append(t)
        return found

    # -- setup ------------------------------------------------------------------------------------------------

    @initialize(seed=st.binary(min_size=8, max_size=8), sparks=st.lists(st.integers(0, 4), min_size=3, max_size=3))
    def setup(self, seed: bytes, sparks: list[int]) -> None:
        self.seed = seed
        owners = (self.cp.ann, self.cp.bob, self.cp.ann)
        for i, sa in enumerate(sparks):
            if sa == 0:
                rid = self.cp.robot(owner=owners[i], name=f"R{i}")
            else:
                rid = self.cp.spark(sa, owner=owners[i], inspiration=10 * sa, name=f"R{i}")
            self.robots.append(rid)

    # -- rules ------------------------------------------------------------------------------------------------

    @rule(data=st.data())
    def call_and_roll(self, data: st.DataObject) -> None:
        rid = data.draw(st.sampled_from(self.robots))
        opposes = None
        open_tests = self.tests(rolled=True, resolved=False)
        if open_tests and not data.draw(st.integers(0, 3)):
            opposes = data.draw(st.sampled_from(open_tests)).test_id
        events = self.attempt(
            c.CallForTest(
                character_id=rid,
                table_id=self.cp.table_id,
                program=data.draw(st.sampled_from(PROGRAMS)),
                attribute=data.draw(st.sampled_from(ATTRIBUTES)),
                difficulty=data.draw(st.sampled_from([0, 0, 0, 1, 3])),
                role_related=(rr := data.draw(st.booleans())),
                core=data.draw(st.sampled_from(CORES)) if rr else None,
                repair=data.draw(st.booleans()),
                opposes=opposes,
            )
        )
        if events:
            ch = self.cp.ch(rid)
            bonuses = sorted(ch.bonuses)[: data.draw(st.integers(0, 2))]
            self.attempt(
                c.RollTest(
                    table_id=self.cp.table_id,
                    test_id=events[0].test_id,
                    exertion=data.draw(st.booleans()),
                    inspiration=data.draw(st.sampled_from([0, 0, 0, 1, 2, 3])),
                    bonus_ids=bonuses,
                ),
                who=data.draw(st.sampled_from([0, 0, 0, 1, 2])),
            )
            t = self.cp.state.game.tests[events[0].test_id]
            if t.rolled and t.opposes is None and data.draw(st.integers(0, 3)):
                self.spend_on(t, data)

    @rule(data=st.data())
    def ones_and_resolve(self, data: st.DataObject) -> None:
        open_tests = self.tests(rolled=True, resolved=False)
        if not open_tests:
            return
        t = data.draw(st.sampled_from(open_tests))
        if data.draw(st.booleans()):
            self.attempt(c.TakeOnesAsInspiration(test_id=t.test_id, count=data.draw(st.integers(1, 2))), who=1)
        self.attempt(c.ResolveTest(test_id=t.test_id))

    @rule(data=st.data())
    def spend(self, data: st.DataObject) -> None:
        candidates = [t for t in self.tests(rolled=True) if not t.resolved or t.net > t.spent]
        if candidates:
            self.spend_on(data.draw(st.sampled_from(candidates)), data)

    def spend_on(self, t: Record, data: st.DataObject) -> None:
        others = [r for r in self.robots if r != t.character_id]
        saves = list(self.cp.state.game.saves)
        options: list[Any] = [
            c.Accomplish(target_id=data.draw(st.sampled_from([None, *others]))),
            c.Faster(successes=1),
            c.RollOver(successes=data.draw(st.integers(1, 2))),
            c.RollOver(successes=data.draw(st.integers(2, 4)), mode="persistent"),
            c.RollOver(successes=2, mode="multiple", recipients=others[:2]),
            c.Restore(attribute=data.draw(st.sampled_from(["locomotion", "processor", "durability"])), points=1),
            c.Repair(target_id=data.draw(st.sampled_from(self.robots)), attribute="force", points=1),
            c.ClearOverridePenalty(points=1),
            c.PrepareSave(successes=data.draw(st.integers(1, 2)), direction="raise"),
            c.PrepareSave(successes=1, direction="lower", recipients=others[:1]),
            c.Accomplish(
                target_id=data.draw(st.sampled_from(self.robots)), effect="reactivate", power_from=t.character_id
            ),
        ]
        if saves:
            options.append(c.LowerSave(save_id=data.draw(st.sampled_from(saves)), points=1))
            options.append(c.RaiseSave(save_id=data.draw(st.sampled_from(saves)), points=1))
        spends = data.draw(st.lists(st.sampled_from(options), min_size=1, max_size=2))
        if t.opposes is None and t.accomplished == 0 and data.draw(st.integers(0, 4)):
            spends.insert(0, c.Accomplish(target_id=data.draw(st.sampled_from([None, *others]))))
        self.attempt(c.SpendSuccesses(test_id=t.test_id, spends=spends), who=data.draw(st.sampled_from([0, 1])))

    @rule(data=st.data())
    def trigger_and_roll_save(self, data: st.DataObject) -> None:
        rid = data.draw(st.sampled_from(self.robots))
        sources = [t.test_id for t in self.tests(resolved=True) if rid in t.targets]
        attribute = data.draw(st.sampled_from(ATTRIBUTES))
        durability = attribute == "durability"
        events = self.attempt(
            c.TriggerSave(
                character_id=rid,
                table_id=self.cp.table_id,
                attribute=attribute,
                gm_modifier=data.draw(st.integers(-4, 3)),
                persistent=data.draw(st.booleans()) and not durability,
                source_test_id=data.draw(st.sampled_from([None, *sources])),
                weapon=data.draw(st.sampled_from(WEAPONS)) if durability else None,
                armor=data.draw(st.sampled_from(ARMOR)) if durability else None,
                attack=data.draw(st.sampled_from([None, "thrust", "swing"])) if durability else None,
            )
        )
        saves = list(self.cp.state.game.saves)
        if events or saves:
            sid = events[0].save_id if events else data.draw(st.sampled_from(saves))
            self.attempt(
                c.RollSave(table_id=self.cp.table_id, save_id=sid, exertion=data.draw(st.booleans())),
                who=data.draw(st.sampled_from([0, 1])),
            )

    @rule(data=st.data())
    def shut_down_life(self, data: st.DataObject) -> None:
        rid = data.draw(st.sampled_from(self.robots))
        table = self.cp.table_id
        choice = data.draw(st.integers(0, 5))
        if choice == 0:
            self.attempt(c.ShutDownRobot(character_id=rid, reason="test"))
        elif choice == 1:
            self.attempt(c.OverrideShutdown(table_id=table, character_id=rid))
        elif choice == 2:
            self.attempt(c.AttemptReactivation(table_id=table, character_id=rid))
        elif choice == 3:
            self.attempt(c.RollShutdownMemorySave(table_id=table, character_id=rid))
        elif choice == 4:
            losses = self.cp.ch(rid).memory_losses
            if losses:
                self.attempt(c.RollMemoryRestoreSave(table_id=table, character_id=rid, loss_id=losses[0].loss_id))
        else:
            self.attempt(c.EndPersistentLoss(character_id=rid, attribute="locomotion"))

    @rule(data=st.data())
    def tapestry(self, data: st.DataObject) -> None:
        rid = data.draw(st.sampled_from(self.robots))
        trait = data.draw(st.sampled_from([None, "Loyal to the Cardinal", "Jealous Lover"]))
        if data.draw(st.booleans()):
            self.attempt(c.RollRoleSave(table_id=self.cp.table_id, character_id=rid, trait=trait))
        else:
            self.attempt(c.RollSelfAwarenessSave(table_id=self.cp.table_id, character_id=rid, trait=trait), who=1)

    @rule(data=st.data())
    def inspiration(self, data: st.DataObject) -> None:
        rid = data.draw(st.sampled_from(self.robots))
        choice = data.draw(st.integers(0, 4))
        if choice == 0:
            self.attempt(
                c.ChangeTrait(character_id=rid, trait="Curious", change=data.draw(st.sampled_from(["raise", "lower"])))
            )
        elif choice == 1:
            self.attempt(c.GainTraitInspiration(character_id=rid, trait="Curious", table_id=self.cp.table_id))
        elif choice == 2:
            self.attempt(c.UseTraitBenefit(character_id=rid, trait="Curious"), who=1)
        elif choice == 3:
            ev = self.attempt(c.ProposeDramaticControl(character_id=rid, narration="a rope"), who=1)
            if ev:
                self.attempt(
                    c.PriceDramaticControl(
                        control_id=ev[0].control_id, magnitude=data.draw(st.sampled_from(["minor", "major"]))
                    )
                )
                self.attempt(
                    c.SettleDramaticControl(control_id=ev[0].control_id, take=data.draw(st.booleans())),
                    who=data.draw(st.sampled_from([0, 1, 2])),
                )
        else:
            self.attempt(c.AwardInspiration(character_id=rid, amount=data.draw(st.integers(1, 5))))

    @rule(data=st.data())
    def growth(self, data: st.DataObject) -> None:
        rid = data.draw(st.sampled_from(self.robots))
        ch = self.cp.ch(rid)
        choice = data.draw(st.integers(0, 2))
        if choice == 0:
            new = ch.self_awareness + 1
            role_traits = sorted(n for n, t in ch.traits.items() if t.kind == "role")
            top = max(ch.cores.values())
            top_cores = [k for k, v in ch.cores.items() if v == top] * 3
            self.attempt(
                c.IncreaseSelfAwareness(
                    character_id=rid,
                    core=data.draw(st.sampled_from([None, *CORES, *top_cores])),
                    program_levels={"athletics": new} if data.draw(st.booleans()) else {"fencing": max(1, new - 1)},
                    role_trait=role_traits[0] if role_traits else None,
                    sa_trait=data.draw(st.sampled_from(["Curious", "Brave"])),
                ),
                who=1,
            )
        elif choice == 1:
            self.attempt(
                c.IncreaseProgram(
                    table_id=self.cp.table_id, character_id=rid, program=data.draw(st.sampled_from(PROGRAMS))
                ),
                who=1,
            )
        else:
            self.attempt(c.LearnProgram(table_id=self.cp.table_id, character_id=rid, program="compose"), who=1)

    @rule(data=st.data())
    def power(self, data: st.DataObject) -> None:
        rid = data.draw(st.sampled_from(self.robots))
        other = data.draw(st.sampled_from(self.robots))
        amount = data.draw(st.integers(1, 4))
        choice = data.draw(st.integers(0, 2))
        if choice == 0:
            self.attempt(c.SpendPower(character_id=rid, amount=amount), who=data.draw(st.sampled_from([0, 1, 2])))
        elif choice == 1:
            self.attempt(c.RechargePower(character_id=rid, amount=amount))
        else:
            self.attempt(c.TransferPower(from_id=rid, to_id=other, amount=amount), who=1)

    # -- invariants -------------------------------------------------------------------------------------------

    @invariant()
    def events_round_trip(self) -> None:
        game = self.cp.game
        for ev in self.cp.log[self.checked :]:
            assert game.decode(_tag(ev), game.encode(ev)) == ev
        self.checked = len(self.cp.log)

    @invariant()
    def play_names_its_table(self) -> None:
        """Events with a `table_id` carry the table, except facts that happen away from any roll: Power
        spent on upkeep, Inspiration spent on traits, Dramatic Control or Self Awareness, a GM's shut-down."""
        for ev in self.cp.log[self.named :]:
            if not hasattr(ev, "table_id") or not _tag(ev).startswith("rr."):
                continue
            if ev.table_id is None:
                away = (
                    (isinstance(ev, e.PowerSpent) and ev.reason in ("upkeep", "other"))
                    or (
                        isinstance(ev, e.InspirationSpent)
                        and ev.purpose in ("trait", "trait_benefit", "dramatic_control", "self_awareness")
                    )
                    or (isinstance(ev, e.ShutDown) and ev.save_id is None)
                    or isinstance(ev, e.InspirationGained)  # a GM's award (trait Inspiration names the session)
                )
                assert away, ev
            else:
                assert ev.table_id == self.cp.table_id, ev
        self.named = len(self.cp.log)

    @invariant()
    def fold_equals_live(self) -> None:
        rebuilt = self.cp.refold()
        assert msgspec.to_builtins(rebuilt) == msgspec.to_builtins(self.cp.state)

    @invariant()
    def bounds(self) -> None:
        for ch in self.cp.state.game.characters.values():
            assert ch.role + ch.self_awareness == 10
            assert 0 <= ch.self_awareness <= 10
            assert ch.inspiration >= 0
            assert 0 <= ch.power <= ch.capacitor
            assert ch.cosmetic_damage >= 0 and ch.override_penalty >= 0
            assert all(v >= 0 for v in ch.losses.values())
            assert all(v >= 0 for v in ch.damage.values())
            assert all(v >= 2 for v in ch.cores.values()) or ch.memory_losses
            assert all(p.level >= 0 for p in ch.programs.values())
            assert all(1 <= t.rating <= 3 for t in ch.traits.values())
        for t in self.cp.state.game.tests.values():
            assert 0 <= t.spent <= max(t.net, 0) or not t.resolved


RRMachine.TestCase.settings = settings(
    max_examples=50,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TestRRMachine = RRMachine.TestCase
