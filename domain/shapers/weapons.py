"""How much damage a weapon does against an unarmored or armored target.

"Beat 12 for 1 point" means rolling 12 or better on 3 dice (no ratings added) to do 1 point. Punches
and kicks count as small weapons for someone with Brawling +3 or better, or Size +3 or greater.
"""

from __future__ import annotations

from collections.abc import Mapping

import msgspec

from domain.shapers.features import WeaponClass


class Damage(msgspec.Struct, frozen=True, kw_only=True):
    points: int
    beat: int | None = None
    """When set, the points land only on 3d6 ≥ beat."""


DAMAGE: dict[tuple[WeaponClass, bool], Damage] = {
    ("punch", False): Damage(points=1, beat=12),
    ("punch", True): Damage(points=1, beat=15),
    ("small", False): Damage(points=1),
    ("small", True): Damage(points=1, beat=12),
    ("medium", False): Damage(points=2),
    ("medium", True): Damage(points=1),
    ("large", False): Damage(points=3),
    ("large", True): Damage(points=2),
}
HEAVY_HITTER = 3
"""Brawling or Size at or above this makes punches small weapons."""


def damage_for(weapon: WeaponClass, armored: bool) -> Damage:
    return DAMAGE[(weapon, armored)]


def punch_class(features: Mapping[str, int | None], skills: Mapping[str, int | None]) -> WeaponClass:
    brawling = skills.get("Brawling")
    size = features.get("SIZ") or 0
    if (brawling is not None and brawling >= HEAVY_HITTER) or size >= HEAVY_HITTER:
        return "small"
    return "punch"
