"""The offers contract (domain/offers.py): what a ruleset proposes is kept only where the rules accept it.

Scratch RPS's rules stand in for any ruleset here: a proposal is swapped into a copy of its ruleset, so the
check runs the real `decide` on a real fight.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from domain.campaign import Actor, CampaignState
from domain.game import Game
from domain.offers import Action, Ask, Choice, Offers, Waiting, checked_offers, filled, put
from domain.scratch import RULESET
from domain.scratch.abilities import Abilities, ScratchSheet
from tests.domain.scratch.arena import Arena

NOW = datetime(2026, 11, 27, tzinfo=UTC)


def _fight() -> Arena:
    return Arena(
        ScratchSheet(name="Ann", abilities=Abilities(fighting=2, toughness=3)),
        ScratchSheet(name="Bo", abilities=Abilities(fighting=1, toughness=2)),
    )


def _game(proposal: Offers) -> Game:
    def offers(state: CampaignState[Any], viewer: Actor, table_id: str | None) -> Offers:
        return proposal

    return Game(replace(RULESET, offers=offers))


def test_put_and_filled_answer_nested_asks_with_defaults_or_first_choice() -> None:
    assert put({"a": {"b": 1}}, "a.c", 2) == {"a": {"b": 1, "c": 2}}
    names = {"sheet": {"names": ["x", "y"]}}
    assert put(names, "sheet.names.1", "z") == {"sheet": {"names": ["x", "z"]}}  # a list the body holds
    assert names == {"sheet": {"names": ["x", "y"]}}
    action = Action(
        command="x",
        label="X",
        body={"k": 1},
        asks=(
            Ask(
                field="target",
                label="Target",
                choices=(Choice(value="t1", label="One"), Choice(value="t2", label="Two")),
            ),
            Ask(field="n", label="N", kind="number", minimum=3),
            Ask(field="note", label="Note", kind="text", optional=True),
            Ask(
                field="several",
                label="Several",
                kind="many",
                minimum=2,
                choices=tuple(Choice(value=n, label=str(n)) for n in range(4)),
            ),
        ),
    )
    assert filled(action) == {"k": 1, "target": "t1", "n": 3, "several": [0, 1]}


def test_only_what_the_rules_accept_now_is_offered() -> None:
    arena = _fight()
    ann, bo = arena.ids
    assert arena.current == ann
    end_turn = {"conflict_id": arena.cid}
    proposal = Offers(
        turn="Ann's turn",
        waiting=(Waiting(what="Ann to act", on=(arena.t.alice.member_id,)),),
        actions=(
            Action(command="scratch.end_turn", label="End Ann's turn", body={**end_turn, "character_id": ann}),
            Action(command="scratch.end_turn", label="End Bo's turn", body={**end_turn, "character_id": bo}),
            Action(command="scratch.set_creation_limits", label="Set limits", body={"cp": 12, "max_level": 5}),
            Action(command="scratch.no_such_command", label="Nothing", body={}),
        ),
    )
    game = _game(proposal)
    alice = game.offers(arena.t.state, arena.t.alice, arena.t.table_id, set(), NOW)
    assert [a.label for a in alice.actions] == ["End Ann's turn"]  # not Bo's turn, not hers, not a GM's
    assert alice.turn == "Ann's turn" and alice.waiting == proposal.waiting
    gm = game.offers(arena.t.state, arena.t.gm, arena.t.table_id, set(), NOW)
    assert [a.label for a in gm.actions] == ["End Ann's turn", "Set limits"]
    observer = game.offers(arena.t.state, arena.t.observer, arena.t.table_id, set(), NOW)
    assert observer.actions == () and observer.waiting == proposal.waiting


def test_choices_the_rules_refuse_are_removed_and_hidden_records_dropped() -> None:
    arena = _fight()
    ann, bo = arena.ids
    pick = Ask(
        field="character_id",
        label="Whose turn ends",
        choices=(Choice(value=bo, label="Bo"), Choice(value=ann, label="Ann")),
        default=bo,
    )
    proposal = Offers(
        waiting=(Waiting(what="a secret", about=("secret-1",)),),
        actions=(
            Action(command="scratch.end_turn", label="End a turn", body={"conflict_id": arena.cid}, asks=(pick,)),
            Action(
                command="scratch.end_turn",
                label="Secret",
                body={"conflict_id": arena.cid, "character_id": ann},
                about=("secret-1",),
            ),
        ),
    )
    offered = _game(proposal).offers(arena.t.state, arena.t.gm, arena.t.table_id, {"secret-1"}, NOW)
    assert len(offered.actions) == 1 and offered.waiting == ()
    (ask,) = offered.actions[0].asks
    assert [c.label for c in ask.choices] == ["Ann"] and ask.default is None


def test_a_proposal_with_no_acceptable_choice_is_dropped() -> None:
    refused = Action(command="x", label="X", asks=(Ask(field="a", label="A", choices=(Choice(value=1, label="one"),)),))
    assert checked_offers(Offers(actions=(refused,)), lambda tag, body: False, set()).actions == ()
