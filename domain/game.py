"""A ruleset bound to the common campaign rules: the single entry point the server uses.

`Game.decide` refuses what no ruleset allows (observers acting, anyone but a GM issuing a `gm_only`
command: the one place that rule is checked), then routes a command to the common rules or the ruleset's;
`Game.apply` folds one event into state through a handler table built once, so replaying a long stream
costs one dict look-up and one call per event. `describe`, `is_key_moment`, `table_view` and `redact` are
what the server reads of the ruleset's hooks (domain/ruleset.py), with the common events' and the generic
rules' answers where the ruleset gives none.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any

import msgspec

from domain.campaign import (
    COMMON_COMMANDS,
    COMMON_EVENTS,
    COMMON_HANDLERS,
    Actor,
    CampaignState,
    Context,
    CreateCampaign,
    SetRuling,
    apply_character_created,
    apply_roll,
    decide_common,
    require_gm,
)
from domain.dice import DiceSource, PhysicalDice, SeededDice
from domain.errors import DomainError, Forbidden, InvalidCommand, NotFound
from domain.messages import CharacterCreated, Command, Event, RollEvent, tag_of
from domain.narration import Names, describe, is_key_moment
from domain.offers import Offers, checked_offers
from domain.ruleset import Handler, Ruleset
from domain.rulings import decide_ruling
from domain.sealed import RollSealed, bound, sealing
from domain.table_view import Watch


def _chain(handlers: list[Handler]) -> Handler:
    if len(handlers) == 1:
        return handlers[0]

    def run(state: CampaignState, event: Any) -> None:
        for h in handlers:
            h(state, event)

    return run


class Game:
    def __init__(self, ruleset: Ruleset[Any]) -> None:
        self.ruleset = ruleset
        self.command_types: tuple[type[Command], ...] = COMMON_COMMANDS + ruleset.commands
        self.event_types: tuple[type[Event], ...] = (*COMMON_EVENTS, RollSealed, *ruleset.events)
        self._ruleset_commands = frozenset(ruleset.commands)
        self.handlers: dict[type[Event], Handler] = {}
        for cls in self.event_types:
            chain: list[Handler] = []
            if issubclass(cls, CharacterCreated):
                chain.append(apply_character_created)
            if issubclass(cls, RollEvent):
                chain.append(apply_roll)
            common = COMMON_HANDLERS.get(cls)
            if common is not None:
                chain.append(common)
            own = ruleset.handlers.get(cls)
            if own is not None:
                # A ruleset may follow a common event too (a closed table drops the markers kept for it).
                chain.append(own)
            self.handlers[cls] = _chain(chain) if chain else _ignore
        self.event_by_tag: dict[str, type[Event]] = {tag_of(cls): cls for cls in self.event_types}
        self.command_by_tag: dict[str, type[Command]] = {tag_of(cls): cls for cls in self.command_types}
        # Decoders are made on first use: making one evaluates every annotation of its type's tree, which for
        # every event type of every ruleset was a second of each server's start (docs/performance.md).
        self._decoders: dict[str, msgspec.json.Decoder[Any]] = {}
        self._encoder = msgspec.json.Encoder()
        self._state_type: Any = CampaignState[type(ruleset.new_state())]  # type: ignore[misc]
        self._state_decoder: msgspec.json.Decoder[CampaignState] | None = None

    # -- state ------------------------------------------------------------------------------------------

    def new_state(self) -> CampaignState:
        return CampaignState(ruleset=self.ruleset.name, game=self.ruleset.new_state())

    def decide(self, state: CampaignState, command: Command, ctx: Context) -> list[Event]:
        """The events a command produces; raises a DomainError and changes nothing when refused."""
        if state.version < 0 and not isinstance(command, CreateCampaign):
            raise NotFound("campaign_not_found", "the campaign does not exist")
        if isinstance(command, CreateCampaign) and command.ruleset != self.ruleset.name:
            raise InvalidCommand("ruleset_mismatch", "command is for another ruleset", ruleset=command.ruleset)
        if ctx.actor.role == "observer":
            raise Forbidden("observer_read_only", "observers may read but not act")
        if command.gm_only:
            require_gm(ctx.actor, "do this")
        if type(command) in self._ruleset_commands:
            events = self.ruleset.decide(state, command, ctx)
        elif isinstance(command, SetRuling):
            events = list(decide_ruling(self.ruleset.rulings, state, command))
        else:
            events = decide_common(state, command, ctx)
        if isinstance(ctx.dice, PhysicalDice):
            ctx.dice.finish()
        return events

    def sealed(self, state: CampaignState, command: Command, ctx: Context, events: list[Event]) -> list[Event]:
        """`events` (the command's, decided on `state`) padded with `roll.sealed` events up to the most events
        the command appends on this state for any fixed dice (domain/sealed.py): for a command whose roll is
        hidden, or whose events follow one, so that its event count does not tell its outcome."""

        def decide(dice: DiceSource) -> list[Event]:
            return self.decide(state, command, replace(ctx, dice=dice, ids=_fresh_ids()))

        return events + sealing(len(events), bound(decide))

    def apply(self, state: CampaignState, event: Event, version: int) -> None:
        state.version = version
        self.handlers[type(event)](state, event)

    def fold(self, events: Iterable[Event], state: CampaignState | None = None) -> CampaignState:
        """Replay events (numbered from state.version + 1) into state."""
        state = state if state is not None else self.new_state()
        handlers = self.handlers
        v = state.version
        for event in events:
            v += 1
            state.version = v
            handlers[type(event)](state, event)
        return state

    # -- bytes ------------------------------------------------------------------------------------------

    def encode(self, event: Event) -> bytes:
        return self._encoder.encode(event)

    def decode(self, tag: str, data: bytes) -> Event:
        decoder = self._decoders.get(tag)
        if decoder is None:
            cls = self.event_by_tag.get(tag)
            if cls is None:
                raise KeyError(f"unknown event type {tag!r} for ruleset {self.ruleset.name}")
            decoder = self._decoders[tag] = msgspec.json.Decoder(cls)
        return decoder.decode(data)  # type: ignore[no-any-return]

    def encode_state(self, state: CampaignState) -> bytes:
        return self._encoder.encode(state)

    def decode_state(self, data: bytes) -> CampaignState:
        if self._state_decoder is None:
            self._state_decoder = msgspec.json.Decoder(self._state_type)
        state = self._state_decoder.decode(data)
        state.hidden_rolls = {int(k): v for k, v in state.hidden_rolls.items()}
        return state

    # -- the ruleset's hooks as the server reads them ---------------------------------------------------

    def describe(self, event: Event, names: Names) -> str:
        """The event in one plain English sentence (domain/narration.py)."""
        return describe(self.ruleset.narrate, event, names)

    def is_key_moment(self, event: Event) -> bool:
        return is_key_moment(self.ruleset.key_moment, event)

    def table_view(self, state: CampaignState, watch: Watch) -> dict[str, Any]:
        """What a replay step or a GM screen shows of `watch.table_id` to `watch.viewer`."""
        return self.ruleset.table_view(state, watch)

    def redact(self, state: CampaignState, viewer: Actor, unseen: Sequence[Event]) -> dict[str, Any]:
        """The ruleset state (plain data) as `viewer` may see it while the `unseen` rolls are hidden."""
        return self.ruleset.redact(state, viewer, unseen)

    def offers(
        self, state: CampaignState, viewer: Actor, table_id: str | None, hidden: set[str], now: datetime
    ) -> Offers:
        """What `viewer` may do now at `table_id` and what the table waits for (domain/offers.py): the ruleset's
        proposal, less what is about the `hidden` records and what `decide` refuses on `state` right now."""
        if viewer.role == "observer":
            watched = checked_offers(self.ruleset.offers(state, viewer, table_id), _refuse, hidden)
            return Offers(turn=watched.turn, waiting=watched.waiting)

        def accepts(tag: str, body: dict[str, Any]) -> bool:
            cls = self.command_by_tag.get(tag)
            if cls is None:
                return False
            try:
                command = msgspec.convert({**body, "command": tag}, cls)
                dice = SeededDice(b"offers", str(body.get("table_id", "")), 0)
                self.decide(state, command, Context(actor=viewer, dice=dice, now=now, ids=_fresh_ids()))
            except (DomainError, msgspec.ValidationError):
                return False
            return True

        return checked_offers(self.ruleset.offers(state, viewer, table_id), accepts, hidden)


def _refuse(tag: str, body: dict[str, Any]) -> bool:
    return False


def _fresh_ids() -> Iterator[str]:
    """Ids for a decision whose events are only counted (never stored)."""
    return (f"sealed-{n}" for n in itertools.count())


def _ignore(state: CampaignState, event: Any) -> None:
    """Events that only record a fact and change no state (e.g. a note of a ruling)."""
