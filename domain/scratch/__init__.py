"""Scratch RPS: d20 + ability level ≥ difficulty, a natural 20 always succeeds.

Characters are ability levels bought with character points; combat is turns in initiative order with one
regular and one bonus action each, attacks against defense, hit points equal to toughness, delays, evading
and escaping; support abilities heal, craft temporary bonuses and command minions.
"""

from domain.ruleset import Ruleset
from domain.scratch import narration, offers, views
from domain.scratch.apply import HANDLERS
from domain.scratch.commands import COMMANDS
from domain.scratch.decide import decide
from domain.scratch.events import EVENTS
from domain.scratch.state import ScratchState
from domain.visibility import shares_a_record

RULESET = Ruleset(
    name="scratch-rps",
    title="Scratch RPS",
    commands=COMMANDS,
    events=EVENTS,
    new_state=ScratchState,
    decide=decide,
    follows_roll=shares_a_record,  # later events name the records a roll made
    handlers=HANDLERS,
    narrate=narration.BOOK.narrate,
    key_moment=narration.BOOK.key_moment,
    recap=narration.RECAP,
    table_view=views.table_view,
    offers=offers.offers,
    redact=views.redact,
    state_version=2,
    summary="Simple abilities: d20 + ability level against a difficulty or the target's defense.",
)
