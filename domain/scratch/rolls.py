"""The d20 roll, hit points and defense — Scratch RPS's fixed arithmetic.

A roll succeeds when d20 + modifiers ≥ difficulty, or automatically when the die shows 20 before anything
is added. Ability rolls add the ability level; non-ability rolls add no ability level (situational modifiers
such as engage's +2 still apply — they are not ability levels).
"""

from __future__ import annotations

from typing import Literal

from domain.parts import Part

NATURAL = 20
BASE_DEFENSE = 10
HEALING_DIFFICULTY = 10
"""Reviving an incapacitated character and healing an injured one are both difficulty 10."""
HURRIED_CRAFT_DIFFICULTY = 10
"""A hurried craftsmanship bonus is "usually difficulty 10"; the GM may set another."""

Status = Literal["healthy", "injured", "incapacitated"]


def succeeds(face: int, roll_total: int, difficulty: int) -> bool:
    return face == NATURAL or roll_total >= difficulty


def tgh_half(toughness: int) -> int:
    """Tgh/2: half of toughness, rounded down."""
    return toughness // 2


def status(hit_points: int, toughness: int) -> Status:
    """Healthy above tgh/2, injured from 1 to tgh/2, incapacitated at 0."""
    if hit_points <= 0:
        return "incapacitated"
    if hit_points <= tgh_half(toughness):
        return "injured"
    return "healthy"


def damage_on_success(base: int, natural: bool, shooting: bool = False) -> list[Part]:
    """Damage parts of a successful damaging attack: +1 when automatically successful, except shooting,
    whose automatic success causes 5 instead of 3 (the shooting rule's own number, i.e. +3 over its 2)."""
    parts = [Part(label="base", value=base)]
    if natural:
        parts.append(Part(label="natural 20", value=3 if shooting else 1))
    return parts


def healed_hit_points(toughness: int) -> int:
    """After healing a character is barely healthy: 1 more than half of his maximum (rounded down)."""
    return tgh_half(toughness) + 1


REVIVED_HIT_POINTS = 1
