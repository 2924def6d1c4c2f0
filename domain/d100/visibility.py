"""What follows from a hidden d100 roll (the ruleset's `follows_roll` hook; see domain/visibility.py).

An attack is rolled by one command and resolved by the defender's `d100.defend`: the `d100.attack_resolved`
that command appends carries the attack's points, so it (and the hit location and damage after it) follows
from the attack roll and stays hidden with it. The defence roll before it is the defender's own roll.

Both events name the attack (`attack_id`), so a resolution is tied to the attack it resolves and to no other:
an older hidden attack between the same two characters does not capture a later public attack's resolution.
Events of older logs carry no id; for them the attacker, target and conflict must match.
"""

from __future__ import annotations

from domain.d100.events import AttackResolved, AttackRolled
from domain.messages import Event, RollEvent
from domain.visibility import shares_a_record


def follows_roll(event: Event, roll: RollEvent) -> bool:
    if isinstance(event, AttackResolved) and isinstance(roll, AttackRolled):
        if event.attack_id is not None or roll.attack_id is not None:
            return event.attack_id == roll.attack_id
        return (event.conflict_id, event.character_id, event.target_id) == (
            roll.conflict_id,
            roll.character_id,
            roll.target_id,
        )
    return shares_a_record(event, roll)
