"""What follows from a hidden Robots & Rapiers roll (the ruleset's `follows_roll` hook; domain/visibility.py).

Most rolls make a record (a test, a save) that later events name: those follow the roll (`shares_a_record`).
A conflict's Action Point rolls make none: a Base Action Point roll (or a reroll) and an Action Point Save set
a combatant's points inside the conflict, and every later event that carries those points — points spent or
regained (`before`/`after`), a Special Surprise Recovery (`remaining`), a later roll that replaces them
(`before`), a bought turn the robot paid for or contended for — shows what the hidden roll gave. Those follow
the newest hidden roll that set that combatant's points, until it is revealed.
"""

from __future__ import annotations

from domain.messages import Event, RollEvent
from domain.rr.conflict.events import (
    ActionPointSaveRolled,
    ActionPointsRegained,
    ActionPointsSpent,
    BaseActionPointsRolled,
    SurpriseRecovered,
    TurnPurchased,
)
from domain.visibility import shares_a_record

SETS_POINTS = (BaseActionPointsRolled, ActionPointSaveRolled)
"""Rolls that set a combatant's Action Points."""
CARRIES_POINTS = (
    ActionPointsSpent,
    ActionPointsRegained,
    SurpriseRecovered,
    BaseActionPointsRolled,
    ActionPointSaveRolled,
    TurnPurchased,
)
"""Events whose facts show a combatant's Action Points (or, a bought turn, that it had enough)."""


def follows_roll(event: Event, roll: RollEvent) -> bool:
    if isinstance(roll, SETS_POINTS) and isinstance(event, CARRIES_POINTS):
        if event.conflict_id != roll.conflict_id:
            return False
        if isinstance(event, TurnPurchased):
            return roll.character_id == event.character_id or roll.character_id in event.contenders
        return event.character_id == roll.character_id
    return shares_a_record(event, roll)
