"""The narration every ruleset gets: the common events' sentences, the generic sentence for an event its
ruleset does not phrase, and the ruleset's phrasing first (falling back when it cannot read an event)."""

from __future__ import annotations

import dataclasses

from domain.campaign import CreateCampaign, OpenTable
from domain.dice import DiceRoll, ScriptedDice
from domain.game import Game
from domain.narration import Phrasebook
from tests.domain.story import tell, unphrased
from tests.domain.test_campaign import GAME, MINI, MakeCharacter, Roll, Rolled, Table


def _played() -> Table:
    t = Table()
    t.run(CreateCampaign(name="Tuesday", ruleset="mini"))
    table_id = t.run(OpenTable(name="Night one"))[0].table_id  # type: ignore[attr-defined]
    robin = t.run(MakeCharacter(name="Robin", owner_id="gm-1"))[0].character_id  # type: ignore[attr-defined]
    t.run(Roll(table_id=table_id, character_id=robin), dice=ScriptedDice([2, 5]))
    return t


def test_a_ruleset_without_phrasings_gets_the_common_and_generic_sentences() -> None:
    told = tell(GAME, _played().log)
    assert [t.text for t in told] == [
        "GM creates the campaign “Tuesday” (mini)",
        "Table “Night one” opens (server dice)",
        "Robin enters play, played by GM",
        "Robin: rolled — 2d6 [2 5]",
    ]
    assert [t.key for t in told] == [False, True, False, False]
    assert unphrased(GAME, told) == ["Robin enters play, played by GM", "Robin: rolled — 2d6 [2 5]"]


def test_the_rulesets_phrasing_comes_first_and_falls_back_when_it_cannot_read_the_event() -> None:
    book = Phrasebook()

    @book.tells(Rolled)
    def _rolled(e: Rolled, n: object) -> str:
        faces: tuple[DiceRoll, ...] = e.rolls
        return f"{n.character(e.character_id)} rolls {faces[1].faces}"  # type: ignore[attr-defined]

    game = Game(dataclasses.replace(MINI, narrate=book.narrate))
    log = _played().log
    assert tell(game, log)[-1].text == "Robin: rolled — 2d6 [2 5]"  # one roll, no second: an IndexError
    book.tells(Rolled)(lambda e, n: f"{n.character(e.character_id)} rolls {sum(e.rolls[0].faces)}")
    assert tell(game, log)[-1].text == "Robin rolls 7"
