"""Scratch RPS at the table through its offers alone: every action taken here is one the offers held, sent
with the body they gave and answers to their asks, through the real rules."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import msgspec

from domain.campaign import Actor
from domain.messages import Command
from domain.offers import Action, Offers, filled, put
from domain.scratch.commands import COMMANDS
from tests.domain.scratch.support import GAME, Table, sheet

NOW = datetime(2026, 11, 27, tzinfo=UTC)
BY_TAG: dict[str, type[Command]] = {c.__struct_config__.tag: c for c in COMMANDS}  # type: ignore[misc]


def offered(t: Table, who: Actor) -> Offers:
    return GAME.offers(t.state, who, t.table_id, set(), NOW)


def find(offers: Offers, command: str) -> Action:
    found = [a for a in offers.actions if a.command == command]
    assert found, f"{command} not offered; offered: {[a.command for a in offers.actions]}"
    return found[0]


def take(t: Table, who: Actor, action: Action, faces: list[int], **answers: Any) -> None:
    body = filled(action)
    for field, value in answers.items():
        body = put(body, field, value)
    t.run(msgspec.convert({**body, "command": action.command}, BY_TAG[action.command]), who, faces)


def _table() -> tuple[Table, str, str]:
    t = Table()
    ann = t.create(sheet("Ann", fighting=2, toughness=3, stalking=2), t.alice)
    grob = t.create(sheet("Grob", toughness=2), t.gm)
    return t, ann, grob


def test_a_fight_played_through_the_offers() -> None:
    t, _ann, grob = _table()
    assert not offered(t, t.alice).actions  # no fight yet: a player has nothing to do at the table
    start = find(offered(t, t.gm), "scratch.start_conflict")
    assert start.group == "GM" and start.asks[0].kind == "many"
    assert {c.label for c in start.asks[0].choices} == {"Ann", "Grob"}
    take(t, t.gm, start, [15, 3])  # Ann's initiative beats Grob's

    alice = offered(t, t.alice)
    assert alice.turn.startswith("Round 1: Ann's turn")
    assert [w.what for w in alice.waiting] == ["Ann to act"] and t.alice.member_id in alice.waiting[0].on
    commands = {a.command for a in alice.actions}
    assert {"scratch.basic_attack", "scratch.end_turn", "scratch.engage", "scratch.fighting_attacks"} <= commands
    assert "scratch.shoot" not in commands  # Ann has no shooting: the rules refuse it, so it is not offered
    assert "scratch.catch" not in commands and "scratch.heal" not in commands  # nobody evading or hurt
    assert "scratch.end_conflict" not in commands and "scratch.start_conflict" not in commands  # the GM's
    assert not offered(t, t.bob).actions  # Bob has no one in the fight
    attack = find(alice, "scratch.basic_attack")
    assert [c.label for c in attack.asks[0].choices] == ["Grob (2/2 HP, healthy)"]
    assert [c.label for c in attack.asks[1].choices] == ["add fighting (+2)"]
    assert attack.rolls and "Grob" not in str(attack.body)

    take(t, t.alice, find(alice, "scratch.engage"), [])
    take(t, t.alice, attack, [18], ability="fighting")  # 18 + 2 + engaged 2 against Grob's defense
    assert t.character(grob).hit_points == 1
    after = offered(t, t.alice)
    assert "scratch.basic_attack" not in {a.command for a in after.actions}  # the regular action is spent
    assert "(both actions used)" in after.turn
    take(t, t.alice, find(after, "scratch.end_turn"), [])

    gm = offered(t, t.gm)
    assert gm.turn.startswith("Round 1: Grob's turn") and not offered(t, t.alice).actions
    assert [w.what for w in offered(t, t.alice).waiting] == ["Grob to act"]
    take(t, t.gm, find(gm, "scratch.end_conflict"), [])
    assert not t.state.game.conflicts


def test_the_gm_calls_a_roll_and_an_observer_only_watches() -> None:
    t, ann, _ = _table()
    call = find(offered(t, t.gm), "scratch.roll_ability")
    take(t, t.gm, call, [12], character_id=ann, ability="stalking", difficulty=11)
    assert offered(t, t.observer).actions == ()
    assert "scratch.roll_ability" not in {a.command for a in offered(t, t.alice).actions}
