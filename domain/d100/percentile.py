"""The percentile roll: a TN built from parts, a d100 rolled against it, and points of success.

The chapter sets every attack at Average (TN 50) plus the character's Attribute + Aptitude and the
combat modifiers, where a higher TN is easier ("your chances of hitting go up. Increase the TN"). So a
roll succeeds when the d100 is equal to or under the TN, and its *points* are ``TN − roll``: positive
points are the degree of success, negative points the degree of failure ("failed by −15 points").
"""

from __future__ import annotations

from domain.d100.sheet import Location

AVERAGE_TN = 50
POINTS_PER_DAMAGE = 10
""""For every 10 points of success, increase the damage caused by 1 point"."""
COUNTER_ATTACK_MARGIN = 30
"""An attacker who loses an opposed melee test by 30 points or more is exposed to a counter-attack."""


def points(target_number: int, roll: int) -> int:
    """Points of success (≥ 0 succeeds) or failure (< 0) of a d100 roll against a TN."""
    return target_number - roll


def success_damage(margin: int) -> int:
    """+1 damage per full 10 points the attack won by (nothing for margins below 10 or negative)."""
    return max(0, margin) // POINTS_PER_DAMAGE


HIT_LOCATIONS: tuple[tuple[int, int, Location], ...] = (
    (1, 10, "head"),
    (11, 25, "left_arm"),
    (26, 40, "right_arm"),
    (41, 70, "body"),
    (71, 85, "left_leg"),
    (86, 100, "right_leg"),  # the chart's "86 – 00": a d100 face of 100 reads 00
)


def hit_location(roll: int) -> Location:
    for low, high, location in HIT_LOCATIONS:
        if low <= roll <= high:
            return location
    raise ValueError(f"a d100 face runs from 1 to 100, not {roll}")
