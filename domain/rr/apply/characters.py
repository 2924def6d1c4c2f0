"""How a robot's creation events change the state: the growth dials, Design Points, the new robot, its Spark."""

from __future__ import annotations

from domain.campaign import CampaignState
from domain.rr import events as e
from domain.rr.sheet import build_character
from domain.rr.state import DesignRoll


def growth_rate_set(state: CampaignState, ev: e.GrowthRateSet) -> None:
    state.game.sa_cost_per_level = ev.sa_cost_per_level
    state.game.inspiration_faces = ev.inspiration_faces


def design_points_rolled(state: CampaignState, ev: e.DesignPointsRolled) -> None:
    state.game.design_rolls[ev.roll_id] = DesignRoll(
        roll_id=ev.roll_id,
        member_id=ev.member_id,
        size=ev.size,
        anthropoid_class=ev.anthropoid_class,
        design_points=ev.design_points,
    )


def character_created(state: CampaignState, ev: e.RRCharacterCreated) -> None:
    g = state.game
    g.characters[ev.character_id] = build_character(ev.character_id, ev.sheet, ev.sparked, ev.inspiration)
    if ev.design_roll_id is not None:
        roll = g.design_rolls.get(ev.design_roll_id)
        if roll is not None:
            roll.used = True


def character_sparked(state: CampaignState, ev: e.CharacterSparked) -> None:
    state.game.characters[ev.character_id].sparked = True
