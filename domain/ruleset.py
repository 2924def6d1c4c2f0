"""The one interface every ruleset implements, and the registry of rulesets.

A ruleset is a sub-package of `domain/` exposing a module-level ``RULESET`` of this type. Adding a game
system means adding such a package and one line in `domain/rulesets.py`; the server builds its routes,
schemas and OpenAPI document from these objects.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import msgspec

from domain.campaign import CampaignState, Context
from domain.messages import Command, Event

Handler = Callable[[CampaignState, Any], None]


@dataclass(frozen=True)
class Ruleset:
    name: str
    """Stable identifier used when creating a campaign, e.g. ``"robots-and-rapiers"``."""
    title: str
    prefix: str
    """Prefix of the ruleset's command and event tags, e.g. ``"rr"``."""
    sheet: type[msgspec.Struct]
    """The character sheet schema (what a player submits to create a character)."""
    commands: tuple[type[Command], ...]
    events: tuple[type[Event], ...]
    new_state: Callable[[], Any]
    """The ruleset's empty state: a Struct with `characters` and `conflicts` dicts (and anything else)."""
    decide: Callable[[CampaignState, Command, Context], list[Event]]
    """Decide one of `commands` against the campaign; never mutates state, raises DomainError to refuse.
    `Game.decide` has already refused observers, and non-GMs issuing a `gm_only` command."""
    handlers: dict[type[Event], Handler]
    """How each of `events` changes the state (mutating `state.game` in place)."""
    summary: str = ""
    state_version: int = 1
    """The shape of `new_state()`'s type: bump it when that shape changes, so snapshots of an older shape are
    not decoded into the new one (the server folds the log again instead and writes a new snapshot)."""
    follows_roll: Callable[[Event, Any], bool] | None = None
    """Whether an event of a later command follows from a still-hidden roll, so that it is hidden with the roll
    until the reveal (domain/visibility.py: `followed_rolls`). Events of the roll's own command always are.
    Every ruleset sets it, the usual one being `domain.visibility.shares_a_record`."""
    extras: dict[str, Any] = field(default_factory=dict)
