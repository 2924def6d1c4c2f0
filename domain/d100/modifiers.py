"""The chapter's Combat Modifiers tables.

Two kinds of row: those the domain computes from what it knows (size from the sheets, charging and
jogging from the turn's movement, aiming from the last turn, an unskilled Learned Aptitude from the sheet,
a called hit location from the command, outnumbering from the GM's head count, range from the GM's
distance) and those that describe the scene (a blind or prone opponent, cover, weather). The scene rows are
GM judgements: only the GM may name them in an attack, and the domain supplies their fixed value.
"""

from __future__ import annotations

from typing import Literal

from domain.errors import InvalidCommand

MeleeSituation = Literal[
    "blind_opponent",
    "prone_opponent",
    "engaged_opponent_rear",
    "attacker_prone",
    "weather",
    "attacker_blind",
]
RangedSituation = Literal["large_target", "light_cover", "medium_cover", "heavy_cover"]
Situation = MeleeSituation | RangedSituation

MELEE_SITUATIONS: dict[str, int] = {
    "blind_opponent": 20,  # Attacking a blind opponent
    "prone_opponent": 20,  # Attacking a prone opponent
    "engaged_opponent_rear": 20,  # Attacking an engaged opponent in the rear
    "attacker_prone": -10,  # Attacking while prone
    "weather": -20,  # Attacking through fog, mist, heavy rain and other weather effects
    "attacker_blind": -40,  # Attacking while blind
}
RANGED_SITUATIONS: dict[str, int] = {
    "large_target": 10,  # Shooting at a Large target (example: Stone Guardian)
    "light_cover": -10,  # Target is behind light cover (bushes)
    "medium_cover": -20,  # Target is behind medium cover (a wooden fence)
    "heavy_cover": -30,  # Target is behind heavy cover (a car or brick wall)
}

SITUATION_WORDS: dict[str, str] = {
    "blind_opponent": "Attacking a blind opponent",
    "prone_opponent": "Attacking a prone opponent",
    "engaged_opponent_rear": "Attacking an engaged opponent in the rear",
    "attacker_prone": "Attacking while prone",
    "weather": "Attacking through fog, mist, heavy rain and other weather effects",
    "attacker_blind": "Attacking while blind",
    "large_target": "Shooting at a Large target",
    "light_cover": "Target is behind light cover",
    "medium_cover": "Target is behind medium cover",
    "heavy_cover": "Target is behind heavy cover",
}
"""Each scene row as the chapter's tables print it (a roll's parts and the table page say these words)."""

CHARGE = 10
OUTNUMBERING_PER_COMBATANT = 10
OUTNUMBERING_DAMAGE_PER_COMBATANT = 1
CALLED_LOCATION = -20
AIMING = 10
JOGGING = -10
UNSKILLED_LEARNED = -20
HUMAN_SIZE = 10
"""The ranged "Size modifier: Creature Size −10" is zero for a size-10 creature."""

RangeBand = Literal["point_blank", "short", "normal", "long", "extreme"]
RANGE_BANDS: tuple[tuple[int, int, RangeBand, int], ...] = (
    # (numerator, denominator) of the listed range that still counts as the band, its name, its modifier
    (1, 10, "point_blank", 20),  # up to 10% of the listed range
    (1, 2, "short", 10),  # up to half
    (1, 1, "normal", 0),  # up to the listed range
    (2, 1, "long", -20),  # up to double
    (3, 1, "extreme", -40),  # up to triple
)


RANGE_WORDS: dict[str, str] = {
    "point_blank": "Shooting at Point Blank",
    "short": "Shooting at Short Range",
    "normal": "Shooting at Normal Range",
    "long": "Shooting at Long Range",
    "extreme": "Shooting at Extreme Range",
}


def range_band(distance_m: int, listed_range_m: int) -> tuple[RangeBand, int]:
    """The band a distance falls in and its modifier; beyond triple the listed range is out of range."""
    for num, den, band, modifier in RANGE_BANDS:
        if distance_m * den <= listed_range_m * num:
            return band, modifier
    raise InvalidCommand(
        "out_of_range",
        "the target is beyond triple the weapon's listed range",
        distance_m=distance_m,
        maximum_m=listed_range_m * 3,
    )


def melee_size(attacker_size: int, target_size: int) -> int:
    """+difference attacking a larger opponent, −difference attacking a smaller one."""
    return target_size - attacker_size


def ranged_size(target_size: int) -> int:
    return target_size - HUMAN_SIZE


def outnumbering(side: int, opposing: int) -> tuple[int, int]:
    """(TN bonus, damage bonus) for the outnumbering side: +10 TN and +1 damage per combatant on it.

    The worked example — 4 humans against one monster get +40 and +4 — counts the whole outnumbering side,
    not the difference between the sides.
    """
    if side <= opposing:
        raise InvalidCommand(
            "not_outnumbering", "the attacker's side must have more combatants", side=side, opposing=opposing
        )
    return side * OUTNUMBERING_PER_COMBATANT, side * OUTNUMBERING_DAMAGE_PER_COMBATANT
