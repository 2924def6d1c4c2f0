"""How Power, Inspiration (trait benefits, Dramatic Control) and growth (programs, traits, Self Awareness) change the
state."""

from __future__ import annotations

from typing import Any

from domain.campaign import CampaignState
from domain.rr import events as e
from domain.rr.apply.saves import consume_modifiers
from domain.rr.state import DramaticControl, Program, RollOverBonus, Trait


def power_spent(state: CampaignState, ev: e.PowerSpent) -> None:
    state.game.characters[ev.character_id].power = ev.after


def power_recharged(state: CampaignState, ev: e.PowerRecharged) -> None:
    state.game.characters[ev.character_id].power = ev.after


def power_transferred(state: CampaignState, ev: e.PowerTransferred) -> None:
    chars = state.game.characters
    chars[ev.from_id].power = ev.from_after
    chars[ev.to_id].power = ev.to_after


def inspiration_gained(state: CampaignState, ev: e.InspirationGained) -> None:
    ch = state.game.characters[ev.character_id]
    ch.inspiration = ev.after
    if ev.trait is not None:
        trait = ch.traits[ev.trait]
        trait.session_table_id = ev.table_id
        trait.session_gained = ev.session_gained


def inspiration_changed(state: CampaignState, ev: Any) -> None:
    state.game.characters[ev.character_id].inspiration = ev.after


def trait_benefit_taken(state: CampaignState, ev: e.TraitBenefitTaken) -> None:
    state.game.characters[ev.character_id].bonuses[ev.bonus_id] = RollOverBonus(
        bonus_id=ev.bonus_id, dice=ev.dice, applies_to=f"trait: {ev.trait}"
    )


def dramatic_control_proposed(state: CampaignState, ev: e.DramaticControlProposed) -> None:
    state.game.controls[ev.control_id] = DramaticControl(
        control_id=ev.control_id, character_id=ev.character_id, narration=ev.narration, edits=ev.edits
    )


def dramatic_control_priced(state: CampaignState, ev: e.DramaticControlPriced) -> None:
    dc = state.game.controls.get(ev.control_id)
    if dc is not None:
        dc.cost = ev.cost
        dc.magnitude = ev.magnitude


def dramatic_control_settled(state: CampaignState, ev: e.DramaticControlSettled) -> None:
    dc = state.game.controls.get(ev.control_id)
    if dc is not None:
        dc.settled = True


def program_increase_rolled(state: CampaignState, ev: e.ProgramIncreaseRolled) -> None:
    ch = state.game.characters[ev.character_id]
    if ev.gained:
        ch.programs[ev.program].level = ev.new_level
    if ev.modifiers_used:
        consume_modifiers(ch.save_modifiers, ev.modifiers_used)


def program_learn_rolled(state: CampaignState, ev: e.ProgramLearnRolled) -> None:
    ch = state.game.characters[ev.character_id]
    if ev.learned:
        ch.programs[ev.program] = Program(
            level=0, core=ev.spec.core, max_inspiration=ev.spec.max_inspiration, artistic=ev.spec.artistic
        )
        ch.inspired_programs.pop(ev.program, None)
    if ev.modifiers_used:
        consume_modifiers(ch.save_modifiers, ev.modifiers_used)


def trait_changed(state: CampaignState, ev: e.TraitChanged) -> None:
    traits = state.game.characters[ev.character_id].traits
    if ev.rating_after <= 0:
        traits.pop(ev.trait, None)
    elif ev.trait in traits:
        traits[ev.trait].rating = ev.rating_after
    else:
        traits[ev.trait] = Trait(rating=ev.rating_after, kind=ev.kind)


def self_awareness_increased(state: CampaignState, ev: e.SelfAwarenessIncreased) -> None:
    ch = state.game.characters[ev.character_id]
    ch.self_awareness = ev.self_awareness
    ch.role = ev.role
    if ev.core_reduced is not None and ev.core_after is not None:
        ch.cores[ev.core_reduced] = ev.core_after
    for name, spec in ev.new_programs.items():
        ch.programs[name] = Program(
            level=0, core=spec.core, max_inspiration=spec.max_inspiration, artistic=spec.artistic
        )
        ch.inspired_programs.pop(name, None)
    for name, levels in ev.program_levels.items():
        ch.programs[name].level += levels
    if ev.role_trait is not None and ev.role_trait_after is not None:
        if ev.role_trait_after <= 0:
            ch.traits.pop(ev.role_trait, None)
        else:
            ch.traits[ev.role_trait].rating = ev.role_trait_after
    trait = ch.traits.get(ev.sa_trait)
    if trait is None:
        ch.traits[ev.sa_trait] = Trait(rating=ev.sa_trait_after, kind="self_awareness")
    else:
        trait.rating = ev.sa_trait_after
