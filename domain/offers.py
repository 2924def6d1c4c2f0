"""What the rules wait for now, and what a viewer may do about it: a ruleset's `offers` hook.

A table page does not guess a game's loop. It asks the server (`GET /campaigns/{id}/offers?table_id=…`)
what is waiting on whom, and which actions this viewer may take now, in the rulebook's words. The ruleset
proposes (`Ruleset.offers`, in `domain/<ruleset>/offers.py`); `checked_offers` keeps only what `Game.decide`
accepts for this viewer on the current state (a dry run with throwaway dice, nothing kept), so nothing is
offered that the rules would refuse, and no rule arithmetic needs copying into a browser.

An `Action` is one command with its body filled in as far as the rules fix it; what the viewer still
chooses is an `Ask` (a target among the characters the rules allow, a die among those rolled, a number).
Labels are words, never ids: a page shows `label`, sends `command` with `body` plus the answers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Literal

import msgspec

from domain.campaign import Actor, CampaignState
from domain.messages import Event
from domain.visibility import record_ids

AskKind = Literal["choice", "die", "many", "number", "text", "flag"]
"""How an ask is answered: one of `choices` (a select or buttons), one of `choices` shown as a die face to
tap (each choice's value is the die's index, its label the face), several of `choices` (a list of their
values, between `minimum` and `maximum` of them: checkboxes), a whole number within bounds, a short text,
or yes/no."""


class Choice(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    value: Any
    label: str
    hint: str = ""


class Ask(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    """A field of the command's body the viewer still chooses."""

    field: str
    """Where the answer goes in the body: a name, or a dotted path into nested objects (`attack.weapon`) and
    into a list the body holds (`sheet.doing_names.0`)."""
    label: str
    kind: AskKind = "choice"
    choices: tuple[Choice, ...] = ()
    default: Any = None
    minimum: int | None = None
    """The least number, or for `many` the fewest choices."""
    maximum: int | None = None
    """The greatest number, or for `many` the most choices."""
    optional: bool = False
    """The body may leave the field out (the page offers "none")."""


class Action(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    """One thing the viewer may do now: a command, its body as far as the rules fix it, and what is left."""

    command: str
    """The command's tag, e.g. ``"scratch.basic_attack"``: sent as POST …/commands/{command}."""
    label: str
    """In the rulebook's words: "Attack", "Defend", "Pick one die", "Pay 1 AP for a turn"."""
    body: dict[str, Any] = msgspec.field(default_factory=dict)
    asks: tuple[Ask, ...] = ()
    hint: str = ""
    """A longer line: what the action does, what it costs."""
    by: str | None = None
    """The character who acts (a page groups actions by it), if any."""
    about: tuple[str, ...] = ()
    """Ids of the records the action concerns (a test, an attack, a conflict): an action about a roll hidden
    from the viewer is not offered to them."""
    rolls: bool = False
    """The command rolls dice at the table (`table_id` in the body): the page adds the roll's visibility and,
    at a physical-dice table, the faces to enter."""
    prompt: bool = False
    """The rules are waiting for this: shown first and marked (e.g. "You are attacked: defend?")."""
    group: str = ""
    """A heading to file the action under ("Your turn", "Conflict", "GM")."""


class Waiting(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    """Something the rules are waiting for, and on whom."""

    what: str
    """In words: "Ann to defend against Grob's attack"."""
    on: tuple[str, ...] = ()
    """Member ids of those who may do it (the GM can always act for anyone)."""
    about: tuple[str, ...] = ()


class Offers(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    """What one viewer is offered at one table, as the ruleset proposes it (unchecked)."""

    turn: str = ""
    """Whose turn it is and where the table stands, in words ("Round 2 — Grob's turn, 2 AP left")."""
    turn_about: tuple[str, ...] | None = None
    """The records the turn line tells of, so that it is kept from a viewer only when one of them is a hidden
    roll's; None (the careful default) keeps it from a viewer whenever anything proposed was about one."""
    waiting: tuple[Waiting, ...] = ()
    actions: tuple[Action, ...] = ()


OffersHook = Callable[[CampaignState[Any], Actor, str | None], Offers]
"""`offers(state, viewer, table_id)`: the viewer's offers at that table (or outside any table when None)."""


def no_offers(state: CampaignState[Any], viewer: Actor, table_id: str | None) -> Offers:
    return Offers()


def put(body: Mapping[str, Any], path: str, value: Any) -> dict[str, Any]:
    """`body` with `value` at the dotted `path` (nested objects created as needed; a whole-number segment
    indexes a list the body already holds there, e.g. `sheet.doing_names.1`); `body` is not changed."""
    head, _, rest = path.partition(".")
    out = dict(body)
    out[head] = _put_in(out.get(head), rest, value) if rest else value
    return out


def _put_in(inner: Any, path: str, value: Any) -> Any:
    if isinstance(inner, list) and path.partition(".")[0].isdigit():
        head, _, rest = path.partition(".")
        items = list(inner)
        index = int(head)
        items.extend([None] * (index + 1 - len(items)))
        items[index] = _put_in(items[index], rest, value) if rest else value
        return items
    return put(inner if isinstance(inner, Mapping) else {}, path, value)


def filled(action: Action) -> dict[str, Any]:
    """The action's body with every ask answered by its default, else its first choice (optional asks
    without a default are left out)."""
    body = dict(action.body)
    for ask in action.asks:
        value = _default(ask)
        if value is not None:
            body = put(body, ask.field, value)
    return body


def _default(ask: Ask) -> Any:
    if ask.default is not None:
        return ask.default
    if ask.optional:
        return None
    if ask.kind == "many":
        return [c.value for c in ask.choices[: max(ask.minimum or 1, 1)]]
    if ask.choices:
        return ask.choices[0].value
    if ask.kind == "number":
        return ask.minimum if ask.minimum is not None else 0
    if ask.kind == "flag":
        return False
    return None


Accepts = Callable[[str, dict[str, Any]], bool]
"""Whether the rules accept command `tag` with this body from the viewer now (a dry run)."""


def hidden_records(unseen: Iterable[Event]) -> set[str]:
    """What the viewer may not be offered anything about: the records the rolls hidden from them made (a test,
    a save); a roll that makes no record of its own (a test that is its own conflict) hides its conflict."""
    out: set[str] = set()
    for event in unseen:
        ids = record_ids(event)
        conflict = getattr(event, "conflict_id", None)
        if not ids and isinstance(conflict, str):
            ids = {conflict}
        out |= ids
    return out


def checked_offers(offers: Offers, accepts: Accepts, hidden: set[str]) -> Offers:
    """The offers with what the viewer may not see or do removed.

    An action or a wait about a record in `hidden` goes, and the turn line with it when it may tell what the
    hidden roll showed (see `Offers.turn_about`). An action stays only if `accepts` takes it with its asks at
    their defaults; the choices of its first `choice`/`die` ask are each tried with the rest at their
    defaults, and those the rules refuse go (an action left without a choice goes)."""
    actions: list[Action] = []
    secret = False
    for action in offers.actions:
        if hidden.intersection(action.about):
            secret = True
            continue
        kept = _check(action, accepts)
        if kept is not None:
            actions.append(kept)
    waiting = tuple(w for w in offers.waiting if not hidden.intersection(w.about))
    if offers.turn_about is None:
        secret = secret or len(waiting) < len(offers.waiting)
    else:
        secret = bool(hidden.intersection(offers.turn_about))
    return Offers(turn="" if secret else offers.turn, waiting=waiting, actions=tuple(actions))


def _check(action: Action, accepts: Accepts) -> Action | None:
    pick = next((i for i, a in enumerate(action.asks) if a.kind in ("choice", "die") and a.choices), None)
    if pick is None:
        return action if accepts(action.command, filled(action)) else None
    ask = action.asks[pick]
    others = Action(command=action.command, label=action.label, body=action.body, asks=action.asks[:pick])
    base = filled(others)
    for later in action.asks[pick + 1 :]:
        value = _default(later)
        if value is not None:
            base = put(base, later.field, value)
    choices = tuple(c for c in ask.choices if accepts(action.command, put(base, ask.field, c.value)))
    if not choices:
        return None
    if choices == ask.choices:
        return action
    asks = list(action.asks)
    default = ask.default if any(c.value == ask.default for c in choices) else None
    asks[pick] = msgspec.structs.replace(ask, choices=choices, default=default)
    return msgspec.structs.replace(action, asks=tuple(asks))
