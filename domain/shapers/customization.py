"""Customizing a character's features at creation, and spending skill points.

Animals: 5 points to raise ratings (no rating raised by more than 4), plus up to 3 points moved from
lowered ratings. Sight and Hearing cost twice as much to raise and are worth half as much when lowered;
Smell three times and a third. Points are exact fractions (lowering Sight by 1 is worth half a point), so
the arithmetic is done with `Fraction` and reported as strings ("1/2") in events.

Bots: "raise and lower one feature by one level, or two features by one level each if one feature is
lowered by a level, just like animal characters". We read this as: one free level to raise one feature;
lowering one feature by one level (Sight or Hearing: two levels) pays for one more raised level; at most
two features raised, each by one level, and at most one lowered. The animals' costs for senses apply.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

import msgspec

from domain.errors import RuleViolation
from domain.shapers.features import BASE_FEATURES
from domain.shapers.skills import raise_cost

ANIMAL_BUDGET = 5
MAX_RAISE = 4
MAX_MOVED = 3
SENSE_FACTOR: dict[str, int] = {"SGT": 2, "HER": 2, "SML": 3}
"""Raising costs this many points per level; lowering is worth 1/factor per level."""

BOT_BUDGET = 1
BOT_MAX_RAISE = 1
BOT_MAX_RAISED = 2
BOT_MAX_LOWERED = 1
BOT_MAX_LOWER: dict[str, int] = {"SGT": 2, "HER": 2}
"""How far a bot may lower a feature: one level, or two for the senses worth half a point per level."""


class Customization(msgspec.Struct, frozen=True, kw_only=True):
    """How the feature changes were paid for (fractions written as strings, e.g. "1/2")."""

    budget: str
    gained: str
    """Points gained by lowering ratings (the "moved" points)."""
    spent: str
    """Points spent raising ratings."""


def _factor(feature: str) -> int:
    return SENSE_FACTOR.get(feature, 1)


def _prices(adjustments: Mapping[str, int]) -> tuple[Fraction, Fraction]:
    spent = Fraction(0)
    gained = Fraction(0)
    for feature, delta in adjustments.items():
        if delta > 0:
            spent += delta * _factor(feature)
        elif delta < 0:
            gained += Fraction(-delta, _factor(feature))
    return spent, gained


def _check_present(defaults: Mapping[str, int | None], adjustments: Mapping[str, int]) -> None:
    for feature, delta in adjustments.items():
        if feature not in BASE_FEATURES:
            raise RuleViolation("not_customizable", "only the seven features can be customized", feature=feature)
        if delta and defaults.get(feature) is None:
            raise RuleViolation("feature_missing", "the character has no such sense to adjust", feature=feature)


def customize_animal(defaults: Mapping[str, int | None], adjustments: Mapping[str, int]) -> Customization:
    _check_present(defaults, adjustments)
    for feature, delta in adjustments.items():
        if delta > MAX_RAISE:
            raise RuleViolation(
                "raise_too_large",
                "no rating may be raised by more than 4",
                feature=feature,
                raised=delta,
                maximum=MAX_RAISE,
            )
    spent, gained = _prices(adjustments)
    if gained > MAX_MOVED:
        raise RuleViolation(
            "moved_too_many_points",
            "at most 3 points can be moved from one rating to another",
            moved=str(gained),
            maximum=MAX_MOVED,
        )
    if spent > ANIMAL_BUDGET + gained:
        raise RuleViolation(
            "customization_over_budget",
            "raising these ratings costs more than the 5 points plus the points moved",
            spent=str(spent),
            available=str(ANIMAL_BUDGET + gained),
        )
    return Customization(budget=str(ANIMAL_BUDGET), gained=str(gained), spent=str(spent))


def customize_bot(defaults: Mapping[str, int | None], adjustments: Mapping[str, int]) -> Customization:
    _check_present(defaults, adjustments)
    raised = [f for f, d in adjustments.items() if d > 0]
    lowered = [f for f, d in adjustments.items() if d < 0]
    for feature in raised:
        if adjustments[feature] > BOT_MAX_RAISE:
            raise RuleViolation(
                "bot_raise_too_large",
                "a bot raises a feature by one level at most",
                feature=feature,
                raised=adjustments[feature],
                maximum=BOT_MAX_RAISE,
            )
    for feature in lowered:
        limit = BOT_MAX_LOWER.get(feature, 1)
        if -adjustments[feature] > limit:
            raise RuleViolation(
                "bot_lower_too_large",
                "a bot lowers a feature by one level (Sight or Hearing: two)",
                feature=feature,
                lowered=-adjustments[feature],
                maximum=limit,
            )
    if len(raised) > BOT_MAX_RAISED:
        raise RuleViolation(
            "bot_raises_two_features", "a bot raises at most two features", raised=raised, maximum=BOT_MAX_RAISED
        )
    if len(lowered) > BOT_MAX_LOWERED:
        raise RuleViolation(
            "bot_lowers_one_feature", "a bot lowers at most one feature", lowered=lowered, maximum=BOT_MAX_LOWERED
        )
    spent, gained = _prices(adjustments)
    if spent > BOT_BUDGET + gained:
        raise RuleViolation(
            "customization_over_budget",
            "a bot raises one level, or two if it lowers another feature",
            spent=str(spent),
            available=str(BOT_BUDGET + gained),
        )
    return Customization(budget=str(BOT_BUDGET), gained=str(gained), spent=str(spent))


def apply_adjustments(defaults: Mapping[str, int | None], adjustments: Mapping[str, int]) -> dict[str, int | None]:
    out = dict(defaults)
    for feature, delta in adjustments.items():
        value = out.get(feature)
        if value is not None:
            out[feature] = value + delta
    return out


def skill_points(features: Mapping[str, int | None]) -> int:
    """Points to spend on skills at creation: Intellect + 10 (never below zero)."""
    return max(0, int(features.get("INT") or 0) + 10)


def skill_costs(initials: Mapping[str, int | None], targets: Mapping[str, int]) -> dict[str, int]:
    """The points each chosen skill costs from its initial rating."""
    return {name: raise_cost(name, initials[name], target) for name, target in targets.items()}


def check_skill_budget(costs: Mapping[str, int], budget: int) -> int:
    spent = sum(costs.values())
    if spent > budget:
        raise RuleViolation(
            "skill_points_exceeded",
            "the skills chosen cost more than INT + 10 points",
            spent=spent,
            available=budget,
            costs=dict(costs),
        )
    return spent
