"""Database URLs fit to print: the password a DSN carries never reaches a terminal or a log."""

from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit

HIDDEN = "REDACTED"


def display(dsn: str) -> str:
    """`dsn` with its password (if any) replaced by REDACTED: `postgresql://chronicle:REDACTED@db/chronicle`.

    A DSN that is not a URL (libpq's `host=… password=…` form) is shown only as far as it names no password.
    """
    try:
        parts = urlsplit(dsn)
        password = parts.password
    except ValueError:
        return "(an unreadable database URL)"
    if not parts.scheme:  # libpq's keywords: keep each `key=value` but the password; drop anything else
        words = [w for w in dsn.split() if "=" in w and not w.lower().startswith("password=")]
        return " ".join(words) or "(a database URL that is not a URL)"
    if password is None:
        return dsn
    userinfo, host = parts.netloc.rsplit("@", 1)
    user = userinfo.split(":", 1)[0]
    return urlunsplit((parts.scheme, f"{user}:{HIDDEN}@{host}", parts.path, parts.query, parts.fragment))
