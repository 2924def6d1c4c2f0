"""Dice sources and the verifiable dice algorithm.

The domain owns no randomness: every rule that rolls asks the `DiceSource` it was given. Each call to
`roll` is one *roll* (a pool of same-sided dice) and comes back as a `DiceRoll` that keeps every face and
says where the faces came from, so events can store it and an audit can check it later.

Verifiable dice (commit–reveal): the faces of roll number ``nonce`` at table ``table_id`` are

    block_k = HMAC-SHA256(key=seed, msg=f"{table_id}:{nonce}:{client_seed}:{k}".encode())  for k = 0, 1, ...
    faces   = for each byte b of block_0 ‖ block_1 ‖ ...: accept b when b < 256 - (256 % sides),
              face = b % sides + 1; stop when `count` faces were accepted

(`client_seed` is the empty string when the roller gave none). Rejecting the top bytes removes modulo
bias. Nonces of a table start at 0 and increase by one per roll, so a server cannot re-roll in secret.
Tables opened with per-roll commitments key each roll with its own secret derived from the seed instead
(domain/roll_proofs.py), so that one roll can be proven without revealing the seed.
"""

from __future__ import annotations

import hashlib
import hmac
import os
from collections.abc import Callable, Iterable, Sequence
from typing import Literal, Protocol

import msgspec

from domain.errors import InvalidCommand

MAX_POOL = 60
"""The largest pool one roll may have; bigger requests are refused with `pool_too_large`."""

MAX_SIDES = 100
"""The most sides a die may have (a free-form roll may ask for any die from a d2 to a d100)."""

ALLOWED_SIDES = frozenset({2, 3, 4, 6, 8, 10, 12, 20, 100})
"""The standard dice, which the rulesets pick from."""

DiceSourceName = Literal["server", "verifiable", "physical", "scripted"]


class DiceRoll(msgspec.Struct, frozen=True, kw_only=True):
    """One roll of `len(faces)` dice with `sides` sides, and its provenance."""

    sides: int
    faces: tuple[int, ...]
    source: DiceSourceName
    nonce: int | None = None
    client_seed: str | None = None
    commitment: str | None = None
    """Verifiable dice with per-roll secrets: the commitment to this roll's own secret (domain/roll_proofs.py)."""


def check_pool(count: int, sides: int) -> None:
    """Refuse pools the engine does not roll (negative, oversized, odd dice)."""
    if not 2 <= sides <= MAX_SIDES:
        raise InvalidCommand(
            "unsupported_die", f"a d{sides} is not a die Chronicle rolls (d2 to d{MAX_SIDES})", sides=sides
        )
    if count < 0:
        raise InvalidCommand("negative_pool", "a pool cannot have fewer than zero dice", count=count)
    if count > MAX_POOL:
        raise InvalidCommand(
            "pool_too_large", f"a pool may have at most {MAX_POOL} dice", count=count, maximum=MAX_POOL
        )


class DiceSource(Protocol):
    """Where faces come from. `roll(0, s)` is legal and returns no faces."""

    def roll(self, count: int, sides: int) -> DiceRoll: ...


class ServerDice:
    """Faces from the operating system's cryptographic generator, one byte per die.

    A pool's bytes come from one `os.urandom` call (a system call per die cost more than the rest of the
    roll). Every die has at most 256 sides, so a byte `b` below `256 - 256 % sides` gives the face
    `b % sides + 1`, each face from exactly as many byte values; bytes at or above that limit are rejected,
    so faces stay uniform. Each draw asks for the bytes the remaining dice need on average plus a margin
    (an eighth, and four), so a second draw is rare (a few percent for a handful of d100, less for more dice
    or smaller ones); it happens when needed.
    """

    def __init__(self, random_bytes: Callable[[int], bytes] = os.urandom) -> None:
        self._random_bytes = random_bytes

    def roll(self, count: int, sides: int) -> DiceRoll:
        check_pool(count, sides)
        limit = 256 - 256 % sides
        faces: list[int] = []
        while len(faces) < count:
            missing = count - len(faces)
            draw = missing * 256 // limit + missing // 8 + 4
            faces += [b % sides + 1 for b in self._random_bytes(draw) if b < limit]
        return DiceRoll(sides=sides, faces=tuple(faces[:count]), source="server")


def verifiable_faces(
    seed: bytes, table_id: str, nonce: int, client_seed: str | None, count: int, sides: int
) -> tuple[int, ...]:
    """The faces of one verifiable roll (see the module docstring for the exact algorithm)."""
    limit = 256 - (256 % sides)
    faces: list[int] = []
    k = 0
    prefix = f"{table_id}:{nonce}:{client_seed or ''}:"
    while len(faces) < count:
        block = hmac.new(seed, (prefix + str(k)).encode(), hashlib.sha256).digest()
        k += 1
        for b in block:
            if b < limit:
                faces.append(b % sides + 1)
                if len(faces) == count:
                    break
    return tuple(faces)


def seed_commitment(seed: bytes) -> str:
    """The public commitment to a table's secret seed: hex SHA-256 of the seed bytes."""
    return hashlib.sha256(seed).hexdigest()


class SeededDice:
    """Verifiable faces derived from a secret seed; each roll uses the next nonce of the table."""

    def __init__(self, seed: bytes, table_id: str, next_nonce: int, client_seed: str | None = None) -> None:
        self._seed = seed
        self._table_id = table_id
        self.next_nonce = next_nonce
        self._client_seed = client_seed

    def roll(self, count: int, sides: int) -> DiceRoll:
        check_pool(count, sides)
        nonce = self.next_nonce
        self.next_nonce += 1
        faces = verifiable_faces(self._seed, self._table_id, nonce, self._client_seed, count, sides)
        return DiceRoll(sides=sides, faces=faces, source="verifiable", nonce=nonce, client_seed=self._client_seed)


class PhysicalDice:
    """Faces rolled on real dice at the table and typed in, one list per roll, in the order rolled.

    Each roll the rules ask for takes the next list; its length must be the pool size and every face must
    fit the die. Lists left over are an error too (the caller entered dice the rules did not roll).
    """

    def __init__(self, rolls: Sequence[Sequence[int]]) -> None:
        self._rolls = [tuple(r) for r in rolls]
        self._used = 0

    def roll(self, count: int, sides: int) -> DiceRoll:
        check_pool(count, sides)
        if self._used >= len(self._rolls):
            raise InvalidCommand(
                "physical_dice_missing",
                f"roll {self._used + 1} needs {count}d{sides}; enter its faces in `dice`",
                roll_index=self._used,
                count=count,
                sides=sides,
            )
        faces = self._rolls[self._used]
        if len(faces) != count:
            raise InvalidCommand(
                "physical_dice_count",
                f"roll {self._used + 1} is {count}d{sides} but {len(faces)} faces were entered",
                roll_index=self._used,
                count=count,
                sides=sides,
                entered=len(faces),
            )
        bad = [f for f in faces if not 1 <= f <= sides]
        if bad:
            raise InvalidCommand(
                "physical_dice_range",
                f"faces of a d{sides} run from 1 to {sides}",
                roll_index=self._used,
                sides=sides,
                faces=list(bad),
            )
        self._used += 1
        return DiceRoll(sides=sides, faces=faces, source="physical")

    def finish(self) -> None:
        """Refuse faces that no roll used."""
        if self._used != len(self._rolls):
            raise InvalidCommand(
                "physical_dice_unused",
                f"{len(self._rolls) - self._used} entered roll(s) were not needed",
                used=self._used,
                entered=len(self._rolls),
            )


class ScriptedDice:
    """Faces given in advance, consumed in order — for tests and worked examples."""

    def __init__(self, faces: Iterable[int]) -> None:
        self._faces = list(faces)

    def roll(self, count: int, sides: int) -> DiceRoll:
        check_pool(count, sides)
        if len(self._faces) < count:
            raise AssertionError(f"scripted dice ran out: wanted {count}d{sides}, have {self._faces}")
        faces = tuple(self._faces[:count])
        del self._faces[:count]
        for f in faces:
            if not 1 <= f <= sides:
                raise AssertionError(f"scripted face {f} does not fit a d{sides}")
        return DiceRoll(sides=sides, faces=faces, source="scripted")

    @property
    def remaining(self) -> list[int]:
        return list(self._faces)


def d66(dice: DiceSource) -> tuple[DiceRoll, int]:
    """Roll a d66: two d6 read as tens and units (11..66)."""
    roll = dice.roll(2, 6)
    return roll, roll.faces[0] * 10 + roll.faces[1]


def d100(dice: DiceSource) -> tuple[DiceRoll, int]:
    """Roll a d100 (1..100)."""
    roll = dice.roll(1, 100)
    return roll, roll.faces[0]
