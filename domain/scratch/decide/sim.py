"""A scratch copy of the state that each emitted event is applied to at once.

One Scratch command often produces events that depend on each other (a second attack on a target the first
one injured; a turn passing over delayed characters). Deciding on a copy that folds each event as it is
emitted keeps every later check honest, while `decide` still never touches the real state.
"""

from __future__ import annotations

import msgspec

from domain.campaign import CampaignState
from domain.messages import Event
from domain.scratch.apply import HANDLERS
from domain.scratch.state import ScratchState

_encoder = msgspec.msgpack.Encoder()
_decoder = msgspec.msgpack.Decoder(ScratchState)


class Sim:
    def __init__(self, state: CampaignState) -> None:
        game = _decoder.decode(_encoder.encode(state.game))
        self.state = msgspec.structs.replace(state, game=game)
        self.events: list[Event] = []

    @property
    def game(self) -> ScratchState:
        game: ScratchState = self.state.game
        return game

    def emit(self, event: Event) -> None:
        self.events.append(event)
        handler = HANDLERS.get(type(event))
        if handler is not None:
            handler(self.state, event)
