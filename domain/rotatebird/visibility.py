"""What follows from a hidden Rotate Bird roll (the ruleset's `follows_roll` hook; domain/visibility.py).

A Rotate Bird test is the record its roll plays into, and it is keyed by `conflict_id` (the state's
`conflicts` are the open tests): the usual rule (`shares_a_record`) takes that id for a shared entity's, so it
would not tie the die a player picks from a hidden test roll (`rb.die_picked` carries the faces), the fallout
that follows, the edges it owes. Here every later event of the same test follows the test's hidden roll, and
the rest as usual (a draft a hidden character roll made, a scenario's tables).
"""

from __future__ import annotations

from domain.messages import Event, RollEvent
from domain.visibility import shares_a_record


def follows_roll(event: Event, roll: RollEvent) -> bool:
    test = getattr(roll, "conflict_id", None)
    if isinstance(test, str) and getattr(event, "conflict_id", None) == test:
        return True
    return shares_a_record(event, roll)
