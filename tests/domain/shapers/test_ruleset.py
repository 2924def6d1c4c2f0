"""The ruleset object itself: names, tags, handlers, examples, registration."""

from __future__ import annotations

import msgspec
import pytest

from domain.messages import Command
from domain.rulesets import get
from domain.shapers import RULESET
from domain.shapers.state import SbState


def _tag(cls: type) -> str:
    return msgspec.inspect.type_info(cls).tag  # type: ignore[attr-defined, no-any-return]


def test_identity_and_registration() -> None:
    assert RULESET.name == "shapers-and-bots"
    assert get("shapers-and-bots").ruleset is RULESET
    state = RULESET.new_state()
    assert isinstance(state, SbState) and state.characters == {} and state.conflicts == {}


def test_every_command_and_event_is_tagged_with_the_prefix_and_every_event_has_a_handler() -> None:
    for cls in (*RULESET.commands, *RULESET.events):
        assert _tag(cls).startswith("sb."), cls
    for command in RULESET.commands:
        assert command.__doc__, command  # the endpoint's description
    assert set(RULESET.handlers) == set(RULESET.events)
    assert len({_tag(c) for c in RULESET.commands}) == len(RULESET.commands)
    assert len({_tag(e) for e in RULESET.events}) == len(RULESET.events)


@pytest.mark.parametrize("cls", RULESET.commands, ids=_tag)
def test_examples_decode_as_their_commands(cls: type[Command]) -> None:
    assert cls.example is not None
    body = msgspec.json.encode({"command": _tag(cls), **cls.example})
    assert isinstance(msgspec.json.decode(body, type=cls), cls)
