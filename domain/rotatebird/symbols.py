"""The symbol tables of Rotate Bird's appendices, and the rolls that read them.

Symbols are stored as stable slugs derived from the rulebook's descriptions (``"Earth (planet)"`` →
``"earth-planet"``); `DESCRIPTIONS` maps every slug back to the rulebook's wording so clients can draw the
right icon. Every random pick returns the `DiceRoll`s it used, in order, so the event that records it can
keep all faces — re-rolled duplicates included.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Literal

import msgspec

from domain.dice import DiceRoll, DiceSource, d66
from domain.errors import RuleViolation

SymbolKind = Literal["being", "doing"]


def slug(description: str) -> str:
    """The stable id of a symbol: lower case, apostrophes dropped, anything else non-alphanumeric → '-'."""
    text = description.lower().replace("'", "")
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


# --- Appendix 1: Being symbols (d6 picks the table, d66 the row) ----------------------------------------

_BEING_A = (
    "Anchor", "Apple", "Bag with dollar sign", "Beer mug", "Bell", "Bird",
    "Bomb", "Bone", "Book", "Broom", "Bug", "Candy cane",
    "Carrot", "Cat", "Chemical flask", "Chess knight", "Chicken drumstick", "Cinema film",
    "Cloud", "Coffee mug", "Compass", "Cowboy hat", "Crown", "Dog",
    "Door", "Earth (planet)", "Egg", "Evergreen tree", "Eye", "Faceted gemstone",
    "Feather", "Fish", "Flag", "Flame", "Fork and knife", "Gear",
)  # fmt: skip
_BEING_B = (
    "Giftwrapped box", "Glass of liquid", "Guitar", "Gust of wind", "Hallowe'en ghost", "Hammer",
    "Handcuffs", "Hardhat", "Headphones", "Heart", "Hourglass", "House",
    "Human brain", "Human hand", "Human skull", "Human tooth", "Ice cream with cone", "Key",
    "Knight's shield", "Leaf", "Lemon", "Lightbulb", "Lightning bolt", "Liquid droplet",
    "Magnet", "Magnifying glass", "Mitten", "Money", "Moon", "Musical notes",
    "Padlock", "Paintbrush", "Pair of scissors", "Pair of six-sided dice", "Paperclip", "Paper plane",
)  # fmt: skip
_BEING_C = (
    "Parchment scroll", "Paw print", "Pencil", "Pepper (vegetable)", "Puzzle piece", "Radiation symbol",
    "Reading glasses", "Ruler (measuring instrument)", "Scales (measuring instrument)", "Screwdriver",
    "Shoe prints", "Shrimp",
    "Slice of bread", "Slice of pizza", "Snowflake", "Soccer ball", "Socks", "Spider",
    "Spoon", "Star", "Suitcase", "Sun", "Syringe", "Telephone handset",
    "Theatre masks", "Thermometer", "Tornado", "Trash can", "Trophy", "T-shirt",
    "Umbrella", "Waves on water", "Wedge of cheese", "Weight (heavy object)", "Wine bottle", "Wrench",
)  # fmt: skip

# --- Appendix 2: Doing symbols (d66) -------------------------------------------------------------------

_DOING = (
    "Circle with a diagonal slash through it", "Cartoon word balloon", "Check mark", "Crosshairs",
    "Division sign", "Downward-pointing arrow",
    "Equals sign", "Exclamation point", "Ellipsis (three dots in a horizontal row)", "Fast-forward symbol",
    "Four arrows pointing inward toward a central dot",
    "Four outward-pointing arrows originating from a common point",
    "Line chart displaying a rising trend", "Infinity symbol", "Not equal sign", "Pause symbol",
    "Percent sign", "Pie chart",
    "Play symbol", "Plus/minus sign", "Question mark", "Recycle symbol", "Rewind symbol", "Sign of Mars",
    "Sign of Venus", "Six squares stacked into a pyramid", "Square root sign", "Square wave",
    "Three circular nodes connected in a triangular pattern",
    "Three flat rectangles layered on top of each other",
    "Three geomatric shapes, a triangle, a circle and a square",
    "Two curved arrows forming a clockwise circle",
    "Two horizontal arrows crossing each other in the middle",
    "Two stacked arrows, the top pointing right, and the bottom, left",
    "Two squares stacked on top of each other, diagonally offset",
    "Upward-pointing arrow",
)  # fmt: skip

# --- Random Fallout (d6), Factors, Doing trait themes (Appendix 3) ---------------------------------------

_FALLOUT = (
    "Broken heart", "Explosion", "Human figure falling", "Skull and crossbones", "Stopwatch",
    "Triangular sign with exclamation point",
)  # fmt: skip
_FACTORS = (
    "Book with skull and crossbones on cover", "Cloud with lightning bolt", "Dragon in profile",
    "Frowning face", "Ring (jewelry)", "Signpost with signs pointing left and right",
    "Tower with crenelated roof",
)  # fmt: skip
THEMES: tuple[str, ...] = (
    "alternate form or shapeshifting",
    "cartoon physics",
    "cybernetic implants, transhuman upgrades, or robot systems",
    "deviant science or forbidden lore",
    "divine gifts",
    "drugs, potions, or other temporary “buffs”",
    "features of a vehicle (motorcycle, robot suit, etc.)",
    "magic spells",
    "martial arts techniques",
    "meta-narrative (i.e., fourth wall breaking) tricks",
    "mutations or super powers",
    "natural abilities of alien or otherwise non-human physiology",
    "pet monster or monsters",
    "psychic disciplines",
    "reputations or resources",
    "special training",
    "symbiotic life-form, possessing ghost, or other “passenger”",
    "weapons, gadgets, or magic items",
)
"""Random Doing Trait Themes: each theme covers two consecutive d66 results (11–12, 13–14, …, 65–66)."""

BEING_TABLES: dict[str, tuple[str, ...]] = {
    "A": tuple(slug(d) for d in _BEING_A),
    "B": tuple(slug(d) for d in _BEING_B),
    "C": tuple(slug(d) for d in _BEING_C),
}
DOING_TABLE: tuple[str, ...] = tuple(slug(d) for d in _DOING)
FALLOUT_TABLE: tuple[str, ...] = tuple(slug(d) for d in _FALLOUT)
"""The generic Random Fallout table, faces 1–6 in order."""
FACTORS: tuple[str, ...] = tuple(slug(d) for d in _FACTORS)

BEING_SYMBOLS: frozenset[str] = frozenset(s for t in BEING_TABLES.values() for s in t)
DOING_SYMBOLS: frozenset[str] = frozenset(DOING_TABLE)

DESCRIPTIONS: dict[str, str] = {slug(d): d for d in (*_BEING_A, *_BEING_B, *_BEING_C, *_DOING, *_FALLOUT, *_FACTORS)}

# The rulebook's tables must stay 108 distinct Being symbols and 36 distinct Doing symbols; a typo here
# would silently shrink the vocabulary, so refuse to import rather than run with a broken table.
if len(BEING_SYMBOLS) != 108 or len(DOING_SYMBOLS) != 36 or BEING_SYMBOLS & DOING_SYMBOLS:
    raise RuntimeError("Rotate Bird symbol tables are malformed")

SYMBOL_PATTERN = r"^[a-z0-9]+(-[a-z0-9]+)*$"


def words(symbol: str) -> str:
    """A symbol as the rulebook describes it ("check-mark" → "Check mark"); a symbol a player drew for a major
    advance, or a GM's fallout table, from its slug."""
    known = DESCRIPTIONS.get(symbol)
    if known is not None:
        return known
    text = symbol.replace("-", " ")
    return text[:1].upper() + text[1:]


# --- reading the tables --------------------------------------------------------------------------------


def d66_index(value: int) -> int:
    """Row index 0..35 of a d66 result 11..66."""
    tens, units = divmod(value, 10)
    return (tens - 1) * 6 + (units - 1)


def being_table_for(face: int) -> str:
    """The Being table a d6 selects: 1–2 → A, 3–4 → B, 5–6 → C."""
    return "ABC"[(face - 1) // 2]


def theme_for(value: int) -> str:
    """The Doing trait theme of a d66 result (two consecutive units share a row)."""
    tens, units = divmod(value, 10)
    return THEMES[(tens - 1) * 3 + (units - 1) // 2]


def factors_for(value: int) -> tuple[str, str, str] | None:
    """The three Factors of a Random Factors d66 result, or None for 66 (re-roll)."""
    from itertools import combinations

    index = d66_index(value)
    rows = list(combinations(FACTORS, 3))  # the table lists the 35 combinations in this order
    return rows[index] if index < len(rows) else None


class SymbolRoll(msgspec.Struct, frozen=True, kw_only=True):
    """How one random symbol was found: which table, which d66 (or d6) result, and what it read.

    `discarded` marks results that were re-rolled (a duplicate, or a 66 on Random Factors); they stay in
    the record because their faces are in the event's rolls too.
    """

    table: str
    value: int
    result: str
    discarded: bool = False


def roll_being(dice: DiceSource, rolls: list[DiceRoll]) -> tuple[str, list[SymbolRoll]]:
    """Roll one random Being symbol (d6 for the table, then a d66), appending the DiceRolls to `rolls`."""
    pick = dice.roll(1, 6)
    rolls.append(pick)
    table = being_table_for(pick.faces[0])
    roll, value = d66(dice)
    rolls.append(roll)
    symbol = BEING_TABLES[table][d66_index(value)]
    return symbol, [SymbolRoll(table=f"being-{table}", value=value, result=symbol)]


def roll_doing(dice: DiceSource, rolls: list[DiceRoll]) -> tuple[str, list[SymbolRoll]]:
    """Roll one random Doing symbol (d66)."""
    roll, value = d66(dice)
    rolls.append(roll)
    symbol = DOING_TABLE[d66_index(value)]
    return symbol, [SymbolRoll(table="doing", value=value, result=symbol)]


def roll_theme(dice: DiceSource, rolls: list[DiceRoll]) -> tuple[str, list[SymbolRoll]]:
    roll, value = d66(dice)
    rolls.append(roll)
    theme = theme_for(value)
    return theme, [SymbolRoll(table="theme", value=value, result=theme)]


def roll_d6_table(
    table: Sequence[str], name: str, dice: DiceSource, rolls: list[DiceRoll]
) -> tuple[str, list[SymbolRoll]]:
    """Roll a d6 table such as Random Fallout or a GM's fallout table."""
    roll = dice.roll(1, 6)
    rolls.append(roll)
    result = table[roll.faces[0] - 1]
    return result, [SymbolRoll(table=name, value=roll.faces[0], result=result)]


MAX_REROLLS = 200
"""A guard against a dice source that never stops repeating itself; real dice never come near it."""


def roll_distinct(
    roll_one: Callable[[DiceSource, list[DiceRoll]], tuple[str, list[SymbolRoll]]],
    dice: DiceSource,
    rolls: list[DiceRoll],
    taken: set[str],
) -> tuple[str, list[SymbolRoll]]:
    """Roll until the result is not in `taken` ("re-rolling duplicates"); discarded results are kept."""
    record: list[SymbolRoll] = []
    for _ in range(MAX_REROLLS):
        result, rec = roll_one(dice, rolls)
        if result not in taken:
            return result, record + rec
        record += [msgspec.structs.replace(r, discarded=True) for r in rec]
    raise RuleViolation("too_many_rerolls", "the dice kept repeating a result", rerolls=MAX_REROLLS)


def roll_factors(dice: DiceSource, rolls: list[DiceRoll]) -> tuple[tuple[str, str, str], list[SymbolRoll]]:
    """Roll Random Factors, re-rolling 66."""
    record: list[SymbolRoll] = []
    for _ in range(MAX_REROLLS):
        roll, value = d66(dice)
        rolls.append(roll)
        factors = factors_for(value)
        if factors is not None:
            return factors, [*record, SymbolRoll(table="factors", value=value, result=",".join(factors))]
        record.append(SymbolRoll(table="factors", value=value, result="re-roll", discarded=True))
    raise RuleViolation("too_many_rerolls", "the dice kept rolling 66", rerolls=MAX_REROLLS)
