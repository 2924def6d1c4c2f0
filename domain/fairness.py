"""Checking a verifiable table's dice after its seed is revealed.

Given the campaign log, every roll made at the table is re-derived from the revealed seed of its epoch
(the seed committed when the table opened, or the one committed at the last rotation before the roll) and
compared face by face. Nonces must run 0, 1, 2, … without gaps or repeats: a skipped nonce would be a
roll the server made and threw away.

At a table with per-roll commitments (domain/roll_proofs.py) each roll's faces come from its own secret: a
revealed seed must give every roll's secret (matching the roll's `commitment`) and the epoch's committed root;
before the reveal, a roll proven alone (`campaign.roll_proven`) is checked against its epoch's root.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable

import msgspec

from domain.campaign import DiceRolled, RollProven, SeedRevealed, TableOpened
from domain.dice import DiceRoll, verifiable_faces
from domain.dice_tree import matches_rolls
from domain.messages import Event, RollEvent
from domain.roll_proofs import ROLL_CAPACITY, RollProof, check_proof, leaf, roll_root, roll_secret


class RollCheck(msgspec.Struct, kw_only=True):
    version: int
    roll_index: int
    nonce: int | None
    sides: int
    recorded: tuple[int, ...]
    expected: tuple[int, ...] | None
    ok: bool
    problem: str | None = None
    proven: bool = False
    """Proven alone, before its seed's reveal, by a published per-roll proof (`campaign.roll_proven`)."""


class FairnessReport(msgspec.Struct, kw_only=True):
    table_id: str
    verifiable: bool
    rolls_checked: int = 0
    rolls_pending: int = 0
    """Rolls whose seed is not revealed yet (the table is still open) and not proven alone."""
    rolls_proven: int = 0
    """Rolls whose seed is not revealed yet, each proven alone by its per-roll proof."""
    per_roll: bool = False
    """The table commits to each roll's own secret, so single rolls can be proven (domain/roll_proofs.py)."""
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
    roots: list[str | None] = []
    firsts = [0]  # each epoch's first nonce
    proofs: dict[int, RollProof] = {}
    expected_nonce = 0
    rolled = 0  # the table's next nonce, as its state counts it
    capacity = ROLL_CAPACITY
    for version, event in log:
        if isinstance(event, TableOpened) and event.table_id == table_id:
            report.verifiable = event.dice_mode == "verifiable"
            report.per_roll = event.roll_root is not None
            capacity = event.roll_capacity or ROLL_CAPACITY
            roots.append(event.roll_root)
            if event.seed_commitment:
                report.commitments.append(event.seed_commitment)
        elif isinstance(event, SeedRevealed) and event.table_id == table_id:
            seeds.append(event.seed)
            report.revealed_seeds.append(event.seed)
            if event.next_commitment:
                report.commitments.append(event.next_commitment)
            roots.append(event.next_roll_root)
            firsts.append(rolled)
            epochs.append([])
        elif isinstance(event, RollProven) and event.table_id == table_id:
            proofs.update((p.nonce, p) for p in event.proofs)
        elif isinstance(event, RollEvent) and event.table_id == table_id:
            epochs[-1].append((version, event))
            for roll in event.rolls:
                rolled = roll.nonce + 1 if roll.nonce is not None else rolled
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
        root = roots[epoch] if epoch < len(roots) else None
        if report.per_roll and seed is not None and roll_root(seed, table_id, firsts[epoch], capacity) != root:
            report.problems.append(f"seed {epoch} does not give the roll commitments' root {root}")
        for version, event in rolls:
            if isinstance(event, DiceRolled) and not matches_rolls(event.result, [r.faces for r in event.rolls]):
                report.problems.append(f"version {version}: the dice of its result are not the faces of its rolls")
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
                proof = proofs.get(roll.nonce)
                if proof is not None:
                    _check_proof(check, proof, roll, table_id, root, firsts[epoch])
                    if check.ok and seed is None:
                        report.rolls_proven += 1
                        continue
                if seed is None:
                    report.rolls_pending += 1
                    continue
                key = seed
                if report.per_roll:
                    key = roll_secret(seed, table_id, roll.nonce)
                    if leaf(key).hex() != roll.commitment:
                        check.ok = False
                        check.problem = "the seed does not give the roll's commitment"
                expected = verifiable_faces(key, table_id, roll.nonce, roll.client_seed, len(roll.faces), roll.sides)
                check.expected = expected
                report.rolls_checked += 1
                if expected != roll.faces:
                    check.ok = False
                    check.problem = "faces differ from the ones the seed gives"
    bad = [c for c in report.rolls if not c.ok]
    report.problems += [f"version {c.version} roll {c.roll_index}: {c.problem}" for c in bad]
    report.ok = not report.problems
    return report


def _check_proof(
    check: RollCheck, proof: RollProof, roll: DiceRoll, table_id: str, root: str | None, first: int
) -> None:
    """Check a roll's published per-roll proof into `check` (`expected`: the faces its secret gives)."""
    problem = (
        "its seed made no per-roll commitment" if root is None else check_proof(proof, roll, table_id, root, first)
    )
    try:
        secret = bytes.fromhex(proof.secret)
    except ValueError:
        secret = None
    if secret is not None:
        count, sides = len(roll.faces), roll.sides
        check.expected = verifiable_faces(secret, table_id, proof.nonce, roll.client_seed, count, sides)
    if problem is not None:
        check.ok, check.problem = False, f"per-roll proof: {problem}"
    else:
        check.proven = True
