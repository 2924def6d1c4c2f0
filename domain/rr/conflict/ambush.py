"""Ambushes and surprise: the ambushers' roll, who must save, how hard the save is, what surprise costs.

The seed ("Ambushes and Surprise", "Multiple Ambushers", "Ambush Results"):

- the ambushers roll a Test (Stealth vs. Locomotion for a foot pad, Strategy (Ambush) vs. Perception for a
  set ambush); several ambushers use the *worst* Attribute and the *best* Program among them;
- success makes each target roll a Perception Save; each additional success lowers that save's TN by 1,
  halved (rounded down) when one roll affects several targets (the x1/2 Multiple modifier);
- no success: the ambush fails, the targets are not affected, and the ambushers, if they go through with
  it, must roll Perception Saves themselves;
- each failed die of a surprise save costs 2 points of Perception (used for the initial Turn Order) and
  1 Action Point off the base total (2 under the `surprise_action_points` ruling, domain/rr/rulings.py); the
  robot may not Pay for Turn until the loss is bought off;
- every time any robot pays for a turn, each surprised robot recovers 1 point at the end of that action.

In a social conflict the seed uses an "Etiquette Save" instead. Etiquette is not an attribute, so which
attribute stands in is the GM's call (an input of the surprise save); the same losses follow.

Inspiration: the seed has two kinds of resolution roll, Tests and Saving Throws, and only "Any 1s rolled
during any Test" are potential Inspiration. The ambushers' roll is a Test, rolled with the program holder's
programming, so a Sparked holder may take its 1s instead of successes (until the first surprise save
settles the ambush's outcome); a surprise save is a Saving Throw and its 1s are plain successes.
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

SURPRISE_LOSS_PER_DIE = 2


class Candidate(msgspec.Struct, frozen=True, kw_only=True):
    """One ambusher's pool for the ambush program (program + linked core) and the attribute's value."""

    character_id: str
    pool: int | None
    """None when this ambusher does not hold the program."""
    attribute: int


class GroupRoll(msgspec.Struct, frozen=True, kw_only=True):
    """Who lends the best program and who sets the worst attribute."""

    program_holder: str
    pool: int
    attribute_holder: str
    tn: int


def group_roll(candidates: Sequence[Candidate]) -> GroupRoll | None:
    """Best program and worst attribute among the ambushers (None when nobody holds the program).

    Ties go to the ambusher listed first, so the choice is reproducible.
    """
    holders = [c for c in candidates if c.pool is not None]
    if not holders:
        return None
    best = holders[0]
    for c in holders[1:]:
        if c.pool is not None and best.pool is not None and c.pool > best.pool:
            best = c
    worst = candidates[0]
    for c in candidates[1:]:
        if c.attribute < worst.attribute:
            worst = c
    assert best.pool is not None
    return GroupRoll(
        program_holder=best.character_id, pool=best.pool, attribute_holder=worst.character_id, tn=worst.attribute
    )


def save_tn_reduction(net_successes: int, targets: int) -> int:
    """How much each target's surprise save TN drops: the successes beyond the first, halved (rounded down)
    when the roll affects more than one target. No success: no save is triggered (0)."""
    extra = max(0, net_successes - 1)
    return extra // 2 if targets > 1 else extra
