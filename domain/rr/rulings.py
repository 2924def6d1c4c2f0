"""The rulings of Robots & Rapiers: its book's known contradictions (domain/rulings.py, docs/rulesets.md)."""

from __future__ import annotations

from domain.campaign import CampaignState
from domain.rr.vocabulary import Rounding
from domain.rulings import Reading, Ruling, in_force

DARKNESS = Ruling(
    name="darkness_rounding",
    title="Half Visual in the dark: rounded up or down",
    readings=(
        Reading(
            name="round_up",
            rule="In the dark, Perception uses half the Visual Sensors rounded up (Visual 3 counts 2).",
            book="if the combat is taking place in the dark it should use only ½ of Visual Sensors (round up) plus "
            "Audio; … In dim light use 1/2 of Visual Sensors rounded up.",
            where="Initial Turn Order; Perception Combinations for rolls",
        ),
        Reading(
            name="round_down",
            rule="In the dark, Perception uses half the Visual Sensors rounded down (Visual 3 counts 1), as the "
            "book's worked examples do.",
            book="Charles has Level 3 Visual Sensors which are halved to 1, for an effective Perception of 4. … "
            "Edward, has Level 3 Visual and Level 4 Audio Sensors, which in darkness provide an effective "
            "Perception of 5.",
            where="Initial Turn Order: the moonlit bridge example; Adding Additional Combatants",
        ),
    ),
)

SURPRISE_ACTION_POINTS = Ruling(
    name="surprise_action_points",
    title="Action Points a surprised robot loses per failed die",
    readings=(
        Reading(
            name="one_per_die",
            rule="Each failed die of a surprise Perception Save costs 1 Action Point (and 2 Perception for the "
            "Initial Turn Order).",
            book="Each failed die on the Perception Save causes a loss of 2 points of Perception (as normal) which "
            "applies to determining Initial Turn Order. It also causes a loss of 1 Action Points. … Burgiss rolls 3 "
            "dice … He actually succeeds on 1 die. … He loses 2 Action Points",
            where="Ambushes and Surprise (both chapters); Ambush Results: the alley example",
        ),
        Reading(
            name="two_per_die",
            rule="Each failed die of a surprise Perception Save costs 2 Action Points.",
            book="The three who are surprised will have this number reduced by 2 per failed die on the Perception Save",
            where="Base Action Points, after the alley example",
        ),
    ),
)

BASE_ACTION_POINT_ODDS = Ruling(
    name="base_action_point_odds",
    title="Base Action Point TN when one side has exactly double the numbers",
    readings=(
        Reading(
            name="more_than_double",
            rule="TN 3 only for a side more than twice the other's numbers, TN 7 only for one less than half; "
            "exactly double is TN 4, exactly half TN 6.",
            book="Side with greater numbers: TN = 4. More than 2x numbers: TN = 3 … Side with lesser numbers: "
            "TN = 6. Less than ½ numbers: TN = 7",
            where="Action Points: Roll Base Action Points",
        ),
        Reading(
            name="double_or_more",
            rule="TN 3 already for a side with double the other's numbers, TN 7 for one with half or fewer.",
            book="Side with greater numbers: TN = 4, if 2x or more greater numbers TN = 3. … Side with fewer "
            "numbers: TN = 6, if 1/2 or fewer numbers TN = 7",
            where="Advanced Mechanics for Combat and Extended Conflicts: Base Action Points (the summary)",
        ),
    ),
)

RULINGS = (DARKNESS, SURPRISE_ACTION_POINTS, BASE_ACTION_POINT_ODDS)


def darkness_rounding(state: CampaignState) -> Rounding:
    """How half Visual rounds in the dark, by the ruling in force."""
    return "down" if in_force(state, DARKNESS) == "round_down" else "up"


def surprise_action_points_per_die(state: CampaignState) -> int:
    """Action Points a surprised robot loses per failed die of its Perception Save, by the ruling in force."""
    return 2 if in_force(state, SURPRISE_ACTION_POINTS) == "two_per_die" else 1


def double_counts(state: CampaignState) -> bool:
    """Whether exactly double (or half) the numbers already gives TN 3 (or 7), by the ruling in force."""
    return in_force(state, BASE_ACTION_POINT_ODDS) == "double_or_more"
