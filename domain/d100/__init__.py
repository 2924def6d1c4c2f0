"""Shapers d100: the combat chapter of the percentile game Shapers.

Initiative (d10 + PA + MA), movement, attacks at TN 50 with the chapter's modifier tables, opposed or
passive defence, counter-attacks, damage through armour and Fortitude, hit locations and dreamscapes.
The chapter defines no character sheet; `sheet.py` defines the minimal one combat needs.
"""

from domain.d100 import narration, offers, views
from domain.d100.apply import HANDLERS
from domain.d100.commands import COMMANDS
from domain.d100.decide import decide
from domain.d100.events import EVENTS
from domain.d100.state import D100State
from domain.d100.visibility import follows_roll
from domain.ruleset import Ruleset

RULESET = Ruleset(
    name="shapers-d100",
    title="Shapers (d100 combat chapter)",
    commands=COMMANDS,
    events=EVENTS,
    new_state=D100State,
    decide=decide,
    follows_roll=follows_roll,  # a defence resolves a hidden attack
    handlers=HANDLERS,
    narrate=narration.BOOK.narrate,
    key_moment=narration.BOOK.key_moment,
    recap=narration.RECAP,
    table_view=views.table_view,
    offers=offers.offers,
    state_version=2,
    summary="Percentile combat: d100 under TN 50 + Attribute + Aptitude ± modifiers, opposed defence, "
    "damage by margin through armour and Fortitude.",
)
