"""Events told as one line of plain English, for timelines (`chronicle replay`) and session recaps.

The log is made of facts meant for machines (TN parts, pools, before/after totals). A GM reading back a
session wants "Alfredo rolls Fencing: 8d10 [1 2 3 4 5 8 9 9] vs TN 5 → 5 successes". `describe` gives
that line for any event of any ruleset: each ruleset phrases its own events (its `narrate` hook, usually a
`Phrasebook` in `domain/<ruleset>/narration.py`), the events every campaign has are phrased here, and
anything else gets a generic sentence built from the event's own fields (who, what the tag says happened,
to whom, the dice, and the numbers that usually matter).

`describe` is only ever called on events the reader may see; a roll hidden from them is told with
`describe_hidden`, which uses nothing but what the redacted event shows (who rolled, that it was hidden).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import msgspec

from domain import dice_tree
from domain.campaign import (
    CampaignCreated,
    CampaignState,
    CharacterTransferred,
    DiceRolled,
    MemberAdded,
    MemberForgotten,
    MemberRemoved,
    MemberRoleChanged,
    RollProven,
    RollRevealed,
    RulingSet,
    SeedRevealed,
    TableClosed,
    TableOpened,
)
from domain.dice import DiceRoll
from domain.messages import CharacterCreated, Event, RollEvent, tag_of
from domain.sealed import RollSealed

Phrase = Callable[[Any, "Names"], str]
KeyTest = Callable[[Any], bool]

_ID = re.compile(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b|\bid-\d+\b")
"""Entity ids as the server (uuid4) and the domain tests (`id-7`) make them."""


class Names:
    """Display names of a campaign's members and characters, read from a (live) state when asked.

    Narration happens right after each event is folded, so holding the state itself (not a copy) always
    gives the names as they stood at that point of the log.
    """

    def __init__(self, state: CampaignState) -> None:
        self.state = state

    def member(self, member_id: str | None) -> str:
        if member_id is None:
            return "someone"
        member = self.state.members.get(member_id)
        return member.name if member is not None else member_id

    def character(self, character_id: str | None) -> str:
        if character_id is None:
            return "someone"
        ref = self.state.characters.get(character_id)
        if ref is not None:
            return ref.name
        sheet = getattr(self.state.game, "characters", {}).get(character_id)
        name = getattr(sheet, "name", None)
        return name if isinstance(name, str) and name else character_id

    def any(self, entity_id: str | None) -> str:
        """A character's name, else a member's, else any named record of the ruleset's state (an NPC, a
        track), else "X's test" for a record that belongs to a character, else the id itself."""
        if entity_id is None:
            return "someone"
        game_chars = getattr(self.state.game, "characters", {})
        if entity_id in self.state.characters or entity_id in game_chars:
            return self.character(entity_id)
        if entity_id in self.state.members:
            return self.member(entity_id)
        for field in getattr(type(self.state.game), "__struct_fields__", ()):
            entries = getattr(self.state.game, field)
            entry = entries.get(entity_id) if isinstance(entries, dict) else None
            if entry is None:
                continue
            name = getattr(entry, "name", None)
            if isinstance(name, str) and name:
                return name
            owner = getattr(entry, "character_id", None)
            if isinstance(owner, str):
                return f"{self.character(owner)}'s {human(field.rstrip('s'))}"
        return entity_id

    def ids_in(self, text: str) -> str:
        """`successes of 7c8a…` → `successes of Alfredo's test`: ids inside free text, named."""
        return _ID.sub(lambda m: self.any(m.group(0)), text)

    def many(self, ids: Iterable[str]) -> str:
        return join([self.any(i) for i in ids])


class Phrasebook:
    """A ruleset's phrasings and key moments, by event type: its `narrate` and `key_moment` hooks.

    A ruleset's `narration.py` makes one (`BOOK = Phrasebook()`), registers a phrasing per event type with
    `@BOOK.tells(...)` and its turning points with `@BOOK.key_moment_when(...)`, and hands `BOOK.narrate`
    and `BOOK.key_moment` to its `Ruleset`."""

    def __init__(self) -> None:
        self._phrases: dict[type, Phrase] = {}
        self._moments: dict[type, KeyTest] = {}

    def tells(self, *types: type) -> Callable[[Phrase], Phrase]:
        def register(fn: Phrase) -> Phrase:
            for t in types:
                self._phrases[t] = fn
            return fn

        return register

    def key_moment_when(self, *types: type) -> Callable[[KeyTest], KeyTest]:
        def register(fn: KeyTest) -> KeyTest:
            for t in types:
                self._moments[t] = fn
            return fn

        return register

    def routine(self, *types: type) -> None:
        """Events of these types are never key moments, unless a rule was registered for them already."""
        for t in types:
            self._moments.setdefault(t, _never_key)

    def narrate(self, event: Any, names: Names) -> str | None:
        phrase = self._phrases.get(type(event))
        return phrase(event, names) if phrase is not None else None

    def key_moment(self, event: Any) -> bool | None:
        test = self._moments.get(type(event))
        return test(event) if test is not None else None


def _never_key(_event: Any) -> bool:
    return False


# --- text helpers ---------------------------------------------------------------------------------------


def join(items: Sequence[str]) -> str:
    """`a`, `a and b`, `a, b and c`."""
    items = [i for i in items if i]
    if not items:
        return "nobody"
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " and " + items[-1]


def plural(n: int, word: str, words: str | None = None) -> str:
    return f"{n} {word if n == 1 else (words or word + 's')}"


def human(name: str | None) -> str:
    """`self_awareness` → `self awareness`."""
    return (name or "").replace("_", " ")


def title(name: str | None) -> str:
    """`anthropoid_class` → `Anthropoid Class` (program and attribute names as the rulebooks print them)."""
    return " ".join(w.capitalize() for w in human(name).split())


def roll_text(roll: DiceRoll) -> str:
    """`3d10 [2 7 10]` (a pool of 0 dice: `0d10 []`)."""
    return f"{len(roll.faces)}d{roll.sides} [{' '.join(str(f) for f in roll.faces)}]"


def dice_text(rolls: Sequence[DiceRoll]) -> str:
    return "; ".join(roll_text(r) for r in rolls)


def parts_text(parts: Iterable[Any]) -> str:
    """`d20 10 + wrestling 2`: the named addends of a total (each with a `label` or `name`, and a `value`)."""
    out = ""
    for p in parts:
        value = int(p.value)
        label = human(getattr(p, "label", None) or getattr(p, "name", ""))
        if not out:
            out = f"{label} {value}"
        elif value:  # a part that adds nothing (no stalking) is left out
            out += f" {'+' if value > 0 else '−'} {label} {abs(value)}"
    return out or "0"


def change(before: Any, after: Any) -> str:
    return f"{before} → {after}"


# --- the entry points -------------------------------------------------------------------------------------


def describe(narrate: Callable[[Event, Names], str | None], event: Event, names: Names) -> str:
    """One line telling what happened: the ruleset's phrasing (`narrate`), else the common events', else a
    generic sentence from the event's own fields."""
    for phrase in (narrate, COMMON.narrate):
        try:
            text = phrase(event, names)
        except (AttributeError, LookupError, TypeError, ValueError):
            continue  # an older shape of the event than the phrasing expects: the generic sentence still works
        if text is not None:
            return text
    if isinstance(event, CharacterCreated):
        return _character_created(event, names)
    return generic(event, names)


def describe_hidden(event: RollEvent, names: Names) -> str:
    """What a viewer who may not see a roll learns: who rolled, that it was hidden."""
    how = "blind" if event.visibility == "blind" else "GM-only"
    return f"{names.member(event.roller_id)} makes a hidden roll ({how})"


def is_key_moment(key_moment: Callable[[Event], bool | None], event: Event) -> bool:
    """Whether the event is one of a session's turning points: the ruleset's rule (`key_moment`), else the
    common events', else a generic rule on its outcome and tag."""
    for test in (key_moment, COMMON.key_moment):
        found = test(event)
        if found is not None:
            return found
    outcome = getattr(event, "outcome", None)
    if outcome in ("total_failure", "total_success", "critical", "fumble"):
        return True
    tag = tag_of(event).split(".", 1)[-1]
    return tag.endswith(("_started", "_ended", "defeated", "died", "knocked_out", "killed"))


# --- generic phrasing ---------------------------------------------------------------------------------------

SUBJECT_FIELDS = ("character_id", "attacker_id", "saver_id", "actor_id", "from_id", "member_id")
TARGET_FIELDS = ("target_id", "defender_id", "to_id")
FACT_FIELDS = (
    "program",
    "skill",
    "ability",
    "attribute",
    "pool",
    "tn",
    "target_number",
    "total",
    "result",
    "successes",
    "failed",
    "net",
    "margin",
    "outcome",
    "won",
    "hit",
    "damage",
    "points",
    "amount",
    "cost",
    "before",
    "after",
    "reason",
)
"""Fields worth a mention in a generic sentence, in the order they are told."""


def generic(event: Event, names: Names) -> str:
    """`Robin: attack rolled → Bob — 2d6 [3 5]; total 8, hit yes` from any event's fields."""
    verb = human(tag_of(event).split(".", 1)[-1])
    subject = next((getattr(event, f) for f in SUBJECT_FIELDS if isinstance(getattr(event, f, None), str)), None)
    text = f"{names.any(subject)}: {verb}" if subject else verb[:1].upper() + verb[1:]
    target = next((getattr(event, f) for f in TARGET_FIELDS if isinstance(getattr(event, f, None), str)), None)
    if target is not None:
        text += f" → {names.any(target)}"
    if isinstance(event, RollEvent) and event.rolls:
        text += f" — {dice_text(event.rolls)}"
    facts = []
    for name in FACT_FIELDS:
        value = getattr(event, name, None)
        if value is None or isinstance(value, (dict, list, tuple, msgspec.Struct)):
            continue
        if isinstance(value, bool):
            value = "yes" if value else "no"
        elif isinstance(value, str):
            value = names.ids_in(human(value))
        facts.append(f"{human(name)} {value}")
    if facts:
        text += ("; " if isinstance(event, RollEvent) and event.rolls else " — ") + ", ".join(facts)
    return text


# --- the events every campaign has ------------------------------------------------------------------------------

COMMON = Phrasebook()
ROLES = {"gm": "a GM", "player": "a player", "observer": "an observer"}


@COMMON.tells(CampaignCreated)
def _campaign_created(e: CampaignCreated, n: Names) -> str:
    return f"{e.gm_name} creates the campaign “{e.name}” ({e.ruleset})"


@COMMON.tells(MemberAdded)
def _member_added(e: MemberAdded, n: Names) -> str:
    return f"{e.name} joins as {ROLES[e.role]}"


@COMMON.tells(MemberRoleChanged)
def _member_role_changed(e: MemberRoleChanged, n: Names) -> str:
    return f"{n.member(e.member_id)} is now {ROLES[e.role]}"


@COMMON.tells(MemberRemoved)
def _member_removed(e: MemberRemoved, n: Names) -> str:
    return f"{n.member(e.member_id)} leaves the campaign"


@COMMON.tells(MemberForgotten)
def _member_forgotten(e: MemberForgotten, n: Names) -> str:
    return "A member is forgotten: their name and what they wrote are erased"


@COMMON.tells(CharacterTransferred)
def _character_transferred(e: CharacterTransferred, n: Names) -> str:
    return f"{n.character(e.character_id)} now belongs to {n.member(e.owner_id)}"


@COMMON.tells(TableOpened)
def _table_opened(e: TableOpened, n: Names) -> str:
    text = f"Table “{e.name}” opens ({e.dice_mode} dice)"
    if e.seed_commitment:
        text += f"; seed commitment {e.seed_commitment[:16]}…"
    return text


@COMMON.tells(TableClosed)
def _table_closed(e: TableClosed, n: Names) -> str:
    table = n.state.tables.get(e.table_id)
    return f"Table “{table.name if table else e.table_id}” closes"


@COMMON.tells(SeedRevealed)
def _seed_revealed(e: SeedRevealed, n: Names) -> str:
    text = f"The table's dice seed is revealed ({e.seed[:16]}…, commitment {e.commitment[:16]}…)"
    if e.next_commitment:
        text += f"; new commitment {e.next_commitment[:16]}…"
    return text


@COMMON.tells(RollSealed)
def _roll_sealed(e: RollSealed, n: Names) -> str:
    return "Nothing more happens (the hidden roll's events are padded to a count its dice do not change)"


@COMMON.tells(RollRevealed)
def _roll_revealed(e: RollRevealed, n: Names) -> str:
    return f"The GM reveals the hidden roll at version {e.version}"


@COMMON.tells(RollProven)
def _roll_proven(e: RollProven, n: Names) -> str:
    nonces = ", ".join(str(p.nonce) for p in e.proofs)
    return f"The roll at version {e.version} is proven alone (roll secret of nonce {nonces}; the seed stays secret)"


@COMMON.tells(RulingSet)
def _ruling_set(e: RulingSet, n: Names) -> str:
    return f"The GM rules on {e.ruling}: {e.reading}"


@COMMON.tells(DiceRolled)
def _dice_rolled(e: DiceRolled, n: Names) -> str:
    """`Ann rolls 4d6kh3+1 for 'Strength': 4d6kh3 (6, 5, 4, 1 dropped) + 1 = 16` (domain/dice_tree.py `describe`)."""
    label = f" for {e.label!r}" if e.label else ""
    return f"{n.member(e.roller_id)} rolls {e.expression}{label}: {dice_tree.describe(e.result)} = {e.total}"


def _character_created(e: CharacterCreated, n: Names) -> str:
    return f"{e.name} enters play, played by {n.member(e.owner_id)}"


@COMMON.key_moment_when(TableOpened, TableClosed, RollRevealed)
def _always(_e: Any) -> bool:
    return True


@COMMON.key_moment_when(
    DiceRolled,
    CampaignCreated,
    MemberAdded,
    MemberRoleChanged,
    MemberRemoved,
    MemberForgotten,
    SeedRevealed,
    CharacterTransferred,
    RollProven,
    RulingSet,
)
def _never(_e: Any) -> bool:
    return False
