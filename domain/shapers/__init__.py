"""Shapers and Bots: animal adventurers and bots, 3d6 + rating + difficulty against 11, with flukes.

The package exposes `RULESET`. Modules: `features` (ratings, species), `skills` (the skills table),
`customization` and `bots` (creation budgets), `checks` (the dice mechanic), `weapons`, `shaping`,
`lookups` (reading the state), `state`, `commands`, `events`, `decide/` (routing in `__init__`, then one
decision module per chapter: `creation`, `challenges`, `combat` and `attacks`, `health`, `equipment`,
`advancement`) and `apply` (the fold).
"""

from __future__ import annotations

from typing import get_args

from domain.ruleset import Ruleset
from domain.shapers.apply import HANDLERS
from domain.shapers.bots import BOT_WEAPONS, BotFeature, BotPenalty
from domain.shapers.commands import COMMANDS, SbSheet
from domain.shapers.decide import decide
from domain.shapers.events import EVENTS
from domain.shapers.features import SPECIES
from domain.shapers.shaping import SHAPING_GUIDE
from domain.shapers.skills import CATEGORIES, COMMON_SKILLS, MASTER_SKILLS, TRACKING
from domain.shapers.state import new_state
from domain.shapers.weapons import DAMAGE
from domain.visibility import shares_a_record

RULESET = Ruleset(
    name="shapers-and-bots",
    title="Shapers and Bots",
    prefix="sb",
    sheet=SbSheet,
    commands=COMMANDS,
    events=EVENTS,
    new_state=new_state,
    decide=decide,
    follows_roll=shares_a_record,  # later events name the records a roll made
    handlers=HANDLERS,
    summary="A children's game of animal adventurers and bots: 3d6 + rating + difficulty, 11 or more "
    "succeeds; 18 always succeeds, 3 and 4 always fail.",
    extras={
        "species": {
            name: {
                "features": info.feature_defaults(),
                "natural_armor": info.natural_armor,
                "natural_weapons": dict(info.natural_weapons),
                "species_skills": dict(info.skill_overrides),
                "skill_bonuses": dict(info.skill_bonuses),
                "carnivorous": info.carnivorous,
                "notes": list(info.notes),
            }
            for name, info in SPECIES.items()
        },
        "skills": dict(MASTER_SKILLS),
        "common_skills": list(COMMON_SKILLS),
        "skill_categories": dict(CATEGORIES),
        "tracking": f"{TRACKING}: the best of SGT, HER and SML",
        "shaping_guide": SHAPING_GUIDE,
        "bot_features": list(get_args(BotFeature)),
        "bot_penalties": list(get_args(BotPenalty)),
        "bot_weapons": dict(BOT_WEAPONS),
        "damage": {
            f"{weapon}/{'armored' if armored else 'unarmored'}": (
                f"beat {d.beat} for {d.points} point" if d.beat else f"{d.points} point(s)"
            )
            for (weapon, armored), d in DAMAGE.items()
        },
    },
)
