"""Robots & Rapiers: robots in a theme-park city, Role vs Self Awareness, Inspiration, successes as currency.

`RULESET` binds this package to Chronicle: every command and event (the extended-conflict
ones from `domain.rr.conflict` included), the decision router and the fold handlers, each followed by what
leaves the state after it (`domain.rr.lifecycle`), and the hooks that tell its events (`narration`), show
its tables (`views`) and say what a table waits for and what a viewer may do now (`offers`).
"""

from __future__ import annotations

from domain.rr import narration, offers, views
from domain.rr.apply import HANDLERS
from domain.rr.commands import RR_COMMANDS
from domain.rr.conflict.apply import CONFLICT_HANDLERS
from domain.rr.conflict.commands import CONFLICT_COMMANDS
from domain.rr.conflict.decide import decide_conflict
from domain.rr.conflict.events import CONFLICT_EVENTS
from domain.rr.decide import make_decide
from domain.rr.events import RR_EVENTS
from domain.rr.lifecycle import PRUNING, with_pruning
from domain.rr.rulings import RULINGS
from domain.rr.state import RRState, new_state
from domain.rr.visibility import follows_roll
from domain.ruleset import Ruleset

RULESET: Ruleset[RRState] = Ruleset(
    name="robots-and-rapiers",
    title="Robots & Rapiers",
    commands=RR_COMMANDS + tuple(CONFLICT_COMMANDS),
    events=RR_EVENTS + tuple(CONFLICT_EVENTS),
    new_state=new_state,
    decide=make_decide(tuple(CONFLICT_COMMANDS), decide_conflict),
    follows_roll=follows_roll,  # the records a roll made, and a combatant's Action Points
    handlers=with_pruning({**HANDLERS, **CONFLICT_HANDLERS}, PRUNING),
    narrate=narration.BOOK.narrate,
    key_moment=narration.BOOK.key_moment,
    recap=narration.RECAP,
    table_view=views.table_view,
    offers=offers.offers,
    rulings=RULINGS,
    state_version=3,  # records leave the state once they can no longer be acted on (domain.rr.lifecycle);
    # 2 was a first cut whose test window counted calls, 3 counts rolls (its snapshots hold other tests)
    summary="Robots in a theme-park city: d10 pools under an attribute, 3d10 saves, Inspiration and Self Awareness.",
)
