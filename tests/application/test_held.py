"""What a hidden roll holds back of the shared state (application/held.py), on the in-memory store: an entity
the roll touched is shown, to those it is hidden from, as it was before the roll until the reveal."""

from __future__ import annotations

import uuid
from typing import Any

import msgspec
import pytest

import application.past
from application.held import HELD, HeldRolls, Holding
from application.principal import Principal
from application.visible import entity_state
from domain.campaign import Actor, AddMember, CampaignState, RevealRoll
from domain.game import Game
from domain.messages import Event
from tests.application.conftest import Campaign, Process
from tests.server.dice_ruleset import Roll


def _sheet(character_id: str) -> Any:
    def render(game: Game, state: CampaignState, viewer: Actor, unseen: list[Event], held: Holding) -> Any:
        shown = entity_state(game, state, viewer, f"character:{character_id}", unseen, held.at(state.version))
        return shown["sheet"]

    return render


async def _bob(campaign: Campaign, process: Process) -> Principal:
    bob = Principal(campaign.id, str(uuid.uuid4()), "bob-token")
    await campaign.run(process, campaign.gm, AddMember(name="Bob"), first_id=bob.member_id)
    return bob


async def test_a_hidden_roll_holds_what_it_touched_until_it_is_revealed(campaign: Campaign, process: Process) -> None:
    bob = await _bob(campaign, process)
    held = HeldRolls(process.store)
    roll = Roll(table_id=campaign.table_id, character_id=campaign.character_id)
    await campaign.run(process, campaign.ann, roll)
    hidden = await campaign.run(process, campaign.ann, msgspec.structs.replace(roll, visibility="gm"))
    sheet = _sheet(campaign.character_id)

    others = await held.render_for(process.hidden_rolls, campaign.id, bob, sheet)
    assert others["rolls"] == 1 and others[HELD] == hidden.version, "Bob sees Robin as before the hidden roll"
    own = await held.render_for(process.hidden_rolls, campaign.id, campaign.ann, sheet)
    assert own["rolls"] == 2 and HELD not in own, "the roller of a GM-only roll sees it"
    gm = await held.render_for(process.hidden_rolls, campaign.id, campaign.gm, sheet)
    assert gm["rolls"] == 2 and HELD not in gm

    await campaign.run(process, campaign.gm, RevealRoll(version=hidden.version))
    revealed = await held.render_for(process.hidden_rolls, campaign.id, bob, sheet)
    assert revealed["rolls"] == 2 and HELD not in revealed


async def test_the_state_before_a_roll_is_folded_once_per_held_rolls_and_forgotten_with_it(
    campaign: Campaign, process: Process, monkeypatch: pytest.MonkeyPatch
) -> None:
    bob = await _bob(campaign, process)
    folds: list[int] = []
    real = application.past.fold_past

    async def counting(*args: Any, **options: Any) -> Any:
        folds.append(args[3])
        return await real(*args, **options)

    monkeypatch.setattr(application.past, "fold_past", counting)
    roll = Roll(table_id=campaign.table_id, character_id=campaign.character_id, visibility="blind")
    hidden = await campaign.run(process, campaign.ann, roll)
    sheet = _sheet(campaign.character_id)
    held = HeldRolls(process.store)
    for _ in range(3):
        for who in (bob, campaign.ann):
            assert (await held.render_for(process.hidden_rolls, campaign.id, who, sheet))[HELD] == hidden.version
    assert folds == [hidden.version - 1]

    another = HeldRolls(process.store)  # another app's: nothing shared between them
    assert (await another.render_for(process.hidden_rolls, campaign.id, bob, sheet))[HELD] == hidden.version
    assert folds == [hidden.version - 1] * 2
    held.clear()
    assert (await held.render_for(process.hidden_rolls, campaign.id, bob, sheet))[HELD] == hidden.version
    assert folds == [hidden.version - 1] * 3
