"""The skills table: initial ratings from features, categories, Tracking, species skills, raise costs.

Initial ratings are written exactly as the rulebook's table writes them ("FIT - SIZ", "-3", "None") and
evaluated here, so the table a client sees (RULESET.extras) is the one the rules use.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from domain.errors import InvalidCommand, RuleViolation
from domain.shapers.features import SpeciesInfo, strength

NONE = "None"

MASTER_SKILLS: dict[str, str] = {
    "Acrobatics": "FIT - SIZ",
    "Animal Handling": "INT",
    "Boating": "-3",
    # The table says STR, but the chapter's own bullet ("every character's initial rating for Brawling is
    # equal to their Fitness") and Garree's worked example (FIT +1, STR 0, Brawling +1) both say FIT.
    "Brawling": "FIT",
    "Camouflage": "-3",
    "Camping": "-3",
    "Charisma": "INT",
    "Climbing": "FIT - SIZ",
    "Computers": NONE,
    "Dancing": "FIT",
    "Driving": NONE,
    "Escapology": "DEX",
    "Farming": "-3",
    "First Aid": "-3",
    "Gambling": "0",
    "Hiding": "INT - SIZ",
    "Hypnotism": NONE,
    "Mechanics": NONE,
    "Medicine": NONE,
    "Navigation": NONE,
    "Picking Pockets": "DEX - 3",
    "Riding": "FIT",
    "Sailing": "-5",
    "Singing": "HER - 3",
    "Skating": "FIT - 3",
    "Skiing": "FIT - 3",
    "Stage Magic": NONE,
    "Stealth": "FIT - SIZ",
    "Swimming": "STR - 3",
    "Throwing": "FIT",
    "Trapping": "-5",
    "Tunnelling": "-3",
    "Ventriloquism": NONE,
}
COMMON_SKILLS: tuple[str, ...] = ("Brawling", "Climbing", "Hiding", "Stealth", "Swimming", "Throwing")
"""The skills the rulebook prints in bold: worth working out for every character."""

CATEGORIES: dict[str, str] = {"Craft": NONE, "Fine Art": NONE, "Lore": NONE, "Weapon": "FIT - 5"}
"""Skills whose specialties are mastered separately: written ``"Weapon:Bow"``, ``"Lore:History"``."""

TRACKING = "Tracking"
"""Initial rating: the best of Sight, Hearing and Smell."""

SHAPING_KINDS: tuple[str, ...] = ("Earth", "Air", "Light", "Water", "Luck", "Time")
SHAPING_PREFIX = "Shaping:"

NONE_TO_FIRST_LEVEL = -5
"""Learning a skill one has "None" in lifts it to -5, for 1 point."""
CHEAP_LEVELS = 3
"""The first three levels of a raise cost 1 point each; each level beyond costs 2."""


def evaluate(formula: str, features: Mapping[str, int | None]) -> int | None:
    """Evaluate a table formula ("FIT - SIZ", "STR - 3", "-5", "None") against a character's features.

    A formula that names a feature the character lacks (a blind bot's Sight) has no value.
    """
    if formula == NONE:
        return None
    total = 0
    sign = 1
    for token in formula.replace("-", " - ").replace("+", " + ").split():
        if token == "-":
            sign = -sign
            continue
        if token == "+":
            continue
        if token.isdigit():
            value: int | None = int(token)
        elif token == "STR":
            value = strength(features)
        else:
            value = features.get(token)
        if value is None:
            return None
        total += sign * value
        sign = 1
    return total


def tracking(features: Mapping[str, int | None]) -> int | None:
    senses = [v for k in ("SGT", "HER", "SML") if (v := features.get(k)) is not None]
    return max(senses) if senses else None


def initial_skills(
    features: Mapping[str, int | None], species: SpeciesInfo | None, shaping: str | None
) -> dict[str, int | None]:
    """Every skill the character starts with a known initial rating in (master list, Tracking, species
    skills, a shaper's kind), before any points are spent."""
    skills: dict[str, int | None] = {name: evaluate(f, features) for name, f in MASTER_SKILLS.items()}
    skills[TRACKING] = tracking(features)
    if species is not None:
        skills.update(species.skill_overrides)
        for name, bonus in species.skill_bonuses.items():
            base = skills.get(name)
            skills[name] = None if base is None else base + bonus
    if shaping is not None:
        skills[SHAPING_PREFIX + shaping] = species.shaping_start if species is not None else NONE_TO_FIRST_LEVEL
    return skills


def split_category(name: str) -> tuple[str, str] | None:
    """``"Weapon:Bow"`` → ``("Weapon", "Bow")``; None for a plain skill name."""
    if ":" not in name:
        return None
    category, specialty = (part.strip() for part in name.split(":", 1))
    return category, specialty


def canonical(name: str) -> str:
    """The stored spelling of a skill name: specialties as ``Category:Specialty`` without spaces around
    the colon, so "Weapon: Bow" and "Weapon:Bow" are the same skill."""
    parts = split_category(name)
    return name.strip() if parts is None else f"{parts[0]}:{parts[1]}"


def initial_rating(
    name: str,
    features: Mapping[str, int | None],
    known: Mapping[str, int | None],
    custom_skills: Iterable[str],
) -> int | None:
    """The initial rating of a skill the character may have, or an error naming why it is not one.

    `known` is the character's initial skill dict (from `initial_skills`).
    """
    if name in known:
        return known[name]
    parts = split_category(name)
    if parts is not None:
        category, specialty = parts
        if category == "Shaping":
            raise RuleViolation(
                "not_a_shaper", "only a shaper of that kind has this skill", skill=name, kinds=list(SHAPING_KINDS)
            )
        if category not in CATEGORIES:
            raise InvalidCommand("unknown_skill", "no such skill category", skill=name, categories=list(CATEGORIES))
        if not specialty:
            raise InvalidCommand("specialty_required", "name the specialty, e.g. Weapon:Bow", skill=name)
        return evaluate(CATEGORIES[category], features)
    if name in CATEGORIES:
        raise InvalidCommand(
            "specialty_required", "a skill category is mastered one specialty at a time, e.g. Weapon:Bow", skill=name
        )
    if name in set(custom_skills):
        return None
    raise InvalidCommand("unknown_skill", "no such skill for this character", skill=name)


def levels_cost(levels: int) -> int:
    """Points for raising a skill by `levels`: 1 each for the first three, 2 each after that."""
    return min(levels, CHEAP_LEVELS) + 2 * max(0, levels - CHEAP_LEVELS)


def raise_cost(name: str, initial: int | None, target: int) -> int:
    """Points needed to take a skill from its initial rating to `target` at character creation.

    From None the first step (to -5) costs 1 point and the three cheap levels count from -5 on: the
    rulebook prices the step separately and says nothing more (our reading).
    """
    if initial is None:
        if target < NONE_TO_FIRST_LEVEL:
            raise InvalidCommand(
                "below_first_level",
                "a newly learnt skill starts at -5",
                skill=name,
                rating=target,
                minimum=NONE_TO_FIRST_LEVEL,
            )
        return 1 + levels_cost(target - NONE_TO_FIRST_LEVEL)
    if target < initial:
        raise RuleViolation(
            "skill_below_initial",
            "skill points raise skills; they cannot be lowered below their initial rating",
            skill=name,
            rating=target,
            initial=initial,
        )
    return levels_cost(target - initial)


def raised_one_level(rating: int | None) -> int:
    """One level up (leveling up, a teacher): None becomes -5, any number goes up by one."""
    return NONE_TO_FIRST_LEVEL if rating is None else rating + 1
