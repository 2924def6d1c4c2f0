"""Personal parts: values kept beside an event's hashed bytes, so they can be erased without touching them.

A caller that wants a value in an event to be erasable later puts a *token* in the event's `data` where the
value would be: the JSON string `"personal:sha256:<hex>"`, where `<hex>` is SHA-256(salt ‖ value), `salt`
16 random bytes and `value` the value's own JSON text (`"Ann"`, quotes included). The value and its salt go
beside the event as a `PersonalPart`, tagged with its *subject*: an opaque string naming whose data it is.
The hash chain covers the token, never the value (hashing.py is unchanged: the token is part of `data`).

- A read puts each kept value back in place of its token (`reveal`); a token whose value was erased reads as
  the JSON string `"forgotten"` (`FORGOTTEN`).
- `EventStore.forget` deletes a subject's values and salts from every event of a stream. The tokens stay,
  so every hash still matches; a digest without its salt says nothing about the value (guessing it means
  guessing 128 random bits along with it).
- Verification checks every kept value against its token: a value changed in the `personal` column is found
  like a changed event (verification.py).

Stored, per event, as one JSON object in the `personal` column (NULL when the event has none):
`{"<subject>": {"<hex digest>": ["<hex salt>", "<value's JSON text>"]}}`; erasing a subject removes its key.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Iterable, Sequence

import msgspec

PREFIX = "personal:sha256:"
"""What a token's string starts with; the hex digest of salt and value follows."""
FORGOTTEN = b'"forgotten"'
"""What a read shows in place of an erased value: the JSON string "forgotten"."""
SALT_BYTES = 16

_TOKEN = re.compile(rb'"personal:sha256:([0-9a-f]{64})"')
_MARK = b'"' + PREFIX.encode()
Parts = dict[str, dict[str, tuple[str, str]]]
_decode_parts = msgspec.json.Decoder(Parts).decode
_encode = msgspec.json.encode


class PersonalPart(msgspec.Struct, frozen=True):
    """One erasable value of an event: whose it is, its salt, and its JSON text."""

    subject: str
    salt: bytes
    value: bytes

    @property
    def digest(self) -> str:
        return hashlib.sha256(self.salt + self.value).hexdigest()

    @property
    def token(self) -> str:
        """What the event's data holds in place of the value (as a JSON string)."""
        return PREFIX + self.digest


def seal(subject: str, value: bytes) -> PersonalPart:
    """A part for `value` (its JSON text) with a fresh random salt."""
    return PersonalPart(subject, os.urandom(SALT_BYTES), value)


def encode_parts(parts: Sequence[PersonalPart]) -> bytes | None:
    """The `personal` column's JSON for an event's parts (None when it has none)."""
    if not parts:
        return None
    out: Parts = {}
    for part in parts:
        out.setdefault(part.subject, {})[part.digest] = (part.salt.hex(), part.value.decode())
    return _encode(out)


def reveal(data: bytes, personal: bytes) -> bytes:
    """`data` with each token replaced by its kept value, or by `FORGOTTEN` when the value was erased."""
    for kept in _decode_parts(personal).values():
        for digest, (_salt, value) in kept.items():
            data = data.replace(b'"' + (PREFIX + digest).encode() + b'"', value.encode())
    if _MARK in data:
        data = _TOKEN.sub(FORGOTTEN, data)
    return data


def problems(data: bytes, personal: bytes) -> list[str]:
    """What is wrong with an event's kept values: each must match a token its data carries."""
    out: list[str] = []
    try:
        parts = _decode_parts(personal)
    except msgspec.DecodeError:
        return ["its personal values are not readable JSON"]
    for subject, kept in parts.items():
        for digest, (salt, value) in kept.items():
            try:
                recomputed = hashlib.sha256(bytes.fromhex(salt) + value.encode()).hexdigest()
            except ValueError:
                recomputed = ""
            if recomputed != digest:
                out.append(f"a personal value of {subject} does not match its digest (altered?)")
            elif b'"' + (PREFIX + digest).encode() + b'"' not in data:
                out.append(f"a personal value of {subject} has no token in the event (added?)")
    return out


def subjects(personal: bytes | None) -> list[str]:
    """Whose values an event keeps (for tests and reports)."""
    return [] if personal is None else sorted(_decode_parts(personal))


def tokens(data: bytes) -> Iterable[str]:
    """The hex digests of every token in `data`."""
    return (m.decode() for m in _TOKEN.findall(data))
