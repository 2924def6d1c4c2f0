"""Ratings and weapons in the rulebook's words, for offers and table views (never an abbreviation or an id)."""

from __future__ import annotations

from domain.errors import DomainError
from domain.shapers.decide.attacks import PUNCH, attack_weapon
from domain.shapers.features import FEATURE_TITLES
from domain.shapers.skills import split_category
from domain.shapers.state import Character


def rating_title(name: str) -> str:
    """A rating in the rulebook's words: "DEX" → "Dexterity", "Weapon:Bow" → "Weapon (Bow)"."""
    if name in FEATURE_TITLES:
        return FEATURE_TITLES[name]
    if name == "HP":
        return "health points"
    split = split_category(name)
    if split is not None:
        return f"{split[0]} ({split[1]})"
    return name


def weapon_title(ch: Character, name: str) -> str:
    """A weapon the character may use, with its class: "Hunting bow (small weapon)", "Punch"."""
    try:
        weapon_class, _ = attack_weapon(ch, name, check_ready=False)
    except DomainError:
        return name
    title = "Punch" if name == PUNCH else name[:1].upper() + name[1:]
    if name == PUNCH:
        return title if weapon_class == "punch" else f"{title} (counts as a small weapon)"
    kind = "natural, " if name in ch.natural_weapons else ""
    return f"{title} ({kind}{weapon_class} weapon)"


def weapon_phrase(ch: Character, name: str) -> str:
    """A weapon in a sentence: "the hunting bow (small weapon)", "a punch", "claws and bite (natural, small
    weapon)"."""
    try:
        weapon_class, _ = attack_weapon(ch, name, check_ready=False)
    except DomainError:
        return name
    if name == PUNCH:
        return "a punch" if weapon_class == "punch" else "a punch (counts as a small weapon)"
    if name in ch.natural_weapons:
        return f"{name} (natural, {weapon_class} weapon)"
    return f"the {name} ({weapon_class} weapon)"
