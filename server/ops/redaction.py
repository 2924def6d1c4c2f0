"""Keeping secrets out of what Chronicle writes: every log line and every message a command prints.

Secrets travel where a log line can pick them up: a live feed's `?token=chr_…` is in the URL uvicorn logs
when a WebSocket handshake is accepted; a DSN carries the database's password; an exception's message or a
library's debug line may quote a header or a URL. Rather than hope each of those places is careful, the
log formatter passes every finished line through `Redactor` (server/ops/logs.py), which replaces

- by shape: Chronicle tokens (`chr_…`), webhook signing secrets (`whsec_…`), the value of a parameter
  whose name ends in `token`, `secret` or `password` (`?token=`, `access_token=`, `sentinel_password=`),
  a URL's password (`scheme://user:…@host`), and the credential after `Bearer` / `Basic`;
- by value: the secrets this process was configured with (the passwords of the database, its standby,
  Redis and its sentinels, the seed key in each spelling it may be written in, the admin and metrics
  tokens), wherever they show up.

Each is replaced by `REDACTED`; what is around it (which user, which host, which route) stays readable.
docs/operations.md (*Secrets and logs*) lists it for operators; tests/server/ops/test_log_secrets.py runs real
processes and looks for every secret in everything they wrote.
"""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Iterable
from typing import TYPE_CHECKING
from urllib.parse import parse_qsl, quote, unquote, urlsplit

if TYPE_CHECKING:
    from server.config import Settings

REDACTED = "REDACTED"

_SHAPES: tuple[tuple[tuple[str, ...], re.Pattern[str], str], ...] = (
    # (what a line must hold, lower-cased, for the pattern to be worth running; the pattern; its replacement)
    # a URL's password: postgresql://user:secret@host, redis://:secret@host
    (("://",), re.compile(r"(\b[A-Za-z][A-Za-z0-9+.-]*://[^\s/?#@:\"'\\]*:)[^\s/?#@\"'\\]+@"), rf"\g<1>{REDACTED}@"),
    # a query or key=value parameter that holds a secret: ?token=…, &access_token=…, password=… (libpq DSNs)
    (
        ("token=", "secret=", "password=", "passwd="),
        re.compile(r"(?i)(\b[a-z0-9_]*(?:token|secret|password|passwd)=)(?!REDACTED\b)('[^'\\]*'|[^\s&;#\"'\\,)\]}]+)"),
        rf"\g<1>{REDACTED}",
    ),
    # an Authorization header's credential, however it is quoted around
    (
        ("bearer", "basic"),
        re.compile(r"(?i)(\b(?:bearer|basic)\s+)(?!REDACTED\b)[A-Za-z0-9._~+/=-]{6,}"),
        rf"\g<1>{REDACTED}",
    ),
    # Chronicle's bearer tokens and webhook signing secrets, anywhere
    (("chr_",), re.compile(r"\bchr_[A-Za-z0-9_-]{6,}"), f"chr_{REDACTED}"),
    (("whsec_",), re.compile(r"\bwhsec_[A-Za-z0-9+/=_-]{6,}"), f"whsec_{REDACTED}"),
)

MIN_SECRET_LENGTH = 6
"""Shorter configured values are not replaced by value (a one-letter password would blank every such letter);
their shapes (a URL's password, `password=`) still are."""


class Redactor:
    """Replaces secrets in text, by shape and by the values it was given."""

    def __init__(self, secrets: Iterable[str] = ()) -> None:
        self._values: list[str] = []
        self.add(*secrets)

    def add(self, *secrets: str) -> None:
        """Also replace these values, and the ways they can be written in a line: URL-quoted, JSON-escaped."""
        found = set(self._values)
        for secret in secrets:
            if len(secret) < MIN_SECRET_LENGTH:
                continue
            found |= {secret, quote(secret, safe=""), json.dumps(secret)[1:-1]}
        self._values = sorted(found, key=len, reverse=True)  # longest first: no half-replaced secret

    def __call__(self, text: str) -> str:
        for value in self._values:
            if value in text:
                text = text.replace(value, REDACTED)
        lower = text.lower()
        for needles, pattern, replacement in _SHAPES:
            # substring tests first: most lines hold none of them, and a test costs a fraction of a search
            if any(needle in lower for needle in needles):
                text = pattern.sub(replacement, text)
        return text


def url_passwords(url: str | None) -> list[str]:
    """The passwords in a database or Redis URL: its own (`scheme://user:password@host/…`) and any query
    parameter's named for one (`?sentinel_password=…`)."""
    if not url:
        return []
    try:
        parts = urlsplit(url)
        found = [unquote(parts.password)] if parts.password else []
    except ValueError:
        return []
    found += [v for k, v in parse_qsl(parts.query) if "password" in k.lower() or "secret" in k.lower()]
    return found


def key_spellings(key: bytes) -> list[str]:
    """The ways a 32-byte key can be written in configuration: hex (either case), base64 (either alphabet,
    with or without padding)."""
    spellings = [key.hex(), key.hex().upper()]
    for encoded in (base64.urlsafe_b64encode(key).decode(), base64.b64encode(key).decode()):
        spellings += [encoded, encoded.rstrip("=")]
    return spellings


def configured_secrets(settings: Settings) -> list[str]:
    """The secret values `settings` holds, in every spelling a log line might quote them in."""
    values: list[str | None] = [*url_passwords(settings.database_url), *url_passwords(settings.database_read_url)]
    values += [*url_passwords(settings.redis_url), settings.admin_token, settings.metrics_token]
    found = [v for v in values if v]
    if settings.seed_key is not None:
        found += key_spellings(settings.seed_key)
    return found


_PATTERNS_ONLY = Redactor()


def redact(text: str) -> str:
    """`text` with every secret that can be recognised by its shape replaced (no configured values)."""
    return _PATTERNS_ONLY(text)
