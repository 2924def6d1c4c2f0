"""Robots & Rapiers duels played in memory by the rules themselves (`Game.decide` and `Game.apply`, no I/O):
the campaign `chronicle bench domain` folds, and the moves `chronicle bench long` grows its campaigns with
(benchmarks/campaign.py). Tests are called, rolled, opposed and resolved, successes spent; Durability saves
bring Malfunctions; robots are shut down, try the override, are repaired and reactivated and owe their
Memory Save; Power, Inspiration, 1s and Role saves come up too."""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime
from typing import Any, TypeVar

import msgspec

from domain.campaign import (
    Actor,
    AddMember,
    CampaignState,
    Context,
    CreateCampaign,
    MemberAdded,
    OpenTable,
    TableOpened,
)
from domain.dice import SeededDice
from domain.errors import DomainError
from domain.game import Game
from domain.messages import Command, Event
from domain.rr import RULESET
from domain.rr import commands as c
from domain.rr.calls import SaveTriggered, TestCalled
from domain.rr.events import RRCharacterCreated, TestResolved
from domain.rr.sheet import Cores, ProgramEntry, RRSheet, TraitEntry

NOW = datetime(2024, 1, 1, tzinfo=UTC)

BENCH_SHEET = RRSheet(
    name="Juliard",
    body_type=3,
    vocalization=3,
    core_social="genteel",
    size=6,
    force=3,
    durability=6,
    articulation=5,
    locomotion=5,
    processor=5,
    memory=4,
    visual=3,
    audio=3,
    tactile=3,
    capacitor_levels=4,
    slots=8,
    cores=Cores(physical=5, mental=5, social=6),
    programs=[
        ProgramEntry(name="fencing", level=5, specialties=["rapier"]),
        ProgramEntry(name="athletics", level=2),
        ProgramEntry(name="etiquette", level=1),
        ProgramEntry(name="oration", level=0),
        ProgramEntry(name="persuasion", level=0),
        ProgramEntry(name="observation", level=0),
        ProgramEntry(name="intrigue", level=0),
        ProgramEntry(name="riding", level=0),
        ProgramEntry(name="strategy", level=0),
    ],
    traits=[
        TraitEntry(name="Loyal to the Cardinal", rating=3),
        TraitEntry(name="Jealous Lover", rating=3),
        TraitEntry(name="Loves Vivienne", rating=2),
        TraitEntry(name="Never backs down", rating=2),
    ],
)


E = TypeVar("E", bound=Event)


def first(events: Sequence[Event], kind: type[E]) -> E:
    """The first of `events`, which the script knows to be a `kind` (checked: a change of the rules shows here)."""
    event = events[0]
    if not isinstance(event, kind):
        raise TypeError(f"expected {kind.__name__} first, got {type(event).__name__}")
    return event


class Session:
    """A campaign in memory: decide + apply, keeping the log."""

    def __init__(self, seed: bytes = b"bench-seed") -> None:
        self.game = Game(RULESET)
        self.state: CampaignState = self.game.new_state()
        self.log: list[Event] = []
        self.ids: Iterator[str] = (f"id-{n}" for n in itertools.count(1))
        self.gm = Actor("gm", "gm")
        self.seed = seed
        self.nonce = 0
        self.do(CreateCampaign(name="Bench", ruleset=RULESET.name))
        self.player = Actor(first(self.do(AddMember(name="Ann")), MemberAdded).member_id, "player")
        self.table_id: str = first(self.do(OpenTable(name="Night")), TableOpened).table_id

    def dice(self) -> SeededDice:
        return SeededDice(self.seed, self.table_id if hasattr(self, "table_id") else "t", self.nonce)

    def do(self, cmd: Command, actor: Actor | None = None) -> list[Event]:
        dice = self.dice()
        events = self.game.decide(self.state, cmd, Context(actor or self.gm, dice, NOW, self.ids))
        self.nonce = dice.next_nonce
        for ev in events:
            self.game.apply(self.state, ev, self.state.version + 1)
        self.log.extend(events)
        return events

    def robot(self, name: str) -> str:
        ev = self.do(
            c.CreateCharacter(
                sheet=msgspec.structs.replace(BENCH_SHEET, name=name),
                design_points=60,
                owner_id=self.player.member_id,
                sparked=True,
                inspiration=50,
            )
        )
        return first(ev, RRCharacterCreated).character_id


def attempt(s: Session, cmd: Command, actor: Actor | None = None) -> list[Event]:
    try:
        return s.do(cmd, actor)
    except DomainError:
        return []


def play(events: int) -> Session:
    """Play duels until the stream holds at least `events` events.

    Each duel is fought by two freshly built Sparks until one is shut down (then it tries the override, is
    repaired and reactivated by its rival, and owes its Memory Save) or 40 exchanges pass. Attacks may be
    defended; hits trigger Durability saves (rapier Malfunctions, sometimes pistol EMP losses); successes go
    on damage, roll-over bonuses and restoring losses; Power, Inspiration, 1s and Role saves come up too."""
    s = Session()
    duel = 0
    a, b = s.robot("Alfredo"), s.robot("Charles")
    while len(s.log) < events:
        duel += 1
        chars = s.state.game.characters
        # between duels each patches the other up; a wreck retires and a fresh robot takes its place
        for mechanic, patient in ((a, b), (b, a)):
            if chars[patient].damage or chars[patient].losses:
                repair(s, mechanic=mechanic, patient=patient)
        if sum(chars[a].damage.values()) > 12 or chars[a].shut_down:
            a = s.robot(f"Alfredo {duel}")
        if sum(chars[b].damage.values()) > 12 or chars[b].shut_down:
            b = s.robot(f"Charles {duel}")
        for turn in range(1, 41):
            if len(s.log) >= events:
                break
            actor, target = (a, b) if turn % 2 else (b, a)
            if not exchange(s, actor, target, turn):
                aftermath(s, winner=actor, loser=target)
                break
    return s


def exchange(s: Session, actor: str, target: str, turn: int) -> bool:
    """One attack (perhaps defended) and its save; False once the target is shut down."""
    table = s.table_id
    me = s.state.game.characters[actor]
    if me.power < 2:
        attempt(s, c.RechargePower(character_id=actor, amount=me.capacitor - me.power))
    bonus = sorted(me.bonuses)[:1]
    called = s.do(c.CallForTest(character_id=actor, table_id=table, program="fencing", attribute="articulation"))
    tid = first(called, TestCalled).test_id
    if not attempt(s, c.RollTest(table_id=table, test_id=tid, exertion=turn % 9 == 0, bonus_ids=bonus)):
        return True
    if turn % 3 == 0:
        defence = attempt(
            s,
            c.CallForTest(character_id=target, table_id=table, program="fencing", attribute="locomotion", opposes=tid),
        )
        if defence:
            attempt(s, c.RollTest(table_id=table, test_id=first(defence, TestCalled).test_id))
    if turn % 4 == 0 and s.state.game.tests[tid].successes:
        attempt(s, c.TakeOnesAsInspiration(test_id=tid, count=1))
    resolved = attempt(s, c.ResolveTest(test_id=tid))
    net = first(resolved, TestResolved).net if resolved else 0
    if turn % 7 == 0:
        attempt(s, c.SpendPower(character_id=actor, amount=1))
    if turn % 11 == 0:
        attempt(s, c.AwardInspiration(character_id=actor, amount=2))
    if turn % 13 == 0:
        attempt(s, c.RollRoleSave(table_id=table, character_id=actor))
    if net < 1:
        return True
    spends: list[Any] = [c.Accomplish(target_id=target)]
    left = net - 1
    for attr, loss in sorted(me.losses.items()):
        if left and loss:
            n = min(left, loss)
            spends.append(c.Restore(attribute=attr, points=n))
            left -= n
    if left >= 2:
        spends.append(c.RollOver(successes=1, applies_to="next attack"))
        left -= 1
    attempt(s, c.SpendSuccesses(test_id=tid, spends=spends))
    save = attempt(
        s,
        c.TriggerSave(
            character_id=target,
            table_id=table,
            attribute="durability",
            source_test_id=tid,
            weapon="sonic_rapier" if turn % 6 else "pistol",
            armor="cuirass",
        ),
    )
    if save:
        sid = first(save, SaveTriggered).save_id
        if left:
            attempt(s, c.SpendSuccesses(test_id=tid, spends=[c.LowerSave(save_id=sid, points=min(left, 2))]))
        attempt(s, c.RollSave(table_id=table, save_id=sid))
    return not s.state.game.characters[target].shut_down


def aftermath(s: Session, winner: str, loser: str) -> None:
    """The loser tries the override; if it stays down the winner repairs and reactivates it."""
    table = s.table_id
    if s.state.game.characters[loser].override_available:
        attempt(s, c.OverrideShutdown(table_id=table, character_id=loser))
    for _ in range(3):
        if not s.state.game.characters[loser].shut_down:
            break
        repair(s, mechanic=winner, patient=loser)
    if s.state.game.characters[loser].memory_save_due:
        attempt(s, c.RollShutdownMemorySave(table_id=table, character_id=loser))


def repair(s: Session, mechanic: str, patient: str) -> None:
    """A repair roll (the GM rules it a proper one): reactivate the patient if it is down, then restore its
    temporary losses and Malfunction damage with the successes left."""
    if s.state.game.characters[mechanic].shut_down:
        return
    called = s.do(
        c.CallForTest(
            character_id=mechanic, table_id=s.table_id, program="athletics", attribute="articulation", repair=True
        )
    )
    tid = first(called, TestCalled).test_id
    if not attempt(s, c.RollTest(table_id=s.table_id, test_id=tid)):
        return
    resolved = attempt(s, c.ResolveTest(test_id=tid))
    left = (first(resolved, TestResolved).net if resolved else 0) - 1
    if left < 0:
        return
    ch = s.state.game.characters[patient]
    if ch.shut_down:
        spends: list[Any] = [c.Accomplish(target_id=patient, effect="reactivate", power_from=mechanic)]
    else:
        spends = [c.Accomplish(target_id=patient)]
    for attr, points in sorted(ch.losses.items()):
        if left and points:
            n = min(left, points)
            spends.append(c.Restore(target_id=patient, attribute=attr, points=n))
            left -= n
    for attr, points in sorted(ch.damage.items()):
        if left and points:
            n = min(left, points)
            spends.append(c.Repair(target_id=patient, attribute=attr, points=n))
            left -= n
    attempt(s, c.SpendSuccesses(test_id=tid, spends=spends))
