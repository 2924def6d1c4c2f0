"""What the application refuses, named for why; `server/http/problems.py` alone maps each to an HTTP status.

Each error carries a stable `code` (what clients switch on), a sentence, and the `data` needed to fix the
call (the version the campaign is at, the ruleset it plays). Refusals by the rules themselves stay
`domain.errors.DomainError`s.
"""

from __future__ import annotations

from typing import Any


class ApplicationError(Exception):
    """Base of the application's refusals."""

    default_code = "refused"

    def __init__(self, message: str, *, code: str | None = None, **data: Any) -> None:
        super().__init__(message)
        self.code = code or self.default_code
        self.message = message
        self.data = data


class NotFound(ApplicationError):
    """No such campaign (or entity)."""

    default_code = "not_found"


class Forbidden(ApplicationError):
    """The caller may not do this (a member no longer in the campaign)."""

    default_code = "forbidden"


class VersionMismatch(ApplicationError):
    """The command named the version it expects (If-Match) and the campaign is at another."""

    default_code = "version_mismatch"

    def __init__(self, expected: int, actual: int) -> None:
        super().__init__(f"the campaign is at version {actual}, not {expected}", expected=expected, actual=actual)
        self.expected = expected
        self.actual = actual


class ConcurrencyConflict(ApplicationError):
    """The campaign kept changing under concurrent commands: every retry found it moved on again."""

    default_code = "concurrency_conflict"

    def __init__(self, attempts: int, version: int) -> None:
        super().__init__(
            "the campaign kept changing under concurrent commands; retry", attempts=attempts, version=version
        )
        self.attempts = attempts


class RulesetUnavailable(ApplicationError):
    """The campaign plays a ruleset this server does not run."""

    default_code = "ruleset_unavailable"

    def __init__(self, ruleset: str) -> None:
        super().__init__("this server does not run the campaign's ruleset", ruleset=ruleset)


class Unprocessable(ApplicationError):
    """A command that cannot apply as sent (a ruleset that does not exist, a command of another ruleset)."""

    default_code = "unprocessable"


class OutOfRange(Unprocessable):
    """A read names a version or time outside the campaign's history: `parameter` is the one it names,
    `hint` what it may be (the server lists them as the problem's `errors`)."""

    def __init__(self, code: str, message: str, *, parameter: str, hint: str, **data: Any) -> None:
        super().__init__(message, code=code, **data)
        self.parameter = parameter
        self.hint = hint
