"""Bot design: the default kit, the features and penalties lists, and the two-or-three rule.

Every bot has locomotion (tracks, wheels or legs), two arms, cameras, a microphone and a speaker. On top
of that it takes two features from the list, or three if it also takes one penalty.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.errors import RuleViolation
from domain.shapers.features import WeaponClass

Locomotion = Literal["tracks", "wheels", "legs"]
BotFeature = Literal[
    "accelerator",
    "arm",
    "armor",
    "camouflage",
    "cart",
    "coldproof",
    "cutting-laser",
    "display-screen",
    "drill",
    "electromagnet",
    "extensible-arm",
    "fireproof",
    "flotation",
    "furnace",
    "gas-bag",
    "grapple",
    "grinder",
    "heavy-equipment",
    "legs",
    "liquid-storage",
    "microphone",
    "power-leech",
    "powered-flight",
    "radio",
    "sawblade",
    "searchlight",
    "solar-panels",
    "submersible",
    "speakers",
    "tracks",
    "vacuum",
    "wheels",
    "windmill",
]
BotPenalty = Literal[
    "armless",
    "blind",
    "buggy",
    "cannot-communicate",
    "conspicuous",
    "deaf",
    "fragile",
    "immobile",
    "not-waterproof",
    "obedient",
    "slow",
    "top-heavy",
    "weak-battery",
]

FEATURES_WITHOUT_PENALTY = 2
FEATURES_WITH_PENALTY = 3
MAX_PENALTIES = 1
REPEATABLE: frozenset[str] = frozenset({"arm"})
""""Each extra arm counts as one feature": the only feature a bot may take more than once."""

BOT_WEAPONS: dict[str, WeaponClass] = {"cutting-laser": "small", "grinder": "small", "sawblade": "small"}
LOST_SENSES: dict[str, str] = {"blind": "SGT", "deaf": "HER"}
"""Penalties that remove a sense entirely: no cameras, no microphone."""

CONTRADICTIONS: tuple[tuple[str, str], ...] = (
    ("armless", "arm"),
    ("armless", "extensible-arm"),
    ("deaf", "microphone"),
    ("cannot-communicate", "speakers"),
    ("cannot-communicate", "display-screen"),
    ("immobile", "legs"),
    ("immobile", "tracks"),
    ("immobile", "wheels"),
    ("immobile", "accelerator"),
    ("immobile", "powered-flight"),
    ("immobile", "gas-bag"),
)
"""A penalty that takes away what a feature adds (our reading: the pair makes no sense on one bot)."""


class BotDesign(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """What a player chooses for a bot beyond its ratings."""

    locomotion: Locomotion | None = "wheels"
    """How it moves by default; None only for an immobile bot."""
    features: list[BotFeature] = msgspec.field(default_factory=list)
    penalties: list[BotPenalty] = msgspec.field(default_factory=list)


def check_bot_design(design: BotDesign) -> None:
    """Two features, or three with one penalty; no duplicate (except arms); no contradictions."""
    penalties = design.penalties
    if len(set(penalties)) != len(penalties):
        raise RuleViolation("duplicate_bot_penalty", "each penalty can be taken once", penalties=list(penalties))
    if len(penalties) > MAX_PENALTIES:
        raise RuleViolation(
            "too_many_bot_penalties",
            "a bot takes at most one penalty (for a third feature)",
            penalties=len(penalties),
            maximum=MAX_PENALTIES,
        )
    allowed = FEATURES_WITH_PENALTY if penalties else FEATURES_WITHOUT_PENALTY
    if len(design.features) > allowed:
        raise RuleViolation(
            "too_many_bot_features",
            "a bot gets two more features, or three if it takes a penalty",
            features=len(design.features),
            allowed=allowed,
            penalties=len(penalties),
        )
    seen: set[str] = set()
    for feature in design.features:
        if feature in seen and feature not in REPEATABLE:
            raise RuleViolation("duplicate_bot_feature", "only extra arms can be taken more than once", feature=feature)
        seen.add(feature)
    for penalty, contradicted in CONTRADICTIONS:
        if penalty in penalties and contradicted in seen:
            raise RuleViolation(
                "contradictory_bot_design",
                "this penalty takes away what the feature adds",
                penalty=penalty,
                feature=contradicted,
            )
    immobile = "immobile" in penalties
    if immobile and design.locomotion is not None:
        raise RuleViolation("contradictory_bot_design", "an immobile bot has no locomotion", penalty="immobile")
    if not immobile and design.locomotion is None:
        raise RuleViolation(
            "locomotion_required", "every bot has tracks, wheels or legs unless it takes the immobile penalty"
        )
