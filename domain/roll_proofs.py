"""Per-roll proofs at a verifiable table: every roll its own secret, committed before it is rolled.

A table opened with per-roll commitments (every verifiable table opened since they exist) derives one secret
per nonce from its seed, one way, and rolls each pool's faces from that roll's secret instead of the seed:

    secret_n  = HMAC-SHA256(key=seed, msg=f"roll:{table_id}:{n}".encode())
    leaf_n    = SHA-256(0x00 ‖ secret_n)                   stored with the roll as its `commitment`
    faces     = the verifiable dice algorithm (domain/dice.py) keyed with secret_n instead of the seed

When the seed is committed (the table opens, or a rotation commits to the next one) the server also commits
to the secrets of the next `ROLL_CAPACITY` nonces from the epoch's first nonce `f`: the root of a Merkle tree
whose leaves are leaf_f … leaf_{f+ROLL_CAPACITY-1}, inner nodes SHA-256(0x01 ‖ left ‖ right). A single roll is
proven by publishing its secret and the sibling hashes from its leaf to that root (`RollProof`): anyone can
then check that the secret was fixed when the seed was committed, before the roll and its client seed, and
that it gives the recorded faces. Nothing in a proof gives another roll's secret: secrets are HMAC outputs
under a key that stays hidden, and the siblings are hashes of other leaves (themselves hashes of secrets).
The seed's reveal at the close or a rotation proves every roll of its epoch, as before, and also that each
secret and the root came from the committed seed.
"""

from __future__ import annotations

import hashlib
import hmac

import msgspec

from domain.dice import DiceRoll, check_pool, verifiable_faces
from domain.errors import RuleViolation

ROLL_CAPACITY = 1024
"""How many rolls one committed seed covers (leaves of its Merkle tree); the GM rotates the seed for more."""


class RollProof(msgspec.Struct, frozen=True, kw_only=True):
    """What proves one verifiable roll alone: its secret and the path from its leaf to its epoch's root."""

    nonce: int
    secret: str
    """The roll's own secret (hex); its SHA-256 after a 0x00 byte is the roll's `commitment`."""
    path: tuple[str, ...]
    """Sibling hashes (hex) from the leaf up to the root; leaf position = nonce - the epoch's first nonce."""


def roll_secret(seed: bytes, table_id: str, nonce: int) -> bytes:
    return hmac.digest(seed, f"roll:{table_id}:{nonce}".encode(), "sha256")


def leaf(secret: bytes) -> bytes:
    return hashlib.sha256(b"\x00" + secret).digest()


def _node(left: bytes, right: bytes) -> bytes:
    return hashlib.sha256(b"\x01" + left + right).digest()


def _levels(seed: bytes, table_id: str, first_nonce: int, capacity: int) -> list[list[bytes]]:
    level = [leaf(roll_secret(seed, table_id, first_nonce + i)) for i in range(capacity)]
    levels = [level]
    while len(level) > 1:
        level = [_node(level[i], level[i + 1]) for i in range(0, len(level), 2)]
        levels.append(level)
    return levels


def roll_root(seed: bytes, table_id: str, first_nonce: int, capacity: int = ROLL_CAPACITY) -> str:
    """The commitment (hex) to the secrets of nonces `first_nonce` … `first_nonce + capacity - 1`."""
    return _levels(seed, table_id, first_nonce, capacity)[-1][0].hex()


def prove(seed: bytes, table_id: str, first_nonce: int, capacity: int, nonces: list[int]) -> list[RollProof]:
    """Proofs of the rolls with these nonces, in the epoch that starts at `first_nonce`."""
    levels = _levels(seed, table_id, first_nonce, capacity)
    proofs = []
    for nonce in nonces:
        position = nonce - first_nonce
        path = []
        for level in levels[:-1]:
            path.append(level[position ^ 1].hex())
            position //= 2
        secret = roll_secret(seed, table_id, nonce).hex()
        proofs.append(RollProof(nonce=nonce, secret=secret, path=tuple(path)))
    return proofs


def root_of(proof: RollProof, first_nonce: int) -> str:
    """The root a proof leads to from its secret (compare it with the epoch's committed root)."""
    position = proof.nonce - first_nonce
    node = leaf(bytes.fromhex(proof.secret))
    for sibling in proof.path:
        other = bytes.fromhex(sibling)
        node = _node(other, node) if position & 1 else _node(node, other)
        position //= 2
    return node.hex()


def check_proof(proof: RollProof, roll: DiceRoll, table_id: str, root: str, first_nonce: int) -> str | None:
    """Why `proof` does not prove `roll` against the epoch's `root`, or None when it does."""
    try:
        secret = bytes.fromhex(proof.secret)
        reached = root_of(proof, first_nonce)
    except ValueError:
        return "the proof is not hex"
    if roll.nonce != proof.nonce:
        return f"the proof is for nonce {proof.nonce}, the roll has {roll.nonce}"
    if not 0 <= proof.nonce - first_nonce < 2 ** len(proof.path):
        return "the nonce lies outside its seed's committed rolls"
    if leaf(secret).hex() != roll.commitment:
        return "the secret does not match the roll's commitment"
    if reached != root:
        return "the secret was not committed with the table's seed"
    if verifiable_faces(secret, table_id, proof.nonce, roll.client_seed, len(roll.faces), roll.sides) != roll.faces:
        return "faces differ from the ones the roll's secret gives"
    return None


class CommittedDice:
    """Verifiable dice with per-roll secrets: each roll takes the next nonce and carries its commitment."""

    def __init__(
        self, seed: bytes, table_id: str, next_nonce: int, first_nonce: int, client_seed: str | None = None
    ) -> None:
        self._seed = seed
        self._table_id = table_id
        self.next_nonce = next_nonce
        self._end = first_nonce + ROLL_CAPACITY
        self._client_seed = client_seed

    def roll(self, count: int, sides: int) -> DiceRoll:
        check_pool(count, sides)
        nonce = self.next_nonce
        if nonce >= self._end:
            raise RuleViolation(
                "seed_exhausted",
                f"the table's seed covers {ROLL_CAPACITY} rolls; the GM rotates the seed to commit to more",
                table_id=self._table_id,
                nonce=nonce,
            )
        self.next_nonce += 1
        secret = roll_secret(self._seed, self._table_id, nonce)
        faces = verifiable_faces(secret, self._table_id, nonce, self._client_seed, count, sides)
        return DiceRoll(
            sides=sides,
            faces=faces,
            source="verifiable",
            nonce=nonce,
            client_seed=self._client_seed,
            commitment=leaf(secret).hex(),
        )
