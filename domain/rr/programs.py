"""The seed's Standard Program List: each program's linked Core and its Maximum Inspiration.

Programs not listed here are legal (players and GMs invent programs) but then the sheet must say which
Core they link to, and an Inspiration Roll on them needs the GM to set the limit. Where the list gives two
limits (Carousing, Craft, Dancing, Etiquette, Labor) this catalog holds the first one; the GM may set the
other when calling the test (`max_inspiration`).
"""

from __future__ import annotations

from functools import lru_cache

from domain.rr.state import Core, ProgramSpec


def _p(core: Core, max_inspiration: int | None, artistic: bool = False) -> ProgramSpec:
    return ProgramSpec(core=core, max_inspiration=max_inspiration, artistic=artistic)


STANDARD_PROGRAMS: dict[str, ProgramSpec] = {
    "academics": _p("mental", 3),
    "administration": _p("mental", 3),
    "athletics": _p("physical", 4),
    "artistry": _p("mental", 3, artistic=True),
    "boating": _p("physical", 3),
    "brawling": _p("physical", 4),
    "carousing": _p("social", 4),
    "command": _p("social", 3),
    "compose": _p("mental", 3, artistic=True),
    "conceal": _p("mental", 4),
    "craft": _p("mental", 3),
    "dancing": _p("physical", 4),
    "dirty_tricks": _p("mental", 4),
    "disguise": _p("social", 3),
    "drive_carriage": _p("physical", 3),
    "etiquette": _p("social", 4),
    "familiarity": _p("mental", 3),
    "fashion": _p("social", 3),
    "fencing": _p("physical", 3),
    "firearms": _p("physical", 4),
    "gaming": _p("mental", 4),
    "hostess": _p("social", 3),
    "intimidate": _p("social", 4),
    "intrigue": _p("mental", 4),
    "labor": _p("physical", 4),
    "mechanics": _p("mental", 2),
    "navigation": _p("mental", 3),
    "observation": _p("mental", 4),
    "offhand_fighting": _p("physical", 2),
    "oration": _p("social", 4),
    "orienteering": _p("mental", 3),
    "perform": _p("social", 3),
    "persuasion": _p("social", 4),
    "profession": _p("mental", 3),
    "programming": _p("mental", None),
    "riding": _p("physical", 4),
    "sailing": _p("mental", 3),
    "sleight_of_hand": _p("physical", 3),
    "sneak": _p("physical", 3),
    "stealth": _p("physical", 3),
    "strategy": _p("mental", 3),
    "tracking": _p("mental", 3),
    "wilderness_lore": _p("mental", 3),
}
"""Name (lower case, underscores) → linked Core and Maximum Inspiration (None: no Inspiration Roll).

'Stealth' appears in the seed's examples as the hiding program (the list calls it Sneak); it is listed as
Sneak's twin so both names work."""


@lru_cache(maxsize=4096)
def split_name(name: str) -> tuple[str, str | None]:
    """'Fencing (Rapier)' → ('fencing', 'rapier'): the program's key and the specialty named, if any."""
    base, _, rest = name.partition("(")
    specialty = rest.split(")")[0].strip().lower() or None if rest else None
    return base.strip().lower().replace(" ", "_").replace("-", "_"), specialty


def program_key(name: str) -> str:
    """Normalise a program name: 'Dirty Tricks', 'dirty_tricks' and 'Dirty Tricks (cloak)' are one program."""
    return split_name(name)[0]


@lru_cache(maxsize=4096)
def standard_spec(name: str) -> ProgramSpec | None:
    return STANDARD_PROGRAMS.get(program_key(name))
