"""The Shapers and Bots offers hook: the table's loop played by sending exactly what is offered.

Doi (Pat's fox, with a hunting bow) and Creszki (the Director's extra) fight: the Director starts the fight
from the offer, Doi attacks with a weapon chosen from what she holds, Creszki is prompted to defend or not,
then Creszki attacks and Pat is prompted; a challenge and a contest are called and rolled from their offers.
Every action offered to anyone is accepted by the rules, and each viewer is offered only their own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec

from domain.campaign import Actor, Context
from domain.dice import SeededDice
from domain.errors import DomainError
from domain.messages import Event
from domain.offers import Action, Offers, filled, put
from domain.shapers import commands as sb
from domain.shapers.events import AttackDeclared, AttackResolved, ChallengeRolled, ContestResolved, FightStarted
from domain.shapers.offers import rating_title

from .support import NOW, Session, faces, only

OBSERVER = Actor(member_id="someone", role="observer")


def offered(s: Session, viewer: Actor) -> Offers:
    return s.game.offers(s.state, viewer, s.table, set(), NOW)


def find(offers: Offers, label: str) -> Action:
    found = [a for a in offers.actions if a.label == label]
    assert len(found) == 1, (label, [a.label for a in offers.actions])
    return found[0]


def labels(offers: Offers) -> list[str]:
    return [a.label for a in offers.actions]


def choice_labels(action: Action, field: str) -> list[str]:
    [ask] = [a for a in action.asks if a.field == field]
    return [c.label for c in ask.choices]


def send(s: Session, viewer: Actor, action: Action, dice: Sequence[int] = (), **answers: Any) -> list[Event]:
    """Send an offered action as a page would: its body, its asks at their defaults, the answers given."""
    body = filled(action)
    for field, value in answers.items():
        assert any(a.field == field for a in action.asks), (field, action.label)
        body = put(body, field, value)
    command = msgspec.convert({**body, "command": action.command}, s.game.command_by_tag[action.command])
    return s.do(viewer, command, list(dice))


def accepted_as_offered(s: Session, *viewers: Actor) -> None:
    """Nothing offered is refused: every action, with its asks at their defaults, passes the rules."""
    for viewer in viewers:
        for action in offered(s, viewer).actions:
            command = msgspec.convert(
                {**filled(action), "command": action.command}, s.game.command_by_tag[action.command]
            )
            dice = SeededDice(b"check", s.table, 0)
            try:
                s.game.decide(s.state, command, Context(actor=viewer, dice=dice, now=NOW))
            except DomainError as refused:  # pragma: no cover - the message is the point
                raise AssertionError(f"{viewer.role} was offered {action.label!r}, refused: {refused}") from None


def setup() -> tuple[Session, str, str]:
    s = Session()
    doi = s.create("Doi", species="fox")
    creszki = s.extra("Creszki", features={"FIT": -1})
    give = find(offered(s, s.gm), "Give a weapon")
    assert choice_labels(give, "character_id") == ["Creszki", "Doi"]
    send(
        s, s.gm, give, character_id=doi, name="hunting bow", weapon_class="small", skill="Weapon:Bow", reload_actions=1
    )
    return s, doi, creszki


def test_the_director_starts_a_fight_and_a_player_attacks_with_a_weapon_she_holds() -> None:
    s, doi, creszki = setup()
    pat = offered(s, s.player)
    assert "Start a fight" not in labels(pat) and "Give a weapon" not in labels(pat)
    send(s, s.player, find(pat, "Ready the hunting bow"))
    assert s.char(doi).wielding == "hunting bow"
    assert labels(offered(s, s.other)) == []  # Sam plays nobody here
    accepted_as_offered(s, s.gm, s.player, s.other)

    start = find(offered(s, s.gm), "Start a fight")
    assert choice_labels(start, "character_ids") == ["Creszki", "Doi"]
    fight_id = only(send(s, s.gm, start), FightStarted).conflict_id  # Doi's Fitness 0 beats Creszki's -1

    pat = offered(s, s.player)
    assert pat.turn == "Turn 1 — Doi's turn, 2 actions left"
    [waits] = offered(s, s.gm).waiting
    assert waits.what == "Doi to act" and waits.on == (s.player.member_id,)
    attack = find(pat, "Attack")
    assert attack.group == "Doi's turn" and attack.by == doi
    assert not attack.rolls  # Creszki may defend: nothing is rolled until he says whether he does
    assert choice_labels(attack, "target_id") == ["Creszki (2/2 HP)"]
    assert choice_labels(attack, "weapon") == ["Punch", "Hunting bow (small weapon)"]
    assert [a.field for a in attack.asks] == ["target_id", "weapon"]  # no Director's fields for a player
    assert "Attack" not in labels(offered(s, s.other))
    gm_attack = find(offered(s, s.gm), "Attack")
    assert gm_attack.rolls  # the Director may call a surprise, rolled at once
    assert [a.field for a in gm_attack.asks] == ["target_id", "weapon", "difficulty", "surprise"]
    accepted_as_offered(s, s.gm, s.player, s.other)

    declared = only(send(s, s.player, attack, target_id=creszki, weapon="hunting bow"), AttackDeclared)
    assert declared.weapon == "hunting bow" and declared.weapon_class == "small"

    # Creszki is attacked: the Director (who plays him) is prompted to defend or not; Pat waits
    gm = offered(s, s.gm)
    [waits] = gm.waiting
    assert waits.what == "Creszki is attacked by Doi with the hunting bow (small weapon): defend or not?"
    assert waits.on == (s.gm.member_id,)
    prompts = [a for a in gm.actions if a.prompt]
    assert [a.label for a in prompts] == ["Creszki defends", "Creszki does not defend"]
    assert "uses one of Creszki's actions this turn (2 actions left)" in prompts[0].hint
    pat = offered(s, s.player)
    assert [a for a in pat.actions if a.command in ("sb.declare_attack", "sb.respond_to_attack")] == []
    assert pat.waiting == gm.waiting
    accepted_as_offered(s, s.gm, s.player, s.other)

    # no defence: a triple 6 always hits; the arrow does 1 point, and Creszki makes his injury roll
    hp = s.char(creszki).hp
    resolved = only(send(s, s.gm, prompts[1], dice=[6, 6, 6, *faces(15)]), AttackResolved)
    assert resolved.hit
    assert s.char(creszki).hp == hp - 1

    # the bow needs reloading: only a punch is left to attack with, and reloading is offered
    pat = offered(s, s.player)
    assert pat.turn == "Turn 1 — Doi's turn, 1 action left"
    assert choice_labels(find(pat, "Attack"), "weapon") == ["Punch"]
    send(s, s.player, find(pat, "Reload the hunting bow"))
    send(s, s.player, find(offered(s, s.player), "End Doi's turn"))
    assert s.fight(fight_id).current == creszki


def test_a_player_is_prompted_when_her_character_is_attacked() -> None:
    s, doi, _ = setup()
    send(s, s.gm, find(offered(s, s.gm), "Start a fight"))
    send(s, s.player, find(offered(s, s.player), "End Doi's turn"))

    gm = offered(s, s.gm)
    assert gm.turn == "Turn 1 — Creszki's turn, 2 actions left"
    assert labels(offered(s, s.player)) == []  # not her turn: nothing to do in the fight
    attack = find(gm, "Attack")
    assert choice_labels(attack, "target_id") == ["Doi (1/1 HP)"] and choice_labels(attack, "weapon") == ["Punch"]
    send(s, s.gm, attack, target_id=doi)

    pat = offered(s, s.player)
    [waits] = pat.waiting
    assert waits.on == (s.player.member_id,) and waits.what.startswith(
        "Doi is attacked by Creszki with a punch: defend or not?"
    )
    prompts = [a for a in pat.actions if a.prompt]
    assert [a.label for a in prompts] == ["Doi defends", "Doi does not defend"]
    assert "uses one of Doi's actions this turn (2 actions left)" in prompts[0].hint  # unused ones stay for defence
    assert [a for a in offered(s, s.other).actions if a.prompt] == []
    assert "Creszki does not defend" not in labels(offered(s, s.gm))
    accepted_as_offered(s, s.gm, s.player, s.other)

    # she defends: the attack misses whatever her roll (a 5 fails for Creszki's Brawling -1)
    resolved = only(send(s, s.player, prompts[0], dice=faces(5)), AttackResolved)
    assert not resolved.hit and resolved.defence_mode == "roll"


def test_challenges_and_contests_are_called_by_the_director_and_rolled_by_the_players() -> None:
    s, doi, creszki = setup()
    call = find(offered(s, s.gm), "Call a challenge")
    assert "Call a challenge" not in labels(offered(s, s.player))
    assert choice_labels(call, "rating")[:3] == ["Strength", "Size", "Fitness"]
    assert "Weapon (Bow)" in choice_labels(call, "rating")
    send(s, s.gm, call, character_id=doi, rating="DEX", difficulty=-1, note="clockwork timer")

    pat = offered(s, s.player)
    [waits] = pat.waiting
    assert waits.what == "Doi to roll a challenge (Dexterity +2, difficulty -1)"
    assert waits.on == (s.player.member_id,)
    roll = find(pat, "Doi: roll the challenge")
    assert roll.prompt and roll.rolls
    assert "Doi: roll the challenge" not in labels(offered(s, s.other))
    assert "Withdraw Doi's challenge" in labels(offered(s, s.gm))
    accepted_as_offered(s, s.gm, s.player, s.other)
    rolled = only(send(s, s.player, roll, dice=faces(9)), ChallengeRolled)
    assert rolled.check.total == 10 and not rolled.check.succeeded
    assert offered(s, s.player).waiting == ()

    contest = find(offered(s, s.gm), "Call a contest")
    send(s, s.gm, contest, rating="STR", character_id=doi, target_id=creszki, target_rating="STR")
    gm = offered(s, s.gm)
    assert [w.what for w in gm.waiting] == [
        "Doi to roll in the contest with Creszki (Strength -2)",
        "Creszki to roll in the contest with Doi (Strength -1)",
    ]
    assert [a.label for a in offered(s, s.player).actions if a.prompt] == ["Doi: roll against Creszki"]
    send(s, s.player, find(offered(s, s.player), "Doi: roll against Creszki"), dice=faces(12))
    done = send(s, s.gm, find(offered(s, s.gm), "Creszki: roll against Doi"), dice=faces(8))
    assert only(done, ContestResolved).winner_id == doi
    accepted_as_offered(s, s.gm, s.player, s.other)


def test_an_observer_is_told_what_the_table_waits_for_and_offered_nothing() -> None:
    s, _, _ = setup()
    send(s, s.gm, find(offered(s, s.gm), "Start a fight"))
    seen = offered(s, OBSERVER)
    assert seen.actions == () and [w.what for w in seen.waiting] == ["Doi to act"]
    assert seen.turn == "Turn 1 — Doi's turn, 2 actions left"


def test_labels_are_words_never_ids() -> None:
    s, doi, creszki = setup()
    send(s, s.gm, find(offered(s, s.gm), "Start a fight"))
    for viewer in (s.gm, s.player):
        shown = offered(s, viewer)
        words = [shown.turn, *(w.what for w in shown.waiting)]
        for action in shown.actions:
            words += [action.label, action.hint, action.group]
            words += [a.label for a in action.asks] + [c.label for a in action.asks for c in a.choices]
        for text in words:
            assert doi not in text and creszki not in text and "_" not in text, text
    assert rating_title("Weapon:Bow") == "Weapon (Bow)" and rating_title("SGT") == "Sight"


def test_the_attack_commands_example_is_one_the_rules_accept() -> None:
    """The generic form is prefilled from the example: its weapon must be one any fighter has (a punch)."""
    s, doi, creszki = setup()
    fight_id = only(send(s, s.gm, find(offered(s, s.gm), "Start a fight")), FightStarted).conflict_id
    ids = {"table_id": s.table, "conflict_id": fight_id, "character_id": doi, "target_id": creszki}
    example = {**sb.DeclareAttack.example, **ids}
    command = msgspec.convert({**example, "command": "sb.declare_attack"}, sb.DeclareAttack)
    assert only(s.do(s.player, command), AttackDeclared).weapon == sb.DeclareAttack.example["weapon"]
    s.do(s.gm, sb.RespondToAttack(table_id=s.table, conflict_id=fight_id, defend=False), faces(5))
    run = {**sb.TakeAction.example, "conflict_id": fight_id}
    s.do(s.player, msgspec.convert({**run, "command": "sb.take_action"}, sb.TakeAction))


def test_between_adventures_the_director_restores_health_and_raises_skills_used() -> None:
    s, doi, _ = setup()
    call = find(offered(s, s.gm), "Call a challenge")
    send(s, s.gm, call, character_id=doi, rating="Climbing", difficulty=0)
    send(s, s.player, find(offered(s, s.player), "Doi: roll the challenge"), dice=faces(12))
    hurt = find(offered(s, s.gm), "Hurt someone by points")
    send(s, s.gm, hurt, character_id=doi, damage=1, dice=faces(18))
    assert "Start a new adventure" in labels(offered(s, s.gm))
    assert "End the adventure" not in labels(offered(s, s.player))
    send(s, s.gm, find(offered(s, s.gm), "End the adventure"))
    raise_it = find(offered(s, s.gm), "Doi: raise a skill used in the adventure")
    assert choice_labels(raise_it, "skill") == ["Climbing"]
    accepted_as_offered(s, s.gm, s.player, s.other)
    send(s, s.gm, raise_it)
    assert s.char(doi).skills["Climbing"] == 3
    send(s, s.gm, find(offered(s, s.gm), "Start a new adventure"))
    assert s.char(doi).hp == s.char(doi).max_hp
    teach = find(offered(s, s.gm), "A teacher raises a skill")
    assert "Strength" not in choice_labels(teach, "skill") and "Navigation" in choice_labels(teach, "skill")
    send(s, s.gm, teach, character_id=doi, skill="Navigation", note="lessons from the harbour master")
    assert s.char(doi).skills["Navigation"] == -5


def test_a_knocked_out_fighter_is_offered_to_wake_once_a_minute() -> None:
    s, _doi, creszki = setup()
    send(s, s.gm, find(offered(s, s.gm), "Start a fight"))
    send(s, s.gm, find(offered(s, s.gm), "Hurt someone by points"), character_id=creszki, damage=2, dice=faces(9))
    assert not s.char(creszki).conscious  # 9 + 2 HP - 2 damage = 9: knocked out, not by 4 or more
    wake = "Creszki: try to regain consciousness"
    attack = find(offered(s, s.player), "Attack")
    assert choice_labels(attack, "target_id") == ["Creszki (0/2 HP, knocked out)"]
    for _ in range(12):  # a minute is twelve 5-second turns; Creszki's own turns pass him by
        assert wake not in labels(offered(s, s.gm))
        send(s, s.player, find(offered(s, s.player), "End Doi's turn"))
    prompt = find(offered(s, s.gm), wake)
    assert prompt.prompt and prompt.rolls and wake not in labels(offered(s, s.player))
    accepted_as_offered(s, s.gm, s.player, s.other)
    send(s, s.gm, prompt, dice=faces(12))  # Strength -1: 11, awake again
    assert s.char(creszki).conscious
