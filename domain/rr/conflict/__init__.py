"""Robots & Rapiers extended conflicts: Turn Order, Action Points, ambushes, breaks.

The exports are loaded lazily (PEP 562): `domain.rr.state` imports `Conflict` from
`domain.rr.conflict.state`, and the conflict rules import `domain.rr.state` back. Importing this package
must therefore stay free of side effects until one of the names below is asked for.

Exports:

- `CONFLICT_COMMANDS`, `CONFLICT_EVENTS`, `CONFLICT_HANDLERS` ({EventType: fn(state, event)}) and
  `decide_conflict(state, command, ctx) -> list[Event]`, for the ruleset to merge into its own;
- `regain_action_points(state, character_id, amount, source_test_id)`: the event for successes spent on
  Action Points (cap Processor + Self Awareness checked), for the success-spending rules;
- `note_roll(conflict, character_id, successes)`: called by the test rules' apply handler when a test
  in a conflict is resolved, so the conflict knows who won the roll just made;
- `active_conflict(game, character_id)`, `surprise_outstanding(game, character_id)`: read helpers.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

_EXPORTS = {
    "CONFLICT_COMMANDS": "domain.rr.conflict.commands",
    "CONFLICT_EVENTS": "domain.rr.conflict.events",
    "CONFLICT_HANDLERS": "domain.rr.conflict.apply",
    "decide_conflict": "domain.rr.conflict.decide",
    "regain_action_points": "domain.rr.conflict.decide.actions",
    "note_roll": "domain.rr.conflict.apply",
    "active_conflict": "domain.rr.conflict.lookup",
    "surprise_outstanding": "domain.rr.conflict.lookup",
    "Conflict": "domain.rr.conflict.state",
    "Combatant": "domain.rr.conflict.state",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value
    return value
