"""The words the Robots & Rapiers rules share: Cores, attributes, sensors, lighting and noise.

Kept apart from the state so that events can name them without importing the state (and the state can hold
an event, the GM's call of a test, without an import cycle).
"""

from __future__ import annotations

from typing import Literal

import msgspec

Core = Literal["physical", "mental", "social"]
CORES: tuple[Core, ...] = ("physical", "mental", "social")

PrimaryAttribute = Literal["force", "durability", "articulation", "locomotion", "processor", "memory"]
PRIMARY_ATTRIBUTES: tuple[PrimaryAttribute, ...] = (
    "force",
    "durability",
    "articulation",
    "locomotion",
    "processor",
    "memory",
)
Sensor = Literal["visual", "audio", "tactile"]
SENSORS: tuple[Sensor, ...] = ("visual", "audio", "tactile")

TargetAttribute = Literal[
    "force",
    "durability",
    "articulation",
    "locomotion",
    "processor",
    "memory",
    "size",
    "anthropoid_class",
    "perception",
    "visual",
    "audio",
    "tactile",
    "audio_tactile",
    "role",
    "self_awareness",
]
"""Everything that can serve as a Target Number: the six primary attributes, Size, Anthropoid Class,
Perception (Visual + Audio), a single sensor (x2), Audio + Tactile (feeling one's way in the dark), and
the Tapestry scores (Role for Role Saves, Self Awareness for Self Awareness Saves)."""

LossAttribute = Literal[
    "force",
    "durability",
    "articulation",
    "locomotion",
    "processor",
    "memory",
    "size",
    "anthropoid_class",
    "perception",
    "visual",
    "audio",
    "tactile",
]
"""Attributes that can carry temporary losses."""

Lighting = Literal["normal", "dark", "total_darkness"]
"""Matches `domain.rr.conflict.state.Lighting`: dark = half Visual (rounded up), total darkness = no Visual."""
Noise = Literal["normal", "loud", "deafening"]
Rounding = Literal["up", "down"]
"""How half Visual rounds in the dark: the `darkness_rounding` ruling (domain/rr/rulings.py)."""


class TnPart(msgspec.Struct, frozen=True, kw_only=True, gc=False):
    """One term of a target number or pool, so an audit sees how it was built."""

    source: str
    value: int
