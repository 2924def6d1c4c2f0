"""The dice engine: sources, validation, and the verifiable algorithm."""

from __future__ import annotations

import hashlib
import hmac
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.dice import (
    ALLOWED_SIDES,
    MAX_POOL,
    PhysicalDice,
    ScriptedDice,
    SeededDice,
    ServerDice,
    check_pool,
    d66,
    d100,
    seed_commitment,
    verifiable_faces,
)
from domain.errors import InvalidCommand


@pytest.mark.parametrize("sides", sorted(ALLOWED_SIDES))
def test_server_dice_faces_fit_the_die(sides: int) -> None:
    roll = ServerDice().roll(50, sides)
    assert roll.source == "server"
    assert len(roll.faces) == 50
    assert all(1 <= f <= sides for f in roll.faces)


@pytest.mark.parametrize("sides", sorted(ALLOWED_SIDES))
def test_server_dice_show_every_face_about_equally_often(sides: int) -> None:
    """Every face occurs and Pearson's chi-square statistic stays under a loose bound: a fair die exceeds it
    less than once in a million runs, while a d100 read as `byte % 100` (modulo bias) lands several times
    above it."""
    dice = ServerDice()
    per_face = 200
    counts: Counter[int] = Counter()
    for _ in range(sides * per_face // MAX_POOL + 1):
        counts.update(dice.roll(MAX_POOL, sides).faces)
    assert set(counts) == set(range(1, sides + 1))
    total = sum(counts.values())
    expected = total / sides
    chi2 = sum((counts[f] - expected) ** 2 / expected for f in range(1, sides + 1))
    dof = sides - 1
    assert chi2 < dof + 6 * (2 * dof) ** 0.5 + 15


def test_server_dice_reject_the_bytes_that_would_bias_a_face() -> None:
    """With a d6, bytes 252..255 would make faces 1..4 likelier than 5 and 6: they are skipped, and more
    bytes are drawn when a draw runs short."""
    draws: list[int] = []
    stream = iter([255, 252, 0, 254, 253, 255, 5, 252, 251, 6, 11, 17, 1, 2])

    def fake_bytes(n: int) -> bytes:
        draws.append(n)
        return bytes(next(stream) for _ in range(n))

    roll = ServerDice(fake_bytes).roll(4, 6)
    assert roll.faces == (1, 6, 6, 1)  # 0, 5, then 251, 6 accepted; every byte from 252 up rejected
    assert draws == [8, 6]  # four dice's bytes and a margin; six rejected, so a second draw for the last two


def test_pool_cap_and_bad_dice_are_refused() -> None:
    with pytest.raises(InvalidCommand) as err:
        check_pool(MAX_POOL + 1, 10)
    assert err.value.code == "pool_too_large"
    assert err.value.data == {"count": MAX_POOL + 1, "maximum": MAX_POOL}
    with pytest.raises(InvalidCommand, match="d101"):
        ServerDice().roll(1, 101)
    with pytest.raises(InvalidCommand, match="d1 "):
        ServerDice().roll(1, 1)
    assert len(ServerDice().roll(3, 7).faces) == 3  # any die from a d2 to a d100, for free-form rolls
    with pytest.raises(InvalidCommand):
        ServerDice().roll(-1, 6)
    assert ServerDice().roll(0, 10).faces == ()


def test_verifiable_faces_follow_the_documented_algorithm() -> None:
    """A from-scratch reimplementation of the algorithm in docs/audit.md agrees with the engine."""
    seed, table, nonce, client = b"\x01" * 32, "table-1", 7, "abc"

    def stranger(count: int, sides: int) -> list[int]:
        out: list[int] = []
        k = 0
        while len(out) < count:
            block = hmac.new(seed, f"{table}:{nonce}:{client}:{k}".encode(), hashlib.sha256).digest()
            k += 1
            out += [b % sides + 1 for b in block if b < 256 - 256 % sides]
        return out[:count]

    for sides in (6, 10, 20, 100):
        assert list(verifiable_faces(seed, table, nonce, client, 40, sides)) == stranger(40, sides)


def test_seeded_dice_use_consecutive_nonces_and_record_them() -> None:
    dice = SeededDice(b"s" * 32, "t", next_nonce=3, client_seed="me")
    first, second = dice.roll(3, 10), dice.roll(2, 6)
    assert (first.nonce, second.nonce) == (3, 4)
    assert first.source == "verifiable" and first.client_seed == "me"
    assert first.faces == verifiable_faces(b"s" * 32, "t", 3, "me", 3, 10)
    assert dice.next_nonce == 5


def test_verifiable_faces_are_unbiased_enough() -> None:
    """Rejection sampling: over many d6 faces every face is near 1/6 (a loose chi-square bound)."""
    faces = verifiable_faces(b"k" * 32, "t", 0, None, 6000, 6)
    counts = Counter(faces)
    chi2 = sum((counts[f] - 1000) ** 2 / 1000 for f in range(1, 7))
    assert chi2 < 30  # p < 1e-5 for 5 degrees of freedom


def test_commitment_is_sha256_hex() -> None:
    assert seed_commitment(b"abc") == hashlib.sha256(b"abc").hexdigest()


def test_physical_dice_validate_count_range_and_leftovers() -> None:
    dice = PhysicalDice([[3, 9, 10], [4]])
    roll = dice.roll(3, 10)
    assert roll.faces == (3, 9, 10) and roll.source == "physical"
    with pytest.raises(InvalidCommand) as err:
        dice.roll(2, 6)
    assert err.value.code == "physical_dice_count"
    with pytest.raises(InvalidCommand) as err:
        PhysicalDice([[7]]).roll(1, 6)
    assert err.value.code == "physical_dice_range"
    with pytest.raises(InvalidCommand) as err:
        PhysicalDice([]).roll(1, 6)
    assert err.value.code == "physical_dice_missing"
    leftover = PhysicalDice([[1], [2]])
    leftover.roll(1, 6)
    with pytest.raises(InvalidCommand) as err:
        leftover.finish()
    assert err.value.code == "physical_dice_unused"


def test_scripted_d66_and_d100() -> None:
    dice = ScriptedDice([3, 5, 42])
    roll, value = d66(dice)
    assert value == 35 and roll.faces == (3, 5)
    _, pct = d100(dice)
    assert pct == 42
    assert dice.remaining == []


@given(st.binary(min_size=1, max_size=64), st.integers(0, 10_000), st.sampled_from(sorted(ALLOWED_SIDES)))
def test_verifiable_faces_always_in_range_and_deterministic(seed: bytes, nonce: int, sides: int) -> None:
    a = verifiable_faces(seed, "t", nonce, None, 12, sides)
    assert a == verifiable_faces(seed, "t", nonce, None, 12, sides)
    assert all(1 <= f <= sides for f in a)
