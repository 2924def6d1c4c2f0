"""The one contract every ruleset fulfils: `Ruleset[S]`, generic over the ruleset's state type `S`.

A ruleset is a sub-package of `domain/` exposing a module-level ``RULESET`` of this type. Besides its
commands, events, `decide` and fold handlers it names the hooks the server calls without knowing the game:

- `narrate`: an event told as one plain English sentence (`domain/narration.py` tells what it leaves out);
- `key_moment`: whether an event is one of a session's turning points;
- `recap`: a session recap's sections and which events are their story beats (`domain/recap.py`);
- `table_view`: what a replay step and a GM screen show of one table (`domain/table_view.py`);
- `redact`: the state as a viewer may see it while some rolls are hidden from them;
- `offers`: what the table waits for and what a viewer may do now, in words (`domain/offers.py`);
- `rulings`: the known contradictions of its book, each with the book's words for every reading
  (`domain/rulings.py`), read by `decide` from the state.

Every hook has a default that works for any state holding `characters` and `conflicts` maps, so a ruleset
may grow into them; the five rulesets implement each in `domain/<ruleset>/narration.py` and `views.py`.
Adding a game system is adding such a package and one line in `domain/rulesets.py`: the server builds its
routes, schemas, narration, recaps and replays from these objects.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic

from typing_extensions import TypeVar

from domain.campaign import Actor, CampaignState, Context
from domain.messages import Command, Event, RollEvent
from domain.narration import Names
from domain.offers import OffersHook, no_offers
from domain.recap import NO_RECAP, RecapSpec
from domain.rulings import Ruling
from domain.table_view import Watch, generic_table_view, redact_records

S = TypeVar("S", default=Any)

Handler = Callable[[CampaignState[Any], Any], None]
"""How one event type changes the state (mutating `state.game` in place)."""


def _untold(event: Event, names: Names) -> str | None:
    return None


def _undecided(event: Event) -> bool | None:
    return None


@dataclass(frozen=True)
class Ruleset(Generic[S]):
    name: str
    """Stable identifier used when creating a campaign, e.g. ``"robots-and-rapiers"``."""
    title: str
    commands: tuple[type[Command], ...]
    events: tuple[type[Event], ...]
    new_state: Callable[[], S]
    """The ruleset's empty state: a Struct with `characters` and `conflicts` dicts (and anything else)."""
    decide: Callable[[CampaignState[S], Command, Context], list[Event]]
    """Decide one of `commands` against the campaign; never mutates state, raises DomainError to refuse.
    `Game.decide` has already refused observers, and anyone but a GM issuing a `gm_only` command: that rule
    lives there only."""
    handlers: Mapping[type[Event], Handler]
    """How each of `events` changes the state."""
    summary: str = ""
    state_version: int = 1
    """The shape of `new_state()`'s type: bump it when that shape changes, so snapshots of an older shape are
    not decoded into the new one (the server folds the log again instead and writes a new snapshot)."""
    follows_roll: Callable[[Event, RollEvent], bool] | None = None
    """Whether an event of a later command follows from a still-hidden roll, so that it is hidden with the roll
    until the reveal (domain/visibility.py: `followed_rolls`). Events of the roll's own command always are.
    Every ruleset sets it, the usual one being `domain.visibility.shares_a_record`."""
    narrate: Callable[[Event, Names], str | None] = _untold
    """One event in plain English, names from `Names` (the state as the event left it); None leaves it to
    the common phrasings and the generic sentence (`domain.narration.describe`)."""
    key_moment: Callable[[Event], bool | None] = _undecided
    """Whether the event is a turning point of the session; None leaves it to the generic rule."""
    recap: RecapSpec = NO_RECAP
    """The recap's sections for this game and the story beats each event is."""
    table_view: Callable[[CampaignState[S], Watch], dict[str, Any]] = generic_table_view
    """What a replay step and a GM screen show of one table, as the watch's viewer may see it."""
    redact: Callable[[CampaignState[S], Actor, Sequence[Event]], dict[str, Any]] = redact_records
    """The ruleset state (as plain data) for a viewer from whom `unseen` rolls are hidden."""
    offers: OffersHook = no_offers
    """What the rules wait for at a table and the actions a viewer may take now (`domain/<ruleset>/offers.py`);
    the server keeps only those `decide` accepts."""
    rulings: tuple[Ruling, ...] = ()
    """The known contradictions of the rulebook, each with the book's readings, the first the default
    (domain/rulings.py); the GM picks one with `campaign.set_ruling` and `decide` reads it from the state
    (`domain.rulings.in_force`)."""
