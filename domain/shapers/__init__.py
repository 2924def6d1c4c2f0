"""Shapers and Bots: animal adventurers and bots, 3d6 + rating + difficulty against 11, with flukes.

The package exposes `RULESET`. Modules: `features` (ratings, species), `skills` (the skills table),
`customization` and `bots` (creation budgets), `checks` (the dice mechanic), `weapons`, `shaping`,
`lookups` (reading the state), `state`, `commands`, `events`, `decide/` (routing in `__init__`, then one
decision module per chapter: `creation`, `challenges`, `combat` and `attacks`, `health`, `equipment`,
`advancement`), `apply` (the fold), `views` (the table view), `offers` (what a table waits for and what a
viewer may do now) and `words` (ratings and weapons in the rulebook's words).
"""

from __future__ import annotations

from domain.ruleset import Ruleset
from domain.shapers import narration, offers, views
from domain.shapers.apply import HANDLERS
from domain.shapers.commands import COMMANDS
from domain.shapers.decide import decide
from domain.shapers.events import EVENTS
from domain.shapers.rulings import RULINGS
from domain.shapers.state import new_state
from domain.shapers.visibility import follows_roll

RULESET = Ruleset(
    name="shapers-and-bots",
    title="Shapers and Bots",
    commands=COMMANDS,
    events=EVENTS,
    new_state=new_state,
    decide=decide,
    follows_roll=follows_roll,  # later events of the same challenge or contest, and the records a roll made
    handlers=HANDLERS,
    narrate=narration.BOOK.narrate,
    key_moment=narration.BOOK.key_moment,
    recap=narration.RECAP,
    table_view=views.table_view,
    offers=offers.offers,
    rulings=RULINGS,
    summary="A children's game of animal adventurers and bots: 3d6 + rating + difficulty, 11 or more "
    "succeeds; 18 always succeeds, 3 and 4 always fail.",
)
