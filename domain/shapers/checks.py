"""The one dice mechanic: 3d6 + rating + difficulty, 11 or more succeeds, with flukes.

Flukes follow the Flukes section: 18 (three 6's) always succeeds; 17 means "something good happens, but
probably not what they expected" — the roll is still judged by its total (Zitter's 17 at -10 did not hit,
yet a branch fell), so a 17 carries a `lucky_twist` flag for the GM to narrate; 4 always fails; 3 fails and
"something really bad has happened" (`disaster`). The glossary's shorter "17 or 18 (automatic success)"
contradicts the section's own example, so the section wins (unless the GM rules for the glossary: the
`fluke_seventeen` ruling, domain/shapers/rulings.py; `flukes` is then `FLUKES_AS_GLOSSED`).

A character with no rating at all (a skill at "None") "must rely on fluke rolls": only an 18 succeeds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Literal

import msgspec

from domain.dice import DiceRoll, DiceSource

TARGET = 11
DICE = 3
SIDES = 6
Fluke = Literal["success", "lucky_twist", "failure", "disaster"]
FLUKES: dict[int, Fluke] = {18: "success", 17: "lucky_twist", 4: "failure", 3: "disaster"}
FLUKES_AS_GLOSSED: dict[int, Fluke] = {**FLUKES, 17: "success"}
"""The glossary's reading: "a roll of 17 or 18 (automatic success)"."""


class Part(msgspec.Struct, frozen=True, kw_only=True):
    """One number added to the dice, and where it came from ("DEX", "difficulty", "berserk", "damage")."""

    name: str
    value: int


class Check(msgspec.Struct, frozen=True, kw_only=True):
    """One 3d6 roll and how its total was built; `roll_index` points into the event's `rolls`."""

    roll_index: int
    dice_total: int
    rating_name: str
    rating: int | None
    """None: the character has no rating (fluke rolls only)."""
    parts: tuple[Part, ...]
    total: int
    target: int | None = TARGET
    """None in a contest, where the higher score wins instead."""
    succeeded: bool | None = None
    margin: int | None = None
    """total - target: negative is how much the roll failed by."""
    fluke: Fluke | None = None


def fluke_of(dice_total: int, flukes: Mapping[int, Fluke] = FLUKES) -> Fluke | None:
    return flukes.get(dice_total)


def judge(dice_total: int, rating: int | None, total: int, flukes: Mapping[int, Fluke] = FLUKES) -> bool:
    fluke = fluke_of(dice_total, flukes)
    if fluke == "success":
        return True
    if fluke in ("failure", "disaster") or rating is None:
        return False
    return total >= TARGET


def build_check(
    roll: DiceRoll,
    roll_index: int,
    rating_name: str,
    rating: int | None,
    modifiers: Sequence[Part] = (),
    *,
    contest: bool = False,
    flukes: Mapping[int, Fluke] = FLUKES,
) -> Check:
    dice_total = sum(roll.faces)
    parts = ((Part(name=rating_name, value=rating),) if rating is not None else ()) + tuple(
        m for m in modifiers if m.value != 0
    )
    total = dice_total + sum(p.value for p in parts)
    return Check(  # a contest has no target: the higher score wins, judged by the caller
        roll_index=roll_index,
        dice_total=dice_total,
        rating_name=rating_name,
        rating=rating,
        parts=parts,
        total=total,
        target=None if contest else TARGET,
        succeeded=None if contest else judge(dice_total, rating, total, flukes),
        margin=None if contest else total - TARGET,
        fluke=fluke_of(dice_total, flukes),
    )


def roll_check(
    dice: DiceSource,
    rolls: list[DiceRoll],
    rating_name: str,
    rating: int | None,
    modifiers: Sequence[Part] = (),
    *,
    contest: bool = False,
    flukes: Mapping[int, Fluke] = FLUKES,
) -> Check:
    """Roll 3d6 from `dice`, append the roll to `rolls` (the event's list) and judge it (`flukes`: what each
    fluke total means, by the `fluke_seventeen` ruling in force)."""
    roll = dice.roll(DICE, SIDES)
    rolls.append(roll)
    return build_check(roll, len(rolls) - 1, rating_name, rating, modifiers, contest=contest, flukes=flukes)


def contest_rank(check: Check) -> tuple[int, int]:
    """Order of contest scores: a natural 18 beats any score, a natural 3 or 4 (or having no rating at
    all) loses to any score, otherwise the higher total wins (our reading of flukes inside a contest)."""
    if check.fluke == "success":
        return (2, 0)
    if check.fluke in ("failure", "disaster") or check.rating is None:
        return (0, 0)
    return (1, check.total)
