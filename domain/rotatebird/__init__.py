"""Rotate Bird: abstract symbol traits, d6 pools where the player picks one die, edges and fallout.

Being traits give dice, Doing traits give permission, edges live in the Having section. What the GM judges
(which traits relate to a test, epic or perilous, fallout tables, edge symbols, NPC traits, rest) arrives
as GM-only command input; everything the rules fix (the result table, doubles, perilous upgrades, fallout
dice, mandatory edge sacrifices, Unbeing/Undoing pairing, track marks, the same-combination rule, NPC
removal, advancement cadence, character creation's rolls) is computed here.
"""

from __future__ import annotations

from domain.rotatebird import narration, offers, views
from domain.rotatebird.apply import HANDLERS
from domain.rotatebird.commands import COMMANDS
from domain.rotatebird.decide import decide
from domain.rotatebird.events import EVENTS
from domain.rotatebird.state import RotateBirdState
from domain.rotatebird.visibility import follows_roll
from domain.ruleset import Ruleset

RULESET = Ruleset(
    name="rotate-bird",
    title="Rotate Bird",
    commands=COMMANDS,
    events=EVENTS,
    new_state=RotateBirdState,
    decide=decide,
    follows_roll=follows_roll,  # later events of the same test, and the records a roll made
    handlers=HANDLERS,
    narrate=narration.BOOK.narrate,
    key_moment=narration.BOOK.key_moment,
    recap=narration.RECAP,
    table_view=views.table_view,
    redact=views.redact,
    offers=offers.offers,
    state_version=3,
    summary=(
        "Abstract symbol traits: roll one d6 per related Being trait, pick one die, read the 1–6 table; "
        "doubles on the picked die give an edge; fallout is offset by Unbeing and Undoing."
    ),
)
