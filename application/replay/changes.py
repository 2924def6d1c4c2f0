"""What a replay step carries: the entities of the table's view that the event changed, not the whole view.

A table's view (the ruleset's `table_view` hook) is a few sections: `table` (the table itself, shown whole) and maps
of entities by id (`conflicts`, `characters`, and for Robots & Rapiers `pending_saves` and `open_tests`).
A step's `changes` holds, per section, every entity whose view differs from the one after the previous
step — its whole new view — and `null` for an entity that left the view (a test resolved, a save made).
Applying a page's changes in order to the page's `state` (asked for with `state=full`) gives the table's
view after every step, exactly as it would have been shown whole; `apply_changes` does that, for clients
written in Python and for the tests.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

WHOLE = frozenset({"table"})
"""Sections shown whole rather than as a map of entities by id."""


def changes(before: Mapping[str, Any] | None, after: Mapping[str, Any]) -> dict[str, Any]:
    """The sections and entities of `after` that differ from `before` (None: everything is new)."""
    out: dict[str, Any] = {}
    previous = before or {}
    for section, now in after.items():
        was = previous.get(section)
        if section in WHOLE or not isinstance(now, dict):
            if was != now:
                out[section] = now
            continue
        old = was if isinstance(was, dict) else {}
        diff = {
            key: value for key, value in now.items() if key not in old or (old[key] is not value and old[key] != value)
        }
        for key in old.keys() - now.keys():
            diff[key] = None
        if diff:
            out[section] = diff
    return out


def apply_changes(state: Mapping[str, Any], step_changes: Mapping[str, Any]) -> dict[str, Any]:
    """`state` (a table's view) with one step's `changes` applied: the view after that step (a new dict)."""
    out = copy.deepcopy(dict(state))
    for section, change in step_changes.items():
        if section in WHOLE or not isinstance(change, dict):
            out[section] = copy.deepcopy(change)
            continue
        entities = out.setdefault(section, {})
        for key, value in change.items():
            if value is None:
                entities.pop(key, None)
            else:
                entities[key] = copy.deepcopy(value)
    return out
