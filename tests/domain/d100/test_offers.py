"""The d100 table's offers (domain/d100/offers.py): the chapter's loop played by sending exactly what is offered.

Each step takes an action the server would offer a viewer (through `Game.offers`, so only what the rules
accept), answers its asks as a person at the table would, and runs it through the real rules.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any

import msgspec

from domain.campaign import Actor
from domain.d100.events import AttackResolved, AttackRolled, DamageDealt, HealthChanged, HitLocationRolled, TurnStarted
from domain.d100.state import ConflictOptions
from domain.dice import SeededDice
from domain.messages import Event
from domain.offers import Action, Offers, filled, put
from tests.domain.d100.support import GAME, Table, one, sheet

NOW = datetime(2026, 11, 27, 15, 0, tzinfo=UTC)


def offered(t: Table, viewer: Actor, hidden: set[str] | None = None) -> Offers:
    return GAME.offers(t.state, viewer, t.table_id, hidden or set(), NOW)


def find(offers: Offers, label: str) -> Action:
    found = [a for a in offers.actions if a.label == label]
    assert len(found) == 1, (label, [a.label for a in offers.actions])
    return found[0]


def ask(action: Action, field: str) -> Any:
    found = [a for a in action.asks if a.field == field]
    assert len(found) == 1, (field, [a.field for a in action.asks])
    return found[0]


def choice_labels(action: Action, field: str) -> list[str]:
    return [c.label for c in ask(action, field).choices]


def send(t: Table, action: Action, actor: Actor, faces: list[int] = (), **answers: Any) -> list[Event]:  # type: ignore[assignment]
    """The action as the page sends it: its body, every ask at its default unless answered."""
    body = filled(action)
    for field, value in answers.items():
        body = put(body, field.replace("__", "."), value)
    command = msgspec.convert({**body, "command": action.command}, GAME.command_by_tag[action.command])
    return t.run(command, actor, faces)


def table() -> tuple[Table, str, str]:
    """Alice's Ada and Bob's Bo, no fight yet."""
    t = Table()
    ada = t.create(sheet("Ada"), t.alice)
    bo = t.create(sheet("Bo"), t.bob)
    return t, ada, bo


def fight(options: dict[str, bool] | None = None) -> tuple[Table, str, str]:
    """The GM starts the fight from the offer: Ada (9 + 4 + 4) acts before Bo (1 + 4 + 4)."""
    t, ada, bo = table()
    start = find(offered(t, t.gm), "Start a fight: determine Initiative")
    answers = {f"options__{k}": v for k, v in (options or {}).items()}
    send(t, start, t.gm, [9, 1], **answers)
    return t, ada, bo


def everything_offered_is_accepted(t: Table, viewer: Actor) -> None:
    """Each action offered, with each choice of its first choice ask, is accepted by the rules as offered."""
    for action in offered(t, viewer).actions:
        picks = next((a for a in action.asks if a.kind in ("choice", "die") and a.choices), None)
        bodies = (
            [filled(action)] if picks is None else [put(filled(action), picks.field, c.value) for c in picks.choices]
        )
        for body in bodies:
            command = msgspec.convert({**body, "command": action.command}, GAME.command_by_tag[action.command])
            t.decide(command, viewer, SeededDice(b"offers", t.table_id, 0))  # raises if refused


def test_before_a_fight_only_the_gm_may_start_one_with_the_chapters_options() -> None:
    t, ada, bo = table()
    gm = offered(t, t.gm)
    assert gm.turn == "No fight under way at this table"
    start = find(gm, "Start a fight: determine Initiative")
    assert start.rolls and ask(start, "character_ids").default == [ada, bo]
    assert choice_labels(start, "character_ids") == ["Ada", "Bo"]
    assert [a.label for a in start.asks[1:]] == [
        "Roll a Hit Location on every hit",
        "Optional: Passive Defence",
        "Optional: Lethal Damage",
    ]
    for player in (t.alice, t.bob):
        mine = offered(t, player)
        assert mine.actions == () and mine.turn == "No fight under way at this table"


def test_a_round_attack_defence_damage_and_the_next_turn_from_the_offers() -> None:
    t, ada, bo = fight()
    alice, bob = offered(t, t.alice), offered(t, t.bob)
    assert alice.turn == bob.turn == "Round 1 — Ada's turn"
    (wait,) = alice.waiting
    assert wait.what.startswith("Ada to act") and wait.on == (t.alice.member_id,)
    assert bob.actions == ()  # not Bo's turn
    labels = [a.label for a in alice.actions]
    assert labels == [
        "Attack with the Sword",
        "Attack with the Pistol",
        "Attack with the Knife",
        "Attack unarmed",
        "Move",
        "Spend a round aiming the Pistol (+10)",
        "Spend a round aiming the Knife (+10)",
        "Draw a weapon (free action)",
        "Shout a command or short warning (free action)",
        "End Ada's turn",
    ]
    sword = find(alice, "Attack with the Sword")
    assert choice_labels(sword, "target_id") == ["Bo"]
    assert choice_labels(sword, "called_location") == ["Head", "Left Arm", "Right Arm", "Body", "Left Leg", "Right Leg"]
    assert {a.field for a in sword.asks} == {"target_id", "called_location"}  # nothing the GM decides
    assert all(a.by == ada for a in alice.actions)

    # Ada attacks Bo with the Sword: TN 64, d100 10 → 54 points; the attack waits for Bo's defence
    rolled = one(send(t, sword, t.alice, [10], target_id=bo), AttackRolled)
    assert rolled.defence == "opposed"
    alice, bob = offered(t, t.alice), offered(t, t.bob)
    assert alice.actions == ()  # nothing until Bo defends
    assert bob.turn == "Round 1 — Ada's turn: Bo defends against the Sword"
    (wait,) = bob.waiting
    assert wait.what == "Bo to defend against Ada's Sword attack" and wait.on == (t.bob.member_id,)
    assert wait.about == (rolled.attack_id,)
    (defend,) = bob.actions
    assert defend.prompt and defend.rolls and defend.label == "Defend Bo against Ada's Sword"
    assert choice_labels(defend, "aptitude") == [
        "Physical Agility + Dodge",
        "Physical Agility + Melee (Armed)",
        "Physical Agility + Melee (Unarmed)",
    ]
    assert choice_labels(defend, "counter_weapon") == ["Sword"]
    assert {a.field for a in defend.asks} == {"aptitude", "counter_weapon"}

    # Bo dodges: TN 64, d100 60 → 4 points; Ada wins by 50: a hit to the Body (d100 50) for 5 + 4 + 5 − 4
    events = send(t, defend, t.bob, [60, 50], aptitude="Dodge")
    assert one(events, AttackResolved).result == "hit"
    assert one(events, HitLocationRolled).location == "body"
    assert one(events, DamageDealt).damage == 10
    assert one(events, HealthChanged).after == 10
    alice = offered(t, t.alice)
    assert [w.what for w in alice.waiting] == ["Ada to end the turn"]
    assert [a.label for a in alice.actions] == [
        "Move",
        "Draw a weapon (free action)",
        "Shout a command or short warning (free action)",
        "End Ada's turn",
    ]
    assert one(send(t, find(alice, "End Ada's turn"), t.alice), TurnStarted).character_id == bo
    bob = offered(t, t.bob)
    assert bob.turn == "Round 1 — Bo's turn" and find(bob, "Attack with the Sword").by == bo
    assert offered(t, t.alice).actions == ()
    for viewer in (t.gm, t.alice, t.bob):
        everything_offered_is_accepted(t, viewer)


def test_against_a_shot_a_player_may_only_dodge_and_the_gm_may_allow_melee_range() -> None:
    t, _, bo = fight()
    pistol = find(offered(t, t.alice), "Attack with the Pistol")
    send(t, pistol, t.alice, [10], target_id=bo)
    (defend,) = offered(t, t.bob).actions
    assert choice_labels(defend, "aptitude") == ["Physical Agility + Dodge"]
    assert {a.field for a in defend.asks} == {"aptitude"}  # no counter-attack against a shot
    gm = offered(t, t.gm)
    close = find(gm, "Defend Bo against Ada's Pistol, within melee range")
    assert close.body["in_melee_range"] is True
    assert choice_labels(close, "aptitude") == [
        "Physical Agility + Melee (Armed)",
        "Physical Agility + Melee (Unarmed)",
    ]
    events = send(t, close, t.gm, [90, 50], aptitude="Melee (Armed)")  # −26 against 54 points: a hit
    assert one(events, AttackResolved).result == "hit"
    assert one(events, DamageDealt).damage == 6 + 4 + 8 - 4


def test_the_gm_alone_adds_the_scenes_modifiers_in_the_chapters_words() -> None:
    t, ada, bo = fight()
    gm = offered(t, t.gm)
    sword = find(gm, "Attack with the Sword")
    assert sword.by == ada
    situations = ask(sword, "situations")
    assert situations.kind == "many" and situations.default == []
    assert [c.label for c in situations.choices] == [
        "Attacking a blind opponent (+20)",
        "Attacking a prone opponent (+20)",
        "Attacking an engaged opponent in the rear (+20)",
        "Attacking while prone (−10)",
        "Attacking through fog, mist, heavy rain and other weather effects (−20)",
        "Attacking while blind (−40)",
    ]
    assert ask(sword, "outnumbering.side").optional and ask(sword, "outnumbering.opposing").optional
    pistol = find(gm, "Attack with the Pistol")
    assert "Target is behind heavy cover (−30)" in choice_labels(pistol, "situations")
    assert ask(pistol, "distance_m").maximum == 60
    assert not any(a.field.startswith("outnumbering") for a in pistol.asks)
    # the GM attacks for Ada with a blind opponent, 3 on 1: TN 64 + 20 + 30
    rolled = one(
        send(
            t,
            sword,
            t.gm,
            [90],
            target_id=bo,
            situations=["blind_opponent"],
            outnumbering__side=3,
            outnumbering__opposing=1,
        ),
        AttackRolled,
    )
    assert rolled.target_number == 114
    assert [p.label for p in rolled.target_parts][-2:] == ["outnumbering 3 to 1", "Attacking a blind opponent"]
    # a player's attack leaves the GM's fields out, and is accepted
    for viewer in (t.gm, t.alice, t.bob):
        everything_offered_is_accepted(t, viewer)


def test_the_gm_runs_the_fight_for_everyone() -> None:
    t, _, bo = fight({"passive_defence": True})
    gm = offered(t, t.gm)
    assert [a.label for a in gm.actions if a.group == "GM"] == [
        "Call for an Attribute + Aptitude roll",
        "Take a combatant out of the fight",
        "End the fight",
        "Change Health (outside the combat rules)",
    ]
    sword = find(gm, "Attack with the Sword")
    assert choice_labels(sword, "passive_attribute")[:2] == ["Physical Strength", "Physical Agility"]
    task = find(gm, "Call for an Attribute + Aptitude roll")
    assert choice_labels(task, "character_id") == ["Ada", "Bo"] and "Athletics" in choice_labels(task, "aptitude")
    send(t, find(gm, "End Ada's turn"), t.gm)
    gm = offered(t, t.gm)
    assert find(gm, "Attack with the Sword").by == bo  # the GM acts for Bob's Bo too
    send(t, find(gm, "Take a combatant out of the fight"), t.gm, character_id=bo)
    gm = offered(t, t.gm)
    send(t, find(gm, "End the fight"), t.gm)
    after = offered(t, t.gm)
    assert after.turn == "No fight under way at this table"
    assert [a.label for a in after.actions] == [
        "Start a fight: determine Initiative",
        "Start a fight in a dreamscape: determine Initiative",
        "Change Health (outside the combat rules)",
    ]
    everything_offered_is_accepted(t, t.gm)


def test_a_defence_against_a_hidden_attack_is_not_offered_to_those_it_is_hidden_from() -> None:
    t, _, bo = fight()
    sword = find(offered(t, t.gm), "Attack with the Sword")
    rolled = one(send(t, sword, t.gm, [10], target_id=bo, visibility="gm"), AttackRolled)
    hidden = offered(t, t.bob, {rolled.attack_id})
    assert hidden.actions == () and hidden.waiting == ()
    assert [a.label for a in offered(t, t.gm).actions if a.prompt] == ["Defend Bo against Ada's Sword"]


def test_observers_see_the_turn_and_act_on_nothing() -> None:
    t, _, _ = fight({"hit_locations": False})
    seen = offered(t, t.observer)
    assert seen.actions == () and seen.turn == "Round 1 — Ada's turn" and len(seen.waiting) == 1


SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")


def test_every_word_offered_is_the_rulebooks_never_an_id_or_a_snake_case_name() -> None:
    t, _, bo = fight({"passive_defence": True})
    pistol = find(offered(t, t.alice), "Attack with the Pistol")
    send(t, pistol, t.alice, [10, 50], target_id=bo)  # Passive Defence: 54 − (4 + 10), a hit to the Body
    ids = set(t.state.characters) | set(t.state.game.conflicts) | set(t.state.members)
    for viewer in (t.gm, t.alice, t.bob):
        offers = offered(t, viewer)
        texts = [offers.turn, *(w.what for w in offers.waiting)]
        for a in offers.actions:
            texts += [a.label, a.hint, a.group]
            for q in a.asks:
                texts += [q.label, *(c.label for c in q.choices), *(c.hint for c in q.choices)]
        for text in texts:
            assert not SNAKE.search(text), text
            assert not any(i in text for i in ids), text


def test_a_conflict_without_hit_locations_and_options_are_sent_as_ticked() -> None:
    t, _, _ = fight({"hit_locations": False, "lethal_damage": True})
    (conflict,) = t.state.game.conflicts.values()
    assert conflict.options == ConflictOptions(hit_locations=False, lethal_damage=True)


def test_a_fight_in_a_dreamscape_says_who_entered_it_asleep() -> None:
    t, ada, bo = table()
    dream = find(offered(t, t.gm), "Start a fight in a dreamscape: determine Initiative")
    assert dream.body["options"] == {"dreamscape": True}
    assert [a.label for a in dream.asks[4:]] == ["Ada entered the dreamscape", "Bo entered the dreamscape"]
    assert choice_labels(dream, f"dream_states.{bo}") == [
        "fully awake (Social or Mental, whichever is higher)",
        "asleep or unconscious (Social)",
    ]
    started = send(t, dream, t.gm, [9, 1], **{f"dream_states__{bo}": "asleep"})
    (conflict,) = t.state.game.conflicts.values()
    assert conflict.options.dreamscape and conflict.combatants[bo].dream == "asleep"
    assert conflict.combatants[ada].dream == "awake" and started
