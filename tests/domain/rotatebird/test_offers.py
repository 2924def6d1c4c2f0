"""Rotate Bird's offers: a test played from call to fallout by sending exactly what the table offers.

Each step reads `Game.offers` for the one who acts, takes the offered action (its body, with answers to its
asks), and sends it through the real rules; the prompts, who is waited on, and what each role is offered are
checked on the way. Nothing the ruleset proposes on these states is refused by the rules.
"""

from __future__ import annotations

import re
from typing import Any

import msgspec
import pytest

from domain.campaign import Actor
from domain.errors import Forbidden, RuleViolation
from domain.offers import Action, Offers, filled, put
from domain.rotatebird import RULESET
from domain.rotatebird import commands as c
from domain.rotatebird import events as ev
from tests.domain.rotatebird.harness import (
    DEFAULT_BEING,
    DEFAULT_DOING,
    GM,
    NOW,
    Play,
    being_faces,
    character_faces,
    pc,
    with_characters,
)

SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")
SLUG = re.compile(r"\b[a-z]+-[a-z-]+\b")


def offers(p: Play, actor: Actor) -> Offers:
    return p.game.offers(p.state, actor, p.table_id, set(), NOW)


def proposed(p: Play, actor: Actor) -> Offers:
    return RULESET.offers(p.state, actor, p.table_id)


def find(o: Offers, command: str, label: str = "") -> Action:
    found = [a for a in o.actions if a.command == command and label in a.label]
    assert found, (command, label, [(a.command, a.label) for a in o.actions])
    return found[0]


def has(o: Offers, command: str) -> bool:
    return any(a.command == command for a in o.actions)


def send(p: Play, actor: Actor, action: Action, dice: list[int] | None = None, **answers: Any) -> list[Any]:
    """Send the offered action with its asks at their defaults, except `answers` (by field)."""
    body = filled(action)
    for field, value in answers.items():
        body = put(body, field, value)
    command = msgspec.convert({**body, "command": action.command}, p.game.command_by_tag[action.command])
    return p.run(actor, command, dice)


def choice_for(action: Action, field: str, label: str) -> Any:
    ask = next(a for a in action.asks if a.field == field)
    return next(ch.value for ch in ask.choices if ch.label.startswith(label))


def words_only(o: Offers) -> None:
    """What people read is words: no ids, no snake_case names, no symbol slugs."""
    texts = [o.turn, *(w.what for w in o.waiting)]
    for a in o.actions:
        texts += [a.label, a.hint, a.group]
        for ask in a.asks:
            texts += [ask.label, *(ch.label for ch in ask.choices), *(ch.hint for ch in ask.choices)]
    for text in texts:
        assert not SNAKE.search(text), text
        assert "id-" not in text, text
        assert not SLUG.search(text.replace("-pointing", "").replace("six-sided", "")), text


def all_kept(p: Play, actor: Actor) -> None:
    """Every action the ruleset proposes on this state, with every choice of its first choice ask, is accepted by
    the rules (nothing filtered away)."""
    kept = offers(p, actor)
    assert [(a.command, a.label) for a in kept.actions] == [(a.command, a.label) for a in proposed(p, actor).actions]
    assert kept.actions == proposed(p, actor).actions  # not one choice of an ask taken away either


@pytest.fixture
def p() -> Play:
    play = with_characters(2)
    play.run(GM, c.CreateNpc(name="The Bursar", tier="minor", being=["padlock", "money"]))
    return play


def test_a_test_from_call_to_fallout_through_the_offers(p: Play) -> None:
    ann, bob = p.players
    mags = pc(p, 0)
    npc = next(iter(p.g.npcs))

    # nothing under way: the GM is prompted to call a test; the NPC is a target the call offers
    gm = offers(p, GM)
    assert "No test under way" in gm.turn
    call = find(gm, "rb.call_test")
    assert call.prompt
    target = next(a for a in call.asks if a.field == "target_id")
    assert [ch.label for ch in target.choices] == ["The Bursar — Minor named NPC: Padlock, Money"]
    assert not has(offers(p, ann), "rb.call_test")
    words_only(gm)
    all_kept(p, GM)

    (called,) = send(p, GM, call, character_id=mags, description="get past the Bursar", target_id=npc)
    conflict = called.conflict_id

    # Ann is prompted to offer her traits: her sheet's Being symbols, in words
    mine = offers(p, ann)
    assert "pc0's test: get past the Bursar (against The Bursar) — gathering dice." in mine.turn
    assert [w.what for w in mine.waiting if ann.member_id in w.on] == [
        "pc0 to offer the Being traits that relate to the test"
    ]
    offer = find(mine, "rb.offer_traits")
    assert offer.prompt
    traits = next(a for a in offer.asks if a.field == "traits")
    assert traits.kind == "many" and [ch.label for ch in traits.choices] == ["Anchor", "Cat", "Book", "Flame", "Key"]
    doing = next(a for a in offer.asks if a.field == "doing")
    assert [ch.label for ch in doing.choices] == ["One", "Two", "Three"]
    assert not has(mine, "rb.set_test_traits") and not has(mine, "rb.roll_test")
    assert not has(offers(p, bob), "rb.pick_die")
    words_only(mine)
    all_kept(p, ann)

    send(p, ann, offer, traits=[choice_for(offer, "traits", "Cat"), choice_for(offer, "traits", "Key")])
    # Bob's character may help with one die; the GM is now prompted to accept
    helping = find(offers(p, bob), "rb.offer_traits", "help pc0")
    send(p, bob, helping, traits=choice_for(helping, "traits", "Book"))
    gm = offers(p, GM)
    assert [w.what for w in gm.waiting if GM.member_id in w.on] == [
        "The GM to accept the traits offered for pc0's test"
    ]
    accept = find(gm, "rb.set_test_traits")
    assert accept.prompt
    dice = next(a for a in accept.asks if a.field == "traits")
    offered = [ch.label for ch in dice.choices if ch.value in dice.default]
    assert offered == ["Cat", "Key", "Book — pc1 helps"]
    all_kept(p, GM)
    send(p, GM, accept)
    assert [d.symbol for d in p.g.conflicts[conflict].pool] == ["cat", "key", "book"]  # type: ignore[union-attr]

    # Ann rolls from the prompt; the GM is not offered her roll as a prompt of his own
    roll = find(offers(p, ann), "rb.roll_test")
    assert roll.prompt and roll.rolls and roll.label == "Roll 3 dice" and roll.body["table_id"] == p.table_id
    send(p, ann, roll, dice=[4, 6, 4])

    # she taps one die: each face says what it would mean
    mine = offers(p, ann)
    assert "rolled 4 · 6 · 4: one die to pick" in mine.turn
    pick = find(mine, "rb.pick_die")
    (die,) = pick.asks
    assert pick.prompt and die.kind == "die"
    assert [ch.label for ch in die.choices] == ["4", "6", "4"]
    assert die.choices[0].hint == (
        "4: You pull it off, but suffer minor fallout for your trouble. Doubles: you gain an edge."
    )
    assert not has(offers(p, bob), "rb.pick_die")
    words_only(mine)
    events = send(p, ann, pick, die=0)
    assert isinstance(events[0], ev.DiePicked) and events[0].success and events[0].fallout == "minor"

    # fallout: the GM rolls it (prompted); the edge from doubles waits on the GM; the NPC may shrug it off
    gm = offers(p, GM)
    assert [w.what for w in gm.waiting] == [
        "The GM to roll the minor fallout",
        "The GM to choose the symbol of pc0's edge from doubles",
    ]
    assert not has(offers(p, ann), "rb.roll_fallout")
    send(p, GM, find(gm, "rb.roll_fallout"), dice=[5])

    # rolled: the contributors may offset it before the GM describes it
    mine = offers(p, ann)
    assert "success with minor fallout: Stopwatch" in mine.turn
    unbeing = find(mine, "rb.offset_fallout", "suffer Unbeing")
    assert unbeing.prompt
    assert [ch.label for ch in unbeing.asks[0].choices] == ["Anchor", "Cat", "Book", "Flame", "Key"]
    assert find(offers(p, bob), "rb.offset_fallout", "pc1: suffer Unbeing")
    assert not has(mine, "rb.resolve_fallout")
    describe = find(offers(p, GM), "rb.resolve_fallout")
    assert describe.label == "Describe the fallout: Stopwatch" and describe.prompt
    all_kept(p, ann)
    send(p, ann, unbeing, symbol="flame")
    assert p.g.characters[mags].being[3].marked

    # after the test: the GM grants the edge, and the Bursar may shrug off the success
    gm = offers(p, GM)
    grant = find(gm, "rb.grant_edge", "Grant pc0")
    assert grant.prompt
    shrug = find(gm, "rb.npc_shrug_off")
    assert shrug.label == "The Bursar shrugs off pc0's success"
    assert [ch.label for ch in shrug.asks[0].choices] == ["Padlock", "Money"]
    send(p, GM, grant, symbol="umbrella")
    send(p, GM, shrug, index=1)
    assert p.g.npcs[npc].being[1].marked
    words_only(offers(p, GM))
    assert "No test under way" in offers(p, ann).turn
    # the GM may let them rest: Unbeing marks go away
    rest = find(offers(p, GM), "rb.rest")
    send(p, GM, rest)
    assert not p.g.characters[mags].being[3].marked


def test_an_epic_perilous_test_and_major_fallout_offset_by_undoing(p: Play) -> None:
    ann, _ = p.players
    mags = pc(p, 0)
    call = find(offers(p, GM), "rb.call_test")
    (called,) = send(p, GM, call, character_id=mags, description="punch the god", epic=True, perilous=True)

    mine = offers(p, ann)
    assert "pc0's epic and perilous test: punch the god — the epic test's price is not paid yet." in mine.turn
    pay = find(mine, "rb.pay_epic_cost")
    assert pay.prompt and not has(mine, "rb.offer_traits")
    assert has(mine, "rb.withdraw_test")
    send(p, ann, pay, symbol="anchor")

    offer = find(offers(p, ann), "rb.offer_traits")
    labels = [ch.label for ch in next(a for a in offer.asks if a.field == "traits").choices]
    assert labels == ["Cat", "Book", "Flame", "Key"]  # the marked Anchor gives no die
    send(p, ann, offer, traits=[choice_for(offer, "traits", "Cat")])
    send(p, GM, find(offers(p, GM), "rb.set_test_traits"))
    send(p, ann, find(offers(p, ann), "rb.roll_test"), dice=[3])
    pick = find(offers(p, ann), "rb.pick_die")
    assert (
        pick.asks[0].choices[0].hint == "3: Whoops! You fail and suffer minor fallout. Perilous: the fallout is major."
    )
    send(p, ann, pick, die=0)
    send(p, GM, find(offers(p, GM), "rb.roll_fallout"), dice=[2, 2])

    mine = offers(p, ann)
    assert not any("Unbeing" in a.label for a in mine.actions)  # major fallout can't be offset with Unbeing
    undoing = find(mine, "rb.offset_fallout", "suffer Undoing")
    assert [ch.label for ch in undoing.asks[0].choices] == ["One", "Two", "Three"]
    all_kept(p, ann)
    send(p, ann, undoing, trait_id=choice_for(undoing, "trait_id", "Two"))
    assert p.g.conflicts[called.conflict_id].fallout_state == "offset"
    assert p.g.characters[mags].doing[1].marked
    gm = offers(p, GM)
    assert find(gm, "rb.recover_undoing", "pc0 recovers").by == mags


def test_each_role_is_offered_only_its_own(p: Play) -> None:
    bob = p.players[1]
    mags, other = pc(p, 0), pc(p, 1)
    send(p, GM, find(offers(p, GM), "rb.call_test"), character_id=mags)
    theirs = offers(p, bob)
    assert not [a for a in theirs.actions if a.by == mags]
    assert [a.label for a in theirs.actions if a.command == "rb.offer_traits"] == ["pc1: help pc0 with one die"]
    assert not any(a.prompt for a in theirs.actions)
    assert all(bob.member_id not in w.on for w in theirs.waiting)
    # an observer is told where the table stands, and offered nothing
    observer = Actor(member_id="watcher", role="observer")
    seen = offers(p, observer)
    assert seen.turn and seen.waiting and not seen.actions
    # the GM acts for everyone, but the prompts there are the player's, not the GM's
    gm = offers(p, GM)
    assert find(gm, "rb.offer_traits", "Offer your traits").by == mags
    assert find(gm, "rb.offer_traits", "pc1: help").by == other
    assert not find(gm, "rb.offer_traits", "Offer your traits").prompt
    all_kept(p, GM)
    all_kept(p, bob)


def test_a_table_without_characters_offers_no_test_and_players_roll_characters() -> None:
    p = Play(players=1)
    gm = offers(p, GM)
    assert not has(gm, "rb.call_test")  # nobody to lead one
    assert has(offers(p, p.players[0]), "rb.roll_character")
    ann = p.players[0]
    rolled = send(p, ann, find(offers(p, ann), "rb.roll_character"), dice=character_faces(DEFAULT_BEING, DEFAULT_DOING))
    assert isinstance(rolled[0], ev.CharacterRolled)
    # the rolled draft: Ann is prompted to name her character and each Doing trait (its symbols in words)
    mine = offers(p, ann)
    assert not has(mine, "rb.roll_character")
    name = find(mine, "rb.create_character", "Name your character")
    assert name.prompt
    assert [a.label for a in name.asks] == [
        "Name",
        "Title, handle or nom de guerre",
        "Doing trait: Crosshairs + Moon",
        "Doing trait: Check mark + Heart",
        "Doing trait: Pie chart + Wrench",
    ]
    assert name.hint.startswith("Being: Anchor, Cat, Book, Flame, Key.")
    assert find(offers(p, GM), "rb.create_character", "Name player 1's character")
    words_only(mine)
    all_kept(p, ann)
    answers = {"sheet.name": "Mags", "sheet.title": "the Unmoored"}
    answers |= {f"sheet.doing_names.{i}": n for i, n in enumerate(("Sonic Boomerang", "Kitchen Alchemy", "Stare"))}
    body = filled(name)
    for field, value in answers.items():
        body = put(body, field, value)
    p.run(ann, msgspec.convert({**body, "command": name.command}, c.CreateCharacter))
    (mags,) = p.g.characters.values()
    assert (mags.name, mags.title) == ("Mags", "the Unmoored")
    assert [d.name for d in mags.doing] == ["Sonic Boomerang", "Kitchen Alchemy", "Stare"]
    assert not has(offers(p, ann), "rb.create_character") and not has(offers(p, ann), "rb.roll_character")
    assert find(offers(p, GM), "rb.call_test").prompt


def test_offering_someone_elses_traits_is_refused(p: Play) -> None:
    bob = p.players[1]
    mags = pc(p, 0)
    (called,) = p.run(GM, c.CallTest(character_id=mags))
    cid = called.conflict_id  # type: ignore[attr-defined]
    with pytest.raises(Forbidden):
        p.run(
            bob,
            c.OfferTraits(conflict_id=cid, character_id=mags, traits=[c.RbTraitRef(character_id=mags, symbol="cat")]),
        )
    helper = pc(p, 1)
    with pytest.raises(RuleViolation, match="a single trait"):
        p.run(
            bob,
            c.OfferTraits(
                conflict_id=cid,
                character_id=helper,
                traits=[
                    c.RbTraitRef(character_id=helper, symbol="cat"),
                    c.RbTraitRef(character_id=helper, symbol="key"),
                ],
            ),
        )


def test_advances_after_the_session_are_offered_to_the_characters_player(p: Play) -> None:
    ann, bob = p.players
    mags = pc(p, 0)
    send(p, GM, find(offers(p, GM), "rb.end_session"))
    mine = offers(p, ann)
    swap = find(mine, "rb.spend_advance", "pc0: swap a Being trait (minor advance)")
    assert swap.prompt
    assert [ch.label for ch in swap.asks[0].choices] == ["Anchor", "Cat", "Book", "Flame", "Key"]
    assert "Cat" not in [ch.label for ch in swap.asks[1].choices]  # a symbol already on the sheet
    doing = find(mine, "rb.spend_advance", "pc0: swap Crosshairs in “One” (minor advance)")
    assert doing.asks[0].label == "The new Doing symbol" and len(doing.asks[0].choices) == 35
    assert find(offers(p, bob), "rb.spend_advance", "pc1: swap a Being trait").prompt
    assert not [a for a in offers(p, bob).actions if a.by == mags]
    words_only(mine)
    all_kept(p, ann)
    send(p, ann, swap, replace="cat", symbol="umbrella")
    assert [b.symbol for b in p.g.characters[mags].being] == ["anchor", "umbrella", "book", "flame", "key"]
    assert not [a for a in offers(p, ann).actions if a.command == "rb.spend_advance"]


def test_the_random_scenario_worksheet_in_turns_through_the_offers() -> None:
    p = Play(players=1)
    ann = p.players[0]
    start = find(offers(p, GM), "rb.roll_scenario_factors")
    assert not has(offers(p, ann), "rb.roll_scenario_factors")
    send(p, GM, start, dice=[1, 1])  # Random Factors 11: the first three Factors
    # the GM goes first: Ann is offered no roll yet, and told whom the worksheet waits on
    mine = offers(p, ann)
    assert (
        "Random Scenario Worksheet (Book with skull and crossbones on cover, Cloud with lightning bolt, " in mine.turn
    )
    assert not has(mine, "rb.roll_scenario_symbol")
    assert [w.what for w in mine.waiting] == ["The GM to make the worksheet's first contribution"]
    send(p, GM, find(offers(p, GM), "rb.roll_scenario_symbol", "Roll a Being symbol"), dice=being_faces("flame"))
    place = find(offers(p, GM), "rb.place_scenario_symbol")
    assert place.prompt and place.label == "Place Flame and write a fact"
    assert place.asks[0].choices[0].label == "Circle 1, by Book with skull and crossbones on cover"
    send(p, GM, place, slot=2, fact="the forbidden book is burning")
    assert p.g.scenarios[next(iter(p.g.scenarios))].being[1] == "flame"
    # now Ann's turn: she rolls and places her own symbol
    mine = offers(p, ann)
    assert [w.what for w in mine.waiting] == ["player 1 to make a first contribution to the worksheet"]
    send(p, ann, find(mine, "rb.roll_scenario_symbol", "Roll a Being symbol"), dice=being_faces("cat"))
    place = find(offers(p, ann), "rb.place_scenario_symbol")
    words_only(offers(p, ann))
    all_kept(p, ann)
    send(p, ann, place, slot=3, fact="a cat rides the storm")
    assert not offers(p, ann).waiting


def test_the_gm_creates_an_npc_with_chosen_symbols_and_calls_a_test_against_it() -> None:
    p = with_characters(1)
    gm = offers(p, GM)
    all_kept(p, GM)
    minor = find(gm, "rb.create_npc", "Create a Minor named NPC")
    assert [a.label for a in minor.asks] == ["Kind of NPC", "Name", "Being trait 1", "Being trait 2"]
    assert find(gm, "rb.create_npc", "Create a Major named NPC").asks[-3].label == "Doing trait: its Doing symbol"
    assert not has(offers(p, p.players[0]), "rb.create_npc")
    send(p, GM, minor, name="The Warden", **{"being.0": "padlock", "being.1": "key"})
    (npc,) = p.g.npcs.values()
    assert (npc.name, [b.symbol for b in npc.being]) == ("The Warden", ["padlock", "key"])
    target = next(a for a in find(offers(p, GM), "rb.call_test").asks if a.field == "target_id")
    assert [ch.label for ch in target.choices] == ["The Warden — Minor named NPC: Padlock, Key"]


def test_a_doing_trait_edge_awarded_by_the_gm_is_named_by_its_player() -> None:
    p = with_characters(1)
    ann = p.players[0]
    mags = pc(p, 0)
    award = find(offers(p, GM), "rb.grant_edge", "Award a Doing-trait edge")
    send(p, GM, award, character_id=mags, doing_symbol="upward-pointing-arrow", symbol="gear")
    name = find(offers(p, ann), "rb.name_doing_edge")
    assert name.prompt and name.label == "pc0: name the Doing-trait edge Upward-pointing arrow + Gear"
    send(p, ann, name, name="Hijacked Mech")
    (edge,) = p.g.characters[mags].edges.values()
    assert edge.doing is not None and edge.doing.name == "Hijacked Mech"


def test_two_tapped_edges_on_minor_fallout_prompt_the_player_to_sacrifice_one(p: Play) -> None:
    ann = p.players[0]
    mags = pc(p, 0)
    for symbol in ("umbrella", "gear"):
        p.run(GM, c.GrantEdge(character_id=mags, symbol=symbol))
    send(p, GM, find(offers(p, GM), "rb.call_test"), character_id=mags)
    offer = find(offers(p, ann), "rb.offer_traits")
    send(p, ann, offer, traits=[choice_for(offer, "traits", "Umbrella"), choice_for(offer, "traits", "Gear")])
    send(p, GM, find(offers(p, GM), "rb.set_test_traits"))
    send(p, ann, find(offers(p, ann), "rb.roll_test"), dice=[3, 5])
    send(p, ann, find(offers(p, ann), "rb.pick_die"), die=0)  # 3: minor fallout, both edges tapped
    mine = offers(p, ann)
    sacrifice = find(mine, "rb.offset_fallout", "sacrifice a tapped edge")
    assert sacrifice.prompt
    assert [ch.label for ch in sacrifice.asks[0].choices] == ["Umbrella (edge)", "Gear (edge)"]
    assert [w.what for w in mine.waiting] == ["A tapped edge to be sacrificed to the minor fallout"]
    assert not has(offers(p, GM), "rb.roll_fallout")  # the fallout waits for the sacrifice
    all_kept(p, ann)
    send(p, ann, sacrifice, edge_id=choice_for(sacrifice, "edge_id", "Gear"))
    assert [e.symbol for e in p.g.characters[mags].edges.values()] == ["umbrella"]
