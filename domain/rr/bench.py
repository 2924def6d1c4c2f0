"""`chronicle bench domain`: how fast the Robots & Rapiers rules decide and fold, with no I/O at all.

Two measurements:

- **roll**: deciding a called 10-die test (`rr.roll_test`: pool 10 = Fencing 5 + Core Physical 5) against a
  campaign state, with the server's cryptographic dice and with verifiable (seeded HMAC) dice; events/s.
- **fold**: a campaign stream of `--events` events (default 100,000) played by the real rules (duels: tests
  called, rolled, opposed, resolved and spent; Durability saves with their Malfunctions; shut-downs,
  overrides, repairs and Memory saves; Power and Inspiration) — encoded to JSON as the store keeps them,
  decoded back, then folded from scratch into state, best of 5; events/s (target ≥ 1,000,000/s). Decoding
  is timed separately and not part of the fold figure. The folded state is checked against the live one.

Prints a table and, last, one line of JSON.
"""

from __future__ import annotations

import argparse
import gc
import itertools
import json
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import msgspec

from domain.campaign import Actor, AddMember, CampaignState, Context, CreateCampaign, OpenTable
from domain.dice import DiceSource, SeededDice, ServerDice
from domain.errors import DomainError
from domain.game import Game
from domain.messages import Command, Event
from domain.rr import RULESET
from domain.rr import commands as c
from domain.rr.sheet import Cores, ProgramEntry, RRSheet, TraitEntry

NOW = datetime(2024, 1, 1, tzinfo=UTC)
FOLD_TARGET = 1_000_000

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
        self.player = Actor(self.do(AddMember(name="Ann"))[0].member_id, "player")  # type: ignore[attr-defined]
        self.table_id: str = self.do(OpenTable(name="Night"))[0].table_id  # type: ignore[attr-defined]

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
        return ev[0].character_id  # type: ignore[attr-defined,no-any-return]


def _try(s: Session, cmd: Command, actor: Actor | None = None) -> list[Event]:
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
                _repair(s, mechanic=mechanic, patient=patient)
        if sum(chars[a].damage.values()) > 12 or chars[a].shut_down:
            a = s.robot(f"Alfredo {duel}")
        if sum(chars[b].damage.values()) > 12 or chars[b].shut_down:
            b = s.robot(f"Charles {duel}")
        for turn in range(1, 41):
            if len(s.log) >= events:
                break
            actor, target = (a, b) if turn % 2 else (b, a)
            if not _exchange(s, actor, target, turn):
                _aftermath(s, winner=actor, loser=target)
                break
    return s


def _exchange(s: Session, actor: str, target: str, turn: int) -> bool:
    """One attack (perhaps defended) and its save; False once the target is shut down."""
    table = s.table_id
    me = s.state.game.characters[actor]
    if me.power < 2:
        _try(s, c.RechargePower(character_id=actor, amount=me.capacitor - me.power))
    bonus = sorted(me.bonuses)[:1]
    tid = s.do(c.CallForTest(character_id=actor, table_id=table, program="fencing", attribute="articulation"))[
        0
    ].test_id  # type: ignore[attr-defined]
    if not _try(s, c.RollTest(table_id=table, test_id=tid, exertion=turn % 9 == 0, bonus_ids=bonus)):
        return True
    if turn % 3 == 0:
        defence = _try(
            s,
            c.CallForTest(character_id=target, table_id=table, program="fencing", attribute="locomotion", opposes=tid),
        )
        if defence:
            _try(s, c.RollTest(table_id=table, test_id=defence[0].test_id))  # type: ignore[attr-defined]
    if turn % 4 == 0 and s.state.game.tests[tid].successes:
        _try(s, c.TakeOnesAsInspiration(test_id=tid, count=1))
    resolved = _try(s, c.ResolveTest(test_id=tid))
    net = resolved[0].net if resolved else 0  # type: ignore[attr-defined]
    if turn % 7 == 0:
        _try(s, c.SpendPower(character_id=actor, amount=1))
    if turn % 11 == 0:
        _try(s, c.AwardInspiration(character_id=actor, amount=2))
    if turn % 13 == 0:
        _try(s, c.RollRoleSave(table_id=table, character_id=actor))
    if net < 1:
        return True
    spends: list[Any] = [c.Accomplish(target_id=target)]
    left = net - 1
    for attr, loss in sorted(me.losses.items()):
        if left and loss:
            n = min(left, loss)
            spends.append(c.Restore(attribute=attr, points=n))  # type: ignore[arg-type]
            left -= n
    if left >= 2:
        spends.append(c.RollOver(successes=1, applies_to="next attack"))
        left -= 1
    _try(s, c.SpendSuccesses(test_id=tid, spends=spends))
    save = _try(
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
        sid = save[0].save_id  # type: ignore[attr-defined]
        if left:
            _try(s, c.SpendSuccesses(test_id=tid, spends=[c.LowerSave(save_id=sid, points=min(left, 2))]))
        _try(s, c.RollSave(table_id=table, save_id=sid))
    return not s.state.game.characters[target].shut_down


def _aftermath(s: Session, winner: str, loser: str) -> None:
    """The loser tries the override; if it stays down the winner repairs and reactivates it."""
    table = s.table_id
    if s.state.game.characters[loser].override_available:
        _try(s, c.OverrideShutdown(table_id=table, character_id=loser))
    for _ in range(3):
        if not s.state.game.characters[loser].shut_down:
            break
        _repair(s, mechanic=winner, patient=loser)
    if s.state.game.characters[loser].memory_save_due:
        _try(s, c.RollShutdownMemorySave(table_id=table, character_id=loser))


def _repair(s: Session, mechanic: str, patient: str) -> None:
    """A repair roll (the GM rules it a proper one): reactivate the patient if it is down, then restore its
    temporary losses and Malfunction damage with the successes left."""
    if s.state.game.characters[mechanic].shut_down:
        return
    tid = s.do(
        c.CallForTest(
            character_id=mechanic, table_id=s.table_id, program="athletics", attribute="articulation", repair=True
        )
    )[0].test_id  # type: ignore[attr-defined]
    if not _try(s, c.RollTest(table_id=s.table_id, test_id=tid)):
        return
    resolved = _try(s, c.ResolveTest(test_id=tid))
    left = (resolved[0].net if resolved else 0) - 1  # type: ignore[attr-defined]
    if left < 0:
        return
    ch = s.state.game.characters[patient]
    effect = "reactivate" if ch.shut_down else "none"
    spends: list[Any] = [c.Accomplish(target_id=patient, effect=effect, power_from=mechanic if ch.shut_down else None)]
    for attr, points in sorted(ch.losses.items()):
        if left and points:
            n = min(left, points)
            spends.append(c.Restore(target_id=patient, attribute=attr, points=n))  # type: ignore[arg-type]
            left -= n
    for attr, points in sorted(ch.damage.items()):
        if left and points:
            n = min(left, points)
            spends.append(c.Repair(target_id=patient, attribute=attr, points=n))  # type: ignore[arg-type]
            left -= n
    _try(s, c.SpendSuccesses(test_id=tid, spends=spends))


def bench_roll(iterations: int, dice: DiceSource | None) -> tuple[float, int]:
    """Decide the same called 10-die test `iterations` times (state is never changed by deciding)."""
    s = Session()
    rid = s.robot("Juliard")
    tid = s.do(
        c.CallForTest(character_id=rid, table_id=s.table_id, program="fencing (rapier)", attribute="articulation")
    )[0].test_id  # type: ignore[attr-defined]
    cmd = c.RollTest(table_id=s.table_id, test_id=tid)
    actor = s.player
    game, state, ids = s.game, s.state, s.ids
    seeded = dice is None
    events = 0
    start = time.perf_counter()
    for i in range(iterations):
        source = SeededDice(s.seed, s.table_id, i) if seeded else dice
        out = game.decide(state, cmd, Context(actor, source, NOW, ids))  # type: ignore[arg-type]
        events += len(out)
    elapsed = time.perf_counter() - start
    assert out[-1].pool == 10  # type: ignore[attr-defined]
    return elapsed, events


def bench_fold(events: int, repeats: int = 5) -> dict[str, Any]:
    t0 = time.perf_counter()
    s = play(events)
    played = time.perf_counter() - t0
    game = s.game
    tags = [msgspec.inspect.type_info(type(ev)).tag for ev in s.log]  # type: ignore[attr-defined]
    blobs = [game.encode(ev) for ev in s.log]
    live = msgspec.to_builtins(s.state.game)
    del s  # fold with only the decoded stream in memory, as a server loading a campaign would
    gc.collect()
    t1 = time.perf_counter()
    decoded = [game.decode(tag, blob) for tag, blob in zip(tags, blobs, strict=True)]
    decode_s = time.perf_counter() - t1
    best = best_cpu = float("inf")
    for _ in range(repeats):
        gc.collect()
        t2, c2 = time.perf_counter(), time.process_time()
        state = game.fold(decoded)
        best = min(best, time.perf_counter() - t2)
        best_cpu = min(best_cpu, time.process_time() - c2)
    assert msgspec.to_builtins(state.game) == live, "the fold differs from the live state"
    kinds: dict[str, int] = {}
    for tag in tags:
        kinds[tag] = kinds.get(tag, 0) + 1
    return {
        "events": len(decoded),
        "play_s": played,
        "decode_s": decode_s,
        "fold_s": best,
        "fold_events_per_s": len(decoded) / best,
        "fold_cpu_events_per_s": len(decoded) / best_cpu if best_cpu > 0 else float("inf"),
        "decode_events_per_s": len(decoded) / decode_s,
        "kinds": kinds,
    }


def run(roll_iterations: int = 20_000, fold_events: int = 100_000) -> dict[str, Any]:
    server_s, server_events = bench_roll(roll_iterations, ServerDice())
    seeded_s, seeded_events = bench_roll(roll_iterations, None)
    fold = bench_fold(fold_events)
    return {
        "bench": "domain",
        "ruleset": RULESET.name,
        "roll_iterations": roll_iterations,
        "roll_server_events_per_s": round(server_events / server_s),
        "roll_server_us_per_decision": round(server_s / roll_iterations * 1e6, 2),
        "roll_verifiable_events_per_s": round(seeded_events / seeded_s),
        "roll_verifiable_us_per_decision": round(seeded_s / roll_iterations * 1e6, 2),
        "fold_events": fold["events"],
        "fold_events_per_s": round(fold["fold_events_per_s"]),
        "fold_cpu_events_per_s": round(fold["fold_cpu_events_per_s"]),
        "fold_target_events_per_s": FOLD_TARGET,
        "fold_meets_target": fold["fold_events_per_s"] >= FOLD_TARGET,
        "decode_events_per_s": round(fold["decode_events_per_s"]),
        "distinct_event_types": len(fold["kinds"]),
    }


def print_report(result: dict[str, Any]) -> None:
    rows = [
        (
            "roll 10-die test, server dice",
            f"{result['roll_server_events_per_s']:,} events/s",
            f"{result['roll_server_us_per_decision']} µs/decision",
        ),
        (
            "roll 10-die test, verifiable dice",
            f"{result['roll_verifiable_events_per_s']:,} events/s",
            f"{result['roll_verifiable_us_per_decision']} µs/decision",
        ),
        (f"decode {result['fold_events']:,} stored events", f"{result['decode_events_per_s']:,} events/s", ""),
        (
            f"fold {result['fold_events']:,} decoded events",
            f"{result['fold_events_per_s']:,} events/s",
            f"wall clock, best of 5; target {FOLD_TARGET:,}: {'met' if result['fold_meets_target'] else 'NOT met'}",
        ),
        (
            "fold, per CPU second",
            f"{result['fold_cpu_events_per_s']:,} events/s",
            "process CPU time: what other processes on a busy machine cannot take away",
        ),
    ]
    width = max(len(r[0]) for r in rows)
    print(f"{'measurement'.ljust(width)}  {'throughput':>22}  note")
    for name, rate, note in rows:
        print(f"{name.ljust(width)}  {rate:>22}  {note}")
    print(json.dumps(result, separators=(",", ":")))


def _main(args: argparse.Namespace) -> int:
    result = run(args.roll_iterations, args.events)
    print_report(result)
    return 0


def register(bench_parsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = bench_parsers.add_parser("domain", help="Robots & Rapiers decide and fold throughput (no I/O)")
    p.add_argument("--roll-iterations", type=int, default=20_000, help="10-die test decisions (default 20,000)")
    p.add_argument("--events", type=int, default=100_000, help="campaign stream length to fold (default 100,000)")
    p.set_defaults(handler=_main)
