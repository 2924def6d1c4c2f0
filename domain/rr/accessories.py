"""The seed's Advanced Systems and Accessories: slots, Design Points and limits of each.

Effects while working are in `domain.rr.attributes.ACCESSORY_BOOSTS` (attribute +1s) and in the rules that ask
`working(ch, name)` (Syntheskin's Body Type 5, Armor Plating, advanced sensors, ...).
"""

from __future__ import annotations

import msgspec


class AccessorySpec(msgspec.Struct, frozen=True, kw_only=True):
    slots: int
    design_points: int | None
    """None: the cost depends on the robot (Size for AntiGrav Boosters and Wings; 1-3 for a Memory Chip)."""
    repeatable: bool = False
    anthropoid_modifier: int = 0


ACCESSORIES: dict[str, AccessorySpec] = {
    "syntheskin": AccessorySpec(slots=3, design_points=5),
    "improved_vocalization": AccessorySpec(slots=1, design_points=1),
    "advanced_vocalization": AccessorySpec(slots=1, design_points=4),
    "heavy_duty_hydraulics": AccessorySpec(slots=1, design_points=2),
    "heavy_duty_insulation": AccessorySpec(slots=1, design_points=2),
    "improved_motivators": AccessorySpec(slots=1, design_points=1),
    "improved_gyroscope": AccessorySpec(slots=1, design_points=1),
    "auxiliary_coprocessor": AccessorySpec(slots=1, design_points=1),
    "expanded_memory": AccessorySpec(slots=1, design_points=1),
    "improved_visual_sensors": AccessorySpec(slots=1, design_points=1, repeatable=True),
    "advanced_visual_sensors": AccessorySpec(slots=1, design_points=2),
    "improved_audio_sensors": AccessorySpec(slots=1, design_points=1, repeatable=True),
    "advanced_audio_sensors": AccessorySpec(slots=1, design_points=2),
    "improved_tactile_sensors": AccessorySpec(slots=1, design_points=1, repeatable=True),
    "advanced_tactile_sensors": AccessorySpec(slots=1, design_points=2),
    "basic_olfactory_sensors": AccessorySpec(slots=1, design_points=1),
    "advanced_olfactory_sensors": AccessorySpec(slots=1, design_points=2),
    "basic_taste_sensors": AccessorySpec(slots=1, design_points=1),
    "advanced_taste_sensors": AccessorySpec(slots=1, design_points=2),
    "reserve_capacitor": AccessorySpec(slots=1, design_points=1, repeatable=True),
    "generator": AccessorySpec(slots=4, design_points=4, repeatable=True),
    "memory_chip": AccessorySpec(slots=1, design_points=None, repeatable=True),
    "program_pack": AccessorySpec(slots=2, design_points=2, repeatable=True),
    "armor_plating": AccessorySpec(slots=3, design_points=6, anthropoid_modifier=-2),
    "internal_storage": AccessorySpec(slots=1, design_points=1, repeatable=True),
    "communications_array": AccessorySpec(slots=2, design_points=2),
    "gps_navigation": AccessorySpec(slots=1, design_points=1),
    "retractable_tool_module": AccessorySpec(slots=1, design_points=1),
    "antigrav_boosters": AccessorySpec(slots=2, design_points=None),
    "wings": AccessorySpec(slots=2, design_points=None, anthropoid_modifier=-2),
}

PREREQUISITES: dict[str, str] = {
    "advanced_visual_sensors": "Visual Sensors at level 4",
    "advanced_audio_sensors": "Audio Sensors at level 4",
    "advanced_tactile_sensors": "Tactile Sensors at level 4",
    "advanced_vocalization": "Type 4 Vocalization",
    "syntheskin": "a Body Type 1 or 2 case",
    "advanced_olfactory_sensors": "Basic Olfactory Sensors",
    "advanced_taste_sensors": "Basic Taste Sensors and Basic Olfactory Sensors",
}


def reserve_capacitor_power(size: int) -> int:
    """Reserve Capacitor: (10 - Size) / 2 rounded down, minimum 1."""
    return max(1, (10 - size) // 2)
