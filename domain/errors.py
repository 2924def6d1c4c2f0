"""Typed domain errors.

Each error is named after the rule it protects (`code`, e.g. ``not_enough_action_points``) and carries
the numbers involved (`data`), so a client can fix its call. The category (the class) tells the server
which HTTP status fits; the code is the stable identifier clients switch on.
"""

from __future__ import annotations

from typing import Any, ClassVar


class DomainError(Exception):
    """Base of every error the domain raises on purpose."""

    category: ClassVar[str] = "rule"

    def __init__(self, code: str, message: str, **data: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.data = data

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.code!r}, {self.message!r}, {self.data!r})"


class RuleViolation(DomainError):
    """The command is well formed but the rules forbid it in the current state."""

    category = "rule"


class InvalidCommand(DomainError):
    """A value in the command is out of the range the rules allow (e.g. an attribute of 9)."""

    category = "invalid"


class Malformed(DomainError):
    """A value in the command cannot be read (a dice expression with a syntax error); `data` names the
    `field` and the `position` in it where reading stopped."""

    category = "malformed"


class NotFound(DomainError):
    """The command names an entity (character, table, conflict, member) that does not exist."""

    category = "not_found"


class Forbidden(DomainError):
    """The actor may not do this: not the GM, not the character's owner, an observer acting."""

    category = "forbidden"
