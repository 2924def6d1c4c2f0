"""Dreamscape attribute substitution.

In a dreamscape, wherever the rules refer to Physical Strength, Physical Agility or Physical Fortitude a
Social or Mental Attribute stands in: the Social one when the character entered asleep or unconscious; the
higher of the Social and Mental one when fully awake. The chapter does not spell out which Social/Mental
Attribute replaces which; we keep the kind (Strength for Strength, Agility for Agility, Fortitude for
Fortitude), the only mapping that keeps the grid's meaning.
"""

from __future__ import annotations

from typing import Literal, cast

from domain.d100.sheet import AttributeName, Attributes

DreamState = Literal["awake", "asleep"]

SUBSTITUTED: frozenset[str] = frozenset({"physical_strength", "physical_agility", "physical_fortitude"})


def attribute(attrs: Attributes, name: AttributeName, dream: DreamState | None) -> tuple[str, int]:
    """The attribute actually used and its value: ``("physical_agility", 5)`` outside dreamscapes,
    ``("physical_agility→social_agility", 7)`` inside one."""
    if dream is None or name not in SUBSTITUTED:
        return name, attrs.get(name)
    kind = name.removeprefix("physical_")
    social = cast(AttributeName, f"social_{kind}")
    mental = cast(AttributeName, f"mental_{kind}")
    if dream == "asleep" or attrs.get(social) >= attrs.get(mental):
        return f"{name}→{social}", attrs.get(social)
    return f"{name}→{mental}", attrs.get(mental)
