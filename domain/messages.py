"""Base classes of every command and event, shared by all rulesets.

Events are past-tense facts, msgspec Structs tagged by a stable type name (``"rr.test_rolled"``), with a
schema version for upcasting. Commands are requests, tagged the same way (``"rr.roll_test"``). Both name
the entities they are about with fields called ``character_id``, ``table_id``, ``conflict_id``,
``member_id`` and ``target_id``; the server uses those names to filter the log.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal

import msgspec

from domain.dice import DiceRoll
from domain.personal import personal

Visibility = Literal["public", "gm", "blind"]
"""Who sees a roll: everyone; the GM and the roller; the GM only (the roller learns only that they rolled)."""

Role = Literal["gm", "player", "observer"]


class Event(msgspec.Struct, frozen=True, kw_only=True, tag_field="type"):
    """A fact that happened in a campaign."""

    schema_version: ClassVar[int] = 1


class RollEvent(Event, frozen=True, kw_only=True):
    """An event whose facts include dice rolled at a table.

    `rolls` keeps every roll in the order the dice source produced them (verifiable nonces are
    consecutive), so fairness checks and recaps work on every ruleset alike.
    """

    table_id: str
    roller_id: str
    rolls: tuple[DiceRoll, ...]
    visibility: Visibility = "public"


class CharacterCreated(Event, frozen=True, kw_only=True):
    """Base of each ruleset's character-created event: who owns the new character."""

    character_id: str
    owner_id: str
    name: Annotated[str, personal("owner_id")]


class Command(msgspec.Struct, frozen=True, kw_only=True, tag_field="command", forbid_unknown_fields=True):
    """A request to change a campaign. Subclasses document themselves (docstring) and give an example."""

    example: ClassVar[dict[str, Any] | None] = None
    gm_only: ClassVar[bool] = False
    gm_fields: ClassVar[tuple[str, ...]] = ()
    """Fields only the GM may set (the rules refuse them from anyone else); the API document marks them
    `x-gm-only`, so a player's form leaves them out."""


class RollCommand(Command, frozen=True, kw_only=True):
    """A command that may roll dice at a table.

    `dice` carries the faces when the table plays with physical dice (one list per roll, in the order
    the rules roll them); `client_seed` lets the roller mix their own seed into verifiable dice.
    """

    table_id: str
    visibility: Visibility = "public"
    client_seed: str | None = msgspec.field(default=None)
    dice: list[list[int]] | None = None


_TAGS: dict[type, str] = {}


def tag_of(message: msgspec.Struct | type[msgspec.Struct]) -> str:
    """The stable type name of a command or event (class or instance), e.g. ``"rr.roll_test"``.

    The one tag lookup of the code base; cached. Read from the struct's config (`__struct_config__.tag`, the
    tag msgspec resolved when the class was made), not `msgspec.inspect.type_info`, which walks every field's
    type down the whole tree and evaluates its annotations: 0.6 s of each server's start, once per type of
    every ruleset.
    """
    cls = message if isinstance(message, type) else type(message)
    tag = _TAGS.get(cls)
    if tag is None:
        found = cls.__struct_config__.tag
        if not isinstance(found, str):
            raise TypeError(f"{cls.__name__} has no tag")
        _TAGS[cls] = tag = found
    return tag
