"""The seed's Weapons and Armor tables, and the rules that read them.

Melee weapons: Reach (the shorter weapon suffers the difference as Difficulty on attacks), Difficulty
(fixed, on every fighting roll with the weapon), Damage (lowers the target's Durability Save TN; negative
raises it) and how failed Durability dice hurt (Malfunctions per die, or EMP temporary Durability loss).
Firearms: Damage, Durability Loss per failed die (all firearms are EMP weapons), Delay, charge, cell,
burst radius and range increment (each full increment of range is +1 Difficulty, scaled for target size).
Armor: a bonus added to the Durability Save TN against physical attacks (EMP weapons do not change it).
"""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.errors import InvalidCommand

WeaponKind = Literal["melee", "firearm", "thrown"]


class Weapon(msgspec.Struct, frozen=True, kw_only=True):
    name: str
    kind: WeaponKind
    damage: int
    """Lowers the Durability Save TN by this much (negative raises it)."""
    reach: int | None = None
    difficulty: int = 0
    malfunctions_per_die: int = 2
    """Malfunction table rolls per failed Durability die (impact weapons 1, the great sword 3)."""
    emp_loss_per_die: int | None = None
    """EMP weapons: temporary Durability points lost per failed die instead of Malfunctions."""
    delay: int | None = None
    charge_per_shot: int | None = None
    shots_per_cell: int | None = None
    cell_charge: int | None = None
    burst: Literal["small", "medium", "large"] | None = None
    burst_reduced_damage: int | None = None
    range_increment: int | None = None
    """Yards per +1 Difficulty."""


def _melee(name: str, reach: int, difficulty: int, damage: int, per_die: int = 2, emp: int | None = None) -> Weapon:
    return Weapon(
        name=name,
        kind="melee",
        reach=reach,
        difficulty=difficulty,
        damage=damage,
        malfunctions_per_die=per_die,
        emp_loss_per_die=emp,
    )


def _gun(
    name: str,
    damage: int,
    loss: int,
    delay: int,
    charge: int,
    shots: int,
    cell: int,
    range_increment: int,
    burst: Literal["small", "medium", "large"] | None = None,
    burst_damage: int | None = None,
    kind: WeaponKind = "firearm",
) -> Weapon:
    return Weapon(
        name=name,
        kind=kind,
        damage=damage,
        emp_loss_per_die=loss,
        delay=delay,
        charge_per_shot=charge,
        shots_per_cell=shots,
        cell_charge=cell,
        range_increment=range_increment,
        burst=burst,
        burst_reduced_damage=burst_damage,
    )


WEAPONS: dict[str, Weapon] = {
    w.name: w
    for w in (
        # Reach, Difficulty, Damage; * impact weapons (1 Malfunction per die), ** 3 per die, *** EMP pikes
        _melee("robot_fist", 0, 0, -2, per_die=1),
        _melee("small_club", 1, 0, -2, per_die=1),
        _melee("medium_club", 2, 1, 0),
        _melee("large_club", 3, 2, 2),
        _melee("vibro_dagger", 1, 0, -1),
        _melee("sonic_rapier", 3, 0, 0),
        _melee("vibro_cutlass", 2, 1, 2),
        _melee("mono_sword", 3, 2, 4),
        _melee("mono_great_sword", 4, 3, 5, per_die=3),
        _melee("energy_pike", 4, 0, 0, emp=2),
        _melee("boarding_pike", 3, 0, -1, emp=2),
        # Damage, Durability Loss, Delay, Charge per Shot, Shots per Cell (cell), Range (yds)
        _gun("small_pistol", -1, 1, 1, 1, 2, 2, 2),
        _gun("pistol", 0, 1, 2, 1, 8, 8, 5),
        _gun("heavy_pistol", 0, 2, 4, 2, 4, 8, 5),
        _gun("carbine", 0, 2, 3, 2, 6, 12, 10),
        _gun("musket", 1, 2, 4, 2, 6, 12, 15),
        _gun("heavy_musket", 1, 3, 6, 3, 4, 12, 15),
        _gun("light_cannon", 2, 3, 6, 6, 3, 18, 25, "small", 0),
        _gun("medium_cannon", 3, 3, 8, 9, 2, 18, 50, "medium", 1),
        _gun("heavy_cannon", 4, 4, 12, 18, 1, 18, 100, "large", 2),
        _gun("grenade", 0, 2, 0, 2, 1, 2, 5, "small", -2, kind="thrown"),
    )
}
"""The Weapon Table and the Firearms Table.

Note the seed's prose rounds firearm EMP losses to "pistol 1, musket 2, cannon 3, heavy cannon 4, grenade
2"; the table refines that per model (a heavy pistol 2, a heavy musket 3) and is followed here."""

ARMOR: dict[str, int] = {
    "standard_tunic_and_jerkin": 1,
    "heavy_jerkin": 2,
    "brigandine": 3,
    "cuirass": 4,
    "corslett": 5,
}
"""Armor Table: bonus to the Durability Save TN."""


def weapon(name: str) -> Weapon:
    w = WEAPONS.get(name)
    if w is None:
        raise InvalidCommand("unknown_weapon", f"no weapon called {name!r}", weapon=name, known=sorted(WEAPONS))
    return w


def armor_bonus(name: str) -> int:
    bonus = ARMOR.get(name)
    if bonus is None:
        raise InvalidCommand("unknown_armor", f"no armor called {name!r}", armor=name, known=sorted(ARMOR))
    return bonus


def reach_difficulty(attacker_reach: int, defender_reach: int, closed: bool = False) -> int:
    """Difficulty on an attack from Reach: the shorter weapon suffers the difference while the range is
    open; once the shorter weapon has closed the range, the longer weapon suffers it instead."""
    diff = defender_reach - attacker_reach
    if closed:
        diff = -diff
    return max(0, diff)


TargetSize = Literal["tiny", "standard", "large", "huge"]
"""Firearm target size classes: less than half robot size, standard, more than double, more than 10x."""


def range_difficulty(range_increment: int, range_yards: int, target: TargetSize = "standard") -> int:
    """Firearm range Difficulty: whole increments of range, +50% for tiny targets, -25% for targets more than
    double robot size, -50% for more than ten times (fractions dropped)."""
    if range_yards < 0:
        raise InvalidCommand("negative_range", "range cannot be negative", range_yards=range_yards)
    base = range_yards // range_increment
    if target == "tiny":
        return base * 3 // 2
    if target == "large":
        return base * 3 // 4
    if target == "huge":
        return base // 2
    return base
