"""Checking a verifiable table's dice after its seed is revealed.

Given the campaign log, every roll made at the table is re-derived from the revealed seed of its epoch
(the seed committed when the table opened, or the one committed at the last rotation before the roll) and
compared face by face. Nonces must run 0, 1, 2, … without gaps or repeats: a skipped nonce would be a
roll the server made and threw away.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable

import msgspec

from domain.campaign import SeedRevealed, TableOpened
from domain.dice import verifiable_faces
from domain.messages import Event, RollEvent


class RollCheck(msgspec.Struct, kw_only=True):
    version: int
    roll_index: int
    nonce: int | None
    sides: int
    recorded: tuple[int, ...]
    expected: tuple[int, ...] | None
    ok: bool
    problem: str | None = None


class FairnessReport(msgspec.Struct, kw_only=True):
    table_id: str
    verifiable: bool
    rolls_checked: int = 0
    rolls_pending: int = 0
    """Rolls whose seed is not revealed yet (the table is still open)."""
    ok: bool = True
    commitments: list[str] = msgspec.field(default_factory=list)
    revealed_seeds: list[str] = msgspec.field(default_factory=list)
    problems: list[str] = msgspec.field(default_factory=list)
    rolls: list[RollCheck] = msgspec.field(default_factory=list)


def check_table(table_id: str, log: Iterable[tuple[int, Event]]) -> FairnessReport:
    """Recompute every roll of `table_id` found in `log` (pairs of stream version and event)."""
    report = FairnessReport(table_id=table_id, verifiable=False)
    epochs: list[list[tuple[int, RollEvent]]] = [[]]
    seeds: list[str | None] = []
    expected_nonce = 0
    for version, event in log:
        if isinstance(event, TableOpened) and event.table_id == table_id:
            report.verifiable = event.dice_mode == "verifiable"
            if event.seed_commitment:
                report.commitments.append(event.seed_commitment)
        elif isinstance(event, SeedRevealed) and event.table_id == table_id:
            seeds.append(event.seed)
            report.revealed_seeds.append(event.seed)
            if event.next_commitment:
                report.commitments.append(event.next_commitment)
            epochs.append([])
        elif isinstance(event, RollEvent) and event.table_id == table_id:
            epochs[-1].append((version, event))
    if not report.verifiable:
        report.problems.append("the table does not use verifiable dice")
        report.ok = False
        return report
    for i, (commitment, seed_hex) in enumerate(zip(report.commitments, seeds, strict=False)):
        if seed_hex is None or hashlib.sha256(bytes.fromhex(seed_hex)).hexdigest() != commitment:
            report.problems.append(f"seed {i} does not match its commitment {commitment}")
    for epoch, rolls in enumerate(epochs):
        seed_hex = seeds[epoch] if epoch < len(seeds) else None
        seed = bytes.fromhex(seed_hex) if seed_hex else None
        for version, event in rolls:
            for index, roll in enumerate(event.rolls):
                check = RollCheck(
                    version=version,
                    roll_index=index,
                    nonce=roll.nonce,
                    sides=roll.sides,
                    recorded=roll.faces,
                    expected=None,
                    ok=True,
                )
                report.rolls.append(check)
                if roll.source != "verifiable" or roll.nonce is None:
                    check.ok, check.problem = False, f"roll made with {roll.source} dice, not verifiable"
                    continue
                if roll.nonce != expected_nonce:
                    check.ok = False
                    check.problem = f"nonce {roll.nonce} where {expected_nonce} was due"
                expected_nonce = roll.nonce + 1
                if seed is None:
                    report.rolls_pending += 1
                    continue
                check.expected = verifiable_faces(
                    seed, table_id, roll.nonce, roll.client_seed, len(roll.faces), roll.sides
                )
                report.rolls_checked += 1
                if check.expected != roll.faces:
                    check.ok = False
                    check.problem = "faces differ from the ones the seed gives"
    bad = [c for c in report.rolls if not c.ok]
    report.problems += [f"version {c.version} roll {c.roll_index}: {c.problem}" for c in bad]
    report.ok = not report.problems
    return report
