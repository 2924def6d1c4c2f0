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
import json
import time
from typing import Any

import msgspec

from benchmarks.duel import NOW, Session, first, play
from domain.campaign import Context
from domain.dice import DiceSource, SeededDice, ServerDice
from domain.messages import tag_of
from domain.rr import RULESET
from domain.rr import commands as c
from domain.rr.calls import TestCalled
from domain.rr.events import TestRolled

FOLD_TARGET = 1_000_000


def bench_roll(iterations: int, dice: DiceSource | None) -> tuple[float, int]:
    """Decide the same called 10-die test `iterations` times (state is never changed by deciding)."""
    s = Session()
    rid = s.robot("Juliard")
    called = s.do(
        c.CallForTest(character_id=rid, table_id=s.table_id, program="fencing (rapier)", attribute="articulation")
    )
    tid = first(called, TestCalled).test_id
    cmd = c.RollTest(table_id=s.table_id, test_id=tid)
    actor = s.player
    game, state, ids = s.game, s.state, s.ids
    events = 0
    start = time.perf_counter()
    for i in range(iterations):
        source = SeededDice(s.seed, s.table_id, i) if dice is None else dice
        out = game.decide(state, cmd, Context(actor, source, NOW, ids))
        events += len(out)
    elapsed = time.perf_counter() - start
    last = out[-1]
    assert isinstance(last, TestRolled) and last.pool == 10
    return elapsed, events


def bench_fold(events: int, repeats: int = 5) -> dict[str, Any]:
    t0 = time.perf_counter()
    s = play(events)
    played = time.perf_counter() - t0
    game = s.game
    tags = [tag_of(ev) for ev in s.log]
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


def register(bench_parsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = bench_parsers.add_parser("domain", help="Robots & Rapiers decide and fold throughput (no I/O)")
    p.add_argument("--roll-iterations", type=int, default=20_000, help="10-die test decisions (default 20,000)")
    p.add_argument("--events", type=int, default=100_000, help="campaign stream length to fold (default 100,000)")
    p.set_defaults(handler=_main)
