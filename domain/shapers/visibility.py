"""What follows from a hidden Shapers and Bots roll (the ruleset's `follows_roll` hook; domain/visibility.py).

A challenge or a contest is the record its rolls play into, and it is keyed by `conflict_id` (the state's
`conflicts` hold them beside fights): the usual rule (`shares_a_record`) takes that id for a shared entity's,
so it would not tie what a hidden challenge or contest roll leads to in later commands — the other side's
roll and the `sb.contest_resolved` that carries both totals, a ruled tie. Here every later event of the same
challenge or contest follows its hidden roll, and the rest as usual. A fight is not such a record: a hidden
roll in a fight ties only what its own command appended.
"""

from __future__ import annotations

from domain.messages import Event, RollEvent
from domain.shapers.events import ChallengeRolled, ContestRolled
from domain.visibility import shares_a_record


def follows_roll(event: Event, roll: RollEvent) -> bool:
    if isinstance(roll, (ChallengeRolled, ContestRolled)) and getattr(event, "conflict_id", None) == roll.conflict_id:
        return True
    return shares_a_record(event, roll)
