"""The rulings of Shapers and Bots: its book's known contradictions (domain/rulings.py, docs/rulesets.md)."""

from __future__ import annotations

from collections.abc import Mapping

from domain.campaign import CampaignState
from domain.rulings import Reading, Ruling, in_force
from domain.shapers.checks import FLUKES, FLUKES_AS_GLOSSED, Fluke

SEVENTEEN = Ruling(
    name="fluke_seventeen",
    title="A roll of 17: a lucky twist or an automatic success",
    readings=(
        Reading(
            name="lucky_twist",
            rule="A 17 is judged by its total like any roll, and something good but unexpected happens (an 18 "
            "alone always succeeds).",
            book="If they roll 17---that is, two 6's and a 5---something good happens, but probably not what they "
            "expected. … Zitter rolls again and gets 6-5-6, for a score of 17. The Director rules that her lucky "
            "shot has gone wild and brought a branch crashing down between her and the angry pirate.",
            where="Flukes, and its example",
        ),
        Reading(
            name="automatic_success",
            rule="A 17, like an 18, always succeeds (and wins a contest).",
            book="Fluke: a roll of 17 or 18 (automatic success) or 3 or 4 (automatic failure).",
            where="Glossary",
        ),
    ),
)

RULINGS = (SEVENTEEN,)


def flukes(state: CampaignState) -> Mapping[int, Fluke]:
    """What each fluke total means, by the ruling in force."""
    return FLUKES_AS_GLOSSED if in_force(state, SEVENTEEN) == "automatic_success" else FLUKES
