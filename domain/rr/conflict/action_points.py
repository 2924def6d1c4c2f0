"""Action Points: the fixed Target Numbers of the Base Action Point roll, the base total, the cap, costs.

The seed ("Base Action Points", "Adapting the Extended Conflict Rules to a Social Situation"):

- combat: roll Processor + Self Awareness dice (a non-Sparked robot has no Self Awareness: Processor only)
  against a TN set by the head counts: equal sides 5; the side with greater numbers 4, more than 2x the
  numbers 3; the side with lesser numbers 6, less than ½ the numbers 7;
- social: roll Anthropoid Class + Self Awareness against a TN set by comparing the robot's Anthropoid
  Class to the mean: equal 5; greater 6, 2x greater 7; less 4, 2x less 3;
- Base Action Points = 1 + 1 per success, less 1 per failed die on a surprise save, to a minimum of 0;
- the maximum is Processor + Self Awareness (Anthropoid Class + SA in a social conflict).

Rule judgements (each also said where it is applied):

- The quick reference says "2x or more" → 3 and "½ or fewer" → 7; the chapter's own table says "More
  than 2x" and "Less than ½". We follow the chapter's table: exactly double is TN 4 / TN 6 (the GM may rule
  for the quick reference: the `base_action_point_odds` ruling, domain/rr/rulings.py).
- The social table's "2x greater" / "2x less" have no "more than"; we read them literally: a Class at
  least double the mean is TN 7, at most half of it TN 3.
- The Base Action Point example says surprised robots lose "2 per failed die"; the rule's own bullets
  (quick reference, "Ambush Results", the alley example) say 1 per failed die. We follow 1 (the GM may rule
  for 2: the `surprise_action_points` ruling).
- 1 + successes can exceed the maximum (all dice succeed). "Action Points cannot be increased beyond their
  maximum level", so the roll's total is capped at the maximum before surprise losses are taken off.
"""

from __future__ import annotations

from fractions import Fraction

import msgspec

OPPOSING_ROLL_COST = 1
OFF_HAND_COST = 1
PAY_FOR_TURN_COST = 1


def side_size_tn(own: int, opponents: int, double_counts: bool = False) -> int:
    """The combat Base Action Point TN for a robot whose side has `own` heads against `opponents` (with
    `double_counts`, the `base_action_point_odds` ruling's summary reading: exactly double is TN 3, half TN 7)."""
    if own <= 0 or opponents <= 0:
        raise ValueError("both sides need at least one robot")
    if own == opponents:
        return 5
    if own > opponents:
        return 3 if own > 2 * opponents or (double_counts and own == 2 * opponents) else 4
    return 7 if 2 * own < opponents or (double_counts and 2 * own == opponents) else 6


def class_tn(anthropoid_class: int, mean: Fraction) -> int:
    """The social Base Action Point TN: the robot's Anthropoid Class against the mean Class."""
    if anthropoid_class == mean:
        return 5
    if anthropoid_class > mean:
        return 7 if anthropoid_class >= 2 * mean else 6
    return 3 if 2 * anthropoid_class <= mean else 4


class BaseTotal(msgspec.Struct, frozen=True, kw_only=True):
    """How a Base Action Point total was reached, for the event."""

    rolled: int
    """1 + successes."""
    maximum: int
    capped: int
    surprise_loss: int
    action_points: int


def base_action_points(successes: int, maximum: int, surprise_loss: int) -> BaseTotal:
    """1 + successes, capped at the maximum, less the surprise loss, never below 0."""
    rolled = 1 + successes
    capped = min(rolled, maximum)
    return BaseTotal(
        rolled=rolled,
        maximum=maximum,
        capped=capped,
        surprise_loss=surprise_loss,
        action_points=max(0, capped - surprise_loss),
    )


def mean_class(classes: list[int]) -> Fraction:
    """The exact mean Anthropoid Class of the robots present."""
    return Fraction(sum(classes), len(classes))
