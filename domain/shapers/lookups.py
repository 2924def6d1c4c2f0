"""Reading the state for decisions: characters, conflicts, ratings, and the GM-only field rule."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeVar

from domain.campaign import Actor, CampaignState, require_open_table
from domain.errors import Forbidden, InvalidCommand, NotFound, RuleViolation
from domain.messages import RollCommand, Visibility
from domain.shapers.features import BASE_FEATURES, EXTRA_FEATURES, strength
from domain.shapers.skills import canonical, initial_rating
from domain.shapers.state import Character, Fight, SbState

FEATURE_RATINGS: frozenset[str] = frozenset((*BASE_FEATURES, *EXTRA_FEATURES, "STR"))
ALIASES = {"IQ": "INT"}
"""The rulebook calls Intellect both INT and IQ."""

C = TypeVar("C")


def game_of(state: CampaignState) -> SbState:
    game = state.game
    assert isinstance(game, SbState)
    return game


def character(state: CampaignState, character_id: str) -> Character:
    ch = game_of(state).characters.get(character_id)
    if ch is None:
        raise NotFound("character_not_found", "no such character", character_id=character_id)
    return ch


def require_alive(ch: Character) -> None:
    if not ch.alive:
        raise RuleViolation("character_is_dead", "the character has been killed", character_id=ch.character_id)


def require_awake(ch: Character) -> None:
    require_alive(ch)
    if not ch.conscious:
        raise RuleViolation("character_unconscious", "the character is knocked out", character_id=ch.character_id)


def conflict(state: CampaignState, conflict_id: str, kind: type[C]) -> C:
    found = game_of(state).conflicts.get(conflict_id)
    if not isinstance(found, kind):
        raise NotFound("conflict_not_found", f"no open {kind.__name__.lower()} with that id", conflict_id=conflict_id)
    return found


def fight_of(game: SbState, character_id: str) -> Fight | None:
    """The fight the character is in, if any (a character is in at most one at a time)."""
    for c in game.conflicts.values():
        if isinstance(c, Fight) and character_id in c.combatants:
            return c
    return None


def is_skill(rating_name: str) -> bool:
    return rating_name not in FEATURE_RATINGS and rating_name != "HP"


def rating_of(game: SbState, ch: Character, name: str) -> tuple[str, int | None]:
    """The named rating's canonical name and value; None means the character has no ability (flukes only).

    Features are named by their abbreviation (STR is SIZ + FIT); anything else is a skill, which must be
    one this character can have (an unbought specialty counts at its initial rating).
    """
    key = name.strip()
    upper = ALIASES.get(key.upper(), key.upper())
    if upper in FEATURE_RATINGS:
        if upper == "STR":
            return "STR", strength(ch.features)
        if upper not in ch.features:
            raise RuleViolation(
                "rating_not_on_sheet",
                "only important extras have Courage and Honesty",
                character_id=ch.character_id,
                rating=upper,
            )
        return upper, ch.features[upper]
    skill = canonical(key)
    if skill in ch.skills:
        return skill, ch.skills[skill]
    return skill, initial_rating(skill, ch.features, ch.skills, game.custom_skills)


def gm_field(actor: Actor, field: str, value: Any, default: Any) -> None:
    """Refuse a player who sets a field the rules leave to the GM's judgement."""
    if value != default and not actor.is_gm:
        raise Forbidden("gm_only", f"only the GM may set `{field}`", field=field, role=actor.role)


@dataclass(frozen=True)
class RollAt:
    """Where and by whom a command's dice are rolled: copied into every RollEvent it produces."""

    table_id: str
    roller_id: str
    visibility: Visibility

    def fields(self) -> dict[str, Any]:
        return {"table_id": self.table_id, "roller_id": self.roller_id, "visibility": self.visibility}


def roll_at(state: CampaignState, command: RollCommand, actor: Actor) -> RollAt:
    require_open_table(state, command.table_id)
    return RollAt(table_id=command.table_id, roller_id=actor.member_id, visibility=command.visibility)


def require_same_table(fight: Fight, at: RollAt) -> None:
    if fight.table_id != at.table_id:
        raise InvalidCommand(
            "wrong_table",
            "a fight's dice are rolled at its own table",
            table_id=at.table_id,
            fight_table=fight.table_id,
        )
