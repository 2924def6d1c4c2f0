"""Per-roll proofs (domain/roll_proofs.py): one roll proven alone against the root committed with its seed, a
changed face or a borrowed proof refused, the next roll out of reach of anything a proof reveals, the seed's
capacity, and old verifiable tables (no per-roll commitments) checked as before."""

from __future__ import annotations

import hashlib
import hmac

import msgspec
import pytest

from domain.campaign import (
    CreateCampaign,
    OpenTable,
    ProveRoll,
    RevealRoll,
    RollProven,
    RotateSeed,
    SeedRevealed,
    TableOpened,
)
from domain.dice import DiceRoll, SeededDice, verifiable_faces
from domain.errors import RuleViolation
from domain.fairness import check_table
from domain.messages import RollEvent
from domain.roll_proofs import (
    ROLL_CAPACITY,
    CommittedDice,
    RollProof,
    check_proof,
    leaf,
    prove,
    roll_root,
    roll_secret,
)
from tests.domain.test_campaign import GM, MakeCharacter, Roll, Table

SEED = bytes(range(32))
TABLE = "table-1"


def _rolls(count: int, first_nonce: int = 0) -> list[DiceRoll]:
    dice = CommittedDice(SEED, TABLE, first_nonce, first_nonce, client_seed="socks")
    return [dice.roll(12, 20) for _ in range(count)]


def test_any_single_roll_is_proven_against_the_root_alone() -> None:
    root = roll_root(SEED, TABLE, 0)
    rolls = _rolls(5)
    for roll in rolls:
        (proof,) = prove(SEED, TABLE, 0, ROLL_CAPACITY, [roll.nonce or 0])
        assert check_proof(proof, roll, TABLE, root, 0) is None
        assert len(proof.path) == ROLL_CAPACITY.bit_length() - 1
    # the last nonce the seed covers too, in an epoch that starts later (after a rotation)
    last = CommittedDice(SEED, TABLE, 40 + ROLL_CAPACITY - 1, 40).roll(3, 6)
    (proof,) = prove(SEED, TABLE, 40, ROLL_CAPACITY, [last.nonce or 0])
    assert check_proof(proof, last, TABLE, roll_root(SEED, TABLE, 40), 40) is None


def test_the_proof_fails_for_a_changed_face_or_another_roll() -> None:
    root = roll_root(SEED, TABLE, 0)
    first, second = _rolls(2)
    (proof,) = prove(SEED, TABLE, 0, ROLL_CAPACITY, [0])
    changed = msgspec.structs.replace(first, faces=(first.faces[0] % 20 + 1, *first.faces[1:]))
    assert check_proof(proof, changed, TABLE, root, 0) == "faces differ from the ones the roll's secret gives"
    assert check_proof(proof, second, TABLE, root, 0) == "the proof is for nonce 0, the roll has 1"
    # the same secret claimed for nonce 1 matches neither the roll's commitment nor the committed leaf
    borrowed = RollProof(nonce=1, secret=proof.secret, path=proof.path)
    assert check_proof(borrowed, second, TABLE, root, 0) == "the secret does not match the roll's commitment"
    # a secret the server did not commit to with the seed: right commitment and faces, wrong root
    other = CommittedDice(b"another seed", TABLE, 0, 0, client_seed="socks").roll(12, 20)
    (forged,) = prove(b"another seed", TABLE, 0, ROLL_CAPACITY, [0])
    assert check_proof(forged, other, TABLE, root, 0) == "the secret was not committed with the table's seed"
    # a changed sibling on the path leads elsewhere
    path = (proof.path[0][::-1], *proof.path[1:])
    bent = RollProof(nonce=0, secret=proof.secret, path=path)
    assert check_proof(bent, first, TABLE, root, 0) == "the secret was not committed with the table's seed"


def test_a_revealed_secret_gives_nothing_about_the_next_roll() -> None:
    _, second = _rolls(2)
    (proof,) = prove(SEED, TABLE, 0, ROLL_CAPACITY, [0])
    secret = bytes.fromhex(proof.secret)
    # everything one could derive from the published proof, the way the next secret is made from the seed …
    derived = [
        secret,
        leaf(secret),
        hashlib.sha256(secret).digest(),
        roll_secret(secret, TABLE, 1),
        hmac.digest(secret, b"1", "sha256"),
        *(bytes.fromhex(s) for s in proof.path),
    ]
    # … opens neither the next roll's commitment nor gives its faces
    assert second.commitment is not None
    assert all(leaf(d).hex() != second.commitment for d in derived)
    assert all(verifiable_faces(d, TABLE, 1, "socks", 12, 20) != second.faces for d in derived)
    # what opens it is its own secret, which comes from the seed alone
    assert leaf(roll_secret(SEED, TABLE, 1)).hex() == second.commitment
    assert proof.secret != roll_secret(SEED, TABLE, 1).hex() and SEED.hex() not in msgspec.json.encode(proof).decode()


def test_a_seed_covers_its_capacity_then_asks_for_a_rotation() -> None:
    dice = CommittedDice(SEED, TABLE, ROLL_CAPACITY - 1, 0)
    dice.roll(1, 6)
    with pytest.raises(RuleViolation) as refused:
        dice.roll(1, 6)
    assert refused.value.code == "seed_exhausted"


def _proven_table() -> tuple[Table, str, str]:
    table = Table()
    table.run(CreateCampaign(name="Tuesday", ruleset="mini"), actor=GM)
    (opened,) = table.run(OpenTable(name="Fair", dice_mode="verifiable"), fresh_seed=SEED)
    (made,) = table.run(MakeCharacter(name="Gear", owner_id="gm-1"))
    assert isinstance(opened, TableOpened) and opened.roll_root == roll_root(SEED, opened.table_id, 0)
    return table, opened.table_id, made.character_id  # type: ignore[attr-defined]


def _roll(table: Table, tid: str, cid: str, seed: bytes, **kw: object) -> int:
    t = table.state.tables[tid]
    dice = CommittedDice(seed, tid, t.next_nonce, t.first_nonce)
    table.run(Roll(table_id=tid, character_id=cid, **kw), dice=dice)  # type: ignore[arg-type]
    return len(table.log) - 1


def test_revealing_a_hidden_roll_proves_it_and_the_gm_proves_a_public_one() -> None:
    table, tid, cid = _proven_table()
    public = _roll(table, tid, cid, SEED)
    blind = _roll(table, tid, cid, SEED, visibility="blind")
    hidden_event = table.log[blind]
    with pytest.raises(RuleViolation) as refused:
        table.run(ProveRoll(version=blind), secret_seed=SEED, roll=(blind, hidden_event))
    assert refused.value.code == "roll_hidden"
    revealed, proven = table.run(RevealRoll(version=blind), secret_seed=SEED, roll=(blind, hidden_event))
    assert isinstance(proven, RollProven) and proven.version == blind and [p.nonce for p in proven.proofs] == [1]
    (public_proof,) = table.run(ProveRoll(version=public), secret_seed=SEED, roll=(public, table.log[public]))
    with pytest.raises(RuleViolation) as again:
        table.run(ProveRoll(version=public), secret_seed=SEED, roll=(public, table.log[public]))
    assert again.value.code == "roll_already_proven"
    report = check_table(tid, enumerate(table.log))
    assert report.ok and report.per_roll and (report.rolls_proven, report.rolls_pending) == (2, 0)
    assert all(c.proven and c.expected == c.recorded for c in report.rolls)

    # a face changed in the log fails the roll's proof
    forged_log = list(table.log)
    event = forged_log[public]
    assert isinstance(event, RollEvent)
    roll = event.rolls[0]
    changed = msgspec.structs.replace(roll, faces=(roll.faces[0] % 6 + 1, *roll.faces[1:]))
    forged_log[public] = msgspec.structs.replace(event, rolls=(changed,))
    forged = check_table(tid, enumerate(forged_log))
    assert not forged.ok
    assert forged.problems == [
        f"version {public} roll 0: per-roll proof: faces differ from the ones the roll's secret gives"
    ]

    # the rotation reveals the seed, which proves every roll of its epoch and the root; the next seed's rolls
    # start at the table's next nonce
    second = b"second seed".ljust(32, b".")
    (rotated,) = table.run(RotateSeed(table_id=tid), secret_seed=SEED, fresh_seed=second)
    assert isinstance(rotated, SeedRevealed) and rotated.next_roll_root == roll_root(second, tid, 2)
    later = _roll(table, tid, cid, second)
    (later_proof,) = table.run(ProveRoll(version=later), secret_seed=second, roll=(later, table.log[later]))
    with pytest.raises(RuleViolation) as revealed_seed:
        table.run(ProveRoll(version=blind), secret_seed=second, roll=(blind, table.log[blind]))
    assert revealed_seed.value.code in ("seed_revealed", "roll_already_proven")
    report = check_table(tid, enumerate(table.log))
    assert report.ok and (report.rolls_checked, report.rolls_proven) == (2, 1), report.problems
    assert isinstance(revealed, msgspec.Struct) and isinstance(public_proof, RollProven)
    assert isinstance(later_proof, RollProven) and later_proof.proofs[0].nonce == 2


def test_an_old_verifiable_table_without_per_roll_commitments_checks_as_before() -> None:
    tid = "old"
    log = [
        TableOpened(
            table_id=tid,
            name="Old",
            dice_mode="verifiable",
            seed_commitment=hashlib.sha256(SEED).hexdigest(),
            opened_at="",
        )
    ]
    dice = SeededDice(SEED, tid, 0)
    for _ in range(3):
        log.append(_Rolled(table_id=tid, roller_id="gm-1", rolls=(dice.roll(4, 6),)))
    log.append(SeedRevealed(table_id=tid, seed=SEED.hex(), commitment=hashlib.sha256(SEED).hexdigest()))
    report = check_table(tid, enumerate(log))
    assert report.ok and not report.per_roll and report.rolls_checked == 3, report.problems
    assert all(r.commitment is None for e in log if isinstance(e, RollEvent) for r in e.rolls)


class _Rolled(RollEvent, frozen=True, kw_only=True, tag="test.rolled"):
    pass
